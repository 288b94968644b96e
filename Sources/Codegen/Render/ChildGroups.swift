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
    static func write(count: Int, grouped: Bool, owner: Source?, _ writer: inout CodeWriter, view: (Int, inout CodeWriter) -> Void,
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
                        for group in groups {
                            let name = writer.deferMember(named: memberName(group, owner: owner)) { written, name in
                                member(name, doc(group, of: count, owner: owner), &written) { write(group, &$0) }
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

    /// A group member's name: the container's layer name and the layers it holds (`feedLayers33To64`).
    static func memberName(_ group: Range<Int>, owner: Source?) -> String {
        let base = owner.map { SwiftName.memberName($0.name) } ?? "layers"
        return base + "Layers\(group.lowerBound + 1)To\(group.upperBound)"
    }

    /// The doc comment of a group member.
    static func doc(_ group: Range<Int>, of total: Int, owner: Source?) -> String {
        "Layers \(group.lowerBound + 1)–\(group.upperBound) of \(total) of " + (owner.map { "`\(SwiftLiteral.commentText($0.name))` (node \($0.nodeID))" } ?? "a container")
            + ", a member of their own so the compiler can check them."
    }
}
