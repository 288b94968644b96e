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

    /// Queries longer than this are refused: no design name is that long, and suggestions must stay fast.
    public static let maximumQueryLength = 256
    /// Suggestions are at most this many edits away: further is not a typo.
    static let maximumSuggestionDistance = 8

    /// Up to `limit` names closest to the query (edit distance, case-insensitive), for "did you mean".
    /// Bounded: the distance is computed in a band of `maximumSuggestionDistance` and names are compared by
    /// their first `maximumQueryLength` characters, so a hostile manifest cannot make this slow.
    public static func suggestions(for text: String, in manifest: Manifest, limit: Int = 5) -> [String] {
        let query = Array(text.lowercased().prefix(maximumQueryLength))
        var names = Set<String>()
        for entry in manifest.declarations where entry.kind != "support" {
            names.insert(entry.swiftName)
            if let figmaName = entry.figmaName { names.insert(figmaName) }
        }
        for layer in manifest.layers { names.insert(layer.figmaName) }
        let threshold = min(maximumSuggestionDistance, max(3, query.count / 2))
        let queryText = String(query)
        // A name scores its best match as a whole or by any of its words (`ListItm` is close to `ListItem`).
        let scored = names.compactMap { name -> (name: String, distance: Int)? in
            let lowered = String(name.lowercased().prefix(maximumQueryLength))
            let words = lowered.split { $0 == "/" || $0 == "_" || $0 == " " || $0 == "." }.map(Array.init)
            let distance = ([Array(lowered)] + words).map { editDistance(query, $0, limit: threshold) }.min() ?? Int.max
            guard distance <= threshold || lowered.contains(queryText) else { return nil }
            return (name, distance)
        }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(limit).map(\.name)
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


    /// Levenshtein distance, or `limit + 1` as soon as it is certain to exceed `limit` (only a band of
    /// width 2·limit+1 around the diagonal is computed). Also suggests the nearest option for a mistyped flag.
    public static func editDistance(_ left: [Character], _ right: [Character], limit: Int) -> Int {
        if abs(left.count - right.count) > limit { return limit + 1 }
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        let beyond = limit + 1
        var previous = (0...right.count).map { min($0, beyond) }
        var current = [Int](repeating: beyond, count: right.count + 1)
        for i in 1...left.count {
            let low = max(1, i - limit), high = min(right.count, i + limit)
            current[0] = min(i, beyond)
            if low > 1 { current[low - 1] = beyond }
            var rowMinimum = current[0]
            for j in low...high {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(beyond, substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if high < right.count { current[high + 1] = beyond }
            if rowMinimum >= beyond { return beyond }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
