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

    /// Figma lays each line out at its line height rounded to a whole point. The corpus shows it: every multi-line
    /// text with a fractional line height holds a whole number of rounded lines (fastboard: Inter 12 at 14.4 pt,
    /// four lines in a 56 pt box; Inter 17 at 23.8 pt, 24 pt lines; chicago: Roboto 15 "Auto" at 17.58 pt, two lines
    /// in 36 pt; glips: 57.2 pt lines, three in 171 pt) — 3 × 57.2 = 171.6 and 4 × 14.4 = 57.6 match none of them.
    @Test("Figma's line box is the line height rounded to a whole point")
    func wholePointLines() {
        var style = TypeStyle()
        style.lineHeightPx = 14.4
        #expect(FontLineHeights.lineBox(style) == 14)
        #expect(FontLineHeights.lines(height: 56, style) == 4)
        style.lineHeightPx = 23.8
        #expect(FontLineHeights.lineBox(style) == 24)
        // 6 paragraphs 17 pt apart in a 397 pt box: 13 lines of 24 pt (397 − 5 × 17 = 312).
        style.paragraphSpacing = 17
        #expect(FontLineHeights.lines(height: 397, style, paragraphs: 6) == 13)
        // Without counting the paragraph spacing the same box reads as 17 lines.
        #expect(FontLineHeights.lines(height: 397, style) == 17)
    }

    @Test("a text's lines are shared among its paragraphs by their length, each at least one")
    func paragraphShares() {
        let paragraphs = FontLineHeights.paragraphs("A long first paragraph of many words.\nShort.\n\nAnother long one, about as long.")
        #expect(paragraphs.count == 4)
        let shares = FontLineHeights.share(9, among: paragraphs)
        #expect(shares.reduce(0, +) == 9)
        #expect(shares.allSatisfy { $0 >= 1 })
        #expect(shares[0] > shares[1] && shares[3] > shares[2])
        // Fewer lines than paragraphs (a box drawn too short): still one line each.
        #expect(FontLineHeights.share(2, among: paragraphs) == [1, 1, 1, 1])
    }

    /// SwiftUI's `Text` has no paragraph spacing: a literal text of several spaced paragraphs is a stack of them,
    /// spaced by Figma's paragraph spacing and the line box's extra; UIKit's paragraph style spaces them itself.
    @Test("paragraph spacing: a stack of paragraphs in SwiftUI, the paragraph style in UIKit, both Figma's box")
    func paragraphSpacing() throws {
        let design = FigmaJSONFile.file([#"""
        {"id": "1:1", "name": "Screen", "type": "FRAME", "layoutMode": "VERTICAL", "itemSpacing": 0, "primaryAxisSizingMode": "AUTO",
         "absoluteBoundingBox": {"x": 0, "y": 0, "width": 300, "height": 98}, "children": [
          {"id": "1:2", "name": "Copy", "type": "TEXT", "characters": "First paragraph.\nSecond paragraph, of two lines.",
           "absoluteBoundingBox": {"x": 0, "y": 0, "width": 300, "height": 89}, "layoutAlign": "STRETCH",
           "style": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": 17, "lineHeightPx": 23.8, "lineHeightPercent": 115.68075561523438,
                     "lineHeightPercentFontSize": 140, "lineHeightUnit": "FONT_SIZE_%", "paragraphSpacing": 17, "textAutoResize": "HEIGHT"}},
          {"id": "1:3", "name": "Below", "type": "RECTANGLE", "absoluteBoundingBox": {"x": 0, "y": 89, "width": 300, "height": 9}}
        ]}
        """#])
        let file = try FigmaFile.decode(design)
        for target in [GenerationOptions.Target.swiftui, .uikit] {
            var options = GenerationOptions()
            options.target = target
            let result = generate(file, options: options)
            let screen = try #require(result.files.first { $0.name == "Screen.swift" }).contents
            if target == .swiftui {
                // 17 + (24 − 20.574) between the paragraphs.
                #expect(screen.contains("VStack(alignment: .leading, spacing: 20.426) {\n"), "\(screen)")
                #expect(screen.contains("Text(verbatim: \"First paragraph.\")\n"))
                #expect(screen.contains("Text(verbatim: \"Second paragraph, of two lines.\")\n"))
            } else {
                #expect(screen.contains("lineHeight: 24, paragraphSpacing: 17"), "\(screen)")
            }
            let sources = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
            let report = measureLayout(design: file, manifest: result.manifest, sources: sources)
            let layers = try #require(report.measurements.first?.layers)
            // Three lines of 24 and one paragraph gap: 89 pt; the rectangle below starts there.
            let copy = try #require(layers.first { $0.nodeID == "1:2" })
            #expect(abs(copy.frame.height - 89) < 0.01, "\(target): \(copy.frame)")
            let below = try #require(layers.first { $0.nodeID == "1:3" })
            #expect(abs(below.frame.y - 89) < 0.01, "\(target): \(below.frame)")
        }
    }

    /// A stack of more paragraphs than a group of children would type-check slowly (a hostile file can have
    /// thousands): such a text stays one `Text`, and a note says its paragraph spacing is not drawn.
    @Test("a text of more paragraphs than a group stays one Text, with a note")
    func manyParagraphs() throws {
        let characters = (1...40).map { "Paragraph \($0)." }.joined(separator: "\\n")
        let design = FigmaJSONFile.file([#"""
        {"id": "1:1", "name": "Screen", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 300, "height": 1000}, "children": [
          {"id": "1:2", "name": "Copy", "type": "TEXT", "characters": "\#(characters)",
           "absoluteBoundingBox": {"x": 0, "y": 0, "width": 300, "height": 1000},
           "style": {"fontFamily": "Inter", "fontSize": 12, "lineHeightPx": 20, "lineHeightUnit": "PIXELS", "paragraphSpacing": 4}}
        ]}
        """#])
        let result = generate(try FigmaFile.decode(design), options: GenerationOptions())
        let screen = try #require(result.files.first { $0.name == "Screen.swift" }).contents
        #expect(!screen.contains("VStack(alignment: .leading, spacing: "), "\(screen)")
        #expect(screen.contains("Text(verbatim: \"Paragraph 1.\\nParagraph 2."))
        #expect(result.diagnostics.contains { $0.kind == .paragraphSpacing && $0.message.contains("more than 32 paragraphs") })
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

/// Figma's box for a group with a mask is its masks' (what it shows), at the design size and, by the constraint
/// rules, at other device sizes.
@Suite("Layout measure: masked groups")
struct MaskedGroupMeasureTests {
    @Test("a masked group's expected box at another device size is its mask's")
    func maskedGroupAtDeviceSize() throws {
        let design = FigmaJSONFile.file([#"""
        {"id": "1:1", "name": "Screen", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
          {"id": "1:2", "name": "Masked", "type": "GROUP", "absoluteBoundingBox": {"x": 20, "y": 40, "width": 150, "height": 300}, "children": [
            {"id": "1:3", "name": "Mask", "type": "RECTANGLE", "isMask": true, "absoluteBoundingBox": {"x": 20, "y": 40, "width": 150, "height": 300},
             "constraints": {"horizontal": "LEFT", "vertical": "TOP"}, "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}]},
            {"id": "1:4", "name": "Picture", "type": "RECTANGLE", "absoluteBoundingBox": {"x": 20, "y": 40, "width": 300, "height": 300},
             "constraints": {"horizontal": "LEFT", "vertical": "TOP"}, "fills": [{"type": "SOLID", "color": {"r": 1, "g": 0, "b": 0, "a": 1}}]}
          ]}
        ]}
        """#])
        let file = try FigmaFile.decode(design)
        let result = generate(file, options: GenerationOptions())
        let report = measureLayout(design: file, manifest: result.manifest, sources: Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) }))
        let atDevices = report.measurements.filter { $0.device != nil }
        #expect(atDevices.count == 2)
        for measurement in atDevices {
            let group = try #require(measurement.layers.first { $0.nodeID == "1:2" })
            #expect(abs(group.expected.width - 150) < 0.01 && abs(group.expected.height - 300) < 0.01, "\(measurement.device ?? ""): \(group.expected)")
            #expect(group.deviation < 0.01, "\(measurement.device ?? ""): \(group.frame) vs \(group.expected)")
        }
    }
}
