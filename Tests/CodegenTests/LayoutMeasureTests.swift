import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// Where the code puts each layer, against where the designer drew it: every golden, every corpus file and the
/// sample, generated and laid out by the layout model at each type's design size, with the share of layers within
/// 1 pt of their Figma box printed and asserted per file.
@Suite("Layout measure")
struct LayoutMeasureTests {
    static func measure(_ file: FigmaFile, _ result: GenerationResult) -> LayoutReport {
        let sources = Dictionary(result.files.map { ($0.name, $0.contents) }, uniquingKeysWith: { first, _ in first })
        return measureLayout(design: file, manifest: result.manifest, sources: sources)
    }

    static func percent(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }

    /// One line per file: layers, the shares within 0.5, 1 and 4 pt, and the constructs not modelled.
    static func summary(_ name: String, _ report: LayoutReport) -> String {
        let notModelled = Set(report.measurements.flatMap { $0.notModelled.map(\.what) }).sorted()
        return "layout \(name): \(report.layerCount) layers, \(percent(report.share(within: 0.5))) ≤0.5 pt, \(percent(report.share(within: 1))) ≤1 pt (\(report.within(1))), "
            + "\(percent(report.share(within: 4))) ≤4 pt" + (notModelled.isEmpty ? "" : "; not modelled: " + notModelled.joined(separator: ", "))
    }

    /// The causes of the layers more than 1 pt off, counted.
    static func causes(_ report: LayoutReport) -> [String: Int] {
        var counts: [String: Int] = [:]
        for measurement in report.measurements {
            for layer in measurement.layers where layer.deviation > 1 {
                let cause = layer.cause.map { cause -> String in
                    if cause.hasPrefix("moved by") { return "moved by a layer that is off" }
                    if cause.hasPrefix("sized by its content") { return "sized by content that is off" }
                    if cause.hasPrefix("text line box") { return "text line box" }
                    return cause
                } ?? "unknown"
                counts[cause, default: 0] += 1
            }
        }
        return counts
    }

    /// Files held below the 98% bar (every other file is held to it): each file's share of layers within 1 pt, rounded
    /// down to 0.1%. A floor only rises. The causes of what remains are in BENCHMARKS.md with their counts (turned
    /// layers in an export that does not give their turn, a turned layer under a scale constraint; for the exports
    /// added on 2026-11-28, the shares they had when they arrived).
    /// Hand-written golden inputs get Figma's auto-layout boxes from `scripts/golden-boxes`.
    static let floors: [String: Double] = [
        "constraints": 0.958, "flutter-figma-transforms-2020.json": 0.851,
        "dashboard-ko-nodes-2026.json": 0.587, "heartbeat-merge-game-zh-2026.json": 1.0, "hyt-lms-admin-nodes-2026.json": 0.981,
        "iconbototos-web-es-2026.json": 0.981, "overdraft-fintech-ru-nodes-2026.json": 0.659, "patria-dashboard-nodes-2026.json": 0.966,
        "quickhire-2026.json": 0.915, "veda-ai-edtech-nodes-2026.json": 0.954,
    ]

    /// Asserts a file's share within 1 pt against its floor (a file without one is held to 98%).
    static func expectFloor(_ name: String, _ report: LayoutReport, sourceLocation: SourceLocation = #_sourceLocation) {
        let floor = floors[name] ?? 0.98
        let share = report.share(within: 1)
        #expect(share + 1e-9 >= floor, "\(name): \(percent(share)) of \(report.layerCount) layers within 1 pt, below its \(percent(floor))", sourceLocation: sourceLocation)
    }

    @Test("every golden: layers within 1 pt of the design", arguments: GoldenTests.cases)
    func golden(_ name: String) throws {
        let caseDirectory = GoldenTests.directory.appendingPathComponent(name)
        let file = try FigmaFile.decode([UInt8](Data(contentsOf: caseDirectory.appendingPathComponent("input.json"))))
        let (result, _) = try GoldenTests.generateCase(name)
        let report = Self.measure(file, result)
        print(Self.summary("golden " + name, report), Self.causes(report))
        Self.expectFloor(name, report)
    }

    @Test("every corpus file: layers within 1 pt of the design", arguments: CorpusGenerationTests.files)
    func corpus(_ name: String) throws {
        guard CorpusGenerationTests.isAvailable else { return }
        let (file, result) = try CorpusCache.shared.generated(name, .swiftui, for: "layout").pair
        let report = Self.measure(file, result)
        print(Self.summary("corpus " + name, report), Self.causes(report))
        Self.expectFloor(name, report)
    }

    @Test("the sample: layers within 1 pt of the design")
    func sample() throws {
        let file = try FigmaFile.decode([UInt8](Data(contentsOf: SampleTests.sample.appendingPathComponent("design.json"))))
        let report = Self.measure(file, try SampleTests.generateSample())
        print(Self.summary("sample", report), Self.causes(report))
        Self.expectFloor("sample", report)
    }

    /// UIKit output (`--target uikit`), measured the same way: its containers laid out by their own rules.
    static let uikitFloors: [String: Double] = [
        "constraints": 0.958, "flutter-figma-transforms-2020.json": 0.851,
        "dashboard-ko-nodes-2026.json": 0.503, "heartbeat-merge-game-zh-2026.json": 1.0, "hyt-lms-admin-nodes-2026.json": 0.981,
        "iconbototos-web-es-2026.json": 0.981, "patria-dashboard-nodes-2026.json": 0.966, "quickhire-2026.json": 0.962,
        "veda-ai-edtech-nodes-2026.json": 0.970,
    ]

    static func expectUIKitFloor(_ name: String, _ report: LayoutReport, sourceLocation: SourceLocation = #_sourceLocation) {
        let floor = uikitFloors[name] ?? 0.98
        let share = report.share(within: 1)
        #expect(share + 1e-9 >= floor, "\(name) (uikit): \(percent(share)) of \(report.layerCount) layers within 1 pt, below its \(percent(floor))",
                sourceLocation: sourceLocation)
    }

    @Test("UIKit: every golden and the sample", arguments: ["sample"] + GoldenTests.cases)
    func uikit(_ name: String) throws {
        let file: FigmaFile
        let result: GenerationResult
        if name == "sample" {
            file = try FigmaFile.decode([UInt8](Data(contentsOf: SampleTests.sample.appendingPathComponent("design.json"))))
            result = try SampleTests.generateSample(target: .uikit)
        } else {
            file = try FigmaFile.decode([UInt8](Data(contentsOf: GoldenTests.directory.appendingPathComponent(name).appendingPathComponent("input.json"))))
            result = try GoldenTests.generateCase(name, target: .uikit).result
        }
        let report = Self.measure(file, result)
        print(Self.summary("uikit " + name, report), Self.causes(report))
        Self.expectUIKitFloor(name, report)
    }

    @Test("UIKit: every corpus file", arguments: CorpusGenerationTests.files)
    func uikitCorpus(_ name: String) throws {
        guard CorpusGenerationTests.isAvailable else { return }
        let (file, result) = try CorpusCache.shared.generated(name, .uikit, for: "layout").pair
        let report = Self.measure(file, result)
        print(Self.summary("uikit " + name, report), Self.causes(report))
        Self.expectUIKitFloor(name, report)
    }

    /// The frames of every layer of every measurement, by measurement and node id.
    static func frames(_ report: LayoutReport) -> [String: LayoutReport.Box] {
        var frames: [String: LayoutReport.Box] = [:]
        for measurement in report.measurements {
            for layer in measurement.layers { frames[measurement.name + (measurement.device ?? "") + " " + layer.nodeID] = layer.frame }
        }
        return frames
    }

    /// The model measures the files as they stand: one value changed by hand moves exactly the layers it places.
    @Test("a spacing and a padding changed in a generated file move exactly the layers they place")
    func handEditMovesItsLayers() throws {
        let file = try FigmaFile.decode([UInt8](Data(contentsOf: SampleTests.sample.appendingPathComponent("design.json"))))
        let result = try SampleTests.generateSample()
        var sources = Dictionary(result.files.map { ($0.name, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let before = Self.frames(measureLayout(design: file, manifest: result.manifest, sources: sources))

        // The regular list item's row spacing 12 → 20: its text column (node 12:8) starts 8 pt later and is 16 pt
        // narrower (it fills the row, between two gaps), and so are its title and subtitle (they fill the column);
        // the icon and the amount stay, and nothing else moves.
        let list = try #require(sources["ListItem_LeftImageText.swift"])
        let row = "        // State=Default, Size=Regular (node 12:6)\n        HStack(spacing: 12) {"
        #expect(list.components(separatedBy: row).count == 2)
        sources["ListItem_LeftImageText.swift"] = list.replacingOccurrences(of: row, with: row.replacingOccurrences(of: "spacing: 12", with: "spacing: 20"))
        let spaced = Self.frames(measureLayout(design: file, manifest: result.manifest, sources: sources))
        var moved: [String: (dx: Double, dwidth: Double)] = [:]
        for (key, frame) in spaced where before[key] != frame {
            let old = try #require(before[key])
            #expect(frame.y == old.y && frame.height == old.height, "\(key) moved vertically")
            moved[key] = (frame.x - old.x, frame.width - old.width)
        }
        let variant = "ListItem_LeftImageText.stateDefaultSizeRegular "
        #expect(Set(moved.keys) == [variant + "12:8", variant + "12:9", variant + "12:10"], "\(moved.keys.sorted())")
        for (key, delta) in moved {
            #expect(abs(delta.dx - 8) < 0.001 && abs(delta.dwidth + 16) < 0.001, "\(key): \(delta)")
        }

        // The summary card's padding 24 → 32: the card hugs its height, so it is 16 pt taller (centred where it is
        // shown at its design size, 8 pt higher) and its rows and what is in them start 8 pt right, at the same
        // height on the page; where the screen shows the card it is 16 pt taller too. No other type moves.
        sources["ListItem_LeftImageText.swift"] = list
        let card = try #require(sources["AssetSummaryCard.swift"])
        #expect(card.components(separatedBy: "        .padding(24)\n").count == 2)
        sources["AssetSummaryCard.swift"] = card.replacingOccurrences(of: "        .padding(24)\n", with: "        .padding(32)\n")
        let padded = Self.frames(measureLayout(design: file, manifest: result.manifest, sources: sources))
        var shifted: Set<String> = []
        for (key, frame) in padded where before[key] != frame && key.hasPrefix("AssetSummaryCard ") {
            let old = try #require(before[key])
            if key == "AssetSummaryCard 40:1" {
                #expect(frame.x == old.x && abs(frame.y - old.y + 8) < 0.001 && abs(frame.height - old.height - 16) < 0.001, "\(old) → \(frame)")
            } else {
                #expect(abs(frame.x - old.x - 8) < 0.001 && abs(frame.y - old.y) < 0.001, "\(key): \(old) → \(frame)")
            }
            shifted.insert(key)
        }
        #expect(shifted == ["AssetSummaryCard 40:1", "AssetSummaryCard 40:2", "AssetSummaryCard 40:3", "AssetSummaryCard 40:4", "AssetSummaryCard 40:5",
                            "AssetSummaryCard 40:6"], "\(shifted.sorted())")
        let inScreen = try #require(padded["Home 100:10"]), wasInScreen = try #require(before["Home 100:10"])
        #expect(abs(inScreen.height - wasInScreen.height - 16) < 0.001)
        #expect(padded.filter { !$0.key.hasPrefix("AssetSummaryCard ") && !$0.key.hasPrefix("Home ") && before[$0.key] != $0.value }.isEmpty)
    }
}
