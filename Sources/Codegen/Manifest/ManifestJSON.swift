import Foundation
import FigmaModel

/// The manifest's JSON form, written by hand so the bytes are the same on every platform (`\n` endings):
///
/// - The header — `declarations`, `figgen` (the format, 2), `fileKey`, `fileName`, `files`, `input`,
///   `lastModified`, `options`, `version` — with keys sorted, two-space indentation and one value per line.
/// - `layers` last (so a reader knows everything else before the many layer records): an object of file name →
///   the file's layer records in Figma document order (a parent before its children), one record per line:
///   `{"id":"2:5","parent":"1:1","name":"Divider","line":23,"values":{"fills":["rgba(…)",1],"shape":"rect"}}`.
///   A record whose parent has a record in the same file names the parent (its layer path is the parent's, then
///   its name); otherwise it carries its whole `path`. A value written on another line than the view's first is
///   `[text, line offset]`.
///
/// Format 1 (layers as one array of records, each with its file and whole layer path) is read too.
extension Manifest {
    public func json() -> String {
        String(decoding: jsonBytes(), as: UTF8.self)
    }

    /// The manifest's JSON as UTF-8 bytes (what `generate` writes): `jsonPieces()` joined.
    public func jsonBytes() -> [UInt8] {
        Array(jsonPieces().joined())
    }

    /// The manifest's JSON in pieces that, one after another, are `jsonBytes()`: the header, then the layer
    /// records in chunks encoded on all cores, then the end. `generate` writes the pieces as they are: a
    /// million records are not copied into one buffer (hundreds of MB of fresh memory) to be written once.
    public func jsonPieces() -> [[UInt8]] {
        // The declarations (tens of thousands in a large design) are encoded straight to bytes in chunks on all
        // cores, each chunk its own buffer, joined in order. The key sorts first of the header's.
        var pieces = [Array("{\n  \"declarations\": ".utf8) + Array((declarations.isEmpty ? "[],\n" : "[\n").utf8)]
        let entryChunk = 2048
        pieces += ParallelMap.map(Array(stride(from: 0, to: declarations.count, by: entryChunk))) { start in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(320 * min(entryChunk, declarations.count - start))
            for index in start..<min(start + entryChunk, declarations.count) {
                Self.appendEntry(declarations[index], to: &bytes)
                bytes.appendLiteral(index == declarations.count - 1 ? "\n  ],\n" : ",\n")
            }
            return bytes
        }
        var out = ""
        out.reserveCapacity(1024 + 80 * files.count)
        var header: [(String, JSONValue)] = [
            ("figgen", .number(Self.formatVersion)),
            ("files", .array(files.map { .object([("hash", .string($0.hash)), ("path", .string($0.path))]) })),
            ("input", .string(input)),
            ("options", .object(options.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
        ]
        if let fileName { header.append(("fileName", .string(fileName))) }
        if let fileKey { header.append(("fileKey", .string(fileKey))) }
        if let version { header.append(("version", .string(version))) }
        if let lastModified { header.append(("lastModified", .string(lastModified))) }
        if !interfaces.isEmpty { header.append(("interfaces", .array(interfaces.map(Self.interfaceJSON)))) }
        if !links.isEmpty { header.append(("links", .array(links.map(Self.linkJSON)))) }
        for (key, value) in header.sorted(by: { $0.0 < $1.0 }) {
            out += "  "
            JSONValue.appendQuoted(key, to: &out)
            out += ": "
            value.write(to: &out, indent: 1)
            out += ",\n"
        }
        // The layer records, which may be millions, are encoded straight to bytes, in chunks on all cores
        // (each chunk its own buffer, joined in order: the same bytes whatever the scheduling); the records encoded
        // ahead (`layerRuns`) are pieces as they are. At least eight chunks for the cores to share, at most 16,384
        // records each.
        let chunkSize = min(16_384, max(1_024, (records.count + 7) / 8))
        var items: [LayerItem] = []
        var next = 0
        var previousFile: String?
        func addLayers(upTo end: Int) {
            for start in stride(from: next, to: end, by: chunkSize) {
                items.append(.records(start..<min(start + chunkSize, end), previousFile: start == next ? previousFile : records[start - 1].file))
            }
            if end > next { previousFile = records[end - 1].file }
            next = max(next, end)
        }
        for (index, run) in layerRuns.enumerated() {
            addLayers(upTo: run.position)
            items.append(.run(index, previousFile: previousFile))
            previousFile = run.file
        }
        addLayers(upTo: records.count)
        let chunks = ParallelMap.map(items) { item -> [[UInt8]] in
            var bytes: [UInt8] = []
            switch item {
            case .run(let index, let previousFile):
                Self.appendSeparator(file: layerRuns[index].file, previousFile: previousFile, to: &bytes)
                return [bytes, layerRuns[index].bytes]
            case .records(let range, let previousFile):
                bytes.reserveCapacity(160 * range.count)
                for index in range {
                    Self.appendSeparator(file: records[index].file, previousFile: index == range.lowerBound ? previousFile : records[index - 1].file, to: &bytes)
                    Self.appendRecord(records[index], to: &bytes)
                }
                return [bytes]
            }
        }
        out += "  \"layers\": {"
        return pieces + [Array(out.utf8)] + chunks.joined() + [Array((items.isEmpty ? "}\n}\n" : "\n    ]\n  }\n}\n").utf8)]
    }

    /// What `jsonPieces` encodes of the layer records, in order: a chunk of `layers`, or a run encoded ahead; each
    /// with the file of the record before it.
    private enum LayerItem: Sendable {
        case records(Range<Int>, previousFile: String?)
        case run(Int, previousFile: String?)
    }

    /// What goes before a record: a comma after one of the same file; else the file's array opens (closing the
    /// previous file's).
    private static func appendSeparator(file: String, previousFile: String?, to bytes: inout [UInt8]) {
        guard previousFile != file else {
            bytes.appendLiteral(",\n    ")
            return
        }
        bytes.appendLiteral(previousFile == nil ? "\n    " : "\n    ],\n    ")
        appendQuoted(file, to: &bytes)
        bytes.appendLiteral(": [\n    ")
    }

    /// One declaration entry, as an element of the pretty-printed `declarations` array: its keys in sorted
    /// order (the order is fixed, so it is written, not sorted), absent ones left out.
    private static func appendEntry(_ entry: Entry, to out: inout [UInt8]) {
        out.appendLiteral("    {")
        var first = true
        func field(_ key: StaticString, _ value: String?) {
            guard let value else { return }
            out.appendLiteral(first ? "\n      \"" : ",\n      \"")
            first = false
            out.appendLiteral(key)
            out.appendLiteral("\": ")
            appendQuoted(value, to: &out)
        }
        field("componentKey", entry.componentKey)
        field("contentHash", entry.contentHash)
        field("detail", entry.detail)
        field("figmaName", entry.figmaName)
        field("file", entry.file)
        field("kind", entry.kind)
        field("layerPath", entry.layerPath)
        out.appendLiteral(",\n      \"line\": ")
        appendNumber(entry.line, to: &out)
        field("nodeId", entry.nodeID)
        field("page", entry.page)
        field("swiftName", entry.swiftName)
        out.appendLiteral("\n    }")
    }

    /// One layer record on one line, without spaces: the manifest stays smaller than the code it maps.
    static func appendRecord(_ layer: Layer, to out: inout [UInt8]) {
        appendRecordStart(layer, to: &out)
        appendNumber(layer.line, to: &out)
        appendRecordEnd(layer, to: &out)
    }

    /// A record up to its line number (`{"id":…,"line":`).
    static func appendRecordStart(_ layer: Layer, to out: inout [UInt8]) {
        out.appendLiteral("{\"id\":")
        appendQuoted(layer.nodeID, to: &out)
        if let parent = layer.parentID {
            out.appendLiteral(",\"parent\":")
            appendQuoted(parent, to: &out)
        } else {
            out.appendLiteral(",\"path\":")
            appendQuoted(layer.layerPath, to: &out)
        }
        out.appendLiteral(",\"name\":")
        appendQuoted(layer.figmaName, to: &out)
        out.appendLiteral(",\"line\":")
    }

    /// A record after its line number (`,"values":{…}}`): value lines are written relative to the layer's.
    static func appendRecordEnd(_ layer: Layer, to out: inout [UInt8]) {
        out.appendLiteral(",\"values\":{")
        for (position, value) in layer.values.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            appendQuoted(value.name, to: &out)
            out.append(UInt8(ascii: ":"))
            if let line = value.line, line != layer.line {
                out.append(UInt8(ascii: "["))
                appendQuoted(value.text, to: &out)
                out.append(UInt8(ascii: ","))
                appendNumber(line - layer.line, to: &out)
                out.append(UInt8(ascii: "]"))
            } else {
                appendQuoted(value.text, to: &out)
            }
        }
        out.appendLiteral("}}")
    }

    private static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        // Most strings need no escaping: their UTF-8 storage is copied whole.
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !JSONText.needsEscaping(bytes: bytes) else { return false }
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: bytes)
            out.append(UInt8(ascii: "\""))
            return true
        }
        if copied != true { out.append(contentsOf: JSONText.quoted(text).utf8) }
    }

    static func appendNumber(_ number: Int, to out: inout [UInt8]) {
        if number < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for position in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[position]) }
        }
    }

    /// Why a manifest cannot be trusted. A manifest decides what figgen may overwrite and delete, and what
    /// `check` compares, so anything malformed is an error — never an empty manifest, never parity.
    public enum ReadError: Error, Equatable, CustomStringConvertible {
        case notJSON
        case unsupportedVersion(Int)
        case missing(String)
        /// A value of the wrong type or shape, or one that breaks a rule (an unsafe path, a file no
        /// entry of `files` lists), at a JSON path: `$.files[2].path`.
        case invalid(path: String, problem: String)

        public var description: String {
            switch self {
            case .notJSON: "not a figgen manifest (invalid JSON)"
            case .unsupportedVersion(let version): "manifest format \(version) is not supported by this figgen (expects \(Manifest.formatVersion) or 1)"
            case .missing(let field): "manifest is missing '\(field)'"
            case .invalid(let path, let problem): "invalid manifest: \(path): \(problem)"
            }
        }
    }

    /// What to do with the layer records while reading: keep them, or hand each to a visitor and keep none
    /// (a huge manifest is then never held whole). Either way every record is checked against the schema.
    public enum LayerReading {
        case keep
        case visit((Layer) throws(ReadError) -> Void)
        /// Not now: for a caller that reads the same bytes again with `visit` or compares them whole (`check`
        /// needs the options before it can generate, the records after), so each record is parsed once. When the
        /// header is complete at `layers` (figgen writes them last), reading stops there; else they are skipped,
        /// their JSON checked, to read the keys after them.
        case later
    }

    /// Reads a manifest written by `json()` (or by format 1), checking it against the schema: types, required
    /// keys, hashes, safe relative paths, and that every declaration and layer names a listed file.
    public init(json data: Data, layers reading: LayerReading = .keep) throws(ReadError) {
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(ReadError) -> Manifest in
                try JSONCursor.read(bytes) { (cursor: inout JSONCursor) throws(ReadError) -> Manifest in
                    var reader = ManifestReader(cursor: cursor, reading: reading)
                    defer { cursor = reader.cursor }
                    return try reader.read()
                }
            }
        }
        self = try result.get()
    }
}

extension Manifest {
    /// The layer records one at a time, in the manifest's order: those in `layers` as they are, those encoded ahead
    /// (`layerRuns`) read back from their JSON a run at a time. What `check` compares the old records with when the
    /// design drifted, without holding every new record at once.
    struct LayerIterator: IteratorProtocol {
        private let manifest: Manifest
        private var nextLayer = 0
        private var nextRun = 0
        private var position = 0
        /// The records of the run being read back, and the next of them.
        private var decoded: [Layer] = []
        private var nextDecoded = 0
        /// Layer paths of the file's records so far, by node id: a record read back names its parent.
        private var paths: [String: String] = [:]
        private var pathsFile: String?

        init(_ manifest: Manifest) {
            self.manifest = manifest
        }

        /// The next record and its position among all of them.
        mutating func next() -> (position: Int, layer: Layer)? {
            while true {
                if nextDecoded < decoded.count {
                    defer { nextDecoded += 1 }
                    return yield(decoded[nextDecoded])
                }
                if nextRun < manifest.layerRuns.count, manifest.layerRuns[nextRun].position == nextLayer {
                    let run = manifest.layerRuns[nextRun]
                    nextRun += 1
                    usePaths(of: run.file)
                    decoded = Manifest.readRecords(run, paths: &paths)
                    nextDecoded = 0
                    continue
                }
                guard nextLayer < manifest.records.count else { return nil }
                let layer = manifest.records[nextLayer]
                nextLayer += 1
                usePaths(of: layer.file)
                paths[layer.nodeID] = layer.layerPath
                return yield(layer)
            }
        }

        private mutating func yield(_ layer: Layer) -> (position: Int, layer: Layer) {
            defer { position += 1 }
            return (position, layer)
        }

        /// Paths are a file's own: a record's parent is an earlier record of its file.
        private mutating func usePaths(of file: String) {
            guard file != pathsFile else { return }
            paths = [:]
            pathsFile = file
        }
    }

    /// A run of records encoded ahead, read back (their parents' paths from `paths`, where theirs go too). The
    /// manifest's own encoding: it always reads back (a failure is a bug, caught in debug builds).
    static func readRecords(_ run: LayerRun, paths: inout [String: String]) -> [Layer] {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(run.bytes.count + 2)
        bytes += run.bytes
        bytes.append(UInt8(ascii: "]"))
        var layers: [Layer] = []
        layers.reserveCapacity(run.count)
        let read = bytes.withUnsafeBytes { buffer in
            Result { () throws(ReadError) in
                try JSONCursor.read(buffer) { (cursor: inout JSONCursor) throws(ReadError) in
                    var reader = ManifestReader(cursor: cursor, reading: .keep)
                    defer { cursor = reader.cursor }
                    try reader.forEach("$.layers[\(JSONText.quoted(run.file))]") { (reader: inout ManifestReader, path: String) throws(ReadError) in
                        layers.append(try reader.record(path, file: run.file, paths: &paths))
                    }
                }
            }
        }
        if case .failure(let error) = read { assertionFailure("a manifest's own records do not read back: \(error)") }
        return layers
    }
}

/// Reads the manifest's JSON in one forward pass over the bytes (no object graph), by the schema, naming the
/// JSON path of the first violation.
private struct ManifestReader {
    var cursor: JSONCursor
    let reading: Manifest.LayerReading
    /// Layer records met before `files` (only a hand-made manifest orders them so): checked at the end.
    private var deferredFiles: [(file: String, path: String)] = []

    init(cursor: JSONCursor, reading: Manifest.LayerReading) {
        self.cursor = cursor
        self.reading = reading
    }

    mutating func read() throws(Manifest.ReadError) -> Manifest {
        guard try kind() == .object else { throw .notJSON }
        var version: Int?
        var input: String?
        var options: [String: String]?
        var files: [Manifest.FileEntry]?
        var declarations: [Manifest.Entry]?
        var kept: [Manifest.Layer] = []
        var sawLayers = false
        var fileKey: String?, fileName: String?, fileVersion: String?, lastModified: String?
        var interfaces: [LibraryInterface] = [], links: [LibraryLink] = []
        var paths = Set<String>()
        var stoppedAtLayers = false
        readingKeys: if !(try step { try $0.beginObject() }) {
            repeat {
                let key = try step { try $0.readKey() }
                let path = "$." + key
                switch key {
                case "figgen":
                    guard try kind() == .number, let number = try? cursor.readInt() else { throw .invalid(path: path, problem: "expected a format number") }
                    guard number == 1 || number == Manifest.formatVersion else { throw .unsupportedVersion(number) }
                    version = number
                case "input": input = try string(path)
                case "fileKey":
                    let key = try string(path)
                    guard GenerationOptions.isFileKey(key) else { throw .invalid(path: path, problem: "expected \(GenerationOptions.fileKeyRule)") }
                    fileKey = key
                case "fileName": fileName = try string(path)
                case "version": fileVersion = try string(path)
                case "lastModified": lastModified = try string(path)
                case "interfaces":
                    interfaces = try array(path) { (reader: inout ManifestReader, itemPath: String) throws(Manifest.ReadError) -> LibraryInterface in
                        try Manifest.interface(reader.object(itemPath))
                    }
                case "links":
                    links = try array(path) { (reader: inout ManifestReader, itemPath: String) throws(Manifest.ReadError) -> LibraryLink in
                        let link = try reader.object(itemPath)
                        return LibraryLink(module: try link.string("module"), key: try link.string("key"), swiftName: try link.string("swiftName"),
                                           file: try link.string("file"), line: try link.line("line"), uses: try link.strings("uses"),
                                           instances: try link.strings("instances"))
                    }
                case "options": options = try stringMap(path)
                case "files":
                    files = try array(path) { (reader: inout ManifestReader, itemPath: String) throws(Manifest.ReadError) -> Manifest.FileEntry in
                        let entry = try reader.object(itemPath)
                        let filePath = try entry.string("path")
                        if let problem = ManifestPath.problem(filePath) { throw .invalid(path: itemPath + ".path", problem: problem) }
                        guard paths.insert(filePath).inserted else { throw .invalid(path: itemPath + ".path", problem: "'\(filePath)' is listed twice") }
                        let hash = try entry.string("hash")
                        guard hash.utf8.count == 16, hash.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
                            throw .invalid(path: itemPath + ".hash", problem: "expected 16 lower-case hex digits")
                        }
                        return Manifest.FileEntry(path: filePath, hash: hash)
                    }
                case "declarations":
                    declarations = try array(path) { (reader: inout ManifestReader, itemPath: String) throws(Manifest.ReadError) -> Manifest.Entry in
                        let entry = try reader.object(itemPath)
                        let file = try entry.string("file")
                        reader.deferredFiles.append((file, itemPath + ".file"))
                        return Manifest.Entry(kind: try entry.string("kind"), swiftName: try entry.string("swiftName"), file: file, line: try entry.line("line"),
                                              nodeID: try entry.optionalString("nodeId"), componentKey: try entry.optionalString("componentKey"),
                                              figmaName: try entry.optionalString("figmaName"), page: try entry.optionalString("page"),
                                              layerPath: try entry.optionalString("layerPath"), contentHash: try entry.optionalString("contentHash"),
                                              detail: try entry.optionalString("detail"))
                    }
                case "layers":
                    sawLayers = true
                    if case .later = reading {
                        // A manifest figgen wrote ends with its records: hundreds of MB not to scan now.
                        if version != nil, input != nil, options != nil, files != nil, declarations != nil {
                            stoppedAtLayers = true
                            break readingKeys
                        }
                        try step { try $0.skipValue() }
                        continue
                    }
                    let reading = self.reading
                    try readLayers(path) { (layer: Manifest.Layer) throws(Manifest.ReadError) in
                        switch reading {
                        case .keep: kept.append(layer)
                        case .visit(let visit): try visit(layer)
                        case .later: break
                        }
                    }
                default:
                    try step { try $0.skipValue() }
                }
            } while try step { try $0.nextMember() }
        }
        if !stoppedAtLayers { try step { try $0.expectEnd() } }
        guard version != nil else { throw .missing("figgen") }
        guard let input else { throw .missing("input") }
        guard let options else { throw .missing("options") }
        guard let files else { throw .missing("files") }
        guard let declarations else { throw .missing("declarations") }
        guard sawLayers else { throw .missing("layers") }
        for (file, path) in deferredFiles where !paths.contains(file) {
            throw .invalid(path: path, problem: "'\(file)' is not listed in files")
        }
        return Manifest(input: input, fileKey: fileKey, fileName: fileName, version: fileVersion, lastModified: lastModified,
                        options: options, files: files, declarations: declarations, layers: kept, interfaces: interfaces, links: links)
    }

    // MARK: Layers

    /// Format 2: `{file: [record, …]}`; format 1: `[record with file and layerPath, …]`.
    private mutating func readLayers(_ path: String, _ deliver: (Manifest.Layer) throws(Manifest.ReadError) -> Void) throws(Manifest.ReadError) {
        switch try kind() {
        case .array:
            try forEach(path) { (reader: inout ManifestReader, itemPath: String) throws(Manifest.ReadError) in
                let record = try reader.object(itemPath)
                let file = try record.string("file")
                reader.deferredFiles.append((file, itemPath + ".file"))
                let line = try record.line("line")
                let lines = try record.lineMap("lines")
                let values = try record.stringMap("values").sorted { $0.key < $1.key }.map { name, text in
                    Manifest.Layer.Value(name: name, text: text, line: lines[name])
                }
                try deliver(Manifest.Layer(nodeID: try record.string("nodeId"), figmaName: try record.string("figmaName"),
                                           layerPath: try record.string("layerPath"), file: file, line: line, values: values))
            }
        case .object:
            guard !(try step { try $0.beginObject() }) else { return }
            repeat {
                let file = try step { try $0.readKey() }
                let filePath = path + "[" + JSONText.quoted(file) + "]"
                deferredFiles.append((file, filePath))
                // Paths of the file's records so far: a parent comes before its children.
                var layerPaths: [String: String] = [:]
                try forEach(filePath) { (reader: inout ManifestReader, itemPath: String) throws(Manifest.ReadError) in
                    let layer = try reader.record(itemPath, file: file, paths: &layerPaths)
                    try deliver(layer)
                }
            } while try step { try $0.nextMember() }
        default:
            throw .invalid(path: path, problem: "expected an object of file → layer records")
        }
    }

    /// One format-2 layer record, read member by member (no intermediate dictionary).
    mutating func record(_ path: String, file: String, paths: inout [String: String]) throws(Manifest.ReadError) -> Manifest.Layer {
        guard try kind() == .object else { throw .invalid(path: path, problem: "expected an object") }
        var id: String?, parent: String?, layerPath: String?, name: String?, line: Int?
        var values: [Manifest.Layer.Value] = []
        var sawValues = false
        if !(try step { try $0.beginObject() }) {
            repeat {
                let key = try step { try $0.readKey() }
                switch key {
                case "id": id = try string(path + ".id")
                case "parent": parent = try string(path + ".parent")
                case "path": layerPath = try string(path + ".path")
                case "name": name = try string(path + ".name")
                case "line": line = try lineNumber(path + ".line")
                case "values":
                    sawValues = true
                    values = try recordValues(path + ".values")
                default: try step { try $0.skipValue() }
                }
            } while try step { try $0.nextMember() }
        }
        guard let id else { throw .invalid(path: path, problem: "missing 'id'") }
        guard let name else { throw .invalid(path: path, problem: "missing 'name'") }
        guard let line else { throw .invalid(path: path, problem: "missing 'line'") }
        guard sawValues else { throw .invalid(path: path, problem: "missing 'values'") }
        let resolved: String
        if let parent {
            guard let parentPath = paths[parent] else {
                throw .invalid(path: path + ".parent", problem: "'\(parent)' is not an earlier layer of this file")
            }
            resolved = parentPath + " / " + name
        } else {
            guard let layerPath else { throw .invalid(path: path, problem: "missing 'parent' or 'path'") }
            resolved = layerPath
        }
        guard paths.updateValue(resolved, forKey: id) == nil else { throw .invalid(path: path + ".id", problem: "'\(id)' is listed twice in this file") }
        for index in values.indices {
            guard let offset = values[index].line else { continue }
            guard line + offset >= 1 else { throw .invalid(path: path + ".values." + values[index].name, problem: "line offset before the file's start") }
            values[index].line = line + offset
        }
        return Manifest.Layer(nodeID: id, figmaName: name, layerPath: resolved, parentID: parent, file: file, line: line, values: values)
    }

    /// `{"name": "text" | ["text", line offset], …}`; offsets are made absolute by the caller.
    private mutating func recordValues(_ path: String) throws(Manifest.ReadError) -> [Manifest.Layer.Value] {
        guard try kind() == .object else { throw .invalid(path: path, problem: "expected an object") }
        var values: [Manifest.Layer.Value] = []
        guard !(try step { try $0.beginObject() }) else { return values }
        repeat {
            let name = try step { try $0.readKey() }
            let valuePath = path + "." + name
            switch try kind() {
            case .string:
                values.append(Manifest.Layer.Value(name: name, text: try step { try $0.readString() }))
            case .array:
                guard !(try step { try $0.beginArray() }), try kind() == .string else { throw .invalid(path: valuePath, problem: "expected a string or [string, line offset]") }
                let text = try step { try $0.readString() }
                guard try step({ try $0.nextElement() }), try kind() == .number, let offset = try? cursor.readInt(),
                      !(try step { try $0.nextElement() }) else {
                    throw .invalid(path: valuePath, problem: "expected a string or [string, line offset]")
                }
                values.append(Manifest.Layer.Value(name: name, text: text, line: offset))
            default:
                throw .invalid(path: valuePath, problem: "expected a string")
            }
        } while try step { try $0.nextMember() }
        return values.sorted { $0.name < $1.name }
    }

    // MARK: Values

    private mutating func kind() throws(Manifest.ReadError) -> JSONCursor.Kind {
        try step { try $0.kind() }
    }

    /// One cursor step; broken JSON is `notJSON`.
    @discardableResult
    private mutating func step<T>(_ body: (inout JSONCursor) throws -> T) throws(Manifest.ReadError) -> T {
        do {
            return try body(&cursor)
        } catch {
            throw .notJSON
        }
    }

    private mutating func string(_ path: String) throws(Manifest.ReadError) -> String {
        guard try kind() == .string else { throw .invalid(path: path, problem: "expected a string") }
        return try step { try $0.readString() }
    }

    private mutating func lineNumber(_ path: String) throws(Manifest.ReadError) -> Int {
        guard try kind() == .number, let number = try? cursor.readInt(), number >= 1 else { throw .invalid(path: path, problem: "expected a line number") }
        return number
    }

    private mutating func stringMap(_ path: String) throws(Manifest.ReadError) -> [String: String] {
        guard try kind() == .object else { throw .invalid(path: path, problem: "expected an object") }
        var result: [String: String] = [:]
        guard !(try step { try $0.beginObject() }) else { return result }
        repeat {
            let key = try step { try $0.readKey() }
            result[key] = try string(path + "." + key)
        } while try step { try $0.nextMember() }
        return result
    }

    mutating func forEach(_ path: String, _ element: (inout ManifestReader, String) throws(Manifest.ReadError) -> Void) throws(Manifest.ReadError) {
        guard try kind() == .array else { throw .invalid(path: path, problem: "expected an array") }
        guard !(try step { try $0.beginArray() }) else { return }
        var index = 0
        repeat {
            try element(&self, "\(path)[\(index)]")
            index += 1
        } while try step { try $0.nextElement() }
    }

    private mutating func array<T>(_ path: String, _ element: (inout ManifestReader, String) throws(Manifest.ReadError) -> T) throws(Manifest.ReadError) -> [T] {
        var result: [T] = []
        try forEach(path) { (reader: inout ManifestReader, itemPath: String) throws(Manifest.ReadError) in
            result.append(try element(&reader, itemPath))
        }
        return result
    }

    /// A small object (a declaration, a file entry, a format-1 layer) read whole, then checked key by key.
    private mutating func object(_ path: String) throws(Manifest.ReadError) -> SmallObject {
        guard try kind() == .object else { throw .invalid(path: path, problem: "expected an object") }
        var fields: [String: SmallObject.Field] = [:]
        if !(try step { try $0.beginObject() }) {
            repeat {
                let key = try step { try $0.readKey() }
                switch try kind() {
                case .string: fields[key] = .string(try step { try $0.readString() })
                case .number: fields[key] = (try? cursor.readInt()).map(SmallObject.Field.int) ?? .other
                case .object:
                    var members: [String: SmallObject.Field] = [:]
                    if !(try step { try $0.beginObject() }) {
                        repeat {
                            let name = try step { try $0.readKey() }
                            switch try kind() {
                            case .string: members[name] = .string(try step { try $0.readString() })
                            case .number: members[name] = (try? cursor.readInt()).map(SmallObject.Field.int) ?? .other
                            default:
                                try step { try $0.skipValue() }
                                members[name] = .other
                            }
                        } while try step { try $0.nextMember() }
                    }
                    fields[key] = .object(members)
                case .null:
                    try step { try $0.skipValue() }
                    fields[key] = nil
                case .array:
                    var strings: [String] = []
                    var allStrings = true
                    if !(try step { try $0.beginArray() }) {
                        repeat {
                            if try kind() == .string { strings.append(try step { try $0.readString() }) } else {
                                try step { try $0.skipValue() }
                                allStrings = false
                            }
                        } while try step { try $0.nextElement() }
                    }
                    fields[key] = allStrings ? .strings(strings) : .other
                default:
                    try step { try $0.skipValue() }
                    fields[key] = .other
                }
            } while try step { try $0.nextMember() }
        }
        return SmallObject(fields: fields, path: path)
    }
}

/// A small manifest object's members, for checking by key (values of nested objects one level deep).
private struct SmallObject {
    indirect enum Field {
        case string(String)
        case int(Int)
        case object([String: Field])
        case strings([String])
        case other
    }

    let fields: [String: Field]
    let path: String

    func string(_ key: String) throws(Manifest.ReadError) -> String {
        guard let field = fields[key] else { throw .invalid(path: path, problem: "missing '\(key)'") }
        guard case .string(let text) = field else { throw .invalid(path: "\(path).\(key)", problem: "expected a string") }
        return text
    }

    func optionalString(_ key: String) throws(Manifest.ReadError) -> String? {
        guard fields[key] != nil else { return nil }
        return try string(key)
    }

    func line(_ key: String) throws(Manifest.ReadError) -> Int {
        guard let field = fields[key] else { throw .invalid(path: path, problem: "missing '\(key)'") }
        guard case .int(let number) = field, number >= 1 else { throw .invalid(path: "\(path).\(key)", problem: "expected a line number") }
        return number
    }

    func stringMap(_ key: String) throws(Manifest.ReadError) -> [String: String] {
        guard let field = fields[key] else { throw .invalid(path: path, problem: "missing '\(key)'") }
        guard case .object(let members) = field else { throw .invalid(path: "\(path).\(key)", problem: "expected an object") }
        var result: [String: String] = [:]
        for (name, member) in members {
            guard case .string(let text) = member else { throw .invalid(path: "\(path).\(key).\(name)", problem: "expected a string") }
            result[name] = text
        }
        return result
    }

    func strings(_ key: String) throws(Manifest.ReadError) -> [String] {
        guard let field = fields[key] else { throw .invalid(path: path, problem: "missing '\(key)'") }
        guard case .strings(let values) = field else { throw .invalid(path: "\(path).\(key)", problem: "expected an array of strings") }
        return values
    }

    func optionalStringMap(_ key: String) throws(Manifest.ReadError) -> [String: String] {
        fields[key] == nil ? [:] : try stringMap(key)
    }

    func lineMap(_ key: String) throws(Manifest.ReadError) -> [String: Int] {
        guard let field = fields[key] else { return [:] }
        guard case .object(let members) = field else { throw .invalid(path: "\(path).\(key)", problem: "expected an object") }
        var result: [String: Int] = [:]
        for (name, member) in members {
            guard case .int(let line) = member, line >= 1 else { throw .invalid(path: "\(path).\(key).\(name)", problem: "expected a line number") }
            result[name] = line
        }
        return result
    }
}

/// The rule for paths figgen writes, reads back from a manifest, or deletes: relative to the output folder
/// and unable to leave it by spelling alone (the file system part — links — is checked where files are
/// written). One rule for generated names and manifest entries.
public enum ManifestPath {
    /// File systems allow 255 bytes per name.
    public static let maximumNameLength = 255
    public static let maximumPathLength = 1024

    /// Why `path` is not a safe relative path, or nil when it is.
    public static func problem(_ path: String) -> String? {
        if path.isEmpty { return "empty path" }
        if path.utf8.count > maximumPathLength { return "path longer than \(maximumPathLength) bytes" }
        if path.hasPrefix("/") { return "absolute path '\(path)'" }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" || UntrustedText.isHidden($0) || UntrustedText.isLineBreak($0) }) {
            return "control character or backslash in '\(UntrustedText.forTerminal(path))'"
        }
        for segment in path.split(separator: "/", omittingEmptySubsequences: false) {
            if segment.isEmpty { return "empty segment in '\(path)'" }
            if segment == "." || segment == ".." { return "'\(segment)' in '\(path)' leaves or names the folder" }
            if segment.utf8.count > maximumNameLength { return "a name in '\(path.prefix(80))…' is longer than \(maximumNameLength) bytes" }
        }
        return nil
    }
}

/// A minimal JSON writer: ordered objects, strings, integers.
enum JSONValue {
    case string(String)
    case number(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    func write(to out: inout String, indent: Int) {
        switch self {
        case .string(let value):
            Self.appendQuoted(value, to: &out)
        case .number(let value):
            out += String(value)
        case .bool(let value):
            out += value ? "true" : "false"
        case .array(let values):
            if values.isEmpty { out += "[]"; return }
            out += "[\n"
            for (position, value) in values.enumerated() {
                Self.appendIndent(indent + 1, to: &out)
                value.write(to: &out, indent: indent + 1)
                out += position == values.count - 1 ? "\n" : ",\n"
            }
            Self.appendIndent(indent, to: &out)
            out += "]"
        case .object(let fields):
            if fields.isEmpty { out += "{}"; return }
            out += "{\n"
            for (position, field) in fields.enumerated() {
                Self.appendIndent(indent + 1, to: &out)
                Self.appendQuoted(field.0, to: &out)
                out += ": "
                field.1.write(to: &out, indent: indent + 1)
                out += position == fields.count - 1 ? "\n" : ",\n"
            }
            Self.appendIndent(indent, to: &out)
            out += "}"
        }
    }

    /// Two spaces per level, appended without building a temporary string.
    private static func appendIndent(_ level: Int, to out: inout String) {
        for _ in 0..<level { out += "  " }
    }

    /// Appends a JSON string literal; most strings need no escaping and are copied whole.
    static func appendQuoted(_ value: String, to out: inout String) {
        if !JSONText.needsEscaping(value) {
            out += "\""
            out += value
            out += "\""
        } else {
            out += quote(value)
        }
    }

    static func quote(_ value: String) -> String { JSONText.quoted(value) }
}

/// JSON string literals for the files figgen writes itself (the manifest, fetch's index and marker): the same
/// bytes on every platform, unlike JSONSerialization's.
public enum JSONText {
    /// Whether `value` has a byte that may need escaping (0xE2 starts U+2028/2029; most strings have none).
    static func needsEscaping(_ value: String) -> Bool {
        value.utf8.withContiguousStorageIfAvailable(needsEscaping(bytes:)) ?? needsEscaping(bytes: Array(value.utf8))
    }

    static func needsEscaping(bytes: some Collection<UInt8>) -> Bool {
        // Printable ASCII but `"` and `\` needs nothing: one comparison for almost every byte.
        bytes.contains { ($0 &- 0x20 >= 0x5F || $0 == 0x22 || $0 == 0x5C) && ($0 < 0x80 || $0 == 0xE2) }
    }

    /// `value` as a JSON string literal. Control characters, DEL and the two Unicode line separators are
    /// escaped, so the text stays one line in any viewer.
    public static func quoted(_ value: String) -> String {
        // Most strings need no escaping: copy them whole.
        if !needsEscaping(value) { return "\"" + value + "\"" }
        // Runs of plain bytes are copied as slices; only the bytes that need it are spelled out.
        var out: [UInt8] = [0x22]
        out.reserveCapacity(value.utf8.count + 16)
        let bytes = Array(value.utf8)
        var index = 0, runStart = 0
        func flush() { out.append(contentsOf: bytes[runStart..<index]) }
        func escape(_ text: String, width: Int) {
            flush()
            out.append(contentsOf: text.utf8)
            index += width
            runStart = index
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x22: escape("\\\"", width: 1)
            case 0x5C: escape("\\\\", width: 1)
            case 0x0A: escape("\\n", width: 1)
            case 0x0D: escape("\\r", width: 1)
            case 0x09: escape("\\t", width: 1)
            case 0..<0x20, 0x7F: escape("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16), width: 1)
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                escape(bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", width: 3)
            default: index += 1
            }
        }
        flush()
        out.append(0x22)
        return String(decoding: out, as: UTF8.self)
    }
}

// MARK: Library interfaces and links

extension Manifest {
    /// `{"key", "swiftName", "figmaName", "file", "line", "order": [property keys], "properties": {key: "kind member [Enum]"},
    /// "defaults": {key: value}, "cases": {"Property=Value": member}, "variants": {variant key: "Style=Primary, …"}}`.
    static func interfaceJSON(_ interface: LibraryInterface) -> JSONValue {
        func map(_ pairs: [(String, String)]) -> JSONValue { .object(pairs.sorted { $0.0 < $1.0 }.map { ($0.0, .string($0.1)) }) }
        var fields: [(String, JSONValue)] = [
            ("key", .string(interface.key)), ("swiftName", .string(interface.swiftName)), ("figmaName", .string(interface.figmaName)),
            ("file", .string(interface.file)), ("line", .number(interface.line)),
            ("order", .array(interface.properties.map { .string($0.key) })),
            ("properties", map(interface.properties.map { ($0.key, "\($0.kind.rawValue) \($0.member)" + ($0.enumName.map { " " + $0 } ?? "")) })),
            ("defaults", map(interface.properties.compactMap { property in property.defaultValue.map { (property.key, $0) } })),
            ("cases", map(interface.properties.flatMap { property in property.cases.map { (property.key + "=" + $0.key, $0.value) } })),
            ("variants", map(interface.variants.map { ($0.key, $0.value) })),
        ]
        fields.sort { $0.0 < $1.0 }
        return .object(fields)
    }

    static func linkJSON(_ link: LibraryLink) -> JSONValue {
        .object([("file", .string(link.file)), ("instances", .array(link.instances.map(JSONValue.string))), ("key", .string(link.key)),
                 ("line", .number(link.line)), ("module", .string(link.module)), ("swiftName", .string(link.swiftName)),
                 ("uses", .array(link.uses.map(JSONValue.string)))])
    }

    /// An interface record read back: every property's kind known, its member and enum Swift names, its cases the
    /// enum's: a record that says otherwise is a manifest error (a library manifest comes from anyone with commit access).
    fileprivate static func interface(_ record: SmallObject) throws(ReadError) -> LibraryInterface {
        let path = record.path
        let properties = try record.stringMap("properties"), defaults = try record.optionalStringMap("defaults")
        let cases = try record.optionalStringMap("cases"), variants = try record.optionalStringMap("variants")
        let order = try record.strings("order")
        guard Set(order) == Set(properties.keys), order.count == properties.count else {
            throw .invalid(path: path + ".order", problem: "expected each key of properties once")
        }
        let swiftName = try record.string("swiftName")
        guard SwiftName.isIdentifier(swiftName) else { throw .invalid(path: path + ".swiftName", problem: "'\(UntrustedText.forTerminal(swiftName))' is not a Swift type name") }
        let file = try record.string("file")
        if let problem = ManifestPath.problem(file) { throw .invalid(path: path + ".file", problem: problem) }
        var result: [LibraryInterface.Property] = []
        for key in order {
            let parts = properties[key]!.split(separator: " ").map(String.init)
            guard (2...3).contains(parts.count), let kind = LibraryInterface.Kind(rawValue: parts[0]), SwiftName.isIdentifier(parts[1]),
                  (kind == .variant) == (parts.count == 3), parts.count == 2 || SwiftName.isIdentifier(parts[2]) else {
                throw .invalid(path: "\(path).properties.\(key)", problem: "expected 'kind member' (text, bool, view, slot) or 'variant member Enum'")
            }
            var property = LibraryInterface.Property(key: key, member: parts[1], kind: kind, enumName: parts.count == 3 ? parts[2] : nil, defaultValue: defaults[key])
            for (caseKey, member) in cases where caseKey.hasPrefix(key + "=") {
                guard kind == .variant, SwiftName.isIdentifier(member) else {
                    throw .invalid(path: "\(path).cases.\(caseKey)", problem: "expected a case of a variant property, a Swift name")
                }
                property.cases[String(caseKey.dropFirst(key.count + 1))] = member
            }
            result.append(property)
        }
        return LibraryInterface(key: try record.string("key"), swiftName: swiftName, figmaName: try record.string("figmaName"), file: file,
                                line: try record.line("line"), properties: result, variants: variants)
    }
}
