import Foundation
import Testing
@testable import Codegen

/// The layout model of figgen's UIKit containers against UIKit's documented behaviour: a `UIStackView` (figgen's
/// `VStackContainer` / `HStackContainer`) lays its arranged subviews out by Auto Layout — each at its intrinsic
/// content size (a label: all its lines at its width), the ones whose hugging priority is lowest (Figma's FILL)
/// taking the rest ("UIStackView … lays out its arranged views … based on their intrinsic content size",
/// Apple's UIStackView documentation, distribution `.fill`). Views are named by `// @name` markers as in
/// `LayoutModelTests`; texts have the widths and line counts given.
@Suite("Layout model: UIKit containers")
struct LayoutUIKitModelTests {
    static func frames(_ body: String, width: Double, height: Double, texts: [String: MeasuredText], lineHeight: Double = 14) throws -> [String: LayoutRect] {
        let source = "final class Sample: UIView {\n    private var body: UIView {\n" + body + "\n    }\n}\n"
        var lines: [Int: String] = [:]
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let marker = line.range(of: "// @") { lines[number + 1] = String(line[marker.upperBound...]).trimmingCharacters(in: .whitespaces) }
        }
        // The support types as figgen writes them (the model reads `TextAttributes`' fields through its initializer).
        let support = ["TextAttributes.swift": UIKitRenderer.textAttributesSource(access: "")]
        let program = DialectProgram(sources: support.merging(["Sample.swift": source]) { $1 }, layerLines: ["Sample.swift": lines], declarationFiles: ["Sample": "Sample.swift"], isUIKit: true)
        let evaluator = DialectEvaluator(program: program) { id in texts[id].map { ($0, 0) } }
        let tree = try #require(evaluator.evaluate(type: "Sample"))
        tree.resolveEnvironment()
        tree.resolveLineHeights { _, _ in (lineHeight, "test") }
        var engine = LayoutEngine()
        engine.layOut(tree, in: LayoutSize(width: width, height: height))
        var frames: [String: LayoutRect] = [:]
        for placed in engine.placed where frames[placed.layer] == nil { frames[placed.layer] = placed.frame }
        return frames
    }

    /// SwiftUI's stack would offer the two rows of a list offered exactly its height an even share each, cutting
    /// the first row's two-line label to one line; a `UIStackView` gives each row its fitting height.
    @Test("a UIStackView gives each row its own height: a two-line label keeps both lines")
    func rowsKeepTheirLines() throws {
        let frames = try Self.frames("""
        VStackContainer(spacing: 8, alignment: .leading) { // @column
            UILabel("Intro", style: TextAttributes(size: 12, lineHeight: 14)) // @intro
                .frame(maxWidth: .infinity, alignment: .topLeading)
            VStackContainer(spacing: 8, alignment: .leading) { // @list
                HStackContainer(spacing: 8) { // @row
                    UIView().frame(width: 22, height: 22)
                    UILabel("x", style: TextAttributes(size: 12, lineHeight: 14)) // @label
                        .frame(maxWidth: .infinity, alignment: .topLeading)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                HStackContainer(spacing: 8) { // @row2
                    UIView().frame(width: 22, height: 22)
                    UILabel("x", style: TextAttributes(size: 12, lineHeight: 14)) // @label2
                        .frame(maxWidth: .infinity, alignment: .topLeading)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .frame(maxWidth: .infinity, alignment: .topLeading)
        }
        .frame(maxWidth: .infinity, alignment: .top)
        """, width: 209.75, height: 703, texts: ["label": MeasuredText(width: 179.75, lines: 2), "label2": MeasuredText(width: 179.75, lines: 2),
                                                 "intro": MeasuredText(width: 209.75, lines: 4)])
        // Intro 4 × 14 = 56; each row as tall as its two lines (28), beside the 22 pt bullet; the list 28 + 8 + 28.
        #expect(frames["intro"]?.height == 56)
        #expect(frames["label"]?.height == 28, "\(String(describing: frames["label"]))")
        #expect(frames["row"]?.height == 28)
        #expect(frames["label2"]?.height == 28)
        #expect(frames["list"]?.height == 64)
        #expect(frames["column"]?.height == 128)
    }

    /// Figma's SPACE_BETWEEN with a FILL child: figgen writes `SpacerView`s between the children, which give way
    /// (lowest compression resistance) to the FILL layer; a first-baseline row (not modelled) is no taller than its
    /// views even with a spacer in it.
    @Test("a FILL child takes the room before spacers; a spacer in an unmodelled row does not make it grow")
    func fillBeforeSpacers() throws {
        let frames = try Self.frames("""
        VStackContainer(spacing: 0, alignment: .leading) { // @column
            UIView().frame(width: 100, height: 100) // @top
            SpacerView()
            VStackContainer(spacing: 4, alignment: .leading) { // @fill
                HStackContainer(spacing: 0, alignment: .firstBaseline) { // @row
                    UIView().frame(width: 40, height: 24)
                    SpacerView()
                    UIView().frame(width: 20, height: 16)
                }
                .frame(maxWidth: .infinity, alignment: .topLeading)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            SpacerView()
            UIView().frame(width: 100, height: 50) // @bottom
        }
        .frame(width: 300, height: 500, alignment: .topLeading)
        """, width: 300, height: 500, texts: [:])
        #expect(frames["top"] == LayoutRect(x: 0, y: 0, width: 100, height: 100))
        // 500 − 100 − 50: the FILL stack takes all 350, the spacers none.
        #expect(frames["fill"] == LayoutRect(x: 0, y: 100, width: 300, height: 350), "\(String(describing: frames["fill"]))")
        #expect(frames["bottom"] == LayoutRect(x: 0, y: 450, width: 100, height: 50))
        // The row is as tall as its tallest view, not the room around it.
        #expect(frames["row"]?.height == 24, "\(String(describing: frames["row"]))")
    }

    /// A turned `ShapeView(.ellipse, …)` is drawn as the turned ellipse, as SwiftUI's `Ellipse` (the layout model's
    /// `turnedEllipse` case): a 100 × 50 ellipse turned 45° spans 2 × 39.53 each way, a rectangle 106.07.
    @Test("a turned ShapeView ellipse's drawn bounds are the turned ellipse's")
    func turnedEllipse() throws {
        let frames = try Self.frames("""
        VStackContainer(spacing: 0) {
            ShapeView(.ellipse).frame(width: 100, height: 50).rotation(degrees: 45) // @diagonal
            ShapeView(.rectangle).frame(width: 100, height: 50).rotation(degrees: 45) // @box
        }
        """, width: 200, height: 400, texts: [:])
        let half = ((50.0 * 50 + 25 * 25) / 2).squareRoot(), corner = 150 / 2.0.squareRoot() / 2
        let diagonal = try #require(frames["diagonal"]), box = try #require(frames["box"])
        #expect(abs(diagonal.width - 2 * half) < 0.01 && abs(diagonal.height - 2 * half) < 0.01, "\(diagonal)")
        #expect(abs(box.width - 2 * corner) < 0.01, "\(box)")
    }

    /// A label offered less height than its lines shows the lines that fit; its paragraph spacing (the paragraph
    /// style's `paragraphSpacing`, between paragraphs) takes room first: four 20 pt lines in two paragraphs 30 pt
    /// apart need 110 pt; offered 100, three lines fit beside the gap (90 pt), not four.
    @Test("a label offered less height keeps the lines that fit beside its paragraph spacing")
    func paragraphGapsInFitting() throws {
        let frames = try Self.frames("""
        VStackContainer(spacing: 0, alignment: .leading) {
            UILabel("First\\nSecond", style: TextAttributes(size: 12, lineHeight: 20, paragraphSpacing: 30)) // @label
        }
        .frame(width: 100, height: 100, alignment: .topLeading)
        """, width: 100, height: 100, texts: ["label": MeasuredText(width: 100, lines: 4, paragraphLines: [2, 2])])
        #expect(frames["label"]?.height == 90, "\(frames)")
    }
}
