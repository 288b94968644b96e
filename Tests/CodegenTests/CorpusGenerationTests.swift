import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// Every real export in `../shared/figma-corpus` generates without error, deterministically, for every target,
/// and the output type-checks against the target's stub (and Apple's SDK when present). Prints per file the generated types and diagnostics by
/// kind. Skipped, with the reason printed, when the corpus is not beside the repository.
@Suite("Corpus generation")
struct CorpusGenerationTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/figma-corpus", isDirectory: true)

    /// Every export in the corpus folder, sorted.
    static let allFiles: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// `FIGGEN_CORPUS=full` (what `scripts/corpus-sweep` sets): the corpus tests run on every file. Otherwise they run
    /// on `smoke`, a few small files, so that `swift test` stays fast.
    static let isFull = ProcessInfo.processInfo.environment["FIGGEN_CORPUS"] == "full"

    /// The small exports the default `swift test` runs every corpus check on.
    static let smoke = ["glips-oddit-nodes-2024.json", "grida-torii-gate-community-2023.json", "morphr-app-2025.json"]

    /// The corpus files the tests run on: all of them with `FIGGEN_CORPUS=full`, else the smoke files.
    static let files: [String] = isFull ? allFiles : allFiles.filter { smoke.contains($0) }

    static let isAvailable: Bool = {
        if files.isEmpty {
            print("Corpus generation tests skipped: no Figma corpus at \(corpus.path) (clone the repository beside ../shared to run them)")
        } else if !isFull {
            print("Corpus tests: \(files.count) of \(allFiles.count) corpus files (the smoke set: \(files.joined(separator: ", "))); "
                  + "scripts/corpus-sweep (FIGGEN_CORPUS=full) runs them on every file")
        }
        return !files.isEmpty
    }()

    /// Paints used in views: how many reference a token and how many are literals.
    static func paintUses(_ ir: DesignIR) -> (tokens: Int, literals: Int) {
        var tokens = 0, literals = 0
        func count(_ paint: PaintValue) {
            switch paint {
            case .token: tokens += 1
            case .image: break
            default: literals += 1
            }
        }
        func visit(_ view: ViewNode) {
            switch view.content {
            case .shape(let shape): shape.fills.forEach(count)
            case .path(let path): path.fills.forEach(count)
            case .text(let text): text.style.color.map(count)
            default: break
            }
            for modifier in view.modifiers {
                switch modifier {
                case .background(let fills, _): fills.forEach(count)
                case .stroke(let stroke, _): count(stroke.paint)
                default: break
                }
            }
            view.forEachChild { visit($0) }
        }
        for declaration in ir.declarations {
            declaration.views?.forEach(visit)
        }
        return (tokens, literals)
    }

    /// Distinct visible texts (the node and all its ancestors visible) that are not loose on a page, read from
    /// the model directly — not from generation — so the figure is independent of the code under test.
    static func visibleTexts(_ file: FigmaFile) -> Set<String> {
        var visible = [Bool](repeating: true, count: file.nodes.count)
        var texts = Set<String>()
        for index in file.nodes.indices {
            let node = file.nodes[index]
            visible[index] = node.visible && (node.parent.map { visible[$0] } ?? true)
            guard node.type == .text, visible[index], let characters = node.characters,
                  !characters.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
            if let parent = node.parent, file.nodes[parent].type == .canvas { continue }
            texts.insert(characters)
        }
        return texts
    }

    /// The contents of every string literal in Swift source, unescaped (`\n`, `\"`, `\\`, `\u{…}`); comments skipped.
    static func stringLiterals(_ source: String) -> [String] {
        var literals: [String] = []
        let scalars = Array(source.unicodeScalars)
        var position = 0
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "/" {
                while position < scalars.count, scalars[position] != "\n" { position += 1 }
                continue
            }
            guard scalar == "\"" else { position += 1; continue }
            var literal = String.UnicodeScalarView()
            position += 1
            while position < scalars.count, scalars[position] != "\"" {
                guard scalars[position] == "\\", position + 1 < scalars.count else {
                    literal.append(scalars[position])
                    position += 1
                    continue
                }
                let next = scalars[position + 1]
                switch next {
                case "n": literal.append("\n"); position += 2
                case "r": literal.append("\r"); position += 2
                case "t": literal.append("\t"); position += 2
                case "0": literal.append("\0"); position += 2
                case "u":
                    var close = position + 3
                    while close < scalars.count, scalars[close] != "}" { close += 1 }
                    let hex = String(String.UnicodeScalarView(scalars[min(position + 3, close)..<close]))
                    if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) { literal.append(decoded) }
                    position = close + 1
                default: literal.append(next); position += 2
                }
            }
            literals.append(String(literal))
            position += 1
        }
        return literals
    }

    /// How many of the design's visible texts reach the generated Swift: as one literal, or as literals in
    /// order in one file (styled runs are several `Text` literals, with other literals such as font names
    /// between them). Title case is applied to literal text, so case is ignored as well.
    static func textKept(_ file: FigmaFile, _ files: [RenderedFile]) -> (kept: Int, total: Int, missing: [String]) {
        let texts = visibleTexts(file)
        let perFile = files.filter { $0.name.hasSuffix(".swift") }.map { stringLiterals($0.contents) }
        let literals = Set(perFile.joined())
        let lowered = Set(literals.map { $0.lowercased() })
        func assembled(_ text: String, from sequence: [String]) -> Bool {
            var rest = Substring(text)
            for literal in sequence where !literal.isEmpty && rest.hasPrefix(literal) {
                rest = rest.dropFirst(literal.count)
                if rest.isEmpty { return true }
            }
            return false
        }
        let missing = texts.filter { text in
            !literals.contains(text) && !lowered.contains(text.lowercased()) && !perFile.contains { assembled(text, from: $0) }
        }.sorted()
        return (texts.count - missing.count, texts.count, missing)
    }

    /// Every corpus file with every target.
    static let fileTargets: [(String, GenerationOptions.Target)] = files.flatMap { name in GenerationOptions.Target.allCases.map { (name, $0) } }

    /// Per corpus file and target: distinct visible texts that reach the code. Target ≥ 95% on every file with screens.
    @Test("visible texts reach the generated code", .enabled(if: isAvailable, "the Figma corpus (../shared/figma-corpus) is not present"),
          arguments: fileTargets)
    func textKept(_ name: String, _ target: GenerationOptions.Target) throws {
        let (file, result) = try CorpusCache.shared.generated(name, target, for: "textKept").pair
        let (kept, total, missing) = Self.textKept(file, result.files)
        let share = total == 0 ? 1 : Double(kept) / Double(total)
        print("text kept \(name) (\(target.rawValue)): \(kept)/\(total) (\(Int((share * 100).rounded(.down)))%)" + (missing.isEmpty ? "" : "; missing e.g. \(missing.prefix(5).map { String($0.prefix(40)) })"))
        let hasScreens = result.ir.declarations.contains { $0.kind == .screen }
        if hasScreens { #expect(share >= 0.95, "\(name): \(kept)/\(total) texts kept; missing e.g. \(missing.prefix(10))") }
    }

    /// Per corpus file: every instance placed in a screen shows, in the generated code, the texts it shows in
    /// the design (compared as a multiset: absolute children and grid anchors reorder views). The instances
    /// with text or visibility overrides are the "overrides carried" figure; all must match.
    @Test("instances show the texts the design shows (overrides carried)", .enabled(if: isAvailable, "the Figma corpus (../shared/figma-corpus) is not present"),
          arguments: files)
    func overridesCarried(_ name: String) throws {
        // The views are kept (the cache's generation keeps them): what each instance shows is read from them.
        let (file, result) = try CorpusCache.shared.generated(name, .swiftui, for: "overridesCarried").pair
        let indexByID = Dictionary(file.nodes.indices.map { (file.nodes[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        var evaluator = ShownTexts.Evaluator(result.ir)
        var matched = 0, total = 0, withOverrides = 0, carried = 0
        var mismatches: [String] = []
        for (nodeID, call) in ShownTexts.screenCalls(result.ir) {
            guard let index = indexByID[nodeID], file.nodes[index].type == .instance else { continue }
            let design = ShownTexts.design(file, under: index).map { $0.lowercased() }.sorted()
            let code = evaluator.texts(of: call, in: ShownTexts.Environment()).map { $0.lowercased() }.sorted()
            // Text and visibility overrides anywhere in the instance's subtree (nested instances included).
            let subtree = InterfaceBuilder.subtree(index, in: file)
            let overridden = subtree.contains { node in
                file.nodes[node].overrides.contains { $0.overriddenFields.contains("characters") || $0.overriddenFields.contains("visible") }
            }
            total += 1
            if overridden { withOverrides += 1 }
            if design == code {
                matched += 1
                if overridden { carried += 1 }
            } else if mismatches.count < 5 {
                mismatches.append("\(nodeID) '\(file.nodes[index].name)': design \(design.prefix(6)) code \(code.prefix(6))")
            }
        }
        print("overrides carried \(name): \(carried)/\(withOverrides) instances with text or visibility overrides; \(matched)/\(total) screen instances show the design's texts")
        #expect(carried == withOverrides, "\(name): \(mismatches.joined(separator: "\n"))")
    }

    @Test("the text-kept measure itself: literals are read back exactly")
    func stringLiteralReader() {
        let source = #"""
        // "not this"
        Text(verbatim: "a\"b\\c\nd\u{202E}")
        Foo(title: "x", url: "https://a.b") // "nor this"
        """#
        #expect(Self.stringLiterals(source) == ["a\"b\\c\nd\u{202E}", "x", "https://a.b"])
    }

    @Test("corpus file generates and type-checks", .enabled(if: isAvailable, "the Figma corpus (../shared/figma-corpus) is not present"),
          arguments: fileTargets)
    func generatesAndTypeChecks(_ name: String, _ target: GenerationOptions.Target) throws {
        var options = GenerationOptions()
        options.target = target
        // Views kept (the cache's generation, shared with the other corpus suites) for the paint counts printed below;
        // the second run frees them, as the CLI does, and must write the same files.
        let (file, result) = try CorpusCache.shared.generated(name, target, for: "typeChecks").pair
        #expect(!result.files.isEmpty, "\(name): nothing generated")
        #expect(result.diagnostics.allSatisfy { $0.severity != .error }, "\(name): error diagnostics")
        #expect(generate(file, options: options).files == result.files, "\(name): output differs between two runs")
        let cycle = InstanceGraph(result.ir).cycle()
        #expect(cycle == nil, "\(name) (\(target.rawValue)): a type builds itself: \(cycle?.joined(separator: " → ") ?? "")")
        // No body over the split budget's layers (the type checker's time grows with the square of a body).
        let bodies = BodyBudgetTests.bodies(result)
        for body in bodies where body.layers > BodyWeight.budget.layers {
            Issue.record("\(name) (\(target.rawValue)): \(body.file) \(body.member) holds \(body.layers) layers, more than a body's \(BodyWeight.budget.layers)")
        }
        print("corpus \(name) (\(target.rawValue)): \(bodies.count) bodies, at most \(bodies.map(\.layers).max() ?? 0) layers and \(bodies.map(\.codeLines).max() ?? 0) lines of code in one")

        var byKind: [String: Int] = [:]
        for diagnostic in result.diagnostics { byKind[diagnostic.kind.rawValue, default: 0] += 1 }
        let kinds = byKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let paints = Self.paintUses(result.ir)
        print("corpus \(name) (\(target.rawValue)): \(result.ir.declarations.count) types, \(result.files.count) files, \(result.diagnostics.count) diagnostics [\(kinds)]; "
              + "\(result.ir.tokens.count) tokens, \(paints.tokens) of \(paints.tokens + paints.literals) colour/gradient uses are tokens")

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for rendered in result.files {
            try Data(rendered.contents.utf8).write(to: directory.appendingPathComponent(rendered.name))
        }
        let check = try TypeCheck.run(files: [directory], uikit: target == .uikit)
        #expect(check.succeeded, "\(name) (\(target.rawValue)): generated Swift does not type-check against the stub:\n\(check.output.prefix(4000))")
        if let sdk = TypeCheck.iosSDK {
            let real = try TypeCheck.run(files: [directory], sdk: sdk)
            #expect(real.succeeded, "\(name) (\(target.rawValue)): generated Swift does not type-check against the iOS SDK:\n\(real.output.prefix(4000))")
            #expect(!real.output.contains("warning:"), "\(name) (\(target.rawValue)): warnings against the iOS SDK:\n\(real.output.prefix(4000))")
        } else {
            print("corpus \(name): \(TypeCheck.sdkUnavailable)")
        }
    }
}
