import Foundation
import Codegen

// The download pool of `figgen fetch`: image fills and renders, a few at a time.

/// One file to download, and the name it is saved under.
struct Download: Sendable {
    /// The image reference or node id.
    var name: String
    var url: URL
    var fileName = ""
}

/// Runs downloads a few at a time; the first failure stops the rest (those under way finish) and is thrown.
/// Progress is a line every ten files (every tenth of a long list) and one at the end.
enum DownloadPool {
    static func run(_ jobs: [Download], label: String, client: FigmaAPIClient, log: FetchLog,
                    save: @escaping @Sendable (Download, Data) throws(CommandFailure) -> Void,
                    describe: @escaping @Sendable (Download) -> String) throws(CommandFailure) {
        let state = DownloadState(total: jobs.count)
        // Every 10 files, or every tenth of the total rounded up to tens: about ten lines at most.
        let step = max(10, (jobs.count / 10 + 9) / 10 * 10)
        let group = DispatchGroup()
        for _ in 0..<min(FetchCommand.parallelDownloads, jobs.count) {
            group.enter()
            DispatchQueue.global().async {
                defer { group.leave() }
                while let index = state.next() {
                    let job = jobs[index]
                    do throws(CommandFailure) {
                        let bytes: Data
                        do throws(FigmaAPIClient.Failure) {
                            bytes = try client.download(job.url)
                        } catch {
                            throw CommandFailure(message: "downloading the \(describe(job)) failed: \(Self.reason(error))")
                        }
                        try save(job, bytes)
                    } catch {
                        state.fail(error)
                        return
                    }
                    if let done = state.finished(), done % step == 0 || done == jobs.count {
                        log.progress("\(label): \(done)/\(jobs.count)")
                    }
                }
            }
        }
        group.wait()
        if let failure = state.failure { throw failure }
    }

    static func reason(_ failure: FigmaAPIClient.Failure) -> String {
        switch failure {
        case .status(let status, _, _): "HTTP \(status)"
        case .transport(let reason): reason
        }
    }
}

private final class DownloadState: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private var nextIndex = 0
    private var done = 0
    private var firstFailure: CommandFailure?

    init(total: Int) { self.total = total }

    /// The next job to start, or nil when all have started or one failed.
    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard firstFailure == nil, nextIndex < total else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    /// Counts a finished job; nil after a failure (no more progress lines).
    func finished() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        return firstFailure == nil ? done : nil
    }

    func fail(_ failure: CommandFailure) {
        lock.lock()
        defer { lock.unlock() }
        if firstFailure == nil { firstFailure = failure }
    }

    var failure: CommandFailure? {
        lock.lock()
        defer { lock.unlock() }
        return firstFailure
    }
}

