import Testing
@testable import FigmaModel

/// One bad input and the exact error it must produce.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    var label: String
    var json: String
    var path: String
    var nodeID: String?
    var kind: FigmaModelError.Kind

    init(_ label: String, _ json: String, path: String, node nodeID: String?, _ kind: FigmaModelError.Kind) {
        self.label = label
        self.json = json
        self.path = path
        self.nodeID = nodeID
        self.kind = kind
    }

    var testDescription: String { label }

    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let error = decodeError(json) else {
            Issue.record("\(label): decoded without error", sourceLocation: sourceLocation)
            return
        }
        #expect(error.path.description == path, "\(label)", sourceLocation: sourceLocation)
        #expect(error.nodeID == nodeID, "\(label)", sourceLocation: sourceLocation)
        #expect(error.kind == kind, "\(label)", sourceLocation: sourceLocation)
    }
}

private let head = #"{"document":{"id":"0:0","name":"Document","type":"DOCUMENT""#
private let pageHead = head + #","children":[{"id":"0:1","name":"Page 1","type":"CANVAS","children":["#
private let nodePath = "$.document.children[0].children[0]"

@Suite struct TruncationTests {
    static let cases: [ErrorCase] = [
        ErrorCase("empty input", "", path: "$", node: nil, .truncated),
        ErrorCase("whitespace only", " \n\t ", path: "$", node: nil, .truncated),
        ErrorCase("only an open brace", "{", path: "$", node: nil, .truncated),
        ErrorCase("mid-string", #"{"document":{"id":"0:0","name":"Docu"#, path: "$.document.name", node: "0:0", .truncated),
        ErrorCase("mid-string after an escape", #"{"document":{"id":"0:0","name":"a\"b"#, path: "$.document.name", node: "0:0", .truncated),
        ErrorCase("mid-string with UTF-8", #"{"document":{"id":"0:0","name":"계좌"#, path: "$.document.name", node: "0:0", .truncated),
        ErrorCase("after a key", head + #","opacity":"#, path: "$.document.opacity", node: "0:0", .truncated),
        ErrorCase("after a key and whitespace", head + #","opacity":  "#, path: "$.document.opacity", node: "0:0", .truncated),
        ErrorCase("after a complete number", head + #","opacity":0.5"#, path: "$.document.opacity", node: "0:0", .truncated),
        ErrorCase("mid-literal", head + #","visible":tr"#, path: "$.document.visible", node: "0:0", .truncated),
        ErrorCase("mid-children", pageHead, path: "$.document.children[0].children", node: "0:1", .truncated),
        ErrorCase("mid-child node", pageHead + #"{"id":"1:2","name":"Fra"#, path: "\(nodePath).name", node: "1:2", .truncated),
        ErrorCase("mid-child fills", pageHead + #"{"id":"1:2","name":"F","type":"FRAME","fills":[{"type":"SOLID","color":{"r":1,"#,
                  path: "\(nodePath).fills[0].color.r", node: "1:2", .truncated),
        // Cut between members or elements, the path names the last value read before the cut.
        ErrorCase("end of a complete child", pageHead + #"{"id":"1:2","name":"F","type":"FRAME"}"#,
                  path: nodePath, node: "0:1", .truncated),
        ErrorCase("mid-metadata", head + #"},"components":{"1:2":{"key":"ab"#, path: #"$.components["1:2"].key"#, node: nil, .truncated),
        ErrorCase("mid-nodes map", #"{"nodes":{"1:2":{"document":{"id":"1:2","name":"N","type":"FRAME","children":["#,
                  path: #"$.nodes["1:2"].document.children"#, node: "1:2", .truncated),
        ErrorCase("last brace missing", head + "}", path: "$.document", node: nil, .truncated),
    ]

    @Test(arguments: cases)
    func truncatedInput(_ errorCase: ErrorCase) {
        errorCase.check()
    }

    /// A file cut inside a number ends mid-token: that is a truncation, not a malformed number.
    @Test(arguments: ["0.", "-", "1e", "1e-", "12.5E+"])
    func truncatedMidNumber(_ number: String) {
        ErrorCase("cut in \(number)", head + #","opacity":"# + number, path: "$.document.opacity", node: "0:0", .truncated).check()
    }

    /// Every proper prefix of a valid file fails (never crashes, never decodes) and is reported as truncated.
    @Test func everyPrefixIsTruncated() throws {
        let json = Fixture.page(#"""
            {"id":"1:2","name":"Card 카드","type":"FRAME","opacity":0.75,"visible":false,"fills":[{"type":"SOLID","color":{"r":1,"g":0.5,"b":0,"a":1}}],
             "children":[{"id":"1:3","name":"T\u00e9xt\n","type":"TEXT","characters":"🎉","absoluteRenderBounds":null,"rotation":-1e-3}]}
            """#, extra: #","components":{"1:2":{"key":"k","name":"n","description":""}},"schemaVersion":0"#)
        let bytes = Array(json.utf8)
        _ = try FigmaFile.decode(bytes)
        var wrong: [String] = []
        for length in 0..<bytes.count {
            let prefix = Array(bytes[..<length])
            // A cut between the bytes of one UTF-8 character reads as invalid UTF-8; that is fine too.
            guard let error = decodeError(prefix) else {
                wrong.append("\(length): decoded")
                continue
            }
            switch error.kind {
            case .truncated: break
            case .invalidUTF8 where prefix.last.map({ $0 >= 0x80 }) == true: break
            default: wrong.append("\(length): \(error)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) prefixes: \(wrong.prefix(8))")
    }
}

@Suite struct MalformedJSONTests {
    static let cases: [ErrorCase] = [
        ErrorCase("missing comma", #"{"document":{"id":"0:0" "name":"D","type":"DOCUMENT"}}"#,
                  path: "$.document.id", node: "0:0", .malformedJSON(#"expected ',' or '}', found '"'"#)),
        ErrorCase("missing comma between children", pageHead + #"{"id":"1:2","name":"A","type":"FRAME"} {"id":"1:3","name":"B","type":"FRAME"}]}]}}"#,
                  path: nodePath, node: "0:1", .malformedJSON("expected ',' or ']', found '{'")),
        ErrorCase("trailing comma in object", head + ",}}", path: "$.document.type", node: "0:0",
                  .malformedJSON("expected a key string, found '}'")),
        ErrorCase("trailing comma in children", pageHead + #"{"id":"1:2","name":"A","type":"FRAME"},]}]}}"#,
                  path: "$.document.children[0].children[1]", node: "0:1", .malformedJSON("expected a value, found ']'")),
        ErrorCase("trailing comma in fills", Fixture.node("FRAME", #""fills":[{"type":"SOLID"},]"#),
                  path: "\(nodePath).fills[1]", node: "1:2", .malformedJSON("expected a value, found ']'")),
        ErrorCase("single-quoted key", "{'document':{}}", path: "$", node: nil, .malformedJSON("expected a key string, found '''")),
        ErrorCase("single-quoted value", #"{"document":{"id":'0:0'}}"#, path: "$.document.id", node: nil,
                  .malformedJSON("expected a value, found '''")),
        ErrorCase("unquoted key", "{document:{}}", path: "$", node: nil, .malformedJSON("expected a key string, found 'd'")),
        ErrorCase("missing colon", #"{"document" {}}"#, path: "$", node: nil, .malformedJSON("expected ':', found '{'")),
        ErrorCase("trailing data", head + "}} {}", path: "$", node: nil, .malformedJSON("unexpected data after the top-level value")),
        ErrorCase("trailing garbage byte", head + "}}x", path: "$", node: nil, .malformedJSON("unexpected data after the top-level value")),
        ErrorCase("second top-level value", head + "}}\n" + head + "}}", path: "$", node: nil,
                  .malformedJSON("unexpected data after the top-level value")),
        ErrorCase("comment", "// export\n{}", path: "$", node: nil, .malformedJSON("expected a value, found '/'")),
        ErrorCase("misspelt literal", head + #","visible":True}}"#, path: "$.document.visible", node: "0:0",
                  .malformedJSON("expected a value, found 'T'")),
        ErrorCase("leading zero", head + #","opacity":01}}"#, path: "$.document.opacity", node: "0:0",
                  .malformedJSON("expected ',' or '}', found '1'")),
        ErrorCase("bare decimal point", head + #","opacity":1.}}"#, path: "$.document.opacity", node: "0:0", .malformedJSON("invalid number")),
        ErrorCase("NaN", head + #","opacity":NaN}}"#, path: "$.document.opacity", node: "0:0", .malformedJSON("expected a value, found 'N'")),
        ErrorCase("unescaped tab in name", head.replacingAll("Document", with: "Doc\tument") + "}}", path: "$.document.name",
                  node: "0:0", .malformedJSON("unescaped control character in string")),
        ErrorCase("invalid escape in name", Fixture.node("TEXT", #""characters":"C:\Users""#), path: "\(nodePath).characters", node: "1:2",
                  .malformedJSON("invalid escape sequence in string")),
        ErrorCase("lone surrogate escape", Fixture.node("TEXT", #""characters":"\ud83d!""#), path: "\(nodePath).characters", node: "1:2",
                  .malformedJSON("invalid escape sequence in string")),
        ErrorCase("error in an unknown property", Fixture.node("FRAME", #""pluginData":{"a":[1,2,}"#), path: "\(nodePath).pluginData.a[2]",
                  node: "1:2", .malformedJSON("expected a value, found '}'")),
    ]

    @Test(arguments: cases)
    func malformedInput(_ errorCase: ErrorCase) {
        errorCase.check()
    }
}

extension String {
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

/// What the reader rejects: values without which the layer tree itself is unknown (README, "what figgen
/// rejects and what it tolerates"). Each still fails with its exact path.
@Suite struct TypeAndKeyErrorTests {
    static let cases: [ErrorCase] = [
        ErrorCase("children is an object", Fixture.node("FRAME", #""children":{}"#), path: "\(nodePath).children", node: "1:2",
                  .typeMismatch(expected: "array", found: "object")),
        ErrorCase("id is a number", Fixture.page(#"{"id":12,"name":"N","type":"FRAME"}"#), path: "\(nodePath).id", node: nil,
                  .typeMismatch(expected: "string", found: "number")),
        ErrorCase("type is a number", Fixture.node("FRAME", "").replacingAll(#""type":"FRAME""#, with: #""type":3"#),
                  path: "\(nodePath).type", node: "1:2", .typeMismatch(expected: "string", found: "number")),
        ErrorCase("document is an array", #"{"document":[]}"#, path: "$.document", node: nil, .typeMismatch(expected: "object", found: "array")),
        ErrorCase("document is null", #"{"document":null}"#, path: "$.document", node: nil, .typeMismatch(expected: "object", found: "null")),
        ErrorCase("nodes is an array", #"{"nodes":[]}"#, path: "$.nodes", node: nil, .typeMismatch(expected: "object", found: "array")),
        ErrorCase("nodes entry is a string", #"{"nodes":{"1:2":"x"}}"#, path: #"$.nodes["1:2"]"#, node: nil,
                  .typeMismatch(expected: "object", found: "string")),

        // Elements of `children` that are not objects: the error lies inside the parent node.
        ErrorCase("child is a string", Fixture.page(#""1:2""#), path: nodePath, node: "0:1",
                  .typeMismatch(expected: "object (a node)", found: "string")),
        ErrorCase("child is null", Fixture.page(#"{"id":"1:2","name":"A","type":"FRAME"},null"#), path: "$.document.children[0].children[1]",
                  node: "0:1", .typeMismatch(expected: "object (a node)", found: "null")),
        ErrorCase("child is an array", Fixture.page("[]"), path: nodePath, node: "0:1", .typeMismatch(expected: "object (a node)", found: "array")),
        ErrorCase("stringified child", Fixture.page(#""@{id=1:2; name=Frame}""#), path: nodePath, node: "0:1",
                  .typeMismatch(expected: "object (a node)", found: "string")),

        // Missing required keys name the object that lacks them.
        ErrorCase("node without id", Fixture.page(#"{"name":"N","type":"FRAME"}"#), path: nodePath, node: nil, .missingKey("id")),
        ErrorCase("node without id whose child has one", Fixture.page(#"{"name":"N","type":"FRAME","children":[{"id":"9:9","name":"c","type":"TEXT"}]}"#),
                  path: nodePath, node: nil, .missingKey("id")),
        ErrorCase("node without type", Fixture.page(#"{"id":"1:2","name":"N"}"#), path: nodePath, node: "1:2", .missingKey("type")),
        ErrorCase("document without id", #"{"document":{"name":"D","type":"DOCUMENT"}}"#, path: "$.document", node: nil, .missingKey("id")),
        ErrorCase("nodes entry without document", #"{"nodes":{"1:2":{"components":{}}}}"#, path: #"$.nodes["1:2"]"#, node: nil,
                  .missingKey("document")),

        // Not a Figma export.
        ErrorCase("empty object", "{}", path: "$", node: nil,
                  .notAFigmaExport("expected a 'document' (files response) or 'nodes' (nodes response) key")),
        ErrorCase("object with only metadata", #" {"name":"x","components":{},"version":"1"}"#, path: "$", node: nil,
                  .notAFigmaExport("expected a 'document' (files response) or 'nodes' (nodes response) key")),
        ErrorCase("top-level array", "[]", path: "$", node: nil, .typeMismatch(expected: "object (a Figma REST response)", found: "array")),
        ErrorCase("top-level string", #""document""#, path: "$", node: nil, .typeMismatch(expected: "object (a Figma REST response)", found: "string")),
        ErrorCase("top-level null", "null", path: "$", node: nil, .typeMismatch(expected: "object (a Figma REST response)", found: "null")),
    ]

    @Test(arguments: cases)
    func wrongTypesAndMissingKeys(_ errorCase: ErrorCase) {
        errorCase.check()
    }

    /// UTF-16 and UTF-32, with and without a byte-order mark, are named in the error.
    @Test(arguments: [
        ([0xFF, 0xFE] + Array("{}".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "UTF-16 (little-endian)"),
        ([0xFE, 0xFF] + Array("{}".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, "UTF-16 (big-endian)"),
        (Array("{\"d".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "UTF-16 (little-endian)"),
        (Array("{\"d".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, "UTF-16 (big-endian)"),
        ([0x7B, 0, 0, 0, 0x7D, 0, 0, 0], "UTF-32 (little-endian)"),
        ([0, 0, 0, 0x7B, 0, 0, 0, 0x7D], "UTF-32 (big-endian)"),
        ([0, 0, 0xFE, 0xFF, 0, 0, 0, 0x7B], "UTF-32 (big-endian)"),
    ] as [([UInt8], String)])
    func otherEncodingsAreNamed(_ bytes: [UInt8], _ encoding: String) throws {
        let error = try #require(decodeError(bytes))
        #expect(error.kind == .unsupportedEncoding(encoding))
        #expect(error.path == .root)
        #expect(error.message.hasPrefix("the file is \(encoding); figgen reads UTF-8 JSON"))
    }

    /// A UTF-8 byte-order mark (PowerShell, some editors) is skipped; errors after it still point at the right byte.
    @Test func byteOrderMarkIsSkipped() throws {
        let file = try FigmaFile.decode(Array("\u{FEFF}".utf8) + Array((head + "}}").utf8))
        #expect(file.nodes.first?.id == "0:0")
        let bad = Array("\u{FEFF}".utf8) + Array(Fixture.page(#"{"id":12,"name":"N","type":"FRAME"}"#).utf8)
        let error = try #require(decodeError(bad))
        #expect(error.path.description == "\(nodePath).id")
        #expect(bad[error.byteOffset] == UInt8(ascii: "1"), "the offset counts the mark")
    }
}

/// One value the reader tolerates: the file decodes, the value is skipped and recorded once.
struct ToleratedCase: Sendable, CustomTestStringConvertible {
    var label: String
    var json: String
    var field: String
    var problem: String
    var path: String
    var nodeID: String?
    /// What must still hold of the decoded file (the other values kept, the default in place).
    var holds: @Sendable (FigmaFile) -> Bool

    init(_ label: String, _ json: String, field: String, _ problem: String, path: String, node nodeID: String?,
         holds: @escaping @Sendable (FigmaFile) -> Bool = { _ in true }) {
        self.label = label
        self.json = json
        self.field = field
        self.problem = problem
        self.path = path
        self.nodeID = nodeID
        self.holds = holds
    }

    var testDescription: String { label }
}

/// What the reader tolerates: any other value of an unexpected shape is skipped and recorded with the
/// path of its first appearance and a count, and the file decodes.
@Suite struct ToleratedValueTests {
    /// The first node below the page (`1:2`, or `7:7` in one case).
    static func node(_ file: FigmaFile) -> Node { file.nodes[2] }

    static let cases: [ToleratedCase] = [
        ToleratedCase("color is a string", Fixture.node("FRAME", ##""fills":[{"type":"SOLID","color":{"r":1,"g":1,"b":1}},{"type":"SOLID","color":"#FF0000"}]"##),
                      field: "fills", "expected object, found string", path: "\(nodePath).fills[1].color", node: "1:2",
                      holds: { node($0).fills.count == 1 }),
        ToleratedCase("node id after the bad value", Fixture.page(#"{"type":"FRAME","fills":[{"type":"SOLID","color":[1,0,0]}],"children":[{"id":"9:9","name":"c","type":"TEXT"}],"name":"N","id":"7:7"}"#),
                      field: "fills", "expected object, found array", path: "\(nodePath).fills[0].color", node: "7:7",
                      holds: { node($0).fills.isEmpty && node($0).children.count == 1 }),
        ToleratedCase("visible is a string", Fixture.node("FRAME", #""visible":"yes","opacity":0.5"#), field: "visible",
                      "expected boolean, found string", path: "\(nodePath).visible", node: "1:2", holds: { node($0).visible && node($0).opacity == 0.5 }),
        ToleratedCase("opacity is a string", Fixture.node("FRAME", #""opacity":"1""#), field: "opacity", "expected number, found string",
                      path: "\(nodePath).opacity", node: "1:2", holds: { node($0).opacity == 1 }),
        ToleratedCase("opacity is a boolean", Fixture.node("FRAME", #""opacity":true"#), field: "opacity", "expected number, found boolean",
                      path: "\(nodePath).opacity", node: "1:2"),
        ToleratedCase("opacity out of range", Fixture.node("FRAME", #""opacity":1e400"#), field: "opacity", "number out of range",
                      path: "\(nodePath).opacity", node: "1:2", holds: { node($0).opacity == 1 }),
        ToleratedCase("fills is an object", Fixture.node("FRAME", #""fills":{"type":"SOLID"}"#), field: "fills", "expected array, found object",
                      path: "\(nodePath).fills", node: "1:2", holds: { node($0).fills.isEmpty }),
        ToleratedCase("a legacy frame's background (its fills) has a bad paint", Fixture.node("FRAME", #""background":[{"type":"SOLID","color":{"r":1,"g":0,"b":0}},{"type":"SOLID","color":"red"}],"opacity":0.5"#),
                      field: "background", "expected object, found string", path: "\(nodePath).background[1].color", node: "1:2",
                      holds: { node($0).fills.map(\.color) == [RGBA(r: 1, g: 0, b: 0)] && node($0).opacity == 0.5 }),
        ToleratedCase("layoutMode is an object", Fixture.node("FRAME", #""layoutMode":{},"itemSpacing":4"#), field: "layoutMode",
                      "expected string, found object", path: "\(nodePath).layoutMode", node: "1:2",
                      holds: { node($0).layoutMode == .none && node($0).itemSpacing == 4 }),
        ToleratedCase("fractional style override index", Fixture.node("TEXT", #""characterStyleOverrides":[0,1.5]"#), field: "characterStyleOverrides",
                      "expected integer, found number", path: "\(nodePath).characterStyleOverrides[1]", node: "1:2",
                      holds: { node($0).characterStyleOverrides.isEmpty }),
        ToleratedCase("negative grid span", Fixture.node("FRAME", #""gridRowSpan":-1"#), field: "gridRowSpan",
                      "expected a non-negative integer, found -1", path: "\(nodePath).gridRowSpan", node: "1:2", holds: { node($0).gridRowSpan == nil }),
        ToleratedCase("bounding box is an array", Fixture.node("FRAME", #""absoluteBoundingBox":[0,0,1,1]"#), field: "absoluteBoundingBox",
                      "expected object, found array", path: "\(nodePath).absoluteBoundingBox", node: "1:2", holds: { node($0).absoluteBoundingBox == nil }),
        ToleratedCase("metadata key is a number", head + #"},"components":{"1:2":{"key":5,"name":"n"},"1:3":{"key":"k","name":"m"}}}"#,
                      field: "components", "expected string, found number", path: #"$.components["1:2"].key"#, node: nil,
                      holds: { $0.components["1:2"] == nil && $0.components["1:3"]?.name == "m" }),
        ToleratedCase("metadata map is an array", head + #"},"styles":[1,2]}"#, field: "styles", "expected object, found array",
                      path: "$.styles", node: nil, holds: { $0.styles.isEmpty }),
        ToleratedCase("error in the second nodes entry", #"{"nodes":{"1:2":{"document":{"id":"1:2","name":"A","type":"FRAME"}},"3:4":{"document":{"id":"3:4","name":"B","type":"FRAME","children":[{"id":"3:5","name":"C","type":"RECTANGLE","strokes":[{"type":"SOLID","opacity":"x"}]}]}}}}"#,
                      field: "strokes", "expected number, found string", path: #"$.nodes["3:4"].document.children[0].strokes[0].opacity"#, node: "3:5",
                      holds: { $0.nodes.count == 3 }),
        ToleratedCase("node without name", Fixture.page(#"{"id":"1:2","type":"FRAME"}"#), field: "name", "missing required key 'name'",
                      path: nodePath, node: "1:2", holds: { node($0).name == "" }),
        ToleratedCase("name is a number, id last", Fixture.page(#"{"type":"FRAME","name":7,"children":[{"id":"9:9","name":"c","type":"TEXT"}],"id":"1:2"}"#),
                      field: "name", "expected string, found number", path: "\(nodePath).name", node: "1:2", holds: { node($0).name == "" }),
        ToleratedCase("paint without type", Fixture.node("FRAME", #""fills":[{"color":{"r":1,"g":1,"b":1,"a":1}},{"type":"SOLID","color":{"r":0,"g":0,"b":0}}]"#),
                      field: "fills", "missing required key 'type'", path: "\(nodePath).fills[0]", node: "1:2",
                      holds: { node($0).fills.map(\.type) == [.solid] }),
        ToleratedCase("color without r", Fixture.node("FRAME", #""fills":[{"type":"SOLID","color":{"g":1,"b":1,"a":1}}]"#),
                      field: "fills", "missing required key 'r'", path: "\(nodePath).fills[0].color", node: "1:2"),
        ToleratedCase("gradient stop without position", Fixture.node("FRAME", #""fills":[{"type":"GRADIENT_LINEAR","gradientStops":[{"position":0,"color":{"r":1,"g":1,"b":1}},{"color":{"r":1,"g":1,"b":1}}]}]"#),
                      field: "fills", "missing required key 'position'", path: "\(nodePath).fills[0].gradientStops[1]", node: "1:2"),
        ToleratedCase("bounding box without height", Fixture.node("FRAME", #""absoluteBoundingBox":{"x":0,"y":0,"width":1}"#),
                      field: "absoluteBoundingBox", "missing required key 'height'", path: "\(nodePath).absoluteBoundingBox", node: "1:2"),
        ToleratedCase("definition without defaultValue", Fixture.node("COMPONENT", #""componentPropertyDefinitions":{"Label#1:0":{"type":"TEXT"},"On#1:1":{"type":"BOOLEAN","defaultValue":true}}"#),
                      field: "componentPropertyDefinitions", "missing required key 'defaultValue'", path: #"\#(nodePath).componentPropertyDefinitions["Label#1:0"]"#,
                      node: "1:2", holds: { node($0).componentPropertyDefinitions.entries.map(\.key) == ["On#1:1"] }),
        ToleratedCase("geometry without path", Fixture.node("VECTOR", #""fillGeometry":[{"windingRule":"NONZERO"}]"#),
                      field: "fillGeometry", "missing required key 'path'", path: "\(nodePath).fillGeometry[0]", node: "1:2"),
        ToleratedCase("a reference of a new shape", Fixture.node("FRAME", #""componentPropertyReferences":{"visible":"Show#1:0","slotContentId":{"k":1}}"#),
                      field: "componentPropertyReferences", "expected string, found object", path: #"\#(nodePath).componentPropertyReferences.slotContentId"#,
                      node: "1:2", holds: { node($0).componentPropertyReferences["visible"] == "Show#1:0" }),
    ]

    @Test(arguments: cases)
    func toleratedValue(_ tolerated: ToleratedCase) throws {
        let file = try FigmaFile.decode(tolerated.json)
        #expect(file.tolerated.count == 1, "\(file.tolerated)")
        let entry = try #require(file.tolerated.first)
        #expect(entry.field == tolerated.field)
        #expect(entry.problem == tolerated.problem)
        #expect(entry.firstPath.description == tolerated.path)
        #expect(entry.firstNodeID == tolerated.nodeID)
        #expect(entry.count == 1)
        #expect(tolerated.holds(file), "\(tolerated.label): the rest of the file is not as expected")
    }

    /// One entry per field and problem, with the first path and a count.
    @Test func toleratedValuesAreAggregated() throws {
        let json = Fixture.page(#"""
            {"id":"1:2","name":"A","type":"FRAME","opacity":"x"},
            {"id":"1:3","name":"B","type":"FRAME","opacity":"y","visible":3},
            {"id":"1:4","name":"C","type":"FRAME","opacity":"z"}
            """#)
        let file = try FigmaFile.decode(json)
        #expect(file.tolerated.map(\.field) == ["opacity", "visible"])
        #expect(file.tolerated[0].count == 3)
        #expect(file.tolerated[0].firstNodeID == "1:2")
        #expect(file.tolerated[1].count == 1)
        #expect(file.tolerated[1].firstPath.description == "$.document.children[0].children[1].visible")
    }

    /// New property types and value shapes (Figma's SLOT, 2026) are read, not tolerated: kept as raw JSON.
    @Test func newPropertyShapesAreKeptRaw() throws {
        let json = Fixture.node("INSTANCE", #"""
            "componentProperties":{"Content#1:0":{"type":"SLOT","value":{"guid":{"sessionID":3,"localID":9}},"preferredValues":[]},"Count#1:1":{"type":"FUTURE","value":3}}
            """#)
        let file = try FigmaFile.decode(json)
        #expect(file.tolerated.isEmpty)
        let properties = Self.node(file).componentProperties
        #expect(properties["Content#1:0"]?.type == .slot)
        #expect(properties["Content#1:0"]?.value == .other(#"{"guid":{"sessionID":3,"localID":9}}"#))
        #expect(properties["Count#1:1"]?.type == .unknown("FUTURE"))
        #expect(properties["Count#1:1"]?.value == .other("3"))
    }
}

@Suite struct InvalidUTF8Tests {
    static func bytes(_ before: String, _ invalid: [UInt8], _ after: String) -> [UInt8] {
        Array(before.utf8) + invalid + Array(after.utf8)
    }

    @Test(arguments: [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE4, 0xB8], [0x80]] as [[UInt8]])
    func invalidUTF8InName(_ invalid: [UInt8]) throws {
        let (before, after) = try #require(Self.split(Fixture.page(#"{"id":"1:2","type":"FRAME","name":"Bad@name"}"#)))
        let error = try #require(decodeError(Self.bytes(before, invalid, after)))
        #expect(error.kind == .invalidUTF8)
        #expect(error.path.description == "\(nodePath).name")
        #expect(error.nodeID == "1:2")
        #expect(error.description == "\(nodePath).name: invalid UTF-8 (node 1:2)")
    }

    @Test func invalidUTF8InNameBeforeID() throws {
        let (before, after) = try #require(Self.split(Fixture.page(#"{"name":"Bad@name","id":"1:2","type":"FRAME"}"#)))
        let error = try #require(decodeError(Self.bytes(before, [0xFF], after)))
        #expect(error.kind == .invalidUTF8)
        #expect(error.path.description == "\(nodePath).name")
        #expect(error.nodeID == "1:2")
    }

    @Test func invalidUTF8InDeepCharacters() throws {
        let (before, after) = try #require(Self.split(Fixture.page(#"{"id":"1:2","name":"A","type":"FRAME","children":[{"id":"1:3","name":"B","type":"FRAME"},{"id":"1:4","name":"T","type":"TEXT","characters":"잔액@원"}]}"#)))
        let error = try #require(decodeError(Self.bytes(before, [0xF0, 0x9F, 0x98], after)))
        #expect(error.kind == .invalidUTF8)
        #expect(error.path.description == "\(nodePath).children[1].characters")
        #expect(error.nodeID == "1:4")
    }

    private static func split(_ text: String) -> (String, String)? {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
    }
}

@Suite struct ErrorDescriptionTests {
    @Test func descriptionFormat() throws {
        let mismatch = try #require(decodeError(Fixture.node("FRAME", #""children":"none""#)))
        #expect(mismatch.description == "$.document.children[0].children[0].children: expected array, found string (node 1:2)")
        #expect(mismatch.message == "expected array, found string")

        let missing = try #require(decodeError(Fixture.page(#"{"id":"1:2","name":"N"}"#)))
        #expect(missing.description == "$.document.children[0].children[0]: missing required key 'type' (node 1:2)")

        let notExport = try #require(decodeError("{}"))
        #expect(notExport.description == "$: not a Figma REST export: expected a 'document' (files response) or 'nodes' (nodes response) key")

        let truncated = try #require(decodeError(#"{"document":{"id":"0:0","name":"Docu"#))
        #expect(truncated.description == "$.document.name: unexpected end of file (truncated JSON) (node 0:0)")

        let malformed = try #require(decodeError("{'a':1}"))
        #expect(malformed.description == "$: malformed JSON: expected a key string, found '''")

        let utf16 = try #require(decodeError([0xFF, 0xFE, 0x7B, 0x00]))
        #expect(utf16.description == "$: the file is UTF-16 (little-endian); figgen reads UTF-8 JSON (convert it, e.g. iconv -f UTF-16 -t UTF-8)")
    }

    @Test func byteOffsetPointsAtTheValue() throws {
        let json = Fixture.node("FRAME", #""children":"yes""#)
        let error = try #require(decodeError(json))
        let offset = try #require(json.utf8.firstRange(of: #""yes""#.utf8)).lowerBound
        #expect(error.byteOffset == json.utf8.distance(from: json.utf8.startIndex, to: offset))
    }

    @Test(arguments: [
        ([JSONPath.Component](), "$"),
        ([.key("document"), .key("children"), .index(3), .key("fills"), .index(0)], "$.document.children[3].fills[0]"),
        ([.key("nodes"), .key("1:2"), .key("document")], #"$.nodes["1:2"].document"#),
        ([.key("componentProperties"), .key("Label#1:0")], #"$.componentProperties["Label#1:0"]"#),
        ([.key("a\"b\\c")], #"$["a\"b\\c"]"#),
        ([.key("1abc"), .key("_x1"), .key("camelCase9")], #"$["1abc"]._x1.camelCase9"#),
        ([.key(""), .key("with space"), .key("한글"), .key("a-b")], #"$[""]["with space"]["한글"]["a-b"]"#),
        ([.index(0), .index(12)], "$[0][12]"),
    ])
    func pathDescription(_ components: [JSONPath.Component], expected: String) {
        #expect(JSONPath(components).description == expected)
    }

    @Test func pathAppending() {
        let path = JSONPath.root.appending("nodes").appending("1:2").appending("document").appending("children").appending(index: 4)
        #expect(path.description == #"$.nodes["1:2"].document.children[4]"#)
        #expect(path.components.count == 5)
        #expect(JSONPath.root < path)
    }
}
