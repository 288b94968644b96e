import FigmaModel

/// `figgen inspect`: a readable summary of an export.
enum InspectCommand {
    static func run(_ arguments: ParsedArguments) throws(CommandFailure) {
        let input = try Input.read(arguments.positionals[0])
        let file = try input.decode()
        let summary = FileSummary(file)
        Console.out(render(summary, file: file, input: input))
        ProcessLifetime.keepUntilExit(file)
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
        return lines.joined(separator: "\n")
    }
}
