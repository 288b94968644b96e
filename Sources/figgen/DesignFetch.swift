import Foundation
import FigmaModel
import Codegen
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One fetch: the requests in order, each answer written to the workspace as it arrives.
struct DesignFetch {
    var target: FetchCommand.Target
    var depth: Int?
    var client: FigmaAPIClient
    var log: FetchLog
    /// Whether to download Figma's PNG of each screen and component (`--renders screens`), for the layout report.
    var frameRenders = true

    var key: String { target.fileKey }

    /// Fetches everything into `folder`; returns the summary's details and the library files the design's remote
    /// components come from (file key → component names), when Figma says.
    func run(into folder: String) throws(CommandFailure) -> (summary: String, libraries: [String: [String]]) {
        let design = try fetchDesign(into: folder)
        let images = try fetchImages(usedBy: design.bytes, into: folder)
        let renders = try fetchRenders(of: design.file, into: folder)
        let frames = frameRenders ? try fetchFrames(of: design.file, into: folder) : 0
        let variables = try fetchVariables(into: folder)
        let libraries = try findLibraries(of: design.file, into: folder)
        try writeMarker(into: folder)
        var summary = "\(Input.designFileName) (\(FetchCommand.size(design.bytes.count))), \(FetchCommand.plural(images, "image")), \(FetchCommand.plural(renders, "render")), \(frames > 0 ? FetchCommand.plural(frames, "frame render") + ", " : "")\(variables ? FetchCommand.variablesFileName : "no variables")"
        if !libraries.isEmpty { summary += ", \(FetchCommand.plural(libraries.count, "library file"))" }
        return (summary, libraries)
    }

    // MARK: libraries.json

    /// The library files the design's remote components (and sets) come from: `GET /v1/components/:key` and
    /// `/v1/component_sets/:key` answer each published one's `file_key`. Listed on stderr and written as
    /// `libraries.json` (file key → component names, sorted). A 403 (the token lacks `library_content:read`) or a
    /// component Figma does not know (404) is a note, never a failure.
    private func findLibraries(of file: FigmaFile, into folder: String) throws(CommandFailure) -> [String: [String]] {
        var asked: [(path: String, name: String)] = []
        var sets = Set<String>()
        for (_, set) in file.componentSets.sorted(by: { $0.key < $1.key }) where set.remote && FetchCommand.isFileKey(set.key) && sets.insert(set.key).inserted {
            asked.append(("/v1/component_sets/\(set.key)", set.name))
        }
        var keys = Set<String>()
        for (_, component) in file.components.sorted(by: { $0.key < $1.key }) where component.remote && FetchCommand.isFileKey(component.key) {
            // A variant's set answers for it.
            if let setID = component.componentSetID, let set = file.componentSets[setID], set.remote { continue }
            if keys.insert(component.key).inserted { asked.append(("/v1/components/\(component.key)", component.name)) }
        }
        guard !asked.isEmpty else { return [:] }
        log.progress("finding the libraries of \(FetchCommand.plural(asked.count, "remote component"))")
        var libraries: [String: Set<String>] = [:]
        var unknown = 0
        for (path, name) in asked {
            let answer: Data
            do {
                answer = try client.get(path)
            } catch {
                if case .status(let status, _, _) = error, status == 403 {
                    log.note("listing libraries needs the library_content:read scope (HTTP 403); continuing without")
                    return [:]
                }
                if case .status(404, _, _) = error {
                    unknown += 1
                    continue
                }
                throw apiFailure(error, "GET \(path)")
            }
            guard let object = (try? JSONSerialization.jsonObject(with: answer)) as? [String: Any], let meta = object["meta"] as? [String: Any],
                  let fileKey = meta["file_key"] as? String, FetchCommand.isFileKey(fileKey) else {
                log.warning("GET \(path): an answer without a file key; skipped")
                continue
            }
            if fileKey != key { libraries[fileKey, default: []].insert(name) }
        }
        if unknown > 0 { log.note("\(FetchCommand.plural(unknown, "remote component")) not published in a library Figma knows (HTTP 404)") }
        let listed = libraries.mapValues { $0.sorted() }
        for (fileKey, names) in listed.sorted(by: { $0.key < $1.key }) {
            log.progress("library \(fileKey): \(names.prefix(5).map(FetchCommand.shown).joined(separator: ", "))\(names.count > 5 ? ", … (\(names.count))" : "")")
        }
        if !listed.isEmpty {
            var lines: [String] = []
            for (fileKey, names) in listed.sorted(by: { $0.key < $1.key }) {
                lines.append("    \(FetchCommand.jsonString(fileKey)): [" + names.map(FetchCommand.jsonString).joined(separator: ", ") + "]")
            }
            try write(Data(("{\n  \"libraries\": {\n" + lines.joined(separator: ",\n") + "\n  }\n}\n").utf8), to: folder, FetchCommand.librariesFileName)
        }
        return listed
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
        try DownloadPool.run(jobs, label: "downloading images", client: client, log: log) { (job: Download, bytes: Data) throws(CommandFailure) in
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
        let (jobs, unrendered) = try renderDownloads(of: ids, format: [("format", "svg")], fileExtension: "svg")
        // One line, not one per layer: a file with hundreds of hidden vectors would flood the terminal.
        if !unrendered.isEmpty {
            let listed = unrendered.prefix(5).joined(separator: ", ") + (unrendered.count > 5 ? ", …" : "")
            log.warning("\(FetchCommand.plural(unrendered.count, "layer")) skipped: Figma could not render \(unrendered.count == 1 ? "it" : "them") as SVG (\(listed)); generate shows \(unrendered.count == 1 ? "it" : "them") as a placeholder")
        }
        guard !jobs.isEmpty else { return 0 }
        let rendersFolder = try makeFolder(folder, AssetFolder.rendersFolder)
        let written = WrittenRenders()
        let log = self.log
        try DownloadPool.run(jobs, label: "downloading renders", client: client, log: log) { (job: Download, bytes: Data) throws(CommandFailure) in
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

    // MARK: frames/

    /// The screens and components whose PNG the layout report draws under the layers: each page's top-level frames
    /// (and those in its sections), every component and variant, and the roots of a /nodes answer; visible ones, in
    /// the file's order.
    static func frameNodes(of file: FigmaFile) -> [String] {
        var ids: [String] = []
        var seen: Set<String> = []
        func add(_ index: Int) {
            let node = file.nodes[index]
            guard node.visible, FetchCommand.normalizedNodeID(node.id) == node.id, seen.insert(node.id).inserted else { return }
            ids.append(node.id)
        }
        let roots = Set(file.roots.map(\.node))
        for index in file.nodes.indices {
            let node = file.nodes[index]
            if node.type == .component || (roots.contains(index) && node.type != .canvas && node.type != .document) {
                add(index)
                continue
            }
            // A top-level frame: its parent is a page, or a section on a page.
            guard node.type == .frame, let parent = node.parent else { continue }
            let parentNode = file.nodes[parent]
            if parentNode.type == .canvas || (parentNode.type == .section && parentNode.parent.map { file.nodes[$0].type == .canvas } == true) { add(index) }
        }
        return ids
    }

    /// Downloads Figma's PNG of each screen and component at 2× (`GET /v1/images/:key?ids=…&format=png&scale=2`, in
    /// batches) to `frames/<node id>.png`, with `frames/index.json` mapping each node id to its file; returns how many.
    /// Asks Figma to render `ids` (`GET /v1/images/:key` in batches, with `format`'s query items): a download for each
    /// layer it rendered, each named after its id with `fileExtension`, and the ids it could not render.
    private func renderDownloads(of ids: [String], format: [(String, String)], fileExtension: String) throws(CommandFailure)
        -> (jobs: [Download], unrendered: [String]) {
        var jobs: [Download] = []
        var names = RenderNames()
        var unrendered: [String] = []
        for start in stride(from: 0, to: ids.count, by: FetchCommand.renderBatchSize) {
            let batch = Array(ids[start..<min(start + FetchCommand.renderBatchSize, ids.count)])
            let request = "GET /v1/images/\(key)"
            let answer: Data
            do {
                answer = try client.get("/v1/images/\(key)", query: [("ids", batch.joined(separator: ","))] + format)
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
                jobs.append(Download(name: id, url: url, fileName: names.claim(id, fileExtension: fileExtension)))
            }
        }
        return (jobs, unrendered)
    }

    private func fetchFrames(of file: FigmaFile, into folder: String) throws(CommandFailure) -> Int {
        let ids = Self.frameNodes(of: file)
        guard !ids.isEmpty else { return 0 }
        log.progress("rendering \(ids.count) screen\(ids.count == 1 ? "" : "s") and component\(ids.count == 1 ? "" : "s") as PNG at 2× for the layout report")
        let (jobs, unrendered) = try renderDownloads(of: ids, format: [("format", "png"), ("scale", "2")], fileExtension: "png")
        if !unrendered.isEmpty {
            let listed = unrendered.prefix(5).joined(separator: ", ") + (unrendered.count > 5 ? ", …" : "")
            log.warning("\(FetchCommand.plural(unrendered.count, "frame")) not rendered as PNG (\(listed)): the layout report draws Figma's boxes for \(unrendered.count == 1 ? "it" : "them")")
        }
        guard !jobs.isEmpty else { return 0 }
        let framesFolder = try makeFolder(folder, AssetFolder.framesFolder)
        let written = WrittenRenders()
        let log = self.log
        try DownloadPool.run(jobs, label: "downloading frame renders", client: client, log: log) { (job: Download, bytes: Data) throws(CommandFailure) in
            guard LayoutReportHTML.isPNG([UInt8](bytes.prefix(8))) else {
                log.warning("the render of frame \(job.name) is not a PNG file; skipped")
                return
            }
            try FileSystem.writeNew((framesFolder as NSString).appendingPathComponent(job.fileName), bytes)
            written.add(id: job.name, fileName: job.fileName)
        } describe: { job in "render of frame \(job.name)" }
        let index = written.sorted
        let json = index.isEmpty ? "{}\n" : "{\n" + index.map { "  \(FetchCommand.jsonString($0.id)): \(FetchCommand.jsonString($0.fileName))" }.joined(separator: ",\n") + "\n}\n"
        try FileSystem.writeNew((framesFolder as NSString).appendingPathComponent(AssetFolder.renderIndex), Data(json.utf8))
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

    mutating func claim(_ id: String, fileExtension: String = "svg") -> String {
        var stem = String(String.UnicodeScalarView(id.unicodeScalars.map { $0.isASCII && FetchCommand.isASCIIAlphanumeric(UInt8($0.value)) ? $0 : "-" }))
        if stem.count > 150 { stem = String(stem.prefix(150)) }
        var name = stem + "." + fileExtension
        var counter = 2
        while taken.contains(name) {
            name = "\(stem)-\(counter).\(fileExtension)"
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

