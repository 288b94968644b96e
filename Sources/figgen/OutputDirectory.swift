import Foundation
import Codegen
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The output folder, with figgen's safety rules. Designs and manifests are untrusted, and this folder
/// sits in a source tree, so:
/// - every path is checked before anything is touched: relative, no `..`, inside the folder even after
///   links (figgen never writes, reads or deletes through a symbolic link below the folder);
/// - figgen overwrites only files its manifest lists or that carry its header, and deletes only files its
///   manifest lists whose bytes are still what it wrote (a hand-edited stale file is kept, and said so);
/// - a run holds a lock on the folder (another figgen gets a clear error, not a mix of two designs);
/// - output is transactional: every new file is written to a temporary name first, so a failure (full
///   disk, a refusal) leaves the folder as it was; the renames are recorded in a journal first, so a run
///   killed half-way is recognised as interrupted and repaired by the next `generate`.
final class OutputDirectory {
    enum Access {
        /// `generate`: creates the folder if needed, exclusive lock.
        case write
        /// `check`, `lookup`: the folder must exist, shared lock.
        case read
        /// `generate --dry-run`: shared lock when the folder exists; nothing is created.
        case plan
    }

    static let headerPrefix = Constants.generatedHeaderPrefix
    /// Renames a `generate` is about to make; present afterwards only if the run was cut short.
    static let journalName = ".figgen-journal.json"
    /// Temporary files are `.<name>.figgen-tmp` beside their target (same file system: rename is atomic).
    static let temporarySuffix = ".figgen-tmp"

    let url: URL
    let path: String
    private var lockDescriptor: Int32 = -1
    /// Whether this run created the folder: a failed run removes it again.
    private(set) var created = false

    init(path: String) {
        url = URL(fileURLWithPath: path, isDirectory: true)
        self.path = path
    }

    deinit {
        if lockDescriptor >= 0 { close(lockDescriptor) }
    }

    func fileURL(_ name: String) -> URL { url.appendingPathComponent(name) }

    // MARK: Opening and locking

    /// Opens the folder for this run and locks it. Without a lock two `generate` runs on one folder
    /// would interleave their files; a `check` during a `generate` would read a half-written state.
    func open(_ access: Access) throws(CommandFailure) {
        switch FileSystem.kind(path) {
        case .directory:
            break
        case .symlink where FileSystem.isDirectory(path):
            break
        case .missing:
            if access == .plan { return }
            guard access == .write else { throw CommandFailure(message: "\(path): no such folder") }
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure(message: "\(path): cannot create folder: \(error.localizedDescription)")
            }
            created = true
        default:
            throw CommandFailure(message: "\(path): exists and is not a folder")
        }
        #if canImport(Glibc)
        let descriptor = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #else
        let descriptor = Darwin.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #endif
        guard descriptor >= 0 else { throw CommandFailure(message: "\(path): cannot open folder: \(FileSystem.lastError())") }
        guard flock(descriptor, (access == .write ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0 else {
            close(descriptor)
            throw CommandFailure(message: "\(path): another figgen is writing to this folder; try again when it has finished")
        }
        lockDescriptor = descriptor
    }

    /// After a failed run: the folder goes again if this run created it and left it empty.
    func abandon() {
        guard created, (try? FileManager.default.contentsOfDirectory(atPath: path))?.isEmpty == true else { return }
        _ = rmdir(path)
    }

    // MARK: Reading

    /// What the last generation left: its manifest and, if it was cut short, its journal.
    struct State {
        var manifest: Manifest?
        var journal: Journal?

        /// A journal whose manifest never landed: the renames stopped part-way.
        var wasInterrupted: Bool { journal != nil }
    }

    struct Journal: Equatable {
        var manifestHash: String
        var write: [String]
        var remove: [String]
    }

    /// Files in the folder (relative names, sorted) that a tool would pick up with the generated ones — Swift, which
    /// SwiftPM compiles, and Code Connect templates, which `figma connect publish` publishes — and that are not in
    /// `known`. Walked without following links (a link is never figgen's), at most `limit` entries.
    func unexpectedFiles(known: Set<String>, limit: Int = 100_000) -> [String] {
        var found: [String] = []
        var pending = [""]
        var seen = 0
        while let folder = pending.popLast() {
            let absolute = folder.isEmpty ? path : path + "/" + folder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: absolute) else { continue }
            for name in names.sorted() {
                seen += 1
                guard seen <= limit else { return found.sorted() }
                let relative = folder.isEmpty ? name : folder + "/" + name
                switch FileSystem.kind(absolute + "/" + name) {
                case .directory:
                    pending.append(relative)
                case .file, .symlink:
                    let picked = name.hasSuffix(".swift") || name.hasSuffix(".figma.js") || name.hasSuffix(".figma.ts")
                    if picked, !known.contains(relative), !Self.isTemporaryName(name) { found.append(relative) }
                default:
                    break
                }
            }
        }
        return found.sorted()
    }

    /// - Parameter layers: how the manifest's layer records are read (`check` reads them again, streaming).
    func readState(layers: Manifest.LayerReading = .visit({ _ in })) throws(CommandFailure) -> State {
        var state = State(manifest: try readManifest(layers: layers))
        if let data = try readFile(Self.journalName) {
            guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
                  let hash = object["manifestHash"] as? String,
                  let write = object["write"] as? [String], let remove = object["remove"] as? [String],
                  (write + remove).allSatisfy({ ManifestPath.problem($0) == nil }) else {
                throw CommandFailure(message: "\(fileURL(Self.journalName).path): not a figgen journal; remove it if no figgen is running")
            }
            let journal = Journal(manifestHash: hash, write: write, remove: remove)
            // The manifest is renamed last: if it already is the journal's, the run finished but for the cleanup.
            let current = try readFile(Manifest.fileName).map { Manifest.hash(String(decoding: $0, as: UTF8.self)) }
            if current != journal.manifestHash { state.journal = journal }
        }
        return state
    }

    /// The manifest from the last generation, if any (a malformed one is an error, never an empty manifest).
    /// Its layer records are checked but not kept unless `layers` says so: `generate` never needs them, and
    /// `check` and `lookup` stream them (`Manifest.LayerReading.visit`) so a huge manifest is never held whole.
    func readManifest(layers: Manifest.LayerReading = .visit({ _ in })) throws(CommandFailure) -> Manifest? {
        guard let data = try readFile(Manifest.fileName) else { return nil }
        do {
            return try Manifest(json: data, layers: layers)
        } catch {
            throw CommandFailure(message: "\(fileURL(Manifest.fileName).path): \(error.description)")
        }
    }

    /// The bytes of a regular file inside the folder; nil when there is none. Never through a link.
    func readFile(_ name: String) throws(CommandFailure) -> Data? {
        try checkNoLinks(name)
        switch FileSystem.kind(fileURL(name).path) {
        case .missing: return nil
        case .file: return FileManager.default.contents(atPath: fileURL(name).path)
        default: throw CommandFailure(message: "\(fileURL(name).path): not a regular file")
        }
    }

    /// Whether the regular file `name` holds exactly the UTF-8 bytes of `text`.
    func holds(_ name: String, exactly text: String) -> Bool {
        holds(name, exactly: OutputFile(name: name, contents: .text(FileText(text))))
    }

    /// Whether the regular file `name` holds exactly the bytes of `expected`. Reads it in blocks, never whole:
    /// `generate` and `check` compare hundreds of megabytes of generated code this way without a second copy.
    func holds(_ name: String, exactly expected: OutputFile) -> Bool {
        guard (try? checkNoLinks(name)) != nil, FileSystem.kind(fileURL(name).path) == .file else { return false }
        #if canImport(Glibc)
        let descriptor = Glibc.open(fileURL(name).path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        #else
        let descriptor = Darwin.open(fileURL(name).path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        #endif
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let blockSize = 1 << 20
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: blockSize, alignment: 16)
        defer { block.deallocate() }
        /// Reads up to `count` bytes into the block; nil on a read error.
        func readBlock(_ count: Int) -> Int? {
            while true {
                let read = read(descriptor, block.baseAddress!, count)
                if read >= 0 { return read }
                if errno != EINTR { return nil }
            }
        }
        var same = true
        expected.forEachPiece { piece in
            var offset = 0
            while same, offset < piece.count {
                guard let count = readBlock(min(blockSize, piece.count - offset)), count > 0,
                      memcmp(block.baseAddress!, piece.baseAddress! + offset, count) == 0 else {
                    same = false
                    return
                }
                offset += count
            }
        }
        // And nothing after them.
        return same && readBlock(1) == 0
    }

    /// Whether a file's bytes begin with figgen's header.
    static func hasHeader(_ data: Data) -> Bool {
        data.starts(with: headerPrefix.utf8)
    }

    /// A generated file as it is on disk, in `RenderedFile.contents` form (nil: missing or not a regular file).
    func contents(of name: String) -> String? {
        guard let data = try? readFile(name) else { return nil }
        return RenderedFile.contents(ofFile: name, bytes: data)
    }

    /// Refuses any symbolic link on the way from the folder to `name`, and the name itself being one:
    /// a link could point anywhere, and figgen must not write, read or delete outside its folder.
    private func checkNoLinks(_ name: String) throws(CommandFailure) {
        var prefix = path
        for segment in name.split(separator: "/") {
            prefix += "/" + segment
            switch FileSystem.kind(prefix) {
            case .symlink:
                throw CommandFailure(message: "\(prefix): is a symbolic link; figgen does not write, read or delete through links in its output folder")
            case .missing:
                return
            default:
                continue
            }
        }
    }

    // MARK: Planning

    /// A file to write, as its bytes: text straight from the rendered strings' UTF-8 storage, piece by piece (no
    /// copy of hundreds of megabytes of Swift), the manifest as the pieces it was encoded into, binary assets decoded.
    struct OutputFile {
        enum Contents {
            case text(FileText)
            /// Bytes in pieces, written one after another.
            case pieces([[UInt8]])
        }

        var name: String
        var contents: Contents

        init(name: String, contents: Contents) {
            self.name = name
            self.contents = contents
        }

        init(_ file: RenderedFile) {
            name = file.name
            contents = RenderedFile.isBinary(file.name) ? .pieces([Array(RenderedFile.bytes(ofFile: file.name, contents: file.contents))]) : .text(file.text)
        }

        /// Calls `body` with each piece of the file's bytes, in order (a text's pieces borrow its strings' storage).
        func forEachPiece(_ body: (UnsafeRawBufferPointer) -> Void) {
            switch contents {
            case .text(let text):
                text.forEachPiece(body)
            case .pieces(let pieces):
                for piece in pieces { piece.withUnsafeBytes(body) }
            }
        }

        /// FNV-1a of the bytes, as the manifest and the journal record them.
        var hash: String {
            var hasher = Manifest.PieceHasher()
            forEachPiece { hasher.add($0) }
            return hasher.hex
        }
    }

    struct Plan {
        var write: [OutputFile] = []
        var unchanged: [String] = []
        var remove: [String] = []
        /// Stale generated files that were edited by hand: left in place.
        var kept: [String] = []
    }

    /// Decides every write and delete before touching anything, so a refusal leaves the folder as it was.
    /// `manifest`: the manifest's JSON bytes.
    func plan(files: [RenderedFile], manifest: [[UInt8]], state: State) throws(CommandFailure) -> Plan {
        let previous = state.manifest
        let listed = Set((previous?.files.map(\.path) ?? []) + (state.journal?.write ?? []))
        var plan = Plan()
        var blocked: [String] = []
        let outputs = files.map(OutputFile.init) + [OutputFile(name: Manifest.fileName, contents: .pieces(manifest))]
        for output in outputs {
            let name = output.name
            if let problem = ManifestPath.problem(name) {
                throw CommandFailure(message: "refusing to write an unsafe path: \(problem)")
            }
            try checkNoLinks(name)
            let target = fileURL(name).path
            switch FileSystem.kind(target) {
            case .missing:
                plan.write.append(output)
            case .file:
                if holds(name, exactly: output) { plan.unchanged.append(name); continue }
                let owned = name == Manifest.fileName ? previous != nil : listed.contains(name) || Self.hasHeader(((try? readFile(name)) ?? nil) ?? Data())
                if owned { plan.write.append(output) } else { blocked.append(name) }
            default:
                throw CommandFailure(message: "\(target): exists and is not a regular file")
            }
        }
        if !blocked.isEmpty {
            let list = blocked.map { fileURL($0).path }.joined(separator: ", ")
            throw CommandFailure(message: "refusing to overwrite \(blocked.count == 1 ? "a file" : "\(blocked.count) files") figgen did not generate: \(list) (no figgen header, not in \(Manifest.fileName)); move \(blocked.count == 1 ? "it" : "them") away or choose another output folder")
        }
        // Stale files: deleted only when figgen wrote them and nobody changed them since.
        let current = Set(outputs.map(\.name))
        for entry in previous?.files ?? [] where !current.contains(entry.path) {
            try checkNoLinks(entry.path)
            guard FileSystem.kind(fileURL(entry.path).path) == .file, let text = contents(of: entry.path) else { continue }
            if Manifest.hash(text) == entry.hash {
                plan.remove.append(entry.path)
            } else {
                plan.kept.append(entry.path)
            }
        }
        return plan
    }

    // MARK: Writing

    /// Carries out a plan in three phases: (1) every new file to a temporary name — any failure removes
    /// them all and the folder is as it was; (2) the journal; (3) the renames and removals, manifest last.
    func apply(_ plan: Plan) throws(CommandFailure) {
        guard !plan.write.isEmpty || !plan.remove.isEmpty else {
            try removeJournal()
            return
        }
        let temporaries = plan.write.map { file in
            let target = fileURL(file.name).path
            return (temporary: Self.temporaryPath(for: target), target: target)
        }
        var createdFolders: [String] = []
        do {
            for file in plan.write { createdFolders += try createParentFolders(of: file.name) }
            let manifestHash = try Self.writeTemporaries(plan.write, to: temporaries.map(\.temporary))
            let journal = Journal(manifestHash: manifestHash ?? "", write: plan.write.map(\.name), remove: plan.remove)
            let journalTarget = fileURL(Self.journalName).path
            let journalTemporary = Self.temporaryPath(for: journalTarget)
            try FileSystem.writeNew(journalTemporary, Self.encode(journal))
            try FileSystem.rename(journalTemporary, journalTarget)
        } catch {
            for entry in temporaries { _ = unlink(entry.temporary) }
            for folder in createdFolders.reversed() { _ = rmdir(folder) }
            throw error
        }
        // Generated files first, the manifest last: until it lands, the journal says the run was cut short.
        let manifestTarget = fileURL(Manifest.fileName).path
        for entry in temporaries where entry.target != manifestTarget {
            try FileSystem.rename(entry.temporary, entry.target)
        }
        for name in plan.remove {
            let target = fileURL(name).path
            guard unlink(target) == 0 || errno == ENOENT else {
                throw CommandFailure(message: "\(target): cannot remove stale generated file: \(FileSystem.lastError())")
            }
            removeEmptyFolders(above: name)
        }
        for entry in temporaries where entry.target == manifestTarget {
            try FileSystem.rename(entry.temporary, entry.target)
        }
        try removeJournal()
    }

    /// Writes each file to its temporary path, on all cores (for hundreds of megabytes most of this is the
    /// kernel copying into the page cache), and hashes the manifest among them. Returns the manifest's hash
    /// (nil when it is not written); throws the first failure in plan order, once every write has ended.
    private static func writeTemporaries(_ files: [OutputFile], to paths: [String]) throws(CommandFailure) -> String? {
        let failures = UnsafeMutableBufferPointer<CommandFailure?>.allocate(capacity: files.count)
        failures.initialize(repeating: nil)
        defer { failures.deallocate() }
        var manifestHash: String?
        withUnsafeMutablePointer(to: &manifestHash) { hashSlot in
            // Each iteration writes only its own slot; concurrentPerform returns after all of them.
            nonisolated(unsafe) let failures = failures, hashSlot = hashSlot
            DispatchQueue.concurrentPerform(iterations: files.count + 1) { index in
                if index == files.count {
                    hashSlot.pointee = files.first { $0.name == Manifest.fileName }?.hash
                    return
                }
                do throws(CommandFailure) {
                    try FileSystem.writeNew(paths[index], files[index])
                } catch {
                    failures[index] = error
                }
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
        return manifestHash
    }

    private func removeJournal() throws(CommandFailure) {
        let journal = fileURL(Self.journalName).path
        guard unlink(journal) == 0 || errno == ENOENT else {
            throw CommandFailure(message: "\(journal): cannot remove: \(FileSystem.lastError())")
        }
    }

    static func temporaryPath(for target: String) -> String {
        let url = URL(fileURLWithPath: target)
        return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + temporarySuffix).path
    }

    private static func encode(_ journal: Journal) -> Data {
        let object: [String: Any] = ["manifestHash": journal.manifestHash, "write": journal.write, "remove": journal.remove]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }

    /// Creates the folders a generated file needs (asset catalog entries); returns those it created.
    private func createParentFolders(of name: String) throws(CommandFailure) -> [String] {
        var createdNow: [String] = []
        var prefix = path
        for segment in name.split(separator: "/").dropLast() {
            prefix += "/" + segment
            switch FileSystem.kind(prefix) {
            case .directory:
                continue
            case .missing:
                guard mkdir(prefix, 0o755) == 0 else {
                    throw CommandFailure(message: "\(prefix): cannot create folder: \(FileSystem.lastError())")
                }
                createdNow.append(prefix)
            case .symlink:
                throw CommandFailure(message: "\(prefix): is a symbolic link; figgen does not write through links in its output folder")
            default:
                throw CommandFailure(message: "\(prefix): exists and is not a folder")
            }
        }
        return createdNow
    }

    /// Folders figgen made for generated files (asset catalog entries) go when they become empty.
    private func removeEmptyFolders(above name: String) {
        var segments = name.split(separator: "/").dropLast()
        while !segments.isEmpty {
            let folder = path + "/" + segments.joined(separator: "/")
            guard FileSystem.kind(folder) == .directory, rmdir(folder) == 0 else { return }
            segments = segments.dropLast()
        }
    }

    /// Temporary files of runs that were killed before they could clean up. Safe under the lock: no
    /// other figgen is writing. Only figgen's own temporary names, only in real folders (never via links).
    func removeStaleTemporaryFiles() {
        var pending = [(path, 0)]
        while let (folder, depth) = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names {
                let full = folder + "/" + name
                switch FileSystem.kind(full) {
                case .file where Self.isTemporaryName(name):
                    _ = unlink(full)
                case .directory where depth < 8:
                    pending.append((full, depth + 1))
                default:
                    break
                }
            }
        }
    }

    /// `.<name>.figgen-tmp`, and the `.<name>.figgen-<pid>.tmp` of earlier versions.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix(".") else { return false }
        if name.hasSuffix(temporarySuffix) { return true }
        guard name.hasSuffix(".tmp"), let marker = name.range(of: ".figgen-", options: .backwards) else { return false }
        let pid = name[marker.upperBound...].dropLast(4)
        return !pid.isEmpty && pid.allSatisfy(\.isNumber)
    }
}

/// Thin, link-aware wrappers over POSIX calls: `lstat` never follows a link, and new files are created
/// exclusively without following one.
enum FileSystem {
    enum Kind: Equatable {
        case missing, file, directory, symlink, other
    }

    static func kind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    /// Whether `path` is a folder, following links (the output folder itself may be a link).
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    static func exists(_ url: URL) -> Bool {
        kind(url.path) != .missing
    }

    static func lastError() -> String {
        String(cString: strerror(errno))
    }

    /// Writes a new file: fails if anything (a file, a link) is already at `path`.
    static func writeNew(_ path: String, _ data: Data) throws(CommandFailure) {
        var failure: CommandFailure?
        data.withUnsafeBytes { buffer in
            do throws(CommandFailure) { try writeNew(path, buffer) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    static func writeNew(_ path: String, _ buffer: UnsafeRawBufferPointer) throws(CommandFailure) {
        try writeNew(path) { write in write(buffer) }
    }

    static func writeNew(_ path: String, _ file: OutputDirectory.OutputFile) throws(CommandFailure) {
        try writeNew(path) { write in file.forEachPiece(write) }
    }

    /// Creates `path` (never through a link, never over another file) and writes what `body` hands its
    /// writer, piece by piece; a failed write removes the file again.
    private static func writeNew(_ path: String, _ body: (_ write: (UnsafeRawBufferPointer) -> Void) -> Void) throws(CommandFailure) {
        if kind(path) == .file { _ = unlink(path) }  // a leftover temporary of this run's own name
        #if canImport(Glibc)
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        #else
        let descriptor = Darwin.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        #endif
        guard descriptor >= 0 else { throw CommandFailure(message: "\(path): cannot write: \(lastError())") }
        defer { close(descriptor) }
        var failure: String?
        body { buffer in
            guard failure == nil else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = lastError()
                    return
                }
                offset += written
            }
        }
        if let failure {
            _ = unlink(path)
            throw CommandFailure(message: "\(path): cannot write: \(failure)")
        }
    }

    static func rename(_ from: String, _ to: String) throws(CommandFailure) {
        #if canImport(Glibc)
        let result = Glibc.rename(from, to)
        #else
        let result = Darwin.rename(from, to)
        #endif
        guard result == 0 else { throw CommandFailure(message: "\(to): cannot replace file: \(lastError())") }
    }
}
