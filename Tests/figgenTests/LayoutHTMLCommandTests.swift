import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `figgen inspect --layout -o <dir> --html report.html`: the built binary writes the page (both targets), the same
/// bytes each run, atomically; bad paths are clear errors; frames from the design folder are inlined; and, where a
/// headless Chromium is installed, the page draws the red box where the layer's frame is.
@Suite("inspect --layout --html")
struct LayoutHTMLCommandTests {
    typealias E2E = EndToEndTests

    /// The generated card's `.padding(24)` → `.padding(32)`: its layers (and the screen's below it) are 8 pt off.
    static func editCardPadding(_ out: URL) throws {
        let file = out.appendingPathComponent("AssetSummaryCard.swift")
        let text = try E2E.read(file)
        #expect(text.components(separatedBy: "        .padding(24)\n").count == 2)
        try E2E.write(text.replacingOccurrences(of: "        .padding(24)\n", with: "        .padding(32)\n"), to: file)
    }

    @Test("writes the page beside the text report, the same bytes each run, no temporary left", arguments: ["swiftui", "uikit"])
    func writesThePage(target: String) throws {
        try E2E.withWorkspace { folder in
            #expect(try E2E.run(["generate", "design.json", "-o", "out", "--target", target], in: folder).status == 0)
            try Self.editCardPadding(folder.appendingPathComponent("out"))
            let plain = try E2E.run(["inspect", "--layout", "design.json", "-o", "out"], in: folder)
            let result = try E2E.run(["inspect", "--layout", "design.json", "-o", "out", "--html", "report.html"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == plain.stdout, "the text report as without --html")
            let first = try Data(contentsOf: folder.appendingPathComponent("report.html"))
            let html = String(decoding: first, as: UTF8.self)
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
            #expect(html.contains("<title>Layout of out (\(target)) against design.json</title>"))
            #expect(html.contains("Frame (0, -8, 335 × 144) vs Figma (0, 0, 335 × 128)"), "the card's frame and Figma's box")
            #expect(html.contains("Swift: out/AssetSummaryCard.swift:"))
            // Over an existing page (written by the run before): replaced, same bytes, nothing else left in the folder.
            let again = try E2E.run(["inspect", "--layout", "design.json", "-o", "out", "--html", "report.html"], in: folder)
            #expect(again.status == 0)
            #expect(try Data(contentsOf: folder.appendingPathComponent("report.html")) == first)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(names == ["design.json", "out", "report.html"], "\(names)")
        }
    }

    @Test("a report path that cannot be written is an error with exit 1 and no report printed")
    func unwritablePath() throws {
        try E2E.withWorkspace { folder in
            #expect(try E2E.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            let noFolder = try E2E.run(["inspect", "--layout", "design.json", "-o", "out", "--html", "nowhere/report.html"], in: folder)
            #expect(noFolder.status == 1)
            #expect(noFolder.stdout.isEmpty, "no partial report")
            #expect(noFolder.stderr == "error: nowhere/report.html: cannot write the report: no such folder nowhere\n", "\(noFolder.stderr)")
            // A place the system refuses (a file in /proc): the report's path and the system's reason, not the temporary's.
            let refused = try E2E.run(["inspect", "--layout", "design.json", "-o", "out", "--html", "/proc/report.html"], in: folder)
            #expect(refused.status == 1)
            #expect(refused.stdout.isEmpty)
            #expect(refused.stderr.hasPrefix("error: /proc/report.html: cannot write the report: ") && !refused.stderr.contains("figgen-tmp"), "\(refused.stderr)")
            let isFolder = try E2E.run(["inspect", "--layout", "design.json", "-o", "out", "--html", "out"], in: folder)
            #expect(isFolder.status == 1)
            #expect(isFolder.stderr.contains("error: out: is a folder, not a file to write the report to"), "\(isFolder.stderr)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/figgen.manifest.json").path), "the folder untouched")
        }
    }

    @Test("usage: --html goes with --layout and names a file", arguments: [
        ["inspect", "design.json", "--html", "r.html"],
        ["inspect", "--layout", "design.json", "-o", "out", "--html", "-"],
        ["inspect", "--layout", "design.json", "-o", "out", "--html="],
    ])
    func usage(_ arguments: [String]) throws {
        try E2E.withWorkspace { folder in
            let result = try E2E.run(arguments, in: folder)
            #expect(result.status == 64, "\(result.stderr)")
            #expect(result.stderr.contains("--html"), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("check --report writes the same page for the folder it checks: none red in parity; after a hand edit, exit 1, the drift and the red layers")
    func checkReport() throws {
        try E2E.withWorkspace { folder in
            #expect(try E2E.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            let parity = try E2E.run(["check", "design.json", "-o", "out", "--report", "check.html"], in: folder)
            #expect(parity.status == 0, "\(parity.stderr)")
            #expect(parity.stdout.hasPrefix("In parity"))
            let clean = try E2E.read(folder.appendingPathComponent("check.html"))
            #expect(!clean.contains("class=\"off\"") && !clean.contains("Drift:"))
            #expect(clean.contains("<rect id=\"m0-l0\" class=\"ok\""))

            try Self.editCardPadding(folder.appendingPathComponent("out"))
            let drift = try E2E.run(["check", "design.json", "-o", "out", "--report", "check.html"], in: folder)
            #expect(drift.status == 1)
            #expect(drift.stdout.hasPrefix("Drift between design.json and out"), "\(drift.stdout)")
            let html = try E2E.read(folder.appendingPathComponent("check.html"))
            #expect(html.contains("<li>[edited-by-hand] AssetSummaryCard.swift was edited by hand since figgen generated it</li>"), "the drift listed")
            #expect(html.contains("Frame (0, -8, 335 × 144) vs Figma (0, 0, 335 × 128)"))
            // The same page inspect --layout --html writes for that folder.
            #expect(try E2E.run(["inspect", "--layout", "design.json", "-o", "out", "--html", "inspect.html"], in: folder).status == 0)
            let inspected = try E2E.read(folder.appendingPathComponent("inspect.html"))
            let withoutDrift = { (page: String) in page.components(separatedBy: "</ul></div>\n").last ?? page }
            #expect(withoutDrift(html) == withoutDrift(inspected), "the measure and drawing alike (each says drift in its own words)")

            // --format github: the annotations, then one line that points at the page.
            let github = try E2E.run(["check", "design.json", "-o", "out", "--report", "check.html", "--format", "github"], in: folder)
            #expect(github.status == 1)
            let lines = github.stdout.split(separator: "\n")
            #expect(lines.first?.hasPrefix("::error ") == true && lines.last?.hasPrefix("::notice title=figgen layout report::") == true, "\(github.stdout)")
            #expect(lines.last?.contains("is check.html;") == true && lines.filter { $0.hasPrefix("::notice") }.count == 1)
            let plain = try E2E.run(["check", "design.json", "-o", "out", "--format", "github"], in: folder)
            #expect(!plain.stdout.contains("::notice"), "no pointer without a page")

            let refused = try E2E.run(["check", "design.json", "-o", "out", "--report", "nowhere/check.html"], in: folder)
            #expect(refused.status == 1)
            #expect(refused.stdout.isEmpty, "no parity report after a report that could not be written")
            #expect(refused.stderr.contains("error: nowhere/check.html: cannot write the report"), "\(refused.stderr)")
            // Confined to the package like every other path when the plugins pass --package-root.
            let outside = try E2E.run(["check", "design.json", "-o", "out", "--report", "../outside.html", "--package-root", "."], in: folder)
            #expect(outside.status == 64, "\(outside.stderr)")
            #expect(outside.stderr.contains("--report: ../outside.html resolves to"), "\(outside.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().appendingPathComponent("outside.html").path))
        }
    }

    @Test("\"layoutReport\" in the config is check --report's page; --report wins; a value that is no file name is an error")
    func configKey() throws {
        try E2E.withWorkspace { folder in
            #expect(try E2E.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            try E2E.write(#"{"input": "design.json", "output": "out", "layoutReport": "layout.html"}"#, to: folder.appendingPathComponent("figgen.json"))
            let result = try E2E.run(["check", "--config", "figgen.json"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try E2E.read(folder.appendingPathComponent("layout.html")).hasPrefix("<!DOCTYPE html>"))
            #expect(try E2E.run(["check", "--config", "figgen.json", "--report", "flag.html"], in: folder).status == 0)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("flag.html").path))
            // generate reads the same config and ignores the key.
            #expect(try E2E.run(["generate", "--config", "figgen.json"], in: folder).status == 0)
            try E2E.write(#"{"input": "design.json", "output": "out", "layoutReport": 3}"#, to: folder.appendingPathComponent("figgen.json"))
            let bad = try E2E.run(["check", "--config", "figgen.json"], in: folder)
            #expect(bad.status == 1)
            #expect(bad.stderr.contains("error: \"layoutReport\" in figgen.json: expected a file name (a string)"), "\(bad.stderr)")
        }
    }

    @Test("unreadable files are said on the page, their measurements not drawn; --worst 0 lists none")
    func unreadableFilesOnThePage() throws {
        try E2E.withWorkspace { folder in
            #expect(try E2E.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            try Data([0x2F, 0x2F, 0x00, 0xFF, 0x01]).write(to: folder.appendingPathComponent("out/AssetSummaryCard.swift"))
            let result = try E2E.run(["inspect", "--layout", "design.json", "-o", "out", "--worst", "0", "--html", "r.html"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let html = try E2E.read(folder.appendingPathComponent("r.html"))
            #expect(html.contains("<p class=\"warn\">Unreadable: out/AssetSummaryCard.swift:1: not text (a NUL byte) (its 6 layers are not measured)</p>"))
            let section = try #require(html.range(of: "<h2>AssetSummaryCard (component, 335×128)</h2>"))
            let end = try #require(html.range(of: "</section>", range: section.upperBound..<html.endIndex))
            let body = html[section.upperBound..<end.lowerBound]
            #expect(body.contains("Not measured: AssetSummaryCard.swift:1: not text (a NUL byte)") && !body.contains("<svg"), "\(body)")
            #expect(!html.contains("Worst layers"))
        }
    }

    @Test("inspect --help documents --html")
    func help() throws {
        try E2E.withWorkspace { folder in
            let help = try E2E.run(["inspect", "--help"], in: folder)
            #expect(help.status == 0)
            #expect(help.stdout.contains("--html <report.html>"), "\(help.stdout)")
            #expect(help.stdout.contains("[--html report.html]"))
        }
    }

    @Test("the design folder's frames/ PNG of a screen is inlined in place of its wireframe; a file that is no PNG is a warning")
    func framesAreInlined() throws {
        try E2E.withWorkspace { folder in
            let design = folder.appendingPathComponent("design")
            let frames = design.appendingPathComponent("frames")
            try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: folder.appendingPathComponent("design.json"), to: design.appendingPathComponent("design.json"))
            let png = Self.png(width: 2, height: 2, rgb: (10, 20, 30))
            try png.write(to: frames.appendingPathComponent("200-1.png"))
            try Data("not a png".utf8).write(to: frames.appendingPathComponent("100-1.png"))
            try E2E.write(#"{"200:1": "200-1.png", "100:1": "100-1.png", "40:1": "../design.json"}"#, to: frames.appendingPathComponent("index.json"))
            #expect(try E2E.run(["generate", "design", "-o", "out"], in: folder).status == 0)
            let result = try E2E.run(["inspect", "--layout", "design", "-o", "out", "--html", "r.html"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("warning: 'frames/100-1.png': not a PNG file; skipped"), "\(result.stderr)")
            #expect(result.stderr.contains("warning: frames/index.json: the entry for '40:1' is not a plain file name; skipped"), "\(result.stderr)")
            let html = try E2E.read(folder.appendingPathComponent("r.html"))
            #expect(html.contains("href=\"data:image/png;base64,\(png.base64EncodedString())\""))
            #expect(html.components(separatedBy: "<image ").count == 2, "one render: the Account screen's")
        }
    }

    // MARK: Pixels

    /// Debian's `chromium`, when installed (`apt-get install chromium`); the pixel test is skipped without it.
    static let chromium: String? = {
        let candidates = [ProcessInfo.processInfo.environment["FIGGEN_CHROMIUM"], "/usr/bin/chromium", "/usr/bin/chromium-browser"].compactMap { $0 }
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
        if found == nil { print("Pixel test skipped: no headless Chromium (/usr/bin/chromium; apt-get install chromium, or set FIGGEN_CHROMIUM)") }
        return found
    }()

    /// Takes a screenshot of `html` (a file) in a headless Chromium at 1× scale.
    static func screenshot(_ html: URL, width: Int, height: Int) throws -> PNGImage {
        let chromium = try #require(chromium)
        let shot = html.deletingLastPathComponent().appendingPathComponent("shot-\(UUID().uuidString).png")
        let profile = html.deletingLastPathComponent().appendingPathComponent("chromium-profile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile); try? FileManager.default.removeItem(at: shot) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        // As root in a container Chromium needs --no-sandbox. The network is off for the page — every request goes to a
        // proxy at a closed port (the loopback included) — so each screenshot also shows the report opens offline.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                             "--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=<-loopback>",
                             "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)", "--screenshot=\(shot.path)", html.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Bounded: a Chromium that hangs fails the test instead of the run.
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return try PNGImage(Data(contentsOf: shot))
    }

    /// The page with only the section of `name` shown, at the window's top left (a test's copy; the product page is unchanged).
    static func isolating(_ html: String, section name: String) throws -> (html: String, originX: Double, originY: Double) {
        let heading = try #require(html.range(of: "<h2>\(name)</h2>"))
        let start = try #require(html.range(of: "<section id=\"", options: .backwards, range: html.startIndex..<heading.lowerBound))
        let id = String(html[start.upperBound...].prefix { $0 != "\"" })
        let viewBox = try #require(html.range(of: "viewBox=\"", range: heading.upperBound..<html.endIndex))
        let numbers = html[viewBox.upperBound...].prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) }
        let style = "<style>body{margin:0!important}body>*{display:none!important}#\(id){display:block!important}#\(id)>h2,#\(id)>p{display:none!important}"
            + ".canvas{border:0!important}</style>\n</head>"
        return (html.replacingOccurrences(of: "</head>", with: style), -numbers[0], -numbers[1])
    }

    @Test("in a browser: the edited card's frame is a red box where the model put it, Figma's box dashed; an untouched icon has no red",
          .enabled(if: chromium != nil, "no headless Chromium (apt-get install chromium)"))
    func pixels() throws {
        try E2E.withWorkspace { folder in
            #expect(try E2E.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            try Self.editCardPadding(folder.appendingPathComponent("out"))
            #expect(try E2E.run(["inspect", "--layout", "design.json", "-o", "out", "--html", "report.html"], in: folder).status == 0)
            let html = try E2E.read(folder.appendingPathComponent("report.html"))

            // The card: its frame (0, -8, 335 × 144) red, 2 pt wide; Figma's box (0, 0, 335 × 128) dashed red.
            let card = try Self.isolating(html, section: "AssetSummaryCard (component, 335×128)")
            let cardPage = folder.appendingPathComponent("card.html")
            try E2E.write(card.html, to: cardPage)
            let image = try Self.screenshot(cardPage, width: 420, height: 260)
            func at(_ x: Double, _ y: Double) -> (Int, Int) { (Int(x + card.originX), Int(y + card.originY)) }
            let (right, middle) = at(334, 64)
            #expect(image.isRed(x: right, y: middle), "the frame's right edge: \(image.pixel(x: right, y: middle))")
            let (centre, bottom) = at(167, 135)
            #expect(image.isRed(x: centre, y: bottom), "the frame's bottom edge: \(image.pixel(x: centre, y: bottom))")
            #expect(!image.isRed(x: centre, y: bottom - 4), "inside the frame, above its edge: \(image.pixel(x: centre, y: bottom - 4))")
            // Figma's bottom edge at y = 128, dashed: some of that row red, not all of it.
            let (from, figmaBottom) = at(100, 128)
            let dashed = (figmaBottom - 1...figmaBottom + 1).map { row in (from..<from + 140).filter { image.isRed(x: $0, y: row) }.count }.max() ?? 0
            #expect(dashed > 40 && dashed < 120, "a dashed line: \(dashed) of 140 pixels red")
            #expect(!image.isRed(x: at(380, 100).0, y: at(380, 100).1), "right of the canvas: no box")

            // An icon within 1 pt: thin grey boxes, no red anywhere.
            let icon = try Self.isolating(html, section: "Icon_Bank (component, 40×40)")
            let iconPage = folder.appendingPathComponent("icon.html")
            try E2E.write(icon.html, to: iconPage)
            let iconImage = try Self.screenshot(iconPage, width: 120, height: 120)
            var red = 0, grey = 0
            for y in 0..<iconImage.height { for x in 0..<iconImage.width {
                if iconImage.isRed(x: x, y: y) { red += 1 }
                let (r, g, b) = iconImage.pixel(x: x, y: y)
                if r < 200, abs(r - g) < 16, abs(g - b) < 16 { grey += 1 }
            } }
            #expect(red == 0)
            #expect(grey > 40, "the layers' grey boxes: \(grey) grey pixels")
        }
    }

    /// The DOM after the page's script and `extra` (appended to a test's copy) ran, as headless Chromium serialises it.
    static func domAfter(_ html: String, running extra: String, in folder: URL) throws -> String {
        let chromium = try #require(chromium)
        let page = folder.appendingPathComponent("dom-\(UUID().uuidString).html")
        try E2E.write(html.replacingOccurrences(of: "</body>", with: "<script>\(extra)</script>\n</body>"), to: page)
        let profile = folder.appendingPathComponent("chromium-profile-\(UUID().uuidString)")
        let out = folder.appendingPathComponent("dom-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: profile); try? FileManager.default.removeItem(at: page); try? FileManager.default.removeItem(at: out) }
        FileManager.default.createFile(atPath: out.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)", "--dump-dom", page.absoluteString]
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return try E2E.read(out)
    }

    @Test("in a browser: focusing a box shows its layer, a worst-list link highlights its box, the filter hides the boxes under it",
          .enabled(if: chromium != nil, "no headless Chromium (apt-get install chromium)"))
    func script() throws {
        try E2E.withWorkspace { folder in
            #expect(try E2E.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            try Self.editCardPadding(folder.appendingPathComponent("out"))
            #expect(try E2E.run(["inspect", "--layout", "design.json", "-o", "out", "--html", "report.html"], in: folder).status == 0)
            let html = try E2E.read(folder.appendingPathComponent("report.html"))
            let boxes = html.components(separatedBy: "<rect id=\"m").count - 1
            let offBoxes = html.components(separatedBy: "class=\"off\" tabindex=\"0\"").count - 1
            #expect(offBoxes > 0 && offBoxes < boxes)

            // Focus the first box that is off: the panel shows its hover text.
            let focused = try Self.domAfter(html, running: "document.querySelector('rect.off').focus();", in: folder)
            let panel = try #require(focused.range(of: "<pre id=\"info\" aria-live=\"polite\">"))
            let shown = focused[panel.upperBound...].prefix { $0 != "<" }
            #expect(shown.hasPrefix("&#39;") || shown.hasPrefix("'"), "the layer's name first: \(shown)")
            #expect(shown.contains("JSON path: $.document") && shown.contains("Swift: out/") && shown.contains("Deviation: 8 pt"), "\(shown)")

            // Click the first worst layer: its box is highlighted.
            let clicked = try Self.domAfter(html, running: "document.querySelector('a[data-box]').click();", in: folder)
            let link = try #require(html.range(of: "data-box=\""))
            let target = String(html[link.upperBound...].prefix { $0 != "\"" })
            #expect(clicked.contains("<rect id=\"\(target)\" class=\"off hl\""), "the box \(target) highlighted")
            #expect(clicked.components(separatedBy: " hl\"").count - 1 == 1, "only that box")

            // Filter at 1 pt: only the boxes more than 1 pt off stay; the count says how many.
            let filtered = try Self.domAfter(html, running: "var i = document.getElementById('min'); i.value = '1'; i.dispatchEvent(new Event('input'));", in: folder)
            #expect(filtered.contains("<span id=\"shown\">\(offBoxes) layer\(offBoxes == 1 ? "" : "s") shown</span>"), "\(offBoxes) shown")
            #expect(filtered.components(separatedBy: "class=\"ok hidden\"").count - 1 == boxes - offBoxes, "every box within 1 pt hidden")
        }
    }

    // MARK: PNG

    /// An 8-bit RGB PNG filled with one colour (stored, not compressed: zlib's stored blocks).
    static func png(width: Int, height: Int, rgb: (UInt8, UInt8, UInt8)) -> Data {
        var raw: [UInt8] = []
        for _ in 0..<height { raw.append(0); for _ in 0..<width { raw += [rgb.0, rgb.1, rgb.2] } }
        var zlib: [UInt8] = [0x78, 0x01, 0x01, UInt8(raw.count & 0xFF), UInt8(raw.count >> 8), UInt8(~raw.count & 0xFF), UInt8((~raw.count >> 8) & 0xFF)] + raw
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        zlib += bigEndian((b << 16) | a)
        var data: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        data += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        data += chunk("IDAT", zlib)
        data += chunk("IEND", [])
        return Data(data)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in typed {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return bigEndian(UInt32(body.count)) + typed + bigEndian(~crc)
    }
}

/// A decoded 8-bit RGB or RGBA PNG (what Chromium's screenshots are). Inflated by the system's zlib, found at run time
/// (the package has no dependency to link it).
struct PNGImage: CustomTestStringConvertible {
    var testDescription: String { "\(width)×\(height) PNG" }
    var width = 0, height = 0
    var channels = 3
    var pixels: [UInt8] = []

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        try #require(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "not a PNG")
        var offset = 8
        var compressed: [UInt8] = []
        func word(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        while offset + 8 <= bytes.count {
            let length = word(offset), type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = Array(bytes[offset + 8..<offset + 8 + length])
            if type == "IHDR" {
                width = word(offset + 8); height = word(offset + 12)
                try #require(body[8] == 8 && (body[9] == 2 || body[9] == 6) && body[12] == 0, "only 8-bit RGB(A), not interlaced")
                channels = body[9] == 6 ? 4 : 3
            } else if type == "IDAT" {
                compressed += body
            }
            offset += 12 + length
        }
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        var size = UInt(raw.count)
        typealias Uncompress = @convention(c) (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt>, UnsafePointer<UInt8>, UInt) -> Int32
        let library = try #require(dlopen("libz.so.1", RTLD_NOW) ?? dlopen("libz.so", RTLD_NOW), "zlib not found")
        let uncompress = unsafeBitCast(try #require(dlsym(library, "uncompress")), to: Uncompress.self)
        let status = raw.withUnsafeMutableBufferPointer { out in compressed.withUnsafeBufferPointer { uncompress(out.baseAddress!, &size, $0.baseAddress!, UInt($0.count)) } }
        try #require(status == 0 && size == UInt(raw.count), "zlib: \(status)")
        // Undo each row's filter (None, Sub, Up, Average, Paeth).
        pixels = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            for column in 0..<stride {
                let value = raw[row * (stride + 1) + 1 + column]
                let left = column >= channels ? Int(pixels[row * stride + column - channels]) : 0
                let up = row > 0 ? Int(pixels[(row - 1) * stride + column]) : 0
                let upLeft = row > 0 && column >= channels ? Int(pixels[(row - 1) * stride + column - channels]) : 0
                let predicted: Int
                switch filter {
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let p = left + up - upLeft, pa = abs(p - left), pb = abs(p - up), pc = abs(p - upLeft)
                    predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
                default: predicted = 0
                }
                pixels[row * stride + column] = UInt8(truncatingIfNeeded: Int(value) + predicted)
            }
        }
    }

    func pixel(x: Int, y: Int) -> (Int, Int, Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return (255, 255, 255) }
        let at = (y * width + x) * channels
        return (Int(pixels[at]), Int(pixels[at + 1]), Int(pixels[at + 2]))
    }

    /// The page's red (#e00000, solid or dashed over the tint), not the faint tint inside an off box.
    func isRed(x: Int, y: Int) -> Bool {
        let (r, g, b) = pixel(x: x, y: y)
        return r > 180 && g < 110 && b < 110
    }
}
