import Foundation

/// Finds a design name, Swift symbol, node id or Figma URL in a manifest: the naming bridge between
/// designers and developers. Pure: the caller reads the manifest.
public enum Lookup {
    /// A symbol or layer that matches a query: where it is in the code and in the design.
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
    enum Query: Equatable, Sendable {
        case nodeID(String)
        case name(String)
    }

    /// `1:23`, `1-23`, `I1:2;3:4`, a Figma URL with `node-id=1-23`, or a name (Figma or Swift).
    static func parse(_ text: String) -> Query {
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

    /// The declarations and layers that match `text`. Layers are searched only when no declaration matches.
    public static func find(_ text: String, in manifest: Manifest) -> [Match] {
        var search = Search(text)
        for layer in manifest.layers { search.visit(layer) }
        if case .found(let matches) = search.result(in: manifest) { return matches }
        return []
    }

    /// One lookup over a manifest whose layer records may be streamed, never held (`figgen lookup` reads a
    /// million-layer manifest this way): each record is visited once, then the header decides.
    public struct Search {
        private let text: String
        private let query: Query
        private var layerMatches: [Match] = []
        /// Layers that call a type of the queried name (a linked library's component: `lookup` lists every caller).
        private var callers: [Match] = []
        private var suggestions: Suggestions

        public init(_ text: String) {
            self.text = text
            query = parse(text)
            suggestions = Suggestions(for: text)
        }

        /// A layer record: a match in case no declaration matches, and its name a suggestion.
        public mutating func visit(_ layer: Manifest.Layer) {
            if let match = Lookup.match(layer: layer, query: query, fileKey: nil) { layerMatches.append(match) }
            if case .name(let name) = query, let called = layer.value("instance"), called == name || called.hasSuffix("." + name) || name.hasSuffix("." + called) {
                callers.append(Match(swiftName: called, kind: "instance", file: layer.file, line: layer.line, figmaName: layer.figmaName,
                                     nodeID: layer.nodeID, page: nil, layerPath: layer.layerPath))
            }
            suggestions.add(layer.figmaName)
        }

        public enum Result: Equatable, Sendable {
            /// Declarations that match, else layers that do.
            case found([Match])
            /// Nothing matches: the nearest names (maybe none).
            case notFound(suggestions: [String])
        }

        /// The result once every layer record was visited; `manifest` gives the declarations and the file key.
        public func result(in manifest: Manifest) -> Result {
            let declarations = find(text, declarationsOf: manifest)
            if !declarations.isEmpty { return .found(declarations) }
            // A linked library's component: where the library declares it, then every layer here that calls it.
            let linked = manifest.links.filter { link in
                switch query {
                case .name(let name): link.swiftName == name || link.module + "." + link.swiftName == name
                case .nodeID(let id): link.instances.contains(id)
                }
            }
            if !linked.isEmpty {
                let libraryMatches = linked.map { link in
                    Match(swiftName: link.module + "." + link.swiftName, kind: "library component", file: link.file, line: link.line,
                          figmaName: nil, nodeID: nil, page: nil, layerPath: nil)
                }
                let urls = { (matches: [Match]) in matches.map { match in
                    var match = match
                    match.figmaURL = match.nodeID.flatMap { url(manifest.fileKey, $0) }
                    return match
                } }
                if case .nodeID = query { return .found(libraryMatches + sorted(urls(layerMatches))) }
                return .found(libraryMatches + sorted(urls(callers)))
            }
            if !layerMatches.isEmpty {
                // The URLs need the file key, known once the whole manifest is read.
                return .found(sorted(layerMatches.map { match in
                    var match = match
                    match.figmaURL = match.nodeID.flatMap { url(manifest.fileKey, $0) }
                    return match
                }))
            }
            var suggestions = self.suggestions
            suggestions.add(namesOf: manifest)
            return .notFound(suggestions: suggestions.best)
        }
    }

    /// The declarations (types, members, tokens, assets) that match `text`.
    static func find(_ text: String, declarationsOf manifest: Manifest) -> [Match] {
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
        return sorted(matches)
    }

    /// A layer record (a container, a text) that matches the query by node id or by name, as a match; nil
    /// otherwise. For streaming a manifest's layers (`Manifest.LayerReading.visit`).
    static func match(layer: Manifest.Layer, query: Query, fileKey: String?) -> Match? {
        let hit: Bool = switch query {
        case .nodeID(let id): layer.nodeID == id
        case .name(let name): layer.figmaName == name || layer.layerPath == name
        }
        guard hit else { return nil }
        return Match(swiftName: Manifest.typeName(ofFile: layer.file), kind: "layer", file: layer.file, line: layer.line,
                     figmaName: layer.figmaName, nodeID: layer.nodeID, page: nil, layerPath: layer.layerPath,
                     figmaURL: url(fileKey, layer.nodeID))
    }

    /// Matches in the order they are printed: by file, line and name.
    static func sorted(_ matches: [Match]) -> [Match] {
        matches.sorted { ($0.file, $0.line, $0.swiftName) < ($1.file, $1.line, $1.swiftName) }
    }

    /// Queries longer than this are refused: no design name is that long, and suggestions must stay fast.
    public static let maximumQueryLength = 256
    /// Suggestions are at most this many edits away: further is not a typo.
    static let maximumSuggestionDistance = 8

    /// Up to `limit` names closest to the query (edit distance, case-insensitive), for "did you mean".
    public static func suggestions(for text: String, in manifest: Manifest, limit: Int = 5) -> [String] {
        var suggestions = Suggestions(for: text, limit: limit)
        suggestions.add(namesOf: manifest)
        for layer in manifest.layers { suggestions.add(layer.figmaName) }
        return suggestions.best
    }

    /// The names closest to a query, fed one at a time and keeping only the best few: bounded in memory
    /// whatever the manifest's size. Bounded in time too: the distance is computed in a band of
    /// `maximumSuggestionDistance`, on each name's first `maximumQueryLength` characters, so a hostile manifest
    /// cannot make it slow.
    struct Suggestions {
        private let query: [Character]
        private let queryText: String
        private let threshold: Int
        private let limit: Int
        private var kept: [(name: String, distance: Int)] = []

        init(for text: String, limit: Int = 5) {
            query = Array(text.lowercased().prefix(Lookup.maximumQueryLength))
            queryText = String(query)
            threshold = min(Lookup.maximumSuggestionDistance, max(3, query.count / 2))
            self.limit = limit
        }

        /// The declarations' Swift and Figma names.
        mutating func add(namesOf manifest: Manifest) {
            for entry in manifest.declarations where entry.kind != "support" {
                add(entry.swiftName)
                if let figmaName = entry.figmaName { add(figmaName) }
            }
        }

        mutating func add(_ name: String) {
            guard !kept.contains(where: { $0.name == name }) else { return }
            // A name scores its best match as a whole or by any of its words (`ListItm` is close to `ListItem`).
            let lowered = String(name.lowercased().prefix(Lookup.maximumQueryLength))
            let words = lowered.split { $0 == "/" || $0 == "_" || $0 == " " || $0 == "." }.map(Array.init)
            let distance = ([Array(lowered)] + words).map { Lookup.editDistance(query, $0, limit: threshold) }.min() ?? Int.max
            guard distance <= threshold || lowered.contains(queryText) else { return }
            kept.append((name, distance))
            kept.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
            if kept.count > limit { kept.removeLast() }
        }

        var best: [String] { kept.map(\.name) }
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
