import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// A very wide container's children are lowered, rendered and recorded chunk by chunk and freed (`StreamedChildren`):
/// the files, the manifest and every diagnostic must be byte for byte those of keeping every view, whatever the
/// children hold — large ones split into parts, hidden ones, absolutely placed ones, nested wide containers, names
/// that collide with group members, fonts first used in a streamed chunk, values out of range, what UIKit cannot
/// draw. The chunks here are tiny (`StreamingPolicy(threshold: 64, chunkSize: 64)`) so small designs stream.
@Suite("Streamed containers")
struct StreamingTests {
    static let small = StreamingPolicy(threshold: 64, chunkSize: 64)

    static func generated(_ file: FigmaFile, target: GenerationOptions.Target, options: GenerationOptions = GenerationOptions(), variables: FigmaVariables? = nil,
                          assets: DesignAssets? = nil, streaming: StreamingPolicy) -> GenerationResult {
        var options = options
        options.target = target
        return generate(file, options: options, variables: variables, assets: assets, source: SourceBytes(), keepingViews: false, streaming: streaming) { _ in }
    }

    /// Generates with every view kept and with tiny chunks; expects the same output; returns how many records the
    /// streamed generation wrote ahead (a test whose design never streams would prove nothing).
    @discardableResult
    static func expectSameOutput(_ file: FigmaFile, target: GenerationOptions.Target, options: GenerationOptions = GenerationOptions(),
                                 variables: FigmaVariables? = nil, assets: DesignAssets? = nil, _ comment: String = "",
                                 sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        let kept = generated(file, target: target, options: options, variables: variables, assets: assets, streaming: .never)
        let streamed = generated(file, target: target, options: options, variables: variables, assets: assets, streaming: small)
        #expect(kept.manifest.layerRuns.isEmpty, sourceLocation: sourceLocation)
        #expect(streamed.files.map(\.name) == kept.files.map(\.name), "\(comment)", sourceLocation: sourceLocation)
        for (a, b) in zip(streamed.files, kept.files) where a.text != b.text {
            let line = ParityCheck.firstChangedLine(a.contents, b.contents) ?? 0
            let lines = b.contents.split(separator: "\n", omittingEmptySubsequences: false)
            Issue.record("\(comment) \(a.name) differs from line \(line): \(line > 0 && line <= lines.count ? String(lines[line - 1]) : "")",
                         sourceLocation: sourceLocation)
        }
        let streamedManifest = streamed.manifest.json(), keptManifest = kept.manifest.json()
        if streamedManifest != keptManifest {
            let line = ParityCheck.firstChangedLine(streamedManifest, keptManifest) ?? 0
            let a = streamedManifest.split(separator: "\n", omittingEmptySubsequences: false)
            let b = keptManifest.split(separator: "\n", omittingEmptySubsequences: false)
            Issue.record("\(comment) manifests differ from line \(line):\n  streamed: \(line <= a.count ? String(a[line - 1]) : "-")\n  kept:     \(line <= b.count ? String(b[line - 1]) : "-")",
                         sourceLocation: sourceLocation)
        }
        #expect(streamed.manifest.layers == kept.manifest.layers, "\(comment)", sourceLocation: sourceLocation)
        // The same manifest, with records encoded ahead or not, and as read back from its JSON.
        #expect(streamed.manifest == kept.manifest, "\(comment)", sourceLocation: sourceLocation)
        #expect((try? Manifest(json: Data(streamed.manifest.jsonBytes()))) == streamed.manifest, "\(comment)", sourceLocation: sourceLocation)
        #expect(streamed.manifest.layerCount == kept.manifest.layers.count, sourceLocation: sourceLocation)
        #expect(streamed.diagnostics == kept.diagnostics, "\(comment)", sourceLocation: sourceLocation)
        #expect(streamed.ir == kept.ir, "\(comment)", sourceLocation: sourceLocation)
        return streamed.manifest.layerRuns.reduce(0) { $0 + $1.count }
    }

    // MARK: A design of every kind of child

    static func text(_ id: String, _ name: String, _ characters: String, font: String = "Inter", extra: String = "") -> String {
        #"{"id": "\#(id)", "name": "\#(name)", "type": "TEXT", "characters": "\#(characters)", "style": {"fontFamily": "\#(font)", "fontSize": 15}\#(extra)}"#
    }

    static func rectangle(_ id: String, _ name: String, extra: String = "") -> String {
        #"{"id": "\#(id)", "name": "\#(name)", "type": "RECTANGLE", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 100, "height": 1}, "fills": [{"type": "SOLID", "color": {"r": 0.9, "g": 0.9, "b": 0.9, "a": 1}}]\#(extra)}"#
    }

    static func frame(_ id: String, _ name: String, layout: String = "VERTICAL", children: [String], extra: String = "") -> String {
        #"{"id": "\#(id)", "name": "\#(name)", "type": "FRAME", "layoutMode": "\#(layout)", "itemSpacing": 4, "absoluteBoundingBox": {"x": 0, "y": 0, "width": 390, "height": 800}, "children": [\#(children.joined(separator: ", "))]\#(extra)}"#
    }

    /// A card of 30 layers: too many for a streamed chunk (it is a part of its own).
    static func card(_ id: String, _ name: String, inner: [String] = []) -> String {
        frame(id, name, children: (0..<30).map { text("\(id)-\($0)", "Line \($0)", "Card line \($0)") } + inner)
    }

    /// The rows of a feed: texts and dividers, with every kind of child among them at fixed places.
    static func rows(_ prefix: String, count: Int) -> [String] {
        (0..<count).map { index in
            let id = "\(prefix):\(index)"
            switch index {
            case 0: return card(id, "Card")
            case 150: return rectangle(id, "Floating", extra: #", "layoutPositioning": "ABSOLUTE", "absoluteBoundingBox": {"x": 10, "y": 10, "width": 50, "height": 50}"#)
            case 200: return card(id, "Card")
            case 230: return text(id, "Far", "Far away", extra: #", "absoluteBoundingBox": {"x": 0, "y": 20000000, "width": 10, "height": 10}"#)
            case 260: return text(id, "Brand", "Brand font", font: "Pretendard")
            case 270: return text(id, "Blurred", "Blurred", extra: #", "effects": [{"type": "LAYER_BLUR", "radius": 4, "visible": true}], "blendMode": "MULTIPLY""#)
            case 300: return frame(id, "Chip", layout: "HORIZONTAL", children: [text("\(id)-a", "Label", "Chip"), rectangle("\(id)-b", "Dot")])
            case 330: return #"{"id": "\#(id)", "name": "Tag use", "type": "INSTANCE", "componentId": "9:1", "children": [\#(text("I\(id);9:2", "Label", "Overridden"))]}"#
            case 420: return card(id, "feedLayers1To8")
            case 500: return card(id, "Nested", inner: [frame("\(id)-wide", "Inner", children: (0..<100).map { text("\(id)-w\($0)", "Inner \($0)", "Inner row \($0)") })])
            case 640: return text(id, "Far again", "Far", extra: #", "absoluteBoundingBox": {"x": 0, "y": -30000000, "width": 10, "height": 10}"#)
            default:
                if index % 97 == 0 { return text(id, "Hidden \(index)", "Hidden", extra: #", "visible": false"#) }
                return index % 2 == 0 ? text(id, "Row \(index)", "Row number \(index)") : rectangle(id, "Divider \(index)")
            }
        }
    }

    static let mixedDesign: String = {
        let screen = frame("1:1", "Screen", children: [
            text("1:2", "Title", "Title"),
            frame("2:0", "Feed", children: rows("2", count: 700)),
            frame("3:0", "Feed", layout: "NONE", children: rows("3", count: 130)),
            frame("4:0", "Wrapped", layout: "HORIZONTAL", children: rows("4", count: 100), extra: #", "layoutWrap": "WRAP""#),
            frame("5:0", "Spread", layout: "HORIZONTAL", children: rows("5", count: 70), extra: #", "primaryAxisAlignItems": "SPACE_BETWEEN""#),
        ])
        let variants = ["8:1", "8:2"].enumerated().map { index, id in
            let rows = rows(id, count: 80 + 40 * index).joined(separator: ", ")
            return #"{"id": "\#(id)", "name": "Size=\#(index == 0 ? "Small" : "Large")", "type": "COMPONENT", "layoutMode": "VERTICAL", "children": [\#(rows)]}"#
        }
        let set = #"{"id": "8:0", "name": "List", "type": "COMPONENT_SET", "children": [\#(variants.joined(separator: ", "))]}"#
        let tag = #"{"id": "9:1", "name": "Tag", "type": "COMPONENT", "layoutMode": "HORIZONTAL", "children": [\#(text("9:2", "Label", "Tag"))]}"#
        return #"""
        {"name": "Mixed", "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [
          {"id": "0:1", "name": "Page", "type": "CANVAS", "children": [\#(screen), \#(set), \#(tag)]}]},
         "components": {"9:1": {"key": "k-tag", "name": "Tag"}, "8:1": {"key": "k-s", "name": "Size=Small", "componentSetId": "8:0"}, "8:2": {"key": "k-l", "name": "Size=Large", "componentSetId": "8:0"}},
         "componentSets": {"8:0": {"key": "k-list", "name": "List"}}, "styles": {}}
        """#
    }()

    @Test("a design with every kind of child streams to the bytes of keeping every view", arguments: [GenerationOptions.Target.swiftui, .uikit])
    func mixedChildren(_ target: GenerationOptions.Target) throws {
        let file = try FigmaFile.decode(Array(Self.mixedDesign.utf8))
        let written = Self.expectSameOutput(file, target: target)
        // The feed's chunks without a card, and one of the free frame's (the others hold a card, or are short).
        #expect(written > 450, "\(written) records streamed")
        let streamed = Self.generated(file, target: target, streaming: Self.small)
        // The nested wide container streamed too, inside a kept chunk: its first 64 rows, not the 36 after them.
        let runs = streamed.manifest.layerRuns.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        #expect(runs.contains("\"Inner row 10\""))
        #expect(!runs.contains("\"Inner row 70\""))
        // Spacers between children are added by lowering: such a container keeps its views.
        #expect(!runs.contains("\"id\":\"5:"), "the SPACE_BETWEEN row streamed")
        #expect(streamed.diagnostics.contains { $0.kind == .outOfRange && $0.message.contains("times in this type") })
        if target == .uikit { #expect(streamed.diagnostics.contains { $0.kind == .effect }) }
    }

    /// Takes the chunks lowering streams, in order.
    final class Collector {
        var chunks: [StreamChunk] = []
        func submit(_ chunk: StreamChunk) { chunks.append(chunk) }
    }

    @Test("lowering hands over whole chunks of a container's children in order, keeps the others, and says so in the IR")
    func chunksInOrder() throws {
        let file = try FigmaFile.decode(Array(Self.mixedDesign.utf8))
        var lowering = Lowering(file: file, options: GenerationOptions())
        let collector = Collector()
        lowering.streaming = ChildStreaming(policy: Self.small, submit: collector.submit)
        let ir = lowering.lowerAll()
        let feed = collector.chunks.filter { $0.owner.nodeID == "2:0" }
        // The feed's chunks, numbered in order among its stream's streamed ones, each 64 views of its own rows.
        #expect(feed.map(\.index) == Array(0..<feed.count))
        #expect(feed.allSatisfy { $0.views.count == 64 && $0.fileName == "Screen.swift" && $0.ownerPath == "Screen / Feed" })
        let ids = feed.flatMap { $0.views.compactMap(\.source?.nodeID) }
        #expect(ids.first == "2:64" && ids.count == 64 * feed.count, "the first chunk holds a card: kept")
        #expect(ids == ids.sorted { $0.split(separator: ":")[1].count != $1.split(separator: ":")[1].count ? $0.count < $1.count : $0 < $1 }, "in layer order")
        // The nested container streamed too, with a stream of its own.
        let inner = collector.chunks.filter { $0.owner.nodeID == "2:500-wide" }
        #expect(inner.count == 1 && inner[0].stream != feed[0].stream)
        let dump = IRDump.dump(ir)
        // 700 rows, 7 of them hidden and one placed absolutely (an overlay, not a child of the stack).
        #expect(dump.contains("~ \(64 * feed.count) of \(700 - 7 - 1) children streamed in chunks of 64"), "\(dump.prefix(2000))")
    }

    @Test("check reports the same drift against a manifest with streamed records as against one without")
    func parityWithStreamedRecords() throws {
        let before = try FigmaFile.decode(Array(Self.mixedDesign.utf8))
        let after = try FigmaFile.decode(Array(Self.mixedDesign.replacingOccurrences(of: "Row number 610", with: "Row number six hundred ten")
            .replacingOccurrences(of: #""id": "2:611", "name": "Divider 611""#, with: #""id": "2:611b", "name": "Divider 611""#).utf8))
        let old = Self.generated(before, target: .swiftui, streaming: .never)
        let disk = old.files.reduce(into: [String: FileText?]()) { $0[$1.name] = $1.text }
        func drifts(_ new: GenerationResult) -> [Drift] {
            ParityCheck.compare(old: old.manifest, new: new.manifest, newFiles: Dictionary(uniqueKeysWithValues: new.files.map { ($0.name, $0.text) }), disk: disk)
        }
        let streamed = Self.generated(after, target: .swiftui, streaming: Self.small)
        try #require(!streamed.manifest.layerRuns.isEmpty)
        let expected = drifts(Self.generated(after, target: .swiftui, streaming: .never))
        #expect(drifts(streamed) == expected)
        #expect(expected.map(\.kind) == [.valueChanged, .layerAdded, .layerRemoved], "\(expected.map(\.message))")
        // In parity, the records written ahead are matched without being read back.
        let files = Dictionary(uniqueKeysWithValues: streamed.files.map { ($0.name, $0.text) })
        var parity = ParityCheck.Comparison(old: streamed.manifest, new: streamed.manifest, newFiles: files, disk: files.mapValues { Optional($0) })
        parity.oldLayersAreTheNewOnes()
        #expect(parity.finish().isEmpty)
    }

    @Test("check finds the same drift whatever it reads ahead of the old records: layers removed, added, moved, a type renamed",
          arguments: [0, 1, 2])
    func driftWhateverTheReadAhead(_ variant: Int) throws {
        func design(feed: String, rows: [String]) -> String {
            let screen = Self.frame("1:1", feed, children: rows)
            let other = Self.frame("3:1", "Other", children: (0..<300).map { Self.text("3:\($0 + 2)", "Other \($0)", "Other row \($0)") })
            return #"{"name": "Drift", "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [{"id": "0:1", "name": "Page", "type": "CANVAS", "children": [\#(screen), \#(other)]}]}, "components": {}, "componentSets": {}, "styles": {}}"#
        }
        let rows = (0..<1500).map { Self.text("2:\($0)", "Row \($0)", "Row number \($0)") }
        var newRows = rows, feed = "Feed"
        switch variant {
        case 0:  // one removed, one added near the start, one changed near the end
            newRows.remove(at: 700)
            newRows.insert(Self.text("2:new", "New", "New row"), at: 10)
            newRows[1400] = Self.text("2:1400", "Row 1400", "Row one thousand four hundred")
        case 1:  // the first row moved to the end
            newRows.append(newRows.removeFirst())
        default:  // the screen renamed: its file (and records) now come after the other screen's
            feed = "Stream"
            newRows[5] = Self.text("2:5", "Row 5", "Row five")
        }
        let old = Self.generated(try FigmaFile.decode(Array(design(feed: "Feed", rows: rows).utf8)), target: .swiftui, streaming: .never)
        let disk = old.files.reduce(into: [String: FileText?]()) { $0[$1.name] = $1.text }
        var results: [[Drift]] = []
        for streaming in [StreamingPolicy.never, Self.small] {
            let new = Self.generated(try FigmaFile.decode(Array(design(feed: feed, rows: newRows).utf8)), target: .swiftui, streaming: streaming)
            let newFiles = Dictionary(uniqueKeysWithValues: new.files.map { ($0.name, $0.text) })
            for limit in [1, 3, 256, Int.max] {
                var comparison = ParityCheck.Comparison(old: old.manifest, new: new.manifest, newFiles: newFiles, disk: disk)
                comparison.readAheadLimit = limit
                for layer in old.manifest.layers { comparison.compare(oldLayer: layer) }
                results.append(comparison.finish())
            }
        }
        func summary(_ drifts: [Drift]) -> String {
            Dictionary(grouping: drifts, by: \.kind.rawValue).map { "\($0.key) \($0.value.count)" }.sorted().joined(separator: ", ")
        }
        #expect(results.allSatisfy { $0 == results[0] }, "\(results.map(summary))")
        let kinds = results[0].map(\.kind).filter { [.valueChanged, .layerAdded, .layerRemoved].contains($0) }
        switch variant {
        case 0: #expect(kinds == [.layerAdded, .valueChanged, .layerRemoved], "\(summary(results[0]))")
        case 1: #expect(kinds.isEmpty, "a moved layer is the same layer: \(summary(results[0]))")
        default: #expect(kinds == [.valueChanged], "\(summary(results[0]))")
        }
    }

    @Test("containers that may not stream keep their views: a slot's layers among them, a mask among them, z-order reversed")
    func notStreamed() throws {
        let masked = Self.rows("2", count: 130).enumerated().map { index, row in
            index == 40 ? Self.rectangle("2:m", "Mask", extra: #", "isMask": true"#) : row
        }
        // The slot's default content is lowered apart from the body, and its layers are among the rows.
        let slotted = Self.rows("7", count: 130).enumerated().map { index, row in
            index != 70 ? row : #"{"id": "7:s", "name": "Slot", "type": "SLOT", "componentPropertyReferences": {"slotContentId": "Content#1:0"}, "children": [\#(Self.text("7:t", "Default", "Default"))]}"#
        }
        let json = #"""
        {"name": "Masked", "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [{"id": "0:1", "name": "Page", "type": "CANVAS", "children": [
          \#(Self.frame("1:1", "Screen", children: [Self.frame("2:0", "Feed", children: masked),
                                                   Self.frame("3:0", "Stacked", children: Self.rows("3", count: 130), extra: #", "itemReverseZIndex": true"#)])),
          {"id": "7:1", "name": "Box", "type": "COMPONENT", "layoutMode": "VERTICAL", "componentPropertyDefinitions": {"Content#1:0": {"type": "SLOT", "defaultValue": ""}},
           "children": [\#(Self.frame("7:2", "Rows", children: slotted))]}]}]},
         "components": {"7:1": {"key": "k-box", "name": "Box"}}, "componentSets": {}, "styles": {}}
        """#
        let file = try FigmaFile.decode(Array(json.utf8))
        for target in [GenerationOptions.Target.swiftui, .uikit] {
            #expect(Self.expectSameOutput(file, target: target) == 0, "nothing may stream here")
        }
    }

    @Test("every golden design generates the same with tiny chunks", arguments: GoldenTests.cases)
    func goldens(_ name: String) throws {
        let folder = GoldenTests.directory.appendingPathComponent(name)
        let file = try FigmaFile.decode([UInt8](Data(contentsOf: folder.appendingPathComponent("input.json"))))
        var options = GoldenTests.options(for: folder)
        let variables = try FileManager.default.contents(atPath: folder.appendingPathComponent("variables.json").path).map { try FigmaVariables.decode([UInt8]($0)) }
        options.usesVariables = variables != nil
        let assets = GoldenTests.designAssets(in: folder)
        if assets != nil { options.assetCatalog = true }
        for target in [GenerationOptions.Target.swiftui, .uikit] {
            Self.expectSameOutput(file, target: target, options: options, variables: variables, assets: assets, name)
        }
    }

    @Test("every corpus file generates the same with tiny chunks", arguments: CorpusGenerationTests.files)
    func corpus(_ name: String) throws {
        guard CorpusGenerationTests.isAvailable else { return }
        let data = try Data(contentsOf: CorpusGenerationTests.corpus.appendingPathComponent(name))
        let file = try data.withUnsafeBytes { try FigmaFile.decode($0) }
        for target in [GenerationOptions.Target.swiftui, .uikit] {
            let written = Self.expectSameOutput(file, target: target, name)
            if target == .swiftui { print("corpus \(name): \(written) layer records streamed in chunks of 64") }
        }
    }
}
