import Foundation

/// The manifest's JSON form: keys sorted, two-space indentation, one value per line, `\n` endings.
/// Written by hand so the bytes are the same on every platform.
extension Manifest {
    public func json() -> String {
        var root: [(String, JSONValue)] = [
            ("figgen", .number(Self.formatVersion)),
            ("input", .string(input)),
            ("options", .object(options.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
            ("files", .array(files.map { .object([("hash", .string($0.hash)), ("path", .string($0.path))]) })),
            ("declarations", .array(declarations.map(Self.encode))),
            ("layers", .array(layers.map(Self.encode))),
        ]
        if let fileName { root.append(("fileName", .string(fileName))) }
        if let fileKey { root.append(("fileKey", .string(fileKey))) }
        if let version { root.append(("version", .string(version))) }
        if let lastModified { root.append(("lastModified", .string(lastModified))) }
        var out = ""
        out.reserveCapacity(256 * (declarations.count + layers.count) + 1024)
        JSONValue.object(root.sorted { $0.0 < $1.0 }).write(to: &out, indent: 0)
        out += "\n"
        return out
    }

    private static func encode(_ entry: Entry) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("kind", .string(entry.kind)), ("swiftName", .string(entry.swiftName)), ("file", .string(entry.file)), ("line", .number(entry.line)),
        ]
        if let value = entry.nodeID { fields.append(("nodeId", .string(value))) }
        if let value = entry.componentKey { fields.append(("componentKey", .string(value))) }
        if let value = entry.figmaName { fields.append(("figmaName", .string(value))) }
        if let value = entry.page { fields.append(("page", .string(value))) }
        if let value = entry.layerPath { fields.append(("layerPath", .string(value))) }
        if let value = entry.contentHash { fields.append(("contentHash", .string(value))) }
        if let value = entry.detail { fields.append(("detail", .string(value))) }
        return .object(fields.sorted { $0.0 < $1.0 })
    }

    private static func encode(_ layer: Layer) -> JSONValue {
        .object([
            ("figmaName", .string(layer.figmaName)), ("file", .string(layer.file)), ("layerPath", .string(layer.layerPath)),
            ("line", .number(layer.line)), ("nodeId", .string(layer.nodeID)),
            ("values", .object(layer.values.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
        ])
    }

    public enum ReadError: Error, Equatable, CustomStringConvertible {
        case notJSON
        case unsupportedVersion(Int)
        case missing(String)

        public var description: String {
            switch self {
            case .notJSON: "not a figgen manifest (invalid JSON)"
            case .unsupportedVersion(let version): "manifest format \(version) is not supported by this figgen (expects \(Manifest.formatVersion))"
            case .missing(let field): "manifest is missing '\(field)'"
            }
        }
    }

    /// Reads a manifest written by `json()`.
    public init(json data: Data) throws(ReadError) {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { throw .notJSON }
        guard let version = root["figgen"] as? Int else { throw .missing("figgen") }
        guard version == Self.formatVersion else { throw .unsupportedVersion(version) }
        guard let input = root["input"] as? String else { throw .missing("input") }
        let files = (root["files"] as? [[String: Any]] ?? []).compactMap { entry -> FileEntry? in
            guard let path = entry["path"] as? String, let hash = entry["hash"] as? String else { return nil }
            return FileEntry(path: path, hash: hash)
        }
        let declarations = (root["declarations"] as? [[String: Any]] ?? []).compactMap { entry -> Entry? in
            guard let kind = entry["kind"] as? String, let name = entry["swiftName"] as? String, let file = entry["file"] as? String,
                  let line = entry["line"] as? Int else { return nil }
            return Entry(kind: kind, swiftName: name, file: file, line: line, nodeID: entry["nodeId"] as? String,
                         componentKey: entry["componentKey"] as? String, figmaName: entry["figmaName"] as? String,
                         page: entry["page"] as? String, layerPath: entry["layerPath"] as? String, contentHash: entry["contentHash"] as? String,
                         detail: entry["detail"] as? String)
        }
        let layers = (root["layers"] as? [[String: Any]] ?? []).compactMap { entry -> Layer? in
            guard let id = entry["nodeId"] as? String, let name = entry["figmaName"] as? String, let path = entry["layerPath"] as? String,
                  let file = entry["file"] as? String, let line = entry["line"] as? Int else { return nil }
            return Layer(nodeID: id, figmaName: name, layerPath: path, file: file, line: line, values: entry["values"] as? [String: String] ?? [:])
        }
        self.init(input: input, fileKey: root["fileKey"] as? String, fileName: root["fileName"] as? String, version: root["version"] as? String,
                  lastModified: root["lastModified"] as? String, options: root["options"] as? [String: String] ?? [:],
                  files: files, declarations: declarations, layers: layers)
    }
}

/// A minimal JSON writer: ordered objects, strings, integers.
enum JSONValue {
    case string(String)
    case number(Int)
    case array([JSONValue])
    case object([(String, JSONValue)])

    func write(to out: inout String, indent: Int) {
        switch self {
        case .string(let value):
            Self.appendQuoted(value, to: &out)
        case .number(let value):
            out += String(value)
        case .array(let values):
            if values.isEmpty { out += "[]"; return }
            out += "[\n"
            for (position, value) in values.enumerated() {
                Self.appendIndent(indent + 1, to: &out)
                value.write(to: &out, indent: indent + 1)
                out += position == values.count - 1 ? "\n" : ",\n"
            }
            Self.appendIndent(indent, to: &out)
            out += "]"
        case .object(let fields):
            if fields.isEmpty { out += "{}"; return }
            out += "{\n"
            for (position, field) in fields.enumerated() {
                Self.appendIndent(indent + 1, to: &out)
                Self.appendQuoted(field.0, to: &out)
                out += ": "
                field.1.write(to: &out, indent: indent + 1)
                out += position == fields.count - 1 ? "\n" : ",\n"
            }
            Self.appendIndent(indent, to: &out)
            out += "}"
        }
    }

    /// Two spaces per level, appended without building a temporary string.
    private static func appendIndent(_ level: Int, to out: inout String) {
        for _ in 0..<level { out += "  " }
    }

    /// Appends a JSON string literal; most strings need no escaping and are copied whole.
    static func appendQuoted(_ value: String, to out: inout String) {
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            out += "\""
            out += value
            out += "\""
        } else {
            out += quote(value)
        }
    }

    static func quote(_ value: String) -> String {
        // Most strings need no escaping: copy them whole.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) { return "\"" + value + "\"" }
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
