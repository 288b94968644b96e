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
        return "layout \(name): \(report.layerCount) layers, \(percent(report.share(within: 0.5))) ≤0.5 pt, \(percent(report.share(within: 1))) ≤1 pt, "
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

    @Test("every golden: layers within 1 pt of the design", arguments: GoldenTests.cases)
    func golden(_ name: String) throws {
        let caseDirectory = GoldenTests.directory.appendingPathComponent(name)
        let file = try FigmaFile.decode([UInt8](Data(contentsOf: caseDirectory.appendingPathComponent("input.json"))))
        let (result, _) = try GoldenTests.generateCase(name)
        let report = Self.measure(file, result)
        print(Self.summary("golden " + name, report), Self.causes(report))
    }

    @Test("every corpus file: layers within 1 pt of the design", arguments: CorpusGenerationTests.files)
    func corpus(_ name: String) throws {
        guard CorpusGenerationTests.isAvailable else { return }
        let file = try FigmaFile.decode([UInt8](Data(contentsOf: CorpusGenerationTests.corpus.appendingPathComponent(name))))
        let result = generate(file, options: GenerationOptions())
        let report = Self.measure(file, result)
        print(Self.summary("corpus " + name, report), Self.causes(report))
    }

    @Test("the sample: layers within 1 pt of the design")
    func sample() throws {
        let file = try FigmaFile.decode([UInt8](Data(contentsOf: SampleTests.sample.appendingPathComponent("design.json"))))
        let report = Self.measure(file, try SampleTests.generateSample())
        print(Self.summary("sample", report), Self.causes(report))
    }
}
