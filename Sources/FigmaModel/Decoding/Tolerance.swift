/// The reader's rule for what it rejects and what it tolerates (README: "what figgen rejects and what it
/// tolerates"). Designs come from a tool that keeps adding features, so a value this reader does not
/// understand must not fail the whole file:
/// - **Rejected** (a `FigmaModelError`): bytes that are not JSON (malformed, truncated, invalid UTF-8, not
///   UTF-8 at all), JSON that is not a Figma export, a node without `id` or `type`, and `children` that are
///   not an array of objects — without those the layer tree itself is unknown.
/// - **Tolerated**: any other value of an unexpected type or shape, a missing key inside a value, a value
///   out of range. The value is skipped (the field keeps its default), generation goes on, and the reader
///   records it once per field and problem, with the first JSON path and a count (`FigmaFile.tolerated`).
///   Unknown keys are skipped silently; unknown enum values and node types are kept raw (`.unknown`).
extension JSONScanError {
    /// Whether the error is about one value's meaning rather than the JSON itself.
    var isTolerable: Bool {
        switch kind {
        case .typeMismatch, .missingKey, .invalidValue, .numberOutOfRange: true
        default: false
        }
    }
}

/// Tolerated values met while reading, aggregated by field and problem in order of first appearance.
struct ToleranceLog {
    struct Entry {
        var field: String
        var error: JSONScanError
        var count: Int
    }

    private(set) var entries: [Entry] = []
    private var indexByKey: [String: Int] = [:]
    /// How many problems were recorded, repeats included (`ValueReader.shared` keeps only values that added none).
    private(set) var recordCount = 0

    mutating func record(_ field: String, _ error: JSONScanError) {
        recordCount += 1
        let key = field + "\u{0}" + Self.problemKey(error.kind)
        if let index = indexByKey[key] {
            entries[index].count += 1
        } else {
            indexByKey[key] = entries.count
            entries.append(Entry(field: field, error: error, count: 1))
        }
    }

    /// Adds the entries of a later part of the file (a run decoded by a helper): counts add up, and a problem
    /// first met there keeps its first place there.
    mutating func merge(_ later: ToleranceLog) {
        for entry in later.entries {
            let key = entry.field + "\u{0}" + Self.problemKey(entry.error.kind)
            if let index = indexByKey[key] {
                entries[index].count += entry.count
            } else {
                indexByKey[key] = entries.count
                entries.append(entry)
            }
        }
    }

    /// Problems of one kind aggregate together (every `expected array, found object` of `fills`).
    private static func problemKey(_ kind: JSONScanError.Kind) -> String {
        switch kind {
        case .typeMismatch(let expected, let found): "type \(expected) \(found)"
        case .missingKey(let key): "missing \(key)"
        case .invalidValue(let detail): "invalid \(detail)"
        default: "other"
        }
    }
}

extension ValueReader {
    /// Reads one value with `read`; a tolerable error rewinds, skips the value (a syntax error inside it is
    /// still fatal), records it under `field` and returns `fallback`.
    mutating func tolerant<T>(_ field: String, fallback: T, _ read: (inout ValueReader) throws(JSONScanError) -> T) throws(JSONScanError) -> T {
        let start = scanner.offset
        do {
            return try read(&self)
        } catch let error where error.isTolerable {
            scanner.offset = start
            try scanner.skipValue()
            log.record(field, error)
            return fallback
        }
    }

    /// An array whose elements are read one by one; an element of an unexpected shape is dropped and
    /// recorded, the others are kept.
    mutating func readTolerantArray<T>(_ field: String, _ element: (inout ValueReader) throws(JSONScanError) -> T) throws(JSONScanError) -> [T] {
        let elements: [T?] = try readArray { (decoder: inout ValueReader) throws(JSONScanError) in
            try decoder.tolerant(field, fallback: nil) { (decoder: inout ValueReader) throws(JSONScanError) -> T? in try element(&decoder) }
        }
        return elements.compactMap { $0 }
    }

    /// A map whose values are read one by one; a value of an unexpected shape drops its entry.
    mutating func readTolerantMap<T>(_ field: String, _ value: (inout ValueReader) throws(JSONScanError) -> T) throws(JSONScanError) -> OrderedMap<T> {
        var map = OrderedMap<T>()
        if try scanner.beginObject() { return map }
        repeat {
            let key = String(decoding: try scanner.readKeyBytes(), as: UTF8.self)
            if let entry = try tolerant(field, fallback: nil, { (decoder: inout ValueReader) throws(JSONScanError) -> T? in try value(&decoder) }) {
                map.append(key, entry)
            }
        } while try scanner.nextMember()
        return map
    }
}

/// JSON must be UTF-8 (RFC 8259 §8.1). A UTF-8 byte-order mark (PowerShell and some editors write one) is
/// skipped; UTF-16 and UTF-32 are recognised — by their mark or, without one, by the zero bytes around the
/// first ASCII character (RFC 4627 §3) — and named in the error instead of a confusing syntax error.
enum TextEncoding {
    static let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Bytes to skip at the start, or the name of an encoding figgen does not read.
    static func check(_ bytes: UnsafeRawBufferPointer) -> (skip: Int, unsupported: String?) {
        let head = Array(bytes.prefix(4))
        func starts(_ prefix: [UInt8]) -> Bool { head.count >= prefix.count && Array(head.prefix(prefix.count)) == prefix }
        if starts(utf8BOM) { return (3, nil) }
        if starts([0x00, 0x00, 0xFE, 0xFF]) { return (0, "UTF-32 (big-endian)") }
        if starts([0xFF, 0xFE, 0x00, 0x00]) { return (0, "UTF-32 (little-endian)") }
        if starts([0xFE, 0xFF]) { return (0, "UTF-16 (big-endian)") }
        if starts([0xFF, 0xFE]) { return (0, "UTF-16 (little-endian)") }
        guard head.count == 4, head.contains(0) else { return (0, nil) }
        let zero = head.map { $0 == 0 }
        switch (zero[0], zero[1], zero[2], zero[3]) {
        case (true, true, true, false): return (0, "UTF-32 (big-endian)")
        case (false, true, true, true): return (0, "UTF-32 (little-endian)")
        case (true, false, true, false): return (0, "UTF-16 (big-endian)")
        case (false, true, false, true): return (0, "UTF-16 (little-endian)")
        default: return (0, nil)
        }
    }
}
