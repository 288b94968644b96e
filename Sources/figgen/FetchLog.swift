import Foundation

/// stderr lines of a fetch. Every line passes through `redacted`: the token never reaches the terminal,
/// even if a server were to echo it.
final class FetchLog: Sendable {
    private let token: String
    private let lock = NSLock()

    init(token: String) { self.token = token }

    func progress(_ line: String) { emit("figgen: " + line) }
    func warning(_ line: String) { emit("warning: " + line) }
    func note(_ line: String) { emit("note: " + line) }

    func redacted(_ text: String) -> String {
        token.isEmpty ? text : text.replacingOccurrences(of: token, with: "<token>")
    }

    func redacted(_ failure: CommandFailure) -> CommandFailure {
        var failure = failure
        failure.line = redacted(failure.line)
        return failure
    }

    private func emit(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        Console.error(redacted(line))
    }
}

