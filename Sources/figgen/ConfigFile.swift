import Foundation
import Codegen

/// What the config file (`--config figgen.json`) adds beyond generate's options: the design it is about, and the
/// fetch that brings that design. The package plugins run figgen with the package's `figgen.json`, so an app's
/// package says once where its design is and how to generate it, and every command reads it from there.
enum ConfigFile {
    /// `check`'s layout report page (`--report`), when the config names one.
    static let layoutReportKey = "layoutReport"
    /// The design: a folder `figgen fetch` wrote, or an export (relative to the current folder, as every path of
    /// the config). `generate` and `check` read it when no `<input>` is given; `fetch` writes that folder.
    static let inputKey = "input"

    /// A config that is not there: what to write in it.
    static func missing(_ path: String) -> CommandFailure {
        CommandFailure(message: """
            \(path): no such config file; write one, for example:
              {
                "input": "design",
                "fileKey": "<the key in https://www.figma.com/design/<key>/…>",
                "target": "swiftui"
              }
            "input" is the design folder (figgen fetch writes it) or an export; every other key is a generate option \
            by its flag's name ("typePrefix", "access", "minIOS", "pages", "nodes", "codeConnect", …; see README, Config file)
            """)
    }

    /// `fetch --config`: the config's `fileKey` (and `nodes`) and `input` folder stand for the file key, `--nodes` and
    /// `-o` the command line leaves out; then the arguments are checked as on a command line.
    static func fetchArguments(_ arguments: ParsedArguments) throws(CommandFailure) -> ParsedArguments {
        guard arguments.value("config") != nil else {
            if let confinement = PackageConfinement(arguments), let output = arguments.value("output") { try confinement.check(output, key: "--output", writes: true) }
            return arguments
        }
        let config = try GenerationSettings.readConfig(arguments)
        var filled = arguments
        let folder = config[inputKey] as? String
        if filled.positionals.isEmpty {
            // The config's key, else the one the design folder's last fetch recorded: fetch it again.
            guard let key = config["fileKey"] as? String ?? folder.flatMap(FetchCommand.recordedFileKey(in:)), !key.isEmpty else {
                throw CommandFailure(usage: "missing file key or Figma URL: pass it, or set \"fileKey\" in \(arguments.value("config")!)")
            }
            filled.positionals = [key]
        }
        if filled.values("nodes").isEmpty {
            let nodes = config["nodes"] as? [String] ?? (config["nodes"] as? String).map { [$0] } ?? []
            if !nodes.isEmpty { filled.options["nodes"] = [nodes.joined(separator: ",")] }
        }
        if filled.value("output") == nil {
            guard let input = folder, !input.isEmpty else {
                throw CommandFailure(usage: "missing design folder: pass -o <dir>, or set \"\(inputKey)\" in \(arguments.value("config")!)")
            }
            if input.hasSuffix(".json") {
                throw CommandFailure(usage: "\"\(inputKey)\": \(input) is a file; fetch writes a design folder: set \"\(inputKey)\" to a folder (e.g. \"design\"), or pass -o <dir>")
            }
            filled.options["output"] = [input]
        }
        do {
            try FetchCommand.validate(filled)
        } catch {
            throw CommandFailure(usage: error.message)
        }
        if let confinement = PackageConfinement(filled), let output = filled.value("output") {
            let key = arguments.value("output") != nil ? "--output" : "\"\(inputKey)\" in \(arguments.value("config")!)"
            try confinement.check(output, key: key, writes: true)
        }
        return filled
    }
}

extension GenerationSettings {
    /// The design to read: `<input>`, else the config's `input`.
    static func inputArgument(_ arguments: ParsedArguments, config: [String: Any]) throws(CommandFailure) -> String {
        if let given = arguments.positionals.first { return given }
        guard let input = config[ConfigFile.inputKey] as? String, !input.isEmpty else {
            throw CommandFailure(usage: "missing input file: pass <input.json | design folder>, or set \"\(ConfigFile.inputKey)\" in \(arguments.value("config") ?? "the config file")")
        }
        return input
    }
}

/// The Code Connect options (`--code-connect`, `--code-connect-remote`, or `codeConnect`/`codeConnectRemote` in the
/// config): given only when on, as the manifest records them.
enum CodeConnectSettings {
    static func explicitOptions(_ arguments: ParsedArguments, config: [String: Any], into values: inout [String: String]) {
        for (flag, key) in [("code-connect", "codeConnect"), ("code-connect-remote", "codeConnectRemote")] {
            if arguments.flag(flag) || config[key] as? Bool == true { values[key] = "true" }
        }
    }

    /// Templates name each component by its Figma URL, which needs the file key.
    static func requireFileKey(_ options: GenerationOptions) throws(CommandFailure) {
        guard options.codeConnect, options.fileKey?.isEmpty ?? true else { return }
        throw CommandFailure(usage: "--code-connect needs the Figma file key for each component's URL: pass --file-key <key> (or \"fileKey\" in the config), or generate from a folder figgen fetch wrote")
    }
}
