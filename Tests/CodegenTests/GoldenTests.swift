import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// Golden tests (STYLE.md §7): each `Golden/<case>/input.json` is generated and compared, file by file,
/// with `expected/*.swift`, `ir.txt` and `diagnostics.txt`. Every expected output must type-check against
/// the SwiftUI stub. Re-record with `FIGGEN_RECORD=1 swift test --filter GoldenTests`: the files are
/// written and the test still fails, so every re-record is reviewed with `git diff`.
@Suite("Golden")
struct GoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden", isDirectory: true)

    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).appendingPathComponent("input.json").path) }.sorted()
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["FIGGEN_RECORD"] == "1" }

    /// Options per case: a `options.json` next to the input may set `typePrefix`, `access`, `minIOS`,
    /// `assetCatalog`, `allVariables`; a `variables.json` is the variables endpoint's answer for the input.
    static func options(for caseDirectory: URL) -> GenerationOptions {
        var options = GenerationOptions()
        if let data = FileManager.default.contents(atPath: caseDirectory.appendingPathComponent("options.json").path),
           let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] {
            options.typePrefix = object["typePrefix"] as? String
            if let access = object["access"] as? String, let level = GenerationOptions.AccessLevel(rawValue: access) { options.accessLevel = level }
            if let minIOS = object["minIOS"] as? Int { options.minimumIOS = minIOS }
            if let assetCatalog = object["assetCatalog"] as? Bool { options.assetCatalog = assetCatalog }
            if let allVariables = object["allVariables"] as? Bool { options.allVariables = allVariables }
        }
        return options
    }

    static func generateCase(_ name: String) throws -> (result: GenerationResult, outputs: [String: String]) {
        let caseDirectory = directory.appendingPathComponent(name)
        let bytes = try [UInt8](Data(contentsOf: caseDirectory.appendingPathComponent("input.json")))
        let file = try FigmaFile.decode(bytes)
        var options = options(for: caseDirectory)
        var variables: FigmaVariables?
        if let data = FileManager.default.contents(atPath: caseDirectory.appendingPathComponent("variables.json").path) {
            variables = try FigmaVariables.decode([UInt8](data))
            options.usesVariables = true
        }
        let result = generate(file, options: options, variables: variables)
        var outputs: [String: String] = [:]
        for rendered in result.files { outputs["expected/" + rendered.name] = rendered.contents }
        outputs["ir.txt"] = IRDump.dump(result.ir)
        outputs["diagnostics.txt"] = result.diagnostics.map { $0.formatted(inputName: $0.source == .variables ? "variables.json" : "input.json") + " [\($0.kind.rawValue)]" }.joined(separator: "\n") + "\n"
        outputs["expected/" + Manifest.fileName] = result.manifest.json()
        return (result, outputs)
    }

    @Test("generated output matches the golden files", arguments: cases)
    func matchesGolden(_ name: String) throws {
        let caseDirectory = Self.directory.appendingPathComponent(name)
        let (_, outputs) = try Self.generateCase(name)
        let expectedDirectory = caseDirectory.appendingPathComponent("expected")
        let existing = ((FileManager.default.subpaths(atPath: expectedDirectory.path)) ?? [])
            .filter { !Self.isDirectory(expectedDirectory.appendingPathComponent($0)) }.map { "expected/" + $0 }
            + ["ir.txt", "diagnostics.txt"].filter { FileManager.default.fileExists(atPath: caseDirectory.appendingPathComponent($0).path) }
        if Self.recording {
            try? FileManager.default.removeItem(at: expectedDirectory)
            try FileManager.default.createDirectory(at: expectedDirectory, withIntermediateDirectories: true)
            for (path, contents) in outputs {
                let target = caseDirectory.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: target)
            }
            Issue.record("recorded \(outputs.count) golden files for '\(name)'; review them with git diff, then run the tests without FIGGEN_RECORD")
            return
        }
        #expect(Set(existing) == Set(outputs.keys), "file set differs for '\(name)': missing \(Set(outputs.keys).subtracting(existing).sorted()), unexpected \(Set(existing).subtracting(outputs.keys).sorted()) (re-record with FIGGEN_RECORD=1)")
        for (path, actual) in outputs.sorted(by: { $0.key < $1.key }) {
            guard let expected = try? String(contentsOf: caseDirectory.appendingPathComponent(path), encoding: .utf8) else {
                Issue.record("missing golden \(name)/\(path) (record with FIGGEN_RECORD=1)")
                continue
            }
            if expected != actual {
                Issue.record("\(name)/\(path) differs: \(Self.firstDifference(expected, actual))")
            }
        }
    }

    @Test("golden Swift output type-checks against the SwiftUI stub", arguments: cases)
    func goldenTypeChecks(_ name: String) throws {
        let expected = Self.directory.appendingPathComponent(name).appendingPathComponent("expected")
        let swiftFiles = ((try? FileManager.default.contentsOfDirectory(atPath: expected.path)) ?? []).filter { $0.hasSuffix(".swift") }
        try #require(!swiftFiles.isEmpty, "no expected Swift files for '\(name)' (record with FIGGEN_RECORD=1)")
        let result = try TypeCheck.run(files: [expected])
        #expect(result.succeeded, "\(name) does not type-check:\n\(result.output)")
    }

    /// What the designer sees is what the code shows: every instance placed in a screen, evaluated through
    /// the IR (parameters, overrides, variants, slots), shows the texts its layers show in the design.
    @Test("instances in screens show the design's texts", arguments: cases)
    func instancesShowTheDesignsTexts(_ name: String) throws {
        let caseDirectory = Self.directory.appendingPathComponent(name)
        let file = try FigmaFile.decode([UInt8](Data(contentsOf: caseDirectory.appendingPathComponent("input.json"))))
        let result = generate(file, options: Self.options(for: caseDirectory))
        var evaluator = ShownTexts.Evaluator(result.ir)
        for (nodeID, call) in ShownTexts.screenCalls(result.ir) {
            guard let index = file.index(ofID: nodeID), file.nodes[index].type == .instance else { continue }
            let design = ShownTexts.design(file, under: index).sorted()
            let code = evaluator.texts(of: call, in: ShownTexts.Environment()).sorted()
            #expect(design == code, "\(name): instance \(nodeID) shows \(code) in code, \(design) in the design")
        }
    }

    @Test("golden Swift output type-checks against Apple's real iOS SDK", .enabled(if: TypeCheck.iosSDK != nil, Comment(rawValue: TypeCheck.sdkUnavailable)),
          arguments: cases)
    func goldenTypeChecksAgainstTheSDK(_ name: String) throws {
        let expected = Self.directory.appendingPathComponent(name).appendingPathComponent("expected")
        let result = try TypeCheck.run(files: [expected], sdk: try #require(TypeCheck.iosSDK))
        #expect(result.succeeded, "\(name) does not type-check against the iOS SDK:\n\(result.output)")
        #expect(!result.output.contains("warning:"), "\(name) has warnings against the iOS SDK:\n\(result.output)")
    }

    @Test("generation is deterministic", arguments: cases)
    func deterministic(_ name: String) throws {
        let first = try Self.generateCase(name).outputs
        let second = try Self.generateCase(name).outputs
        #expect(first == second)
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `line N: expected … / actual …` for the first differing line.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let left = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            let right = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
            if left != right { return "line \(index + 1):\n  expected: \(left)\n  actual:   \(right)" }
        }
        return "no line differs (line endings?)"
    }
}
