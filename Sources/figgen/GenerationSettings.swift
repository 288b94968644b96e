import Foundation
import Codegen

/// Options for generate/check, from the command line and an optional `--config` JSON file (same names as the
/// manifest records: `output`, `target`, `typePrefix`, `access`, `minIOS`, `pages`, `nodes`, `fileKey`,
/// `inlineRemote`, `assetCatalog`). Flags win over the file.
///
/// `check` repeats the generation the code on disk came from: it takes the options the manifest records, and a
/// flag (or config value) that contradicts them is a usage error naming the option — never a false drift.
struct GenerationSettings {
    var inputPath: String
    var outputDirectory: String
    var options: GenerationOptions

    /// The output folder alone (check opens it and reads the manifest before the options are known).
    static func outputDirectory(_ arguments: ParsedArguments) throws(CommandFailure) -> String {
        let config = try readConfig(arguments)
        guard let output = arguments.value("output") ?? config["output"] as? String else {
            throw CommandFailure(message: "missing output folder: pass -o <dir> (or \"output\" in the config file)")
        }
        return output
    }

    /// - Parameter recorded: for `check`, the options the manifest says the code was generated with.
    static func resolve(_ arguments: ParsedArguments, recorded: GenerationOptions? = nil) throws(CommandFailure) -> GenerationSettings {
        let explicit = try explicitOptions(arguments)
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
        return GenerationSettings(inputPath: arguments.positionals[0], outputDirectory: try outputDirectory(arguments), options: options)
    }

    /// The options given on the command line or in the config file, in the recorded form.
    private static func explicitOptions(_ arguments: ParsedArguments) throws(CommandFailure) -> [String: String] {
        let config = try readConfig(arguments)
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
        return values
    }

    private static func readConfig(_ arguments: ParsedArguments) throws(CommandFailure) -> [String: Any] {
        guard let configPath = arguments.value("config") else { return [:] }
        guard let data = FileManager.default.contents(atPath: configPath) else {
            throw CommandFailure(message: "\(configPath): cannot read config file")
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw CommandFailure(message: "\(configPath): config file is not a JSON object")
        }
        let known = Set(GenerationOptions.recordedFlags.map(\.key) + ["output"])
        if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
            throw CommandFailure(message: "\(configPath): unknown key '\(unknown)' (expected \(known.sorted().joined(separator: ", ")))")
        }
        return object
    }
}
