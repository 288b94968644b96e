import Foundation
import Testing
import Codegen

/// Images end to end through the built binary: `fetch` from the in-test server, `generate` from the folder it
/// wrote (both targets, type-checked), `check` on images, and a hostile folder.
@Suite("Asset pipeline")
struct AssetPipelineTests {
    typealias E2E = EndToEndTests

    /// A screen with an image fill and a vector the export has no geometry for, and an icon component.
    static let design = FigmaJSON.file([
        #"""
        {"id": "2:1", "name": "Icons/Bell", "type": "COMPONENT", "absoluteBoundingBox": \#(FigmaJSON.box(width: 24, height: 24)), "fills": [],
         "children": [{"id": "2:2", "name": "Vector", "type": "VECTOR", "absoluteBoundingBox": \#(FigmaJSON.box(x: 4, y: 2, width: 16, height: 20)),
                       "fills": \#(FigmaJSON.solid(0.2, 0.3, 0.4)), "fillGeometry": [{"path": "M0 0L16 0L16 20Z", "windingRule": "NONZERO"}]}]}
        """#,
        #"""
        {"id": "3:1", "name": "Home", "type": "FRAME", "layoutMode": "VERTICAL", "absoluteBoundingBox": \#(FigmaJSON.box(width: 200, height: 300)), "children": [
          {"id": "3:2", "name": "Hero", "type": "RECTANGLE", "absoluteBoundingBox": \#(FigmaJSON.box(width: 200, height: 100)), "fills": [{"type": "IMAGE", "scaleMode": "FILL", "imageRef": "a1b2c3"}]},
          {"id": "3:3", "name": "Logo", "type": "VECTOR", "absoluteBoundingBox": \#(FigmaJSON.box(width: 24, height: 24)), "fills": \#(FigmaJSON.solid(0, 0, 0))},
          {"id": "3:4", "name": "Bell", "type": "INSTANCE", "componentId": "2:1", "absoluteBoundingBox": \#(FigmaJSON.box(width: 24, height: 24)),
           "children": [{"id": "I3:4;2:2", "name": "Vector", "type": "VECTOR", "absoluteBoundingBox": \#(FigmaJSON.box(x: 4, y: 2, width: 16, height: 20)),
                         "fills": \#(FigmaJSON.solid(0.2, 0.3, 0.4)), "fillGeometry": [{"path": "M0 0L16 0L16 20Z", "windingRule": "NONZERO"}]}]}
        ]}
        """#,
    ], components: [#""2:1": {"key": "kbell", "name": "Icons/Bell"}"#])

    static let typeCheckScript = TestPaths.packageRoot.appendingPathComponent("Tests/CodegenTests/SwiftUIStub/typecheck.sh")

    /// Runs the stub type-check over a folder of generated Swift.
    static func typeCheck(_ folder: URL, uikit: Bool) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [typeCheckScript.path] + (uikit ? ["--uikit"] : []) + [folder.path]
        var environment = ProcessInfo.processInfo.environment
        environment["FIGGEN_IOS_SDK"] = nil
        process.environment = environment
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-tc-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: output), as: UTF8.self))
    }

    @Test("fetch → generate → type-check: the image fill, the render and the icon reach the catalog and typed accessors, for both targets")
    func fetchGenerateTypeCheck() throws {
        try FetchTests.withHarness { harness in
            let base = harness.server.baseURL
            harness.server.route("/v1/files/\(FetchTests.key)", .json(Self.design))
            harness.server.route("/v1/files/\(FetchTests.key)/images", .json(#"{"error": false, "status": 200, "meta": {"images": {"a1b2c3": "\#(base)/img/a1b2c3"}}}"#))
            harness.server.route("/img/a1b2c3", .bytes(FetchTests.png, contentType: "image/png"))
            harness.server.route("/v1/images/\(FetchTests.key)", .json(#"{"err": null, "images": {"3:3": "\#(base)/render/logo"}}"#))
            harness.server.route("/render/logo", .bytes(FetchTests.svg, contentType: "image/svg+xml"))
            harness.server.route("/v1/files/\(FetchTests.key)/variables/local", .json(#"{"status": 403, "error": true, "message": "Forbidden"}"#, status: 403))
            let fetch = try harness.fetch([FetchTests.key, "-o", "design"])
            #expect(fetch.status == 0, "\(fetch.stderr)")

            for target in ["swiftui", "uikit"] {
                let output = harness.root.appendingPathComponent("out-\(target)")
                let generate = try E2E.run(["generate", "design", "-o", output.lastPathComponent, "--target", target], in: harness.root)
                #expect(generate.status == 0, "\(generate.stderr)")
                #expect(!generate.stderr.contains("missing-asset") && !generate.stderr.contains("without geometry"), "\(generate.stderr)")
                let catalog = output.appendingPathComponent("Assets.xcassets")
                #expect(try Data(contentsOf: catalog.appendingPathComponent("hero.imageset/hero.png")) == FetchTests.png)
                #expect(try Data(contentsOf: catalog.appendingPathComponent("logo.imageset/logo.svg")) == FetchTests.svg)
                let icon = try String(contentsOf: catalog.appendingPathComponent("icons_Bell.imageset/icons_Bell.svg"), encoding: .utf8)
                #expect(icon.contains(##"<path d="M4 2L20 2L20 22Z" fill="#000000"/>"##))
                let accessors = try String(contentsOf: output.appendingPathComponent("ImageAssets.swift"), encoding: .utf8)
                let type = target == "swiftui" ? "Image" : "UIImage"
                for name in ["hero", "logo", "icons_Bell"] {
                    #expect(accessors.contains("public static var \(name): \(type)"), "\(accessors)")
                }
                let home = try String(contentsOf: output.appendingPathComponent("Home.swift"), encoding: .utf8)
                #expect(home.contains("\(type).Assets.hero") && home.contains("\(type).Assets.logo") && !home.contains("a1b2c3"))
                // The fetched folder knows its file key, so lookups print Figma URLs without --file-key.
                let manifest = try String(contentsOf: output.appendingPathComponent("figgen.manifest.json"), encoding: .utf8)
                #expect(manifest.contains(#""fileKey": "\#(FetchTests.key)""#), "\(manifest)")
                let check = try Self.typeCheck(output, uikit: target == "uikit")
                #expect(check.status == 0, "\(target): \(check.output)")
                let parity = try E2E.run(["check", "design", "-o", output.lastPathComponent], in: harness.root)
                #expect(parity.status == 0, "\(parity.stdout)\(parity.stderr)")
            }
        }
    }

    @Test("check reads images as bytes: an untouched catalog is in parity, an image edited by hand is drift, a regenerate is a no-op")
    func checkOnImages() throws {
        try E2E.withWorkspace { folder in
            let design = folder.appendingPathComponent("design")
            try FileManager.default.createDirectory(at: design.appendingPathComponent("images"), withIntermediateDirectories: true)
            try Data(Self.design.utf8).write(to: design.appendingPathComponent("design.json"))
            try FetchTests.png.write(to: design.appendingPathComponent("images/a1b2c3.png"))
            #expect(try E2E.run(["generate", "design", "-o", "out"], in: folder).status == 0)
            let again = try E2E.run(["generate", "design", "-o", "out"], in: folder)
            #expect(again.stderr.contains("0 written"), "\(again.stderr)")
            #expect(try E2E.run(["check", "design", "-o", "out"], in: folder).status == 0)
            let image = folder.appendingPathComponent("out/Assets.xcassets/hero.imageset/hero.png")
            var edited = try Data(contentsOf: image)
            edited.append(0xFF)
            try edited.write(to: image)
            let drift = try E2E.run(["check", "design", "-o", "out"], in: folder)
            #expect(drift.status == 1 && drift.stdout.contains("[edited-by-hand] Assets.xcassets/hero.imageset/hero.png"), "\(drift.stdout)")
            // The design drops the image: its set goes, the hand-edited bytes stay (figgen never deletes what it did not write).
            try FileManager.default.removeItem(at: design.appendingPathComponent("images"))
            let regenerate = try E2E.run(["generate", "design", "-o", "out", "--asset-catalog"], in: folder)
            #expect(regenerate.status == 0, "\(regenerate.stderr)")
            #expect(FileManager.default.fileExists(atPath: image.path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/Assets.xcassets/hero.imageset/Contents.json").path))
        }
    }

    @Test("a hostile design folder: links are not followed, non-images are skipped, each with a warning")
    func hostileFolder() throws {
        try E2E.withWorkspace { folder in
            let design = folder.appendingPathComponent("design")
            let images = design.appendingPathComponent("images")
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
            try Data(Self.design.utf8).write(to: design.appendingPathComponent("design.json"))
            let secret = folder.appendingPathComponent("secret.png")
            try FetchTests.png.write(to: secret)
            try FileManager.default.createSymbolicLink(at: images.appendingPathComponent("a1b2c3.png"), withDestinationURL: secret)
            try Data("<html>".utf8).write(to: images.appendingPathComponent("d4e5f6.png"))
            let generate = try E2E.run(["generate", "design", "-o", "out"], in: folder)
            #expect(generate.status == 0, "\(generate.stderr)")
            #expect(generate.stderr.contains("'images/a1b2c3.png': not a regular file (links are not followed); skipped"), "\(generate.stderr)")
            #expect(generate.stderr.contains("'images/d4e5f6.png': not a PNG"), "\(generate.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/Assets.xcassets/hero.imageset").path))
        }
    }

    @Test("images load from the module's bundle when the output sits in a package target; --bundle says otherwise")
    func bundleDefault() throws {
        try E2E.withWorkspace { folder in
            let design = folder.appendingPathComponent("design")
            try FileManager.default.createDirectory(at: design.appendingPathComponent("images"), withIntermediateDirectories: true)
            try Data(Self.design.utf8).write(to: design.appendingPathComponent("design.json"))
            try FetchTests.png.write(to: design.appendingPathComponent("images/a1b2c3.png"))
            try Data("// swift-tools-version: 5.9\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
            #expect(try E2E.run(["generate", "design", "-o", "Sources/Kit/Generated"], in: folder).status == 0)
            let inPackage = try String(contentsOf: folder.appendingPathComponent("Sources/Kit/Generated/ImageAssets.swift"), encoding: .utf8)
            #expect(inPackage.contains(#"Image("hero", bundle: .module)"#), "\(inPackage)")
            #expect(try E2E.run(["generate", "design", "-o", "Sources/Kit/Main", "--bundle", "main"], in: folder).status == 0)
            let main = try String(contentsOf: folder.appendingPathComponent("Sources/Kit/Main/ImageAssets.swift"), encoding: .utf8)
            #expect(main.contains(#"Image("hero") }"#), "\(main)")
            #expect(try E2E.run(["generate", "design", "-o", "Elsewhere"], in: folder).status == 0)
            #expect(try String(contentsOf: folder.appendingPathComponent("Elsewhere/ImageAssets.swift"), encoding: .utf8).contains(#"Image("hero") }"#))
            // Without a catalog the target may have no resources, so no `Bundle.module`: the fonts helper uses main.
            try FileManager.default.removeItem(at: design.appendingPathComponent("images"))
            #expect(try E2E.run(["generate", "design", "-o", "Sources/Kit/NoCatalog"], in: folder).status == 0)
            let manifest = try String(contentsOf: folder.appendingPathComponent("Sources/Kit/NoCatalog/figgen.manifest.json"), encoding: .utf8)
            #expect(manifest.contains(#""bundle": "main""#), "\(manifest)")
            let wrong = try E2E.run(["generate", "design", "-o", "x", "--bundle", "app"], in: folder)
            #expect(wrong.status == 64 && wrong.stderr.contains("invalid bundle 'app' (expected main or module)"), "\(wrong.stderr)")
        }
    }
}
