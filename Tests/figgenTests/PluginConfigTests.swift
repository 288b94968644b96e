import Foundation
import Testing
@testable import figgen

/// The command plugins' arguments (`FiggenPluginArguments`, compiled here from the plugins' shared file) and what
/// figgen reads from the package's `figgen.json` for them: the design (`input`), the default output folder, fetch.
@Suite("Package plugins and the config file")
struct PluginConfigTests {
    typealias Arguments = FiggenPluginArguments
    static let one = [Arguments.SourceTarget(name: "App", folder: "Sources/App")]
    static let two = one + [Arguments.SourceTarget(name: "Kit", folder: "Sources/Kit")]

    @Test func generateWithOneTargetDefaultsToItsGeneratedFolder() throws {
        #expect(try Arguments.figgen("generate", arguments: [], targets: Self.one)
                == ["generate", "--config", "figgen.json", "--default-output", "Sources/App/Generated"])
        // Every other argument goes to figgen as given, before the default.
        #expect(try Arguments.figgen("check", arguments: ["--format", "github"], targets: Self.one)
                == ["check", "--config", "figgen.json", "--format", "github", "--default-output", "Sources/App/Generated"])
    }

    @Test func targetChoosesTheFolderAndWinsOverTheConfig() throws {
        #expect(try Arguments.figgen("generate", arguments: ["--target", "Kit", "--verbose"], targets: Self.two)
                == ["generate", "--config", "figgen.json", "--verbose", "--output", "Sources/Kit/Generated"])
        #expect(try Arguments.figgen("check", arguments: ["--target=App"], targets: Self.two)
                == ["check", "--config", "figgen.json", "--output", "Sources/App/Generated"])
        // Several targets and none chosen: the config (or -o) must name the folder.
        #expect(try Arguments.figgen("generate", arguments: [], targets: Self.two) == ["generate", "--config", "figgen.json"])
    }

    @Test func targetErrorsSayWhatTargetMeans() throws {
        #expect(throws: Arguments.Failure(message: "no source target named 'uikit' in package 'Client' (its targets: App, Kit); --target names the package target, the code target (swiftui or uikit) is \"target\" in figgen.json")) {
            try Arguments.figgen("generate", arguments: ["--target", "uikit"], targets: Self.two, packageName: "Client")
        }
        #expect(throws: Arguments.Failure(message: "--target given 2 times: figgen writes one folder a run")) {
            try Arguments.figgen("generate", arguments: ["--target", "App", "--target", "Kit"], targets: Self.two)
        }
        #expect(throws: Arguments.Failure(message: "--target needs a target name")) {
            try Arguments.figgen("check", arguments: ["--target"], targets: Self.two)
        }
    }

    @Test func fetchAndXcodeProjectsPassArgumentsAsGiven() throws {
        // fetch has no target: `--target` is figgen's to judge; a config given by hand replaces figgen.json.
        #expect(try Arguments.figgen("fetch", arguments: ["--token-file", "t", "--target", "x"], targets: nil)
                == ["fetch", "--config", "figgen.json", "--token-file", "t", "--target", "x"])
        #expect(try Arguments.figgen("check", arguments: ["--config", "ci.json"], targets: Self.one)
                == ["check", "--config", "ci.json", "--default-output", "Sources/App/Generated"])
        #expect(try Arguments.figgen("check", arguments: ["--", "--target"], targets: Self.one)
                == ["check", "--config", "figgen.json", "--", "--target", "--default-output", "Sources/App/Generated"])
    }

    // MARK: figgen reading the config

    @Test func configInputAndDefaultOutput() throws {
        try EndToEndTests.withWorkspace { folder in
            try EndToEndTests.write(#"{"input": "design.json"}"#, to: folder.appendingPathComponent("figgen.json"))
            let result = try EndToEndTests.run(["generate", "--config", "figgen.json", "--default-output", "Sources/App/Generated"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderrLines.last?.contains("→ Sources/App/Generated (") == true, "\(result.stderr)")
            #expect(try EndToEndTests.run(["check", "--config", "figgen.json", "--default-output", "Sources/App/Generated"], in: folder).status == 0)
            // The config's output wins over the default; -o over both.
            try EndToEndTests.write(#"{"input": "design.json", "output": "Gen"}"#, to: folder.appendingPathComponent("figgen.json"))
            #expect(try EndToEndTests.run(["generate", "--config", "figgen.json", "--default-output", "Other"], in: folder).status == 0)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Gen/Home.swift").path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Other").path))
            // No input anywhere: a usage error that says where to put it.
            try EndToEndTests.write(#"{"output": "Gen"}"#, to: folder.appendingPathComponent("figgen.json"))
            let missing = try EndToEndTests.run(["check", "--config", "figgen.json"], in: folder)
            #expect(missing.status == 64)
            #expect(missing.stderr == "error: missing input file: pass <input.json | design folder>, or set \"input\" in figgen.json\n", "\(missing.stderr)")
        }
    }

    @Test func missingConfigSaysWhatToWrite() throws {
        try EndToEndTests.withWorkspace { folder in
            let result = try EndToEndTests.run(["generate", "--config", "figgen.json", "--default-output", "Gen"], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("error: figgen.json: no such config file; write one, for example:\n  {\n    \"input\": \"design\","), "\(result.stderr)")
            #expect(result.stderr.contains("\"input\" is the design folder (figgen fetch writes it) or an export"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Gen").path))
        }
    }

    @Test func fetchReadsTheConfig() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("design"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("figgen.json").path
        func filled(_ json: String, _ arguments: [String] = []) throws(CommandFailure) -> ParsedArguments {
            try? EndToEndTests.write(json, to: URL(fileURLWithPath: config))
            return try ConfigFile.fetchArguments(ParsedArguments(positionals: arguments, options: ["config": [config]]))
        }
        let fromConfig = try filled(#"{"input": "\#(folder.path)/design", "fileKey": "KEY1", "nodes": ["1:2", "3-4"]}"#)
        #expect(fromConfig.positionals == ["KEY1"])
        #expect(fromConfig.values("nodes") == ["1:2,3-4"])
        #expect(fromConfig.value("output") == folder.path + "/design")
        // The command line wins; without a key in the config, the design folder's last fetch names it.
        #expect(try filled(#"{"input": "\#(folder.path)/design", "fileKey": "KEY1"}"#, ["KEY2"]).positionals == ["KEY2"])
        try EndToEndTests.write("{\"fileKey\": \"KEY3\"}\n", to: folder.appendingPathComponent("design/.figgen-fetch"))
        #expect(try filled(#"{"input": "\#(folder.path)/design"}"#).positionals == ["KEY3"])
        #expect(throws: (any Error).self) { try filled(#"{"input": "\#(folder.path)/design.json", "fileKey": "K"}"#) }
        do {
            _ = try filled(#"{"fileKey": "KEY1"}"#)
            Issue.record("a fetch without a folder ran")
        } catch {
            #expect(error.exitCode == .usage)
            #expect(error.line == "error: missing design folder: pass -o <dir>, or set \"input\" in \(config)")
        }
    }

    @Test func codeConnectNeedsTheFileKey() throws {
        try EndToEndTests.withWorkspace { folder in
            let result = try EndToEndTests.run(["generate", "design.json", "-o", "Gen", "--code-connect"], in: folder)
            #expect(result.status == 64)
            #expect(result.stderr.contains("--code-connect needs the Figma file key") && result.stderr.contains("--file-key <key>"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Gen").path))
        }
    }
}
