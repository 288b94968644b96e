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
