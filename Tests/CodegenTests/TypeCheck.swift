import Foundation
import Testing

/// Type-checks Swift files against the SwiftUI stub module in `SwiftUIStub/` (DESIGN.md §10), or against the
/// UIKit stub module in `UIKitStub/` (`uikit: true`).
///
/// Runs `SwiftUIStub/typecheck.sh` (with `--uikit` for the UIKit stub), which builds the stub module (and the
/// stand-in `#Preview` plugin) once per stub revision into `${TMPDIR:-/tmp}/figgen-swiftui-stub-<hash>/` or
/// `${TMPDIR:-/tmp}/figgen-uikit-stub-<hash>/` and then runs `swiftc -typecheck -swift-version 6` over all
/// given files together, as one module. Needs `swiftc` on `PATH` (or `SWIFTC` in the environment) and `bash`.
enum TypeCheck {
    struct LaunchError: Error, CustomStringConvertible {
        var description: String
    }

    /// `Tests/CodegenTests/SwiftUIStub`, found relative to this source file.
    static let stubDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("SwiftUIStub", isDirectory: true)

    /// `Tests/CodegenTests/UIKitStub`, found relative to this source file.
    static let uikitStubDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("UIKitStub", isDirectory: true)

    static var script: URL {
        stubDirectory.appendingPathComponent("typecheck.sh")
    }

    /// Apple's real iOS SDK, when this machine has one: `FIGGEN_IOS_SDK` (the folder the shared
    /// `tools/ios-sdk/setup.sh` prepares), else on a Mac the one `xcrun` finds. Nil: tests use only the stub.
    static let iosSDK: String? = {
        if let path = ProcessInfo.processInfo.environment["FIGGEN_IOS_SDK"], !path.isEmpty,
           FileManager.default.fileExists(atPath: path) { return path }
        #if os(macOS)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
        process.arguments = ["--sdk", "iphoneos", "--show-sdk-path"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let path = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        process.waitUntilExit()
        return process.terminationStatus == 0 && !path.isEmpty ? path : nil
        #else
        return nil
        #endif
    }()

    static let sdkUnavailable = "no iOS SDK (set FIGGEN_IOS_SDK to the folder tools/ios-sdk/setup.sh prepares, or run on a Mac with Xcode); checked against the stub only"

    /// Type-checks `files` (Swift files or directories, searched recursively) as one module, against the
    /// SwiftUI stub (or, with `uikit`, the UIKit stub) or, with `sdk`, against Apple's real iOS SDK (which has
    /// both frameworks, so `uikit` then changes nothing).
    /// - Returns: whether swiftc succeeded, and everything it (and the script) printed.
    /// - Throws: `LaunchError` when the script is missing or cannot be started.
    /// Type-checks sources given as (file name, text), written to a temporary folder for the run.
    static func run(sources: [(name: String, text: String)], sdk: String? = nil, uikit: Bool = false) throws -> (succeeded: Bool, output: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for source in sources {
            try Data(source.text.utf8).write(to: directory.appendingPathComponent(source.name))
        }
        return try run(files: [directory], sdk: sdk, uikit: uikit)
    }

    static func run(files: [URL], sdk: String? = nil, uikit: Bool = false, minimumIOS: Int = 16) throws -> (succeeded: Bool, output: String) {
        guard FileManager.default.fileExists(atPath: script.path) else {
            throw LaunchError(description: "type-check script not found at \(script.path)")
        }
        guard !files.isEmpty else {
            throw LaunchError(description: "no files to type-check")
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments: [String] = ["bash", script.path, "--min-ios", String(minimumIOS)]
        if uikit { arguments.append("--uikit") }
        if let sdk { arguments += ["--ios-sdk", sdk] }
        process.arguments = arguments + files.map(\.path)
        // The script also reads FIGGEN_IOS_SDK; without `sdk` this is a check against the stub, so it must not see it.
        if sdk == nil {
            var environment = ProcessInfo.processInfo.environment
            environment["FIGGEN_IOS_SDK"] = nil
            process.environment = environment
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice

        do {
            try process.run()
        } catch {
            throw LaunchError(description: "cannot run \(script.path): \(error)")
        }
        // Drain the pipe before waiting, so a chatty compiler cannot fill it and block.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        let output = String(decoding: data, as: UTF8.self)
        if process.terminationReason == .exit && process.terminationStatus == 2 {
            // Usage error, or the stub itself failed to build: not a verdict about `files`.
            throw LaunchError(description: output)
        }
        return (process.terminationReason == .exit && process.terminationStatus == 0, output)
    }

    /// A set of files that is a module of its own (a golden case's expected output): checked with others in one
    /// compiler run where their names allow, and alone to say which one fails.
    struct Group {
        var name: String
        /// Swift files or directories (searched recursively). A file shared by several groups (the same path) is
        /// checked once in a run.
        var files: [URL]
        /// The deployment target of the group's check against the SDK.
        var minimumIOS: Int = 16
    }

    /// Type-checks independent groups (each a module of its own) in as few compiler runs as possible — usually one:
    ///
    /// - a file whose exact text several groups have (a support file figgen writes the same everywhere) is checked
    ///   once and keeps its names;
    /// - in every other file, the names its group declares — top-level types, functions, constants, and the members
    ///   its extensions add to types declared elsewhere — get the group's suffix (`Card` → `Card_g7`) wherever they
    ///   appear in that group's files, so groups neither clash nor see each other's declarations;
    /// - what cannot be renamed (an extension's `init` or operator) keeps groups that both declare it in separate runs,
    ///   as does a deployment target (`minimumIOS`).
    ///
    /// A group is checked again alone — so its verdict and output are exactly those of a check of that group alone —
    /// when its run fails, when `recheck` flags the run's output (a warning), or when its files name something only a
    /// shared file it does not have declares (a support file it lacks would otherwise be lent by another group).
    /// - Returns: per group, in order: whether it type-checks and the output to show; and how many compiler runs there were.
    static func runGrouped(_ groups: [Group], sdk: String? = nil, uikit: Bool = false,
                           recheck: (String) -> Bool = { _ in false }) throws -> (results: [(name: String, succeeded: Bool, output: String)], runs: Int) {
        struct Source { var url: URL; var text: String }
        var groupSources: [[Source]] = []
        var holders: [String: Set<Int>] = [:]  // a file's text → the groups that have it
        for (index, group) in groups.enumerated() {
            var files: [URL] = []
            for input in group.files {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: input.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    let found = FileManager.default.enumerator(at: input, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
                    files += found.filter { $0.pathExtension == "swift" }
                } else if input.pathExtension == "swift" {
                    files.append(input)
                }
            }
            let sources = try Array(Set(files.map(\.standardizedFileURL))).sorted { $0.path < $1.path }.map { Source(url: $0, text: try String(contentsOf: $0, encoding: .utf8)) }
            for source in sources { holders[source.text, default: []].insert(index) }
            groupSources.append(sources)
        }
        func isShared(_ source: Source) -> Bool { (holders[source.text]?.count ?? 0) > 1 }
        // Names the shared files declare (bare words: a type, or an extension's member), by file text.
        var sharedNames: [String: Set<String>] = [:]
        for (text, groupsHolding) in holders where groupsHolding.count > 1 {
            sharedNames[text] = Set(declaredNames(text).map { $0.split(separator: ".").last.map(String.init) ?? $0 })
        }
        // Per group: the words to rename in its own files, and the keys that cannot be renamed.
        var renames: [[String]] = []
        var keys: [[String: String]] = []
        for (index, sources) in groupSources.enumerated() {
            let own = sources.filter { !isShared($0) }
            let declared = own.reduce(into: Set<String>()) { $0.formUnion(declaredNames($1.text)) }
            let types = Set(declared.filter { !$0.contains(".") })
            var words: Set<String> = [], fixed: [String: String] = [:]
            for name in declared {
                let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
                let word = parts.last!
                if parts.count == 2 && types.contains(parts[0]) { continue }  // a member of a renamed type
                if word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && !["init", "subscript", "case", "func", "var", "let"].contains(word) {
                    words.insert(word)
                } else {
                    fixed[name] = "group \(index)"
                }
            }
            for source in sources where isShared(source) {
                for name in declaredNames(source.text) { fixed[name] = source.text }
            }
            renames.append(words.sorted())
            keys.append(fixed)
        }
        // Runs: a group joins the first one with its deployment target whose fixed keys it does not clash with.
        var batches: [(minimumIOS: Int, members: [Int], keys: [String: String])] = []
        for index in groups.indices {
            // The stubs do not enforce availability: only a check against the SDK runs each deployment target apart.
            let minimumIOS = sdk == nil ? 16 : groups[index].minimumIOS
            let candidate = batches.firstIndex { batch in
                batch.minimumIOS == minimumIOS && keys[index].allSatisfy { key, origin in batch.keys[key].map { $0 == origin } ?? true }
            }
            if let candidate {
                batches[candidate].members.append(index)
                batches[candidate].keys.merge(keys[index]) { first, _ in first }
            } else {
                batches.append((minimumIOS, [index], keys[index]))
            }
        }
        var results = [(name: String, succeeded: Bool, output: String)?](repeating: nil, count: groups.count)
        var runs = 0
        for batch in batches {
            var alone = batch.members
            if batch.members.count > 1 {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-typecheck-batch-\(UUID().uuidString)", isDirectory: true)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: folder) }
                // swiftc refuses two files of one name in a module: each is written under a name of its own.
                var written: Set<String> = [], count = 0
                var checkedTexts: [Int: [String]] = [:]  // each group's files as checked (renamed)
                for member in batch.members {
                    let pattern = renames[member].map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
                    let expression = pattern.isEmpty ? nil : try NSRegularExpression(pattern: "(?<![\\w`])(?:" + pattern + ")(?![\\w`])")
                    for source in groupSources[member] {
                        var text = source.text
                        if isShared(source) {
                            guard written.insert(source.text).inserted else { continue }
                        } else if let expression {
                            text = expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$0_g\(member)")
                        }
                        checkedTexts[member, default: []].append(text)
                        count += 1
                        try Data(text.utf8).write(to: folder.appendingPathComponent("\(count)-\(source.url.lastPathComponent)"))
                    }
                }
                let result = try run(files: [folder], sdk: sdk, uikit: uikit, minimumIOS: batch.minimumIOS)
                runs += 1
                if result.succeeded && !recheck(result.output) {
                    // Passed together; alone still, each group whose files name what only a shared file it lacks declares.
                    alone = batch.members.filter { member in
                        let has = Set(groupSources[member].map(\.text))
                        let lent = sharedNames.filter { !has.contains($0.key) }.values.reduce(into: Set<String>()) { $0.formUnion($1) }
                            .subtracting(renames[member])
                        guard !lent.isEmpty else { return false }
                        let words = (checkedTexts[member] ?? []).reduce(into: Set<String>()) { words, text in
                            words.formUnion(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
                        }
                        return !words.isDisjoint(with: lent)
                    }
                    for member in batch.members where !alone.contains(member) { results[member] = (groups[member].name, true, result.output) }
                    if !alone.isEmpty { print("type-check: \(alone.map { groups[$0].name }) name what a shared file they lack declares: checked alone") }
                } else {
                    print("type-check: \(batch.members.count) groups together \(result.succeeded ? "flagged" : "failed"); checked alone. First lines:\n"
                          + result.output.split(separator: "\n").prefix(8).joined(separator: "\n"))
                }
            }
            for member in alone {
                let result = try run(files: groupSources[member].isEmpty ? groups[member].files : groupSources[member].map(\.url), sdk: sdk, uikit: uikit,
                                     minimumIOS: groups[member].minimumIOS)
                runs += 1
                results[member] = (groups[member].name, result.succeeded, result.output)
            }
        }
        return (results.map { $0! }, runs)
    }

    /// The module-level names a Swift file declares, for telling whether two files may share a module: top-level
    /// types, functions, constants and aliases by name, and the members of its extensions as `Type.member`.
    static func declaredNames(_ text: String) -> Set<String> {
        var names: Set<String> = []
        var extended: String?
        let modifiers = #"(?:@[A-Za-z_][\w.]*(?:\([^)]*\))?\s+|(?:public|internal|private|fileprivate|package|open|final|static|class|nonisolated|indirect|override|mutating|convenience|required|lazy|dynamic|weak)\s+)*"#
        let topLevel = try! Regex("^" + modifiers + #"(struct|enum|class|actor|protocol|typealias|func|let|var|extension|macro)\s+([^\s:<({=]+)"#)
        let member = try! Regex("^    " + modifiers + #"(struct|enum|class|actor|typealias|func|let|var|init|subscript|case)\b\s*([^\s:<({=]*)"#)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.first == "}" { extended = nil; continue }
            if line.isEmpty { continue }
            if let match = try? topLevel.prefixMatch(in: line), let kind = match.output[1].substring, let name = match.output[2].substring {
                if kind == "extension" {
                    extended = String(name)
                } else {
                    names.insert(String(name))
                    extended = nil
                }
                continue
            }
            if let type = extended, let match = try? member.prefixMatch(in: line), let kind = match.output[1].substring {
                let name = match.output[2].substring.map(String.init) ?? ""
                names.insert(type + "." + (name.isEmpty ? String(kind) : name))
            }
        }
        return names
    }

    /// The `.swift` files directly inside `SwiftUIStub/Samples/<kind>` (with `uikit`, `UIKitStub/Samples/<kind>`),
    /// sorted.
    static func samples(_ kind: String, uikit: Bool = false) throws -> [URL] {
        let directory = (uikit ? uikitStubDirectory : stubDirectory).appendingPathComponent("Samples", isDirectory: true)
            .appendingPathComponent(kind, isDirectory: true)
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}

/// Guards the stub itself: the positive samples must type-check and every negative sample must fail
/// with the error named in its `// expect-error:` line (so the stub cannot silently become permissive).
@Suite("SwiftUI stub samples")
struct SwiftUIStubSampleTests {
    @Test("positive samples type-check together")
    func positiveSamples() throws {
        let files = try TypeCheck.samples("ok")
        #expect(!files.isEmpty)
        let result = try TypeCheck.run(files: files)
        #expect(result.succeeded, "\(result.output)")
    }

    /// The stub is only worth something while it agrees with Apple's SDK: every sample the stub accepts, the
    /// SDK accepts, and every sample the stub rejects, the SDK rejects.
    @Test("the samples agree with Apple's real iOS SDK", .enabled(if: TypeCheck.iosSDK != nil, Comment(rawValue: TypeCheck.sdkUnavailable)))
    func samplesAgreeWithTheSDK() throws {
        let sdk = try #require(TypeCheck.iosSDK)
        let positive = try TypeCheck.run(files: try TypeCheck.samples("ok"), sdk: sdk)
        #expect(positive.succeeded, "a positive sample fails against the SDK:\n\(positive.output)")
        for file in try TypeCheck.samples("fail") {
            let result = try TypeCheck.run(files: [file], sdk: sdk)
            #expect(!result.succeeded, "\(file.lastPathComponent) fails against the stub but passes against the SDK: the stub is stricter than SwiftUI")
        }
    }

    @Test("each negative sample fails with its expected error")
    func negativeSamples() throws {
        let files = try TypeCheck.samples("fail")
        #expect(!files.isEmpty)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let marker = "// expect-error: "
            let expected = source.split(separator: "\n")
                .first { $0.hasPrefix(marker) }
                .map { String($0.dropFirst(marker.count)) }
            #expect(expected != nil, "\(file.lastPathComponent) has no '\(marker)' line")

            let result = try TypeCheck.run(files: [file])
            #expect(!result.succeeded, "\(file.lastPathComponent) type-checked but must not")
            if let expected {
                #expect(result.output.contains(expected), "\(file.lastPathComponent): expected '\(expected)' in:\n\(result.output)")
            }
        }
    }
}

/// `TypeCheck.runGrouped` checks groups together only where that cannot change a verdict: a group never sees another
/// group's declarations, and a failing group is named alone.
@Suite("Grouped type-checks")
struct GroupedTypeCheckTests {
    @Test("groups checked together keep their own verdicts, and a failure names its group")
    func verdictsAreEachGroups() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-grouped-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: root) }
        func group(_ name: String, _ files: [String: String]) throws -> TypeCheck.Group {
            let folder = root.appendingPathComponent(name, isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (file, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(file)) }
            return TypeCheck.Group(name: name, files: [folder])
        }
        let support = "import SwiftUI\n\npublic enum Support {\n    public static let gap = 8\n}\n"
        let groups = [
            // Two files of one name and the same type names in two groups: no clash.
            try group("a", ["Home.swift": "import SwiftUI\n\nstruct Card: View {\n    var body: some View { Text(\"a\") }\n}\n",
                            "Screen.swift": "import SwiftUI\n\nstruct Home: View {\n    var body: some View { Card() }\n}\n\nextension Color {\n    static let brand = Color.red\n}\n",
                            "Support.swift": support]),
            try group("b", ["Home.swift": "import SwiftUI\n\nstruct Home: View {\n    var body: some View { Text(\"b\").foregroundColor(.brand) }\n}\n\nextension Color {\n    static let brand = Color.blue\n}\n",
                            "Support.swift": support]),
            // Uses a type only group a declares: must fail, though a's Card is in the same run.
            try group("c", ["Uses.swift": "import SwiftUI\n\nstruct Uses: View {\n    var body: some View { Card() }\n}\n"]),
            // Uses the shared support file without having it: must fail, though a and b lend it.
            try group("d", ["Lent.swift": "import SwiftUI\n\nstruct Lent: View {\n    var body: some View { Text(\"\\(Support.gap)\") }\n}\n"]),
            try group("e", ["Fine.swift": "import SwiftUI\n\nstruct Fine: View {\n    var body: some View { Text(\"e\") }\n}\n"]),
        ]
        let (a, b, c, d, e) = (groups[0], groups[1], groups[2], groups[3], groups[4])
        // All pass: one compiler run.
        let passing = try TypeCheck.runGrouped([a, b, e])
        #expect(passing.results.map(\.succeeded) == [true, true, true] && passing.runs == 1, "\(passing)")
        // d passes with the others (a and b hold the shared file) but names what only that file declares: checked alone.
        let lent = try TypeCheck.runGrouped([a, b, d])
        #expect(lent.results.map(\.succeeded) == [true, true, false] && lent.runs == 2, "\(lent)")
        #expect(lent.results[2].output.contains("Support") && lent.results[2].output.contains("Lent.swift"), "\(lent.results[2].output)")
        // c fails in the run (it cannot see a's Card): every group is checked alone and c's failure is its own.
        let failing = try TypeCheck.runGrouped([a, b, c, e])
        #expect(failing.results.map(\.name) == ["a", "b", "c", "e"])
        #expect(failing.results.map(\.succeeded) == [true, true, false, true] && failing.runs == 5, "\(failing)")
        #expect(failing.results[2].output.contains("Card") && failing.results[2].output.contains("Uses.swift") && !failing.results[2].output.contains("batch"),
                "\(failing.results[2].output)")
        // Each group alone agrees.
        for (group, result) in zip(groups, [true, true, false, false, true]) {
            #expect(try TypeCheck.run(files: group.files).succeeded == result, "\(group.name)")
        }
    }
}

/// The same guard for the UIKit stub (`UIKitStub/UIKit.swift`): its positive samples (the support files the UIKit
/// renderer emits and a hand-written component) must type-check together, and every negative sample must fail
/// with the error named in its `// expect-error:` line.
@Suite("UIKit stub samples")
struct UIKitStubSampleTests {
    @Test("positive samples type-check together")
    func positiveSamples() throws {
        let files = try TypeCheck.samples("ok", uikit: true)
        #expect(!files.isEmpty)
        let result = try TypeCheck.run(files: files, uikit: true)
        #expect(result.succeeded, "\(result.output)")
    }

    /// The stub is only worth something while it agrees with Apple's SDK: every sample the stub accepts, the
    /// SDK accepts, and every sample the stub rejects, the SDK rejects.
    @Test("the samples agree with Apple's real iOS SDK", .enabled(if: TypeCheck.iosSDK != nil, Comment(rawValue: TypeCheck.sdkUnavailable)))
    func samplesAgreeWithTheSDK() throws {
        let sdk = try #require(TypeCheck.iosSDK)
        let positive = try TypeCheck.run(files: try TypeCheck.samples("ok", uikit: true), sdk: sdk, uikit: true)
        #expect(positive.succeeded, "a positive sample fails against the SDK:\n\(positive.output)")
        for file in try TypeCheck.samples("fail", uikit: true) {
            let result = try TypeCheck.run(files: [file], sdk: sdk, uikit: true)
            #expect(!result.succeeded, "\(file.lastPathComponent) fails against the stub but passes against the SDK: the stub is stricter than UIKit")
        }
    }

    @Test("each negative sample fails with its expected error")
    func negativeSamples() throws {
        let files = try TypeCheck.samples("fail", uikit: true)
        #expect(files.count >= 5)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let marker = "// expect-error: "
            let expected = source.split(separator: "\n")
                .first { $0.hasPrefix(marker) }
                .map { String($0.dropFirst(marker.count)) }
            #expect(expected != nil, "\(file.lastPathComponent) has no '\(marker)' line")

            let result = try TypeCheck.run(files: [file], uikit: true)
            #expect(!result.succeeded, "\(file.lastPathComponent) type-checked but must not")
            if let expected {
                #expect(result.output.contains(expected), "\(file.lastPathComponent): expected '\(expected)' in:\n\(result.output)")
            }
        }
    }

    /// The two stubs are never visible together: a file that imports SwiftUI does not type-check against the
    /// UIKit stub.
    @Test("the UIKit stub does not make SwiftUI visible")
    func stubsAreSeparate() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("figgen-uikit-stub-separation-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("ImportsSwiftUI.swift")
        try "import SwiftUI\nimport UIKit\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try TypeCheck.run(files: [file], uikit: true)
        #expect(!result.succeeded)
        #expect(result.output.contains("no such module 'SwiftUI'"), "\(result.output)")
    }
}
