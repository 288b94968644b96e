import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// Work split across cores must give the bytes one core gives: instances compared in runs whose findings are
/// merged, manifest layer records encoded in chunks, declarations rendered in a pipeline while others are lowered.
@Suite("Parallel stages")
struct ParallelStagesTests {
    /// A component `Tag` (a text `Label`, corner radius 4) and a screen with `count` instances of it. Instances
    /// from `blurredFrom` on add a layer blur (an override no parameter can carry); only the last one changes the
    /// label's text.
    static func design(instances count: Int, blurredFrom: Int) -> String {
        let instances = (0..<count).map { index in
            let effects = index >= blurredFrom ? #"[{"type": "LAYER_BLUR", "radius": 4, "visible": true}]"# : "[]"
            let text = index == count - 1 ? "Last" : "Tag"
            return #"{"id": "3:\#(index)", "name": "Tag \#(index)", "type": "INSTANCE", "componentId": "2:1", "cornerRadius": 4, "effects": \#(effects), "children": [{"id": "I3:\#(index);2:2", "name": "Label", "type": "TEXT", "characters": "\#(text)", "style": {"fontSize": 12}}]}"#
        }
        return #"""
        {"name": "Tags", "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [
          {"id": "0:1", "name": "Page", "type": "CANVAS", "children": [
            {"id": "2:1", "name": "Tag", "type": "COMPONENT", "layoutMode": "HORIZONTAL", "cornerRadius": 4,
             "children": [{"id": "2:2", "name": "Label", "type": "TEXT", "characters": "Tag", "style": {"fontSize": 12}}]},
            {"id": "1:1", "name": "Screen", "type": "FRAME", "layoutMode": "VERTICAL",
             "absoluteBoundingBox": {"x": 0, "y": 0, "width": 390, "height": 800}, "children": [\#(instances.joined(separator: ", "))]}]}]},
         "components": {"2:1": {"key": "k1", "name": "Tag"}}, "componentSets": {}, "styles": {}}
        """#
    }

    @Test("overrides found in every run of instances are merged: one parameter, one warning with the total and the first in document order")
    func overridesAcrossRuns() throws {
        // 300 instances are compared in runs of 64: the blur is added from the second run on, the text in the last only.
        let file = try FigmaFile.decode(Array(Self.design(instances: 300, blurredFrom: 100).utf8))
        let result = generate(file, options: GenerationOptions())
        let tag = try #require(result.ir.declarations.first { $0.typeName == "Tag" })
        #expect(tag.properties.map(\.member) == ["label"], "the text override of the last instance is a parameter")
        let blur = result.diagnostics.filter { $0.message.contains("of effects") }
        #expect(blur.count == 1)
        #expect(blur.first?.message.hasPrefix("200 instance overrides of effects") == true, "\(blur.first?.message ?? "none")")
        #expect(blur.first?.nodeID == "3:100", "the first instance that changes it")
        let screen = try #require(result.files.first { $0.name == "Screen.swift" })
        #expect(screen.contents.contains(#"Tag(label: "Last")"#))
    }

    @Test("manifest records encoded in chunks read back the same, with files and hostile names across chunk boundaries")
    func manyLayerRecords() throws {
        // 16,384 records are one chunk: file A ends one before a boundary, B is the single record on it, C spans the next.
        let names = ["plain", #"quote " and \ backslash"#, "del \u{7F} c1 \u{85} sep \u{2028}", "한글 é", "tab\tend "]
        var layers: [Manifest.Layer] = []
        for (file, count) in [("A.swift", 16_383), ("B.swift", 1), ("C.swift", 20_000)] {
            for index in 0..<count {
                let name = names[index % names.count]
                // Values sorted by name, as the manifest keeps them.
                layers.append(Manifest.Layer(nodeID: "\(file.first!):\(index)", figmaName: name, layerPath: "Screen / " + name, file: file, line: index + 1,
                                             values: [.init(name: "fills", text: "#FFFFFF", line: index + 3), .init(name: "text", text: name)]))
            }
        }
        let files = ["A.swift", "B.swift", "C.swift"].map { Manifest.FileEntry(path: $0, hash: "0123456789abcdef") }
        let manifest = Manifest(input: "many", fileName: "many", version: "1", lastModified: nil, options: [:], files: files, declarations: [], layers: layers)
        let bytes = manifest.jsonBytes()
        #expect((try? JSONSerialization.jsonObject(with: Data(bytes))) != nil, "valid JSON")
        // Each file's records are one array, whichever chunks encoded them (a repeated key would still parse).
        let text = String(decoding: bytes, as: UTF8.self)
        for file in ["A.swift", "B.swift", "C.swift"] {
            #expect(text.components(separatedBy: "\"\(file)\": [").count == 2, "\(file) opens one array")
        }
        let read = try Manifest(json: Data(bytes))
        // Compared as one Bool: a failing comparison of 36,384 records would be diffed element by element.
        let sameLayers = read.layers == manifest.layers, sameBytes = read.jsonBytes() == bytes
        #expect(read.layers.count == layers.count)
        #expect(sameLayers)
        #expect(sameBytes)
    }

    @Test("manifest entries sort as (Swift name, file, line) tuples do: ASCII names as bytes, others as strings, ties kept in order")
    func entryOrder() {
        var generator = SystemRandomNumberGenerator()
        let names = ["Card", "Card.title", "Card2", "card", "Card_x", "계좌", "계좌.x", "Café", "Cafe\u{301}", "Z", "A.b", "A", "_a", "a1", "A1"]
        let entries = (0..<3_000).map { position in
            Manifest.Entry(kind: "component", swiftName: names.randomElement(using: &generator)! + (Bool.random(using: &generator) ? "" : ".m\(Int.random(in: 0...3, using: &generator))"),
                           file: ["A.swift", "B.swift"].randomElement(using: &generator)!, line: Int.random(in: 1...4, using: &generator),
                           detail: String(position))
        }
        let expected = entries.sorted { ($0.swiftName, $0.file, $0.line) < ($1.swiftName, $1.file, $1.line) }
        #expect(Manifest.sorted(entries) == expected)
    }

    @Test("work set aside from inside tasks that fill the thread pool still finishes, with both results")
    func asideNeverWaitsOnThePool() {
        // Far more tasks than threads, each waiting for its `aside`: a version that queued the aside work and
        // waited for it deadlocked here, as generation did on a design with many declarations.
        let tasks = 256
        let group = DispatchGroup()
        let results = UnsafeMutableBufferPointer<Int>.allocate(capacity: tasks)
        defer { results.deallocate() }
        results.initialize(repeating: 0)
        nonisolated(unsafe) let slots = results
        for task in 0..<tasks {
            DispatchQueue.global().async(group: group) {
                var local = 0
                let (aside, body) = ParallelMap.aside({ task * 2 }) { () -> Int in
                    local = task
                    return task * 3
                }
                slots[task] = aside + body + local
            }
        }
        #expect(group.wait(timeout: .now() + 60) == .success, "deadlocked")
        #expect(Array(results) == (0..<tasks).map { $0 * 6 })
    }

    @Test("the pipelined generation gives what lowering everything first and rendering after gives", arguments: [GenerationOptions.Target.swiftui, .uikit])
    func pipelineMatchesStages(_ target: GenerationOptions.Target) throws {
        let file = try FigmaFile.decode(Array(Self.design(instances: 80, blurredFrom: 10).utf8))
        var options = GenerationOptions()
        options.target = target
        let pipelined = generate(file, options: options, memory: GenerationMemory(keepsViews: true))
        // The stages one after another, without the pipeline.
        var lowering = Lowering(file: file, options: options)
        let ir = lowering.lowerAll()
        let rendered = renderer(for: target, ir: ir, options: options).render()
        #expect(pipelined.ir == ir)
        #expect(pipelined.files == rendered.files)
        #expect(pipelined.diagnostics == lowering.diagnostics + rendered.diagnostics)
        let declarationRenderer = renderer(for: target, ir: ir, options: options)
        let records = ir.declarations.map { declaration in
            let rendered = declarationRenderer.renderDeclaration(declaration)
            return Manifest.records(for: declaration, rendered: rendered.file, layerLines: rendered.layerLines, facts: Manifest.viewFacts(of: declaration),
                                    file: file, contentHash: nil)
        }
        #expect(pipelined.manifest == Manifest(file: file, options: options, ir: ir, files: rendered.files, records: records))
    }

    @Test("the design's bytes are told back once hashed: every type's subtree, and the hashes are the ones read without telling")
    func sourceIsReleasedAfterHashing() throws {
        let bytes = Array(Self.design(instances: 40, blurredFrom: 10).utf8)
        let file = try FigmaFile.decode(bytes)
        let plain = generate(file, source: Data(bytes), options: GenerationOptions())
        let told = Told()
        let releasing = generate(file, source: Data(bytes), options: GenerationOptions(), memory: GenerationMemory(releaseSource: { told.add($0) }))
        #expect(releasing.manifest == plain.manifest)
        #expect(plain.manifest.declarations.filter { $0.contentHash != nil }.count == 2, "Tag and Screen are hashed")
        // Each type's subtree was read and then told, whole.
        for id in ["2:1", "1:1"] {
            let range = try #require(file.index(ofID: id).map { file.nodes[$0].byteRange })
            #expect(told.ranges.contains(range), "\(id): \(range) not in \(told.ranges)")
        }
    }

    /// Ranges told from any thread.
    final class Told: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [Range<Int>] = []
        func add(_ range: Range<Int>) { lock.withLock { all.append(range) } }
        var ranges: [Range<Int>] { lock.withLock { all } }
    }
}
