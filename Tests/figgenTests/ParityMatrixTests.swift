import Foundation
import Testing

/// The parity matrix, through the built binary: for each kind of design change, the report `check` prints and
/// its exit code; for each kind of non-change (how the design reached figgen, options left out, a second run,
/// another path), parity. A team can make `check` a required CI step only if both halves hold.
@Suite("Parity matrix")
struct ParityMatrixTests {
    typealias E2E = EndToEndTests

    struct Change: Sendable, CustomTestStringConvertible {
        var name: String
        var before: TinyDesign
        var after: TinyDesign
        /// Every drift kind the report must list (and no other), and a line it must contain.
        var kinds: Set<String>
        var line: String
        var testDescription: String { name }
    }

    static let changes: [Change] = {
        let base = TinyDesign()
        func change(_ name: String, _ edit: (inout TinyDesign) -> Void, _ kinds: Set<String>, _ line: String, before: TinyDesign = base) -> Change {
            var after = before
            edit(&after)
            return Change(name: name, before: before, after: after, kinds: kinds, line: line)
        }
        var styled = base
        styled.cardFillIsStyle = true
        return [
            change("a layout value", { $0.cardPadding = 24 }, ["value-changed"], "padding changed: 16,16,16,16 → 24,24,24,24 in layer 'Card' (node 1:1, out/Card.swift:"),
            change("a spacing on a screen", { $0.screenSpacing = 20 }, ["value-changed"], "spacing changed: 12 → 20 in layer 'Home' (node 3:1, out/Home.swift:"),
            change("a colour", { $0.cardFill = (1, 0, 0) }, ["value-changed"], "background changed: rect; rgba(1,1,1,1) → rect; rgba(1,0,0,1) in layer 'Card'"),
            change("a property added", { $0.cardHasFlag = true }, ["property-added"], "property Card.compact was added in the design (Compact#1:1: bool = false)"),
            change("a property removed", { $0.cardHasFlag = false }, ["property-removed"], "property Card.compact was removed from the design",
                   before: { var design = base; design.cardHasFlag = true; return design }()),
            change("a property default", { $0.titleDefault = "Hi" }, ["property-changed"], #"property Card.title changed: Title#1:0: text = "Hello" → Title#1:0: text = "Hi""#),
            change("a variant added", { $0.chipStates = ["On", "Off", "Disabled"] }, ["variant-added", "property-changed", "layer-added"], "variant Chip.stateDisabled was added in the design"),
            change("a component added", { $0.includeBadge = true }, ["added"], "component 'Badge' was added to the design (would generate Badge in Badge.swift)",
                   before: { var design = base; design.includeBadge = false; return design }()),
            change("a component removed", { $0.includeBadge = false }, ["removed"], "component 'Badge' was removed from the design (Badge would be deleted)"),
            change("a component renamed", { $0.cardName = "Tile" }, ["renamed"], "component renamed in the design: 'Card' → 'Tile' (Swift Card → Tile)"),
            change("a token value", { $0.cardFill = (0, 0, 1) }, ["token-changed"], "token Color.Tokens.surface_Card changed: rgba(1,1,1,1) → rgba(0,0,1,1) (out/DesignTokens.swift:", before: styled),
        ]
    }()

    @Test("a design change is reported with its kind, old → new and the place", arguments: changes)
    func designChange(_ change: Change) throws {
        try E2E.withWorkspace { folder in
            try E2E.write(change.before.json, to: folder.appendingPathComponent("tiny.json"))
            #expect(try E2E.run(["generate", "tiny.json", "-o", "out"], in: folder).status == 0)
            try E2E.write(change.after.json, to: folder.appendingPathComponent("tiny.json"))
            let check = try E2E.run(["check", "tiny.json", "-o", "out"], in: folder)
            #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
            let lines = check.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("- [") }
            let kinds = Set(lines.compactMap { $0.dropFirst(3).split(separator: "]").first.map(String.init) })
            #expect(kinds == change.kinds, "\(change.name):\n\(check.stdout)")
            #expect(lines.contains { $0.contains(change.line) }, "\(change.name): no line contains '\(change.line)':\n\(check.stdout)")
        }
    }

    @Test("edits to the generated code are reported: a hand edit and a deleted file")
    func codeChanges() throws {
        try E2E.withWorkspace { folder in
            try E2E.write(TinyDesign().json, to: folder.appendingPathComponent("tiny.json"))
            #expect(try E2E.run(["generate", "tiny.json", "-o", "out"], in: folder).status == 0)
            let card = folder.appendingPathComponent("out/Card.swift")
            try E2E.write(try E2E.read(card).replacingOccurrences(of: ".padding(16)", with: ".padding(20)"), to: card)
            try FileManager.default.removeItem(at: folder.appendingPathComponent("out/Home.swift"))
            let check = try E2E.run(["check", "tiny.json", "-o", "out"], in: folder)
            #expect(check.status == 1)
            #expect(check.stdout.contains("- [edited-by-hand] Card.swift was edited by hand since figgen generated it (out/Card.swift:"), "\(check.stdout)")
            #expect(check.stdout.contains("- [file-missing] Home.swift was generated but is missing (out/Home.swift)"), "\(check.stdout)")
        }
    }

    @Test("lines added after the generated code are a hand edit, and the next generate puts the file back")
    func appendedLines() throws {
        try E2E.withWorkspace { folder in
            try E2E.write(TinyDesign().json, to: folder.appendingPathComponent("tiny.json"))
            #expect(try E2E.run(["generate", "tiny.json", "-o", "out"], in: folder).status == 0)
            let card = folder.appendingPathComponent("out/Card.swift")
            let generated = try E2E.read(card)
            try E2E.write(generated + "// mine\n", to: card)
            let check = try E2E.run(["check", "tiny.json", "-o", "out"], in: folder)
            #expect(check.status == 1)
            #expect(check.stdout.contains("- [edited-by-hand] Card.swift was edited by hand since figgen generated it"), "\(check.stdout)")
            let again = try E2E.run(["generate", "tiny.json", "-o", "out"], in: folder)
            #expect(again.stderr.contains("(1 written,"), "\(again.stderr)")
            #expect(try E2E.read(card) == generated)
        }
    }

    @Test("no design change is no drift: another file name, stdin, options left out, a second run, another path")
    func nonChanges() throws {
        try E2E.withWorkspace { folder in
            let design = TinyDesign().json
            try E2E.write(design, to: folder.appendingPathComponent("bank-2026-11.json"))
            try E2E.write(design, to: folder.appendingPathComponent("design.json"))
            #expect(try E2E.run(["generate", "bank-2026-11.json", "-o", "out", "--type-prefix", "GS", "--access", "internal"], in: folder).status == 0)
            let before = try E2E.snapshot(folder.appendingPathComponent("out"))
            let runs: [(String, [String], Data?)] = [
                ("renamed input", ["check", "design.json", "-o", "out"], nil),
                ("stdin", ["check", "-", "-o", "out"], Data(design.utf8)),
                ("options the manifest records, given again", ["check", "design.json", "-o", "out", "--type-prefix", "GS"], nil),
                ("absolute output path", ["check", "design.json", "-o", folder.appendingPathComponent("out").path], nil),
                ("output path with ./", ["check", "design.json", "-o", "./out/"], nil),
            ]
            for (name, arguments, stdin) in runs {
                let check = try E2E.run(arguments, in: folder, stdin: stdin)
                #expect(check.status == 0, "\(name): \(check.stdout)\(check.stderr)")
                #expect(check.stdout.hasPrefix("In parity:"), "\(name): \(check.stdout)")
            }
            // A second generate from another name and from stdin writes nothing: the bytes are the same.
            let again = try E2E.run(["generate", "-", "-o", "out", "--type-prefix", "GS", "--access", "internal"], in: folder, stdin: Data(design.utf8))
            #expect(again.status == 0)
            #expect(again.stderr.contains("(0 written,"), "\(again.stderr)")
            #expect(try E2E.snapshot(folder.appendingPathComponent("out")) == before)
            // A flag that contradicts the recorded options is a usage error that names it.
            let contradicting = try E2E.run(["check", "design.json", "-o", "out", "--access", "public"], in: folder)
            #expect(contradicting.status == 64)
            #expect(contradicting.stderr.hasPrefix("error: --access public differs from the option the code was generated with (internal)"), "\(contradicting.stderr)")
        }
    }
}
