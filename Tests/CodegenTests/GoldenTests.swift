import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// Golden tests (STYLE.md §7): each `Golden/<case>/input.json` is generated for every target and compared, file by
/// file, with `expected/` (SwiftUI), `expected-uikit/` (UIKit), `ir.txt`, `diagnostics.txt` and `diagnostics-uikit.txt`
/// (what only the UIKit target reports); a second generation in memory must give the same bytes. Every expected output
/// must type-check against its target's stub (the cases in a few compiler runs, see `TypeCheck.runGrouped`).
/// Re-record with `FIGGEN_RECORD=1 swift test --filter GoldenTests`: the files are
/// written and the test still fails, so every re-record is reviewed with `git diff`.
@Suite("Golden")
struct GoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden", isDirectory: true)

    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).appendingPathComponent("input.json").path) }.sorted()
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["FIGGEN_RECORD"] == "1" }

    /// Options per case (`images/` or `renders/` beside the input turn the asset catalog on): a `options.json` next to the input may set `typePrefix`, `access`, `minIOS`,
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

    /// The folder a target's expected files are in.
    static func expectedFolder(_ target: GenerationOptions.Target) -> String {
        target == .swiftui ? "expected" : "expected-" + target.rawValue
    }

    static func generateCase(_ name: String, target: GenerationOptions.Target = .swiftui) throws -> (result: GenerationResult, outputs: [String: String]) {
        let caseDirectory = directory.appendingPathComponent(name)
        let bytes = try [UInt8](Data(contentsOf: caseDirectory.appendingPathComponent("input.json")))
        let file = try FigmaFile.decode(bytes)
        var options = options(for: caseDirectory)
        var variables: FigmaVariables?
        if let data = FileManager.default.contents(atPath: caseDirectory.appendingPathComponent("variables.json").path) {
            variables = try FigmaVariables.decode([UInt8](data))
            options.usesVariables = true
        }
        options.target = target
        let assets = designAssets(in: caseDirectory)
        if assets != nil { options.assetCatalog = true }
        // The views are kept for the IR dump and for evaluating what each screen shows.
        let result = generate(file, source: Data(bytes), options: options, variables: variables, assets: assets, memory: GenerationMemory(keepsViews: true))
        let folder = expectedFolder(target)
        var outputs: [String: String] = [:]
        for rendered in result.files where target != .uikit || !isSharedSupport(rendered) { outputs[folder + "/" + rendered.name] = rendered.contents }
        outputs[folder + "/" + Manifest.fileName] = result.manifest.json()
        func lines(_ diagnostics: [Diagnostic]) -> String {
            diagnostics.map { $0.formatted(inputName: $0.source == .variables ? "variables.json" : "input.json") + " [\($0.kind.rawValue)]" }.joined(separator: "\n") + "\n"
        }
        if target == .swiftui {
            outputs["ir.txt"] = IRDump.dump(result.ir)
            outputs["diagnostics.txt"] = lines(result.diagnostics)
        } else {
            // The IR and lowering's diagnostics are the SwiftUI run's; only what this target cannot draw is added.
            var baseOptions = options
            baseOptions.target = .swiftui
            let base = generate(file, options: baseOptions, variables: variables, assets: assets).diagnostics
            let added = result.diagnostics.filter { !base.contains($0) }
            if !added.isEmpty { outputs["diagnostics-\(target.rawValue).txt"] = lines(added) }
        }
        return (result, outputs)
    }

    /// A case's `images/` and `renders/` (with `renders/index.json`), read as `figgen generate` reads a design
    /// folder; nil when the case has neither.
    static func designAssets(in caseDirectory: URL) -> DesignAssets? {
        let images = caseDirectory.appendingPathComponent("images"), renders = caseDirectory.appendingPathComponent("renders")
        guard isDirectory(images) || isDirectory(renders) else { return nil }
        var assets = DesignAssets()
        assets.addImages(names: (try? FileManager.default.contentsOfDirectory(atPath: images.path)) ?? []) { name in
            FileManager.default.contents(atPath: images.appendingPathComponent(name).path).map { [UInt8]($0) }
        }
        if let index = FileManager.default.contents(atPath: renders.appendingPathComponent("index.json").path) {
            assets.addRenders(index: [UInt8](index)) { name in
                FileManager.default.contents(atPath: renders.appendingPathComponent(name).path).map { [UInt8]($0) }
            }
        }
        return assets
    }

    /// The UIKit support files as figgen writes them for a design whose names do not clash: the UIKit stub's
    /// samples (`UIKitTargetTests` keeps the two equal). Golden cases do not repeat them; a case whose support
    /// files differ (renamed types, internal access) keeps its own.
    static let uikitSupport: [String: URL] = {
        let samples = TypeCheck.uikitStubDirectory.appendingPathComponent("Samples/ok")
        return Dictionary(uniqueKeysWithValues: (UIKitTargetTests.supportFiles + UIKitTargetTests.interactionSupportFiles).map { ($0, samples.appendingPathComponent($0)) })
    }()

    static func isSharedSupport(_ file: RenderedFile) -> Bool {
        guard let sample = uikitSupport[file.name], let text = try? String(contentsOf: sample, encoding: .utf8) else { return false }
        return file.contents.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n") == text
    }

    /// What to type-check for a case: its expected folder, and the shared support files its manifest lists but the
    /// folder leaves out.
    static func typeCheckInputs(_ name: String, _ target: GenerationOptions.Target) -> [URL] {
        let expected = directory.appendingPathComponent(name).appendingPathComponent(expectedFolder(target))
        let manifest = (try? String(contentsOf: expected.appendingPathComponent(Manifest.fileName), encoding: .utf8)) ?? ""
        guard target == .uikit else { return [expected] }
        let shared = uikitSupport.filter { manifest.contains("\"\($0.key)\"") && !FileManager.default.fileExists(atPath: expected.appendingPathComponent($0.key).path) }
        return [expected] + shared.values.sorted { $0.path < $1.path }
    }

    /// Every golden case with every target.
    static var caseTargets: [(String, GenerationOptions.Target)] {
        cases.flatMap { name in GenerationOptions.Target.allCases.map { (name, $0) } }
    }

    @Test("generated output matches the golden files", arguments: caseTargets)
    func matchesGolden(_ name: String, _ target: GenerationOptions.Target) throws {
        let caseDirectory = Self.directory.appendingPathComponent(name)
        let (_, outputs) = try Self.generateCase(name, target: target)
        // Generation is deterministic: a second run in memory gives the same bytes (files, manifest, IR, diagnostics).
        #expect(try Self.generateCase(name, target: target).outputs == outputs, "generation of '\(name)' (\(target.rawValue)) is not deterministic")
        let folder = Self.expectedFolder(target)
        let expectedDirectory = caseDirectory.appendingPathComponent(folder)
        let loose = target == .swiftui ? ["ir.txt", "diagnostics.txt"] : ["diagnostics-\(target.rawValue).txt"]
        let existing = ((FileManager.default.subpaths(atPath: expectedDirectory.path)) ?? [])
            .filter { !Self.isDirectory(expectedDirectory.appendingPathComponent($0)) }.map { folder + "/" + $0 }
            + loose.filter { FileManager.default.fileExists(atPath: caseDirectory.appendingPathComponent($0).path) }
        if Self.recording {
            try? FileManager.default.removeItem(at: expectedDirectory)
            for path in loose { try? FileManager.default.removeItem(at: caseDirectory.appendingPathComponent(path)) }
            try FileManager.default.createDirectory(at: expectedDirectory, withIntermediateDirectories: true)
            for (path, contents) in outputs {
                let target = caseDirectory.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try RenderedFile.bytes(ofFile: path, contents: contents).write(to: target)
            }
            Issue.record("recorded \(outputs.count) golden files for '\(name)' (\(target.rawValue)); review them with git diff, then run the tests without FIGGEN_RECORD")
            return
        }
        #expect(Set(existing) == Set(outputs.keys), "file set differs for '\(name)' (\(target.rawValue)): missing \(Set(outputs.keys).subtracting(existing).sorted()), unexpected \(Set(existing).subtracting(outputs.keys).sorted()) (re-record with FIGGEN_RECORD=1)")
        for (path, actual) in outputs.sorted(by: { $0.key < $1.key }) {
            guard let bytes = FileManager.default.contents(atPath: caseDirectory.appendingPathComponent(path).path) else {
                Issue.record("missing golden \(name)/\(path) (record with FIGGEN_RECORD=1)")
                continue
            }
            // Binary files (images) compare as their base64 form, as `RenderedFile.contents` holds them.
            let expected = RenderedFile.contents(ofFile: path, bytes: bytes)
            if expected != actual {
                Issue.record("\(name)/\(path) differs: \(Self.firstDifference(expected, actual))")
            }
        }
    }

    /// The type-check groups of a target: every case with expected Swift files (a case without any is an issue).
    static func typeCheckGroups(_ target: GenerationOptions.Target) -> [TypeCheck.Group] {
        cases.compactMap { name in
            let expected = directory.appendingPathComponent(name).appendingPathComponent(expectedFolder(target))
            let swiftFiles = ((try? FileManager.default.contentsOfDirectory(atPath: expected.path)) ?? []).filter { $0.hasSuffix(".swift") }
            guard !swiftFiles.isEmpty else {
                Issue.record("no expected Swift files for '\(name)' (\(target.rawValue)) (record with FIGGEN_RECORD=1)")
                return nil
            }
            return TypeCheck.Group(name: name, files: typeCheckInputs(name, target), minimumIOS: options(for: directory.appendingPathComponent(name)).minimumIOS)
        }
    }

    /// Every case's expected output, each as a module of its own; checked in a few compiler runs (cases whose names
    /// do not clash together) and, where a run fails, case by case so the failure names its case.
    @Test("golden Swift output type-checks against the target's stub", arguments: GenerationOptions.Target.allCases)
    func goldenTypeChecks(_ target: GenerationOptions.Target) throws {
        let groups = Self.typeCheckGroups(target)
        let (results, runs) = try TypeCheck.runGrouped(groups, uikit: target == .uikit)
        print("golden type-check (\(target.rawValue), stub): \(groups.count) cases in \(runs) compiler runs")
        for result in results {
            #expect(result.succeeded, "\(result.name) (\(target.rawValue)) does not type-check:\n\(result.output)")
        }
    }

    /// What the designer sees is what the code shows: every instance placed in a screen, evaluated through
    /// the IR (parameters, overrides, variants, slots), shows the texts its layers show in the design (but for
    /// layers left out to break a cycle of types, which are reported).
    @Test("instances in screens show the design's texts", arguments: cases)
    func instancesShowTheDesignsTexts(_ name: String) throws {
        let caseDirectory = Self.directory.appendingPathComponent(name)
        let file = try FigmaFile.decode([UInt8](Data(contentsOf: caseDirectory.appendingPathComponent("input.json"))))
        let result = generate(file, options: Self.options(for: caseDirectory), memory: GenerationMemory(keepsViews: true))
        var evaluator = ShownTexts.Evaluator(result.ir)
        let leftOut = ShownTexts.leftOut(result.ir)
        for (nodeID, call) in ShownTexts.screenCalls(result.ir) {
            guard let index = file.index(ofID: nodeID), file.nodes[index].type == .instance else { continue }
            let design = ShownTexts.design(file, under: index, leftOut: leftOut).sorted()
            let code = evaluator.texts(of: call, in: ShownTexts.Environment()).sorted()
            #expect(design == code, "\(name): instance \(nodeID) shows \(code) in code, \(design) in the design")
        }
    }

    @Test("golden Swift output type-checks against Apple's real iOS SDK", .enabled(if: TypeCheck.iosSDK != nil, Comment(rawValue: TypeCheck.sdkUnavailable)),
          arguments: GenerationOptions.Target.allCases)
    func goldenTypeChecksAgainstTheSDK(_ target: GenerationOptions.Target) throws {
        let sdk = try #require(TypeCheck.iosSDK)  // enabled only with an SDK
        let groups = Self.typeCheckGroups(target)
        // Each case at its own deployment target (`minIOS`); a run with a warning is checked again case by case too.
        let (results, runs) = try TypeCheck.runGrouped(groups, sdk: sdk, recheck: { $0.contains("warning:") })
        print("golden type-check (\(target.rawValue), iOS SDK): \(groups.count) cases in \(runs) compiler runs")
        for result in results {
            #expect(result.succeeded, "\(result.name) (\(target.rawValue)) does not type-check against the iOS SDK:\n\(result.output)")
            #expect(!result.output.contains("warning:"), "\(result.name) (\(target.rawValue)) has warnings against the iOS SDK:\n\(result.output)")
        }
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
