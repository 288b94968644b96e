import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// The scope rule (`ScopeRule`): names declared inside a generated type never take a name its code may use, and
/// names figgen emits never take a framework type's name — for both targets alike.
@Suite("Scope rule")
struct ScopeRuleTests {
    typealias B = HardNameDesigns.Builder
    typealias JSON = HardNameDesigns.JSON

    static func file(_ children: [JSON], remote: [(String, String)] = []) -> String {
        let page: JSON = .object([("id", .string("0:1")), ("name", .string("Page")), ("type", .string("CANVAS")), ("children", .array(children))])
        let components: [(String, JSON)] = remote.map { ($0.0, .object([("key", .string("key-" + $0.0)), ("name", .string($0.1)), ("remote", .bool(true))])) }
        return JSON.object([("name", .string("Scopes")), ("document", .object([("id", .string("0:0")), ("name", .string("Document")),
                                                                            ("type", .string("DOCUMENT")), ("children", .array([page]))])),
                            ("components", .object(components))]).text
    }

    /// A set `name` with one variant property and a variant per option (`Property=Option`), each showing `layers`.
    static func set(_ id: String, _ name: String, property: String, options: [String], layers: [JSON] = [], extra: [(String, JSON)] = []) -> JSON {
        let variants = options.enumerated().map { position, option in
            B.frame("\(id)\(position + 1)", "\(property)=\(option)", "COMPONENT", layers.isEmpty ? [B.text("\(id)\(position + 1)0", "Label", option)] : layers)
        }
        let definition: JSON = .object([("type", .string("VARIANT")), ("defaultValue", .string(options[0])), ("variantOptions", .array(options.map(JSON.string)))])
        return B.frame(id, name, "COMPONENT_SET", variants, extra: [("componentPropertyDefinitions", .object([(property, definition)] + extra))])
    }

    static func generated(_ json: String, target: GenerationOptions.Target = .swiftui) throws -> GenerationResult {
        var options = GenerationOptions()
        options.target = target
        return generate(try FigmaFile.decode(json), options: options, memory: GenerationMemory(keepsViews: true))
    }

    static func declaration(_ result: GenerationResult, _ nodeID: String) throws -> Declaration {
        try #require(result.ir.declarations.first { $0.source.nodeID == nodeID })
    }

    @Test("UIKit's and Foundation's Objective-C names are reserved like SwiftUI's, for both targets",
          arguments: ["UIView", "UILabel", "NSCoder", "NSLayoutConstraint", "CALayer", "AnimationOptions", "KeyframeAnimationOptions", "UIKit"])
    func frameworkNamesAreReserved(_ name: String) throws {
        #expect(SwiftName.typeName(name) == name + "Component")
        for target in GenerationOptions.Target.allCases {
            let result = try Self.generated(UIKitTargetTests.design(componentName: name), target: target)
            #expect(result.ir.declarations.contains { $0.typeName == name + "Component" }, "\(target.rawValue): \(result.ir.declarations.map(\.typeName))")
        }
    }

    @Test func reservedListsAreSortedUniqueAndValid() {
        let names = SwiftName.uikitReservedTypeNames
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
        #expect(Set(names).isDisjoint(with: SwiftName.reservedTypeNames))
        #expect(names.allSatisfy { SwiftName.isValidIdentifier($0) && !SwiftName.isKeyword($0) })
    }

    /// Every framework name the generated code names without qualification is one a generated type may not take:
    /// read from the goldens' code (both targets, support files included) and the samples.
    @Test("every framework type the generated code names is reserved")
    func usedFrameworkNamesAreReserved() throws {
        var used = Set<String>(), declared = Set<String>()
        var folders = GoldenTests.cases.flatMap { name in
            ["expected", "expected-uikit"].map { GoldenTests.directory.appendingPathComponent(name).appendingPathComponent($0) }
        }
        folders.append(TypeCheck.uikitStubDirectory.appendingPathComponent("Samples/ok"))
        for folder in folders {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                let (uses, declarations) = Self.typeNames(in: text)
                used.formUnion(uses)
                declared.formUnion(declarations)
            }
        }
        // `Subviews` is the `Layout` protocol's own and `Configuration` `ButtonStyle`'s (found in their conformers
        // first); `Item` and `S` support functions' own generic parameters; `Preview` a macro.
        let allowed = SwiftName.reservedTypeNameSet.union(SwiftName.keywords).union(["Subviews", "Configuration", "Item", "S", "Preview"])
        let unreserved = used.subtracting(declared).subtracting(allowed).sorted()
        #expect(unreserved.isEmpty, "framework names the output uses that a design type could take: \(unreserved)")
        #expect(used.contains("UIView") && used.contains("Color"))
    }

    /// Upper-case identifiers a Swift text names unqualified (not after `.`, not in strings or comments), and those it
    /// declares (types, cases, generic parameters).
    static func typeNames(in text: String) -> (uses: Set<String>, declarations: Set<String>) {
        var uses = Set<String>(), declarations = Set<String>()
        var inMultilineString = false
        for rawLine in text.split(separator: "\n") {
            // The lines of a multi-line string literal (a vector's path commands) name nothing.
            let delimiters = rawLine.components(separatedBy: "\"\"\"").count - 1
            if inMultilineString {
                if delimiters % 2 == 1 { inMultilineString = false }
                continue
            }
            if delimiters % 2 == 1 { inMultilineString = true }
            var line = Substring(rawLine)
            if delimiters % 2 == 1, let open = line.range(of: "\"\"\"") { line = line[..<open.lowerBound] }
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            var tokens: [(word: String, afterDot: Bool)] = []
            var word = "", inString = false, escaped = false, previous: Character = " "
            for character in line + " " {
                if inString, character == "\\", !escaped {
                    escaped = true
                    continue
                }
                if character == "\"", !escaped { inString.toggle() }
                escaped = false
                if !inString, character == "_" || character.isLetter || character.isNumber {
                    if word.isEmpty { tokens.append(("", previous == ".")) }
                    word.append(character)
                } else {
                    if !word.isEmpty { tokens[tokens.count - 1].word = word }
                    word = ""
                }
                if !character.isWhitespace { previous = character }
            }
            for (position, token) in tokens.enumerated() where token.word.first?.isUppercase == true && token.word.first?.isASCII == true {
                let before = position > 0 ? tokens[position - 1].word : ""
                if ["struct", "class", "enum", "typealias", "protocol", "case", "associatedtype"].contains(before) {
                    declarations.insert(token.word)
                } else if !token.afterDot {
                    uses.insert(token.word)
                }
            }
            // Generic parameters: `<Content: View, Footer: View>`.
            if let open = line.firstIndex(of: "<"), line.contains("struct ") {
                for part in line[open...].split(separator: ",") {
                    let name = part.drop { $0 == "<" || $0 == " " }.prefix { $0 != ":" }
                    if !name.isEmpty { declarations.insert(String(name)) }
                }
            }
        }
        return (uses, declarations)
    }

    @Test("a variant enum never captures a type its struct calls: `Icon` → `IconVariant`", arguments: GenerationOptions.Target.allCases)
    func nestedEnumAvoidsModuleTypes(_ target: GenerationOptions.Target) throws {
        let json = Self.file([
            Self.set("1:", "Icon", property: "Name", options: ["Minus", "Plus"]),
            Self.set("2:", "Button", property: "Icon", options: ["None", "Leading"], layers: [B.instance("2:9", "Icon", of: "1:2", [])]),
            // A variant property named like a type figgen writes for UIKit only: the same name on both targets.
            Self.set("3:", "Panel", property: "Shape View", options: ["A", "B"]),
            // Its own type's name is no capture: its body never names it.
            Self.set("4:", "Size", property: "Size", options: ["Small", "Large"]),
            // The suffixed name taken too: a number.
            B.frame("5:1", "Badge", "COMPONENT", [B.text("5:2", "Label", "New")]),
            B.frame("6:1", "Badge Variant", "COMPONENT", [B.text("6:2", "Label", "New")]),
            Self.set("7:", "Toolbar", property: "Badge", options: ["On", "Off"]),
        ])
        let result = try Self.generated(json, target: target)
        #expect(try Self.declaration(result, "7:").enums.map(\.name) == ["BadgeVariant2"])
        #expect(try Self.declaration(result, "2:").enums.map(\.name) == ["IconVariant"])
        #expect(try Self.declaration(result, "2:").properties.map(\.member) == ["icon"])
        #expect(try Self.declaration(result, "3:").enums.map(\.name) == ["ShapeViewVariant"])
        #expect(try Self.declaration(result, "4:").enums.map(\.name) == ["Size"])
    }

    @Test("a variant property named `inout` is a label with backticks where previews and the catalog pass it", arguments: GenerationOptions.Target.allCases)
    func variantLabelsAreEscaped(_ target: GenerationOptions.Target) throws {
        let result = try Self.generated(Self.file([Self.set("1:", "Row", property: "inout", options: ["On", "Off"])]), target: target)
        let text = result.files.filter { $0.name.hasSuffix(".swift") }.map(\.contents).joined()
        #expect(text.contains("Row(`inout`: .on)") && !text.contains("Row(inout:"), "\(text)")
    }

    @Test("caseless names: the type gets the suffix, the member keeps the word")
    func caselessTypeAndMember() throws {
        let json = Self.file([
            // A text property named `选中 Variant` (a parameter), and a variant named `选中=Variant` (a member of
            // its own), spell the enum's name as members.
            Self.set("1:", "开关", property: "选中", options: ["是", "否"],
                     layers: [B.text("1:9", "标签", "开", references: [("characters", .string("选中 Variant#1:0"))])],
                     extra: [("选中 Variant#1:0", .object([("type", .string("TEXT")), ("defaultValue", .string("开"))]))]),
            Self.set("2:", "Digits", property: "12", options: ["1", "2"]),
            Self.set("3:", "按钮", property: "选中", options: ["是", "Variant"]),
        ])
        let result = try Self.generated(json)
        let set = try Self.declaration(result, "1:")
        #expect(set.enums.map(\.name) == ["选中Variant"])
        #expect(set.properties.map(\.member) == ["选中", "选中Variant2"])
        #expect(try Self.declaration(result, "3:").enums.map(\.name) == ["选中Variant"])
        #expect(try Self.declaration(result, "3:").variants.map(\.member) == ["选中是", "选中Variant2"])
        #expect(try Self.declaration(result, "2:").enums.map(\.name) == ["_12Variant"])
        #expect(try Self.declaration(result, "2:").properties.map(\.member) == ["_12"])
    }

    @Test("a slot's generic parameter never captures a type nor takes its member's spelling")
    func genericParameters() throws {
        func slotted(_ id: String, _ name: String, slot: String) -> JSON {
            B.frame(id, name, "COMPONENT", [B.frame(id + "1", slot, "SLOT", [B.text(id + "2", "Body", "Body")],
                                                    extra: [("componentPropertyReferences", .object([("slotContentId", .string(slot + "#" + id))]))])],
                    extra: [("componentPropertyDefinitions", .object([(slot + "#" + id, .object([("type", .string("SLOT")), ("defaultValue", .object([]))]))]))])
        }
        let json = Self.file([B.frame("1:1", "Badge", "COMPONENT", [B.text("1:2", "Label", "New")]),
                              slotted("2:", "Card", slot: "Badge"), slotted("3:", "Sheet", slot: "内容"), slotted("4:", "Pane", slot: "Body")])
        let result = try Self.generated(json)
        #expect(try Self.declaration(result, "2:").genericParameters == ["BadgeContent"])
        #expect(try Self.declaration(result, "3:").genericParameters == ["内容Content"])
        #expect(try Self.declaration(result, "3:").properties.map(\.member) == ["内容"])
        #expect(try Self.declaration(result, "4:").genericParameters == ["BodyComponent"])
    }

    @Test("a top-level enum of a generic type is never named like a type nested elsewhere")
    func topLevelEnumsAvoidNestedNames() throws {
        let slot: JSON = B.frame("1:5", "Content", "SLOT", [B.text("1:6", "Body", "Body")],
                                 extra: [("componentPropertyReferences", .object([("slotContentId", .string("Content#1:0"))]))])
        let json = Self.file([
            Self.set("1:", "Sheet", property: "State", options: ["Open", "Closed"], layers: [slot],
                     extra: [("Content#1:0", .object([("type", .string("SLOT")), ("defaultValue", .object([]))]))]),
            Self.set("2:", "Panel", property: "Sheet State Variant", options: ["A", "B"]),
        ])
        let result = try Self.generated(json)
        #expect(try Self.declaration(result, "2:").enums.map(\.name) == ["SheetStateVariant"])
        #expect(try Self.declaration(result, "1:").enums.map(\.topLevelName) == ["SheetStateVariant2"])
    }

    @Test("the manifest keeps a renamed enum's design name: lookup finds it by either spelling")
    func lookupFindsRenamedEnums() throws {
        let json = Self.file([
            Self.set("1:", "Icon", property: "Name", options: ["Minus", "Plus"]),
            Self.set("2:", "Button", property: "Icon", options: ["None", "Leading"]),
        ])
        let manifest = try Self.generated(json).manifest
        let enumEntry = try #require(manifest.declarations.first { $0.kind == "variantEnum" && $0.swiftName == "ButtonComponent.IconVariant" })
        #expect(enumEntry.figmaName == "Icon")
        #expect(Lookup.find("Icon", in: manifest).map(\.swiftName).contains("ButtonComponent.IconVariant"))
        #expect(Lookup.find("IconVariant", in: manifest).map(\.swiftName) == ["ButtonComponent.IconVariant"])
        // An enum the rule did not rename keeps its entry as before.
        #expect(manifest.declarations.first { $0.swiftName == "Icon.Name" }?.figmaName == nil)
    }
}
