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
                == ["generate", "--package-root", ".", "--config", "figgen.json", "--default-output", "Sources/App/Generated"])
        // Every other argument goes to figgen as given, before the default.
        #expect(try Arguments.figgen("check", arguments: ["--format", "github"], targets: Self.one)
                == ["check", "--package-root", ".", "--config", "figgen.json", "--format", "github", "--default-output", "Sources/App/Generated"])
    }

    @Test func targetChoosesTheFolderAndWinsOverTheConfig() throws {
        #expect(try Arguments.figgen("generate", arguments: ["--target", "Kit", "--verbose"], targets: Self.two)
                == ["generate", "--package-root", ".", "--config", "figgen.json", "--verbose", "--output", "Sources/Kit/Generated"])
        #expect(try Arguments.figgen("check", arguments: ["--target=App"], targets: Self.two)
                == ["check", "--package-root", ".", "--config", "figgen.json", "--output", "Sources/App/Generated"])
        // Several targets and none chosen: the config (or -o) must name the folder.
        #expect(try Arguments.figgen("generate", arguments: [], targets: Self.two) == ["generate", "--package-root", ".", "--config", "figgen.json"])
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
                == ["fetch", "--package-root", ".", "--config", "figgen.json", "--token-file", "t", "--target", "x"])
        #expect(try Arguments.figgen("check", arguments: ["--config", "ci.json"], targets: Self.one)
                == ["check", "--package-root", ".", "--config", "ci.json", "--default-output", "Sources/App/Generated"])
        #expect(try Arguments.figgen("check", arguments: ["--", "--target"], targets: Self.one)
                == ["check", "--package-root", ".", "--config", "figgen.json", "--", "--target", "--default-output", "Sources/App/Generated"])
    }

    // MARK: figgen reading the config

    @Test func configInputAndDefaultOutput() throws {
        try EndToEndTests.withWorkspace { folder in
            try EndToEndTests.write(#"{"input": "design.json"}"#, to: folder.appendingPathComponent("figgen.json"))
            let result = try EndToEndTests.run(["generate", "--package-root", ".", "--config", "figgen.json", "--default-output", "Sources/App/Generated"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderrLines.last?.contains("→ Sources/App/Generated (") == true, "\(result.stderr)")
            #expect(try EndToEndTests.run(["check", "--package-root", ".", "--config", "figgen.json", "--default-output", "Sources/App/Generated"], in: folder).status == 0)
            // The config's output wins over the default; -o over both.
            try EndToEndTests.write(#"{"input": "design.json", "output": "Gen"}"#, to: folder.appendingPathComponent("figgen.json"))
            #expect(try EndToEndTests.run(["generate", "--package-root", ".", "--config", "figgen.json", "--default-output", "Other"], in: folder).status == 0)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Gen/Home.swift").path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Other").path))
            // No input anywhere: a usage error that says where to put it.
            try EndToEndTests.write(#"{"output": "Gen"}"#, to: folder.appendingPathComponent("figgen.json"))
            let missing = try EndToEndTests.run(["check", "--package-root", ".", "--config", "figgen.json"], in: folder)
            #expect(missing.status == 64)
            #expect(missing.stderr == "error: missing input file: pass <input.json | design folder>, or set \"input\" in figgen.json\n", "\(missing.stderr)")
        }
    }

    @Test func missingConfigSaysWhatToWrite() throws {
        try EndToEndTests.withWorkspace { folder in
            let result = try EndToEndTests.run(["generate", "--package-root", ".", "--config", "figgen.json", "--default-output", "Gen"], in: folder)
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

    // MARK: Hostile configs (issue 40): every path stays in the package, syntax errors say where, keys are checked

    /// A package folder `pkg` (the sample design, `figgen.json` = `config`) beside a folder `outside`, in a fresh
    /// workspace; `body` gets the workspace.
    static func withPackage(config: String, _ body: (URL) throws -> Void) throws {
        try EndToEndTests.withWorkspace { folder in
            let package = folder.appendingPathComponent("pkg")
            try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("outside"), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: folder.appendingPathComponent("design.json"), to: package.appendingPathComponent("design.json"))
            try EndToEndTests.write(config, to: package.appendingPathComponent("figgen.json"))
            try body(folder)
        }
    }

    /// What the generate plugin runs in a package with one target, `Sources/App`.
    static let pluginGenerate = ["generate", "--package-root", ".", "--config", "figgen.json", "--default-output", "Sources/App/Generated"]

    @Test("a figgen.json path that resolves outside the package is refused with its key, exit 64, nothing written", arguments: [
        (#"{"input": "design.json", "output": "../outside"}"#, #""output" in figgen.json: ../outside resolves to "#),
        (#"{"input": "design.json", "output": "Sources/App/../../../outside/x"}"#, #""output" in figgen.json: Sources/App/../../../outside/x resolves to "#),
        (#"{"input": "design.json", "output": "WORKSPACE/outside/absolute"}"#, #""output" in figgen.json: WORKSPACE/outside/absolute resolves to WORKSPACE/outside/absolute, outside the package ("#),
        (#"{"input": "../outside/design.json"}"#, #""input" in figgen.json: ../outside/design.json resolves to "#),
        (#"{"input": "design.json", "variables": "../outside/variables.json"}"#, #""variables" in figgen.json: ../outside/variables.json resolves to "#),
        (#"{"input": "design.json", "assets": "/"}"#, #""assets" in figgen.json: / resolves to /, outside the package ("#),
        (#"{"input": "design.json", "output": "."}"#, #""output" in figgen.json: . is the package folder itself; name a folder inside it"#),
    ])
    func pathsOutsideThePackage(_ config: String, _ message: String) throws {
        // An absolute path: inside this test's workspace (a mutant that lets it through writes nothing elsewhere).
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-issue40-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workspace) }
        let real = PackageConfinement.resolve(workspace.path) ?? workspace.path
        let config = config.replacingOccurrences(of: "WORKSPACE", with: real), message = message.replacingOccurrences(of: "WORKSPACE", with: real)
        try Self.withPackage(config: config) { folder in
            try EndToEndTests.write("{}", to: folder.appendingPathComponent("outside/variables.json"))
            try EndToEndTests.write("{}", to: folder.appendingPathComponent("outside/design.json"))
            let before = try EndToEndTests.snapshot(folder.appendingPathComponent("outside"))
            // check refuses an output folder before reading it; the other paths after (it has no folder to read here).
            for command in message.hasPrefix(#""output""#) ? ["generate", "check"] : ["generate"] {
                var arguments = Self.pluginGenerate
                arguments[0] = command
                let result = try EndToEndTests.run(arguments, in: folder.appendingPathComponent("pkg"))
                #expect(result.status == 64, "\(command): \(result.stderr)")
                #expect(result.stderr.hasPrefix("error: " + message), "\(command): \(result.stderr)")
                #expect(result.stderr.hasSuffix("the package plugins read and write only inside the package\n"), "\(result.stderr)")
            }
            #expect(try EndToEndTests.snapshot(folder.appendingPathComponent("outside")) == before, "nothing written outside")
            #expect(!FileManager.default.fileExists(atPath: real + "/outside/absolute"))
        }
    }

    @Test("a committed link Sources/App/Generated → a folder outside is refused (the output folder itself is resolved)")
    func outputFolderLinkedOutside() throws {
        try Self.withPackage(config: #"{"input": "design.json"}"#) { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("pkg/Sources/App/Generated").path,
                                                       withDestinationPath: folder.appendingPathComponent("outside").path)
            let result = try EndToEndTests.run(Self.pluginGenerate, in: folder.appendingPathComponent("pkg"))
            #expect(result.status == 64, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("error: --default-output: Sources/App/Generated resolves to "), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("outside").path).isEmpty, "nothing written outside")
            // Inside the package, the same link is fine.
            try FileManager.default.removeItem(at: folder.appendingPathComponent("pkg/Sources/App/Generated"))
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("pkg/Real"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("pkg/Sources/App/Generated").path, withDestinationPath: "../../Real")
            let inside = try EndToEndTests.run(Self.pluginGenerate, in: folder.appendingPathComponent("pkg"))
            #expect(inside.status == 0, "\(inside.stderr)")
        }
    }

    @Test("fetch's design folder outside the package is refused before any request")
    func fetchOutsideThePackage() throws {
        try Self.withPackage(config: #"{"input": "../outside/design", "fileKey": "KEY1"}"#) { folder in
            let result = try EndToEndTests.run(["fetch", "--package-root", ".", "--config", "figgen.json"], in: folder.appendingPathComponent("pkg"),
                                               environment: ["FIGMA_TOKEN": "t", "FIGMA_API_BASE_URL": "http://127.0.0.1:9"])
            #expect(result.status == 64, "\(result.stderr)")
            #expect(result.stderr.hasPrefix(#"error: "input" in figgen.json: ../outside/design resolves to "#), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("outside").path).isEmpty)
            let elsewhere = folder.appendingPathComponent("outside/fetched").path
            let flag = try EndToEndTests.run(["fetch", "--package-root", ".", "KEY1", "-o", elsewhere], in: folder.appendingPathComponent("pkg"),
                                             environment: ["FIGMA_TOKEN": "t", "FIGMA_API_BASE_URL": "http://127.0.0.1:9"])
            #expect(flag.status == 64 && flag.stderr.hasPrefix("error: --output: \(elsewhere) resolves to "), "\(flag.stderr)")
        }
    }

    @Test("a figgen.json that is not JSON says where (line:column)", arguments: [
        ("{\n  \"input\": \"design.json\",\n", "error: figgen.json:3:1: not JSON: unexpected end of the file\n"),
        ("{\"input\": \"design.json\",, \"typePrefix\": \"DS\"}", "error: figgen.json:1:25: not JSON: expected a key string\n"),
    ])
    func configSyntaxErrors(_ config: String, _ message: String) throws {
        try Self.withPackage(config: config) { folder in
            let result = try EndToEndTests.run(Self.pluginGenerate, in: folder.appendingPathComponent("pkg"))
            #expect(result.status == 1)
            #expect(result.stderr == message)
        }
    }

    @Test("a file key with anything but letters and digits is refused wherever it comes from")
    func fileKeysAreChecked() throws {
        try Self.withPackage(config: #"{"input": "design.json", "fileKey": "KEY\u2028alert(1)", "codeConnect": true}"#) { folder in
            let package = folder.appendingPathComponent("pkg")
            let config = try EndToEndTests.run(Self.pluginGenerate, in: package)
            #expect(config.status == 64, "\(config.stderr)")
            #expect(config.stderr == "error: invalid fileKey 'KEY\\u{2028}alert(1)' (expected a Figma file key: 1 to 128 letters and digits)\n", "\(config.stderr)")
            #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("Sources/App/Generated").path))
            let flag = try EndToEndTests.run(["generate", "design.json", "-o", "Gen", "--code-connect", "--file-key", "K\nE Y"], in: package)
            #expect(flag.status == 64, "\(flag.stderr)")
            #expect(flag.stderr.hasPrefix("error: invalid --file-key 'K\\u{A}E Y' (expected a Figma file key: 1 to 128 letters and digits)\n"), "\(flag.stderr)")
        }
    }
}
