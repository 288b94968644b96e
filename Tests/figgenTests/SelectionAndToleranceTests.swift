import Foundation
import Testing
@testable import figgen

/// Selections that match nothing, and files with values figgen does not know, through the built binary.
@Suite("Selection and tolerance")
struct SelectionAndToleranceTests {
    typealias E2E = EndToEndTests

    @Test("a --pages or --nodes selection that matches nothing is an error listing the pages; nothing is written")
    func emptySelection() throws {
        try E2E.withWorkspace { folder in
            let pages = try E2E.run(["generate", "design.json", "-o", "out", "--pages", "Nope"], in: folder)
            #expect(pages.status == 1)
            #expect(pages.stderr.contains("error: no page matches 'Nope'; pages in this file: 'Components' (0:1), 'Home' (2:2)"), "\(pages.stderr)")
            #expect(pages.stderr.contains("nothing written"))
            #expect(FileSystem.exists(folder.appendingPathComponent("out")) == false)
            let nodes = try E2E.run(["generate", "design.json", "-o", "out", "--nodes", "999:1"], in: folder)
            #expect(nodes.status == 1)
            #expect(nodes.stderr.contains("error: no node has the id '999:1'"), "\(nodes.stderr)")
            // check repeats the recorded generation: a selection that differs from it is a usage error, not drift.
            #expect(try E2E.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            let check = try E2E.run(["check", "design.json", "-o", "out", "--pages", "Nope"], in: folder)
            #expect(check.status == 64)
            #expect(check.stdout.isEmpty, "\(check.stdout)")
            #expect(check.stderr.hasPrefix("error: --pages Nope differs from the option the code was generated with (none)"), "\(check.stderr)")
        }
    }

    @Test("values of a new shape are tolerated: generation goes on, and inspect lists them with the first path and a count")
    func toleratedValues() throws {
        try E2E.withWorkspace { folder in
            var design = try E2E.read(folder.appendingPathComponent("design.json"))
            // Tomorrow's Figma: an object where a number was, a new component property type, a new node type.
            design = design.replacingOccurrences(of: #""itemSpacing": 12.0"#, with: #""itemSpacing": {"value": 12, "unit": "PIXELS"}"#)
            try E2E.write(design, to: folder.appendingPathComponent("design.json"))
            let generate = try E2E.run(["generate", "design.json", "-o", "out"], in: folder)
            #expect(generate.status == 0, "\(generate.stderr)")
            #expect(generate.stderr.contains("warning: 'itemSpacing': expected number, found object ("), "\(generate.stderr)")
            let inspect = try E2E.run(["inspect", "design.json", "--reader-only"], in: folder)
            #expect(inspect.status == 0)
            #expect(inspect.stdout.contains("Values of an unexpected shape (skipped; first place and count):"))
            #expect(inspect.stdout.contains("  itemSpacing: expected number, found object ×"), "\(inspect.stdout)")
        }
    }

    @Test("a UTF-8 byte-order mark is read; UTF-16 is named")
    func encodings() throws {
        try E2E.withWorkspace { folder in
            let design = try Data(contentsOf: folder.appendingPathComponent("design.json"))
            try (Data([0xEF, 0xBB, 0xBF]) + design).write(to: folder.appendingPathComponent("bom.json"))
            #expect(try E2E.run(["generate", "bom.json", "-o", "out"], in: folder).status == 0)
            let utf16 = Data([0xFF, 0xFE]) + (String(decoding: design, as: UTF8.self).data(using: .utf16LittleEndian) ?? Data())
            try utf16.write(to: folder.appendingPathComponent("utf16.json"))
            let result = try E2E.run(["generate", "utf16.json", "-o", "out16"], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr == "utf16.json: $: error: the file is UTF-16 (little-endian); figgen reads UTF-8 JSON (convert it, e.g. iconv -f UTF-16 -t UTF-8)\n")
        }
    }
}
