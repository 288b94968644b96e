import Foundation
import Testing

/// Type-checks Swift files against the SwiftUI stub module in `SwiftUIStub/` (DESIGN.md §10).
///
/// Runs `SwiftUIStub/typecheck.sh`, which builds the stub module (and the stand-in `#Preview` plugin)
/// once per stub revision into `${TMPDIR:-/tmp}/figgen-swiftui-stub-<hash>/` and then runs
/// `swiftc -typecheck -swift-version 6` over all given files together, as one module.
/// Needs `swiftc` on `PATH` (or `SWIFTC` in the environment) and `bash`.
enum TypeCheck {
    struct LaunchError: Error, CustomStringConvertible {
        var description: String
    }

    /// `Tests/CodegenTests/SwiftUIStub`, found relative to this source file.
    static let stubDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("SwiftUIStub", isDirectory: true)

    static var script: URL {
        stubDirectory.appendingPathComponent("typecheck.sh")
    }

    /// Type-checks `files` (Swift files or directories, searched recursively) as one module.
    /// - Returns: whether swiftc succeeded, and everything it (and the script) printed.
    /// - Throws: `LaunchError` when the script is missing or cannot be started.
    static func run(files: [URL]) throws -> (succeeded: Bool, output: String) {
        guard FileManager.default.fileExists(atPath: script.path) else {
            throw LaunchError(description: "type-check script not found at \(script.path)")
        }
        guard !files.isEmpty else {
            throw LaunchError(description: "no files to type-check")
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", script.path] + files.map(\.path)
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

    /// The `.swift` files directly inside `SwiftUIStub/Samples/<kind>`, sorted.
    static func samples(_ kind: String) throws -> [URL] {
        let directory = stubDirectory.appendingPathComponent("Samples", isDirectory: true)
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
