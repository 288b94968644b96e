import Foundation
import FigmaModel
import Codegen
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The design folder `figgen fetch` writes, all or nothing: a temporary folder beside the destination that is renamed
// into place at the end. (`generate` is transactional per file inside a folder it keeps, through a journal:
// `OutputDirectory`.)

/// The folder `-o` names, and the temporary folder beside it that becomes it.
struct Destination {
    enum State {
        case missing
        /// An empty folder (usable with `--force`).
        case empty
        /// A folder a fetch wrote: replaced.
        case fetched
        /// Anything else, with why it is not replaced.
        case foreign(String)
    }

    /// As given, for messages.
    let shownPath: String
    let path: String
    let parent: String

    /// Checks the destination before any request: a refusal costs no API quota.
    init(path shownPath: String, force: Bool) throws(CommandFailure) {
        self.shownPath = shownPath
        var absolute = URL(fileURLWithPath: shownPath).standardizedFileURL.path
        while absolute.count > 1, absolute.hasSuffix("/") { absolute.removeLast() }
        path = absolute
        parent = (absolute as NSString).deletingLastPathComponent
        try Self.check(Self.state(of: path), shownPath: shownPath, force: force)
        self.force = force
    }

    private let force: Bool

    static func state(of path: String) -> State {
        switch FileSystem.kind(path) {
        case .missing:
            return .missing
        case .symlink:
            return .foreign("is a symbolic link (give the folder's real path)")
        case .file, .other:
            return .foreign("exists and is not a folder")
        case .directory:
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                return .foreign("cannot be read")
            }
            if entries.isEmpty { return .empty }
            let marker = (path as NSString).appendingPathComponent(FetchCommand.markerFileName)
            guard FileSystem.kind(marker) == .file else {
                return .foreign("exists and was not written by figgen fetch (no \(FetchCommand.markerFileName) in it)")
            }
            let others = entries.filter { !FetchCommand.ownEntries.contains($0) }.sorted()
            guard others.isEmpty else {
                let list = others.prefix(3).map { FetchCommand.shown($0) }.joined(separator: ", ") + (others.count > 3 ? ", …" : "")
                return .foreign("was written by figgen fetch but now also holds \(list); fetch replaces the whole folder, so move \(others.count == 1 ? "it" : "them") away first")
            }
            return .fetched
        }
    }

    static func check(_ state: State, shownPath: String, force: Bool) throws(CommandFailure) {
        switch state {
        case .missing, .fetched:
            return
        case .empty:
            guard force else {
                throw CommandFailure(message: "\(shownPath) exists (an empty folder figgen fetch did not write); pass --force to fetch into it")
            }
        case .foreign(let reason):
            throw CommandFailure(message: "refusing to replace \(shownPath): it \(reason). figgen fetch replaces only a folder it wrote, or with --force an empty one; choose another folder")
        }
    }

    /// Creates the temporary folder beside the destination (and the destination's missing parents).
    func makeWorkspace() throws(CommandFailure) -> Workspace {
        var createdParents: [String] = []
        var missing: [String] = []
        var folder = parent
        while FileSystem.kind(folder) == .missing, folder != "/" {
            missing.append(folder)
            folder = (folder as NSString).deletingLastPathComponent
        }
        for folder in missing.reversed() {
            guard mkdir(folder, 0o755) == 0 else {
                for created in createdParents.reversed() { _ = rmdir(created) }
                throw CommandFailure(message: "\(folder): cannot create folder: \(FileSystem.lastError())")
            }
            createdParents.append(folder)
        }
        guard FileSystem.isDirectory(parent) else {
            throw CommandFailure(message: "\(parent): not a folder")
        }
        let temporary: String
        do {
            temporary = try Self.makeTemporaryFolder(in: parent)
        } catch {
            for created in createdParents.reversed() { _ = rmdir(created) }
            throw error
        }
        let workspace = Workspace(path: temporary, createdParents: createdParents)
        SignalCleanup.shared.track(workspace)
        return workspace
    }

    /// `mkdtemp` beside the destination, then given the permissions a plain `mkdir` would (umask applied).
    static func makeTemporaryFolder(in parent: String) throws(CommandFailure) -> String {
        var template = Array(((parent as NSString).appendingPathComponent(FetchCommand.temporaryPrefix + "XXXXXX")).utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!) != nil }
        guard created else {
            throw CommandFailure(message: "\(parent): cannot create a temporary folder: \(FileSystem.lastError())")
        }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let mask = umask(0o022)
        umask(mask)
        _ = chmod(path, 0o777 & ~mask)
        return path
    }

    /// Puts the workspace in place of the destination: a rename when there is none (or it is an empty
    /// folder, with --force); when it is a previous fetch, that folder is renamed away first, the new one
    /// renamed in, and the old one deleted. Signals wait until this is done.
    func commit(_ workspace: Workspace) throws(CommandFailure) {
        try SignalCleanup.shared.whileCommitting { () throws(CommandFailure) in
            // Checked again: the folder may have changed during the download.
            let state = Self.state(of: path)
            try Self.check(state, shownPath: shownPath, force: force)
            switch state {
            case .missing, .empty:
                guard rename(workspace.path, path) == 0 else {
                    throw CommandFailure(message: "\(shownPath): cannot move the fetched folder into place: \(FileSystem.lastError())")
                }
            case .fetched:
                let old = try Self.makeTemporaryFolder(in: parent)
                guard rename(path, old) == 0 else {
                    let reason = FileSystem.lastError()
                    _ = rmdir(old)
                    throw CommandFailure(message: "\(shownPath): cannot move the previous fetch aside: \(reason)")
                }
                guard rename(workspace.path, path) == 0 else {
                    let reason = FileSystem.lastError()
                    _ = rename(old, path)
                    throw CommandFailure(message: "\(shownPath): cannot move the fetched folder into place: \(reason)")
                }
                do {
                    try FileManager.default.removeItem(atPath: old)
                } catch {
                    Console.error("warning: the previous fetch, moved aside to \(old), could not be removed: \(error.localizedDescription)")
                }
            case .foreign:
                return  // check threw
            }
            workspace.committed()
        }
    }
}

/// The temporary folder a fetch writes into; removed unless it became the destination.
final class Workspace: @unchecked Sendable {
    let path: String
    private let createdParents: [String]
    private let lock = NSLock()
    private var isDone = false

    init(path: String, createdParents: [String]) {
        self.path = path
        self.createdParents = createdParents
    }

    /// After a failure (or a signal): removes the temporary folder and the parents this run created.
    func discard() {
        lock.lock()
        defer { lock.unlock() }
        guard !isDone else { return }
        isDone = true
        try? FileManager.default.removeItem(atPath: path)
        for folder in createdParents.reversed() { _ = rmdir(folder) }
    }

    func committed() {
        lock.lock()
        isDone = true
        lock.unlock()
    }
}

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP during a fetch remove its temporary folder before figgen exits;
/// a signal during the final renames waits until they are done.
final class SignalCleanup: @unchecked Sendable {
    static let shared = SignalCleanup()

    private let lock = NSLock()
    private var workspaces: [Workspace] = []
    private var sources: [DispatchSourceSignal] = []

    func track(_ workspace: Workspace) {
        lock.lock()
        defer { lock.unlock() }
        workspaces.append(workspace)
        guard sources.isEmpty else { return }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [self] in
                lock.lock()
                for workspace in workspaces { workspace.discard() }
                exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }

    func whileCommitting(_ body: () throws(CommandFailure) -> Void) throws(CommandFailure) {
        lock.lock()
        defer { lock.unlock() }
        try body()
    }
}
