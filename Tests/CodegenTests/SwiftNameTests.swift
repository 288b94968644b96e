import Foundation
import Testing
@testable import Codegen

/// One row of the naming table: a Figma name and what `SwiftName` makes of it.
struct NamingCase: Sendable, CustomTestStringConvertible {
    var figma: String
    /// `SwiftName.typeName(figma)` (no prefix).
    var type: String
    /// `SwiftName.memberName(figma)`.
    var member: String
    /// `SwiftName.escaped(member)`: the member as printed.
    var printed: String

    init(_ figma: String, type: String, member: String, printed: String? = nil) {
        self.figma = figma
        self.type = type
        self.member = member
        self.printed = printed ?? member
    }

    var testDescription: String {
        "\(figma.debugDescription) (\(figma.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")))"
    }
}

/// The naming table: STYLE.md §5 rows first, exactly as written there, then the mechanics around them.
let namingTable: [NamingCase] = [
    // STYLE.md §5
    NamingCase("ListItem/LeftImageText", type: "ListItem_LeftImageText", member: "listItem_LeftImageText"),
    NamingCase("button / primary large", type: "Button_PrimaryLarge", member: "button_PrimaryLarge"),
    NamingCase("24px grid", type: "_24pxGrid", member: "_24pxGrid"),
    NamingCase("🔥 Hot deals", type: "HotDeals", member: "hotDeals"),
    NamingCase("계좌*현금", type: "계좌현금", member: "계좌현금"),
    NamingCase("default", type: "Default", member: "default", printed: "`default`"),
    NamingCase("Title", type: "Title", member: "title"),
    NamingCase("title", type: "Title", member: "title"),
    // Segments: whitespace around them and empty segments are dropped; `_` only ever joins segments.
    NamingCase("  Card / / Header  ", type: "Card_Header", member: "card_Header"),
    NamingCase("Grid/24px", type: "Grid_24px", member: "grid_24px"),
    NamingCase("24px/grid", type: "_24px_Grid", member: "_24px_Grid"),
    NamingCase("🔥/Hot", type: "Hot", member: "hot"),
    NamingCase("a/\u{301}b", type: "A_B", member: "a_B"), // `/` + combining mark still splits
    NamingCase("icon_arrow-left", type: "IconArrowLeft", member: "iconArrowLeft"),
    NamingCase("_Base/Button", type: "Base_Button", member: "base_Button"),
    // Case: internal capitals are kept; members lower the leading capitals (acronyms too).
    NamingCase("ListItem", type: "ListItem", member: "listItem"),
    NamingCase("HTTPProxy", type: "HTTPProxy", member: "httpProxy"),
    NamingCase("HTTP2 proxy", type: "HTTP2Proxy", member: "http2Proxy"),
    NamingCase("NEW badge", type: "NEWBadge", member: "newBadge"),
    NamingCase("URLs", type: "URLs", member: "urls"),
    NamingCase("iOS app", type: "IOSApp", member: "iOSApp"),
    NamingCase("straße", type: "Straße", member: "straße"),
    NamingCase("ßig", type: "Ssig", member: "ßig"),
    NamingCase("Élan vital", type: "ÉlanVital", member: "élanVital"),
    // NFC: the NFD spelling gives the same (NFC) name.
    NamingCase("caf\u{E9}", type: "Caf\u{E9}", member: "caf\u{E9}"),
    NamingCase("cafe\u{301}", type: "Caf\u{E9}", member: "caf\u{E9}"),
    NamingCase("\u{301}abc", type: "Abc", member: "abc"), // an orphan combining mark is dropped
    // Scripts that Swift accepts stay.
    NamingCase("Кнопка основная", type: "КнопкаОсновная", member: "кнопкаОсновная"),
    NamingCase("ボタン/大", type: "ボタン_大", member: "ボタン_大"),
    NamingCase("ボタン（大）", type: "ボタン大", member: "ボタン大"), // fullwidth punctuation drops out
    NamingCase("设置 页面", type: "设置页面", member: "设置页面"),
    NamingCase("Ελληνικά", type: "Ελληνικά", member: "ελληνικά"),
    // Outside the grammar (U+2E2F: a letter to Foundation, not to swiftc), punctuation, emoji, invisibles.
    NamingCase("Tilde\u{2E2F}mark", type: "TildeMark", member: "tildeMark"),
    NamingCase("Home · Dashboard", type: "HomeDashboard", member: "homeDashboard"),
    NamingCase("Zero\u{200B}width \u{202E}rtl", type: "ZeroWidthRtl", member: "zeroWidthRtl"),
    NamingCase("👩‍💻 Dev", type: "Dev", member: "dev"),
    NamingCase("1\u{FE0F}\u{20E3} Step", type: "_1Step", member: "_1Step"),
    NamingCase("Price ($)", type: "Price", member: "price"),
    // Empty results.
    NamingCase("", type: "Unnamed", member: "unnamed"),
    NamingCase("   ", type: "Unnamed", member: "unnamed"),
    NamingCase("🔥", type: "Unnamed", member: "unnamed"),
    NamingCase("///", type: "Unnamed", member: "unnamed"),
    // Keywords: types never need backticks (keyword-named types get `Component`); members are escaped.
    NamingCase("class", type: "Class", member: "class", printed: "`class`"),
    NamingCase("in", type: "In", member: "in", printed: "`in`"),
    NamingCase("true", type: "True", member: "true", printed: "`true`"),
    NamingCase("await", type: "Await", member: "await", printed: "`await`"),
    NamingCase("self", type: "SelfComponent", member: "self", printed: "`self`"),
    NamingCase("Type", type: "TypeComponent", member: "type"),
    NamingCase("Protocol", type: "ProtocolComponent", member: "protocol", printed: "`protocol`"),
    NamingCase("Any", type: "AnyComponent", member: "any"),
    NamingCase("some", type: "Some", member: "some"),
    // Shadowing (no prefix): `Component` appended.
    NamingCase("Button", type: "ButtonComponent", member: "button"),
    NamingCase("text", type: "TextComponent", member: "text"),
    NamingCase("Text/Primary", type: "Text_Primary", member: "text_Primary"),
]

@Suite struct SwiftNameTests {

    @Test(arguments: namingTable)
    func namingTableRow(_ row: NamingCase) {
        #expect(SwiftName.typeName(row.figma) == row.type)
        #expect(SwiftName.memberName(row.figma) == row.member)
        #expect(SwiftName.escaped(row.member) == row.printed)
        #expect(SwiftName.escaped(SwiftName.typeName(row.figma)) == row.type, "type names never need backticks")
        #expect(SwiftName.isValidIdentifier(row.type))
        #expect(SwiftName.isValidIdentifier(row.member))
        #expect(row.type == row.type.precomposedStringWithCanonicalMapping)
        #expect(row.member == row.member.precomposedStringWithCanonicalMapping)
    }

    /// ASCII names (most of them) take a byte-level path: it must name them exactly as the general rule does.
    @Test func asciiNamesFollowTheGeneralRule() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["HTTP", "Proxy", "URLs", "s", "iOS", "NEW", "A", "ab", "Ab", "AB1", "x2", "24px", "_", "/", " / ", "//", "-", ".", "é",
                      " ", "Card", "title", "ListItem", "9", "Z", "@", "#", "\t", "[", "`", "{", "~"]
        var names = ["", "/", "HTTPProxy", "URLs", "A/B", "a / b / c", "1", "_x", String(repeating: "Ab", count: 80), "x/" + String(repeating: "Y", count: 120)]
        for _ in 0..<20_000 {
            names.append((0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
            names.append(String(decoding: (0..<Int.random(in: 0...12, using: &generator)).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }, as: UTF8.self))
        }
        for lowerFirstWord in [true, false] {
            let mismatches = names.filter { $0.utf8.allSatisfy { $0 < 0x80 } }.filter {
                SwiftName.asciiCore($0, lowerFirstWord: lowerFirstWord) != SwiftName.generalCore($0, lowerFirstWord: lowerFirstWord)
            }
            #expect(mismatches.isEmpty, "\(mismatches.prefix(5).map { "\($0): \(SwiftName.asciiCore($0, lowerFirstWord: lowerFirstWord) ?? "nil") vs \(SwiftName.generalCore($0, lowerFirstWord: lowerFirstWord))" })")
        }
        #expect(SwiftName.asciiCore("café", lowerFirstWord: true) == nil)
    }

    @Test("variant names are trimmed of Unicode spaces and tabs, as Foundation trims them")
    func variantNameTrimming() {
        var names = ["State=On, Size=Large", "  a = b ,c=d", "\tx\u{00A0}=\u{2003}y\u{3000}", "k=\u{200B}v", "=v", "k=", "a=b=c", " é =\u{301} x"]
        // Every scalar Foundation might count as a space, around a property and a value.
        for value in [0x09, 0x0A, 0x0B, 0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x180E, 0x2000, 0x200A, 0x200B, 0x200C, 0x2028, 0x202F, 0x205F, 0x2060, 0x3000, 0xFEFF] {
            let space = String(Unicode.Scalar(value)!)
            names.append(space + "p" + space + "=" + space + "v" + space)
        }
        for name in names {
            let plain = name.split(separator: ",").compactMap { pair -> (String, String)? in
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { return nil }
                return (parts[0].trimmingCharacters(in: .whitespaces), parts[1].trimmingCharacters(in: .whitespaces))
            }
            let parsed = VariantName.parse(name)
            #expect(parsed.map(\.property) == plain.map(\.0), "\(name)")
            #expect(parsed.map(\.value) == plain.map(\.1), "\(name)")
        }
    }

    @Test func nfcAndNfdAreTheSameName() {
        let nfc = "caf\u{E9}", nfd = "cafe\u{301}"
        #expect(nfc.unicodeScalars.count != nfd.unicodeScalars.count)
        #expect(SwiftName.typeName(nfd).unicodeScalars.elementsEqual(SwiftName.typeName(nfc).unicodeScalars))
        #expect(SwiftName.memberName(nfd).unicodeScalars.elementsEqual("caf\u{E9}".unicodeScalars))
        var scope = NameScope.types
        #expect(scope.claim(SwiftName.typeName(nfc)) == "Caf\u{E9}")
        #expect(scope.claim(SwiftName.typeName(nfd)) == "Caf\u{E9}2")
    }

    @Test func wordsSplitOnlyOutsideTheGrammarAndPolicy() {
        #expect(SwiftName.words("🔥 Hot deals") == ["Hot", "deals"])
        #expect(SwiftName.words("ListItem") == ["ListItem"])
        #expect(SwiftName.words("계좌*현금") == ["계좌", "현금"])
        #expect(SwiftName.words("a\u{2E2F}b") == ["a", "b"])
        #expect(SwiftName.words("snake_case") == ["snake", "case"])
        #expect(SwiftName.segments("a / b c // d") == [["a"], ["b", "c"], ["d"]])
    }

    // MARK: Shadowing and prefix

    @Test(arguments: [
        "Button", "Text", "Image", "List", "Color", "Label", "Toggle", "Divider", "View", "Shape", "Path",
        "Font", "Spacer", "Section", "Form", "Group", "Grid", "Circle", "Rectangle", "Capsule", "Ellipse",
        "Link", "Menu", "Picker", "Slider", "Stepper", "TextField", "ProgressView", "ScrollView", "Layout",
        "Material", "Gradient", "Angle", "Edge", "Alignment", "Animation", "Transaction", "Environment",
        "State", "Binding", "Data", "Date", "URL", "String", "Int", "Double", "Bool", "Array", "Set",
        "Dictionary", "Optional", "Result", "Error", "Character", "Never", "Void", "Measurement", "Locale",
        "Calendar", "Timer", "Notification", "Bundle", "Process", "Thread", "Decimal", "UUID", "Range",
        "Sequence", "Collection", "Swift", "SwiftUI", "Foundation",
    ])
    func reservedTypeNamesAreNotShadowed(_ name: String) {
        #expect(SwiftName.reservedTypeNameSet.contains(name))
        #expect(SwiftName.typeName(name) == name + "Component")
        #expect(SwiftName.typeName(name, prefix: nil) == name + "Component")
        #expect(SwiftName.typeName(name, prefix: "") == name + "Component")
        #expect(SwiftName.typeName(name, prefix: "GS") == "GS" + name)
        #expect(SwiftName.typeName(name.lowercased(), prefix: "BPL").hasPrefix("BPL"))
    }

    @Test func reservedTypeNamesAreSortedUniqueAndValid() {
        let names = SwiftName.reservedTypeNames
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { SwiftName.isValidIdentifier($0) && !SwiftName.isKeyword($0) })
    }

    @Test func shadowingIsByExactName() {
        #expect(SwiftName.typeName("TEXT") == "TEXT")
        #expect(SwiftName.typeName("Buttons") == "Buttons")
        #expect(SwiftName.typeName("Button/Primary") == "Button_Primary")
    }

    @Test func prefixAppliesToEveryTypeName() {
        #expect(SwiftName.typeName("ListItem/LeftImageText", prefix: "GS") == "GSListItem_LeftImageText")
        #expect(SwiftName.typeName("24px grid", prefix: "GS") == "GS24pxGrid")
        #expect(SwiftName.typeName("", prefix: "BPL") == "BPLUnnamed")
        #expect(SwiftName.typeName("card", prefix: "G S!") == "GSCard") // prefix sanitised
        #expect(SwiftName.typeName("card", prefix: "🔥") == "Card") // nothing left of it: no prefix
        #expect(SwiftName.typeName("grid", prefix: "3D") == "_3DGrid")
        #expect(SwiftName.typeName("Type", prefix: "GS") == "GSType")
        #expect(SwiftName.typeName("Object", prefix: "NS") == "NSObjectComponent") // still reserved
    }

    // MARK: NameScope

    @Test func collisionsAreNumberedCaseInsensitivelyInOrder() {
        var types = NameScope.types
        #expect(["Card", "card", "CARD", "Card2", "Card"].map { types.claim($0) }
                == ["Card", "card2", "CARD3", "Card2_2", "Card4"])
        #expect(types.claimed == ["Card", "card2", "CARD3", "Card2_2", "Card4"])
        #expect(types.isTaken("cArD3"))

        var items = NameScope()
        #expect(["Item1", "Item1", "item1"].map { items.claim($0) } == ["Item1", "Item1_2", "item1_3"])
    }

    @Test func titleThenTitleInTypeAndMemberScopes() {
        var types = NameScope.types
        #expect(["Title", "title"].map { types.claim(SwiftName.typeName($0)) } == ["Title", "Title2"])
        var members = NameScope.members
        #expect(["Title", "title"].map { members.claim(SwiftName.memberName($0)) } == ["title", "title2"])
    }

    @Test func scopesAreDeterministic() {
        let names = ["Card", "card", "body", "Body", "id", "ID", "init", "Title", "title", "🔥", ""]
        func run() -> [String] {
            var scope = NameScope.members
            return names.map { scope.claim(SwiftName.memberName($0)) }
        }
        #expect(run() == run())
        #expect(run() == ["card", "card2", "body2", "body3", "id2", "id3", "init2", "title", "title2",
                          "unnamed", "unnamed2"])
    }

    @Test(arguments: [
        ("body", "body2"), ("id", "id2"), ("init", "init2"), ("self", "self2"), ("ID", "ID2"),
        ("title", "title"), ("type", "type"), ("default", "default"),
    ])
    func memberScopeReservedNames(_ name: String, _ expected: String) {
        var scope = NameScope.members
        #expect(scope.claim(name) == expected)
    }

    @Test(arguments: [
        ("Type", "Type2"), ("Protocol", "Protocol2"), ("type", "type2"), ("protocol", "protocol2"),
        ("init", "init2"), ("self", "self2"), ("primary", "primary"), ("default", "default"),
    ])
    func enumCaseScopeReservedNames(_ name: String, _ expected: String) {
        var scope = NameScope.enumCases
        #expect(scope.claim(name) == expected)
    }

    @Test(arguments: [("Type", "Type2"), ("Protocol", "Protocol2"), ("Self", "Self2"), ("Body", "Body2"),
                      ("Size", "Size")])
    func nestedTypeScopeReservedNames(_ name: String, _ expected: String) {
        var scope = NameScope.nestedTypes
        #expect(scope.claim(name) == expected)
    }

    // MARK: Escaping and the grammar

    @Test func keywordsAreEscaped() {
        for keyword in ["default", "class", "func", "self", "Self", "Type", "Protocol", "true", "false", "nil",
                        "in", "is", "as", "try", "throw", "throws", "rethrows", "let", "var", "inout", "await",
                        "init", "Any", "_", "actor", "macro", "get", "set", "willSet", "didSet"] {
            #expect(SwiftName.escaped(keyword) == "`\(keyword)`")
        }
        for word in ["some", "any", "each", "async"] { // they need backticks only as a type name
            #expect(SwiftName.escaped(word) == word)
            #expect(SwiftName.escapedTypeName(word) == "`\(word)`")
        }
        #expect(SwiftName.escapedTypeName("Card") == "Card")
        for word in ["open", "lazy", "weak", "mutating", "type", "body", "id", "title"] {
            #expect(SwiftName.escaped(word) == word)
        }
        #expect(SwiftName.escapedArgumentLabel("default") == "default")
        #expect(SwiftName.escapedArgumentLabel("inout") == "`inout`")
        #expect(SwiftName.escapedArgumentLabel("let") == "let")
        #expect(SwiftName.escapedArgumentLabel("let", inDeclaration: true) == "`let`")
    }

    @Test func identifierGrammar() {
        #expect(SwiftName.isValidIdentifier("_24px"))
        #expect(!SwiftName.isValidIdentifier("24px"))
        #expect(!SwiftName.isValidIdentifier(""))
        #expect(!SwiftName.isValidIdentifier("a b"))
        #expect(!SwiftName.isValidIdentifier("a\u{2E2F}"))
        #expect("\u{2E2F}".first!.isLetter) // what Foundation/stdlib would wrongly accept
        #expect(SwiftName.isValidIdentifier("a\u{301}"))
        #expect(!SwiftName.isValidIdentifier("\u{301}a"))
        #expect(SwiftName.isValidIdentifier("계좌현금"))
        #expect(SwiftName.isValidIdentifier("🔥")) // the grammar allows it; figgen's word policy drops it
        #expect(!SwiftName.isWordScalar("🔥".unicodeScalars.first!))
        #expect(SwiftName.identifierHeadRanges == SwiftName.identifierHeadRanges.sorted { $0.lowerBound < $1.lowerBound })
    }

    // MARK: swiftc: the outputs are legal Swift, and the grammar table matches the compiler

    @Test func generatedNamesCompile() throws {
        // Table names, claimed as a generator would: types with and without a prefix in one scope, members in a
        // View's member scope, enum cases in an enum scope.
        var types = NameScope.types
        var members = NameScope.members
        var cases = NameScope.enumCases
        var typeNames: [String] = []
        var memberNames: [String] = []
        var caseNames: [String] = []
        for figma in namingTable.map(\.figma) + ["Button", "Text", "Type", "body", "id", "init", "self", "Title"] {
            typeNames.append(types.claim(SwiftName.typeName(figma)))
            typeNames.append(types.claim(SwiftName.typeName(figma, prefix: "GS")))
            memberNames.append(members.claim(SwiftName.memberName(figma)))
            caseNames.append(cases.claim(SwiftName.memberName(figma)))
        }
        // Every keyword (and the contextual ones that need no backticks) in fresh scopes, so that each is
        // printed by `escaped` rather than renamed by a collision.
        let words = SwiftName.keywords.sorted().filter { $0 != "_" }
            + ["some", "any", "each", "async", "open", "package", "lazy", "weak", "mutating",
               "borrowing", "consuming", "sending", "nonisolated", "then", "unsafe", "type", "copy"]
        var keywordMembers = NameScope.members
        var keywordCases = NameScope.enumCases
        let keywordMemberNames = words.map { keywordMembers.claim($0) }
        let keywordCaseNames = words.map { keywordCases.claim($0) }
        var nested = NameScope.nestedTypes
        let nestedNames = ["Type", "Body", "Size", "Self"].map { nested.claim(SwiftName.typeName($0, prefix: "X")) }
            + ["Type", "Protocol", "Self", "Body", "Size"].map { nested.claim($0) }

        var source = ""
        for type in typeNames {
            source += "struct \(SwiftName.escaped(type)) {}\n"
            source += "let _: \(SwiftName.escaped(type)) = \(SwiftName.escapedTypeName(type))()\n"
        }
        source += declarations("Table", members: memberNames, cases: caseNames)
        source += declarations("Keywords", members: keywordMemberNames, cases: keywordCaseNames)
        // A nested `Body` would break the inferred associated type, as in a SwiftUI View.
        source += "protocol Viewlike { associatedtype Body; var body: Body { get } }\n"
        source += "struct Nested: Viewlike {\n    var body: some Equatable { 0 }\n"
        for nestedName in nestedNames {
            source += "    enum \(SwiftName.escapedTypeName(nestedName)) { case a }\n"
            source += "    var _\(nestedName): \(SwiftName.escapedTypeName(nestedName)) { .a }\n"
        }
        source += "}\n"
        for nestedName in nestedNames {
            source += "let _: Nested.\(SwiftName.escapedTypeName(nestedName)) = .a\n"
        }

        let result = try typecheck(source)
        #expect(result.status == 0, "swiftc failed:\n\(result.output)\n--- source ---\n\(source)")
        #expect(!result.output.contains("error:"), "\(result.output)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }

    @Test func negativeCaseFailsToCompile() throws {
        // The checker itself must be able to fail: a raw keyword and a raw non-identifier name.
        #expect(try typecheck("let default = 0\n").status != 0)
        #expect(try typecheck("struct Frame 12 {}\n").status != 0)
        #expect(try typecheck("let a\u{2E2F} = 0\n").status != 0)
    }

    /// Boundary scalars of the identifier table, each checked against swiftc as a continuation and as a head.
    @Test func grammarTableAgreesWithSwiftc() throws {
        let samples: [UInt32] = [
            0xA7, 0xA8, 0xB6, 0xB7, 0xBF, 0xC0, 0xD7, 0x2FF, 0x300, 0x36F, 0x370, 0x1680, 0x180E, 0x1DC0,
            0x200B, 0x2030, 0x203F, 0x20D0, 0x2116, 0x2190, 0x2460, 0x2606, 0x2776, 0x2794, 0x2E2F, 0x2E80,
            0x3000, 0x3001, 0x3005, 0x3008, 0x303F, 0xAC00, 0xD7FF, 0xF900, 0xFE20, 0xFE45, 0xFF08, 0xFFF8,
            0xFFF9, 0xFFFD, 0x1F525, 0xE0001,
        ]
        let scalars = samples.map { Unicode.Scalar($0)! }
        var lines: [String] = []
        for (i, scalar) in scalars.enumerated() { lines.append("let v\(i)\(scalar) = 0") }
        for (i, scalar) in scalars.enumerated() { lines.append("let \(scalar)w\(i) = 0") }
        let result = try typecheck(lines.joined(separator: "\n") + "\n")
        var failing = Set<Int>()
        for line in result.output.split(separator: "\n") {
            // "<path>:<line>:<column>: error: …"
            let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            if parts.count == 4, parts[3].hasPrefix(" error"), let number = Int(parts[1]) { failing.insert(number) }
        }
        for (i, scalar) in scalars.enumerated() {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            #expect(SwiftName.isIdentifierCharacter(scalar) == !failing.contains(i + 1), "continuation U+\(hex)")
            #expect(SwiftName.isIdentifierHead(scalar) == !failing.contains(scalars.count + i + 1), "head U+\(hex)")
        }
    }
}

/// Declarations that use `members` as locals, stored properties (declared, read bare, through `self.` and
/// from outside, and passed as memberwise-init labels) and `cases` as enum cases (declared, matched, referenced).
private func declarations(_ name: String, members: [String], cases: [String]) -> String {
    var source = "func \(name)Locals() -> Int {\n    var total = 0\n"
    for member in members {
        source += "    let \(SwiftName.escaped(member)) = 0\n"
        source += "    total += \(SwiftName.escaped(member))\n"
    }
    source += "    return total\n}\n"
    source += "struct \(name)Members {\n"
    for member in members { source += "    var \(SwiftName.escaped(member)): Int = 0\n" }
    source += "    var body: Int { 0 }\n    var id: Int { 0 }\n"
    source += "    func sum() -> Int {\n        var total = 0\n"
    for member in members {
        source += "        total += \(SwiftName.escaped(member)) + self.\(SwiftName.escaped(member))\n"
    }
    source += "        return total\n    }\n}\n"
    let labels = members.map { "\(SwiftName.escapedArgumentLabel($0)): 1" }.joined(separator: ", ")
    source += "let \(name)Value = \(name)Members(\(labels))\n"
    for member in members { source += "let _ = \(name)Value.\(SwiftName.escaped(member))\n" }
    source += "enum \(name)Cases {\n"
    for item in cases { source += "    case \(SwiftName.escaped(item))\n" }
    source += "}\n"
    source += "func \(name)Describe(_ value: \(name)Cases) -> Int {\n    switch value {\n"
    for (i, item) in cases.enumerated() { source += "    case .\(SwiftName.escaped(item)): return \(i)\n" }
    source += "    }\n}\n"
    for item in cases { source += "let _ = \(name)Describe(\(name)Cases.\(SwiftName.escaped(item)))\n" }
    for item in cases { source += "let _: \(name)Cases = .\(SwiftName.escaped(item))\n" }
    return source
}

/// Runs `swiftc -typecheck` on `source` in a fresh temporary directory.
private func typecheck(_ source: String) throws -> (status: Int32, output: String) {
    let dir = FileManager.default.temporaryDirectory
        .appendingPathComponent("figgen-naming-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Names.swift")
    try Data(source.utf8).write(to: file)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-swift-version", "6", "-typecheck", file.path]
    process.currentDirectoryURL = dir
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}
