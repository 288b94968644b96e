import Foundation
import Testing

/// The README's examples of `generate` print what the command prints today: the quick start's summary line, and the
/// generate section's whole output. Each is run as written, in a scratch copy of the sample (the quick start's output
/// folder as committed: a fresh clone's run).
@Suite("README examples")
struct ReadmeTests {
    typealias E2E = EndToEndTests

    /// The lines of the README's fenced block that starts with the line `command` (`$ …`), up to the fence, without
    /// the command and any `…` line.
    static func example(_ command: String) throws -> [String] {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: command), "README has no line '\(command)'")
        let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
        return lines[(start + 1)..<end].filter { $0 != "…" }
    }

    /// A scratch folder with `samples/banking-home`'s design, images and variables, and (optionally) the sample app's
    /// committed Generated folder, at their paths in the repository.
    static func withSample(generated: Bool, _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-readme-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = TestPaths.packageRoot.appendingPathComponent("samples/banking-home")
        let copy = folder.appendingPathComponent("samples/banking-home")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for name in ["design.json", "images", "variables.json"] where FileManager.default.fileExists(atPath: sample.appendingPathComponent(name).path) {
            try FileManager.default.copyItem(at: sample.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
        if generated {
            let code = "App/Sources/BankingDesignSystem/Generated"
            try FileManager.default.createDirectory(at: copy.appendingPathComponent(code).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: sample.appendingPathComponent(code), to: copy.appendingPathComponent(code))
            // The package around it: code in a package target loads its images from the module's bundle.
            try FileManager.default.copyItem(at: sample.appendingPathComponent("App/Package.swift"), to: copy.appendingPathComponent("App/Package.swift"))
        }
        try body(folder)
    }

    @Test("the quick start's summary line is what generate prints on a fresh clone")
    func quickStartSummary() throws {
        let command = "$ swift run figgen generate samples/banking-home/design.json -o samples/banking-home/App/Sources/BankingDesignSystem/Generated"
        let expected = try Self.example(command)
        #expect(expected.count == 1 && expected[0].hasPrefix("figgen: "), "\(expected)")
        try Self.withSample(generated: true) { folder in
            let arguments = Array(command.split(separator: " ").dropFirst(4).map(String.init))
            let result = try E2E.run(arguments, in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderrLines.last == expected.last, "README: \(expected.last ?? "")\nprinted: \(result.stderrLines.last ?? "")")
        }
    }

    @Test("the generate section's example prints, line for line, what generate prints")
    func generateExample() throws {
        let command = "$ swift run figgen generate samples/banking-home/design.json -o Generated"
        let expected = try Self.example(command)
        try Self.withSample(generated: false) { folder in
            let arguments = Array(command.split(separator: " ").dropFirst(4).map(String.init))
            let result = try E2E.run(arguments, in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderrLines == expected, "README:\n\(expected.joined(separator: "\n"))\nprinted:\n\(result.stderr)")
        }
    }
}
