import Foundation
import Testing
@testable import Codegen

/// `figgen inspect --layout`: the built binary on the sample, a drifted folder, and bad folders.
@Suite("inspect --layout")
struct LayoutCommandTests {
    typealias E2E = EndToEndTests

    @Test("measures the sample: a row per screen, component and variant, a total, exit 0")
    func measuresTheSample() throws {
        try E2E.withWorkspace { folder in
            #expect(try E2E.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            let result = try E2E.run(["inspect", "--layout", "design.json", "-o", "out"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("Layout of out (swiftui) against design.json") == true, "\(result.stdout)")
            #expect(!result.stdout.contains("Drift:"), "in parity: no drift said")
            #expect(lines.contains { $0.hasPrefix("Home (screen, 375×902)") }, "\(result.stdout)")
            #expect(lines.contains { $0.hasPrefix("ButtonComponent.stylePrimary (variant, 335×56)") }, "each variant: \(result.stdout)")
            #expect(lines.contains { $0.hasPrefix("Total (") }, "\(result.stdout)")

            let json = try E2E.run(["inspect", "--layout", "design.json", "-o", "out", "--format", "json"], in: folder)
            #expect(json.status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            #expect(object["drift"] is NSNull)
            let measurements = try #require(object["measurements"] as? [[String: Any]])
            let total = try #require(object["total"] as? [String: Any])
            let layers = measurements.compactMap { $0["layers"] as? Int }.reduce(0, +)
            #expect(layers > 40, "every layer of the sample's types")
            #expect(total["layers"] as? Int == layers, "the total is the sum of the rows")
            for measurement in measurements {
                let within = try #require(measurement["within"] as? [String: Int])
                let count = try #require(measurement["layers"] as? Int)
                #expect((within["0.5"] ?? -1) <= (within["1"] ?? -1) && (within["1"] ?? -1) <= (within["4"] ?? -1) && (within["4"] ?? -1) <= count)
            }
            for layer in try #require(object["worst"] as? [[String: Any]]) {
                #expect((layer["file"] as? String)?.hasPrefix("out/") == true)
                #expect((layer["jsonPath"] as? String)?.hasPrefix("$.document") == true)
                #expect(layer["line"] as? Int ?? 0 > 0)
            }
        }
    }

    @Test("a folder that drifted from the design is measured, the drift said first")
    func driftIsSaidFirst() throws {
        try E2E.withWorkspace { folder in
            #expect(try E2E.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            try E2E.write(try E2E.sampleWithChangedPadding(), to: folder.appendingPathComponent("design.json"))
            let result = try E2E.run(["inspect", "--layout", "design.json", "-o", "out"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count > 3)
            #expect(lines[1].hasPrefix("Drift: the code no longer matches the design (1 change;"), "\(result.stdout)")
            #expect(lines[2].contains("[value-changed] padding changed"), "\(result.stdout)")
            #expect(lines.contains { $0.hasPrefix("AssetSummaryCard (component, 335×128)") }, "still measured: \(result.stdout)")
        }
    }

    @Test("no manifest, or a malformed one, is an error with exit 1 and no report")
    func missingOrMalformedManifest() throws {
        try E2E.withWorkspace { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
            let missing = try E2E.run(["inspect", "--layout", "design.json", "-o", "empty"], in: folder)
            #expect(missing.status == 1)
            #expect(missing.stdout.isEmpty, "no partial report")
            #expect(missing.stderr.contains("figgen.manifest.json: no such file"), "\(missing.stderr)")

            #expect(try E2E.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            try E2E.write("{\"figgen\": 2, \"files\": 12}", to: folder.appendingPathComponent("out/figgen.manifest.json"))
            let malformed = try E2E.run(["inspect", "--layout", "design.json", "-o", "out"], in: folder)
            #expect(malformed.status == 1)
            #expect(malformed.stdout.isEmpty, "no partial report")
            #expect(malformed.stderr.hasPrefix("error: "), "\(malformed.stderr)")
            #expect(malformed.stderr.contains("figgen.manifest.json"), "\(malformed.stderr)")

            let noFolder = try E2E.run(["inspect", "--layout", "design.json", "-o", "nowhere"], in: folder)
            #expect(noFolder.status == 1)
            #expect(noFolder.stdout.isEmpty)
        }
    }

    /// The sample with the first text layer ('Title', node 12:9) at `x`.
    static func sampleWithTitle(atX x: String) throws -> String {
        let text = try String(contentsOf: TestPaths.sample, encoding: .utf8)
        let marker = try #require(text.range(of: "\"id\": \"12:9\""))
        let box = try #require(text.range(of: "\"x\":", range: marker.upperBound..<text.endIndex))
        let end = try #require(text.range(of: ",", range: box.upperBound..<text.endIndex))
        return text.replacingCharacters(in: box.upperBound..<end.lowerBound, with: " " + x)
    }

    @Test("a layer at x = 1e19 is said with its JSON path and left out of the measure: no trap, exit 0")
    func numbersOutOfRange() throws {
        try E2E.withWorkspace { folder in
            #expect(try E2E.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            try E2E.write(try Self.sampleWithTitle(atX: "1e19"), to: folder.appendingPathComponent("design.json"))
            let result = try E2E.run(["inspect", "--layout", "design.json", "-o", "out"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.contains("Out of the layout model's range (not compared):"), "\(result.stdout)")
            #expect(lines.contains("  'Title' (node 12:9, $.document.children[0].children[0].children[0].children[1].children[0]): "
                                   + "x = 1e+19 in the design's box, outside the layout model's range of ±1000000 pt"), "\(result.stdout)")
            #expect(lines.contains { $0.hasPrefix("ListItem_LeftImageText.stateDefaultSizeRegular (variant, 335×72)        5 ")
                                     && $0.hasSuffix("(1 out of the model's range: not compared)") }, "\(result.stdout)")
            let json = try E2E.run(["inspect", "--layout", "design.json", "-o", "out", "--format", "json"], in: folder)
            #expect(json.status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let skipped = try #require(object["outOfRange"] as? [[String: Any]])
            #expect(skipped.map { $0["nodeId"] as? String } == ["12:9"])
        }
    }

    @Test("a generated file hand-edited into thousands of chained modifiers is too deep to model at its line: no stack overflow")
    func chainedModifiers() throws {
        try E2E.withWorkspace { folder in
            #expect(try E2E.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            let url = folder.appendingPathComponent("out/Home.swift")
            var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            // A padding inside a member (a chip's), whose view starts a few lines above it.
            let member = try #require(lines.firstIndex { $0.contains("private var ") })
            let index = try #require(lines[member...].firstIndex { $0.contains(".padding(") })
            lines[index] += String(repeating: ".padding(1)", count: 5_000)
            try E2E.write(lines.joined(separator: "\n"), to: url)
            let result = try E2E.run(["inspect", "--layout", "design.json", "-o", "out"], in: folder)
            #expect(result.status == 0, "\(result.stderr.prefix(2000))")
            // Said at the line the chained view starts on (its layer's line), at or above the edited line.
            let said = lines.indices.filter { line in
                line <= index && result.stdout.contains("  out/Home.swift:\(line + 1): too deep to model (a chain of calls, members or operators nested more than 400 levels)")
            }
            #expect(said.count == 1 && index - said[0] < 12, "\(result.stdout)")
        }
    }

    @Test("a generated file that is truncated, binary or replaced is said with its line, its layers not measured, its rows kept")
    func unreadableFiles() throws {
        try E2E.withWorkspace { folder in
            #expect(try E2E.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            let home = folder.appendingPathComponent("out/Home.swift")
            let text = try String(contentsOf: home, encoding: .utf8)
            let kept = text.components(separatedBy: "\n").prefix(69).joined(separator: "\n")
            try E2E.write(kept, to: home)
            try Data([0x2F, 0x2F, 0x00, 0xFF, 0x01]).write(to: folder.appendingPathComponent("out/AssetSummaryCard.swift"))
            try E2E.write("struct SectionHeader {}\n", to: folder.appendingPathComponent("out/SectionHeader.swift"))
            let result = try E2E.run(["inspect", "--layout", "design.json", "-o", "out"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("Unreadable: out/Home.swift:69: truncated: '{' of line ") && $0.hasSuffix("(its 31 layers are not measured)") },
                    "\(result.stdout)")
            #expect(lines.contains("Unreadable: out/AssetSummaryCard.swift:1: not text (a NUL byte) (its 6 layers are not measured)"), "\(result.stdout)")
            #expect(lines.contains("Unreadable: out/SectionHeader.swift:1: not a file figgen wrote (it does not start with \"// Generated by figgen\"): "
                                   + "replaced or edited beyond the model (its 3 layers are not measured)"), "\(result.stdout)")
            #expect(lines.contains { $0.hasPrefix("Home (screen, 375×902)") && $0.hasSuffix("(31 not measured: its file is unreadable)") }, "\(result.stdout)")
            #expect(lines.contains { $0.hasPrefix("SectionHeader (component, 335×42)") && $0.hasSuffix("(3 not measured: its file is unreadable)") }, "\(result.stdout)")
        }
    }

    @Test("usage: --layout needs -o, and -o needs --layout", arguments: [
        ["inspect", "--layout", "design.json"],
        ["inspect", "design.json", "-o", "out"],
        ["inspect", "--layout", "design.json", "-o", "out", "--worst", "many"],
    ])
    func usage(_ arguments: [String]) throws {
        try E2E.withWorkspace { folder in
            let result = try E2E.run(arguments, in: folder)
            #expect(result.status == 64, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }
}
