import Foundation

/// Finds a design name, Swift symbol, node id or Figma URL in a manifest: the naming bridge between
/// designers and developers. Pure: the caller reads the manifest.
public enum Lookup {
    public struct Match: Equatable, Sendable {
        public var swiftName: String
        public var kind: String
        public var file: String
        public var line: Int
        public var figmaName: String?
        public var nodeID: String?
        public var page: String?
        public var layerPath: String?
        public var figmaURL: String?
    }

    /// What a query was read as.
    public enum Query: Equatable, Sendable {
        case nodeID(String)
        case name(String)
    }

    /// `1:23`, `1-23`, `I1:2;3:4`, a Figma URL with `node-id=1-23`, or a name (Figma or Swift).
    public static func parse(_ text: String) -> Query {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let url = URLComponents(string: trimmed), url.scheme?.hasPrefix("http") == true,
           let nodeID = url.queryItems?.first(where: { $0.name == "node-id" })?.value {
            return .nodeID(nodeID.replacingOccurrences(of: "-", with: ":"))
        }
        let nodePattern = #"^I?[0-9]+[:\-][0-9]+(;[0-9]+[:\-][0-9]+)*$"#
        if trimmed.range(of: nodePattern, options: .regularExpression) != nil {
            return .nodeID(trimmed.replacingOccurrences(of: "-", with: ":"))
        }
        return .name(trimmed)
    }

    public static func find(_ text: String, in manifest: Manifest) -> [Match] {
        let query = parse(text)
        var matches: [Match] = []
        for entry in manifest.declarations where entry.kind != "support" {
            let hit: Bool = switch query {
            case .nodeID(let id): entry.nodeID == id
            case .name(let name): entry.swiftName == name || entry.figmaName == name || entry.layerPath == name
                || normalized(entry.figmaName) == normalized(name) || entry.swiftName.split(separator: ".").last.map(String.init) == name && entry.kind != "property"
            }
            if hit { matches.append(match(entry, manifest: manifest)) }
        }
        if matches.isEmpty {
            // Layers that are not declarations (containers, texts): by node id or by name.
            for layer in manifest.layers {
                let hit: Bool = switch query {
                case .nodeID(let id): layer.nodeID == id
                case .name(let name): layer.figmaName == name || layer.layerPath == name
                }
                if hit {
                    matches.append(Match(swiftName: Manifest.typeName(ofFile: layer.file), kind: "layer", file: layer.file, line: layer.line,
                                         figmaName: layer.figmaName, nodeID: layer.nodeID, page: nil, layerPath: layer.layerPath,
                                         figmaURL: url(manifest.fileKey, layer.nodeID)))
                }
            }
        }
        return matches.sorted { ($0.file, $0.line, $0.swiftName) < ($1.file, $1.line, $1.swiftName) }
    }

    /// Up to `limit` names closest to the query (edit distance, case-insensitive), for "did you mean".
    public static func suggestions(for text: String, in manifest: Manifest, limit: Int = 5) -> [String] {
        let query = text.lowercased()
        var names = Set<String>()
        for entry in manifest.declarations where entry.kind != "support" {
            names.insert(entry.swiftName)
            if let figmaName = entry.figmaName { names.insert(figmaName) }
        }
        for layer in manifest.layers { names.insert(layer.figmaName) }
        // A name scores its best match as a whole or by any of its words (`ListItm` is close to `ListItem`).
        let scored = names.map { name -> (name: String, distance: Int) in
            let lowered = name.lowercased()
            let words = lowered.split { $0 == "/" || $0 == "_" || $0 == " " || $0 == "." }.map(String.init)
            return (name, ([lowered] + words).map { editDistance(query, $0) }.min() ?? Int.max)
        }
        let threshold = max(3, query.count / 2)
        return scored.filter { $0.distance <= threshold || $0.name.lowercased().contains(query) }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(limit).map(\.name)
    }

    private static func match(_ entry: Manifest.Entry, manifest: Manifest) -> Match {
        Match(swiftName: entry.swiftName, kind: entry.kind, file: entry.file, line: entry.line, figmaName: entry.figmaName,
              nodeID: entry.nodeID, page: entry.page, layerPath: entry.layerPath, figmaURL: entry.nodeID.flatMap { url(manifest.fileKey, $0) })
    }

    /// `https://www.figma.com/design/<key>/?node-id=1-23` when the file key is known.
    static func url(_ fileKey: String?, _ nodeID: String) -> String? {
        guard let fileKey, !fileKey.isEmpty else { return nil }
        let id = nodeID.replacingOccurrences(of: ":", with: "-")
        return "https://www.figma.com/design/\(fileKey)/?node-id=\(id.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? id)"
    }

    /// Names compared without case, spaces around `/`, or punctuation: `button / primary` ≈ `Button/Primary`.
    private static func normalized(_ name: String?) -> String? {
        name.map { $0.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "/" } }
    }


    static func editDistance(_ a: String, _ b: String) -> Int {
        let left = Array(a), right = Array(b)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        for (i, l) in left.enumerated() {
            var current = [i + 1] + [Int](repeating: 0, count: right.count)
            for (j, r) in right.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (l == r ? 0 : 1))
            }
            previous = current
        }
        return previous[right.count]
    }
}
