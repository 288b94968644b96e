import Foundation
import FigmaModel
import Codegen

/// `figgen inspect`: a readable summary of an export, and what generation would drop.
enum InspectCommand {
    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> ExitCode {
        if arguments.flag("layout") { return try LayoutCommand.run(arguments) }
        let input = try Input.read(arguments.positionals[0])
        let file = try input.decode()
        let summary = FileSummary(file)
        // What generation would drop or approximate: a dry run, counted by diagnostic kind.
        var dropped: [String: Int]?
        if !arguments.flag("reader-only") {
            let result = generate(file, options: GenerationOptions())
            var counts: [String: Int] = [:]
            for diagnostic in result.diagnostics { counts["\(diagnostic.severity.rawValue) \(diagnostic.kind.rawValue)", default: 0] += 1 }
            dropped = counts
        }
        if arguments.value("format") == "json" {
            Console.out(json(summary, file: file, input: input, dropped: dropped))
        } else {
            Console.out(render(summary, file: file, input: input) + renderDropped(dropped))
        }
        ProcessLifetime.keepUntilExit(file)
        return .success
    }

    static func renderDropped(_ dropped: [String: Int]?) -> String {
        guard let dropped else { return "" }
        var lines = ["", "Generation would report (figgen generate prints each with its JSON path):"]
        if dropped.isEmpty { lines.append("  nothing: every layer is expressed") }
        for (kind, count) in dropped.sorted(by: { $0.key < $1.key }) {
            lines.append("  " + kind.padding(toLength: 34, withPad: " ", startingAt: 0) + String(count))
        }
        return "\n" + lines.joined(separator: "\n")
    }

    static func json(_ summary: FileSummary, file: FigmaFile, input: Input, dropped: [String: Int]?) -> String {
        var object: [String: Any] = [
            "input": input.displayName,
            "shape": file.shape == .file ? "files" : "nodes",
            "totalNodes": summary.totalNodes,
            "maxDepth": summary.maxDepth,
            "nodesByType": summary.nodesByType,
            "pages": summary.pages.map { ["id": $0.id, "name": $0.name, "nodeCount": $0.nodeCount, "topLevelFrames": $0.topLevelFrames] },
            "components": summary.components.map { ["id": $0.id, "name": $0.name, "page": $0.page ?? NSNull(), "properties": $0.propertyCount] as [String: Any] },
            "componentSets": summary.componentSets.map { ["id": $0.id, "name": $0.name, "page": $0.page ?? NSNull(), "variants": $0.variantCount, "properties": $0.propertyCount] as [String: Any] },
            "styles": summary.styleCounts,
            "autoLayout": summary.autoLayoutByMode,
            "features": summary.features,
            "unknownValues": summary.unknownValues,
            "toleratedValues": file.tolerated.map { ["field": $0.field, "problem": $0.problem, "firstPath": $0.firstPath.description,
                                                     "firstNodeId": $0.firstNodeID ?? NSNull(), "count": $0.count] as [String: Any] },
        ]
        if let name = file.name { object["name"] = name }
        if let version = file.version { object["version"] = version }
        if let modified = file.lastModified { object["lastModified"] = modified }
        if let dropped { object["generationDiagnostics"] = dropped }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    static func render(_ summary: FileSummary, file: FigmaFile, input: Input) -> String {
        var lines: [String] = []
        lines.append("File: \(file.name ?? "(unnamed)")  [\(input.displayName), \(file.shape == .file ? "files" : "nodes") response]")
        if let version = file.version { lines.append("Version: \(version)") }
        if let modified = file.lastModified { lines.append("Last modified: \(modified)") }
        lines.append("Nodes: \(summary.totalNodes) (max depth \(summary.maxDepth))")
        lines.append("")
        lines.append("Pages (\(summary.pages.count)):")
        for page in summary.pages {
            lines.append("  \(page.name)  [\(page.id)]  \(page.nodeCount) nodes, \(page.topLevelFrames) top-level frames")
        }
        if file.shape == .nodes {
            lines.append("Roots (\(file.roots.count)):")
            for root in file.roots {
                let node = file.nodes[root.node]
                lines.append("  \(node.name)  [\(node.id)] \(node.type.rawValue)")
            }
        }
        lines.append("")
        lines.append("Node types:")
        for (type, count) in summary.nodesByType.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
            lines.append("  " + type.padding(toLength: 20, withPad: " ", startingAt: 0) + String(count))
        }
        lines.append("")
        lines.append("Component sets (\(summary.componentSets.count)):")
        for set in summary.componentSets {
            lines.append("  \(set.name)  [\(set.id)]  \(set.variantCount) variants, \(set.propertyCount) properties")
        }
        lines.append("Components (\(summary.components.count) outside sets):")
        for component in summary.components.prefix(50) {
            lines.append("  \(component.name)  [\(component.id)]" + (component.propertyCount > 0 ? "  \(component.propertyCount) properties" : ""))
        }
        if summary.components.count > 50 { lines.append("  … and \(summary.components.count - 50) more") }
        lines.append("")
        let styles = summary.styleCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        lines.append("Styles: " + (styles.isEmpty ? "none" : styles.joined(separator: ", ")))
        let layout = ["HORIZONTAL", "VERTICAL", "GRID", "NONE"].map { "\($0) \(summary.autoLayoutByMode[$0] ?? 0)" }
        lines.append("Auto layout (frames, components, sets, instances): " + layout.joined(separator: ", "))
        lines.append("")
        lines.append("Features:")
        for (feature, count) in summary.features.sorted(by: { $0.key < $1.key }) {
            lines.append("  " + feature.padding(toLength: 34, withPad: " ", startingAt: 0) + String(count))
        }
        if !summary.unknownValues.isEmpty {
            lines.append("")
            lines.append("Unknown to this reader (kept as raw values):")
            for (value, count) in summary.unknownValues.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(value): \(count)")
            }
        }
        if !file.tolerated.isEmpty {
            lines.append("")
            lines.append("Values of an unexpected shape (skipped; first place and count):")
            for value in file.tolerated {
                lines.append("  \(value.field): \(value.problem) ×\(value.count)  at \(value.firstPath)" + (value.firstNodeID.map { " (node \($0))" } ?? ""))
            }
        }
        return lines.joined(separator: "\n")
    }
}
