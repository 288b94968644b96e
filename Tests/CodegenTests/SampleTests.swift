import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// The banking sample in `samples/banking-home`: for each target, its committed generated code is what figgen
/// produces today, and the sample app type-checks with it (the SwiftUI app in `App/`, the UIKit app in `UIKitApp/`).
@Suite("Banking sample")
struct SampleTests {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("samples/banking-home", isDirectory: true)

    /// Where a target's app and generated design system are.
    struct App: Sendable, CustomTestStringConvertible {
        var target: GenerationOptions.Target
        var generated: String
        var appSource: String
        var module: String

        var testDescription: String { target.rawValue }
        var command: String { "swift run figgen generate samples/banking-home/design.json -o samples/banking-home/\(generated)" + (target == .swiftui ? "" : " --target \(target.rawValue)") }
    }

    static let apps = [
        App(target: .swiftui, generated: "App/Sources/BankingDesignSystem/Generated", appSource: "App/Sources/BankingHomeApp/BankingHomeApp.swift", module: "BankingDesignSystem"),
        App(target: .uikit, generated: "UIKitApp/Sources/BankingDesignSystemUIKit/Generated", appSource: "UIKitApp/Sources/BankingHomeUIKitApp/AppDelegate.swift",
            module: "BankingDesignSystemUIKit"),
    ]
    static let generated = sample.appendingPathComponent(apps[0].generated, isDirectory: true)

    static func generateSample(target: GenerationOptions.Target = .swiftui, keepingViews: Bool = false) throws -> GenerationResult {
        let bytes = try [UInt8](Data(contentsOf: sample.appendingPathComponent("design.json")))
        // `variables.json` beside the design: `generate` picks it up, and the options record that it did.
        let variables = try FigmaVariables.decode([UInt8](Data(contentsOf: sample.appendingPathComponent("variables.json"))))
        // `images/` beside it too: the catalog is on, and the app packages load it from `Bundle.module`.
        let images = sample.appendingPathComponent("images", isDirectory: true)
        var assets = DesignAssets()
        assets.addImages(names: try FileManager.default.contentsOfDirectory(atPath: images.path)) { name in
            (try? Data(contentsOf: images.appendingPathComponent(name))).map { [UInt8]($0) }
        }
        #expect(assets.problems.isEmpty, "\(assets.problems)")
        var options = GenerationOptions()
        options.usesVariables = true
        options.assetCatalog = true
        options.assetBundle = .module
        options.target = target
        // The module the CLI records for an output in Sources/<Module>/Generated.
        options.module = target == .swiftui ? "BankingDesignSystem" : "BankingDesignSystemUIKit"
        return generate(try FigmaFile.decode(bytes), source: Data(bytes), options: options, variables: variables, assets: assets,
                        memory: GenerationMemory(keepsViews: keepingViews))
    }

    @Test("a generation that frees each declaration's views as it goes writes the same files, manifest and diagnostics", arguments: apps)
    func outlinesGiveTheSameOutput(_ app: App) throws {
        let kept = try Self.generateSample(target: app.target, keepingViews: true)
        let freed = try Self.generateSample(target: app.target)
        #expect(freed.files == kept.files)
        #expect(freed.manifest == kept.manifest)
        #expect(freed.diagnostics == kept.diagnostics)
        // The fonts are noted as each declaration is lowered, before its views go.
        #expect(freed.ir.fonts == kept.ir.fonts && freed.ir.fonts.map(\.family) == ["Pretendard"])
        #expect(freed.ir.declarations == kept.ir.declarations.map { $0.releasingViews() })
        #expect(freed.ir.declarations.allSatisfy { $0.views == nil })
        #expect(kept.ir.declarations.allSatisfy { $0.views != nil })
    }

    @Test("committed generated code is up to date (regenerate with the README's command)", arguments: apps)
    func committedOutputIsCurrent(_ app: App) throws {
        let result = try Self.generateSample(target: app.target)
        let generated = Self.sample.appendingPathComponent(app.generated, isDirectory: true)
        // Every file under the folder, the asset catalog's included (`subpaths` lists folders too: keep files).
        let committed = try FileManager.default.subpathsOfDirectory(atPath: generated.path).filter { path in
            !path.split(separator: "/").contains { $0.hasPrefix(".") } && !GoldenTests.isDirectory(generated.appendingPathComponent(path))
        }.sorted()
        #expect(committed == (result.files.map(\.name) + [Manifest.fileName]).sorted())
        for file in result.files {
            let onDisk = RenderedFile.contents(ofFile: file.name, bytes: try Data(contentsOf: generated.appendingPathComponent(file.name)))
            if onDisk != file.contents {
                Issue.record("\(file.name) is stale (\(GoldenTests.firstDifference(onDisk, file.contents))); regenerate with: \(app.command)")
            }
        }
        let manifest = try String(contentsOf: generated.appendingPathComponent(Manifest.fileName), encoding: .utf8)
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
        #expect(listItem.properties.map(\.member) == ["title", "subtitle", "showSubtitle", "leadingIcon", "state", "size", "amount", "amountStyledText", "onTap"])
        // `amount` is the Amount layer's text, which one instance on Home retypes without a component property, with a
        // lighter "원" of its own: `amountStyledText`.
        #expect(listItem.properties.dropLast(2).last?.origin == .override(layerID: "12:11", layerName: "Amount", field: "characters"))
        #expect(listItem.properties.dropLast().last?.origin == .override(layerID: "12:11", layerName: "Amount", field: "characterStyleOverrides"))
        // The prototype: an instance's own click (navigate) is the set's tap handler; pressed variants follow the finger.
        #expect(listItem.properties.last?.type == .handler(.action))
        #expect(listItem.behaviour?.press.map(\.to) == [["pressed", "regular"], ["pressed", "compact"]])
        #expect(listItem.behaviour?.tapHandler == "onTap")
        // A flow from the page's starting point: Home, the screen it navigates to, and the overlay it opens.
        #expect(result.ir.flows.map(\.typeName) == ["BankingFlow"])
        #expect(result.ir.flows.first?.screens.map(\.typeName) == ["Home", "Account", "Transfer"])
        #expect(result.ir.flows.first?.screens.first?.wiring.map(\.steps) == [[.push(1)], [.present(2, fullScreen: false)]])
        #expect(result.interactions.total == 6)
        #expect(result.interactions.expressed == 6)
    }

    @Test("the sample app and its generated design system type-check together", arguments: apps)
    func appTypeChecks(_ app: App) throws {
        let directory = try Self.appFolder(app)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try TypeCheck.run(files: [directory], uikit: app.target == .uikit)
        #expect(result.succeeded, "\(result.output)")
    }

    @Test("the sample apps type-check against Apple's real iOS SDK", .enabled(if: TypeCheck.iosSDK != nil, Comment(rawValue: TypeCheck.sdkUnavailable)),
          arguments: apps)
    func appTypeChecksAgainstTheSDK(_ app: App) throws {
        guard let sdk = TypeCheck.iosSDK else { return }  // enabled only with an SDK
        let directory = try Self.appFolder(app)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try TypeCheck.run(files: [directory], sdk: sdk)
        #expect(result.succeeded, "\(result.output)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }

    /// The app and its design system in one folder, as one module (the app's import of the design system dropped).
    static func appFolder(_ app: App) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-sample-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let generated = sample.appendingPathComponent(app.generated, isDirectory: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: generated.path) where name.hasSuffix(".swift") {
            try FileManager.default.copyItem(at: generated.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        let source = try String(contentsOf: sample.appendingPathComponent(app.appSource), encoding: .utf8)
        let sameModule = source.split(separator: "\n", omittingEmptySubsequences: false).filter { $0 != "import \(app.module)" }.joined(separator: "\n")
        try Data(sameModule.utf8).write(to: directory.appendingPathComponent("App.swift"))
        return directory
    }
}
