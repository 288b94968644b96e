import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// `check` matches a type of the old manifest with the new one by component key, node id or name. Two types can
/// share a key — a real export (manooch) has remote sets reconstructed twice under one published key — and must
/// still be told apart: matching both to the first made a design fresh from `generate` report "renamed Avatar →
/// Avatar2" for each.
@Suite("Parity: types that share an identity")
struct ParityIdentityTests {
    static func manifest(_ names: [String]) -> Manifest {
        let declarations = names.map { Manifest.Entry(kind: "componentSet", swiftName: $0, file: $0 + ".swift", line: 9, componentKey: "1c08d6", figmaName: "Avatar") }
        return Manifest(input: "design.json", fileName: "Design", version: "1", lastModified: nil, options: [:], files: [], declarations: declarations, layers: [])
    }

    static func typeDrifts(old: [String], new: [String]) -> [Drift] {
        ParityCheck.compare(old: manifest(old), new: manifest(new), newFiles: [String: String](), disk: [:])
            .filter { [.declarationAdded, .declarationRemoved, .declarationRenamed].contains($0.kind) }
    }

    @Test("two types with one component key are in parity with themselves")
    func sameKeyInParity() {
        #expect(Self.typeDrifts(old: ["Avatar", "Avatar2"], new: ["Avatar", "Avatar2"]).isEmpty)
    }

    @Test("a second type with the key is added, not a rename of the first; removed the same way")
    func sameKeyAddedAndRemoved() {
        let added = Self.typeDrifts(old: ["Avatar"], new: ["Avatar", "Avatar2"])
        #expect(added.map(\.kind) == [.declarationAdded] && added.first?.new == "Avatar2")
        let removed = Self.typeDrifts(old: ["Avatar", "Avatar2"], new: ["Avatar"])
        #expect(removed.map(\.kind) == [.declarationRemoved] && removed.first?.old == "Avatar2")
    }

    @Test("every corpus file's fresh output is in parity with its design", arguments: CorpusGenerationTests.files)
    func corpusInParity(_ name: String) throws {
        guard CorpusGenerationTests.isAvailable else { return }
        let result = try CorpusCache.shared.generated(name, .swiftui, for: "parity").result
        let texts = Dictionary(result.files.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
        let drifts = ParityCheck.compare(old: result.manifest, new: result.manifest, newFiles: texts, disk: texts.mapValues { Optional($0) })
        #expect(drifts.isEmpty, "\(name): \(drifts.prefix(3).map(\.message))")
    }
}
