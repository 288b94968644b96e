import Foundation
import Testing
@testable import Codegen

/// A variant figgen rebuilt from an instance (a remote set's) is measured as the code that draws that instance lays
/// it out — with the instance's own property values, which Figma's box shows — also when that instance sits inside
/// another instance (manooch's buttons inside remote cards: 98.7% → 99.7% within 1 pt).
@Suite("Layout measure: variants drawn from nested instances")
struct LayoutDrawnInstanceTests {
    static let sources = [
        "Screen.swift": """
        struct Screen: View {
            var body: some View {
                VStack(spacing: 0) {
                    Toolbar()
                }
            }
        }
        """,
        "Toolbar.swift": """
        struct Toolbar: View {
            var body: some View {
                HStack(spacing: 8) {
                    Chip(dot: true)
                }
            }
        }
        """,
        "Chip.swift": """
        struct Chip: View {
            var dot: Bool
            init(dot: Bool = false) { self.dot = dot }
            var body: some View {
                HStack(spacing: 4) {
                    if dot {
                        Color.red.frame(width: 8, height: 8)
                    }
                    Text("Label")
                }
            }
        }
        """,
    ]

    @Test("the marked instance inside an instance is found, its own layers marked, at the values it is given")
    func nestedInstanceMarked() throws {
        // Layer lines as the manifest gives them: each file's layers by their component-relative ids.
        let layerLines = ["Screen.swift": [4: "31:1"], "Toolbar.swift": [4: "40:2"], "Chip.swift": [6: "90:3", 7: "90:3", 9: "90:2"]]
        let program = DialectProgram(sources: Self.sources, layerLines: layerLines,
                                     declarationFiles: ["Screen": "Screen.swift", "Toolbar": "Toolbar.swift", "Chip": "Chip.swift"])
        let design: Set<String> = ["31:1", "I31:1;40:2", "I31:1;40:2;90:3", "I31:1;40:2;90:2"]
        let evaluator = DialectEvaluator(program: program, measure: { id in id == "I31:1;40:2;90:2" ? (MeasuredText(width: 40, lines: 1), 0) : nil },
                                         exists: { design.contains($0) })
        let screen = try #require(evaluator.evaluate(type: "Screen", markingInstance: "I31:1;40:2"))
        let chip = try #require(screen.view(ofLayer: "I31:1;40:2"), "the nested instance is not marked")
        // Its dot is shown (the instance's `dot: true`, not the type's default) and its layers carry the design's ids.
        #expect(Set(chip.innerLayers) == ["I31:1;40:2;90:3", "I31:1;40:2;90:2"], "\(chip.innerLayers)")
        // The type alone, at its defaults, hides the dot: the instance's value is what shows it.
        #expect(evaluator.evaluate(type: "Chip")?.innerLayers == ["90:2"])
    }
}
