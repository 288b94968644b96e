import Foundation
import Codegen

/// Options for generate/check, from the command line and an optional `--config` JSON file
/// (same names: `output`, `typePrefix`, `access`, `minIOS`, `pages`, `nodes`, `fileKey`, `inlineRemote`, `assetCatalog`). Flags win over the file.
struct GenerationSettings {
    var inputPath: String
    var outputDirectory: String
    var options: GenerationOptions

    static func resolve(_ arguments: ParsedArguments, command: CommandName) throws(CommandFailure) -> GenerationSettings {
        var config: [String: Any] = [:]
        if let configPath = arguments.value("config") {
            guard let data = FileManager.default.contents(atPath: configPath) else {
                throw CommandFailure(message: "\(configPath): cannot read config file")
            }
            guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
                throw CommandFailure(message: "\(configPath): config file is not a JSON object")
            }
            let known: Set<String> = ["output", "typePrefix", "access", "minIOS", "pages", "nodes", "fileKey", "inlineRemote", "assetCatalog"]
            if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
                throw CommandFailure(message: "\(configPath): unknown key '\(unknown)' (expected \(known.sorted().joined(separator: ", ")))")
            }
            config = object
        }
        func list(_ flag: String, _ key: String) -> [String] {
            let values = arguments.values(flag)
            let raw = values.isEmpty ? (config[key] as? [String] ?? (config[key] as? String).map { [$0] } ?? []) : values
            return raw.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
        }
        guard let output = arguments.value("output") ?? config["output"] as? String else {
            throw CommandFailure(message: "missing output folder: pass -o <dir> (or \"output\" in the config file)")
        }
        let accessText = arguments.value("access") ?? config["access"] as? String ?? "public"
        guard let access = GenerationOptions.AccessLevel(rawValue: accessText) else {
            throw CommandFailure(message: "unknown access level '\(accessText)' (expected public or internal)")
        }
        var minIOS = 16
        if let flag = arguments.value("min-ios").flatMap(Int.init) {
            minIOS = flag
        } else if let value = config["minIOS"] {
            // The same rule as --min-ios: a major version, 16 or later (a number or a numeric string).
            guard let number = (value as? Int) ?? (value as? String).flatMap(Int.init), (16...30).contains(number) else {
                throw CommandFailure(message: "\(arguments.value("config") ?? "config"): invalid minIOS '\(value)' (expected a major version, 16 or later)")
            }
            minIOS = number
        }
        let input = arguments.positionals[0]
        let inputName = input == "-" ? "stdin" : URL(fileURLWithPath: input).lastPathComponent
        let options = GenerationOptions(inputName: inputName, typePrefix: arguments.value("type-prefix") ?? config["typePrefix"] as? String,
                                        accessLevel: access, minimumIOS: minIOS, pages: list("pages", "pages"), nodeIDs: list("nodes", "nodes"),
                                        fileKey: arguments.value("file-key") ?? config["fileKey"] as? String,
                                        inlineRemoteInstances: arguments.flag("inline-remote") || (config["inlineRemote"] as? Bool ?? false))
        var finalOptions = options
        finalOptions.assetCatalog = arguments.flag("asset-catalog") || (config["assetCatalog"] as? Bool ?? false)
        return GenerationSettings(inputPath: input, outputDirectory: output, options: finalOptions)
    }
}
