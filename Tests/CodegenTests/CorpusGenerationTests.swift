import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// Every real export in `../shared/figma-corpus` generates without error, deterministically, and the
/// output type-checks against the SwiftUI stub. Prints per file the generated types and diagnostics by
/// kind. Skipped, with the reason printed, when the corpus is not beside the repository.
@Suite("Corpus generation")
struct CorpusGenerationTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/figma-corpus", isDirectory: true)

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    static let isAvailable: Bool = {
        if files.isEmpty {
            print("Corpus generation tests skipped: no Figma corpus at \(corpus.path) (clone the repository beside ../shared to run them)")
        }
        return !files.isEmpty
    }()

    /// Paints used in views: how many reference a token and how many are literals.
    static func paintUses(_ ir: DesignIR) -> (tokens: Int, literals: Int) {
        var tokens = 0, literals = 0
        func count(_ paint: PaintValue) {
            switch paint {
            case .token: tokens += 1
            case .image: break
            default: literals += 1
            }
        }
        func visit(_ view: ViewNode) {
            switch view.content {
            case .shape(let shape): shape.fills.forEach(count)
            case .path(let path): path.fills.forEach(count)
            case .text(let text): text.style.color.map(count)
            default: break
            }
            for modifier in view.modifiers {
                switch modifier {
                case .background(let fills, _): fills.forEach(count)
                case .stroke(let stroke, _): count(stroke.paint)
                default: break
                }
            }
            view.forEachChild { visit($0) }
        }
        for declaration in ir.declarations {
            declaration.body.map(visit)
            declaration.variants.forEach { visit($0.body) }
            declaration.parts.forEach { visit($0.body) }
        }
        return (tokens, literals)
    }

    @Test("corpus file generates and type-checks", .enabled(if: isAvailable, "the Figma corpus (../shared/figma-corpus) is not present"),
          arguments: files)
    func generatesAndTypeChecks(_ name: String) throws {
        let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
        let file = try data.withUnsafeBytes { buffer in try FigmaFile.decode(buffer) }
        let options = GenerationOptions(inputName: name)
        let result = generate(file, options: options)
        #expect(!result.files.isEmpty, "\(name): nothing generated")
        #expect(result.diagnostics.allSatisfy { $0.severity != .error }, "\(name): error diagnostics")
        #expect(generate(file, options: options).files == result.files, "\(name): output differs between two runs")

        var byKind: [String: Int] = [:]
        for diagnostic in result.diagnostics { byKind[diagnostic.kind, default: 0] += 1 }
        let kinds = byKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let paints = Self.paintUses(result.ir)
        print("corpus \(name): \(result.ir.declarations.count) types, \(result.files.count) files, \(result.diagnostics.count) diagnostics [\(kinds)]; "
              + "\(result.ir.tokens.count) tokens, \(paints.tokens) of \(paints.tokens + paints.literals) colour/gradient uses are tokens")

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for rendered in result.files {
            try Data(rendered.contents.utf8).write(to: directory.appendingPathComponent(rendered.name))
        }
        let check = try TypeCheck.run(files: [directory])
        #expect(check.succeeded, "\(name): generated Swift does not type-check:\n\(check.output.prefix(4000))")
    }
}
