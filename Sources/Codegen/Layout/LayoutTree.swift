// The view tree the layout model lays out: SwiftUI's layout constructs (stacks, frames, padding, overlays,
// figgen's support layouts), one node per view or layout modifier, built by `DialectEvaluator` from generated
// Swift and laid out by `LayoutEngine`. Drawing-only modifiers (fills, colours, shadows) leave no node.

/// A size offered to a view: nil on an axis is "unspecified" (the view's ideal size); infinity is "as much as
/// it likes" (SwiftUI's `ProposedViewSize`).
struct ProposedSize: Equatable, Hashable {
    var width: Double?
    var height: Double?

    static let unspecified = ProposedSize(width: nil, height: nil)

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    init(_ size: LayoutSize) {
        width = size.width
        height = size.height
    }

    /// `length` along `axis`, `other` across it.
    init(_ length: Double?, along axis: Axis, across other: Double?) {
        if axis == .horizontal {
            width = length
            height = other
        } else {
            width = other
            height = length
        }
    }
}

struct LayoutSize: Equatable {
    var width: Double
    var height: Double

    static let zero = LayoutSize(width: 0, height: 0)

    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init(_ length: Double, along axis: Axis, across other: Double) {
        self.init(width: axis == .horizontal ? length : other, height: axis == .horizontal ? other : length)
    }
}

struct LayoutRect: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    var maxX: Double { x + width }
    var maxY: Double { y + height }

    /// The smallest rectangle holding this one and `other`.
    func union(_ other: LayoutRect) -> LayoutRect {
        let minX = min(x, other.x), minY = min(y, other.y)
        return LayoutRect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }

    /// The largest distance between an edge of this rectangle and the same edge of `other`.
    func deviation(from other: LayoutRect) -> Double {
        max(abs(x - other.x), abs(y - other.y), abs(maxX - other.maxX), abs(maxY - other.maxY))
    }
}

extension Axis {
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// Where a child goes in the space its parent gives it, per axis: 0 leading/top, 0.5 centre, 1 trailing/bottom.
/// `firstTextBaseline` aligns text baselines, which the model does not know (no font ascents).
struct LayoutAlignment: Equatable {
    var horizontal: Double
    var vertical: Double
    var firstTextBaseline = false

    static let center = LayoutAlignment(horizontal: 0.5, vertical: 0.5)
    static let topLeading = LayoutAlignment(horizontal: 0, vertical: 0)

    subscript(axis: Axis) -> Double { axis == .horizontal ? horizontal : vertical }
}

/// Figma's resizing constraint on one axis, as `ConstraintPlacement` applies it.
enum ConstraintRule: Equatable {
    case start, end, center, stretch, scale

    /// The start and length of a layer drawn at `start`, `length` in a frame `design` long, shown `actual` long.
    func place(start: Double, length: Double, design: Double, actual: Double) -> (Double, Double) {
        let growth = actual - design
        switch self {
        case .start: return (start, length)
        case .end: return (start + growth, length)
        case .center: return (start + growth / 2, length)
        case .stretch: return (start, max(0, length + growth))
        case .scale:
            guard design > 0 else { return (start, length) }
            let factor = actual / design
            return (start * factor, length * factor)
        }
    }
}

/// A child's place in a `ConstraintLayout`: its frame as drawn and its constraints.
struct ConstraintValue: Equatable {
    var horizontal: ConstraintRule
    var vertical: ConstraintRule
    var frame: LayoutRect

    func frame(design: LayoutSize, actual: LayoutSize) -> LayoutRect {
        let (x, width) = horizontal.place(start: frame.x, length: frame.width, design: design.width, actual: actual.width)
        let (y, height) = vertical.place(start: frame.y, length: frame.height, design: design.height, actual: actual.height)
        return LayoutRect(x: x, y: y, width: width, height: height)
    }
}

/// A font as the code names it: a family (nil: the system font), a size and a weight (nil: not said).
struct LayoutFont: Equatable {
    var family: String?
    var size: Double
    var weight: Int?
}

/// What the model knows of a text: how Figma measured it (its box and line count) and the modifiers the code
/// gives it (font, line spacing, line limit, from the text or its environment).
struct TextLeaf {
    /// The text's width and line count as Figma measured them, from its layer; nil when the text has no layer.
    var measured: MeasuredText?
    /// The font of the text itself (and of its runs, which can be taller); nil: the environment's.
    var font: LayoutFont?
    var runFonts: [LayoutFont] = []
    /// The weight the text itself sets (`Text.fontWeight`), which wins over its font's.
    var weight: Int?
    /// Set by the environment pass (`LayoutNode.resolveEnvironment`).
    var environmentFont: LayoutFont?
    var environmentWeight: Int?
    var lineSpacing: Double = 0
    var lineLimit: Int?
    /// Natural line height of the font in effect: set by the environment pass from the font metrics.
    var naturalLineHeight: Double = 0
    /// A line height every line has whatever the font (UIKit's paragraph style with a minimum and maximum line
    /// height), and a line limit the text itself sets (`UILabel`'s `lines`).
    var fixedLineHeight: Double?
    /// The space between its paragraphs (UIKit's paragraph style; a SwiftUI text is one paragraph of a stack).
    var paragraphSpacing: Double = 0
    var lineLimitOwn: Int?
    var metricsSource: String = ""
}

/// A text as Figma measured it.
struct MeasuredText: Equatable {
    var width: Double
    var lines: Int
    /// Its lines by paragraph (one entry for a text of one paragraph).
    var paragraphLines: [Int]

    init(width: Double, lines: Int, paragraphLines: [Int]? = nil) {
        self.width = width
        self.lines = lines
        self.paragraphLines = paragraphLines ?? [lines]
    }

    /// How many paragraphs it has.
    var paragraphs: Int { max(paragraphLines.count, 1) }

    /// One of its paragraphs, as its own text (Figma's width; its share of the lines).
    func paragraph(_ position: Int) -> MeasuredText {
        MeasuredText(width: width, lines: paragraphLines.indices.contains(position) ? paragraphLines[position] : 1)
    }
}

/// One node of the layout tree. A class: nodes cache their sizes, and the engine records placed frames.
final class LayoutNode {
    enum Kind {
        /// `VStack`/`HStack`; spacing nil is SwiftUI's default.
        case stack(axis: Axis, spacing: Double?, alignment: LayoutAlignment)
        case zStack(alignment: LayoutAlignment)
        /// `Spacer(minLength:)`; its axis is its stack's (nil outside a stack).
        case spacer(minLength: Double?, axis: Axis?)
        case text(TextLeaf)
        /// Shapes, colours, resizable images, paths: they take the size offered (10 × 10 when none is).
        case flexible
        /// A view of a fixed size (an image's own size).
        case fixed(LayoutSize)
        case empty
        /// `.frame(width:height:alignment:)`.
        case frame(width: Double?, height: Double?, alignment: LayoutAlignment)
        /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
        case flexibleFrame(FlexibleFrame)
        case padding(top: Double, leading: Double, bottom: Double, trailing: Double)
        /// A view with views drawn over or behind it (`.overlay`, `.background`, `.mask`), sized to it.
        case decorated([(view: LayoutNode, alignment: LayoutAlignment)])
        case offset(x: Double, y: Double)
        /// `.rotationEffect`: drawn turned about its centre; its layout is the unturned one.
        case rotation(degrees: Double)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case grid(alignment: LayoutAlignment, horizontalSpacing: Double?, verticalSpacing: Double?)
        case gridRow
        case scroll(horizontal: Bool, vertical: Bool)
        case viewThatFits(horizontal: Bool, vertical: Bool)
        /// figgen's `ConstraintLayout(designWidth:designHeight:)`.
        case constraintLayout(design: LayoutSize)
        /// figgen's `FlowLayout(axis:spacing:lineSpacing:alignment:itemAlignment:)`; alignments as fractions (0 start,
        /// 0.5 centre, 1 end) of the free length in a line and of the room across it.
        case flowLayout(axis: Axis, spacing: Double, lineSpacing: Double, alignment: Double, itemAlignment: Double)
        /// figgen's `GridTrackLayout(columns:rows:columnSpacing:rowSpacing:designWidth:designHeight:)` (UIKit:
        /// `GridTrackContainer`), its children placed by their `gridArea`.
        case trackGrid(columns: [GridTrack], rows: [GridTrack], columnSpacing: Double, rowSpacing: Double, design: LayoutSize)
        /// An environment modifier (`.font`, `.lineSpacing`, `.lineLimit`): no layout of its own.
        case environment(EnvironmentChange)
        /// A construct the model does not lay out: reported with its place, its layers not measured.
        case unmodelled(String)
    }

    struct FlexibleFrame {
        var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
        var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
        var alignment: LayoutAlignment
    }

    struct EnvironmentChange {
        var font: LayoutFont?
        var fontWeight: Int?
        var lineSpacing: Double?
        var lineLimit: Int??
    }

    var kind: Kind
    var children: [LayoutNode]
    /// The layer this view draws (its node id, as the manifest names it), when it is a layer's whole view, and
    /// where that view starts (the manifest's line; a modifier's node is written elsewhere, a `textStyle`'s body).
    var layer: String?
    var layerFile = ""
    var layerLine = 0
    /// Where the view is written: file and line.
    var file: String
    var line: Int
    // Traits of the view in its parent (they pass through modifiers, as SwiftUI's do).
    var layoutPriority: Double = 0
    var constraint: ConstraintValue?
    var gridColumns = 1
    /// Its area in a track grid (`.gridArea`).
    var gridArea: GridArea?
    /// A UIKit stack container (a `UIStackView`): Auto Layout gives each child its own length when they fit.
    var isStackView = false
    /// An `Ellipse` or `Circle`: turned, its drawn bounds are the turned ellipse's, not its frame's.
    var isEllipse = false
    /// The view a `.mask` modifier draws its mask with.
    var isMask = false

    init(_ kind: Kind, children: [LayoutNode] = [], file: String, line: Int) {
        self.kind = kind
        self.children = children
        self.file = file
        self.line = line
    }

    /// A modifier's node around `child`: it takes the child's traits.
    static func wrapping(_ child: LayoutNode, _ kind: Kind, file: String, line: Int) -> LayoutNode {
        let node = LayoutNode(kind, children: [child], file: file, line: line)
        node.layoutPriority = child.layoutPriority
        node.constraint = child.constraint
        node.gridColumns = child.gridColumns
        node.gridArea = child.gridArea
        return node
    }

    /// The outermost view of a layer in this tree (depth first), if any.
    func view(ofLayer id: String) -> LayoutNode? {
        if layer == id { return self }
        for child in children {
            if let found = child.view(ofLayer: id) { return found }
        }
        return nil
    }

    /// The layers marked on views inside this one (not on this one).
    var innerLayers: [String] {
        children.flatMap { child in (child.layer.map { [$0] } ?? []) + child.innerLayers }
    }

    var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }

    // MARK: Size cache

    /// Sizes already computed for proposals (a stack asks each child several times).
    var cache: [(ProposedSize, LayoutSize)] = []

    /// The environment pass: gives every text the font, line spacing and line limit in effect (its natural line
    /// height is set afterwards from its font). Iterative, so a deep tree does not exhaust the stack.
    func resolveEnvironment() {
        struct Environment {
            var font: LayoutFont?
            var fontWeight: Int?
            var lineSpacing: Double = 0
            var lineLimit: Int?
        }
        var work: [(LayoutNode, Environment)] = [(self, Environment())]
        while let (node, environment) = work.popLast() {
            var inner = environment
            switch node.kind {
            case .environment(let change):
                if let font = change.font { inner.font = font }
                if let weight = change.fontWeight { inner.fontWeight = weight }
                if let spacing = change.lineSpacing { inner.lineSpacing = spacing }
                if let limit = change.lineLimit { inner.lineLimit = limit }
            case .text(var leaf):
                leaf.environmentFont = environment.font
                leaf.environmentWeight = environment.fontWeight
                leaf.lineSpacing = environment.lineSpacing
                leaf.lineLimit = leaf.lineLimitOwn ?? environment.lineLimit
                node.kind = .text(leaf)
            case .decorated(let secondaries):
                for secondary in secondaries { work.append((secondary.view, inner)) }
            default:
                break
            }
            for child in node.children { work.append((child, inner)) }
        }
    }

    /// Gives every text the natural line height of its font (the tallest of its runs'): `natural` says it for a
    /// font and the text's node.
    func resolveLineHeights(_ natural: (LayoutFont?, LayoutNode) -> (Double, String)) {
        var work = [self]
        while let node = work.popLast() {
            if case .text(var leaf) = node.kind {
                // The weight: the text's own, else its font's, else the environment's.
                var font = leaf.font ?? leaf.environmentFont
                if font != nil { font!.weight = leaf.weight ?? font!.weight ?? leaf.environmentWeight }
                var (height, source) = natural(font, node)
                for var run in leaf.runFonts {
                    run.weight = run.weight ?? font?.weight
                    let (runHeight, runSource) = natural(run, node)
                    if runHeight > height {
                        height = runHeight
                        source = runSource
                    }
                }
                if let fixed = leaf.fixedLineHeight {
                    height = fixed
                    source = "its paragraph's line height"
                }
                leaf.naturalLineHeight = height
                leaf.metricsSource = source
                node.kind = .text(leaf)
            }
            if case .decorated(let secondaries) = node.kind { work += secondaries.map(\.view) }
            work += node.children
        }
    }

    /// The constructs of the tree the model does not lay out (each once, in tree order), and the nodes inside them
    /// (whose frames are not measured).
    func unmodelledConstructs() -> (constructs: [(file: String, line: Int, what: String)], inside: Set<ObjectIdentifier>) {
        var constructs: [(file: String, line: Int, what: String)] = []
        var inside: Set<ObjectIdentifier> = []
        var work: [(LayoutNode, Bool)] = [(self, false)]
        while let (node, parentInside) = work.popLast() {
            var isInside = parentInside
            if case .unmodelled(let what) = node.kind {
                if !constructs.contains(where: { $0.file == node.file && $0.line == node.line && $0.what == what }) {
                    constructs.append((node.file, node.line, what))
                }
                isInside = true
            }
            if isInside { inside.insert(ObjectIdentifier(node)) }
            if case .decorated(let secondaries) = node.kind { work += secondaries.reversed().map { ($0.view, isInside) } }
            work += node.children.reversed().map { ($0, isInside) }
        }
        return (constructs, inside)
    }
}
