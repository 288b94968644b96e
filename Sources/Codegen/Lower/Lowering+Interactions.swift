import FigmaModel

/// How many prototype links the selection has, and what became of them: what the code expresses plus what is
/// reported is every link (`figgen generate` prints the reports; the corpus test prints the counts).
struct InteractionSummary: Equatable, Sendable {
    var total = 0
    var expressed = 0
    /// Reported links by reason, in document order of the first.
    var reported: [(reason: String, count: Int)] = []

    var reportedCount: Int { reported.reduce(0) { $0 + $1.count } }

    static func == (lhs: InteractionSummary, rhs: InteractionSummary) -> Bool {
        lhs.total == rhs.total && lhs.expressed == rhs.expressed && lhs.reported.elementsEqual(rhs.reported) { $0 == $1 }
    }
}

extension Lowering {
    /// What the prototype plan could not express, once per kind, with a count and the first link's JSON path.
    mutating func reportInteractions() {
        for entry in prototype.reports() {
            let plural = entry.count == 1 ? "" : "s"
            let first = file.nodes[entry.node].name
            report(entry.kind.isNote ? .note : .warning, .interaction, "\(entry.count) prototype interaction\(plural) not generated: \(entry.kind.reason) (first: layer '\(UntrustedText.singleLine(first))')",
                   entry.node, location: entry.location)
        }
    }

    /// The counts of the prototype's links.
    var interactionSummary: InteractionSummary {
        InteractionSummary(total: prototype.total, expressed: prototype.expressed,
                           reported: prototype.reports().map { ($0.kind.reason, $0.count) })
    }
}

/// A handler of the declaration being lowered: the layer it is on, and when it fires.
struct HandlerBinding: Hashable {
    var layer: NodeIndex
    var event: PrototypePlan.HandlerEvent
}

extension Lowering {
    /// Whether the design has prototype links at all (else nothing here runs: its output is as it always was).
    var hasPrototype: Bool { !prototype.links.isEmpty }

    /// The handlers of a declaration (nil: none), by layer and by member.
    mutating func bindHandlers(_ entry: Int?) {
        handlerBindings = [:]
        currentHandlers = [:]
        scrollMember = nil
        guard let entry, hasPrototype else { return }
        for handler in prototype.handlers[entry] {
            currentHandlers[handler.member] = handler
            for layer in handler.layers { handlerBindings[HandlerBinding(layer: layer, event: handler.event)] = handler.member }
        }
    }

    /// A handler parameter: named after its layer, called with nothing.
    func handlerProperty(_ handler: PrototypePlan.Handler) -> Property {
        let layer = file.nodes[handler.layers[0]]
        return Property(member: handler.member, origin: .interaction(layerID: layer.id, layerName: layer.name, event: handler.event == .tap ? "tap" : "timeout"),
                        type: .handler(.action), layer: nodeSource(handler.layers[0]))
    }

    /// What the type does when a handler of its fires (called by its button, or passed to an instance): a screen
    /// first scrolls where its link says, then the handler is called.
    func handlerCall(_ member: String) -> ActionCall {
        var call = ActionCall(handlers: [member])
        if let scrollMember, let entry = currentEntry, let destinations = prototype.scrolling[entry] {
            for link in currentHandlers[member]?.links ?? [] {
                if case .scrollTo(let id) = link.effect, destinations.contains(id) {
                    call.scroll = ScrollStep(member: scrollMember, nodeID: id)
                    break
                }
            }
        }
        return call
    }

    /// The prototype's part of a layer's view: a button for its tap handler, a timer for its delayed one, the
    /// anchor a scroll-to goes to, and for an instance the links of its own that its handler arguments pass on
    /// (recorded for the manifest).
    mutating func applyPrototype(_ view: inout ViewNode, _ index: NodeIndex) {
        if case .instance = view.content {
            if let links = prototype.instanceLinks[index] {
                view.modifiers.append(.interaction(links.map { fact($0.link, in: $0.layer == index ? nil : $0.layer) }))
            }
        } else {
            // A variant's own frame in an interactive set that is a button: the set's body is the button.
            let member = variantRootsAsButton.contains(index) ? nil : handlerBindings[HandlerBinding(layer: index, event: .tap)]
            let change = variantTaps[index]
            if member != nil || change != nil {
                var call = member.map(handlerCall) ?? ActionCall()
                call.change = change?.values
                let facts = (change.map { [fact($0.link, in: nil)] } ?? []) + (member != nil ? ownFacts(index, tap: true) : [])
                view.modifiers.append(.button(ButtonAction(label: buttonLabel(&view, index), call: call, facts: facts)))
                use(.interaction)
            }
            if let member = handlerBindings[HandlerBinding(layer: index, event: .timeout)] {
                view.modifiers.append(.timer(seconds: rounded(currentHandlers[member]?.seconds ?? 0), handlerCall(member), facts: ownFacts(index, tap: false)))
                use(.interaction)
            }
        }
        if let entry = currentEntry, symbols.entries[entry].kind == .screen, let id = prototype.scrollAnchors[index],
           prototype.scrolling[entry]?.contains(id) == true {
            view.modifiers.append(.scrollAnchor(id))
            use(.interaction)
        }
    }

    /// The links of a layer its handler expresses (a tap's, or a timer's), for the manifest.
    private func ownFacts(_ index: NodeIndex, tap: Bool) -> [InteractionFact] {
        let links = prototype.links[index] ?? []
        let statuses = prototype.statuses[index] ?? []
        return zip(links, statuses).compactMap { link, status in
            let fires: Bool = if case .timeout = link.trigger { !tap } else { tap && link.trigger == .tap }
            // What the handler does: expressed, or kept though the flow cannot follow it.
            guard fires, link.effect.isLink, status == .expressed || status == .reported(.notAScreen) || status == .reported(.scrollElsewhere) else { return nil }
            return fact(link, in: nil)
        }
    }

    /// A link as the manifest records it: `tap` → `navigate 1:5 'Transfer'` (a layer inside an instance: `tap in 'Icon'`).
    func fact(_ link: PrototypeLink, in layer: NodeIndex?) -> InteractionFact {
        var trigger = link.trigger.word
        if let layer { trigger += " in '\(UntrustedText.singleLine(file.nodes[layer].name))'" }
        var action = link.effect.word
        if let id = link.effect.destination {
            action += " " + id
            if let destination = prototype.destinations[id] { action += " '\(UntrustedText.singleLine(file.nodes[destination].name))'" }
        }
        if case .url(let url) = link.effect { action += " " + UntrustedText.singleLine(url) }
        if case .timeout(let seconds) = link.trigger { action += " after \(formatted(rounded(seconds))) s" }
        return InteractionFact(trigger: trigger, action: action)
    }

    /// What VoiceOver reads for a button: its texts (not those of the instances in it, which read their own), joined
    /// with commas; else its layer's name in words — and a note when that name is not a word (`Frame 6`, `Vector`).
    mutating func buttonLabel(_ view: inout ViewNode, _ index: NodeIndex, name given: String? = nil) -> [TextValue] {
        var texts: [[TextValue]] = []
        func collect(_ view: ViewNode) {
            switch view.content {
            case .text(let text): texts.append(text.runs.map(\.value))
            case .instance, .conditional: return
            default: view.forEachChild(collect)
            }
        }
        collect(view)
        if !texts.isEmpty { return Array(texts.joined(separator: [TextValue.literal(", ")])) }
        let name = given ?? file.nodes[index].name
        let words = SwiftName.words(name)
        if words.isEmpty || AssetTable.isFigmaDefaultName(name) {
            let label = words.isEmpty ? "button" : words.joined(separator: " ")
            view.notes.append("icon-only button: VoiceOver reads its layer name '\(label)', which is not a word; name the layer in Figma")
            report(.note, .accessibility, "icon-only button with layer name '\(UntrustedText.singleLine(name))', which is not a word: VoiceOver reads '\(label)'; name the layer in Figma", index)
            return [.literal(label)]
        }
        return [.literal(words.joined(separator: " "))]
    }
}

// MARK: Interactive component sets

extension Lowering {
    /// Before an interactive set's variants are lowered: the layers inside a variant whose tap changes the variant
    /// (buttons that change it), and the variants' own frames when they are the set's button (a tap or press on them,
    /// or a tap handler), which the set's body then takes.
    mutating func prepareVariantTaps(_ entry: Int, values: [[String]]) {
        variantTaps = [:]
        variantRootsAsButton = []
        let roots = Set(InterfaceBuilder.references(of: entry, symbols: symbols, file: file))
        var rootIsButton = prototype.handlers[entry].contains { $0.event == .tap && $0.layers.contains(where: roots.contains) }
        for transition in prototype.transitions[entry] {
            switch transition.trigger {
            // Two variants with the same values (the planner drops a change to the variant itself): no step.
            case _ where values[transition.from] == values[transition.to]:
                continue
            case .tap where !roots.contains(transition.layer):
                if variantTaps[transition.layer] == nil { variantTaps[transition.layer] = (values[transition.to], transition.link) }
            case .tap, .press:
                rootIsButton = true
            default:
                break
            }
        }
        if rootIsButton { variantRootsAsButton = roots }
    }

    /// An interactive set's states: the rules of its variants' transitions by trigger, the variant properties it
    /// changes itself (each reported by an `on<Property>Change` handler), its button's label, and the links each
    /// variant's frame expresses (recorded on it for the manifest).
    mutating func variantBehaviour(_ entry: Int, variants: [Variant], roots: [NodeIndex], views: inout DeclarationViews, properties: inout [Property],
                                   scope: inout Scope) -> VariantBehaviour {
        let selectors = variants[0].values.map(\.property)
        let enumNames = selectors.map { selector in
            properties.first { $0.member == selector }.flatMap { property -> String? in
                if case .variant(let enumName, _) = property.type { enumName } else { nil }
            } ?? ""
        }
        let combinations = enumNames.reduce(1) { count, enumName in
            count * max(1, plans[entry].enums.first { $0.name == enumName }?.cases.count ?? 1)
        }
        func values(_ index: Int) -> [String] { variants[index].values.map(\.caseMember) }
        var behaviour = VariantBehaviour(selectors: selectors, enumNames: enumNames, combinations: combinations, changes: [])
        let rootSet = Set(roots)
        var changed = Set<Int>()
        var facts: [Int: [InteractionFact]] = [:]
        var taps: [VariantBehaviour.Rule] = []
        for transition in prototype.transitions[entry] {
            let rule = VariantBehaviour.Rule(from: values(transition.from), to: values(transition.to))
            // A rule that changes no value would call a `change` that only a rule changing one has (no step).
            guard rule.from != rule.to else { continue }
            var permanent = true
            switch transition.trigger {
            case .press:
                behaviour.press.append(rule)
                permanent = false
            case .hover:
                behaviour.hover.append(rule)
                permanent = false
            case .tap:
                if rootSet.contains(transition.layer) { taps.append(rule) }
            case .pointerEnter: behaviour.pointerEnter.append(rule)
            case .pointerLeave: behaviour.pointerLeave.append(rule)
            case .timeout(let seconds): behaviour.timers.append((rule, rounded(seconds)))
            case .unsupported: continue
            }
            if permanent {
                for position in selectors.indices where rule.from[position] != rule.to[position] { changed.insert(position) }
            }
            if rootSet.contains(transition.layer) { facts[transition.from, default: []].append(fact(transition.link, in: nil)) }
        }
        behaviour.press = Self.firstRules(behaviour.press)
        behaviour.hover = Self.firstRules(behaviour.hover)
        behaviour.pointerEnter = Self.firstRules(behaviour.pointerEnter)
        behaviour.pointerLeave = Self.firstRules(behaviour.pointerLeave)
        var timed = Set<[String]>()
        behaviour.timers = behaviour.timers.filter { timed.insert($0.rule.from).inserted }
        behaviour.tap = Self.tapRules(Self.firstRules(taps), variants: variants.indices.map(values), hover: behaviour.hover, press: behaviour.press)
        for position in changed.sorted() {
            guard let property = properties.first(where: { $0.member == selectors[position] }) else { continue }
            let name = SwiftName.core(VariantProperty.figmaName(property.figmaKey), lowerFirstWord: false)
            let report = scope.claimMember("on" + name + "Change")
            properties.append(Property(member: report, origin: .variantChange(key: property.figmaKey), type: .handler(.change(enumName: enumNames[position]))))
            behaviour.changes.append(VariantBehaviour.Change(property: selectors[position], position: position, enumName: enumNames[position], report: report,
                                                             state: scope.claimMember("changed" + name)))
        }
        var members = VariantBehaviour.Members()
        for path in [\VariantBehaviour.Members.resting, \.shown, \.look, \.tap, \.change, \.advance, \.pointer, \.hovering, \.pressed, \.control, \.advancing] {
            members[keyPath: path] = scope.claimMember(members[keyPath: path])
        }
        behaviour.members = members
        behaviour.tapHandler = prototype.handlers[entry].first { $0.event == .tap && $0.layers.contains(where: rootSet.contains) }?.member
        // The button that follows the finger, the control that follows the pointer (`DesignInteraction`).
        if behaviour.isButton || behaviour.followsPointer { use(.interaction) }
        for (position, variantFacts) in facts.sorted(by: { $0.key < $1.key }) where position < views.variants.count {
            views.variants[position].modifiers.append(.interaction(variantFacts))
        }
        if behaviour.isButton {
            // VoiceOver reads the variant shown by default: the one with the properties' default values.
            let defaults = selectors.map { selector in
                properties.first { $0.member == selector }.flatMap { property -> String? in
                    if case .variant(_, let defaultCase) = property.type { defaultCase } else { nil }
                } ?? ""
            }
            let position = variants.indices.first { values($0) == defaults } ?? 0
            // Without texts, the set's name (a variant's, `State=Off`, names a look, not the control).
            let name = symbols.entries[entry].remote?.figmaName ?? symbols.entries[entry].node.map { file.nodes[$0].name }
            behaviour.label = buttonLabel(&views.variants[position], roots[position], name: name)
        }
        return behaviour
    }

    /// The first rule from each variant (a variant has one look per trigger).
    static func firstRules(_ rules: [VariantBehaviour.Rule]) -> [VariantBehaviour.Rule] {
        var seen = Set<[String]>()
        return rules.filter { seen.insert($0.from).inserted }
    }

    /// What a tap does from each variant at rest. A finger does not hover: a tap on a variant that has no tap of its
    /// own does what a tap does on its hovered or pressed look (designers often wire the click on those).
    static func tapRules(_ taps: [VariantBehaviour.Rule], variants: [[String]], hover: [VariantBehaviour.Rule], press: [VariantBehaviour.Rule]) -> [VariantBehaviour.Rule] {
        func target(_ rules: [VariantBehaviour.Rule], _ values: [String]?) -> [String]? {
            values.flatMap { values in rules.first { $0.from == values }?.to }
        }
        var rules: [VariantBehaviour.Rule] = []
        var seen = Set<[String]>()
        for values in variants where seen.insert(values).inserted {
            let hovered = target(hover, values)
            let candidates = [values, hovered, target(press, values), target(press, hovered)].compactMap { $0 }
            if let to = candidates.lazy.compactMap({ target(taps, $0) }).first { rules.append(VariantBehaviour.Rule(from: values, to: to)) }
        }
        return rules
    }
}

// MARK: Flows

extension Lowering {
    /// The prototype's flows (`FlowPlan`), each screen's handlers wired to what its links do in the flow.
    mutating func flows() -> [Flow] {
        let flows = prototype.flows.map { plan -> Flow in
            var cases = NameScope.enumCases
            let caseNames = plan.screens.map { cases.claim(SwiftName.memberName(file.nodes[ownerNode($0)].name)) }
            let positions = Dictionary(plan.screens.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let screens = plan.screens.enumerated().map { position, entry -> FlowScreen in
                let node = ownerNode(entry)
                var wiring: [FlowScreen.Wire] = []
                for handler in prototype.handlers[entry] {
                    let steps = (handler.links ?? []).compactMap { step($0, from: node, positions: positions) }
                    if !steps.isEmpty { wiring.append(FlowScreen.Wire(handler: handler.member, steps: steps)) }
                }
                return FlowScreen(caseName: caseNames[position], typeName: symbols.entries[entry].typeName, source: nodeSource(node),
                                  designSize: designSize(node), wiring: wiring)
            }
            return Flow(typeName: plan.typeName, name: plan.name, page: plan.page.map { file.nodes[$0].name }, screens: screens)
        }
        if !flows.isEmpty { use(.interaction) }
        return flows
    }

    /// What a screen's link does in a flow (nil: nothing the flow does, as a scroll-to the screen does itself).
    private func step(_ link: PrototypeLink, from screen: NodeIndex, positions: [Int: Int]) -> FlowStep? {
        switch link.effect {
        case .navigate(let id), .swap(let id), .overlay(let id):
            guard let destination = prototype.destinations[id], let entry = symbols.entryIndex(for: destination), let target = positions[entry] else { return nil }
            switch link.effect {
            case .navigate: return .push(target)
            case .swap: return .replace(target)
            default: return .present(target, fullScreen: coversScreen(destination, from: screen))
            }
        case .back: return .back
        case .close: return .close
        case .url(let address): return .openURL(address)
        case .scrollTo, .changeTo, .noDestination, .unsupported: return nil
        }
    }

    /// Whether an overlay covers the screen it opens from (a full-screen cover) or is a sheet: by its settings when
    /// the export has them (a click outside does not close it: a cover), else by its size (as large as the screen: a
    /// cover; smaller: a sheet).
    func coversScreen(_ overlay: NodeIndex, from screen: NodeIndex) -> Bool {
        switch file.nodes[overlay].overlayBackgroundInteraction {
        case OverlayBackgroundInteraction.none?: return true
        case .closeOnClickOutside?: return false
        default:
            let overlaySize = size(overlay), screenSize = size(screen)
            return overlaySize.width >= screenSize.width && overlaySize.height >= screenSize.height
        }
    }
}
