import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// Figma's line height is a line box: each line's extra space (the line height less the font's own) is split above
/// and below it, so a one-line text is as tall as its line height. The font's own line height is the export's
/// (`lineHeightPx ÷ lineHeightPercent × 100`): Inter at 16 pt with a 24 pt line height is 150% of the size and
/// 123.97% of Inter's natural 19.36 pt.
@Suite("Line box")
struct LayoutLineBoxTests {
    static func design(lines: Int) -> String {
        FigmaJSONFile.file([#"""
        {"id": "1:1", "name": "Screen", "type": "FRAME", "layoutMode": "VERTICAL", "itemSpacing": 0, "primaryAxisSizingMode": "AUTO",
         "absoluteBoundingBox": {"x": 0, "y": 0, "width": 200, "height": \#(24 * lines)}, "children": [
          {"id": "1:2", "name": "Label", "type": "TEXT", "characters": "Line",
           "absoluteBoundingBox": {"x": 0, "y": 0, "width": 200, "height": \#(24 * lines)},
           "style": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": 16, "lineHeightPx": 24, "lineHeightPercent": 123.96694,
                     "lineHeightPercentFontSize": 150, "lineHeightUnit": "PIXELS", "textAutoResize": "HEIGHT"}}
        ]}
        """#])
    }

    @Test("the export's natural line height: lineHeightPx ÷ lineHeightPercent × 100")
    func naturalLineHeight() throws {
        let file = try FigmaFile.decode(Self.design(lines: 1))
        let natural = try #require(FontLineHeights(file).natural(family: "Inter", weight: 400, size: 16))
        #expect(abs(natural.height - 19.36) < 0.001)
        // Another size of the same font: the same ratio to the size.
        let other = try #require(FontLineHeights(file).natural(family: "Inter", weight: 400, size: 32))
        #expect(abs(other.height - 38.72) < 0.001)
    }

    @Test("SwiftUI gets the extra between lines and half of it above and below", arguments: [1, 3])
    func swiftUILineBox(_ lines: Int) throws {
        let file = try FigmaFile.decode(Self.design(lines: lines))
        let result = generate(file, options: GenerationOptions())
        let screen = try #require(result.files.first { $0.name == "Screen.swift" }).contents
        // 24 - 19.36 = 4.64 between lines, 2.32 above the first and below the last.
        #expect(screen.contains(".lineSpacing(4.64)\n"), "\(screen)")
        #expect(screen.contains(".padding(.vertical, 2.32)\n"), "\(screen)")
        // And the layout model gives the text Figma's box: lines × 24.
        let report = measureLayout(design: file, manifest: result.manifest, sources: Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) }))
        let label = try #require(report.measurements.first?.layers.first { $0.nodeID == "1:2" })
        #expect(abs(label.frame.height - 24 * Double(lines)) < 0.01, "\(label.frame)")
        #expect(label.deviation < 0.01)
    }
}

/// A files response around top-level nodes of one page.
enum FigmaJSONFile {
    static func file(_ nodes: [String]) -> String {
        """
        {"name": "Test", "lastModified": "2025-01-01T00:00:00Z", "version": "1", "schemaVersion": 0,
         "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [
           {"id": "0:1", "name": "Page 1", "type": "CANVAS", "children": [\(nodes.joined(separator: ","))]}]},
         "components": {}, "componentSets": {}, "styles": {}}
        """
    }
}
