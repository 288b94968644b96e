import Foundation
import Testing
@testable import Codegen

/// The layout model against SwiftUI's documented behaviour, independently of figgen's output: hand-written view
/// trees in figgen's dialect, with the frames SwiftUI gives them. Each case says where its expected frames come from.
/// Views are named by a `// @name` comment at the end of the line their expression starts on (the whole expression,
/// modifiers included, is that view); texts are given the width and line count Figma would have measured.
@Suite("Layout model")
struct LayoutModelTests {
    struct Text {
        var width: Double
        var lines: Int
    }

    /// Support layouts as figgen declares them (what the model recognises them by: their initializers).
    static let supportDeclarations = """
    struct ConstraintLayout: Layout {
        init(designWidth: CGFloat, designHeight: CGFloat) {}
    }
    struct FlowLayout: Layout {
        init(axis: Axis = .horizontal, spacing: CGFloat = 0, lineSpacing: CGFloat = 0, alignment: LineAlignment = .start, itemAlignment: LineAlignment = .start) {}
    }
    struct GridTrackLayout: Layout {
        init(columns: [Track], rows: [Track], columnSpacing: CGFloat = 0, rowSpacing: CGFloat = 0, designWidth: CGFloat, designHeight: CGFloat) {}
    }
    """

    /// The frames of the named views of `body` laid out as the body of a view offered `width` × `height` (centred in
    /// that space, as a preview shows it); texts' lines are `lineHeight` tall.
    static func frames(_ body: String, width: Double, height: Double, texts: [String: Text] = [:], lineHeight: Double = 20,
                       extra: String = "") throws -> (frames: [String: LayoutRect], notModelled: [(file: String, line: Int, what: String)]) {
        let source = "struct Sample: View {\n    var body: some View {\n" + body + "\n    }\n}\n" + supportDeclarations + "\n" + extra
        var lines: [Int: String] = [:]
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let marker = line.range(of: "// @") { lines[number + 1] = String(line[marker.upperBound...]).trimmingCharacters(in: .whitespaces) }
        }
        let program = DialectProgram(sources: ["Sample.swift": source], layerLines: ["Sample.swift": lines], declarationFiles: ["Sample": "Sample.swift"])
        let evaluator = DialectEvaluator(program: program) { id in
            texts[id].map { (MeasuredText(width: $0.width, lines: $0.lines), 0) }
        }
        let tree = try #require(evaluator.evaluate(type: "Sample"))
        tree.resolveEnvironment()
        tree.resolveLineHeights { _, _ in (lineHeight, "test") }
        var engine = LayoutEngine()
        engine.layOut(tree, in: LayoutSize(width: width, height: height))
        var frames: [String: LayoutRect] = [:]
        for placed in engine.placed where frames[placed.layer] == nil { frames[placed.layer] = placed.frame }
        return (frames, tree.unmodelledConstructs().constructs)
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
        LayoutRect(x: x, y: y, width: width, height: height)
    }

    static func expectFrames(_ actual: [String: LayoutRect], _ expected: [String: LayoutRect], sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, frame) in expected.sorted(by: { $0.key < $1.key }) {
            guard let found = actual[name] else {
                Issue.record("no frame for @\(name)", sourceLocation: sourceLocation)
                continue
            }
            #expect(found.deviation(from: frame) < 0.001, "@\(name): \(found) expected \(frame)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Stacks

    /// A stack without `spacing:` puts SwiftUI's default distance between two views: 8 pt on iOS (Apple: "nil to
    /// have the stack choose a default distance for each pair of subviews"; the value is the system's default
    /// spacing, as OpenSwiftUI's port of it also reads, 8 × 8) — not 0.
    @Test("default stack spacing is 8 pt, not 0")
    func defaultSpacing() throws {
        let (frames, _) = try Self.frames("""
                HStack {
                    Color.red.frame(width: 40, height: 20) // @a
                    Color.blue.frame(width: 40, height: 20) // @b
                }
        """, width: 300, height: 100)
        // 40 + 8 + 40 = 88 wide, centred in 300: starts at 106.
        Self.expectFrames(frames, ["a": Self.rect(106, 40, 40, 20), "b": Self.rect(154, 40, 40, 20)])
        let (vertical, _) = try Self.frames("""
                VStack {
                    Color.red.frame(width: 40, height: 20) // @a
                    Color.blue.frame(width: 40, height: 20) // @b
                }
        """, width: 100, height: 100)
        Self.expectFrames(vertical, ["a": Self.rect(30, 26, 40, 20), "b": Self.rect(30, 54, 40, 20)])
    }

    /// Next to a `Spacer` the default distance is 0 (a spacer's spacing preference is zero along its stack, and the
    /// default applies only between two views that state none); `Spacer()` itself is at least the default spacing
    /// long ("If nil, the system default spacing between views is used", Apple's `Spacer.minLength`).
    @Test("no default spacing next to a Spacer; Spacer() is at least 8 pt")
    func spacerSpacing() throws {
        let (frames, _) = try Self.frames("""
                HStack {
                    Color.red.frame(width: 100, height: 10) // @a
                    Spacer() // @spacer
                    Color.blue.frame(width: 100, height: 10) // @b
                }
        """, width: 300, height: 10)
        Self.expectFrames(frames, ["a": Self.rect(0, 0, 100, 10), "spacer": Self.rect(100, 5, 100, 0), "b": Self.rect(200, 0, 100, 10)])
        // Too little room: the spacer keeps its 8 pt and the stack overflows its offer (308 in 300, centred).
        let (tight, _) = try Self.frames("""
                HStack(spacing: 0) {
                    Color.red.frame(width: 150, height: 10) // @a
                    Spacer() // @spacer
                    Color.blue.frame(width: 150, height: 10) // @b
                }
        """, width: 300, height: 10)
        Self.expectFrames(tight, ["a": Self.rect(-4, 0, 150, 10), "spacer": Self.rect(146, 5, 8, 0), "b": Self.rect(154, 0, 150, 10)])
    }

    /// A spacer has the lowest layout priority of all: flexible views take the space first and it gets what they
    /// leave (OpenSwiftUI's port gives a spacer a priority of -infinity; Apple: a spacer "expands" into free space).
    @Test("a Spacer gives way to a flexible view")
    func spacerGivesWay() throws {
        let (frames, _) = try Self.frames("""
                HStack(spacing: 0) {
                    Color.red // @shape
                    Spacer(minLength: 0) // @spacer
                }
        """, width: 200, height: 10)
        Self.expectFrames(frames, ["shape": Self.rect(0, 0, 200, 10), "spacer": Self.rect(200, 5, 0, 0)])
    }

    /// `Spacer(minLength:)` never shrinks below its minimum: the stack grows past its offer instead (Apple:
    /// "minLength: The minimum length this spacer can be shrunk to").
    @Test("Spacer(minLength:) keeps its minimum and the stack overflows")
    func spacerMinimumLength() throws {
        let (frames, _) = try Self.frames("""
                VStack(spacing: 0) {
                    Color.red.frame(height: 50) // @a
                    Spacer(minLength: 20) // @spacer
                    Color.blue.frame(height: 50) // @b
                }
        """, width: 100, height: 100)
        // 50 + 20 + 50 = 120 tall, centred in 100: starts at -10.
        Self.expectFrames(frames, ["a": Self.rect(0, -10, 100, 50), "spacer": Self.rect(50, 40, 0, 20), "b": Self.rect(0, 60, 100, 50)])
    }

    /// A stack offers space to its children from the least flexible to the most, each an even share of what is
    /// left (WWDC 2019, "Building Custom Views with SwiftUI": the stack "divides the remaining space … and offers
    /// it to the least flexible child first"). A view capped at 50 goes first and leaves 150 to the shape, though
    /// it is written second; an even split in order would give the shape 100.
    @Test("children are sized from the least flexible to the most")
    func flexibilityOrder() throws {
        let (frames, _) = try Self.frames("""
                HStack(spacing: 0) {
                    Color.red // @shape
                    Color.blue.frame(maxWidth: 50) // @capped
                }
        """, width: 200, height: 10)
        Self.expectFrames(frames, ["shape": Self.rect(0, 0, 150, 10), "capped": Self.rect(150, 0, 50, 10)])
        // A text is less flexible than a shape (its width is at most its one-line width): it is offered half first
        // and wraps onto a second line there; the shape takes the other half.
        let (text, _) = try Self.frames("""
                HStack(spacing: 0) {
                    Color.red // @shape
                    Text("A line that does not fit") // @text
                }
        """, width: 200, height: 40, texts: ["text": Text(width: 120, lines: 1)])
        Self.expectFrames(text, ["shape": Self.rect(0, 0, 100, 40), "text": Self.rect(100, 0, 100, 40)])
    }

    /// "A parent layout offers the child views with the highest layout priority all the space offered to the parent
    /// minus the minimum space required for all its lower-priority children" (Apple, `layoutPriority(_:)`).
    @Test("layout priority: the higher priority gets all but the others' minimum")
    func layoutPriority() throws {
        let (frames, _) = try Self.frames("""
                HStack(spacing: 0) {
                    Color.red.frame(minWidth: 30) // @low
                    Color.blue.layoutPriority(1) // @high
                }
        """, width: 200, height: 10)
        Self.expectFrames(frames, ["low": Self.rect(0, 0, 30, 10), "high": Self.rect(30, 0, 170, 10)])
    }

    /// A stack's cross-axis alignment places each child within the widest (Apple, `VStack(alignment:)`).
    @Test("cross-axis alignment")
    func crossAlignment() throws {
        let (frames, _) = try Self.frames("""
                VStack(alignment: .trailing, spacing: 0) {
                    Color.red.frame(width: 100, height: 10) // @wide
                    Color.blue.frame(width: 40, height: 10) // @narrow
                }
        """, width: 100, height: 20)
        Self.expectFrames(frames, ["wide": Self.rect(0, 0, 100, 10), "narrow": Self.rect(60, 10, 40, 10)])
    }

    // MARK: Frames, padding, overlays

    /// A flexible frame takes the width offered up to its maximum and aligns its content in it by its alignment
    /// (Apple, `frame(minWidth:idealWidth:maxWidth:…:alignment:)`: the frame is the proposed size clamped to its
    /// bounds when it has a maximum and the proposal is larger than the view) — the content does not stretch.
    @Test("a flexible frame aligns its content; its default alignment is centre")
    func flexibleFrameAlignment() throws {
        let (trailing, _) = try Self.frames("""
                VStack(spacing: 0) {
                    Color.red.frame(width: 40, height: 40) // @content
                }
                .frame(maxWidth: .infinity, alignment: .trailing)
        """, width: 200, height: 100)
        Self.expectFrames(trailing, ["content": Self.rect(160, 30, 40, 40)])
        let (centred, _) = try Self.frames("""
                VStack(spacing: 0) {
                    Color.red.frame(width: 40, height: 40) // @content
                }
                .frame(maxWidth: .infinity)
        """, width: 200, height: 100)
        Self.expectFrames(centred, ["content": Self.rect(80, 30, 40, 40)])
    }

    /// A text keeps its own width in a wider fixed frame, centred in it (Apple, `frame(width:height:alignment:)`:
    /// "the resulting view assumes this view's sizing behavior in the other dimension"; the default alignment is
    /// centre); in a narrower one it wraps onto more lines (the model estimates how many: no font shaping).
    @Test("text in a fixed-width frame keeps its width, centred; narrower, it wraps")
    func textInFixedFrame() throws {
        let (wide, _) = try Self.frames("""
                VStack(spacing: 0) {
                    Text("Hi") // @text
                }
                .frame(width: 200, height: 100)
        """, width: 300, height: 300, texts: ["text": Text(width: 50, lines: 1)])
        Self.expectFrames(wide, ["text": Self.rect(125, 140, 50, 20)])
        let (narrow, _) = try Self.frames("""
                VStack(spacing: 0) {
                    Text("A long line") // @text
                }
                .frame(width: 150)
        """, width: 150, height: 100, texts: ["text": Text(width: 300, lines: 1)])
        Self.expectFrames(narrow, ["text": Self.rect(0, 30, 150, 40)])
    }

    /// Padding offers its content the offer less the insets and adds them to the content's size (Apple,
    /// `padding(_:_:)`).
    @Test("padding")
    func padding() throws {
        let (frames, _) = try Self.frames("""
                VStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 40) // @content
                }
                .padding(.horizontal, 10) // @padded
        """, width: 300, height: 100)
        Self.expectFrames(frames, ["content": Self.rect(100, 30, 100, 40)])
        let (insets, _) = try Self.frames("""
                VStack(spacing: 0) {
                    Color.red // @content
                }
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        """, width: 100, height: 100)
        Self.expectFrames(insets, ["content": Self.rect(2, 1, 94, 96)])
    }

    /// An overlay is offered the size of the view it modifies and aligned in it; it changes neither that view's
    /// size nor its place (Apple, `overlay(alignment:content:)`; a background likewise).
    @Test("an overlay takes the size of the view it modifies")
    func overlaySizing() throws {
        let (frames, _) = try Self.frames("""
                VStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 50) // @base
                        .overlay {
                            Color.blue.frame(width: 20, height: 20) // @dot
                        }
                        .overlay(alignment: .topLeading) {
                            Color.green // @fill
                        }
                    Color.gray.frame(width: 100, height: 10) // @below
                }
        """, width: 100, height: 60)
        Self.expectFrames(frames, ["base": Self.rect(0, 0, 100, 50), "dot": Self.rect(40, 15, 20, 20), "fill": Self.rect(0, 0, 100, 50),
                                   "below": Self.rect(0, 50, 100, 10)])
    }

    /// `offset` moves where a view is drawn, not its place in the layout: its neighbours stay (Apple, `offset(x:y:)`).
    @Test("offset moves the drawing only")
    func offset() throws {
        let (frames, _) = try Self.frames("""
                HStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 50).offset(x: 10, y: 5) // @moved
                    Color.blue.frame(width: 50, height: 50) // @next
                }
        """, width: 100, height: 50)
        Self.expectFrames(frames, ["moved": Self.rect(10, 5, 50, 50), "next": Self.rect(50, 0, 50, 50)])
    }

    /// `fixedSize()` offers nothing, so a shape takes its ideal size: 10 × 10 (Apple,
    /// `ProposedViewSize.replacingUnspecifiedDimensions(by:)`, whose default a shape's size uses).
    @Test("fixedSize gives a shape its ideal 10 × 10")
    func fixedSize() throws {
        let (frames, _) = try Self.frames("""
                Color.red.fixedSize() // @shape
        """, width: 300, height: 300)
        Self.expectFrames(frames, ["shape": Self.rect(145, 145, 10, 10)])
    }

    /// A ZStack aligns its children in the size of the largest (Apple, `ZStack(alignment:)`).
    @Test("ZStack alignment")
    func zStack() throws {
        let (frames, _) = try Self.frames("""
                ZStack(alignment: .bottomTrailing) {
                    Color.red.frame(width: 100, height: 100) // @back
                    Color.blue.frame(width: 20, height: 20) // @front
                }
        """, width: 100, height: 100)
        Self.expectFrames(frames, ["back": Self.rect(0, 0, 100, 100), "front": Self.rect(80, 80, 20, 20)])
    }

    /// A scroll view offers its content no limit along its axis (the content takes its ideal length — a shape 10
    /// pt) and its own width across it; it takes the space it is offered.
    @Test("ScrollView is unbounded along its axis")
    func scrollView() throws {
        let (frames, _) = try Self.frames("""
                ScrollView {
                    VStack(spacing: 0) {
                        Color.red.frame(height: 500) // @tall
                        Color.blue // @ideal
                    }
                } // @scroll
        """, width: 375, height: 300)
        Self.expectFrames(frames, ["tall": Self.rect(0, 0, 375, 500), "ideal": Self.rect(0, 500, 375, 10)])
    }

    /// A grid sizes each column to its widest cell and each row to its tallest, and centres each cell in its place
    /// by default (Apple, `Grid`).
    @Test("Grid: columns as wide as their widest cell")
    func grid() throws {
        let (frames, _) = try Self.frames("""
                Grid(horizontalSpacing: 10, verticalSpacing: 10) {
                    GridRow {
                        Color.red.frame(width: 50, height: 20) // @a
                        Color.blue.frame(width: 30, height: 40) // @b
                    }
                    GridRow {
                        Color.green.frame(width: 80, height: 20) // @c
                        Color.gray.frame(width: 30, height: 20) // @d
                    }
                }
        """, width: 120, height: 70)
        Self.expectFrames(frames, ["a": Self.rect(15, 10, 50, 20), "b": Self.rect(90, 0, 30, 40), "c": Self.rect(0, 50, 80, 20), "d": Self.rect(90, 50, 30, 20)])
    }

    // MARK: Text

    /// A text is as tall as its lines, each the font's natural line height, with the line spacing between lines
    /// only (Apple, `lineSpacing(_:)`: "the distance in points between the bottom of one line fragment and the top
    /// of the next") — a one-line text gets none of it — and `lineLimit` caps the lines.
    @Test("text height: lines × natural height + spacing between lines")
    func textHeight() throws {
        let (frames, _) = try Self.frames("""
                VStack(alignment: .leading, spacing: 0) {
                    Text("three lines") // @three
                        .lineSpacing(4)
                    Text("one line") // @one
                        .lineSpacing(4)
                    Text("capped") // @capped
                        .lineLimit(1)
                }
        """, width: 100, height: 108, texts: ["three": Text(width: 100, lines: 3), "one": Text(width: 60, lines: 1), "capped": Text(width: 80, lines: 3)])
        Self.expectFrames(frames, ["three": Self.rect(0, 0, 100, 68), "one": Self.rect(0, 68, 60, 20), "capped": Self.rect(0, 88, 80, 20)])
    }

    // MARK: figgen's support layouts, by their own algorithm

    /// `ConstraintLayout` places a child by `ConstraintPlacement`'s rule: right/bottom keep the distance to the far
    /// edges when the frame drawn at 390 × 844 is shown at 375 × 667 (README, constraints; help.figma.com).
    @Test("ConstraintLayout follows the constraints at another size")
    func constraintLayout() throws {
        let (frames, _) = try Self.frames("""
                ConstraintLayout(designWidth: 390, designHeight: 844) {
                    Rectangle() // @corner
                        .frame(width: 100, height: 40)
                        .constraints(.right, .bottom, x: 274, y: 788, width: 100, height: 40)
                    Rectangle() // @banner
                        .frame(height: 60)
                        .frame(maxWidth: .infinity)
                        .constraints(.leftRight, .top, x: 16, y: 100, width: 358, height: 60)
                }
        """, width: 375, height: 667)
        Self.expectFrames(frames, ["corner": Self.rect(259, 611, 100, 40), "banner": Self.rect(16, 100, 343, 60)])
    }

    /// `FlowLayout` measures each child at its ideal size and starts a new line when the next would pass the width.
    @Test("FlowLayout wraps by its own rule")
    func flowLayout() throws {
        let (frames, _) = try Self.frames("""
                FlowLayout(axis: .horizontal, spacing: 10, lineSpacing: 4, alignment: .start) {
                    Color.red.frame(width: 60, height: 20) // @a
                    Color.red.frame(width: 60, height: 20) // @b
                    Color.red.frame(width: 60, height: 20) // @c
                }
        """, width: 150, height: 44)
        // Its lines are 130 and 60 long: it is 130 wide, centred in 150.
        Self.expectFrames(frames, ["a": Self.rect(10, 0, 60, 20), "b": Self.rect(80, 0, 60, 20), "c": Self.rect(10, 24, 60, 20)])
    }

    /// A child that grows when offered more (`maxWidth: .infinity`, Figma's FILL) is measured at its ideal length
    /// to break lines, then takes an equal share of the room its line leaves (300 − 3 × 10 spacing − 60 fixed =
    /// 210 for three), kept between its ideal and longest length: @wide's minimum 150 holds it above its 70, @capped's
    /// maximum 40 below, and the rest (210 − 150 = 60) is shared again, 30 each for @capped and @fill. @last's 200
    /// does not fit after the first line's ideal lengths (60 + 150 + 10 + 10 + 30 spacing = 260) and starts a line.
    /// `FlowLayout`'s own source says so (figgen's support file); the line is as thick as @wide (30), 4 pt apart.
    @Test("FlowLayout gives its growing children equal shares of a line's room, within their bounds")
    func flowLayoutFillShares() throws {
        let (frames, _) = try Self.frames("""
                FlowLayout(axis: .horizontal, spacing: 10, lineSpacing: 4, alignment: .start) {
                    Color.red.frame(width: 60, height: 20) // @fixed
                    Color.red.frame(height: 30).frame(minWidth: 150, maxWidth: .infinity) // @wide
                    Color.red.frame(height: 20).frame(maxWidth: 40) // @capped
                    Color.red.frame(height: 20).frame(maxWidth: .infinity) // @fill
                    Color.red.frame(width: 200, height: 20) // @last
                }
        """, width: 300, height: 54)
        Self.expectFrames(frames, ["fixed": Self.rect(0, 0, 60, 20), "wide": Self.rect(70, 0, 150, 30), "capped": Self.rect(230, 0, 30, 20),
                                   "fill": Self.rect(270, 0, 30, 20), "last": Self.rect(0, 34, 200, 20)])
        // Offered no width (its ideal size), nothing grows: one line of ideal lengths, 60 + 150 + 10 + 10 + 200 + 40.
        let (ideal, _) = try Self.frames("""
                FlowLayout(axis: .horizontal, spacing: 10, lineSpacing: 4, alignment: .start) {
                    Color.red.frame(width: 60, height: 20) // @fixed
                    Color.red.frame(height: 30).frame(minWidth: 150, maxWidth: .infinity) // @wide
                    Color.red.frame(height: 20).frame(maxWidth: .infinity) // @fill
                }
                .fixedSize()
        """, width: 300, height: 30)
        // 60 + 10 + 150 + 10 + 10 = 240 wide, centred in 300.
        Self.expectFrames(ideal, ["fixed": Self.rect(30, 0, 60, 20), "wide": Self.rect(100, 0, 150, 30), "fill": Self.rect(260, 0, 10, 20)])
    }

    /// `itemAlignment` (Figma's `counterAxisAlignItems` in a wrap) sits each child across its line: centred, @a
    /// (20 tall) is (40 − 20) / 2 = 10 below the top of its 40-pt line; @c, alone on the next line (44 = 40 + 4),
    /// is as thick as its line. `FlowLayout`'s own source says so; the lines are 130 wide, centred in 150.
    @Test("FlowLayout's itemAlignment sits children across their line")
    func flowLayoutItemAlignment() throws {
        let (frames, _) = try Self.frames("""
                FlowLayout(axis: .horizontal, spacing: 10, lineSpacing: 4, alignment: .start, itemAlignment: .center) {
                    Color.red.frame(width: 60, height: 20) // @a
                    Color.red.frame(width: 60, height: 40) // @b
                    Color.red.frame(width: 60, height: 10) // @c
                }
        """, width: 150, height: 54)
        Self.expectFrames(frames, ["a": Self.rect(10, 10, 60, 20), "b": Self.rect(80, 0, 60, 40), "c": Self.rect(10, 44, 60, 10)])
        let (end, _) = try Self.frames("""
                FlowLayout(axis: .horizontal, spacing: 10, lineSpacing: 4, alignment: .start, itemAlignment: .end) {
                    Color.red.frame(width: 60, height: 20) // @a
                    Color.red.frame(width: 60, height: 40) // @b
                }
        """, width: 150, height: 40)
        Self.expectFrames(end, ["a": Self.rect(10, 20, 60, 20), "b": Self.rect(80, 0, 60, 40)])
    }

    /// `GridTrackLayout` sizes fr tracks as Figma's GRID does (the rule checked on the export: each fr track's share
    /// of what the fixed tracks and gaps leave). Career-ops' "Container" (node 6:1466): `minmax(0,1fr) minmax(0,3fr)`,
    /// a 48 pt gap, 688 pt wide, one 411.75 pt row; Figma drew its left column (6:1467, FILL) at x 0, 160 wide and its
    /// right one (6:1484, FILL) at x 208, 480 wide — (688 − 48) × 1/4 and × 3/4. A SwiftUI `Grid` would give each
    /// column its cell's own width instead.
    @Test("GridTrackLayout: fr tracks share what the gaps leave, by their fr")
    func gridTrackShares() throws {
        let (frames, _) = try Self.frames("""
                GridTrackLayout(columns: [.fr(1), .fr(3)], rows: [.fixed(411.75)], columnSpacing: 48, rowSpacing: 48, designWidth: 688, designHeight: 411.75) {
                    Color.red.frame(height: 411.75).frame(maxWidth: .infinity) // @left
                        .gridArea(row: 0, column: 0, horizontal: .fill, vertical: .start)
                    Color.red.frame(height: 411.3).frame(maxWidth: .infinity) // @right
                        .gridArea(row: 0, column: 1, horizontal: .fill, vertical: .start)
                }
        """, width: 688, height: 411.75)
        Self.expectFrames(frames, ["left": Self.rect(0, 0, 160, 411.75), "right": Self.rect(208, 0, 480, 411.3)])
    }

    /// Spans, centring in a fixed row, padding, and a layout of fixed rows as tall as they are whatever it is offered.
    /// Career-ops' "Row 1" (node 6:305, at 1353, 752.2): `repeat(12,minmax(0,1fr))`, 12 pt padding and gaps, one
    /// 39.39 pt row, 790 wide; its cells, centred (`gridChildVerticalAlign: CENTER`), were drawn at (12, 12.19, 247.33 ×
    /// 39) spanning 4, (271.33, 21.69, 182.5 × 20) spanning 3 from column 4 and (660.33, 25.69, 117.67 × 12) spanning 2
    /// from column 10: a track is (766 − 11 × 12) / 12 = 52.83. The view after it starts at 12 + 39.39 + 12 = 63.39.
    @Test("GridTrackLayout: spans, centred cells, a fixed row's height")
    func gridTrackSpans() throws {
        let (frames, _) = try Self.frames("""
                VStack(alignment: .leading, spacing: 0) {
                    GridTrackLayout(columns: Array(repeating: .fr(1), count: 12), rows: [.fixed(39.39)], columnSpacing: 12, rowSpacing: 12, designWidth: 766, designHeight: 39.39) {
                        Color.red.frame(height: 39).frame(maxWidth: .infinity) // @name
                            .gridArea(row: 0, column: 0, columnSpan: 4, horizontal: .fill, vertical: .center)
                        Color.red.frame(height: 20).frame(maxWidth: .infinity) // @status
                            .gridArea(row: 0, column: 4, columnSpan: 3, horizontal: .fill, vertical: .center)
                        Color.red.frame(width: 117.67, height: 12) // @score
                            .gridArea(row: 0, column: 10, columnSpan: 2, horizontal: .start, vertical: .center)
                    }
                    .padding(12)
                    .frame(maxWidth: .infinity)
                    Color.blue.frame(width: 10, height: 10) // @after
                }
        """, width: 790, height: 73.39)
        Self.expectFrames(frames, ["name": Self.rect(12, 12.195, 247.333, 39), "status": Self.rect(271.333, 21.695, 182.5, 20),
                                   "score": Self.rect(660.333, 25.695, 117.67, 12), "after": Self.rect(0, 63.39, 10, 10)])
    }

    // MARK: Turned shapes and masks

    /// `rotationEffect` draws a view turned about its centre without changing its layout (Apple's documentation of
    /// `rotationEffect(_:anchor:)`); an ellipse's drawn bounds are then the turned ellipse's — for semi-axes a, b
    /// turned by θ, ±√((a cos θ)² + (b sin θ)²) across and ±√((a sin θ)² + (b cos θ)²) down — not its frame's
    /// corners. A 100 × 50 ellipse turned 90° spans 50 × 100; turned 45°, √((50² + 25²)/2) = 39.53 each side of its
    /// centre both ways; a rectangle turned 45° spans its corners, (100 + 50)/√2 = 106.07.
    @Test("a turned ellipse's drawn bounds are the turned ellipse's; a turned rectangle's its corners'")
    func turnedEllipse() throws {
        let (frames, _) = try Self.frames("""
                ZStack {
                    Ellipse().frame(width: 100, height: 50).rotationEffect(.degrees(90)) // @upright
                    Ellipse().frame(width: 100, height: 50).rotationEffect(.degrees(45)) // @diagonal
                    Rectangle().frame(width: 100, height: 50).rotationEffect(.degrees(45)) // @box
                }
        """, width: 200, height: 200)
        let half = ((50.0 * 50 + 25 * 25) / 2).squareRoot(), corner = 150 / 2.0.squareRoot() / 2
        Self.expectFrames(frames, ["upright": Self.rect(75, 50, 50, 100), "diagonal": Self.rect(100 - half, 100 - half, 2 * half, 2 * half),
                                   "box": Self.rect(100 - corner, 100 - corner, 2 * corner, 2 * corner)])
    }

    /// A turned view in a stack: the stack lays out its frame, not its turned bounds (`rotationEffect` changes no
    /// layout), so figgen puts it in a frame of the turned box; the stack then gives it that length.
    @Test("a turned view in a frame of its turned box takes that box in its stack")
    func turnedInStack() throws {
        let (frames, _) = try Self.frames("""
                VStack(spacing: 0) {
                    Color.red.frame(width: 40, height: 40).rotationEffect(.degrees(45)) // @bare
                    Color.red.frame(width: 40, height: 40).rotationEffect(.degrees(45)).frame(width: 56.569, height: 56.569) // @boxed
                    Color.blue.frame(width: 10, height: 10) // @after
                }
        """, width: 100, height: 106.569)
        // The bare one takes 40 (its turned corners reach 8.28 above and below); the boxed one 56.569.
        #expect(abs(frames["bare"]!.height - 56.569) < 0.01 && abs(frames["bare"]!.y - -8.284) < 0.01)
        Self.expectFrames(frames, ["boxed": Self.rect(21.7155, 40, 56.569, 56.569), "after": Self.rect(45, 96.569, 10, 10)])
    }

    /// `.mask { … }` draws the view only where its mask draws (Apple's documentation of `mask(alignment:_:)`): the
    /// shapes of the mask, where the mask lays them out, are what is shown of the layers it masks.
    @Test("a masked view's mask frame is what its mask's shapes span")
    func maskFrame() throws {
        let source = """
        struct Sample: View {
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color.red.frame(width: 200, height: 100) // @masked
                        .mask(alignment: .topLeading) {
                            Ellipse().frame(width: 60, height: 40).offset(x: 10, y: 20)
                        }
                }
            }
        }
        """
        let program = DialectProgram(sources: ["Sample.swift": source], layerLines: ["Sample.swift": [4: "masked"]], declarationFiles: ["Sample": "Sample.swift"])
        let evaluator = DialectEvaluator(program: program) { _ in nil }
        let tree = try #require(evaluator.evaluate(type: "Sample"))
        tree.resolveEnvironment()
        var engine = LayoutEngine()
        engine.layOut(tree, in: LayoutSize(width: 200, height: 100))
        let position = try #require(engine.placed.firstIndex { $0.layer == "masked" })
        let mask = try #require(engine.maskFrames[position])
        #expect(mask.deviation(from: Self.rect(10, 20, 60, 40)) < 0.001, "\(mask)")
    }

    // MARK: What the model does not know

    /// A construct outside the model is reported with its line, and what is inside it is not measured — never a
    /// guess, never a crash.
    @Test("unknown views and modifiers are reported as not modelled")
    func notModelled() throws {
        let (frames, notModelled) = try Self.frames("""
                VStack(spacing: 0) {
                    GeometryReader { proxy in
                        Color.red // @inside
                    }
                    Color.blue.frame(width: 10, height: 10).aspectRatio(1, contentMode: .fit) // @odd
                }
        """, width: 100, height: 100)
        #expect(notModelled.map(\.what).sorted() == [".aspectRatio", "GeometryReader"])
        #expect(notModelled.map(\.line).sorted() == [4, 7])
        #expect(frames["inside"] != nil)
    }

    @Test("hostile or malformed source parses and lays out without crashing")
    func hostileSource() throws {
        let deep = String(repeating: "VStack {\n", count: 400) + "Color.red // @deepest\n" + String(repeating: "}\n", count: 400)
        let (_, deepNotModelled) = try Self.frames(deep, width: 100, height: 100)
        #expect(deepNotModelled.contains { $0.what.hasPrefix("nesting deeper than") })
        for garbage in ["VStack { ( [ {", "}}}}", ".frame(width: ", "Text(\"unterminated", "HStack(spacing: .infinity) { Color.red }", "@@@ #if", "let x = = ="] {
            _ = try Self.frames(garbage, width: 100, height: 100)
        }
        // Chains the parser builds in a loop, and prefixes, ternaries and `else if`s it recurses on: bounded, said
        // as too deep at their line.
        let chain = "Color.red // @chained\n" + String(repeating: ".padding(1)", count: 20_000)
        let (_, chainNotModelled) = try Self.frames(chain, width: 100, height: 100)
        #expect(chainNotModelled.map(\.what) == [DialectParser.tooDeepChain])
        #expect(chainNotModelled.map(\.line) == [3])
        let prefixes = "Color.red.opacity(" + String(repeating: "-", count: 100_000) + "1)"
        _ = try Self.frames(prefixes, width: 100, height: 100)
        let ternaries = "Color.red.opacity(" + String(repeating: "x ? 1 : ", count: 50_000) + "1)"
        _ = try Self.frames(ternaries, width: 100, height: 100)
        let elseIfs = "if a {\nColor.red\n}" + String(repeating: " else if a {\nColor.red\n}", count: 50_000)
        _ = try Self.frames(elseIfs, width: 100, height: 100)
        let sums = "Color.red.frame(width: " + String(repeating: "1 + ", count: 50_000) + "1)"
        _ = try Self.frames(sums, width: 100, height: 100)
        // A type that places itself twice would take 2^48 steps before the instance depth stops it: the evaluation
        // budget says it is too large (found by the dialect fuzzer).
        let twice = "struct Twice: View {\n    var body: some View {\n        VStack {\n            Twice()\n            Twice()\n        }\n    }\n}\n"
        let (_, twiceNotModelled) = try Self.frames("Twice()", width: 100, height: 100, extra: twice)
        #expect(twiceNotModelled.contains { $0.what == DialectEvaluator.tooLarge }, "\(twiceNotModelled.map(\.what))")
        // Stacks nested 200 deep, each child of flexible width, are measured at many proposals each: the engine's
        // budget stops it (found by the dialect fuzzer), and every size is then zero.
        var nested = "Color.red"
        for level in 0..<200 { nested = (level % 2 == 0 ? "HStack { " : "VStack { ") + nested + " Color.blue.frame(minWidth: 1) }" }
        let tree = DialectEvaluator(program: DialectProgram(sources: ["N.swift": "struct N: View {\n    var body: some View {\n" + nested + "\n    }\n}\n"],
                                                            layerLines: [:], declarationFiles: ["N": "N.swift"]), measure: { _ in nil }).evaluate(type: "N")
        if let tree {
            tree.resolveEnvironment()
            tree.resolveLineHeights { _, _ in (20, "test") }
            var engine = LayoutEngine()
            engine.layOut(tree, in: LayoutSize(width: 100, height: 100))
            #expect(engine.sizings <= LayoutEngine.maximumSizings + 1)
        }
        // Counts read from numbers no Int holds do not trap.
        _ = try Self.frames("Text(\"a\").lineLimit(1e300)", width: 100, height: 100)
    }

    @Test("a file that does not parse, is truncated or was replaced is named with its line")
    func unreadableFiles() {
        let header = Constants.generatedHeaderPrefix + " from the Figma file \"T\". Do not edit.\n"
        #expect(DialectProgram.syntaxProblem(header + "struct A {\n  var body: some View {\n    Color.red\n  }\n}\n") == nil)
        #expect(DialectProgram.syntaxProblem(header + "struct A {\n  var body: some View {\n    Color.red\n")
            .map { "\($0.line): \($0.what)" } == "5: truncated: '{' of line 3 is never closed (the file ends at line 5)")
        #expect(DialectProgram.syntaxProblem(header + "struct A {\n  var body: some View {\n    Color.red)\n  }\n}\n")
            .map { "\($0.line): \($0.what)" } == "4: does not parse: ')' does not close '{' of line 3")
        #expect(DialectProgram.syntaxProblem("struct A {}\n").map { "\($0.line): \($0.what)" }
            == "1: not a file figgen wrote (it does not start with \"// Generated by figgen\"): replaced or edited beyond the model")
        #expect(DialectProgram.syntaxProblem(header + "\n\0\u{1}").map { "\($0.line): \($0.what)" } == "3: not text (a NUL byte)")
    }
}
