import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// The UIKit target's promises that goldens alone do not pin down.
@Suite("UIKit target")
struct UIKitTargetTests {
    static func generated(_ json: String, configure: (inout GenerationOptions) -> Void = { _ in }) throws -> GenerationResult {
        var options = GenerationOptions()
        options.target = .uikit
        configure(&options)
        return generate(try FigmaFile.decode(Array(json.utf8)), options: options)
    }

    /// A screen holding an instance of a component named `componentName`, with a text property `propertyName`
    /// (`interactive`: the instance has a prototype link, so the output has the interaction support too).
    static func design(componentName: String = "Badge", propertyName: String = "Label", interactive: Bool = false) -> String {
        let link = interactive ? #", "interactions": [{"trigger": {"type": "ON_CLICK"}, "actions": [{"type": "BACK"}]}]"# : ""
        return """
        {"name": "T", "document": {"id": "0:0", "type": "DOCUMENT", "children": [{"id": "0:1", "name": "Page", "type": "CANVAS", "children": [
          {"id": "1:1", "name": "\(componentName)", "type": "COMPONENT", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 80, "height": 24},
           "componentPropertyDefinitions": {"\(propertyName)#1:0": {"type": "TEXT", "defaultValue": "New"}},
           "children": [{"id": "1:2", "name": "Text", "type": "TEXT", "characters": "New", "componentPropertyReferences": {"characters": "\(propertyName)#1:0"},
                         "absoluteBoundingBox": {"x": 0, "y": 0, "width": 80, "height": 24}, "style": {"fontSize": 12}}]},
          {"id": "2:1", "name": "Home", "type": "FRAME", "absoluteBoundingBox": {"x": 200, "y": 0, "width": 390, "height": 844},
           "children": [{"id": "2:2", "name": "\(componentName)", "type": "INSTANCE", "componentId": "1:1",
                         "absoluteBoundingBox": {"x": 216, "y": 16, "width": 80, "height": 24}\(link)}]}
        ]}]}, "components": {"1:1": {"key": "k1", "name": "\(componentName)"}}}
        """
    }

    /// The support files every UIKit output has (the screen host with screens).
    static let supportFiles = ["ContainerBuilder.swift", "ShapeView.swift", "TextAttributes.swift", "ConstraintPlacement.swift", "ScreenViewController.swift"]
    /// The support file a design with prototype interactions adds (buttons, timers, scrolling).
    static let interactionSupportFiles = ["DesignInteraction.swift"]

    /// The stub samples in `UIKitStub/Samples/ok` are the support files as generated (after the header): the stub is
    /// checked against exactly what figgen writes.
    @Test("the UIKit stub's samples are the support files figgen writes")
    func stubSamplesAreTheSupportFiles() throws {
        let result = try Self.generated(Self.design(interactive: true))
        let samples = TypeCheck.stubDirectory.deletingLastPathComponent().appendingPathComponent("UIKitStub/Samples/ok")
        for name in Self.supportFiles + Self.interactionSupportFiles {
            let file = try #require(result.files.first { $0.name == name }, "\(name) not generated")
            let body = file.contents.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
            let sample = try String(contentsOf: samples.appendingPathComponent(name), encoding: .utf8)
            #expect(body == sample, "\(name) differs from the stub sample: \(GoldenTests.firstDifference(sample, body)); copy the generated file (without its first two lines) over the sample")
        }
    }

    @Test("a design type that takes a support type's name pushes the support type aside, everywhere it is used")
    func supportNamesAreClaimed() throws {
        let result = try Self.generated(Self.design(componentName: "Shape View"))
        let names = Set(result.files.map(\.name))
        #expect(names.contains("ShapeView.swift") && names.contains("ShapeView2.swift"))
        let component = try #require(result.files.first { $0.name == "ShapeView.swift" })
        #expect(component.contents.contains("public final class ShapeView: UIView"))
        let support = try #require(result.files.first { $0.name == "ShapeView2.swift" })
        #expect(support.contents.contains("public final class ShapeView2: UIView"))
        #expect(!support.contents.contains("ShapeView.") && !support.contents.contains("ShapeView("))
        let containers = try #require(result.files.first { $0.name == "ContainerBuilder.swift" })
        #expect(containers.contents.contains("var clipOutline: ShapeView2.Outline?"))
    }

    @Test("a property named like a UIView property gets a number; one UIView does not have keeps its name", arguments: [
        ("Frame", "frame2"), ("Background Color", "backgroundColor2"), ("Tag", "tag2"), ("Title", "title"), ("State", "state"),
        ("Hash Value", "hashValue2"),
    ])
    func inheritedMembersAreAvoided(_ property: String, _ member: String) throws {
        let result = try Self.generated(Self.design(propertyName: property))
        let component = try #require(result.ir.declarations.first { $0.typeName == "Badge" })
        #expect(component.properties.map(\.member) == [member])
        // The SwiftUI target has no inherited members: the name stays.
        var options = GenerationOptions()
        options.target = .swiftui
        let swiftUI = generate(try FigmaFile.decode(Array(Self.design(propertyName: property).utf8)), options: options)
        #expect(swiftUI.ir.declarations.first { $0.typeName == "Badge" }?.properties.map(\.member) == [SwiftName.memberName(property)])
    }

    @Test("--access internal drops public from the generated types and the support files")
    func internalAccess() throws {
        let result = try Self.generated(Self.design()) { $0.accessLevel = .internal }
        for file in result.files where file.name.hasSuffix(".swift") {
            #expect(!file.contents.contains("public "), "\(file.name) still has public declarations")
        }
        #expect(result.files.first { $0.name == "Badge.swift" }?.contents.contains("\nfinal class Badge: UIView {") == true)
    }

    @Test("previews are marked iOS 17 below --min-ios 17, and plain from 17")
    func previewAvailability() throws {
        let at16 = try #require(try Self.generated(Self.design()).files.first { $0.name == "Badge.swift" })
        #expect(at16.contents.contains("@available(iOS 17.0, *)\n#Preview(\"Badge\")"))
        let at17 = try #require(try Self.generated(Self.design()) { $0.minimumIOS = 17 }.files.first { $0.name == "Badge.swift" })
        #expect(at17.contents.contains("\n\n#Preview(\"Badge\")") && !at17.contents.contains("@available(iOS 17.0"))
    }

    @Test("every component gets one class, the screen a class and the catalog a view controller")
    func typesPerTarget() throws {
        let result = try Self.generated(Self.design())
        let badge = try #require(result.files.first { $0.name == "Badge.swift" })
        #expect(badge.contents.contains("public final class Badge: UIView {"))
        #expect(badge.contents.contains("public var label: String {\n        didSet { rebuild() }\n    }"))
        let home = try #require(result.files.first { $0.name == "Home.swift" })
        #expect(home.contents.contains("public final class Home: UIView {"))
        #expect(home.contents.contains("Badge()"))
        let catalog = try #require(result.files.first { $0.name == "DesignCatalog.swift" })
        #expect(catalog.contents.contains("public final class DesignCatalog: UIViewController {"))
        // The manifest maps each type to its node, as for SwiftUI.
        let types = result.manifest.declarations.filter { $0.kind == "component" || $0.kind == "screen" }
            .map { "\($0.swiftName)=\($0.nodeID ?? "-")@\($0.file):\($0.line)" }
        #expect(types.contains("Badge=1:1@Badge.swift:8") && types.contains("Home=2:1@Home.swift:9"), "\(types)")
    }

    @Test("identifiers are renamed whole: a longer name that starts with a shared one is left alone")
    func renamingIsByWholeIdentifier() {
        let text = "ShapeView.Paint ShapeViewBuilder aShapeView \"ShapeView is built in code\""
        #expect(UIKitRenderer.renaming(text, ["ShapeView": "ShapeView2"]) == "ShapeView2.Paint ShapeViewBuilder aShapeView \"ShapeView2 is built in code\"")
    }
}
