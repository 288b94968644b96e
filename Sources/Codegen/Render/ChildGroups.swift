/// Containers whose children are too much code for one body (`BodyWeight`), written in groups the compiler can take.
/// Swift type-checks a whole body as one expression, in a time that grows with the square of its size, so a list
/// of children that would exceed a body's budget (`ChildList.isGrouped`) refers to groups of at most `size` of them,
/// each written as a member of its own (a `@ViewBuilder` view, or the views of a `ContainerBuilder`) — groups of
/// groups when there are more than `size` groups. The split (`Lowering+Split`) has made each group fit the budget. A
/// group is layout-transparent on both targets: the layers keep their order and their container.
enum ChildGroups {
    static let size = 8

    /// The groups to write for `range`: nil when its children are written as they are.
    static func groups(_ range: Range<Int>) -> [Range<Int>]? {
        guard range.count > size else { return nil }
        // Each group holds size^k children, so that there are at most `size` of them.
        var length = size
        while range.count > length * size { length *= size }
        return stride(from: range.lowerBound, to: range.upperBound, by: length).map { $0..<min($0 + length, range.upperBound) }
    }

    /// The groups whose children are written in their member (the innermost), in order.
    static func leafGroups(_ range: Range<Int>) -> [Range<Int>] {
        guard let groups = groups(range) else { return [range] }
        return groups.flatMap(leafGroups)
    }

    /// What a list of `count` children written in groups weighs where it is written: a reference per group.
    static func groupedWeight(_ count: Int) -> BodyWeight {
        let groups = groups(0..<count)?.count ?? 0
        return BodyWeight(cost: BodyWeight.reference.cost * groups, layers: BodyWeight.reference.layers * groups)
    }

    /// Writes `count` children: each one by `view` (given its index) when they are not `grouped`, else a reference
    /// to a deferred member per group. `member` writes a whole group member — its doc comment, the declaration named
    /// as given, and a body in which it calls the closure it is given, which writes the group's children.
    /// `splice` may write a whole group of `size` children itself (their lines written apart, for a
    /// streamed container): it returns whether it did.
    static func write(count: Int, grouped: Bool, owner: Source?, naming: Naming? = nil, _ writer: inout CodeWriter, view: (Int, inout CodeWriter) -> Void,
                      splice: (Range<Int>, inout CodeWriter) -> Bool = { _, _ in false },
                      member: (_ name: String, _ doc: String, _ member: inout CodeWriter, _ children: (inout CodeWriter) -> Void) -> Void) {
        // The recursion hands `member` a closure that calls back into it; nothing outlives this call.
        withoutActuallyEscaping(view) { view in
            withoutActuallyEscaping(member) { member in
                withoutActuallyEscaping(splice) { splice in
                    func write(_ range: Range<Int>, _ writer: inout CodeWriter) {
                        guard let groups = groups(range) else {
                            if splice(range, &writer) { return }
                            for index in range { view(index, &writer) }
                            return
                        }
                        let naming = naming ?? Naming(owner: owner)
                        for group in groups {
                            let name = writer.deferMember(named: naming.memberName(group)) { written, name in
                                member(name, naming.doc(group, of: count), &written) { write(group, &$0) }
                            }
                            writer.line(name)
                        }
                    }
                    if grouped {
                        write(0..<count, &writer)
                    } else {
                        for index in 0..<count { view(index, &writer) }
                    }
                }
            }
        }
    }

    /// Writes `count` children that weigh `weight` each (a catalog's entries, a component's variants), in groups when
    /// they are more than a body may hold; `header` is the target's group member (`Renderer.groupMember`).
    static func writeList(count: Int, weight: BodyWeight, naming: Naming, _ writer: inout CodeWriter,
                          header: (String) -> (attributes: [String], header: String, builder: String?), view: (Int, inout CodeWriter) -> Void) {
        let total = BodyWeight(cost: weight.cost * count, layers: weight.layers * count)
        write(count: count, grouped: count > size && total.exceeds(.budget), owner: nil, naming: naming, &writer, view: view) { name, doc, member, children in
            let (attributes, header, builder) = header(name)
            member.comment(doc, prefix: "///")
            for attribute in attributes { member.line(attribute) }
            member.block(header) { member in
                if let builder { member.block(builder, children) } else { children(&member) }
            }
        }
    }

    /// What group members are called: `feedLayers33To40`, documented as layers 33–40 of the container.
    struct Naming {
        /// The first part of a member's name (`feed`), and what the members hold (`Layers`).
        var base: String
        var items: String
        /// What the items are of, in the doc comment (`` `Feed` (node 1:1) ``).
        var container: String

        /// The naming of a container's groups of layers (a container of no layer: `layers…`).
        init(owner: Source?) {
            base = owner.map { SwiftName.memberName($0.name) } ?? ""
            items = "Layers"
            container = owner.map { "`\(SwiftLiteral.commentText($0.name))` (node \($0.nodeID))" } ?? "a container"
        }

        init(base: String, items: String, container: String) {
            self.base = base
            self.items = items
            self.container = container
        }

        func memberName(_ group: Range<Int>) -> String {
            (base.isEmpty ? "layers" : base) + items + "\(group.lowerBound + 1)To\(group.upperBound)"
        }

        func doc(_ group: Range<Int>, of total: Int) -> String {
            "\(items) \(group.lowerBound + 1)–\(group.upperBound) of \(total) of \(container), a member of their own so the compiler can check them."
        }
    }
}
