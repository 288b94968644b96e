import Foundation
import Testing
@testable import FigmaModel

/// Real exports in `../shared/figma-corpus` (outside the repository: they must not be copied into it).
enum Corpus {
    static let directory = SharedTools.corpus

    /// Every corpus file, sorted; empty when the folder is absent.
    static let allFiles: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// `FIGGEN_CORPUS=full` (what `scripts/corpus-sweep` sets): every file. Otherwise a few small ones (the same smoke
    /// set as the generation tests'), so that `swift test` stays fast.
    static let isFull = ProcessInfo.processInfo.environment["FIGGEN_CORPUS"] == "full"
    static let smoke = ["glips-oddit-nodes-2024.json", "grida-torii-gate-community-2023.json", "morphr-app-2025.json"]

    /// The corpus files the tests decode.
    static let files: [String] = isFull ? allFiles : allFiles.filter { smoke.contains($0) }

    static let isAvailable: Bool = {
        let available = !files.isEmpty && FileManager.default.fileExists(atPath: SharedTools.stats.path)
        if !available {
            print("CorpusTests: skipped: no *.json in \(directory.path) or no \(SharedTools.stats.path)")
        } else if !isFull {
            print("CorpusTests: \(files.count) of \(allFiles.count) corpus files (the smoke set); scripts/corpus-sweep (FIGGEN_CORPUS=full) decodes every file")
        }
        return available
    }()
}

@Suite struct CorpusTests {
    /// Decodes one corpus file and compares its `FileSummary` with `corpus_stats.py --json`.
    @Test(.enabled(if: Corpus.isAvailable, "the Figma corpus (../shared/figma-corpus) and corpus_stats.py are not present"),
          arguments: Corpus.files)
    func summaryMatchesCorpusStats(_ name: String) throws {
        let url = Corpus.directory.appendingPathComponent(name)
        let data = try Data(contentsOf: url)
        let decoded = data.withUnsafeBytes { buffer in Result { () throws(FigmaModelError) in try FigmaFile.decode(buffer) } }
        let file: FigmaFile
        switch decoded {
        case .success(let value): file = value
        case .failure(let error):
            Issue.record("\(name): \(error)")
            return
        }
        let summary = FileSummary(file)

        let output = try SharedTools.run(SharedTools.stats, ["--json", url.path])
        let list = try #require(try JSONSerialization.jsonObject(with: output) as? [[String: Any]])
        let stats = try #require(list.first)

        #expect(summary.totalNodes == stats["total_nodes"] as? Int, "\(name): total nodes")
        #expect(summary.maxDepth == stats["max_depth"] as? Int, "\(name): max depth")
        let types = try #require(stats["types"] as? [String: Int])
        #expect(summary.nodesByType == types, "\(name): nodes by type")
        let modes = try #require(stats["auto_layout_by_mode"] as? [String: Int])
        for mode in ["HORIZONTAL", "VERTICAL", "GRID"] {
            #expect(summary.autoLayoutByMode[mode, default: 0] == modes[mode], "\(name): auto layout \(mode)")
        }
        #expect(stats["non_dict_children"] as? Int == 0)

        // Response shape, roots and top-level fields.
        let shape = stats["shape"] as? String
        #expect(shape == (file.shape == .file ? "files" : "nodes"), "\(name): shape")
        #expect(file.roots.count == stats["roots"] as? Int, "\(name): roots")
        #expect(file.name == stats["name"] as? String, "\(name): name")
        #expect(file.lastModified == stats["lastModified"] as? String, "\(name): lastModified")
        if let version = stats["version"] as? String { #expect(file.version == version, "\(name): version") }
        if let schemaVersion = stats["schemaVersion"] as? Int { #expect(file.schemaVersion == schemaVersion, "\(name): schemaVersion") }

        // Metadata maps: exact for a files response; a nodes response merges entries (ids may repeat across roots).
        for (count, key) in [(file.components.count, "components_meta"), (file.componentSets.count, "componentSets_meta"),
                             (file.styles.count, "styles_meta")] {
            let expected = try #require(stats[key] as? Int)
            if file.shape == .file {
                #expect(count == expected, "\(name): \(key)")
            } else {
                #expect(count <= expected && (count == 0) == (expected == 0), "\(name): \(key) \(count) vs \(expected)")
            }
        }

        // Counts with the same definition on both sides.
        let flags = try #require(stats["flags"] as? [String: Int])
        #expect(summary.features["layoutWrap WRAP"] == flags["layoutWrap=WRAP"], "\(name): WRAP")
        #expect(summary.features["layoutPositioning ABSOLUTE"] == flags["layoutPositioning=ABSOLUTE"], "\(name): ABSOLUTE")
        let instances = file.nodes.filter { $0.type == .instance }
        #expect(instances.count { !$0.overrides.isEmpty } == stats["instances_with_overrides"] as? Int, "\(name): overrides")
        #expect(instances.count { !$0.componentProperties.isEmpty } == stats["instances_with_componentProperties"] as? Int,
                "\(name): componentProperties")

        // The flat arena is consistent: pre-order, parents before children, links both ways.
        var linkErrors = 0
        for (index, node) in file.nodes.enumerated() {
            if let parent = node.parent, parent >= index || !file.nodes[parent].children.contains(index) { linkErrors += 1 }
            for child in node.children where child <= index || file.nodes[child].parent != index { linkErrors += 1 }
        }
        #expect(linkErrors == 0, "\(name): \(linkErrors) broken parent/child links")
        #expect(file.roots.allSatisfy { file.nodes[$0.node].parent == nil })

        if !summary.unknownValues.isEmpty {
            print("CorpusTests: \(name): values unknown to the reader: \(summary.unknownValues.sorted { $0.key < $1.key })")
        }
    }
}
