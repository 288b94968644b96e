import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// The banking sample in `samples/banking-home`: its committed generated code is what figgen produces
/// today, and the sample app type-checks with it against the SwiftUI stub.
@Suite("Banking sample")
struct SampleTests {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("samples/banking-home", isDirectory: true)
    static let generated = sample.appendingPathComponent("App/Sources/BankingDesignSystem/Generated", isDirectory: true)

    static func generateSample() throws -> GenerationResult {
        let bytes = try [UInt8](Data(contentsOf: sample.appendingPathComponent("design.json")))
        // `variables.json` beside the design: `generate` picks it up, and the options record that it did.
        let variables = try FigmaVariables.decode([UInt8](Data(contentsOf: sample.appendingPathComponent("variables.json"))))
        var options = GenerationOptions()
        options.usesVariables = true
        return generate(try FigmaFile.decode(bytes), options: options, variables: variables)
    }

    @Test("committed generated code is up to date (regenerate with the README's command)")
    func committedOutputIsCurrent() throws {
        let result = try Self.generateSample()
        let committed = try FileManager.default.contentsOfDirectory(atPath: Self.generated.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(committed == (result.files.map(\.name) + [Manifest.fileName]).sorted())
        for file in result.files {
            let onDisk = try String(contentsOf: Self.generated.appendingPathComponent(file.name), encoding: .utf8)
            if onDisk != file.contents {
                Issue.record("\(file.name) is stale (\(GoldenTests.firstDifference(onDisk, file.contents))); regenerate with: swift run figgen generate samples/banking-home/design.json -o samples/banking-home/App/Sources/BankingDesignSystem/Generated")
            }
        }
        let manifest = try String(contentsOf: Self.generated.appendingPathComponent(Manifest.fileName), encoding: .utf8)
        if manifest != result.manifest.json() {
            Issue.record("\(Manifest.fileName) is stale: \(GoldenTests.firstDifference(manifest, result.manifest.json()))")
        }
    }

    @Test("the sample has the components, variants and screen the README promises")
    func sampleShape() throws {
        let result = try Self.generateSample()
        let names = Set(result.ir.declarations.map(\.typeName))
        #expect(names.isSuperset(of: ["Home", "ListItem_LeftImageText", "ButtonComponent", "SectionHeader", "AssetSummaryCard", "Icon_Bank", "Icon_Card"]))
        let listItem = try #require(result.ir.declarations.first { $0.typeName == "ListItem_LeftImageText" })
        #expect(listItem.variants.count == 4)
        #expect(listItem.properties.map(\.member) == ["title", "subtitle", "showSubtitle", "leadingIcon", "state", "size", "amount"])
        // `amount` is the Amount layer's text, which one instance on Home retypes without a component property.
        #expect(listItem.properties.last?.origin == .override(layerID: "12:11", layerName: "Amount", field: "characters"))
    }

    @Test("the sample app and its generated design system type-check together")
    func appTypeChecks() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-sample-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.generated.path) where name.hasSuffix(".swift") {
            try FileManager.default.copyItem(at: Self.generated.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        // One module here, so the app's import of the design-system module is dropped.
        let app = try String(contentsOf: Self.sample.appendingPathComponent("App/Sources/BankingHomeApp/BankingHomeApp.swift"), encoding: .utf8)
        let sameModule = app.split(separator: "\n", omittingEmptySubsequences: false).filter { $0 != "import BankingDesignSystem" }.joined(separator: "\n")
        try Data(sameModule.utf8).write(to: directory.appendingPathComponent("BankingHomeApp.swift"))
        let result = try TypeCheck.run(files: [directory])
        #expect(result.succeeded, "\(result.output)")
    }
}
