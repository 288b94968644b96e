import Foundation
import Codegen

/// The only place figgen writes to the terminal. stdout carries data; everything else goes to stderr.
/// Names from designs and manifests are untrusted: control characters are shown escaped, so they cannot
/// drive the terminal. A write that fails (a closed pipe, a full disk) never crashes figgen: it is
/// remembered, and `main` exits 1 when data could not be delivered.
enum Console {
    nonisolated(unsafe) private(set) static var outputFailed = false

    /// Once at start: a reader that goes away (`figgen lookup … | head -1`) must not kill figgen with
    /// SIGPIPE; the write then fails with EPIPE and is handled like any other failed write.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    static func out(_ text: String) {
        if !write(text, to: FileHandle.standardOutput) { outputFailed = true }
    }

    static func error(_ text: String) {
        _ = write(text, to: FileHandle.standardError)
    }

    private static func write(_ text: String, to handle: FileHandle) -> Bool {
        let safe = UntrustedText.forTerminal(text)
        do {
            try handle.write(contentsOf: Data((safe.hasSuffix("\n") ? safe : safe + "\n").utf8))
            return true
        } catch {
            return false
        }
    }
}

/// Exit codes: 0 success (and parity), 1 failure or drift, 64 usage error.
enum ExitCode: Int32 {
    case success = 0
    case failure = 1
    case usage = 64
}

/// A failure to report on stderr: exit code 1, or 64 for a usage error found after parsing (an option that
/// contradicts the generated code's).
struct CommandFailure: Error {
    /// The complete line to print, e.g. `in.json: $.document: error: expected object, found array`.
    var line: String
    var exitCode: ExitCode = .failure

    init(message: String) {
        line = "error: " + message
    }

    init(usage message: String) {
        line = "error: " + message
        exitCode = .usage
    }

    /// A failure located in an input file, in the compiler-style format editors and CI understand.
    init(file: String, path: String, message: String, nodeID: String? = nil) {
        line = "\(file): \(path): error: \(message)" + (nodeID.map { " (node \($0))" } ?? "")
    }
}

/// What a command leaves for the operating system to free at exit. A design and its generation are millions of small
/// objects (nodes, views, strings); freeing them one by one just before `exit` takes seconds on a large design and
/// gains nothing, so the process teardown releases them at once (as compilers do with -disable-free). Only plain
/// data goes here, never a resource.
enum ProcessLifetime {
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keepUntilExit(_ value: Any) {
        kept.append(value)
    }
}
