import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// A frame with very many layers (issue: a stack of 1,000 layers took the type checker a minute; 10,000 would
/// take hours): children that are more code than a body may hold are written through members of their own holding
/// at most `ChildGroups.size` layers — groups of groups past size² — on both targets, and the code still has every
/// layer in order.
@Suite("Wide frames")
struct WideFrameTests {
    /// An auto-layout frame with `count` texts.
    static func design(_ count: Int) -> String {
        let rows = (0..<count).map { #"{"id": "2:\#($0)", "name": "Row \#($0)", "type": "TEXT", "characters": "Row number \#($0)", "style": {"fontSize": 15}}"# }
        return #"""
        {"name": "Wide", "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [
          {"id": "0:1", "name": "Page", "type": "CANVAS", "children": [
            {"id": "1:1", "name": "Feed", "type": "FRAME", "layoutMode": "VERTICAL", "itemSpacing": 8,
             "absoluteBoundingBox": {"x": 0, "y": 0, "width": 390, "height": 800}, "children": [\#(rows.joined(separator: ", "))]}]}]},
         "components": {}, "componentSets": {}, "styles": {}}
        """#
    }

    static func generated(_ count: Int, target: GenerationOptions.Target) throws -> GenerationResult {
        var options = GenerationOptions()
        options.target = target
        return generate(try FigmaFile.decode(Array(design(count).utf8)), options: options)
    }

    @Test("the groups: none up to the size, members of at most the size, nested past size²")
    func groups() {
        #expect(ChildGroups.size == 8)
        #expect(ChildGroups.groups(0..<8) == nil)
        #expect(ChildGroups.groups(0..<9) == [0..<8, 8..<9])
        #expect(ChildGroups.groups(0..<64)?.count == 8)
        #expect(ChildGroups.groups(0..<65) == [0..<64, 64..<65])
        #expect(ChildGroups.groups(64..<65) == nil)
        #expect(ChildGroups.groups(0..<100_000)?.allSatisfy { $0.count <= 32_768 } == true)
        #expect(ChildGroups.leafGroups(0..<65) == (0..<8).map { $0 * 8..<$0 * 8 + 8 } + [64..<65])
        #expect(ChildGroups.groupedWeight(65) == BodyWeight(cost: 2, layers: 0))
    }

    @Test("a file's text is its bytes, however it is cut into pieces")
    func fileTextPieces() {
        let whole = FileText("abcdef")
        #expect(FileText(pieces: ["ab", "cdef"]) == whole)
        #expect(FileText(pieces: ["", "abc", "", "def", ""]) == whole)
        #expect(whole == FileText(pieces: ["a", "b", "c", "d", "e", "f"]))
        #expect(FileText(pieces: ["ab", "cde"]) != whole)
        #expect(whole != FileText(pieces: ["abc", "defg"]))
        #expect(FileText(pieces: ["abc", "dxf"]) != whole)
        #expect(FileText(pieces: []) == FileText(""))
        // Bytes, not Unicode equivalence: a precomposed é is not e and a combining accent in a file.
        #expect(FileText("Caf\u{E9}") != FileText("Cafe\u{301}"))
        #expect(FileText(pieces: ["ab", "cdef"]).hash == Manifest.hash("abcdef"))
        #expect(FileText(pieces: ["ab", "cdef"]).joined == "abcdef")
    }

    @Test("a frame's group members are pieces of its file's text, taken over whole", arguments: [GenerationOptions.Target.swiftui, .uikit])
    func groupMembersArePieces(_ target: GenerationOptions.Target) throws {
        let result = try Self.generated(1100, target: target)
        let feed = try #require(result.files.first { $0.name == "Feed.swift" })
        // The type up to its first member, then one piece per group member, the last with what follows it: 3 of 512,
        // 64 and 12 children, 8 + 8 + 2 of 64 or fewer, 64 + 64 + 8 + 2 of 8 or fewer.
        #expect(feed.text.pieces.count == 1 + 3 + 18 + 138)
        #expect(feed.text.pieces.dropFirst().allSatisfy { $0.hasPrefix("    /// Layers ") })
        #expect(feed.text.pieces.dropLast().allSatisfy { $0.hasSuffix("\n\n") }, "each member follows an empty line")
    }

    @Test("a frame with 1,100 layers is written as members of at most 8 layers, all in order, on both targets",
          arguments: [GenerationOptions.Target.swiftui, .uikit])
    func wideFrame(_ target: GenerationOptions.Target) throws {
        let result = try Self.generated(1100, target: target)
        let feed = try #require(result.files.first { $0.name == "Feed.swift" })
        let lines = feed.contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Every layer, once, in the layer panel's order.
        let rows = lines.compactMap { line in line.range(of: #"Row number [0-9]+"#, options: .regularExpression).map { String(line[$0]) } }
        #expect(rows == (0..<1100).map { "Row number \($0)" })
        // The frame refers to three groups (512, 512 and 76), each to groups of 64, each to groups of 8.
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "feedLayers1To512" })
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "feedLayers1025To1100" })
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "feedLayers961To1024" })
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "feedLayers1017To1024" })
        let members = lines.filter { $0.contains("private var feedLayers") }
        #expect(members.count == 3 + 18 + 138, "\(members.count) group members")
        let viewPrefix = target == .swiftui ? "Text(" : "UILabel("
        #expect(lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix(viewPrefix) }.count == 1100)
        // No member holds more than 8 views: each member's view lines are counted up to the next member.
        var viewsPerMember: [Int] = []
        for line in lines {
            if line.contains("private var feedLayers") { viewsPerMember.append(0) }
            if line.trimmingCharacters(in: .whitespaces).hasPrefix(viewPrefix), !viewsPerMember.isEmpty { viewsPerMember[viewsPerMember.count - 1] += 1 }
        }
        #expect(viewsPerMember.count == 3 + 18 + 138)
        #expect(viewsPerMember.max() == 8 && viewsPerMember.reduce(0, +) == 1100)
        // The manifest points at each layer's own line, inside its member.
        for index in [0, 31, 32, 1023, 1099] {
            let layer = try #require(result.manifest.layers.first { $0.nodeID == "2:\(index)" })
            #expect(lines[layer.line - 1].contains("Row number \(index)\""), "layer 2:\(index) at line \(layer.line): \(lines[layer.line - 1])")
            #expect(layer.layerPath == "Feed / Row \(index)")
        }
    }

    @Test("the grouped code type-checks (1,100 layers, both targets)", arguments: [GenerationOptions.Target.swiftui, .uikit])
    func typeChecks(_ target: GenerationOptions.Target) throws {
        let result = try Self.generated(1100, target: target)
        let checked = try TypeCheck.run(sources: result.files.filter { $0.name.hasSuffix(".swift") }.map { ($0.name, $0.contents) },
                                        uikit: target == .uikit)
        #expect(checked.succeeded, "\(checked.output.prefix(2000))")
    }
}
