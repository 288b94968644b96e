import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// Images and icons: which image fill, icon and render becomes which catalog image, under which name, and what
/// the code and the catalog say about it.
@Suite("Assets")
struct AssetTests {
    // MARK: Inputs

    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("rest of a png".utf8)
    static let otherPNG: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("another png".utf8)

    static func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
        #"{"x": \#(x), "y": \#(y), "width": \#(width), "height": \#(height)}"#
    }

    static func solid(_ r: Double, _ g: Double, _ b: Double, opacity: Double = 1) -> String {
        #"[{"type": "SOLID", "opacity": \#(opacity), "color": {"r": \#(r), "g": \#(g), "b": \#(b), "a": 1}}]"#
    }

    static func image(_ id: String, _ name: String, ref: String, y: Double = 0) -> String {
        #"{"id": "\#(id)", "name": "\#(name)", "type": "RECTANGLE", "absoluteBoundingBox": \#(box(0, y, 40, 40)), "fills": [{"type": "IMAGE", "scaleMode": "FILL", "imageRef": "\#(ref)"}]}"#
    }

    static func vector(_ id: String, x: Double, y: Double, fills: String, rotation: Double = 0, path: String = "M0 0L8 0L8 8Z") -> String {
        #"{"id": "\#(id)", "name": "Vector", "type": "VECTOR", "rotation": \#(rotation), "absoluteBoundingBox": \#(box(x, y, 8, 8)), "fills": \#(fills), "fillGeometry": [{"path": "\#(path)", "windingRule": "NONZERO"}]}"#
    }

    static func icon(_ id: String = "2:1", name: String = "Icons/Star", children: [String]) -> String {
        #"{"id": "\#(id)", "name": "\#(name)", "type": "COMPONENT", "absoluteBoundingBox": \#(box(100, 100, 24, 24)), "fills": [], "children": [\#(children.joined(separator: ", "))]}"#
    }

    static func file(_ nodes: [String], components: String = "") -> String {
        """
        {"name": "Assets", "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [
          {"id": "0:1", "name": "Page", "type": "CANVAS", "children": [\(nodes.joined(separator: ", "))]}]},
         "components": {\(components)}, "componentSets": {}, "styles": {}}
        """
    }

    static func generated(_ json: String, assets: DesignAssets? = DesignAssets(), target: GenerationOptions.Target = .swiftui,
                          catalog: Bool = true) throws -> GenerationResult {
        var options = GenerationOptions()
        options.assetCatalog = catalog
        options.target = target
        return generate(try FigmaFile.decode(Array(json.utf8)), options: options, assets: assets)
    }

    static func file(named suffix: String, in result: GenerationResult) -> RenderedFile? {
        result.files.first { $0.name.hasSuffix(suffix) }
    }

    // MARK: Formats and hostile folders

    @Test("formats are told by their bytes, never by a name", arguments: [
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0], ImageFormat.png),
        ([0xFF, 0xD8, 0xFF, 0xE0], .jpeg),
        (Array("GIF89a....".utf8), .gif),
        (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .webp),
        (Array("%PDF-1.7\n".utf8), .pdf),
        (Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), .svg),
        (Array("\u{FEFF}  <svg></svg>".utf8), .svg),
    ] as [([UInt8], ImageFormat)])
    func sniffing(_ bytes: [UInt8], _ format: ImageFormat) {
        #expect(ImageFormat(sniffing: bytes) == format)
    }

    @Test("bytes that are no image format, and HTML that mentions svg late, are not images")
    func notImages() {
        #expect(ImageFormat(sniffing: Array("not an image".utf8)) == nil)
        #expect(ImageFormat(sniffing: Array("<html><body><svg/></body></html>".utf8)) == nil)
        #expect(ImageFormat(sniffing: []) == nil)
    }

    @Test("a folder's unsafe names, unknown formats and broken render index are skipped with a reason")
    func hostileFolder() {
        var assets = DesignAssets()
        assets.addImages(names: ["x/../escape.png", "a.b.png", "noextension", ".hidden.png", "abc123.png", "def456.png"]) { name in
            name == "def456.png" ? Array("text, not an image".utf8) : Self.png
        }
        #expect(Set(assets.images.keys) == ["abc123"])
        #expect(assets.problems.contains { $0.contains("'images/x/../escape.png': not named <imageRef>.<ext>") })
        #expect(assets.problems.contains { $0.contains("'images/a.b.png'") })
        #expect(assets.problems.contains { $0.contains("'images/noextension'") })
        #expect(assets.problems.contains { $0.contains("'images/def456.png': not a PNG") })
        #expect(!assets.problems.contains { $0.contains(".hidden") })

        var renders = DesignAssets()
        let index = #"{"1:2": "1-2.svg", "1:3": "../../etc/passwd", "1:4": "missing.svg", "1:5": 7, "1:6": "6.png"}"#
        var asked: [String] = []
        renders.addRenders(index: Array(index.utf8)) { name in
            asked.append(name)
            switch name {
            case "1-2.svg": return Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)
            case "6.png": return Self.png
            default: return nil
            }
        }
        #expect(asked.sorted() == ["1-2.svg", "6.png", "missing.svg"], "an unsafe name is never asked for")
        #expect(Set(renders.renders.keys) == ["1:2"])
        #expect(renders.problems.count == 4)
        #expect(renders.problems.contains { $0.contains("render must be SVG or PDF") })

        var broken = DesignAssets()
        broken.addRenders(index: Array("[1, 2]".utf8)) { _ in nil }
        #expect(broken.problems == ["renders/index.json: not a JSON object of node id → file name; renders skipped"])
    }

    // MARK: Image fills

    @Test("image fills: named after their layer (or its parent for Figma's default names), shared by content, numbered on collision")
    func imageFillNames() throws {
        var assets = DesignAssets()
        assets.addImage(fileName: "aaa111.png", bytes: Self.png)
        assets.addImage(fileName: "bbb222.png", bytes: Self.png)          // same bytes, other reference
        assets.addImage(fileName: "ccc333.png", bytes: Self.otherPNG)
        let layers = [
            Self.image("3:2", "Photo", ref: "aaa111"), Self.image("3:3", "Rectangle 12", ref: "ccc333", y: 50),
            Self.image("3:4", "Photo", ref: "bbb222", y: 100), Self.image("3:5", "Missing", ref: "ddd444", y: 150),
        ].joined(separator: ", ")
        let card = #"{"id": "3:1", "name": "Profile Card", "type": "FRAME", "absoluteBoundingBox": \#(Self.box(0, 0, 100, 200)), "children": [\#(layers)]}"#
        let result = try Self.generated(Self.file([card]), assets: assets)
        #expect(result.ir.assets.map(\.name) == ["photo", "profileCardImage"])
        #expect(result.ir.assets.map(\.kind) == [.imageFill, .imageFill])
        let swift = try #require(Self.file(named: "ProfileCard.swift", in: result)).contents
        #expect(swift.components(separatedBy: "Image.Assets.photo").count == 3, "both references to the same bytes show one image")
        #expect(swift.contains("Image.Assets.profileCardImage"))
        #expect(!swift.contains("aaa111") && !swift.contains("ddd444"), "no hash names in code")
        let missing = try #require(result.diagnostics.first { $0.kind == .missingAsset })
        #expect(missing.nodeID == "3:5" && missing.message.contains("ddd444") && missing.message.contains("figgen fetch"))
        // The catalog holds the bytes as given; the file list is what Xcode expects.
        let photo = try #require(Self.file(named: "photo.imageset/photo.png", in: result))
        #expect(Array(photo.bytes) == Self.png)
        let contents = try #require(Self.file(named: "photo.imageset/Contents.json", in: result)).contents
        #expect(contents.contains("\"filename\": \"photo.png\"") && !contents.contains("template"))
        let accessors = try #require(Self.file(named: "ImageAssets.swift", in: result)).contents
        #expect(accessors.contains("public static var photo: Image { Image(\"photo\") }"))
    }

    @Test("without a catalog, an image fill is left out with a diagnostic and no asset name is invented")
    func noCatalog() throws {
        let card = #"{"id": "3:1", "name": "Card", "type": "FRAME", "absoluteBoundingBox": \#(Self.box(0, 0, 40, 40)), "children": [\#(Self.image("3:2", "Photo", ref: "aaa111"))]}"#
        let result = try Self.generated(Self.file([card]), assets: nil, catalog: false)
        #expect(result.ir.assets.isEmpty)
        #expect(!result.files.contains { $0.name.contains("xcassets") || $0.name == "ImageAssets.swift" })
        #expect(result.diagnostics.contains { $0.kind == .missingAsset && $0.message.contains("--assets") })
        #expect(!result.files.contains { $0.contents.contains("Image(") })
    }

    // MARK: Icons

    @Test("a one-colour icon component becomes a template SVG at its own origin, tinted by the code")
    func templateIcon() throws {
        let star = Self.icon(children: [Self.vector("2:2", x: 104, y: 102, fills: Self.solid(1, 0, 0)),
                                        Self.vector("2:3", x: 110, y: 110, fills: Self.solid(1, 0, 0), path: "M0 0L4 4Z")])
        let result = try Self.generated(Self.file([star], components: #""2:1": {"key": "k", "name": "Icons/Star"}"#))
        #expect(result.ir.assets.map(\.name) == ["icons_Star"])
        #expect(result.ir.assets.first?.isTemplate == true)
        let svg = try #require(Self.file(named: "icons_Star.imageset/icons_Star.svg", in: result)).contents
        #expect(svg == """
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
            <path d="M4 2L12 2L12 10Z" fill="#000000"/>
            <path d="M10 10L14 14Z" fill="#000000"/>
            </svg>

            """)
        let contents = try #require(Self.file(named: "icons_Star.imageset/Contents.json", in: result)).contents
        #expect(contents.contains("\"preserves-vector-representation\": true") && contents.contains("\"template-rendering-intent\": \"template\""))
        let swift = try #require(Self.file(named: "Icons_Star.swift", in: result)).contents
        #expect(swift.contains("Image.Assets.icons_Star\n            .resizable()\n            .foregroundColor(Color(red: 1, green: 0, blue: 0))"))
        #expect(!swift.contains("Path {"))
        let uikit = try Self.generated(Self.file([star], components: #""2:1": {"key": "k", "name": "Icons/Star"}"#), target: .uikit)
        let uikitSwift = try #require(Self.file(named: "Icons_Star.swift", in: uikit)).contents
        #expect(uikitSwift.contains("UIImageView(asset: UIImage.Assets.icons_Star, tint: UIColor(red: 1, green: 0, blue: 0, alpha: 1))"))
    }

    @Test("an icon in two colours keeps them and is not a template")
    func colouredIcon() throws {
        let flag = Self.icon(children: [Self.vector("2:2", x: 100, y: 100, fills: Self.solid(1, 0, 0)),
                                        Self.vector("2:3", x: 100, y: 108, fills: Self.solid(1, 1, 1, opacity: 0.5))])
        let result = try Self.generated(Self.file([flag]))
        #expect(result.ir.assets.first?.isTemplate == false)
        let svg = try #require(Self.file(named: ".svg", in: result)).contents
        #expect(svg.contains(##"fill="#FF0000""##) && svg.contains(##"fill="#FFFFFF" fill-opacity="0.5""##))
        #expect(!(try #require(Self.file(named: "Icons_Star.swift", in: result)).contents.contains("foregroundColor")))
    }

    @Test("what SVG cannot say exactly stays code: rotation, gradients, text, no catalog", arguments: [
        ("rotated", [vector("2:2", x: 100, y: 100, fills: solid(1, 0, 0), rotation: 30)]),
        ("gradient", [vector("2:2", x: 100, y: 100, fills: #"[{"type": "GRADIENT_LINEAR", "gradientHandlePositions": [{"x": 0, "y": 0}, {"x": 1, "y": 1}, {"x": 0, "y": 1}], "gradientStops": [{"position": 0, "color": {"r": 1, "g": 0, "b": 0, "a": 1}}, {"position": 1, "color": {"r": 0, "g": 0, "b": 1, "a": 1}}]}]"#)]),
        ("text", [#"{"id": "2:4", "name": "Label", "type": "TEXT", "characters": "A", "absoluteBoundingBox": \#(box(100, 100, 10, 10)), "style": {"fontFamily": "Inter", "fontSize": 10}}"#]),
        ("unparsable path", [vector("2:2", x: 100, y: 100, fills: solid(1, 0, 0), path: "M0 0 A 1 1 0 0 0 2 2")]),
    ])
    func notIcons(_ reason: String, _ children: [String]) throws {
        let result = try Self.generated(Self.file([Self.icon(children: children)]))
        #expect(result.ir.assets.isEmpty, "\(reason): should stay code")
        #expect(!(try #require(Self.file(named: "Icons_Star.swift", in: result)).contents.contains("Image.Assets")))
    }

    @Test("without a catalog an icon is drawn as paths")
    func iconWithoutCatalog() throws {
        let result = try Self.generated(Self.file([Self.icon(children: [Self.vector("2:2", x: 100, y: 100, fills: Self.solid(1, 0, 0))])]), assets: nil, catalog: false)
        #expect(result.ir.assets.isEmpty)
        #expect(try #require(Self.file(named: "Icons_Star.swift", in: result)).contents.contains("Path(figmaPath: "))
    }

    @Test("an icon whose instances recolour it keeps its colour parameter and is drawn in code")
    func overriddenIcon() throws {
        let star = Self.icon(children: [Self.vector("2:2", x: 100, y: 100, fills: Self.solid(1, 0, 0))])
        let instance = #"{"id": "5:1", "name": "Star", "type": "INSTANCE", "componentId": "2:1", "absoluteBoundingBox": \#(Self.box(0, 0, 24, 24)), "children": [\#(Self.vector("I5:1;2:2", x: 0, y: 0, fills: Self.solid(0, 0, 1)))]}"#
        let screen = #"{"id": "4:1", "name": "Screen", "type": "FRAME", "absoluteBoundingBox": \#(Self.box(0, 0, 100, 100)), "children": [\#(instance)]}"#
        let result = try Self.generated(Self.file([star, screen], components: #""2:1": {"key": "k", "name": "Icons/Star"}"#))
        #expect(result.ir.assets.isEmpty)
        let swift = try #require(Self.file(named: "Icons_Star.swift", in: result)).contents
        #expect(swift.contains("Path(figmaPath: ") && swift.contains("Color"))
    }

    // MARK: Renders

    @Test("a vector without geometry shows its fetched render; without one, a placeholder of its size and a diagnostic")
    func renders() throws {
        let logo = #"{"id": "4:2", "name": "Logo mark", "type": "VECTOR", "absoluteBoundingBox": \#(Self.box(0, 0, 12, 12)), "fills": \#(Self.solid(0, 0, 0))}"#
        let other = #"{"id": "4:3", "name": "Vector 7", "type": "VECTOR", "absoluteBoundingBox": \#(Self.box(20, 0, 40, 12)), "fills": \#(Self.solid(0, 0, 0))}"#
        let footer = #"{"id": "4:1", "name": "Footer", "type": "FRAME", "layoutMode": "HORIZONTAL", "absoluteBoundingBox": \#(Self.box(0, 0, 100, 12)), "children": [\#(logo), \#(other)]}"#
        var assets = DesignAssets()
        assets.addRender(nodeID: "4:2", fileName: "4-2.pdf", bytes: Array("%PDF-1.4 render".utf8))
        let result = try Self.generated(Self.file([footer]), assets: assets)
        #expect(result.ir.assets.map(\.name) == ["logoMark"])
        #expect(result.ir.assets.first?.file.format == .pdf)
        let swift = try #require(Self.file(named: "Footer.swift", in: result)).contents
        #expect(swift.contains("Image.Assets.logoMark"))
        #expect(swift.contains("Color.clear\n                .frame(width: 40, height: 12)"))
        let diagnostic = try #require(result.diagnostics.first { $0.nodeID == "4:3" })
        #expect(diagnostic.kind == .vectorGeometry && diagnostic.message.contains("renders/"))
        let pdf = try #require(Self.file(named: "logoMark.imageset/logoMark.pdf", in: result))
        #expect(String(decoding: pdf.bytes, as: UTF8.self) == "%PDF-1.4 render")
        #expect(RenderedFile.isBinary(pdf.name) && pdf.contents == Data("%PDF-1.4 render".utf8).base64EncodedString())
    }

    @Test("only images the generated views show are written: a page left out leaves its images out")
    func selection() throws {
        var assets = DesignAssets()
        assets.addImage(fileName: "aaa111.png", bytes: Self.png)
        let json = """
            {"name": "Two pages", "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [
              {"id": "0:1", "name": "One", "type": "CANVAS", "children": [\(Self.image("1:1", "Photo", ref: "aaa111"))]},
              {"id": "0:2", "name": "Two", "type": "CANVAS", "children": [{"id": "2:1", "name": "Plain", "type": "FRAME", "absoluteBoundingBox": \(Self.box(0, 0, 10, 10))}]}]},
             "components": {}, "componentSets": {}, "styles": {}}
            """
        var options = GenerationOptions(pages: ["Two"])
        options.assetCatalog = true
        let result = generate(try FigmaFile.decode(Array(json.utf8)), options: options, assets: assets)
        #expect(result.ir.assets.isEmpty)
        #expect(!result.files.contains { $0.name.contains("imageset") })
    }

    // MARK: Fonts

    @Test("fonts iOS does not have are noted with their weights and get a registration helper; system fonts do not")
    func fonts() throws {
        func text(_ id: String, _ family: String, weight: Int, italic: Bool = false) -> String {
            #"{"id": "\#(id)", "name": "T", "type": "TEXT", "characters": "a", "absoluteBoundingBox": \#(Self.box(0, 0, 10, 10)), "style": {"fontFamily": "\#(family)", "fontWeight": \#(weight), "italic": \#(italic), "fontSize": 12}}"#
        }
        let texts = [
            text("1:2", "Inter", weight: 700), text("1:3", "SF Pro Text", weight: 400), text("1:4", "Inter", weight: 400),
            text("1:5", "Inter", weight: 400, italic: true), text("1:6", "Roboto Mono", weight: 500), text("1:7", "Helvetica Neue", weight: 400),
        ].joined(separator: ", ")
        let frame = #"{"id": "1:1", "name": "Texts", "type": "FRAME", "layoutMode": "VERTICAL", "absoluteBoundingBox": \#(Self.box(0, 0, 100, 100)), "children": [\#(texts)]}"#
        let result = try Self.generated(Self.file([frame]), assets: nil, catalog: false)
        #expect(result.ir.fonts.map(\.family) == ["Inter", "Roboto Mono"])
        #expect(result.ir.fonts.first?.weights == [400, 700] && result.ir.fonts.first?.italicWeights == [400])
        let notes = result.diagnostics.filter { $0.kind == .font }
        #expect(notes.map(\.nodeID) == ["1:2", "1:6"])
        #expect(notes.first?.message.contains("weights 400, 700, 400 italic") == true)
        let helper = try #require(Self.file(named: "DesignFonts.swift", in: result)).contents
        #expect(helper.contains(#"public static let families: [String] = ["Inter", "Roboto Mono"]"#))
        #expect(helper.contains("CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error)"))
        let system = try Self.generated(Self.file([text("1:3", "SF Pro", weight: 400)]), assets: nil, catalog: false)
        #expect(system.ir.fonts.isEmpty && !system.files.contains { $0.name == "DesignFonts.swift" })
    }

    @Test("a font noted again changes nothing, but a first use without a layer is taken over by the next with one")
    func fontUsesRepeated() {
        func text(_ family: String, weight: Int, source: String?) -> ViewNode {
            var style = TextStyle()
            style.fontFamily = family
            style.fontWeight = weight
            let content = TextContent(runs: [TextRun(value: .literal("a"))], style: style, alignment: .start, lineLimit: nil)
            return ViewNode(.text(content), source: source.map { Source(nodeID: $0, name: "T", path: .root) })
        }
        let views = [text("Inter", weight: 400, source: nil), text("Inter", weight: 400, source: "1:2"), text("Inter", weight: 400, source: "1:3"),
                     text("Inter", weight: 700, source: "1:4"), text("Inter", weight: 400, source: "1:5")]
        let screen = Declaration(kind: .screen, typeName: "S", source: Source(nodeID: "1:1", name: "S", path: .root), page: nil, layerPath: "S",
                                 views: DeclarationViews(body: ViewNode(.stack(Stack(axis: .vertical, spacing: 0, alignment: .start, children: Children(views))))))
        var usage = FontUsage()
        usage.add(screen)
        let fonts = usage.families(adding: [])
        #expect(fonts.map(\.family) == ["Inter"])
        #expect(fonts.first?.weights == [400, 700])
        #expect(fonts.first?.firstUse?.nodeID == "1:2")
    }

    @Test("generated asset code type-checks against both stubs")
    func typeChecks() throws {
        var assets = DesignAssets()
        assets.addImage(fileName: "aaa111.png", bytes: Self.png)
        let star = Self.icon(children: [Self.vector("2:2", x: 104, y: 102, fills: Self.solid(1, 0, 0))])
        let json = Self.file([star, Self.image("3:2", "Photo", ref: "aaa111")], components: #""2:1": {"key": "k", "name": "Icons/Star"}"#)
        for target in GenerationOptions.Target.allCases {
            let result = try Self.generated(json, assets: assets, target: target)
            let check = try TypeCheck.run(sources: result.files.filter { $0.name.hasSuffix(".swift") }.map { ($0.name, $0.contents) }, uikit: target == .uikit)
            #expect(check.succeeded, "\(target): \(check.output)")
        }
    }
}
