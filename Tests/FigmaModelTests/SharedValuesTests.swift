import Testing
@testable import FigmaModel

/// Layers that repeat a value byte for byte hold one copy of it (`SharedValues`); everything else reads as before.
@Suite struct SharedValuesTests {
    private static func text(_ id: String, red: String, size: String) -> String {
        #"{"id":"\#(id)","name":"T","type":"TEXT","characters":"x","fills":[{"type":"SOLID","color":{"r":\#(red),"g":0,"b":0,"a":1}}],"#
            + #""style":{"fontFamily":"Inter","fontWeight":400,"fontSize":\#(size)}}"#
    }

    private static func storage(_ paints: [Paint]) -> UnsafeRawPointer? {
        paints.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("equal fills, strokes and text styles share one copy; a value differing in one byte has its own", arguments: [0, 1])
    func equalValuesShareOneCopy(helpers: Int) throws {
        // The third layer's red and size differ from the first's in one digit: same length, other bytes.
        let layers = [Self.text("1:1", red: "0.1", size: "15"), Self.text("1:2", red: "0.1", size: "15"), Self.text("1:3", red: "0.2", size: "16")]
        // Enough layers that a helper decodes some of them (each helper has its own copies).
        let filler = (0..<400).map { Self.text("2:\($0)", red: "0.1", size: "15") }
        let file = try FigmaFile.decode(Array(Fixture.page((layers + filler).joined(separator: ",")).utf8), helpers: helpers)
        let first = file.nodes[2], second = file.nodes[3], third = file.nodes[4]
        #expect(first.fills.first?.color == RGBA(r: 0.1, g: 0, b: 0) && third.fills.first?.color == RGBA(r: 0.2, g: 0, b: 0))
        #expect(first.style?.fontSize == 15 && third.style?.fontSize == 16)
        #expect(Self.storage(first.fills) == Self.storage(second.fills))
        #expect(Self.storage(first.fills) != Self.storage(third.fills))
        #expect(first.styleStorage.sharesStorage(with: second.styleStorage))
        #expect(!first.styleStorage.sharesStorage(with: third.styleStorage))
        #expect(file.nodes.dropFirst(5).allSatisfy { $0.fills == first.fills && $0.style == first.style })
    }

    @Test("a value whose reading recorded a problem is read again each time: every copy is counted")
    func toleratedValuesAreCountedEachTime() throws {
        let fills = #""fills":[{"type":"SOLID","color":{"r":1,"g":0,"b":0,"a":1}},{"color":{"r":0,"g":1,"b":0,"a":1}}]"#
        let layers = (1...3).map { #"{"id":"1:\#($0)","name":"R","type":"RECTANGLE",\#(fills)}"# }
        let file = try FigmaFile.decode(Array(Fixture.page(layers.joined(separator: ",")).utf8), helpers: 0)
        #expect(file.tolerated.map(\.field) == ["fills"])
        #expect(file.tolerated.first?.count == 3)
        #expect(file.nodes[2...4].allSatisfy { $0.fills.map(\.color) == [RGBA(r: 1, g: 0, b: 0)] })
    }
}
