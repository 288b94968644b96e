import FigmaModel

/// Builds the `PrototypePlan`: reads every layer's links, decides for each whether the code expresses it (and where:
/// a handler of which type, a transition of which set) or reports it, finds the handlers instances pass, forwards
/// nested components' handlers to the types that place them, and names the handlers. Runs only when the selection
/// has links: a design without any is planned as before, byte for byte.
struct PrototypePlanner {
    let file: FigmaFile
    let symbols: SymbolTable
    private(set) var plan = PrototypePlan()

    /// Where a layer is, for its interactions.
    private enum Context: Equatable {
        /// A layer of a type's own tree (a component, a variant, a screen, a remote component's reference instance),
        /// not inside an instance below that tree's root.
        case own(entry: Int, root: NodeIndex)
        /// Inside an instance (the nearest one around it, or itself) whose component is `entry`'s, drawn from `reference`.
        case inInstance(instance: NodeIndex, entry: Int, reference: NodeIndex)
        /// Not drawn by any generated type.
        case none
    }

    /// Handlers being collected, by type and key (the layer, or for a set the layer's name path from its variant,
    /// so a layer repeated in each variant is one parameter).
    private var collected: [[HandlerKey: PrototypePlan.Handler]]
    private var contexts: [NodeIndex: Context] = [:]
    private var correspondences: [NodeIndex: [NodeIndex: NodeIndex]] = [:]

    private struct HandlerKey: Hashable {
        var layer: NodeIndex?
        var namePath: [String]
        var event: PrototypePlan.HandlerEvent
    }

    init(file: FigmaFile, symbols: SymbolTable) {
        self.file = file
        self.symbols = symbols
        collected = Array(repeating: [:], count: symbols.entries.count)
        plan.transitions = Array(repeating: [], count: symbols.entries.count)
        plan.handlers = Array(repeating: [], count: symbols.entries.count)
    }

    /// The layers of the selection with links, in document order (none: nothing to plan).
    static func linkedNodes(file: FigmaFile, symbols: SymbolTable) -> [NodeIndex] {
        file.nodes.indices.filter { symbols.selected[$0] && file.nodes[$0].hasInteractions }
    }

    mutating func run(linked: [NodeIndex]) {
        plan.linkedNodes = linked
        for node in linked { plan.links[node] = PrototypeLink.links(of: file.nodes[node]) }
        // Destinations by id, found in one pass (a file's links are few, its layers many).
        let wanted = Set(plan.links.values.joined().compactMap(\.effect.destination))
        for index in file.nodes.indices where wanted.contains(file.nodes[index].id) && plan.destinations[file.nodes[index].id] == nil {
            plan.destinations[file.nodes[index].id] = index
        }
        for node in linked { _ = classifyKnown(node) }
        findInstanceHandlers(linked: Set(linked))
        forwardNestedHandlers()
    }

    // MARK: Where a layer is

    private mutating func context(_ index: NodeIndex) -> Context {
        if let known = contexts[index] { return known }
        var result = Context.none
        var current: NodeIndex? = index
        var below: NodeIndex?  // the ancestor-or-self just below `current`
        while let node = current {
            if let entry = symbols.entryIndex(for: node) {
                // A set's layers belong to the variant they are in.
                let root = symbols.entries[entry].kind == .componentSet ? (below ?? node) : node
                result = .own(entry: entry, root: root)
                break
            }
            if file.nodes[node].type == .instance, let componentID = file.nodes[node].componentID,
               let target = symbols.target(forComponentID: componentID) {
                result = target.reference == node ? .own(entry: target.entry, root: node)
                    : .inInstance(instance: node, entry: target.entry, reference: target.reference)
                break
            }
            below = node
            current = file.nodes[node].parent
        }
        contexts[index] = result
        return result
    }

    /// The layer of `reference`'s tree that `layer` of `instance` stands for.
    private mutating func counterpart(of layer: NodeIndex, instance: NodeIndex, reference: NodeIndex) -> NodeIndex? {
        if correspondences[instance] == nil {
            var inverse: [NodeIndex: NodeIndex] = [:]
            for (ref, inst) in Correspondence.map(instance: instance, reference: reference, in: file) { inverse[inst] = ref }
            correspondences[instance] = inverse
        }
        return correspondences[instance]![layer]
    }

    /// The type whose own tree holds the instance (walking out of any instances around it).
    private mutating func owner(ofInstance instance: NodeIndex) -> Int? {
        var current = file.nodes[instance].parent
        while let node = current {
            switch context(node) {
            case .own(let entry, _): return entry
            case .inInstance(let outer, _, _): current = file.nodes[outer].parent
            case .none: return nil
            }
        }
        return nil
    }

    /// Hidden in the design, and not shown by a property: its interactions never fire.
    private func isHidden(_ index: NodeIndex) -> Bool {
        var current: NodeIndex? = index
        while let node = current, file.nodes[node].type != .canvas {
            if !file.nodes[node].visible, file.nodes[node].componentPropertyReferences["visible"] == nil { return true }
            current = file.nodes[node].parent
        }
        return false
    }

    /// Every link of a layer (`links` for the ones the code may express).
    private func allLinks(_ index: NodeIndex) -> [PrototypeLink] {
        plan.links[index] ?? PrototypeLink.links(of: file.nodes[index])
    }

    /// The links of a layer the code may express: its first `PrototypeLink.maximumActions`.
    private func links(_ index: NodeIndex) -> [PrototypeLink] {
        Array(allLinks(index).prefix(PrototypeLink.maximumActions))
    }

    // MARK: Classifying

    /// What becomes of each link of a layer: inherited links are what their component's layer's are.
    private mutating func classify(_ index: NodeIndex) -> [PrototypePlan.Status] {
        if let known = plan.statuses[index] { return known }
        let beyond = max(allLinks(index).count - PrototypeLink.maximumActions, 0)
        return classifyExpressible(index) + Array(repeating: .reported(.tooManyActions), count: beyond)
    }

    private mutating func classifyExpressible(_ index: NodeIndex) -> [PrototypePlan.Status] {
        let links = self.links(index)
        guard !isHidden(index) else { return links.map { _ in .reported(.hidden) } }
        switch context(index) {
        case .none:
            return links.map { _ in .reported(.notGenerated) }
        case .own(let entry, let root):
            return links.map { classifyOwn($0, layer: index, entry: entry, root: root) }
        case .inInstance(let instance, _, let reference):
            // Each link the component's layer has too is inherited: what became of it there; the others are the
            // instance's own.
            let component = counterpart(of: index, instance: instance, reference: reference)
            let inherited = component.map { classifyKnown($0) } ?? []
            let componentLinks = component.map(self.links) ?? []
            let owner = self.owner(ofInstance: instance)
            return links.map { link in
                if let position = componentLinks.firstIndex(where: { $0.sameBehaviour(as: link) }), position < inherited.count {
                    return inherited[position]
                }
                guard let owner else { return .reported(.notGenerated) }
                return classifyInstanceOwn(link, layer: index, owner: owner)
            }
        }
    }

    /// `classify`, remembered for a layer with links (an inherited link's status is its component layer's).
    private mutating func classifyKnown(_ index: NodeIndex) -> [PrototypePlan.Status] {
        if let known = plan.statuses[index] { return known }
        let statuses = classify(index)
        if plan.links[index] != nil { plan.statuses[index] = statuses }
        return statuses
    }

    /// A link written on a type's own layer.
    private mutating func classifyOwn(_ link: PrototypeLink, layer: NodeIndex, entry: Int, root: NodeIndex) -> PrototypePlan.Status {
        if let unsupported = unsupported(link) { return .reported(unsupported) }
        if case .changeTo(let destination) = link.effect {
            guard isKnownComponent(destination) else { return .reported(.missingDestination) }
            guard symbols.entries[entry].kind == .componentSet else {
                return .reported(symbols.entries[entry].kind == .screen ? .changeToOutsideComponent : .changeToOtherComponent)
            }
            guard let to = variantIndex(of: destination, entry: entry) else { return .reported(.changeToOtherComponent) }
            guard let from = variantIndex(ofRoot: root, entry: entry) else { return .reported(.changeToOutsideComponent) }
            switch link.trigger {
            case .tap: break
            case .press, .hover, .pointerEnter, .pointerLeave, .timeout:
                guard layer == root else { return .reported(.transientOnInnerLayer) }
            case .unsupported: return .reported(.trigger(link.trigger.word))
            }
            // Figma accepts a change to the variant the link is on; it changes nothing, so it is no step (a rule from a
            // variant to itself would call a `change` that a set whose other links change nothing does not have).
            guard to != from else { return .reported(.changeToItself) }
            plan.transitions[entry].append(PrototypePlan.Transition(from: from, trigger: link.trigger, to: to, layer: layer, link: link))
            return .expressed
        }
        return linkOut(link, layer: layer, entry: entry)
    }

    /// A link an instance's layer has of its own (not its component's).
    private mutating func classifyInstanceOwn(_ link: PrototypeLink, layer: NodeIndex, owner: Int) -> PrototypePlan.Status {
        if let unsupported = unsupported(link) { return .reported(unsupported) }
        if case .changeTo = link.effect { return .reported(.instanceChangeTo) }
        let status = linkOut(link, layer: layer, entry: owner)
        if status == .expressed || status == .reported(.notAScreen) || status == .reported(.scrollElsewhere) {
            // Recorded on the view the owner draws for it: the outermost instance around the layer.
            var drawn = layer
            while let parent = file.nodes[drawn].parent {
                if case .own(owner, _) = context(parent) { break }
                drawn = parent
            }
            plan.instanceLinks[drawn, default: []].append((layer, link))
        }
        return status
    }

    /// What cannot be expressed whatever the layer.
    private func unsupported(_ link: PrototypeLink) -> PrototypePlan.Unexpressed? {
        if case .unsupported(let name) = link.trigger { return .trigger(name) }
        if let scheme = link.forbiddenScheme { return .urlScheme(scheme) }
        switch link.effect {
        case .unsupported(let name): return .action(name)
        case .noDestination: return .noDestination
        default: return nil
        }
    }

    /// A link out of the layer (navigate, swap, overlay, scroll-to, back, close, URL): a handler of `entry` on a
    /// click, a press or a timer.
    private mutating func linkOut(_ link: PrototypeLink, layer: NodeIndex, entry: Int) -> PrototypePlan.Status {
        let event: PrototypePlan.HandlerEvent
        var seconds = 0.0
        switch link.trigger {
        // Figma's "while pressing" link shows its destination while the finger is down; a button follows it when
        // the finger lifts (a link is a step, not a state to undo).
        case .tap, .press: event = .tap
        case .timeout(let delay):
            event = .timeout
            seconds = delay
        default: return .reported(.linkOnTransientTrigger)
        }
        var status = PrototypePlan.Status.expressed
        if let destination = link.effect.destination {
            guard let target = plan.destinations[destination] else { return .reported(.missingDestination) }
            switch link.effect {
            case .navigate, .swap, .overlay:
                if symbols.entry(for: target)?.kind != .screen { status = .reported(.notAScreen) }
            case .scrollTo:
                if symbols.entries[entry].kind == .screen, !anchor(target, in: entry) { status = .reported(.scrollElsewhere) }
            default: break
            }
        }
        // The links the handler does: those of the trigger the code expresses (never a forbidden address).
        addHandler(entry: entry, layer: layer, event: event, links: links(layer).filter { $0.trigger == link.trigger && $0.effect.isLink && unsupported($0) == nil },
                   seconds: seconds)
        return status
    }

    /// Marks the view a screen draws a scroll-to destination with (the layer, or the outermost instance around it);
    /// false when the destination is not in that screen.
    @discardableResult
    private mutating func anchor(_ destination: NodeIndex, in entry: Int) -> Bool {
        var node = destination
        while true {
            if case .own(entry, _) = context(node) { break }
            guard let parent = file.nodes[node].parent else { return false }
            if case .own(entry, _) = context(parent) { break }
            node = parent
        }
        plan.scrollAnchors[node] = file.nodes[destination].id
        plan.scrolling[entry, default: []].insert(file.nodes[destination].id)
        return true
    }

    // MARK: Interactive sets

    /// The reference roots of a type: its variants (components, or a remote set's reference instances), in order.
    private func variantRoots(_ entry: Int) -> [NodeIndex] {
        InterfaceBuilder.references(of: entry, symbols: symbols, file: file)
    }

    private func variantIndex(ofRoot root: NodeIndex, entry: Int) -> Int? {
        guard symbols.entries[entry].kind == .componentSet else { return nil }
        return variantRoots(entry).firstIndex(of: root)
    }

    /// The variant of `entry` (a set) that a change-to goes to: a component of the set, or for a remote set one of
    /// the components its instances use.
    private func variantIndex(of destination: String, entry: Int) -> Int? {
        guard symbols.entries[entry].kind == .componentSet else { return nil }
        if let remote = symbols.entries[entry].remote { return remote.variants.firstIndex { $0.componentID == destination } }
        return variantRoots(entry).firstIndex { file.nodes[$0].id == destination }
    }

    /// A component the file knows (in it, or used by an instance).
    private func isKnownComponent(_ id: String) -> Bool {
        symbols.target(forComponentID: id) != nil || plan.destinations[id] != nil
    }

    // MARK: Handlers

    private mutating func addHandler(entry: Int, layer: NodeIndex, event: PrototypePlan.HandlerEvent, links: [PrototypeLink]?, seconds: Double = 0) {
        let isSet = symbols.entries[entry].kind == .componentSet
        let key = isSet ? HandlerKey(layer: nil, namePath: namePath(layer, entry: entry), event: event) : HandlerKey(layer: layer, namePath: [], event: event)
        if var handler = collected[entry][key] {
            if !handler.layers.contains(layer) { handler.layers.append(layer) }
            if handler.links == nil { handler.links = links }
            collected[entry][key] = handler
        } else {
            collected[entry][key] = PrototypePlan.Handler(event: event, layers: [layer], links: links, seconds: seconds)
        }
    }

    /// A layer's names from its variant's root down (the root itself: none).
    private func namePath(_ layer: NodeIndex, entry: Int) -> [String] {
        let roots = Set(variantRoots(entry))
        var names: [String] = []
        var current: NodeIndex? = layer
        while let node = current, !roots.contains(node) {
            names.append(file.nodes[node].name)
            current = file.nodes[node].parent
        }
        return names.reversed()
    }

    /// Handlers instances pass: for every instance whose own layer links out where its component's does not (or
    /// otherwise), its component gets a handler for that layer (and so on down the nested instances, each compared
    /// with its own component).
    private mutating func findInstanceHandlers(linked: Set<NodeIndex>) {
        var marked = Set<NodeIndex>()
        for node in linked {
            var current: NodeIndex? = node
            while let index = current, marked.insert(index).inserted { current = file.nodes[index].parent }
        }
        for instance in symbols.instances where marked.contains(instance) {
            guard let componentID = file.nodes[instance].componentID, let target = symbols.target(forComponentID: componentID),
                  target.reference != instance else { continue }
            var found: [(NodeIndex, PrototypePlan.HandlerEvent)] = []
            Correspondence.walk(instance: instance, reference: target.reference, in: file) { ref, inst in
                guard marked.contains(inst) else { return .skipChildren }
                if linked.contains(inst) {
                    let inherited = links(ref)
                    let own = links(inst).filter { link in
                        link.effect.isLink && unsupported(link) == nil && !inherited.contains { $0.sameBehaviour(as: link) }
                    }
                    if own.contains(where: { $0.trigger == .tap }) { found.append((ref, .tap)) }
                    if own.contains(where: { if case .timeout = $0.trigger { true } else { false } }) { found.append((ref, .timeout)) }
                }
                return .descend
            }
            for (ref, event) in found { addHandler(entry: target.entry, layer: ref, event: event, links: nil) }
        }
    }

    /// A type that places an instance of a component with handlers that say what they do forwards them: the type
    /// gets a handler for the instance's layer, with the same links, until nothing changes (nesting is finite).
    private mutating func forwardNestedHandlers() {
        var changed = true
        var rounds = 0
        while changed, rounds <= Lowering.maximumDepth {
            changed = false
            rounds += 1
            for instance in symbols.instances {
                // An instance placed on a type's own layer (a remote component's reference too: its type's handlers are
                // its own layers').
                guard let parent = file.nodes[instance].parent, case .own(let entry, _) = context(parent),
                      let componentID = file.nodes[instance].componentID, let target = symbols.target(forComponentID: componentID),
                      target.entry != entry else { continue }
                let handlers = collected[target.entry].values.filter { $0.links != nil }
                guard !handlers.isEmpty else { continue }
                let map = Correspondence.map(instance: instance, reference: target.reference, in: file)
                for handler in handlers.sorted(by: { ($0.layers.min() ?? 0, $0.event) < ($1.layers.min() ?? 0, $1.event) }) {
                    for layer in handler.layers {
                        guard let placed = map[layer] else { continue }
                        let before = collected[entry].count
                        let hadLinks = collected[entry].values.contains { $0.layers.contains(placed) && $0.event == handler.event && $0.links != nil }
                        addHandler(entry: entry, layer: placed, event: handler.event, links: handler.links, seconds: handler.seconds)
                        if collected[entry].count != before || !hadLinks { changed = true }
                        if symbols.entries[entry].kind == .screen {
                            for link in handler.links ?? [] {
                                if case .scrollTo(let id) = link.effect, let destination = plan.destinations[id] { anchor(destination, in: entry) }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Every type's handlers in document order of their first layer (tap before timer), named `on<Layer>Tap` /
    /// `on<Layer>Timeout` (a type's own frame: `onTap`, `onTimeout`) in the type's member scope.
    mutating func nameHandlers(claim: (Int, String) -> String) {
        for entry in collected.indices where !collected[entry].isEmpty {
            let roots = Set(variantRoots(entry) + [symbols.entries[entry].node].compactMap { $0 })
            let ordered = collected[entry].values.sorted { ($0.layers.min() ?? 0, $0.event) < ($1.layers.min() ?? 0, $1.event) }
            plan.handlers[entry] = ordered.map { handler in
                var handler = handler
                handler.layers.sort()
                let isRoot = handler.layers.contains { roots.contains($0) }
                let layerName = isRoot ? "" : SwiftName.core(file.nodes[handler.layers[0]].name, lowerFirstWord: false)
                handler.member = claim(entry, "on" + layerName + handler.event.word)
                return handler
            }
        }
    }
}
