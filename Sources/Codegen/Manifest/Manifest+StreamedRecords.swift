import FigmaModel

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
