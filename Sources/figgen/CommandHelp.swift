import Codegen

/// Usage text and option tables for every command: the single source for parsing and `--help`.
enum CommandHelp {
    static let version = "0.1.0"

    static let overview = """
    figgen — Figma designs to SwiftUI, kept in parity.

    Usage: figgen <command> [options]

    Commands:
      inspect   Summarise a Figma export: pages, node counts, components, styles, features
      generate  Write SwiftUI source for a Figma export
      check     Report drift between a Figma export and generated code (exit 1 on drift)
      lookup    Find a design name, Swift symbol, node id or Figma URL on the other side
      fetch     Download a Figma file (design, image fills, renders, variables) into a design folder
      dump-ir   Print the intermediate view tree (for debugging generation)

    Options:
      -h, --help     Show help (also: figgen <command> --help)
      --version      Show the version

    Input `-` reads the export from standard input.
    """

    static func options(for command: CommandName) -> [OptionSpec] {
        switch command {
        case .inspect:
            return [
                OptionSpec(names: ["--format"], valueName: "text|json", help: "Output format (default: text)"),
                OptionSpec(names: ["--reader-only"], valueName: nil, help: "Only read and count; skip the dry-run generation that lists what would be dropped"),
                OptionSpec(names: ["--layout"], valueName: nil, help: "Measure where the code in -o <dir> puts each layer, against the design's boxes (see below)"),
                OptionSpec(names: ["-o", "--output"], valueName: "dir", help: "With --layout: the folder figgen generated (with figgen.manifest.json)"),
                OptionSpec(names: ["--worst"], valueName: "N", help: "With --layout: list the N layers furthest from the design (default: 20)"),
                OptionSpec(names: ["--html"], valueName: "report.html", help: "With --layout: also write the report as one self-contained HTML page that draws every layer's frame over Figma's boxes"),
            ]
        case .generate:
            return generationOptions + [
                OptionSpec(names: ["--dry-run"], valueName: nil, help: "Report what would be written; write nothing"),
                OptionSpec(names: ["--strict"], valueName: nil, help: "Exit 1 when any warning is reported"),
                OptionSpec(names: ["--verbose"], valueName: nil, help: "Print every diagnostic (default: the first \(Diagnostics.shownByDefault))"),
            ]
        case .check:
            return generationOptions + [
                OptionSpec(names: ["--format"], valueName: "text|json|github", help: "Report format (default: text)"),
                OptionSpec(names: ["--report"], valueName: "report.html", help: "Also write inspect --layout --html's page for the folder as it stands (drift listed first)"),
            ]
        case .dumpIR:
            return [
                OptionSpec(names: ["--type-prefix"], valueName: "P", help: "Prefix for generated type names (e.g. GS)"),
            ]
        case .lookup:
            return [
                OptionSpec(names: ["-o", "--output"], valueName: "dir", help: "Folder with figgen.manifest.json (default: .)"),
                OptionSpec(names: ["--format"], valueName: "text|json", help: "Output format (default: text)"),
            ]
        case .fetch:
            return [
                OptionSpec(names: ["-o", "--output"], valueName: "dir", help: "Design folder to write (required); replaced as a whole, see above"),
                OptionSpec(names: ["--nodes"], valueName: "id,…", help: "Only these nodes and their subtrees (12:5 or 12-5); adds to the URL's node-id", repeatable: true),
                OptionSpec(names: ["--depth"], valueName: "N", help: "Only N levels of the tree (1: pages, 2: their top-level frames, …)"),
                OptionSpec(names: ["--renders"], valueName: "screens|none", help: "Also download Figma's PNG of each screen and component at 2× to frames/, for inspect --layout --html (default: screens)"),
                OptionSpec(names: ["--token-file"], valueName: "path", help: "Read the token from this file's first line instead of FIGMA_TOKEN"),
                OptionSpec(names: ["--force"], valueName: nil, help: "Also fetch into an existing empty folder (a non-empty folder fetch did not write is never replaced)"),
                OptionSpec(names: ["--with-libraries"], valueName: nil, help: "Also fetch the library files the design's remote components come from, each into <dir>-library-<file key>"),
                OptionSpec(names: ["--config"], valueName: "figgen.json", help: "Fetch the config's \"fileKey\" (and \"nodes\") into its \"input\" folder, unless given here"),
                OptionSpec(names: ["--package-root"], valueName: "dir", help: "Refuse a design folder that resolves (links followed) outside this folder (the package plugins pass the package)"),
            ]
        }
    }

    private static let generationOptions: [OptionSpec] = [
        OptionSpec(names: ["-o", "--output"], valueName: "dir", help: "Output folder for generated Swift (required)"),
        OptionSpec(names: ["--target"], valueName: "swiftui|uikit", help: "Code target: SwiftUI views, or UIKit view classes (default: swiftui)"),
        OptionSpec(names: ["--pages"], valueName: "name,…", help: "Only these pages (names or ids)", repeatable: true),
        OptionSpec(names: ["--nodes"], valueName: "id,…", help: "Only these node ids and their subtrees", repeatable: true),
        OptionSpec(names: ["--type-prefix"], valueName: "P", help: "Prefix for generated type names (e.g. GS)"),
        OptionSpec(names: ["--access"], valueName: "public|internal", help: "Access level of generated types (default: public)"),
        OptionSpec(names: ["--min-ios"], valueName: "16", help: "Minimum iOS version the code may use (default: 16)"),
        OptionSpec(names: ["--file-key"], valueName: "key", help: "Figma file key, recorded so lookups can print Figma URLs"),
        OptionSpec(names: ["--asset-catalog"], valueName: nil, help: "Write Assets.xcassets: colour sets for colour tokens, icon components as vector images (on by default when there are images)"),
        OptionSpec(names: ["--assets"], valueName: "dir", help: "Folder with images/ and renders/ from figgen fetch (default: the input's folder, when it has them)"),
        OptionSpec(names: ["--bundle"], valueName: "main|module", help: "Bundle the image accessors load from (default: module when a catalog is written inside a package's Sources/<Target>, else main)"),
        OptionSpec(names: ["--inline-remote"], valueName: nil, help: "Inline instances of components from other libraries instead of calling placeholder types"),
        OptionSpec(names: ["--library"], valueName: "dir[:Module]", help: "A folder figgen generated from a library file: instances of its components call its types (repeatable)", repeatable: true),
        OptionSpec(names: ["--module"], valueName: "Name", help: "The Swift module the output is compiled in, recorded for products that link to it (default: <Module> of Sources/<Module>/…)"),
        OptionSpec(names: ["--variables"], valueName: "file", help: "The variables endpoint's answer (default: variables.json beside the input, when there is one)"),
        OptionSpec(names: ["--all-variables"], valueName: nil, help: "Emit every variable of that answer, not only those the design uses"),
        OptionSpec(names: ["--code-connect"], valueName: nil, help: "Also write Figma Code Connect templates (CodeConnect/: figma.config.json, one <Type>.figma.js per component); needs the file key"),
        OptionSpec(names: ["--code-connect-remote"], valueName: nil, help: "Publish the templates of components from other libraries too (left out of figma.config.json otherwise)"),
        OptionSpec(names: ["--config"], valueName: "figgen.json", help: "Read options from a JSON config file (\"input\" names the design when no <input> is given)"),
        OptionSpec(names: ["--default-output"], valueName: "dir", help: "Output folder when neither -o nor the config names one (the package plugins pass Sources/<Target>/Generated)"),
        OptionSpec(names: ["--package-root"], valueName: "dir", help: "Refuse every input, output, variables and assets path that resolves (links followed) outside this folder (the package plugins pass the package)"),
    ]

    static func usage(for command: CommandName) -> String {
        switch command {
        case .inspect: "Usage: figgen inspect <input.json> [--format text|json] [--reader-only] [--layout -o <dir> [--worst N] [--html report.html]]"
        case .generate: "Usage: figgen generate <input.json | design folder> -o <dir> [options]"
        case .check: "Usage: figgen check <input.json | design folder> -o <dir> [--format text|json|github] [options]"
        case .lookup: "Usage: figgen lookup <name | Swift symbol | node id | Figma URL> [-o <dir>]"
        case .dumpIR: "Usage: figgen dump-ir <input.json> [--type-prefix P]"
        case .fetch: "Usage: figgen fetch <file key | Figma URL> -o <dir> [--nodes id,…] [--depth N] [--renders screens|none] [--token-file path] [--force]"
        }
    }

    static func summary(for command: CommandName) -> String {
        switch command {
        case .inspect: """
            Summarise a Figma export: file, pages, node counts by type, components, styles, auto layout, features, and what generation would drop or approximate.

            With --layout: read the SwiftUI figgen wrote in <dir> (as it stands, keyed to layers by its manifest), lay it out with
            figgen's model of SwiftUI's layout at each screen's and component's design size, and report the share of layers whose
            frame is within 0.5, 1 and 4 pt of Figma's absoluteBoundingBox (relative to the screen or component), the worst layers
            with their JSON path, node id, Swift file:line and cause, and what the model does not lay out. A screen whose children
            follow constraints is also measured at two other device sizes. Drift from the design is said first.

            With --html report.html: also write the report as one HTML page (no network; Figma's PNG of a frame inlined when
            the design folder has frames/ from figgen fetch): the summary table, then each screen and component drawn at its
            size with every measured layer's frame over Figma's boxes, those more than 1 pt off in red beside Figma's box
            dashed; hover or focus a box for its layer, node id, JSON path, Swift file:line, deviation and cause.
            """
        case .generate: "Write SwiftUI (or, with --target uikit, UIKit) source for a Figma export: one file per component, component set and screen, plus figgen.manifest.json."
        case .check: "Compare a Figma export with the generated code in <dir>. Exit 0 in parity, 1 on drift."
        case .lookup: "Look up a Figma name, Swift symbol, node id (1:23 or 1-23) or Figma URL in figgen.manifest.json."
        case .dumpIR: "Print the intermediate view tree that generation renders: one line per view, its modifiers, and the node it came from."
        case .fetch: """
            Download a Figma file through the REST API into a design folder that generate and check read:
              design.json        the file (GET /v1/files/:key?geometry=paths, or …/nodes?ids=… for --nodes)
              images/<ref>.<ext> the image fills the design uses (png, jpg, gif, webp, heic, svg, pdf; else .bin)
              renders/           SVG renders of vector layers without geometry, and index.json (node id → file)
              frames/            PNGs of each screen and component at 2×, and index.json (--renders screens, the default)
              variables.json     the local variables (Enterprise plans; skipped with a note otherwise)
              .figgen-fetch      marks the folder as written by fetch

            The token comes from FIGMA_TOKEN or --token-file (a personal access token: Figma → Settings →
            Security, scope file_content:read, plus file_variables:read for variables). It is sent only as the
            X-Figma-Token header to the API and never printed or written.

            All or nothing: everything is written to a temporary folder beside <dir> and renamed into place, so
            a failed fetch leaves no folder. An existing <dir> is replaced only if fetch wrote it (it has
            .figgen-fetch and nothing else); with --force an existing empty folder may be used too. Any other
            folder is never replaced or deleted, with or without --force.

            Environment: FIGMA_TOKEN, FIGMA_API_BASE_URL (default https://api.figma.com), FIGGEN_FETCH_TIMEOUT
            (seconds a request may wait, default 60), FIGGEN_FETCH_RETRY_CAP (longest wait on HTTP 429, default 60).
            """
        }
    }

    static func help(for command: CommandName) -> String {
        var lines = [usage(for: command), "", summary(for: command), "", "Options:"]
        let specs = options(for: command) + [OptionSpec(names: ["-h", "--help"], valueName: nil, help: "Show this help")]
        let labels = specs.map { spec in
            spec.names.joined(separator: ", ") + (spec.valueName.map { " <\($0)>" } ?? "")
        }
        let width = labels.map(\.count).max() ?? 0
        for (label, spec) in zip(labels, specs) {
            lines.append("  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + spec.help)
        }
        return lines.joined(separator: "\n")
    }

    /// Checks positional counts and option values that need no I/O.
    static func validate(_ parsed: ParsedArguments, for command: CommandName) throws(UsageError) {
        switch command {
        case .fetch:
            // With a config, its values fill in what is missing first (`ConfigFile.fetchArguments`).
            if parsed.value("config") == nil { try FetchCommand.validate(parsed) }
        case .generate where parsed.positionals.isEmpty && parsed.value("config") != nil,
             .check where parsed.positionals.isEmpty && parsed.value("config") != nil:
            break  // the input is the config's "input" (`GenerationSettings.inputArgument`)
        case .inspect, .generate, .check, .dumpIR:
            if command == .inspect, parsed.flag("layout"), parsed.value("output") == nil {
                throw UsageError(message: "option --layout needs the generated folder (-o <dir>)", command: command)
            }
            if command == .inspect, !parsed.flag("layout"), parsed.value("output") != nil || parsed.value("worst") != nil || parsed.value("html") != nil {
                let option = parsed.value("output") != nil ? "-o" : parsed.value("worst") != nil ? "--worst" : "--html"
                throw UsageError(message: "option \(option) goes with --layout", command: command)
            }
            if command == .inspect, let html = parsed.value("html"), html.isEmpty || html == "-" {
                throw UsageError(message: "--html needs a file to write (the report is a page, not standard output)", command: command)
            }
            if let worst = parsed.value("worst"), Int(worst).map({ $0 < 0 }) ?? true {
                throw UsageError(message: "invalid --worst '\(worst)' (expected a count)", command: command)
            }
            guard parsed.positionals.count == 1 else {
                throw UsageError(message: parsed.positionals.isEmpty ? "missing input file" : "expected one input file, got \(parsed.positionals.count)", command: command)
            }
        case .lookup:
            guard parsed.positionals.count == 1 else {
                throw UsageError(message: parsed.positionals.isEmpty ? "missing query" : "expected one query (quote names with spaces)", command: command)
            }
            guard parsed.positionals[0].count <= Lookup.maximumQueryLength else {
                throw UsageError(message: "query is longer than \(Lookup.maximumQueryLength) characters", command: command)
            }
        }
        if command == .generate || command == .check {
            if parsed.value("output") == nil && parsed.value("config") == nil && parsed.value("default-output") == nil {
                throw UsageError(message: "missing output folder (-o <dir>)", command: command)
            }
            if parsed.value("output") == "-" {
                throw UsageError(message: "output must be a folder, not -: figgen writes several files and a manifest", command: command)
            }
        }
        if command == .check, let report = parsed.value("report"), report.isEmpty || report == "-" {
            throw UsageError(message: "--report needs a file to write (the report is a page, not standard output)", command: command)
        }
        if let format = parsed.value("format") {
            let allowed = command == .check ? ["text", "json", "github"] : ["text", "json"]
            guard allowed.contains(format) else {
                throw UsageError(message: "unknown format '\(format)' (expected \(allowed.joined(separator: ", ")))", command: command)
            }
        }
        if let access = parsed.value("access"), access != "public", access != "internal" {
            throw UsageError(message: "unknown access level '\(access)' (expected public or internal)", command: command)
        }
        if let target = parsed.value("target"), GenerationOptions.Target(rawValue: target) == nil {
            let targets = GenerationOptions.Target.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "unknown target '\(target)' (expected \(targets))", command: command)
        }
        if let minIOS = parsed.value("min-ios"), Int(minIOS).map({ $0 < 16 || $0 > 30 }) ?? true {
            throw UsageError(message: "invalid --min-ios '\(minIOS)' (expected a major version, 16 or later)", command: command)
        }
        if let key = parsed.value("file-key"), !key.isEmpty, !GenerationOptions.isFileKey(key) {
            throw UsageError(message: "invalid --file-key '\(GenerationOptions.shownKey(key))' (expected \(GenerationOptions.fileKeyRule))", command: command)
        }
    }
}
