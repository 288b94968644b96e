import Testing
@testable import figgen

/// `ArgumentParser.parse` is pure: every case is a table row (STYLE.md §8).
@Suite("Argument parser")
struct ArgumentParserTests {
    /// A parsed command line: positionals and option values by long name.
    static func run(_ command: CommandName, _ positionals: [String], _ options: [String: [String]] = [:]) -> Invocation {
        .run(command, ParsedArguments(positionals: positionals, options: options))
    }

    static let accepted: [(arguments: [String], expected: Invocation)] = [
        // Commands and their positionals.
        (["inspect", "in.json"], run(.inspect, ["in.json"])),
        (["generate", "in.json", "-o", "out"], run(.generate, ["in.json"], ["output": ["out"]])),
        (["check", "in.json", "-o", "out"], run(.check, ["in.json"], ["output": ["out"]])),
        (["lookup", "ListItem/LeftImageText"], run(.lookup, ["ListItem/LeftImageText"])),
        (["lookup", "12:5", "-o", "gen"], run(.lookup, ["12:5"], ["output": ["gen"]])),
        (["lookup", "https://www.figma.com/design/KEY/Bank?node-id=12-5"], run(.lookup, ["https://www.figma.com/design/KEY/Bank?node-id=12-5"])),
        // `--name value`, `--name=value`, `-o dir`, options before or after positionals.
        (["generate", "in.json", "--output", "out"], run(.generate, ["in.json"], ["output": ["out"]])),
        (["generate", "in.json", "--output=out"], run(.generate, ["in.json"], ["output": ["out"]])),
        (["generate", "-o", "out", "in.json"], run(.generate, ["in.json"], ["output": ["out"]])),
        (["generate", "in.json", "--output=a=b"], run(.generate, ["in.json"], ["output": ["a=b"]])),
        (["generate", "in.json", "--type-prefix=", "-o", "out"], run(.generate, ["in.json"], ["type-prefix": [""], "output": ["out"]])),
        (["check", "in.json", "-o", "out", "--format", "json"], run(.check, ["in.json"], ["output": ["out"], "format": ["json"]])),
        (["check", "in.json", "-o", "out", "--format=github"], run(.check, ["in.json"], ["output": ["out"], "format": ["github"]])),
        (["check", "in.json", "-o", "out", "--format", "text"], run(.check, ["in.json"], ["output": ["out"], "format": ["text"]])),
        (["inspect", "in.json", "--format", "json"], run(.inspect, ["in.json"], ["format": ["json"]])),
        (["lookup", "Card", "--format", "json"], run(.lookup, ["Card"], ["format": ["json"]])),
        (["generate", "in.json", "-o", "out", "--type-prefix", "GS", "--access", "internal", "--min-ios", "17", "--target", "swiftui",
          "--file-key", "KEY", "--config", "figgen.json"],
         run(.generate, ["in.json"], ["output": ["out"], "type-prefix": ["GS"], "access": ["internal"], "min-ios": ["17"], "target": ["swiftui"],
                                      "file-key": ["KEY"], "config": ["figgen.json"]])),
        (["generate", "in.json", "-o", "out", "--access", "public", "--min-ios", "16"],
         run(.generate, ["in.json"], ["output": ["out"], "access": ["public"], "min-ios": ["16"]])),
        // Repeatable options keep every value in order.
        (["generate", "in.json", "-o", "out", "--pages", "Home", "--pages", "Components"],
         run(.generate, ["in.json"], ["output": ["out"], "pages": ["Home", "Components"]])),
        (["generate", "in.json", "-o", "out", "--pages=Home,Settings", "--nodes", "1:2", "--nodes=3:4"],
         run(.generate, ["in.json"], ["output": ["out"], "pages": ["Home,Settings"], "nodes": ["1:2", "3:4"]])),
        // Flags.
        (["generate", "in.json", "-o", "out", "--dry-run", "--strict", "--verbose", "--inline-remote"],
         run(.generate, ["in.json"], ["output": ["out"], "dry-run": [""], "strict": [""], "verbose": [""], "inline-remote": [""]])),
        // `--` ends options; `-` alone is a positional (stdin); an option's value may be `-`.
        (["generate", "-o", "out", "--", "--odd-name.json"], run(.generate, ["--odd-name.json"], ["output": ["out"]])),
        (["generate", "-o", "out", "--", "-"], run(.generate, ["-"], ["output": ["out"]])),
        (["lookup", "--", "-h"], run(.lookup, ["-h"])),
        (["lookup", "--", "--help"], run(.lookup, ["--help"])),
        (["inspect", "-"], run(.inspect, ["-"])),
        (["generate", "-", "-o", "out"], run(.generate, ["-"], ["output": ["out"]])),
        (["check", "-o", "out", "-"], run(.check, ["-"], ["output": ["out"]])),
        (["generate", "in.json", "--config", "figgen.json"], run(.generate, ["in.json"], ["config": ["figgen.json"]])),
        // Help and version.
        ([], .help(nil)),
        (["--help"], .help(nil)),
        (["-h"], .help(nil)),
        (["help"], .help(nil)),
        (["help", "generate"], .help(.generate)),
        (["help", "check"], .help(.check)),
        (["help", "lookup"], .help(.lookup)),
        (["help", "inspect"], .help(.inspect)),
        (["--version"], .version),
        (["-V"], .version),
        (["version"], .version),
        (["generate", "--help"], .help(.generate)),
        (["check", "-h"], .help(.check)),
        (["generate", "in.json", "-o", "out", "--help"], .help(.generate)),
        (["inspect", "in.json", "-h"], .help(.inspect)),
        (["lookup", "--help"], .help(.lookup)),
        // Help wins over anything else before `--`, even errors that would otherwise be reported.
        (["generate", "--bogus", "--help"], .help(.generate)),
        (["check", "--format", "xml", "-h"], .help(.check)),
        (["generate", "-o", "out", "--help", "--", "x.json"], .help(.generate)),
    ]

    @Test("accepted command lines", arguments: accepted)
    func accepts(_ arguments: [String], _ expected: Invocation) throws {
        #expect(try ArgumentParser.parse(arguments) == expected)
    }

    static let rejected: [(arguments: [String], message: String, command: CommandName?)] = [
        // Unknown commands and options, named in the message.
        (["frobnicate"], "unknown command 'frobnicate'", nil),
        (["Generate", "in.json"], "unknown command 'Generate'", nil),
        (["help", "frobnicate"], "unknown command 'frobnicate'", nil),
        (["--bogus"], "unknown option '--bogus'", nil),
        (["-x", "generate"], "unknown option '-x'", nil),
        (["generate", "in.json", "-o", "out", "--bogus"], "unknown option '--bogus'", .generate),
        (["generate", "in.json", "-o", "out", "--bogus=1"], "unknown option '--bogus'", .generate),
        (["generate", "in.json", "-o", "out", "-x"], "unknown option '-x'", .generate),
        (["generate", "in.json", "-o", "out", "--version"], "unknown option '--version'", .generate),
        (["inspect", "in.json", "-o", "out"], "option -o goes with --layout", .inspect),
        (["inspect", "--layout", "in.json"], "option --layout needs the generated folder (-o <dir>)", .inspect),
        (["inspect", "--layout", "in.json", "-o", "out", "--worst", "all"], "invalid --worst 'all'", .inspect),
        (["lookup", "Card", "--pages", "Home"], "unknown option '--pages'", .lookup),
        (["check", "in.json", "-o", "out", "--dry-run"], "unknown option '--dry-run'", .check),
        // Values: missing, given to flags, repeated where not repeatable.
        (["generate", "in.json", "-o"], "option '-o' needs a value", .generate),
        (["generate", "in.json", "--output"], "option '--output' needs a value", .generate),
        (["check", "in.json", "-o", "out", "--format"], "option '--format' needs a value", .check),
        (["generate", "in.json", "-o", "out", "--dry-run=yes"], "option '--dry-run' takes no value", .generate),
        (["generate", "in.json", "-o", "out", "--strict=false"], "option '--strict' takes no value", .generate),
        (["generate", "in.json", "-o", "a", "-o", "b"], "option '-o' given more than once", .generate),
        (["generate", "in.json", "-o", "a", "--output=b"], "option '--output' given more than once", .generate),
        // The output folder: required (unless a config file may name it), and never `-`.
        (["generate", "in.json"], "missing output folder (-o <dir>)", .generate),
        (["check", "in.json", "--format", "json"], "missing output folder (-o <dir>)", .check),
        (["generate", "in.json", "-o", "-"], "output must be a folder, not -: figgen writes several files and a manifest", .generate),
        // Positionals.
        (["generate", "-o", "out"], "missing input file", .generate),
        (["check", "-o", "out"], "missing input file", .check),
        (["inspect"], "missing input file", .inspect),
        (["generate", "a.json", "b.json", "-o", "out"], "expected one input file, got 2", .generate),
        (["inspect", "a.json", "-"], "expected one input file, got 2", .inspect),
        (["lookup"], "missing query", .lookup),
        (["lookup", "List", "Item"], "expected one query", .lookup),
        // Option values checked without I/O.
        (["check", "in.json", "-o", "out", "--format", "xml"], "unknown format 'xml' (expected text, json, github)", .check),
        (["check", "in.json", "-o", "out", "--format="], "unknown format ''", .check),
        (["inspect", "in.json", "--format", "github"], "unknown format 'github' (expected text, json)", .inspect),
        (["lookup", "Card", "--format", "yaml"], "unknown format 'yaml'", .lookup),
        (["generate", "in.json", "-o", "out", "--access", "private"], "unknown access level 'private'", .generate),
        (["check", "in.json", "-o", "out", "--access=Public"], "unknown access level 'Public'", .check),
        (["generate", "in.json", "-o", "out", "--min-ios", "15"], "invalid --min-ios '15'", .generate),
        (["generate", "in.json", "-o", "out", "--min-ios", "seventeen"], "invalid --min-ios 'seventeen'", .generate),
        (["generate", "in.json", "-o", "out", "--min-ios=16.4"], "invalid --min-ios '16.4'", .generate),
        (["generate", "in.json", "-o", "out", "--target", "appkit"], "unknown target 'appkit' (expected swiftui, uikit)", .generate),
    ]

    @Test("rejected command lines", arguments: rejected)
    func rejects(_ arguments: [String], _ message: String, _ command: CommandName?) {
        do {
            let invocation = try ArgumentParser.parse(arguments)
            Issue.record("expected a usage error containing \"\(message)\", got \(invocation)")
        } catch {
            #expect(error.message.contains(message), "message: \(error.message)")
            #expect(error.command == command)
            // STYLE.md §6: lower case, no final period.
            #expect(!error.message.hasSuffix("."))
            #expect(error.message.first?.isLowercase == true)
        }
    }

    /// What each command's help must list: written here, as the README documents it — not read from the
    /// option tables the help text is printed from.
    static let documentedOptions: [CommandName: [String]] = {
        let generation = ["-o, --output <dir>", "--target <", "--pages <name,…>", "--nodes <id,…>", "--type-prefix <P>",
                          "--access <public|internal>", "--min-ios <16>", "--file-key <key>", "--asset-catalog", "--assets <dir>",
                          "--bundle <main|module>", "--inline-remote", "--library <dir[:Module]>", "--module <Name>", "--variables <file>", "--all-variables", "--code-connect",
                          "--code-connect-remote", "--config <figgen.json>", "--default-output <dir>", "--package-root <dir>"]
        return [
            .generate: generation + ["--dry-run", "--strict", "--verbose", "-h, --help"],
            .check: generation + ["--format <text|json|github>", "--report <report.html>", "-h, --help"],
            .lookup: ["-o, --output <dir>", "--format <text|json>", "-h, --help"],
            .inspect: ["--format <text|json>", "--reader-only", "--layout", "-o, --output <dir>", "--worst <N>", "--html <report.html>", "-h, --help"],
            .dumpIR: ["--type-prefix <P>", "-h, --help"],
            .fetch: ["-o, --output <dir>", "--nodes <id,…>", "--depth <N>", "--renders <screens|none>", "--token-file <path>", "--force", "--with-libraries", "--config <figgen.json>", "--package-root <dir>", "-h, --help"],
        ]
    }()

    @Test("every command's help starts with its usage and lists the documented options", arguments: CommandName.allCases)
    func helpListsOptions(_ command: CommandName) throws {
        let help = CommandHelp.help(for: command)
        let usage: [CommandName: String] = [
            .generate: "Usage: figgen generate <input.json | design folder> -o <dir> [options]",
            .check: "Usage: figgen check <input.json | design folder> -o <dir> [--format text|json|github] [options]",
            .fetch: "Usage: figgen fetch <file key | Figma URL> -o <dir> [--nodes id,…] [--depth N] [--renders screens|none] [--token-file path] [--force]",
            .lookup: "Usage: figgen lookup <name | Swift symbol | node id | Figma URL> [-o <dir>]",
            .inspect: "Usage: figgen inspect <input.json> [--format text|json] [--reader-only] [--layout -o <dir> [--worst N] [--html report.html]]",
            .dumpIR: "Usage: figgen dump-ir <input.json> [--type-prefix P]",
        ]
        #expect(help.hasPrefix(try #require(usage[command]) + "\n"), "\(help)")
        let optionLines = help.split(separator: "\n").filter { $0.hasPrefix("  -") }.map { $0.trimmingCharacters(in: .whitespaces) }
        let documented = try #require(Self.documentedOptions[command])
        for option in documented {
            #expect(optionLines.contains { $0.hasPrefix(option) }, "\(command) help lacks \(option):\n\(help)")
        }
        #expect(optionLines.count == documented.count, "\(command) help lists options the README does not:\n\(help)")
        #expect(CommandHelp.overview.contains("\n  \(command.rawValue) "), "overview lacks \(command)")
    }

    @Test("every option a command accepts parses, and its long name is the key")
    func everyOptionParses() throws {
        for command in CommandName.allCases {
            let positional = switch command {
            case .lookup: "Card"
            case .fetch: "AbC123"
            default: "in.json"
            }
            for spec in CommandHelp.options(for: command) {
                let key = String(spec.names.last!.drop { $0 == "-" })
                let value: String? = switch key {
                case "format": "json"
                case "access": "internal"
                case "min-ios": "17"
                case "target": "swiftui"
                case "bundle": "module"
                case "nodes" where command == .fetch: "12:5"
                case "depth": "2"
                case "worst": "5"
                case "renders": "none"
                default: spec.valueName == nil ? nil : "value"
                }
                // generate, check and fetch need an output folder besides the option under test.
                let needsOutput = (command == .generate || command == .check || command == .fetch || command == .inspect && ["layout", "worst", "html"].contains(key))
                    && key != "output" && key != "config"
                // inspect's -o, --worst and --html go with --layout.
                let needsLayout = command == .inspect && ["output", "worst", "html"].contains(key)
                for name in spec.names {
                    let arguments = [command.rawValue, positional, name] + (value.map { [$0] } ?? []) + (needsOutput ? ["-o", "out"] : [])
                        + (needsLayout ? ["--layout"] : [])
                    let invocation = try ArgumentParser.parse(arguments)
                    var options = [key: [value ?? ""]]
                    if needsOutput { options["output"] = ["out"] }
                    if needsLayout { options["layout"] = [""] }
                    #expect(invocation == .run(command, ParsedArguments(positionals: [positional], options: options)), "\(arguments)")
                }
            }
        }
    }

    @Test func parsedArgumentsAccessors() throws {
        guard case .run(_, let parsed) = try ArgumentParser.parse(["generate", "in.json", "-o", "out", "--pages", "A", "--pages", "B", "--strict"]) else {
            Issue.record("expected a run")
            return
        }
        #expect(parsed.value("output") == "out")
        #expect(parsed.values("pages") == ["A", "B"])
        #expect(parsed.value("pages") == "B")
        #expect(parsed.flag("strict"))
        #expect(!parsed.flag("dry-run"))
        #expect(parsed.value("access") == nil)
        #expect(parsed.values("nodes").isEmpty)
    }
}
