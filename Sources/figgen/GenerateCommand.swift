import Foundation
import FigmaModel
import Codegen

/// `figgen generate`: writes SwiftUI and the manifest for an export.
enum GenerateCommand {
    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> ExitCode {
        let settings = try GenerationSettings.resolve(arguments)
        let timings = StageTimings.fromEnvironment()
        let input = try Input.read(settings.inputPath)
        let result = try input.generation(options: settings.options, variablesPath: settings.variablesPath, assetsFolder: settings.assetsFolder, timings: timings)
        ProcessLifetime.keepUntilExit((input, result))
        Diagnostics.print(result.diagnostics, inputName: input.displayName, variablesName: settings.variablesPath.map { ($0 as NSString).lastPathComponent }, verbose: arguments.flag("verbose"))
        let failed = result.diagnostics.contains { $0.severity == .error }
            || (arguments.flag("strict") && result.diagnostics.contains { $0.severity == .warning })
        if failed {
            // A CI user expects a failing run to leave the tree as it was.
            Console.error("figgen: nothing written (\(Diagnostics.summary(result.diagnostics))\(arguments.flag("strict") ? ", --strict" : ""))")
            return .failure
        }
        let manifest = result.manifest.jsonPieces()
        timings?.mark("encode")
        let output = OutputDirectory(path: settings.outputDirectory)
        let dryRun = arguments.flag("dry-run")
        try output.open(dryRun ? .plan : .write)
        do {
            if !dryRun { output.removeStaleTemporaryFiles() }
            let state = try output.readState()
            if state.wasInterrupted {
                Console.error("figgen: the last generate in \(settings.outputDirectory) was interrupted; repairing it")
            }
            let plan = try output.plan(files: result.files, manifest: manifest, state: state)
            if dryRun {
                for file in plan.write { Console.out("write  \(output.fileURL(file.name).path)") }
                for name in plan.remove { Console.out("remove \(output.fileURL(name).path)") }
                for name in plan.kept { Console.out("keep   \(output.fileURL(name).path) (stale, edited by hand)") }
                for name in plan.unchanged { Console.out("same   \(output.fileURL(name).path)") }
                output.abandon()
                return .success
            }
            try output.apply(plan)
            timings?.mark("write")
            timings?.report()
            for name in plan.kept {
                Console.error("figgen: kept \(output.fileURL(name).path): its design node is gone, but the file was edited by hand since figgen wrote it; delete it yourself if it is no longer needed")
            }
            let types = result.typeCount
            Console.error("figgen: \(types) types in \(result.files.count) files → \(settings.outputDirectory) (\(plan.write.count) written, \(plan.unchanged.count) unchanged, \(plan.remove.count) removed); \(Diagnostics.summary(result.diagnostics))")
            return .success
        } catch {
            output.abandon()
            throw error
        }
    }
}

/// Prints diagnostics to stderr in the compiler-style format editors and CI annotate.
enum Diagnostics {
    static let shownByDefault = 50

    /// - Parameter variablesName: the variables file's name, for diagnostics whose path is in it.
    static func print(_ diagnostics: [Diagnostic], inputName: String, variablesName: String? = nil, verbose: Bool) {
        let shown = verbose ? diagnostics : Array(diagnostics.prefix(shownByDefault))
        for diagnostic in shown {
            Console.error(diagnostic.formatted(inputName: diagnostic.source == .variables ? variablesName ?? "variables" : inputName))
        }
        if shown.count < diagnostics.count {
            Console.error("… \(diagnostics.count - shown.count) more diagnostics (run with --verbose to see all)")
        }
    }

    static func summary(_ diagnostics: [Diagnostic]) -> String {
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let notes = diagnostics.filter { $0.severity == .note }.count
        let errors = diagnostics.filter { $0.severity == .error }.count
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")")
        parts.append("\(notes) note\(notes == 1 ? "" : "s")")
        return parts.joined(separator: ", ")
    }
}
