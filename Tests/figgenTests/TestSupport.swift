import Foundation
import FigmaModel
@testable import Codegen

/// Where the package's files are, found through `#filePath` (Tests/figgenTests/TestSupport.swift → package root).
enum TestPaths {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sample = packageRoot.appendingPathComponent("samples/banking-home/design.json")
}

/// Small Figma exports written inline for a test: a `files` response with one page per call site.
enum FigmaJSON {
    /// Assembles a files-shape document. `nodes` are the page's top-level node objects; `components` and
    /// `componentSets` are the bodies of the top-level maps (`"1:1": {"key": "k", "name": "Card"}, …`).
    static func file(_ nodes: [String], components: [String] = [], componentSets: [String] = [], styles: [String] = [], name: String = "Test") -> String {
        """
        {
          "name": "\(name)",
          "lastModified": "2025-01-01T00:00:00Z",
          "version": "1",
          "schemaVersion": 0,
          "document": {
            "id": "0:0", "name": "Document", "type": "DOCUMENT",
            "children": [
              {"id": "0:1", "name": "Page 1", "type": "CANVAS", "children": [
        \(nodes.joined(separator: ",\n"))
              ]}
            ]
          },
          "components": {\(components.joined(separator: ", "))},
          "componentSets": {\(componentSets.joined(separator: ", "))},
          "styles": {\(styles.joined(separator: ", "))}
        }
        """
    }

    static func box(x: Double = 0, y: Double = 0, width: Double, height: Double) -> String {
        #"{"x": \#(x), "y": \#(y), "width": \#(width), "height": \#(height)}"#
    }

    static func solid(_ r: Double, _ g: Double, _ b: Double) -> String {
        #"[{"type": "SOLID", "color": {"r": \#(r), "g": \#(g), "b": \#(b), "a": 1}}]"#
    }

    static func text(id: String, name: String, characters: String, y: Double = 0, property: String? = nil) -> String {
        let reference = property.map { #", "componentPropertyReferences": {"characters": "\#($0)"}"# } ?? ""
        return #"""
        {"id": "\#(id)", "name": "\#(name)", "type": "TEXT", "absoluteBoundingBox": \#(box(y: y, width: 120, height: 20)),
         "characters": "\#(characters)", "style": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": 16},
         "fills": \#(solid(0, 0, 0))\#(reference)}
        """#
    }
}

/// A tiny design system, with a knob for every kind of drift `check` reports.
struct TinyDesign {
    var cardName = "Card"
    var cardPadding: Double = 16
    var cardFill = (r: 1.0, g: 1.0, b: 1.0)
    /// Bind the card's fill to the style `Surface/Card` (a token).
    var cardFillIsStyle = false
    var titleDefault = "Hello"
    /// An extra BOOLEAN property on Card.
    var cardHasFlag = false
    var chipStates = ["On", "Off"]
    var chipDefault = "On"
    var includeBadge = true
    var includeScreen = true
    var screenName = "Home"
    var screenSpacing: Double = 12
    var includeFooter = true

    static let chipIDs = ["On": "2:2", "Off": "2:3", "Disabled": "2:4"]

    var json: String {
        var flagDefinition = ""
        if cardHasFlag { flagDefinition = #", "Compact#1:1": {"type": "BOOLEAN", "defaultValue": false}"# }
        let card = #"""
        {"id": "1:1", "name": "\#(cardName)", "type": "COMPONENT", "absoluteBoundingBox": \#(FigmaJSON.box(width: 200, height: 100)),
         "layoutMode": "VERTICAL", "itemSpacing": 8,
         "paddingLeft": \#(cardPadding), "paddingRight": \#(cardPadding), "paddingTop": \#(cardPadding), "paddingBottom": \#(cardPadding),
         "fills": \#(FigmaJSON.solid(cardFill.r, cardFill.g, cardFill.b)),\#(cardFillIsStyle ? #" "styles": {"fill": "S:1"},"# : "")
         "componentPropertyDefinitions": {"Title#1:0": {"type": "TEXT", "defaultValue": "\#(titleDefault)"}\#(flagDefinition)},
         "children": [\#(FigmaJSON.text(id: "1:2", name: "Title", characters: titleDefault, property: "Title#1:0"))]}
        """#
        let variants = chipStates.enumerated().map { index, state in
            #"""
            {"id": "\#(Self.chipIDs[state]!)", "name": "State=\#(state)", "type": "COMPONENT",
             "absoluteBoundingBox": \#(FigmaJSON.box(x: Double(index) * 100, y: 200, width: 80, height: 32)),
             "cornerRadius": 16, "fills": \#(FigmaJSON.solid(0.2, 0.4, Double(index) * 0.3))}
            """#
        }
        let chip = #"""
        {"id": "2:1", "name": "Chip", "type": "COMPONENT_SET", "absoluteBoundingBox": \#(FigmaJSON.box(y: 200, width: 300, height: 32)),
         "componentPropertyDefinitions": {"State": {"type": "VARIANT", "defaultValue": "\#(chipDefault)", "variantOptions": [\#(chipStates.map { "\"\($0)\"" }.joined(separator: ", "))]}},
         "children": [\#(variants.joined(separator: ",\n"))]}
        """#
        let badge = #"""
        {"id": "4:1", "name": "Badge", "type": "COMPONENT", "absoluteBoundingBox": \#(FigmaJSON.box(y: 300, width: 24, height: 24)),
         "cornerRadius": 12, "fills": \#(FigmaJSON.solid(1, 0, 0))}
        """#
        let footer = includeFooter ? ", " + FigmaJSON.text(id: "3:3", name: "Footer", characters: "Bye", y: 40) : ""
        let screen = #"""
        {"id": "3:1", "name": "\#(screenName)", "type": "FRAME", "absoluteBoundingBox": \#(FigmaJSON.box(x: 500, width: 375, height: 200)),
         "layoutMode": "VERTICAL", "itemSpacing": \#(screenSpacing), "fills": \#(FigmaJSON.solid(1, 1, 1)),
         "children": [\#(FigmaJSON.text(id: "3:2", name: "Greeting", characters: "Welcome", y: 0))\#(footer)]}
        """#
        var nodes = [card, chip]
        var components = [#""1:1": {"key": "key-card", "name": "\#(cardName)"}"#]
        for state in chipStates {
            components.append(#""\#(Self.chipIDs[state]!)": {"key": "key-chip-\#(state.lowercased())", "name": "State=\#(state)", "componentSetId": "2:1"}"#)
        }
        if includeBadge {
            nodes.append(badge)
            components.append(#""4:1": {"key": "key-badge", "name": "Badge"}"#)
        }
        if includeScreen { nodes.append(screen) }
        let styles = cardFillIsStyle ? [#""S:1": {"key": "style-card", "name": "Surface/Card", "styleType": "FILL"}"#] : []
        return FigmaJSON.file(nodes, components: components, componentSets: [#""2:1": {"key": "key-chip", "name": "Chip"}"#], styles: styles)
    }
}

/// Decodes and generates in memory.
func generateInMemory(_ json: String, options: GenerationOptions = GenerationOptions()) throws -> GenerationResult {
    let file = try FigmaFile.decode(json)
    return Codegen.generate(file, options: options)
}

extension GenerationResult {
    /// The files by name, as `ParityCheck.compare` takes them.
    var filesByName: [String: String] {
        Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) })
    }

    /// The files as a `disk` map: what `check` would read after writing this generation.
    var disk: [String: String?] {
        Dictionary(uniqueKeysWithValues: files.map { ($0.name, Optional($0.contents)) })
    }
}
