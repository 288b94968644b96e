import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// Design tokens (DESIGN.md §8): naming, use in views, and parity for token values.
@Suite("Tokens")
struct TokenTests {
    static func input(_ name: String) throws -> String {
        try String(contentsOf: GoldenTests.directory.appendingPathComponent(name).appendingPathComponent("input.json"), encoding: .utf8)
    }

    static func generated(_ json: String) throws -> GenerationResult {
        generate(try FigmaFile.decode(json), options: GenerationOptions())
    }

    @Test("styles become tokens named by the member rule; colliding names are numbered; unused styles are not emitted")
    func styleTokens() throws {
        let result = try Self.generated(try Self.input("tokens-styles"))
        let names = result.ir.tokens.map(\.member)
        #expect(names.contains("brand_Primary"))
        #expect(names.contains("title_Large"))
        #expect(names.contains("shadow_Card"))
        #expect(names.contains("gradient_Hero"))
        #expect(names.filter { $0.hasPrefix("surface_Raised") }.sorted() == ["surface_Raised", "surface_Raised2"])
        #expect(!result.ir.tokens.contains { $0.figmaName == "Border/Subtle" }, "a style no node uses is not emitted")
        let profile = try #require(result.files.first { $0.name == "Profile.swift" }?.contents)
        #expect(profile.contains(".background(Color.Tokens.background_Card, in: RoundedRectangle(cornerRadius: 12))"))
        #expect(profile.contains(".textStyle(TextStyleToken.title_Large)"))
        #expect(profile.contains(".effect(EffectToken.shadow_Card)"))
        #expect(profile.contains(".fill(LinearGradient.Tokens.gradient_Hero)"))
        #expect(profile.contains("Color(red: 0.557, green: 0.557, blue: 0.576)"), "an unbound literal stays a literal")
    }

    @Test("variables are named by their id, keep the literal value, and are reported once each")
    func variableTokens() throws {
        let result = try Self.generated(try Self.input("tokens-variables"))
        #expect(result.ir.tokens.allSatisfy { $0.isVariable })
        let colours = result.ir.tokens.filter { if case .paint = $0.value { true } else { false } }
        #expect(colours.map(\.member) == ["variable10_1", "variable57268_70", "variable10_1_2"])
        // Spacing, padding and radius bound to variables become CGFloat tokens with the literal value.
        let lengths = Dictionary(uniqueKeysWithValues: result.ir.tokens.compactMap { token -> (String, Double)? in
            if case .dimension(let value) = token.value { return (token.member, value) }
            return nil
        })
        #expect(lengths == ["variable10_2": 8, "variable57268_60": 16, "variable57268_61": 12, "variable57268_62": 12, "variable10_5": 4,
                            "variable10_3": 14, "variable10_6": 28])
        let dashboard = try #require(result.files.first { $0.name == "Dashboard.swift" }?.contents)
        #expect(dashboard.contains("VStack(alignment: .leading, spacing: CGFloat.Tokens.variable10_2)"))
        #expect(dashboard.contains(".padding(.horizontal, CGFloat.Tokens.variable57268_60)"))
        #expect(dashboard.contains("RoundedRectangle(cornerRadius: CGFloat.Tokens.variable57268_62)"))
        #expect(dashboard.contains(".font(.custom(\"Inter\", size: CGFloat.Tokens.variable10_3))"), "font sizes bound to variables")
        let notes = result.diagnostics.filter { $0.kind == .unresolvedVariable }
        #expect(notes.count == 3)
        #expect(notes.allSatisfy { $0.severity == .note })
    }

    @Test("a token whose value changes in the design is drift")
    func tokenValueChangeIsDrift() throws {
        let before = try Self.input("tokens-styles")
        let old = try Self.generated(before)
        // Brand/Primary's literal on the button changes colour (the style was edited in Figma).
        let after = before.replacingOccurrences(of: "\"r\": 0.039, \"g\": 0.518", with: "\"r\": 0.5, \"g\": 0.518")
        try #require(after != before, "the test input must contain the Brand/Primary colour")
        let new = try Self.generated(after)
        let disk = Dictionary(uniqueKeysWithValues: old.files.map { ($0.name, Optional($0.contents)) })
        let drifts = ParityCheck.compare(old: old.manifest, new: new.manifest,
                                         newFiles: Dictionary(uniqueKeysWithValues: new.files.map { ($0.name, $0.contents) }), disk: disk)
        let change = try #require(drifts.first { $0.kind == .tokenChanged })
        #expect(change.message.contains("Color.Tokens.brand_Primary"))
        #expect(change.old?.contains("rgba(0.039,") == true)
        #expect(change.new?.contains("rgba(0.5,") == true)
    }

    @Test("the asset catalog has one colour set per colour token, in Xcode's Contents.json structure")
    func assetCatalog() throws {
        var options = GenerationOptions()
        options.assetCatalog = true
        let result = generate(try FigmaFile.decode(try Self.input("tokens-styles")), options: options)
        let catalog = result.files.filter { $0.name.hasPrefix("Assets.xcassets/") }
        let colorTokens = result.ir.tokens.filter { token in
            if case .paint(let paint) = token.value, case .color = paint.resolved { return true }
            return false
        }
        #expect(catalog.count == colorTokens.count + 1)
        let root = try #require(catalog.first { $0.name == "Assets.xcassets/Contents.json" })
        let rootObject = try #require(try JSONSerialization.jsonObject(with: Data(root.contents.utf8)) as? [String: Any])
        #expect((rootObject["info"] as? [String: Any])?["author"] as? String == "xcode")
        #expect((rootObject["info"] as? [String: Any])?["version"] as? Int == 1)
        for token in colorTokens {
            let file = try #require(catalog.first { $0.name == "Assets.xcassets/\(token.member).colorset/Contents.json" })
            let object = try #require(try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])
            let colors = try #require(object["colors"] as? [[String: Any]])
            #expect(colors.count == 1)
            #expect(colors[0]["idiom"] as? String == "universal")
            let color = try #require(colors[0]["color"] as? [String: Any])
            #expect(color["color-space"] as? String == "srgb")
            let components = try #require(color["components"] as? [String: String])
            #expect(Set(components.keys) == ["red", "green", "blue", "alpha"])
            for value in components.values {
                #expect(value.wholeMatch(of: /[01]\.\d{3}/) != nil, "component \(value) is not Xcode's 0.000 form")
            }
            #expect((object["info"] as? [String: Any])?["author"] as? String == "xcode")
        }
        let brand = try #require(catalog.first { $0.name.contains("brand_Primary") })
        #expect(brand.contents.contains("\"red\": \"0.039\""))
    }
}
