import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// No generated type builds itself (`InstanceCycles`): where the design has a cycle of types, the use that closes it
/// is left out, reported with the cycle, and the IR's instance graph — what a UIKit `init` builds at once, and a
/// SwiftUI view when shown — has no cycle. The golden `instance-cycles` shows the common cases; these the others.
@Suite("Instance cycles")
struct InstanceCycleTests {
    typealias B = HardNameDesigns.Builder
    typealias JSON = HardNameDesigns.JSON

    static func component(_ id: String, _ name: String, _ layers: [JSON], definitions: [(String, JSON)] = []) -> JSON {
        B.frame(id, name, "COMPONENT", layers, extra: definitions.isEmpty ? [] : [("componentPropertyDefinitions", .object(definitions))])
    }

    static func swapDefinition(_ component: String) -> JSON {
        .object([("type", .string("INSTANCE_SWAP")), ("defaultValue", .string(component)), ("preferredValues", .array([]))])
    }

    static func screen(_ uses: [JSON]) -> JSON {
        B.frame("9:1", "Screen", "FRAME", uses)
    }

    static func generated(_ children: [JSON], target: GenerationOptions.Target) throws -> GenerationResult {
        var options = GenerationOptions()
        options.target = target
        return generate(try FigmaFile.decode(ScopeRuleTests.file(children)), options: options, memory: GenerationMemory(keepsViews: true))
    }

    static func warnings(_ result: GenerationResult) -> [String] {
        result.diagnostics.filter { $0.kind == .recursiveInstance }.map(\.message)
    }

    @Test("an instance-swap value naming the type it is written in is not passed", arguments: GenerationOptions.Target.allCases)
    func swapArgument(_ target: GenerationOptions.Target) throws {
        let result = try Self.generated([
            Self.component("1:1", "Dot", [B.text("1:2", "Label", "•")]),
            Self.component("2:1", "Item", [B.text("2:2", "Label", "Item"),
                                           B.instance("2:3", "Trailing", of: "1:1", [], references: [("mainComponent", .string("Trailing#2:0"))])],
                           definitions: [("Trailing#2:0", Self.swapDefinition("1:1"))]),
            Self.component("3:1", "Options", [B.instance("3:2", "Item", of: "2:1", [], properties: [("Trailing#2:0", B.property("INSTANCE_SWAP", .string("3:1")))])]),
            Self.screen([B.instance("9:2", "Options", of: "3:1", [])]),
        ], target: target)
        let options = try #require(result.ir.declarations.first { $0.typeName == "Options" })
        guard case .instance(let call)? = options.views?.body?.content.firstChild?.content else {
            Issue.record("Options' body shows no call: \(IRDump.dump(result.ir))")
            return
        }
        #expect(call.typeName == "Item" && call.arguments.isEmpty)
        #expect(Self.warnings(result) == ["instance swap 'Trailing#2:0' to Options not passed: Options would build itself (Options → Options)"])
        #expect(InstanceGraph(result.ir).cycle() == nil)
    }

    @Test("a swap default naming its own component shows nothing, whatever its layer shows", arguments: GenerationOptions.Target.allCases)
    func ownSwapDefault(_ target: GenerationOptions.Target) throws {
        let result = try Self.generated([
            Self.component("1:1", "Dot", [B.text("1:2", "Label", "•")]),
            Self.component("2:1", "Tag", [B.text("2:2", "Label", "Tag"),
                                          B.instance("2:3", "Icon", of: "1:1", [], references: [("mainComponent", .string("Icon#2:0"))])],
                           definitions: [("Icon#2:0", Self.swapDefinition("2:1"))]),
            Self.screen([B.instance("9:2", "Tag", of: "2:1", [])]),
        ], target: target)
        let tag = try #require(result.ir.declarations.first { $0.typeName == "Tag" })
        #expect(tag.properties.map(\.type) == [.view(default: nil)])
        #expect(Self.warnings(result) == ["default of 'Icon#2:0' left out: Tag would build itself (Tag → Tag); it shows nothing by default"])
        #expect(InstanceGraph(result.ir).cycle() == nil)
    }

    @Test("a swapped nested instance's default that would close a cycle shows nothing", arguments: GenerationOptions.Target.allCases)
    func overrideDefault(_ target: GenerationOptions.Target) throws {
        // Leaf shows Holder, Holder shows Leaf, and instances of Holder swap that Leaf for Other.
        let result = try Self.generated([
            Self.component("1:1", "Leaf", [B.text("1:2", "Label", "Leaf"), B.instance("1:3", "Holder", of: "2:1", [])]),
            Self.component("2:1", "Holder", [B.text("2:2", "Label", "Holder"), B.instance("2:3", "Leaf", of: "1:1", [])]),
            Self.component("3:1", "Other", [B.text("3:2", "Label", "Other")]),
            Self.screen([B.instance("9:2", "Holder", of: "2:1", [B.text("I9:2;2:2", "Label", "Holder"), B.instance("I9:2;2:3", "Leaf", of: "3:1", [])]),
                         B.instance("9:3", "Holder", of: "2:1", [B.text("I9:3;2:2", "Label", "Holder"), B.instance("I9:3;2:3", "Leaf", of: "1:1", [])])]),
        ], target: target)
        let holder = try #require(result.ir.declarations.first { $0.typeName == "Holder" })
        #expect(holder.properties.map(\.member) == ["leaf"])
        #expect(holder.properties.first?.type == .view(default: nil))
        // An instance that shows the design's Leaf passes it: its default is left out.
        let calls = ShownTexts.screenCalls(result.ir)
        #expect(calls.first { $0.nodeID == "9:2" }?.call.arguments.first?.value == .view(InstanceCall(typeName: "Other")))
        #expect(calls.first { $0.nodeID == "9:3" }?.call.arguments.first?.value == .view(InstanceCall(typeName: "Leaf")))
        #expect(Self.warnings(result) == ["instance of Leaf left out: Holder would build itself through Leaf (Holder → Leaf → Holder); nothing is passed or shown for it"])
        #expect(InstanceGraph(result.ir).cycle() == nil)
    }

    @Test("a forwarded instance-swap default that would build its own type shows nothing", arguments: GenerationOptions.Target.allCases)
    func forwardedDefault(_ target: GenerationOptions.Target) throws {
        // Holder shows an Item whose icon is a Holder; instances of Holder give that Item other icons.
        let result = try Self.generated([
            Self.component("1:1", "Dot", [B.text("1:2", "Label", "•")]),
            Self.component("2:1", "Item", [B.instance("2:2", "Icon", of: "1:1", [], references: [("mainComponent", .string("Icon#2:0"))])],
                           definitions: [("Icon#2:0", Self.swapDefinition("1:1"))]),
            Self.component("3:1", "Holder", [B.instance("3:2", "Item", of: "2:1", [B.instance("I3:2;2:2", "Icon", of: "3:1", [], references: [("mainComponent", .string("Icon#2:0"))])],
                                                        properties: [("Icon#2:0", B.property("INSTANCE_SWAP", .string("3:1")))])]),
            Self.screen([B.instance("9:2", "Holder", of: "3:1", [B.instance("I9:2;3:2", "Item", of: "2:1", [B.instance("I9:2;3:2;2:2", "Icon", of: "1:1", [], references: [("mainComponent", .string("Icon#2:0"))])],
                                                                             properties: [("Icon#2:0", B.property("INSTANCE_SWAP", .string("1:1")))])])]),
        ], target: target)
        let holder = try #require(result.ir.declarations.first { $0.typeName == "Holder" })
        #expect(holder.properties.map(\.member) == ["itemIcon"])
        #expect(holder.properties.first?.type == .view(default: nil))
        #expect(Self.warnings(result).contains("default of 'itemIcon' left out: Holder would build itself (Holder → Holder); it shows nothing by default"))
        #expect(InstanceGraph(result.ir).cycle() == nil)
    }

    @Test("a ring of many types is broken at every use of an earlier one, and its messages stay short")
    func longRing() throws {
        // Ring 0 shows Ring 59, Ring n shows Ring n-1: one cycle of 60 types.
        let count = 60
        let components = (0..<count).map { n in
            Self.component("\(n + 1):1", "Ring \(n)", [B.instance("\(n + 1):2", "Previous", of: "\((n + count - 1) % count + 1):1", [])])
        }
        let result = try Self.generated(components, target: .uikit)
        #expect(Self.warnings(result).count == count - 1)
        let message = try #require(Self.warnings(result).first { $0.hasPrefix("instance of Ring0 ") })
        #expect(message.contains(" → … → ") && message.components(separatedBy: " → ").count <= InstanceCycles.shownTypes, "\(message)")
        #expect(InstanceGraph(result.ir).cycle() == nil)
    }

    /// UIKit builds a view's subviews in its `init`: a cycle there is an `init` that never returns, which no compiler
    /// sees. The IR's instance graph over-approximates what an `init` builds (every variant, every default), so no
    /// cycle in it means no `init` loops.
    @Test("no golden builds a type from within itself", arguments: GoldenTests.caseTargets)
    func goldensHaveNoCycle(_ name: String, _ target: GenerationOptions.Target) throws {
        let result = try GoldenTests.generateCase(name, target: target).result
        let cycle = InstanceGraph(result.ir).cycle()
        #expect(cycle == nil, "\(name) (\(target.rawValue)): \(cycle?.joined(separator: " → ") ?? "")")
    }

    @Test("the graph of the golden with cycles, before they are broken, has each of them")
    func resolveGraphFindsTheCycles() throws {
        let data = try Data(contentsOf: GoldenTests.directory.appendingPathComponent("instance-cycles/input.json"))
        let file = try FigmaFile.decode([UInt8](data))
        let builder = InterfaceBuilder(file: file, symbols: SymbolTable(file: file, options: GenerationOptions()))
        let edges = InstanceCycles.edges(file: file, symbols: builder.symbols, plans: builder.plans)
        let names = builder.symbols.entries.map(\.typeName)
        let cycles = InstanceCycles.stronglyConnected(edges).filter { $0.count > 1 || edges[$0[0]].contains($0[0]) }
        #expect(Set(cycles.map { $0.map { names[$0] } }) == [["Textarea"], ["Front", "Back"], ["Sheet", "Footer"], ["Row", "Cell"]])
    }
}

extension Content {
    /// The first child view of a container, for tests.
    var firstChild: ViewNode? {
        var first: ViewNode?
        ViewNode(self).forEachChild { if first == nil { first = $0 } }
        return first
    }
}
