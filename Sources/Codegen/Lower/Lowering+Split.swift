import FigmaModel

extension Lowering {
    /// Splits a body into members of their own (`private var header: some View`, named after their layer) until
    /// every body fits `BodyWeight.budget`: Swift type-checks a body in a time that grows with the square of its
    /// code, so real screens are cut at layer boundaries into bodies it checks in milliseconds. Parts are listed in
    /// document order; a part may itself refer to parts. Lists of children that stay over the budget are written in
    /// groups by the renderer (`ChildList.isGrouped`); the split sees to it that every group fits too.
    mutating func split(_ view: inout ViewNode, into parts: inout [Part], views: inout [ViewNode], scope: inout Scope) {
        let plan = SplitPlan(view)
        extract(&view, plan, into: &parts, views: &views, scope: &scope)
    }

    /// Splits the slot contents drawn in a member of their own (`Property.defaultMember`) as a body is split: they
    /// are one.
    mutating func splitDrawnDefaults(_ properties: inout [Property], into parts: inout [Part], views: inout [ViewNode], scope: inout Scope) {
        for index in properties.indices where properties[index].defaultMember != nil {
            guard case .content(let genericName, let content) = properties[index].type else { continue }
            // Planned as the children of one container: the member lists them as one.
            var root = ViewNode(.stack(Stack(axis: .vertical, spacing: 0, alignment: .start, children: Children(content))))
            split(&root, into: &parts, views: &views, scope: &scope)
            guard case .stack(let stack) = root.content else { continue }
            properties[index].type = .content(genericName: genericName, default: stack.children.kept)
        }
    }

    /// Moves the views the plan cuts into parts, parents before the parts inside them.
    private mutating func extract(_ view: inout ViewNode, _ plan: SplitPlan, into parts: inout [Part], views: inout [ViewNode], scope: inout Scope) {
        guard plan.hasCuts else { return }
        var index = 0
        Self.forEachChildStatic(of: &view) { child in
            let childPlan = plan.children[index]
            index += 1
            guard childPlan.cut else {
                extract(&child, childPlan, into: &parts, views: &views, scope: &scope)
                return
            }
            let member = scope.claimMember(SwiftName.memberName(child.label ?? child.source?.name ?? "part"))
            let position = parts.count
            parts.append(Part(member: member, source: child.source))
            views.append(ViewNode(.placeholder))
            var body = child
            extract(&body, childPlan, into: &parts, views: &views, scope: &scope)
            views[position] = body
            child = ViewNode(.reference(member: member), source: child.source)
        }
    }

    /// Visits the direct child views of a view, including overlay children, allowing mutation (in the order of
    /// `ViewNode.forEachChild` and `childLists`; a streamed container's kept children only).
    static func forEachChildStatic(of view: inout ViewNode, _ body: (inout ViewNode) -> Void) {
        switch view.content {
        case .stack(var stack):
            for index in stack.children.kept.indices { body(&stack.children.kept[index]) }
            view.content = .stack(stack)
        case .layers(let layout, var children):
            for index in children.kept.indices { body(&children.kept[index]) }
            view.content = .layers(layout, children)
        case .wrap(var wrap):
            for index in wrap.children.kept.indices { body(&wrap.children.kept[index]) }
            view.content = .wrap(wrap)
        case .grid(var grid):
            for row in grid.rows.indices {
                for column in grid.rows[row].indices { body(&grid.rows[row][column].view) }
            }
            view.content = .grid(grid)
        case .conditional(let member, var inner):
            body(&inner)
            view.content = .conditional(member: member, inner)
        case .scroll(let axis, var inner):
            body(&inner)
            view.content = .scroll(axis, inner)
        case .masked(var mask, var content, let layout):
            body(&mask)
            for index in content.indices { body(&content[index]) }
            view.content = .masked(mask: mask, content: content, layout: layout)
        case .instance(var call):
            for position in call.arguments.indices {
                guard case .content(var views) = call.arguments[position].value else { continue }
                for index in views.indices { body(&views[index]) }
                call.arguments[position].value = .content(views)
            }
            view.content = .instance(call)
        case .text, .shape, .path, .image, .slot, .spacer, .placeholder, .reference:
            break
        }
        for index in view.modifiers.indices {
            if case .overlay(let layout, var children) = view.modifiers[index] {
                for child in children.indices { body(&children[child]) }
                view.modifiers[index] = .overlay(layout, children)
            }
        }
    }
}

/// Which views of a body go into members of their own, decided bottom-up: each view's children are fitted first,
/// then, when the view's code with theirs exceeds the budget, children are cut out — every large subtree (a part
/// named after its layer); the few heaviest layers of a list that would otherwise be written in groups; the
/// heaviest layers of each group of a list still written in groups that is over the budget; then the heaviest
/// layers anywhere else until the view fits.
struct SplitPlan {
    /// The weight of the view's code in the body that writes it, after the cuts below it.
    var inline: BodyWeight
    /// The weight of the view and all views inside it, a cut one counted as its reference (what
    /// `ChildList.isGrouped` counts).
    var whole: BodyWeight
    /// Whether the view is written as a part of its own.
    var cut = false
    /// Whether the plan cuts anything at or below the view's children.
    var hasCuts = false
    /// The child views' plans, in `forEachChild` order.
    var children: [SplitPlan]

    /// A subtree at least this heavy is cut out whole before any group is cut into: a quarter of a body.
    private static let large = BodyWeight(cost: BodyWeight.budget.cost / 4, layers: BodyWeight.budget.layers / 4)

    init(_ view: ViewNode) {
        let own = view.ownWeight
        let lists = view.childLists
        var plans: [SplitPlan] = []
        for list in lists { for child in list.views { plans.append(SplitPlan(child)) } }
        var fitted = Fitting(own: own, lists: lists, plans: plans)
        switch view.content {
        case .conditional:
            // A condition is never cut (see `cuttable`), so its parent cannot move what it shows: a large layer it
            // shows is a part of its own here (`if showDetails { details }`).
            fitted.cutLarge()
        case .scroll:
            // swiftc checks a closure once for each `ScrollView.init` it could call: content written inline costs
            // about twice what it costs as a member (16 texts: 91 ms inline, 41 ms as a member, against iOS 17.4's
            // SDK). A large scrolled content is a part of its own (`ScrollView(.vertical) { dataTable }`).
            fitted.cutLarge()
        default:
            break
        }
        fitted.fit()
        children = fitted.plans
        inline = fitted.inline
        whole = fitted.whole
        hasCuts = children.contains { $0.cut || $0.hasCuts }
    }

    /// The weight a plan has in its parent's body: its reference when it is cut.
    var asChild: (inline: BodyWeight, whole: BodyWeight) {
        cut ? (BodyWeight.reference, BodyWeight.reference) : (inline, whole)
    }

    /// Whether the view can become a part: a layer of its own that weighs more than its reference would — not
    /// already a member's name, not a spacer (its stack must see it), not a condition or a slot (a UIKit member
    /// is one view, so it would wrap them in a stack of their own: their content is cut instead).
    fileprivate static func cuttable(_ view: ViewNode, _ plan: SplitPlan) -> Bool {
        guard !plan.cut, view.source != nil else { return false }
        switch view.content {
        case .reference, .spacer, .slot, .conditional: return false
        default: return plan.inline.cost > BodyWeight.reference.cost || plan.inline.layers > BodyWeight.reference.layers
        }
    }

    /// One view's children being fitted under the budget. Sums are kept per list and updated with each cut, so
    /// fitting a list of n children costs n log n, not n².
    private struct Fitting {
        let own: BodyWeight
        let lists: [ChildList]
        var plans: [SplitPlan]
        /// Where each list's plans start in `plans`, and the list of each plan.
        private var starts: [Int] = []
        private var listOf: [Int] = []
        /// Per list: its views' weights written inline, and counted whole.
        private var inlineSums: [BodyWeight] = []
        private var wholeSums: [BodyWeight] = []
        /// The view's weight in its body, and whole.
        private(set) var inline: BodyWeight
        private(set) var whole: BodyWeight

        init(own: BodyWeight, lists: [ChildList], plans: [SplitPlan]) {
            self.own = own
            self.lists = lists
            self.plans = plans
            inline = own
            whole = own
            var next = 0
            for (position, list) in lists.enumerated() {
                starts.append(next)
                listOf += Array(repeating: position, count: list.views.count)
                var inlineSum = BodyWeight.zero, wholeSum = list.streamedWeight
                for plan in plans[next..<next + list.views.count] {
                    inlineSum += plan.inline + list.extra
                    wholeSum += plan.whole + list.extra
                }
                next += list.views.count
                inlineSums.append(inlineSum)
                wholeSums.append(wholeSum)
                whole += wholeSum
            }
            for list in lists.indices { inline += contribution(list) }
        }

        /// Whether list `list` is written in groups, as `ChildList.isGrouped` will find.
        private func isGrouped(_ list: Int) -> Bool {
            let childList = lists[list]
            guard childList.groupable, childList.count > ChildGroups.size else { return false }
            return childList.children?.isStreamed == true || wholeSums[list].exceeds(.budget)
        }

        /// What list `list` weighs in the view's body.
        private func contribution(_ list: Int) -> BodyWeight {
            isGrouped(list) ? ChildGroups.groupedWeight(lists[list].count) : inlineSums[list]
        }

        /// Writes child `index` as a part of its own.
        private mutating func cut(_ index: Int) {
            let list = listOf[index]
            let before = contribution(list)
            inlineSums[list] -= plans[index].inline - BodyWeight.reference
            wholeSums[list] -= plans[index].whole - BodyWeight.reference
            whole -= plans[index].whole - BodyWeight.reference
            plans[index].cut = true
            inline += contribution(list) - before
        }

        /// The candidates, heaviest first (earlier first among equals, so the output is the same each run).
        private func heaviest(_ candidates: [Int]) -> [Int] {
            candidates.sorted { plans[$0].inline.cost != plans[$1].inline.cost ? plans[$0].inline.cost > plans[$1].inline.cost : $0 < $1 }
        }

        private func cuttable(_ index: Int) -> Bool {
            let list = listOf[index]
            return SplitPlan.cuttable(lists[list].views[index - starts[list]], plans[index])
        }

        /// Cuts every large subtree among the children.
        mutating func cutLarge() {
            for index in plans.indices where cuttable(index) && isLarge(index) { cut(index) }
        }

        /// Whether child `index` is a large subtree: a quarter of a body or more, counted whole.
        private func isLarge(_ index: Int) -> Bool {
            !plans[index].whole.isBelow(SplitPlan.large)
        }

        /// The cuts, heaviest counted whole first, that would bring list `list` within the budget as it is written
        /// inline; nil when more than a group's worth would be needed (then groups read better).
        private func cutsToFit(_ list: Int) -> [Int]? {
            let range = starts[list]..<starts[list] + lists[list].views.count
            let candidates = range.filter(cuttable).sorted {
                plans[$0].whole.cost != plans[$1].whole.cost ? plans[$0].whole.cost > plans[$1].whole.cost : $0 < $1
            }
            var whole = wholeSums[list]
            var cuts: [Int] = []
            for index in candidates {
                guard whole.exceeds(.budget) else { break }
                guard cuts.count < ChildGroups.size else { return nil }
                whole -= plans[index].whole - BodyWeight.reference
                cuts.append(index)
            }
            return whole.exceeds(.budget) ? nil : cuts
        }

        mutating func fit() {
            guard inline.exceeds(.budget) || lists.indices.contains(where: isGrouped) else { return }
            // 1. Every large subtree into a part named after its layer, alike for alike (the reader finds each section
            //    of a large view in a member of its own): all of them when the view is over the budget, those of the
            //    lists that would be written in groups when only they are (parts read better than groups of them).
            let overBudget = inline.exceeds(.budget)
            let grouped = lists.indices.map(isGrouped)
            for index in plans.indices where cuttable(index) && isLarge(index) {
                if overBudget || grouped[listOf[index]] { cut(index) }
            }
            // 2. A list a few cuts would bring within the budget is written inline with those layers as parts.
            for list in lists.indices where isGrouped(list) && lists[list].children?.isStreamed != true {
                if let cuts = cutsToFit(list) { cuts.forEach { cut($0) } }
            }
            // 3. In each list still written in groups, each group over the budget loses its heaviest layers.
            for list in lists.indices {
                for group in ChildGroups.leafGroups(0..<lists[list].count) {
                    guard isGrouped(list) else { break }
                    // A streamed group is no views here (it fitted as it was, or it would have been kept).
                    let members = group.compactMap { index -> Int? in
                        guard let children = lists[list].children else { return index }
                        return children.keptPosition(index)
                    }.map { starts[list] + $0 }
                    var weight = members.reduce(BodyWeight.zero) { $0 + plans[$1].asChild.inline + lists[list].extra }
                    for index in heaviest(members.filter(cuttable)) {
                        guard weight.exceeds(.budget) else { break }
                        weight -= plans[index].inline - BodyWeight.reference
                        cut(index)
                    }
                }
            }
            // 4. Any layer, heaviest first, outside the lists written in groups (there a cut does not lighten the body).
            for index in heaviest(plans.indices.filter { cuttable($0) && !isGrouped(listOf[$0]) }) {
                guard inline.exceeds(.budget) else { return }
                guard !isGrouped(listOf[index]) else { continue }
                cut(index)
            }
        }
    }
}

extension BodyWeight {
    /// Whether the weight is below `other` in both of its measures.
    fileprivate func isBelow(_ other: BodyWeight) -> Bool {
        cost < other.cost && layers < other.layers
    }
}
