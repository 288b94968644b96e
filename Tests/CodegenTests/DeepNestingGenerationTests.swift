import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// 10,000 levels of nested frames (DESIGN.md §11): generation must not crash, must cut the nesting
/// with a diagnostic at a depth the type checker can handle, and must still produce compilable Swift.
@Suite("Deep nesting generation")
struct DeepNestingGenerationTests {
    static func deepDesign(levels: Int) -> String {
        var open = ""
        var close = ""
        for level in 0..<levels {
            open += #"{"id":"1:\#(level + 2)","name":"Level \#(level)","type":"FRAME","layoutMode":"VERTICAL","itemSpacing":0,"absoluteBoundingBox":{"x":0,"y":0,"width":100,"height":100},"children":["#
            close += "]}"
        }
        return #"{"name":"deep","document":{"id":"0:0","name":"Document","type":"DOCUMENT","children":[{"id":"0:1","name":"Page","type":"CANVAS","children":["#
            + open + close + "]}]}}"
    }

    @Test("10,000 levels generate, are cut with a diagnostic, and type-check")
    func tenThousandLevels() throws {
        let file = try FigmaFile.decode(Self.deepDesign(levels: 10_000))
        #expect(file.nodes.count == 10_002)
        let result = generate(file, options: GenerationOptions())
        let cut = result.diagnostics.filter { $0.kind == .tooDeep }
        #expect(cut.count == 1)
        // $.document, the page, the screen root, then maximumDepth + 1 levels below it: each level is `.children[i]`.
        // The limit is 48 levels below a type's root (written here, not read from the code under test).
        let expectedComponents = 1 + 2 * (48 + 3)
        #expect(cut.first?.path.components.count == expectedComponents, "cut just past the maximum depth below the screen")
        let screen = try #require(result.files.first { $0.name == "Level0.swift" })
        #expect(screen.contents.contains("// figgen: layers below this depth were cut"))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-deep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for rendered in result.files where rendered.name.hasSuffix(".swift") {
            try Data(rendered.contents.utf8).write(to: directory.appendingPathComponent(rendered.name))
        }
        let check = try TypeCheck.run(files: [directory])
        #expect(check.succeeded, "\(check.output.prefix(3000))")
    }
}
