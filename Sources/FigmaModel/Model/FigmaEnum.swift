#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Figma string enum that is open to values newer than this reader: every enum has an
/// `unknown(String)` case that keeps the raw value, so a new Figma feature never fails a file.
public protocol FigmaEnum: Hashable, Sendable, CustomStringConvertible {
    /// Known raw values in the spec's order.
    static var knownCases: [(raw: String, value: Self)] { get }
    static func unknown(_ raw: String) -> Self
    /// The raw value when this is the `unknown` case.
    var unknownRaw: String? { get }
}

extension FigmaEnum {
    public init(raw: String) {
        self = Self.knownCases.first { $0.raw == raw }?.value ?? Self.unknown(raw)
    }

    init(rawBytes bytes: UnsafeBufferPointer<UInt8>) {
        let first = bytes.first
        for (raw, value) in Self.knownCases where raw.utf8.count == bytes.count && raw.utf8.first == first {
            let equal = raw.utf8.withContiguousStorageIfAvailable { known in
                memcmp(known.baseAddress!, bytes.baseAddress!, bytes.count) == 0
            } ?? raw.utf8.elementsEqual(bytes)
            if equal {
                self = value
                return
            }
        }
        self = Self.unknown(String(decoding: bytes, as: UTF8.self))
    }

    /// The raw string as it appears in the JSON.
    public var rawValue: String {
        if let raw = unknownRaw { return raw }
        return Self.knownCases.first { $0.value == self }?.raw ?? ""
    }

    public var isUnknown: Bool { unknownRaw != nil }

    public var description: String { rawValue }
}
