/// What a body of generated code costs Swift's type checker, and how much one body may hold.
///
/// Swift checks a getter's result-builder body as one constraint system, and its time grows with the square of the
/// code in it, however deeply that code is nested (measured against iOS 17.4's SwiftUI on the 2-core machine, see
/// BENCHMARKS.md: a stack of 16 texts with four modifiers each type-checks in 78 ms, 32 in 235 ms, 64 in 903 ms,
/// 128 in 3.5 s; the same cards nested two by two cost the same; the same cards as members of their own cost the
/// sum of their members, 36 ms each). So every body is kept under a budget, in layers and in an estimate of its code's
/// calls: the split (`Lowering+Split`) moves subtrees into members of their own at layer boundaries until each body
/// fits, and a container whose children alone exceed it refers to groups of them (`ChildGroups`).
struct BodyWeight: Equatable, Sendable {
    /// About one per call the code makes: the view's initializer, each modifier, each argument that is an
    /// expression of its own (a colour, a gradient, a text style, a styled run).
    var cost: Int
    /// Views of layers written inline.
    var layers: Int

    init(cost: Int, layers: Int) {
        self.cost = cost
        self.layers = layers
    }

    static let zero = BodyWeight(cost: 0, layers: 0)
    /// What one body may hold: about 40 ms of type-checking against Apple's SDK on a busy 2-core machine
    /// (0.0085 ms × cost², BENCHMARKS.md), with room for the estimate to be half again too low.
    static let budget = BodyWeight(cost: 64, layers: 24)
    /// A member's name written where its views were.
    static let reference = BodyWeight(cost: 1, layers: 0)

    func exceeds(_ budget: BodyWeight) -> Bool {
        cost > budget.cost || layers > budget.layers
    }

    static func + (lhs: BodyWeight, rhs: BodyWeight) -> BodyWeight {
        BodyWeight(cost: lhs.cost + rhs.cost, layers: lhs.layers + rhs.layers)
    }

    static func - (lhs: BodyWeight, rhs: BodyWeight) -> BodyWeight {
        BodyWeight(cost: lhs.cost - rhs.cost, layers: lhs.layers - rhs.layers)
    }

    static func += (lhs: inout BodyWeight, rhs: BodyWeight) { lhs = lhs + rhs }
    static func -= (lhs: inout BodyWeight, rhs: BodyWeight) { lhs = lhs - rhs }
}

extension ViewNode {
    /// The weight of this view's own code, without its child views (they are weighed on their own): its
    /// initializer, its content's expressions and its modifiers. An estimate of what both renderers write, not a
    /// count of either's lines: `BodyBudgetTests` holds it against the code they write.
    var ownWeight: BodyWeight {
        var cost = content.ownCost
        for modifier in modifiers { cost += modifier.cost }
        return BodyWeight(cost: cost, layers: content.isReference ? 0 : 1)
    }

    /// This view and every view inside it, as if all were written inline (a split-out part is its reference): exact
    /// while it does not exceed `limit`; past it, some weight that does (the walk stops there).
    func subtreeWeight(limit: BodyWeight) -> BodyWeight {
        var weight = ownWeight
        for list in childLists {
            for child in list.views where !weight.exceeds(limit) {
                weight += child.subtreeWeight(limit: limit - weight) + list.extra
            }
            weight += list.streamedWeight
        }
        return weight
    }
}

extension Content {
    fileprivate var ownCost: Int {
        switch self {
        case .stack, .layers, .wrap, .scroll, .conditional, .spacer, .placeholder, .reference, .slot:
            1
        case .grid(let grid):
            // Each row of `Grid` is a `GridRow` (the cells' areas and spans are their lists').
            1 + (grid.tracks == nil ? grid.rows.count : 0)
        case .text(let text):
            text.cost
        case .shape(let shape):
            1 + shape.fills.reduce(0) { $0 + $1.cost } + (shape.outline == .rectangle ? 0 : 1)
        case .path(let path):
            // The commands are a string literal: nothing to the type checker.
            2 + path.fills.reduce(0) { $0 + $1.cost }
        case .image(let image):
            2 + (image.tint.map { $0.cost + 1 } ?? 0)
        case .instance(let call):
            call.cost
        case .masked:
            // The content's layout, the mask modifier and the mask's layout.
            4
        }
    }
}

extension TextContent {
    fileprivate var cost: Int {
        // Several runs are Texts joined with `+` (an operator with many overloads), each with its own style.
        let runs = self.runs.count > 1 ? self.runs.reduce(0) { $0 + 3 + $1.style.cost } : 1
        // Spaced paragraphs are a stack of one Text each (SwiftUI); counted up to a body's worth.
        var paragraphs = 0
        if paragraphSpacing != nil {
            counting: for run in self.runs {
                guard case .literal(let value) = run.value else { continue }
                for byte in value.utf8 where byte == 10 {
                    paragraphs += 1
                    if paragraphs > BodyWeight.budget.cost { break counting }
                }
            }
            paragraphs += paragraphs > 0 ? 2 : 0
        }
        return runs + style.cost + (alignment == .start ? 0 : 1) + (lineLimit == nil ? 0 : 1) + paragraphs
    }
}

extension TextStyle {
    fileprivate var cost: Int {
        var cost = 0
        if token != nil || member != nil { cost += 1 }
        if fontSize != nil { cost += 2 }
        if fontWeight != nil { cost += 1 }
        if italic { cost += 1 }
        if tracking != nil { cost += 1 }
        if lineHeight != nil { cost += 2 }
        if textCase != nil || textCaseMember != nil { cost += 1 }
        if underline { cost += 1 }
        if strikethrough { cost += 1 }
        if let color { cost += 1 + color.cost }
        return cost
    }
}

extension PaintValue {
    fileprivate var cost: Int {
        switch self {
        case .color(let color): color.token == nil ? 1 : 0
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _), .ellipticalGradient(let stops, _, _), .angularGradient(let stops, _, _):
            2 + 2 * stops.count
        case .image: 3
        case .token: 1
        case .member, .fillsMember, .paintMember: 1
        }
    }
}

extension InstanceCall {
    fileprivate var cost: Int {
        1 + arguments.reduce(0) { $0 + $1.value.cost }
    }
}

extension ArgumentValue {
    fileprivate var cost: Int {
        switch self {
        case .string, .bool, .enumCase, .member, .number, .textCase: 1
        case .view(let call): 1 + call.cost
        case .paint(let paint), .shapeStyle(let paint): 1 + paint.cost
        case .textStyle(let style): 1 + style.cost
        case .paints(let paints): 1 + paints.reduce(0) { $0 + 1 + $1.cost }
        case .shadows(let list): 1 + 3 * list.shadows.count
        case .styledText(let runs): runs.reduce(0) { $0 + 3 + $1.style.cost }
        // The views are weighed as the call's children; the closure is a generic type to infer (`Card { … }`: a body
        // of two such calls and a dozen layers took 200 ms against iOS 17.4's SwiftUI).
        case .content: 8
        case .action(let call): 1 + call.handlers.count
        }
    }
}

extension Modifier {
    fileprivate var cost: Int {
        switch self {
        case .frame(let frame):
            // A fixed size and a fill on another axis are two `frame` calls.
            (frame.width != nil || frame.height != nil) && (frame.fillWidth || frame.fillHeight || frame.maxWidth != nil || frame.maxHeight != nil) ? 2 : 1
        case .background(let fills, let outline):
            fills.reduce(1) { $0 + $1.cost } + (outline == .rectangle ? 0 : 1)
        case .stroke(let stroke, _):
            // An overlay holding the outline's stroke.
            3 + stroke.paint.cost + (stroke.dash.isEmpty ? 0 : 1)
        case .shadow: 2
        case .innerShadow: 5
        case .overlay: 2
        case .button: 3
        case .timer(_, let call, _): 3 + call.handlers.count
        case .interaction: 0
        case .padding, .clip, .blur, .backgroundBlur, .opacity, .opacityMember, .blendMode, .rotation, .placement, .zIndex,
             .layoutPriority, .effectToken, .effectMember, .scrollAnchor:
            1
        }
    }
}

/// One list of a view's child views as its code writes them: a container's children, a masked group's layers,
/// a slot's content, a layer's absolute children — each written one after another and so, past the budget, in
/// groups (`ChildGroups`) — or a single child (a scroll view's content, a condition's view, a mask, a grid cell),
/// written in place. `ViewNode.childLists` gives them in the order `forEachChild` visits the views.
struct ChildList {
    /// The views written, in order (a streamed container's kept ones).
    var views: [ViewNode]
    /// The container's children, when the list is a container's (they may be partly streamed).
    var children: Children?
    /// Whether the list may be written in groups (a list of one child never is).
    var groupable: Bool
    /// What the list writes with each view besides it (a grid cell's area).
    var extra = BodyWeight.zero

    /// How many children the list writes, streamed or kept.
    var count: Int { children?.count ?? views.count }

    /// What its streamed children weigh at least (a layer each): they are no views here, and always more than a body.
    var streamedWeight: BodyWeight {
        guard let share = children?.streamedShare else { return .zero }
        return BodyWeight(cost: share.count, layers: share.count)
    }
}

extension ViewNode {
    /// The lists of this view's child views, in `forEachChild`'s order (content, then absolute children).
    var childLists: [ChildList] {
        var lists: [ChildList] = []
        switch content {
        case .stack(let stack): lists.append(ChildList(views: stack.children.kept, children: stack.children, groupable: true))
        case .layers(_, let children): lists.append(ChildList(views: children.kept, children: children, groupable: true))
        case .wrap(let wrap): lists.append(ChildList(views: wrap.children.kept, children: wrap.children, groupable: true))
        case .grid(let grid) where grid.tracks != nil:
            // A track grid's cells are its layout's children, each with its area.
            lists.append(ChildList(views: grid.rows.joined().map(\.view), groupable: true, extra: BodyWeight(cost: 1, layers: 0)))
        case .grid(let grid):
            // `Grid`'s rows hold the cells (a span is one more modifier).
            for row in grid.rows { lists.append(ChildList(views: row.map(\.view), groupable: true, extra: BodyWeight(cost: row.contains { $0.columnSpan > 1 } ? 1 : 0, layers: 0))) }
        case .conditional(_, let inner), .scroll(_, let inner):
            lists.append(ChildList(views: [inner], groupable: false))
        case .masked(let mask, let content, _):
            lists.append(ChildList(views: [mask], groupable: false))
            lists.append(ChildList(views: content, groupable: true))
        case .instance(let call):
            for argument in call.arguments {
                if case .content(let views) = argument.value { lists.append(ChildList(views: views, groupable: true)) }
            }
        case .text, .shape, .path, .image, .slot, .spacer, .placeholder, .reference:
            break
        }
        for modifier in modifiers {
            if case .overlay(_, let children) = modifier { lists.append(ChildList(views: children, groupable: true)) }
        }
        return lists
    }
}

extension ChildList {
    /// Whether the list is written in groups: a streamed container's always; otherwise one of more than a group's
    /// children whose views, each counted whole (a split-out part as its reference), exceed a body's budget.
    /// Counted whole, not as their own groups would write them: the walk stops at the budget, so deciding costs
    /// no more than a body's worth of views however deep the tree (the split decides by the same rule).
    var isGrouped: Bool {
        guard groupable, count > ChildGroups.size else { return false }
        if children?.isStreamed == true { return true }
        var weight = BodyWeight.zero
        for view in views {
            weight += view.subtreeWeight(limit: BodyWeight.budget - weight) + extra
            if weight.exceeds(.budget) { return true }
        }
        return false
    }
}
