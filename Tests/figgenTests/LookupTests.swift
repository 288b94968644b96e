import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// `Lookup` and the manifest on the banking sample: every query form, and round trips both ways.
@Suite("Lookup")
struct LookupTests {
    static let manifest: Manifest? = {
        guard let bytes = try? [UInt8](Data(contentsOf: TestPaths.sample)), let file = try? FigmaFile.decode(bytes) else { return nil }
        return Codegen.generate(file, source: Data(bytes), options: GenerationOptions(fileKey: "TESTKEY")).manifest
    }()

    static func sampleManifest() throws -> Manifest {
        try #require(manifest, "cannot read or decode \(TestPaths.sample.path)")
    }

    static let typeKinds: Set<String> = ["component", "componentSet", "screen"]

    // MARK: - Query parsing

    static let queries: [(text: String, expected: Lookup.Query)] = [
        ("12:5", .nodeID("12:5")),
        ("12-5", .nodeID("12:5")),
        (" 12:5\n", .nodeID("12:5")),
        ("I12:7;5:4", .nodeID("I12:7;5:4")),
        ("I12-7;5-4", .nodeID("I12:7;5:4")),
        ("https://www.figma.com/design/TESTKEY/Bank?node-id=12-5", .nodeID("12:5")),
        ("https://www.figma.com/file/TESTKEY/Bank?type=design&node-id=12%3A5&mode=dev", .nodeID("12:5")),
        ("http://figma.com/design/TESTKEY/?node-id=100-1", .nodeID("100:1")),
        ("ListItem/LeftImageText", .name("ListItem/LeftImageText")),
        ("ListItem_LeftImageText", .name("ListItem_LeftImageText")),
        ("Home", .name("Home")),
        ("12:5:6", .name("12:5:6")),
        ("12", .name("12")),
        ("https://www.figma.com/design/TESTKEY/Bank", .name("https://www.figma.com/design/TESTKEY/Bank")),
    ]

    @Test("query forms", arguments: queries)
    func parsesQuery(_ text: String, _ expected: Lookup.Query) {
        #expect(Lookup.parse(text) == expected)
    }

    // MARK: - Each query form on the sample

    @Test func byFigmaName() throws {
        let matches = Lookup.find("ListItem/LeftImageText", in: try Self.sampleManifest())
        let match = try #require(matches.first { $0.kind == "componentSet" })
        #expect(match.swiftName == "ListItem_LeftImageText")
        #expect(match.nodeID == "12:5")
        #expect(match.file == "ListItem_LeftImageText.swift")
        #expect(match.page == "Components")
        #expect(match.figmaURL == "https://www.figma.com/design/TESTKEY/?node-id=12-5")
        // Besides the set and its members: the handler of the instance on Home that links out (its layer has the name).
        #expect(matches.filter { $0.kind != "handler" }.allSatisfy { $0.file == "ListItem_LeftImageText.swift" })
        #expect(matches.filter { $0.kind == "handler" }.map(\.swiftName) == ["Home.onListItem_LeftImageTextTap"])
    }

    @Test func byFigmaNameIgnoringCaseAndSpacing() throws {
        let matches = Lookup.find("listitem / left image text", in: try Self.sampleManifest())
        #expect(matches.contains { $0.swiftName == "ListItem_LeftImageText" && $0.nodeID == "12:5" })
    }

    @Test func bySwiftSymbol() throws {
        let matches = Lookup.find("ListItem_LeftImageText", in: try Self.sampleManifest())
        #expect(matches.count == 1)
        let match = try #require(matches.first)
        #expect(match.kind == "componentSet")
        #expect(match.figmaName == "ListItem/LeftImageText")
        #expect(match.nodeID == "12:5")
        #expect(match.line > 1)
    }

    @Test func byMemberSymbol() throws {
        let manifest = try Self.sampleManifest()
        let full = Lookup.find("ListItem_LeftImageText.stateDefaultSizeRegular", in: manifest)
        #expect(full.count == 1)
        let variant = try #require(full.first)
        #expect(variant.kind == "variant")
        #expect(variant.nodeID == "12:6")
        #expect(variant.figmaName == "State=Default, Size=Regular")
        #expect(variant.file == "ListItem_LeftImageText.swift")
        // The bare member name finds it too.
        #expect(Lookup.find("stateDefaultSizeRegular", in: manifest).filter { $0.kind != "handler" } == full)
        // The variant's frame takes the set's tap (an instance of it links out): its handler is found with it.
        #expect(Lookup.find("stateDefaultSizeRegular", in: manifest).filter { $0.kind == "handler" }.map(\.swiftName) == ["ListItem_LeftImageText.onTap"])
        // A property, by its full Swift name.
        let property = try #require(Lookup.find("ListItem_LeftImageText.title", in: manifest).first)
        #expect(property.kind == "property")
        #expect(property.swiftName == "ListItem_LeftImageText.title")
    }

    @Test("by node id, both forms", arguments: ["12:5", "12-5"])
    func byNodeID(_ query: String) throws {
        let matches = Lookup.find(query, in: try Self.sampleManifest())
        #expect(matches.map(\.swiftName) == ["ListItem_LeftImageText"])
        #expect(matches.first?.figmaName == "ListItem/LeftImageText")
    }

    @Test func byFigmaURL() throws {
        let manifest = try Self.sampleManifest()
        let matches = Lookup.find("https://www.figma.com/design/TESTKEY/Bank?node-id=12-5", in: manifest)
        #expect(matches == Lookup.find("12:5", in: manifest))
        #expect(matches.first?.swiftName == "ListItem_LeftImageText")
        // The URL a match prints leads back to the same match.
        let url = try #require(matches.first?.figmaURL)
        #expect(Lookup.find(url, in: manifest) == matches)
    }

    @Test func layerThatIsNotADeclaration() throws {
        let manifest = try Self.sampleManifest()
        let matches = Lookup.find("40:2", in: manifest)
        #expect(matches.count == 1)
        #expect(matches.first?.kind == "layer")
        #expect(matches.first?.swiftName == "AssetSummaryCard")
        #expect(matches.first?.file == "AssetSummaryCard.swift")
        // The line after the layer's comment in the generated code (read from the code, not the manifest).
        let code = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("samples/banking-home/App/Sources/BankingDesignSystem/Generated/AssetSummaryCard.swift"), encoding: .utf8)
        let comment = try #require(code.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// Label Row (node 40:2)" })
        #expect(matches.first?.line == comment + 2)
        #expect(matches.first?.figmaName == "Label Row")
        #expect(Lookup.find("AssetSummaryCard / Label Row", in: manifest).contains { $0.nodeID == "40:2" })
    }

    @Test func unknownNameSuggestsTheCloseName() throws {
        let manifest = try Self.sampleManifest()
        #expect(Lookup.find("ListItem/LeftImageTxt", in: manifest).isEmpty)
        #expect(Lookup.find("99:99", in: manifest).isEmpty)
        let suggestions = Lookup.suggestions(for: "ListItem/LeftImageTxt", in: manifest)
        #expect(suggestions.first == "ListItem/LeftImageText")
        #expect(suggestions.count <= 5)
        #expect(Lookup.suggestions(for: "SectonHeader", in: manifest).first == "SectionHeader")
        #expect(Lookup.suggestions(for: "zzzzzzzzzzzzzzzzzzzz", in: manifest).isEmpty)
    }

    @Test func editDistance() {
        func distance(_ a: String, _ b: String, limit: Int = 8) -> Int { Lookup.editDistance(Array(a), Array(b), limit: limit) }
        #expect(distance("", "abc") == 3)
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("same", "same") == 0)
        #expect(distance("flaw", "lawn") == 2)
        #expect(distance("intention", "execution") == 5)
        // Beyond the limit the answer is limit + 1, never the full distance: that is what keeps it bounded.
        #expect(distance("kitten", "sitting", limit: 2) == 3)
        #expect(distance("abcdefgh", "stuvwxyz", limit: 3) == 4)
        #expect(distance(String(repeating: "a", count: 20), "b", limit: 3) == 4)
    }

    // MARK: - Round trips

    @Test func everyTypeRoundTripsBothWays() throws {
        let manifest = try Self.sampleManifest()
        let types = manifest.declarations.filter { Self.typeKinds.contains($0.kind) }
        #expect(types.count >= 9)
        for type in types {
            // Swift name → its Figma node.
            let bySwift = Lookup.find(type.swiftName, in: manifest).filter { Self.typeKinds.contains($0.kind) }
            #expect(bySwift.count == 1, "\(type.swiftName)")
            let nodeID = try #require(bySwift.first?.nodeID, "\(type.swiftName) has no node id")
            #expect(nodeID == type.nodeID)
            #expect(bySwift.first?.figmaName == type.figmaName)
            // That node id (both spellings, and as a URL) → the Swift name.
            for query in [nodeID, nodeID.replacingOccurrences(of: ":", with: "-"), try #require(bySwift.first?.figmaURL)] {
                let byNode = Lookup.find(query, in: manifest).filter { Self.typeKinds.contains($0.kind) }
                #expect(byNode.map(\.swiftName) == [type.swiftName], "\(query)")
            }
            // Its Figma name → the Swift name.
            let figmaName = try #require(type.figmaName)
            #expect(Lookup.find(figmaName, in: manifest).contains { $0.swiftName == type.swiftName }, "\(figmaName)")
        }
    }

    @Test func everyVariantRoundTrips() throws {
        let manifest = try Self.sampleManifest()
        let variants = manifest.declarations.filter { $0.kind == "variant" }
        #expect(!variants.isEmpty)
        for variant in variants {
            let nodeID = try #require(variant.nodeID)
            // A variant's frame may also be the layer of its set's tap handler.
            #expect(Lookup.find(nodeID, in: manifest).filter { $0.kind != "handler" }.map(\.swiftName) == [variant.swiftName])
            #expect(Lookup.find(variant.swiftName, in: manifest).map(\.nodeID) == [nodeID])
        }
    }

    // MARK: - Manifest

    @Test func manifestJSONRoundTrips() throws {
        let manifest = try Self.sampleManifest()
        let json = manifest.json()
        let read = try Manifest(json: Data(json.utf8))
        #expect(read == manifest)
        #expect(read.json() == json)
        #expect(read.fileKey == "TESTKEY")
        #expect(read.input == "뱅킹 홈 (figgen sample)")
    }

    @Test func manifestIsSortedAndStable() throws {
        let manifest = try Self.sampleManifest()
        let names = manifest.declarations.map(\.swiftName)
        #expect(names == names.sorted())
        // Layers by file, then in Figma document order (a parent before its children), one record per node and file.
        let files = manifest.layers.map(\.file)
        #expect(files == files.sorted())
        var seen = Set<String>()
        for layer in manifest.layers {
            #expect(seen.insert(layer.file + " " + layer.nodeID).inserted, "\(layer.nodeID) twice in \(layer.file)")
            if let parent = layer.parentID { #expect(seen.contains(layer.file + " " + parent), "\(layer.nodeID) before its parent") }
        }
        let json = manifest.json()
        #expect(json.hasSuffix("}\n"))
        #expect(!json.contains("\r"))
        #expect(!json.contains(TestPaths.packageRoot.path), "no absolute paths in the manifest")
        // Every file the manifest names is listed with a hash, and every declaration points into one of them.
        let listed = Set(manifest.files.map(\.path))
        #expect(manifest.declarations.allSatisfy { listed.contains($0.file) && $0.line > 0 })
        #expect(manifest.layers.allSatisfy { listed.contains($0.file) && $0.line > 0 })
        #expect(manifest.files.allSatisfy { $0.hash.count == 16 })
    }

    @Test func manifestRecordsEachDeclaration() throws {
        let manifest = try Self.sampleManifest()
        let set = try #require(manifest.declarations.first { $0.swiftName == "ListItem_LeftImageText" })
        #expect(set.kind == "componentSet")
        #expect(set.componentKey == "508b5af06d70679ef9911df85b091eb8345a38fc")
        #expect(set.page == "Components")
        #expect(set.layerPath == "ListItem/LeftImageText")
        #expect(set.contentHash?.count == 16)
        let screen = try #require(manifest.declarations.first { $0.swiftName == "Home" })
        #expect(screen.kind == "screen")
        #expect(screen.nodeID == "100:1")
        #expect(screen.page == "Home")
    }

    static let badManifests: [(json: String, error: Manifest.ReadError)] = [
        ("not json", .notJSON),
        ("[]", .notJSON),
        (#"{"input": "a.json"}"#, .missing("figgen")),
        (#"{"figgen": 99, "input": "a.json"}"#, .unsupportedVersion(99)),
        (#"{"figgen": 1}"#, .missing("input")),
        (#"{"figgen": 2, "input": "a", "options": {}, "files": [], "declarations": []}"#, .missing("layers")),
        (#"{"figgen": 2, "input": "a", "options": {}, "files": [], "declarations": [], "layers": []} x"#, .notJSON),
    ]

    @Test("a layer's path is stored once: children name their parent, and the path is rebuilt on reading")
    func layerPathsFromParents() throws {
        let manifest = try Self.sampleManifest()
        let json = manifest.json()
        let withParent = try #require(manifest.layers.first { $0.parentID != nil })
        let parent = try #require(manifest.layers.first { $0.nodeID == withParent.parentID && $0.file == withParent.file })
        #expect(withParent.layerPath == parent.layerPath + " / " + withParent.figmaName)
        #expect(!json.contains(#""path":"\#(withParent.layerPath)""#), "a child's whole path is not written")
        let read = try Manifest(json: Data(json.utf8))
        #expect(read.layers.first { $0.nodeID == withParent.nodeID && $0.file == withParent.file }?.layerPath == withParent.layerPath)
    }

    @Test("a format 1 manifest (layers as one array with whole paths) is still read")
    func readsFormat1() throws {
        let json = #"""
        {"figgen": 1, "input": "Bank", "options": {"target": "swiftui"},
         "files": [{"path": "Home.swift", "hash": "0123456789abcdef"}],
         "declarations": [{"kind": "screen", "swiftName": "Home", "file": "Home.swift", "line": 8, "nodeId": "1:1"}],
         "layers": [{"figmaName": "Title", "file": "Home.swift", "layerPath": "Home / Title", "line": 12, "lines": {"frame": 14},
                     "nodeId": "1:2", "values": {"frame": "w=10", "text": "Hi"}}]}
        """#
        let manifest = try Manifest(json: Data(json.utf8))
        let layer = try #require(manifest.layers.first)
        #expect(layer.layerPath == "Home / Title" && layer.parentID == nil)
        #expect(layer.values == [.init(name: "frame", text: "w=10", line: 14), .init(name: "text", text: "Hi")])
        #expect(layer.line(of: "frame") == 14 && layer.line(of: "text") == 12)
        #expect(manifest.declarations.first?.swiftName == "Home")
    }

    @Test("broken manifests are errors", arguments: badManifests)
    func rejectsBrokenManifest(_ json: String, _ expected: Manifest.ReadError) {
        #expect(throws: expected) { try Manifest(json: Data(json.utf8)) }
    }

    @Test func hashIsFNV1a64() {
        #expect(Manifest.hash("") == "cbf29ce484222325")
        #expect(Manifest.hash("a") == "af63dc4c8601ec8c")
    }
}
