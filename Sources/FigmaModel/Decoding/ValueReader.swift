/// Reads everything below a node: properties, paints, styles, metadata entries. Each reader has a
/// fixed schema depth, so recursion here is bounded whatever the input.
struct ValueReader {
    var scanner: JSONScanner
    /// Values skipped because their shape was unexpected (see `Tolerance.swift`).
    var log = ToleranceLog()
    /// Repeated fills, strokes and text styles, held once (`SharedValues`).
    let sharedPaints = SharedValuesBox<[Paint]>()
    let sharedStyles = SharedValuesBox<OutOfLine<TypeStyle>>()

    // MARK: Node properties

    mutating func decodeNodeProperty(_ key: Key, into node: inout Node) throws(JSONScanError) {
        if try scanner.consumeNull() { return }  // `null` means absent: keep the default
        switch key {
        case .visible: node.visible = try scanner.readBool()
        case .locked: node.locked = try scanner.readBool()
        case .rotation: node.rotation = try scanner.readDouble()
        case .scrollBehavior: node.scrollBehavior = try readEnum()
        case .componentPropertyReferences: node.componentPropertyReferences = try readStringMap("componentPropertyReferences")
        case .boundVariables: node.boundVariables = try readBoundVariables()
        case .blendMode: node.blendMode = try readEnum()
        case .opacity: node.opacity = try scanner.readDouble()
        case .isMask: node.isMask = try scanner.readBool()
        case .maskType: node.maskType = try readEnum()
        case .effects: node.effects = try readTolerantArray("effects") { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readEffect() }
        case .absoluteBoundingBox: node.absoluteBoundingBox = try readRect()
        case .absoluteRenderBounds: node.absoluteRenderBounds = try readRect()
        case .relativeTransform: node.relativeTransform = try readTransform()
        case .size: node.size = try readVector()
        case .constraints: node.constraints = try readConstraint()
        case .preserveRatio: node.preserveRatio = try scanner.readBool()
        case .layoutAlign: node.layoutAlign = try readEnum()
        case .layoutGrow: node.layoutGrow = try scanner.readDouble()
        case .layoutPositioning: node.layoutPositioning = try readEnum()
        case .layoutSizingHorizontal: node.layoutSizingHorizontal = try readEnum()
        case .layoutSizingVertical: node.layoutSizingVertical = try readEnum()
        case .minWidth: node.minWidth = try scanner.readDouble()
        case .maxWidth: node.maxWidth = try scanner.readDouble()
        case .minHeight: node.minHeight = try scanner.readDouble()
        case .maxHeight: node.maxHeight = try scanner.readDouble()
        case .gridRowSpan: node.gridRowSpan = try readCount()
        case .gridColumnSpan: node.gridColumnSpan = try readCount()
        case .gridRowAnchorIndex: node.gridRowAnchorIndex = try readCount()
        case .gridColumnAnchorIndex: node.gridColumnAnchorIndex = try readCount()
        case .gridChildHorizontalAlign: node.gridChildHorizontalAlign = try readEnum()
        case .gridChildVerticalAlign: node.gridChildVerticalAlign = try readEnum()
        case .clipsContent: node.clipsContent = try scanner.readBool()
        case .backgroundColor: node.backgroundColor = try readRGBA()
        case .overflowDirection: node.overflowDirection = try readEnum()
        case .layoutMode: node.layoutMode = try readEnum()
        case .primaryAxisSizingMode: node.primaryAxisSizingMode = try readEnum()
        case .counterAxisSizingMode: node.counterAxisSizingMode = try readEnum()
        case .primaryAxisAlignItems: node.primaryAxisAlignItems = try readEnum()
        case .counterAxisAlignItems: node.counterAxisAlignItems = try readEnum()
        case .paddingLeft: node.paddingLeft = try scanner.readDouble()
        case .paddingRight: node.paddingRight = try scanner.readDouble()
        case .paddingTop: node.paddingTop = try scanner.readDouble()
        case .paddingBottom: node.paddingBottom = try scanner.readDouble()
        case .itemSpacing: node.itemSpacing = try scanner.readDouble()
        // Auto layout of 2020 exports: one padding for both sides of an axis (the per-side keys came later and win).
        case .horizontalPadding:
            let padding = try scanner.readDouble()
            if node.paddingLeft == 0 { node.paddingLeft = padding }
            if node.paddingRight == 0 { node.paddingRight = padding }
        case .verticalPadding:
            let padding = try scanner.readDouble()
            if node.paddingTop == 0 { node.paddingTop = padding }
            if node.paddingBottom == 0 { node.paddingBottom = padding }
        case .itemReverseZIndex: node.itemReverseZIndex = try scanner.readBool()
        case .strokesIncludedInLayout: node.strokesIncludedInLayout = try scanner.readBool()
        case .layoutWrap: node.layoutWrap = try readEnum()
        case .counterAxisSpacing: node.counterAxisSpacing = try scanner.readDouble()
        case .counterAxisAlignContent: node.counterAxisAlignContent = try readEnum()
        case .gridRowCount: node.gridRowCount = try readCount()
        case .gridColumnCount: node.gridColumnCount = try readCount()
        case .gridRowGap: node.gridRowGap = try scanner.readDouble()
        case .gridColumnGap: node.gridColumnGap = try scanner.readDouble()
        case .gridColumnsSizing: node.gridColumnsSizing = try scanner.readString()
        case .gridRowsSizing: node.gridRowsSizing = try scanner.readString()
        case .layoutGrids:
            let start = scanner.offset
            try scanner.skipValue()
            node.hasLayoutGrids = scanner.offset - start > 2
        case .fills: node.fills = try shared(sharedPaints) { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readPaints("fills") }
        case .styles: node.styles = try readStringMap("styles")
        case .strokes: node.strokes = try shared(sharedPaints) { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readPaints("strokes") }
        case .strokeWeight: node.strokeWeight = try scanner.readDouble()
        case .individualStrokeWeights: node.individualStrokeWeights = try readStrokeWeights()
        case .strokeAlign: node.strokeAlign = try readEnum()
        case .strokeJoin: node.strokeJoin = try readEnum()
        case .strokeCap: node.strokeCap = try readEnum()
        case .strokeDashes: node.strokeDashes = try readDoubles()
        case .cornerRadius: node.cornerRadius = try scanner.readDouble()
        case .cornerSmoothing: node.cornerSmoothing = try scanner.readDouble()
        case .rectangleCornerRadii: node.rectangleCornerRadii = try readDoubles()
        case .fillGeometry: node.fillGeometry = try readTolerantArray("fillGeometry") { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readGeometryPath() }
        case .strokeGeometry: node.strokeGeometry = try readTolerantArray("strokeGeometry") { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readGeometryPath() }
        case .booleanOperation: node.booleanOperation = try readEnum()
        case .arcData: node.arcData = try readArcData()
        case .characters: node.characters = try scanner.readString()
        case .style: node.styleStorage = try shared(sharedStyles) { (decoder: inout ValueReader) throws(JSONScanError) in OutOfLine(wrappedValue: try decoder.readTypeStyle()) }
        case .characterStyleOverrides: node.characterStyleOverrides = try readArray { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.scanner.readInt() }
        case .styleOverrideTable: node.styleOverrideTable = try readTolerantMap("styleOverrideTable") { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readTypeStyle() }
        case .lineTypes: node.lineTypes = try readArray { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readEnum() }
        case .lineIndentations: node.lineIndentations = try readArray { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.scanner.readInt() }
        case .componentPropertyDefinitions: node.componentPropertyDefinitions = try readTolerantMap("componentPropertyDefinitions") { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readPropertyDefinition() }
        case .componentId: node.componentID = try scanner.readString()
        case .componentProperties: node.componentProperties = try readTolerantMap("componentProperties") { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readPropertyValue() }
        case .overrides: node.overrides = try readTolerantArray("overrides") { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readOverride() }
        case .isExposedInstance: node.isExposedInstance = try scanner.readBool()
        case .sectionContentsHidden: node.sectionContentsHidden = try scanner.readBool()
        case .interactions: node.interactions = try readTolerantArray("interactions") { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readInteraction() }
        case .transitionNodeID: node.transitionNodeID = try scanner.readString()
        case .flowStartingPoints:
            node.flowStartingPoints = try readTolerantArray("flowStartingPoints") { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readFlowStartingPoint() }
        case .prototypeStartNodeID: node.prototypeStartNodeID = try scanner.readString()
        case .overlayPositionType: node.overlayPositionType = try readEnum()
        case .overlayBackgroundInteraction: node.overlayBackgroundInteraction = try readEnum()
        case .exportSettings:
            let start = scanner.offset
            try scanner.skipValue()
            node.hasExportSettings = scanner.offset - start > 2
        default:
            try scanner.skipValue()
        }
    }

    // MARK: Generic readers

    mutating func optionalString() throws(JSONScanError) -> String? {
        try scanner.consumeNull() ? nil : try scanner.readString()
    }

    /// `version` is a string in the spec but some exporters wrote a number.
    mutating func optionalScalarText() throws(JSONScanError) -> String? {
        switch try scanner.peekKind() {
        case .null:
            _ = try scanner.consumeNull()
            return nil
        case .number:
            let start = scanner.offset
            _ = try scanner.readDouble()
            return String(decoding: UnsafeBufferPointer(start: scanner.base + start, count: scanner.offset - start), as: UTF8.self)
        default:
            return try scanner.readString()
        }
    }

    mutating func readEnum<E: FigmaEnum>() throws(JSONScanError) -> E {
        let kind = try scanner.peekKind()
        guard kind == .string else { throw scanner.mismatch(expected: "string", found: kind) }
        return E(rawBytes: try scanner.readStringBytes())
    }

    /// A non-negative integer (counts, spans, indices).
    mutating func readCount() throws(JSONScanError) -> Int {
        let start = scanner.offset
        let value = try scanner.readInt()
        guard value >= 0 else { throw JSONScanError(kind: .invalidValue("expected a non-negative integer, found \(value)"), offset: start) }
        return value
    }

    mutating func readArray<T>(_ element: (inout ValueReader) throws(JSONScanError) -> T) throws(JSONScanError) -> [T] {
        if try scanner.beginArray() { return [] }
        var result: [T] = []
        repeat {
            result.append(try element(&self))
        } while try scanner.nextElement()
        return result
    }

    mutating func readMap<T>(_ value: (inout ValueReader) throws(JSONScanError) -> T) throws(JSONScanError) -> OrderedMap<T> {
        var map = OrderedMap<T>()
        if try scanner.beginObject() { return map }
        repeat {
            let key = String(decoding: try scanner.readKeyBytes(), as: UTF8.self)
            map.append(key, try value(&self))
        } while try scanner.nextMember()
        return map
    }

    /// A map of strings (`styles`, `componentPropertyReferences`); an entry of another shape is dropped.
    mutating func readStringMap(_ field: String) throws(JSONScanError) -> OrderedMap<String> {
        try readTolerantMap(field) { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.scanner.readString() }
    }

    mutating func readDoubles() throws(JSONScanError) -> [Double] {
        try readArray { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.scanner.readDouble() }
    }

    /// Iterates the members of an object, handing known keys to `member` and skipping the rest.
    /// Returns the keys seen, so callers can check required ones.
    @discardableResult
    mutating func readObject(_ member: (inout ValueReader, Key) throws(JSONScanError) -> Void) throws(JSONScanError) -> KeySet {
        var seen = KeySet()
        if try scanner.beginObject() { return seen }
        repeat {
            let raw = try scanner.readKeyBytes()
            guard let key = Key(bytes: raw) else {
                try scanner.skipValue()
                continue
            }
            seen.insert(key)
            try member(&self, key)
        } while try scanner.nextMember()
        return seen
    }

    /// Throws `missingKey` for the first required key absent from an object read at `start`.
    func require(_ keys: [Key], in seen: KeySet, objectAt start: Int) throws(JSONScanError) {
        for key in keys where !seen.contains(key) {
            throw JSONScanError(kind: .missingKey(key.name), offset: start)
        }
    }

    // MARK: Value types

    mutating func readRGBA() throws(JSONScanError) -> RGBA {
        let start = scanner.offset
        var color = RGBA(r: 0, g: 0, b: 0, a: 1)
        let seen = try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            switch key {
            case .r: color.r = try decoder.scanner.readDouble()
            case .g: color.g = try decoder.scanner.readDouble()
            case .b: color.b = try decoder.scanner.readDouble()
            case .a: color.a = try decoder.scanner.readDouble()
            default: try decoder.scanner.skipValue()
            }
        }
        try require([.r, .g, .b], in: seen, objectAt: start)
        return color
    }

    mutating func readRect() throws(JSONScanError) -> Rect? {
        if try scanner.consumeNull() { return nil }
        let start = scanner.offset
        var rect = Rect(x: 0, y: 0, width: 0, height: 0)
        // Figma writes `{"x": null, …}` for the render bounds of invisible layers: that means absent.
        var hasNull = false
        let seen = try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            if try decoder.scanner.consumeNull() {
                hasNull = true
                return
            }
            switch key {
            case .x: rect.x = try decoder.scanner.readDouble()
            case .y: rect.y = try decoder.scanner.readDouble()
            case .width: rect.width = try decoder.scanner.readDouble()
            case .height: rect.height = try decoder.scanner.readDouble()
            default: try decoder.scanner.skipValue()
            }
        }
        if hasNull { return nil }
        try require([.x, .y, .width, .height], in: seen, objectAt: start)
        return rect
    }

    mutating func readVector() throws(JSONScanError) -> Vector {
        let start = scanner.offset
        var vector = Vector(x: 0, y: 0)
        let seen = try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            switch key {
            case .x: vector.x = try decoder.scanner.readDouble()
            case .y: vector.y = try decoder.scanner.readDouble()
            default: try decoder.scanner.skipValue()
            }
        }
        try require([.x, .y], in: seen, objectAt: start)
        return vector
    }

    mutating func readTransform() throws(JSONScanError) -> Transform {
        Transform(rows: try readArray { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readDoubles() })
    }

    mutating func readConstraint() throws(JSONScanError) -> LayoutConstraint {
        var constraint = LayoutConstraint()
        try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            switch key {
            case .vertical: constraint.vertical = try decoder.readEnum()
            case .horizontal: constraint.horizontal = try decoder.readEnum()
            default: try decoder.scanner.skipValue()
            }
        }
        return constraint
    }

    mutating func readStrokeWeights() throws(JSONScanError) -> StrokeWeights {
        var weights = StrokeWeights(top: 0, right: 0, bottom: 0, left: 0)
        try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            switch key {
            case .top: weights.top = try decoder.scanner.readDouble()
            case .right: weights.right = try decoder.scanner.readDouble()
            case .bottom: weights.bottom = try decoder.scanner.readDouble()
            case .left: weights.left = try decoder.scanner.readDouble()
            default: try decoder.scanner.skipValue()
            }
        }
        return weights
    }

    mutating func readArcData() throws(JSONScanError) -> ArcData {
        var arc = ArcData(startingAngle: 0, endingAngle: 0, innerRadius: 0)
        try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            switch key {
            case .startingAngle: arc.startingAngle = try decoder.scanner.readDouble()
            case .endingAngle: arc.endingAngle = try decoder.scanner.readDouble()
            case .innerRadius: arc.innerRadius = try decoder.scanner.readDouble()
            default: try decoder.scanner.skipValue()
            }
        }
        return arc
    }

    mutating func readGeometryPath() throws(JSONScanError) -> GeometryPath {
        let start = scanner.offset
        var geometry = GeometryPath(path: "")
        let seen = try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            switch key {
            case .path: geometry.path = try decoder.scanner.readString()
            case .windingRule: geometry.windingRule = try decoder.readEnum()
            case .overrideID: geometry.overrideID = try decoder.scanner.consumeNull() ? nil : try decoder.scanner.readInt()
            default: try decoder.scanner.skipValue()
            }
        }
        try require([.path], in: seen, objectAt: start)
        return geometry
    }

    /// Paints in order; a paint of an unexpected shape is dropped (and recorded), the others are kept.
    mutating func readPaints(_ field: String) throws(JSONScanError) -> [Paint] {
        try readTolerantArray(field) { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readPaint() }
    }

    mutating func readPaint() throws(JSONScanError) -> Paint {
        let start = scanner.offset
        var paint = Paint(type: .unknown(""))
        let seen = try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            if try decoder.scanner.consumeNull() { return }
            switch key {
            case .type: paint.type = try decoder.readEnum()
            case .visible: paint.visible = try decoder.scanner.readBool()
            case .opacity: paint.opacity = try decoder.scanner.readDouble()
            case .blendMode: paint.blendMode = try decoder.readEnum()
            case .color: paint.color = try decoder.readRGBA()
            case .gradientHandlePositions:
                paint.gradientHandlePositions = try decoder.readArray { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readVector() }
            case .gradientStops:
                paint.gradientStops = try decoder.readArray { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readColorStop() }
            case .scaleMode: paint.scaleMode = try decoder.readEnum()
            case .imageRef: paint.imageRef = try decoder.scanner.readString()
            case .imageTransform: paint.imageTransform = try decoder.readTransform()
            case .scalingFactor: paint.scalingFactor = try decoder.scanner.readDouble()
            case .rotation: paint.rotation = try decoder.scanner.readDouble()
            case .gifRef: paint.gifRef = try decoder.scanner.readString()
            case .boundVariables: paint.boundVariables = try decoder.readBoundVariables()
            default: try decoder.scanner.skipValue()
            }
        }
        try require([.type], in: seen, objectAt: start)
        return paint
    }

    mutating func readColorStop() throws(JSONScanError) -> ColorStop {
        let start = scanner.offset
        var stop = ColorStop(position: 0, color: RGBA(r: 0, g: 0, b: 0))
        let seen = try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            switch key {
            case .position: stop.position = try decoder.scanner.readDouble()
            case .color: stop.color = try decoder.readRGBA()
            case .boundVariables: stop.boundVariables = try decoder.readBoundVariables()
            default: try decoder.scanner.skipValue()
            }
        }
        try require([.position, .color], in: seen, objectAt: start)
        return stop
    }

    mutating func readEffect() throws(JSONScanError) -> Effect {
        // The spec leaves `type` optional on INNER_SHADOW.
        var effect = Effect(type: .innerShadow)
        try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            if try decoder.scanner.consumeNull() { return }
            switch key {
            case .type: effect.type = try decoder.readEnum()
            case .visible: effect.visible = try decoder.scanner.readBool()
            case .radius: effect.radius = try decoder.scanner.readDouble()
            case .color: effect.color = try decoder.readRGBA()
            case .blendMode: effect.blendMode = try decoder.readEnum()
            case .offset: effect.offset = try decoder.readVector()
            case .spread: effect.spread = try decoder.scanner.readDouble()
            case .showShadowBehindNode: effect.showShadowBehindNode = try decoder.scanner.readBool()
            case .boundVariables: effect.boundVariables = try decoder.readBoundVariables()
            default: try decoder.scanner.skipValue()
            }
        }
        return effect
    }

    mutating func readTypeStyle() throws(JSONScanError) -> TypeStyle {
        var style = TypeStyle()
        try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            if try decoder.scanner.consumeNull() { return }
            switch key {
            case .fontFamily: style.fontFamily = try decoder.scanner.readString()
            case .fontPostScriptName: style.fontPostScriptName = try decoder.scanner.readString()
            case .fontStyle: style.fontStyle = try decoder.scanner.readString()
            case .italic: style.italic = try decoder.scanner.readBool()
            case .fontWeight: style.fontWeight = try decoder.scanner.readDouble()
            case .fontSize: style.fontSize = try decoder.scanner.readDouble()
            case .textCase: style.textCase = try decoder.readEnum()
            case .textDecoration: style.textDecoration = try decoder.readEnum()
            case .textAutoResize: style.textAutoResize = try decoder.readEnum()
            case .textTruncation: style.textTruncation = try decoder.readEnum()
            case .maxLines: style.maxLines = try decoder.readCount()
            case .textAlignHorizontal: style.textAlignHorizontal = try decoder.readEnum()
            case .textAlignVertical: style.textAlignVertical = try decoder.readEnum()
            case .letterSpacing: style.letterSpacing = try decoder.scanner.readDouble()
            case .paragraphSpacing: style.paragraphSpacing = try decoder.scanner.readDouble()
            case .paragraphIndent: style.paragraphIndent = try decoder.scanner.readDouble()
            case .lineHeightPx: style.lineHeightPx = try decoder.scanner.readDouble()
            case .lineHeightPercent: style.lineHeightPercent = try decoder.scanner.readDouble()
            case .lineHeightPercentFontSize: style.lineHeightPercentFontSize = try decoder.scanner.readDouble()
            case .lineHeightUnit: style.lineHeightUnit = try decoder.readEnum()
            case .leadingTrim: style.leadingTrim = try decoder.readEnum()
            case .fills: style.fills = try decoder.readPaints("fills")
            case .hyperlink:
                try decoder.readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
                    if key == .url, !(try decoder.scanner.consumeNull()) {
                        style.hyperlinkURL = try decoder.scanner.readString()
                    } else {
                        try decoder.scanner.skipValue()
                    }
                }
            case .boundVariables: style.boundVariables = try decoder.readBoundVariables()
            default: try decoder.scanner.skipValue()
            }
        }
        return style
    }

    /// A property value: boolean or string in the spec; any other shape (a SLOT's object, a number) is kept
    /// as its JSON text, so a new property type never fails the file.
    mutating func readPropertyValueScalar() throws(JSONScanError) -> PropertyValue {
        switch try scanner.peekKind() {
        case .bool: return .bool(try scanner.readBool())
        case .string: return .string(try scanner.readString())
        default:
            _ = try scanner.peek()
            let start = scanner.offset
            try scanner.skipValue()
            return .other(String(decoding: UnsafeBufferPointer(start: scanner.base + start, count: scanner.offset - start), as: UTF8.self))
        }
    }

    mutating func readPreferredValue() throws(JSONScanError) -> PreferredValue {
        var value = PreferredValue(type: .component, key: "")
        try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            switch key {
            case .type: value.type = try decoder.readEnum()
            case .key: value.key = try decoder.scanner.readString()
            default: try decoder.scanner.skipValue()
            }
        }
        return value
    }

    mutating func readPropertyDefinition() throws(JSONScanError) -> ComponentPropertyDefinition {
        let start = scanner.offset
        var definition = ComponentPropertyDefinition(type: .unknown(""), defaultValue: .string(""))
        let seen = try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            if try decoder.scanner.consumeNull() { return }
            switch key {
            case .type: definition.type = try decoder.readEnum()
            case .defaultValue: definition.defaultValue = try decoder.readPropertyValueScalar()
            case .variantOptions:
                definition.variantOptions = try decoder.readArray { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.scanner.readString() }
            case .preferredValues:
                definition.preferredValues = try decoder.readArray { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readPreferredValue() }
            default: try decoder.scanner.skipValue()
            }
        }
        try require([.type, .defaultValue], in: seen, objectAt: start)
        return definition
    }

    mutating func readPropertyValue() throws(JSONScanError) -> ComponentPropertyValue {
        let start = scanner.offset
        var property = ComponentPropertyValue(type: .unknown(""), value: .string(""))
        let seen = try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            if try decoder.scanner.consumeNull() { return }
            switch key {
            case .type: property.type = try decoder.readEnum()
            case .value: property.value = try decoder.readPropertyValueScalar()
            case .boundVariables: property.boundVariables = try decoder.readBoundVariables()
            default: try decoder.scanner.skipValue()
            }
        }
        try require([.type, .value], in: seen, objectAt: start)
        return property
    }

    mutating func readOverride() throws(JSONScanError) -> Override {
        var override = Override(id: "", overriddenFields: [])
        try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            switch key {
            case .id: override.id = try decoder.scanner.readString()
            case .overriddenFields:
                override.overriddenFields = try decoder.readArray { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.scanner.readString() }
            default: try decoder.scanner.skipValue()
            }
        }
        return override
    }

    // MARK: Prototype

    /// An interaction: its trigger (nil for `null`) and its actions; an action of an unexpected shape is dropped and
    /// recorded, the others are kept.
    mutating func readInteraction() throws(JSONScanError) -> Interaction {
        var interaction = Interaction(trigger: nil)
        try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            if try decoder.scanner.consumeNull() { return }
            switch key {
            case .trigger: interaction.trigger = try decoder.readTrigger()
            case .actions:
                interaction.actions = try decoder.readTolerantArray("actions") { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readAction() }
            default: try decoder.scanner.skipValue()
            }
        }
        return interaction
    }

    mutating func readTrigger() throws(JSONScanError) -> Trigger {
        let start = scanner.offset
        var trigger = Trigger(type: .unknown(""))
        let seen = try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            if try decoder.scanner.consumeNull() { return }
            switch key {
            case .type: trigger.type = try decoder.readEnum()
            case .timeout: trigger.timeout = try decoder.scanner.readDouble()
            case .delay: trigger.delay = try decoder.scanner.readDouble()
            default: try decoder.scanner.skipValue()
            }
        }
        try require([.type], in: seen, objectAt: start)
        return trigger
    }

    /// An action; `null` (Figma writes it for an action whose target was deleted) reads as a `NODE` action without a
    /// destination, so the link is reported, not lost.
    mutating func readAction() throws(JSONScanError) -> Action {
        if try scanner.consumeNull() { return Action(type: .node) }
        let start = scanner.offset
        var action = Action(type: .unknown(""))
        let seen = try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            if try decoder.scanner.consumeNull() { return }
            switch key {
            case .type: action.type = try decoder.readEnum()
            case .destinationId: action.destinationID = try decoder.scanner.readString()
            case .navigation: action.navigation = try decoder.readEnum()
            case .transition: action.transition = try decoder.tolerant("transition", fallback: nil) { (decoder: inout ValueReader) throws(JSONScanError) -> Transition? in try decoder.readTransition() }
            case .url: action.url = try decoder.scanner.readString()
            case .overlayRelativePosition: action.overlayRelativePosition = try decoder.readVector()
            default: try decoder.scanner.skipValue()
            }
        }
        try require([.type], in: seen, objectAt: start)
        return action
    }

    mutating func readTransition() throws(JSONScanError) -> Transition {
        let start = scanner.offset
        var transition = Transition(type: .unknown(""))
        let seen = try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            if try decoder.scanner.consumeNull() { return }
            switch key {
            case .type: transition.type = try decoder.readEnum()
            case .duration: transition.duration = try decoder.scanner.readDouble()
            case .direction: transition.direction = try decoder.scanner.readString()
            default: try decoder.scanner.skipValue()
            }
        }
        try require([.type], in: seen, objectAt: start)
        return transition
    }

    mutating func readFlowStartingPoint() throws(JSONScanError) -> FlowStartingPoint {
        let start = scanner.offset
        var point = FlowStartingPoint(nodeID: "", name: "")
        let seen = try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            if try decoder.scanner.consumeNull() { return }
            switch key {
            case .nodeId: point.nodeID = try decoder.scanner.readString()
            case .name: point.name = try decoder.scanner.readString()
            default: try decoder.scanner.skipValue()
            }
        }
        try require([.nodeId], in: seen, objectAt: start)
        return point
    }

    /// Flattens `boundVariables` (maps of aliases, arrays of aliases, nested maps) into
    /// `property → [variable id]`. The schema nests at most three levels; deeper input is rejected.
    mutating func readBoundVariables() throws(JSONScanError) -> BoundVariables {
        var bindings: [BoundVariables.Binding] = []
        try readBindings(prefix: "", depth: 0, into: &bindings)
        return BoundVariables(bindings: bindings)
    }

    private mutating func readBindings(prefix: String, depth: Int, into bindings: inout [BoundVariables.Binding]) throws(JSONScanError) {
        if try scanner.beginObject() { return }
        repeat {
            let name = String(decoding: try scanner.readKeyBytes(), as: UTF8.self)
            let property = prefix.isEmpty ? name : prefix + "." + name
            switch try scanner.peekKind() {
            case .array:
                var ids: [String] = []
                if !(try scanner.beginArray()) {
                    repeat {
                        if let id = try readAliasID() { ids.append(id) }
                    } while try scanner.nextElement()
                }
                bindings.append(.init(property: property, variableIDs: ids))
            case .object:
                if let id = try aliasIDIfAlias(depth: depth) {
                    bindings.append(.init(property: property, variableIDs: [id]))
                }
                else {
                    guard depth < 3 else {
                        throw JSONScanError(kind: .invalidValue("boundVariables nested deeper than the schema allows"), offset: scanner.offset)
                    }
                    try readBindings(prefix: property, depth: depth + 1, into: &bindings)
                }
            default:
                try scanner.skipValue()
            }
        } while try scanner.nextMember()
    }

    /// Reads a `VariableAlias` (`{"type":"VARIABLE_ALIAS","id":…}`) and returns its id.
    private mutating func readAliasID() throws(JSONScanError) -> String? {
        if try scanner.consumeNull() { return nil }
        var id: String?
        try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            if key == .id { id = try decoder.scanner.readString() } else { try decoder.scanner.skipValue() }
        }
        return id
    }

    /// Looks ahead: an object with a `type` of VARIABLE_ALIAS is read as an alias; any other object is
    /// left unread (cursor unchanged) for the caller to descend into.
    private mutating func aliasIDIfAlias(depth: Int) throws(JSONScanError) -> String? {
        let start = scanner.offset
        var probe = self
        var isAlias = false
        var id: String?
        var sawNested = false
        try probe.readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            switch key {
            case .type:
                if try decoder.scanner.peekKind() == .string {
                    isAlias = try decoder.scanner.readString() == "VARIABLE_ALIAS"
                } else {
                    try decoder.scanner.skipValue()
                }
            case .id:
                if try decoder.scanner.peekKind() == .string {
                    id = try decoder.scanner.readString()
                } else {
                    try decoder.scanner.skipValue()
                }
            default:
                sawNested = true
                try decoder.scanner.skipValue()
            }
        }
        if isAlias || (id != nil && !sawNested) {
            self.scanner.offset = probe.scanner.offset
            return id ?? ""
        }
        scanner.offset = start
        return nil
    }
}

/// The `components`, `componentSets` and `styles` maps of one response (or one nodes entry).
struct Metadata {
    var components: [(String, ComponentMetadata)] = []
    var componentSets: [(String, ComponentSetMetadata)] = []
    var styles: [(String, StyleMetadata)] = []

    /// Reads one metadata map; an entry of an unexpected shape is dropped, and a map that is not an object
    /// at all is skipped (both recorded): metadata only names things, the layer tree stands without it.
    mutating func read(_ key: Key, from decoder: inout ValueReader) throws(JSONScanError) {
        if try decoder.scanner.consumeNull() { return }
        try decoder.tolerant(key.name, fallback: ()) { (decoder: inout ValueReader) throws(JSONScanError) in
            switch key {
            case .components:
                components = try decoder.readTolerantMap(key.name) { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readComponentMetadata() }.entries
            case .componentSets:
                componentSets = try decoder.readTolerantMap(key.name) { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readComponentSetMetadata() }.entries
            default:
                styles = try decoder.readTolerantMap(key.name) { (decoder: inout ValueReader) throws(JSONScanError) in try decoder.readStyleMetadata() }.entries
            }
        }
    }

    func merge(into file: inout FigmaFile) {
        for (id, value) in components { file.components[id] = value }
        for (id, value) in componentSets { file.componentSets[id] = value }
        for (id, value) in styles { file.styles[id] = value }
    }
}

extension ValueReader {
    mutating func readComponentMetadata() throws(JSONScanError) -> ComponentMetadata {
        var metadata = ComponentMetadata(key: "", name: "")
        try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            if try decoder.scanner.consumeNull() { return }
            switch key {
            case .key: metadata.key = try decoder.scanner.readString()
            case .name: metadata.name = try decoder.scanner.readString()
            case .description: metadata.description = try decoder.scanner.readString()
            case .componentSetId: metadata.componentSetID = try decoder.scanner.readString()
            case .remote: metadata.remote = try decoder.scanner.readBool()
            default: try decoder.scanner.skipValue()
            }
        }
        return metadata
    }

    mutating func readComponentSetMetadata() throws(JSONScanError) -> ComponentSetMetadata {
        var metadata = ComponentSetMetadata(key: "", name: "")
        try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            if try decoder.scanner.consumeNull() { return }
            switch key {
            case .key: metadata.key = try decoder.scanner.readString()
            case .name: metadata.name = try decoder.scanner.readString()
            case .description: metadata.description = try decoder.scanner.readString()
            case .remote: metadata.remote = try decoder.scanner.readBool()
            default: try decoder.scanner.skipValue()
            }
        }
        return metadata
    }

    mutating func readStyleMetadata() throws(JSONScanError) -> StyleMetadata {
        var metadata = StyleMetadata(key: "", name: "", styleType: .fill)
        try readObject { (decoder: inout ValueReader, key: Key) throws(JSONScanError) in
            if try decoder.scanner.consumeNull() { return }
            switch key {
            case .key: metadata.key = try decoder.scanner.readString()
            case .name: metadata.name = try decoder.scanner.readString()
            case .description: metadata.description = try decoder.scanner.readString()
            case .styleType: metadata.styleType = try decoder.readEnum()
            case .remote: metadata.remote = try decoder.scanner.readBool()
            default: try decoder.scanner.skipValue()
            }
        }
        return metadata
    }
}

/// A set of `Key`s as a fixed bitmap: checking required keys must not allocate.
struct KeySet {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    @inline(__always)
    mutating func insert(_ key: Key) {
        let bit = key.ordinal
        let mask = UInt64(1) << UInt64(bit & 63)
        switch bit >> 6 {
        case 0: words.0 |= mask
        case 1: words.1 |= mask
        case 2: words.2 |= mask
        default: words.3 |= mask
        }
    }

    @inline(__always)
    func contains(_ key: Key) -> Bool {
        let bit = key.ordinal
        let mask = UInt64(1) << UInt64(bit & 63)
        switch bit >> 6 {
        case 0: return words.0 & mask != 0
        case 1: return words.1 & mask != 0
        case 2: return words.2 & mask != 0
        default: return words.3 & mask != 0
        }
    }
}
