import FigmaModel

/// Resolve stage, part 3: which generated types build which, and where a cycle among them is broken.
///
/// A type builds another when its `init` or its views call it: an instance in its body, variants or slot content
/// (instances nested in instances included: the calls pass them on), an instance-swap value, or the default of a
/// parameter (an instance-swap property's component, a swapped nested instance's, one a nested instance forwards).
/// A cycle — `Textarea`'s swap default is a `Textarea`; `Front`'s default is `Back` and `Back`'s is `Front`; `Row`
/// shows `Cell` and `Cell` shows `Row` — is a type that builds itself: SwiftUI rejects a default that refers to
/// itself ("circular reference") and recurses for ever on the others; UIKit's `init` never returns.
///
/// The rule, over the types in document order: inside a cycle (a strongly connected set of types), a type keeps its
/// uses of the types of the cycle that come after it, and its uses of itself and of earlier ones are left out, which
/// leaves every cycle broken where it returns to its earliest type. A use left out shows nothing (an instance is an
/// empty placeholder, a default `AnyView(EmptyView())` / `UIView()`, an argument is not passed) and is reported with
/// the cycle's path. Types that are in no cycle are untouched. The graph is of types, not variants: a set whose
/// variants call each other's type is a cycle even if no one variant reaches itself.
struct InstanceCycles {
    /// For each type (symbol-table entry) in a cycle, the types whose uses in it are left out.
    private var broken: [Int: Set<Int>] = [:]
    /// Each type's cycle (the earliest type of its strongly connected set), and for each type of a cycle the next
    /// type on a walk of uses to that earliest type and the one before it on a walk from it (for the messages).
    private var root: [Int] = [], toRoot: [Int] = [], fromRoot: [Int] = []

    /// Types a message names at most, from the user round to it again: longer cycles show `…` in the middle.
    static let shownTypes = 12

    init(file: FigmaFile, symbols: SymbolTable, plans: [InterfacePlan]) {
        let edges = Self.edges(file: file, symbols: symbols, plans: plans)
        let components = Self.stronglyConnected(edges)
        var component = [Int](repeating: -1, count: edges.count)
        for (number, members) in components.enumerated() { for entry in members { component[entry] = number } }
        var reversed = [[Int]](repeating: [], count: edges.count)
        for user in edges.indices { for used in edges[user] where component[used] == component[user] { reversed[used].append(user) } }
        // A cycle's path goes through its earliest type: walks to it and from it, found once per set (a shortest path
        // for each use left out would take quadratic time in a ring of thousands of types).
        root = [Int](repeating: -1, count: edges.count)
        toRoot = root
        fromRoot = root
        for members in components {
            for entry in members { root[entry] = members[0] }
            Self.breadthFirst(from: members[0], edges: reversed, within: component, previous: &toRoot)
            Self.breadthFirst(from: members[0], edges: edges, within: component, previous: &fromRoot)
        }
        for user in edges.indices {
            for used in edges[user] where component[used] == component[user] && used <= user {
                broken[user, default: []].insert(used)
            }
        }
    }

    /// Whether `user`'s uses of `used` are left out, and the cycle they would close: `[user, used, …, user]` through
    /// the cycle's earliest type, at most `shownTypes` of them (`-1` stands for those a longer one leaves out).
    func cycle(from user: Int, to used: Int) -> [Int]? {
        guard broken[user]?.contains(used) == true else { return nil }
        let earliest = root[user], limit = Self.shownTypes
        var forward = [used]  // used → … → earliest
        while let last = forward.last, last != earliest, forward.count < limit { forward.append(toRoot[last]) }
        var back: [Int] = []  // user ← … ← earliest
        var node = user
        while node != earliest, back.count < limit {
            back.append(node)
            node = fromRoot[node]
        }
        let path = [user] + forward + back.reversed()
        if forward.last == earliest, node == earliest, path.count <= limit { return path }
        return Array(path.prefix(limit / 2)) + [-1] + Array(path.suffix(limit - limit / 2 - 1))
    }

    // MARK: Graph

    /// Which entries each entry builds, in document order of first use, each once.
    static func edges(file: FigmaFile, symbols: SymbolTable, plans: [InterfacePlan]) -> [[Int]] {
        var edges: [[Int]] = []
        edges.reserveCapacity(symbols.entries.count)
        let swapProperties = plans.map { plan in
            plan.definitions.filter { $0.value.type == .instanceSwap }.sorted { $0.key < $1.key }
        }
        for entry in symbols.entries.indices {
            var used: [Int] = []
            // Nothing calls a screen: it is in no cycle.
            guard symbols.entries[entry].kind != .screen else {
                edges.append(used)
                continue
            }
            var seen = Set<Int>()
            func add(componentID: String) {
                guard let target = symbols.target(forComponentID: componentID), seen.insert(target.entry).inserted else { return }
                used.append(target.entry)
            }
            func addSwapDefaults(of entry: Int, values: OrderedMap<ComponentPropertyValue>?) {
                for (key, definition) in swapProperties[entry] {
                    add(componentID: values?[key]?.value.text ?? definition.defaultValue.text)
                }
            }
            addSwapDefaults(of: entry, values: nil)
            for reference in InterfaceBuilder.references(of: entry, symbols: symbols, file: file) {
                for node in InterfaceBuilder.subtree(reference, in: file) where node != reference {
                    let layer = file.nodes[node]
                    switch layer.type {
                    case .instance:
                        guard let componentID = layer.componentID else { continue }
                        add(componentID: componentID)
                        for (_, property) in layer.componentProperties.entries where property.type == .instanceSwap {
                            add(componentID: property.value.text)
                        }
                        // The nested component's swap defaults, which a forwarded parameter repeats as its own.
                        if let target = symbols.target(forComponentID: componentID) {
                            addSwapDefaults(of: target.entry, values: layer.componentProperties)
                        }
                    case .component, .componentSet:
                        // A component drawn inside another layer is shown by calling its type.
                        if let inner = symbols.entryIndex(for: node), symbols.entries[inner].kind != .screen, seen.insert(inner).inserted {
                            used.append(inner)
                        }
                    default:
                        break
                    }
                }
            }
            edges.append(used)
        }
        return edges
    }

    /// Tarjan's strongly connected components, without recursion (a chain of thousands of types).
    static func stronglyConnected(_ edges: [[Int]]) -> [[Int]] {
        var index = [Int](repeating: -1, count: edges.count)
        var low = [Int](repeating: 0, count: edges.count)
        var onStack = [Bool](repeating: false, count: edges.count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var counter = 0
        for root in edges.indices where index[root] < 0 {
            var work: [(node: Int, next: Int)] = [(root, 0)]
            index[root] = counter
            low[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let (node, next) = work.last {
                if next < edges[node].count {
                    work[work.count - 1].next += 1
                    let successor = edges[node][next]
                    if index[successor] < 0 {
                        index[successor] = counter
                        low[successor] = counter
                        counter += 1
                        stack.append(successor)
                        onStack[successor] = true
                        work.append((successor, 0))
                    } else if onStack[successor] {
                        low[node] = min(low[node], index[successor])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
                if low[node] == index[node] {
                    var members: [Int] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        members.append(member)
                        if member == node { break }
                    }
                    components.append(members.sorted())
                }
            }
        }
        return components
    }

    /// Breadth-first from `root` over `edges` inside its component: `previous[node]` is the node it is reached from
    /// (`edges` in document order of use, so the result is the same on every run).
    private static func breadthFirst(from root: Int, edges: [[Int]], within component: [Int], previous: inout [Int]) {
        previous[root] = root
        var queue = [root]
        var position = 0
        while position < queue.count {
            let node = queue[position]
            position += 1
            for next in edges[node] where component[next] == component[root] && previous[next] < 0 {
                previous[next] = node
                queue.append(next)
            }
        }
    }
}
