import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// `ParityCheck.compare` on pairs of small designs: generation A is "the code on disk", generation B is
/// "the design now". One test per drift kind `figgen check` reports.
@Suite("Parity check")
struct ParityCheckTests {
    /// Generates both designs and compares B against A's manifest and files (`disk` defaults to A's files).
    static func drifts(from old: TinyDesign, to new: TinyDesign, options: GenerationOptions = GenerationOptions(),
                       editDisk: (inout [String: String?]) -> Void = { _ in }) throws -> (drifts: [Drift], old: GenerationResult, new: GenerationResult) {
        let a = try generateInMemory(old.json)
        let b = try generateInMemory(new.json, options: options)
        var disk = a.disk
        for name in b.files.map(\.name) where disk[name] == nil { disk[name] = .some(nil) }
        editDisk(&disk)
        let drifts = ParityCheck.compare(old: a.manifest, new: b.manifest, newFiles: b.filesByName, disk: disk)
        return (drifts, a, b)
    }

    static func describe(_ drifts: [Drift]) -> Comment {
        Comment(rawValue: drifts.map { "[\($0.kind.rawValue)] \($0.message) node=\($0.nodeID ?? "-") file=\($0.file ?? "-"):\($0.line.map(String.init) ?? "-") old=\($0.old ?? "-") new=\($0.new ?? "-")" }.joined(separator: "\n"))
    }

    /// The 1-based line of a file's first line that, trimmed, starts with `prefix`: expectations read from
    /// the generated code itself, never from the manifest the code under test writes.
    static func line(startingWith prefix: String, in file: String, of result: GenerationResult) throws -> Int {
        let code = try #require(result.filesByName[file]).split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(code.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(prefix) }, "no line starts with \(prefix)") + 1
    }

    static func type(_ name: String, in result: GenerationResult) throws -> Manifest.Entry {
        try #require(result.manifest.declarations.first { $0.swiftName == name && !$0.swiftName.contains(".") })
    }

    static func layer(_ nodeID: String, in result: GenerationResult) throws -> Manifest.Layer {
        try #require(result.manifest.layers.first { $0.nodeID == nodeID })
    }

    // MARK: - Baselines

    @Test func identicalInputsHaveNoDrift() throws {
        let (drifts, a, _) = try Self.drifts(from: TinyDesign(), to: TinyDesign())
        #expect(drifts.isEmpty, Self.describe(drifts))
        // The fixture exercises what the drift tests rely on.
        let names = Set(a.manifest.declarations.map(\.swiftName))
        #expect(names.isSuperset(of: ["Card", "Card.title", "Chip", "Chip.StateVariant", "Chip.state", "Chip.stateOn", "Chip.stateOff", "Badge", "Home"]), "\(names.sorted())")
        #expect(a.manifest.layers.contains { $0.nodeID == "1:1" && $0.value("padding") != nil })
    }

    @Test func noOldManifestIsManifestMissing() throws {
        let b = try generateInMemory(TinyDesign().json)
        let drifts = ParityCheck.compare(old: nil, new: b.manifest, newFiles: b.filesByName, disk: [:])
        #expect(drifts.map(\.kind) == [.manifestMissing])
        #expect(drifts.first?.message.contains(Manifest.fileName) == true)
    }

    // MARK: - Components and screens

    @Test func componentAdded() throws {
        let (drifts, _, b) = try Self.drifts(from: TinyDesign(includeBadge: false), to: TinyDesign())
        #expect(drifts.map(\.kind) == [.declarationAdded], Self.describe(drifts))
        let drift = try #require(drifts.first)
        #expect(drift.nodeID == "4:1")
        #expect(drift.new == "Badge")
        #expect(drift.old == nil)
        #expect(drift.message.contains("'Badge'"))
        #expect(try Self.type("Badge", in: b).nodeID == "4:1")
    }

    @Test func componentRemoved() throws {
        let (drifts, a, _) = try Self.drifts(from: TinyDesign(), to: TinyDesign(includeBadge: false))
        #expect(drifts.map(\.kind) == [.declarationRemoved], Self.describe(drifts))
        let drift = try #require(drifts.first)
        #expect(drift.nodeID == "4:1")
        #expect(drift.old == "Badge")
        #expect(drift.new == nil)
        #expect(drift.file == "Badge.swift")
        #expect(drift.line == (try Self.line(startingWith: "public struct Badge: View", in: "Badge.swift", of: a)))
    }

    @Test func componentRenamedKeepsItsKey() throws {
        let (drifts, a, _) = try Self.drifts(from: TinyDesign(), to: TinyDesign(cardName: "Tile"))
        #expect(drifts.map(\.kind) == [.declarationRenamed], Self.describe(drifts))
        let drift = try #require(drifts.first)
        #expect(drift.nodeID == "1:1")
        #expect(drift.old == "Card")
        #expect(drift.new == "Tile")
        #expect(drift.file == "Card.swift")
        #expect(drift.line == (try Self.line(startingWith: "public struct Card: View", in: "Card.swift", of: a)))
        #expect(drift.message.contains("'Card' → 'Tile'"))
    }

    @Test func componentWithNewKeyIsRemovedAndAdded() throws {
        // Same name, different component key: not a rename but a different component.
        let old = try generateInMemory(TinyDesign().json)
        let new = try generateInMemory(TinyDesign().json.replacingOccurrences(of: "\"key-badge\"", with: "\"key-badge-2\""))
        let drifts = ParityCheck.compare(old: old.manifest, new: new.manifest, newFiles: new.filesByName, disk: old.disk)
        #expect(Set(drifts.map(\.kind)) == [.declarationAdded, .declarationRemoved], Self.describe(drifts))
    }

    @Test func screenAdded() throws {
        let (drifts, _, _) = try Self.drifts(from: TinyDesign(includeScreen: false), to: TinyDesign())
        #expect(drifts.map(\.kind) == [.declarationAdded], Self.describe(drifts))
        #expect(drifts.first?.nodeID == "3:1")
        #expect(drifts.first?.new == "Home")
        #expect(drifts.first?.message.contains("screen") == true)
    }

    @Test func screenRemoved() throws {
        let (drifts, a, _) = try Self.drifts(from: TinyDesign(), to: TinyDesign(includeScreen: false))
        #expect(drifts.map(\.kind) == [.declarationRemoved], Self.describe(drifts))
        let drift = try #require(drifts.first)
        #expect(drift.nodeID == "3:1")
        #expect(drift.old == "Home")
        #expect(drift.file == "Home.swift")
        #expect(drift.line == (try Self.line(startingWith: "public struct Home: View", in: "Home.swift", of: a)))
    }

    @Test func screenRenamed() throws {
        let (drifts, _, _) = try Self.drifts(from: TinyDesign(), to: TinyDesign(screenName: "Start"))
        #expect(drifts.map(\.kind) == [.declarationRenamed], Self.describe(drifts))
        #expect(drifts.first?.nodeID == "3:1")
        #expect(drifts.first?.old == "Home")
        #expect(drifts.first?.new == "Start")
        #expect(drifts.first?.file == "Home.swift")
    }

    // MARK: - Properties and variants

    @Test func propertyAdded() throws {
        let (drifts, _, b) = try Self.drifts(from: TinyDesign(), to: TinyDesign(cardHasFlag: true))
        #expect(drifts.map(\.kind) == [.propertyAdded], Self.describe(drifts))
        let drift = try #require(drifts.first)
        let entry = try #require(b.manifest.declarations.first { $0.kind == "property" && $0.swiftName.hasPrefix("Card.") && $0.detail?.hasPrefix("Compact#1:1") == true })
        #expect(drift.message.contains(entry.swiftName))
        #expect(drift.new == entry.detail)
        #expect(drift.new == "Compact#1:1: bool = false")
    }

    @Test func propertyRemoved() throws {
        let (drifts, a, _) = try Self.drifts(from: TinyDesign(cardHasFlag: true), to: TinyDesign())
        #expect(drifts.map(\.kind) == [.propertyRemoved], Self.describe(drifts))
        let drift = try #require(drifts.first)
        #expect(drift.old == "Compact#1:1: bool = false")
        #expect(drift.file == "Card.swift")
        #expect(drift.line == (try Self.line(startingWith: "public var compact: Bool", in: "Card.swift", of: a)))
    }

    @Test func propertyDefaultChanged() throws {
        let (drifts, a, _) = try Self.drifts(from: TinyDesign(), to: TinyDesign(titleDefault: "Hi"))
        #expect(drifts.map(\.kind) == [.propertyChanged], Self.describe(drifts))
        let drift = try #require(drifts.first)
        #expect(drift.old == #"Title#1:0: text = "Hello""#)
        #expect(drift.new == #"Title#1:0: text = "Hi""#)
        #expect(drift.file == "Card.swift")
        #expect(drift.line == (try Self.line(startingWith: "public var title: String", in: "Card.swift", of: a)))
        #expect(drift.message.contains("Card.title"))
    }

    @Test func variantDefaultChanged() throws {
        let (drifts, _, _) = try Self.drifts(from: TinyDesign(), to: TinyDesign(chipDefault: "Off"))
        #expect(drifts.map(\.kind) == [.propertyChanged], Self.describe(drifts))
        #expect(drifts.first?.old?.hasSuffix(".on") == true)
        #expect(drifts.first?.new?.hasSuffix(".off") == true)
        #expect(drifts.first?.file == "Chip.swift")
    }

    @Test func variantAdded() throws {
        let (drifts, _, b) = try Self.drifts(from: TinyDesign(), to: TinyDesign(chipStates: ["On", "Off", "Disabled"]))
        let added = drifts.filter { $0.kind == .variantAdded }
        #expect(added.count == 1, Self.describe(drifts))
        let drift = try #require(added.first)
        #expect(drift.nodeID == "2:4")
        #expect(drift.new == "state=disabled")
        #expect(drift.message.contains("Chip.stateDisabled"))
        #expect(b.manifest.declarations.contains { $0.swiftName == "Chip.stateDisabled" })
        // The variant enum gains a case: reported as a changed variant property, not as anything else.
        let enumChange = try #require(drifts.first { $0.kind == .propertyChanged }, Self.describe(drifts))
        #expect(enumChange.old == "On, Off")
        #expect(enumChange.new == "On, Off, Disabled")
        #expect(Set(drifts.map(\.kind)).isSubset(of: [.variantAdded, .propertyChanged, .layerAdded]), Self.describe(drifts))
        #expect(!drifts.contains { $0.kind == .declarationAdded || $0.kind == .declarationRemoved })
    }

    @Test func variantRemoved() throws {
        let (drifts, a, _) = try Self.drifts(from: TinyDesign(), to: TinyDesign(chipStates: ["On"]))
        let removed = drifts.filter { $0.kind == .variantRemoved }
        #expect(removed.count == 1, Self.describe(drifts))
        let drift = try #require(removed.first)
        #expect(drift.nodeID == "2:3")
        #expect(drift.old == "state=off")
        #expect(drift.file == "Chip.swift")
        #expect(drift.line == (try Self.line(startingWith: "private var stateOff: some View", in: "Chip.swift", of: a)))
        #expect(Set(drifts.map(\.kind)).isSubset(of: [.variantRemoved, .propertyChanged, .layerRemoved]), Self.describe(drifts))
    }

    // MARK: - Layout and style values

    @Test func paddingChanged() throws {
        let (drifts, a, _) = try Self.drifts(from: TinyDesign(), to: TinyDesign(cardPadding: 24))
        #expect(drifts.map(\.kind) == [.valueChanged], Self.describe(drifts))
        let drift = try #require(drifts.first)
        #expect(drift.nodeID == "1:1")
        #expect(drift.layerPath == "Card")
        #expect(drift.old == "16,16,16,16")
        #expect(drift.new == "24,24,24,24")
        #expect(drift.file == "Card.swift")
        // The line of the modifier that encodes the value, found in the code on disk — not in the manifest.
        let code = try #require(a.filesByName["Card.swift"]).split(separator: "\n", omittingEmptySubsequences: false)
        let paddingLine = try #require(code.firstIndex { $0.trimmingCharacters(in: .whitespaces) == ".padding(16)" }) + 1
        #expect(drift.line == paddingLine)
        #expect(drift.message.hasPrefix("padding changed"))
    }

    @Test func spacingChangedOnScreen() throws {
        let (drifts, a, _) = try Self.drifts(from: TinyDesign(), to: TinyDesign(screenSpacing: 20))
        #expect(drifts.map(\.kind) == [.valueChanged], Self.describe(drifts))
        let drift = try #require(drifts.first)
        #expect(drift.nodeID == "3:1")
        #expect(drift.old == "12")
        #expect(drift.new == "20")
        #expect(drift.file == "Home.swift")
        // The stack whose spacing changed: the line after its layer comment.
        #expect(drift.line == (try Self.line(startingWith: "// Home (node 3:1)", in: "Home.swift", of: a)) + 1)
        #expect(drift.message.hasPrefix("spacing changed"))
    }

    @Test func fillColourChanged() throws {
        let (drifts, _, _) = try Self.drifts(from: TinyDesign(), to: TinyDesign(cardFill: (r: 0, g: 0, b: 1)))
        #expect(drifts.count == 1, Self.describe(drifts))
        let drift = try #require(drifts.first)
        #expect(drift.kind == .valueChanged)
        #expect(drift.nodeID == "1:1")
        #expect(drift.file == "Card.swift")
        #expect(drift.old != drift.new)
        #expect(drift.old?.contains("1,1,1") == true, Self.describe(drifts))
        #expect(drift.new?.contains("0,0,1") == true, Self.describe(drifts))
    }

    @Test func layerAdded() throws {
        let (drifts, _, _) = try Self.drifts(from: TinyDesign(includeFooter: false), to: TinyDesign())
        let added = drifts.filter { $0.kind == .layerAdded }
        #expect(added.count == 1, Self.describe(drifts))
        #expect(added.first?.nodeID == "3:3")
        #expect(added.first?.layerPath == "Home / Footer")
    }

    @Test func layerRemoved() throws {
        let (drifts, a, _) = try Self.drifts(from: TinyDesign(), to: TinyDesign(includeFooter: false))
        let removed = drifts.filter { $0.kind == .layerRemoved }
        #expect(removed.count == 1, Self.describe(drifts))
        #expect(removed.first?.nodeID == "3:3")
        #expect(removed.first?.file == "Home.swift")
        #expect(removed.first?.line == (try Self.line(startingWith: "Text(verbatim: \"Bye\")", in: "Home.swift", of: a)))
    }

    // MARK: - Files on disk

    @Test func generatedFileEditedByHand() throws {
        let a = try generateInMemory(TinyDesign().json)
        let original = try #require(a.filesByName["Card.swift"])
        var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let editedLine = try #require(lines.firstIndex { $0.contains("VStack") }) + 1
        lines[editedLine - 1] += " // tweaked"
        let (drifts, _, _) = try Self.drifts(from: TinyDesign(), to: TinyDesign()) { disk in
            disk["Card.swift"] = lines.joined(separator: "\n")
        }
        #expect(drifts.map(\.kind) == [.editedByHand], Self.describe(drifts))
        #expect(drifts.first?.file == "Card.swift")
        #expect(drifts.first?.line == editedLine)
        #expect(drifts.first?.message.contains("edited by hand") == true)
    }

    @Test func generatedFileDeleted() throws {
        let (drifts, _, _) = try Self.drifts(from: TinyDesign(), to: TinyDesign()) { disk in
            disk["Badge.swift"] = .some(nil)
        }
        #expect(drifts.map(\.kind) == [.fileMissing], Self.describe(drifts))
        #expect(drifts.first?.file == "Badge.swift")
    }

    @Test func changedOptionsMakeFilesOutdated() throws {
        let (drifts, _, b) = try Self.drifts(from: TinyDesign(), to: TinyDesign(), options: GenerationOptions(accessLevel: .internal))
        #expect(!drifts.isEmpty)
        #expect(drifts.allSatisfy { $0.kind == .outdated }, Self.describe(drifts))
        #expect(Set(drifts.compactMap(\.file)) == Set(b.files.map(\.name)))
        #expect(drifts.allSatisfy { $0.line != nil })
    }

    @Test func handEditOfUnchangedDesignIsNotAlsoOutdated() throws {
        let a = try generateInMemory(TinyDesign().json)
        let (drifts, _, _) = try Self.drifts(from: TinyDesign(), to: TinyDesign()) { disk in
            disk["Home.swift"] = (a.filesByName["Home.swift"] ?? "") + "\n// note\n"
        }
        #expect(drifts.map(\.kind) == [.editedByHand], Self.describe(drifts))
    }

    /// `check`'s path when the manifest on disk is the new one byte for byte: the old records are not read
    /// again, yet the files on disk are still judged (a hand edit, a deleted file), exactly as a full comparison.
    @Test func identicalManifestSkipsTheRecordsButNotTheFiles() throws {
        let a = try generateInMemory(TinyDesign().json)
        let b = try generateInMemory(TinyDesign().json)
        #expect(a.manifest.jsonBytes() == b.manifest.jsonBytes())
        var disk = a.disk
        disk["Home.swift"] = (a.filesByName["Home.swift"] ?? "") + "\n// note\n"
        disk["Badge.swift"] = .some(nil)
        var skipping = ParityCheck.Comparison(old: a.manifest, new: b.manifest, newFiles: b.filesByName, disk: disk)
        skipping.oldLayersAreTheNewOnes()
        let full = ParityCheck.compare(old: a.manifest, new: b.manifest, newFiles: b.filesByName, disk: disk)
        #expect(skipping.finish() == full)
        #expect(Set(full.map(\.kind)) == [.editedByHand, .fileMissing], Self.describe(full))
        // Without any record compared, every new layer would be reported as added.
        let unread = ParityCheck.Comparison(old: a.manifest, new: b.manifest, newFiles: b.filesByName, disk: a.disk).finish()
        #expect(unread.filter { $0.kind == .layerAdded }.count == b.manifest.layers.count)
    }

    /// The entry point `figgen check` runs, with the old records from each place they can come from: held, read
    /// again one at a time (a drifted design), or skipped as the new ones (a manifest on disk equal to the new).
    @Test func everyWayOfReadingTheOldRecordsGivesTheSameDrift() throws {
        let a = try generateInMemory(TinyDesign().json)
        var changed = TinyDesign()
        changed.cardPadding = 20
        let b = try generateInMemory(changed.json)
        let newFiles = b.filesByName.mapValues(FileText.init), disk = a.disk.mapValues { $0.map(FileText.init) }
        let held = ParityCheck.compare(old: a.manifest, new: b.manifest, newFiles: newFiles, disk: disk)
        var visited = 0
        let streamed = ParityCheck.compare(old: a.manifest, new: b.manifest, newFiles: newFiles, disk: disk,
                                           oldLayers: ParityCheck.OldLayers<Never>.streamed { visit in
            for layer in a.manifest.layers {
                visited += 1
                visit(layer)
            }
        })
        #expect(streamed == held && visited == a.manifest.layerCount)
        #expect(held.contains { $0.kind == .valueChanged }, Self.describe(held))
        // Equal manifests: the records are taken as the new ones without reading them.
        let same = ParityCheck.compare(old: b.manifest, new: b.manifest, newFiles: newFiles, disk: b.disk.mapValues { $0.map(FileText.init) },
                                       oldLayers: ParityCheck.OldLayers<Never>.sameAsNew)
        #expect(same.isEmpty, Self.describe(same))
    }

    @Test func firstChangedLine() {
        #expect(ParityCheck.firstChangedLine("a\nb\nc", "a\nb\nc") == nil)
        #expect(ParityCheck.firstChangedLine("a\nx\nc", "a\nb\nc") == 2)
        #expect(ParityCheck.firstChangedLine("a\nb", "a\nb\nc") == 3)
        #expect(ParityCheck.firstChangedLine("a", nil) == nil)
    }
}
