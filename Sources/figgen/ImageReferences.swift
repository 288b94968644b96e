import Foundation

extension FetchCommand {
    /// The values of every `"imageRef"` and `"gifRef"` in the export's bytes: the image fills it uses,
    /// wherever they sit (fills, strokes, backgrounds, text style overrides, override tables). Read from the
    /// bytes rather than the model so that no place a paint can hide is missed; the result only filters the
    /// images endpoint's list, so a stray match costs nothing.
    static func imageReferences(in json: Data) -> Set<String> {
        var references: Set<String> = []
        let keys = [Array("\"imageRef\"".utf8), Array("\"gifRef\"".utf8)]
        json.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let bytes = buffer.bindMemory(to: UInt8.self)
            let count = bytes.count
            var index = 0
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
            while index < count {
                guard bytes[index] == UInt8(ascii: "\"") else { index += 1; continue }
                guard let key = keys.first(where: { key in index + key.count <= count && key.indices.allSatisfy { bytes[index + $0] == key[$0] } }) else {
                    index += 1
                    continue
                }
                var cursor = index + key.count
                while cursor < count, isSpace(bytes[cursor]) { cursor += 1 }
                guard cursor < count, bytes[cursor] == UInt8(ascii: ":") else { index += 1; continue }
                cursor += 1
                while cursor < count, isSpace(bytes[cursor]) { cursor += 1 }
                guard cursor < count, bytes[cursor] == UInt8(ascii: "\"") else { index = cursor; continue }
                cursor += 1
                let start = cursor
                while cursor < count, bytes[cursor] != UInt8(ascii: "\""), bytes[cursor] != UInt8(ascii: "\\"), cursor - start <= 256 { cursor += 1 }
                if cursor < count, bytes[cursor] == UInt8(ascii: "\"") {
                    references.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self))
                }
                index = cursor
            }
        }
        return references
    }
}
