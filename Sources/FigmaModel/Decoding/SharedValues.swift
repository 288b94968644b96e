#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The values most recently read for one field (fills and strokes, or text styles), with the JSON bytes each was
/// read from, so that layers which repeat a value byte for byte share one copy of it and it is read once. Designs
/// repeat fills and text styles from layer to layer (a palette, a type scale): a frame of a million rows otherwise
/// holds a million equal `[Paint]` arrays (230 bytes each) and text styles (360 bytes each).
///
/// Sound because a kept value is an array or object that ends on its closing bracket: such a value's extent is
/// fixed by its own bytes, so when the input at the cursor begins with a kept value's bytes, reading it would read
/// exactly those bytes and give an equal value. Values whose reading recorded a tolerated problem are not kept
/// (`ValueReader.shared`), so every copy of one is read and counted. The kept spans point into the bytes being
/// decoded, which outlive the reader that owns them.
struct SharedValues<Value> {
    private var kept: [(bytes: UnsafeRawBufferPointer, value: Value)] = []
    /// The slot the next new value replaces once all are taken (oldest first).
    private var next = 0

    /// How many values are kept: enough for the few a run of sibling layers alternates between.
    static var capacity: Int { 8 }
    /// Longer values are rarely repeated byte for byte, and comparing them would cost more than it saves.
    static var maximumLength: Int { 1024 }

    /// The kept value whose bytes begin `input`, with their length.
    func value(startingAt input: UnsafeRawBufferPointer) -> (Value, Int)? {
        guard let base = input.baseAddress else { return nil }
        for entry in kept where entry.bytes.count <= input.count {
            // Equal values' bytes differ mostly near their ends (the colour, the size): their last word first.
            let count = entry.bytes.count, keptBase = entry.bytes.baseAddress!
            if keptBase.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self),
               memcmp(keptBase, base, count) == 0 {
                return (entry.value, count)
            }
        }
        return nil
    }

    /// Keeps `value`, read from `bytes`, when it ends on its closing bracket (see the type's comment).
    mutating func keep(_ value: Value, readFrom bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= 8, bytes.count <= Self.maximumLength, let last = bytes.last, last == UInt8(ascii: "]") || last == UInt8(ascii: "}"),
              bytes[0] == UInt8(ascii: "[") || bytes[0] == UInt8(ascii: "{") else { return }
        if kept.count < Self.capacity {
            kept.append((bytes, value))
        } else {
            kept[next] = (bytes, value)
            next = (next + 1) % Self.capacity
        }
    }
}

/// One reader's `SharedValues` for a field: a reference, so the reader can use it while it reads (a key path into
/// the reader would be followed on every value read). Each reader makes its own (helpers decoding runs each have theirs).
final class SharedValuesBox<Value>: @unchecked Sendable {
    @exclusivity(unchecked) var values = SharedValues<Value>()
}

extension ValueReader {
    /// The value at the cursor: a kept equal one when the input repeats its bytes (the cursor then moves past
    /// them), else read with `read` and kept (see `SharedValues`).
    mutating func shared<Value>(_ cache: SharedValuesBox<Value>,
                                _ read: (inout ValueReader) throws(JSONScanError) -> Value) throws(JSONScanError) -> Value {
        scanner.skipWhitespace()
        let start = scanner.offset
        let rest = UnsafeRawBufferPointer(start: scanner.base + start, count: scanner.count - start)
        if let (value, length) = cache.values.value(startingAt: rest) {
            scanner.offset = start + length
            return value
        }
        let recorded = log.recordCount
        let value = try read(&self)
        // A value with a tolerated problem is read again at every copy, so each copy is counted.
        guard log.recordCount == recorded else { return value }
        cache.values.keep(value, readFrom: UnsafeRawBufferPointer(start: scanner.base + start, count: scanner.offset - start))
        return value
    }
}
