import Foundation
import FigmaModel
import Codegen

/// Reads an export from a path or `-` (stdin) and decodes it.
struct Input {
    /// The name used in messages and generated headers: the file's base name, or `stdin`.
    var displayName: String
    var bytes: Data
    /// The read-only private mapping `bytes` lives in, when `read` made one (`releasePages`).
    private var mapping: Mapping?

    /// Where a mapped file lives. Its pages are only ever read, and given back (`release`), never written.
    private struct Mapping: @unchecked Sendable {
        let base: UnsafeRawPointer
        let count: Int

        /// Gives back the whole pages from the one holding `range`'s start to `range`'s end.
        func release(_ range: Range<Int>) {
            #if canImport(Glibc)
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let start = range.lowerBound / page * page
            guard start < range.upperBound, range.upperBound <= count else { return }
            _ = madvise(UnsafeMutableRawPointer(mutating: base + start), range.upperBound - start, MADV_DONTNEED)
            #endif
        }
    }

    init(displayName: String, bytes: Data) {
        self.displayName = displayName
        self.bytes = bytes
    }

    /// The export a path names: the path itself, or `design.json` in a folder (as `figgen fetch` writes it).
    static func designPath(_ path: String) -> String {
        guard path != "-", FileSystem.isDirectory(path) else { return path }
        return (path as NSString).appendingPathComponent(designFileName)
    }

    /// The export's name in a design folder.
    static let designFileName = "design.json"

    static func read(_ path: String) throws(CommandFailure) -> Input {
        let path = designPath(path)
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return Input(displayName: "stdin", bytes: data)
        }
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure(message: "\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw CommandFailure(message: "\(path): is a directory, expected a JSON file (or a folder with \(designFileName))") }
        if let (bytes, mapping) = Self.map(path) {
            var input = Input(displayName: url.lastPathComponent, bytes: bytes)
            input.mapping = mapping
            return input
        }
        let bytes: Data
        do {
            // Mapped: the file's pages are read on demand and never copied.
            bytes = try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            throw CommandFailure(message: "\(path): cannot read: \(error.localizedDescription)")
        }
        return Input(displayName: url.lastPathComponent, bytes: bytes)
    }

    /// The file mapped read-only and private: its pages come from the page cache when first read, are never
    /// copied, and can be given back and read again from the file (`releasePages`). Nil when it cannot be
    /// mapped (an empty file, a special file): `read` then lets Foundation read it.
    private static func map(_ path: String) -> (Data, Mapping)? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0 else { return nil }
        let count = Int(status.st_size)
        guard let base = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else { return nil }
        let bytes = Data(bytesNoCopy: base, count: count, deallocator: .custom { base, count in munmap(base, count) })
        return (bytes, Mapping(base: base, count: count))
    }

    /// Gives the mapped file's pages back to the system: a later read of them reads the file again (from the page
    /// cache). Once decoded, the design's bytes are read only for content hashes, a subtree at a time, and on a
    /// design of hundreds of MB they would otherwise be that much of the peak memory. Nothing for bytes that are not
    /// such a mapping (stdin, Foundation's read): dropping those would lose them.
    func releasePages() {
        guard let mapping else { return }
        mapping.release(0..<mapping.count)
    }

    /// Decodes the export (and the variables answer, when given) and generates from it. The model is kept
    /// until exit (see `ProcessLifetime`); the IR's views only with `keepingViews` (an IR dump). The design's
    /// pages are given back once it is decoded, and again after each range the content hashes read.
    func generation(options: GenerationOptions, variablesPath: String? = nil, assetsFolder: String? = nil, timings: StageTimings? = nil,
                    keepingViews: Bool = false) throws(CommandFailure) -> GenerationResult {
        let file = try decode()
        ProcessLifetime.keepUntilExit(file)
        releasePages()
        let variables = try variablesPath.map { (path: String) throws(CommandFailure) in try Self.read(path).decodeVariables() }
        let assets = try assetsFolder.map { (folder: String) throws(CommandFailure) in try AssetFolder.read(folder) }
        timings?.mark("read")
        var release: (@Sendable (Range<Int>) -> Void)?
        if let mapping { release = { range in mapping.release(range) } }
        return generate(file, source: bytes, options: options, variables: variables, assets: assets,
                        memory: GenerationMemory(keepsViews: keepingViews, releaseSource: release)) { stage in
            timings?.mark(stage.rawValue)
        }
    }

    func decodeVariables() throws(CommandFailure) -> FigmaVariables {
        try decoded { buffer throws(FigmaModelError) in try FigmaVariables.decode(buffer) }
    }

    func decode() throws(CommandFailure) -> FigmaFile {
        try decoded { buffer throws(FigmaModelError) in try FigmaFile.decode(buffer) }
    }

    /// Runs a FigmaModel decoder over the bytes; its error becomes a message naming this file and the JSON path.
    private func decoded<Value>(_ decode: (UnsafeRawBufferPointer) throws(FigmaModelError) -> Value) throws(CommandFailure) -> Value {
        do {
            let result = bytes.withUnsafeBytes { buffer in Result { () throws(FigmaModelError) in try decode(buffer) } }
            return try result.get()
        } catch {
            throw CommandFailure(file: displayName, path: error.path.description, message: error.message, nodeID: error.nodeID)
        }
    }
}
