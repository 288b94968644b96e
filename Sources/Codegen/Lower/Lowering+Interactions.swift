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
            report(.warning, .interaction, "\(entry.count) prototype interaction\(plural) not generated: \(entry.kind.reason) (first: layer '\(UntrustedText.singleLine(first))')",
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
            if let member = handlerBindings[HandlerBinding(layer: index, event: .tap)] {
                view.modifiers.append(.button(ButtonAction(label: buttonLabel(&view, index), call: handlerCall(member), facts: ownFacts(index, tap: true))))
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
            guard fires, link.effect.isLink, status != .reported(.missingDestination) else { return nil }
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
    mutating func buttonLabel(_ view: inout ViewNode, _ index: NodeIndex) -> [TextValue] {
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
        let name = file.nodes[index].name
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
