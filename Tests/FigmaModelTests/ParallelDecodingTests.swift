import Foundation
import Testing
@testable import FigmaModel

/// Decoding on several cores (`SpeculativeRuns`) must give exactly the file a single-threaded decode gives —
/// every node field, index, parent link, byte range and tolerated value — and exactly its error.
@Suite("Parallel decoding")
struct ParallelDecodingTests {
    /// Every stored field of every node, in order, as text; the roots and tolerated values too.
    static func fingerprint(_ file: FigmaFile) -> [String] {
        var lines = file.nodes.map { node in
            Mirror(reflecting: node).children.map { "\($0.label ?? "?")=\(String(describing: $0.value))" }.joined(separator: "|")
        }
        lines.append("roots: \(file.roots)")
        lines.append("tolerated: \(file.tolerated)")
        lines.append("meta: \(file.name ?? "") \(file.components.count) \(file.componentSets.count) \(file.styles.count)")
        return lines
    }

    static func decode(_ bytes: [UInt8], helpers: Int) -> Result<[String], FigmaModelError> {
        Result { () throws(FigmaModelError) in fingerprint(try FigmaFile.decode(bytes, helpers: helpers)) }
    }

    /// Sequential and 1–3 helpers agree; returns how many nodes the file has (or -1 for an error).
    @discardableResult
    static func expectSameDecoding(_ bytes: [UInt8], _ label: String) -> Int {
        let sequential = decode(bytes, helpers: 0)
        for helpers in 1...3 {
            let parallel = decode(bytes, helpers: helpers)
            switch (sequential, parallel) {
            case (.success(let a), .success(let b)):
                if a != b {
                    let index = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
                    Issue.record("\(label), \(helpers) helpers: differs at line \(index) of \(a.count)/\(b.count):\n\(index < a.count ? a[index] : "-")\n\(index < b.count ? b[index] : "-")")
                }
            case (.failure(let a), .failure(let b)):
                #expect(a == b, "\(label), \(helpers) helpers: another error")
            default:
                Issue.record("\(label), \(helpers) helpers: \(sequential) vs \(parallel)")
            }
        }
        if case .success(let lines) = sequential { return lines.count - 3 }
        return -1
    }

    @Test("every corpus file decodes the same on several cores", .enabled(if: Corpus.isAvailable, "the Figma corpus (../shared/figma-corpus) is not present"),
          arguments: Corpus.files)
    func corpus(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Corpus.directory.appendingPathComponent(name)))
        #expect(Self.expectSameDecoding(bytes, name) > 0)
    }

    /// A wide frame (thousands of siblings), deep chains, instance overrides shaped like nodes (`{"id": …}`
    /// without a type) and strings that mention `{"id":` — the places a helper's guess can go wrong.
    @Test("wide, deep and misleading inputs decode the same on several cores")
    func shapes() {
        let rows = (0..<3000).map { index in
            #"{"id":"2:\#(index)","name":"Row {\"id\":\"x\"} \#(index)","type":"TEXT","characters":"Row, {\"id\":1}","overrides":[{"id":"9:\#(index)","overriddenFields":["characters"]}]}"#
        }.joined(separator: ",")
        let wide = #"{"name":"Wide","document":{"id":"0:0","name":"Doc","type":"DOCUMENT","children":[{"id":"0:1","name":"Page","type":"CANVAS","children":[{"id":"1:1","name":"Feed","type":"FRAME","children":[\#(rows)],"layoutMode":"VERTICAL"}],"backgroundColor":{"r":1,"g":1,"b":1,"a":1}}]},"components":{},"styles":{}}"#
        #expect(Self.expectSameDecoding(Array(wide.utf8), "wide") == 3003)
        // The helper's work is really used: the rows after the middle come from its run.
        let parallel = try? FigmaFile.decode(Array(wide.utf8), helpers: 1)
        #expect((parallel?.adoptedRuns ?? 0) >= 1)

        var deep = ""
        for level in 0..<3000 { deep += #"{"id":"3:\#(level)","name":"L\#(level)","type":"FRAME","children":["# }
        deep += #"{"id":"4:0","name":"Leaf","type":"RECTANGLE"}"#
        for level in (0..<3000).reversed() { deep += #"],"opacity":0.5,"itemSpacing":"tolerated \#(level)"}"# }
        let deepFile = #"{"name":"Deep","document":{"id":"0:0","name":"Doc","type":"DOCUMENT","children":[{"id":"0:1","name":"Page","type":"CANVAS","children":[\#(deep)]}]}}"#
        #expect(Self.expectSameDecoding(Array(deepFile.utf8), "deep") == 3003)
        #expect(((try? FigmaFile.decode(Array(deepFile.utf8), helpers: 2))?.adoptedRuns ?? 0) >= 1, "a run deep in the chain is adopted")

        // Pretty-printed, with several pages.
        let pretty = """
        {
          "name": "Pretty",
          "document": {
            "id": "0:0", "name": "Doc", "type": "DOCUMENT",
            "children": [
              \((0..<40).map { page in
                  "{ \"id\" : \"0:\(page + 1)\", \"name\": \"P\(page)\", \"type\": \"CANVAS\", \"children\" : [\n" +
                  (0..<30).map { "  { \"id\": \"\(page):\($0)\", \"name\": \"F\", \"type\": \"FRAME\", \"children\": [ ] }" }.joined(separator: " ,\n") + "\n] }"
              }.joined(separator: ",\n"))
            ]
          }
        }
        """
        #expect(Self.expectSameDecoding(Array(pretty.utf8), "pretty") == 1241)
    }

    @Test("broken files fail on several cores with the single-threaded error")
    func brokenFiles() {
        let rows = (0..<2000).map { #"{"id":"2:\#($0)","name":"R","type":"RECTANGLE","fills":[{"type":"SOLID","color":{"r":1,"g":0,"b":0,"a":1}}]}"# }
        let good = #"{"name":"W","document":{"id":"0:0","name":"D","type":"DOCUMENT","children":[{"id":"0:1","name":"P","type":"CANVAS","children":[\#(rows.joined(separator: ","))]}]}}"#
        let bytes = Array(good.utf8)
        // Cut at many places (truncated), a node without a type late in the file, a bad byte late in the file.
        for cut in stride(from: bytes.count / 3, to: bytes.count, by: bytes.count / 17) {
            Self.expectSameDecoding(Array(bytes[..<cut]), "cut at \(cut)")
        }
        var missingType = rows
        missingType[1700] = #"{"id":"2:1700","name":"R"}"#
        Self.expectSameDecoding(Array((#"{"document":{"id":"0:0","name":"D","type":"DOCUMENT","children":["# + missingType.joined(separator: ",") + "]}}").utf8), "missing type")
        var badByte = bytes
        badByte[bytes.count * 4 / 5] = 0x01
        Self.expectSameDecoding(badByte, "bad byte")
        var tolerated = rows
        for index in stride(from: 100, to: 2000, by: 150) { tolerated[index] = #"{"id":"2:\#(index)","name":"R","type":"RECTANGLE","opacity":"half"}"# }
        let toleratedFile = #"{"document":{"id":"0:0","name":"D","type":"DOCUMENT","children":["# + tolerated.joined(separator: ",") + "]}}"
        #expect(Self.expectSameDecoding(Array(toleratedFile.utf8), "tolerated") == 2001)
    }
}
