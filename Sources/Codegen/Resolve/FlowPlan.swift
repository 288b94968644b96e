import FigmaModel

/// A prototype flow: a starting screen and every screen its links reach (navigate, swap, overlay), planned in the
/// resolve stage so its type name is claimed with the others. One per flow starting point of a page (or its older
/// `prototypeStartNodeID`); a page with links between its screens and no starting point has one, starting at the
/// first screen that links to another.
struct FlowPlan {
    /// The flow's name in Figma, or the page's when it has none.
    var name: String
    /// The page (a CANVAS), when the export has pages.
    var page: NodeIndex?
    /// The screens, by symbol-table entry: the start first, then in the order the links reach them.
    var screens: [Int]
    var typeName = ""

    /// The flows of the selection, in document order of their pages and in each page's order of starting points.
    static func flows(plan: PrototypePlan, file: FigmaFile, symbols: SymbolTable) -> [FlowPlan] {
        // The screens each screen's links go to.
        var links: [Int: [Int]] = [:]
        for (entry, handlers) in plan.handlers.enumerated() where symbols.entries[entry].kind == .screen {
            for link in handlers.flatMap({ $0.links ?? [] }) {
                switch link.effect {
                case .navigate(let id), .swap(let id), .overlay(let id):
                    guard let destination = plan.destinations[id], let target = symbols.entryIndex(for: destination),
                          symbols.entries[target].kind == .screen else { continue }
                    if !(links[entry]?.contains(target) ?? false) { links[entry, default: []].append(target) }
                default:
                    continue
                }
            }
        }
        // Screens by page, in document order (a nodes response: one group, without a page).
        var groups: [(page: NodeIndex?, screens: [Int])] = []
        for (entry, owner) in symbols.entries.enumerated() where owner.kind == .screen {
            guard let node = owner.node else { continue }
            let page = file.page(of: node)
            if let position = groups.firstIndex(where: { $0.page == page }) { groups[position].screens.append(entry) } else { groups.append((page, [entry])) }
        }
        var flows: [FlowPlan] = []
        for group in groups {
            var starts: [(name: String, entry: Int)] = []
            if let page = group.page {
                let pageNode = file.nodes[page]
                for point in pageNode.flowStartingPoints {
                    if let entry = group.screens.first(where: { file.nodes[symbols.entries[$0].node!].id == point.nodeID }),
                       !starts.contains(where: { $0.entry == entry }) {
                        starts.append((point.name, entry))
                    }
                }
                if starts.isEmpty, let id = pageNode.prototypeStartNodeID,
                   let entry = group.screens.first(where: { file.nodes[symbols.entries[$0].node!].id == id }), links[entry] != nil {
                    starts.append((pageNode.name, entry))
                }
            }
            if starts.isEmpty, let entry = group.screens.first(where: { links[$0] != nil }) {
                starts.append((group.page.map { file.nodes[$0].name } ?? file.name ?? "Prototype", entry))
            }
            for (name, start) in starts {
                var screens = [start]
                var position = 0
                while position < screens.count {
                    for next in links[screens[position]] ?? [] where !screens.contains(next) { screens.append(next) }
                    position += 1
                }
                flows.append(FlowPlan(name: name, page: group.page, screens: screens))
            }
        }
        return flows
    }

    /// The type a flow is: named after the flow (`Onboarding` → `OnboardingFlow`), or after its first screen when the
    /// flow has Figma's default name (`Flow 1`, or the page's): `HomeFlow`.
    func baseTypeName(file: FigmaFile, symbols: SymbolTable, prefix: String?) -> String {
        let words = SwiftName.words(name)
        let isDefault = page.map { file.nodes[$0].name == name } ?? true
            || (words.count == 2 && words[0].lowercased() == "flow" && words[1].allSatisfy(\.isNumber))
        let base = isDefault ? symbols.entries[screens[0]].typeName : SwiftName.typeName(name, prefix: prefix)
        return base.lowercased().hasSuffix("flow") ? base : base + "Flow"
    }
}
