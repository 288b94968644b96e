import Foundation
import Codegen
import FigmaModel

/// Options for generate/check, from the command line and an optional `--config` JSON file (same names as the
/// manifest records: `output`, `target`, `typePrefix`, `access`, `minIOS`, `pages`, `nodes`, `fileKey`,
/// `inlineRemote`, `assetCatalog`, `bundle`, `allVariables`; `variables` and `assets` are paths). Flags win over the file.
///
/// `check` repeats the generation the code on disk came from: it takes the options the manifest records, and a
/// flag (or config value) that contradicts them is a usage error naming the option — never a false drift.
struct GenerationSettings {
    var inputPath: String
    var outputDirectory: String
    var options: GenerationOptions
    /// The variables endpoint's answer to read, if any (`--variables`, or `variables.json` beside the input).
    var variablesPath: String?
    /// The folder with `images/` and `renders/` to read, if any (`--assets`, or the input's own folder).
    var assetsFolder: String?

    /// Where `figgen fetch` puts the variables, and where generate looks for them by default.
    static let variablesFileName = "variables.json"

    /// The output folder alone (check opens it and reads the manifest before the options are known).
    static func outputDirectory(_ arguments: ParsedArguments) throws(CommandFailure) -> String {
        try outputDirectory(arguments, config: readConfig(arguments))
    }

    private static func outputDirectory(_ arguments: ParsedArguments, config: [String: Any]) throws(CommandFailure) -> String {
        // `--default-output`: where the package plugins put the code when the config names no folder.
        guard let output = arguments.value("output") ?? config["output"] as? String ?? arguments.value("default-output") else {
            throw CommandFailure(message: "missing output folder: pass -o <dir> (or \"output\" in the config file)")
        }
        // Before anything is read from it or written to it.
        if let confinement = PackageConfinement(arguments) {
            let key = arguments.value("output") != nil ? "--output" : config["output"] is String ? "\"output\" in \(arguments.value("config") ?? "the config")" : "--default-output"
            try confinement.check(output, key: key, writes: true)
        }
        return output
    }

    /// - Parameter recorded: for `check`, the options the manifest says the code was generated with.
    static func resolve(_ arguments: ParsedArguments, recorded: GenerationOptions? = nil) throws(CommandFailure) -> GenerationSettings {
        let config = try readConfig(arguments)
        let explicit = explicitOptions(arguments, config: config)
        var values = recorded?.recorded ?? [:]
        if let recorded {
            let recordedValues = recorded.recorded
            let defaults = GenerationOptions().recorded
            for (key, flag) in GenerationOptions.recordedFlags {
                guard let given = explicit[key] else { continue }
                let generated = recordedValues[key] ?? defaults[key]
                if given != generated && !(given.isEmpty && generated == nil) {
                    throw CommandFailure(usage: "\(flag) \(given.isEmpty ? "(empty)" : given) differs from the option the code was generated with (\(generated ?? "none")); "
                                         + "check repeats the generation recorded in \(Manifest.fileName): drop the flag, or regenerate with it")
                }
            }
        } else {
            values.merge(explicit) { _, new in new }
        }
        let options: GenerationOptions
        do {
            options = try GenerationOptions(recorded: values)
        } catch {
            guard case .invalid(let key, let value, let expected) = error else { throw CommandFailure(usage: "invalid options") }
            throw CommandFailure(usage: "invalid \(key) '\(value)' (expected \(expected))")
        }
        let inputPath = Input.designPath(try inputArgument(arguments, config: config))
        let output = try outputDirectory(arguments, config: config)
        var settings = GenerationSettings(inputPath: inputPath, outputDirectory: output, options: options)
        // Images: the given folder, else the input's own folder when figgen fetch put images or renders there.
        // They turn the asset catalog on; `check` reads them only when the code was generated with a catalog.
        // (Standard input has no folder; Foundation on Linux traps on `"-".deletingLastPathComponent`.)
        let designFolder: String? = inputPath == "-" ? nil : {
            let folder = (inputPath as NSString).deletingLastPathComponent
            return folder.isEmpty ? "." : folder
        }()
        if let given = arguments.value("assets") ?? config["assets"] as? String {
            settings.assetsFolder = given
        } else if let designFolder, AssetFolder.hasAssets(designFolder) {
            settings.assetsFolder = designFolder
        }
        if recorded == nil {
            if settings.assetsFolder != nil { settings.options.assetCatalog = true }
            // A folder figgen fetch wrote knows its file key: lookups then print Figma URLs without --file-key.
            if explicit["fileKey"] == nil, let designFolder, let key = FetchCommand.recordedFileKey(in: designFolder) {
                settings.options.fileKey = key
            }
            try CodeConnectSettings.requireFileKey(settings.options)
            // Code in a package target loads its images from the module's bundle — once it has a catalog: SwiftPM
            // synthesises `Bundle.module` only for a target with resources.
            if explicit["bundle"] == nil, settings.options.assetCatalog, AssetFolder.isInPackageTarget(output) {
                settings.options.assetBundle = .module
            }
        } else if recorded?.assetCatalog == false {
            settings.assetsFolder = nil
        }
        // Variables: the given file, else variables.json beside the input. `check` reads them only when the code
        // was generated with them (a contradicting --variables was refused above).
        var path = arguments.value("variables") ?? config["variables"] as? String
        if path == nil, let designFolder, recorded?.usesVariables ?? true {
            let beside = (designFolder as NSString).appendingPathComponent(variablesFileName)
            if FileManager.default.fileExists(atPath: beside) { path = beside }
        }
        if let recorded, recorded.usesVariables, path == nil {
            throw CommandFailure(usage: "the code was generated with the variables endpoint's answer; give it with --variables <file> (or put \(variablesFileName) beside the input)")
        }
        settings.variablesPath = path
        settings.options.usesVariables = path != nil
        if let confinement = PackageConfinement(arguments) {
            let configName = arguments.value("config") ?? "the config"
            func source(_ flag: String, _ key: String, otherwise: String) -> String {
                arguments.value(flag) != nil ? "--\(flag)" : config[key] is String ? "\"\(key)\" in \(configName)" : otherwise
            }
            try confinement.check(inputPath, key: arguments.positionals.isEmpty ? "\"\(ConfigFile.inputKey)\" in \(configName)" : "<input>", writes: false)
            if let assets = settings.assetsFolder { try confinement.check(assets, key: source("assets", "assets", otherwise: "the input's folder (assets)"), writes: false) }
            if let variables = path { try confinement.check(variables, key: source("variables", "variables", otherwise: "\(variablesFileName) beside the input"), writes: false) }
        }
        // Libraries are read, never written: a product's design system lives in a package beside it, outside this one.
        try linkLibraries(&settings, arguments, config: config, recorded: recorded)
        return settings
    }

    /// The output's module (given, else `Sources/<Module>/…`) and the libraries it links to: given (flags win over
    /// the config's `libraries`), or for `check` the ones the manifest records, read again from their folders.
    private static func linkLibraries(_ settings: inout GenerationSettings, _ arguments: ParsedArguments, config: [String: Any],
                                      recorded: GenerationOptions?) throws(CommandFailure) {
        let given = arguments.values("library")
        if let recorded {
            guard given.isEmpty else {
                throw CommandFailure(usage: "check repeats the link to the libraries \(Manifest.fileName) records; drop --library (regenerate to link others)")
            }
            settings.options.libraries = try LibraryFolders.load(given: [], recorded: recorded.libraries, output: settings.outputDirectory)
            return
        }
        if settings.options.module == nil { settings.options.module = LibraryFolders.inferredModule(of: settings.outputDirectory) }
        let configured = config["libraries"] as? [String] ?? (config["libraries"] as? String).map { [$0] } ?? []
        settings.options.libraries = try LibraryFolders.load(given: given.isEmpty ? configured : given, recorded: [], output: settings.outputDirectory)
    }

    /// The options given on the command line or in the config file, in the recorded form.
    private static func explicitOptions(_ arguments: ParsedArguments, config: [String: Any]) -> [String: String] {
        var values: [String: String] = [:]
        func text(_ flag: String, _ key: String) {
            if let value = arguments.value(flag) {
                values[key] = value
            } else if let value = config[key] {
                values[key] = (value as? String) ?? (value as? Int).map(String.init) ?? "\(value)"
            }
        }
        func list(_ flag: String, _ key: String) {
            let flags = arguments.values(flag)
            let raw = flags.isEmpty ? (config[key] as? [String] ?? (config[key] as? String).map { [$0] }) : flags
            if let raw { values[key] = GenerationOptions.list(raw.joined(separator: ",")).joined(separator: ",") }
        }
        func flag(_ flag: String, _ key: String) {
            if arguments.flag(flag) {
                values[key] = "true"
            } else if let value = config[key] {
                values[key] = (value as? Bool).map(String.init) ?? "\(value)"
            }
        }
        text("target", "target")
        text("type-prefix", "typePrefix")
        text("access", "access")
        text("min-ios", "minIOS")
        list("pages", "pages")
        list("nodes", "nodes")
        text("file-key", "fileKey")
        flag("inline-remote", "inlineRemote")
        flag("asset-catalog", "assetCatalog")
        text("bundle", "bundle")
        flag("all-variables", "allVariables")
        text("module", "module")
        CodeConnectSettings.explicitOptions(arguments, config: config, into: &values)
        // `--variables <file>` is recorded as whether variables were used (a path is the local machine's business).
        if arguments.value("variables") != nil || config["variables"] is String { values["variables"] = "true" }
        return values
    }

    /// Where a config file is not JSON, as `line:column: message` (nil: it is JSON), by figgen's own validating reader.
    static func syntaxProblem(_ data: Data) -> String? {
        let failure: JSONCursor.Failure? = data.withUnsafeBytes { bytes in
            do throws(JSONCursor.Failure) {
                try JSONCursor.read(bytes) { (cursor: inout JSONCursor) throws(JSONCursor.Failure) in
                    try cursor.skipValue()
                    try cursor.expectEnd()
                }
                return nil
            } catch {
                return error
            }
        }
        guard let failure else { return nil }
        // The offset counts from after a byte-order mark, as the reader does.
        let skip = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1, column = 1
        for byte in data.dropFirst(skip).prefix(failure.offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return "\(line):\(column): not JSON: \(failure.message)"
    }

    static func readConfig(_ arguments: ParsedArguments) throws(CommandFailure) -> [String: Any] {
        guard let configPath = arguments.value("config") else { return [:] }
        guard let data = FileManager.default.contents(atPath: configPath) else {
            throw ConfigFile.missing(configPath)
        }
        if let problem = syntaxProblem(data) { throw CommandFailure(message: "\(configPath):\(problem)") }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw CommandFailure(message: "\(configPath): config file is not a JSON object")
        }
        let known = Set(GenerationOptions.recordedFlags.map(\.key) + ["output", "assets", ConfigFile.inputKey, ConfigFile.layoutReportKey])
        if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
            throw CommandFailure(message: "\(configPath): unknown key '\(unknown)' (expected \(known.sorted().joined(separator: ", ")))")
        }
        return object
    }
}
