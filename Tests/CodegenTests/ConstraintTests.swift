import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// Figma's resizing constraints in generated code: the placement arithmetic that ships in the generated
/// `ConstraintPlacement.swift` is compiled and run here, on Linux, against a table whose expectations are
/// written from Figma's rule, not from the generated code.
///
/// The rule (help.figma.com, "Apply constraints to define how layers resize"): Left/Top keep the layer's
/// position relative to that side, Right/Bottom relative to the other side, Left and right / Top and bottom keep
/// its position relative to both sides (so it grows or shrinks with the frame), Center keeps its position
/// relative to the frame's centre, and Scale keeps position and size as a percentage of the frame's size.
@Suite("Constraints")
struct ConstraintTests {
    static let input = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/constraints/input.json")

    static func generateGolden() throws -> GenerationResult {
        generate(try FigmaFile.decode([UInt8](Data(contentsOf: input))), options: GenerationOptions())
    }

    /// A child drawn at (x, y, width, height) in a 390 × 844 artboard, and its constraints.
    struct Case: CustomStringConvertible {
        var horizontal: String
        var vertical: String
        var x: Double, y: Double, width: Double, height: Double
        var description: String { "\(horizontal)/\(vertical) (\(x), \(y), \(width), \(height))" }
    }

    static let design = (width: 390.0, height: 844.0)
    static let cases: [Case] = [
        Case(horizontal: "left", vertical: "top", x: 16, y: 16, width: 100, height: 40),
        Case(horizontal: "right", vertical: "bottom", x: 274, y: 788, width: 100, height: 40),
        Case(horizontal: "center", vertical: "center", x: 145, y: 402, width: 100, height: 40),
        Case(horizontal: "leftRight", vertical: "topBottom", x: 16, y: 100, width: 358, height: 600),
        Case(horizontal: "scale", vertical: "scale", x: 195, y: 211, width: 97.5, height: 211),
        Case(horizontal: "right", vertical: "center", x: 300, y: 20, width: 74, height: 44),
        Case(horizontal: "center", vertical: "topBottom", x: 20, y: 0, width: 350, height: 844),
    ]
    /// Parent sizes the artboard is shown at: narrower and wider phones, an iPad, shorter and taller screens.
    static let sizes: [(width: Double, height: Double)] = [(390, 844), (320, 667), (430, 932), (1024, 844), (390, 667), (390, 932)]

    /// Figma's rule for one axis, written as insets and fractions (not as the generated code writes it).
    static func expected(_ kind: String, start: Double, length: Double, design: Double, actual: Double) -> (start: Double, length: Double) {
        let leading = start, trailing = design - start - length
        switch kind {
        case "left", "top": return (leading, length)
        case "right", "bottom": return (actual - trailing - length, length)
        case "leftRight", "topBottom": return (leading, actual - leading - trailing)
        case "center":
            let centreOffset = (start + length / 2) - design / 2
            return (actual / 2 + centreOffset - length / 2, length)
        case "scale": return (start / design * actual, length / design * actual)
        default: fatalError("unknown constraint \(kind)")
        }
    }

    @Test("the generated placement arithmetic follows Figma's rule for every constraint and device size")
    func placementMathFollowsFigmasRule() throws {
        let result = try Self.generateGolden()
        let placement = try #require(result.files.first { $0.name == "ConstraintPlacement.swift" })
        // Only Foundation: the arithmetic runs anywhere, and a test can run it.
        let imports = placement.contents.split(separator: "\n").filter { $0.hasPrefix("import ") }
        #expect(imports == ["import Foundation"])

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-constraints-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try placement.contents.write(to: directory.appendingPathComponent("ConstraintPlacement.swift"), atomically: true, encoding: .utf8)
        var driver = "import Foundation\n"
        for item in Self.cases {
            for size in Self.sizes {
                driver += """
                do {
                    let frame = ConstraintPlacement(horizontal: .\(item.horizontal), vertical: .\(item.vertical),
                        designFrame: CGRect(x: \(item.x), y: \(item.y), width: \(item.width), height: \(item.height)))
                        .frame(designSize: CGSize(width: \(Self.design.width), height: \(Self.design.height)), size: CGSize(width: \(size.width), height: \(size.height)))
                    print(frame.minX, frame.minY, frame.width, frame.height)
                }

                """
            }
        }
        try driver.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let output = try Self.compileAndRun(directory, files: ["ConstraintPlacement.swift", "main.swift"])
        let lines = output.split(separator: "\n")
        try #require(lines.count == Self.cases.count * Self.sizes.count, "driver printed:\n\(output)")
        var line = 0
        for item in Self.cases {
            for size in Self.sizes {
                let numbers = lines[line].split(separator: " ").compactMap { Double($0) }
                line += 1
                try #require(numbers.count == 4)
                let x = Self.expected(item.horizontal, start: item.x, length: item.width, design: Self.design.width, actual: size.width)
                let y = Self.expected(item.vertical, start: item.y, length: item.height, design: Self.design.height, actual: size.height)
                let want = [x.start, y.start, x.length, y.length]
                for (got, expected) in zip(numbers, want) {
                    #expect(abs(got - expected) < 1e-9, "\(item) in \(size.width) × \(size.height): got \(numbers), want \(want)")
                }
            }
        }
    }

    @Test("a few frames by hand: the floating button of the issue and a stretching banner")
    func handComputedFrames() {
        // A button 16 pt from the right edge of a 390-pt artboard stays 16 pt from the edge on a 430-pt phone.
        let button = Self.expected("right", start: 274, length: 100, design: 390, actual: 430)
        #expect(button.start == 314 && 430 - button.start - button.length == 16)
        // A banner with 16-pt margins keeps them on an iPad.
        let banner = Self.expected("leftRight", start: 16, length: 358, design: 390, actual: 1024)
        #expect(banner.start == 16 && banner.length == 992)
    }

    @Test("free frames place every child by its constraints; no 'not applied' note remains")
    func lowering() throws {
        let result = try Self.generateGolden()
        let screen = try #require(result.files.first { $0.name == "Constraints.swift" }).contents
        // Every kind reaches the code with the design's names, and nothing is placed by a bare offset.
        for call in [".constraints(.left, .top, x: 16, y: 16, width: 100, height: 40)",
                     ".constraints(.right, .bottom, x: 274, y: 788, width: 100, height: 40)",
                     ".constraints(.center, .center, x: 145, y: 402, width: 100, height: 40)",
                     ".constraints(.leftRight, .top, x: 16, y: 100, width: 358, height: 60)",
                     ".constraints(.left, .topBottom, x: 0, y: 180, width: 80, height: 500)",
                     ".constraints(.scale, .scale, x: 195, y: 211, width: 97.5, height: 211)"] {
            #expect(screen.contains(call), "missing \(call)")
        }
        #expect(!screen.contains(".offset("))
        // The screen takes the device's size; the artboard's goes to the preview.
        #expect(screen.contains("ConstraintLayout(designWidth: 390, designHeight: 844) {"))
        let body = try #require(screen.components(separatedBy: "#Preview").first)
        #expect(!body.contains(".frame(width: 390"))
        #expect(screen.contains("#Preview(\"Constraints\") {\n    Constraints()\n        .frame(width: 390, height: 844)"))
        // A group's layers are placed in the group's frame (Figma applies constraints to a group's layers).
        #expect(screen.contains(".constraints(.right, .top, x: 360, y: 12, width: 8, height: 8)"))
        let kinds = Set(result.diagnostics.map(\.kind.rawValue))
        #expect(!kinds.contains("constraints"))
        #expect(result.diagnostics.filter { $0.kind == .constraintsRotated }.map(\.nodeID) == ["20:12"])
        // A page taller than any phone scrolls, and its content keeps its drawn height.
        let page = try #require(result.files.first { $0.name == "LongPage.swift" }).contents
        #expect(page.contains("ScrollView(.vertical) {\n            ConstraintLayout(designWidth: 390, designHeight: 2400) {"))
        // An absolute child of an auto layout component follows its constraints in the component's frame.
        let card = try #require(result.files.first { $0.name == "DismissibleCard.swift" }).contents
        #expect(card.contains("ConstraintLayout(designWidth: 300, designHeight: 51) {"))
        #expect(card.contains(".constraints(.right, .top, x: 268, y: 8, width: 24, height: 24)"))
    }

    @Test("the device-height rule: phones, tablets and desktops")
    func deviceHeights() {
        #expect(Lowering.deviceHeight(forWidth: 390) == 956)
        #expect(Lowering.deviceHeight(forWidth: 834) == 1366)
        #expect(Lowering.deviceHeight(forWidth: 1440) == 1024)
    }

    static func compileAndRun(_ directory: URL, files: [String]) throws -> String {
        let binary = directory.appendingPathComponent("placement").path
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compile.arguments = [ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc", "-swift-version", "6", "-o", binary]
            + files.map { directory.appendingPathComponent($0).path }
        let errors = Pipe()
        compile.standardError = errors
        compile.standardOutput = errors
        try compile.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        compile.waitUntilExit()
        guard compile.terminationStatus == 0 else {
            throw TypeCheck.LaunchError(description: "the generated placement file did not compile:\n\(message)")
        }
        let run = Process()
        run.executableURL = URL(fileURLWithPath: binary)
        let output = Pipe()
        run.standardOutput = output
        try run.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.waitUntilExit()
        return text
    }
}
