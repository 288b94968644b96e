// The command line a figgen command plugin runs (shared by the three plugins, which link to this file, and compiled
// into figgenTests too, which test it: it imports no PackagePlugin). Every option, message and exit status is figgen's
// own; the plugins add only what the package knows — where its config is, and a target's folder.

/// How a figgen command plugin's arguments become figgen's.
enum FiggenPluginArguments {
    /// The config every command reads, at the root of the package (or Xcode project).
    static let configFileName = "figgen.json"

    /// A source target of the package: its name and folder (relative to the package's folder).
    struct SourceTarget: Equatable {
        var name: String
        var folder: String
    }

    struct Failure: Error, Equatable {
        var message: String
    }

    /// `figgen <command> --config figgen.json …` for a package. With `targets` (generate, check): `--target <name>`
    /// chooses the target whose `Generated` folder to write or check (`--output Sources/<Target>/Generated`, which wins
    /// over the config's "output"); without it, a package with one source target passes that target's folder as
    /// `--default-output` (the config's "output" wins over it). Every other argument goes to figgen as it was given.
    /// Without `targets` (fetch, an Xcode project), the arguments go as they are. Every command gets `--package-root .`:
    /// figgen itself confines each path to the package (SwiftPM has no sandbox on Linux).
    static func figgen(_ command: String, arguments: [String], targets: [SourceTarget]?, packageName: String = "") throws(Failure) -> [String] {
        var rest: [String] = []
        var chosen: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                rest += arguments[(index - 1)...]
                break
            }
            if targets != nil, argument == "--target" {
                guard index < arguments.count else { throw Failure(message: "--target needs a target name") }
                chosen.append(arguments[index])
                index += 1
            } else if targets != nil, argument.hasPrefix("--target=") {
                chosen.append(String(argument.dropFirst("--target=".count)))
            } else {
                rest.append(argument)
            }
        }
        // figgen refuses every path that resolves outside the package (its folder is the current one): the
        // config's, a target's `Generated` (a committed link included), the command line's.
        var result = [command, "--package-root", "."]
        if !rest.contains(where: { $0 == "--config" || $0.hasPrefix("--config=") }) {
            result += ["--config", configFileName]
        }
        result += rest
        guard let targets else { return result }
        switch chosen.count {
        case 0:
            // The config's "output" (or -o) names the folder otherwise; with several targets, one of them must.
            if targets.count == 1 { result += ["--default-output", generatedFolder(targets[0])] }
        case 1:
            guard let target = targets.first(where: { $0.name == chosen[0] }) else {
                let names = targets.map(\.name).sorted().joined(separator: ", ")
                throw Failure(message: "no source target named '\(chosen[0])' in package '\(packageName)' (its targets: \(names)); "
                              + "--target names the package target, the code target (swiftui or uikit) is \"target\" in \(configFileName)")
            }
            result += ["--output", generatedFolder(target)]
        default:
            throw Failure(message: "--target given \(chosen.count) times: figgen writes one folder a run")
        }
        return result
    }

    /// `Sources/<Target>/Generated`.
    static func generatedFolder(_ target: SourceTarget) -> String {
        (target.folder.isEmpty ? "" : target.folder + "/") + "Generated"
    }
}
