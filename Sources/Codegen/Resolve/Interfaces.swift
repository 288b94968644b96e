import FigmaModel

/// A field of a layer that an instance can set differently from its component.
enum OverrideField: Hashable, Sendable {
    case characters, visible, fill, stroke, opacity
    /// A text's font, size, weight, italic, tracking and line height (`TextStyleToken` / `TextAttributes`).
    case textStyle
    /// A layer's fills when some instance sets other than one solid colour: the whole list of paints (gradients,
    /// images, several paints). Takes the place of `fill` on the layer.
    case fills
    /// A layer's top stroke paint when some instance sets other than one solid colour. Takes the place of `stroke`.
    case strokePaint
    /// A layer's corner radius (the same on every corner).
    case cornerRadius
    /// A layer's drop shadows (`EffectToken`).
    case shadows
    /// A text's characters in runs of their own styles (Figma's mixed character styles) when an instance styles them
    /// differently: the whole styled text (SwiftUI `Text`, UIKit runs of `TextAttributes`).
    case styledText
    /// A text's case (upper, lower, as written) when an instance sets another.
    case textCase
    /// A nested instance swapped for another component.
    case swap
    /// A component property of a nested instance (forwarded to that component's own property).
    case property(String)

    /// The field as the manifest and messages name it.
    var name: String {
        switch self {
        case .characters: "characters"
        case .visible: "visible"
        case .fill: "fills"
        case .stroke: "strokes"
        case .opacity: "opacity"
        case .textStyle: "style"
        case .fills: "fills"
        case .strokePaint: "strokes"
        case .cornerRadius: "cornerRadius"
        case .shadows: "effects"
        case .styledText: "characterStyleOverrides"
        case .textCase: "textCase"
        case .swap: "mainComponent"
        case .property(let key): "componentProperties." + key
        }
    }
}

/// One overridable field of one layer of a component's reference tree.
struct OverrideSlot: Hashable, Sendable {
    var node: NodeIndex
    var field: OverrideField
}

/// A component type's parameters, decided once in the resolve stage: its component properties, a parameter
/// for every layer field some instance in the file overrides, and a content builder per slot. Member names
/// are claimed here, so a declaration and every call of it agree.
struct InterfacePlan {
    enum Parameter {
        /// A Figma component property (from the definitions, or for a remote component from its instances).
        case componentProperty(key: String, definition: ComponentPropertyDefinition)
        /// A layer field that instances override without a component property.
        case override(OverrideSlot)
        /// A SLOT node bound to a SLOT property: content the caller gives.
        case slot(key: String, node: NodeIndex, genericName: String)
        /// A layer's prototype link: a handler the caller gives (`PrototypePlan`).
        case handler(PrototypePlan.Handler)
    }

    var parameters: [(member: String, parameter: Parameter)] = []
    var enums: [VariantEnum] = []
    var definitions: [String: ComponentPropertyDefinition] = [:]
    /// Member of each override slot (reference node and field).
    var overrides: [OverrideSlot: String] = [:]
    /// Member of each component property, by full Figma key.
    var propertyMembers: [String: String] = [:]
    /// Member scope after the parameters were named.
    var members = NameScope.members

    /// Whether the type is generic (it has slots): its nested enums cannot be named from outside.
    var isGeneric: Bool {
        parameters.contains { if case .slot = $0.parameter { true } else { false } }
    }

    /// The types declared inside the type: its variant enums and its slots' generic parameters.
    var nestedTypeNames: Set<String> {
        var names = Set(enums.map(\.name))
        for (_, parameter) in parameters {
            if case .slot(_, _, let genericName) = parameter { names.insert(genericName) }
        }
        return names
    }
}

/// Override fields figgen does not turn into parameters, counted across the file for one diagnostic per kind.
struct UnexpressedOverrides {
    var counts: [String: (count: Int, firstInstance: NodeIndex, firstLayer: NodeIndex)] = [:]
    var order: [String] = []

    /// Adds the findings of a later run of instances: counts add up, first occurrences stay first.
    mutating func merge(_ later: UnexpressedOverrides) {
        for kind in later.order {
            guard let next = later.counts[kind] else { continue }
            if let existing = counts[kind] {
                counts[kind] = (existing.count + next.count, existing.firstInstance, existing.firstLayer)
            } else {
                counts[kind] = next
                order.append(kind)
            }
        }
    }

    mutating func add(_ kind: String, instance: NodeIndex, layer: NodeIndex) {
        if let existing = counts[kind] {
            counts[kind] = (existing.count + 1, existing.firstInstance, existing.firstLayer)
        } else {
            counts[kind] = (1, instance, layer)
            order.append(kind)
        }
    }
}

/// Walks an instance and the tree it is an instance of (its component, or for a remote component the
/// reference instance) in parallel, layer by layer in the same positions — the instance's subtree mirrors
/// its component's. Iterative: any depth.
enum Correspondence {
    enum Step {
        case descend, skipChildren
    }

    /// Calls `visit` for each pair (reference layer, instance layer), roots first; `mismatch` where the two
    /// have different numbers of children (the instance's structure was changed: not followed further).
    static func walk(instance: NodeIndex, reference: NodeIndex, in file: FigmaFile,
                     visit: (_ reference: NodeIndex, _ instance: NodeIndex) -> Step,
                     mismatch: (_ reference: NodeIndex, _ instance: NodeIndex) -> Void = { _, _ in }) {
        var pending = [(reference, instance)]
        while let (ref, inst) = pending.popLast() {
            guard visit(ref, inst) == .descend else { continue }
            let refChildren = file.nodes[ref].children, instChildren = file.nodes[inst].children
            guard refChildren.count == instChildren.count else {
                mismatch(ref, inst)
                continue
            }
            for (r, i) in zip(refChildren, instChildren).reversed() { pending.append((r, i)) }
        }
    }

    /// Reference layer → instance layer, for every pair the walk reaches.
    static func map(instance: NodeIndex, reference: NodeIndex, in file: FigmaFile) -> [NodeIndex: NodeIndex] {
        var result: [NodeIndex: NodeIndex] = [:]
        walk(instance: instance, reference: reference, in: file) { ref, inst in
            result[ref] = inst
            return file.nodes[ref].type == .slot ? .skipChildren : .descend
        }
        return result
    }
}

/// Builds every owner's `InterfacePlan`: first the component properties of all owners (forwarded
/// properties need their types), then the slots, then the override parameters found by comparing every
/// instance in the selection with its reference tree.
struct InterfaceBuilder {
    let file: FigmaFile
    /// The symbol table, completed here with the top-level names of generic types' variant enums.
    private(set) var symbols: SymbolTable
    private(set) var plans: [InterfacePlan]
    private(set) var unexpressed = UnexpressedOverrides()
    private(set) var notes: [(kind: Diagnostic.Kind, message: String, node: NodeIndex)] = []
    /// What the types' nested names must not take.
    let scopeRule: ScopeRule
    /// What the prototype's interactions become (empty when the selection has none).
    private(set) var prototype = PrototypePlan()

    init(file: FigmaFile, symbols: SymbolTable, typePrefix: String? = nil) {
        self.file = file
        self.symbols = symbols
        scopeRule = ScopeRule(typeNames: symbols.typeNames, typePrefix: typePrefix)
        // Screens too: their split-out parts are members.
        var plan = InterfacePlan()
        plan.members = symbols.memberScope
        plans = Array(repeating: plan, count: symbols.entries.count)
        for entry in symbols.entries.indices where symbols.entries[entry].kind != .screen {
            addComponentProperties(entry)
        }
        for entry in symbols.entries.indices where symbols.entries[entry].kind != .screen {
            addSlots(entry)
        }
        // A top-level enum must not be captured where it is named: no type's nested name may equal it.
        let nestedNames = plans.reduce(into: Set<String>()) { $0.formUnion($1.nestedTypeNames) }
        for entry in plans.indices where plans[entry].isGeneric {
            for position in plans[entry].enums.indices {
                plans[entry].enums[position].topLevelName = self.symbols.claimDerivedType(self.symbols.entries[entry].typeName + plans[entry].enums[position].name,
                                                                                       avoiding: nestedNames)
            }
        }
        findOverrides()
        let linked = PrototypePlanner.linkedNodes(file: file, symbols: self.symbols)
        if !linked.isEmpty {
            var planner = PrototypePlanner(file: file, symbols: self.symbols)
            planner.run(linked: linked)
            // Named after every other parameter, so a design's names do not move when it gains interactions.
            planner.nameHandlers { entry, base in claim(entry, base) }
            prototype = planner.plan
            for (entry, handlers) in prototype.handlers.enumerated() {
                for handler in handlers { plans[entry].parameters.append((handler.member, .handler(handler))) }
            }
            // Flows are claimed after every other type: a design's names do not move when it gains a flow.
            prototype.flows = FlowPlan.flows(plan: prototype, file: file, symbols: self.symbols).map { flow in
                var flow = flow
                flow.typeName = self.symbols.claimDerivedType(flow.baseTypeName(file: file, symbols: self.symbols, prefix: self.symbols.typePrefix))
                return flow
            }
        }
    }

    // MARK: Component properties

    /// The reference trees of an owner: its COMPONENT (or each variant), or for a remote owner the first
    /// instance of each of its components.
    func references(of entry: Int) -> [NodeIndex] {
        Self.references(of: entry, symbols: symbols, file: file)
    }

    static func references(of entry: Int, symbols: SymbolTable, file: FigmaFile) -> [NodeIndex] {
        let owner = symbols.entries[entry]
        if let remote = owner.remote { return remote.variants.map(\.reference) }
        guard let node = owner.node else { return [] }
        if file.nodes[node].type == .componentSet {
            return file.nodes[node].children.filter { file.nodes[$0].type == .component }
        }
        return [node]
    }

    /// A member of `entry`'s type: never a generated type's name nor one of its own nested types' (`ScopeRule`).
    private mutating func claim(_ entry: Int, _ base: String) -> String {
        let (typeNames, nestedTypeNames) = (symbols.typeNames, plans[entry].nestedTypeNames)
        return plans[entry].members.claim(base) { typeNames.contains($0) || nestedTypeNames.contains($0) }
    }

    /// A type nested in `entry`'s type, by the scope rule.
    private mutating func claimNestedType(_ entry: Int, _ figmaName: String, suffix: String, in scope: inout NameScope) -> String {
        scopeRule.nestedTypeName(figmaName, suffix: suffix, enclosingType: symbols.entries[entry].typeName,
                                 members: Set(plans[entry].members.claimed), scope: &scope)
    }

    private mutating func addComponentProperties(_ entry: Int) {
        let owner = symbols.entries[entry]
        var definitions: [(key: String, value: ComponentPropertyDefinition)]
        if owner.remote != nil {
            definitions = remoteDefinitions(entry)
        } else if let node = owner.node {
            definitions = file.nodes[node].componentPropertyDefinitions.entries
            if definitions.isEmpty, file.nodes[node].type == .componentSet {
                definitions = VariantProperty.recovered(from: file.nodes[node].children.map { file.nodes[$0].name })
            }
        } else {
            definitions = []
        }
        let isSet = owner.kind == .componentSet
        var nestedTypes = NameScope.nestedTypes
        for (key, definition) in definitions {
            switch definition.type {
            case .slot:
                continue  // slots are added with their SLOT node (`addSlots`)
            case .variant where !isSet:
                notes.append((.variantOutsideSet, "VARIANT property '\(key)' outside a component set; ignored", owner.node ?? references(of: entry)[0]))
                continue
            case .unknown(let value):
                notes.append((.unknownPropertyType, "component property '\(key)' has unknown type \(value.raw); ignored", owner.node ?? references(of: entry)[0]))
                continue
            default:
                break
            }
            if case .variant = definition.type {
                // A nested enum must not hide a type its struct's code may name (`State`, `Icon`): those get `Variant`.
                let enumName = claimNestedType(entry, VariantProperty.figmaName(key), suffix: ScopeRule.variantSuffix, in: &nestedTypes)
                var caseScope = NameScope.enumCases
                var options = definition.variantOptions
                if options.isEmpty { options = [definition.defaultValue.text] }
                let cases = options.map { (member: caseScope.claim(SwiftName.memberName($0)), value: $0) }
                plans[entry].enums.append(VariantEnum(name: enumName, figmaName: VariantProperty.figmaName(key), cases: cases))
            }
            let member = claim(entry, SwiftName.memberName(VariantProperty.figmaName(key)))
            plans[entry].parameters.append((member, .componentProperty(key: key, definition: definition)))
            plans[entry].definitions[key] = definition
            plans[entry].propertyMembers[key] = member
        }
    }

    /// A remote component's properties, from its instances' `componentProperties` in document order:
    /// the reference instance's value is the default; VARIANT options are the values seen (or, without
    /// property values, the variant names of the components seen).
    private func remoteDefinitions(_ entry: Int) -> [(key: String, value: ComponentPropertyDefinition)] {
        guard let remote = symbols.entries[entry].remote else { return [] }
        let componentIDs = Set(remote.variants.map(\.componentID))
        var order: [String] = []
        var definitions: [String: ComponentPropertyDefinition] = [:]
        let reference = remote.variants[0].reference
        for instance in [reference] + symbols.instances where instance == reference || componentIDs.contains(file.nodes[instance].componentID ?? "") {
            for (key, property) in file.nodes[instance].componentProperties.entries {
                if var existing = definitions[key] {
                    if property.type == .variant, !existing.variantOptions.contains(property.value.text) {
                        existing.variantOptions.append(property.value.text)
                        definitions[key] = existing
                    }
                    continue
                }
                order.append(key)
                definitions[key] = ComponentPropertyDefinition(type: property.type, defaultValue: property.value,
                                                               variantOptions: property.type == .variant ? [property.value.text] : [])
            }
        }
        var result = order.map { (key: $0, value: definitions[$0]!) }
        if remote.isSet, !result.contains(where: { $0.value.type == .variant }) {
            let names = remote.variants.map { file.components[$0.componentID]?.name ?? "" }
            result = VariantProperty.recovered(from: names) + result
        }
        return result
    }

    // MARK: Slots

    /// SLOT nodes bound to a SLOT property (`componentPropertyReferences.slotContentId`), in the first
    /// reference that has them: one content builder each, named after the property.
    private mutating func addSlots(_ entry: Int) {
        var seen = Set<String>()
        var genericNames = NameScope.nestedTypes
        for name in plans[entry].enums.map(\.name) { _ = genericNames.claim(name) }
        for reference in references(of: entry) {
            for node in subtree(reference) where file.nodes[node].type == .slot {
                guard let key = file.nodes[node].componentPropertyReferences["slotContentId"], seen.insert(key).inserted else { continue }
                let base = VariantProperty.figmaName(key)
                let member = claim(entry, SwiftName.memberName(base))
                let genericName = claimNestedType(entry, base, suffix: ScopeRule.contentSuffix, in: &genericNames)
                plans[entry].parameters.append((member, .slot(key: key, node: node, genericName: genericName)))
                plans[entry].propertyMembers[key] = member
            }
        }
    }

    /// A node and its descendants in document order (the arena is pre-ordered: a subtree is contiguous and
    /// ends with its last child's last child's …).
    func subtree(_ root: NodeIndex) -> ClosedRange<NodeIndex> {
        Self.subtree(root, in: file)
    }

    static func subtree(_ root: NodeIndex, in file: FigmaFile) -> ClosedRange<NodeIndex> {
        var last = root
        while let child = file.nodes[last].children.last { last = child }
        return root...last
    }

    // MARK: Overrides

    /// Compares every instance in the selection with its reference tree; each layer field that differs
    /// (and that no component property covers) becomes a parameter of the component, named after the layer.
    private mutating func findOverrides() {
        // Instances compare independently with their references: contiguous runs of them are compared on
        // all cores, and the runs' findings merged in run order (sets are unordered; the first unexpressed
        // override of each kind stays the first in document order), so the result is the same on any machine.
        let instances = symbols.instances
        let runLength = max(64, (instances.count + 7) / 8)
        let runs = ParallelMap.map(Array(stride(from: 0, to: instances.count, by: runLength))) { [self] start in
            var found: [Int: Set<OverrideSlot>] = [:]
            var unexpressed = UnexpressedOverrides()
            for instance in instances[start..<min(start + runLength, instances.count)] {
                guard let componentID = file.nodes[instance].componentID, let target = symbols.target(forComponentID: componentID) else { continue }
                if instance == target.reference { continue }
                Correspondence.walk(instance: instance, reference: target.reference, in: file, visit: { ref, inst in
                    compare(ref, inst, rootOf: target.reference, instance: instance, into: &found[target.entry, default: []], unexpressed: &unexpressed)
                }, mismatch: { _, inst in
                    unexpressed.add("layers added or removed", instance: instance, layer: inst)
                })
            }
            return (found, unexpressed)
        }
        var found: [Set<OverrideSlot>] = Array(repeating: [], count: plans.count)
        for (runFound, runUnexpressed) in runs {
            for (entry, slots) in runFound { found[entry].formUnion(slots) }
            unexpressed.merge(runUnexpressed)
        }
        // A layer whose fills some instance sets to other than one colour takes them all as one list of paints (its
        // one-colour overrides too); so does its stroke.
        for entry in found.indices {
            let lists = found[entry].filter { $0.field == .fills || $0.field == .strokePaint }
            guard !lists.isEmpty else { continue }
            found[entry] = found[entry].filter { slot in
                switch slot.field {
                case .fill: !lists.contains(OverrideSlot(node: slot.node, field: .fills))
                case .stroke: !lists.contains(OverrideSlot(node: slot.node, field: .strokePaint))
                default: true
                }
            }
        }
        // A swapped layer is passed whole (the caller's call carries its own overrides): nothing below it,
        // and no property of it, is a parameter of its own.
        for entry in found.indices {
            let swapped = found[entry].filter { $0.field == .swap }.map(\.node)
            guard !swapped.isEmpty else { continue }
            found[entry] = found[entry].filter { slot in
                if case .property = slot.field, swapped.contains(slot.node) { return false }
                return !swapped.contains { $0 != slot.node && subtree($0).contains(slot.node) }
            }
        }
        // Parameters in document order of their layer, then field order: stable when unrelated layers change.
        for entry in plans.indices where !found[entry].isEmpty {
            let ordered = found[entry].sorted { ($0.node, Self.fieldOrder($0.field)) < ($1.node, Self.fieldOrder($1.field)) }
            for slot in ordered {
                let member = claim(entry, overrideName(slot, root: references(of: entry).contains(slot.node)))
                plans[entry].parameters.append((member, .override(slot)))
                plans[entry].overrides[slot] = member
            }
        }
    }

    private static func fieldOrder(_ field: OverrideField) -> String {
        switch field {
        case .swap: "0"
        case .characters: "1"
        case .visible: "2"
        case .fill: "3"
        case .stroke: "4"
        case .opacity: "5"
        case .textStyle: "1s"
        case .fills: "3p"
        case .strokePaint: "4p"
        case .cornerRadius: "5r"
        case .shadows: "5s"
        case .styledText: "1r"
        case .textCase: "1t"
        case .property(let key): "6" + key
        }
    }

    /// `price`, `saleIsVisible`, `starColor`, `iconOpacity`, `buttonLabel`; the root's fill is `backgroundColor`.
    private func overrideName(_ slot: OverrideSlot, root: Bool) -> String {
        let layer = SwiftName.memberName(file.nodes[slot.node].name)
        switch slot.field {
        case .characters, .swap: return layer
        case .visible: return layer + "IsVisible"
        case .fill: return root ? "backgroundColor" : layer + "Color"
        case .stroke: return root ? "borderColor" : layer + "StrokeColor"
        case .opacity: return layer + "Opacity"
        case .textStyle: return layer + "Style"
        case .fills: return root ? "background" : layer + "Fill"
        case .strokePaint: return root ? "border" : layer + "Stroke"
        case .cornerRadius: return root ? "cornerRadius" : layer + "CornerRadius"
        case .shadows: return root ? "shadows" : layer + "Shadows"
        case .styledText: return layer + "StyledText"
        case .textCase: return layer + "Case"
        case .property(let key): return SwiftName.memberName(file.nodes[slot.node].name + " " + VariantProperty.figmaName(key))
        }
    }

    /// Compares one layer of an instance with the same layer of its reference; records overridden fields.
    private func compare(_ ref: NodeIndex, _ inst: NodeIndex, rootOf reference: NodeIndex, instance: NodeIndex,
                         into found: inout Set<OverrideSlot>, unexpressed: inout UnexpressedOverrides) -> Correspondence.Step {
        let r = file.nodes[ref], i = file.nodes[inst]
        let bound = r.componentPropertyReferences
        let isRoot = ref == reference
        if !isRoot, r.visible != i.visible, bound["visible"] == nil { found.insert(OverrideSlot(node: ref, field: .visible)) }
        if !i.visible { return .skipChildren }  // nothing below a hidden layer shows
        if r.type == .slot { return .skipChildren }  // slot content is the caller's
        if r.type == .text, bound["characters"] == nil, (r.characters ?? "") != (i.characters ?? "") {
            found.insert(OverrideSlot(node: ref, field: .characters))
        }
        comparePaints(r.fills, i.fills, styleChanged: r.styles["fill"] != i.styles["fill"], field: .fill, ref: ref, inst: inst, instance: instance, into: &found, unexpressed: &unexpressed)
        comparePaints(r.strokes, i.strokes, styleChanged: r.styles["stroke"] != i.styles["stroke"], field: .stroke, ref: ref, inst: inst, instance: instance, into: &found, unexpressed: &unexpressed)
        if !isRoot, r.opacity != i.opacity { found.insert(OverrideSlot(node: ref, field: .opacity)) }
        if r.type == .text {
            compareTextStyles(r, i, ref: ref, inst: inst, instance: instance, into: &found, unexpressed: &unexpressed)
            // Runs styled apart from the text (a bold price in a sentence) are the instance's whole styled text, when
            // its characters or their styles are not the component's; up to a number of runs a call can carry.
            if !i.characterStyleOverrides.isEmpty, !i.styleOverrideTable.isEmpty,
               i.characterStyleOverrides != r.characterStyleOverrides || i.styleOverrideTable != r.styleOverrideTable || i.characters != r.characters {
                if Self.styledRuns(i) <= Self.maximumStyledRuns {
                    found.insert(OverrideSlot(node: ref, field: .styledText))
                } else {
                    unexpressed.add("mixed character styles of more than \(Self.maximumStyledRuns) runs", instance: instance, layer: inst)
                }
            }
        }
        compareEffects(r, i, ref: ref, inst: inst, instance: instance, into: &found, unexpressed: &unexpressed)
        let radiusChanged = r.cornerRadius != i.cornerRadius || r.rectangleCornerRadii != i.rectangleCornerRadii
        if Self.drawnFromGeometry(r.type) {
            // A vector is drawn from its geometry (or its render), whose corners its radius rounds: an instance's other
            // shape is its geometry, which no parameter carries.
            if radiusChanged || r.fillGeometry != i.fillGeometry || r.strokeGeometry != i.strokeGeometry {
                unexpressed.add("vector shapes (geometry, corner radius)", instance: instance, layer: inst)
            }
        } else if radiusChanged, r.type != .group {  // a group draws nothing its corners could round
            if Self.drawsOutline(r.type), r.type != .ellipse, Self.uniformRadius(r) != nil, Self.uniformRadius(i) != nil {
                found.insert(OverrideSlot(node: ref, field: .cornerRadius))
            } else {
                unexpressed.add("corner radius", instance: instance, layer: inst)
            }
        }
        if !isRoot, r.layoutMode != i.layoutMode || r.itemSpacing != i.itemSpacing || r.paddingLeft != i.paddingLeft || r.paddingRight != i.paddingRight
            || r.paddingTop != i.paddingTop || r.paddingBottom != i.paddingBottom {
            unexpressed.add("layout", instance: instance, layer: inst)
        }
        if r.type == .instance, !isRoot {
            if r.componentID != i.componentID {
                if bound["mainComponent"] == nil { found.insert(OverrideSlot(node: ref, field: .swap)) }
                return .skipChildren
            }
            // Component properties of a nested instance: forwarded through this component's own parameter.
            let keys = Set(r.componentProperties.entries.map(\.key)).union(i.componentProperties.entries.map(\.key))
            let nested = r.componentID.flatMap { symbols.target(forComponentID: $0) }.map { plans[$0.entry] }
            for key in keys.sorted() where r.componentProperties[key]?.value != i.componentProperties[key]?.value {
                switch nested?.definitions[key]?.type {
                case .text?, .boolean?, .instanceSwap?:
                    found.insert(OverrideSlot(node: ref, field: .property(key)))
                case .variant?:
                    found.insert(OverrideSlot(node: ref, field: .property(key)))
                default:
                    // A slot's content: not forwarded.
                    unexpressed.add("properties of nested instances that cannot be forwarded", instance: instance, layer: inst)
                }
            }
        }
        return .descend
    }

    /// A fill or stroke override is a colour parameter when both sides are one solid colour or none; otherwise, on a
    /// layer whose paints the code draws in its outline (a frame's background, a shape), a parameter of all its
    /// paints (fills) or of its top paint (a stroke). Anything else (the fills of a vector or a text) is counted as
    /// not expressible.
    private func comparePaints(_ ref: [Paint], _ inst: [Paint], styleChanged: Bool, field: OverrideField, ref refNode: NodeIndex,
                               inst instNode: NodeIndex, instance: NodeIndex, into found: inout Set<OverrideSlot>, unexpressed: inout UnexpressedOverrides) {
        guard ref != inst || styleChanged else { return }
        if Self.isSolidOrNone(ref), Self.isSolidOrNone(inst) {
            found.insert(OverrideSlot(node: refNode, field: field))
        } else if Self.drawsOutline(file.nodes[refNode].type), Self.fitsParameter(ref), Self.fitsParameter(inst) {
            found.insert(OverrideSlot(node: refNode, field: field == .fill ? .fills : .strokePaint))
        } else if Self.drawsOutline(file.nodes[refNode].type) {
            unexpressed.add(field == .fill ? "fills of more than \(Self.maximumListed) paints" : "strokes of more than \(Self.maximumListed) paints",
                            instance: instance, layer: instNode)
        } else {
            unexpressed.add(field == .fill ? "fills other than one solid colour" : "strokes other than one solid colour", instance: instance, layer: instNode)
        }
    }

    /// A text case the code can give a text: `.original` for as written (none set), nil for one it cannot (title case,
    /// small caps).
    static func textCase(_ textCase: TextCase?) -> TextCase? {
        switch textCase {
        case nil, .original?: .original
        case .upper?: .upper
        case .lower?: .lower
        default: nil
        }
    }

    /// The most runs of its own styles an instance's text may pass as its styled text: a call carries them all.
    static let maximumStyledRuns = 64

    /// How many runs of one style a text's `characterStyleOverrides` make (at most `maximumStyledRuns` + 1: the
    /// count stops there).
    static func styledRuns(_ node: Node) -> Int {
        let styles = node.characterStyleOverrides
        let length = node.characters?.utf16.count ?? styles.count
        var runs = 0
        var previous: Int?
        for position in 0..<min(styles.count, length) where styles[position] != previous {
            runs += 1
            previous = styles[position]
            if runs > maximumStyledRuns { return runs }
        }
        if length > styles.count, previous != 0 { runs += 1 }  // the rest is in the base style
        return runs
    }

    /// Layers whose fills, stroke and corners the code draws in their outline: frames (a background), rectangles and
    /// ellipses (a shape). Vectors are drawn from their geometry, texts in their colour, lines as their stroke.
    static func drawsOutline(_ type: NodeType) -> Bool {
        switch type {
        case .frame, .component, .componentSet, .instance, .rectangle, .ellipse, .section: true
        default: false
        }
    }

    /// Layers the code draws from their geometry (`fillGeometry`, `strokeGeometry`), or from their render.
    static func drawnFromGeometry(_ type: NodeType) -> Bool {
        switch type {
        case .vector, .star, .regularPolygon, .booleanOperation: true
        default: false
        }
    }

    /// A layer's corner radius when it is the same on every corner.
    static func uniformRadius(_ node: Node) -> Double? {
        if let radii = node.rectangleCornerRadii, radii.count == 4 {
            return Set(radii).count == 1 ? radii[0] : nil
        }
        return node.cornerRadius
    }

    /// The fields of a text's style that its font and line box are made of (`TextStyleToken`, `TextAttributes`).
    struct FontFields: Equatable {
        var family: String?, size: Double?, weight: Double?, italic: Bool?, letterSpacing: Double?
        var lineHeightPx: Double?, lineHeightUnit: LineHeightUnit?, lineHeightPercent: Double?, lineHeightPercentFontSize: Double?

        init(_ style: TypeStyle?) {
            family = style?.fontFamily
            size = style?.fontSize
            weight = style?.fontWeight
            italic = style?.italic
            letterSpacing = style?.letterSpacing
            lineHeightPx = style?.lineHeightPx
            lineHeightUnit = style?.lineHeightUnit
            lineHeightPercent = style?.lineHeightPercent
            lineHeightPercentFontSize = style?.lineHeightPercentFontSize
        }
    }

    /// A text's font and line box (or text style) set by an instance are a parameter; the other fields of its style
    /// that the code draws are counted by kind.
    private func compareTextStyles(_ r: Node, _ i: Node, ref: NodeIndex, inst: NodeIndex, instance: NodeIndex,
                                   into found: inout Set<OverrideSlot>, unexpressed: inout UnexpressedOverrides) {
        guard r.style != i.style || r.styles["text"] != i.styles["text"] else { return }
        if FontFields(r.style) != FontFields(i.style) || r.styles["text"] != i.styles["text"] {
            found.insert(OverrideSlot(node: ref, field: .textStyle))
        }
        let a = r.style ?? TypeStyle(), b = i.style ?? TypeStyle()
        if Self.textCase(a.textCase) != Self.textCase(b.textCase) {
            // Upper, lower and as written are a parameter; title case and small caps are drawn as written (a note says so).
            if Self.textCase(a.textCase) != nil, Self.textCase(b.textCase) != nil {
                found.insert(OverrideSlot(node: ref, field: .textCase))
            } else {
                unexpressed.add("text case", instance: instance, layer: inst)
            }
        }
        if a.textDecoration != b.textDecoration { unexpressed.add("text decoration", instance: instance, layer: inst) }
        // A text that hugs its one paragraph shows no horizontal alignment, one as tall as its lines no vertical one, one
        // paragraph no paragraph spacing: an instance changing them changes nothing drawn.
        let paragraphs = FontLineHeights.paragraphCount(i.characters)
        let hugsOneParagraph = b.textAutoResize == .widthAndHeight && paragraphs == 1
        if a.textAlignHorizontal != b.textAlignHorizontal && !hugsOneParagraph || a.textAlignVertical != b.textAlignVertical && b.textAutoResize != .widthAndHeight && b.textAutoResize != .height {
            unexpressed.add("text alignment", instance: instance, layer: inst)
        }
        if a.paragraphSpacing != b.paragraphSpacing && paragraphs > 1 || a.paragraphIndent != b.paragraphIndent {
            unexpressed.add("paragraph spacing", instance: instance, layer: inst)
        }
        if a.textAutoResize != b.textAutoResize || a.textTruncation != b.textTruncation || a.maxLines != b.maxLines {
            unexpressed.add("text resizing and truncation", instance: instance, layer: inst)
        }
    }

    /// Drop shadows an instance sets are a parameter when its other effects (inner shadows, blurs) are the
    /// component's; otherwise the effects are counted as not expressible.
    private func compareEffects(_ r: Node, _ i: Node, ref: NodeIndex, inst: NodeIndex, instance: NodeIndex,
                                into found: inout Set<OverrideSlot>, unexpressed: inout UnexpressedOverrides) {
        guard r.effects != i.effects || r.styles["effect"] != i.styles["effect"] else { return }
        func others(_ node: Node) -> [Effect] { node.effects.filter { $0.visible && $0.type != .dropShadow } }
        func shadows(_ node: Node) -> [Effect] { node.effects.filter { $0.visible && $0.type == .dropShadow } }
        if others(r) == others(i) {
            guard shadows(r) != shadows(i) || r.styles["effect"] != i.styles["effect"] else { return }
            if shadows(r).count <= Self.maximumListed, shadows(i).count <= Self.maximumListed {
                found.insert(OverrideSlot(node: ref, field: .shadows))
            } else {
                unexpressed.add("drop shadows of more than \(Self.maximumListed)", instance: instance, layer: inst)
            }
        } else {
            unexpressed.add("effects", instance: instance, layer: inst)
        }
    }

    /// The most paints or shadows a parameter's value lists: a call writes them on one line.
    static let maximumListed = 32

    /// Whether a layer's visible paints fit a parameter's value (`maximumListed`).
    static func fitsParameter(_ paints: [Paint]) -> Bool {
        paints.lazy.filter(\.visible).count <= maximumListed
    }

    static func isSolidOrNone(_ paints: [Paint]) -> Bool {
        let visible = paints.filter(\.visible)
        return visible.isEmpty || (visible.count == 1 && visible[0].type == .solid && visible[0].color != nil)
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
