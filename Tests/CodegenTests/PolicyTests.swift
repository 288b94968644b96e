import Testing
import FigmaModel
@testable import Codegen

/// Small pure rules of lowering and rendering, one table each.
@Suite("Policies")
struct PolicyTests {
    @Test("numbers print rounded to 3 decimals, without .0 or exponents", arguments: [
        (12.0, "12"), (0.5, "0.5"), (-3.125, "-3.125"), (0.0004, "0"), (-0.0004, "0"), (1e-5, "0"),
        (0.1 + 0.2, "0.3"), (1234567.891, "1234567.891"), (0.0625, "0.063"), (-0.0, "0"),
    ])
    func numbers(_ value: Double, _ expected: String) {
        #expect(SwiftLiteral.number(value) == expected)
    }

    @Test("string literals escape exactly what Swift needs", arguments: [
        ("plain", #""plain""#), ("a\"b", #""a\"b""#), ("back\\slash", #""back\\slash""#),
        ("line\nbreak", #""line\nbreak""#), ("tab\there", #""tab\there""#), ("계좌 🎉", #""계좌 🎉""#),
        ("bell\u{7}", #""bell\u{7}""#), ("rtl\u{202E}x", #""rtl\u{202E}x""#),
    ])
    func strings(_ value: String, _ expected: String) {
        #expect(SwiftLiteral.string(value) == expected)
    }

    static let renderer = SwiftUIRenderer(ir: DesignIR(declarations: [], support: []),
                                          options: GenerationOptions())

    @Test("padding collapses to its simplest equal form", arguments: [
        (Insets(top: 16, leading: 16, bottom: 16, trailing: 16), [".padding(16)"]),
        (Insets(top: 12, leading: 20, bottom: 12, trailing: 20), [".padding(.horizontal, 20)", ".padding(.vertical, 12)"]),
        (Insets(top: 0, leading: 20, bottom: 0, trailing: 20), [".padding(.horizontal, 20)"]),
        (Insets(top: 8, leading: 0, bottom: 0, trailing: 0), [".padding(.top, 8)"]),
        (Insets(top: 1, leading: 2, bottom: 3, trailing: 4), [".padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))"]),
    ])
    func padding(_ insets: Insets, _ expected: [String]) {
        #expect(Self.renderer.paddingLines(insets) == expected)
    }

    @Test("padding bound to one token on equal edges collapses like a number")
    func paddingTokens() {
        let insets = Insets(top: 12, leading: 16, bottom: 12, trailing: 16)
        let tokens: [DimensionRole: String] = [.paddingLeading: "space16", .paddingTrailing: "space16", .paddingTop: "space12", .paddingBottom: "space12"]
        #expect(Self.renderer.paddingLines(insets, tokens: tokens) == [".padding(.horizontal, CGFloat.Tokens.space16)", ".padding(.vertical, CGFloat.Tokens.space12)"])
    }

    @Test("frames: a fixed and a flexible frame are separate overloads; FILL stops at a max size")
    func frames() {
        var frame = FrameValue()
        frame.width = 375
        frame.fillHeight = true
        frame.alignment = .topLeading
        #expect(Spelling.frameLines(frame) == [".frame(width: 375, alignment: .topLeading)", ".frame(maxHeight: .fillContainer, alignment: .topLeading)"])
        var bounded = FrameValue()
        bounded.fillWidth = true
        bounded.minWidth = 120
        bounded.maxWidth = 480
        #expect(Spelling.frameLines(bounded) == [".frame(minWidth: 120, maxWidth: 480)"])
        var hugging = FrameValue()
        hugging.minHeight = 60
        hugging.maxHeight = 90
        hugging.hugHeight = true
        #expect(Spelling.frameLines(hugging) == [".frame(minHeight: 60, maxHeight: 90)", ".fixedSize(horizontal: false, vertical: true)"])
    }

    @Test("title case upper-cases the first letter of each word only", arguments: [
        ("hello world", "Hello World"), ("world-wide web's", "World-Wide Web's"), ("iOS app", "IOS App"),
        ("계좌 현금", "계좌 현금"), ("  two  spaces", "  Two  Spaces"),
    ])
    func titleCase(_ text: String, _ expected: String) {
        #expect(Lowering.titleCased(text) == expected)
    }

    @Test("variable token names keep the local id", arguments: [
        ("VariableID:605d3c0222a50bd4ace9ce1481e6973324aa2537/57268:60", "variable57268_60"),
        ("VariableID:10:1", "variable10_1"),
        ("VariableID:abc/1:2", "variable1_2"),
    ])
    func variableNames(_ id: String, _ expected: String) {
        #expect(Lowering.variableName(id) == expected)
    }
}
