import Foundation
import FigmaModel

/// How the parent places a node: decides which sizing modes mean anything and how position is expressed.
enum ParentLayout: Equatable {
    /// The node is the root of a generated type.
    case root(isComponent: Bool)
    /// Auto layout: a stack, a wrapping flow or a grid along an axis.
    case flow(Axis)
    case grid
    /// Free placement: children follow their constraints in a frame drawn at this place and size.
    case free(FreeFrame)
}

/// The frame that free children's constraints refer to, in the design's absolute coordinates. For the
/// children of a group it is the group's nearest frame: Figma applies a group's constraints to each of its
/// layers, relative to that frame.
struct FreeFrame: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var layout: FreeLayout { FreeLayout(width: width, height: height) }
}

enum SizingMode: Equatable {
    case fixed, hug, fill
}

extension Lowering {
    mutating func lowerRoot(_ index: NodeIndex, scope: inout Scope, isComponent: Bool) -> ViewNode {
        let outerRoot = loweringRoot
        loweringRoot = index
        defer { loweringRoot = outerRoot }
        return lowerNode(index, parent: .root(isComponent: isComponent), depth: 0, scope: &scope)
            ?? ViewNode(.placeholder, source: nodeSource(index), notes: ["hidden in the design"])
    }

    func nodeSource(_ index: NodeIndex) -> Source {
        Source(node: index, of: decodedFile)
    }

    /// Lowers one layer and its subtree, or returns nil for a layer that does not show.
    mutating func lowerNode(_ index: NodeIndex, parent: ParentLayout, depth: Int, scope: inout Scope) -> ViewNode? {
        let node = file.nodes[index]
        var visibilityMember = boundMember(index, .visible)
        if let key = node.componentPropertyReferences["visible"] {
            if let property = scope.properties[key], case .bool = property.type {
                visibilityMember = property.member
            } else if !isInsideInstance(index) {
                report(.warning, .unresolvedProperty, "visibility is bound to '\(key)', which is not a boolean property of this component", index)
            }
        }
        // A component's own layer hidden on the canvas (or the instance a remote one is drawn from, hidden in its
        // screen) still draws: each instance says whether it is shown.
        if !node.visible && visibilityMember == nil && parent != .root(isComponent: true) { return nil }
        reportOutOfRange(index)
        if depth > Self.maximumDepth {
            report(.warning, .tooDeep, "layers nested deeper than \(Self.maximumDepth) levels inside one type; the subtree is replaced by a placeholder", index)
            var view = ViewNode(.placeholder, source: nodeSource(index), notes: ["layers below this depth were cut (nesting deeper than \(Self.maximumDepth))"])
            appendFrame(&view, index, parent: parent)
            appendPlacement(&view, index, parent: parent)
            return view
        }
        var view: ViewNode
        if case .root = parent, let icon = assetTable.icons[index] {
            return lowerIcon(index, name: icon.name, tint: icon.tint, parent: parent)
        }
        switch node.type {
        case .slot:
            view = lowerSlot(index, parent: parent, depth: depth, scope: &scope)
        case .frame, .component, .componentSet, .group, .section, .transformGroup:
            if case .root = parent {
                view = lowerContainer(index, parent: parent, depth: depth, scope: &scope)
            } else if let entry = symbols.entry(for: index), entry.kind != .screen {
                // A component defined inside another layer: shown by calling its own type. (It comes after the layer in
                // document order, so this use never closes a cycle: `InstanceCycles` breaks them at uses of earlier types.)
                view = ViewNode(.instance(InstanceCall(typeName: entry.typeName)), source: nodeSource(index))
                appendFrame(&view, index, parent: parent)
                appendTurn(&view, index)
            } else {
                view = lowerContainer(index, parent: parent, depth: depth, scope: &scope)
            }
        case .instance where parent == .root(isComponent: true):
            // The instance a remote component is drawn from: its layers are the component's body.
            view = lowerContainer(index, parent: parent, depth: depth, scope: &scope)
        case .instance:
            view = lowerInstance(index, parent: parent, depth: depth, scope: &scope)
        case .text:
            view = lowerText(index, parent: parent, scope: scope)
        case .rectangle, .ellipse:
            view = lowerShape(index, parent: parent)
        case .line:
            view = lowerLine(index, parent: parent)
        case .vector, .star, .regularPolygon, .booleanOperation:
            view = lowerVector(index, parent: parent)
        case .slice:
            return nil  // export regions, never drawn
        default:
            report(.warning, .unsupportedNode, "unsupported node \(node.type.rawValue); skipped", index)
            view = ViewNode(.placeholder, source: nodeSource(index), notes: ["unsupported \(node.type.rawValue) '\(node.name)' skipped"])
            appendFrame(&view, index, parent: parent)
        }
        if hasPrototype { applyPrototype(&view, index) }
        if geometry.isSizeAmbiguous(index) {
            report(.note, .turnedSize, "turned 45° and exported without its own size: its box cannot tell its width from its height, so it is drawn square (export with geometry=paths, or fetch the design, for `size`)", index)
        }
        appendPlacement(&view, index, parent: parent)
        appendRotatedBox(&view, index, parent: parent)
        appendCrossOverflow(&view, index, parent: parent)
        if let member = visibilityMember {
            view = ViewNode(.conditional(member: member, view), source: view.source)
        }
        return view
    }

    /// Says which of a layer's numbers lie outside the design range; `rounded` clamps them on the way
    /// into the IR, so the output stays compilable whatever the input.
    private mutating func reportOutOfRange(_ index: NodeIndex) {
        let node = file.nodes[index]
        // Almost every layer is in range: check without building the list of names first.
        func inRange(_ value: Double?) -> Bool { value.map { abs($0) <= Self.designRange } ?? true }
        let box = node.absoluteBoundingBox
        if inRange(node.size?.x), inRange(node.size?.y), inRange(box?.x), inRange(box?.y), inRange(box?.width), inRange(box?.height),
           inRange(node.paddingLeft), inRange(node.paddingRight), inRange(node.paddingTop), inRange(node.paddingBottom),
           inRange(node.itemSpacing), inRange(node.counterAxisSpacing), inRange(node.cornerRadius), inRange(node.strokeWeight),
           inRange(node.minWidth), inRange(node.maxWidth), inRange(node.minHeight), inRange(node.maxHeight),
           inRange(node.gridRowGap), inRange(node.gridColumnGap), inRange(node.style?.fontSize), inRange(node.style?.letterSpacing),
           inRange(node.style?.lineHeightPx), (node.rectangleCornerRadii ?? []).allSatisfy(inRange),
           node.effects.allSatisfy({ inRange($0.radius) && inRange($0.spread) && inRange($0.offset?.x) && inRange($0.offset?.y) }) {
            return
        }
        // The names of the values outside it, in a fixed order (a broken file can have them on every layer).
        var outside: [CheckedValue] = []
        func check(_ name: CheckedValue, _ value: Double?) {
            if let value, abs(value) > Self.designRange { outside.append(name) }
        }
        check(.sizeX, node.size?.x)
        check(.sizeY, node.size?.y)
        check(.absoluteBoundingBoxX, box?.x)
        check(.absoluteBoundingBoxY, box?.y)
        check(.absoluteBoundingBoxWidth, box?.width)
        check(.absoluteBoundingBoxHeight, box?.height)
        check(.paddingLeft, node.paddingLeft)
        check(.paddingRight, node.paddingRight)
        check(.paddingTop, node.paddingTop)
        check(.paddingBottom, node.paddingBottom)
        check(.itemSpacing, node.itemSpacing)
        check(.counterAxisSpacing, node.counterAxisSpacing)
        check(.cornerRadius, node.cornerRadius)
        check(.strokeWeight, node.strokeWeight)
        check(.minWidth, node.minWidth)
        check(.maxWidth, node.maxWidth)
        check(.minHeight, node.minHeight)
        check(.maxHeight, node.maxHeight)
        check(.gridRowGap, node.gridRowGap)
        check(.gridColumnGap, node.gridColumnGap)
        check(.styleFontSize, node.style?.fontSize)
        check(.styleLetterSpacing, node.style?.letterSpacing)
        check(.styleLineHeightPx, node.style?.lineHeightPx)
        for radius in node.rectangleCornerRadii ?? [] { check(.rectangleCornerRadii, radius) }
        for effect in node.effects {
            check(.effectsRadius, effect.radius)
            check(.effectsSpread, effect.spread)
            check(.effectsOffsetX, effect.offset?.x)
            check(.effectsOffsetY, effect.offset?.y)
        }
        guard let first = outside.first else { return }
        reportClamped(first: first, more: outside.count - 1, index)
    }

    // MARK: Containers

    private func isAutoLayout(_ node: Node) -> Axis? {
        switch node.layoutMode {
        case .horizontal: .horizontal
        case .vertical: .vertical
        default: nil
        }
    }

    mutating func lowerContainer(_ index: NodeIndex, parent: ParentLayout, depth: Int, scope: inout Scope, content slotContent: ViewNode? = nil) -> ViewNode {
        let node = file.nodes[index]
        // A section drawn as a screen shows its own layers; its frames and sections are declarations of their own.
        var children = node.type == .section ? node.children.filter(symbols.isLooseInSection) : node.children
        if slotContent != nil { children = [] }
        let inFlow = children.filter { file.nodes[$0].layoutPositioning != .absolute }
        let absolute = children.filter { file.nodes[$0].layoutPositioning == .absolute }
        let box = bounds(index)
        let scroll = scrolling(index, parent: parent)
        var content: Content
        var childLayout: ParentLayout
        let placedFreely = node.type == .group || node.type == .section || node.type == .transformGroup || node.layoutMode == .none
        if !placedFreely, let axis = isAutoLayout(node) {
            childLayout = .flow(axis)
            // Children drawn as they are (no spacers between them, no z-order) may be streamed (`Lowering+Stream`).
            let drawnAsTheyAre = slotContent == nil && !node.itemReverseZIndex && (node.layoutWrap == .wrap || node.primaryAxisAlignItems != .spaceBetween)
            var children = lowerChildren(inFlow, parent: childLayout, depth: depth, scope: &scope, of: index, streamable: drawnAsTheyAre)
            if let slotContent { children.kept.append(slotContent) }
            if node.itemReverseZIndex {
                // Earlier children draw on top: give each a decreasing z-index.
                let count = children.kept.count
                for position in children.kept.indices { children.kept[position].modifiers.append(.zIndex(Double(count - position))) }
            }
            if node.layoutWrap == .wrap {
                use(.flowLayout)
                content = .wrap(Wrap(axis: axis, spacing: rounded(node.itemSpacing), lineSpacing: rounded(node.counterAxisSpacing),
                                     alignment: edge(node.primaryAxisAlignItems), itemAlignment: counterEdge(node.counterAxisAlignItems), children: children))
            } else {
                var spacing = rounded(node.itemSpacing)
                if node.primaryAxisAlignItems == .spaceBetween, children.count > 1 {
                    children = Children(Array(children.kept.map { [$0] }.joined(separator: [ViewNode(.spacer)])))
                    spacing = 0
                }
                content = .stack(Stack(axis: axis, spacing: spacing, alignment: crossAlignment(legacyCrossAlignment(index) ?? node.counterAxisAlignItems, stackAxis: axis),
                                       children: children))
            }
        } else if !placedFreely, node.layoutMode == .grid {
            childLayout = .grid
            content = .grid(lowerGrid(index, inFlow, depth: depth, scope: &scope))
        } else {
            if !placedFreely {
                report(.warning, .unknownLayoutMode, "unknown layoutMode \(node.layoutMode.rawValue); children placed freely", index)
            }
            let frame = freeFrame(index, parent: parent, scroll: scroll)
            childLayout = .free(frame)
            use(.constraintLayout)
            var lowered = lowerChildren(children, parent: childLayout, depth: depth, scope: &scope, of: index, streamable: slotContent == nil)
            if let slotContent { lowered.kept.append(slotContent) }
            content = .layers(frame.layout, lowered)
        }
        if node.layoutMode != .none, node.strokesIncludedInLayout, node.strokes.contains(where: \.visible), node.strokeAlign != .inside {
            report(.note, .strokesInLayout, "strokes outside or centred on the frame and included in layout are drawn over the padding, not added to it", index)
        }
        var view = ViewNode(content, source: nodeSource(index), label: node.name)
        let padding = layoutInsets(index)
        if !padding.isZero, node.layoutMode != .none { view.modifiers.append(.padding(padding)) }
        bindSpacingAndPaddingTokens(&view, index)
        if let scroll {
            view.label = nil  // the comment goes on the ScrollView that wraps the content
            if scroll.axis != .horizontal {
                // Scrolled content is as wide as the frame that shows it, as in Figma.
                var fill = FrameValue()
                fill.fillWidth = true
                let alignment = contentAlignment(node)
                if alignment.horizontal != .center { fill.alignment = Alignment2D(horizontal: alignment.horizontal, vertical: .start) }
                appendFrame(fill, to: &view)
            }
            view = ViewNode(.scroll(scroll.axis, view), source: view.source, label: node.name)
            if scroll.axis == nil { view.notes.append("scrolls in both directions") }
            if scroll.byDevice { view.notes.append("taller than the largest device of its width (\(formatted(Self.deviceHeight(forWidth: box.width))) pt): scrolls") }
        }
        appendFrame(&view, index, parent: parent, contentAlignment: contentAlignment(node))
        if !absolute.isEmpty {
            let frame = FreeFrame(x: box.x, y: box.y, width: box.width, height: box.height)
            let overlay = lowerChildren(absolute, parent: .free(frame), depth: depth, scope: &scope)
            if !overlay.isEmpty {
                use(.constraintLayout)
                view.modifiers.append(.overlay(frame.layout, overlay))
            }
        }
        appendVisuals(&view, index, includeFills: true)
        bindRadiusToken(&view, index)
        return view
    }

    /// An auto layout frame's padding: its own and, with `strokesIncludedInLayout`, its inside strokes' weight on
    /// each side — Figma lays the children out inside the strokes (career-ops: the first child of all 168 stacks
    /// and grids with such strokes sits padding + that side's weight in, and all 141 that hug are padding, content
    /// and both sides' weights long).
    func layoutInsets(_ index: NodeIndex) -> Insets {
        let node = file.nodes[index]
        var insets = Insets(top: node.paddingTop, leading: node.paddingLeft, bottom: node.paddingBottom, trailing: node.paddingRight)
        if node.strokesIncludedInLayout, node.strokeAlign == .inside, node.strokes.contains(where: \.visible) {
            let weights = node.individualStrokeWeights ?? StrokeWeights(top: node.strokeWeight, right: node.strokeWeight, bottom: node.strokeWeight, left: node.strokeWeight)
            insets.top += weights.top
            insets.leading += weights.left
            insets.bottom += weights.bottom
            insets.trailing += weights.right
        }
        return Insets(top: rounded(insets.top), leading: rounded(insets.leading), bottom: rounded(insets.bottom), trailing: rounded(insets.trailing))
    }

    /// The frame a free container's children are placed in: a group inside a free frame passes its frame's
    /// through (its layers' constraints refer to that frame); any other container is its own frame, grown
    /// to its children on an axis it scrolls along (the content is larger than the window onto it).
    private func freeFrame(_ index: NodeIndex, parent: ParentLayout, scroll: (axis: Axis?, byDevice: Bool)?) -> FreeFrame {
        if isGroup(index), case .free(let outer) = parent { return outer }
        let box = geometry.frame(forChildrenOf: index)
        var frame = FreeFrame(x: box.x, y: box.y, width: box.width, height: box.height)
        guard let scroll else { return frame }
        for child in file.nodes[index].children where file.nodes[child].visible {
            let childBox = bounds(child)
            if scroll.axis != .horizontal { frame.height = max(frame.height, childBox.y + childBox.height - box.y) }
            if scroll.axis != .vertical { frame.width = max(frame.width, childBox.x + childBox.width - box.x) }
        }
        return frame
    }

    func isGroup(_ index: NodeIndex) -> Bool {
        file.nodes[index].type == .group || file.nodes[index].type == .transformGroup
    }

    /// The tallest device of Figma's frame presets for a frame's width: phones (narrower than 600 pt) up to
    /// 956 pt (iPhone 16 Pro Max), tablets (narrower than 1,200 pt) up to 1,366 pt (iPad Pro 12.9"),
    /// desktops 1,024 pt. A screen drawn taller than that is a page meant to scroll.
    static func deviceHeight(forWidth width: Double) -> Double {
        width < 600 ? 956 : (width < 1200 ? 1366 : 1024)
    }

    /// Whether a screen (a top-level frame) is drawn taller than any device of its width.
    private func isTallerThanDevice(_ index: NodeIndex, parent: ParentLayout) -> Bool {
        guard parent == .root(isComponent: false), file.nodes[index].type != .section else { return false }
        let box = bounds(index)
        return box.height > Self.deviceHeight(forWidth: box.width)
    }

    /// Lowers children in layer order; a mask layer clips the layers above it (Figma draws later
    /// children on top, and a mask applies to the siblings after it).
    mutating func lowerChildren(_ children: [NodeIndex], parent: ParentLayout, depth: Int, scope: inout Scope) -> [ViewNode] {
        var result: [ViewNode] = []
        var position = 0
        while position < children.count {
            let child = children[position]
            position += 1
            if file.nodes[child].isMask, file.nodes[child].visible {
                var maskScope = scope
                guard let mask = lowerNode(child, parent: parent, depth: depth + 1, scope: &maskScope) else { continue }
                let rest = lowerChildren(Array(children[position...]), parent: parent, depth: depth, scope: &scope)
                if case .flow = parent {
                    report(.note, .maskInAutoLayout, "mask inside auto layout: the masked layers are grouped in one place", child)
                }
                // In a free frame the masked layers keep their own placements; the group spans the frame.
                var layout: FreeLayout?
                if case .free(let frame) = parent { layout = frame.layout }
                result.append(ViewNode(.masked(mask: mask, content: rest, layout: layout), source: nodeSource(child)))
                return result
            }
            if let view = lowerNode(child, parent: parent, depth: depth + 1, scope: &scope) {
                result.append(view)
            }
        }
        return result
    }

    private mutating func lowerGrid(_ index: NodeIndex, _ children: [NodeIndex], depth: Int, scope: inout Scope) -> GridLayout {
        let node = file.nodes[index]
        let columns = max(1, node.gridColumnCount ?? 1)
        // Children in reading order: by anchor row, then column, when anchors are given; else layer order.
        let ordered = children.enumerated().sorted { lhs, rhs in
            let a = file.nodes[lhs.element], b = file.nodes[rhs.element]
            let keyA = (a.gridRowAnchorIndex ?? Int.max, a.gridColumnAnchorIndex ?? Int.max, lhs.offset)
            let keyB = (b.gridRowAnchorIndex ?? Int.max, b.gridColumnAnchorIndex ?? Int.max, rhs.offset)
            return keyA < keyB
        }.map(\.element)
        let placement = gridPlacement(index, ordered)
        if placement != nil { use(.gridTrackLayout) }
        if placement == nil {
            report(.note, .gridTracks, "grid tracks other than fixed and fr lengths (or cells outside them): SwiftUI's Grid sizes the columns by their cells", index)
        }
        var rows: [[GridCell]] = []
        var current: [GridCell] = []
        var used = 0
        var currentRow: Int?
        for child in ordered {
            guard let view = lowerNode(child, parent: .grid, depth: depth + 1, scope: &scope) else { continue }
            let span = min(columns, max(1, file.nodes[child].gridColumnSpan ?? 1))
            if placement == nil, (file.nodes[child].gridRowSpan ?? 1) > 1 {
                report(.warning, .gridRowSpan, "grid cells spanning several rows are laid out in one row", child)
            }
            let row = file.nodes[child].gridRowAnchorIndex
            if !current.isEmpty && (used + span > columns || (row != nil && currentRow != nil && row != currentRow)) {
                rows.append(current)
                current = []
                used = 0
            }
            currentRow = row ?? currentRow
            current.append(GridCell(view: view, columnSpan: span, area: placement?.areas[child]))
            used += span
        }
        if !current.isEmpty { rows.append(current) }
        return GridLayout(columns: columns, rowSpacing: rounded(node.gridRowGap), columnSpacing: rounded(node.gridColumnGap), rows: rows,
                          tracks: placement?.tracks)
    }

    /// How a container scrolls (nil axis: both ways): as Figma says (`overflowDirection`), or vertically when it
    /// is a screen drawn taller than any device of its width (`byDevice`).
    private func scrolling(_ index: NodeIndex, parent: ParentLayout) -> (axis: Axis?, byDevice: Bool)? {
        switch file.nodes[index].overflowDirection {
        case .verticalScrolling: (.vertical, false)
        case .horizontalScrolling: (.horizontal, false)
        case .horizontalAndVerticalScrolling: (nil, false)
        default: isTallerThanDevice(index, parent: parent) ? (.vertical, true) : nil
        }
    }

    private func crossAlignment(_ value: CounterAxisAlignItems, stackAxis: Axis) -> CrossAlignment {
        switch value {
        case .center: .center
        case .max: .end
        case .baseline: stackAxis == .horizontal ? .firstBaseline : .start
        default: .start
        }
    }

    private func edge(_ value: PrimaryAxisAlignItems) -> EdgeAlignment {
        switch value {
        case .center: .center
        case .max: .end
        default: .start
        }
    }

    private func counterEdge(_ value: CounterAxisAlignItems) -> EdgeAlignment {
        switch value {
        case .center: .center
        case .max: .end
        default: .start
        }
    }

    /// Where an auto layout frame's content sits when the frame is larger than the content.
    private func contentAlignment(_ node: Node) -> Alignment2D {
        guard let axis = isAutoLayout(node) else { return .topLeading }
        let primary = edge(node.primaryAxisAlignItems)
        let counter = counterEdge(node.counterAxisAlignItems)
        return axis == .horizontal ? Alignment2D(horizontal: primary, vertical: counter) : Alignment2D(horizontal: counter, vertical: primary)
    }

    // MARK: Slots and instances

    /// A SLOT node: in its component, the slot's own layout around the content the caller gives; anywhere
    /// else (inside an instance's subtree, or unbound) a plain frame of its children.
    mutating func lowerSlot(_ index: NodeIndex, parent: ParentLayout, depth: Int, scope: inout Scope) -> ViewNode {
        let node = file.nodes[index]
        if let key = node.componentPropertyReferences["slotContentId"], let member = scope.slots[key] {
            return lowerContainer(index, parent: parent, depth: depth, scope: &scope, content: ViewNode(.slot(member: member), source: nodeSource(index)))
        }
        if node.componentPropertyReferences["slotContentId"] == nil {
            report(.note, .slot, "SLOT layer without a slot property binding; drawn as a frame", index)
        }
        return lowerContainer(index, parent: parent, depth: depth, scope: &scope)
    }

    /// Whether a layer lies inside an instance's subtree within the tree being lowered (its bindings refer
    /// to that instance's component, not to the declaration being lowered).
    func isInsideInstance(_ index: NodeIndex) -> Bool {
        let root = currentEntry.map(ownerNode)
        var current = file.nodes[index].parent
        while let parent = current, parent != root {
            if file.nodes[parent].type == .instance { return true }
            current = file.nodes[parent].parent
        }
        return false
    }

    mutating func lowerInstance(_ index: NodeIndex, parent: ParentLayout, depth: Int, scope: inout Scope) -> ViewNode {
        let node = file.nodes[index]
        guard let componentID = node.componentID else {
            report(.warning, .instanceWithoutComponent, "instance has no componentId; its layers are shown as a frame", index)
            return lowerContainer(index, parent: parent, depth: depth, scope: &scope)
        }
        // Swapped by the caller: an instance-swap property, or a swapped instance this component forwards.
        var swapMember = boundMember(index, .swap)
        if let key = node.componentPropertyReferences["mainComponent"] {
            if let property = scope.properties[key], case .view = property.type {
                swapMember = property.member
            } else {
                report(.warning, .unresolvedProperty, "instance is bound to '\(key)', which is not an instance-swap property of this component", index)
            }
        }
        if let swapMember {
            var view = ViewNode(.slot(member: swapMember), source: nodeSource(index))
            appendFrame(&view, index, parent: parent)
            if let member = boundMember(index, .opacity) { view.modifiers.append(.opacityMember(member)) }
            return view
        }
        if let linked = symbols.linked(forComponentID: componentID) {
            var view = ViewNode(.instance(linkedInstanceCall(index, linked, depth: depth, scope: &scope)), source: nodeSource(index))
            appendFrame(&view, index, parent: parent, contentAlignment: contentAlignment(node))
            if let member = boundMember(index, .opacity) {
                view.modifiers.append(.opacityMember(member))
            } else if node.opacity < 1 {
                view.modifiers.append(.opacity(rounded(node.opacity)))
            }
            appendTurn(&view, index)
            return view
        }
        guard let target = symbols.target(forComponentID: componentID) else {
            report(.warning, .instanceWithoutComponent, "instance of component \(componentID), which no type stands for; its layers are shown as a frame", index)
            return lowerContainer(index, parent: parent, depth: depth, scope: &scope)
        }
        if let cycle = closedCycle(target.entry) {
            // A cycle of types building each other is broken here (`InstanceCycles`).
            let direct = target.entry == currentEntry
            report(.warning, .recursiveInstance, direct ? "a component cannot contain an instance of itself; left out"
                                                        : "instance of \(target.typeName) left out: \(cycleText(cycle))", index)
            var view = ViewNode(.placeholder, source: nodeSource(index),
                                notes: [direct ? "instance of the component itself left out" : "instance of \(target.typeName) left out: \(cycleText(cycle))"])
            appendFrame(&view, index, parent: parent)
            return view
        }
        if target.isRemote && options.inlineRemoteInstances {
            return lowerContainer(index, parent: parent, depth: depth, scope: &scope)
        }
        var view = ViewNode(.instance(instanceCall(index, target: target, depth: depth, scope: &scope)), source: nodeSource(index))
        appendFrame(&view, index, parent: parent, contentAlignment: contentAlignment(node))
        if let member = boundMember(index, .opacity) {
            view.modifiers.append(.opacityMember(member))
        } else if node.opacity < 1 {
            view.modifiers.append(.opacity(rounded(node.opacity)))
        }
        appendTurn(&view, index)
        return view
    }

    /// The call an instance makes: its component's type with the values that differ from its defaults —
    /// component properties, overridden layer fields, slot contents — or, where the declaration being
    /// lowered forwards a value, its own parameter.
    mutating func instanceCall(_ index: NodeIndex, depth: Int, scope: inout Scope) -> InstanceCall? {
        if let linked = file.nodes[index].componentID.flatMap({ symbols.linked(forComponentID: $0) }) {
            return linkedInstanceCall(index, linked, depth: depth, scope: &scope)
        }
        guard let componentID = file.nodes[index].componentID, let target = symbols.target(forComponentID: componentID) else { return nil }
        if let cycle = closedCycle(target.entry) {
            report(.warning, .recursiveInstance, "instance of \(target.typeName) left out: \(cycleText(cycle)); nothing is passed or shown for it", index)
            return nil
        }
        return instanceCall(index, target: target, depth: depth, scope: &scope)
    }

    private mutating func instanceCall(_ index: NodeIndex, target: SymbolTable.ComponentTarget, depth: Int, scope: inout Scope) -> InstanceCall {
        let node = file.nodes[index]
        let plan = plans[target.entry]
        var arguments: [Argument] = []
        var contents: [Argument] = []
        var handlers: [Argument] = []
        var firstContentIsFirstSlot: Bool?
        var correspondence: [NodeIndex: NodeIndex]?
        func instanceLayer(_ reference: NodeIndex) -> NodeIndex? {
            if correspondence == nil { correspondence = Correspondence.map(instance: index, reference: target.reference, in: file) }
            return correspondence![reference]
        }
        for (member, parameter) in plan.parameters {
            switch parameter {
            case .componentProperty(let key, let definition):
                if let forwarded = boundMember(index, .property(key)) {
                    arguments.append(Argument(label: member, value: .member(forwarded)))
                    continue
                }
                var value: PropertyValue?
                if let instanceValue = node.componentProperties[key] {
                    value = instanceValue.value
                } else if definition.type == .variant {
                    let figmaName = VariantProperty.figmaName(key)
                    value = target.variantValues.first { $0.property == figmaName }.map { .string($0.value) }
                }
                // A default the callee left out to break a cycle is passed where the design shows it.
                let passesDefault = definition.type == .instanceSwap && defaultLeftOut(in: target.entry, showing: definition.defaultValue.text)
                guard let value = value ?? (passesDefault ? definition.defaultValue : nil), value != definition.defaultValue || passesDefault else { continue }
                if passesDefault, value == definition.defaultValue, let shown = symbols.target(forComponentID: value.text), closedCycle(shown.entry) != nil {
                    continue  // here it would close a cycle too: the callee shows its default, left out (and reported)
                }
                if let argument = propertyArgument(member: member, key: key, definition: definition, value: value, target: target, index) {
                    arguments.append(argument)
                }
            case .override(let slot):
                guard let layer = instanceLayer(slot.node) else { continue }
                if let forwarded = boundMember(layer, slot.field) {
                    arguments.append(Argument(label: member, value: .member(forwarded)))
                } else if let value = overrideArgument(slot, layer: layer, depth: depth, scope: &scope,
                                                       passingDefault: slot.field == .swap && defaultLeftOut(in: target.entry, showing: file.nodes[slot.node].componentID ?? "")) {
                    arguments.append(Argument(label: member, value: value))
                }
            case .slot(let key, _, _):
                // The slot of the instance's own variant (each variant of a set has its own SLOT layer).
                guard let slotNode = InterfaceBuilder.subtree(target.reference, in: file).first(where: {
                    file.nodes[$0].type == .slot && file.nodes[$0].componentPropertyReferences["slotContentId"] == key
                }), let layer = instanceLayer(slotNode), !Self.sameContent(file, layer, slotNode) else { continue }
                if firstContentIsFirstSlot == nil { firstContentIsFirstSlot = isFirstSlot(key, in: plan) }
                let content = lowerChildren(file.nodes[layer].children, parent: childLayout(of: layer), depth: depth + 1, scope: &scope)
                contents.append(Argument(label: member, value: .content(content)))
            case .handler(let handler):
                // The instance's layer for the handler's (in its own variant's tree), and what this type does on it.
                for reference in handler.layers {
                    guard let layer = instanceLayer(reference), let own = handlerBindings[HandlerBinding(layer: layer, event: handler.event)] else { continue }
                    handlers.append(Argument(label: member, value: .action(handlerCall(own))))
                    break
                }
            }
        }
        // Swift gives a lone unlabelled trailing closure to the last closure parameter when every parameter has a
        // default (the backward match it keeps for compatibility): with handlers after the slots, that is a handler.
        let takesHandlers = !contents.isEmpty && plan.parameters.contains { if case .handler = $0.parameter { true } else { false } }
        return InstanceCall(typeName: target.typeName, arguments: arguments + contents + handlers,
                            contentStartsAtFirstSlot: (firstContentIsFirstSlot ?? true) && !takesHandlers)
    }

    private func isFirstSlot(_ key: String, in plan: InterfacePlan) -> Bool {
        for (_, parameter) in plan.parameters {
            if case .slot(let slotKey, _, _) = parameter { return slotKey == key }
        }
        return false
    }

    /// Whether an instance's slot shows what its component's slot shows by default (same layers, same
    /// texts, same components): then the call passes nothing.
    static func sameContent(_ file: FigmaFile, _ a: NodeIndex, _ b: NodeIndex) -> Bool {
        var same = true
        Correspondence.walk(instance: a, reference: b, in: file, visit: { ref, inst in
            let r = file.nodes[ref], i = file.nodes[inst]
            if r.type != i.type || r.characters != i.characters || r.componentID != i.componentID || r.visible != i.visible
                || r.fills != i.fills || r.strokes != i.strokes || r.opacity != i.opacity || r.componentProperties != i.componentProperties {
                same = false
            }
            return same ? .descend : .skipChildren
        }, mismatch: { _, _ in same = false })
        return same
    }

    /// The argument for one component property value.
    private mutating func propertyArgument(member: String, key: String, definition: ComponentPropertyDefinition, value: PropertyValue,
                                           target: SymbolTable.ComponentTarget, _ index: NodeIndex) -> Argument? {
        switch definition.type {
        case .text:
            return Argument(label: member, value: .string(value.text))
        case .boolean:
            return Argument(label: member, value: .bool(value.bool))
        case .variant:
            let figmaName = VariantProperty.figmaName(key)
            let cases = plans[target.entry].enums.first { $0.figmaName == figmaName }?.cases ?? []
            if let caseMember = cases.first(where: { $0.value == value.text })?.member {
                return Argument(label: member, value: .enumCase(caseMember))
            }
            report(.warning, .unknownVariant, "variant value '\(value.text)' of '\(key)' is not an option of the component set", index)
            return nil
        case .instanceSwap:
            if let swapped = symbols.target(forComponentID: value.text) {
                if let cycle = closedCycle(swapped.entry) {
                    report(.warning, .recursiveInstance, "instance swap '\(key)' to \(swapped.typeName) not passed: \(cycleText(cycle))", index)
                    return nil
                }
                return Argument(label: member, value: .view(InstanceCall(typeName: swapped.typeName)))
            }
            report(.warning, .remoteComponent, "instance swap '\(key)' names component \(value.text), which is neither in this file nor used by an instance", index)
            return nil
        case .slot, .unknown:
            return nil
        }
    }

    /// The argument for an overridden layer field, when the instance's layer differs from the reference's.
    private mutating func overrideArgument(_ slot: OverrideSlot, layer: NodeIndex, depth: Int, scope: inout Scope, passingDefault: Bool = false) -> ArgumentValue? {
        let reference = file.nodes[slot.node], instance = file.nodes[layer]
        switch slot.field {
        case .characters:
            return reference.characters == instance.characters ? nil : .string(instance.characters ?? "")
        case .visible:
            return reference.visible == instance.visible ? nil : .bool(instance.visible)
        case .fill:
            guard reference.fills != instance.fills || reference.styles["fill"] != instance.styles["fill"],
                  InterfaceBuilder.isSolidOrNone(instance.fills) else { return nil }
            return .paint(literalPaint(layer, field: .fill))
        case .stroke:
            guard reference.strokes != instance.strokes || reference.styles["stroke"] != instance.styles["stroke"],
                  InterfaceBuilder.isSolidOrNone(instance.strokes) else { return nil }
            return .paint(literalPaint(layer, field: .stroke))
        case .opacity:
            return reference.opacity == instance.opacity ? nil : .number(rounded(instance.opacity))
        case .textStyle:
            let value = literalFontStyle(layer)
            return value == literalFontStyle(slot.node) ? nil : .textStyle(value)
        case .fills:
            guard InterfaceBuilder.fitsParameter(instance.fills) else { return nil }  // counted in resolve
            let value = literalPaints(layer, field: .fills)
            return value == literalPaints(slot.node, field: .fills) ? nil : .paints(value)
        case .strokePaint:
            guard InterfaceBuilder.fitsParameter(instance.strokes) else { return nil }  // counted in resolve
            let value = literalPaints(layer, field: .strokePaint)
            guard value != literalPaints(slot.node, field: .strokePaint) else { return nil }
            return .shapeStyle(value.last ?? .color(ColorValue(red: 0, green: 0, blue: 0, opacity: 0)))
        case .cornerRadius:
            guard let radius = InterfaceBuilder.uniformRadius(instance), rounded(radius) != rounded(InterfaceBuilder.uniformRadius(reference) ?? 0) else { return nil }
            return .number(rounded(radius))
        case .shadows:
            guard instance.effects.lazy.filter({ $0.visible && $0.type == .dropShadow }).count <= InterfaceBuilder.maximumListed else { return nil }
            let value = literalShadows(layer)
            return value == literalShadows(slot.node) ? nil : .shadows(value)
        case .textCase:
            let own = Self.textCaseValue(reference.style?.textCase), given = Self.textCaseValue(instance.style?.textCase)
            guard own != given, InterfaceBuilder.textCase(instance.style?.textCase) != nil else { return nil }
            return .textCase(given)
        case .styledText:
            guard !instance.characterStyleOverrides.isEmpty, !instance.styleOverrideTable.isEmpty,
                  instance.characterStyleOverrides != reference.characterStyleOverrides || instance.styleOverrideTable != reference.styleOverrideTable
                    || instance.characters != reference.characters,
                  InterfaceBuilder.styledRuns(instance) <= InterfaceBuilder.maximumStyledRuns else { return nil }
            // Runs that all look like the text itself are its characters, which the text's own parameter carries.
            let runs = styledText(layer)
            return runs.contains { $0.style != TextStyle() } ? .styledText(runs) : nil
        case .swap:
            // Passed whenever the layer differs at all: another component, or the same one with other values.
            guard reference.componentID != instance.componentID || !Self.sameContent(file, layer, slot.node) || passingDefault,
                  let call = instanceCall(layer, depth: depth, scope: &scope) else { return nil }
            return .view(call)
        case .property(let key):
            guard reference.componentProperties[key]?.value != instance.componentProperties[key]?.value,
                  let nested = reference.componentID.flatMap({ symbols.target(forComponentID: $0) }),
                  let definition = plans[nested.entry].definitions[key],
                  let value = instance.componentProperties[key]?.value ?? Optional(definition.defaultValue) else { return nil }
            return propertyArgument(member: "", key: key, definition: definition, value: value, target: nested, layer)?.value
        }
    }

    // MARK: Shapes

    mutating func lowerShape(_ index: NodeIndex, parent: ParentLayout) -> ViewNode {
        let node = file.nodes[index]
        let outline: Outline = node.type == .ellipse ? .ellipse : self.outline(index)
        if node.type == .ellipse, let arc = node.arcData, abs(arc.endingAngle - arc.startingAngle - 2 * .pi) > 0.001 || arc.innerRadius > 0 {
            report(.warning, .arc, "ellipse arcs and rings are drawn as full ellipses", index)
        }
        var view = ViewNode(.shape(ShapeContent(outline: outline, fills: paints(node.fills, index, role: "fill"))), source: nodeSource(index))
        appendFrame(&view, index, parent: parent)
        appendVisuals(&view, index, includeFills: false)
        bindRadiusToken(&view, index)
        return view
    }

    mutating func lowerLine(_ index: NodeIndex, parent: ParentLayout) -> ViewNode {
        let node = file.nodes[index]
        // A line is its stroke: a rectangle as thick as the stroke, filled with the stroke paint.
        let fill = paints(node.strokes, index, role: "stroke")
        var view = ViewNode(.shape(ShapeContent(outline: .rectangle, fills: fill)), source: nodeSource(index))
        var frame = FrameValue()
        let size = self.size(index)
        frame.width = rounded(max(size.width, size.height))
        frame.height = rounded(max(node.strokeWeight, 0))
        if size.height > size.width { swap(&frame.width, &frame.height) }
        // A line that stretches along its length with its frame (its constraint, or fill in auto layout) is as long
        // as the space it is given, as in Figma; its thickness stays the stroke's.
        let along: Axis = size.height > size.width ? .vertical : .horizontal
        if resizingAxes(index, parent: parent).contains(along) || sizing(index, axis: along, parent: parent) == .fill {
            if along == .horizontal {
                frame.width = nil
                frame.fillWidth = true
            } else {
                frame.height = nil
                frame.fillHeight = true
            }
        }
        appendFrame(frame, to: &view)
        // Auto layout lays a line out by its box, which has no thickness: the stroke is drawn across it, centred,
        // and takes no room in the stack (a hugging frame around a 2 pt line is as tall as its other children).
        if case .flow = parent, node.layoutPositioning != .absolute {
            let thickness = rounded(min(size.width, size.height))
            if thickness < rounded(max(node.strokeWeight, 0)) {
                var box = FrameValue()
                if along == .horizontal { box.height = thickness } else { box.width = thickness }
                appendFrame(box, to: &view)
            }
        }
        if !node.strokeDashes.isEmpty { report(.note, .dashedLine, "dashed line drawn solid", index) }
        appendEffectsAndBlending(&view, index)
        return view
    }

    mutating func lowerVector(_ index: NodeIndex, parent: ParentLayout) -> ViewNode {
        let node = file.nodes[index]
        var view: ViewNode
        if !node.fillGeometry.isEmpty || !node.strokeGeometry.isEmpty {
            var commands: [VectorPath.Command] = []
            var evenOdd = false
            let geometry = node.fillGeometry.isEmpty ? node.strokeGeometry : node.fillGeometry
            let fills = node.fillGeometry.isEmpty ? paints(node.strokes, index, role: "stroke") : paints(node.fills, index, role: "fill")
            var failed = false
            for path in geometry {
                guard let parsed = SVGPath.parse(path.path) else {
                    failed = true
                    break
                }
                commands += parsed
                evenOdd = evenOdd || path.windingRule == .evenodd
            }
            if failed || commands.count > SVGPath.maximumCommands {
                view = renderedVector(index, problem: failed ? "vector path data could not be read" : "vector has more than \(SVGPath.maximumCommands) path commands")
            } else {
                view = ViewNode(.path(VectorPath(commands: commands.map(\.rounded), evenOdd: evenOdd, fills: fills)), source: nodeSource(index))
                use(.figmaPath)
                if !node.fillGeometry.isEmpty, !node.strokes.isEmpty, node.strokeGeometry.isEmpty {
                    report(.note, .vectorStroke, "vector strokes are not drawn without strokeGeometry", index)
                }
            }
        } else {
            view = renderedVector(index, problem: "\(node.type.rawValue) without geometry")
        }
        appendFrame(&view, index, parent: parent)
        appendEffectsAndBlending(&view, index)
        return view
    }

    /// A vector lowering cannot draw from its geometry: its render from the catalog, or a placeholder of
    /// its size and a diagnostic that says how to get one.
    private mutating func renderedVector(_ index: NodeIndex, problem: String) -> ViewNode {
        if let name = assetTable.renders[index] {
            return ViewNode(.image(ImageContent(asset: useAsset(name))), source: nodeSource(index))
        }
        let remedy = assetTable.isEnabled
            ? "its render is not in the design folder's renders/; figgen fetch downloads renders of such vectors"
            : "export with geometry=paths, or generate from a folder figgen fetch wrote (renders/)"
        report(.warning, .vectorGeometry, "\(problem); shown as an empty placeholder (\(remedy))", index)
        return ViewNode(.placeholder, source: nodeSource(index), notes: ["\(problem): no image to show"])
    }

    /// An icon component drawn from the catalog: its image at the component's size, tinted with its one
    /// colour when it is a template.
    mutating func lowerIcon(_ index: NodeIndex, name: String, tint: (node: NodeIndex, role: IconSVG.PaintRole)?, parent: ParentLayout) -> ViewNode {
        var content = ImageContent(asset: useAsset(name))
        if let tint {
            let paints = tint.role == .fill ? file.nodes[tint.node].fills : file.nodes[tint.node].strokes
            content.tint = self.paints(paints, tint.node, role: tint.role == .fill ? "fill" : "stroke").last
        }
        var view = ViewNode(.image(content), source: nodeSource(index), notes: ["icon drawn from the asset catalog (\(name))"])
        appendFrame(&view, index, parent: parent)
        return view
    }

    // MARK: Size and placement

    /// The layer's own size (`size` when present; the bounding box is rotation-inflated).
    /// The layer's own (unturned) size (`LayerGeometry.size`).
    func size(_ index: NodeIndex) -> (width: Double, height: Double) {
        geometry.size(index)
    }

    /// The layer's box in the frame its parent lays it out in (`LayerGeometry.bounds`; its canvas box where
    /// nothing is turned).
    func bounds(_ index: NodeIndex) -> Rect {
        geometry.bounds(index)
    }

    func sizing(_ index: NodeIndex, axis: Axis, parent: ParentLayout) -> SizingMode {
        let node = file.nodes[index]
        let explicit = axis == .horizontal ? node.layoutSizingHorizontal : node.layoutSizingVertical
        let parentIsAutoLayout: Bool
        var parentAxis: Axis?
        switch parent {
        case .flow(let flowAxis):
            parentIsAutoLayout = true
            parentAxis = flowAxis
        case .grid:
            parentIsAutoLayout = true
        default:
            parentIsAutoLayout = false
        }
        switch explicit {
        case .fixed?: return .fixed
        case .hug?: return .hug
        case .fill?: return parentIsAutoLayout ? .fill : .fixed
        default: break
        }
        // Files from before `layoutSizing*`: derive from the legacy fields.
        if let parentAxis {
            if axis == parentAxis, node.layoutGrow > 0 { return .fill }
            if axis != parentAxis, node.layoutAlign == .stretch { return .fill }
        }
        if let ownAxis = isAutoLayout(node) {
            let mode = axis == ownAxis ? node.primaryAxisSizingMode : node.counterAxisSizingMode
            return mode == .fixed ? .fixed : .hug
        }
        if node.type == .text {
            switch node.style?.textAutoResize {
            case .widthAndHeight?: return .hug
            case .height?: return axis == .horizontal ? .fixed : .hug
            default: return .fixed
            }
        }
        return .fixed
    }

    /// Adds the frame that sizes a layer in its parent (and aligns its content), if it needs one.
    mutating func appendFrame(_ view: inout ViewNode, _ index: NodeIndex, parent: ParentLayout, contentAlignment: Alignment2D? = nil) {
        let node = file.nodes[index]
        // A group in a free frame spans that frame (its layers are placed in it); it has no size of its own.
        if isGroup(index), case .free = parent { return }
        var frame = FrameValue()
        let size = self.size(index)
        // A component's root size belongs to each use of it, and a screen's to the device that shows it:
        // the body fills whatever frame it is given, so backgrounds stretch as they do in Figma.
        let fillsItsFrame = parent == .root(isComponent: true) || (parent == .root(isComponent: false) && node.type != .section)
        let resizes = resizingAxes(index, parent: parent)
        for axis in [Axis.horizontal, .vertical] {
            var mode = sizing(index, axis: axis, parent: parent)
            // A frame that hugs children that fill it has no content length of its own to hug: Figma keeps the
            // length it drew, and so does the code (SwiftUI would take the space offered, or the children's own).
            if mode == .hug, hugsFillingChildren(index, axis: axis) { mode = .fixed }
            let length = axis == .horizontal ? size.width : size.height
            switch mode {
            // A child that stretches or scales with its free frame takes the size its constraints give it.
            case _ where resizes.contains(axis), .fixed where fillsItsFrame, .fill:
                if axis == .horizontal { frame.fillWidth = true } else { frame.fillHeight = true }
            case .fixed:
                if axis == .horizontal { frame.width = rounded(length) } else { frame.height = rounded(length) }
            case .hug where view.content.isPlaceholder:
                // A layer left out (a cycle broken, a node figgen cannot draw) has no content to hug: it keeps the
                // space the designer drew, so the layers around it stay where they were drawn.
                if axis == .horizontal { frame.width = rounded(length) } else { frame.height = rounded(length) }
            case .hug:
                // A text whose width is its content (Figma's auto width) never wraps: where its stack gives it
                // less room, Figma lets it overflow and so does the code (SwiftUI would wrap it onto more lines).
                if axis == .horizontal, node.type == .text, node.style?.textAutoResize == .widthAndHeight, case .flow = parent {
                    frame.hugWidth = true
                }
                // A call of a generated type that hugs: its body fills the frame a caller gives it (its root's
                // fixed sizes belong to each use), so with none it would take all the space offered; at its
                // ideal size it hugs its content, as in Figma.
                if case .instance = view.content, parent != .root(isComponent: true), parent != .root(isComponent: false) {
                    if axis == .horizontal { frame.hugWidth = true } else { frame.hugHeight = true }
                }
            }
        }
        // HUG within bounds: the frame clamps, and fixed size makes it hug rather than stretch to the max.
        if node.minWidth != nil || node.maxWidth != nil, sizing(index, axis: .horizontal, parent: parent) == .hug { frame.hugWidth = true }
        if node.minHeight != nil || node.maxHeight != nil, sizing(index, axis: .vertical, parent: parent) == .hug { frame.hugHeight = true }
        // A fixed length is what Figma drew within the bounds: a bound beside it would only let the frame grow
        // (`.frame(width: 48).frame(maxWidth: 387)` takes up to 387 in a stack).
        if frame.width == nil {
            if let minWidth = node.minWidth { frame.minWidth = rounded(minWidth) }
            if let maxWidth = node.maxWidth { frame.maxWidth = rounded(maxWidth) }
        }
        if frame.height == nil {
            if let minHeight = node.minHeight { frame.minHeight = rounded(minHeight) }
            if let maxHeight = node.maxHeight { frame.maxHeight = rounded(maxHeight) }
        }
        // A frame that fills its parent but whose content is larger than it (the designer let it overflow):
        // `maxWidth: .infinity` alone would grow to the content; with a minimum of 0 it is exactly the size it is
        // given, as in Figma, and the content overflows it.
        // (Not a frame that scrolls: its content is meant to be longer.)
        let scrolls = node.overflowDirection != .none || isTallerThanDevice(index, parent: parent)
        for axis in [Axis.horizontal, .vertical] where !scrolls && (axis == .horizontal ? frame.fillWidth && frame.minWidth == nil : frame.fillHeight && frame.minHeight == nil) {
            if contentOverflows(index, axis: axis) || holdsTextOfVaryingWidth(index, across: axis, parent: parent) {
                if axis == .horizontal { frame.minWidth = 0 } else { frame.minHeight = 0 }
            }
        }
        guard !frame.isEmpty || frame.hugWidth || frame.hugHeight else { return }
        if let contentAlignment, contentAlignment != .center { frame.alignment = contentAlignment }
        appendFrame(frame, to: &view)
    }

    /// A turned layer in auto layout: Figma lays out its turned bounding box (`absoluteBoundingBox`), SwiftUI the
    /// view's own size before `rotationEffect`. A frame of the bounding box's size around the turned view gives
    /// the stack Figma's length, with the view turned about its centre inside it.
    mutating func appendRotatedBox(_ view: inout ViewNode, _ index: NodeIndex, parent: ParentLayout) {
        guard isRotated(index), !isGroup(index), file.nodes[index].layoutPositioning != .absolute else { return }
        switch parent {
        case .flow, .grid: break
        default: return
        }
        let box = bounds(index), own = size(index)
        guard abs(box.width - own.width) > 0.01 || abs(box.height - own.height) > 0.01 else { return }
        var frame = FrameValue()
        frame.width = rounded(box.width)
        frame.height = rounded(box.height)
        appendFrame(frame, to: &view)
    }

    /// A child longer across its stack than the stack's content (the designer let it overflow, aligned as the
    /// stack aligns its children): SwiftUI would widen the stack to it, and the stack's other children with
    /// it. Its last modifier is a frame of no length across the stack, aligned as the stack aligns: the stack
    /// lays out nothing there, and the layer overflows it where Figma draws it.
    mutating func appendCrossOverflow(_ view: inout ViewNode, _ index: NodeIndex, parent: ParentLayout) {
        guard case .flow(let axis) = parent, let parentIndex = file.nodes[index].parent else { return }
        let parentNode = file.nodes[parentIndex]
        guard isAutoLayout(parentNode) == axis, parentNode.layoutWrap != .wrap, file.nodes[index].layoutPositioning != .absolute,
              sizing(index, axis: axis.other, parent: parent) != .fill else { return }
        let across = axis.other
        let insets = layoutInsets(parentIndex)
        let padding = across == .horizontal ? insets.leading + insets.trailing : insets.top + insets.bottom
        let available = (across == .horizontal ? size(parentIndex).width : size(parentIndex).height) - padding
        let length = across == .horizontal ? bounds(index).width : bounds(index).height
        guard length > available + 0.5 else { return }
        // The frame of no length offers none: a layer not already of a fixed length there keeps its own (a
        // hugging column offered no height would cut its texts to one line each).
        let hasFixedLength = view.modifiers.last.map { modifier in
            guard case .frame(let frame) = modifier else { return false }
            return (across == .horizontal ? frame.width : frame.height) != nil || (across == .horizontal ? frame.hugWidth : frame.hugHeight)
        } ?? false
        if !hasFixedLength {
            var own = FrameValue()
            if across == .horizontal { own.hugWidth = true } else { own.hugHeight = true }
            appendFrame(own, to: &view)
        }
        var overflow = FrameValue()
        if across == .horizontal { overflow.width = 0 } else { overflow.height = 0 }
        let alignment = contentAlignment(parentNode)
        overflow.alignment = across == .horizontal ? Alignment2D(horizontal: alignment.horizontal, vertical: .center) : Alignment2D(horizontal: .center, vertical: alignment.vertical)
        if overflow.alignment == .center { overflow.alignment = nil }
        appendFrame(overflow, to: &view)
    }

    /// Auto layout from before `counterAxisAlignItems` (2020) aligned each child across the stack by its own
    /// `layoutAlign` (MIN, CENTER, MAX): when every child that does not stretch says CENTER, or every one MAX, that is
    /// the stack's alignment. Nil otherwise (the frame's own value then stands).
    func legacyCrossAlignment(_ index: NodeIndex) -> CounterAxisAlignItems? {
        guard file.nodes[index].counterAxisAlignItems == .min else { return nil }
        let aligned = file.nodes[index].children.filter {
            file.nodes[$0].visible && file.nodes[$0].layoutPositioning != .absolute && file.nodes[$0].layoutAlign != .stretch
        }.map { file.nodes[$0].layoutAlign }
        guard let first = aligned.first, aligned.allSatisfy({ $0 == first }) else { return nil }
        switch first {
        case .center?: return .center
        case .max?: return .max
        default: return nil
        }
    }

    /// Whether a frame that fills its stack across `axis` holds an auto-width text whose words each use of the
    /// component sets (a text property or an override): an instance's longer text overflows the frame in Figma,
    /// which keeps the width its stack gives it; `maxWidth: .infinity` alone would grow to the text (a fixed-size
    /// line) and widen every stack around it.
    func holdsTextOfVaryingWidth(_ index: NodeIndex, across axis: Axis, parent: ParentLayout) -> Bool {
        guard axis == .horizontal, case .flow(let stackAxis) = parent, stackAxis == .vertical, file.nodes[index].type != .instance else { return false }
        // An instance's texts are its own values (drawn at their widths) unless this declaration's parameters set them.
        var pending = file.nodes[index].children.map { ($0, false) }
        while let (child, inInstance) = pending.popLast() {
            let node = file.nodes[child]
            guard node.visible else { continue }
            if node.type == .text, node.style?.textAutoResize == .widthAndHeight,
               boundMember(child, .characters) != nil || !inInstance && node.componentPropertyReferences["characters"] != nil {
                return true
            }
            pending.append(contentsOf: node.children.map { ($0, inInstance || node.type == .instance) })
        }
        return false
    }

    /// Whether an auto-layout frame has a child that fills it along `axis`.
    func hugsFillingChildren(_ index: NodeIndex, axis: Axis) -> Bool {
        let node = file.nodes[index]
        guard let ownAxis = isAutoLayout(node), node.layoutWrap != .wrap else { return false }
        return node.children.contains { child in
            file.nodes[child].visible && file.nodes[child].layoutPositioning != .absolute && sizing(child, axis: axis, parent: .flow(ownAxis)) == .fill
        }
    }

    /// Whether an auto-layout frame's content (padding, and its children with the spacing between them) is
    /// longer along `axis` than the frame itself as drawn, or a text's line taller than its box.
    func contentOverflows(_ index: NodeIndex, axis: Axis) -> Bool {
        let node = file.nodes[index]
        if node.type == .text {
            // A text box drawn shorter than one of its lines.
            guard axis == .vertical, let lineHeight = node.style?.lineHeightPx else { return false }
            return lineHeight > size(index).height + 0.5
        }
        guard let ownAxis = isAutoLayout(node) else { return false }
        let children = node.children.filter { file.nodes[$0].visible && file.nodes[$0].layoutPositioning != .absolute }
        func length(_ child: NodeIndex) -> Double {
            let box = bounds(child)
            return axis == .horizontal ? box.width : box.height
        }
        let insets = layoutInsets(index)
        let padding = axis == .horizontal ? insets.leading + insets.trailing : insets.top + insets.bottom
        let content: Double
        if node.layoutWrap == .wrap {
            // A wrap's content is what its lines span: its children's boxes, first to last.
            let boxes = children.map { bounds($0) }
            let starts = boxes.map { axis == .horizontal ? $0.x : $0.y }, ends = boxes.map { axis == .horizontal ? $0.x + $0.width : $0.y + $0.height }
            content = (ends.max() ?? 0) - (starts.min() ?? 0)
        } else if axis == ownAxis {
            let spacing = node.primaryAxisAlignItems == .spaceBetween ? 0 : max(node.itemSpacing, 0)
            content = children.reduce(0) { $0 + length($1) } + spacing * Double(max(children.count - 1, 0))
        } else {
            content = children.map(length).max() ?? 0
        }
        let own = axis == .horizontal ? size(index).width : size(index).height
        return padding + content > own + 0.5
    }

    /// Free placement: the frame as drawn, relative to the free frame, and the constraints that say how it
    /// follows that frame's size. A group spans its frame; its layers carry the constraints.
    mutating func appendPlacement(_ view: inout ViewNode, _ index: NodeIndex, parent: ParentLayout) {
        guard case .free(let frame) = parent else { return }
        if isGroup(index) {
            view.modifiers.append(.placement(Placement(horizontal: .stretch, vertical: .stretch, x: 0, y: 0,
                                                       width: rounded(frame.width), height: rounded(frame.height))))
            return
        }
        let (horizontal, vertical) = constraints(index)
        let box = bounds(index)
        var rect = (x: box.x - frame.x, y: box.y - frame.y, width: box.width, height: box.height)
        if isRotated(index) {
            // The view keeps its unrotated size and turns about its centre: place that size centred on the
            // drawn bounding box.
            let size = self.size(index)
            rect = (rect.x + (box.width - size.width) / 2, rect.y + (box.height - size.height) / 2, size.width, size.height)
            let resizing = [horizontal, vertical].filter { $0 == .stretch || $0 == .scale }
            if !resizing.isEmpty {
                report(.note, .constraintsRotated, "a rotated layer keeps its drawn size: its \(Set(resizing.map(\.rawValue)).sorted().joined(separator: " and ")) constraint moves it but does not resize it", index)
            }
        }
        view.modifiers.append(.placement(Placement(horizontal: horizontal, vertical: vertical, x: rounded(rect.x), y: rounded(rect.y),
                                                   width: rounded(rect.width), height: rounded(rect.height))))
    }

    /// A layer's constraints (LEFT and TOP when the export has none, as Figma defaults them); a kind figgen
    /// does not know is read as LEFT/TOP and reported by the reader's tolerance summary.
    func constraints(_ index: NodeIndex) -> (horizontal: ResizingConstraint, vertical: ResizingConstraint) {
        let constraint = file.nodes[index].constraints ?? LayoutConstraint()
        let horizontal: ResizingConstraint = switch constraint.horizontal {
        case .right: .max
        case .center: .center
        case .leftRight: .stretch
        case .scale: .scale
        case .left, .unknown: .min
        }
        let vertical: ResizingConstraint = switch constraint.vertical {
        case .bottom: .max
        case .center: .center
        case .topBottom: .stretch
        case .scale: .scale
        case .top, .unknown: .min
        }
        return (horizontal, vertical)
    }

    /// Whether the code turns the layer in its frame (`LayerGeometry.codeTurn`).
    func isRotated(_ index: NodeIndex) -> Bool { geometry.codeTurn(index) != 0 }

    /// The axes along which a child of a free frame takes its size from its constraints (stretch or scale).
    private func resizingAxes(_ index: NodeIndex, parent: ParentLayout) -> Set<Axis> {
        guard case .free = parent, !isRotated(index) else { return [] }
        let (horizontal, vertical) = constraints(index)
        var axes = Set<Axis>()
        if horizontal == .stretch || horizontal == .scale { axes.insert(.horizontal) }
        if vertical == .stretch || vertical == .scale { axes.insert(.vertical) }
        return axes
    }
}
