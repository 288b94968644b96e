import Foundation

// SwiftUI's layout rules over the layout tree: every view is offered a size by its parent, chooses its own, and
// is placed by its parent. The rules are those SwiftUI documents and ships (Apple's documentation of stacks,
// frames, padding, `Spacer` and the `Layout` protocol; the WWDC 2019 session "Building Custom Views with SwiftUI";
// OpenSwiftUI's MIT reimplementation was read to learn the stack's fitting order). Every rule is written here
// from those descriptions, in figgen's own terms.

/// SwiftUI's default distance between two adjacent views of a stack that gives no spacing (iOS: 8 points), and
/// the default minimum length of a `Spacer()`. Next to a spacer the default distance is 0.
let defaultStackSpacing = 8.0

/// SwiftUI's default `padding()` amount on iOS.
let defaultPadding = 16.0

/// A shape's ideal size: what a `Rectangle()` takes when offered no size.
let flexibleIdealLength = 10.0

/// A layer's frame as the app shows it, with the layers it is inside of, for the report's causes.
struct PlacedLayer {
    var layer: String
    var frame: LayoutRect
    /// The placed layer this one is inside of (an index into the placed layers), if any.
    var parent: Int?
    var node: LayoutNode
}

/// A 2-D affine transform: how a view is drawn (offsets and rotations), applied to its frame for the report.
struct LayoutTransform {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    static let identity = LayoutTransform()

    func applied(to x: Double, _ y: Double) -> (Double, Double) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }

    /// This transform after `other` (other's output goes through this one).
    func concatenating(_ inner: LayoutTransform) -> LayoutTransform {
        LayoutTransform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                        c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                        tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    static func translation(_ x: Double, _ y: Double) -> LayoutTransform {
        LayoutTransform(tx: x, ty: y)
    }

    /// A clockwise turn (SwiftUI's `rotationEffect`, y down) by `degrees` about (`x`, `y`).
    static func rotation(_ degrees: Double, aboutX x: Double, y: Double) -> LayoutTransform {
        let radians = degrees * .pi / 180
        let cosine = cos(radians), sine = sin(radians)
        let turn = LayoutTransform(a: cosine, b: sine, c: -sine, d: cosine)
        return translation(x, y).concatenating(turn).concatenating(translation(-x, -y))
    }

    /// The bounding box of the ellipse inscribed in `rect`, drawn through this transform: each half-extent is
    /// the length of the transformed semi-axes' components along that axis (for a turn by θ of semi-axes a, b:
    /// √((a cos θ)² + (b sin θ)²) across), as Figma's box of a turned ellipse is its outline's.
    func ellipseBoundingBox(_ rect: LayoutRect) -> LayoutRect {
        let (centerX, centerY) = applied(to: rect.x + rect.width / 2, rect.y + rect.height / 2)
        let semiX = rect.width / 2, semiY = rect.height / 2
        let halfWidth = ((a * semiX) * (a * semiX) + (c * semiY) * (c * semiY)).squareRoot()
        let halfHeight = ((b * semiX) * (b * semiX) + (d * semiY) * (d * semiY)).squareRoot()
        return LayoutRect(x: centerX - halfWidth, y: centerY - halfHeight, width: 2 * halfWidth, height: 2 * halfHeight)
    }

    /// The bounding box of `rect` drawn through this transform.
    func boundingBox(_ rect: LayoutRect) -> LayoutRect {
        if a == 1, b == 0, c == 0, d == 1 { return LayoutRect(x: rect.x + tx, y: rect.y + ty, width: rect.width, height: rect.height) }
        let corners = [applied(to: rect.x, rect.y), applied(to: rect.maxX, rect.y), applied(to: rect.x, rect.maxY), applied(to: rect.maxX, rect.maxY)]
        let xs = corners.map(\.0), ys = corners.map(\.1)
        let minX = xs.min()!, minY = ys.min()!
        return LayoutRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}

/// Lays out a tree: sizes (`size(_:_:)`, cached per node and proposal) and places (`place`), recording the frame
/// of every view that draws a layer.
struct LayoutEngine {
    private(set) var placed: [PlacedLayer] = []
    /// Texts whose width was offered narrower than Figma measured them: their line count is estimated.
    private(set) var estimatedWraps: Set<ObjectIdentifier> = []
    /// The frame of the mask a placed layer's view is masked with (`.mask { … }`), by the layer's index in `placed`.
    private(set) var maskFrames: [Int: LayoutRect] = [:]
    /// The drawn frames of the shapes of the mask being placed, if any.
    private var maskShapes: [LayoutRect]?
    private var layerStack: [Int] = []
    /// Sizings not found in a node's cache, and how many one layout may do: stacks in stacks measure their children at
    /// several proposals each, so a hand-edited file of deep nesting would take exponential time. Past the budget
    /// (`sizingsPerNode` per node of the tree above a floor, at most `maximumSizings`) every size is zero and
    /// `exhausted` says so. The corpus's largest layout takes 12,596.
    private(set) var sizings = 0
    private var budget = Int.max
    private(set) var exhausted = false
    static let sizingsPerNode = 20
    static let sizingsFloor = 200_000
    static let maximumSizings = 2_000_000
    static let tooLarge = "too large to lay out (more sizings than the model allows: stacks nested too deep to measure)"

    /// Lays `root` out as a preview does: offered `size`, centred in a frame of that size.
    mutating func layOut(_ root: LayoutNode, in size: LayoutSize) {
        var nodes = 0
        var pending = [root]
        while let node = pending.popLast() {
            nodes += 1
            pending += node.children
        }
        budget = min(Self.sizingsFloor + Self.sizingsPerNode * nodes, Self.maximumSizings)
        let proposal = ProposedSize(size)
        let own = self.size(root, proposal)
        let origin = (x: (size.width - own.width) / 2, y: (size.height - own.height) / 2)
        place(root, x: origin.x, y: origin.y, size: own, proposal: proposal, transform: .identity)
    }

    // MARK: Sizing

    mutating func size(_ node: LayoutNode, _ proposal: ProposedSize) -> LayoutSize {
        for (cached, size) in node.cache where cached == proposal { return size }
        sizings += 1
        guard sizings <= budget else {
            exhausted = true
            return .zero
        }
        let size = computeSize(node, proposal)
        if node.cache.count >= 8 { node.cache.removeFirst() }
        node.cache.append((proposal, size))
        return size
    }

    private mutating func computeSize(_ node: LayoutNode, _ proposal: ProposedSize) -> LayoutSize {
        switch node.kind {
        case .stack(let axis, let spacing, _):
            return stackLayout(node.children, axis: axis, spacing: spacing, proposal: proposal, isStackView: node.isStackView).size
        case .zStack, .unmodelled:
            var size = LayoutSize.zero
            for child in node.children {
                let childSize = self.size(child, proposal)
                size.width = max(size.width, childSize.width)
                size.height = max(size.height, childSize.height)
            }
            return size
        case .spacer(let minLength, let axis):
            // A spacer grows along its stack's axis from its minimum length; across it, it takes nothing. Outside
            // a stack it grows both ways.
            let minimum = minLength ?? defaultStackSpacing
            let width = max(proposal.width ?? -.infinity, minimum), height = max(proposal.height ?? -.infinity, minimum)
            switch axis {
            case .horizontal?: return LayoutSize(width: width, height: 0)
            case .vertical?: return LayoutSize(width: 0, height: height)
            case nil: return LayoutSize(width: width, height: height)
            }
        case .text(let leaf):
            return textSize(leaf, proposal, node: node)
        case .flexible:
            return LayoutSize(width: proposal.width ?? flexibleIdealLength, height: proposal.height ?? flexibleIdealLength)
        case .fixed(let size):
            return size
        case .empty:
            return .zero
        case .frame(let width, let height, _):
            if let width, let height { return LayoutSize(width: width, height: height) }
            let child = self.size(node.children[0], ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
            return LayoutSize(width: width ?? child.width, height: height ?? child.height)
        case .flexibleFrame(let frame):
            return flexibleFrameSize(frame, node.children[0], proposal)
        case .padding(let top, let leading, let bottom, let trailing):
            let child = self.size(node.children[0], Self.inset(proposal, top: top, leading: leading, bottom: bottom, trailing: trailing))
            return LayoutSize(width: max(child.width + leading + trailing, 0), height: max(child.height + top + bottom, 0))
        case .decorated, .offset, .rotation, .environment:
            return self.size(node.children[0], proposal)
        case .fixedSize(let horizontal, let vertical):
            return self.size(node.children[0], ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
        case .grid(_, let horizontalSpacing, let verticalSpacing):
            return gridLayout(node, horizontalSpacing: horizontalSpacing ?? defaultStackSpacing, verticalSpacing: verticalSpacing ?? defaultStackSpacing, proposal: proposal).size
        case .gridRow:
            // A row outside a grid is an HStack.
            return stackLayout(node.children, axis: .horizontal, spacing: nil, proposal: proposal).size
        case .scroll(let horizontal, let vertical):
            let content = self.size(node.children[0], ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
            func length(_ offered: Double?, _ own: Double) -> Double {
                guard let offered, offered.isFinite else { return own }
                return offered
            }
            return LayoutSize(width: length(proposal.width, content.width), height: length(proposal.height, content.height))
        case .viewThatFits(let horizontal, let vertical):
            let chosen = viewThatFits(node, horizontal: horizontal, vertical: vertical, proposal: proposal)
            return chosen.map { self.size($0, proposal) } ?? .zero
        case .constraintLayout(let design):
            func length(_ offered: Double?, _ design: Double) -> Double {
                guard let offered, offered.isFinite else { return design }
                return offered
            }
            return LayoutSize(width: length(proposal.width, design.width), height: length(proposal.height, design.height))
        case .trackGrid(let columns, let rows, let columnSpacing, let rowSpacing, let design):
            return trackGrid(node, columns: columns, rows: rows, columnSpacing: columnSpacing, rowSpacing: rowSpacing, design: design,
                             width: proposal.width, height: proposal.height).size
        case .flowLayout(let axis, let spacing, let lineSpacing, _, _):
            let lines = flowLines(node.children, axis: axis, spacing: spacing, limit: proposal[axis] ?? .infinity)
            let length = lines.map(\.length).max() ?? 0
            let thickness = lines.map(\.thickness).reduce(0, +) + lineSpacing * Double(max(lines.count - 1, 0))
            return LayoutSize(length, along: axis, across: thickness)
        }
    }

    static func inset(_ proposal: ProposedSize, top: Double, leading: Double, bottom: Double, trailing: Double) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max($0 - leading - trailing, 0) }, height: proposal.height.map { max($0 - top - bottom, 0) })
    }

    /// A text's size: Figma's width and line count (more lines when offered less width than Figma measured it,
    /// fewer when its line limit or the offered height cuts it), each line the natural height of its font, with
    /// the line spacing between lines.
    private mutating func textSize(_ leaf: TextLeaf, _ proposal: ProposedSize, node: LayoutNode) -> LayoutSize {
        guard let measured = leaf.measured else { return .zero }
        var lines = measured.lines
        var width = measured.width
        if let offered = proposal.width, offered < measured.width - 0.5 {
            // Wrapped narrower than in Figma: as many more lines as the width shrinks (an estimate: no font shaping).
            lines = layoutCount((Double(measured.lines) * measured.width / max(offered, 1)).rounded(.up), fallback: measured.lines)
            width = max(offered, 0)
        }
        if let limit = leaf.lineLimit { lines = min(lines, max(limit, 1)) }
        let spacing = max(leaf.lineSpacing, 0)
        let paragraphGaps = Double(min(measured.paragraphs, lines) - 1) * leaf.paragraphSpacing
        if let offered = proposal.height, offered.isFinite, lines > 1 {
            // A text offered less height shows the lines that fit (at least one) beside its paragraph gaps. A
            // hundredth of a point is forgiven: the code's numbers and the fonts' heights are written to a
            // thousandth, and a stack of them offered exactly the design's height may fall short by a few thousandths.
            let fitting = layoutCount(((offered - paragraphGaps + spacing + 0.01) / (leaf.naturalLineHeight + spacing)).rounded(.down))
            lines = min(lines, max(fitting, 1))
        }
        let height = Double(lines) * leaf.naturalLineHeight + Double(max(lines - 1, 0)) * spacing + paragraphGaps
        return LayoutSize(width: width, height: height)
    }

    private mutating func flexibleFrameSize(_ frame: LayoutNode.FlexibleFrame, _ child: LayoutNode, _ proposal: ProposedSize) -> LayoutSize {
        func own(_ offered: Double?, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?) -> Double? {
            if let offered {
                if let minimum, let maximum, minimum <= maximum { return min(max(offered, minimum), maximum) }
                return nil
            }
            return ideal
        }
        let width = own(proposal.width, frame.minWidth, frame.idealWidth, frame.maxWidth)
        let height = own(proposal.height, frame.minHeight, frame.idealHeight, frame.maxHeight)
        if let width, let height { return LayoutSize(width: width, height: height) }
        let childProposal = Self.flexibleFrameChildProposal(frame, proposal)
        let size = self.size(child, childProposal)
        func final(_ own: Double?, _ minimum: Double?, _ maximum: Double?, _ offered: Double?, _ child: Double) -> Double {
            if let own { return own }
            switch (minimum, maximum) {
            case let (minimum?, maximum?) where minimum <= maximum: return min(max(minimum, child), maximum)
            case let (minimum?, nil): return max(min(offered ?? .infinity, child), minimum)
            case let (nil, maximum?): return min(max(offered ?? -.infinity, child), maximum)
            default: return child
            }
        }
        return LayoutSize(width: final(width, frame.minWidth, frame.maxWidth, childProposal.width, size.width),
                          height: final(height, frame.minHeight, frame.maxHeight, childProposal.height, size.height))
    }

    /// What a flexible frame offers its content: the offer (or its ideal size) clamped to its bounds.
    static func flexibleFrameChildProposal(_ frame: LayoutNode.FlexibleFrame, _ proposal: ProposedSize) -> ProposedSize {
        func clamp(_ value: Double?, _ minimum: Double?, _ maximum: Double?) -> Double? {
            guard let value else { return nil }
            return min(max(value, minimum ?? -.infinity), maximum ?? .infinity)
        }
        return ProposedSize(width: clamp(proposal.width ?? frame.idealWidth, frame.minWidth, frame.maxWidth),
                            height: clamp(proposal.height ?? frame.idealHeight, frame.minHeight, frame.maxHeight))
    }

    // MARK: Stacks

    /// The distance SwiftUI puts between two adjacent children of a stack without a spacing: none next to a
    /// spacer, else the default.
    static func defaultDistance(_ previous: LayoutNode, _ next: LayoutNode) -> Double {
        previous.isSpacerView || next.isSpacerView ? 0 : defaultStackSpacing
    }

    struct StackResult {
        var size: LayoutSize
        var sizes: [LayoutSize]
        var proposals: [ProposedSize]
        var distances: [Double]
    }

    /// SwiftUI's stack: the spacing is taken off the offer; children are sized in order of layout priority
    /// (highest first; a spacer's is lowest), and within a priority from the least flexible to the most (the
    /// difference between the length each takes when offered nothing and when offered everything), each offered
    /// an even share of what is left after the minimum lengths of lower priorities are set aside.
    ///
    /// A UIKit stack container (`isStackView`) is a `UIStackView`: Auto Layout gives each child its own length (its
    /// intrinsic size at the width it gets), and the children that grow (Figma's FILL, pinned by figgen) share what
    /// is left; only when the children do not fit are they shared out as SwiftUI would (an approximation of
    /// compression resistance). SwiftUI's even shares would cut a label short where UIKit shows all its lines.
    mutating func stackLayout(_ children: [LayoutNode], axis: Axis, spacing: Double?, proposal: ProposedSize, isStackView: Bool = false) -> StackResult {
        let count = children.count
        var distances = [Double](repeating: 0, count: count)
        for index in children.indices.dropFirst() {
            distances[index] = spacing ?? Self.defaultDistance(children[index - 1], children[index])
        }
        let internalSpacing = distances.reduce(0, +)
        let across = proposal[axis.other]
        var sizes = [LayoutSize](repeating: .zero, count: count)
        var proposals = [ProposedSize](repeating: .unspecified, count: count)
        if isStackView, let offered = proposal[axis], let fitted = intrinsicLengths(children, axis: axis, across: across, room: offered - internalSpacing) {
            for index in children.indices {
                proposals[index] = ProposedSize(fitted[index], along: axis, across: across)
                sizes[index] = self.size(children[index], proposals[index])
            }
        } else if let offered = proposal[axis] {
            let order = fittingOrder(children, axis: axis, across: across)
            var available = offered - internalSpacing
            var position = 0
            while position < count {
                let priority = children[order[position]].effectivePriority
                var end = position + 1
                while end < count, children[order[end]].effectivePriority == priority { end += 1 }
                if position == 0 {
                    for later in order[end...] { available -= minimumLength(children[later], axis: axis, across: across) }
                } else {
                    for member in order[position..<end] { available += minimumLength(children[member], axis: axis, across: across) }
                }
                var remaining = end - position
                for member in order[position..<end] {
                    let share = max(available / Double(remaining), 0)
                    let childProposal = ProposedSize(share, along: axis, across: across)
                    let size = self.size(children[member], childProposal)
                    sizes[member] = size
                    proposals[member] = childProposal
                    available -= size[axis]
                    remaining -= 1
                }
                position = end
            }
        } else {
            for index in children.indices {
                proposals[index] = ProposedSize(nil, along: axis, across: across)
                sizes[index] = self.size(children[index], proposals[index])
            }
        }
        let length = sizes.reduce(0) { $0 + $1[axis] } + internalSpacing
        let thickness = sizes.map { $0[axis.other] }.max() ?? 0
        return StackResult(size: LayoutSize(length, along: axis, across: thickness), sizes: sizes, proposals: proposals, distances: distances)
    }

    /// The lengths a `UIStackView` gives its children in `room`: each its own (offered no length), those that grow
    /// when offered more (of the highest priority) sharing what the others leave, evenly; nil when the children's
    /// own lengths do not fit.
    private mutating func intrinsicLengths(_ children: [LayoutNode], axis: Axis, across: Double?, room: Double) -> [Double]? {
        let own = children.map { size($0, ProposedSize(nil, along: axis, across: across))[axis] }
        var growing = children.indices.filter { size(children[$0], ProposedSize(.infinity, along: axis, across: across))[axis] > own[$0] + 0.5 }
        // Of those, the ones of the highest priority take the space (a `SpacerView` gives way to a FILL layer).
        if let top = growing.map({ children[$0].effectivePriority }).max() { growing = growing.filter { children[$0].effectivePriority == top } }
        let isGrowing = Set(growing)
        let fixed = children.indices.filter { !isGrowing.contains($0) }.map { own[$0] }.reduce(0, +)
        let free = room - fixed
        guard free + 0.01 >= growing.map({ own[$0] }).reduce(0, +) else { return nil }
        var lengths = own
        for index in growing { lengths[index] = max(free / Double(growing.count), own[index]) }
        return lengths
    }

    /// Children in the order a stack sizes them: by priority, highest first, then from the least flexible to the
    /// most; among the infinitely flexible, the one with the larger minimum first; ties keep their order.
    private mutating func fittingOrder(_ children: [LayoutNode], axis: Axis, across: Double?) -> [Int] {
        var ranges: [(Double, Double)?] = Array(repeating: nil, count: children.count)
        func range(_ index: Int) -> (Double, Double) {
            if let known = ranges[index] { return known }
            let minimum = minimumLength(children[index], axis: axis, across: across)
            let maximum = size(children[index], ProposedSize(.infinity, along: axis, across: across))[axis]
            ranges[index] = (minimum, maximum)
            return (minimum, maximum)
        }
        func fitsBefore(_ left: Int, _ right: Int) -> Bool {
            let leftPriority = children[left].effectivePriority, rightPriority = children[right].effectivePriority
            if leftPriority != rightPriority { return leftPriority > rightPriority }
            let (leftMin, leftMax) = range(left), (rightMin, rightMax) = range(right)
            return Self.lessFlexible(minimum: leftMin, maximum: leftMax, than: rightMin, rightMax)
        }
        var order = Array(children.indices)
        // Insertion sort: stable, and few children compare (figgen splits wide containers).
        for index in order.indices.dropFirst() {
            var position = index
            while position > 0, fitsBefore(order[position], order[position - 1]) {
                order.swapAt(position, position - 1)
                position -= 1
            }
        }
        return order
    }

    /// SwiftUI's flexibility order: the smaller range of lengths first; of two infinitely flexible views, the one
    /// with the larger minimum.
    static func lessFlexible(minimum leftMin: Double, maximum leftMax: Double, than rightMin: Double, _ rightMax: Double) -> Bool {
        let leftFlexibility = leftMax - leftMin, rightFlexibility = rightMax - rightMin
        if leftFlexibility != rightFlexibility { return leftFlexibility < rightFlexibility }
        let leftKey = leftFlexibility == .infinity ? -leftMin : 0
        let rightKey = rightFlexibility == .infinity ? -rightMin : 0
        return leftKey < rightKey
    }

    private mutating func minimumLength(_ child: LayoutNode, axis: Axis, across: Double?) -> Double {
        size(child, ProposedSize(0, along: axis, across: across))[axis]
    }

    // MARK: Grid

    struct GridResult {
        var size: LayoutSize
        var columnWidths: [Double]
        var rowHeights: [Double]
        /// Per row: its cells with their first column.
        var rows: [[(cell: LayoutNode, column: Int, span: Int)]]
        var horizontalSpacing: Double
        var verticalSpacing: Double
    }

    /// A grid: columns sized like an HStack of columns (each as wide as its widest single-column cell, sharing
    /// the offered width by flexibility), rows like a VStack of rows; a cell spanning columns takes their widths
    /// and the spacing between them; a view that is not a `GridRow` is a row of one cell across every column.
    mutating func gridLayout(_ node: LayoutNode, horizontalSpacing: Double, verticalSpacing: Double, proposal: ProposedSize) -> GridResult {
        var rows: [[(cell: LayoutNode, column: Int, span: Int)]] = []
        var columnCount = 1
        for child in node.children {
            if case .gridRow = child.innermostKind {
                var column = 0
                var row: [(cell: LayoutNode, column: Int, span: Int)] = []
                for cell in child.innermostChildren {
                    row.append((cell, column, max(cell.gridColumns, 1)))
                    column += max(cell.gridColumns, 1)
                }
                columnCount = max(columnCount, column)
                rows.append(row)
            } else {
                rows.append([(child, 0, 0)])  // span 0: every column
            }
        }
        for row in rows.indices { for cell in rows[row].indices where rows[row][cell].span == 0 { rows[row][cell].span = columnCount } }
        // Columns: each a virtual child whose length is the widest of its single-column cells.
        func columnWidth(_ column: Int, _ offered: Double?) -> Double {
            var width = 0.0
            var hasCell = false
            for row in rows {
                for entry in row where entry.column == column && entry.span == 1 {
                    hasCell = true
                    width = max(width, size(entry.cell, ProposedSize(width: offered, height: nil)).width)
                }
            }
            if !hasCell {
                for row in rows {
                    for entry in row where entry.column <= column && column < entry.column + entry.span {
                        let spanOffer = offered.map { $0 * Double(entry.span) + horizontalSpacing * Double(entry.span - 1) }
                        let spanned = size(entry.cell, ProposedSize(width: spanOffer, height: nil)).width
                        width = max(width, (spanned - horizontalSpacing * Double(entry.span - 1)) / Double(entry.span))
                    }
                }
            }
            return width
        }
        let widths = Self.distribute(count: columnCount, offered: proposal.width, spacing: horizontalSpacing, length: columnWidth)
        func cellWidth(_ entry: (cell: LayoutNode, column: Int, span: Int)) -> Double {
            widths[entry.column..<min(entry.column + entry.span, widths.count)].reduce(0, +) + horizontalSpacing * Double(entry.span - 1)
        }
        func rowHeight(_ row: Int, _ offered: Double?) -> Double {
            rows[row].map { size($0.cell, ProposedSize(width: cellWidth($0), height: offered)).height }.max() ?? 0
        }
        let heights = Self.distribute(count: rows.count, offered: proposal.height, spacing: verticalSpacing, length: rowHeight)
        let width = widths.reduce(0, +) + horizontalSpacing * Double(max(columnCount - 1, 0))
        let height = heights.reduce(0, +) + verticalSpacing * Double(max(rows.count - 1, 0))
        return GridResult(size: LayoutSize(width: width, height: height), columnWidths: widths, rowHeights: heights, rows: rows,
                          horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    /// Lengths of `count` virtual stack children (columns or rows) sharing `offered` as a stack shares it.
    private static func distribute(count: Int, offered: Double?, spacing: Double, length: (Int, Double?) -> Double) -> [Double] {
        guard let offered else { return (0..<count).map { length($0, nil) } }
        let ranges = (0..<count).map { (length($0, 0), length($0, .infinity)) }
        var order = Array(0..<count)
        for index in order.indices.dropFirst() {
            var position = index
            while position > 0, lessFlexible(minimum: ranges[order[position]].0, maximum: ranges[order[position]].1,
                                             than: ranges[order[position - 1]].0, ranges[order[position - 1]].1) {
                order.swapAt(position, position - 1)
                position -= 1
            }
        }
        var available = offered - spacing * Double(max(count - 1, 0))
        var lengths = [Double](repeating: 0, count: count)
        var remaining = count
        for index in order {
            lengths[index] = length(index, max(available / Double(remaining), 0))
            available -= lengths[index]
            remaining -= 1
        }
        return lengths
    }

    // MARK: Track grid

    /// `GridTrackLayout`'s track lengths, as its own source computes them: fixed tracks keep their lengths, an auto
    /// track its `content`'s; fr tracks share what the others and the spacing leave of `length`, by their fr.
    static func trackLengths(_ tracks: [GridTrack], spacing: Double, in length: Double, content: [Double]) -> [Double] {
        var fixed = 0.0, shares = 0.0
        for (index, track) in tracks.enumerated() {
            switch track {
            case .fixed(let value): fixed += value
            case .flexible(let share): shares += share
            case .auto: fixed += content[index]
            }
        }
        let free = max(length - fixed - spacing * Double(max(tracks.count - 1, 0)), 0)
        return tracks.enumerated().map { index, track in
            switch track {
            case .fixed(let value): value
            case .flexible(let share): shares > 0 ? free * share / shares : 0
            case .auto: content[index]
            }
        }
    }

    /// `GridTrackLayout`'s length on an axis: its tracks' and spacing, else (with fr tracks) the offer, else its
    /// design length.
    static func trackGridLength(_ tracks: [GridTrack], spacing: Double, offered: Double?, design: Double, content: [Double]) -> Double {
        let hasShares = tracks.contains { if case .flexible = $0 { true } else { false } }
        if !hasShares { return trackLengths(tracks, spacing: spacing, in: 0, content: content).reduce(0, +) + spacing * Double(max(tracks.count - 1, 0)) }
        guard let offered, offered.isFinite else { return design }
        return offered
    }

    /// A track grid's column and row lengths, and its size, in a layout `width` and `height` long (nil: as long as
    /// its tracks make it), as `GridTrackLayout` computes them: an auto column is its widest child that lies in it
    /// alone (at its own width), an auto row its tallest (at its columns' width when it fills them).
    mutating func trackGrid(_ node: LayoutNode, columns: [GridTrack], rows: [GridTrack], columnSpacing: Double, rowSpacing: Double, design: LayoutSize,
                            width: Double?, height: Double?) -> (widths: [Double], heights: [Double], size: LayoutSize) {
        func area(_ child: LayoutNode) -> GridArea {
            child.gridArea ?? GridArea(row: 0, column: 0, rowSpan: rows.count, columnSpan: columns.count, horizontal: .fill, vertical: .fill)
        }
        var columnContent = [Double](repeating: 0, count: columns.count)
        if columns.contains(.auto) {
            for child in node.children {
                let area = area(child)
                guard area.columnSpan == 1, columns.indices.contains(area.column), columns[area.column] == .auto else { continue }
                columnContent[area.column] = max(columnContent[area.column], size(child, ProposedSize(width: nil, height: nil)).width)
            }
        }
        let totalWidth = Self.trackGridLength(columns, spacing: columnSpacing, offered: width, design: design.width, content: columnContent)
        let widths = Self.trackLengths(columns, spacing: columnSpacing, in: totalWidth, content: columnContent)
        var rowContent = [Double](repeating: 0, count: rows.count)
        if rows.contains(.auto) {
            for child in node.children {
                let area = area(child)
                guard area.rowSpan == 1, rows.indices.contains(area.row), rows[area.row] == .auto else { continue }
                let column = Self.trackSpan(widths, spacing: columnSpacing, first: area.column, count: area.columnSpan)
                rowContent[area.row] = max(rowContent[area.row], size(child, ProposedSize(width: area.horizontal == .fill ? column.length : nil, height: nil)).height)
            }
        }
        let totalHeight = Self.trackGridLength(rows, spacing: rowSpacing, offered: height, design: design.height, content: rowContent)
        return (widths, Self.trackLengths(rows, spacing: rowSpacing, in: totalHeight, content: rowContent), LayoutSize(width: totalWidth, height: totalHeight))
    }

    /// Where `count` tracks from `first` start and how long they are, with the spacing between them.
    static func trackSpan(_ lengths: [Double], spacing: Double, first: Int, count: Int) -> (start: Double, length: Double) {
        let start = min(max(first, 0), lengths.count)
        let end = min(start + max(count, 1), lengths.count)
        let before = lengths[..<start].reduce(0, +) + spacing * Double(start)
        return (before, lengths[start..<end].reduce(0, +) + spacing * Double(max(end - start - 1, 0)))
    }

    // MARK: Flow layout and ViewThatFits

    /// `FlowLayout`'s lines, as its own source computes them: children in order, a new line when the next one's
    /// ideal length would pass the limit; then in each line a child that grows when offered more (FILL) takes its
    /// share of the room the line leaves (`flowShares`), and is measured again at that length.
    mutating func flowLines(_ children: [LayoutNode], axis: Axis, spacing: Double, limit: Double) -> [(indices: [Int], sizes: [LayoutSize], length: Double, thickness: Double)] {
        let ideal = children.map { size($0, .unspecified) }
        let longest = children.map { size($0, ProposedSize(.infinity, along: axis, across: nil))[axis] }
        var groups: [[Int]] = []
        var used = 0.0
        for index in children.indices {
            let needed = used + spacing + ideal[index][axis]
            if !groups.isEmpty && needed <= limit {
                groups[groups.count - 1].append(index)
                used = needed
            } else {
                groups.append([index])
                used = ideal[index][axis]
            }
        }
        return groups.map { indices in
            let room = limit - spacing * Double(indices.count - 1)
            let lengths = Self.flowShares(ideal: indices.map { ideal[$0][axis] }, longest: indices.map { longest[$0] }, room: room)
            let sizes = zip(indices, lengths).map { index, grown in
                grown == ideal[index][axis] ? ideal[index] : size(children[index], ProposedSize(grown, along: axis, across: nil))
            }
            let thickness = sizes.map { $0[axis.other] }.max() ?? 0
            return (indices, sizes, sizes.map { $0[axis] }.reduce(0, +) + spacing * Double(indices.count - 1), thickness)
        }
    }

    /// The lengths of a flow line's children in `room`, as `FlowLayout` shares it: those that grow (longer when
    /// offered more) share what the others leave equally, each kept between its ideal and longest length (those a
    /// bound holds keep it and the rest share again); the others keep their ideal length. Unbounded room: all ideal.
    static func flowShares(ideal: [Double], longest: [Double], room: Double) -> [Double] {
        var lengths = ideal
        var growing = ideal.indices.filter { longest[$0] > ideal[$0] }
        guard room.isFinite else { return lengths }
        var available = room - ideal.indices.filter { !growing.contains($0) }.map { ideal[$0] }.reduce(0, +)
        while !growing.isEmpty {
            let share = available / Double(growing.count)
            let clamped = growing.map { min(max(share, ideal[$0]), longest[$0]) }
            let excess = clamped.reduce(0, +) - share * Double(growing.count)
            let held = growing.indices.filter { abs(excess) < 0.001 || (excess > 0 ? clamped[$0] > share : clamped[$0] < share) }
            for position in held {
                lengths[growing[position]] = clamped[position]
                available -= clamped[position]
            }
            growing = growing.indices.filter { !held.contains($0) }.map { growing[$0] }
        }
        return lengths
    }

    /// The first child whose ideal size fits the offer on the axes `ViewThatFits` checks; else the last.
    private mutating func viewThatFits(_ node: LayoutNode, horizontal: Bool, vertical: Bool, proposal: ProposedSize) -> LayoutNode? {
        for child in node.children {
            let ideal = size(child, ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
            let fitsWidth = !horizontal || ideal.width <= (proposal.width ?? .infinity) + 0.001
            let fitsHeight = !vertical || ideal.height <= (proposal.height ?? .infinity) + 0.001
            if fitsWidth && fitsHeight { return child }
        }
        return node.children.last
    }

    // MARK: Placement

    /// Places `node` with its top-leading corner at (`x`, `y`) in its parent's space, at `size` (what it chose for
    /// `proposal`), and its children in turn; records the frame of a view that draws a layer.
    mutating func place(_ node: LayoutNode, x: Double, y: Double, size: LayoutSize, proposal: ProposedSize, transform: LayoutTransform) {
        var pushed = false
        if let layer = node.layer {
            // A layer is where it is drawn: its own offset or turn moves its frame.
            var drawn = transform
            if case .offset(let dx, let dy) = node.kind { drawn = transform.concatenating(.translation(dx, dy)) }
            if case .rotation(let degrees) = node.kind {
                drawn = transform.concatenating(.rotation(degrees, aboutX: x + size.width / 2, y: y + size.height / 2))
            }
            let rect = LayoutRect(x: x, y: y, width: size.width, height: size.height)
            let frame = node.drawsEllipse ? drawn.ellipseBoundingBox(rect) : drawn.boundingBox(rect)
            placed.append(PlacedLayer(layer: layer, frame: frame, parent: layerStack.last, node: node))
            layerStack.append(placed.count - 1)
            pushed = true
        }
        defer { if pushed { layerStack.removeLast() } }
        func put(_ child: LayoutNode, _ childX: Double, _ childY: Double, _ childProposal: ProposedSize, _ childTransform: LayoutTransform? = nil) {
            let childSize = self.size(child, childProposal)
            place(child, x: childX, y: childY, size: childSize, proposal: childProposal, transform: childTransform ?? transform)
        }
        switch node.kind {
        case .stack(let axis, let spacing, let alignment):
            // Placed, a stack offers its own length across its axis when it was offered none.
            var placing = proposal
            if placing[axis.other] == nil { placing[axis.other] = size[axis.other] }
            let layout = stackLayout(node.children, axis: axis, spacing: spacing, proposal: placing, isStackView: node.isStackView)
            var offset = axis == .horizontal ? x : y
            let thickness = layout.size[axis.other]
            for (index, child) in node.children.enumerated() {
                offset += layout.distances[index]
                let childSize = layout.sizes[index]
                let cross = (axis == .horizontal ? y : x) + alignment[axis.other] * (thickness - childSize[axis.other])
                let childX = axis == .horizontal ? offset : cross, childY = axis == .horizontal ? cross : offset
                place(child, x: childX, y: childY, size: childSize, proposal: layout.proposals[index], transform: transform)
                offset += childSize[axis]
            }
        case .zStack(let alignment):
            let sizes = node.children.map { self.size($0, proposal) }
            let width = sizes.map(\.width).max() ?? 0, height = sizes.map(\.height).max() ?? 0
            for (child, childSize) in zip(node.children, sizes) {
                place(child, x: x + alignment.horizontal * (width - childSize.width), y: y + alignment.vertical * (height - childSize.height),
                      size: childSize, proposal: proposal, transform: transform)
            }
        case .unmodelled:
            for child in node.children { put(child, x, y, proposal) }
        case .text(let leaf):
            if let measured = leaf.measured, let offered = proposal.width, offered < measured.width - 0.5 {
                estimatedWraps.insert(ObjectIdentifier(node))
            }
        case .flexible, .fixed:
            if maskShapes != nil {
                let rect = LayoutRect(x: x, y: y, width: size.width, height: size.height)
                maskShapes?.append(node.isEllipse ? transform.ellipseBoundingBox(rect) : transform.boundingBox(rect))
            }
        case .spacer, .empty:
            break
        case .frame(let width, let height, let alignment):
            let childProposal = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
            align(node.children[0], in: (x, y, size), proposal: childProposal, alignment: alignment, transform: transform)
        case .flexibleFrame(let frame):
            func offer(_ axis: Axis, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?) -> Double? {
                let value = size[axis]
                if ideal == nil, proposal[axis] == nil, (minimum ?? -.infinity) < value, value < (maximum ?? .infinity) { return nil }
                return value
            }
            let childProposal = ProposedSize(width: offer(.horizontal, frame.minWidth, frame.idealWidth, frame.maxWidth),
                                             height: offer(.vertical, frame.minHeight, frame.idealHeight, frame.maxHeight))
            align(node.children[0], in: (x, y, size), proposal: childProposal, alignment: frame.alignment, transform: transform)
        case .padding(let top, let leading, let bottom, let trailing):
            put(node.children[0], x + leading, y + top, Self.inset(proposal, top: top, leading: leading, bottom: bottom, trailing: trailing))
        case .decorated(let secondaries):
            place(node.children[0], x: x, y: y, size: size, proposal: proposal, transform: transform)
            for secondary in secondaries {
                let outerShapes = maskShapes
                if secondary.view.isMask { maskShapes = [] }
                align(secondary.view, in: (x, y, size), proposal: ProposedSize(size), alignment: secondary.alignment, transform: transform)
                if secondary.view.isMask, let owner = layerStack.last, let shapes = maskShapes, let first = shapes.first {
                    // The mask's own frame: what its shapes span (the layers it masks are drawn only there).
                    maskFrames[owner] = shapes.dropFirst().reduce(first) { $0.union($1) }
                }
                if secondary.view.isMask { maskShapes = outerShapes.map { $0 + (maskShapes ?? []) } }
            }
        case .offset(let dx, let dy):
            place(node.children[0], x: x, y: y, size: size, proposal: proposal, transform: transform.concatenating(.translation(dx, dy)))
        case .rotation(let degrees):
            let turn = LayoutTransform.rotation(degrees, aboutX: x + size.width / 2, y: y + size.height / 2)
            place(node.children[0], x: x, y: y, size: size, proposal: proposal, transform: transform.concatenating(turn))
        case .environment:
            place(node.children[0], x: x, y: y, size: size, proposal: proposal, transform: transform)
        case .fixedSize(let horizontal, let vertical):
            let childProposal = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            align(node.children[0], in: (x, y, size), proposal: childProposal, alignment: .center, transform: transform)
        case .grid(let alignment, let horizontalSpacing, let verticalSpacing):
            let grid = gridLayout(node, horizontalSpacing: horizontalSpacing ?? defaultStackSpacing, verticalSpacing: verticalSpacing ?? defaultStackSpacing,
                                  proposal: ProposedSize(size))
            var rowY = y
            for (rowIndex, row) in grid.rows.enumerated() {
                for entry in row {
                    let columnX = x + grid.columnWidths[0..<entry.column].reduce(0, +) + grid.horizontalSpacing * Double(entry.column)
                    let width = grid.columnWidths[entry.column..<min(entry.column + entry.span, grid.columnWidths.count)].reduce(0, +)
                        + grid.horizontalSpacing * Double(entry.span - 1)
                    let cell = LayoutSize(width: width, height: grid.rowHeights[rowIndex])
                    align(entry.cell, in: (columnX, rowY, cell), proposal: ProposedSize(cell), alignment: alignment, transform: transform)
                }
                rowY += grid.rowHeights[rowIndex] + grid.verticalSpacing
            }
            // A GridRow's own views were placed as cells; the row itself has no frame of its own to record.
        case .gridRow:
            let layout = stackLayout(node.children, axis: .horizontal, spacing: nil, proposal: proposal)
            var offset = x
            for (index, child) in node.children.enumerated() {
                offset += layout.distances[index]
                place(child, x: offset, y: y + (layout.size.height - layout.sizes[index].height) / 2, size: layout.sizes[index],
                      proposal: layout.proposals[index], transform: transform)
                offset += layout.sizes[index].width
            }
        case .scroll(let horizontal, let vertical):
            let childProposal = ProposedSize(width: horizontal ? nil : size.width, height: vertical ? nil : size.height)
            let content = self.size(node.children[0], childProposal)
            // Content starts at the top-leading edge of a scrolling axis and is centred across it.
            let childX = horizontal ? x : x + (size.width - content.width) / 2
            let childY = vertical ? y : y + (size.height - content.height) / 2
            place(node.children[0], x: childX, y: childY, size: content, proposal: childProposal, transform: transform)
        case .viewThatFits(let horizontal, let vertical):
            if let chosen = viewThatFits(node, horizontal: horizontal, vertical: vertical, proposal: proposal) {
                put(chosen, x, y, proposal)
            }
        case .constraintLayout(let design):
            for child in node.children {
                let frame = child.constraint?.frame(design: design, actual: size) ?? LayoutRect(x: 0, y: 0, width: size.width, height: size.height)
                put(child, x + frame.x, y + frame.y, ProposedSize(width: frame.width, height: frame.height))
            }
        case .trackGrid(let columns, let rows, let columnSpacing, let rowSpacing, let design):
            let (widths, heights, _) = trackGrid(node, columns: columns, rows: rows, columnSpacing: columnSpacing, rowSpacing: rowSpacing, design: design,
                                                 width: size.width, height: size.height)
            for child in node.children {
                // A child without an area fills the grid.
                let area = child.gridArea ?? GridArea(row: 0, column: 0, rowSpan: rows.count, columnSpan: columns.count, horizontal: .fill, vertical: .fill)
                let column = Self.trackSpan(widths, spacing: columnSpacing, first: area.column, count: area.columnSpan)
                let row = Self.trackSpan(heights, spacing: rowSpacing, first: area.row, count: area.rowSpan)
                // A child that does not fill is offered no length and takes its own.
                let offer = ProposedSize(width: area.horizontal == .fill ? column.length : nil, height: area.vertical == .fill ? row.length : nil)
                let childSize = self.size(child, offer)
                func offset(_ placement: GridCellPlacement, _ free: Double) -> Double {
                    switch placement {
                    case .start, .fill: 0
                    case .center: free / 2
                    case .end: free
                    }
                }
                place(child, x: x + column.start + offset(area.horizontal, column.length - childSize.width),
                      y: y + row.start + offset(area.vertical, row.length - childSize.height), size: childSize, proposal: offer, transform: transform)
            }
        case .flowLayout(let axis, let spacing, let lineSpacing, let alignment, let itemAlignment):
            let limit = size[axis]
            var crossOffset = 0.0
            for line in flowLines(node.children, axis: axis, spacing: spacing, limit: limit) {
                let free = max(limit - line.length, 0)
                var mainOffset = alignment * free
                for (index, childSize) in zip(line.indices, line.sizes) {
                    let across = crossOffset + itemAlignment * (line.thickness - childSize[axis.other])
                    let childX = axis == .horizontal ? x + mainOffset : x + across
                    let childY = axis == .horizontal ? y + across : y + mainOffset
                    put(node.children[index], childX, childY, ProposedSize(childSize))
                    mainOffset += childSize[axis] + spacing
                }
                crossOffset += line.thickness + lineSpacing
            }
        }
    }

    /// Places a child offered `proposal` inside `bounds`, aligned.
    private mutating func align(_ child: LayoutNode, in bounds: (x: Double, y: Double, size: LayoutSize), proposal: ProposedSize, alignment: LayoutAlignment,
                                transform: LayoutTransform) {
        let childSize = size(child, proposal)
        place(child, x: bounds.x + alignment.horizontal * (bounds.size.width - childSize.width),
              y: bounds.y + alignment.vertical * (bounds.size.height - childSize.height), size: childSize, proposal: proposal, transform: transform)
    }
}

extension LayoutNode {
    /// Whether this view, under its modifiers, is an ellipse (a turn among them turns the ellipse).
    var drawsEllipse: Bool {
        var node = self
        while !node.isEllipse, node.children.count == 1 {
            // Through modifiers and to the view an overlay or background decorates.
            if node.isContainer, !node.isDecorated { return false }
            node = node.children[0]
        }
        return node.isEllipse
    }

    var isDecorated: Bool {
        if case .decorated = kind { return true }
        return false
    }

    /// The layout priority a stack sorts by: a spacer's is the lowest of all.
    var effectivePriority: Double {
        isSpacerView ? -.infinity : layoutPriority
    }

    /// A spacer, under any modifiers that leave it one (an environment change).
    var isSpacerView: Bool {
        var node = self
        while true {
            switch node.kind {
            case .spacer: return true
            case .environment: node = node.children[0]
            default: return false
            }
        }
    }

    /// The kind under environment modifiers.
    var innermostKind: Kind {
        var node = self
        while case .environment = node.kind { node = node.children[0] }
        return node.kind
    }

    var innermostChildren: [LayoutNode] {
        var node = self
        while case .environment = node.kind { node = node.children[0] }
        return node.children
    }
}
