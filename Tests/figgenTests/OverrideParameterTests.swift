import Foundation
import Testing
@testable import Codegen

/// Instance overrides as component parameters: names, the manifest, lookup and parity.
@Suite("Override parameters")
struct OverrideParameterTests {
    static let golden = TestPaths.packageRoot.appendingPathComponent("Tests/CodegenTests/Golden/instance-overrides/input.json")

    static func design() throws -> String {
        try String(contentsOf: golden, encoding: .utf8)
    }

    /// The design with `change` applied to the node with `id` (found anywhere in the tree).
    static func design(changing id: String, in json: String? = nil, _ change: (inout [String: Any]) -> Void) throws -> String {
        var root = try #require(try JSONSerialization.jsonObject(with: Data((try json ?? design()).utf8)) as? [String: Any])
        func visit(_ node: inout [String: Any]) {
            if node["id"] as? String == id { change(&node) }
            guard var children = node["children"] as? [[String: Any]] else { return }
            for index in children.indices { visit(&children[index]) }
            node["children"] = children
        }
        var document = try #require(root["document"] as? [String: Any])
        visit(&document)
        root["document"] = document
        return String(decoding: try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]), as: UTF8.self)
    }

    static func component(_ result: GenerationResult, _ name: String) throws -> Declaration {
        try #require(result.ir.declarations.first { $0.typeName == name })
    }

    @Test("each overridden layer field is one parameter, named after its layer, with the component's value as default")
    func parameters() throws {
        let card = try Self.component(try generateInMemory(Self.design()), "ProductCard")
        let summary = card.properties.map { property -> String in
            guard case .override(let layer, _, let field) = property.origin else { return property.member }
            return "\(property.member)=\(layer).\(field)"
        }
        #expect(summary == ["price=6:3.characters", "saleIsVisible=6:4.visible", "star=6:5.mainComponent", "starOpacity=6:5.opacity",
                            "buttonLabel=6:6.componentProperties.Label#3:0", "hint=I6:6;3:3.characters"])
        #expect(card.properties[0].type == .text(default: "$0.00"))
        #expect(card.properties[1].type == .bool(default: false))
        #expect(card.properties[3].type == .number(default: 1))
    }

    @Test("names do not move when unrelated layers are added")
    func stableNames() throws {
        // An unrelated layer named "Price" before the real one, in the component and its instances: not
        // overridden, so it claims no name.
        var changed = try Self.design()
        for (owner, id) in [("6:1", "6:9"), ("7:2", "I7:2;6:9"), ("7:3", "I7:3;6:9"), ("7:4", "I7:4;6:9")] {
            changed = try Self.design(changing: owner, in: changed) { card in
                var children = card["children"] as! [[String: Any]]
                children.insert(["id": id, "name": "Price", "type": "TEXT", "characters": "x",
                                 "absoluteBoundingBox": ["x": 0, "y": 0, "width": 10, "height": 10]], at: 0)
                card["children"] = children
            }
        }
        let card = try Self.component(try generateInMemory(changed), "ProductCard")
        #expect(card.properties.map(\.member) == ["price", "saleIsVisible", "star", "starOpacity", "buttonLabel", "hint"])
    }

    @Test("lookup finds a parameter from its layer's node id, and the layer from the parameter")
    func lookup() throws {
        let manifest = try generateInMemory(Self.design()).manifest
        let byNode = Lookup.find("6:3", in: manifest)
        #expect(byNode.map(\.swiftName).contains("ProductCard.price"), "\(byNode)")
        let bySymbol = try #require(Lookup.find("ProductCard.price", in: manifest).first)
        #expect(bySymbol.nodeID == "6:3")
        #expect(bySymbol.figmaName == "Price")
        #expect(bySymbol.layerPath == "Product Card / Price")
    }

    @Test("check reports a changed override value at the call site, and a changed default on the component")
    func parity() throws {
        let old = try generateInMemory(Self.design())
        let retyped = try generateInMemory(try Self.design(changing: "I7:3;6:3") { $0["characters"] = "$24.99" })
        let drifts = ParityCheck.compare(old: old.manifest, new: retyped.manifest, newFiles: retyped.filesByName, disk: old.disk)
        #expect(drifts.map(\.kind) == [.valueChanged])
        #expect(drifts.first?.message == #"property price changed: "$19.99" → "$24.99" in layer 'Shop / Product Card'"#)
        #expect(drifts.first?.nodeID == "7:3")

        let newDefault = try generateInMemory(try Self.design(changing: "6:3") { $0["characters"] = "$1.00" })
        let defaultDrifts = ParityCheck.compare(old: old.manifest, new: newDefault.manifest, newFiles: newDefault.filesByName, disk: old.disk)
        #expect(defaultDrifts.contains { $0.kind == .propertyChanged && $0.message == #"property ProductCard.price changed: 6:3.characters: text = "$0.00" → 6:3.characters: text = "$1.00""# },
                "\(defaultDrifts.map(\.message))")
    }
}
