/// A public, forward-only view of the validating scanner, for the other JSON files figgen reads itself
/// (the manifest): no object graph, any depth, every byte validated. The caller walks the structure with
/// `beginObject`/`readKey`/`nextMember` and `beginArray`/`nextElement`, as the Figma reader does.
public struct JSONCursor {
    /// Why the bytes are not the JSON the caller expected, at a byte offset.
    public struct Failure: Error, Equatable {
        public var message: String
        public var offset: Int
    }

    public enum Kind: Equatable, Sendable {
        case object, array, string, number, bool, null
    }

    private var scanner: JSONScanner

    /// Walks `bytes` (a UTF-8 byte-order mark is skipped). The cursor is valid only inside `body`.
    public static func read<Result, Problem: Error>(_ bytes: UnsafeRawBufferPointer, _ body: (inout JSONCursor) throws(Problem) -> Result) throws(Problem) -> Result {
        let skip = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var cursor = JSONCursor(scanner: JSONScanner(UnsafeRawBufferPointer(rebasing: bytes[skip...])))
        return try body(&cursor)
    }

    public var offset: Int { scanner.offset }

    public mutating func kind() throws(Failure) -> Kind {
        switch try run({ (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.peekKind() }) {
        case .object: .object
        case .array: .array
        case .string: .string
        case .number: .number
        case .bool: .bool
        case .null: .null
        }
    }

    /// Reads `{`; true when the object is empty (its `}` is read too).
    public mutating func beginObject() throws(Failure) -> Bool {
        try run { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.beginObject() }
    }

    /// Reads a member's key and its `:`.
    public mutating func readKey() throws(Failure) -> String {
        try run { (scanner: inout JSONScanner) throws(JSONScanError) in String(decoding: try scanner.readKeyBytes(), as: UTF8.self) }
    }

    /// After a member's value: true when another member follows.
    public mutating func nextMember() throws(Failure) -> Bool {
        try run { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.nextMember() }
    }

    /// Reads `[`; true when the array is empty (its `]` is read too).
    public mutating func beginArray() throws(Failure) -> Bool {
        try run { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.beginArray() }
    }

    /// After an element: true when another element follows.
    public mutating func nextElement() throws(Failure) -> Bool {
        try run { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.nextElement() }
    }

    public mutating func readString() throws(Failure) -> String {
        try run { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.readString() }
    }

    /// A whole number (a fraction or a value beyond ±9e15 is a failure).
    public mutating func readInt() throws(Failure) -> Int {
        try run { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.readInt() }
    }

    public mutating func readBool() throws(Failure) -> Bool {
        try run { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.readBool() }
    }

    /// Skips one value of any kind and depth, validating it.
    public mutating func skipValue() throws(Failure) {
        try run { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.skipValue() }
    }

    /// After the top-level value: only whitespace may remain.
    public mutating func expectEnd() throws(Failure) {
        try run { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.expectEnd() }
    }

    private mutating func run<T>(_ step: (inout JSONScanner) throws(JSONScanError) -> T) throws(Failure) -> T {
        do {
            return try step(&scanner)
        } catch {
            throw Failure(message: Self.message(error.kind), offset: error.offset)
        }
    }

    private static func message(_ kind: JSONScanError.Kind) -> String {
        switch kind {
        case .unexpectedEnd: "unexpected end of the file"
        case .unexpectedByte(_, let expected): "expected \(expected)"
        case .invalidUTF8: "invalid UTF-8"
        case .invalidEscape: "invalid escape sequence in string"
        case .controlCharacterInString: "unescaped control character in string"
        case .invalidNumber: "invalid number"
        case .numberOutOfRange: "number out of range"
        case .typeMismatch(let expected, let found): "expected \(expected), found \(found)"
        case .missingKey(let key): "missing '\(key)'"
        case .invalidValue(let detail): detail
        case .trailingData: "unexpected data after the top-level value"
        }
    }
}
