import Foundation
import Testing
@testable import figgen

/// `figgen fetch` through the built binary, against `LocalHTTPServer` standing in for api.figma.com and the
/// image host. Nothing here touches the network.
@Suite("Fetch")
struct FetchTests {
    typealias E2E = EndToEndTests

    static let key = "AbC123xyz"
    static let token = "secret-token"

    /// A real 1×1 PNG.
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!
    /// The start of a JPEG (SOI, APP0 JFIF).
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xFF, 0xD9])
    static let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="M0 0L10 10"/></svg>"#.utf8)

    /// A page with two image fills (`a1b2c3`, `d4e5f6`), a vector without geometry (`1:4`), one with geometry
    /// (`1:5`, not rendered), an instance's vector without geometry (`I1:6;2:7`), and an ellipse without
    /// geometry (`1:8`, not rendered: generate draws ellipses itself).
    static func design(extraImageRefs: [String] = []) -> String {
        let extra = extraImageRefs.enumerated().map { index, reference in
            #"{"id": "1:\#(20 + index)", "name": "Extra", "type": "RECTANGLE", "absoluteBoundingBox": \#(FigmaJSON.box(width: 10, height: 10)), "fills": [{"type": "IMAGE", "scaleMode": "FILL", "imageRef": "\#(reference)"}]}"#
        }
        return FigmaJSON.file([
            #"{"id": "1:2", "name": "Hero", "type": "RECTANGLE", "absoluteBoundingBox": \#(FigmaJSON.box(width: 100, height: 50)), "fills": [{"type": "IMAGE", "scaleMode": "FILL", "imageRef": "a1b2c3"}]}"#,
            #"{"id": "1:3", "name": "Avatar", "type": "RECTANGLE", "absoluteBoundingBox": \#(FigmaJSON.box(width: 40, height: 40)), "strokes": [], "fills": [{"type": "IMAGE", "scaleMode": "FIT", "imageRef": "d4e5f6"}]}"#,
            #"{"id": "1:4", "name": "Icon", "type": "VECTOR", "absoluteBoundingBox": \#(FigmaJSON.box(width: 24, height: 24)), "fills": \#(FigmaJSON.solid(0, 0, 0))}"#,
            #"{"id": "1:5", "name": "Line", "type": "VECTOR", "absoluteBoundingBox": \#(FigmaJSON.box(width: 24, height: 24)), "fills": \#(FigmaJSON.solid(0, 0, 0)), "fillGeometry": [{"path": "M0 0L24 24Z", "windingRule": "NONZERO"}]}"#,
            #"{"id": "1:6", "name": "Badge", "type": "FRAME", "absoluteBoundingBox": \#(FigmaJSON.box(width: 24, height: 24)), "children": [{"id": "I1:6;2:7", "name": "Star", "type": "STAR", "absoluteBoundingBox": \#(FigmaJSON.box(width: 24, height: 24))}]}"#,
            #"{"id": "1:8", "name": "Dot", "type": "ELLIPSE", "absoluteBoundingBox": \#(FigmaJSON.box(width: 8, height: 8)), "fills": \#(FigmaJSON.solid(1, 0, 0))}"#,
        ] + extra)
    }

    /// The `/nodes` answer for `ids`: each node a small frame.
    static func nodesAnswer(_ ids: [String]) -> String {
        let entries = ids.map { id in
            #""\#(id)": {"document": {"id": "\#(id)", "name": "Card \#(id)", "type": "FRAME", "absoluteBoundingBox": \#(FigmaJSON.box(width: 10, height: 10)), "children": []}, "components": {}, "componentSets": {}, "styles": {}}"#
        }
        return #"{"name": "Test", "lastModified": "2025-01-01T00:00:00Z", "version": "1", "nodes": {\#(entries.joined(separator: ", "))}}"#
    }

    // MARK: - Harness

    /// A server and a temporary folder; the fetch writes `<root>/design`.
    struct Harness {
        let server: LocalHTTPServer
        let root: URL
        var destination: URL { root.appendingPathComponent("design") }

        /// Serves a complete, successful file: design, image list, two images, renders, variables.
        func serveFile(design: String = FetchTests.design(), extraImages: [String: String?] = [:]) {
            let base = server.baseURL
            server.route("/v1/files/\(key)", .json(design))
            var images: [String: String?] = ["a1b2c3": "\(base)/img/a1b2c3", "d4e5f6": "\(base)/img/d4e5f6", "0unused0": "\(base)/img/unused"]
            images.merge(extraImages) { $1 }
            let list = images.sorted { $0.key < $1.key }.map { "\(FetchCommand.jsonString($0.key)): \($0.value.map(FetchCommand.jsonString) ?? "null")" }
            server.route("/v1/files/\(key)/images", .json(#"{"error": false, "status": 200, "meta": {"images": {\#(list.joined(separator: ", "))}}}"#))
            server.route("/img/a1b2c3", .bytes(FetchTests.png, contentType: "image/png"))
            server.route("/img/d4e5f6", .bytes(FetchTests.jpeg, contentType: "image/jpeg"))
            server.route("/img/unused", .bytes(FetchTests.png, contentType: "image/png"))
            server.route("/v1/images/\(key)", .json(#"{"err": null, "images": {"1:4": "\#(base)/render/1-4", "I1:6;2:7": "\#(base)/render/star"}}"#))
            server.route("/render/1-4", .bytes(FetchTests.svg, contentType: "image/svg+xml"))
            server.route("/render/star", .bytes(FetchTests.svg, contentType: "image/svg+xml"))
            server.route("/v1/files/\(key)/variables/local", .json(VariablesCommandTests.variables))
            // The screen (the page's one top-level frame, 1:6) as a PNG at 2×, for the layout report.
            server.route("/v1/images/\(key)?ids=1:6&format=png&scale=2", .json(#"{"err": null, "images": {"1:6": "\#(base)/frame/1-6"}}"#))
            server.route("/frame/1-6", .bytes(FetchTests.png, contentType: "image/png"))
        }

        @discardableResult
        func fetch(_ arguments: [String], environment: [String: String] = [:]) throws -> E2E.Result {
            let base: [String: String] = [
                "FIGMA_TOKEN": FetchTests.token,
                "FIGMA_API_BASE_URL": server.baseURL,
                "FIGGEN_FETCH_RETRY_CAP": "0",
                "no_proxy": "127.0.0.1,localhost", "NO_PROXY": "127.0.0.1,localhost",
            ]
            return try E2E.run(["fetch"] + arguments, in: root, environment: base.merging(environment) { $1 })
        }

        /// Temporary folders of fetch left in the parent.
        var leftovers: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasPrefix(".figgen-fetch") }
        }

        /// Every file under the destination, relative path → bytes.
        func files() throws -> [String: Data] {
            var files: [String: Data] = [:]
            guard let enumerator = FileManager.default.enumerator(at: destination, includingPropertiesForKeys: [.isRegularFileKey]) else { return files }
            for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
                let relative = String(url.standardizedFileURL.path.dropFirst(destination.standardizedFileURL.path.count + 1))
                files[relative] = try Data(contentsOf: url)
            }
            return files
        }
    }

    static func withHarness(_ body: (Harness) throws -> Void) throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-fetch-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try body(Harness(server: server, root: root))
    }

    // MARK: - Success

    /// A product whose remote components come from two library files (a set answered by `/v1/component_sets/…`,
    /// a component by `/v1/components/…`, one Figma does not know): listed, written as `libraries.json`, and with
    /// `--with-libraries` each library fetched beside the design folder; a 403 on listing is a note.
    @Test("fetch lists the library files of the design's remote components, and fetches them with --with-libraries")
    func librariesOfRemoteComponents() throws {
        try Self.withHarness { harness in
            let product = FigmaJSON.file([#"{"id": "1:1", "name": "Screen", "type": "FRAME", "absoluteBoundingBox": \#(FigmaJSON.box(width: 10, height: 10)), "children": []}"#],
                                         components: [#""9:1": {"key": "kvariant", "name": "Style=A", "componentSetId": "9:0", "remote": true}"#,
                                                      #""9:2": {"key": "kbadge", "name": "Badge", "remote": true}"#,
                                                      #""9:3": {"key": "kgone", "name": "Gone", "remote": true}"#,
                                                      #""9:4": {"key": "klocal", "name": "Local"}"#],
                                         componentSets: [#""9:0": {"key": "kbutton", "name": "Button", "remote": true}"#])
            harness.serveFile(design: product)
            harness.server.route("/v1/component_sets/kbutton", .json(#"{"status": 200, "error": false, "meta": {"key": "kbutton", "file_key": "LIBONE", "node_id": "1:1"}}"#))
            harness.server.route("/v1/components/kbadge", .json(#"{"status": 200, "error": false, "meta": {"key": "kbadge", "file_key": "LIBTWO", "node_id": "2:1"}}"#))
            harness.server.route("/v1/components/kgone", .json(#"{"status": 404, "error": true}"#, status: 404))
            for library in ["LIBONE", "LIBTWO"] {
                harness.server.route("/v1/files/\(library)", .json(FigmaJSON.file([], name: library)))
                harness.server.route("/v1/files/\(library)/images", .json(#"{"error": false, "status": 200, "meta": {"images": {}}}"#))
                harness.server.route("/v1/files/\(library)/variables/local", .json(#"{"status": 403, "error": true}"#, status: 403))
            }
            let listed = try harness.fetch([Self.key, "-o", "design"])
            #expect(listed.status == 0, "\(listed.stderr)")
            #expect(listed.stderr.contains("library LIBONE: Button") && listed.stderr.contains("library LIBTWO: Badge"), "\(listed.stderr)")
            #expect(listed.stderr.contains("1 remote component not published in a library Figma knows (HTTP 404)"), "\(listed.stderr)")
            #expect(harness.server.requests(to: "/v1/components/klocal").isEmpty && harness.server.requests(to: "/v1/components/kvariant").isEmpty)
            let written = try String(contentsOf: harness.destination.appendingPathComponent("libraries.json"), encoding: .utf8)
            #expect(written == "{\n  \"libraries\": {\n    \"LIBONE\": [\"Button\"],\n    \"LIBTWO\": [\"Badge\"]\n  }\n}\n")
            #expect(!FileManager.default.fileExists(atPath: harness.root.appendingPathComponent("design-library-LIBONE").path))
            let withLibraries = try harness.fetch([Self.key, "-o", "design", "--with-libraries"])
            #expect(withLibraries.status == 0, "\(withLibraries.stderr)")
            for library in ["LIBONE", "LIBTWO"] {
                let folder = harness.root.appendingPathComponent("design-library-\(library)")
                #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("design.json").path), "\(withLibraries.stderr)")
            }
            // A token without library_content:read: a note, and the design is still fetched.
            harness.server.route("/v1/component_sets/kbutton", .json(#"{"status": 403, "error": true}"#, status: 403))
            let forbidden = try harness.fetch([Self.key, "-o", "design"])
            #expect(forbidden.status == 0 && forbidden.stderr.contains("library_content:read"), "\(forbidden.stderr)")
            #expect(!FileManager.default.fileExists(atPath: harness.destination.appendingPathComponent("libraries.json").path))
        }
    }

    @Test("a file: design.json as served, images named by reference with the format's extension, renders with an index, variables; the token only in the API header")
    func fetchesAFile() throws {
        try Self.withHarness { harness in
            harness.serveFile()
            let result = try harness.fetch([Self.key, "-o", "design"])
            #expect(result.status == 0, "\(result.stderr)")
            let files = try harness.files()
            #expect(Set(files.keys) == [".figgen-fetch", "design.json", "images/a1b2c3.png", "images/d4e5f6.jpg", "renders/1-4.svg", "renders/I1-6-2-7.svg", "renders/index.json",
                                        "frames/1-6.png", "frames/index.json", "variables.json"])
            #expect(files["frames/1-6.png"] == Self.png)
            #expect(String(decoding: try #require(files["frames/index.json"]), as: UTF8.self) == "{\n  \"1:6\": \"1-6.png\"\n}\n")
            #expect(files["design.json"] == Data(Self.design().utf8))
            #expect(files["images/a1b2c3.png"] == Self.png)
            #expect(files["images/d4e5f6.jpg"] == Self.jpeg)
            #expect(files["renders/1-4.svg"] == Self.svg)
            #expect(files["variables.json"] == Data(VariablesCommandTests.variables.utf8))
            let indexBytes = try #require(files["renders/index.json"])
            let index = try JSONSerialization.jsonObject(with: indexBytes) as? [String: String]
            #expect(index == ["1:4": "1-4.svg", "I1:6;2:7": "I1-6-2-7.svg"])
            #expect(String(decoding: indexBytes, as: UTF8.self) == "{\n  \"1:4\": \"1-4.svg\",\n  \"I1:6;2:7\": \"I1-6-2-7.svg\"\n}\n")
            let marker = String(decoding: try #require(files[".figgen-fetch"]), as: UTF8.self)
            #expect(marker.contains(#""fileKey": "AbC123xyz""#), "\(marker)")

            // Requests: the design with vector paths, renders as SVG, the token on API requests only.
            let designRequest = try #require(harness.server.requests(to: "/v1/files/\(Self.key)").first)
            #expect(designRequest.query == ["geometry": "paths"])
            #expect(designRequest.headers["x-figma-token"] == Self.token)
            let renderRequest = try #require(harness.server.requests(to: "/v1/images/\(Self.key)").first)
            #expect(renderRequest.query == ["ids": "1:4,I1:6;2:7", "format": "svg"])
            #expect(harness.server.requests(to: "/v1/images/\(Self.key)").map(\.query) == [["ids": "1:4,I1:6;2:7", "format": "svg"], ["ids": "1:6", "format": "png", "scale": "2"]])
            for request in harness.server.requests {
                let isAPI = request.path.hasPrefix("/v1/")
                #expect((request.headers["x-figma-token"] == Self.token) == isAPI, "\(request.path): \(request.headers)")
            }
            #expect(harness.server.requests(to: "/img/unused").isEmpty, "an image the design does not use was downloaded")
            #expect(harness.server.requests(to: "/render/1-5").isEmpty)

            #expect(!result.stdout.contains(Self.token) && !result.stderr.contains(Self.token))
            for (name, bytes) in files {
                #expect(!String(decoding: bytes, as: UTF8.self).contains(Self.token), "\(name) holds the token")
            }
            #expect(result.stdout.isEmpty)
            #expect(result.stderrLines.last == "figgen: fetched \(Self.key) → design: design.json (\(Self.design().utf8.count / 1024) KB), 2 images, 2 renders, 1 frame render, variables.json", "\(result.stderr)")
            #expect(result.stderr.contains("figgen: downloading images: 2/2"), "\(result.stderr)")
            #expect(result.stderr.contains("note: 1 image fill of the file is not used by the fetched design; not downloaded"), "\(result.stderr)")
            #expect(harness.leftovers.isEmpty)
        }
    }

    @Test("layers Figma cannot render are one warning with a count, not one line each")
    func unrenderableLayersAreSummarised() throws {
        try Self.withHarness { harness in
            harness.serveFile()
            harness.server.route("/v1/images/\(Self.key)", .json(#"{"err": null, "images": {"1:4": null, "I1:6;2:7": null}}"#))
            let result = try harness.fetch([Self.key, "-o", "design"])
            #expect(result.status == 0, "\(result.stderr)")
            let warnings = result.stderrLines.filter { $0.hasPrefix("warning:") }
            #expect(warnings == ["warning: 2 layers skipped: Figma could not render them as SVG (1:4, I1:6;2:7); generate shows them as a placeholder"], "\(result.stderr)")
            #expect(try harness.files()["renders/index.json"] == nil)
        }
    }

    @Test("frame renders: each root of a /nodes answer as a PNG at 2×, in batches, 429 retried; a failed download leaves no folder")
    func frameRenders() throws {
        try Self.withHarness { harness in
            harness.server.route("/v1/files/\(Self.key)/nodes", .json(Self.nodesAnswer(["12:5", "13:6"])))
            harness.server.route("/v1/files/\(Self.key)/variables/local", .json(VariablesCommandTests.variables))
            let base = harness.server.baseURL
            harness.server.route("/v1/images/\(Self.key)?ids=12:5,13:6&format=png&scale=2",
                                 .json(#"{"status": 429, "err": "Rate limit exceeded"}"#, status: 429, headers: ["Retry-After": "0"]),
                                 .json(#"{"err": null, "images": {"12:5": "\#(base)/frame/12-5", "13:6": "\#(base)/frame/13-6"}}"#))
            harness.server.route("/frame/12-5", .bytes(Self.png, contentType: "image/png"))
            harness.server.route("/frame/13-6", .json(#"{"status": 429, "err": "Rate limit exceeded"}"#, status: 429, headers: ["Retry-After": "0"]), .bytes(Self.png, contentType: "image/png"))
            let result = try harness.fetch([Self.key, "-o", "design", "--nodes", "12:5,13:6"])
            #expect(result.status == 0, "\(result.stderr)")
            let files = try harness.files()
            #expect(files["frames/12-5.png"] == Self.png && files["frames/13-6.png"] == Self.png)
            #expect(String(decoding: try #require(files["frames/index.json"]), as: UTF8.self) == "{\n  \"12:5\": \"12-5.png\",\n  \"13:6\": \"13-6.png\"\n}\n")
            #expect(harness.server.requests(to: "/v1/images/\(Self.key)").count == 2, "the 429 waited for and retried")
            #expect(result.stderrLines.last?.hasSuffix(", 0 renders, 2 frame renders, variables.json") == true, "\(result.stderr)")

            // A frame whose download breaks: exit 1, no folder, no temporary folder.
            try FileManager.default.removeItem(at: harness.destination)
            harness.server.route("/frame/13-6", .json(#"{"status": 404, "err": "Not found"}"#, status: 404))
            let failed = try harness.fetch([Self.key, "-o", "design", "--nodes", "12:5,13:6"])
            #expect(failed.status == 1)
            #expect(failed.stderr.contains("render of frame 13:6"), "\(failed.stderr)")
            #expect(!FileManager.default.fileExists(atPath: harness.destination.path))
            #expect(harness.leftovers.isEmpty)
        }
    }

    @Test("a Figma URL: its key, its node-id (12-5 → 12:5) and --nodes combine into one /nodes request")
    func figmaURL() throws {
        try Self.withHarness { harness in
            harness.server.route("/v1/files/\(Self.key)/nodes", .json(Self.nodesAnswer(["12:5", "13:6"])))
            harness.server.route("/v1/files/\(Self.key)/variables/local", .json(VariablesCommandTests.variables))
            let url = "https://www.figma.com/design/\(Self.key)/My-File?node-id=12-5&t=abc"
            let result = try harness.fetch([url, "-o", "design", "--nodes", "13-6", "--depth", "3", "--renders", "none"])
            #expect(result.status == 0, "\(result.stderr)")
            let request = try #require(harness.server.requests(to: "/v1/files/\(Self.key)/nodes").first)
            #expect(request.query == ["ids": "12:5,13:6", "geometry": "paths", "depth": "3"])
            #expect(harness.server.requests(to: "/v1/files/\(Self.key)").isEmpty)
            // No image fills, no vectors and --renders none: neither endpoint is asked.
            #expect(harness.server.requests(to: "/v1/files/\(Self.key)/images").isEmpty)
            #expect(harness.server.requests(to: "/v1/images/\(Self.key)").isEmpty)
            #expect(try harness.files()["design.json"] == Data(Self.nodesAnswer(["12:5", "13:6"]).utf8))
            #expect(result.stderrLines.last?.hasSuffix(", 0 images, 0 renders, variables.json") == true, "\(result.stderr)")
        }
    }

    @Test("a node the file does not have (Figma answers null) is an error")
    func missingNode() throws {
        try Self.withHarness { harness in
            harness.server.route("/v1/files/\(Self.key)/nodes", .json(#"{"name": "Test", "nodes": {"99:1": null}}"#))
            let result = try harness.fetch([Self.key, "-o", "design", "--nodes", "99:1"])
            #expect(result.status == 1)
            #expect(result.stderr.contains("error: file \(Self.key) has no node 99:1"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: harness.destination.path))
            #expect(harness.leftovers.isEmpty)
        }
    }

    // MARK: - Rate limits and errors

    @Test("429 with Retry-After is waited for (capped) and retried; four in a row fail")
    func rateLimited() throws {
        try Self.withHarness { harness in
            harness.serveFile()
            harness.server.route("/v1/files/\(Self.key)",
                                 .json(#"{"status": 429, "err": "Rate limit exceeded"}"#, status: 429, headers: ["Retry-After": "30"]),
                                 .json(Self.design()))
            let result = try harness.fetch([Self.key, "-o", "design"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("figgen: rate limited; retrying in 0 s (retry 1 of 3)"), "\(result.stderr)")
            #expect(harness.server.requests(to: "/v1/files/\(Self.key)").count == 2)
            #expect(try harness.files()["design.json"] == Data(Self.design().utf8))

            harness.server.route("/v1/files/\(Self.key)", .json(#"{"status": 429, "err": "Rate limit exceeded"}"#, status: 429, headers: ["Retry-After": "86400"]))
            try FileManager.default.removeItem(at: harness.destination)
            let limited = try harness.fetch([Self.key, "-o", "design"])
            #expect(limited.status == 1)
            #expect(limited.stderr.contains("retry 3 of 3"))
            #expect(limited.stderrLines.last == "error: GET /v1/files/\(Self.key): still rate limited after 3 retries (HTTP 429: Rate limit exceeded; Figma asks to wait 86400 s); try again later", "\(limited.stderr)")
            #expect(harness.server.requests(to: "/v1/files/\(Self.key)").count == 2 + 4)
            #expect(!FileManager.default.fileExists(atPath: harness.destination.path))
        }
    }

    @Test("a 5xx is retried once", arguments: [true, false])
    func serverError(recovers: Bool) throws {
        try Self.withHarness { harness in
            harness.serveFile()
            let error = LocalHTTPServer.Response.json(#"{"status": 500, "err": "Internal error"}"#, status: 500)
            harness.server.route("/v1/files/\(Self.key)", error, recovers ? .json(Self.design()) : error)
            let result = try harness.fetch([Self.key, "-o", "design"])
            #expect(result.status == (recovers ? 0 : 1), "\(result.stderr)")
            #expect(harness.server.requests(to: "/v1/files/\(Self.key)").count == 2)
            if !recovers {
                #expect(result.stderrLines.last == "error: GET /v1/files/\(Self.key): HTTP 500: Internal error", "\(result.stderr)")
            }
        }
    }

    @Test("401, 403, 404 on the design: exit 1 with the reason, no folder, no temporary folder", arguments: [
        (401, "error: bad or expired token (HTTP 401: Unauthorized); check FIGMA_TOKEN or --token-file"),
        (403, "error: no access to file AbC123xyz (HTTP 403: Invalid token)"),
        (404, "error: no such file AbC123xyz (HTTP 404: Not found); check the key or URL"),
    ])
    func designErrors(status: Int, message: String) throws {
        try Self.withHarness { harness in
            let err = [401: "Unauthorized", 403: "Invalid token", 404: "Not found"][status]!
            harness.server.route("/v1/files/\(Self.key)", .json(#"{"status": \#(status), "err": "\#(err)"}"#, status: status))
            let result = try harness.fetch([Self.key, "-o", "design"])
            #expect(result.status == 1)
            #expect(result.stderrLines.last?.hasPrefix(message) == true, "\(result.stderr)")
            #expect(!result.stderr.contains(Self.token))
            #expect(!FileManager.default.fileExists(atPath: harness.destination.path))
            #expect(harness.leftovers.isEmpty, "\(harness.leftovers)")
            #expect(harness.server.requests.count == 1)
        }
    }

    @Test("malformed JSON: the reader's message, exit 1, no folder")
    func malformedDesign() throws {
        try Self.withHarness { harness in
            harness.serveFile(design: #"{"name": "Broken", "document": {"id": "0:0", "type": "DOCUMENT", "children": [}"#)
            let result = try harness.fetch([Self.key, "-o", "design"])
            #expect(result.status == 1)
            #expect(result.stderrLines.last?.hasPrefix("design.json: $.document.children") == true, "\(result.stderr)")
            #expect(result.stderrLines.last?.contains(": error: ") == true, "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: harness.destination.path))
            #expect(harness.leftovers.isEmpty)
        }
    }

    @Test("a download that stops half way: exit 1, no folder")
    func truncatedDownload() throws {
        try Self.withHarness { harness in
            harness.serveFile()
            harness.server.route("/img/d4e5f6", LocalHTTPServer.Response(status: 200, body: Data(repeating: 0xFF, count: 1000), mode: .truncated(claimedLength: 1000, sentBytes: 10)))
            let result = try harness.fetch([Self.key, "-o", "design"])
            #expect(result.status == 1)
            #expect(result.stderrLines.last?.hasPrefix("error: downloading the image fill d4e5f6 failed: ") == true, "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: harness.destination.path))
            #expect(harness.leftovers.isEmpty)
        }
    }

    @Test("a server that never answers times out (FIGGEN_FETCH_TIMEOUT)")
    func hungServer() throws {
        try Self.withHarness { harness in
            harness.server.route("/v1/files/\(Self.key)", LocalHTTPServer.Response(status: 200, mode: .hang))
            let started = Date()
            let result = try harness.fetch([Self.key, "-o", "design"], environment: ["FIGGEN_FETCH_TIMEOUT": "1"])
            #expect(result.status == 1)
            #expect(result.stderrLines.last == "error: GET /v1/files/\(Self.key): timed out waiting for the server", "\(result.stderr)")
            #expect(Date().timeIntervalSince(started) < 30)
            #expect(!FileManager.default.fileExists(atPath: harness.destination.path))
            #expect(harness.leftovers.isEmpty)
        }
    }

    @Test("variables 403: a note, exit 0, no variables.json")
    func variablesForbidden() throws {
        try Self.withHarness { harness in
            harness.serveFile()
            harness.server.route("/v1/files/\(Self.key)/variables/local", .json(#"{"status": 403, "error": true, "message": "Limited by Figma plan"}"#, status: 403))
            let result = try harness.fetch([Self.key, "-o", "design"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("note: variables need an Enterprise plan / file_variables:read scope (HTTP 403); continuing without"), "\(result.stderr)")
            #expect(result.stderrLines.last?.hasSuffix("2 images, 2 renders, 1 frame render, no variables") == true, "\(result.stderr)")
            #expect(try harness.files()["variables.json"] == nil)
            #expect(try harness.files()["design.json"] != nil)
        }
    }

    // MARK: - The destination

    @Test("a folder fetch did not write is refused and untouched, with or without --force; an empty one needs --force")
    func foreignFolder() throws {
        try Self.withHarness { harness in
            harness.serveFile()
            try FileManager.default.createDirectory(at: harness.destination, withIntermediateDirectories: true)
            try E2E.write("mine", to: harness.destination.appendingPathComponent("notes.txt"))
            for force in [false, true] {
                let result = try harness.fetch([Self.key, "-o", "design"] + (force ? ["--force"] : []))
                #expect(result.status == 1)
                #expect(result.stderrLines.last?.hasPrefix("error: refusing to replace design: it exists and was not written by figgen fetch") == true, "\(result.stderr)")
                #expect(try harness.files() == ["notes.txt": Data("mine".utf8)])
            }
            #expect(harness.server.requests.isEmpty, "a refused fetch still asked the API")

            try FileManager.default.removeItem(at: harness.destination.appendingPathComponent("notes.txt"))
            let empty = try harness.fetch([Self.key, "-o", "design"])
            #expect(empty.status == 1)
            #expect(empty.stderr.contains("pass --force"), "\(empty.stderr)")
            let forced = try harness.fetch([Self.key, "-o", "design", "--force"])
            #expect(forced.status == 0, "\(forced.stderr)")
            #expect(try harness.files()["images/a1b2c3.png"] == Self.png)
            #expect(harness.leftovers.isEmpty)
        }
    }

    @Test("a folder fetch wrote is replaced as a whole; one with files added by hand is not")
    func replacesOwnFolder() throws {
        try Self.withHarness { harness in
            harness.serveFile()
            #expect(try harness.fetch([Self.key, "-o", "design"]).status == 0)
            // The image is gone from the design: a re-fetch leaves no stale file.
            let smaller = FigmaJSON.file([#"{"id": "1:2", "name": "Plain", "type": "RECTANGLE", "absoluteBoundingBox": \#(FigmaJSON.box(width: 10, height: 10))}"#])
            harness.server.route("/v1/files/\(Self.key)", .json(smaller))
            let again = try harness.fetch([Self.key, "-o", "design"])
            #expect(again.status == 0, "\(again.stderr)")
            #expect(Set(try harness.files().keys) == [".figgen-fetch", "design.json", "variables.json"])
            #expect(try harness.files()["design.json"] == Data(smaller.utf8))
            #expect(harness.leftovers.isEmpty)

            try E2E.write("mine", to: harness.destination.appendingPathComponent("notes.txt"))
            let refused = try harness.fetch([Self.key, "-o", "design"])
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("was written by figgen fetch but now also holds notes.txt"), "\(refused.stderr)")
            #expect(try harness.files()["notes.txt"] == Data("mine".utf8))
        }
    }

    @Test("hostile image references never become paths; a null URL is skipped")
    func hostileImageReference() throws {
        try Self.withHarness { harness in
            harness.serveFile(design: Self.design(extraImageRefs: ["../evil", "0ff1ce"]),
                              extraImages: ["../evil": "\(harness.server.baseURL)/img/a1b2c3", "0ff1ce": nil])
            let result = try harness.fetch([Self.key, "-o", "design"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("warning: image fill '../evil' skipped: an image reference is 1 to 128 letters and digits"), "\(result.stderr)")
            #expect(result.stderr.contains("warning: image fill 0ff1ce skipped: Figma gave no download URL for it"), "\(result.stderr)")
            #expect(Set(try harness.files().keys.filter { $0.hasPrefix("images/") }) == ["images/a1b2c3.png", "images/d4e5f6.jpg"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: harness.root.path) == ["design"])
            #expect(!FileManager.default.fileExists(atPath: harness.root.deletingLastPathComponent().appendingPathComponent("evil").path))
            #expect(harness.server.requests(to: "/img/a1b2c3").count == 1)
        }
    }

    // MARK: - Token and arguments

    @Test("no token: exit 64 saying how to set one; --token-file's first line is the token")
    func token() throws {
        try Self.withHarness { harness in
            harness.serveFile()
            let missing = try harness.fetch([Self.key, "-o", "design"], environment: ["FIGMA_TOKEN": ""])
            #expect(missing.status == 64)
            #expect(missing.stderr.contains("no Figma token: set FIGMA_TOKEN"), "\(missing.stderr)")
            #expect(harness.server.requests.isEmpty)

            try E2E.write("  file-token-42  \nsecond line\n", to: harness.root.appendingPathComponent("token.txt"))
            let fromFile = try harness.fetch([Self.key, "-o", "design", "--token-file", "token.txt"], environment: ["FIGMA_TOKEN": ""])
            #expect(fromFile.status == 0, "\(fromFile.stderr)")
            #expect(harness.server.requests(to: "/v1/files/\(Self.key)").first?.headers["x-figma-token"] == "file-token-42")
            #expect(!fromFile.stderr.contains("file-token-42"))
        }
    }

    @Test("usage errors exit 64", arguments: [
        (["not a key!", "-o", "design"], "error: expected a Figma file key (letters and digits only) or a figma.com file URL"),
        (["https://example.com/design/ABC/x", "-o", "design"], "error: expected a figma.com file URL"),
        (["ABC"], "error: missing design folder (-o <dir>)"),
        (["ABC", "-o", "design", "--nodes", "12;x"], "error: --nodes: '12;x' is not a node id"),
        (["ABC", "-o", "design", "--depth", "0"], "error: invalid --depth '0'"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        try Self.withHarness { harness in
            let result = try harness.fetch(arguments)
            #expect(result.status == 64)
            #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
            #expect(harness.server.requests.isEmpty)
        }
    }

    // MARK: - Pieces

    @Test("file keys and URLs", arguments: [
        ("AbC123", FetchCommand.Target(fileKey: "AbC123")),
        ("https://www.figma.com/design/AbC123/Name?node-id=12-5", FetchCommand.Target(fileKey: "AbC123", nodeIDs: ["12:5"])),
        ("https://www.figma.com/file/AbC123/Name?node-id=12%3A5", FetchCommand.Target(fileKey: "AbC123", nodeIDs: ["12:5"])),
        ("https://figma.com/design/AbC123/branch/Br4nch/Name", FetchCommand.Target(fileKey: "Br4nch")),
        ("www.figma.com/proto/AbC123", FetchCommand.Target(fileKey: "AbC123")),
    ])
    func parsesTargets(text: String, expected: FetchCommand.Target) throws {
        #expect(try FetchCommand.parseTarget(text) == expected)
    }

    @Test func rejectsTargets() {
        for text in ["", "../x", "AbC 123", "https://www.figma.com/design/", "https://www.figma.com/design/Ab_C/x", "https://evil.example/design/AbC123/x",
                     "https://www.figma.com/design/AbC123/x?node-id=12-5;../x", "figd_secret-token"] {
            #expect(throws: UsageError.self, "\(text)") { try FetchCommand.parseTarget(text) }
        }
    }

    @Test func imageReferencesInTheBytes() {
        let json = #"{"fills": [{"type": "IMAGE", "imageRef" : "abc123"}], "x": {"gifRef":"g1"}, "characters": "\"imageRef\": \"nope\"", "imageRef": 5}"#
        #expect(FetchCommand.imageReferences(in: Data(json.utf8)) == ["abc123", "g1"])
    }
}
