import FigmaModel

// Figma's GRID auto layout, as the export records it: `gridColumnsSizing` / `gridRowsSizing` are the CSS
// `grid-template-columns` / `-rows` text of the tracks (REST API: "the string for the CSS grid-template-columns
// property"; `repeat(12,minmax(0,1fr))`, `  152.22px 711.78px`), each child names its area by anchor indices and
// spans, and `gridChildHorizontalAlign` / `gridChildVerticalAlign` place a child that does not fill its area.
// Checked on the 108 grid children of career-ops-htmlimport-nodes-2026 (all within 0.01 pt of their drawn boxes):
// - a fixed track is its length; fr tracks share what the fixed tracks and gaps leave of the content box, in
//   proportion to their fr (`minmax(0, 1fr) minmax(0, 3fr)` in 688 pt with a 48 pt gap: 160 and 480);
// - the content box is the frame less its padding and, with `strokesIncludedInLayout`, its strokes' weights
//   (`layoutInsets`);
// - a child that fills takes its area on that axis; one that does not sits at its area's start (AUTO, MIN),
//   centre or end at its own size (a hugging child taller than its fixed row overflows it);
// - a frame that hugs a grid of fixed rows is their lengths and gaps.

/// The tracks of a grid list figgen lays out as Figma does: fixed lengths (`24px`), fr shares (`1fr`,
/// `minmax(0, 2fr)`) and content (`auto`, `fit-content(100%)`, `min-content`, `max-content`), with `repeat(n, …)`.
enum GridTrackList {
    /// The tracks of a CSS track list; nil when one of them is of another kind (percentages, a minimum other than 0
    /// or `auto`), which figgen does not size as Figma does.
    static func parse(_ text: String) -> [GridTrack]? {
        var tracks: [GridTrack] = []
        for item in split(Substring(text), separators: " \t\n") {
            if let inner = arguments(item, of: "repeat") {
                let parts = split(inner, separators: ",")
                guard parts.count == 2, let count = Int(parts[0]), count > 0, count <= 1000, let repeated = parse(String(parts[1])) else { return nil }
                guard tracks.count + count * repeated.count <= 1000 else { return nil }
                for _ in 0..<count { tracks += repeated }
            } else if let inner = arguments(item, of: "minmax") {
                // A track of minimum 0 grows only by its maximum: `minmax(0, 1fr)` is a share however wide the content.
                // (`minmax(auto, 1fr)` too: a share, at least its content, which a share of a hugging grid is anyway.)
                let parts = split(inner, separators: ",")
                guard parts.count == 2, length(parts[0]) == .fixed(0) || parts[0] == "auto", let maximum = length(parts[1]) else { return nil }
                tracks.append(maximum)
            } else if arguments(item, of: "fit-content") != nil || ["auto", "min-content", "max-content"].contains(item) {
                tracks.append(.auto)
            } else if let track = length(item) {
                tracks.append(track)
            } else {
                return nil
            }
        }
        return tracks.isEmpty || tracks.count > 1000 ? nil : tracks
    }

    /// `24px`, `0` (a fixed length) or `1.5fr` (a share).
    private static func length(_ text: Substring) -> GridTrack? {
        let token = text.trimmingCharacters(in: " \t\n")
        if token.hasSuffix("fr"), let value = Double(token.dropLast(2)), value >= 0, value.isFinite { return .flexible(value) }
        if token.hasSuffix("px"), let value = Double(token.dropLast(2)), value >= 0, value.isFinite { return .fixed(value) }
        if token == "0" { return .fixed(0) }
        return nil
    }

    /// What is between the parentheses of `name(…)`, if the item is that call.
    private static func arguments(_ item: Substring, of name: String) -> Substring? {
        guard item.hasPrefix(name + "("), item.hasSuffix(")") else { return nil }
        return item.dropFirst(name.count + 1).dropLast()
    }

    /// The parts of `text` between separators outside parentheses, empty parts left out.
    private static func split(_ text: Substring, separators: String) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            let character = text[index]
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0, separators.contains(character) {
                parts.append(text[start..<index])
                start = text.index(after: index)
            }
        }
        parts.append(text[start...])
        return parts.map { Substring($0.trimmingCharacters(in: " \t\n")) }.filter { !$0.isEmpty }
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> Substring {
        var result = self
        while let first = result.first, set.contains(first) { result = result.dropFirst() }
        while let last = result.last, set.contains(last) { result = result.dropLast() }
        return result
    }
}

extension Lowering {
    /// The tracks of a grid and each child's area in them, when figgen can lay them out as Figma does: every
    /// track fixed or fr, and every child's area inside the tracks. A missing track list is `repeat(count, 1fr)`,
    /// the Plugin API's default of FLEX tracks.
    func gridPlacement(_ index: NodeIndex, _ children: [NodeIndex]) -> (tracks: GridTracks, areas: [NodeIndex: GridArea])? {
        let node = file.nodes[index]
        func list(_ text: String?, count: Int?) -> [GridTrack]? {
            guard let text, !text.allSatisfy(\.isWhitespace) else {
                let count = max(count ?? 1, 1)
                return count <= 1000 ? Array(repeating: .flexible(1), count: count) : nil
            }
            return GridTrackList.parse(text)
        }
        guard let columns = list(node.gridColumnsSizing, count: node.gridColumnCount), let rows = list(node.gridRowsSizing, count: node.gridRowCount) else {
            return nil
        }
        // Areas: a child's anchors, or (without them) the next free cells in reading order, as CSS places items.
        var taken = Set<[Int]>()
        var cursor = (row: 0, column: 0)
        var areas: [NodeIndex: GridArea] = [:]
        for child in children {
            let childNode = file.nodes[child]
            // A hidden layer (shown by a property) takes no cell from the layers auto-placed after it.
            let savedCursor = cursor
            let columnSpan = max(childNode.gridColumnSpan ?? 1, 1), rowSpan = max(childNode.gridRowSpan ?? 1, 1)
            // Spans and anchors past the tracks (hostile counts included) leave the grid to SwiftUI's Grid.
            guard columnSpan <= columns.count, rowSpan <= rows.count else { return nil }
            var row: Int, column: Int
            if let rowAnchor = childNode.gridRowAnchorIndex, let columnAnchor = childNode.gridColumnAnchorIndex {
                (row, column) = (rowAnchor, columnAnchor)
            } else {
                (row, column) = cursor
                while true {
                    if column + columnSpan > columns.count {
                        (row, column) = (row + 1, 0)
                        continue
                    }
                    let free = (row..<(row + rowSpan)).allSatisfy { r in (column..<(column + columnSpan)).allSatisfy { !taken.contains([r, $0]) } }
                    if free { break }
                    column += 1
                }
                cursor = (row, column + columnSpan)
            }
            guard row <= rows.count - rowSpan, column <= columns.count - columnSpan else { return nil }
            if childNode.visible {
                for r in row..<(row + rowSpan) { for c in column..<(column + columnSpan) { taken.insert([r, c]) } }
            } else {
                cursor = savedCursor
            }
            func placement(_ axis: Axis, _ align: GridChildAlign?) -> GridCellPlacement {
                if sizing(child, axis: axis, parent: .grid) == .fill { return .fill }
                switch align {
                case .center?: return .center
                case .max?: return .end
                default: return .start
                }
            }
            areas[child] = GridArea(row: row, column: column, rowSpan: rowSpan, columnSpan: columnSpan,
                                    horizontal: placement(.horizontal, childNode.gridChildHorizontalAlign),
                                    vertical: placement(.vertical, childNode.gridChildVerticalAlign))
        }
        let insets = layoutInsets(index)
        let box = size(index)
        func rounding(_ track: GridTrack) -> GridTrack {
            switch track {
            case .fixed(let length): .fixed(rounded(length))
            case .flexible(let share): .flexible(rounded(share))
            case .auto: .auto
            }
        }
        let tracks = GridTracks(columns: columns.map(rounding), rows: rows.map(rounding),
                                designWidth: rounded(max(box.width - insets.leading - insets.trailing, 0)),
                                designHeight: rounded(max(box.height - insets.top - insets.bottom, 0)))
        return (tracks, areas)
    }
}
