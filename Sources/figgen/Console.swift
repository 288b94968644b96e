import Foundation

/// The only place figgen writes to the terminal. stdout carries data; everything else goes to stderr.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}

/// Exit codes (DESIGN.md §9).
enum ExitCode: Int32 {
    case success = 0
    case failure = 1
    case usage = 64
}

/// A failure to report on stderr with exit code 1.
struct CommandFailure: Error {
    /// The complete line to print, e.g. `in.json: $.document: error: expected object, found array`.
    var line: String

    init(message: String) {
        line = "error: " + message
    }

    /// A failure located in an input file, in the compiler-style format editors and CI understand.
    init(file: String, path: String, message: String, nodeID: String? = nil) {
        line = "\(file): \(path): error: \(message)" + (nodeID.map { " (node \($0))" } ?? "")
    }
}

/// Large models are not freed one node at a time before exit: the process teardown releases the
/// memory at once (as compilers do with -disable-free). Saves ~5% of a run on large files.
enum ProcessLifetime {
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keepUntilExit(_ value: Any) {
        kept.append(value)
    }
}
