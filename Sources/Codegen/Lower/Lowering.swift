import Foundation
import FigmaModel

/// Lower stage: turns resolved Figma nodes into the view IR. All policy lives here: which node becomes
/// which view, sizes, alignment, what is approximated, and every diagnostic. It reads the resolve stage's
/// results (`SymbolTable`, `InterfacePlan`s) and never changes them.
struct Lowering {
    let file: FigmaFile
    /// The same file, shared by every `Source` the IR holds.
    let decodedFile: Source.DecodedFile
    let options: GenerationOptions
    let symbols: SymbolTable
    let plans: [InterfacePlan]
    /// Where cycles of types building each other are broken.
    let cycles: InstanceCycles
    private(set) var diagnostics: [Diagnostic] = []
    /// The out-of-range reports of the declaration being lowered, by their first value's name and how many more
    /// there are: the position of the first in `diagnostics` and how many layers gave it (`reportClamped`).
    private var outOfRangeReports: [OutOfRangeKey: (position: Int, count: Int)] = [:]

    private struct OutOfRangeKey: Hashable {
        var first: CheckedValue
        var more: Int
    }

    /// The design values checked against `designRange`, by the names the export gives them.
    enum CheckedValue: String {
        case sizeX = "size.x"
        case sizeY = "size.y"
        case absoluteBoundingBoxX = "absoluteBoundingBox.x"
        case absoluteBoundingBoxY = "absoluteBoundingBox.y"
        case absoluteBoundingBoxWidth = "absoluteBoundingBox.width"
        case absoluteBoundingBoxHeight = "absoluteBoundingBox.height"
        case paddingLeft = "paddingLeft"
        case paddingRight = "paddingRight"
        case paddingTop = "paddingTop"
        case paddingBottom = "paddingBottom"
        case itemSpacing = "itemSpacing"
        case counterAxisSpacing = "counterAxisSpacing"
        case cornerRadius = "cornerRadius"
        case strokeWeight = "strokeWeight"
        case minWidth = "minWidth"
        case maxWidth = "maxWidth"
        case minHeight = "minHeight"
        case maxHeight = "maxHeight"
        case gridRowGap = "gridRowGap"
        case gridColumnGap = "gridColumnGap"
        case styleFontSize = "style.fontSize"
        case styleLetterSpacing = "style.letterSpacing"
        case styleLineHeightPx = "style.lineHeightPx"
        case rectangleCornerRadii = "rectangleCornerRadii"
        case effectsRadius = "effects.radius"
        case effectsSpread = "effects.spread"
        case effectsOffsetX = "effects.offset.x"
        case effectsOffsetY = "effects.offset.y"
    }
    private(set) var support: Set<SupportFeature> = []
    var tokenState = TokenState()
    /// Names, modes and aliases of variables, when the variables endpoint's answer was given.
    let variableTable: VariableTable?
    /// The overridable layer fields of the declaration being lowered, with their parameter members.
    private(set) var bound: [OverrideSlot: String] = [:]
    /// The owner being lowered (its own instances inside it would recurse forever).
    private(set) var currentEntry: Int?
    /// The root layer of the declaration being lowered: a type draws itself unturned (its instances are turned).
    var loweringRoot: NodeIndex?
    /// What instances of linked libraries' components change that their calls cannot pass, by kind.
    var unlinked = UnexpressedOverrides()
    /// The linked libraries' components this file calls (`LibraryLink`), by module and key.
    var links: [String: LibraryLink] = [:]
    /// The handlers of the declaration being lowered, by layer and event, and by member (`PrototypePlan`).
    var handlerBindings: [HandlerBinding: String] = [:]
    var currentHandlers: [String: PrototypePlan.Handler] = [:]
    /// The member a screen keeps the layer to scroll to in, once one of its buttons scrolls.
    var scrollMember: String?
    /// In an interactive set: the layers a tap changes the variant from, with the values it changes to, and the
    /// variant roots whose taps the set's own button takes.
    var variantTaps: [NodeIndex: (values: [String], link: PrototypeLink)] = [:]
    var variantRootsAsButton: Set<NodeIndex> = []
    /// Where the chunks of a very wide container's children go as they are lowered, and when (`Lowering+Stream`);
    /// nil: every view is kept in the IR.
    var streaming: ChildStreaming?
    /// Which image fill, icon and render is which catalog image (decided before lowering).
    let assetTable: AssetTable
    /// The natural line height of each font, from the export's metrics (`FontLineHeights`).
    let fontLineHeights: FontLineHeights
    /// Catalog images the lowered views show: only these are written.
    private(set) var usedAssets: Set<String> = []
    /// What the prototype's interactions become (`PrototypePlan`).
    let prototype: PrototypePlan
    /// Each layer's own size, its box in the frame its parent lays it out in, and the turn the code gives it.
    let geometry: LayerGeometry

    /// Deeper layer nesting than this inside one type is cut with a diagnostic: such code would not
    /// type-check in reasonable time, and lowering must stay within the stack on any input.
    static let maximumDepth = 48
    /// Lengths and offsets beyond this many points are not a design but an accident or an attack (the
    /// largest Figma canvas is ±65,000 pt wide); they are clamped with a diagnostic (`reportOutOfRange`).
    static let designRange = 10_000_000.0
    /// A literal text of more spaced paragraphs than this is one SwiftUI `Text`, not a stack of them.
    static let maximumStackedParagraphs = 32

    init(file: FigmaFile, options: GenerationOptions, variables: FigmaVariables? = nil, assets: DesignAssets? = nil) {
        self.file = file
        decodedFile = Source.DecodedFile(file)
        self.options = options
        geometry = LayerGeometry(file: file)
        fontLineHeights = FontLineHeights(file)
        let table = variables.map { VariableTable(variables: $0, file: file) }
        variableTable = table
        for (namespace, member) in table?.claimedMembers ?? [] {
            // Claimed in place: a copy taken out of the dictionary would copy its set on every claim.
            _ = tokenState.scopes[namespace, default: .members].claim(member)
        }
        let builder = InterfaceBuilder(file: file, symbols: SymbolTable(file: file, options: options), typePrefix: options.typePrefix)
        symbols = builder.symbols
        plans = builder.plans
        cycles = InstanceCycles(file: file, symbols: builder.symbols, plans: builder.plans)
        prototype = builder.prototype
        if options.assetCatalog {
            let candidates = Self.iconCandidates(file: file, symbols: builder.symbols, plans: builder.plans)
            assetTable = AssetTable(file: file, assets: assets ?? DesignAssets(), iconCandidates: candidates)
        } else {
            assetTable = AssetTable()
        }
        for problem in assets?.problems ?? [] {
            diagnostics.append(Diagnostic(.warning, kind: .asset, problem, path: .root, nodeID: nil))
        }
        for problem in symbols.selectionProblems {
            diagnostics.append(Diagnostic(.error, kind: .emptySelection, problem, path: .root, nodeID: nil))
        }
        for note in builder.notes { report(.warning, note.kind, note.message, note.node) }
        reportUnexpressed(builder.unexpressed)
        reportInteractions()
        for value in variables?.tolerated ?? [] {
            var diagnostic = Self.toleratedDiagnostic(value)
            diagnostic.source = .variables
            diagnostics.append(diagnostic)
        }
        diagnostics += table?.diagnostics ?? []
    }

    /// The layers that may be drawn as an icon image: the roots of components (each variant of a set; for a
    /// component from another library, the instance its body is rebuilt from) that have no parameters an image
    /// could not take — no properties but variants, no overridden layers.
    private static func iconCandidates(file: FigmaFile, symbols: SymbolTable, plans: [InterfacePlan]) -> Set<NodeIndex> {
        var candidates = Set<NodeIndex>()
        for (entry, owner) in symbols.entries.enumerated() where owner.kind != .screen && plans[entry].overrides.isEmpty {
            let onlyVariants = plans[entry].parameters.allSatisfy { _, parameter in
                if case .componentProperty(_, let definition) = parameter { return definition.type == .variant }
                return false
            }
            guard onlyVariants else { continue }
            if let remote = owner.remote {
                candidates.formUnion(remote.variants.map(\.reference))
            } else if let node = owner.node {
                candidates.formUnion(owner.kind == .componentSet ? file.nodes[node].children.filter { file.nodes[$0].type == .component } : [node])
            }
        }
        return candidates
    }

    /// The catalog image `name`, remembered as shown.
    mutating func useAsset(_ name: String) -> String {
        usedAssets.insert(name)
        return name
    }

    /// Per-type state while lowering one declaration.
    struct Scope {
        /// Component properties by full Figma key.
        var properties: [String: Property] = [:]
        /// Members of SLOT properties, by key.
        var slots: [String: String] = [:]
        var members = NameScope.members
        /// Names of generated types: a member must not take one (caseless scripts and `_` names can
        /// collide exactly, and a member would then hide the type inside the struct).
        var typeNames: Set<String> = []
        /// Names of the types nested in the type being lowered (variant enums, generic parameters): nor those.
        var nestedTypeNames: Set<String> = []

        mutating func claimMember(_ base: String) -> String {
            let (typeNames, nestedTypeNames) = (typeNames, nestedTypeNames)
            return members.claim(base) { typeNames.contains($0) || nestedTypeNames.contains($0) }
        }
    }

    // MARK: Declarations

    /// How many declarations `lowerAll` makes: one per symbol-table entry.
    var declarationCount: Int { symbols.entries.count }

    /// The IR's header, known before any declaration is lowered: the design's name and the claimed names of
    /// the shared types. All a renderer reads to render one declaration (`Renderer.renderDeclaration`).
    func header() -> DesignIR {
        var ir = DesignIR(declarations: [], support: [], sharedTypes: symbols.shared)
        ir.designName = file.name
        ir.tokenTypeNames = TokenTypeNames(textStyle: symbols.sharedType("TextStyleToken"), effect: symbols.sharedType("EffectToken"),
                                           file: symbols.sharedType("DesignTokens"))
        return ir
    }

    /// Lowers every declaration in symbol-table order, handing each to `lowered` as soon as it is done (it is
    /// final then: nothing later changes it), and returns the whole IR. Without `keepingViews` the IR's
    /// declarations have no views (`releasingViews`): they live only as long as `lowered` keeps them, so a
    /// design's views need not all be in memory at once.
    mutating func lowerAll(keepingViews: Bool = true, each lowered: (consuming Declaration) -> Void = { _ in }) -> DesignIR {
        var declarations: [Declaration] = []
        declarations.reserveCapacity(declarationCount)
        var fonts = FontUsage()
        for entry in symbols.entries.indices {
            currentEntry = entry
            bound = plans[entry].overrides
            bindHandlers(entry)
            let kind = symbols.entries[entry].kind
            streaming?.count = 0
            let declaration = kind == .componentSet ? lowerSet(entry) : lowerSingle(entry)
            countOutOfRangeReports()
            fonts.add(declaration)
            declarations.append(keepingViews ? declaration : declaration.releasingViews())
            lowered(declaration)
        }
        currentEntry = nil
        bound = [:]
        bindHandlers(nil)
        reportPageLevelLayers()
        reportToleratedValues()
        reportLinkResults()
        var ir = header()
        ir.declarations = declarations
        ir.links = links.values.sorted { ($0.module, $0.key) < ($1.module, $1.key) }
        ir.support = support.sorted()
        ir.tokens = tokenState.tokens + (variableTable?.tokens(used: tokenState.usedVariables, all: options.allVariables) ?? [])
        ir.assets = assetTable.entries.filter { usedAssets.contains($0.name) }.map { entry in
            CatalogImage(name: entry.name, kind: entry.kind, file: entry.file, source: nodeSource(entry.node), isTemplate: entry.isTemplate)
        }
        ir.fonts = fonts.families(adding: ir.tokens)
        if hasPrototype { ir.flows = flows() }
        for use in ir.fonts {
            let weights = use.weights.map(String.init) + use.italicWeights.map { "\($0) italic" }
            diagnostics.append(Diagnostic(.note, kind: .font, "font family '\(UntrustedText.singleLine(use.family))' (weights \(weights.joined(separator: ", "))) is not an iOS font: add its font files to the app and call \(symbols.sharedType("DesignFonts")).register() at launch",
                                          path: use.firstUse?.path ?? .root, nodeID: use.firstUse?.nodeID))
        }
        return ir
    }

    /// A layer's size as the design drew it (rounded as the IR's numbers are).
    func designSize(_ index: NodeIndex) -> Size2D {
        let size = self.size(index)
        return Size2D(width: rounded(size.width), height: rounded(size.height))
    }

    private func pageName(_ index: NodeIndex) -> String? {
        file.page(of: index).map { file.nodes[$0].name }
    }

    /// The declaration's source, key and description: from the node and the file's metadata, or for a
    /// remote component from the metadata alone.
    private func identity(_ entry: Int) -> (source: Source, page: String?, layerPath: String, key: String?, description: String?) {
        let owner = symbols.entries[entry]
        if let remote = owner.remote {
            let description = (remote.isSet ? file.componentSets[remote.metadataID]?.description : file.components[remote.metadataID]?.description) ?? ""
            return (Source(nodeID: remote.metadataID, name: remote.figmaName, path: .root), nil, remote.figmaName, remote.componentKey,
                    description.isEmpty ? nil : description)
        }
        let index = owner.node!
        let node = file.nodes[index]
        var key: String?
        var description = ""
        if node.type == .componentSet, let set = file.componentSets[node.id] {
            (key, description) = (set.key, set.description)
        } else if let component = file.components[node.id] {
            (key, description) = (component.key, component.description)
        }
        return (nodeSource(index), pageName(index), file.layerPath(of: index), key, description.isEmpty ? nil : description)
    }

    /// The scope a declaration's body is lowered in: its component properties and slots.
    private func scope(for entry: Int) -> Scope {
        var scope = Scope()
        scope.members = plans[entry].members
        scope.typeNames = symbols.typeNames
        scope.nestedTypeNames = plans[entry].nestedTypeNames
        for (member, parameter) in plans[entry].parameters {
            switch parameter {
            case .componentProperty(let key, let definition):
                if let type = propertyType(key: key, definition, entry: entry) {
                    scope.properties[key] = Property(member: member, origin: .componentProperty(key: key), type: type)
                }
            case .slot(let key, _, _):
                scope.slots[key] = member
            case .override, .handler:
                break
            }
        }
        return scope
    }

    private mutating func lowerSingle(_ entry: Int) -> Declaration {
        let owner = symbols.entries[entry]
        let index = ownerNode(entry)
        var scope = scope(for: entry)
        var properties = self.properties(entry, scope: &scope)
        if prototype.scrolling[entry] != nil { scrollMember = scope.claimMember("scrollTarget") }
        let withoutSlots = !hasSlots(entry)
        streaming?.lowersBody = withoutSlots
        var body = lowerRoot(index, scope: &scope, isComponent: owner.kind != .screen)
        streaming?.lowersBody = false
        var parts: [Part] = []
        var partViews: [ViewNode] = []
        split(&body, into: &parts, views: &partViews, scope: &scope)
        splitDrawnDefaults(&properties, into: &parts, views: &partViews, scope: &scope)
        let identity = self.identity(entry)
        var declaration = Declaration(kind: owner.kind, typeName: owner.typeName, source: identity.source, page: identity.page,
                                      layerPath: identity.layerPath, componentKey: identity.key, description: identity.description,
                                      properties: properties, parts: parts, views: DeclarationViews(body: body, parts: partViews))
        declaration.designSize = designSize(index)
        if owner.remote != nil { declaration.reconstructedFrom = nodeSource(index) }
        declaration.scrollMember = scrollMember
        return declaration
    }

    private mutating func lowerSet(_ entry: Int) -> Declaration {
        let owner = symbols.entries[entry]
        var scope = scope(for: entry)
        var properties = self.properties(entry, scope: &scope)
        let enums = plans[entry].enums
        var variants: [Variant] = []
        var parts: [Part] = []
        var views = DeclarationViews()
        let variantProperties = properties.compactMap { property -> (Property, VariantEnum)? in
            guard case .variant(let enumName, _) = property.type, let variantEnum = enums.first(where: { $0.name == enumName }) else { return nil }
            return (property, variantEnum)
        }
        // Local sets: each COMPONENT child; remote sets: the first instance of each component seen.
        let members: [(node: NodeIndex, values: [(property: String, value: String)])] = owner.remote.map { remote in
            remote.variants.map { variant in
                (variant.reference, symbols.target(forComponentID: variant.componentID)?.variantValues ?? [])
            }
        } ?? file.nodes[owner.node!].children.filter { file.nodes[$0].type == .component }.map { ($0, VariantName.parse(file.nodes[$0].name)) }
        /// A variant's case of each variant property, and the properties its name does not set.
        func caseMembers(_ child: NodeIndex, _ values: [(property: String, value: String)]) -> (mapped: [(property: String, caseMember: String)], unset: [String]) {
            var mapped: [(property: String, caseMember: String)] = []
            var unset: [String] = []
            for (property, variantEnum) in variantProperties {
                let figmaName = VariantProperty.figmaName(property.figmaKey)
                var value = values.first { $0.property == figmaName }?.value
                if value == nil, owner.remote != nil, let instanceValue = file.nodes[child].componentProperties[property.figmaKey] {
                    value = instanceValue.value.text
                }
                let caseMember = variantEnum.cases.first { $0.value == value }?.member ?? variantEnum.cases.first?.member ?? "unnamed"
                if value == nil { unset.append(figmaName) }
                mapped.append((property.member, caseMember))
            }
            return (mapped, unset)
        }
        // An interactive set's layers that change its variant on a tap are buttons: their values are known first.
        let interactive = hasPrototype && !prototype.transitions[entry].isEmpty
        if interactive {
            prepareVariantTaps(entry, values: members.map { caseMembers($0.node, $0.values).mapped.map(\.caseMember) })
        }
        for (child, values) in members {
            let (mapped, unset) = caseMembers(child, values)
            for figmaName in unset {
                report(.warning, .variantName, "variant name does not set '\(figmaName)'; using its first value", child)
            }
            let withoutSlots = !hasSlots(entry)
        streaming?.lowersBody = withoutSlots
            var body = lowerRoot(child, scope: &scope, isComponent: true)
            streaming?.lowersBody = false
            split(&body, into: &parts, views: &views.parts, scope: &scope)
            let name = owner.remote == nil ? file.nodes[child].name : (file.components[file.nodes[child].componentID ?? ""]?.name ?? file.nodes[child].name)
            let member = scope.claimMember(SwiftName.memberName(name))
            var variant = Variant(member: member, source: nodeSource(child), values: mapped)
            variant.componentKey = file.components[file.nodes[child].id]?.key
            variant.designSize = designSize(child)
            variants.append(variant)
            views.variants.append(body)
        }
        splitDrawnDefaults(&properties, into: &parts, views: &views.parts, scope: &scope)
        if variants.isEmpty, let node = owner.node {
            report(.warning, .emptyComponentSet, "component set has no variants", node)
        }
        var behaviour: VariantBehaviour?
        if interactive, !variants.isEmpty, !variants[0].values.isEmpty {
            behaviour = variantBehaviour(entry, variants: variants, roots: members.map(\.node), views: &views, properties: &properties, scope: &scope)
        }
        let identity = self.identity(entry)
        var declaration = Declaration(kind: .componentSet, typeName: owner.typeName, source: identity.source, page: identity.page,
                                      layerPath: identity.layerPath, componentKey: identity.key, description: identity.description,
                                      properties: properties, enums: enums, variants: variants, parts: parts, views: views)
        declaration.behaviour = behaviour
        variantTaps = [:]
        variantRootsAsButton = []
        declaration.designSize = variants.first?.designSize
        if let first = owner.remote?.variants.first { declaration.reconstructedFrom = nodeSource(first.reference) }
        return declaration
    }

    /// Whether a declaration has slot parameters (their default content is lowered apart from the body).
    private func hasSlots(_ entry: Int) -> Bool {
        plans[entry].parameters.contains { _, parameter in
            if case .slot = parameter { true } else { false }
        }
    }

    // MARK: Parameters

    /// The IR type of a component property (nil for types without one: those were reported in resolve).
    func propertyType(key: String, _ definition: ComponentPropertyDefinition, entry: Int) -> Property.ValueType? {
        switch definition.type {
        case .text:
            return .text(default: definition.defaultValue.text)
        case .boolean:
            return .bool(default: definition.defaultValue.bool)
        case .instanceSwap:
            return .view(default: symbols.target(forComponentID: definition.defaultValue.text).map { InstanceCall(typeName: $0.typeName) })
        case .variant:
            guard let variantEnum = plans[entry].enums.first(where: { $0.figmaName == VariantProperty.figmaName(key) }) else { return nil }
            let defaultCase = variantEnum.cases.first { $0.value == definition.defaultValue.text }?.member ?? variantEnum.cases[0].member
            return .variant(enumName: variantEnum.name, defaultCase: defaultCase)
        case .slot, .unknown:
            return nil
        }
    }

    /// The declaration's parameters with their defaults: the design's own values. Content parameters come
    /// after them, so callers can pass content as trailing closures, and handlers last (calls of a type with
    /// handlers label their contents: see `InstanceCall.contentStartsAtFirstSlot`).
    private mutating func properties(_ entry: Int, scope: inout Scope) -> [Property] {
        var properties: [Property] = []
        var contents: [Property] = []
        var handlers: [Property] = []
        for (member, parameter) in plans[entry].parameters {
            switch parameter {
            case .componentProperty(let key, let definition):
                if var property = scope.properties[key] {
                    if case .view(_?) = property.type, let target = symbols.target(forComponentID: definition.defaultValue.text),
                       let cycle = closedCycle(target.entry) {
                        report(.warning, .recursiveInstance, "default of '\(key)' left out: \(cycleText(cycle)); it shows nothing by default", ownerNode(entry))
                        property.type = .view(default: nil)
                        property.emptyDefaultSize = swapLayerSize(key, entry: entry)
                        properties.append(property)
                        continue
                    }
                    if case .view(let call?) = property.type, let shown = swapDefault(key, entry: entry, calling: call.typeName) {
                        // The default shows the component's own instance, with the values it sets.
                        property.type = .view(default: shown)
                        scope.properties[key] = property
                    }
                    if case .view(nil) = property.type {
                        report(.note, .instanceSwapDefault, "default of '\(key)' is not a component in this file; the slot shows nothing by default",
                               ownerNode(entry))
                        property.emptyDefaultSize = swapLayerSize(key, entry: entry)
                    }
                    properties.append(property)
                }
            case .override(let slot):
                let node = file.nodes[slot.node]
                let origin = Property.Origin.override(layerID: node.id, layerName: node.name, field: slot.field.name)
                guard let type = overrideType(slot, entry: entry, scope: &scope) else { continue }
                switch type {
                case .textStyle: use(.textStyleType)
                case .paints: use(.designPaint)
                case .shadows: use(.effectType)
                default: break
                }
                var property = Property(member: member, origin: origin, type: type, layer: nodeSource(slot.node))
                if case .view(nil) = type, node.type == .instance {
                    property.emptyDefaultSize = designSize(slot.node)
                }
                properties.append(property)
            case .slot(let key, let node, let genericName):
                // A default argument cannot read the instance's other parameters: literal values only.
                var contentScope = Scope()
                contentScope.typeNames = scope.typeNames
                contentScope.nestedTypeNames = scope.nestedTypeNames
                let saved = bound
                bound = [:]
                let content = lowerChildren(file.nodes[node].children, parent: childLayout(of: node), depth: 1, scope: &contentScope)
                bound = saved
                var property = Property(member: member, origin: .slot(key: key), type: .content(genericName: genericName, default: content), layer: nodeSource(node))
                // Drawn by a member of the type, not written as the default argument: swiftc type-checks a generic
                // default expression again at every call that leaves it out (a `Card()` cost 150 ms against iOS
                // 17.4's SDK), and a default argument could not read the type's members or its parts.
                if !content.isEmpty {
                    property.defaultMember = scope.claimMember(member + "Default")
                }
                contents.append(property)
            case .handler(let handler):
                handlers.append(handlerProperty(handler))
            }
        }
        return properties + contents + handlers
    }

    /// The call an instance-swap property shows by default: the component's own instance bound to it, with
    /// its arguments (literal: a default cannot read other parameters).
    private mutating func swapDefault(_ key: String, entry: Int, calling typeName: String) -> InstanceCall? {
        for reference in InterfaceBuilder.references(of: entry, symbols: symbols, file: file) {
            for node in InterfaceBuilder.subtree(reference, in: file) where file.nodes[node].componentPropertyReferences["mainComponent"] == key {
                let saved = bound
                bound = [:]
                defer { bound = saved }
                var literalScope = Scope()
                guard let call = instanceCall(node, depth: 0, scope: &literalScope), call.typeName == typeName else { return nil }
                return call
            }
        }
        return nil
    }

    /// An override parameter's type, with the component's own value of the layer as its default.
    private mutating func overrideType(_ slot: OverrideSlot, entry: Int, scope: inout Scope) -> Property.ValueType? {
        let node = file.nodes[slot.node]
        switch slot.field {
        case .characters:
            return .text(default: node.characters ?? "")
        case .visible:
            return .bool(default: node.visible)
        case .fill, .stroke:
            return .color(default: literalPaint(slot.node, field: slot.field))
        case .opacity:
            return .number(default: rounded(node.opacity))
        case .textStyle:
            return .textStyle(default: literalFontStyle(slot.node))
        case .fills:
            return .paints(default: literalPaints(slot.node, field: .fills))
        case .strokePaint:
            return .paint(default: literalPaints(slot.node, field: .strokePaint).last ?? .color(ColorValue(red: 0, green: 0, blue: 0, opacity: 0)))
        case .cornerRadius:
            return .number(default: rounded(InterfaceBuilder.uniformRadius(node) ?? 0))
        case .shadows:
            return .shadows(default: literalShadows(slot.node))
        case .styledText:
            return .styledText
        case .textCase:
            return .textCase(default: Self.textCaseValue(node.style?.textCase))
        case .swap:
            // The default is the component's own nested instance, as a call with literal arguments.
            let saved = bound
            bound = [:]
            defer { bound = saved }
            var literalScope = Scope()
            return .view(default: instanceCall(slot.node, depth: 0, scope: &literalScope))
        case .property(let key):
            guard let nested = node.componentID.flatMap({ symbols.target(forComponentID: $0) }),
                  let definition = plans[nested.entry].definitions[key],
                  let type = propertyType(key: key, definition, entry: nested.entry) else { return nil }
            let value = node.componentProperties[key]?.value ?? definition.defaultValue
            switch type {
            case .text: return .text(default: value.text)
            case .bool: return .bool(default: value.bool)
            case .view:
                guard let target = symbols.target(forComponentID: value.text) else { return .view(default: nil) }
                if let cycle = closedCycle(target.entry) {
                    report(.warning, .recursiveInstance, "default of '\(member(slot, entry: entry))' left out: \(cycleText(cycle)); it shows nothing by default", slot.node)
                    return .view(default: nil)
                }
                return .view(default: InstanceCall(typeName: target.typeName))
            case .variant(let enumName, _):
                let variantEnum = plans[nested.entry].enums.first { $0.name == enumName }
                let cases = variantEnum?.cases ?? []
                let defaultCase = cases.first { $0.value == value.text }?.member ?? cases.first?.member ?? "unnamed"
                return .variant(enumName: variantEnum?.topLevelName ?? nested.typeName + "." + enumName, defaultCase: defaultCase)
            default: return nil
            }
        }
    }

    /// A layer's fill or stroke as one colour (or clear), without the parameter that may replace it.
    mutating func literalPaint(_ index: NodeIndex, field: OverrideField) -> PaintValue {
        literalPaints(index, field: field).last ?? .color(ColorValue(red: 0, green: 0, blue: 0, opacity: 0))
    }

    /// A layer's fills (`fill`, `fills`) or strokes, bottom to top, without the parameter that may replace them.
    mutating func literalPaints(_ index: NodeIndex, field: OverrideField) -> [PaintValue] {
        let saved = bound
        bound = [:]
        defer { bound = saved }
        let node = file.nodes[index]
        let isFill = field == .fill || field == .fills
        return paints(isFill ? node.fills : node.strokes, index, role: isFill ? "fill" : "stroke")
    }

    /// A text's font and line box as lowering gives its own text (`lowerText`): its text style's token, or the font
    /// fields (a font size bound to a variable keeps its token), without the parameter that may replace them. An
    /// "Auto" line height, which the code leaves to the font, is stated here as Figma lays its lines out (rounded to
    /// a whole point): the instances' texts of other sizes round differently from the component's.
    mutating func literalFontStyle(_ index: NodeIndex) -> TextStyle {
        let saved = bound
        bound = [:]
        defer { bound = saved }
        let node = file.nodes[index]
        let plain = textStyle(node.style ?? TypeStyle(), fills: nil, index)
        var fields = TextStyle()
        fields.fontFamily = plain.fontFamily
        fields.fontSize = plain.fontSize
        fields.fontWeight = plain.fontWeight
        fields.italic = plain.italic
        fields.tracking = plain.tracking
        fields.lineHeight = plain.lineHeight
        fields.naturalLineHeight = plain.naturalLineHeight
        var style = tokenizedTextStyle(fields, index)
        if style.token == nil, let size = style.fontSize, let variable = node.boundVariables["fontSize"]?.first {
            style.fontSizeToken = dimensionToken(variable, value: size)
        }
        // An Auto line height is stated as Figma lays the font's lines out: what its one-line texts measure (its
        // `lineHeightPx` can be a point short of that), else `lineHeightPx` rounded.
        if style.token == nil, style.lineHeight == nil, let typeStyle = node.style,
           let lineBox = fontLineHeights.autoLine(typeStyle) ?? FontLineHeights.lineBox(typeStyle) {
            style.lineHeight = rounded(lineBox)
            style.naturalLineHeight = fontLineHeights.natural(typeStyle).map(rounded)
        }
        return style
    }

    /// The case the code gives a text (nil: as written; title case and small caps are not parameters).
    static func textCaseValue(_ textCase: TextCase?) -> TextCaseValue? {
        switch textCase {
        case .upper?: .uppercase
        case .lower?: .lowercase
        default: nil
        }
    }

    /// A layer's drop shadows (its effect style's token, or each shadow), without the parameter that may replace them.
    mutating func literalShadows(_ index: NodeIndex) -> ShadowList {
        let saved = bound
        bound = [:]
        defer { bound = saved }
        let shadows = dropShadows(index, notingSpread: false)
        return ShadowList(token: effectToken(for: shadows, index), shadows: shadows)
    }

    /// The cycle that a use of `target` in the declaration being lowered would close (`InstanceCycles`): the use
    /// is left out.
    func closedCycle(_ target: Int) -> [Int]? {
        currentEntry.flatMap { cycles.cycle(from: $0, to: target) }
    }

    /// Whether `target`'s default showing the component `componentID` was left out to break a cycle: a call that
    /// shows the design's value there passes it (it is built outside the cycle, and the callee shows it).
    func defaultLeftOut(in target: Int, showing componentID: String) -> Bool {
        guard let shown = symbols.target(forComponentID: componentID) else { return false }
        return cycles.cycle(from: target, to: shown.entry) != nil
    }

    /// `Row would build itself through Cell (Row → Cell → Row)`, or `Textarea would build itself (Textarea → Textarea)`.
    func cycleText(_ cycle: [Int]) -> String {
        let names = cycle.map { $0 < 0 ? "…" : symbols.entries[$0].typeName }
        let path = names.joined(separator: " → ")
        return names.count == 2 && cycle[0] == cycle[1] ? "\(names[0]) would build itself (\(path))" : "\(names[0]) would build itself through \(names[1]) (\(path))"
    }

    /// The member of an override parameter, for messages.
    private func member(_ slot: OverrideSlot, entry: Int) -> String {
        plans[entry].overrides[slot] ?? file.nodes[slot.node].name
    }

    /// The node a declaration stands for: its component, set, frame or section — or, for a component from
    /// another library, the instance it is drawn from.
    /// The size the design drew the instance a swap property `key` swaps at in `entry` (its first such layer).
    func swapLayerSize(_ key: String, entry: Int) -> Size2D? {
        InterfaceBuilder.subtree(ownerNode(entry), in: file).first { file.nodes[$0].componentPropertyReferences["mainComponent"] == key }.map(designSize)
    }

    func ownerNode(_ entry: Int) -> NodeIndex {
        symbols.entries[entry].node ?? symbols.entries[entry].remote!.variants[0].reference
    }

    /// How a node's children are placed: by its auto layout, or freely.
    func childLayout(of index: NodeIndex) -> ParentLayout {
        let node = file.nodes[index]
        switch node.layoutMode {
        case .horizontal: return .flow(.horizontal)
        case .vertical: return .flow(.vertical)
        case .grid: return .grid
        default:
            let box = geometry.frame(forChildrenOf: index)
            return .free(FreeFrame(x: box.x, y: box.y, width: box.width, height: box.height))
        }
    }

    /// The member an overridden field of a layer reads, when the declaration being lowered has one.
    func boundMember(_ index: NodeIndex, _ field: OverrideField) -> String? {
        bound[OverrideSlot(node: index, field: field)]
    }

    // MARK: Reports

    /// Layers placed directly on a page that are neither screens nor components are not generated;
    /// say so rather than drop them silently.
    private mutating func reportPageLevelLayers() {
        for page in file.nodes.indices where file.nodes[page].type == .canvas && symbols.selected[page] {
            for child in file.nodes[page].children where symbols.entry(for: child) == nil {
                let node = file.nodes[child]
                switch node.type {
                case .section, .componentSet, .component, .slice:
                    continue
                case .frame, .group, .instance, .text, .rectangle, .ellipse, .line, .vector, .star, .regularPolygon, .booleanOperation:
                    report(.note, .pageLevelLayer, "\(node.type.rawValue) placed directly on page '\(file.nodes[page].name)' is not a screen; not generated", child)
                default:
                    report(.warning, .unsupportedNode, "unsupported node \(node.type.rawValue) on page '\(file.nodes[page].name)'; skipped", child)
                }
            }
        }
    }

    /// Values the reader skipped (a shape it does not know): one diagnostic per field and problem.
    private mutating func reportToleratedValues() {
        diagnostics += file.tolerated.map(Self.toleratedDiagnostic)
    }

    private static func toleratedDiagnostic(_ value: ToleratedValue) -> Diagnostic {
        let times = value.count == 1 ? "" : " (\(value.count) times, first here)"
        return Diagnostic(.warning, kind: .toleratedValue, "'\(value.field)': \(value.problem)\(times); the value was skipped",
                          path: value.firstPath, nodeID: value.firstNodeID)
    }

    /// Instance overrides no parameter can carry: one diagnostic per kind, with a count, at the first one.
    private mutating func reportUnexpressed(_ unexpressed: UnexpressedOverrides) {
        for kind in unexpressed.order {
            let (count, instance, layer) = unexpressed.counts[kind]!
            let owner = file.nodes[instance].componentID.flatMap { symbols.target(forComponentID: $0) }?.typeName ?? "its component"
            report(.warning, .instanceOverride,
                   "\(count) instance override\(count == 1 ? "" : "s") of \(kind) cannot be expressed as parameters; the component's own value is shown "
                   + "(first: layer '\(file.nodes[layer].name)' of an instance of \(owner))", layer)
        }
    }

    // MARK: Diagnostics

    /// A diagnostic at a layer, or at a value inside it (`location`, after the layer's path: `interactions[0]`).
    mutating func report(_ severity: Diagnostic.Severity, _ kind: Diagnostic.Kind, _ message: String, _ index: NodeIndex,
                         location: [JSONPath.Component] = []) {
        let path = location.isEmpty ? file.path(of: index) : JSONPath(file.path(of: index).components + location)
        diagnostics.append(Diagnostic(severity, kind: kind, message, path: path, nodeID: file.nodes[index].id))
    }

    /// Reports a layer's values outside the design range once per message and declaration: a file whose
    /// coordinates all lie outside it (a broken export, or a hostile one) gives one warning per type with a
    /// count, not one per layer (hundreds of thousands, each held until printed).
    mutating func reportClamped(first: CheckedValue, more: Int, _ index: NodeIndex) {
        let key = OutOfRangeKey(first: first, more: more)
        if let report = outOfRangeReports[key] {
            outOfRangeReports[key] = (report.position, report.count + 1)
            return
        }
        outOfRangeReports[key] = (diagnostics.count, 1)
        report(.warning, .outOfRange, "\(first.rawValue)\(more > 0 ? " and \(more) more values" : "") outside ±\(formatted(Self.designRange)) pt; clamped", index)
    }

    /// Adds to each out-of-range report of the declaration just lowered how many times it was given.
    private mutating func countOutOfRangeReports() {
        for (_, report) in outOfRangeReports where report.count > 1 {
            diagnostics[report.position].message += " (\(report.count) times in this type, first here)"
        }
        outOfRangeReports = [:]
    }

    mutating func use(_ feature: SupportFeature) {
        support.insert(feature)
    }

    /// Adds a frame to a view; one that fills its container on an axis without a maximum uses `.fillContainer`.
    mutating func appendFrame(_ frame: FrameValue, to view: inout ViewNode) {
        if (frame.fillWidth && frame.maxWidth == nil) || (frame.fillHeight && frame.maxHeight == nil) { use(.fillContainer) }
        view.modifiers.append(.frame(frame))
    }
}
