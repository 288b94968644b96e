import Codegen

/// A usage error: printed as `Error: …`, the command's usage line, and exit code 64.
struct UsageError: Error, Equatable {
    var message: String
    /// The command whose usage to print, or nil for the top level.
    var command: CommandName?
}

enum CommandName: String, CaseIterable, Sendable {
    case generate, check, lookup, inspect, fetch
    case dumpIR = "dump-ir"
}

/// One declared option of a command.
struct OptionSpec: Sendable {
    var names: [String]          // e.g. ["-o", "--output"]
    var valueName: String?       // nil for a flag
    var help: String
    var repeatable = false
}

/// What a command line says, before anything is read or written.
struct ParsedArguments: Equatable, Sendable {
    var positionals: [String] = []
    /// Option long name (without dashes) → values in order; flags get `[""]`.
    var options: [String: [String]] = [:]

    func value(_ name: String) -> String? { options[name]?.last }
    func values(_ name: String) -> [String] { options[name] ?? [] }
    func flag(_ name: String) -> Bool { options[name] != nil }
}

/// The result of parsing: what to do.
enum Invocation: Equatable, Sendable {
    case help(CommandName?)
    case version
    case run(CommandName, ParsedArguments)
}

/// A small, conventional parser: `figgen <command> [options] <args>`, `--name value`, `--name=value`,
/// `-o value`, `--` ends options, `-` alone is a positional (stdin). Pure: unit-tested without I/O.
enum ArgumentParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { return .help(nil) }
        switch first {
        case "-h", "--help", "help":
            if arguments.count > 1 {
                guard let command = CommandName(rawValue: arguments[1]) else {
                    throw UsageError(message: "unknown command '\(arguments[1])'", command: nil)
                }
                return .help(command)
            }
            return .help(nil)
        case "--version", "-V", "version":
            return .version
        default:
            break
        }
        guard let command = CommandName(rawValue: first) else {
            if first.hasPrefix("-") {
                throw UsageError(message: "unknown option '\(first)'" + suggestion(for: first, among: ["--help", "--version"]), command: nil)
            }
            throw UsageError(message: "unknown command '\(first)'" + suggestion(for: first, among: CommandName.allCases.map(\.rawValue)), command: nil)
        }
        let rest = Array(arguments.dropFirst())
        if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
            return .help(command)
        }
        let parsed = try parseOptions(rest, specs: CommandHelp.options(for: command), command: command)
        try CommandHelp.validate(parsed, for: command)
        return .run(command, parsed)
    }

    /// `; did you mean '--output'?` for the nearest known name within three edits, or nothing.
    static func suggestion(for name: String, among known: [String]) -> String {
        let typed = Array(name.lowercased().prefix(64))
        let nearest = known.map { (name: $0, distance: Lookup.editDistance(typed, Array($0.lowercased()), limit: 3)) }
            .filter { $0.distance <= 3 }.min { ($0.distance, $0.name) < ($1.distance, $1.name) }
        return nearest.map { "; did you mean '\($0.name)'?" } ?? ""
    }

    static func parseOptions(_ arguments: [String], specs: [OptionSpec], command: CommandName) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = specs.first(where: { $0.names.contains(name) }) else {
                throw UsageError(message: "unknown option '\(name)'" + suggestion(for: name, among: specs.flatMap(\.names) + ["--help"]), command: command)
            }
            let key = spec.names.last!.drop { $0 == "-" }
            if spec.valueName != nil {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else {
                        throw UsageError(message: "option '\(name)' needs a value", command: command)
                    }
                    value = arguments[index]
                    index += 1
                }
                if !spec.repeatable, parsed.options[String(key)] != nil {
                    throw UsageError(message: "option '\(name)' given more than once", command: command)
                }
                parsed.options[String(key), default: []].append(value)
            } else {
                if inlineValue != nil {
                    throw UsageError(message: "option '\(name)' takes no value", command: command)
                }
                parsed.options[String(key)] = [""]
            }
        }
        return parsed
    }
}
