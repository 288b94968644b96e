import UIKit

/// Collects a container's children, written like a SwiftUI view builder: one view per line, `if` for a
/// layer shown by a property, and a slot's views as they are.
@resultBuilder
public enum ContainerBuilder {
    public static func buildExpression(_ view: UIView) -> [UIView] { [view] }
    public static func buildExpression(_ views: [UIView]) -> [UIView] { views }
    public static func buildBlock(_ parts: [UIView]...) -> [UIView] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [UIView]?) -> [UIView] { part ?? [] }
    public static func buildEither(first part: [UIView]) -> [UIView] { part }
    public static func buildEither(second part: [UIView]) -> [UIView] { part }
    public static func buildArray(_ parts: [[UIView]]) -> [UIView] { parts.flatMap { $0 } }

    /// Views written with the builder outside a container (a slot's default content).
    public static func build(@ContainerBuilder _ content: () -> [UIView]) -> [UIView] { content() }
}

extension UILayoutPriority {
    /// The hugging priority of a layer that fills its container on an axis (Figma's FILL): below any priority
    /// UIKit uses, so containers know to stretch it. Shapes, images and spacers take it too: like SwiftUI's,
    /// they take the space they are offered.
    public static let figmaFill = UILayoutPriority(1)
}

extension CGFloat {
    /// The most a layer that fills its container takes on an axis (Figma's "Fill container"): `.frame(maxWidth:
    /// .fillContainer)`. A constant of figgen's own: swiftc looks `.infinity` up anew in each file that names it.
    public static let fillContainer: CGFloat = .infinity
}

/// Figma auto layout, vertical: a container that only lays out its children and has no look of its own.
public final class VStackContainer: UIStackView {
    public init(spacing: CGFloat = 0, alignment: UIStackView.Alignment = .center, @ContainerBuilder _ content: () -> [UIView]) {
        super.init(frame: .zero)
        axis = .vertical
        self.spacing = spacing
        self.alignment = alignment
        arrange(content())
    }

    @available(*, unavailable)
    public required init(coder: NSCoder) {
        fatalError("VStackContainer is built in code")
    }
}

/// Figma auto layout, horizontal: a container that only lays out its children and has no look of its own.
public final class HStackContainer: UIStackView {
    public init(spacing: CGFloat = 0, alignment: UIStackView.Alignment = .center, @ContainerBuilder _ content: () -> [UIView]) {
        super.init(frame: .zero)
        axis = .horizontal
        self.spacing = spacing
        self.alignment = alignment
        arrange(content())
    }

    @available(*, unavailable)
    public required init(coder: NSCoder) {
        fatalError("HStackContainer is built in code")
    }
}

extension UIStackView {
    /// Adds the children in order. Padding is the stack's layout margins. A child that fills the cross axis is
    /// pinned across the stack; children that fill the main axis share the free space equally (Figma's FILL).
    fileprivate func arrange(_ children: [UIView]) {
        translatesAutoresizingMaskIntoConstraints = false
        isLayoutMarginsRelativeArrangement = true
        insetsLayoutMarginsFromSafeArea = false
        directionalLayoutMargins = .zero
        let cross: NSLayoutConstraint.Axis = axis == .vertical ? .horizontal : .vertical
        var filling: [UIView] = []
        for child in children {
            child.translatesAutoresizingMaskIntoConstraints = false
            addArrangedSubview(child)
            if child.stretches(along: cross) {
                let across = axis == .vertical
                    ? child.widthAnchor.constraint(equalTo: layoutMarginsGuide.widthAnchor)
                    : child.heightAnchor.constraint(equalTo: layoutMarginsGuide.heightAnchor)
                across.isActive = true
            }
            if child.stretches(along: axis) { filling.append(child) }
        }
        for (first, next) in zip(filling, filling.dropFirst()) {
            let equal = axis == .vertical
                ? next.heightAnchor.constraint(equalTo: first.heightAnchor)
                : next.widthAnchor.constraint(equalTo: first.widthAnchor)
            equal.priority = .defaultHigh
            equal.isActive = true
        }
    }
}

extension UIView {
    /// Whether the layer stretches along an axis: Figma's FILL, or a stack whose children fill along it
    /// (Figma allows FILL children only in a frame whose size is set, so such a stack takes that size).
    public func stretches(along axis: NSLayoutConstraint.Axis) -> Bool {
        if contentHuggingPriority(for: axis) <= .figmaFill { return true }
        guard let stack = self as? UIStackView, stack.axis == axis else { return false }
        return stack.arrangedSubviews.contains { $0.contentHuggingPriority(for: axis) <= .figmaFill }
    }

    /// Marks the layer as filling (or not) its container on each axis.
    public func setStretching(horizontal: Bool, vertical: Bool) {
        setContentHuggingPriority(horizontal ? .figmaFill : .defaultHigh, for: .horizontal)
        setContentHuggingPriority(vertical ? .figmaFill : .defaultHigh, for: .vertical)
    }

    /// Pins `child` to this view's edges (or its layout margins).
    public func pinToEdges(_ child: UIView, toMargins: Bool = false) {
        child.translatesAutoresizingMaskIntoConstraints = false
        let guide: UILayoutGuide? = toMargins ? layoutMarginsGuide : nil
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide?.leadingAnchor ?? leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide?.trailingAnchor ?? trailingAnchor),
            child.topAnchor.constraint(equalTo: guide?.topAnchor ?? topAnchor),
            child.bottomAnchor.constraint(equalTo: guide?.bottomAnchor ?? bottomAnchor),
        ])
    }

    /// Replaces everything this view shows with `content`, pinned to its edges: a generated type calls it
    /// whenever one of its properties changes.
    public func replaceContent(with content: UIView) {
        for subview in subviews { subview.removeFromSuperview() }
        addSubview(content)
        pinToEdges(content)
    }

    /// This view inside a `FrameContainer` that keeps its stretching, for modifiers that need a view around it.
    public func boxed() -> FrameContainer {
        if let box = self as? FrameContainer { return box }
        return FrameContainer(self, alignment: .center)
    }

    // MARK: Layout modifiers, spelled like SwiftUI's

    /// A fixed size. On a stack the stack keeps its own size inside the frame, placed by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: FrameContainer.Alignment = .center) -> UIView {
        let target: UIView = self is UIStackView || alignment != .center ? FrameContainer(self, alignment: alignment) : self
        target.translatesAutoresizingMaskIntoConstraints = false
        if let width {
            target.widthAnchor.constraint(equalToConstant: width).isActive = true
            target.setContentHuggingPriority(.required, for: .horizontal)
        }
        if let height {
            target.heightAnchor.constraint(equalToConstant: height).isActive = true
            target.setContentHuggingPriority(.required, for: .vertical)
        }
        return target
    }

    /// Bounds on the size; `.infinity` as a maximum is Figma's FILL (the container stretches the frame).
    public func frame(minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
               alignment: FrameContainer.Alignment = .center) -> UIView {
        let box = FrameContainer(self, alignment: alignment)
        if let minWidth { box.widthAnchor.constraint(greaterThanOrEqualToConstant: minWidth).isActive = true }
        if let minHeight { box.heightAnchor.constraint(greaterThanOrEqualToConstant: minHeight).isActive = true }
        if let maxWidth, maxWidth.isFinite { box.widthAnchor.constraint(lessThanOrEqualToConstant: maxWidth).isActive = true }
        if let maxHeight, maxHeight.isFinite { box.heightAnchor.constraint(lessThanOrEqualToConstant: maxHeight).isActive = true }
        box.setStretching(horizontal: maxWidth != nil || stretches(along: .horizontal), vertical: maxHeight != nil || stretches(along: .vertical))
        return box
    }

    /// Figma's HUG: the layer keeps the size of its content on these axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> UIView {
        for (axis, hugs) in [(NSLayoutConstraint.Axis.horizontal, horizontal), (.vertical, vertical)] where hugs {
            setContentHuggingPriority(.required, for: axis)
            setContentCompressionResistancePriority(.required, for: axis)
        }
        return self
    }

    /// Space around the layer: a stack's layout margins, or a box around any other view.
    public func padding(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) -> UIView {
        let target: UIView = self is UIStackView || self is FrameContainer ? self : boxed()
        let margins = target.directionalLayoutMargins
        target.directionalLayoutMargins = NSDirectionalEdgeInsets(top: margins.top + top, leading: margins.leading + leading,
                                                                  bottom: margins.bottom + bottom, trailing: margins.trailing + trailing)
        return target
    }

    public func padding(_ length: CGFloat) -> UIView {
        padding(top: length, leading: length, bottom: length, trailing: length)
    }

    /// Shrinks last among its siblings when space runs out (SwiftUI's layout priority).
    public func layoutPriority(_ value: Double) -> UIView {
        let priority = UILayoutPriority(Float(min(999, 750 + value)))
        setContentCompressionResistancePriority(priority, for: .horizontal)
        setContentCompressionResistancePriority(priority, for: .vertical)
        return self
    }

    /// Places the layer in its `ConstraintContainer` as Figma's constraints say: `x`, `y`, `width` and
    /// `height` are its frame as drawn, relative to the frame's top-leading corner.
    public func constraints(_ horizontal: ConstraintPlacement.Horizontal, _ vertical: ConstraintPlacement.Vertical,
                     x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) -> UIView {
        let placement = ConstraintPlacement(horizontal: horizontal, vertical: vertical, designFrame: CGRect(x: x, y: y, width: width, height: height))
        return ConstraintContainer.Placed(self, placement: placement)
    }

    /// `view` drawn behind this one, the same size.
    public func background(_ view: UIView) -> UIView {
        let host: UIView = self is UIStackView || self is FrameContainer || self is ConstraintContainer ? self : boxed()
        view.isUserInteractionEnabled = false
        host.insertSubview(view, at: 0)
        host.pinToEdges(view)
        return host
    }

    /// `view` drawn in front of this one, the same size.
    public func overlay(_ view: UIView) -> UIView {
        let host: UIView = self is UIScrollView ? boxed() : self
        host.addSubview(view)
        host.pinToEdges(view)
        return host
    }
}

/// A box around one layer: gives it a size (fixed, bounded, or FILL), padding (its layout margins), and places
/// it by `alignment` when it is smaller, like SwiftUI's `frame` and `padding`.
public final class FrameContainer: UIView {
    public enum Alignment: Sendable {
        case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing
    }

    /// Clips the box to this outline (set by `clipped(to:)`).
    var clipOutline: ShapeView.Outline? {
        didSet { setNeedsLayout() }
    }

    public init(_ content: UIView, alignment: Alignment) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        insetsLayoutMarginsFromSafeArea = false
        directionalLayoutMargins = .zero
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
        let guide = layoutMarginsGuide
        let (horizontal, vertical): (Int, Int) = switch alignment {
        case .topLeading: (-1, -1)
        case .top: (0, -1)
        case .topTrailing: (1, -1)
        case .leading: (-1, 0)
        case .center: (0, 0)
        case .trailing: (1, 0)
        case .bottomLeading: (-1, 1)
        case .bottom: (0, 1)
        case .bottomTrailing: (1, 1)
        }
        Self.place(content.leadingAnchor, content.trailingAnchor, content.centerXAnchor, in: guide.leadingAnchor, guide.trailingAnchor, guide.centerXAnchor,
                   at: horizontal, stretching: content.stretches(along: .horizontal))
        Self.place(content.topAnchor, content.bottomAnchor, content.centerYAnchor, in: guide.topAnchor, guide.bottomAnchor, guide.centerYAnchor,
                   at: vertical, stretching: content.stretches(along: .vertical))
        setStretching(horizontal: content.stretches(along: .horizontal), vertical: content.stretches(along: .vertical))
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("FrameContainer is built in code")
    }

    /// One axis: the content spans the box when it stretches; otherwise it stays inside and sits at the start
    /// (-1), centre (0) or end (1), and the box hugs it unless something sizes the box.
    private static func place<Anchor: AnyObject>(_ start: NSLayoutAnchor<Anchor>, _ end: NSLayoutAnchor<Anchor>, _ center: NSLayoutAnchor<Anchor>,
                                                 in boxStart: NSLayoutAnchor<Anchor>, _ boxEnd: NSLayoutAnchor<Anchor>, _ boxCenter: NSLayoutAnchor<Anchor>,
                                                 at position: Int, stretching: Bool) {
        if stretching {
            NSLayoutConstraint.activate([start.constraint(equalTo: boxStart), end.constraint(equalTo: boxEnd)])
            return
        }
        let hugStart = start.constraint(equalTo: boxStart)
        let hugEnd = end.constraint(equalTo: boxEnd)
        hugStart.priority = .defaultLow
        hugEnd.priority = .defaultLow
        let position = position < 0 ? start.constraint(equalTo: boxStart) : position > 0 ? end.constraint(equalTo: boxEnd) : center.constraint(equalTo: boxCenter)
        NSLayoutConstraint.activate([
            start.constraint(greaterThanOrEqualTo: boxStart), end.constraint(lessThanOrEqualTo: boxEnd), position, hugStart, hugEnd,
        ])
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        guard let clipOutline else { return }
        let mask = (layer.mask as? CAShapeLayer) ?? CAShapeLayer()
        mask.path = clipOutline.path(in: bounds).cgPath
        layer.mask = mask
    }
}

/// A Figma frame without auto layout (or a group or section): its children keep their drawn frames and
/// follow the frame's size by their constraints (see `ConstraintPlacement`). It takes the size it is given;
/// with none, its design size.
public final class ConstraintContainer: UIView {
    /// A child and its constraints.
    final class Placed: UIView {
        let placement: ConstraintPlacement

        init(_ content: UIView, placement: ConstraintPlacement) {
            self.placement = placement
            super.init(frame: .zero)
            addSubview(content)
            pinToEdges(content)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("ConstraintContainer.Placed is built in code")
        }
    }

    public let designSize: CGSize

    public init(designWidth: CGFloat, designHeight: CGFloat, @ContainerBuilder _ content: () -> [UIView]) {
        designSize = CGSize(width: designWidth, height: designHeight)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        setStretching(horizontal: true, vertical: true)
        setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        for child in content() {
            child.translatesAutoresizingMaskIntoConstraints = true
            addSubview(child)
        }
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("ConstraintContainer is built in code")
    }

    public override var intrinsicContentSize: CGSize { designSize }

    public override func layoutSubviews() {
        super.layoutSubviews()
        for child in subviews {
            // A child without constraints (a group's layers, masked layers) spans the frame.
            child.frame = (child as? Placed)?.placement.frame(designSize: designSize, size: bounds.size) ?? bounds
        }
    }
}

/// Figma auto layout with wrapping: children in lines along an axis, a new line when the next does not fit.
public final class FlowContainer: UIView {
    public enum LineAlignment: Sendable {
        case start, center, end
    }

    public let axis: NSLayoutConstraint.Axis
    public let spacing: CGFloat
    public let lineSpacing: CGFloat
    public let alignment: LineAlignment
    /// Where each child sits across its line (Figma's `counterAxisAlignItems`).
    public let itemAlignment: LineAlignment

    public init(axis: NSLayoutConstraint.Axis = .horizontal, spacing: CGFloat = 0, lineSpacing: CGFloat = 0, alignment: LineAlignment = .start,
                itemAlignment: LineAlignment = .start, @ContainerBuilder _ content: () -> [UIView]) {
        self.axis = axis
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.alignment = alignment
        self.itemAlignment = itemAlignment
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        for child in content() {
            child.translatesAutoresizingMaskIntoConstraints = true
            addSubview(child)
        }
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("FlowContainer is built in code")
    }

    private func length(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    private func thickness(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }

    /// A child's size with `length` along the axis, as short as it can be across it.
    private func size(_ child: UIView, along length: CGFloat) -> CGSize {
        axis == .horizontal
            ? child.systemLayoutSizeFitting(CGSize(width: length, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            : child.systemLayoutSizeFitting(CGSize(width: 0, height: length), withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required)
    }

    /// The longest a child grows along the axis: its own length unless it stretches (Figma's FILL), then its
    /// maximum (`frame(maxWidth:)`) or no bound.
    private func longestLength(_ child: UIView, ideal: CGFloat) -> CGFloat {
        guard child.stretches(along: axis) else { return ideal }
        let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
        let maxima = child.constraints.filter {
            $0.firstItem === child && $0.secondItem == nil && $0.firstAttribute == attribute && $0.relation == .lessThanOrEqual
        }
        return maxima.map(\.constant).min() ?? .infinity
    }

    /// Child indices per line, with each child's size, the line's length along the axis and its thickness across
    /// it. Lines break by the children's own lengths; then a child that stretches takes its share of the room its
    /// line leaves, and is measured again at that length.
    private func lines(limit: CGFloat) -> [(indices: [Int], sizes: [CGSize], length: CGFloat, thickness: CGFloat)] {
        let ideal = subviews.map { $0.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
        let longest = zip(subviews, ideal).map { longestLength($0, ideal: length($1)) }
        var groups: [[Int]] = []
        var used: CGFloat = 0
        for index in subviews.indices {
            let needed = used + spacing + length(ideal[index])
            if !groups.isEmpty && needed <= limit {
                groups[groups.count - 1].append(index)
                used = needed
            } else {
                groups.append([index])
                used = length(ideal[index])
            }
        }
        return groups.map { indices in
            let room = limit - spacing * CGFloat(indices.count - 1)
            let lengths = Self.shares(ideal: indices.map { length(ideal[$0]) }, longest: indices.map { longest[$0] }, room: room)
            let sizes = zip(indices, lengths).map { index, grown in
                grown == length(ideal[index]) ? ideal[index] : size(subviews[index], along: grown)
            }
            return (indices, sizes, sizes.map(length).reduce(0, +) + spacing * CGFloat(indices.count - 1), sizes.map(thickness).max() ?? 0)
        }
    }

    /// The lengths of a line's children in `room`: those that grow (longer when stretched) share what the others
    /// leave equally, each kept between its own and its longest length; the others keep their own.
    private static func shares(ideal: [CGFloat], longest: [CGFloat], room: CGFloat) -> [CGFloat] {
        var lengths = ideal
        var growing = ideal.indices.filter { longest[$0] > ideal[$0] }
        guard room.isFinite else { return lengths }
        var available = room - ideal.indices.filter { !growing.contains($0) }.map { ideal[$0] }.reduce(0, +)
        while !growing.isEmpty {
            let share = available / CGFloat(growing.count)
            let clamped = growing.map { min(max(share, ideal[$0]), longest[$0]) }
            let excess = clamped.reduce(0, +) - share * CGFloat(growing.count)
            // Those a bound holds on the side of the excess keep that bound; the rest share again.
            let held = growing.indices.filter { abs(excess) < 0.001 || (excess > 0 ? clamped[$0] > share : clamped[$0] < share) }
            for position in held {
                lengths[growing[position]] = clamped[position]
                available -= clamped[position]
            }
            growing = growing.indices.filter { !held.contains($0) }.map { growing[$0] }
        }
        return lengths
    }

    public override var intrinsicContentSize: CGSize {
        let limit = length(bounds.size) > 0 ? length(bounds.size) : .infinity
        let lines = lines(limit: limit)
        let along = lines.map(\.length).max() ?? 0
        let across = lines.map(\.thickness).reduce(0, +) + lineSpacing * CGFloat(max(lines.count - 1, 0))
        return axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let limit = length(bounds.size)
        var crossOffset: CGFloat = 0
        for line in lines(limit: limit) {
            let free = max(limit - line.length, 0)
            var offset: CGFloat = alignment == .start ? 0 : (alignment == .center ? free / 2 : free)
            for (index, size) in zip(line.indices, line.sizes) {
                let room = line.thickness - thickness(size)
                let across = crossOffset + (itemAlignment == .start ? 0 : (itemAlignment == .center ? room / 2 : room))
                let origin = axis == .horizontal ? CGPoint(x: offset, y: across) : CGPoint(x: across, y: offset)
                subviews[index].frame = CGRect(origin: origin, size: size)
                offset += length(size) + spacing
            }
            crossOffset += line.thickness + lineSpacing
        }
        invalidateIntrinsicContentSize()
    }
}

/// Figma auto layout GRID: rows of cells; a cell spans `spans[i]` of `columns` equal columns.
public final class GridContainer: UIStackView {
    public init(columns: Int, horizontalSpacing: CGFloat = 0, verticalSpacing: CGFloat = 0, @ContainerBuilder _ rows: () -> [UIView]) {
        super.init(frame: .zero)
        axis = .vertical
        alignment = .fill
        spacing = verticalSpacing
        translatesAutoresizingMaskIntoConstraints = false
        for row in rows() {
            row.translatesAutoresizingMaskIntoConstraints = false
            addArrangedSubview(row)
            (row as? GridRowContainer)?.divide(columns: max(columns, 1), spacing: horizontalSpacing)
        }
    }

    @available(*, unavailable)
    public required init(coder: NSCoder) {
        fatalError("GridContainer is built in code")
    }
}

/// One row of a `GridContainer`.
public final class GridRowContainer: UIStackView {
    private let spans: [Int]

    public init(spans: [Int] = [], @ContainerBuilder _ cells: () -> [UIView]) {
        self.spans = spans
        super.init(frame: .zero)
        axis = .horizontal
        alignment = .top
        translatesAutoresizingMaskIntoConstraints = false
        for cell in cells() {
            cell.translatesAutoresizingMaskIntoConstraints = false
            addArrangedSubview(cell)
        }
    }

    @available(*, unavailable)
    public required init(coder: NSCoder) {
        fatalError("GridRowContainer is built in code")
    }

    /// Cell widths: `k` of `n` columns is (k / n) × the row's width − spacing × (n − k) / n.
    fileprivate func divide(columns: Int, spacing: CGFloat) {
        self.spacing = spacing
        var used = 0
        for (index, cell) in arrangedSubviews.enumerated() {
            let span = index < spans.count ? max(spans[index], 1) : 1
            used += span
            let fraction = CGFloat(span) / CGFloat(columns)
            cell.widthAnchor.constraint(equalTo: widthAnchor, multiplier: fraction, constant: -spacing * CGFloat(columns - span) / CGFloat(columns)).isActive = true
        }
        if used < columns { addArrangedSubview(UIView()) }  // the empty rest of a short row
    }
}

/// Figma auto layout GRID with tracks of fixed lengths (`.fixed`), shares (`.fr`, CSS's fr unit) and content
/// (`.auto`: CSS's `auto` and `fit-content`), each child in the area `gridArea` gives it. Fixed tracks keep their
/// lengths; an auto track is as long as the longest child that lies in it alone (a row's children measured at their
/// columns' width); fr tracks share what the others and the spacing leave, by their fr. On an axis without fr
/// tracks the container is as long as its tracks are; on one with fr tracks it takes the length it is given (with
/// none, its design length). A child that fills takes its area on that axis; any other sits at its own size at the
/// area's start, centre or end.
public final class GridTrackContainer: UIView {
    public enum Track: Equatable, Sendable {
        case fixed(CGFloat)
        case fr(CGFloat)
        case auto
    }

    /// Where a child sits on one axis of its area.
    public enum Placement: Equatable, Sendable {
        case start, center, end, fill
    }

    /// A child and the tracks it covers.
    final class Placed: UIView {
        let row: Int, column: Int, rowSpan: Int, columnSpan: Int
        let horizontal: Placement, vertical: Placement

        init(_ content: UIView, row: Int, column: Int, rowSpan: Int, columnSpan: Int, horizontal: Placement, vertical: Placement) {
            (self.row, self.column, self.rowSpan, self.columnSpan) = (row, column, rowSpan, columnSpan)
            (self.horizontal, self.vertical) = (horizontal, vertical)
            super.init(frame: .zero)
            addSubview(content)
            pinToEdges(content)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("GridTrackContainer.Placed is built in code")
        }
    }

    public let columns: [Track]
    public let rows: [Track]
    public let columnSpacing: CGFloat
    public let rowSpacing: CGFloat
    public let designSize: CGSize

    public init(columns: [Track], rows: [Track], columnSpacing: CGFloat = 0, rowSpacing: CGFloat = 0, designWidth: CGFloat, designHeight: CGFloat,
                @ContainerBuilder _ content: () -> [UIView]) {
        self.columns = columns
        self.rows = rows
        self.columnSpacing = columnSpacing
        self.rowSpacing = rowSpacing
        designSize = CGSize(width: designWidth, height: designHeight)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        // An axis with fr tracks takes the length it is given; one of fixed tracks keeps theirs.
        setStretching(horizontal: Self.hasShares(columns), vertical: Self.hasShares(rows))
        for child in content() {
            child.translatesAutoresizingMaskIntoConstraints = true
            addSubview(child)
        }
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("GridTrackContainer is built in code")
    }

    private static func hasShares(_ tracks: [Track]) -> Bool {
        tracks.contains { track in
            if case .fr = track { return true }
            return false
        }
    }

    /// Each track's length when the tracks and the spacing between them share `length` (an auto track's is `content`'s).
    private static func lengths(_ tracks: [Track], spacing: CGFloat, in length: CGFloat, content: [CGFloat]) -> [CGFloat] {
        var fixed: CGFloat = 0
        var shares: CGFloat = 0
        for (index, track) in tracks.enumerated() {
            switch track {
            case .fixed(let value): fixed += value
            case .fr(let share): shares += share
            case .auto: fixed += content[index]
            }
        }
        let free = max(length - fixed - spacing * CGFloat(max(tracks.count - 1, 0)), 0)
        return tracks.enumerated().map { index, track in
            switch track {
            case .fixed(let value): value
            case .fr(let share): shares > 0 ? free * share / shares : 0
            case .auto: content[index]
            }
        }
    }

    /// The container's length on an axis: its tracks', else (with fr tracks) `given`, else its design length.
    private static func length(_ tracks: [Track], spacing: CGFloat, given: CGFloat?, design: CGFloat, content: [CGFloat]) -> CGFloat {
        guard hasShares(tracks) else { return lengths(tracks, spacing: spacing, in: 0, content: content).reduce(0, +) + spacing * CGFloat(max(tracks.count - 1, 0)) }
        return given ?? design
    }

    /// The columns' and rows' lengths in a container `width` and `height` long (nil: as long as its tracks make it).
    private func tracks(width: CGFloat?, height: CGFloat?) -> (widths: [CGFloat], heights: [CGFloat], size: CGSize) {
        let children = subviews.map { ($0, $0 as? Placed) }
        var columnContent = [CGFloat](repeating: 0, count: columns.count)
        for (child, placed) in children where columns.contains(.auto) {
            guard let placed, placed.columnSpan == 1, columns.indices.contains(placed.column), columns[placed.column] == .auto else { continue }
            columnContent[placed.column] = max(columnContent[placed.column], child.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width)
        }
        let totalWidth = Self.length(columns, spacing: columnSpacing, given: width, design: designSize.width, content: columnContent)
        let widths = Self.lengths(columns, spacing: columnSpacing, in: totalWidth, content: columnContent)
        var rowContent = [CGFloat](repeating: 0, count: rows.count)
        for (child, placed) in children where rows.contains(.auto) {
            guard let placed, placed.rowSpan == 1, rows.indices.contains(placed.row), rows[placed.row] == .auto else { continue }
            let fills = placed.horizontal == .fill
            let column = Self.span(widths, spacing: columnSpacing, first: placed.column, count: placed.columnSpan)
            let size = child.systemLayoutSizeFitting(CGSize(width: fills ? column.length : 0, height: 0),
                                                     withHorizontalFittingPriority: fills ? .required : .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
            rowContent[placed.row] = max(rowContent[placed.row], size.height)
        }
        let totalHeight = Self.length(rows, spacing: rowSpacing, given: height, design: designSize.height, content: rowContent)
        return (widths, Self.lengths(rows, spacing: rowSpacing, in: totalHeight, content: rowContent), CGSize(width: totalWidth, height: totalHeight))
    }

    /// Where `count` tracks from `first` start, and how long they are with the spacing between them.
    private static func span(_ lengths: [CGFloat], spacing: CGFloat, first: Int, count: Int) -> (start: CGFloat, length: CGFloat) {
        let start = min(max(first, 0), lengths.count)
        let end = min(start + max(count, 1), lengths.count)
        let before = lengths[..<start].reduce(0, +) + spacing * CGFloat(start)
        return (before, lengths[start..<end].reduce(0, +) + spacing * CGFloat(max(end - start - 1, 0)))
    }

    private static func offset(_ placement: Placement, free: CGFloat) -> CGFloat {
        switch placement {
        case .start, .fill: 0
        case .center: free / 2
        case .end: free
        }
    }

    public override var intrinsicContentSize: CGSize {
        tracks(width: nil, height: nil).size
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let (widths, heights, _) = tracks(width: bounds.width, height: bounds.height)
        for child in subviews {
            // A child without an area fills the grid.
            let placed = child as? Placed
            let x = Self.span(widths, spacing: columnSpacing, first: placed?.column ?? 0, count: placed?.columnSpan ?? columns.count)
            let y = Self.span(heights, spacing: rowSpacing, first: placed?.row ?? 0, count: placed?.rowSpan ?? rows.count)
            let horizontal = placed?.horizontal ?? .fill, vertical = placed?.vertical ?? .fill
            // A child that does not fill takes its own length, as in Figma, even past its area.
            let size = child.systemLayoutSizeFitting(CGSize(width: horizontal == .fill ? x.length : 0, height: vertical == .fill ? y.length : 0),
                                                     withHorizontalFittingPriority: horizontal == .fill ? .required : .fittingSizeLevel,
                                                     verticalFittingPriority: vertical == .fill ? .required : .fittingSizeLevel)
            child.frame = CGRect(x: x.start + Self.offset(horizontal, free: x.length - size.width), y: y.start + Self.offset(vertical, free: y.length - size.height),
                                 width: size.width, height: size.height)
        }
    }
}

extension UIView {
    /// Places this child in its `GridTrackContainer`: the tracks from `row` and `column` it spans, and how it sits in them.
    public func gridArea(row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1,
                  horizontal: GridTrackContainer.Placement, vertical: GridTrackContainer.Placement) -> UIView {
        GridTrackContainer.Placed(self, row: row, column: column, rowSpan: rowSpan, columnSpan: columnSpan, horizontal: horizontal, vertical: vertical)
    }
}

/// A scroll view around the layers of a frame that scrolls (or a screen drawn taller than its device).
public final class ScrollContainer: UIScrollView {
    public enum Axes: Sendable {
        case vertical, horizontal, both
    }

    public init(_ axes: Axes = .vertical, @ContainerBuilder _ content: () -> [UIView]) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        let views = content()
        let document = views.count == 1 ? views[0] : VStackContainer(spacing: 0, alignment: .leading) { views }
        document.translatesAutoresizingMaskIntoConstraints = false
        addSubview(document)
        let guide = contentLayoutGuide
        NSLayoutConstraint.activate([
            document.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            document.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            document.topAnchor.constraint(equalTo: guide.topAnchor),
            document.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        if axes == .vertical { document.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor).isActive = true }
        if axes == .horizontal { document.heightAnchor.constraint(equalTo: frameLayoutGuide.heightAnchor).isActive = true }
        // A horizontal scroll view is as tall as its content; otherwise it takes the space it is given.
        setStretching(horizontal: true, vertical: axes != .horizontal)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("ScrollContainer is built in code")
    }
}

/// Layers clipped by a mask layer (Figma's mask: the first layer of a group). The layers are stacked from the
/// top-leading corner; the mask's shape (its opaque pixels) decides what shows.
public final class MaskContainer: UIView {
    private let maskContent: UIView

    public init(mask: UIView, @ContainerBuilder _ content: () -> [UIView]) {
        maskContent = mask
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        for child in content() {
            child.translatesAutoresizingMaskIntoConstraints = false
            addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: leadingAnchor), child.topAnchor.constraint(equalTo: topAnchor),
                child.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor), child.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
            ])
        }
        self.mask = mask
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("MaskContainer is built in code")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        maskContent.frame = bounds
        maskContent.layoutIfNeeded()
    }
}

/// An empty, flexible layer: space between the children of a stack (Figma's SPACE_BETWEEN).
public final class SpacerView: UIView {
    public init() {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        setStretching(horizontal: true, vertical: true)
        setContentCompressionResistancePriority(.fittingSizeLevel, for: .horizontal)
        setContentCompressionResistancePriority(.fittingSizeLevel, for: .vertical)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("SpacerView is built in code")
    }
}
