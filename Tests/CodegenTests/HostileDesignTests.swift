import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// Designs are untrusted input that ends up in source trees: no text from them may become code, no value
/// may crash generation, and what comes out must still compile.
@Suite("Hostile designs")
struct HostileDesignTests {
    /// A file with one component (`name`, `description`, node id `id`, component key `key`) holding one text,
    /// and a screen that uses it. Strings are JSON-escaped here, so tests pass raw Swift strings.
    static func design(name: String = "Card", description: String = "A card", id: String = "1:1", key: String = "key-card",
                       text: String = "Hello", width: String = "200", spacing: String = "8") -> String {
        func json(_ value: String) -> String {
            String(decoding: try! JSONSerialization.data(withJSONObject: [value], options: [.fragmentsAllowed]), as: UTF8.self).dropFirst().dropLast().description
        }
        return """
        {"name": "Hostile", "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [
          {"id": "0:1", "name": "Page", "type": "CANVAS", "children": [
            {"id": \(json(id)), "name": \(json(name)), "type": "COMPONENT", "layoutMode": "VERTICAL", "itemSpacing": \(spacing),
             "absoluteBoundingBox": {"x": 0, "y": 0, "width": \(width), "height": 40},
             "children": [{"id": "1:2", "name": \(json(text)), "type": "TEXT", "characters": \(json(text)),
                           "absoluteBoundingBox": {"x": 0, "y": 0, "width": 100, "height": 20}, "style": {"fontSize": 16}}]},
            {"id": "2:1", "name": "Screen", "type": "FRAME", "layoutMode": "VERTICAL", "absoluteBoundingBox": {"x": 300, "y": 0, "width": 390, "height": 800},
             "children": [{"id": "2:2", "name": "Use", "type": "INSTANCE", "componentId": \(json(id)),
                           "absoluteBoundingBox": {"x": 300, "y": 0, "width": \(width), "height": 40}, "children": []}]}
          ]}]},
         "components": {\(json(id)): {"key": \(json(key)), "name": \(json(name)), "description": \(json(description))}},
         "componentSets": {}, "styles": {}}
        """
    }

    static func generated(_ json: String) throws -> GenerationResult {
        generate(try FigmaFile.decode(json), options: GenerationOptions())
    }

    /// Lines of generated Swift that are code (not blank, not a comment).
    static func codeLines(_ result: GenerationResult) -> [String] {
        result.files.filter { $0.name.hasSuffix(".swift") }.flatMap { $0.contents.split(separator: "\n").map(String.init) }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }

    static let payload = "let _ = print(\"pwned\")"

    @Test("a line break in a description, node id, component key or name never starts a line of code",
          arguments: ["\r", "\n", "\r\n", "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}"])
    func noCodeInjection(_ lineBreak: String) throws {
        let injected = lineBreak + Self.payload + lineBreak
        let cases = [
            Self.design(description: "Card" + injected),
            Self.design(id: "1:1" + injected),
            Self.design(key: "key" + injected),
            Self.design(name: "Card" + injected),
            Self.design(text: "Hi" + injected),
        ]
        for json in cases {
            let result = try Self.generated(json)
            #expect(!Self.codeLines(result).contains { $0.contains("print(") && !$0.contains("\\") }, "payload became code:\n\(result.files.map(\.contents).joined())")
            for file in result.files where file.name.hasSuffix(".swift") {
                #expect(!file.contents.unicodeScalars.contains { $0 != "\n" && UntrustedText.isLineBreak($0) }, "\(file.name): a raw line break other than LF")
            }
        }
    }

    @Test("a multi-line description stays a doc comment of several lines, whatever its line breaks")
    func multiLineDescription() throws {
        for lineBreak in ["\n", "\r", "\r\n", "\u{2028}"] {
            let result = try Self.generated(Self.design(description: "First line" + lineBreak + "Second line"))
            let card = try #require(result.files.first { $0.name == "Card.swift" })
            #expect(card.contents.contains("/// First line\n/// Second line\n"), "\(lineBreak.unicodeScalars.map { $0.value }): \(card.contents)")
        }
    }

    @Test("control and direction characters in names are shown escaped in comments")
    func hiddenCharactersAreEscaped() throws {
        let result = try Self.generated(Self.design(name: "Ca\u{0}rd\u{202E}evil\u{1B}[2J", description: "x\u{2066}y"))
        let component = try #require(result.ir.declarations.first { $0.kind == .component })
        let card = try #require(result.files.first { $0.name == component.typeName + ".swift" })
        #expect(card.contents.contains(#"/// Ca\u{0}rd\u{202E}evil\u{1B}[2J"#), "\(card.contents)")
        #expect(card.contents.contains(#"/// x\u{2066}y"#))
        for file in result.files {
            #expect(!file.contents.unicodeScalars.contains { UntrustedText.isHidden($0) }, "\(file.name) carries a raw hidden character")
        }
        // Each alone, since the check for them first looks for any byte that is not plain ASCII: DEL is one.
        for (hidden, shown) in [("\u{7F}", #"\u{7F}"#), ("\u{9B}", #"\u{9B}"#), ("\u{1}", #"\u{1}"#)] {
            let alone = try Self.generated(Self.design(description: "a" + hidden + "b"))
            #expect(alone.files.contains { $0.contents.contains("/// a" + shown + "b") }, "\(shown) not shown escaped")
        }
    }

    @Test("huge and tiny numbers never crash; they are clamped and reported", arguments: ["1e16", "-9.3e15", "1e300", "123456789012", "1e-300"])
    func hugeNumbers(_ value: String) throws {
        let result = try Self.generated(Self.design(width: value, spacing: value))
        let huge = abs(Double(value)!) > Lowering.designRange
        let reports = result.diagnostics.filter { $0.kind == .outOfRange }
        #expect(reports.isEmpty == !huge, "\(result.diagnostics)")
        if huge {
            #expect(reports.contains { $0.nodeID == "1:1" && $0.message.hasPrefix("absoluteBoundingBox.width and 1 more values outside ±10000000 pt; clamped") },
                    "\(reports.map(\.message))")
            let card = try #require(result.files.first { $0.name == "Card.swift" })
            #expect(card.contents.contains(Double(value)! > 0 ? "spacing: 10000000" : "spacing: -10000000"), "\(card.contents)")
        }
    }

    @Test("layers with the same values out of range give one warning per type, with a count, at the first")
    func outOfRangeReportsAreCounted() throws {
        func text(_ id: Int, y: String) -> String {
            #"{"id": "1:\#(id)", "name": "T\#(id)", "type": "TEXT", "characters": "x", "absoluteBoundingBox": {"x": 0, "y": \#(y), "width": 10, "height": 10}}"#
        }
        let layers = [text(2, y: "2e7"), text(3, y: "5"), text(4, y: "3e7"), text(5, y: "-4e7"), text(6, y: "1e300")]
        let json = """
        {"name": "Far", "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [{"id": "0:1", "name": "Page", "type": "CANVAS", "children": [
          {"id": "1:1", "name": "Far", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 100, "height": 100}, "children": [\(layers.joined(separator: ","))]},
          {"id": "2:1", "name": "Near", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 100, "height": 100}, "children": [
            {"id": "2:2", "name": "T", "type": "TEXT", "characters": "x", "absoluteBoundingBox": {"x": 0, "y": 2e7, "width": 10, "height": 10}}]}
        ]}]}, "components": {}, "componentSets": {}, "styles": {}}
        """
        let reports = try Self.generated(json).diagnostics.filter { $0.kind == .outOfRange }
        #expect(reports.map(\.message) == [
            "absoluteBoundingBox.y outside ±10000000 pt; clamped (4 times in this type, first here)",
            "absoluteBoundingBox.y outside ±10000000 pt; clamped",
        ])
        #expect(reports.map(\.nodeID) == ["1:2", "2:2"])
        #expect(reports.first?.path.description == "$.document.children[0].children[0].children[0]")
    }

    @Test("SwiftLiteral.number is total over every Double")
    func numberIsTotal() {
        #expect(SwiftLiteral.number(.nan) == "0")
        #expect(SwiftLiteral.number(.infinity) == "1000000000000")
        #expect(SwiftLiteral.number(-.infinity) == "-1000000000000")
        #expect(SwiftLiteral.number(.greatestFiniteMagnitude) == "1000000000000")
        #expect(SwiftLiteral.number(9.3e15) == "1000000000000")
        #expect(SwiftLiteral.number(-0.0004) == "0")
        #expect(SwiftLiteral.number(12.5) == "12.5")
        #expect(rounded(.nan) == 0)
        #expect(rounded(1e300) == Lowering.designRange)
    }

    /// The spelling `SwiftLiteral.number` promises, written the plain way (strings joined): the fast version,
    /// which writes digits into one buffer, must print every value exactly as this does.
    static func plainNumber(_ value: Double) -> String {
        if value == value.rounded(), abs(value) <= SwiftLiteral.largestNumber { return value == 0 ? "0" : String(Int64(value)) }
        guard !value.isNaN else { return "0" }
        let scaled = (min(max(value, -SwiftLiteral.largestNumber), SwiftLiteral.largestNumber) * 1000).rounded()
        if scaled == 0 { return "0" }
        let magnitude = Int64(abs(scaled))
        var text = String(magnitude / 1000)
        var fraction = magnitude % 1000
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            text += "." + String(repeating: "0", count: digits - String(fraction).count) + String(fraction)
        }
        return (scaled < 0 ? "-" : "") + text
    }

    @Test("SVG path numbers are read exactly as Double reads them, in every spelling")
    func pathNumbersMatchDouble() throws {
        var generator = SystemRandomNumberGenerator()
        var tokens = ["0", "-0", "+5", ".5", "-.5", "5.", "007", "0.1", "1e3", "1E-3", "2.5e+2", "123456789012345", "1234567890123456",
                      "0.0000000000000000000001", "9007199254740993", "1.7976931348623157e308", "4.9e-324", "3.14159265358979323846"]
        for _ in 0..<5_000 {
            let whole = String(Int.random(in: 0...99_999, using: &generator))
            let fraction = String(UInt64.random(in: 0...UInt64.max, using: &generator)).prefix(Int.random(in: 0...18, using: &generator))
            let sign = ["", "-", "+"].randomElement(using: &generator)!
            tokens.append(sign + whole + (fraction.isEmpty ? "" : "." + fraction))
            tokens.append(sign + "." + (fraction.isEmpty ? "5" : fraction))
        }
        let path = "M " + tokens.joined(separator: " ") + (tokens.count % 2 == 0 ? "" : " 0")
        let commands = try #require(SVGPath.parse(path))
        let read = commands.flatMap { command -> [Double] in
            switch command {
            case .move(let x, let y), .line(let x, let y): [x, y]
            default: []
            }
        }
        let expected = (tokens + (tokens.count % 2 == 0 ? [] : ["0"])).map { Double($0)! }
        #expect(read.count == expected.count)
        let mismatches = zip(read, expected).enumerated().filter { $0.element.0.bitPattern != $0.element.1.bitPattern }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5).map { "\(tokens[$0.offset]): \($0.element.0) vs \($0.element.1)" })")
    }

    @Test("SwiftLiteral.number prints every value as the plain spelling does")
    func numberMatchesPlainSpelling() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 0.05, 0.005, 0.0005, -0.0005, 0.0015, 0.9995, 999.9995, 1e12, -1e12, 1e12 + 0.5,
                                999_999_999_999.999, 123.456, -123.406, 10.01, 7.1, .pi, -.pi, .ulpOfOne, .leastNonzeroMagnitude,
                                .infinity, -.infinity, .nan, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]
        for _ in 0..<20_000 {
            values.append(Double.random(in: -2...2, using: &generator))
            values.append(Double.random(in: -5000...5000, using: &generator))
            values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 1000)  // exactly three decimals
            values.append(Double.random(in: -1e13...1e13, using: &generator))
        }
        let mismatches = values.filter { SwiftLiteral.number($0) != Self.plainNumber($0) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5).map { "\($0): \(SwiftLiteral.number($0)) vs \(Self.plainNumber($0))" })")
    }

    @Test("a component named body does not become View's associated type Body")
    func bodyIsReserved() throws {
        let result = try Self.generated(Self.design(name: "body"))
        #expect(result.ir.declarations.map(\.typeName).contains("BodyComponent"))
        #expect(!result.ir.declarations.map(\.typeName).contains("Body"))
    }

    @Test("a 10,000-character name gives a type and file name within the file system's limits")
    func longNames() throws {
        let result = try Self.generated(Self.design(name: String(repeating: "Very long name ", count: 700)))
        let card = try #require(result.ir.declarations.first { $0.kind == .component })
        #expect(card.typeName.utf8.count <= SwiftName.maximumLength)
        #expect(card.typeName.hasPrefix("VeryLongNameVeryLongName"))
        for file in result.files { #expect(ManifestPath.problem(file.name) == nil, "\(file.name.prefix(40))") }
        // Korean: three bytes a letter, cut on a letter boundary.
        let korean = SwiftName.typeName(String(repeating: "계좌", count: 200))
        #expect(korean.utf8.count <= SwiftName.maximumLength && korean.utf8.count % 3 == 0 && korean.unicodeScalars.allSatisfy { $0 == "계" || $0 == "좌" })
    }

    @Test("generated hostile output type-checks")
    func hostileOutputCompiles() throws {
        let json = Self.design(name: "body\r\nlet x = 1", description: "d\r" + Self.payload, id: "1:1\u{2028}x", key: "k\rk", text: "T\u{202E}\u{0}", width: "1e16")
        let result = try Self.generated(json)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in result.files where file.name.hasSuffix(".swift") {
            try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.name))
        }
        let check = try TypeCheck.run(files: [directory])
        #expect(check.succeeded, "\(check.output)")
    }

    /// Counts live instances, to see that `ParallelMap` releases what it produced.
    final class Tracked: Sendable {
        nonisolated(unsafe) static var live = 0
        static let lock = NSLock()
        init() { Self.lock.withLock { Self.live += 1 } }
        deinit { Self.lock.withLock { Self.live -= 1 } }
    }

    @Test("ParallelMap keeps order and releases every result")
    func parallelMapReleasesResults() {
        let before = Tracked.lock.withLock { Tracked.live }
        do {
            let values = ParallelMap.map(Array(0..<64)) { ($0, Tracked()) }
            #expect(values.map(\.0) == Array(0..<64))
            #expect(Tracked.lock.withLock { Tracked.live } == before + 64)
        }
        #expect(Tracked.lock.withLock { Tracked.live } == before, "results leaked")
    }
}
