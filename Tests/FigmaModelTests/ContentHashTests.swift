import Testing
@testable import FigmaModel

/// Content hashes are recorded in manifests: slicing the read (to give a huge design's pages back as it goes)
/// must never change them.
@Suite("Content hash")
struct ContentHashTests {
    /// The hash as first written: every word in one loop, then the tail.
    static func reference(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let prime: UInt64 = 0x9E37_79B9_7F4A_7C15
        var state: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            state = (state ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* prime
            state ^= state >> 29
            offset += 8
        }
        var tail: UInt64 = 0, shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        state = (state ^ tail) &* prime
        state ^= state >> 32
        state = state &* 0xBF58_476D_1CE4_E5B9
        return state ^ (state >> 31)
    }

    @Test("read in slices, the hash is the one-pass hash; the slices cover the bytes once, in order")
    func slicedHashIsTheHash() {
        let size = ContentHash.sliceSize
        // Varied bytes, cheaply (a debug build fills 16 MB one random byte at a time slowly).
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        let words = (0..<((2 * size + 13) / 8 + 1)).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        words.withUnsafeBytes { all in
            for count in [0, 1, 7, 8, 9, 15, size - 1, size, size + 1, size + 8, 2 * size, 2 * size + 13] {
                let buffer = UnsafeRawBufferPointer(rebasing: all[0..<count])
                var slices: [Range<Int>] = []
                let hash = ContentHash.hash(buffer) { slices.append($0) }
                #expect(hash == Self.reference(buffer), "\(count) bytes")
                #expect(ContentHash.hash(buffer) == hash, "\(count) bytes")
                #expect(slices.first?.lowerBound == 0 && slices.last?.upperBound == count, "\(count) bytes: \(slices)")
                #expect(zip(slices, slices.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, "\(count) bytes: \(slices)")
                #expect(slices.dropLast().allSatisfy { $0.count == size }, "\(count) bytes: \(slices)")
            }
        }
    }
}
