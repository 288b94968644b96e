import Foundation
import FigmaModel
import Codegen
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `figgen fetch`: downloads a Figma file through the REST API into a design folder — `design.json`, the
/// image fills it uses, SVG renders of vector layers the export has no geometry for, and the variables —
/// the folder `generate` and `check` read.
///
/// All or nothing: everything is written to a temporary folder beside the destination and renamed into
/// place at the end, so a failure (a bad token, a broken download, a malformed answer) leaves no folder,
/// and a re-fetch replaces the previous one at once. figgen replaces only a folder it wrote (it holds the
/// `.figgen-fetch` marker and nothing else), or with `--force` an empty one; never anything else.
enum FetchCommand {
    /// Marks a folder `fetch` wrote, so a later fetch may replace it.
    static let markerFileName = ".figgen-fetch"
    /// Temporary folders beside the destination: `.figgen-fetch-XXXXXX`.
    static let temporaryPrefix = ".figgen-fetch-"
    static let variablesFileName = "variables.json"
    /// The library files the design's remote components come from (`findLibraries`).
    static let librariesFileName = "libraries.json"
    /// What a folder `fetch` wrote may hold (and `.DS_Store`, which Finder adds).
    static let ownEntries: Set<String> = [markerFileName, Input.designFileName, variablesFileName, librariesFileName, AssetFolder.imagesFolder, AssetFolder.rendersFolder, AssetFolder.framesFolder, ".DS_Store"]
    /// The images endpoint renders at most this many nodes per request.
    static let renderBatchSize = 50
    /// Downloads running at once.
    static let parallelDownloads = 4

    // MARK: Arguments

    /// What to fetch: a file and, optionally, nodes in it.
    struct Target: Equatable {
        var fileKey: String
        var nodeIDs: [String] = []
    }

    /// Checks the arguments that need no I/O (called from `CommandHelp.validate`).
    static func validate(_ parsed: ParsedArguments) throws(UsageError) {
        guard parsed.positionals.count == 1 else {
            throw UsageError(message: parsed.positionals.isEmpty ? "missing file key or Figma URL" : "expected one file key or Figma URL, got \(parsed.positionals.count)", command: .fetch)
        }
        _ = try target(parsed)
        guard let output = parsed.value("output"), !output.isEmpty else {
            throw UsageError(message: "missing design folder (-o <dir>)", command: .fetch)
        }
        if output == "-" {
            throw UsageError(message: "output must be a folder, not -: fetch writes design.json, images and renders", command: .fetch)
        }
        _ = try depth(parsed)
        if let renders = parsed.value("renders"), renders != "screens", renders != "none" {
            throw UsageError(message: "unknown --renders '\(shown(renders))' (expected screens or none)", command: .fetch)
        }
    }

    /// The file key and nodes of the positional argument and `--nodes` (both may name nodes; they add up).
    static func target(_ parsed: ParsedArguments) throws(UsageError) -> Target {
        var target = try parseTarget(parsed.positionals[0])
        for list in parsed.values("nodes") {
            for item in list.split(separator: ",") {
                let text = item.trimmingCharacters(in: .whitespaces)
                guard let id = normalizedNodeID(text) else {
                    throw UsageError(message: "--nodes: '\(shown(text))' is not a node id (like 12:5, 12-5 or I1:2;3:4)", command: .fetch)
                }
                if !target.nodeIDs.contains(id) { target.nodeIDs.append(id) }
            }
        }
        return target
    }

    /// A bare file key, or a figma.com URL: `/design/<key>/…`, `/file/<key>/…`, `/proto/<key>/…`,
    /// `/board/<key>/…`, with `/branch/<branch key>` after the key for a branch, and `node-id=12-5` in the query.
    /// The argument is never echoed: a token pasted by mistake must not end up in a log.
    static func parseTarget(_ argument: String) throws(UsageError) -> Target {
        let text = argument.trimmingCharacters(in: .whitespacesAndNewlines)
        let looksLikeURL = text.contains("://") || text.lowercased().hasPrefix("figma.com/") || text.lowercased().hasPrefix("www.figma.com/")
        guard looksLikeURL else {
            guard isFileKey(text) else {
                throw UsageError(message: "expected a Figma file key (letters and digits only) or a figma.com file URL", command: .fetch)
            }
            return Target(fileKey: text)
        }
        guard let url = URLComponents(string: text.contains("://") ? text : "https://" + text),
              let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
              let host = url.host?.lowercased(), host == "figma.com" || host.hasSuffix(".figma.com") else {
            throw UsageError(message: "expected a figma.com file URL (https://www.figma.com/design/<key>/…)", command: .fetch)
        }
        let segments = url.path.split(separator: "/").map(String.init)
        guard segments.count >= 2, ["design", "file", "proto", "board"].contains(segments[0]) else {
            throw UsageError(message: "the URL names no Figma file (expected https://www.figma.com/design/<key>/…)", command: .fetch)
        }
        var key = segments[1]
        if segments.count >= 4, segments[2] == "branch" { key = segments[3] }
        guard isFileKey(key) else {
            throw UsageError(message: "the URL's file key is not a Figma file key (letters and digits only)", command: .fetch)
        }
        var target = Target(fileKey: key)
        for item in url.queryItems ?? [] where item.name == "node-id" {
            for part in (item.value ?? "").split(separator: ",") {
                guard let id = normalizedNodeID(String(part)) else {
                    throw UsageError(message: "the URL's node-id '\(shown(String(part)))' is not a node id (like 12-5)", command: .fetch)
                }
                if !target.nodeIDs.contains(id) { target.nodeIDs.append(id) }
            }
        }
        return target
    }

    /// The file key a fetched folder's marker records (nil: no marker, or not a file key).
    static func recordedFileKey(in folder: String) -> String? {
        let marker = (folder as NSString).appendingPathComponent(markerFileName)
        guard FileSystem.kind(marker) == .file, let data = FileManager.default.contents(atPath: marker), data.count < 4096,
              let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let key = object["fileKey"] as? String, isFileKey(key) else { return nil }
        return key
    }

    static func isFileKey(_ text: String) -> Bool {
        GenerationOptions.isFileKey(text)
    }

    /// `12:5`, or `12-5` as URLs write it, or an instance sublayer `I1:2;3:4` → the API's `12:5` form; nil for
    /// anything else.
    static func normalizedNodeID(_ text: String) -> String? {
        guard text.utf8.count <= 1000, text.range(of: #"^I?[0-9]+[:\-][0-9]+(;[0-9]+[:\-][0-9]+)*$"#, options: .regularExpression) != nil else { return nil }
        return text.replacingOccurrences(of: "-", with: ":")
    }

    static func depth(_ parsed: ParsedArguments) throws(UsageError) -> Int? {
        guard let text = parsed.value("depth") else { return nil }
        guard let depth = Int(text), depth >= 1 else {
            throw UsageError(message: "invalid --depth '\(shown(text))' (expected a whole number, 1 or more)", command: .fetch)
        }
        return depth
    }

    // MARK: Environment

    /// The token: the first line of `--token-file`, else `FIGMA_TOKEN`.
    static func token(_ parsed: ParsedArguments, environment: [String: String]) throws(CommandFailure) -> String {
        let token: String
        if let path = parsed.value("token-file") {
            guard FileSystem.isDirectory(path) == false, let data = FileManager.default.contents(atPath: path) else {
                throw CommandFailure(usage: "--token-file \(path): cannot read the file")
            }
            let firstLine = String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).first ?? ""
            token = firstLine.trimmingCharacters(in: .whitespaces)
            guard !token.isEmpty else { throw CommandFailure(usage: "--token-file \(path): the first line is empty; it should hold the Figma token") }
        } else {
            token = (environment["FIGMA_TOKEN"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !token.isEmpty else {
                throw CommandFailure(usage: "no Figma token: set FIGMA_TOKEN (export FIGMA_TOKEN=…) or pass --token-file <file> with the token on its first line; create a personal access token in Figma under Settings → Security")
            }
        }
        // Printable ASCII only: anything else cannot travel in an HTTP header. The token is not shown.
        guard token.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw CommandFailure(usage: "the Figma token has spaces or characters an HTTP header cannot carry; check FIGMA_TOKEN or --token-file")
        }
        return token
    }

    static func configuration(token: String, environment: [String: String]) throws(CommandFailure) -> FigmaAPIClient.Configuration {
        let baseText = environment["FIGMA_API_BASE_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? FigmaAPIClient.defaultBaseURL
        guard let base = URL(string: baseText), let scheme = base.scheme?.lowercased(), scheme == "https" || scheme == "http",
              base.host?.isEmpty == false, base.query == nil, base.fragment == nil else {
            throw CommandFailure(usage: "FIGMA_API_BASE_URL must be an http(s) URL like \(FigmaAPIClient.defaultBaseURL)")
        }
        var configuration = FigmaAPIClient.Configuration(baseURL: base, token: token)
        if let text = environment["FIGGEN_FETCH_RETRY_CAP"], !text.isEmpty {
            guard let cap = TimeInterval(text), cap.isFinite, cap >= 0 else {
                throw CommandFailure(usage: "FIGGEN_FETCH_RETRY_CAP must be a number of seconds, 0 or more")
            }
            configuration.retryCap = cap
        }
        if let text = environment["FIGGEN_FETCH_TIMEOUT"], !text.isEmpty {
            guard let timeout = TimeInterval(text), timeout.isFinite, timeout > 0 else {
                throw CommandFailure(usage: "FIGGEN_FETCH_TIMEOUT must be a number of seconds, more than 0")
            }
            configuration.timeout = timeout
        }
        return configuration
    }

    // MARK: Running

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> ExitCode {
        let target: Target
        let depth: Int?
        do {
            target = try self.target(arguments)
            depth = try self.depth(arguments)
        } catch {
            throw CommandFailure(usage: error.message)
        }
        let environment = ProcessInfo.processInfo.environment
        let secret = try token(arguments, environment: environment)
        let log = FetchLog(token: secret)
        do throws(CommandFailure) {
            let settings = try configuration(token: secret, environment: environment)
            let output = arguments.value("output")!
            let client = FigmaAPIClient(settings, log: { log.progress($0) })
            let frameRenders = arguments.value("renders") != "none"
            let fetch = DesignFetch(target: target, depth: depth, client: client, log: log, frameRenders: frameRenders)
            let libraries = try fetchOne(fetch, into: output, force: arguments.flag("force"))
            // `--with-libraries`: each library file beside it, as `<output>-library-<file key>` (replaced only if fetch wrote it).
            if arguments.flag("with-libraries") {
                for fileKey in libraries.keys.sorted() {
                    let library = DesignFetch(target: Target(fileKey: fileKey), depth: nil, client: client, log: log, frameRenders: frameRenders)
                    _ = try fetchOne(library, into: output + "-library-" + fileKey, force: false)
                }
            }
            return .success
        } catch {
            throw log.redacted(error)
        }
    }

    /// One design folder, all or nothing; returns the library files it found.
    private static func fetchOne(_ fetch: DesignFetch, into output: String, force: Bool) throws(CommandFailure) -> [String: [String]] {
        let destination = try Destination(path: output, force: force)
        let workspace = try destination.makeWorkspace()
        do throws(CommandFailure) {
            let (summary, libraries) = try fetch.run(into: workspace.path)
            try destination.commit(workspace)
            fetch.log.progress("fetched \(fetch.target.fileKey) → \(output): \(summary)")
            return libraries
        } catch {
            workspace.discard()
            throw error
        }
    }

    // MARK: Helpers

    /// Text from a server or an argument as a message shows it: one line, at most 80 characters.
    static func shown(_ text: String) -> String {
        let line = String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
        return line.count > 80 ? String(line.prefix(80)) + "…" : line
    }

    static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    static func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)\(count == 1 ? "" : "s")"
    }

    /// `812 bytes`, `14 KB`, `3.2 MB`.
    static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return plural(bytes, "byte") }
        if bytes < 1024 * 1024 { return "\(bytes / 1024) KB" }
        return String(format: "%.1f MB", Double(bytes) / 1048576)
    }

    /// A JSON string literal (for the files fetch writes itself: stable bytes on every platform).
    static func jsonString(_ text: String) -> String { JSONText.quoted(text) }
}
