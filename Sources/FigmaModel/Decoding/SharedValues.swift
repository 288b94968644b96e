/// Decoded values by the JSON bytes they were read from, so that layers which repeat the same value hold one
/// copy of it. Designs repeat fills and text styles everywhere (a palette, a type scale): a frame of a million
/// rows otherwise holds a million equal `[Paint]` arrays (230 bytes each) and text styles (360 bytes each).
///
/// Sound because decoding is a function of the bytes alone: equal bytes give equal values. Every copy is still
/// read (`ValueReader.shared` looks the value up after reading it), so a tolerated problem in it is recorded at
/// each copy, and the copy read is freed at once: its memory serves the next layer. The keys point into the
/// bytes being decoded, which outlive the reader that owns the cache.
struct SharedValues<Value> {
    private var values: [Key: Value] = [:]

    /// Values longer than this are rarely repeated byte for byte, and hashing them would cost more than it saves.
    static var maximumLength: Int { 1024 }
    /// Enough for the styles of a real design; past it new values are no longer kept (the kept ones still serve).
    static var capacity: Int { 4096 }

    /// The kept value equal to the one read from `bytes`, or `value` (kept from now on, when there is room).
    mutating func share(_ value: Value, readFrom bytes: UnsafeRawBufferPointer) -> Value {
        guard bytes.count <= Self.maximumLength, let base = bytes.baseAddress else { return value }
        let key = Key(base: base, count: bytes.count)
        if let kept = values[key] { return kept }
        if values.count < Self.capacity { values[key] = value }
        return value
    }

    /// A span of the input. Hashed by one pass over its 8-byte words (a multiply-rotate mix: these are short,
    /// and the `Hasher` below seeds it per process), compared byte for byte.
    private struct Key: Hashable {
        let base: UnsafeRawPointer
        let count: Int

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.count == rhs.count && (lhs.base == rhs.base || memcmpEqual(lhs.base, rhs.base, lhs.count))
        }

        func hash(into hasher: inout Hasher) {
            var state = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
            var offset = 0
            while offset + 8 <= count {
                state = (state ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                state = (state << 29) | (state >> 35)
                offset += 8
            }
            while offset < count {
                state = (state ^ UInt64(base.load(fromByteOffset: offset, as: UInt8.self))) &* 0xC4CE_B9FE_1A85_EC53
                offset += 1
            }
            hasher.combine(state)
        }
    }
}

/// Whether `count` bytes at `lhs` and `rhs` are equal (8 at a time; FigmaModel does not import the C library).
private func memcmpEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, _ count: Int) -> Bool {
    var offset = 0
    while offset + 8 <= count {
        if lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
        offset += 8
    }
    while offset < count {
        if lhs.load(fromByteOffset: offset, as: UInt8.self) != rhs.load(fromByteOffset: offset, as: UInt8.self) { return false }
        offset += 1
    }
    return true
}

extension ValueReader {
    /// Reads one value with `read` and returns the kept equal value when `cache` has one (see `SharedValues`).
    mutating func shared<Value>(_ cache: WritableKeyPath<ValueReader, SharedValues<Value>>,
                                _ read: (inout ValueReader) throws(JSONScanError) -> Value) throws(JSONScanError) -> Value {
        let start = scanner.offset
        let value = try read(&self)
        let bytes = UnsafeRawBufferPointer(start: scanner.base + start, count: scanner.offset - start)
        return self[keyPath: cache].share(value, readFrom: bytes)
    }
}
