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
    /// What a folder `fetch` wrote may hold (and `.DS_Store`, which Finder adds).
    static let ownEntries: Set<String> = [markerFileName, Input.designFileName, variablesFileName, AssetFolder.imagesFolder, AssetFolder.rendersFolder, ".DS_Store"]
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
        (1...128).contains(text.utf8.count) && text.utf8.allSatisfy { isASCIIAlphanumeric($0) }
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
            let destination = try Destination(path: output, force: arguments.flag("force"))
            let client = FigmaAPIClient(settings, log: { log.progress($0) })
            let fetch = Fetch(target: target, depth: depth, client: client, log: log)
            let workspace = try destination.makeWorkspace()
            do throws(CommandFailure) {
                let summary = try fetch.run(into: workspace.path)
                try destination.commit(workspace)
                log.progress("fetched \(target.fileKey) → \(output): \(summary)")
                return .success
            } catch {
                workspace.discard()
                throw error
            }
        } catch {
            throw log.redacted(error)
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

    /// The values of every `"imageRef"` and `"gifRef"` in the export's bytes: the image fills it uses,
    /// wherever they sit (fills, strokes, backgrounds, text style overrides, override tables). Read from the
    /// bytes rather than the model so that no place a paint can hide is missed; the result only filters the
    /// images endpoint's list, so a stray match costs nothing.
    static func imageReferences(in json: Data) -> Set<String> {
        var references: Set<String> = []
        let keys = [Array("\"imageRef\"".utf8), Array("\"gifRef\"".utf8)]
        json.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let bytes = buffer.bindMemory(to: UInt8.self)
            let count = bytes.count
            var index = 0
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
            while index < count {
                guard bytes[index] == UInt8(ascii: "\"") else { index += 1; continue }
                guard let key = keys.first(where: { key in index + key.count <= count && key.indices.allSatisfy { bytes[index + $0] == key[$0] } }) else {
                    index += 1
                    continue
                }
                var cursor = index + key.count
                while cursor < count, isSpace(bytes[cursor]) { cursor += 1 }
                guard cursor < count, bytes[cursor] == UInt8(ascii: ":") else { index += 1; continue }
                cursor += 1
                while cursor < count, isSpace(bytes[cursor]) { cursor += 1 }
                guard cursor < count, bytes[cursor] == UInt8(ascii: "\"") else { index = cursor; continue }
                cursor += 1
                let start = cursor
                while cursor < count, bytes[cursor] != UInt8(ascii: "\""), bytes[cursor] != UInt8(ascii: "\\"), cursor - start <= 256 { cursor += 1 }
                if cursor < count, bytes[cursor] == UInt8(ascii: "\"") {
                    references.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self))
                }
                index = cursor
            }
        }
        return references
    }
}

// MARK: - The requests

/// One fetch: the requests in order, each answer written to the workspace as it arrives.
private struct Fetch {
    var target: FetchCommand.Target
    var depth: Int?
    var client: FigmaAPIClient
    var log: FetchLog

    var key: String { target.fileKey }

    /// Fetches everything into `folder`; returns the summary's details.
    func run(into folder: String) throws(CommandFailure) -> String {
        let design = try fetchDesign(into: folder)
        let images = try fetchImages(usedBy: design.bytes, into: folder)
        let renders = try fetchRenders(of: design.file, into: folder)
        let variables = try fetchVariables(into: folder)
        try writeMarker(into: folder)
        return "\(Input.designFileName) (\(FetchCommand.size(design.bytes.count))), \(FetchCommand.plural(images, "image")), \(FetchCommand.plural(renders, "render")), \(variables ? FetchCommand.variablesFileName : "no variables")"
    }

    // MARK: design.json

    private func fetchDesign(into folder: String) throws(CommandFailure) -> (bytes: Data, file: FigmaFile) {
        var query: [(name: String, value: String)] = []
        let path: String
        if target.nodeIDs.isEmpty {
            path = "/v1/files/\(key)"
            log.progress("fetching design \(key)")
        } else {
            path = "/v1/files/\(key)/nodes"
            query.append(("ids", target.nodeIDs.joined(separator: ",")))
            log.progress("fetching design \(key), nodes \(target.nodeIDs.joined(separator: ", "))")
        }
        query.append(("geometry", "paths"))
        if let depth { query.append(("depth", String(depth))) }
        let bytes: Data
        do {
            bytes = try client.get(path, query: query)
        } catch {
            throw designFailure(error)
        }
        // Validated with figgen's own reader: what generate would say about it, said now.
        let file = try Input(displayName: Input.designFileName, bytes: bytes).decode()
        let missing = target.nodeIDs.filter { file.index(ofID: $0) == nil }
        if !missing.isEmpty {
            throw CommandFailure(message: "file \(key) has no node \(missing.joined(separator: ", ")) (Figma answered null)")
        }
        try write(bytes, to: folder, Input.designFileName)
        log.progress("\(Input.designFileName): \(FetchCommand.size(bytes.count)), \(FetchCommand.plural(file.nodes.count, "node"))")
        return (bytes, file)
    }

    private func designFailure(_ failure: FigmaAPIClient.Failure) -> CommandFailure {
        switch failure {
        case .status(401, let message, _):
            return CommandFailure(message: "bad or expired token (HTTP 401\(detail(message))); check FIGMA_TOKEN or --token-file")
        case .status(403, let message, _):
            return CommandFailure(message: "no access to file \(key) (HTTP 403\(detail(message))): the token's account cannot open it, the token lacks the file_content:read scope, or the token is invalid")
        case .status(404, let message, _):
            return CommandFailure(message: "no such file \(key) (HTTP 404\(detail(message))); check the key or URL")
        case .status(400, let message, _):
            return CommandFailure(message: "Figma refused the request for file \(key) (HTTP 400\(detail(message))); a very large file may need --nodes or --depth")
        default:
            return apiFailure(failure, "GET /v1/files/\(key)")
        }
    }

    private func apiFailure(_ failure: FigmaAPIClient.Failure, _ request: String) -> CommandFailure {
        switch failure {
        case .status(429, let message, let retryAfter):
            let wait = retryAfter.map { "; Figma asks to wait \(FigmaAPIClient.seconds($0)) s" } ?? ""
            return CommandFailure(message: "\(request): still rate limited after \(FigmaAPIClient.rateLimitRetries) retries (HTTP 429\(detail(message))\(wait)); try again later")
        case .status(let status, let message, _):
            return CommandFailure(message: "\(request): HTTP \(status)\(detail(message))")
        case .transport(let reason):
            return CommandFailure(message: "\(request): \(reason)")
        }
    }

    private func detail(_ message: String?) -> String {
        message.map { ": " + FetchCommand.shown($0) } ?? ""
    }

    // MARK: images/

    /// Downloads the image fills the design uses to `images/<imageRef>.<ext>`; returns how many.
    private func fetchImages(usedBy design: Data, into folder: String) throws(CommandFailure) -> Int {
        let used = FetchCommand.imageReferences(in: design)
        guard !used.isEmpty else { return 0 }
        log.progress("listing image fills")
        let request = "GET /v1/files/\(key)/images"
        let answer: Data
        do {
            answer = try client.get("/v1/files/\(key)/images")
        } catch {
            throw apiFailure(error, request)
        }
        guard let object = (try? JSONSerialization.jsonObject(with: answer)) as? [String: Any],
              let meta = object["meta"] as? [String: Any], let images = meta["images"] as? [String: Any] else {
            throw CommandFailure(message: "\(request): unexpected answer (no meta.images object)")
        }
        var jobs: [Download] = []
        var unused = 0
        for (reference, value) in images.sorted(by: { $0.key < $1.key }) {
            guard DesignAssets.isSafeReference(reference) else {
                log.warning("image fill '\(FetchCommand.shown(reference))' skipped: an image reference is 1 to 128 letters and digits")
                continue
            }
            guard used.contains(reference) else {
                unused += 1
                continue
            }
            guard let text = value as? String, let url = Self.downloadURL(text) else {
                log.warning("image fill \(reference) skipped: Figma gave no download URL for it")
                continue
            }
            jobs.append(Download(name: reference, url: url))
        }
        let listed = Set(images.keys)
        let unlisted = used.filter { DesignAssets.isSafeReference($0) && !listed.contains($0) }.sorted()
        if !unlisted.isEmpty {
            log.warning("\(FetchCommand.plural(unlisted.count, "image fill")) the design uses \(unlisted.count == 1 ? "is" : "are") not in Figma's list of the file's images: \(unlisted.prefix(5).joined(separator: ", "))\(unlisted.count > 5 ? ", …" : "")")
        }
        if unused > 0 {
            log.note("\(FetchCommand.plural(unused, "image fill")) of the file \(unused == 1 ? "is" : "are") not used by the fetched design; not downloaded")
        }
        guard !jobs.isEmpty else { return 0 }
        let imagesFolder = try makeFolder(folder, AssetFolder.imagesFolder)
        let log = self.log
        try Downloads.run(jobs, label: "downloading images", client: client, log: log) { (job: Download, bytes: Data) throws(CommandFailure) in
            let fileExtension: String
            if let format = ImageFormat(sniffing: [UInt8](bytes.prefix(1024))) {
                fileExtension = format.fileExtension
            } else {
                fileExtension = "bin"
                log.note("image fill \(job.name) is not a PNG, JPEG, GIF, WebP, HEIC, SVG or PDF file; saved as \(job.name).bin")
            }
            try FileSystem.writeNew((imagesFolder as NSString).appendingPathComponent("\(job.name).\(fileExtension)"), bytes)
        } describe: { job in "image fill \(job.name)" }
        return jobs.count
    }

    /// A URL from an answer, if it is one figgen will download: http(s) only (never `file:`).
    static func downloadURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http", url.host?.isEmpty == false else { return nil }
        return url
    }

    // MARK: renders/

    /// Renders vector layers without geometry as SVG to `renders/`, with `renders/index.json` mapping each
    /// node id to its file; returns how many.
    private func fetchRenders(of file: FigmaFile, into folder: String) throws(CommandFailure) -> Int {
        var ids: [String] = []
        var seen: Set<String> = []
        for node in file.nodes where DesignAssets.needsRender(node) {
            guard seen.insert(node.id).inserted else { continue }
            guard FetchCommand.normalizedNodeID(node.id) == node.id else {
                log.warning("layer '\(FetchCommand.shown(node.name))' skipped for rendering: its id '\(FetchCommand.shown(node.id))' is not a node id")
                continue
            }
            ids.append(node.id)
        }
        guard !ids.isEmpty else { return 0 }
        log.progress("rendering \(FetchCommand.plural(ids.count, "vector layer")) without geometry as SVG")
        var jobs: [Download] = []
        var names = RenderNames()
        var unrendered: [String] = []
        for start in stride(from: 0, to: ids.count, by: FetchCommand.renderBatchSize) {
            let batch = Array(ids[start..<min(start + FetchCommand.renderBatchSize, ids.count)])
            let request = "GET /v1/images/\(key)"
            let answer: Data
            do {
                answer = try client.get("/v1/images/\(key)", query: [("ids", batch.joined(separator: ",")), ("format", "svg")])
            } catch {
                throw apiFailure(error, request)
            }
            guard let object = (try? JSONSerialization.jsonObject(with: answer)) as? [String: Any],
                  let images = object["images"] as? [String: Any] else {
                throw CommandFailure(message: "\(request): unexpected answer (no images object)")
            }
            if let err = object["err"] as? String, !err.isEmpty {
                log.warning("Figma reported a problem rendering: \(FetchCommand.shown(err))")
            }
            for id in batch {
                guard let text = images[id] as? String, let url = Self.downloadURL(text) else {
                    unrendered.append(id)
                    continue
                }
                jobs.append(Download(name: id, url: url, fileName: names.claim(id)))
            }
        }
        // One line, not one per layer: a file with hundreds of hidden vectors would flood the terminal.
        if !unrendered.isEmpty {
            let listed = unrendered.prefix(5).joined(separator: ", ") + (unrendered.count > 5 ? ", …" : "")
            log.warning("\(FetchCommand.plural(unrendered.count, "layer")) skipped: Figma could not render \(unrendered.count == 1 ? "it" : "them") as SVG (\(listed)); generate shows \(unrendered.count == 1 ? "it" : "them") as a placeholder")
        }
        guard !jobs.isEmpty else { return 0 }
        let rendersFolder = try makeFolder(folder, AssetFolder.rendersFolder)
        let written = WrittenRenders()
        let log = self.log
        try Downloads.run(jobs, label: "downloading renders", client: client, log: log) { (job: Download, bytes: Data) throws(CommandFailure) in
            guard ImageFormat(sniffing: [UInt8](bytes.prefix(1024))) == .svg else {
                log.warning("the render of node \(job.name) is not an SVG file; skipped")
                return
            }
            try FileSystem.writeNew((rendersFolder as NSString).appendingPathComponent(job.fileName), bytes)
            written.add(id: job.name, fileName: job.fileName)
        } describe: { job in "render of node \(job.name)" }
        let index = written.sorted
        let json = index.isEmpty ? "{}\n" : "{\n" + index.map { "  \(FetchCommand.jsonString($0.id)): \(FetchCommand.jsonString($0.fileName))" }.joined(separator: ",\n") + "\n}\n"
        try FileSystem.writeNew((rendersFolder as NSString).appendingPathComponent(AssetFolder.renderIndex), Data(json.utf8))
        return index.count
    }

    // MARK: variables.json

    /// Saves the local variables; false when the plan or token has no access (a note, not a failure).
    private func fetchVariables(into folder: String) throws(CommandFailure) -> Bool {
        log.progress("fetching variables")
        let answer: Data
        do {
            answer = try client.get("/v1/files/\(key)/variables/local")
        } catch {
            if case .status(let status, _, _) = error, status == 403 || status == 404 {
                log.note("variables need an Enterprise plan / file_variables:read scope (HTTP \(status)); continuing without")
                return false
            }
            throw apiFailure(error, "GET /v1/files/\(key)/variables/local")
        }
        // generate reads variables.json beside design.json: one it cannot read would fail every run.
        do {
            _ = try Input(displayName: FetchCommand.variablesFileName, bytes: answer).decodeVariables()
        } catch {
            log.warning("\(error.line.replacingOccurrences(of: ": error: ", with: ": ")); not saved, so generate does not trip over it")
            return false
        }
        try write(answer, to: folder, FetchCommand.variablesFileName)
        return true
    }

    // MARK: Files

    /// The marker: what was fetched (never the token, never a time, so a re-fetch of an unchanged file
    /// gives the same bytes).
    private func writeMarker(into folder: String) throws(CommandFailure) {
        var fields = ["  \"fileKey\": \(FetchCommand.jsonString(key))"]
        if !target.nodeIDs.isEmpty {
            fields.append("  \"nodes\": [" + target.nodeIDs.map(FetchCommand.jsonString).joined(separator: ", ") + "]")
        }
        if let depth { fields.append("  \"depth\": \(depth)") }
        fields.append("  \"writtenBy\": \(FetchCommand.jsonString("figgen fetch \(CommandHelp.version)"))")
        try write(Data(("{\n" + fields.joined(separator: ",\n") + "\n}\n").utf8), to: folder, FetchCommand.markerFileName)
    }

    private func write(_ data: Data, to folder: String, _ name: String) throws(CommandFailure) {
        try FileSystem.writeNew((folder as NSString).appendingPathComponent(name), data)
    }

    private func makeFolder(_ folder: String, _ name: String) throws(CommandFailure) -> String {
        let path = (folder as NSString).appendingPathComponent(name)
        guard mkdir(path, 0o755) == 0 else {
            throw CommandFailure(message: "\(path): cannot create folder: \(FileSystem.lastError())")
        }
        return path
    }
}

/// Render file names: the node id with every character outside `[A-Za-z0-9]` as `-` (`I1:2;3:4` →
/// `I1-2-3-4.svg`), unique, and short enough for any file system.
private struct RenderNames {
    private var taken: Set<String> = []

    mutating func claim(_ id: String) -> String {
        var stem = String(String.UnicodeScalarView(id.unicodeScalars.map { $0.isASCII && FetchCommand.isASCIIAlphanumeric(UInt8($0.value)) ? $0 : "-" }))
        if stem.count > 150 { stem = String(stem.prefix(150)) }
        var name = stem + ".svg"
        var counter = 2
        while taken.contains(name) {
            name = "\(stem)-\(counter).svg"
            counter += 1
        }
        taken.insert(name)
        return name
    }
}

private final class WrittenRenders: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(id: String, fileName: String)] = []

    func add(id: String, fileName: String) {
        lock.lock()
        entries.append((id, fileName))
        lock.unlock()
    }

    var sorted: [(id: String, fileName: String)] {
        lock.lock()
        defer { lock.unlock() }
        return entries.sorted { $0.id < $1.id }
    }
}

// MARK: - Downloads

private struct Download: Sendable {
    /// The image reference or node id.
    var name: String
    var url: URL
    var fileName = ""
}

/// Runs downloads a few at a time; the first failure stops the rest (those under way finish) and is thrown.
/// Progress is a line every ten files (every tenth of a long list) and one at the end.
private enum Downloads {
    static func run(_ jobs: [Download], label: String, client: FigmaAPIClient, log: FetchLog,
                    save: @escaping @Sendable (Download, Data) throws(CommandFailure) -> Void,
                    describe: @escaping @Sendable (Download) -> String) throws(CommandFailure) {
        let state = DownloadState(total: jobs.count)
        // Every 10 files, or every tenth of the total rounded up to tens: about ten lines at most.
        let step = max(10, (jobs.count / 10 + 9) / 10 * 10)
        let group = DispatchGroup()
        for _ in 0..<min(FetchCommand.parallelDownloads, jobs.count) {
            group.enter()
            DispatchQueue.global().async {
                defer { group.leave() }
                while let index = state.next() {
                    let job = jobs[index]
                    do throws(CommandFailure) {
                        let bytes: Data
                        do throws(FigmaAPIClient.Failure) {
                            bytes = try client.download(job.url)
                        } catch {
                            throw CommandFailure(message: "downloading the \(describe(job)) failed: \(Self.reason(error))")
                        }
                        try save(job, bytes)
                    } catch {
                        state.fail(error)
                        return
                    }
                    if let done = state.finished(), done % step == 0 || done == jobs.count {
                        log.progress("\(label): \(done)/\(jobs.count)")
                    }
                }
            }
        }
        group.wait()
        if let failure = state.failure { throw failure }
    }

    static func reason(_ failure: FigmaAPIClient.Failure) -> String {
        switch failure {
        case .status(let status, _, _): "HTTP \(status)"
        case .transport(let reason): reason
        }
    }
}

private final class DownloadState: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private var nextIndex = 0
    private var done = 0
    private var firstFailure: CommandFailure?

    init(total: Int) { self.total = total }

    /// The next job to start, or nil when all have started or one failed.
    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard firstFailure == nil, nextIndex < total else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    /// Counts a finished job; nil after a failure (no more progress lines).
    func finished() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        return firstFailure == nil ? done : nil
    }

    func fail(_ failure: CommandFailure) {
        lock.lock()
        defer { lock.unlock() }
        if firstFailure == nil { firstFailure = failure }
    }

    var failure: CommandFailure? {
        lock.lock()
        defer { lock.unlock() }
        return firstFailure
    }
}

// MARK: - Messages

/// stderr lines of a fetch. Every line passes through `redacted`: the token never reaches the terminal,
/// even if a server were to echo it.
final class FetchLog: Sendable {
    private let token: String
    private let lock = NSLock()

    init(token: String) { self.token = token }

    func progress(_ line: String) { emit("figgen: " + line) }
    func warning(_ line: String) { emit("warning: " + line) }
    func note(_ line: String) { emit("note: " + line) }

    func redacted(_ text: String) -> String {
        token.isEmpty ? text : text.replacingOccurrences(of: token, with: "<token>")
    }

    func redacted(_ failure: CommandFailure) -> CommandFailure {
        var failure = failure
        failure.line = redacted(failure.line)
        return failure
    }

    private func emit(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        Console.error(redacted(line))
    }
}

// MARK: - The destination folder

/// The folder `-o` names, and the temporary folder beside it that becomes it.
private struct Destination {
    enum State {
        case missing
        /// An empty folder (usable with `--force`).
        case empty
        /// A folder a fetch wrote: replaced.
        case fetched
        /// Anything else, with why it is not replaced.
        case foreign(String)
    }

    /// As given, for messages.
    let shownPath: String
    let path: String
    let parent: String

    /// Checks the destination before any request: a refusal costs no API quota.
    init(path shownPath: String, force: Bool) throws(CommandFailure) {
        self.shownPath = shownPath
        var absolute = URL(fileURLWithPath: shownPath).standardizedFileURL.path
        while absolute.count > 1, absolute.hasSuffix("/") { absolute.removeLast() }
        path = absolute
        parent = (absolute as NSString).deletingLastPathComponent
        try Self.check(Self.state(of: path), shownPath: shownPath, force: force)
        self.force = force
    }

    private let force: Bool

    static func state(of path: String) -> State {
        switch FileSystem.kind(path) {
        case .missing:
            return .missing
        case .symlink:
            return .foreign("is a symbolic link (give the folder's real path)")
        case .file, .other:
            return .foreign("exists and is not a folder")
        case .directory:
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                return .foreign("cannot be read")
            }
            if entries.isEmpty { return .empty }
            let marker = (path as NSString).appendingPathComponent(FetchCommand.markerFileName)
            guard FileSystem.kind(marker) == .file else {
                return .foreign("exists and was not written by figgen fetch (no \(FetchCommand.markerFileName) in it)")
            }
            let others = entries.filter { !FetchCommand.ownEntries.contains($0) }.sorted()
            guard others.isEmpty else {
                let list = others.prefix(3).map { FetchCommand.shown($0) }.joined(separator: ", ") + (others.count > 3 ? ", …" : "")
                return .foreign("was written by figgen fetch but now also holds \(list); fetch replaces the whole folder, so move \(others.count == 1 ? "it" : "them") away first")
            }
            return .fetched
        }
    }

    static func check(_ state: State, shownPath: String, force: Bool) throws(CommandFailure) {
        switch state {
        case .missing, .fetched:
            return
        case .empty:
            guard force else {
                throw CommandFailure(message: "\(shownPath) exists (an empty folder figgen fetch did not write); pass --force to fetch into it")
            }
        case .foreign(let reason):
            throw CommandFailure(message: "refusing to replace \(shownPath): it \(reason). figgen fetch replaces only a folder it wrote, or with --force an empty one; choose another folder")
        }
    }

    /// Creates the temporary folder beside the destination (and the destination's missing parents).
    func makeWorkspace() throws(CommandFailure) -> Workspace {
        var createdParents: [String] = []
        var missing: [String] = []
        var folder = parent
        while FileSystem.kind(folder) == .missing, folder != "/" {
            missing.append(folder)
            folder = (folder as NSString).deletingLastPathComponent
        }
        for folder in missing.reversed() {
            guard mkdir(folder, 0o755) == 0 else {
                for created in createdParents.reversed() { _ = rmdir(created) }
                throw CommandFailure(message: "\(folder): cannot create folder: \(FileSystem.lastError())")
            }
            createdParents.append(folder)
        }
        guard FileSystem.isDirectory(parent) else {
            throw CommandFailure(message: "\(parent): not a folder")
        }
        let temporary: String
        do {
            temporary = try Self.makeTemporaryFolder(in: parent)
        } catch {
            for created in createdParents.reversed() { _ = rmdir(created) }
            throw error
        }
        let workspace = Workspace(path: temporary, createdParents: createdParents)
        SignalCleanup.shared.track(workspace)
        return workspace
    }

    /// `mkdtemp` beside the destination, then given the permissions a plain `mkdir` would (umask applied).
    static func makeTemporaryFolder(in parent: String) throws(CommandFailure) -> String {
        var template = Array(((parent as NSString).appendingPathComponent(FetchCommand.temporaryPrefix + "XXXXXX")).utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!) != nil }
        guard created else {
            throw CommandFailure(message: "\(parent): cannot create a temporary folder: \(FileSystem.lastError())")
        }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let mask = umask(0o022)
        umask(mask)
        _ = chmod(path, 0o777 & ~mask)
        return path
    }

    /// Puts the workspace in place of the destination: a rename when there is none (or it is an empty
    /// folder, with --force); when it is a previous fetch, that folder is renamed away first, the new one
    /// renamed in, and the old one deleted. Signals wait until this is done.
    func commit(_ workspace: Workspace) throws(CommandFailure) {
        try SignalCleanup.shared.whileCommitting { () throws(CommandFailure) in
            // Checked again: the folder may have changed during the download.
            let state = Self.state(of: path)
            try Self.check(state, shownPath: shownPath, force: force)
            switch state {
            case .missing, .empty:
                guard rename(workspace.path, path) == 0 else {
                    throw CommandFailure(message: "\(shownPath): cannot move the fetched folder into place: \(FileSystem.lastError())")
                }
            case .fetched:
                let old = try Self.makeTemporaryFolder(in: parent)
                guard rename(path, old) == 0 else {
                    let reason = FileSystem.lastError()
                    _ = rmdir(old)
                    throw CommandFailure(message: "\(shownPath): cannot move the previous fetch aside: \(reason)")
                }
                guard rename(workspace.path, path) == 0 else {
                    let reason = FileSystem.lastError()
                    _ = rename(old, path)
                    throw CommandFailure(message: "\(shownPath): cannot move the fetched folder into place: \(reason)")
                }
                do {
                    try FileManager.default.removeItem(atPath: old)
                } catch {
                    Console.error("warning: the previous fetch, moved aside to \(old), could not be removed: \(error.localizedDescription)")
                }
            case .foreign:
                return  // check threw
            }
            workspace.committed()
        }
    }
}

/// The temporary folder a fetch writes into; removed unless it became the destination.
final class Workspace: @unchecked Sendable {
    let path: String
    private let createdParents: [String]
    private let lock = NSLock()
    private var isDone = false

    init(path: String, createdParents: [String]) {
        self.path = path
        self.createdParents = createdParents
    }

    /// After a failure (or a signal): removes the temporary folder and the parents this run created.
    func discard() {
        lock.lock()
        defer { lock.unlock() }
        guard !isDone else { return }
        isDone = true
        try? FileManager.default.removeItem(atPath: path)
        for folder in createdParents.reversed() { _ = rmdir(folder) }
    }

    func committed() {
        lock.lock()
        isDone = true
        lock.unlock()
    }
}

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP during a fetch remove its temporary folder before figgen exits;
/// a signal during the final renames waits until they are done.
final class SignalCleanup: @unchecked Sendable {
    static let shared = SignalCleanup()

    private let lock = NSLock()
    private var workspaces: [Workspace] = []
    private var sources: [DispatchSourceSignal] = []

    func track(_ workspace: Workspace) {
        lock.lock()
        defer { lock.unlock() }
        workspaces.append(workspace)
        guard sources.isEmpty else { return }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [self] in
                lock.lock()
                for workspace in workspaces { workspace.discard() }
                exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }

    func whileCommitting(_ body: () throws(CommandFailure) -> Void) throws(CommandFailure) {
        lock.lock()
        defer { lock.unlock() }
        try body()
    }
}
