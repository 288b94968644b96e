import Dispatch
import FigmaModel

// A container with a great many children (a feed of a million rows) is generated without ever holding all its
// views: lowering hands its children over in chunks (`Lowering+Stream`); each chunk is rendered group by group
// (`ChildGroups`) and recorded for the manifest on another core, and its views freed, while lowering goes on
// (`ChildStreamer`). When the declaration is rendered, each streamed group's lines are spliced into its group
// member (`CodeWriter.splice`), and once the file's lines are known, its records get their line numbers
// (`StreamedRecords.assembled`). The bytes are those of rendering every view in place.

/// One group of a streamed container, by its stream, chunk (among the stream's streamed ones) and place in it.
struct SplicedGroup: Hashable, Sendable {
    var stream: Int
    var chunk: Int
    var group: Int
}

/// One group's views as its group member writes them (at the member's body depth), without the member around.
struct RenderedGroup: Sendable {
    var lines: String
    var lineCount: Int
    /// Where each node's view and values are, counted from the group's first line (1).
    var layerLines: [String: LayerLines]
    /// What the target cannot draw of the group's layers.
    var diagnostics: [Diagnostic]
}

/// A streamed chunk, rendered and recorded.
struct ChunkResult: Sendable {
    /// Its groups' lines, in order (each a `ChildGroups.size` children).
    var groups: [RenderedGroup]
    var records: StreamedRecords
}

/// The streamed chunks of a declaration's containers: by stream (`StreamedChildren.id`), each stream's
/// streamed chunks in order.
struct StreamedResults: Sendable {
    var streams: [[ChunkResult]] = []

    /// Writes group `range` of a container's children into its member, when that group was streamed, and
    /// returns it (nil: the group was kept, and is written from its views).
    func splice(_ range: Range<Int>, of children: Children, into writer: inout CodeWriter) -> RenderedGroup? {
        guard let key = children.streamedGroup(range) else { return nil }
        let group = streams[key.stream][key.chunk].groups[key.group]
        writer.splice(group.lines, count: group.lineCount, group: key)
        return group
    }
}

/// A streamed chunk's manifest records, encoded as the manifest writes them but without their line numbers, which
/// depend on where the chunk's groups land in the file: those are written in, in place, when it is known
/// (`assembled`).
struct StreamedRecords: Sendable {
    /// The records joined as the manifest joins them (`separator`), each without its line number.
    var bytes: [UInt8] = []
    var records: [Record] = []

    struct Record: Sendable {
        /// Where the record starts in `bytes`, and where its line number goes.
        var start: Int
        var lineAt: Int
        /// The layer's node (`NodeIndex`): where the record goes among the others of its file.
        var node: Int
        /// Its line, counted from its group's first line (a group of 32 small layers has far fewer than 2³¹), and
        /// the group (in the chunk).
        var line: Int32
        var group: Int32
    }

    private static let separator: StaticString = ",\n    "

    /// Appends a layer's record (its `line` counted from its group's first line).
    mutating func append(_ layer: Manifest.Layer, group: Int, node: Int) {
        if !records.isEmpty { bytes.appendLiteral(Self.separator) }
        let start = bytes.count
        Manifest.appendRecordStart(layer, to: &bytes)
        let lineAt = bytes.count
        Manifest.appendRecordEnd(layer, to: &bytes)
        records.append(Record(start: start, lineAt: lineAt, node: node, line: Int32(clamping: layer.line), group: Int32(clamping: group)))
    }

    /// Room for the line numbers, so they are written in place (`assembled`), and no more: the bytes were grown
    /// by appending (up to twice the room they use), and a chunk's are kept until its declaration is rendered.
    mutating func reserveLineNumbers() {
        var sized: [UInt8] = []
        sized.reserveCapacity(bytes.count + 8 * records.count)
        sized.append(contentsOf: bytes)
        bytes = sized
    }

    /// The records with their line numbers, in runs as they go among the other records of their file: each run
    /// goes before `layers[position]` of the declaration's records (`keys`: their nodes, ascending). `groupLine`
    /// gives the file line of a group's first line. The numbers are written into the bytes in place (the bytes
    /// after each moved right, last first): a million records are not copied as they get their lines. Uses the
    /// records up.
    mutating func assembled(keys: [Int], file: String, groupLine: (Int) -> Int) -> [Manifest.LayerRun] {
        guard !records.isEmpty else { return [] }
        // Taken out: the only reference to them, so the numbers go in without a copy.
        var bytes: [UInt8] = []
        swap(&bytes, &self.bytes)
        defer { records = [] }
        var numbers: [UInt8] = []
        // Each record's number, and how many bytes the numbers before it add.
        var numberEnds: [Int] = []
        numberEnds.reserveCapacity(records.count)
        for record in records {
            Manifest.appendNumber(groupLine(Int(record.group)) - 1 + Int(record.line), to: &numbers)
            numberEnds.append(numbers.count)
        }
        let oldCount = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: numbers.count))
        bytes.withUnsafeMutableBufferPointer { buffer in
            numbers.withUnsafeBufferPointer { numbers in
                var segmentEnd = oldCount
                for index in records.indices.reversed() {
                    let lineAt = records[index].lineAt
                    let numberStart = index == 0 ? 0 : numberEnds[index - 1], numberEnd = numberEnds[index]
                    // The bytes after this record's number, up to the next one's, move right by the numbers up to it.
                    (buffer.baseAddress! + lineAt + numberEnd).update(from: buffer.baseAddress! + lineAt, count: segmentEnd - lineAt)
                    (buffer.baseAddress! + lineAt + numberStart).update(from: numbers.baseAddress! + numberStart, count: numberEnd - numberStart)
                    segmentEnd = lineAt
                }
            }
        }
        // Where the records go among the declaration's: a new run wherever that changes (one run, mostly).
        var cuts: [(record: Int, position: Int)] = []
        var position = 0
        for (index, record) in records.enumerated() {
            while position < keys.count, keys[position] < record.node { position += 1 }
            if cuts.last?.position != position { cuts.append((index, position)) }
        }
        func finalStart(_ index: Int) -> Int {
            records[index].start + (index == 0 ? 0 : numberEnds[index - 1])
        }
        guard cuts.count > 1 else {
            return [Manifest.LayerRun(position: cuts[0].position, file: file, bytes: bytes, count: records.count, firstNode: records[0].node)]
        }
        return cuts.indices.map { cut in
            let first = cuts[cut].record, next = cut + 1 < cuts.count ? cuts[cut + 1].record : records.count
            let end = next < records.count ? finalStart(next) - Self.separator.utf8CodeUnitCount : bytes.count
            return Manifest.LayerRun(position: cuts[cut].position, file: file, bytes: Array(bytes[finalStart(first)..<end]), count: next - first,
                                     firstNode: records[first].node)
        }
    }
}

/// Renders and records the chunks lowering streams, on other cores while it goes on, a few at a time (a chunk's
/// views wait in memory only until a core takes them). `finishDeclaration` hands over a declaration's results.
final class ChildStreamer: ChildStream, @unchecked Sendable {
    private let renderer: any Renderer
    private let file: FigmaFile
    private let group = DispatchGroup()
    /// Chunks submitted but not yet done: lowering waits when this many are (their views are the memory in flight).
    private let inFlight = DispatchSemaphore(value: 4)
    private let lock = DispatchQueue(label: "figgen.streamer")
    /// The declaration's results so far, by stream and chunk (filled as chunks finish, in any order).
    private var results: [[ChunkResult?]] = []

    init(renderer: any Renderer, file: FigmaFile) {
        self.renderer = renderer
        self.file = file
    }

    func submit(_ chunk: StreamChunk) {
        inFlight.wait()
        lock.sync {
            while results.count <= chunk.stream { results.append([]) }
            while results[chunk.stream].count <= chunk.index { results[chunk.stream].append(nil) }
        }
        let handoff = Handoff(chunk)
        let renderer = renderer, file = file
        DispatchQueue.global().async(group: group) { [self] in
            let chunk = handoff.take()
            let result = Self.process(chunk, renderer: renderer, file: file)
            let (stream, index) = (chunk.stream, chunk.index)
            lock.sync { results[stream][index] = result }
            inFlight.signal()
        }
    }

    /// Waits for every chunk of the declaration just lowered and hands their results over.
    func finishDeclaration() -> StreamedResults {
        group.wait()
        return lock.sync {
            defer { results = [] }
            return StreamedResults(streams: results.map { $0.map { $0! } })
        }
    }

    /// Renders a chunk group by group, and records its layers for the manifest; the views are freed after.
    static func process(_ chunk: consuming StreamChunk, renderer: any Renderer, file: FigmaFile) -> ChunkResult {
        let views = chunk.views
        var groups: [RenderedGroup] = []
        var records = StreamedRecords()
        // The container's path, for its children's records; their own for their children's.
        var paths = [chunk.owner.nodeID: chunk.ownerPath]
        for (group, start) in stride(from: 0, to: views.count, by: ChildGroups.size).enumerated() {
            let members = views[start..<min(start + ChildGroups.size, views.count)]
            var rendered = renderer.renderGroup(members)
            var facts: [Manifest.ViewFact] = []
            for view in members { Manifest.addFacts(of: view, to: &facts) }
            for (layer, node) in Manifest.layerRecords(facts: &facts, lines: &rendered.layerLines, file: file, fileName: chunk.fileName, paths: &paths) {
                records.append(layer, group: group, node: node)
            }
            rendered.layerLines = [:]
            groups.append(rendered)
        }
        records.reserveLineNumbers()
        return ChunkResult(groups: groups, records: records)
    }
}

/// One value passed to another thread and taken out by it (`OrderedPipeline.submit`, `ChildStreamer.submit`).
final class Handoff<Value>: @unchecked Sendable {
    private var value: Value?
    init(_ value: consuming Value) { self.value = value }
    /// The value, once: only the one task that receives the box calls it.
    func take() -> Value { value.take()! }
}
