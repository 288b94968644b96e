import Foundation

/// A file's text as pieces that, one after another, are the whole text. A huge generated file (a screen with a
/// million layers is hundreds of MB of Swift) is written, hashed and compared piece by piece: never joined into
/// one string, which would hold it twice while joining.
public struct FileText: Equatable, Sendable, CustomStringConvertible {
    public private(set) var pieces: [String]

    public init(_ text: String) {
        pieces = [text]
    }

    public init(pieces: [String]) {
        self.pieces = pieces.isEmpty ? [""] : pieces
    }

    /// The text in one string (for small files, reports and tests).
    public var joined: String {
        pieces.count == 1 ? pieces[0] : pieces.joined()
    }

    public var description: String { joined }

    /// Calls `body` with each piece's UTF-8 bytes, in order, borrowing the strings' own storage.
    public func forEachPiece(_ body: (UnsafeRawBufferPointer) -> Void) {
        for var piece in pieces {
            // Native strings are contiguous UTF-8: this borrows their storage.
            piece.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
    }

    /// FNV-1a 64 of the bytes, as the manifest records a file's (`Manifest.hash`).
    public var hash: String {
        var hasher = Manifest.PieceHasher()
        forEachPiece { hasher.add($0) }
        return hasher.hex
    }

    /// The same bytes, however the two are cut into pieces (not Unicode equivalence: a file is its bytes). A text
    /// compared with itself (`check` on a file on disk that is the generated one) is not read at all.
    public static func == (lhs: FileText, rhs: FileText) -> Bool {
        var left = lhs.pieces[...], right = rhs.pieces[...]
        // Offsets into the first piece of each side not yet compared.
        var leftOffset = 0, rightOffset = 0
        while true {
            while let first = left.first, leftOffset == first.utf8.count {
                left = left.dropFirst()
                leftOffset = 0
            }
            while let first = right.first, rightOffset == first.utf8.count {
                right = right.dropFirst()
                rightOffset = 0
            }
            guard var a = left.first, var b = right.first else { return left.isEmpty && right.isEmpty }
            let same = a.withUTF8 { a in
                b.withUTF8 { b in
                    let count = min(a.count - leftOffset, b.count - rightOffset)
                    defer { (leftOffset, rightOffset) = (leftOffset + count, rightOffset + count) }
                    return (a.baseAddress! + leftOffset == b.baseAddress! + rightOffset) || memcmp(a.baseAddress! + leftOffset, b.baseAddress! + rightOffset, count) == 0
                }
            }
            guard same else { return false }
        }
    }
}

extension String {
    /// The same text in storage of its own size: a string built by appending has up to twice the room it uses,
    /// and one kept by the hundred thousand (a streamed container's groups) would hold that room all along.
    var compacted: String {
        var copy = self
        return copy.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                _ = buffer.initialize(fromContentsOf: bytes)
                return bytes.count
            }
        }
    }
}
