import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// Figma GRID track lists (the REST export's CSS `grid-template-*` text) and when figgen lays a grid out by them.
@Suite("Grid tracks")
struct GridTrackTests {
    /// Lists as career-ops', patria's and hyt's exports spell them, and the tracks they are; kinds figgen does not
    /// size as Figma does (percentages, a minimum above 0) give nil, and the grid keeps SwiftUI's `Grid`.
    @Test("track lists: fixed lengths, fr shares and content, repeat, minmax(0, …); other kinds are not read", arguments: [
        ("repeat(12,minmax(0,1fr))", Array(repeating: GridTrack.flexible(1), count: 12)),
        ("  152.22px 711.78px", [.fixed(152.22), .fixed(711.78)]),
        ("  minmax(0,1fr) minmax(0,3fr)", [.flexible(1), .flexible(3)]),
        ("repeat(2, 100px 1fr)", [.fixed(100), .flexible(1), .fixed(100), .flexible(1)]),
        ("minmax(0px, 24px) 2fr", [.fixed(24), .flexible(2)]),
        ("auto 1fr", [.auto, .flexible(1)]),
        ("     203px 195px 196px minmax(0,1fr) minmax(0,1fr)", [.fixed(203), .fixed(195), .fixed(196), .flexible(1), .flexible(1)]),
        ("repeat(2, fit-content(100px))", [.auto, .auto]),
        ("      fit-content(100%) min-content max-content 328.00px", [.auto, .auto, .auto, .fixed(328)]),
        ("minmax(auto, 2fr)", [.flexible(2)]),
        ("minmax(10px, 1fr)", nil),
        ("minmax(0, fit-content(100%))", nil),
        ("fit-content", nil),
        ("50% 50%", nil),
        ("repeat(100000, 1fr)", nil),
        ("repeat(1000, repeat(1000, 1fr))", nil),
        ("repeat(2,minmax(0,1fr)", nil),
    ] as [(String, [GridTrack]?)])
    func trackLists(_ text: String, _ expected: [GridTrack]?) {
        #expect(GridTrackList.parse(text) == expected)
    }

    static func grid(columnCount: String, extra: String, childExtra: String) -> String {
        FigmaJSONFile.file([#"""
        {"id": "1:1", "name": "Board", "type": "FRAME", "layoutMode": "GRID", "gridColumnCount": \#(columnCount), "gridRowCount": 1,
         "layoutSizingHorizontal": "FIXED", "layoutSizingVertical": "FIXED", \#(extra)
         "absoluteBoundingBox": {"x": 0, "y": 0, "width": 200, "height": 100}, "children": [
          {"id": "1:2", "name": "Cell", "type": "RECTANGLE", "layoutSizingHorizontal": "FILL", "layoutSizingVertical": "FILL", \#(childExtra)
           "absoluteBoundingBox": {"x": 0, "y": 0, "width": 100, "height": 100}}
        ]}
        """#])
    }

    /// A grid whose counts or spans are past any track list figgen writes (a hostile export) generates at once with
    /// SwiftUI's `Grid` and a note, without building a track per count.
    @Test("hostile counts and spans fall back to Grid", arguments: [
        ("1000000000000", "", ""),
        ("2", "", #""gridRowSpan": 1000000000000, "gridRowAnchorIndex": 0, "gridColumnAnchorIndex": 0,"#),
        ("2", "", #""gridColumnSpan": 1000000000000,"#),
        ("2", "", #""gridRowAnchorIndex": 1000000000000, "gridColumnAnchorIndex": 1000000000000,"#),
        ("2", #""gridColumnsSizing": "40% 1fr","#, ""),
    ])
    func hostileFallsBack(_ columnCount: String, _ extra: String, _ childExtra: String) throws {
        let file = try FigmaFile.decode(Self.grid(columnCount: columnCount, extra: extra, childExtra: childExtra))
        let result = generate(file, options: GenerationOptions())
        let board = try #require(result.files.first { $0.name == "Board.swift" }).contents
        #expect(board.contains("Grid(alignment: .topLeading"), "\(board)")
        #expect(result.diagnostics.contains { $0.kind == .gridTracks })
    }

    /// Two columns of 1fr in a 200 pt grid: the cell of the first is 100 pt wide, where Figma draws it.
    @Test("a grid without track lists is repeat(count, 1fr), laid out by GridTrackLayout")
    func defaultTracks() throws {
        let file = try FigmaFile.decode(Self.grid(columnCount: "2", extra: "", childExtra: #""gridRowAnchorIndex": 0, "gridColumnAnchorIndex": 0,"#))
        let result = generate(file, options: GenerationOptions())
        let board = try #require(result.files.first { $0.name == "Board.swift" }).contents
        #expect(board.contains("GridTrackLayout(columns: [.fr(1), .fr(1)], rows: [.fr(1)]"), "\(board)")
        let sources = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
        let report = measureLayout(design: file, manifest: result.manifest, sources: sources)
        #expect(report.share(within: 1) == 1, "\(report.measurements.flatMap(\.layers).map { "\($0.name) \($0.frame) vs \($0.expected)" })")
    }
}
