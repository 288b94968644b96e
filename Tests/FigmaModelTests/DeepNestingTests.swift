import Foundation
import Testing
@testable import FigmaModel

/// The reader must not recurse per level: a 10,000-deep file decodes, and errors deep inside it are located.
@Suite struct DeepNestingTests {
    static let depth = 10_000

    /// A chain of `depth` nested FRAMEs under DOCUMENT → CANVAS, shaped like `gen_figma.py --deep`.
    /// Frame `i` (0-based) has id `1:(i+2)`; `innermost` is added to the deepest frame's members.
    static func chain(_ depth: Int, innermost: String = "", root: String? = nil) -> String {
        var json = root ?? #"{"document":{"id":"0:0","name":"Document","type":"DOCUMENT","children":[{"id":"0:1","name":"Page 1","type":"CANVAS","children":["#
        json.reserveCapacity(depth * 200)
        for index in 0..<depth {
            json += #"{"id":"1:\#(index + 2)","name":"Nested \#(index)","type":"FRAME","#
            json += #""absoluteBoundingBox":{"x":\#(index).0,"y":\#(index).0,"width":100.0,"height":100.0},"#
            json += #""fills":[{"blendMode":"NORMAL","type":"SOLID","color":{"r":0.9176470637321472,"g":0.5,"b":0.0,"a":1.0}}],"#
            json += #""layoutMode":"VERTICAL","itemSpacing":0.0,"#
            if index == depth - 1, !innermost.isEmpty { json += innermost + "," }
            json += #""children":["#
        }
        json += String(repeating: "]}", count: depth)
        json += root == nil ? #"]}]},"components":{},"componentSets":{},"schemaVersion":0,"styles":{},"name":"deep"}"# : "}}}"
        return json
    }

    static func nested(_ open: String, _ close: String, _ depth: Int, _ inner: String = "") -> String {
        String(repeating: open, count: depth) + inner + String(repeating: close, count: depth)
    }

    @Test func tenThousandDeepChainDecodes() throws {
        let file = try FigmaFile.decode(Self.chain(Self.depth))
        #expect(file.nodes.count == Self.depth + 2)
        let summary = FileSummary(file)
        #expect(summary.totalNodes == Self.depth + 2)
        #expect(summary.maxDepth == Self.depth + 2)
        #expect(summary.nodesByType == ["DOCUMENT": 1, "CANVAS": 1, "FRAME": Self.depth])
        #expect(summary.autoLayoutByMode == ["VERTICAL": Self.depth])
        let last = file.nodes.count - 1
        #expect(file.nodes[last].id == "1:\(Self.depth + 1)")
        #expect(file.nodes[last].parent == last - 1)
        #expect(file.nodes[last - 1].children == [last])
        #expect(file.nodes[last].absoluteBoundingBox == Rect(x: Double(Self.depth - 1), y: Double(Self.depth - 1), width: 100, height: 100))
        #expect(file.ancestors(of: last).count == Self.depth + 1)
        #expect(file.page(of: last) == 1)
        let path = file.path(of: last)
        #expect(path.components.count == 1 + 2 * (Self.depth + 1))
        #expect(path.description.hasPrefix("$.document.children[0].children[0].children[0]"))
    }

    @Test func deepChainInANodesResponse() throws {
        let json = Self.chain(Self.depth, root: #"{"nodes":{"1:2":null,"1:1":{"document":"#)
        let file = try FigmaFile.decode(json)
        #expect(file.shape == .nodes)
        #expect(file.nodes.count == Self.depth)
        #expect(FileSummary(file).maxDepth == Self.depth)
        #expect(file.path(of: 1).description == #"$.nodes["1:1"].document.children[0]"#)
    }

    @Test func toleratedValueAtTheDeepestNodeHasItsFullPath() throws {
        let json = Self.chain(Self.depth, innermost: #""strokes":[{"type":"SOLID","color":{"r":0,"g":0,"b":0}},{"type":"SOLID","color":"red"}]"#)
        let file = try FigmaFile.decode(json)
        let entry = try #require(file.tolerated.first)
        #expect(entry.problem == "expected object, found string")
        #expect(entry.firstNodeID == "1:\(Self.depth + 1)")
        let description = entry.firstPath.description
        #expect(description.hasPrefix("$.document.children[0].children[0].children[0]"))
        #expect(description.hasSuffix("].strokes[1].color"))
        #expect(description.components(separatedBy: ".children[0]").count - 1 == Self.depth + 1)
        #expect(entry.firstPath.components.count == 1 + 2 * (Self.depth + 1) + 3)
    }

    @Test func errorAtTheDeepestNodeHasItsFullPath() throws {
        // The deepest frame holds one child without a type.
        let json = Self.chain(Self.depth, innermost: #""children":[{"id":"9:9","name":"T"}],"unused":0"#)
            .replacingOccurrences(of: #""unused":0,"children":[]"#, with: #""unused":0"#)
        let error = try #require(decodeError(json))
        #expect(error.kind == .missingKey("type"))
        #expect(error.nodeID == "9:9")
        #expect(error.path.components.count == 1 + 2 * (Self.depth + 2))
        #expect(error.path.description.hasSuffix(".children[0].children[0]"))
    }

    @Test func truncatedDeepChain() throws {
        // Cut inside the name of frame 5000 (id 1:5002).
        let json = Self.chain(Self.depth)
        let marker = #""name":"Nested 50"#
        let range = try #require(json.firstRange(of: #""name":"Nested 5000""#))
        let cut = String(json[..<range.lowerBound]) + marker
        let error = try #require(decodeError(cut))
        #expect(error.kind == .truncated)
        #expect(error.nodeID == "1:5002")
        #expect(error.path.components.count == 3 + 2 * 5001 + 1)
        #expect(error.path.description.hasSuffix(".children[0].name"))
    }

    @Test func deepArraysInAnUnknownPropertyAreSkipped() throws {
        for depth in [Self.depth, 100_000] {
            let pluginData = Self.nested("[", "]", depth, #"{"x":1}"#)
            let objects = Self.nested(#"{"a":["#, "]}", depth)
            let file = try FigmaFile.decode(Fixture.node("FRAME", #""pluginData":\#(pluginData),"sharedPluginData":\#(objects),"opacity":0.5"#))
            #expect(file.nodes[2].opacity == 0.5)
            #expect(file.nodes.count == 3)
        }
    }

    @Test func deepUnknownPropertyOnTheDocumentAndTopLevel() throws {
        let deep = Self.nested("[", "]", Self.depth)
        let file = try FigmaFile.decode(#"{"branches":\#(deep),"document":{"id":"0:0","name":"D","type":"DOCUMENT","x-extra":\#(deep)}}"#)
        #expect(file.nodes.count == 1)
    }

    @Test func valueAfterDeepUnknownPropertyIsLocated() throws {
        let deep = Self.nested(#"{"k":["#, "]}", Self.depth)
        let file = try FigmaFile.decode(Fixture.node("FRAME", #""pluginData":\#(deep),"opacity":"x""#))
        #expect(file.tolerated.first?.firstPath.description == "$.document.children[0].children[0].opacity")
        #expect(file.tolerated.first?.firstNodeID == "1:2")
    }

    @Test func errorDeepInsideAnUnknownPropertyIsLocated() throws {
        let deep = Self.nested("[", "]", Self.depth, "01")
        let error = try #require(decodeError(Fixture.node("FRAME", #""pluginData":\#(deep)"#)))
        #expect(error.kind == .malformedJSON("expected ',' or ']', found '1'"))
        #expect(error.nodeID == "1:2")
        #expect(error.path.components.count == 6 + Self.depth)
    }

    /// Deeper than the schema: skipped without recursion and recorded, never a crash or a failed file.
    @Test func deepNestingInBoundVariablesIsTolerated() throws {
        let deep = Self.nested(#"{"a":"#, "}", Self.depth, #"{"type":"VARIABLE_ALIAS","id":"V:1"}"#)
        let file = try FigmaFile.decode(Fixture.node("FRAME", #""boundVariables":\#(deep),"opacity":0.5"#))
        let entry = try #require(file.tolerated.first)
        #expect(entry.field == "boundVariables")
        #expect(entry.problem == "boundVariables nested deeper than the schema allows")
        #expect(entry.firstNodeID == "1:2")
        #expect(entry.firstPath.description.hasPrefix("$.document.children[0].children[0].boundVariables.a.a.a"))
        #expect(file.nodes[2].boundVariables.isEmpty && file.nodes[2].opacity == 0.5)
    }

    @Test func deepArraysInBoundVariablesAreTolerated() throws {
        let deep = Self.nested("[", "]", Self.depth)
        let file = try FigmaFile.decode(Fixture.node("FRAME", #""boundVariables":{"fills":\#(deep)}"#))
        let entry = try #require(file.tolerated.first)
        #expect(entry.problem == "expected object, found array")
        #expect(entry.firstPath.description == "$.document.children[0].children[0].boundVariables.fills[0]")
        #expect(entry.firstNodeID == "1:2")
    }

    @Test func deepNestingInPaintBoundVariablesIsTolerated() throws {
        let deep = Self.nested(#"{"color":"#, "}", Self.depth, "{}")
        let file = try FigmaFile.decode(Fixture.node("FRAME", #""fills":[{"type":"SOLID","boundVariables":\#(deep)}]"#))
        let entry = try #require(file.tolerated.first)
        #expect(entry.field == "fills")
        #expect(entry.problem == "boundVariables nested deeper than the schema allows")
        #expect(entry.firstPath.description.hasPrefix("$.document.children[0].children[0].fills[0].boundVariables.color.color"))
    }

    @Test func boundVariablesWithinTheSchemaDepthAreRead() throws {
        let file = try FigmaFile.decode(Fixture.node("FRAME", #""boundVariables":{"a":{"b":{"c":{"type":"VARIABLE_ALIAS","id":"V:1"}}}}"#))
        #expect(file.nodes[2].boundVariables["a.b.c"] == ["V:1"])
    }

    /// The generator's own deep file, when the shared tools are present.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: SharedTools.generator.path),
                   "needs ../shared/tools/gen_figma.py and python3"))
    func generatedDeepFile() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-deep-\(ProcessInfo.processInfo.processIdentifier).json")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try SharedTools.run(SharedTools.generator, ["--deep", String(Self.depth), "-o", output.path])
        let bytes = try [UInt8](Data(contentsOf: output))
        let file = try FigmaFile.decode(bytes)
        let summary = FileSummary(file)
        #expect(summary.totalNodes == Self.depth + 2)
        #expect(summary.maxDepth == Self.depth + 2)
        #expect(summary.autoLayoutByMode["VERTICAL"] == Self.depth)
        #expect(file.name == "deep")
    }
}

/// Scripts in `../shared/tools`, found from this file's location.
enum SharedTools {
    /// `/work/main/Tests/FigmaModelTests/X.swift` → `/work/shared`.
    static let shared = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared")
    static let generator = shared.appendingPathComponent("tools/gen_figma.py")
    static let stats = shared.appendingPathComponent("tools/corpus_stats.py")
    static let corpus = shared.appendingPathComponent("figma-corpus")

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `python3 script arguments…` and returns its standard output.
    static func run(_ script: URL, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting: a full pipe would block the child.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(script.lastPathComponent) exited \(process.terminationStatus): \(String(decoding: errorData, as: UTF8.self))")
        }
        return data
    }
}
