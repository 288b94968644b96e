import Foundation
import Testing
@testable import Codegen

/// Design systems across files (`--library`): a library file (`Libraries/library.json`: a Button set, a Badge, a
/// Card with a slot) generated into `Sources/Kit/Generated`, and two product files that use its components as
/// remote instances (`shop.json`, `blog.json`) generated against it. Every linked instance is a call of the library's
/// type, no product rebuilds a linked component, and each product compiles against the library's module.
/// The outputs are goldens (`Libraries/expected-<target>/<Module>/`): re-record with
/// `FIGGEN_RECORD=1 swift test --filter LibraryLinkTests`, then review `git diff`.
@Suite("Library links")
struct LibraryLinkTests {
    static let fixtures = TestPaths.packageRoot.appendingPathComponent("Tests/figgenTests/Libraries")
    static let typecheck = TestPaths.packageRoot.appendingPathComponent("Tests/CodegenTests/SwiftUIStub/typecheck.sh")
    static var recording: Bool { ProcessInfo.processInfo.environment["FIGGEN_RECORD"] == "1" }

    /// A package-shaped folder: `Sources/Kit`, `Sources/Shop`, `Sources/Blog`, the designs beside them.
    static func workspace(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-libraries-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for module in ["Kit", "Shop", "Blog"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/\(module)"), withIntermediateDirectories: true)
        }
        for name in ["library.json", "shop.json", "blog.json"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try body(folder)
    }

    @discardableResult
    static func generate(_ design: String, module: String, target: String, in folder: URL, extra: [String] = []) throws -> EndToEndTests.Result {
        try EndToEndTests.run(["generate", design, "-o", "Sources/\(module)/Generated", "--target", target] + extra, in: folder)
    }

    /// `typecheck.sh` with `arguments`: its exit status and output.
    static func typeCheck(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", typecheck.path] + arguments
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("figgen-typecheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: log) }
        try Data().write(to: log)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }

    static func swiftFiles(_ folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".swift") || name.hasSuffix(".json") {
            files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    @Test("a product's linked instances call the library's types and compile against its module", arguments: ["swiftui", "uikit"])
    func productsLinkToTheLibrary(_ target: String) throws {
        try Self.workspace { folder in
            let library = try Self.generate("library.json", module: "Kit", target: target, in: folder)
            #expect(library.status == 0, "\(library.stderr)")
            for (design, module) in [("library.json", "Kit"), ("shop.json", "Shop"), ("blog.json", "Blog")] {
                if module != "Kit" {
                    let product = try Self.generate(design, module: module, target: target, in: folder, extra: ["--library", "Sources/Kit/Generated"])
                    #expect(product.status == 0, "\(product.stderr)")
                }
                let files = try Self.swiftFiles(folder.appendingPathComponent("Sources/\(module)/Generated"))
                if module != "Kit" {
                    // No linked component is rebuilt; the unlinked one (Avatar, key k-unknown) is, with a note.
                    for linked in ["ButtonComponent.swift", "Badge.swift", "Card.swift"] { #expect(files[linked] == nil, "\(module) rebuilt \(linked)") }
                    #expect(files.values.filter { $0.contains("import Kit") }.count >= 1)
                }
                // Golden outputs.
                let expected = Self.fixtures.appendingPathComponent("expected-\(target)/\(module)")
                if Self.recording {
                    try? FileManager.default.removeItem(at: expected)
                    try FileManager.default.createDirectory(at: expected, withIntermediateDirectories: true)
                    for (name, text) in files { try Data(text.utf8).write(to: expected.appendingPathComponent(name)) }
                    Issue.record("recorded \(expected.path): review with git diff, then run again without FIGGEN_RECORD")
                } else {
                    let golden = try Self.swiftFiles(expected)
                    #expect(Set(golden.keys) == Set(files.keys), "\(module): \(files.keys.sorted()) vs \(golden.keys.sorted())")
                    for (name, text) in golden where files[name] != text { Issue.record("\(module)/\(name) differs from \(expected.path)/\(name)") }
                }
            }
            let shop = try String(contentsOf: folder.appendingPathComponent("Sources/Shop/Generated/Checkout.swift"), encoding: .utf8)
            #expect(shop.contains("ButtonComponent(label: \"Pay\")") && shop.contains("style: .secondary") && shop.contains("Badge(count: \"3\")"), "\(shop)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/Shop/Generated/Avatar.swift").path))
            let blog = try String(contentsOf: folder.appendingPathComponent("Sources/Blog/Generated/Post.swift"), encoding: .utf8)
            #expect(blog.contains("title: \"Hello\"") && blog.contains("showBadge: false") && blog.contains("First post"), "\(blog)")
            // The library as a module; each product type-checked against it (the real SDK too, when present).
            let modules = folder.appendingPathComponent("modules").path
            let uikit = target == "uikit" ? ["--uikit"] : []
            let sdk = ProcessInfo.processInfo.environment["FIGGEN_IOS_SDK"].map { ["--ios-sdk", $0] } ?? []
            for checker in [[String]()] + (sdk.isEmpty ? [] : [sdk]) {
                let built = try Self.typeCheck(uikit + checker + ["--emit-module", "Kit", modules, folder.appendingPathComponent("Sources/Kit/Generated").path])
                #expect(built.status == 0, "\(built.output)")
                for module in ["Shop", "Blog"] {
                    let checked = try Self.typeCheck(uikit + checker + ["-I", modules, folder.appendingPathComponent("Sources/\(module)/Generated").path])
                    #expect(checked.status == 0, "\(module) (\(target)\(checker.isEmpty ? ", stub" : ", iOS SDK")): \(checked.output)")
                }
                // Without the library's module the product does not compile: the check is real.
                let alone = try Self.typeCheck(uikit + checker + [folder.appendingPathComponent("Sources/Shop/Generated").path])
                #expect(alone.status != 0)
                try? FileManager.default.removeItem(atPath: modules)
            }
        }
    }

    /// A library edited and regenerated alone: each product's check names what it lost and where; regenerating the
    /// product clears the drift (it reports what it can no longer link).
    @Test("check on a product sees its library change: a type renamed, a property removed, a variant case gone, a component deleted")
    func checkSeesTheLibraryChange() throws {
        try Self.workspace { folder in
            try Self.generate("library.json", module: "Kit", target: "swiftui", in: folder)
            try Self.generate("shop.json", module: "Shop", target: "swiftui", in: folder, extra: ["--library", "Sources/Kit/Generated"])
            try Self.generate("blog.json", module: "Blog", target: "swiftui", in: folder, extra: ["--library", "Sources/Kit/Generated"])
            #expect(try EndToEndTests.run(["check", "shop.json", "-o", "Sources/Shop/Generated"], in: folder).status == 0)
            // The library: Button renamed, its Secondary variant dropped, Card's title property renamed, Badge deleted.
            var text = try String(contentsOf: folder.appendingPathComponent("library.json"), encoding: .utf8)
            text = text.replacingOccurrences(of: "\"name\": \"Button\"", with: "\"name\": \"Action Button\"")
                .replacingOccurrences(of: "\"Secondary\"", with: "\"Tertiary\"").replacingOccurrences(of: "Style=Secondary", with: "Style=Tertiary")
                .replacingOccurrences(of: "Title#3:0", with: "Heading#3:0")
                .replacingOccurrences(of: "\"key\": \"k-badge\"", with: "\"key\": \"k-badge-2\"")
            try Data(text.utf8).write(to: folder.appendingPathComponent("library.json"))
            #expect(try Self.generate("library.json", module: "Kit", target: "swiftui", in: folder).status == 0)
            let shop = try EndToEndTests.run(["check", "shop.json", "-o", "Sources/Shop/Generated"], in: folder)
            #expect(shop.status == 1)
            #expect(shop.stdout.contains("[library-changed] Kit.ButtonComponent (library component key k-button) was renamed to Kit.ActionButton in the library; 2 layers (first 5:2) call it"), "\(shop.stdout)")
            #expect(shop.stdout.contains("[library-changed] variant case 'Secondary' of ButtonComponent.style is gone from the library; 2 layers (first 5:2) pass it"), "\(shop.stdout)")
            #expect(shop.stdout.contains("[library-changed] Kit.Badge (library component key k-badge) is no longer in the library Kit (deleted or unpublished); layer 5:4 call it"), "\(shop.stdout)")
            let blog = try EndToEndTests.run(["check", "blog.json", "-o", "Sources/Blog/Generated"], in: folder)
            #expect(blog.status == 1)
            #expect(blog.stdout.contains("[library-changed] property Card.title was removed or renamed in the library; layer 6:2 pass it"), "\(blog.stdout)")
            // Regenerated against the library as it is: in parity, and what no longer links is said.
            let regenerated = try Self.generate("shop.json", module: "Shop", target: "swiftui", in: folder, extra: ["--library", "Sources/Kit/Generated"])
            #expect(regenerated.stderr.contains("variant value 'Secondary' of 'Style' is not a case of Kit.ActionButton"), "\(regenerated.stderr)")
            #expect(try EndToEndTests.run(["check", "shop.json", "-o", "Sources/Shop/Generated"], in: folder).status == 0)
        }
    }

    @Test("lookup goes from a product layer to the library's type and back to every product instance")
    func lookupAcrossTheLink() throws {
        try Self.workspace { folder in
            try Self.generate("library.json", module: "Kit", target: "swiftui", in: folder)
            try Self.generate("shop.json", module: "Shop", target: "swiftui", in: folder, extra: ["--library", "Sources/Kit/Generated"])
            let layer = try EndToEndTests.run(["lookup", "5:3", "-o", "Sources/Shop/Generated"], in: folder)
            #expect(layer.status == 0)
            #expect(layer.stdout.contains("Kit.ButtonComponent  (library component)\n  Swift:  Sources/Kit/Generated/ButtonComponent.swift:8"), "\(layer.stdout)")
            let type = try EndToEndTests.run(["lookup", "Kit.ButtonComponent", "-o", "Sources/Shop/Generated"], in: folder)
            #expect(type.stdout.components(separatedBy: "(instance)").count - 1 == 2, "\(type.stdout)")
            #expect(type.stdout.contains("node 5:2") && type.stdout.contains("node 5:3"))
        }
    }

    @Test("hostile libraries: a key offered twice, a tampered or foreign manifest, the output itself, a cycle; nothing is written")
    func hostileLibraries() throws {
        try Self.workspace { folder in
            try Self.generate("library.json", module: "Kit", target: "swiftui", in: folder)
            let fileManager = FileManager.default
            let kit = folder.appendingPathComponent("Sources/Kit/Generated")
            func refused(_ extra: [String], _ message: String) throws {
                let result = try Self.generate("shop.json", module: "Shop", target: "swiftui", in: folder, extra: extra)
                #expect(result.status != 0, "\(extra)")
                #expect(result.stderr.contains(message), "\(result.stderr)")
                #expect(!fileManager.fileExists(atPath: folder.appendingPathComponent("Sources/Shop/Generated").path), "written despite \(extra)")
            }
            // Two libraries offering one key.
            try fileManager.createDirectory(at: folder.appendingPathComponent("Sources/Kit2"), withIntermediateDirectories: true)
            try fileManager.copyItem(at: kit, to: folder.appendingPathComponent("Sources/Kit2/Generated"))
            // The first interface offered twice is named with its component (a variant's key would say only its key).
            try refused(["--library", "Sources/Kit/Generated", "--library", "Sources/Kit2/Generated"], "both offer component key")
            try refused(["--library", "Sources/Kit/Generated", "--library", "Sources/Kit2/Generated"], "): link one of them")
            // A library file edited after figgen wrote it.
            let badge = folder.appendingPathComponent("Sources/Kit2/Generated/Badge.swift")
            try Data("// edited\n".utf8).write(to: badge)
            try refused(["--library", "Sources/Kit2/Generated"], "Badge.swift is missing or was edited since figgen wrote it")
            // A manifest of another format version.
            let manifest = folder.appendingPathComponent("Sources/Kit2/Generated/figgen.manifest.json")
            var text = try String(contentsOf: manifest, encoding: .utf8)
            text = text.replacingOccurrences(of: "\"figgen\": 2", with: "\"figgen\": 99")
            try Data(text.utf8).write(to: manifest)
            try refused(["--library", "Sources/Kit2/Generated"], "--library Sources/Kit2/Generated:")
            // An interface record naming a file outside the folder.
            text = try String(contentsOf: kit.appendingPathComponent("figgen.manifest.json"), encoding: .utf8)
            try Data(text.replacingOccurrences(of: "\"file\": \"Badge.swift\"", with: "\"file\": \"../../../etc/passwd\"").utf8).write(to: manifest)
            try refused(["--library", "Sources/Kit2/Generated"], "leaves or names the folder")
            // The output as its own library; a library that links back to the product (a cycle).
            try refused(["--library", "Sources/Shop/Generated"], "is the output folder itself")
            #expect(try Self.generate("shop.json", module: "Shop", target: "swiftui", in: folder, extra: ["--library", "Sources/Kit/Generated"]).status == 0)
            let kitBefore = try EndToEndTests.snapshot(kit)
            let cycle = try Self.generate("library.json", module: "Kit", target: "swiftui", in: folder, extra: ["--library", "Sources/Shop/Generated"])
            #expect(cycle.status != 0 && cycle.stderr.contains("a cycle of libraries is refused"), "\(cycle.stderr)")
            #expect(try EndToEndTests.snapshot(kit) == kitBefore)
        }
    }
}
