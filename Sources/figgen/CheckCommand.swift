import Foundation
import FigmaModel
import Codegen

/// `figgen check`: design–code parity for CI. Exit 0 in parity, 1 on drift.
enum CheckCommand {
    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> ExitCode {
        let timings = StageTimings.fromEnvironment()
        let output = OutputDirectory(path: try GenerationSettings.outputDirectory(arguments))
        try output.open(.read)
        // The layer records are compared (and checked) once, streaming, after the generation below.
        let state = try output.readState(layers: .later)
        timings?.mark("state")
        // Repeat the generation the code came from: the options the manifest records.
        var recorded: GenerationOptions?
        if let manifest = state.manifest {
            do {
                recorded = try GenerationOptions(recorded: manifest.options)
            } catch {
                guard case .invalid(let key, let value, let expected) = error else { throw CommandFailure(message: "invalid manifest") }
                throw CommandFailure(message: "\(output.fileURL(Manifest.fileName).path): invalid manifest: option \(key) '\(value)' (expected \(expected))")
            }
        }
        let settings = try GenerationSettings.resolve(arguments, recorded: recorded)
        let input = try Input.read(settings.inputPath)
        let result = try input.generation(options: settings.options, variablesPath: settings.variablesPath, assetsFolder: settings.assetsFolder,
                                          timings: timings)
        ProcessLifetime.keepUntilExit((input, result))
        let errors = result.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            // Nothing to compare with (an empty selection): an error, never "in parity".
            Diagnostics.print(errors, inputName: input.displayName, variablesName: nil, verbose: true)
            return .failure
        }
        var names = Set(result.files.map(\.name))
        for entry in state.manifest?.files ?? [] { names.insert(entry.path) }
        let newFiles = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.text) })
        // A file on disk that is byte for byte the generated one is the generated text itself (compared in
        // pieces: no second copy of the code in memory); any other is read whole, for the report's diff.
        var disk: [String: FileText?] = [:]
        for name in names {
            if let generated = newFiles[name], output.holds(name, exactly: .init(name: name, contents: .text(generated))) {
                disk[name] = generated
            } else {
                disk[name] = output.contents(of: name).map(FileText.init)
            }
        }
        // In parity the manifest on disk is the one this generation would write, byte for byte (compared in pieces):
        // its layer records are then the new ones. Otherwise they are compared one by one as they are read again:
        // never two manifests' records in memory.
        // Each record's line must be one its file has (and, in a file as this figgen writes it, where a layer starts).
        var lines = ManifestLines { name, hash in
            guard let text = disk[name].flatMap({ $0 }), text.hash == hash else { return nil }
            return ManifestLines.lineCount(text)
        }
        let unchanged = Set(newFiles.compactMap { name, text in disk[name].flatMap { $0 } == text ? name : nil })
        lines.expectLayers(of: result.manifest, in: unchanged)
        let oldLayers: ParityCheck.OldLayers<CommandFailure> =
            output.holds(Manifest.fileName, exactly: .init(name: Manifest.fileName, contents: .pieces(result.manifest.jsonPieces())))
                ? .sameAsNew : .streamed { visit throws(CommandFailure) in
                    try withoutActuallyEscaping(visit) { visit throws(CommandFailure) in
                        _ = try output.readManifest(layers: .visit { layer in
                            lines.check(layer)
                            visit(layer)
                        })
                    }
                }
        var drifts = try ParityCheck.compare(old: state.manifest, new: result.manifest, newFiles: newFiles, disk: disk,
                                             interruptedWrites: state.journal?.write, oldLayers: oldLayers)
        if let manifest = state.manifest { lines.finish(manifest) }
        if let failure = lines.failure(output) { throw failure }
        // What figgen did not write but a tool would take for its output.
        for name in output.unexpectedFiles(known: names) {
            let tool = name.hasSuffix(".swift") ? "SwiftPM compiles it with the generated code"
                : "figma connect publish would publish it as this design's template"
            drifts.append(Drift(kind: .unexpectedFile, message: "\(name) is in the output folder but figgen did not write it: \(tool); delete it or move it out of the folder",
                                file: name))
        }
        timings?.mark("compare")
        timings?.report()
        let directory = settings.outputDirectory
        var writtenReport: String?
        if let (reportPath, key) = try reportPath(arguments) {
            // Inside the package, like every other path, when the plugins confine figgen to it.
            try PackageConfinement(arguments)?.check(reportPath, key: key, writes: true)
            // The layout report of the folder as it stands, drift or not, written before the parity report is printed.
            writtenReport = try writeLayoutReport(to: reportPath, output: output, input: input, inputPath: settings.inputPath, directory: directory,
                                                  drift: drifts.isEmpty ? nil : drifts.map { "[\($0.kind.rawValue)] \($0.message)" })
        }
        switch arguments.value("format") ?? "text" {
        case "json":
            Console.out(CheckReport.json(drifts, input: input.displayName, directory: directory))
        case "github":
            Console.out(CheckReport.github(drifts, directory: directory))
            // One line that points a pull request's reader at the page (the workflow keeps it as an artifact).
            if let writtenReport { Console.out(CheckReport.githubReportNotice(writtenReport)) }
        default:
            Console.out(CheckReport.text(drifts, input: input.displayName, directory: directory))
        }
        return drifts.isEmpty ? .success : .failure
    }

    /// The layout report page to write and where it was named: `--report`, else `"layoutReport"` in the config.
    private static func reportPath(_ arguments: ParsedArguments) throws(CommandFailure) -> (String, String)? {
        if let path = arguments.value("report") { return (path, "--report") }
        let config = try GenerationSettings.readConfig(arguments)
        guard let value = config[ConfigFile.layoutReportKey] else { return nil }
        let key = "\"\(ConfigFile.layoutReportKey)\" in \(arguments.value("config") ?? "the config")"
        guard let path = value as? String, !path.isEmpty else { throw CommandFailure(message: "\(key): expected a file name (a string)") }
        return (path, key)
    }

    /// `check --report <file>`: `inspect --layout --html`'s page for the checked folder. A folder with no manifest has
    /// nothing to measure: said, and no page written. Returns the page's path when it was written.
    private static func writeLayoutReport(to path: String, output: OutputDirectory, input: Input, inputPath: String, directory: String,
                                          drift: [String]?) throws(CommandFailure) -> String? {
        guard let manifest = try output.readState(layers: .keep).manifest else {
            Console.error("warning: \(directory) holds no figgen output to measure; no layout report written to \(path)")
            return nil
        }
        let (sources, missing) = LayoutCommand.sources(of: manifest, in: output)
        let design = try input.decode()
        ProcessLifetime.keepUntilExit(design)
        let report = measureLayout(design: design, manifest: manifest, sources: sources)
        let context = LayoutReportHTML.Context(input: input.displayName, directory: directory, drift: drift, missing: missing,
                                               renders: LayoutCommand.frameRenders(near: inputPath))
        try LayoutCommand.writeReport(LayoutReportHTML.render(report, context), to: path)
        return path
    }
}

/// Renders a parity report. Text for people, JSON with a stable schema for tools, GitHub workflow commands for CI.
enum CheckReport {
    static func location(_ drift: Drift, directory: String) -> String? {
        guard let file = drift.file else { return nil }
        let path = (directory as NSString).appendingPathComponent(file)
        return drift.line.map { "\(path):\($0)" } ?? path
    }

    static func text(_ drifts: [Drift], input: String, directory: String) -> String {
        guard !drifts.isEmpty else { return "In parity: \(directory) matches \(input)." }
        var lines = ["Drift between \(input) and \(directory): \(drifts.count) change\(drifts.count == 1 ? "" : "s")"]
        for drift in drifts {
            var line = "- [\(drift.kind.rawValue)] \(drift.message)"
            var details: [String] = []
            if let nodeID = drift.nodeID { details.append("node \(nodeID)") }
            if let location = location(drift, directory: directory) { details.append(location) }
            if !details.isEmpty { line += " (" + details.joined(separator: ", ") + ")" }
            lines.append(line)
        }
        lines.append("Run figgen generate to update the code, or revert the hand edits.")
        return lines.joined(separator: "\n")
    }

    /// Schema: `{"status": "parity"|"drift", "input", "output", "changes": [{kind, message, nodeId?, layerPath?, file?, line?, old?, new?}]}`.
    static func json(_ drifts: [Drift], input: String, directory: String) -> String {
        let changes: [[String: Any]] = drifts.map { drift in
            var change: [String: Any] = ["kind": drift.kind.rawValue, "message": drift.message]
            if let value = drift.nodeID { change["nodeId"] = value }
            if let value = drift.layerPath { change["layerPath"] = value }
            if let value = drift.file { change["file"] = (directory as NSString).appendingPathComponent(value) }
            if let value = drift.line { change["line"] = value }
            if let value = drift.old { change["old"] = value }
            if let value = drift.new { change["new"] = value }
            return change
        }
        let report: [String: Any] = ["status": drifts.isEmpty ? "parity" : "drift", "input": input, "output": directory, "changes": changes]
        let data = (try? JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// GitHub Actions workflow commands: annotations on file:line when known.
    /// A workflow command's data with its `%`, CR and LF escaped, as GitHub reads it back.
    static func workflowEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// `--format github`'s line for the layout report page a check wrote.
    static func githubReportNotice(_ path: String) -> String {
        "::notice title=figgen layout report::" + workflowEscaped("The layout report (the design's boxes and where the code puts each layer) is \(path); open it from the job's artifacts")
    }

    static func github(_ drifts: [Drift], directory: String) -> String {
        guard !drifts.isEmpty else { return "figgen: design and code are in parity" }
        return drifts.map { drift in
            var properties: [String] = []
            if let file = drift.file { properties.append("file=" + workflowEscaped((directory as NSString).appendingPathComponent(file)).replacingOccurrences(of: ",", with: "%2C").replacingOccurrences(of: ":", with: "%3A")) }
            if let line = drift.line { properties.append("line=\(line)") }
            properties.append("title=figgen \(drift.kind.rawValue)")
            return "::error \(properties.joined(separator: ","))::\(workflowEscaped(drift.message))"
        }.joined(separator: "\n")
    }
}
