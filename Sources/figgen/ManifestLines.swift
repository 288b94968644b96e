import Foundation
import Codegen

/// The manifest's Swift lines against the files they point into. A record (a declaration, a layer, a layer's value
/// line) at a line its file does not have — past the end, as the file the manifest recorded (its hash matches) has
/// it — or, in a file that is byte for byte what this figgen writes for the design, at a line where no layer's view
/// starts, is a manifest error for `check`, `lookup` and `inspect --layout`: they would point there
/// (`Home.swift:2147483647`), or measure nothing without saying why. A file edited, truncated or missing is not
/// the manifest's fault: `check` reports it as such, `inspect --layout` as unreadable.
struct ManifestLines {
    /// How many lines a generated file has, when it is the file the manifest recorded (`hash`); nil otherwise.
    private let lineCount: (_ file: String, _ hash: String) -> Int?
    /// For files that are what this generation writes: the lines where a layer's view starts.
    private var layerStarts: [String: Set<Int>] = [:]
    /// Per file, the record at its largest line (records are streamed: only this much is kept).
    private var furthest: [String: (line: Int, what: String)] = [:]
    /// The same for value lines (said only when the views' lines are possible).
    private var furthestValue: [String: (line: Int, what: String)] = [:]
    /// A record where no layer starts (said only when every line is one the file has).
    private var misplaced: String?
    private var problem: String?

    init(lineCount: @escaping (_ file: String, _ hash: String) -> Int?) {
        self.lineCount = lineCount
    }

    /// The files as `output` has them.
    init(_ output: OutputDirectory) {
        self.init { name, hash in
            guard let data = (try? output.readFile(name)) ?? nil, Manifest.hash(String(decoding: data, as: UTF8.self)) == hash else { return nil }
            return Self.lineCount(data)
        }
    }

    /// Lines of a text: its line feeds, and one more for a last line without one.
    static func lineCount(_ data: Data) -> Int {
        let feeds = data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return feeds + (data.last == 0x0A || data.isEmpty ? 0 : 1)
    }

    static func lineCount(_ text: FileText) -> Int {
        var feeds = 0
        var last: UInt8?
        text.forEachPiece { bytes in
            for byte in bytes where byte == 0x0A { feeds += 1 }
            if let final = bytes.last { last = final }
        }
        return feeds + (last == 0x0A || last == nil ? 0 : 1)
    }

    /// `layerStarts` from a generation's manifest, for the files on disk that are its text.
    mutating func expectLayers(of manifest: Manifest, in files: Set<String>) {
        guard !files.isEmpty else { return }
        for layer in manifest.layers where files.contains(layer.file) { layerStarts[layer.file, default: []].insert(layer.line) }
    }

    private mutating func note(_ what: String, file: String, line: Int, startsLayer: Bool, isValue: Bool = false) {
        if isValue {
            if furthestValue[file].map({ line > $0.line }) ?? true { furthestValue[file] = (line, what) }
        } else if furthest[file].map({ line > $0.line }) ?? true {
            furthest[file] = (line, what)
        }
        if misplaced == nil, startsLayer, let starts = layerStarts[file], !starts.contains(line) {
            misplaced = "\(what) is recorded at \(file):\(line), where no layer's view starts (the file is as figgen writes it)"
        }
    }

    mutating func check(_ layer: Manifest.Layer) {
        let what = "layer \(layer.nodeID) '\(layer.figmaName)'"
        note(what, file: layer.file, line: layer.line, startsLayer: true)
        for value in layer.values {
            if let line = value.line { note("\(what)'s \(value.name)", file: layer.file, line: line, startsLayer: false, isValue: true) }
        }
    }

    /// After the records: each file's furthest line against the file (declarations included).
    mutating func finish(_ manifest: Manifest) {
        for entry in manifest.declarations { note("\(entry.kind) \(entry.swiftName)", file: entry.file, line: entry.line, startsLayer: false) }
        guard problem == nil else { return }
        let hashes = Dictionary(manifest.files.map { ($0.path, $0.hash) }, uniquingKeysWith: { first, _ in first })
        var totals: [String: Int?] = [:]
        for records in [furthest, furthestValue] {
            for (file, record) in records.sorted(by: { $0.key < $1.key }) {
                if totals[file] == nil { totals[file] = hashes[file].flatMap { lineCount(file, $0) } }
                guard let total = totals[file] ?? nil, record.line > total else { continue }
                problem = "\(record.what) is recorded at \(file):\(record.line), a line the file does not have (it has \(total))"
                return
            }
        }
        problem = misplaced
    }

    /// The error, when a record was impossible.
    func failure(_ output: OutputDirectory) -> CommandFailure? {
        problem.map { CommandFailure(message: "\(output.fileURL(Manifest.fileName).path): invalid manifest: \($0)") }
    }
}
