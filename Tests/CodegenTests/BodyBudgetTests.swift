import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// Generated bodies stay within the split budget (`BodyWeight.budget`): Swift type-checks a body in a time that grows
/// with the square of its code, so no getter may hold more than a body's worth of layers however large the design.
/// Counted, not timed: each body's layers are the manifest's layer lines between its braces.
@Suite("Body budget")
struct BodyBudgetTests {
    /// One generated body: the member it is, its lines, and the layers the manifest places in it.
    struct Body {
        var file: String
        var member: String
        var lines: ClosedRange<Int>
        var layers: Int
        /// Lines of code in it, comments and blank lines left out.
        var codeLines: Int
    }

    /// Every member body of the generated files (`var body`, parts, variants, groups: members at the type's level),
    /// with the layers the manifest records on its lines.
    static func bodies(_ result: GenerationResult) -> [Body] {
        var layerLines: [String: [Int]] = [:]
        for layer in result.manifest.layers { layerLines[layer.file, default: []].append(layer.line) }
        // Built once: a regex literal is compiled again at every use in a debug build (seconds over 50,000 lines).
        let memberPattern = /^    (?:public |private |internal )?(?:var|func) ([^:(\s]+)/
        var bodies: [Body] = []
        for file in result.files where file.name.hasSuffix(".swift") {
            let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
            let layered = layerLines[file.name, default: []].sorted()
            var nextLayer = 0  // the first of `layered` not yet in a body (bodies come in line order)
            var start: (line: Int, member: String)?
            for (index, line) in lines.enumerated() {
                if start == nil, line.hasPrefix("    "), !line.hasPrefix("     "), line.hasSuffix("{"),
                   let name = line.firstMatch(of: memberPattern)?.1 {
                    start = (index + 1, String(name))
                } else if let open = start, line == "    }" {
                    let range = open.line...(index + 1)
                    // Code is what the type checker reads: no comment, no blank line, no line of a multi-line string.
                    var inString = false, code = 0
                    for line in lines[(open.line - 1)...index] {
                        let trimmed = line.drop { $0 == " " }
                        let opensOrCloses = line.contains("\"\"\"") && line.components(separatedBy: "\"\"\"").count % 2 == 0
                        if !inString && !trimmed.isEmpty && !trimmed.hasPrefix("//") { code += 1 }
                        if opensOrCloses { inString.toggle() }
                    }
                    while nextLayer < layered.count && layered[nextLayer] < range.lowerBound { nextLayer += 1 }
                    var layers = 0
                    while nextLayer < layered.count && range.contains(layered[nextLayer]) { layers += 1; nextLayer += 1 }
                    bodies.append(Body(file: file.name, member: open.member, lines: range, layers: layers, codeLines: code))
                    start = nil
                }
            }
        }
        return bodies
    }

    static func generated(_ json: String, target: GenerationOptions.Target) throws -> GenerationResult {
        var options = GenerationOptions()
        options.target = target
        return generate(try FigmaFile.decode(Array(json.utf8)), options: options)
    }

    static func file(_ root: String) -> String {
        #"""
        {"name": "Budget", "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [
          {"id": "0:1", "name": "Page", "type": "CANVAS", "children": [\#(root)]}]},
         "components": {}, "componentSets": {}, "styles": {}}
        """#
    }

    /// An auto-layout GRID of `count` cards (a frame with a title and a rule: three layers each) in 20 fr columns.
    static func grid(cells count: Int) -> String {
        let rows = (count + 19) / 20
        let cells = (0..<count).map { index in
            let (row, column) = (index / 20, index % 20)
            return #"""
            {"id": "3:\#(index)", "name": "Cell \#(index)", "type": "FRAME", "layoutMode": "VERTICAL", "itemSpacing": 4,
             "paddingLeft": 8, "paddingRight": 8, "paddingTop": 8, "paddingBottom": 8, "cornerRadius": 6,
             "absoluteBoundingBox": {"x": \#(column * 60), "y": \#(row * 60), "width": 56, "height": 56},
             "fills": [{"type": "SOLID", "color": {"r": 1, "g": 1, "b": 1, "a": 1}}],
             "gridRowAnchorIndex": \#(row), "gridColumnAnchorIndex": \#(column), "gridRowSpan": 1, "gridColumnSpan": 1,
             "layoutSizingHorizontal": "FILL", "layoutSizingVertical": "FIXED", "children": [
               {"id": "4:\#(index)", "name": "Title", "type": "TEXT", "characters": "Seat \#(index)",
                "absoluteBoundingBox": {"x": \#(column * 60 + 8), "y": \#(row * 60 + 8), "width": 40, "height": 16},
                "style": {"fontFamily": "Inter", "fontWeight": 600, "fontSize": 12, "lineHeightPx": 16},
                "fills": [{"type": "SOLID", "color": {"r": 0.1, "g": 0.1, "b": 0.1, "a": 1}}]},
               {"id": "5:\#(index)", "name": "Rule", "type": "RECTANGLE", "layoutSizingHorizontal": "FILL",
                "absoluteBoundingBox": {"x": \#(column * 60 + 8), "y": \#(row * 60 + 28), "width": 40, "height": 1},
                "fills": [{"type": "SOLID", "color": {"r": 0.8, "g": 0.8, "b": 0.8, "a": 1}}]}]}
            """#
        }
        return file(#"""
        {"id": "1:1", "name": "Seating", "type": "FRAME", "layoutMode": "GRID", "gridColumnCount": 20, "gridRowCount": \#(rows),
         "gridRowGap": 4, "gridColumnGap": 4, "gridColumnsSizing": "repeat(20, minmax(0, 1fr))", "gridRowsSizing": "repeat(\#(rows), 56px)",
         "absoluteBoundingBox": {"x": 0, "y": 0, "width": 1196, "height": \#(rows * 60 - 4)}, "children": [\#(cells.joined(separator: ",\n"))]}
        """#)
    }

    /// A free frame (no auto layout) of `count` layers placed by constraints, each text or shape with several
    /// modifiers: about seven lines each, some 700 lines written in one getter before the split.
    static func freeFrame(layers count: Int) -> String {
        let layers = (0..<count).map { index in
            let box = #""absoluteBoundingBox": {"x": \#(16 + index % 4 * 90), "y": \#(16 + index / 4 * 30), "width": 80, "height": 20}"#
            let constraints = #""constraints": {"horizontal": "\#(["LEFT", "RIGHT", "CENTER", "SCALE"][index % 4])", "vertical": "TOP"}"#
            if index % 2 == 0 {
                return #"{"id": "2:\#(index)", "name": "Label \#(index)", "type": "TEXT", "characters": "Label \#(index)", \#(box), \#(constraints), "style": {"fontFamily": "Inter", "fontWeight": 500, "fontSize": 13, "lineHeightPx": 20, "letterSpacing": 0.2}, "fills": [{"type": "SOLID", "color": {"r": 0.2, "g": 0.2, "b": 0.3, "a": 1}}]}"#
            }
            return #"{"id": "2:\#(index)", "name": "Chip \#(index)", "type": "RECTANGLE", \#(box), \#(constraints), "cornerRadius": 10, "fills": [{"type": "SOLID", "color": {"r": 0.9, "g": 0.95, "b": 1, "a": 1}}], "strokes": [{"type": "SOLID", "color": {"r": 0.6, "g": 0.7, "b": 0.9, "a": 1}}], "strokeWeight": 1, "effects": [{"type": "DROP_SHADOW", "visible": true, "radius": 4, "offset": {"x": 0, "y": 2}, "color": {"r": 0, "g": 0, "b": 0, "a": 0.2}}]}"#
        }
        return file(#"""
        {"id": "1:1", "name": "Board", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 390, "height": \#(32 + count / 4 * 30)},
         "fills": [{"type": "SOLID", "color": {"r": 1, "g": 1, "b": 1, "a": 1}}], "children": [\#(layers.joined(separator: ",\n"))]}
        """#)
    }

    /// Expects every body within the budget's layers, every layer of the design written once, and the bodies'
    /// code within what a body of the budget's weight writes.
    static func expectWithinBudget(_ result: GenerationResult, layers expected: Int, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        let bodies = Self.bodies(result)
        #expect(!bodies.isEmpty, comment, sourceLocation: sourceLocation)
        let layered = bodies.filter { $0.layers > 0 }
        #expect(layered.reduce(0) { $0 + $1.layers } == expected, "every layer in one body: \(comment)", sourceLocation: sourceLocation)
        for body in bodies where body.layers > BodyWeight.budget.layers || body.codeLines > 2 * BodyWeight.budget.cost {
            Issue.record("\(comment): \(body.file) \(body.member) (lines \(body.lines)) holds \(body.layers) layers in \(body.codeLines) lines of code",
                         sourceLocation: sourceLocation)
        }
    }

    @Test("a 2,000-cell grid: no body over the budget, every cell written once, in order", arguments: GenerationOptions.Target.allCases)
    func largeGrid(_ target: GenerationOptions.Target) throws {
        let result = try Self.generated(Self.grid(cells: 2000), target: target)
        Self.expectWithinBudget(result, layers: 1 + 3 * 2000, "\(target)")
        let seating = try #require(result.files.first { $0.name == "Seating.swift" }).contents
        let seats = seating.split(separator: "\n").compactMap { line -> Int? in
            guard let start = line.range(of: "\"Seat ") else { return nil }
            return Int(line[start.upperBound...].prefix { $0.isNumber })
        }
        #expect(seats == Array(0..<2000), "the cells in the layer panel's order")
        // Before the split the grid was one getter of every cell.
        #expect(Self.bodies(result).count > 2000 / ChildGroups.size)
    }

    @Test("a free frame of 120 constrained layers (700 lines in one getter before): no body over the budget", arguments: GenerationOptions.Target.allCases)
    func largeFreeFrame(_ target: GenerationOptions.Target) throws {
        let result = try Self.generated(Self.freeFrame(layers: 120), target: target)
        let board = try #require(result.files.first { $0.name == "Board.swift" }).contents
        #expect(board.split(separator: "\n").count > 700, "a design of some 700 lines of code")
        Self.expectWithinBudget(result, layers: 1 + 120, "\(target)")
        let checked = try TypeCheck.run(sources: result.files.filter { $0.name.hasSuffix(".swift") }.map { ($0.name, $0.contents) }, uikit: target == .uikit)
        #expect(checked.succeeded, "\(checked.output.prefix(2000))")
    }

    @Test("the bodies of every golden stay within the budget", arguments: GenerationOptions.Target.allCases)
    func goldens(_ target: GenerationOptions.Target) throws {
        #expect(GoldenTests.cases.count > 40)
        for name in GoldenTests.cases {
            let result = try GoldenTests.generateCase(name, target: target).result
            for body in Self.bodies(result) where body.layers > BodyWeight.budget.layers {
                Issue.record("\(name) \(target): \(body.file) \(body.member) holds \(body.layers) layers")
            }
        }
    }

    /// A component over the budget whose heaviest layer is shown by a boolean property: the condition stays in the
    /// body (a UIKit member is one view, so a condition there would be wrapped in a stack of its own, which moves
    /// the layers around it); the layer inside it is the part.
    @Test("a condition is never a part: the layer it shows is", arguments: GenerationOptions.Target.allCases)
    func conditionStaysInTheBody(_ target: GenerationOptions.Target) throws {
        func text(_ id: String, _ name: String) -> String {
            #"{"id": "\#(id)", "name": "\#(name)", "type": "TEXT", "characters": "\#(name)", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 200, "height": 16}, "style": {"fontFamily": "Inter", "fontWeight": 500, "fontSize": 13, "lineHeightPx": 16, "letterSpacing": 0.1}, "fills": [{"type": "SOLID", "color": {"r": 0.2, "g": 0.2, "b": 0.3, "a": 1}}]}"#
        }
        let details = (0..<12).map { text("3:\($0)", "Detail \($0)") }.joined(separator: ", ")
        let rows = (0..<8).map { text("4:\($0)", "Row \($0)") }.joined(separator: ", ")
        let json = #"""
        {"name": "Budget", "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [
          {"id": "0:1", "name": "Page", "type": "CANVAS", "children": [
            {"id": "1:1", "name": "Panel", "type": "COMPONENT", "layoutMode": "VERTICAL", "itemSpacing": 4,
             "absoluteBoundingBox": {"x": 0, "y": 0, "width": 240, "height": 400},
             "componentPropertyDefinitions": {"Show details#1:0": {"type": "BOOLEAN", "defaultValue": true}}, "children": [
              \#(rows),
              {"id": "2:1", "name": "Details", "type": "FRAME", "layoutMode": "VERTICAL", "itemSpacing": 2,
               "absoluteBoundingBox": {"x": 0, "y": 200, "width": 240, "height": 200},
               "componentPropertyReferences": {"visible": "Show details#1:0"}, "children": [\#(details)]}]}]}]},
         "components": {"1:1": {"key": "panel", "name": "Panel", "description": "", "remote": false}}, "componentSets": {}, "styles": {}}
        """#
        var options = GenerationOptions()
        options.target = target
        let result = generate(try FigmaFile.decode(Array(json.utf8)), options: options, memory: GenerationMemory(keepsViews: true))
        let panel = try #require(result.ir.declarations.first { $0.typeName == "Panel" })
        let views = try #require(panel.views)
        #expect(!views.parts.isEmpty, "the panel is over the budget: it has parts")
        #expect(!views.parts.contains { if case .conditional = $0.content { true } else { false } }, "no part is a condition")
        #expect(panel.parts.contains { $0.source?.nodeID == "2:1" }, "the details are a part, inside their condition")
        let file = try #require(result.files.first { $0.name == "Panel.swift" }).contents
        #expect(file.contains("if showDetails {"))
        #expect(!file.contains("VStackContainer(spacing: 0) {\n            if"), "no member wraps a condition")
    }

    /// A design of what is large without many layers: a set of 40 values of one property, a set of 10 × 2 values,
    /// a vector of 390 path commands (vectors of more are not drawn), and 80 components in the catalog.
    /// A list a few cuts over the budget whose heaviest child is a condition around a small layer (under a quarter
    /// of a body, so not a part of its own): the cuts go to other children; the condition stays in the body.
    @Test("a condition is never a part, even the heaviest child of a list over the budget", arguments: GenerationOptions.Target.allCases)
    func conditionNeverCutFromAList(_ target: GenerationOptions.Target) throws {
        let rows = (0..<19).map { index in
            #"{"id": "4:\#(index)", "name": "Rule \#(index)", "type": "RECTANGLE", "absoluteBoundingBox": {"x": 0, "y": \#(index * 4), "width": 240, "height": 2}, "fills": [{"type": "SOLID", "color": {"r": 0.9, "g": 0.9, "b": 0.9, "a": 1}}]}"#
        }.joined(separator: ", ")
        let json = Self.file(#"""
        {"id": "1:1", "name": "Panel", "type": "COMPONENT", "layoutMode": "VERTICAL", "itemSpacing": 2,
         "absoluteBoundingBox": {"x": 0, "y": 0, "width": 240, "height": 200},
         "componentPropertyDefinitions": {"Show note#1:0": {"type": "BOOLEAN", "defaultValue": true}}, "children": [
          {"id": "2:1", "name": "Note", "type": "TEXT", "characters": "Note", "componentPropertyReferences": {"visible": "Show note#1:0"},
           "absoluteBoundingBox": {"x": 0, "y": 0, "width": 200, "height": 16}, "opacity": 0.8,
           "style": {"fontFamily": "Inter", "fontWeight": 500, "fontSize": 13, "lineHeightPx": 16, "letterSpacing": 0.1, "textDecoration": "UNDERLINE"},
           "fills": [{"type": "SOLID", "color": {"r": 0.2, "g": 0.2, "b": 0.3, "a": 1}}]},
          \#(rows)]}
        """#)
        var options = GenerationOptions()
        options.target = target
        let result = generate(try FigmaFile.decode(Array(json.utf8)), options: options, memory: GenerationMemory(keepsViews: true))
        let panel = try #require(result.ir.declarations.first { $0.typeName == "Panel" })
        let views = try #require(panel.views)
        let body = try #require(views.body)
        #expect(SplitPlan(body).inline.cost <= BodyWeight.budget.cost, "the body fits once split")
        #expect(!views.parts.contains { if case .conditional = $0.content { true } else { false } }, "no part is a condition")
        #expect(!panel.parts.isEmpty, "the panel was over the budget: it has parts")
        let file = try #require(result.files.first { $0.name == "Panel.swift" }).contents
        #expect(file.contains("if showNote {"), "\(file.prefix(1500))")
    }

    static let manyVariants: String = {
        func rectangle(_ id: String) -> String {
            #"{"id": "\#(id)", "name": "Shape", "type": "RECTANGLE", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 24, "height": 24}, "fills": [{"type": "SOLID", "color": {"r": 0.2, "g": 0.4, "b": 0.9, "a": 1}}]}"#
        }
        func component(_ id: String, _ name: String) -> String {
            #"{"id": "\#(id)", "name": "\#(name)", "type": "COMPONENT", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 24, "height": 24}, "children": [\#(rectangle(id + "-r"))]}"#
        }
        let countries = (0..<40).map { "C\($0)" }
        let flags = countries.enumerated().map { component("2:\($0.offset)", "Country=\($0.element)") }
        let formats = (0..<10).map { "F\($0)" }
        let social = formats.enumerated().flatMap { format in
            ["Default", "Hover"].enumerated().map { component("3:\(format.offset * 2 + $0.offset)", "Format=\(format.element), State=\($0.element)") }
        }
        let icons = (0..<80).map { component("5:\($0)", "Icon \($0)") }
        let path = "M0 0 " + (1...388).map { "L\($0 % 24) \(($0 * 7) % 24)" }.joined(separator: " ") + " Z"
        let options = { (values: [String]) in values.map { "\"\($0)\"" }.joined(separator: ", ") }
        return file(#"""
        {"id": "1:1", "name": "Flag", "type": "COMPONENT_SET", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 24, "height": 24},
         "componentPropertyDefinitions": {"Country": {"type": "VARIANT", "defaultValue": "C0", "variantOptions": [\#(options(countries))]}},
         "children": [\#(flags.joined(separator: ", "))]},
        {"id": "1:2", "name": "Social", "type": "COMPONENT_SET", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 24, "height": 24},
         "componentPropertyDefinitions": {"Format": {"type": "VARIANT", "defaultValue": "F0", "variantOptions": [\#(options(formats))]},
                                          "State": {"type": "VARIANT", "defaultValue": "Default", "variantOptions": ["Default", "Hover"]}},
         "children": [\#(social.joined(separator: ", "))]},
        {"id": "1:3", "name": "Blob", "type": "COMPONENT", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 24, "height": 24}, "children": [
          {"id": "4:1", "name": "Outline", "type": "VECTOR", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 24, "height": 24},
           "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}], "fillGeometry": [{"path": "\#(path)", "windingRule": "NONZERO"}]}]},
        \#(icons.joined(separator: ", "))
        """#)
    }()

    @Test("a set of 40 values, a set of 20 variants, a 390-command path and an 80-entry catalog: switches by property, a path literal, groups", arguments: GenerationOptions.Target.allCases)
    func largeWithoutLayers(_ target: GenerationOptions.Target) throws {
        let result = try Self.generated(Self.manyVariants, target: target)
        func file(_ name: String) throws -> String { try #require(result.files.first { $0.name == name }).contents }
        // 40 values of one property: the body switches over runs of 16, each run's member over its values.
        let flag = try file("Flag.swift")
        #expect(flag.contains("case .c0, .c1, .c2, .c3, .c4, .c5, .c6, .c7, .c8, .c9, .c10, .c11, .c12, .c13, .c14, .c15:"), "\(flag.prefix(3000))")
        #expect(flag.contains("countryVariants17To32"))
        // 10 formats × 2 states: the body switches on the format, each format's member on the state.
        let social = try file("Social.swift")
        #expect(social.contains("switch format {") && social.contains("formatF3Variants") && social.contains("switch state {"), "\(social.prefix(3000))")
        // 390 commands: one string literal, a command a line; no statement for the type checker.
        let blob = try file("Blob.swift")
        #expect(blob.contains("figmaPath: \"\"\"") && blob.contains("\n                L 1 7\n"), "\(blob.prefix(1500))")
        #expect(!blob.contains("path in") && !blob.contains("addLine"), "no path statements in the view's body")
        // 83 entries: groups of entries.
        let catalog = try file("DesignCatalog.swift")
        #expect(catalog.contains("catalogEntries1To64") && catalog.contains("catalogEntries65To83"), "\(catalog.prefix(2000))")
        // Every body small: no switch of more than 16 cases, no member of more than 64 + 16 lines of code.
        for body in Self.bodies(result) where body.codeLines > BodyWeight.budget.cost + 16 {
            Issue.record("\(target): \(body.file) \(body.member) has \(body.codeLines) lines of code")
        }
        let checked = try TypeCheck.run(sources: result.files.filter { $0.name.hasSuffix(".swift") }.map { ($0.name, $0.contents) }, uikit: target == .uikit)
        #expect(checked.succeeded, "\(checked.output.prefix(2000))")
    }

    /// The path reader that ships in `FigmaPath.swift` is compiled and run here (its Foundation part: SwiftUI's `Path`
    /// is not on Linux) on the literal figgen wrote, and gives back the IR's commands: moves, lines, curves with
    /// their control points in order, quadratic curves, closes, numbers as written.
    @Test("the path reader reads back what the renderer wrote, command for command")
    func pathLiteralRoundTrip() throws {
        let path = "M0 0L10.5 0C12 0 14.25 1.5 14.25 3.75Q14.25 6 12 6L0 6Z M2 2L3 2.125L3 3Z"
        let design = Self.file(#"""
        {"id": "1:1", "name": "Glyph", "type": "COMPONENT", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 16, "height": 8}, "children": [
          {"id": "2:1", "name": "Outline", "type": "VECTOR", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 16, "height": 8},
           "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}], "fillGeometry": [{"path": "\#(path)", "windingRule": "NONZERO"}]}]}
        """#)
        var options = GenerationOptions()
        options.target = .swiftui
        let result = generate(try FigmaFile.decode(Array(design.utf8)), options: options, memory: GenerationMemory(keepsViews: true))
        let glyph = try #require(result.ir.declarations.first { $0.typeName == "Glyph" }?.views?.body)
        var commands: [VectorPath.Command] = []
        func find(_ view: ViewNode) {
            if case .path(let vector) = view.content { commands += vector.commands }
            view.forEachChild(find)
        }
        find(glyph)
        try #require(commands.count == 10, "\(commands)")
        let code = try #require(result.files.first { $0.name == "Glyph.swift" }).contents
        let literal = try #require(code.firstMatch(of: /figmaPath: """\n((?:.*\n)*?)\s*"""/)?.1)
        // The reader, without the SwiftUI extension that draws with it.
        var reader = try #require(result.files.first { $0.name == "FigmaPath.swift" }).contents
        reader = String(reader[..<reader.range(of: "extension Path {")!.lowerBound]).replacingOccurrences(of: "import SwiftUI", with: "import Foundation")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try reader.write(to: directory.appendingPathComponent("FigmaPath.swift"), atomically: true, encoding: .utf8)
        let driver = """
        import Foundation
        let text = \"\"\"
        \(literal)\"\"\"
        for command in FigmaPath.commands(text) {
            switch command {
            case .move(let p): print("move", p.x, p.y)
            case .line(let p): print("line", p.x, p.y)
            case .curve(let a, let b, let p): print("curve", p.x, p.y, a.x, a.y, b.x, b.y)
            case .quad(let a, let p): print("quad", p.x, p.y, a.x, a.y)
            case .close: print("close")
            }
        }
        """
        try driver.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let output = try ConstraintTests.compileAndRun(directory, files: ["FigmaPath.swift", "main.swift"])
        let expected = commands.map { command -> String in
            func text(_ values: Double...) -> String { values.map { "\($0)" }.joined(separator: " ") }
            switch command {
            case .move(let x, let y): return "move " + text(x, y)
            case .line(let x, let y): return "line " + text(x, y)
            case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y): return "curve " + text(x, y, c1x, c1y, c2x, c2y)
            case .quad(let x, let y, let cx, let cy): return "quad " + text(x, y, cx, cy)
            case .close: return "close"
            }
        }
        #expect(output.split(separator: "\n").map(String.init) == expected, "\(output)")
    }

    /// The weight the split plans with follows the code the renderers write: for every member body of every golden in
    /// both targets with a dozen lines of code or more, the estimate is between half and three times its lines of code
    /// (an estimate of calls, not a count of lines: a styled run's line holds several calls; 183 bodies, 0.63–2.8 ×).
    @Test("the split's estimate of a body follows the code written", arguments: GenerationOptions.Target.allCases)
    func estimateFollowsTheCode(_ target: GenerationOptions.Target) throws {
        var compared = 0
        for name in GoldenTests.cases {
            let result = try GoldenTests.generateCase(name, target: target).result
            let bodies = Self.bodies(result)
            for declaration in result.ir.declarations {
                guard let views = declaration.views else { continue }
                var members: [(String, ViewNode)] = zip(declaration.parts.map(\.member), views.parts).map { ($0, $1) }
                members += zip(declaration.variants.map(\.member), views.variants).map { ($0, $1) }
                if let body = views.body { members.append(("body", body)) }
                for (member, view) in members {
                    guard let body = bodies.first(where: { $0.file == declaration.typeName + ".swift" && $0.member == member }), body.codeLines >= 12 else { continue }
                    let estimate = SplitPlan(view).inline.cost
                    compared += 1
                    #expect(Double(estimate) >= Double(body.codeLines) / 2 && Double(estimate) <= Double(body.codeLines) * 3,
                            "\(name) \(target): \(declaration.typeName).\(member) is estimated at \(estimate) and has \(body.codeLines) lines of code")
                }
            }
        }
        #expect(compared > 50, "\(compared) bodies compared")
    }
}
