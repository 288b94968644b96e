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
        var fields: [(String, JSONValue)] = [
            ("figmaName", .string(layer.figmaName)), ("file", .string(layer.file)), ("layerPath", .string(layer.layerPath)),
            ("line", .number(layer.line)),
        ]
        if !layer.lines.isEmpty { fields.append(("lines", .object(layer.lines.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) }))) }
        fields += [("nodeId", .string(layer.nodeID)), ("values", .object(layer.values.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))]
        return .object(fields)
    }

    /// Why a manifest cannot be trusted. A manifest decides what figgen may overwrite and delete, and what
    /// `check` compares, so anything malformed is an error — never an empty manifest, never parity.
    public enum ReadError: Error, Equatable, CustomStringConvertible {
        case notJSON
        case unsupportedVersion(Int)
        case missing(String)
        /// A value of the wrong type or shape, or one that breaks a rule (an unsafe path, a file no
        /// entry of `files` lists), at a JSON path: `$.files[2].path`.
        case invalid(path: String, problem: String)

        public var description: String {
            switch self {
            case .notJSON: "not a figgen manifest (invalid JSON)"
            case .unsupportedVersion(let version): "manifest format \(version) is not supported by this figgen (expects \(Manifest.formatVersion))"
            case .missing(let field): "manifest is missing '\(field)'"
            case .invalid(let path, let problem): "invalid manifest: \(path): \(problem)"
            }
        }
    }

    /// Reads a manifest written by `json()`, checking it against the schema `json()` writes: types,
    /// required keys, hashes, safe relative paths, and that every declaration and layer names a listed file.
    public init(json data: Data) throws(ReadError) {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { throw .notJSON }
        guard let version = root["figgen"] else { throw .missing("figgen") }
        guard let number = version as? Int else { throw .invalid(path: "$.figgen", problem: "expected a format number") }
        guard number == Self.formatVersion else { throw .unsupportedVersion(number) }
        let reader = SchemaReader(root: root, path: "$")
        let input = try reader.string("input")
        let options = try reader.stringMap("options")
        var paths = Set<String>()
        let files = try reader.array("files") { (entry: inout SchemaReader) throws(ReadError) -> FileEntry in
            let path = try entry.string("path")
            if let problem = ManifestPath.problem(path) { throw .invalid(path: entry.path + ".path", problem: problem) }
            guard paths.insert(path).inserted else { throw .invalid(path: entry.path + ".path", problem: "'\(path)' is listed twice") }
            let hash = try entry.string("hash")
            guard hash.utf8.count == 16, hash.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
                throw .invalid(path: entry.path + ".hash", problem: "expected 16 lower-case hex digits")
            }
            return FileEntry(path: path, hash: hash)
        }
        let declarations = try reader.array("declarations") { (entry: inout SchemaReader) throws(ReadError) -> Entry in
            let file = try entry.listedFile("file", in: paths)
            return Entry(kind: try entry.string("kind"), swiftName: try entry.string("swiftName"), file: file, line: try entry.line("line"),
                         nodeID: try entry.optionalString("nodeId"), componentKey: try entry.optionalString("componentKey"),
                         figmaName: try entry.optionalString("figmaName"), page: try entry.optionalString("page"),
                         layerPath: try entry.optionalString("layerPath"), contentHash: try entry.optionalString("contentHash"),
                         detail: try entry.optionalString("detail"))
        }
        let layers = try reader.array("layers") { (entry: inout SchemaReader) throws(ReadError) -> Layer in
            let file = try entry.listedFile("file", in: paths)
            return Layer(nodeID: try entry.string("nodeId"), figmaName: try entry.string("figmaName"), layerPath: try entry.string("layerPath"),
                         file: file, line: try entry.line("line"), values: try entry.stringMap("values"), lines: try entry.optionalLineMap("lines"))
        }
        self.init(input: input, fileKey: try reader.optionalString("fileKey"), fileName: try reader.optionalString("fileName"),
                  version: try reader.optionalString("version"), lastModified: try reader.optionalString("lastModified"),
                  options: options, files: files, declarations: declarations, layers: layers)
    }
}

/// Reads one JSON object of a manifest by the schema, naming the JSON path of the first violation.
private struct SchemaReader {
    let root: [String: Any]
    let path: String

    init(root: [String: Any], path: String) {
        self.root = root
        self.path = path
    }

    private func value(_ key: String) throws(Manifest.ReadError) -> Any {
        guard let value = root[key], !(value is NSNull) else {
            throw path == "$" ? .missing(key) : .invalid(path: path, problem: "missing '\(key)'")
        }
        return value
    }

    func string(_ key: String) throws(Manifest.ReadError) -> String {
        guard let text = try value(key) as? String else { throw .invalid(path: "\(path).\(key)", problem: "expected a string") }
        return text
    }

    func optionalString(_ key: String) throws(Manifest.ReadError) -> String? {
        guard root[key] != nil else { return nil }
        return try string(key)
    }

    func line(_ key: String) throws(Manifest.ReadError) -> Int {
        let raw = try value(key)
        guard let number = raw as? Int, number >= 1 else { throw .invalid(path: "\(path).\(key)", problem: "expected a line number") }
        return number
    }

    func optionalLineMap(_ key: String) throws(Manifest.ReadError) -> [String: Int] {
        guard root[key] != nil else { return [:] }
        guard let object = try value(key) as? [String: Any] else { throw .invalid(path: "\(path).\(key)", problem: "expected an object") }
        var result: [String: Int] = [:]
        for (name, value) in object {
            guard let line = value as? Int, line >= 1 else { throw .invalid(path: "\(path).\(key).\(name)", problem: "expected a line number") }
            result[name] = line
        }
        return result
    }

    func stringMap(_ key: String) throws(Manifest.ReadError) -> [String: String] {
        guard let object = try value(key) as? [String: Any] else { throw .invalid(path: "\(path).\(key)", problem: "expected an object") }
        var result: [String: String] = [:]
        for (name, value) in object {
            guard let text = value as? String else { throw .invalid(path: "\(path).\(key).\(name)", problem: "expected a string") }
            result[name] = text
        }
        return result
    }

    /// A file name that `files` lists: every record must point at a file figgen wrote.
    func listedFile(_ key: String, in files: Set<String>) throws(Manifest.ReadError) -> String {
        let file = try string(key)
        guard files.contains(file) else { throw .invalid(path: "\(path).\(key)", problem: "'\(file)' is not listed in files") }
        return file
    }

    func array<T>(_ key: String, _ element: (inout SchemaReader) throws(Manifest.ReadError) -> T) throws(Manifest.ReadError) -> [T] {
        guard let items = try value(key) as? [Any] else { throw .invalid(path: "\(path).\(key)", problem: "expected an array") }
        var result: [T] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let itemPath = "\(path).\(key)[\(index)]"
            guard let object = item as? [String: Any] else { throw .invalid(path: itemPath, problem: "expected an object") }
            var reader = SchemaReader(root: object, path: itemPath)
            result.append(try element(&reader))
        }
        return result
    }
}

/// The rule for paths figgen writes, reads back from a manifest, or deletes: relative to the output folder
/// and unable to leave it by spelling alone (the file system part — links — is checked where files are
/// written). One rule for generated names and manifest entries.
public enum ManifestPath {
    /// File systems allow 255 bytes per name.
    public static let maximumNameLength = 255
    public static let maximumPathLength = 1024

    /// Why `path` is not a safe relative path, or nil when it is.
    public static func problem(_ path: String) -> String? {
        if path.isEmpty { return "empty path" }
        if path.utf8.count > maximumPathLength { return "path longer than \(maximumPathLength) bytes" }
        if path.hasPrefix("/") { return "absolute path '\(path)'" }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" || UntrustedText.isHidden($0) || UntrustedText.isLineBreak($0) }) {
            return "control character or backslash in '\(UntrustedText.forTerminal(path))'"
        }
        for segment in path.split(separator: "/", omittingEmptySubsequences: false) {
            if segment.isEmpty { return "empty segment in '\(path)'" }
            if segment == "." || segment == ".." { return "'\(segment)' in '\(path)' leaves or names the folder" }
            if segment.utf8.count > maximumNameLength { return "a name in '\(path.prefix(80))…' is longer than \(maximumNameLength) bytes" }
        }
        return nil
    }
}

/// A minimal JSON writer: ordered objects, strings, integers.
enum JSONValue {
    case string(String)
    case number(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    func write(to out: inout String, indent: Int) {
        switch self {
        case .string(let value):
            Self.appendQuoted(value, to: &out)
        case .number(let value):
            out += String(value)
        case .bool(let value):
            out += value ? "true" : "false"
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
        if !JSONText.needsEscaping(value) {
            out += "\""
            out += value
            out += "\""
        } else {
            out += quote(value)
        }
    }

    static func quote(_ value: String) -> String { JSONText.quoted(value) }
}

/// JSON string literals for the files figgen writes itself (the manifest, fetch's index and marker): the same
/// bytes on every platform, unlike JSONSerialization's.
public enum JSONText {
    /// `value` as a JSON string literal. Control characters, DEL and the two Unicode line separators are
    /// escaped, so the text stays one line in any viewer.
    /// Whether `value` has a byte that may need escaping (0xE2 starts U+2028/2029; most strings have none).
    static func needsEscaping(_ value: String) -> Bool {
        value.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }
    }

    public static func quoted(_ value: String) -> String {
        // Most strings need no escaping: copy them whole.
        if !needsEscaping(value) { return "\"" + value + "\"" }
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 {
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
