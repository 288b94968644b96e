import Foundation
import FigmaModel

/// Lower stage: turns resolved Figma nodes into the view IR. All policy lives here: which node becomes
/// which view, sizes, alignment, what is approximated, and every diagnostic.
struct Lowering {
    let file: FigmaFile
    let options: GenerationOptions
    var symbols: SymbolTable
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var support: Set<SupportFeature> = []
    private var interfaces: [NodeIndex: Interface] = [:]
    var tokenState = TokenState()

    /// Deeper layer nesting than this inside one type is cut with a diagnostic: such code would not
    /// type-check in reasonable time, and lowering must stay within the stack on any input.
    static let maximumDepth = 48
    /// Lengths and offsets beyond this many points are not a design but an accident or an attack (the
    /// largest Figma canvas is ±65,000 pt wide); they are clamped with a diagnostic (`reportOutOfRange`).
    static let designRange = 10_000_000.0
    /// Subtrees with more views than this are split out into named members.
    static let partThreshold = 24

    init(file: FigmaFile, options: GenerationOptions) {
        self.file = file
        self.options = options
        symbols = SymbolTable(file: file, options: options)
    }

    /// Per-type state while lowering one declaration.
    struct Scope {
        /// Component properties by full Figma key.
        var properties: [String: Property] = [:]
        var members = NameScope.members
        /// Names of generated types: a member must not take one (caseless scripts and `_` names can
        /// collide exactly, and a member would then hide the type inside the struct).
        var typeNames: Set<String> = []

        mutating func claimMember(_ base: String) -> String {
            members.claim(base, avoiding: typeNames)
        }
    }

    /// A component's (or set's) public interface: its properties and variant enums. Computed once per
    /// owner and shared by its declaration and by every instance that calls it, so both agree on names.
    struct Interface {
        var properties: [Property]
        var enums: [VariantEnum]
        var definitions: [String: ComponentPropertyDefinition]
        /// The member scope after the properties were named.
        var scope: Scope
    }

    // MARK: Declarations

    mutating func lowerAll() -> DesignIR {
        var declarations: [Declaration] = []
        var index = 0
        // Remote components are appended to the table while lowering; loop until all are done.
        while index < symbols.entries.count {
            let entry = symbols.entries[index]
            index += 1
            switch entry.kind {
            case .component, .screen:
                declarations.append(lowerSingle(entry))
            case .componentSet:
                declarations.append(lowerSet(entry))
            case .remoteComponent:
                continue
            }
        }
        for entry in symbols.entries where entry.kind == .remoteComponent {
            let remote = entry.remote!
            declarations.append(Declaration(kind: .remoteComponent, typeName: entry.typeName,
                                            source: Source(nodeID: remote.componentID, name: remote.figmaName, path: .root),
                                            page: nil, layerPath: remote.figmaName, componentKey: remote.componentKey))
        }
        reportPageLevelLayers()
        reportToleratedValues()
        let prefix = options.typePrefix ?? ""
        var ir = DesignIR(declarations: declarations, support: support.sorted(),
                          catalogTypeName: symbols.claimSharedType("\(prefix)DesignCatalog"),
                          flowLayoutTypeName: symbols.claimSharedType("\(prefix)FlowLayout"))
        ir.tokens = tokenState.tokens
        if !ir.tokens.isEmpty {
            ir.tokenTypeNames = TokenTypeNames(textStyle: symbols.claimSharedType("\(prefix)TextStyleToken"),
                                               effect: symbols.claimSharedType("\(prefix)EffectToken"),
                                               file: symbols.claimSharedType("\(prefix)DesignTokens"))
        }
        return ir
    }

    private func designSize(_ index: NodeIndex) -> Size2D {
        let size = self.size(index)
        return Size2D(width: rounded(size.width), height: rounded(size.height))
    }

    private func pageName(_ index: NodeIndex) -> String? {
        file.page(of: index).map { file.nodes[$0].name }
    }

    private func componentMetadata(_ index: NodeIndex) -> (key: String?, description: String?) {
        let node = file.nodes[index]
        if node.type == .componentSet, let set = file.componentSets[node.id] {
            return (set.key, set.description.isEmpty ? nil : set.description)
        }
        if let component = file.components[node.id] {
            return (component.key, component.description.isEmpty ? nil : component.description)
        }
        return (nil, nil)
    }

    private mutating func lowerSingle(_ entry: SymbolTable.Entry) -> Declaration {
        let index = entry.node!
        let interface = self.interface(of: index)
        var scope = interface.scope
        let properties = interface.properties
        var body = lowerRoot(index, scope: &scope, isComponent: entry.kind == .component)
        var parts: [Part] = []
        split(&body, into: &parts, scope: &scope)
        let metadata = componentMetadata(index)
        var declaration = Declaration(kind: entry.kind, typeName: entry.typeName, source: nodeSource(index), page: pageName(index),
                                      layerPath: file.layerPath(of: index), componentKey: metadata.key, description: metadata.description,
                                      properties: properties, body: body, parts: parts)
        declaration.designSize = designSize(index)
        return declaration
    }

    private mutating func lowerSet(_ entry: SymbolTable.Entry) -> Declaration {
        let index = entry.node!
        let interface = self.interface(of: index)
        var scope = interface.scope
        let (properties, enums) = (interface.properties, interface.enums)
        var variants: [Variant] = []
        var parts: [Part] = []
        let variantProperties = properties.compactMap { property -> (Property, VariantEnum)? in
            guard case .variant(let enumName, _) = property.type, let variantEnum = enums.first(where: { $0.name == enumName }) else { return nil }
            return (property, variantEnum)
        }
        for child in file.nodes[index].children where file.nodes[child].type == .component {
            let node = file.nodes[child]
            let values = VariantName.parse(node.name)
            var mapped: [(property: String, caseMember: String)] = []
            for (property, variantEnum) in variantProperties {
                let figmaName = VariantProperty.figmaName(property.figmaKey)
                let value = values.first { $0.property == figmaName }?.value
                let caseMember = variantEnum.cases.first { $0.value == value }?.member ?? variantEnum.cases.first?.member ?? "unnamed"
                if value == nil {
                    report(.warning, "variant-name", "variant name does not set '\(figmaName)'; using its first value", child)
                }
                mapped.append((property.member, caseMember))
            }
            var body = lowerRoot(child, scope: &scope, isComponent: true)
            split(&body, into: &parts, scope: &scope)
            let member = scope.claimMember(SwiftName.memberName(node.name))
            var variant = Variant(member: member, source: nodeSource(child), values: mapped, body: body)
            variant.designSize = designSize(child)
            variants.append(variant)
        }
        if variants.isEmpty {
            report(.warning, "empty-component-set", "component set has no variants", index)
        }
        let metadata = componentMetadata(index)
        var declaration = Declaration(kind: .componentSet, typeName: entry.typeName, source: nodeSource(index), page: pageName(index),
                                      layerPath: file.layerPath(of: index), componentKey: metadata.key, description: metadata.description,
                                      properties: properties, enums: enums, variants: variants, parts: parts)
        declaration.designSize = variants.first?.designSize
        return declaration
    }

    // MARK: Properties

    /// Stored properties from `componentPropertyDefinitions`, in the design's order. For older files
    /// without definitions, variant properties are recovered from the variant names.
    mutating func interface(of index: NodeIndex) -> Interface {
        if let cached = interfaces[index] { return cached }
        let allowVariants = file.nodes[index].type == .componentSet
        var scope = Scope()
        scope.typeNames = symbols.typeNames
        var definitions = file.nodes[index].componentPropertyDefinitions.entries
        if definitions.isEmpty, file.nodes[index].type == .componentSet {
            definitions = VariantProperty.recovered(from: file.nodes[index].children.map { file.nodes[$0].name })
        }
        var nestedTypes = NameScope.nestedTypes
        var properties: [Property] = []
        var enums: [VariantEnum] = []
        for (key, definition) in definitions {
            let member = scope.claimMember(SwiftName.memberName(VariantProperty.figmaName(key)))
            let type: Property.ValueType
            switch definition.type {
            case .text:
                type = .text(default: definition.defaultValue.text)
            case .boolean:
                type = .bool(default: definition.defaultValue.bool)
            case .instanceSwap:
                let defaultID = definition.defaultValue.text
                let target = symbols.isLocalComponent(defaultID) ? symbols.target(forComponentID: defaultID) : nil
                type = .view(default: target.map { InstanceCall(typeName: $0.typeName) })
                if target == nil {
                    report(.note, "instance-swap-default", "default of '\(key)' is not a component in this file; the slot shows nothing by default", index)
                }
            case .variant:
                guard allowVariants else {
                    report(.warning, "variant-outside-set", "VARIANT property '\(key)' outside a component set; ignored", index)
                    continue
                }
                // A nested enum must not hide a SwiftUI type inside the struct (`State`, `Color`): those get `Variant`.
                var base = SwiftName.typeName(VariantProperty.figmaName(key))
                if base.hasSuffix("Component"), SwiftName.reservedTypeNameSet.contains(String(base.dropLast("Component".count))) {
                    base = String(base.dropLast("Component".count)) + "Variant"
                }
                let enumName = nestedTypes.claim(base)
                var caseScope = NameScope.enumCases
                var options = definition.variantOptions
                if options.isEmpty { options = [definition.defaultValue.text] }
                let cases = options.map { (member: caseScope.claim(SwiftName.memberName($0)), value: $0) }
                enums.append(VariantEnum(name: enumName, figmaName: VariantProperty.figmaName(key), cases: cases))
                let defaultCase = cases.first { $0.value == definition.defaultValue.text }?.member ?? cases[0].member
                type = .variant(enumName: enumName, defaultCase: defaultCase)
            case .slot:
                report(.warning, "unknown-property-type", "component property '\(key)' is a SLOT; not supported yet", index)
                continue
            case .unknown(let raw):
                report(.warning, "unknown-property-type", "component property '\(key)' has unknown type \(raw); ignored", index)
                continue
            }
            let property = Property(member: member, figmaKey: key, type: type)
            scope.properties[key] = property
            properties.append(property)
        }
        let interface = Interface(properties: properties, enums: enums,
                                  definitions: Dictionary(definitions.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }), scope: scope)
        interfaces[index] = interface
        return interface
    }

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
                    report(.note, "page-level-layer", "\(node.type.rawValue) placed directly on page '\(file.nodes[page].name)' is not a screen; not generated", child)
                default:
                    report(.warning, "unsupported-node", "unsupported node \(node.type.rawValue) on page '\(file.nodes[page].name)'; skipped", child)
                }
            }
        }
    }

    /// Values the reader skipped (a shape it does not know): one diagnostic per field and problem.
    private mutating func reportToleratedValues() {
        for value in file.tolerated {
            let times = value.count == 1 ? "" : " (\(value.count) times, first here)"
            diagnostics.append(Diagnostic(.warning, kind: "tolerated-value", "'\(value.field)': \(value.problem)\(times); the value was skipped",
                                          path: value.firstPath, nodeID: value.firstNodeID))
        }
    }

    // MARK: Diagnostics

    mutating func report(_ severity: Diagnostic.Severity, _ kind: String, _ message: String, _ index: NodeIndex) {
        diagnostics.append(Diagnostic(severity, kind: kind, message, path: file.path(of: index), nodeID: file.nodes[index].id))
    }

    mutating func use(_ feature: SupportFeature) {
        support.insert(feature)
    }
}

extension PropertyValue {
    var text: String {
        switch self {
        case .string(let value), .other(let value): value
        case .bool(let value): value ? "true" : "false"
        }
    }

    var bool: Bool {
        switch self {
        case .bool(let value): value
        case .string(let value), .other(let value): value.lowercased() == "true"
        }
    }
}

/// Component property keys: `Title#12:0` → `Title`; variant keys have no suffix.
enum VariantProperty {
    static func figmaName(_ key: String) -> String {
        guard let hash = key.lastIndex(of: "#") else { return key }
        return String(key[..<hash])
    }

    /// VARIANT definitions recovered from variant names (files from before property definitions).
    static func recovered(from variantNames: [String]) -> [(key: String, value: ComponentPropertyDefinition)] {
        var order: [String] = []
        var values: [String: [String]] = [:]
        for name in variantNames {
            for (property, value) in VariantName.parse(name) {
                if values[property] == nil { order.append(property) }
                if !(values[property]?.contains(value) ?? false) { values[property, default: []].append(value) }
            }
        }
        return order.map { property in
            let options = values[property] ?? []
            return (property, ComponentPropertyDefinition(type: .variant, defaultValue: .string(options.first ?? ""), variantOptions: options))
        }
    }
}
