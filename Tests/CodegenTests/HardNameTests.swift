import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// The property test over names (`HardNameDesigns`): designs whose names are the hardest the naming rule meets,
/// generated for both targets, must keep one type per component, never build a type from within itself, and
/// type-check — against Apple's real iOS SDK when `FIGGEN_IOS_SDK` is set (or Xcode's on a Mac), the stubs
/// otherwise. A fixed seed and number of designs: the same designs on every run.
@Suite("Hard names")
struct HardNameTests {
    /// Fixed: the same designs on every run. `FIGGEN_HARD_NAMES_SEED` draws others, to explore by hand.
    static let seed: UInt64 = ProcessInfo.processInfo.environment["FIGGEN_HARD_NAMES_SEED"].flatMap { UInt64($0) } ?? 0x6669_6767_656E
    static let designCount = 48

    /// The type names generated code uses (the goldens' code, both targets): a component may be named after any.
    static let usedTypeNames: [String] = {
        var names = Set<String>()
        let golden = GoldenTests.directory
        for name in GoldenTests.cases {
            for folder in ["expected", "expected-uikit"] {
                let directory = golden.appendingPathComponent(name).appendingPathComponent(folder)
                for file in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] where file.hasSuffix(".swift") {
                    let text = (try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)) ?? ""
                    for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                        names.formUnion(identifiers(in: line).filter { $0.first!.isUppercase && $0.first!.isASCII })
                    }
                }
            }
        }
        return names.sorted()
    }()

    static func identifiers(in line: Substring) -> [String] {
        var result: [String] = []
        var current = ""
        var inString = false
        for character in line {
            if character == "\"" { inString.toggle() }
            if !inString, character.isASCII, character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                if !current.first!.isNumber { result.append(current) }
                current = ""
            }
        }
        if !current.isEmpty, !current.first!.isNumber { result.append(current) }
        return result
    }

    static let designs: [HardNameDesigns.Design] = {
        let generator = HardNameDesigns(usedTypeNames: usedTypeNames)
        return (0..<designCount).map { generator.design(seed: seed, number: $0) }
    }()

    static func generated(_ design: HardNameDesigns.Design, target: GenerationOptions.Target) throws -> GenerationResult {
        var options = GenerationOptions()
        options.target = target
        options.accessLevel = .internal
        return generate(try FigmaFile.decode(design.json), options: options, memory: GenerationMemory(keepsViews: true))
    }

    @Test("every design generates with one type per component, none merged by name", arguments: GenerationOptions.Target.allCases)
    func separateTypes(_ target: GenerationOptions.Target) throws {
        for (number, design) in Self.designs.enumerated() {
            let result = try Self.generated(design, target: target)
            #expect(!result.diagnostics.contains { $0.severity == .error }, "design \(number): \(result.diagnostics.filter { $0.severity == .error })")
            let components = result.ir.declarations.filter { $0.kind != .screen }
            #expect(components.map(\.source.nodeID).sorted() == design.owners.sorted(), "design \(number): types \(components.map { "\($0.typeName) \($0.source.nodeID)" }), owners \(design.owners)\n\(design.json)")
            let typeNames = result.ir.declarations.map(\.typeName)
            #expect(Set(typeNames.map { $0.lowercased() }).count == typeNames.count, "design \(number): type names repeat: \(typeNames)")
            let ownerOfType = Dictionary(components.map { ($0.typeName, $0.source.nodeID) }, uniquingKeysWith: { first, _ in first })
            let calls = ShownTexts.screenCalls(result.ir)
            for (instance, owner) in design.uses {
                let call = calls.first { $0.nodeID == instance }?.call
                #expect(call.flatMap { ownerOfType[$0.typeName] } == owner, "design \(number): instance \(instance) of \(owner) calls \(call?.typeName ?? "nothing")")
            }
        }
    }

    /// The designs hold the hard cases they are drawn for (so a change to the generator cannot leave the test empty).
    @Test("the designs hold every hard case")
    func designsHoldTheHardCases() throws {
        var counts: [String: Int] = [:]
        for design in Self.designs {
            let result = try Self.generated(design, target: .swiftui)
            let components = result.ir.declarations.filter { $0.kind != .screen }
            var found: Set<String> = []
            for declaration in components {
                let alike = components.filter { $0.source.name == declaration.source.name }
                if alike.count > 1 { found.insert("components or sets with one name") }
                if declaration.reconstructedFrom != nil, alike.contains(where: { $0.reconstructedFrom == nil }) { found.insert("a remote component named like a local one") }
                if Set(declaration.variants.map(\.source.name)).count < declaration.variants.count { found.insert("variants with one name") }
                for variantEnum in declaration.enums {
                    let plain = SwiftName.typeName(variantEnum.figmaName)
                    if result.ir.declarations.contains(where: { $0.typeName == plain }) { found.insert("a variant property named like a type") }
                    if plain == SwiftName.memberName(variantEnum.figmaName) { found.insert("a type and a member with one spelling") }
                }
                if declaration.properties.contains(where: { if case .override = $0.origin { true } else { false } }) { found.insert("parameters named after layers") }
            }
            if result.diagnostics.contains(where: { $0.kind == .recursiveInstance }) { found.insert("a cycle of types") }
            for kind in found { counts[kind, default: 0] += 1 }
        }
        let kinds = ["components or sets with one name", "a remote component named like a local one", "variants with one name",
                     "a variant property named like a type", "a type and a member with one spelling", "parameters named after layers", "a cycle of types"]
        for kind in kinds {
            #expect(counts[kind, default: 0] >= 2, "only \(counts[kind, default: 0]) of \(Self.designCount) designs have \(kind): \(counts)")
        }
    }

    @Test("no generated type builds itself, in its defaults or its body", arguments: GenerationOptions.Target.allCases)
    func noRecursion(_ target: GenerationOptions.Target) throws {
        for (number, design) in Self.designs.enumerated() {
            let result = try Self.generated(design, target: target)
            let cycle = InstanceGraph(result.ir).cycle()
            #expect(cycle == nil, "design \(number): \(cycle?.joined(separator: " → ") ?? "")\n\(design.json)")
        }
    }

    @Test("every design type-checks, in one compiler run per target", arguments: GenerationOptions.Target.allCases)
    func typeChecks(_ target: GenerationOptions.Target) throws {
        // UIKit's support files are a thousand lines: the designs that write them as a design without clashing
        // names does (most) share one copy; the others keep their own and are checked in a run of their own.
        var shared: [(name: String, text: String)] = [], own: [(name: String, text: String)] = []
        for (number, design) in Self.designs.enumerated() {
            let files = try Self.generated(design, target: target).files
            let name = String(format: "Design%02d.swift", number)
            let support = files.filter { target == .uikit && UIKitTargetTests.supportFiles.contains($0.name) }
            if support.allSatisfy({ Self.uikitSupport[$0.name] == Self.body(of: $0.contents) }) {
                shared.append((name, Self.oneFile(files.filter { file in !support.contains { $0.name == file.name } })))
            } else {
                own.append((name, Self.oneFile(files)))
            }
        }
        if target == .uikit {
            shared.append(("Support.swift", Self.uikitSupport.sorted { $0.key < $1.key }.map(\.value).joined(separator: "\n")))
        }
        if let folder = ProcessInfo.processInfo.environment["FIGGEN_HARD_NAMES_DUMP"], !folder.isEmpty {
            // For a failure: each design's input and its one Swift file, to read or to type-check by hand.
            for (batch, sources) in [("shared", shared), ("own", own)] {
                let directory = URL(fileURLWithPath: folder).appendingPathComponent(target.rawValue).appendingPathComponent(batch)
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                for source in sources { try Data(source.text.utf8).write(to: directory.appendingPathComponent(source.name)) }
            }
            for (number, design) in Self.designs.enumerated() {
                let json = URL(fileURLWithPath: folder).appendingPathComponent(String(format: "Design%02d.json", number))
                try Data(design.json.utf8).write(to: json)
            }
        }
        for sources in [shared, own] where !sources.isEmpty {
            let result = try TypeCheck.run(sources: sources, sdk: TypeCheck.iosSDK, uikit: target == .uikit)
            #expect(result.succeeded, "\(target.rawValue) (\(TypeCheck.iosSDK == nil ? "stub" : "iOS SDK")):\n\(String(result.output.prefix(20_000)))")
        }
    }

    /// UIKit's support files as a design whose names clash with none gets them (internal access), without their header.
    static let uikitSupport: [String: String] = {
        var options = GenerationOptions()
        options.target = .uikit
        options.accessLevel = .internal
        guard let file = try? FigmaFile.decode(UIKitTargetTests.design()) else { return [:] }
        let files = generate(file, options: options).files.filter { UIKitTargetTests.supportFiles.contains($0.name) }
        return Dictionary(uniqueKeysWithValues: files.map { ($0.name, body(of: $0.contents)) })
    }()

    /// A file without its header (the first two lines name the design).
    static func body(of contents: String) -> String {
        contents.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
    }

    /// One design's Swift files as one file whose top-level declarations are `fileprivate`, so many designs (each
    /// with its own `Card`, its own catalog) type-check together as one module. Imports go first.
    static func oneFile(_ files: [RenderedFile]) -> String {
        var imports: [String] = []
        var body: [String] = []
        let topLevel = ["struct ", "final class ", "class ", "enum ", "extension ", "typealias ", "protocol ", "func ", "let ", "var "]
        for file in files where file.name.hasSuffix(".swift") {
            for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("import ") {
                    if !imports.contains(String(line)) { imports.append(String(line)) }
                } else if topLevel.contains(where: { line.hasPrefix($0) }) {
                    body.append("fileprivate " + line)
                } else {
                    body.append(String(line))
                }
            }
        }
        return (imports + body).joined(separator: "\n")
    }
}

/// Which generated types build which, read from the IR: a type's `init` evaluates the defaults of the parameters
/// it is not given (instance calls, slot content) and — on UIKit at once, on SwiftUI when shown — the views of its
/// body, its variants and its parts, with every call's arguments. A cycle is a type that builds itself: infinite
/// recursion (UIKit: an `init` that never returns).
struct InstanceGraph {
    var edges: [String: [String]] = [:]
    var order: [String] = []

    init(_ ir: DesignIR) {
        for declaration in ir.declarations {
            var built: [String] = []
            func visit(_ call: InstanceCall) {
                built.append(call.typeName)
                for argument in call.arguments {
                    switch argument.value {
                    case .view(let inner): visit(inner)
                    case .content(let views): views.forEach(walk)
                    default: break
                    }
                }
            }
            func walk(_ view: ViewNode) {
                if case .instance(let call) = view.content {
                    visit(call)
                    return  // its slot content is among its arguments
                }
                view.forEachChild(walk)
                for modifier in view.modifiers {
                    if case .overlay(_, let children) = modifier { children.forEach(walk) }
                }
            }
            for property in declaration.properties {
                switch property.type {
                case .view(let call?): visit(call)
                case .content(_, let views): views.forEach(walk)
                default: break
                }
            }
            declaration.views?.forEach(walk)
            order.append(declaration.typeName)
            edges[declaration.typeName] = built
        }
    }

    /// A cycle of types, each building the next (the first repeated at the end), or nil.
    func cycle() -> [String]? {
        var state: [String: Int] = [:]  // 1: on the path, 2: done
        var path: [String] = []
        func visit(_ type: String) -> [String]? {
            if state[type] == 2 { return nil }
            if state[type] == 1 { return Array(path[path.firstIndex(of: type)!...]) + [type] }
            state[type] = 1
            path.append(type)
            for next in edges[type] ?? [] {
                if let found = visit(next) { return found }
            }
            path.removeLast()
            state[type] = 2
            return nil
        }
        for type in order {
            if let found = visit(type) { return found }
        }
        return nil
    }
}
