import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// Sizes as Figma resolves them, measured by the layout model on generated code.
@Suite("Layout sizing")
struct LayoutSizingTests {
    static func measure(_ json: String) throws -> (LayoutReport, [RenderedFile]) {
        let file = try FigmaFile.decode(json)
        let result = generate(file, options: GenerationOptions())
        let sources = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
        return (measureLayout(design: file, manifest: result.manifest, sources: sources), result.files)
    }

    /// A component whose root has a fixed width fills the frame each use gives it; an instance that hugs gives it
    /// none, so it takes its ideal size: the chip's 60 pt label and 10 pt padding each side, 80 pt, where Figma draws
    /// it — not the 260 pt its row would offer.
    @Test("an instance that hugs takes its component's content size, not the space offered")
    func huggingInstance() throws {
        let text = #"{"id": "%@", "name": "Label", "type": "TEXT", "characters": "Chip", "absoluteBoundingBox": {"x": %@, "y": 10, "width": 60, "height": 20}, "style": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": 16, "lineHeightPx": 20, "lineHeightPercent": 103.3, "lineHeightUnit": "PIXELS", "textAutoResize": "WIDTH_AND_HEIGHT"}}"#
        let json = FigmaJSONFile.file([
            #"""
            {"id": "1:1", "name": "Chip", "type": "COMPONENT", "layoutMode": "HORIZONTAL", "itemSpacing": 0, "paddingLeft": 10, "paddingRight": 10,
             "paddingTop": 10, "paddingBottom": 10, "primaryAxisSizingMode": "FIXED", "counterAxisSizingMode": "AUTO",
             "absoluteBoundingBox": {"x": 0, "y": 0, "width": 80, "height": 40}, "children": [\#(String(format: text, "1:2", "10"))]}
            """#,
            #"""
            {"id": "2:1", "name": "Row", "type": "FRAME", "layoutMode": "HORIZONTAL", "itemSpacing": 0, "primaryAxisSizingMode": "FIXED",
             "counterAxisSizingMode": "FIXED", "absoluteBoundingBox": {"x": 0, "y": 100, "width": 300, "height": 40}, "children": [
              {"id": "2:2", "name": "Chip", "type": "INSTANCE", "componentId": "1:1", "layoutMode": "HORIZONTAL", "itemSpacing": 0,
               "paddingLeft": 10, "paddingRight": 10, "paddingTop": 10, "paddingBottom": 10, "layoutSizingHorizontal": "HUG", "layoutSizingVertical": "HUG",
               "absoluteBoundingBox": {"x": 0, "y": 100, "width": 80, "height": 40}, "children": [\#(String(format: text, "I2:2;1:2", "10"))]},
              {"id": "2:3", "name": "Box", "type": "RECTANGLE", "absoluteBoundingBox": {"x": 80, "y": 100, "width": 40, "height": 40}}
            ]}
            """#,
        ])
        let (report, files) = try Self.measure(json)
        let row = try #require(files.first { $0.name == "Row.swift" }).contents
        #expect(row.contains("Chip()\n                .fixedSize(horizontal: true, vertical: true)\n"), "\(row)")
        let chip = try #require(report.measurements.first { $0.name == "Row" }?.layers.first { $0.nodeID == "2:2" })
        #expect(chip.deviation < 1, "\(chip.frame) vs \(chip.expected)")
        #expect(abs(chip.frame.width - 80) < 0.01)
    }
}
