import Foundation
import Testing

/// The variables endpoint's answer through the built binary: found beside the input, recorded, required by check.
@Suite("Variables through the CLI")
struct VariablesCommandTests {
    typealias E2E = EndToEndTests

    static let variables = """
    {"status": 200, "error": false, "meta": {
      "variableCollections": {"C:1": {"id": "C:1", "name": "Theme", "modes": [{"modeId": "1:0", "name": "Light"}, {"modeId": "1:1", "name": "Dark"}], "defaultModeId": "1:0"}},
      "variables": {"V:1": {"id": "V:1", "name": "Brand/Primary", "variableCollectionId": "C:1", "resolvedType": "COLOR",
                            "valuesByMode": {"1:0": {"r": 0, "g": 0.4, "b": 1, "a": 1}, "1:1": {"r": 0.4, "g": 0.6, "b": 1, "a": 1}}}}}}
    """

    @Test("variables.json beside the input is read; check needs it again; lookup finds the variable by its Figma name")
    func besideTheInput() throws {
        try E2E.withWorkspace { folder in
            try E2E.write(Self.variables, to: folder.appendingPathComponent("variables.json"))
            let generate = try E2E.run(["generate", "design.json", "-o", "out", "--all-variables"], in: folder)
            #expect(generate.status == 0, "\(generate.stderr)")
            let tokens = try E2E.read(folder.appendingPathComponent("out/DesignTokens.swift"))
            #expect(tokens.contains("/// Figma variable `Brand/Primary` (collection `Theme`).\n        public static let brand_Primary: Color = Color(light: Color(red: 0, green: 0.4, blue: 1), dark: Color(red: 0.4, green: 0.6, blue: 1))"), "\(tokens)")
            let manifest = try E2E.manifest(in: folder.appendingPathComponent("out"))
            #expect(manifest.options["variables"] == "true")
            #expect(manifest.options["allVariables"] == "true")

            #expect(try E2E.run(["check", "design.json", "-o", "out"], in: folder).status == 0)
            let lookup = try E2E.run(["lookup", "Brand/Primary", "-o", "out"], in: folder)
            #expect(lookup.status == 0)
            #expect(lookup.stdout.contains("Color.Tokens.brand_Primary"), "\(lookup.stdout)")

            try FileManager.default.moveItem(at: folder.appendingPathComponent("variables.json"), to: folder.appendingPathComponent("theme.json"))
            let missing = try E2E.run(["check", "design.json", "-o", "out"], in: folder)
            #expect(missing.status == 64)
            #expect(missing.stderr.hasPrefix("error: the code was generated with the variables endpoint's answer; give it with --variables <file>"), "\(missing.stderr)")
            #expect(try E2E.run(["check", "design.json", "-o", "out", "--variables", "theme.json"], in: folder).status == 0)
        }
    }

    @Test("a broken variables file is an error naming it, with the JSON path, and nothing is written")
    func brokenFile() throws {
        try E2E.withWorkspace { folder in
            try E2E.write(#"{"variables": {"V:1": {"name": 5}"#, to: folder.appendingPathComponent("vars.json"))
            let generate = try E2E.run(["generate", "design.json", "-o", "out", "--variables", "vars.json"], in: folder)
            #expect(generate.status == 1)
            #expect(generate.stderr.hasPrefix("vars.json: $.variables[\"V:1\"]: error: unexpected end of file (truncated JSON)"), "\(generate.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        }
    }

    @Test("without variables, a --variables given to check contradicts the recorded generation")
    func contradiction() throws {
        try E2E.withWorkspace { folder in
            try E2E.write(Self.variables, to: folder.appendingPathComponent("theme.json"))
            #expect(try E2E.run(["generate", "design.json", "-o", "out"], in: folder).status == 0)
            let check = try E2E.run(["check", "design.json", "-o", "out", "--variables", "theme.json"], in: folder)
            #expect(check.status == 64)
            #expect(check.stderr.hasPrefix("error: --variables true differs from the option the code was generated with (false)"), "\(check.stderr)")
        }
    }
}
