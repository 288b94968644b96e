/// Why a file could not be read. Every case carries the JSON path of the offending value and, when it
/// lies inside a node, that node's id, so a user can find it: `$.document.children[2].fills[1].color:
/// expected object, found string (node 12:34)`.
public struct FigmaModelError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// Not JSON: a stray byte, a bad number or escape, trailing data.
        case malformedJSON(String)
        /// The file ends in the middle of a value.
        case truncated
        /// A string or key is not valid UTF-8.
        case invalidUTF8
        /// A value has the wrong JSON type.
        case typeMismatch(expected: String, found: String)
        /// A required field is absent.
        case missingKey(String)
        /// A value of the right type that makes no sense (e.g. a negative span).
        case invalidValue(String)
        /// Valid JSON, but neither a files nor a nodes response.
        case notAFigmaExport(String)
        /// Text in an encoding other than UTF-8 (named: `UTF-16 (little-endian)`).
        case unsupportedEncoding(String)
    }

    public var kind: Kind
    public var path: JSONPath
    public var nodeID: String?
    /// Byte offset in the input, for tools; messages use the path.
    public var byteOffset: Int

    public init(kind: Kind, path: JSONPath, nodeID: String? = nil, byteOffset: Int = 0) {
        self.kind = kind
        self.path = path
        self.nodeID = nodeID
        self.byteOffset = byteOffset
    }

    public var message: String {
        switch kind {
        case .malformedJSON(let detail): "malformed JSON: \(detail)"
        case .truncated: "unexpected end of file (truncated JSON)"
        case .invalidUTF8: "invalid UTF-8"
        case .typeMismatch(let expected, let found): "expected \(expected), found \(found)"
        case .missingKey(let key): "missing required key '\(key)'"
        case .invalidValue(let detail): detail
        case .notAFigmaExport(let detail): "not a Figma REST export: \(detail)"
        case .unsupportedEncoding(let encoding): "the file is \(encoding); figgen reads UTF-8 JSON (convert it, e.g. iconv -f \(encoding.prefix { $0 != " " }) -t UTF-8)"
        }
    }

    public var description: String {
        var text = "\(path): \(message)"
        if let nodeID { text += " (node \(nodeID))" }
        return text
    }
}
