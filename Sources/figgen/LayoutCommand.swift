import Foundation
import FigmaModel
import Codegen

/// `figgen inspect --layout <design> -o <dir>`: where each layer of the generated code lands, against where the
/// designer drew it. The code is read as it stands; a folder that drifted from the design is measured too, with
/// the drift said first. A missing or malformed manifest is an error (exit 1), never a partial report.
enum LayoutCommand {
    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> ExitCode {
        guard let directory = arguments.value("output") else { throw CommandFailure(message: "--layout needs the generated folder: -o <dir>") }
        let output = OutputDirectory(path: directory)
        try output.open(.read)
        let state = try output.readState(layers: .keep)
        guard let manifest = state.manifest else {
            throw CommandFailure(message: "\(output.fileURL(Manifest.fileName).path): no such file: \(directory) holds no figgen output to measure")
        }
        // Every generated Swift file the manifest lists, as it stands on disk.
        let (sources, missing) = sources(of: manifest, in: output)
        let input = try Input.read(arguments.positionals[0])
        let drift = try driftSummary(input: input, manifest: manifest, output: output, sources: sources, interruptedWrites: state.journal?.write, arguments: arguments)
        let design = try input.decode()
        let report = measureLayout(design: design, manifest: manifest, sources: sources)
        let worst = arguments.value("worst").flatMap(Int.init) ?? 20
        if let htmlPath = arguments.value("html") {
            // The page first: a report that cannot be written is an error before anything is printed.
            let context = LayoutReportHTML.Context(input: input.displayName, directory: directory, drift: drift, missing: missing,
                                                   renders: frameRenders(near: arguments.positionals[0]), worst: worst)
            try writeReport(LayoutReportHTML.render(report, context), to: htmlPath)
        }
        if arguments.value("format") == "json" {
            Console.out(LayoutReportText.json(report, input: input.displayName, directory: directory, drift: drift, missing: missing, worst: worst))
        } else {
            Console.out(LayoutReportText.text(report, input: input.displayName, directory: directory, drift: drift, missing: missing, worst: worst))
        }
        ProcessLifetime.keepUntilExit(design)
        return .success
    }

    /// Figma's PNGs of the screens and components in the design folder's `frames/` (the folder the design path
    /// names, or the one its design.json is in), by node id; what cannot be read is a warning.
    static func frameRenders(near designPath: String) -> [String: [UInt8]] {
        guard designPath != "-" else { return [:] }
        let folder = FileSystem.isDirectory(designPath) ? designPath : (designPath as NSString).deletingLastPathComponent
        let read = AssetFolder.readFrames(folder.isEmpty ? "." : folder)
        for problem in read.problems { Console.error("warning: \(problem)") }
        return read.frames
    }

    /// The Swift files `manifest` lists as they stand in `output` (by name), and those missing.
    static func sources(of manifest: Manifest, in output: OutputDirectory) -> (sources: [String: String], missing: [String]) {
        var sources: [String: String] = [:]
        var missing: [String] = []
        for entry in manifest.files where entry.path.hasSuffix(".swift") {
            if let text = output.contents(of: entry.path) { sources[entry.path] = text } else { missing.append(entry.path) }
        }
        return (sources, missing)
    }

    /// Writes the page the user named: to a temporary file beside it, then renamed over it, so a reader never sees
    /// half a page and a failed write leaves what was there.
    static func writeReport(_ html: String, to path: String) throws(CommandFailure) {
        switch FileSystem.kind(path) {
        case .directory: throw CommandFailure(message: "\(path): is a folder, not a file to write the report to")
        case .other: throw CommandFailure(message: "\(path): not a regular file to write the report to")
        default: break
        }
        let parent = (path as NSString).deletingLastPathComponent
        guard FileSystem.isDirectory(parent.isEmpty ? "." : parent) else {
            throw CommandFailure(message: "\(path): cannot write the report: no such folder \(parent.isEmpty ? "." : parent)")
        }
        let temporary = (parent as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).\(getpid())\(OutputDirectory.temporarySuffix)")
        do {
            try FileSystem.writeNew(temporary, Data(html.utf8))
            try FileSystem.rename(temporary, path)
        } catch {
            _ = unlink(temporary)
            // Said of the path the user named, not of the temporary beside it.
            let reason = error.line.components(separatedBy: ": ").last ?? error.line
            throw CommandFailure(message: "\(path): cannot write the report: \(reason)")
        }
    }

    /// What `check` would say, in brief: nil in parity.
    private static func driftSummary(input: Input, manifest: Manifest, output: OutputDirectory, sources: [String: String], interruptedWrites: [String]?,
                                     arguments: ParsedArguments) throws(CommandFailure) -> [String]? {
        let recorded: GenerationOptions
        do {
            recorded = try GenerationOptions(recorded: manifest.options)
        } catch {
            throw CommandFailure(message: "\(output.fileURL(Manifest.fileName).path): invalid manifest: its options are not figgen's")
        }
        var checkArguments = arguments
        checkArguments.options["layout"] = nil
        checkArguments.options["worst"] = nil
        checkArguments.options["format"] = nil
        checkArguments.options["html"] = nil
        let settings = try GenerationSettings.resolve(checkArguments, recorded: recorded)
        let result = try input.generation(options: settings.options, variablesPath: settings.variablesPath, assetsFolder: settings.assetsFolder)
        ProcessLifetime.keepUntilExit(result)
        var disk: [String: String?] = [:]
        var names = Set(result.files.map(\.name))
        for entry in manifest.files { names.insert(entry.path) }
        for name in names { disk[name] = .some(sources[name] ?? output.contents(of: name)) }
        let newFiles = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
        // The layer lines the measure is keyed by must be lines the files have (where a layer starts, in a file as
        // this figgen writes it): else nothing would be measured, silently.
        var lines = ManifestLines(output)
        lines.expectLayers(of: result.manifest, in: Set(newFiles.compactMap { name, text in sources[name] == text ? name : nil }))
        for layer in manifest.layers { lines.check(layer) }
        lines.finish(manifest)
        if let failure = lines.failure(output) { throw failure }
        let drifts = ParityCheck.compare(old: manifest, new: result.manifest, newFiles: newFiles, disk: disk,
                                         interruptedWrites: interruptedWrites)
        guard !drifts.isEmpty else { return nil }
        return drifts.map { "[\($0.kind.rawValue)] \($0.message)" }
    }
}

/// The layout report as text for people and JSON for tools.
enum LayoutReportText {
    static func percent(_ count: Int, of total: Int) -> String {
        guard total > 0 else { return "—" }
        return String(format: "%.1f%%", Double(count) * 100 / Double(total))
    }

    static func measurementName(_ measurement: LayoutReport.Measurement) -> String {
        let size = "\(LayoutReport.number(measurement.width))×\(LayoutReport.number(measurement.height))"
        if measurement.device != nil { return "\(measurement.name) at \(size) (constraints)" }
        return "\(measurement.name) (\(measurement.kind), \(size))"
    }

    static func worstLayers(_ report: LayoutReport, count: Int) -> [LayoutReport.Layer] {
        let all = report.measurements.flatMap { measurement in measurement.layers.filter { $0.deviation > 0.5 } }
        return Array(all.sorted { $0.deviation != $1.deviation ? $0.deviation > $1.deviation : ($0.file, $0.line) < ($1.file, $1.line) }.prefix(count))
    }

    static func text(_ report: LayoutReport, input: String, directory: String, drift: [String]?, missing: [String], worst: Int) -> String {
        var lines: [String] = []
        lines.append("Layout of \(directory) (\(report.target)) against \(input): each layer's frame as the layout model lays the code out, against Figma's box relative to its screen or component")
        if let drift {
            lines.append("Drift: the code no longer matches the design (\(drift.count) change\(drift.count == 1 ? "" : "s"); figgen check lists them); measured as the files stand:")
            for change in drift.prefix(5) { lines.append("  " + change) }
            if drift.count > 5 { lines.append("  … and \(drift.count - 5) more") }
        }
        for file in missing { lines.append("Missing: \((directory as NSString).appendingPathComponent(file)) (its layers are not measured)") }
        for file in report.unreadable {
            lines.append("Unreadable: \((directory as NSString).appendingPathComponent(file.file)):\(file.line): \(file.what) (its \(file.layers) layer\(file.layers == 1 ? "" : "s") are not measured)")
        }
        let names = report.measurements.map(measurementName)
        let width = max(names.map(\.count).max() ?? 0, 5) + 2
        func row(_ name: String, _ layers: Int, _ within: (Double) -> Int, _ extra: String) -> String {
            name.padding(toLength: width, withPad: " ", startingAt: 0) + String(layers).leftPadded(7)
                + percent(within(0.5), of: layers).leftPadded(9) + percent(within(1), of: layers).leftPadded(9) + percent(within(4), of: layers).leftPadded(9) + extra
        }
        lines.append("")
        lines.append("".padding(toLength: width, withPad: " ", startingAt: 0) + " layers" + " ≤0.5 pt".leftPadded(9) + "≤1 pt".leftPadded(9) + "≤4 pt".leftPadded(9))
        for (name, measurement) in zip(names, report.measurements) {
            let worstLayer = measurement.layers.map(\.deviation).max() ?? 0
            var extra = worstLayer > 0.5 ? "  worst \(LayoutReport.number(worstLayer)) pt" : ""
            if measurement.problem != nil {
                extra += "  (\(measurement.unmeasured) not measured: its file is unreadable)"
            } else if measurement.unmeasured > 0 {
                extra += "  (\(measurement.unmeasured) not modelled)"
            }
            if measurement.degenerate > 0 { extra += "  (\(measurement.degenerate) in a box no layout gives: not compared)" }
            if !measurement.outOfRange.isEmpty { extra += "  (\(measurement.outOfRange.count) out of the model's range: not compared)" }
            lines.append(row(name, measurement.layers.count, measurement.within, extra))
        }
        let declarations = Set(report.measurements.map { $0.name.split(separator: ".").first.map(String.init) ?? $0.name }).count
        lines.append(row("Total (\(declarations) types)", report.layerCount, report.within, ""))
        let worstList = worstLayers(report, count: worst)
        if !worstList.isEmpty {
            lines.append("")
            lines.append("Worst layers:")
            for layer in worstList {
                let location = (directory as NSString).appendingPathComponent(layer.file) + ":\(layer.line)"
                lines.append("  \(LayoutReport.number(layer.deviation)) pt  '\(layer.name)' (node \(layer.nodeID), \(location), \(layer.jsonPath)): "
                             + "\(describe(layer.frame)) vs \(describe(layer.expected))" + (layer.cause.map { " — " + $0 } ?? ""))
            }
        }
        var seenSkipped = Set<String>()
        let outOfRange = report.measurements.flatMap(\.outOfRange).filter { seenSkipped.insert($0.nodeID + $0.what).inserted }
        if !outOfRange.isEmpty {
            lines.append("")
            lines.append("Out of the layout model's range (not compared):")
            for layer in outOfRange.prefix(30) { lines.append("  '\(layer.name)' (node \(layer.nodeID), \(layer.jsonPath)): \(layer.what)") }
            if outOfRange.count > 30 { lines.append("  … and \(outOfRange.count - 30) more") }
        }
        let notModelled = report.measurements.flatMap(\.notModelled)
        var seen = Set<String>()
        let unique = notModelled.filter { seen.insert("\($0.file):\($0.line):\($0.what)").inserted }
        if !unique.isEmpty {
            lines.append("")
            lines.append("Not modelled (the layers inside are not measured):")
            for construct in unique.prefix(30) {
                lines.append("  \((directory as NSString).appendingPathComponent(construct.file)):\(construct.line): \(construct.what)")
            }
            if unique.count > 30 { lines.append("  … and \(unique.count - 30) more") }
        }
        return lines.joined(separator: "\n")
    }

    static func describe(_ box: LayoutReport.Box) -> String {
        "(\(LayoutReport.number(box.x)), \(LayoutReport.number(box.y)), \(LayoutReport.number(box.width)) × \(LayoutReport.number(box.height)))"
    }

    /// Schema: `{"input", "output", "target", "drift": [string] | null, "missing": [file], "measurements": [{"name", "kind", "nodeId",
    /// "width", "height", "device", "layers", "within": {"0.5", "1", "4"}, "unmeasured", "degenerate", "outOfRange", "problem"}], "total": {"layers", "within"},
    /// "worst": [{"nodeId", "name", "jsonPath", "file", "line", "deviation", "frame", "expected", "cause"}], "notModelled": [{"file", "line", "what"}],
    /// "outOfRange": [{"nodeId", "name", "jsonPath", "what"}], "unreadable": [{"file", "line", "what", "layers"}]}`.
    static func json(_ report: LayoutReport, input: String, directory: String, drift: [String]?, missing: [String], worst: Int) -> String {
        func within(_ count: (Double) -> Int) -> [String: Int] { ["0.5": count(0.5), "1": count(1), "4": count(4)] }
        func box(_ box: LayoutReport.Box) -> [String: Double] { ["x": box.x, "y": box.y, "width": box.width, "height": box.height] }
        let measurements: [[String: Any]] = report.measurements.map { measurement in
            ["name": measurement.name, "kind": measurement.kind, "nodeId": measurement.nodeID, "width": measurement.width, "height": measurement.height,
             "device": measurement.device ?? NSNull(), "layers": measurement.layers.count, "within": within(measurement.within),
             "unmeasured": measurement.unmeasured, "degenerate": measurement.degenerate, "outOfRange": measurement.outOfRange.count,
             "problem": measurement.problem ?? NSNull()]
        }
        let worstList: [[String: Any]] = worstLayers(report, count: worst).map { layer in
            ["nodeId": layer.nodeID, "name": layer.name, "jsonPath": layer.jsonPath, "file": (directory as NSString).appendingPathComponent(layer.file),
             "line": layer.line, "deviation": (layer.deviation * 100).rounded() / 100, "frame": box(layer.frame), "expected": box(layer.expected),
             "cause": layer.cause ?? NSNull()]
        }
        var seen = Set<String>()
        let notModelled: [[String: Any]] = report.measurements.flatMap(\.notModelled).filter { seen.insert("\($0.file):\($0.line):\($0.what)").inserted }.map {
            ["file": (directory as NSString).appendingPathComponent($0.file), "line": $0.line, "what": $0.what]
        }
        let object: [String: Any] = [
            "input": input, "output": directory, "target": report.target, "drift": drift ?? NSNull(), "missing": missing,
            "measurements": measurements, "total": ["layers": report.layerCount, "within": within(report.within)] as [String: Any],
            "worst": worstList, "notModelled": notModelled,
            "outOfRange": report.measurements.flatMap(\.outOfRange).map { ["nodeId": $0.nodeID, "name": $0.name, "jsonPath": $0.jsonPath, "what": $0.what] },
            "unreadable": report.unreadable.map { ["file": (directory as NSString).appendingPathComponent($0.file), "line": $0.line, "what": $0.what, "layers": $0.layers] as [String: Any] },
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return jsonEscapingHidden(String(decoding: data, as: UTF8.self))
    }

    /// JSON with every control, separator and direction character inside its strings written as a `\uXXXX`
    /// escape: the console shows such characters escaped for a terminal, which would not be JSON.
    static func jsonEscapingHidden(_ json: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            let value = scalar.value
            let hidden = (value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(value) || (0x2000...0x206F).contains(value) || value == 0x061C || value == 0xFEFF
            if hidden {
                out.append(contentsOf: String(format: "\\u%04X", value).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? " " + self : String(repeating: " ", count: width - count) + self
    }
}
