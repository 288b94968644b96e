#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Figma string enum that is open to values newer than this reader: every enum has an
/// `unknown(UnknownValue)` case that keeps the raw value, so a new Figma feature never fails a file.
public protocol FigmaEnum: Hashable, Sendable, CustomStringConvertible {
    /// Known raw values in the spec's order.
    static var knownCases: [(raw: String, value: Self)] { get }
    static func unknown(_ value: UnknownValue) -> Self
    /// The raw value when this is the `unknown` case.
    var unknownRaw: String? { get }
}

extension FigmaEnum {
    public init(raw: String) {
        self = Self.knownCases.first { $0.raw == raw }?.value ?? Self.unknown(UnknownValue(raw))
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
        self = Self.unknown(UnknownValue(String(decoding: bytes, as: UTF8.self)))
    }

    /// The raw string as it appears in the JSON.
    public var rawValue: String {
        if let raw = unknownRaw { return raw }
        return Self.knownCases.first { $0.value == self }?.raw ?? ""
    }

    public var isUnknown: Bool { unknownRaw != nil }

    public var description: String { rawValue }
}

/// A value a Figma enum does not know (a newer Figma's), kept as the export spells it. A reference, not a string:
/// an enum that may hold one is then one word instead of two, and a node has a dozen enum fields.
public final class UnknownValue: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let raw: String

    public init(_ raw: String) {
        self.raw = raw
    }

    public convenience init(stringLiteral raw: String) {
        self.init(raw)
    }

    public var description: String { raw }

    public static func == (lhs: UnknownValue, rhs: UnknownValue) -> Bool { lhs.raw == rhs.raw }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(raw)
    }
}
