import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// `inspect --layout --html`'s page, built from the layout report: which boxes it marks off and where it draws them,
/// that nothing a design names can break out of the markup, that it is the same bytes every time, and its size on a
/// large real design.
@Suite("Layout report HTML")
struct LayoutReportHTMLTests {
    /// One layer's box as the page draws it.
    struct DrawnBox: Equatable, CustomStringConvertible {
        var measurement: Int
        var nodeID: String
        var off: Bool
        var deviation: String
        var x: String, y: String, width: String, height: String
        var description: String { "m\(measurement) \(nodeID) \(off ? "off" : "ok") (\(x), \(y), \(width) × \(height))" }
    }

    /// Every layer box of the page (`<rect id="m…-l…">`), read back from the markup.
    static func boxes(_ html: String) throws -> [DrawnBox] {
        let pattern = #"<rect id="m(\d+)-l\d+" class="(ok|off)" tabindex="0" data-d="([^"]*)" x="([^"]*)" y="([^"]*)" width="([^"]*)" height="([^"]*)"><title>&#39;[^\n]*&#39; \(node ([^)\n]*)\)"#
        let regex = try NSRegularExpression(pattern: pattern)
        let text = html as NSString
        return regex.matches(in: html, range: NSRange(location: 0, length: text.length)).map { match in
            func group(_ index: Int) -> String { text.substring(with: match.range(at: index)) }
            return DrawnBox(measurement: Int(group(1))!, nodeID: group(8), off: group(2) == "off", deviation: group(3),
                            x: group(4), y: group(5), width: group(6), height: group(7))
        }
    }

    static func sampleDesign() throws -> FigmaFile {
        try FigmaFile.decode([UInt8](Data(contentsOf: SampleTests.sample.appendingPathComponent("design.json"))))
    }

    static func sources(_ result: GenerationResult) -> [String: String] {
        Dictionary(result.files.map { ($0.name, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    /// The summary card's `.padding(24)` → `.padding(32)`, as a person might edit the generated file.
    static func withCardPadding32(_ sources: [String: String]) throws -> [String: String] {
        var sources = sources
        let card = try #require(sources["AssetSummaryCard.swift"])
        #expect(card.components(separatedBy: "        .padding(24)\n").count == 2, "one .padding(24) in the card")
        sources["AssetSummaryCard.swift"] = card.replacingOccurrences(of: "        .padding(24)\n", with: "        .padding(32)\n")
        return sources
    }

    @Test("a padding edited in the generated card marks exactly that card and the layers it moves, at their frames", arguments: GenerationOptions.Target.allCases)
    func editedPaddingMarksItsLayers(target: GenerationOptions.Target) throws {
        let design = try Self.sampleDesign()
        let result = try SampleTests.generateSample(target: target)
        let original = measureLayout(design: design, manifest: result.manifest, sources: Self.sources(result))
        let edited = measureLayout(design: design, manifest: result.manifest, sources: try Self.withCardPadding32(Self.sources(result)))
        let context = LayoutReportHTML.Context(input: "design.json", directory: "out")

        // As generated, the sample is within 1 pt everywhere: no box is red.
        let before = try Self.boxes(LayoutReportHTML.render(original, context))
        #expect(before.count == original.layerCount, "a box for every measured layer")
        #expect(before.filter(\.off).isEmpty, "\(before.filter(\.off))")

        let html = LayoutReportHTML.render(edited, context)
        let after = try Self.boxes(html)
        #expect(after.count == edited.layerCount)
        // The red boxes are exactly the layers the edit moved (their frame changed), nothing else.
        var moved: Set<String> = []
        for (index, (old, new)) in zip(original.measurements, edited.measurements).enumerated() {
            for (a, b) in zip(old.layers, new.layers) where a.frame != b.frame { moved.insert("\(index) \(b.nodeID)") }
        }
        let red = Set(after.filter(\.off).map { "\($0.measurement) \($0.nodeID)" })
        #expect(red == moved, "red: \(red.sorted()), moved: \(moved.sorted())")
        let names = edited.measurements.map(\.name)
        let card = try #require(names.firstIndex(of: "AssetSummaryCard")), home = try #require(names.firstIndex(of: "Home"))
        #expect(Set(red.filter { $0.hasPrefix("\(card) ") }) == Set(["40:1", "40:2", "40:3", "40:4", "40:5", "40:6"].map { "\(card) \($0)" }))
        #expect(red.contains("\(home) 100:10") && red.contains("\(home) 100:20"), "the card in the screen and the menu below it")
        #expect(red.allSatisfy { $0.hasPrefix("\(card) ") || $0.hasPrefix("\(home) ") }, "no other type moves: \(red.sorted())")

        // The card is 16 pt taller, centred at its design size (8 pt higher); the screen's card is 16 pt taller where
        // Figma drew it, and the quick menu 8 pt lower. Each with Figma's box dashed beside it.
        let cardBox = try #require(after.first { $0.measurement == card && $0.nodeID == "40:1" })
        #expect((cardBox.x, cardBox.y, cardBox.width, cardBox.height, cardBox.deviation) == ("0", "-8", "335", "144", "8"))
        let inScreen = try #require(after.first { $0.measurement == home && $0.nodeID == "100:10" })
        #expect((inScreen.x, inScreen.y, inScreen.width, inScreen.height) == ("20", "66", "335", "144"))
        let menu = try #require(after.first { $0.measurement == home && $0.nodeID == "100:20" })
        #expect((menu.x, menu.y, menu.width, menu.height) == ("20", "234", "335", "80"))
        #expect(html.contains("<rect class=\"fig\" data-d=\"8\" x=\"0\" y=\"0\" width=\"335\" height=\"128\"/>"), "the card's Figma box, dashed")
        #expect(html.contains("<rect class=\"fig\" data-d=\"8\" x=\"20\" y=\"74\" width=\"335\" height=\"128\"/>"), "the screen's card's Figma box")
        #expect(html.components(separatedBy: "<rect class=\"fig\"").count - 1 == red.count, "one dashed Figma box per red box")
        // The hover text of the red card says what the text report says.
        #expect(html.contains("Frame (0, -8, 335 × 144) vs Figma (0, 0, 335 × 128)"))
        // The worst list links to the boxes, the worst first.
        let firstWorst = try #require(html.range(of: "<ol class=\"worst\">\n<li data-d=\"8\"><a href=\"#m"))
        #expect(firstWorst.lowerBound > html.startIndex)
        // The summary: the card's row says 0% within 1 pt, the untouched types 100%.
        #expect(html.contains("<tr><td><a href=\"#m\(card)\">AssetSummaryCard</a></td><td>component</td><td>335×128</td><td class=\"n\">6</td><td class=\"n\">0.0%</td>"))
    }

    /// Names no page should let out of their text: a script end, an attribute breakout with an image, a script
    /// URL, a line separator that ends a JavaScript string, and a bidi override.
    static let hostile = [
        "</script><script>alert(1)</script>",
        "\"><img src=x onerror=alert(2)>",
        "javascript:alert(3)",
        "line\u{2028}sep\u{2029}para",
        "'><svg onload=alert(4)>\u{202E}gnp.exe",
    ]

    /// The sample with hostile names on the card, the menu and a label (and the padding edit, so they are in the
    /// worst list and in causes too).
    static func hostileReport() throws -> LayoutReport {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: SampleTests.sample.appendingPathComponent("design.json"))) as? [String: Any])
        let names = ["100:10": hostile[0], "100:20": hostile[1], "100:22": hostile[2], "100:24": hostile[3], "40:3": hostile[4]]
        var renamed = 0
        func walk(_ node: inout [String: Any]) {
            if let id = node["id"] as? String, let name = names[id] {
                node["name"] = name
                renamed += 1
            }
            guard var children = node["children"] as? [[String: Any]] else { return }
            for index in children.indices { walk(&children[index]) }
            node["children"] = children
        }
        var document = try #require(object["document"] as? [String: Any])
        walk(&document)
        object["document"] = document
        #expect(renamed == names.count)
        let bytes = try JSONSerialization.data(withJSONObject: object)
        let design = try FigmaFile.decode([UInt8](bytes))
        let result = generate(design, source: bytes, options: GenerationOptions())
        return measureLayout(design: design, manifest: result.manifest, sources: try withCardPadding32(sources(result)))
    }

    @Test("hostile layer names, input and folder names stay text: one script (the page's own), no raw tag or separator")
    func hostileNamesAreEscaped() throws {
        let report = try Self.hostileReport()
        let names = Self.hostile
        let context = LayoutReportHTML.Context(input: names[0] + ".json", directory: names[1], drift: [names[2], names[3]], missing: [names[4]])
        let html = LayoutReportHTML.render(report, context)
        let lower = html.lowercased()
        #expect(lower.components(separatedBy: "<script").count - 1 == 1, "only the page's script")
        #expect(lower.components(separatedBy: "</script").count - 1 == 1)
        let script = try #require(html.range(of: "<script>\n")).upperBound
        let end = try #require(html.range(of: "</script>", range: script..<html.endIndex)).lowerBound
        #expect(String(html[script..<end]) == LayoutReportHTML.script, "no data in the script")
        #expect(!lower.contains("<img"), "no raw image tag")
        #expect(!lower.contains("<svg onload"))
        let raw: Set<UInt32> = [0x2028, 0x2029, 0x202E]
        let rawScalars = html.unicodeScalars.filter { raw.contains($0.value) }
        #expect(rawScalars.isEmpty, "no raw separator or override")
        // Every tag is one of the page's own, and every link stays on the page.
        let tags = try NSRegularExpression(pattern: #"<([a-zA-Z][a-zA-Z0-9]*)"#)
        let allowed: Set<String> = ["html", "head", "meta", "title", "style", "body", "h1", "h2", "p", "div", "ul", "ol", "li", "table", "thead", "tbody", "tfoot",
                                    "tr", "th", "td", "a", "label", "input", "span", "section", "svg", "rect", "path", "image", "pre", "script"]
        let whole = NSRange(location: 0, length: (html as NSString).length)
        var found: Set<String> = []
        for match in tags.matches(in: html, range: whole) { found.insert((html as NSString).substring(with: match.range(at: 1)).lowercased()) }
        #expect(found.isSubset(of: allowed), "\(found.subtracting(allowed))")
        let hrefs = try NSRegularExpression(pattern: #"href="([^"]*)""#)
        for match in hrefs.matches(in: html, range: NSRange(location: 0, length: (html as NSString).length)) {
            let value = (html as NSString).substring(with: match.range(at: 1))
            #expect(value.hasPrefix("#m"), "\(value)")
        }
        // The names are there, as text.
        #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"))
        #expect(html.contains("line&#x2028;sep&#x2029;para") || html.contains("line sep para"), "the separators escaped or shown as spaces")
        #expect(html.contains("&#39;&gt;&lt;svg onload=alert(4)&gt;"))
        // Every attribute value is closed where the page closed it: no quote inside a value.
        let attributes = try NSRegularExpression(pattern: #"\s[a-zA-Z-]+="([^"<>]*)""#)
        let inTags = try NSRegularExpression(pattern: #"<[a-z][^<>]*>"#)
        for tag in inTags.matches(in: html, range: NSRange(location: 0, length: (html as NSString).length)) {
            let text = (html as NSString).substring(with: tag.range)
            let stripped = attributes.stringByReplacingMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length), withTemplate: "")
            #expect(!stripped.contains("="), "an attribute left open or unquoted in \(text.prefix(200))")
        }
    }

    @Test("escape: markup characters, quotes, controls, separators and direction characters")
    func escapeCharacters() {
        #expect(LayoutReportHTML.escape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;")
        #expect(LayoutReportHTML.escape("x\u{0}y\u{1B}z\u{85}") == "x&#xFFFD;y&#xFFFD;z&#xFFFD;")
        #expect(LayoutReportHTML.escape("\u{2028}\u{2029}\u{202E}\u{2066}") == "&#x2028;&#x2029;&#x202E;&#x2066;")
        #expect(LayoutReportHTML.escape("tab\tline\nend 你好") == "tab\tline\nend 你好")
    }

    @Test("the same report gives the same bytes, with the figures of the text report", arguments: GenerationOptions.Target.allCases)
    func deterministic(target: GenerationOptions.Target) throws {
        let design = try Self.sampleDesign()
        let result = try SampleTests.generateSample(target: target)
        let sources = try Self.withCardPadding32(Self.sources(result))
        var png = [UInt8]([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png += [UInt8](repeating: 7, count: 40)
        let context = LayoutReportHTML.Context(input: "design.json", directory: "out", renders: ["200:1": png])
        let first = LayoutReportHTML.render(measureLayout(design: design, manifest: result.manifest, sources: sources), context)
        let second = LayoutReportHTML.render(measureLayout(design: design, manifest: result.manifest, sources: sources), context)
        #expect(Data(first.utf8) == Data(second.utf8))
        // The render of the Account screen (200:1) is inlined in place of its wireframe; only as a data: URI.
        #expect(first.contains("href=\"data:image/png;base64,\(Data(png).base64EncodedString())\""))
        #expect(first.components(separatedBy: "<image ").count - 1 == 1)
        #expect(first.components(separatedBy: "http:").count == first.components(separatedBy: "xmlns=\"http://www.w3.org/2000/svg\"").count, "the SVG namespace is the one URL")
        #expect(!first.contains("https://"))
    }

    @Test("a large real design: the page stays a few hundred bytes a layer", .enabled(if: CorpusGenerationTests.isAvailable, "the Figma corpus (../shared/figma-corpus) is not present"),
          arguments: GenerationOptions.Target.allCases)
    func largeDesignSize(target: GenerationOptions.Target) throws {
        let url = CorpusGenerationTests.corpus.appendingPathComponent("heartbeat-merge-game-zh-2026.json")
        try #require(FileManager.default.fileExists(atPath: url.path), "heartbeat-merge-game-zh-2026.json is not in the corpus")
        let bytes = try [UInt8](Data(contentsOf: url))
        let design = try FigmaFile.decode(bytes)
        var options = GenerationOptions()
        options.target = target
        let result = generate(design, source: Data(bytes), options: options)
        let report = measureLayout(design: design, manifest: result.manifest, sources: Self.sources(result))
        let clock = ContinuousClock()
        var html = ""
        let took = clock.measure { html = LayoutReportHTML.render(report, LayoutReportHTML.Context(input: "design.json", directory: "out")) }
        let size = html.utf8.count
        let perThousand = Double(size) / Double(max(report.layerCount, 1)) * 1000
        print("layout report html heartbeat (\(target.rawValue)): \(report.layerCount) layers, \(size) bytes, \(Int(perThousand)) bytes per 1,000 layers, rendered in \(took)")
        #expect(report.layerCount > 5000)
        #expect(try Self.boxes(html).count == report.layerCount, "a box for every measured layer")
        #expect(perThousand < 500_000, "at most 500 bytes a layer")
        #expect(size < 8 << 20)
    }
}
