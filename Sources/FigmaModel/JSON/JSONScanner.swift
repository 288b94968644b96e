#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failure found while reading bytes, located by byte offset. The decoder turns it into a
/// `FigmaModelError` with a JSON path (see `JSONLocator`), so the hot path never builds paths.
struct JSONScanError: Error, Equatable {
    enum Kind: Equatable {
        case unexpectedEnd
        case unexpectedByte(UInt8, expected: String)
        case invalidUTF8
        case invalidEscape
        case controlCharacterInString
        case invalidNumber
        case numberOutOfRange
        case typeMismatch(expected: String, found: String)
        case missingKey(String)
        case invalidValue(String)
        case trailingData
    }
    var kind: Kind
    /// Byte offset of the offending value (or of the object for `missingKey`).
    var offset: Int
}

/// The kind of JSON value that starts at the cursor.
enum JSONValueKind: Equatable {
    case object, array, string, number, bool, null

    var name: String {
        switch self {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }
}

/// A forward-only, validating reader over UTF-8 JSON bytes. It never recurses: nested values the
/// caller does not want are skipped with an explicit bracket stack, so any depth is safe.
struct JSONScanner {
    let base: UnsafePointer<UInt8>
    let count: Int
    var offset: Int = 0
    /// Holds unescaped string bytes; a returned view into it is valid until the next string read.
    private let scratch = ScratchBuffer()

    init(_ buffer: UnsafeRawBufferPointer) {
        if let address = buffer.baseAddress, buffer.count > 0 {
            base = address.assumingMemoryBound(to: UInt8.self)
            count = buffer.count
        } else {
            // Never dereferenced: every read checks `offset < count` first.
            base = UnsafePointer(bitPattern: 0x1)!
            count = 0
        }
    }

    // MARK: Low-level cursor

    @inline(__always)
    mutating func skipWhitespace() {
        while offset < count {
            let byte = base[offset]
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                offset += 1
            } else {
                return
            }
        }
    }

    /// The next non-whitespace byte, without consuming it.
    @inline(__always)
    mutating func peek() throws(JSONScanError) -> UInt8 {
        skipWhitespace()
        guard offset < count else { throw JSONScanError(kind: .unexpectedEnd, offset: offset) }
        return base[offset]
    }

    @inline(__always)
    mutating func expect(_ byte: UInt8, _ what: String) throws(JSONScanError) {
        let next = try peek()
        guard next == byte else {
            throw JSONScanError(kind: .unexpectedByte(next, expected: what), offset: offset)
        }
        offset += 1
    }

    mutating func peekKind() throws(JSONScanError) -> JSONValueKind {
        let byte = try peek()
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default:
            throw JSONScanError(kind: .unexpectedByte(byte, expected: "a value"), offset: offset)
        }
    }

    /// Throws a type mismatch for the value at the cursor, or a syntax error when the value is not
    /// even valid JSON there (`this` is not `true`).
    func mismatch(expected: String, found: JSONValueKind) -> JSONScanError {
        if found == .bool || found == .null {
            var probe = self
            let valid = found == .null ? (try? probe.consumeNull()) == true : (try? probe.readBool()) != nil
            if !valid {
                return JSONScanError(kind: .unexpectedByte(base[offset], expected: "a value"), offset: offset)
            }
        }
        return JSONScanError(kind: .typeMismatch(expected: expected, found: found.name), offset: offset)
    }

    /// Consumes `null` if it is next. Figma writes `null` for absent optionals (absoluteRenderBounds).
    mutating func consumeNull() throws(JSONScanError) -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        try readLiteral("null")
        return true
    }

    private mutating func readLiteral(_ literal: StaticString) throws(JSONScanError) {
        let start = offset
        let length = literal.utf8CodeUnitCount
        guard offset + length <= count else { throw JSONScanError(kind: .unexpectedEnd, offset: count) }
        let expected = literal.utf8Start
        for index in 0..<length where base[offset + index] != expected[index] {
            throw JSONScanError(kind: .unexpectedByte(base[offset + index], expected: "\(literal)"), offset: start)
        }
        offset += length
    }

    // MARK: Containers

    /// Reads `{` and returns whether the object is empty (in which case `}` was consumed too).
    mutating func beginObject(expected: String = "object") throws(JSONScanError) -> Bool {
        let kind = try peekKind()
        guard kind == .object else { throw mismatch(expected: expected, found: kind) }
        offset += 1
        if try peek() == UInt8(ascii: "}") {
            offset += 1
            return true
        }
        return false
    }

    /// After a member value: consumes `,` (returns true: another key follows) or `}` (returns false).
    mutating func nextMember() throws(JSONScanError) -> Bool {
        let byte = try peek()
        offset += 1
        if byte == UInt8(ascii: ",") { return true }
        if byte == UInt8(ascii: "}") { return false }
        offset -= 1
        throw JSONScanError(kind: .unexpectedByte(byte, expected: "',' or '}'"), offset: offset)
    }

    /// Reads `[` and returns whether the array is empty (in which case `]` was consumed too).
    mutating func beginArray(expected: String = "array") throws(JSONScanError) -> Bool {
        let kind = try peekKind()
        guard kind == .array else { throw mismatch(expected: expected, found: kind) }
        offset += 1
        if try peek() == UInt8(ascii: "]") {
            offset += 1
            return true
        }
        return false
    }

    /// After an element: consumes `,` (returns true: another element follows) or `]` (returns false).
    mutating func nextElement() throws(JSONScanError) -> Bool {
        let byte = try peek()
        offset += 1
        if byte == UInt8(ascii: ",") { return true }
        if byte == UInt8(ascii: "]") { return false }
        offset -= 1
        throw JSONScanError(kind: .unexpectedByte(byte, expected: "',' or ']'"), offset: offset)
    }

    /// Reads an object key and the following `:`. The bytes are returned unescaped only when the
    /// key has no escapes (keys in Figma files never do); escaped keys come back through `scratch`.
    mutating func readKeyBytes() throws(JSONScanError) -> UnsafeBufferPointer<UInt8> {
        let byte = try peek()
        guard byte == UInt8(ascii: "\"") else {
            throw JSONScanError(kind: .unexpectedByte(byte, expected: "a key string"), offset: offset)
        }
        let raw = try readStringBytes()
        try expect(UInt8(ascii: ":"), "':'")
        return raw
    }

    // MARK: Strings

    mutating func readString() throws(JSONScanError) -> String {
        let kind = try peekKind()
        guard kind == .string else { throw mismatch(expected: "string", found: kind) }
        return String(decoding: try readStringBytes(), as: UTF8.self)  // already validated
    }

    /// Reads a string at the cursor (which must be on `"`), validating UTF-8 and escapes.
    /// Returns the content bytes: a view into the input when there are no escapes, else `scratch`.
    mutating func readStringBytes() throws(JSONScanError) -> UnsafeBufferPointer<UInt8> {
        let quote = offset
        offset += 1
        let start = offset
        // Fast path: plain ASCII without escapes, eight bytes at a time (SWAR): stop at the first
        // word holding a quote, a backslash, a control character or a non-ASCII byte.
        while offset + 8 <= count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            let mask = JSONScanner.attentionMask(word)
            if mask != 0 {
                // The lowest flagged byte is exact: jump straight to it.
                offset += mask.trailingZeroBitCount >> 3
                break
            }
            offset += 8
        }
        while offset < count {
            let byte = base[offset]
            if byte == UInt8(ascii: "\"") {
                let result = UnsafeBufferPointer(start: base + start, count: offset - start)
                offset += 1
                return result
            }
            if byte == UInt8(ascii: "\\") || byte >= 0x80 || byte < 0x20 { break }
            offset += 1
        }
        guard offset < count else { throw JSONScanError(kind: .unexpectedEnd, offset: quote) }
        // Slow path: validate UTF-8, decode escapes.
        var hasEscapes = false
        scratch.removeAll()
        var copiedUpTo = start
        while true {
            guard offset < count else { throw JSONScanError(kind: .unexpectedEnd, offset: quote) }
            let byte = base[offset]
            if byte == UInt8(ascii: "\"") {
                let end = offset
                offset += 1
                if !hasEscapes {
                    return UnsafeBufferPointer(start: base + start, count: end - start)
                }
                scratch.append(UnsafeBufferPointer(start: base + copiedUpTo, count: end - copiedUpTo))
                return scratch.bytes
            } else if byte == UInt8(ascii: "\\") {
                if !hasEscapes { hasEscapes = true }
                scratch.append(UnsafeBufferPointer(start: base + copiedUpTo, count: offset - copiedUpTo))
                try readEscape()
                copiedUpTo = offset
            } else if byte < 0x20 {
                throw JSONScanError(kind: .controlCharacterInString, offset: offset)
            } else if byte < 0x80 {
                offset += 1
            } else {
                offset += try utf8SequenceLength(at: offset)
            }
        }
    }

    /// The high bit of each byte that is `"`, `\\`, below 0x20 or at least 0x80 (little-endian: the
    /// lowest set bit marks the first such byte exactly; bits above it may be false positives).
    @inline(__always)
    static func attentionMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let quote = hasZeroByte(word ^ (ones &* 0x22))
        let backslash = hasZeroByte(word ^ (ones &* 0x5C))
        let control = (word &- ones &* 0x20) & ~word & highs  // bytes < 0x20 (exact for ASCII words)
        return quote | backslash | control | (word & highs)
    }

    /// Validates one multi-byte UTF-8 sequence (RFC 3629: no overlongs, no surrogates, ≤ U+10FFFF).
    @inline(__always)
    private func utf8SequenceLength(at position: Int) throws(JSONScanError) -> Int {
        let lead = base[position]
        let invalid = JSONScanError(kind: .invalidUTF8, offset: position)
        func continuation(_ index: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) throws(JSONScanError) {
            guard position + index < count else { throw invalid }
            guard range.contains(base[position + index]) else { throw invalid }
        }
        switch lead {
        case 0xC2...0xDF:
            try continuation(1)
            return 2
        case 0xE0:
            try continuation(1, 0xA0...0xBF); try continuation(2)
            return 3
        case 0xE1...0xEC, 0xEE...0xEF:
            try continuation(1); try continuation(2)
            return 3
        case 0xED:
            try continuation(1, 0x80...0x9F); try continuation(2)
            return 3
        case 0xF0:
            try continuation(1, 0x90...0xBF); try continuation(2); try continuation(3)
            return 4
        case 0xF1...0xF3:
            try continuation(1); try continuation(2); try continuation(3)
            return 4
        case 0xF4:
            try continuation(1, 0x80...0x8F); try continuation(2); try continuation(3)
            return 4
        default:
            throw invalid
        }
    }

    private mutating func readEscape() throws(JSONScanError) {
        let escapeStart = offset
        offset += 1  // backslash
        guard offset < count else { throw JSONScanError(kind: .unexpectedEnd, offset: escapeStart) }
        let byte = base[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): scratch.append(0x22)
        case UInt8(ascii: "\\"): scratch.append(0x5C)
        case UInt8(ascii: "/"): scratch.append(0x2F)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHex4(escapeStart: escapeStart)
            if (0xD800...0xDBFF).contains(scalar) {
                // A high surrogate must be followed by `\u` and a low surrogate.
                guard offset + 1 < count, base[offset] == UInt8(ascii: "\\"), base[offset + 1] == UInt8(ascii: "u") else {
                    throw JSONScanError(kind: .invalidEscape, offset: escapeStart)
                }
                offset += 2
                let low = try readHex4(escapeStart: escapeStart)
                guard (0xDC00...0xDFFF).contains(low) else { throw JSONScanError(kind: .invalidEscape, offset: escapeStart) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw JSONScanError(kind: .invalidEscape, offset: escapeStart)
            }
            appendUTF8(scalar)
        default:
            throw JSONScanError(kind: .invalidEscape, offset: escapeStart)
        }
    }

    private mutating func readHex4(escapeStart: Int) throws(JSONScanError) -> UInt32 {
        guard offset + 4 <= count else { throw JSONScanError(kind: .unexpectedEnd, offset: escapeStart) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = base[offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw JSONScanError(kind: .invalidEscape, offset: escapeStart)
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | (scalar >> 6)))
            scratch.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | (scalar >> 12)))
            scratch.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            scratch.append(UInt8(0xF0 | (scalar >> 18)))
            scratch.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            scratch.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }

    // MARK: Scalars

    mutating func readBool() throws(JSONScanError) -> Bool {
        let kind = try peekKind()
        guard kind == .bool else { throw mismatch(expected: "boolean", found: kind) }
        if base[offset] == UInt8(ascii: "t") {
            try readLiteral("true")
            return true
        }
        try readLiteral("false")
        return false
    }

    mutating func readInt() throws(JSONScanError) -> Int {
        let start = offset
        let value = try readDouble()
        guard value.rounded() == value, abs(value) < 9.0e15 else {
            throw JSONScanError(kind: .typeMismatch(expected: "integer", found: "number"), offset: start)
        }
        return Int(value)
    }

    /// Reads a JSON number as the correctly rounded nearest `Double`.
    mutating func readDouble() throws(JSONScanError) -> Double {
        let kind = try peekKind()
        guard kind == .number else { throw mismatch(expected: "number", found: kind) }
        let start = offset
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var negative = false
        if base[offset] == UInt8(ascii: "-") {
            negative = true
            offset += 1
        }
        // Integer part: `0` or a non-zero digit followed by digits.
        guard offset < count, isDigit(base[offset]) else { throw numberError(start) }
        if base[offset] == UInt8(ascii: "0") {
            offset += 1
        } else {
            while offset < count, isDigit(base[offset]) {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(base[offset] &- 0x30)
                    if mantissa != 0 { digits += 1 }
                } else {
                    exponent += 1
                    digits += 1
                }
                offset += 1
            }
        }
        var exact = true
        if offset < count, base[offset] == UInt8(ascii: ".") {
            offset += 1
            guard offset < count, isDigit(base[offset]) else { throw numberError(start) }
            while offset < count, isDigit(base[offset]) {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(base[offset] &- 0x30)
                    if mantissa != 0 { digits += 1 }
                    exponent -= 1
                } else if base[offset] != UInt8(ascii: "0") {
                    exact = false
                }
                offset += 1
            }
        }
        if offset < count, base[offset] | 0x20 == UInt8(ascii: "e") {
            offset += 1
            var exponentNegative = false
            if offset < count, base[offset] == UInt8(ascii: "+") || base[offset] == UInt8(ascii: "-") {
                exponentNegative = base[offset] == UInt8(ascii: "-")
                offset += 1
            }
            guard offset < count, isDigit(base[offset]) else { throw numberError(start) }
            var explicit = 0
            while offset < count, isDigit(base[offset]) {
                if explicit < 100_000 { explicit = explicit * 10 + Int(base[offset] - 0x30) }
                offset += 1
            }
            exponent += exponentNegative ? -explicit : explicit
        }
        // Clinger's fast path: both the mantissa and the power of ten are exact doubles.
        if exact, digits <= 19, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            var value = Double(mantissa)
            value = exponent < 0 ? value / JSONScanner.powersOfTen[-exponent] : value * JSONScanner.powersOfTen[exponent]
            return negative ? -value : value
        }
        // Eisel–Lemire for the rest (Figma's 16–17-digit floats); `strtod` only when it cannot decide.
        if exact, digits <= 19, let value = EiselLemire.double(mantissa: mantissa, exponent: exponent) {
            guard value.isFinite else { throw JSONScanError(kind: .numberOutOfRange, offset: start) }
            return negative ? -value : value
        }
        let value = slowDouble(from: start, to: offset)
        guard value.isFinite else { throw JSONScanError(kind: .numberOutOfRange, offset: start) }
        return value
    }

    /// A number cut off by the end of input is a truncated file, not a malformed number.
    private func numberError(_ start: Int) -> JSONScanError {
        JSONScanError(kind: offset >= count ? .unexpectedEnd : .invalidNumber, offset: offset >= count ? offset : start)
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// The C library's correctly rounded conversion, for numbers outside the fast path.
    /// The token was validated as JSON above, so `strtod` reads exactly these bytes.
    private func slowDouble(from start: Int, to end: Int) -> Double {
        let length = end - start
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { buffer in
            for index in 0..<length { buffer[index] = CChar(bitPattern: base[start + index]) }
            buffer[length] = 0
            return strtod(buffer.baseAddress!, nil)
        }
    }

    // MARK: Skipping

    /// Skips one value of any kind and depth, validating it. Iterative: nesting depth only costs
    /// one byte of stack per level, on the heap.
    mutating func skipValue() throws(JSONScanError) {
        var closers: [UInt8] = []
        while true {
            // Read one value start.
            let kind = try peekKind()
            switch kind {
            case .string:
                _ = try readStringBytes()
            case .number:
                try skipNumber()
            case .bool:
                _ = try readBool()
            case .null:
                _ = try consumeNull()
            case .object:
                if !(try beginObject()) {
                    closers.append(UInt8(ascii: "}"))
                    _ = try readKeyBytes()
                    continue
                }
            case .array:
                if !(try beginArray()) {
                    closers.append(UInt8(ascii: "]"))
                    continue
                }
            }
            // After a value: close finished containers, or move to the next member/element.
            while let closer = closers.last {
                if closer == UInt8(ascii: "}") {
                    if try nextMember() {
                        _ = try readKeyBytes()
                        break
                    }
                } else if try nextElement() {
                    break
                }
                closers.removeLast()
            }
            if closers.isEmpty { return }
        }
    }

    /// Validates a number without converting it (values nobody reads need no `strtod`).
    mutating func skipNumber() throws(JSONScanError) {
        let start = offset
        if base[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < count, isDigit(base[offset]) else { throw numberError(start) }
        if base[offset] == UInt8(ascii: "0") {
            offset += 1
        } else {
            while offset < count, isDigit(base[offset]) { offset += 1 }
        }
        if offset < count, base[offset] == UInt8(ascii: ".") {
            offset += 1
            guard offset < count, isDigit(base[offset]) else { throw numberError(start) }
            while offset < count, isDigit(base[offset]) { offset += 1 }
        }
        if offset < count, base[offset] | 0x20 == UInt8(ascii: "e") {
            offset += 1
            if offset < count, base[offset] == UInt8(ascii: "+") || base[offset] == UInt8(ascii: "-") { offset += 1 }
            guard offset < count, isDigit(base[offset]) else { throw numberError(start) }
            while offset < count, isDigit(base[offset]) { offset += 1 }
        }
    }

    /// After the top-level value: only whitespace may remain.
    mutating func expectEnd() throws(JSONScanError) {
        skipWhitespace()
        guard offset == count else { throw JSONScanError(kind: .trailingData, offset: offset) }
    }
}

/// A growable byte buffer with a stable address between appends, owned by one scanner.
final class ScratchBuffer {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 256
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: count) }

    func removeAll() { count = 0 }

    private func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var newCapacity = capacity * 2
        while newCapacity < count + extra { newCapacity *= 2 }
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.update(from: storage, count: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }

    func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let address = source.baseAddress, source.count > 0 else { return }
        reserve(source.count)
        (storage + count).update(from: address, count: source.count)
        count += source.count
    }
}
