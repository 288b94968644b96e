import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// Turned layers (golden `rotation`: a turned rectangle, ellipse, frame with a turned layer inside, group, instance,
/// grid, and a turned layer in a row; boxes from `scripts/golden-boxes`, which places them by their transforms).
/// Exports from 2025 on give `rotation` without the layer's own size: figgen takes it from the turned box and the
/// turn, so such an export generates the same code as one with `size` and `relativeTransform`.
@Suite("Layout: turned layers")
struct LayoutRotationTests {
    static let input = GoldenTests.directory.appendingPathComponent("rotation").appendingPathComponent("input.json")

    /// The golden's input without `size` and `relativeTransform` (as the 2025–26 exports come).
    static func strippedInput() throws -> [UInt8] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: input))
        func strip(_ value: Any) -> Any {
            if var dictionary = value as? [String: Any] {
                dictionary["size"] = nil
                dictionary["relativeTransform"] = nil
                for (key, inner) in dictionary { dictionary[key] = strip(inner) }
                return dictionary
            }
            if let array = value as? [Any] { return array.map(strip) }
            return value
        }
        return [UInt8](try JSONSerialization.data(withJSONObject: strip(object), options: [.sortedKeys]))
    }

    @Test("an export without the layers' own sizes generates the same code", arguments: [GenerationOptions.Target.swiftui, .uikit])
    func sameCodeWithoutSizes(_ target: GenerationOptions.Target) throws {
        var options = GenerationOptions()
        options.target = target
        let full = generate(try FigmaFile.decode([UInt8](Data(contentsOf: Self.input))), options: options)
        let stripped = try FigmaFile.decode(try Self.strippedInput())
        #expect(stripped.nodes.allSatisfy { $0.size == nil })
        let derived = generate(stripped, options: options)
        let swift = { (result: GenerationResult) in Dictionary(uniqueKeysWithValues: result.files.filter { $0.name.hasSuffix(".swift") }.map { ($0.name, $0.contents) }) }
        #expect(swift(full) == swift(derived))
        #expect(swift(full)["Turns.swift"]?.contains(".rotationEffect(.degrees(35))") == (target == .swiftui))
        let report = LayoutMeasureTests.measure(stripped, derived)
        #expect(report.layerCount == 57 && report.share(within: 1) == 1, "\(LayoutMeasureTests.summary("rotation without sizes", report))")
    }

    @Test("a turned box gives back its layer's size: exact but at 45°, where it is taken square")
    func unturnedSize() {
        let turn = 35 * Double.pi / 180
        let (c, s) = (cos(turn), sin(turn))
        let rectangle = LayerGeometry.unturnedSize(box: (60 * c + 20 * s, 60 * s + 20 * c), turn: turn, ellipse: false)
        #expect(abs(rectangle.size.width - 60) < 1e-9 && abs(rectangle.size.height - 20) < 1e-9 && !rectangle.ambiguous)
        // An ellipse's box is its outline's: 100 × 50 turned 60°.
        let ellipseTurn = -60 * Double.pi / 180
        let (ec, es) = (cos(ellipseTurn), sin(ellipseTurn))
        let outline = (2 * ((50 * ec) * (50 * ec) + (25 * es) * (25 * es)).squareRoot(), 2 * ((50 * es) * (50 * es) + (25 * ec) * (25 * ec)).squareRoot())
        let ellipse = LayerGeometry.unturnedSize(box: outline, turn: ellipseTurn, ellipse: true)
        #expect(abs(ellipse.size.width - 100) < 1e-9 && abs(ellipse.size.height - 50) < 1e-9)
        // A quarter turn swaps width and height.
        let quarter = LayerGeometry.unturnedSize(box: (20, 60), turn: Double.pi / 2, ellipse: false)
        #expect(abs(quarter.size.width - 60) < 1e-9 && abs(quarter.size.height - 20) < 1e-9)
        // At 45° every split of the length turns to the same box: square, and said so.
        let diagonal = LayerGeometry.unturnedSize(box: (80 * 2.squareRoot(), 80 * 2.squareRoot()), turn: Double.pi / 4, ellipse: false)
        #expect(diagonal.ambiguous && abs(diagonal.size.width - 80) < 1e-9 && abs(diagonal.size.height - 80) < 1e-9)
    }

    @Test("hostile turns (NaN, infinite, 1e300) are no turn")
    func hostileTurns() throws {
        for value in ["NaN", "Infinity", "1e300", "-1e300"] {
            let json = """
            {"document": {"id": "0:0", "type": "DOCUMENT", "children": [{"id": "0:1", "type": "CANVAS", "children": [
              {"id": "1:1", "name": "Screen", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 100, "height": 100}, "children": [
                {"id": "1:2", "name": "Box", "type": "RECTANGLE", "rotation": \(value == "NaN" || value == "Infinity" ? "1e999" : value),
                 "absoluteBoundingBox": {"x": 10, "y": 10, "width": 30, "height": 20}}]}]}]}}
            """
            let file = try FigmaFile.decode(Array(json.utf8))
            let geometry = LayerGeometry(file: file)
            let box = try #require(file.nodes.firstIndex { $0.id == "1:2" })
            #expect(geometry.turn(box) == 0, "\(value)")
            let size = geometry.size(box)
            #expect(size.width == 30 && size.height == 20, "\(value)")
            let result = generate(file, options: GenerationOptions())
            #expect(!(result.files.first { $0.name == "Screen.swift" }?.contents.contains("rotationEffect") ?? true), "\(value)")
        }
    }

    @Test("a turn that moves no corner by a tenth of a point is no turn; one that does is turned")
    func tinyTurns() throws {
        // 0.01° on a 40 pt box moves a corner 0.007 pt: a slip, not a design (and a turned layer drops a scale
        // constraint). 1° moves it 0.7 pt.
        for (degrees, turned) in [(0.01, false), (1.0, true)] {
            let json = """
            {"document": {"id": "0:0", "type": "DOCUMENT", "children": [{"id": "0:1", "type": "CANVAS", "children": [
              {"id": "1:1", "name": "Screen", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 100, "height": 100}, "children": [
                {"id": "1:2", "name": "Box", "type": "RECTANGLE", "rotation": \(degrees * Double.pi / 180), "size": {"x": 40, "y": 20},
                 "absoluteBoundingBox": {"x": 10, "y": 10, "width": 40, "height": 20}}]}]}]}}
            """
            let file = try FigmaFile.decode(Array(json.utf8))
            let geometry = LayerGeometry(file: file)
            let box = try #require(file.nodes.firstIndex { $0.id == "1:2" })
            #expect((geometry.codeTurn(box) != 0) == turned, "\(degrees)°")
        }
    }
}
