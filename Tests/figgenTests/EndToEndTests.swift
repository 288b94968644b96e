import Foundation
import Testing
@testable import Codegen

/// Runs the built `figgen` binary in temporary folders and checks exit codes, stdout, stderr and the files.
@Suite("End to end")
struct EndToEndTests {
    // MARK: - Running the binary

    /// The `figgen` executable built with these tests. Looked up next to the running test bundle first (so
    /// `--scratch-path` works), then in the package's usual build folders; `FIGGEN_BINARY` overrides both.
    static let binary: URL? = {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["FIGGEN_BINARY"], !path.isEmpty {
            candidates.append(URL(fileURLWithPath: path))
        }
        // Linux: the test runner is `<scratch>/<triple>/<config>/figgenPackageTests.xctest`; on macOS a bundle in that folder.
        var folders: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for folder in folders where folder.path.contains("/.build") {
            candidates.append(folder.appendingPathComponent("figgen"))
        }
        // Fallback: the package's build folders (default and the one these tests are usually run with).
        for scratch in [".build", ".build-cli-tests"] {
            for configuration in ["debug", "release"] {
                candidates.append(TestPaths.packageRoot.appendingPathComponent(scratch).appendingPathComponent(configuration).appendingPathComponent("figgen"))
            }
        }
        for candidate in candidates {
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               fileManager.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }()

    static func figgen() throws -> URL {
        try #require(binary, "figgen binary not found next to the test bundle (\(Bundle.main.bundleURL.path)) or in \(TestPaths.packageRoot.path)/.build*/debug; run `swift build` first or set FIGGEN_BINARY")
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// Runs `figgen arguments…` in `directory`, with `stdin` as standard input (empty when nil).
    @discardableResult
    static func run(_ arguments: [String], in directory: URL, stdin: Data? = nil, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = try figgen()
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.currentDirectoryURL = directory
        // Files, not pipes: no deadlock however much the binary writes.
        let id = UUID().uuidString
        let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-out-\(id)")
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-err-\(id)")
        let inURL = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-in-\(id)")
        defer { for url in [outURL, errURL, inURL] { try? FileManager.default.removeItem(at: url) } }
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        try (stdin ?? Data()).write(to: inURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let input = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        try input.close()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// A fresh temporary folder holding a copy of the sample as `design.json`; removed after `body`.
    static func withWorkspace(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestPaths.sample, to: folder.appendingPathComponent("design.json"))
        try body(folder)
    }

    /// Every file under `folder`, relative path → bytes (nil: the folder does not exist).
    static func snapshot(_ folder: URL) throws -> [String: Data]? {
        guard FileManager.default.fileExists(atPath: folder.path) else { return nil }
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    static func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    static func read(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    static func manifest(in folder: URL) throws -> Manifest {
        try Manifest(json: Data(contentsOf: folder.appendingPathComponent(Manifest.fileName)))
    }

    /// The line of AssetSummaryCard's `.padding(24)` in the generated code, read from the code itself.
    static func paddingLineOfAssetSummaryCard(in folder: URL) throws -> Int {
        let source = try read(folder.appendingPathComponent("out/AssetSummaryCard.swift")).split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(source.firstIndex { $0.trimmingCharacters(in: .whitespaces) == ".padding(24)" }) + 1
    }

    /// The sample with AssetSummaryCard's (40:1) left padding changed from 24 to 32.
    static func sampleWithChangedPadding() throws -> String {
        let text = try read(TestPaths.sample)
        let card = try #require(text.range(of: #""id": "40:1""#))
        let padding = try #require(text.range(of: #""paddingLeft": 24.0"#, range: card.upperBound..<text.endIndex))
        #expect(!text[card.upperBound..<padding.lowerBound].contains(#""paddingLeft""#), "the first paddingLeft after 40:1 is its own")
        return text.replacingCharacters(in: padding, with: #""paddingLeft": 32.0"#)
    }

    /// The counts in generate's summary line: `figgen: 9 types in 11 files → out (12 written, 0 unchanged, 0 removed); …`.
    static func summaryCounts(_ line: String) -> (written: Int, unchanged: Int, removed: Int)? {
        guard let match = line.wholeMatch(of: #/figgen: \d+ types in \d+ files → .+ \((\d+) written, (\d+) unchanged, (\d+) removed\); .+/#),
              let written = Int(match.output.1), let unchanged = Int(match.output.2), let removed = Int(match.output.3) else { return nil }
        return (written, unchanged, removed)
    }

    // MARK: - Help, version, usage errors

    @Test("FIGGEN_TIMINGS=1 prints each stage's wall time once, in pipeline order; without it, nothing")
    func stageTimings() throws {
        try Self.withWorkspace { folder in
            let timed = try Self.run(["generate", "design.json", "-o", "out"], in: folder, environment: ["FIGGEN_TIMINGS": "1"])
            #expect(timed.status == 0)
            let line = try #require(timed.stderr.split(separator: "\n").first { $0.hasPrefix("figgen: timings: ") })
            let stages = line.dropFirst("figgen: timings: ".count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? "" }
            #expect(stages == ["read", "resolve", "lower", "render", "manifest", "encode", "write"])
            let quiet = try Self.run(["generate", "design.json", "-o", "out2"], in: folder, environment: ["FIGGEN_TIMINGS": "0"])
            #expect(quiet.status == 0)
            #expect(!quiet.stderr.contains("timings"))
        }
    }

    @Test func binaryIsFound() throws {
        let url = try Self.figgen()
        #expect(FileManager.default.isExecutableFile(atPath: url.path))
    }

    @Test("--help prints the overview", arguments: [["--help"], ["-h"], ["help"], []])
    func help(_ arguments: [String]) throws {
        try Self.withWorkspace { folder in
            let result = try Self.run(arguments, in: folder)
            #expect(result.status == 0)
            #expect(result.stdout.contains("Usage: figgen <command> [options]"))
            for command in ["inspect", "generate", "check", "lookup"] { #expect(result.stdout.contains("  \(command) ")) }
            #expect(result.stderr.isEmpty)
        }
    }

    @Test("<command> --help prints that command's help", arguments: ["generate", "check", "lookup", "inspect"])
    func commandHelp(_ command: String) throws {
        try Self.withWorkspace { folder in
            for arguments in [[command, "--help"], [command, "-h"], ["help", command], [command, "design.json", "-o", "out", "--help"]] {
                let result = try Self.run(arguments, in: folder)
                #expect(result.status == 0, "\(arguments)")
                #expect(result.stdout.hasPrefix("Usage: figgen \(command) "), "\(arguments)")
                #expect(result.stdout.contains("Options:"))
                #expect(result.stderr.isEmpty)
            }
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path), "help writes nothing")
        }
    }

    @Test func version() throws {
        try Self.withWorkspace { folder in
            let result = try Self.run(["--version"], in: folder)
            #expect(result.status == 0)
            #expect(result.stdout.wholeMatch(of: #/figgen \d+\.\d+\.\d+\n/#) != nil, "\(result.stdout)")
            #expect(result.stderr.isEmpty)
        }
    }

    @Test("unknown flags and commands exit 64", arguments: [
        (["--bogus"], "unknown option '--bogus'", "See 'figgen --help'."),
        (["generate", "design.json", "-o", "out", "--bogus"], "unknown option '--bogus'", "See 'figgen generate --help'."),
        (["check", "design.json", "-o", "out", "--format", "xml"], "unknown format 'xml'", "See 'figgen check --help'."),
        (["frobnicate"], "unknown command 'frobnicate'", "See 'figgen --help'."),
        (["inspect"], "missing input file", "See 'figgen inspect --help'."),
    ])
    func usageError(_ arguments: [String], _ message: String, _ hint: String) throws {
        try Self.withWorkspace { folder in
            let result = try Self.run(arguments, in: folder)
            #expect(result.status == 64)
            #expect(result.stdout.isEmpty, "usage errors go to stderr")
            let lines = result.stderrLines
            #expect(lines.first?.hasPrefix("error: " + message) == true, "\(result.stderr)")
            #expect(lines.count == 3)
            #expect(lines.dropFirst().first?.hasPrefix("Usage: figgen") == true)
            #expect(lines.last == hint)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        }
    }

    // MARK: - generate and check

    @Test func generateThenCheckIsClean() throws {
        try Self.withWorkspace { folder in
            let generate = try Self.run(["generate", "design.json", "-o", "out"], in: folder)
            #expect(generate.status == 0, "\(generate.stderr)")
            #expect(generate.stdout.isEmpty, "generate prints data only; its report goes to stderr")
            let files = try #require(try Self.snapshot(folder.appendingPathComponent("out")))
            #expect(files[Manifest.fileName] != nil)
            #expect(files.keys.contains("ListItem_LeftImageText.swift"))
            #expect(files.keys.contains("Home.swift"))
            #expect(!files.keys.contains { $0.hasPrefix(".") }, "no temporary files left behind: \(files.keys.sorted())")
            for (name, bytes) in files where name.hasSuffix(".swift") {
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(text.hasPrefix("// Generated by figgen from the Figma file \"뱅킹 홈 (figgen sample)\". Do not edit.\n"), "\(name)")
                #expect(!text.contains(folder.path), "no absolute paths in \(name)")
            }
            let check = try Self.run(["check", "design.json", "-o", "out"], in: folder)
            #expect(check.status == 0, "\(check.stdout)")
            #expect(check.stdout == "In parity: out matches design.json.\n")
            #expect(check.stderr.isEmpty)
            for format in ["json", "github"] {
                let result = try Self.run(["check", "design.json", "-o", "out", "--format", format], in: folder)
                #expect(result.status == 0)
                if format == "json" {
                    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
                    #expect(object["status"] as? String == "parity")
                    #expect((object["changes"] as? [Any])?.isEmpty == true)
                } else {
                    #expect(!result.stdout.contains("::error"))
                }
            }
        }
    }

    @Test func generateTwiceIsByteIdenticalAndReportsUnchanged() throws {
        try Self.withWorkspace { folder in
            let out = folder.appendingPathComponent("out")
            let first = try Self.run(["generate", "design.json", "-o", "out"], in: folder)
            #expect(first.status == 0)
            let before = try #require(try Self.snapshot(out))
            var inodes: [String: Int] = [:]
            for name in before.keys {
                inodes[name] = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(name).path)[.systemFileNumber] as? Int
            }
            let second = try Self.run(["generate", "design.json", "-o", "out"], in: folder)
            #expect(second.status == 0)
            #expect(try Self.snapshot(out) == before)
            let summary = try #require(second.stderrLines.last)
            let counts = try #require(Self.summaryCounts(summary), "\(summary)")
            #expect(counts.written == 0)
            #expect(counts.unchanged == before.count)
            #expect(counts.removed == 0)
            for name in before.keys {
                let inode = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(name).path)[.systemFileNumber] as? Int
                #expect(inode == inodes[name], "\(name) was rewritten although unchanged")
            }
        }
    }

    @Test func changedPaddingIsReportedWithLayerValuesAndLocation() throws {
        try Self.withWorkspace { folder in
            #expect(try Self.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            let paddingLine = try Self.paddingLineOfAssetSummaryCard(in: folder)
            try Self.write(try Self.sampleWithChangedPadding(), to: folder.appendingPathComponent("design.json"))
            let check = try Self.run(["check", "design.json", "-o", "out"], in: folder)
            #expect(check.status == 1)
            let lines = check.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first == "Drift between design.json and out: 1 change", "\(check.stdout)")
            let line = try #require(lines.first { $0.hasPrefix("- [value-changed]") }, "\(check.stdout)")
            #expect(line.contains("'AssetSummaryCard'"), "names the layer")
            #expect(line.contains("node 40:1"))
            #expect(line.contains("padding changed: 24,24,24,24 → 24,32,24,24"), "old and new value: \(line)")
            // The line of the `.padding` modifier that encodes the value, found in the code itself.
            #expect(line.contains("out/AssetSummaryCard.swift:\(paddingLine)"), "Swift file:line: \(line)")
        }
    }

    /// The UIKit target goes through the same manifest, `check` and `lookup`: `check` repeats the recorded target,
    /// and a changed value points at the UIKit code's line.
    @Test func uikitTargetGeneratesChecksAndLooksUp() throws {
        try Self.withWorkspace { folder in
            let generate = try Self.run(["generate", "design.json", "-o", "out", "--target", "uikit"], in: folder)
            #expect(generate.status == 0, "\(generate.stderr)")
            let card = try Self.read(folder.appendingPathComponent("out/AssetSummaryCard.swift"))
            #expect(card.contains("public final class AssetSummaryCard: UIView {"))
            let manifest = try Self.read(folder.appendingPathComponent("out/\(Manifest.fileName)"))
            #expect(manifest.contains(#""target" : "uikit""#) || manifest.contains(#""target": "uikit""#), "the manifest records the target")
            let clean = try Self.run(["check", "design.json", "-o", "out"], in: folder)
            #expect(clean.status == 0 && clean.stdout == "In parity: out matches design.json.\n", "\(clean.stdout)")
            let lookup = try Self.run(["lookup", "40:1", "-o", "out"], in: folder)
            #expect(lookup.status == 0 && lookup.stdout.contains("AssetSummaryCard") && lookup.stdout.contains("out/AssetSummaryCard.swift:"), "\(lookup.stdout)")
            let paddingLine = try Self.paddingLineOfAssetSummaryCard(in: folder)
            try Self.write(try Self.sampleWithChangedPadding(), to: folder.appendingPathComponent("design.json"))
            let drift = try Self.run(["check", "design.json", "-o", "out"], in: folder)
            #expect(drift.status == 1)
            let line = try #require(drift.stdout.split(separator: "\n").first { $0.hasPrefix("- [value-changed]") }, "\(drift.stdout)")
            #expect(line.contains("padding changed: 24,24,24,24 → 24,32,24,24") && line.contains("out/AssetSummaryCard.swift:\(paddingLine)"), "\(line)")
            // Asking for the other target is a usage error that names the recorded one.
            let other = try Self.run(["check", "design.json", "-o", "out", "--target", "swiftui"], in: folder)
            #expect(other.status == 64 && other.stderr.contains("--target swiftui differs from the option the code was generated with (uikit)"), "\(other.stderr)")
        }
    }

    @Test func checkFormatJSON() throws {
        try Self.withWorkspace { folder in
            #expect(try Self.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            try Self.write(try Self.sampleWithChangedPadding(), to: folder.appendingPathComponent("design.json"))
            let check = try Self.run(["check", "design.json", "-o", "out", "--format", "json"], in: folder)
            #expect(check.status == 1)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any], "\(check.stdout)")
            #expect(object["status"] as? String == "drift")
            #expect(object["input"] as? String == "design.json")
            #expect(object["output"] as? String == "out")
            let changes = try #require(object["changes"] as? [[String: Any]])
            #expect(changes.count == 1)
            let change = try #require(changes.first)
            #expect(change["kind"] as? String == "value-changed")
            #expect(change["nodeId"] as? String == "40:1")
            #expect(change["layerPath"] as? String == "AssetSummaryCard")
            #expect(change["old"] as? String == "24,24,24,24")
            #expect(change["new"] as? String == "24,32,24,24")
            #expect(change["file"] as? String == "out/AssetSummaryCard.swift")
            #expect(change["line"] as? Int == (try Self.paddingLineOfAssetSummaryCard(in: folder)))
        }
    }

    @Test func checkFormatGitHub() throws {
        try Self.withWorkspace { folder in
            #expect(try Self.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            let paddingLine = try Self.paddingLineOfAssetSummaryCard(in: folder)
            try Self.write(try Self.sampleWithChangedPadding(), to: folder.appendingPathComponent("design.json"))
            let check = try Self.run(["check", "design.json", "-o", "out", "--format", "github"], in: folder)
            #expect(check.status == 1)
            let lines = check.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == 1, "\(check.stdout)")
            #expect(lines.first?.hasPrefix("::error file=out/AssetSummaryCard.swift,line=\(paddingLine),") == true, "\(check.stdout)")
            #expect(lines.first?.contains("::padding changed: 24,24,24,24 → 24,32,24,24") == true)
        }
    }

    @Test func generatedFileEditedByHandIsDriftAndRegenerateRestoresIt() throws {
        try Self.withWorkspace { folder in
            #expect(try Self.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            let file = folder.appendingPathComponent("out/SectionHeader.swift")
            let original = try Self.read(file)
            var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines[11] += " // hand edit"
            try Self.write(lines.joined(separator: "\n"), to: file)
            let check = try Self.run(["check", "design.json", "-o", "out"], in: folder)
            #expect(check.status == 1)
            #expect(check.stdout.contains("[edited-by-hand]"), "\(check.stdout)")
            #expect(check.stdout.contains("out/SectionHeader.swift:12"), "\(check.stdout)")
            // The file is figgen's (header, manifest): generate takes it back.
            #expect(try Self.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            #expect(try Self.read(file) == original)
            #expect(try Self.run(["check", "design.json", "-o", "out"], in: folder).status == 0)
        }
    }

    @Test func checkWithoutGenerateReportsMissingManifest() throws {
        try Self.withWorkspace { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
            let check = try Self.run(["check", "design.json", "-o", "out"], in: folder)
            #expect(check.status == 1)
            #expect(check.stdout.contains("[manifest-missing]"), "\(check.stdout)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).isEmpty, "check writes nothing")
        }
    }

    @Test func checkOfAMissingFolderIsAnErrorNotDrift() throws {
        try Self.withWorkspace { folder in
            let check = try Self.run(["check", "design.json", "-o", "out"], in: folder)
            #expect(check.status == 1)
            #expect(check.stdout.isEmpty, "no drift report: \(check.stdout)")
            #expect(check.stderr == "error: out: no such folder\n", "\(check.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path), "check creates nothing")
        }
    }

    // MARK: - Safe writes

    @Test func handWrittenFileSurvivesGenerate() throws {
        try Self.withWorkspace { folder in
            let out = folder.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let notes = "// Hand-written helpers.\nextension Int {}\n"
            try Self.write(notes, to: out.appendingPathComponent("Helpers.swift"))
            #expect(try Self.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            #expect(try Self.read(out.appendingPathComponent("Helpers.swift")) == notes)
            #expect(try Self.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            #expect(try Self.read(out.appendingPathComponent("Helpers.swift")) == notes)
            // Kept, but check says it is there: SwiftPM compiles it with the generated code (issue 40).
            let check = try Self.run(["check", "design.json", "-o", "out"], in: folder)
            #expect(check.status == 1)
            #expect(check.stdout.contains("- [unexpected-file] Helpers.swift is in the output folder but figgen did not write it: SwiftPM compiles it"), "\(check.stdout)")
            #expect(check.stdout.hasPrefix("Drift between design.json and out: 1 change\n"), "nothing else: \(check.stdout)")
        }
    }

    @Test func handWrittenFileInTheWayFailsGenerateAndIsKept() throws {
        try Self.withWorkspace { folder in
            let out = folder.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let mine = "// My own SectionHeader.\nstruct SectionHeader {}\n"
            try Self.write(mine, to: out.appendingPathComponent("SectionHeader.swift"))
            let result = try Self.run(["generate", "design.json", "-o", "out"], in: folder)
            #expect(result.status == 1)
            let error = try #require(result.stderrLines.last)
            #expect(error.hasPrefix("error: refusing to overwrite a file figgen did not generate: "), "\(result.stderr)")
            #expect(error.contains("SectionHeader.swift"))
            #expect(error.contains("move it away or choose another output folder"))
            #expect(try Self.snapshot(out) == ["SectionHeader.swift": Data(mine.utf8)], "nothing else written")
        }
    }

    @Test func handWrittenFileInTheWayAfterAGenerationIsKept() throws {
        try Self.withWorkspace { folder in
            // Generate without AssetSummaryCard's screen page, then put a hand-written file where a new type will go.
            let out = folder.appendingPathComponent("out")
            #expect(try Self.run(["generate", "design.json", "-o", "out", "--pages", "Components"], in: folder).status == 0)
            #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Home.swift").path))
            try Self.write("// mine\n", to: out.appendingPathComponent("Home.swift"))
            let before = try #require(try Self.snapshot(out))
            let result = try Self.run(["generate", "design.json", "-o", "out"], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr.contains("refusing to overwrite"), "\(result.stderr)")
            #expect(result.stderr.contains("Home.swift"))
            #expect(try Self.snapshot(out) == before)
        }
    }

    @Test func staleGeneratedFileIsDeletedAndHandWrittenFileKept() throws {
        try Self.withWorkspace { folder in
            let out = folder.appendingPathComponent("out")
            try Self.write(TinyDesign().json, to: folder.appendingPathComponent("tiny.json"))
            #expect(try Self.run(["generate", "tiny.json", "-o", "out"], in: folder).status == 0)
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Badge.swift").path))
            let notes = "// Notes about Badge, hand-written.\n"
            try Self.write(notes, to: out.appendingPathComponent("BadgeNotes.swift"))
            // Badge is removed from the design.
            try Self.write(TinyDesign(includeBadge: false).json, to: folder.appendingPathComponent("tiny.json"))
            let check = try Self.run(["check", "tiny.json", "-o", "out"], in: folder)
            #expect(check.status == 1)
            #expect(check.stdout.contains("[removed] component 'Badge' was removed from the design"), "\(check.stdout)")
            let generate = try Self.run(["generate", "tiny.json", "-o", "out"], in: folder)
            #expect(generate.status == 0, "\(generate.stderr)")
            let summary = try #require(generate.stderrLines.last)
            let counts = try #require(Self.summaryCounts(summary), "\(summary)")
            #expect(counts.removed == 1, "one file removed: \(summary)")
            #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Badge.swift").path))
            #expect(try Self.read(out.appendingPathComponent("BadgeNotes.swift")) == notes)
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Card.swift").path))
            #expect(try !Self.manifest(in: out).files.contains { $0.path == "Badge.swift" })
            // The kept hand-written file is the only thing check says (issue 40: a tool compiles it).
            let after = try Self.run(["check", "tiny.json", "-o", "out"], in: folder)
            #expect(after.status == 1 && after.stdout.hasPrefix("Drift between tiny.json and out: 1 change\n- [unexpected-file] BadgeNotes.swift "), "\(after.stdout)")
        }
    }

    @Test func dryRunWritesNothing() throws {
        try Self.withWorkspace { folder in
            let result = try Self.run(["generate", "design.json", "-o", "out", "--dry-run"], in: folder)
            #expect(result.status == 0)
            #expect(result.stdout.contains("write  "))
            #expect(result.stdout.contains("Home.swift"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        }
    }

    // MARK: - Options from a config file

    @Test func configFileOptionsAndFlagsWin() throws {
        try Self.withWorkspace { folder in
            try Self.write(#"{"output": "gen", "typePrefix": "GS", "access": "internal", "fileKey": "KEY"}"#, to: folder.appendingPathComponent("figgen.json"))
            let result = try Self.run(["generate", "design.json", "--config", "figgen.json"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let gen = folder.appendingPathComponent("gen")
            let names = try #require(try Self.snapshot(gen)).keys.filter { $0.hasSuffix(".swift") }
            #expect(!names.isEmpty)
            #expect(names.allSatisfy { $0.hasPrefix("GS") }, "\(names.sorted())")
            let home = try Self.read(gen.appendingPathComponent("GSHome.swift"))
            #expect(home.contains("struct GSHome"))
            #expect(!home.contains("public struct"), "access internal from the config file")
            #expect(try Self.manifest(in: gen).fileKey == "KEY")
            // A flag wins over the file.
            #expect(try Self.run(["generate", "design.json", "--config", "figgen.json", "-o", "other", "--access", "public"], in: folder).status == 0)
            #expect(try Self.read(folder.appendingPathComponent("other/GSHome.swift")).contains("public struct GSHome"))
            // check reads the same config.
            #expect(try Self.run(["check", "design.json", "--config", "figgen.json"], in: folder).status == 0)
        }
    }

    @Test func configFileWithUnknownKeyFails() throws {
        try Self.withWorkspace { folder in
            try Self.write(#"{"outptu": "gen"}"#, to: folder.appendingPathComponent("figgen.json"))
            let result = try Self.run(["generate", "design.json", "--config", "figgen.json"], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("error: figgen.json: unknown key 'outptu'"), "\(result.stderr)")
            let missing = try Self.run(["generate", "design.json"], in: folder)
            #expect(missing.status == 64)
            #expect(missing.stderr.contains("missing output folder"), "\(missing.stderr)")
        }
    }

    /// Source bug: `--min-ios 12` is a usage error, but `"minIOS": 12` in the config file is accepted and
    /// recorded in the manifest (DESIGN.md §9: "a config file holds the same options").
    @Test func configMinIOSIsValidatedLikeTheFlag() throws {
        try Self.withWorkspace { folder in
            try Self.write(#"{"output": "gen", "minIOS": 12}"#, to: folder.appendingPathComponent("figgen.json"))
            let result = try Self.run(["generate", "design.json", "--config", "figgen.json"], in: folder)
            #expect(result.status != 0, "minIOS 12 from the config file was accepted")
            #expect(result.stderr == "error: invalid minIOS '12' (expected a major version, 16 or later)\n", "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("gen").path))
        }
    }

    @Test func outputThatIsAFileFails() throws {
        try Self.withWorkspace { folder in
            let before = try Self.read(folder.appendingPathComponent("design.json"))
            let result = try Self.run(["generate", "design.json", "-o", "design.json"], in: folder)
            #expect(result.status == 1)
            #expect(result.stderrLines.last?.hasSuffix("design.json: exists and is not a folder") == true, "\(result.stderr)")
            #expect(try Self.read(folder.appendingPathComponent("design.json")) == before)
        }
    }

    /// Source bug: STYLE.md §8 gives `generate … [-o <dir>|-]` (stdout carries `-o -`), but `-o -` creates a
    /// folder named `-` in the working directory. Either write to stdout or reject it; never a folder named `-`.
    @Test func outputDashIsNotAFolderNamedDash() throws {
        try Self.withWorkspace { folder in
            let result = try Self.run(["generate", "design.json", "-o", "-"], in: folder)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path), "generate -o - created a folder named '-'")
            #expect(result.status == 64)
            #expect(result.stderr.contains("output must be a folder"), "\(result.stderr)")
        }
    }

    // MARK: - Bad input

    static let malformedInputs: [(name: String, json: String, path: String)] = [
        ("wrong-type.json", #"{"document": {"id": "0:0", "name": "D", "type": "DOCUMENT", "children": [{"id": 5, "name": "P", "type": "CANVAS"}]}}"#,
         "$.document.children[0].id"),
        ("not-json.json", "this is not JSON", "$"),
        ("empty.json", "", "$"),
        ("array.json", "[1, 2, 3]", "$"),
    ]

    @Test("malformed input exits 1 with a JSON path and leaves the output untouched", arguments: malformedInputs)
    func malformedInput(_ name: String, _ json: String, _ path: String) throws {
        try Self.withWorkspace { folder in
            let out = folder.appendingPathComponent("out")
            #expect(try Self.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            let before = try #require(try Self.snapshot(out))
            try Self.write(json, to: folder.appendingPathComponent(name))
            for command in ["generate", "check"] {
                let result = try Self.run([command, name, "-o", "out"], in: folder)
                #expect(result.status == 1, "\(command)")
                #expect(result.stdout.isEmpty, "\(command): \(result.stdout)")
                let line = try #require(result.stderrLines.last)
                #expect(line.hasPrefix("\(name): \(path)"), "\(command): \(result.stderr)")
                #expect(line.contains(": error: "), "\(line)")
                #expect(try Self.snapshot(out) == before, "\(command) changed the output folder")
            }
            // A fresh folder is not even created.
            #expect(try Self.run(["generate", name, "-o", "fresh"], in: folder).status == 1)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("fresh").path))
        }
    }

    @Test func truncatedSampleNamesTheNodeAndPath() throws {
        try Self.withWorkspace { folder in
            let text = try Self.read(TestPaths.sample)
            try Self.write(String(text.prefix(5000)), to: folder.appendingPathComponent("truncated.json"))
            let result = try Self.run(["generate", "truncated.json", "-o", "out"], in: folder)
            #expect(result.status == 1)
            let line = try #require(result.stderrLines.last)
            #expect(line.wholeMatch(of: #/truncated\.json: \$\.document(\.[A-Za-z]+|\[\d+\])*: error: .*truncated.*/#) != nil, "\(line)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        }
    }

    @Test func missingInputFileExits1() throws {
        try Self.withWorkspace { folder in
            let result = try Self.run(["generate", "nope.json", "-o", "out"], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr == "error: nope.json: no such file\n")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        }
    }

    // MARK: - Diagnostics, stdin, inspect, lookup

    @Test func diagnosticsFollowTheCompilerFormat() throws {
        try Self.withWorkspace { folder in
            let result = try Self.run(["generate", "design.json", "-o", "out"], in: folder)
            #expect(result.status == 0)
            let diagnostics = result.stderrLines.filter { !$0.hasPrefix("figgen: ") }
            #expect(!diagnostics.isEmpty, "the sample has warnings")
            for line in diagnostics {
                #expect(line.wholeMatch(of: #/design\.json: \$(\.[A-Za-z]+|\[\d+\])*: (warning|note): \S[^\n]* \(node I?\d+:\d+(;\d+:\d+)*\)/#) != nil, "\(line)")
                #expect(!line.hasSuffix("."), "\(line)")
                #expect(!line.contains(": warning: warning"), "no severity word in the message: \(line)")
            }
            let warnings = diagnostics.filter { $0.contains(": warning: ") }.count
            let notes = diagnostics.filter { $0.contains(": note: ") }.count
            #expect(result.stderrLines.last?.contains("\(warnings) warning") == true)
            #expect(result.stderrLines.last?.contains("\(notes) note") == true)
            // --strict turns warnings into failure, after writing.
            let strict = try Self.run(["generate", "design.json", "-o", "out", "--strict"], in: folder)
            #expect(strict.status == 1)
        }
    }

    @Test func generateFromStdin() throws {
        try Self.withWorkspace { folder in
            let result = try Self.run(["generate", "-", "-o", "out"], in: folder, stdin: try Data(contentsOf: TestPaths.sample))
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderrLines.first?.hasPrefix("stdin: $.") == true, "\(result.stderr)")
            // The header names the Figma file, never "stdin": the same bytes as from a file.
            let header = try Self.read(folder.appendingPathComponent("out/Home.swift"))
            #expect(header.hasPrefix("// Generated by figgen from the Figma file \"뱅킹 홈 (figgen sample)\". Do not edit.\n"))
        }
    }

    @Test func inspectReadsStdin() throws {
        try Self.withWorkspace { folder in
            let result = try Self.run(["inspect", "-"], in: folder, stdin: try Data(contentsOf: TestPaths.sample))
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("[stdin, files response]"))
            #expect(result.stdout.contains("ListItem/LeftImageText  [12:5]"))
            #expect(result.stdout.contains("Pages (2):"))
            let file = try Self.run(["inspect", "design.json"], in: folder)
            #expect(file.stdout.replacingOccurrences(of: "[design.json, ", with: "[stdin, ") == result.stdout)
        }
    }

    /// Source bug: `inspect --format json` is accepted and listed in `inspect --help`, but the text summary is printed.
    @Test func inspectFormatJSONIsJSON() throws {
        try Self.withWorkspace { folder in
            let result = try Self.run(["inspect", "design.json", "--format", "json"], in: folder)
            #expect(result.status == 0)
            let object = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
            #expect(object is [String: Any], "inspect --format json printed: \(result.stdout.prefix(120))")
            #expect(result.stdout.contains("ListItem/LeftImageText"))
        }
    }

    @Test func inspectOfMalformedStdin() throws {
        try Self.withWorkspace { folder in
            let result = try Self.run(["inspect", "-"], in: folder, stdin: Data(#"{"document": 3}"#.utf8))
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("stdin: $.document: error: "), "\(result.stderr)")
        }
    }

    @Test func lookupFindsBothWays() throws {
        try Self.withWorkspace { folder in
            #expect(try Self.run(["generate", "design.json", "-o", "out", "--file-key", "TESTKEY"], in: folder).status == 0)
            let expected = try Self.run(["lookup", "ListItem_LeftImageText", "-o", "out"], in: folder)
            #expect(expected.status == 0, "\(expected.stderr)")
            #expect(expected.stdout.hasPrefix("ListItem_LeftImageText  (componentSet)\n"), "\(expected.stdout)")
            #expect(expected.stdout.contains("  Swift:  out/ListItem_LeftImageText.swift:"))
            #expect(expected.stdout.contains(#"  Figma:  "ListItem/LeftImageText"  node 12:5  page "Components""#))
            #expect(expected.stdout.contains("  URL:    https://www.figma.com/design/TESTKEY/?node-id=12-5"))
            for query in ["12:5", "12-5", "https://www.figma.com/design/TESTKEY/Bank?node-id=12-5"] {
                let result = try Self.run(["lookup", query, "-o", "out"], in: folder)
                #expect(result.status == 0, "\(query)")
                #expect(result.stdout == expected.stdout, "\(query)")
            }
            let json = try Self.run(["lookup", "12-5", "-o", "out", "--format", "json"], in: folder)
            let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
            #expect(objects.first?["swiftName"] as? String == "ListItem_LeftImageText")
            #expect(objects.first?["nodeId"] as? String == "12:5")
            // Run from inside the output folder: -o defaults to `.`.
            let inside = try Self.run(["lookup", "SectionHeader"], in: folder.appendingPathComponent("out"))
            #expect(inside.status == 0)
            #expect(inside.stdout.contains("  Swift:  ./SectionHeader.swift:10\n"), "\(inside.stdout)")
        }
    }

    @Test func lookupUnknownExits1WithSuggestion() throws {
        try Self.withWorkspace { folder in
            #expect(try Self.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            let result = try Self.run(["lookup", "ListItem/LeftImageTxt", "-o", "out"], in: folder)
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("error: no design name, Swift symbol or node matches 'ListItem/LeftImageTxt'; did you mean: 'ListItem/LeftImageText'"), "\(result.stderr)")
            let noManifest = try Self.run(["lookup", "Card", "-o", "elsewhere"], in: folder)
            #expect(noManifest.status == 1)
            #expect(noManifest.stderr.contains("no figgen.manifest.json in elsewhere"), "\(noManifest.stderr)")
        }
    }
}
