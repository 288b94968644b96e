import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// Variables from the variables endpoint (`GET /v1/files/:key/variables/local`): reading, names, aliases, modes.
/// Expected figures are written here literally; those over the Spectrum answer were counted independently with
/// Python over the JSON (the rule: FLOAT is a length when scoped only to lengths or aliased by a length).
@Suite("Variables")
struct VariableTests {
    static let spectrum = CorpusGenerationTests.corpus.appendingPathComponent("variables/spectrum-s2-web-variables-2026.json")
    static let spectrumAvailable = FileManager.default.fileExists(atPath: spectrum.path)

    /// A one-frame design whose frame fill is bound to `colorID` and spacing to `spacingID`.
    static func design(colorID: String, spacingID: String? = nil) -> FigmaFile {
        let spacing = spacingID.map { #", "boundVariables": {"itemSpacing": {"type": "VARIABLE_ALIAS", "id": "\#($0)"}}"# } ?? ""
        let json = """
        {"name": "V", "document": {"id": "0:0", "type": "DOCUMENT", "children": [{"id": "0:1", "type": "CANVAS", "name": "Page", "children": [
          {"id": "1:1", "type": "FRAME", "name": "Card", "layoutMode": "VERTICAL", "itemSpacing": 8,
           "absoluteBoundingBox": {"x": 0, "y": 0, "width": 100, "height": 100}\(spacing),
           "fills": [{"type": "SOLID", "color": {"r": 1, "g": 0, "b": 0, "a": 1},
                      "boundVariables": {"color": {"type": "VARIABLE_ALIAS", "id": "\(colorID)"}}}], "children": []}]}]}}
        """
        return try! FigmaFile.decode(json)
    }

    // MARK: Reading

    @Test("the answer is read bare or wrapped, with names, modes, aliases and codeSyntax")
    func readsBothShapes() throws {
        let content = """
        {"variableCollections": {"C:1": {"id": "C:1", "name": "Theme", "modes": [{"modeId": "1:0", "name": "Light"}, {"modeId": "1:1", "name": "Dark"}], "defaultModeId": "1:0"}},
         "variables": {"V:1": {"id": "V:1", "name": "Text/primary", "variableCollectionId": "C:1", "resolvedType": "COLOR", "codeSyntax": {"iOS": "textPrimary"},
                               "valuesByMode": {"1:0": {"r": 0, "g": 0, "b": 0, "a": 1}, "1:1": {"type": "VARIABLE_ALIAS", "id": "V:2"}}}}}
        """
        for text in [content, #"{"status": 200, "error": false, "meta": \#(content)}"#] {
            let variables = try FigmaVariables.decode(text)
            #expect(variables.collections.map(\.name) == ["Theme"])
            #expect(variables.collections[0].modes.map(\.name) == ["Light", "Dark"])
            let variable = try #require(variables.variables.first)
            #expect(variable.name == "Text/primary")
            #expect(variable.resolvedType == .color)
            #expect(variable.codeSyntaxIOS == "textPrimary")
            #expect(variable.value(inMode: "1:0") == .color(RGBA(r: 0, g: 0, b: 0, a: 1)))
            #expect(variable.value(inMode: "1:1") == .alias("V:2"))
            #expect(variables.tolerated.isEmpty)
        }
    }

    @Test("an API error answer, an export or non-JSON is rejected with a clear message", arguments: [
        (#"{"status": 403, "error": true, "message": "Forbidden"}"#, "the answer is an API error (status 403)"),
        (#"{"document": {"id": "0:0", "type": "DOCUMENT"}}"#, "expected 'variableCollections' and 'variables'"),
        (#"{"variables": {"V:1": {"name": "x"}"#, "unexpected end of file"),
    ])
    func rejects(_ text: String, _ message: String) {
        #expect {
            _ = try FigmaVariables.decode(text)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test("values of unexpected shape are skipped and recorded with their path, the rest is kept")
    func toleratesUnknownShapes() throws {
        let variables = try FigmaVariables.decode("""
        {"variableCollections": {"C:1": {"name": "C", "modes": [{"modeId": "1:0", "name": "Mode 1"}, {"name": "no id"}]}, "C:2": 7},
         "variables": {"V:1": {"name": "a", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "valuesByMode": {"1:0": 4, "1:1": [1, 2]}},
                       "V:2": {"name": "b", "variableCollectionId": "C:1", "resolvedType": "SHINY_NEW", "valuesByMode": {"1:0": {"type": "EXPRESSION", "id": "x"}}},
                       "V:3": {"variableCollectionId": "C:1"}}}
        """)
        #expect(variables.collections.map(\.id) == ["C:1"])
        #expect(variables.collections[0].modes.map(\.id) == ["1:0"])
        #expect(variables.variables.map(\.id) == ["V:1", "V:2"])
        #expect(variables.variables[0].valuesByMode == [.init(modeID: "1:0", value: .number(4))])
        #expect(variables.variables[1].resolvedType == .unknown("SHINY_NEW"))
        let fields = variables.tolerated.map { "\($0.field) \($0.firstPath)" }
        #expect(fields == [
            #"modes $.variableCollections["C:1"].modes[1]"#,
            #"variableCollections $.variableCollections["C:2"]"#,
            #"valuesByMode $.variables["V:1"].valuesByMode["1:1"]"#,
            #"valuesByMode $.variables["V:2"].valuesByMode["1:0"]"#,
            #"variables $.variables["V:3"]"#,
        ])
    }

    // MARK: Names, aliases, modes

    static let themed = try! FigmaVariables.decode("""
    {"variableCollections": {
       "C:p": {"name": "Primitives", "modes": [{"modeId": "p", "name": "Value"}], "defaultModeId": "p"},
       "C:t": {"name": "Theme", "modes": [{"modeId": "l", "name": "Light"}, {"modeId": "d", "name": "Dark mode"}, {"modeId": "w", "name": "Wireframe"}], "defaultModeId": "w"},
       "C:r": {"name": "Theme", "remote": true, "modes": [{"modeId": "r", "name": "Default"}]}},
     "variables": {
       "V:gray": {"name": "Palette/gray-900", "variableCollectionId": "C:p", "resolvedType": "COLOR", "valuesByMode": {"p": {"r": 0, "g": 0, "b": 0, "a": 1}}},
       "V:white": {"name": "Palette/white", "variableCollectionId": "C:p", "resolvedType": "COLOR", "valuesByMode": {"p": {"r": 1, "g": 1, "b": 1, "a": 1}}},
       "V:unused": {"name": "Palette/red", "variableCollectionId": "C:p", "resolvedType": "COLOR", "valuesByMode": {"p": {"r": 1, "g": 0, "b": 0, "a": 1}}},
       "V:text": {"name": "text / primary", "variableCollectionId": "C:t", "resolvedType": "COLOR",
                  "valuesByMode": {"l": {"type": "VARIABLE_ALIAS", "id": "V:gray"}, "d": {"type": "VARIABLE_ALIAS", "id": "V:white"}, "w": {"r": 0.5, "g": 0.5, "b": 0.5, "a": 1}}},
       "V:remote": {"name": "Text/Primary", "variableCollectionId": "C:r", "resolvedType": "COLOR", "valuesByMode": {"r": {"r": 0, "g": 0, "b": 1, "a": 1}}},
       "V:gap": {"name": "4", "variableCollectionId": "C:p", "resolvedType": "FLOAT", "scopes": ["ALL_SCOPES"], "valuesByMode": {"p": 4}},
       "V:a": {"name": "Loop/a", "variableCollectionId": "C:p", "resolvedType": "COLOR", "valuesByMode": {"p": {"type": "VARIABLE_ALIAS", "id": "V:b"}}},
       "V:b": {"name": "Loop/b", "variableCollectionId": "C:p", "resolvedType": "COLOR", "valuesByMode": {"p": {"type": "VARIABLE_ALIAS", "id": "V:a"}}}}}
    """)

    @Test("names follow the member rule; a clash across collections is qualified by the collection, the local one keeps the name")
    func names() {
        let table = VariableTable(variables: Self.themed, file: Self.design(colorID: "V:text"))
        #expect(table.entry(forID: "V:gray")?.member == "palette_Gray900")
        #expect(table.entry(forID: "V:text")?.member == "text_Primary")
        #expect(table.entry(forID: "V:remote")?.member == "theme_Text_Primary")
        #expect(table.entry(forID: "V:gap")?.member == "_4")
        // Not bound to a length and scoped everywhere: a number.
        #expect(table.entry(forID: "V:gap")?.kind == .number)
        #expect(table.entry(forID: "V:a") == nil)
        #expect(table.unusable["V:a"]?.contains("cycle") == true)
        #expect(table.diagnostics.map(\.kind) == [.variableAliasCycle, .variableAliasCycle])
        #expect(table.diagnostics.map(\.path.description) == [#"$.variables["V:a"]"#, #"$.variables["V:b"]"#])
    }

    @Test("a variable bound to spacing is a length; the names do not depend on which variables the design uses")
    func kindsAndStableNames() {
        let bound = VariableTable(variables: Self.themed, file: Self.design(colorID: "V:gray", spacingID: "V:gap"))
        let unbound = VariableTable(variables: Self.themed, file: Self.design(colorID: "V:white"))
        #expect(bound.entry(forID: "V:gap")?.kind == .length)
        #expect(bound.entries.map(\.member) == unbound.entries.map(\.member))
    }

    @Test("only used variables and their alias targets are emitted; light and dark become one colour, other modes a namespace")
    func usedAndModes() throws {
        let result = generate(Self.design(colorID: "V:text"), options: GenerationOptions(), variables: Self.themed)
        #expect(result.ir.tokens.map(\.member) == ["palette_Gray900", "palette_White", "text_Primary"])
        let tokens = try #require(result.files.first { $0.name == "DesignTokens.swift" }?.contents)
        #expect(tokens.contains("public static let text_Primary: Color = Color(light: Color.Tokens.palette_Gray900, dark: Color.Tokens.palette_White)"))
        #expect(tokens.contains("public enum Wireframe {\n            public static let text_Primary: Color = Color(red: 0.5, green: 0.5, blue: 0.5)"))
        let card = try #require(result.files.first { $0.name == "Card.swift" }?.contents)
        #expect(card.contains("Color.Tokens.text_Primary"))
        #expect(!result.diagnostics.contains { $0.kind == .unresolvedVariable })
        let all = generate(Self.design(colorID: "V:text"), options: { var o = GenerationOptions(); o.allVariables = true; return o }(), variables: Self.themed)
        #expect(all.ir.tokens.map(\.member) == ["_4", "palette_Gray900", "palette_Red", "palette_White", "text_Primary", "theme_Text_Primary"])
    }

    @Test("a bound variable missing from the answer keeps its id name and says why")
    func missingVariable() {
        let result = generate(Self.design(colorID: "VariableID:77:1"), options: GenerationOptions(), variables: Self.themed)
        #expect(result.ir.tokens.map(\.member) == ["variable77_1"])
        #expect(result.diagnostics.contains { $0.kind == .unresolvedVariable && $0.message.contains("is not in the variables answer") })
    }

    @Test("lookup finds a token by the variable's name and by its id")
    func lookup() {
        let result = generate(Self.design(colorID: "V:text"), options: GenerationOptions(), variables: Self.themed)
        #expect(Lookup.find("text / primary", in: result.manifest).map(\.swiftName) == ["Color.Tokens.text_Primary"])
        let token = Lookup.find("Color.Tokens.text_Primary", in: result.manifest)
        #expect(token.map(\.figmaName) == ["text / primary"])
        #expect(token.map(\.nodeID) == ["V:text"])
    }

    @Test("check reports a renamed variable by its id, and a changed dark value by mode")
    func parity() {
        let old = generate(Self.design(colorID: "V:text"), options: GenerationOptions(), variables: Self.themed).manifest
        var renamed = Self.themed
        let index = renamed.variables.firstIndex { $0.id == "V:text" }!
        renamed.variables[index].name = "Text/Body"
        renamed.variables[index].valuesByMode[1].value = .color(RGBA(r: 0.9, g: 0.9, b: 0.9, a: 1))
        let new = generate(Self.design(colorID: "V:text"), options: GenerationOptions(), variables: renamed).manifest
        let drifts = ParityCheck.compare(old: old, new: new, newFiles: [String: String](), disk: [:], interruptedWrites: nil)
            .filter { $0.kind == .tokenRenamed || $0.kind == .tokenChanged }
        #expect(drifts.map(\.kind) == [.tokenRenamed, .tokenChanged])
        #expect(drifts.first?.message == "token renamed in the design: 'text / primary' → 'Text/Body' (Swift Color.Tokens.text_Primary → Color.Tokens.text_Body)")
        #expect(drifts.last?.new?.contains(#""Dark mode"=rgba(0.9,0.9,0.9,1)"#) == true)
        #expect(drifts.last?.old?.contains(#""Dark mode"=→palette_White"#) == true)
    }

    // MARK: The Spectrum answer (real, 2,961 variables)

    @Test("all of Spectrum's variables become named tokens", .enabled(if: spectrumAvailable, "the Spectrum variables answer (../shared/figma-corpus/variables) is not present"))
    func spectrumAll() throws {
        let variables = try FigmaVariables.decode([UInt8](Data(contentsOf: Self.spectrum)))
        #expect(variables.variables.count == 2961)
        #expect(variables.collections.count == 9)
        var options = GenerationOptions()
        options.allVariables = true
        let result = generate(Self.design(colorID: "VariableID:1048:156"), options: options, variables: variables)
        var counts: [String: Int] = [:]
        for token in result.ir.tokens { counts[token.variable?.kind.rawValue ?? "id-named", default: 0] += 1 }
        // 2,961 − the 10 remote variables whose alias targets are in libraries the answer does not include.
        #expect(counts == ["color": 1494, "length": 74, "number": 1113, "text": 270])
        #expect(result.diagnostics.filter { $0.kind == .variableAliasMissing }.count == 10)
        // Light and Dark differ in 468 of the colours of `.Color theme` (by their raw values); the others alias
        // the same variable in both modes, which follows the appearance itself.
        #expect(result.files.first { $0.name == "DesignTokens.swift" }?.contents.components(separatedBy: "= Color(light: ").count == 469)
        #expect(!result.ir.tokens.contains { $0.member.hasPrefix("variable") && $0.member.dropFirst(8).first?.isNumber == true })
        let source = try #require(result.files.first { $0.name == "DesignTokens.swift" }?.contents)
        #expect(source.contains("public static let alias_Background_Neutral_SubtleDefault: Color = Color.Tokens.colorTheme_NeutralSubtleBackgroundColorDefault"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-spectrum-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in result.files where file.name.hasSuffix(".swift") {
            try file.contents.write(to: directory.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
        let stub = try TypeCheck.run(files: [directory])
        #expect(stub.succeeded, "\(stub.output.prefix(2000))")
        if let sdk = TypeCheck.iosSDK {
            let real = try TypeCheck.run(files: [directory], sdk: sdk)
            #expect(real.succeeded, "\(real.output.prefix(2000))")
        }
    }

    @Test("by default only the used variable and its alias chain are emitted", .enabled(if: spectrumAvailable, "the Spectrum variables answer (../shared/figma-corpus/variables) is not present"))
    func spectrumUsed() throws {
        let variables = try FigmaVariables.decode([UInt8](Data(contentsOf: Self.spectrum)))
        let result = generate(Self.design(colorID: "VariableID:1048:156"), options: GenerationOptions(), variables: variables)
        #expect(Set(result.ir.tokens.map(\.figmaName)) == ["Alias/background/neutral/subtle-default", "colorTheme/gray-300", "colorTheme/gray-100",
                                                           "colorTheme/neutral-subtle-background-color-default"])
    }
}
