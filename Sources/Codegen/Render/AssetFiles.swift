import Foundation

/// The asset catalog and its typed accessors, written the same way for every target: the target says which
/// image type it extends and how an image is loaded.
protocol AssetFileRendering {
    var ir: DesignIR { get }
    var options: GenerationOptions { get }
    var access: String { get }
    /// The file header and imports.
    func header(_ writer: inout CodeWriter)
    /// The image type the accessors extend (`Image`, `UIImage`).
    var imageTypeName: String { get }
    /// An expression that loads catalog image `literal` (a string literal) from `bundle` (nil: the main bundle).
    func imageLoad(_ literal: String, bundle: String?) -> String
}

extension AssetFileRendering {
    /// `Assets.xcassets` (colour sets with `--asset-catalog`, and every image the views show) and
    /// `ImageAssets.swift`, one accessor per image: `Image.Assets.iconsBell`. Nothing when there is neither.
    func renderAssetFiles() -> [RenderedFile] {
        guard options.assetCatalog else { return renderFontHelper() }
        var files = AssetCatalog.files(colors: ir.tokens, images: ir.assets, name: AssetCatalog.folderName)
        if !ir.assets.isEmpty { files.append(renderAccessors()) }
        return files + renderFontHelper()
    }

    /// `DesignFonts.swift` when the design uses fonts iOS does not have: their names and weights, and one
    /// call that registers the font files the app bundles.
    func renderFontHelper() -> [RenderedFile] {
        guard !ir.fonts.isEmpty else { return [] }
        let name = ir.sharedType("DesignFonts")
        var writer = CodeWriter()
        header(&writer)
        writer.comment("The fonts the design uses that iOS does not have. Add their font files (.ttf, .otf) to the app, or to this package's resources, and call `\(name).register()` once at launch, before any text shows:", prefix: "///")
        writer.line("///")
        for use in ir.fonts {
            let italic = use.italicWeights.isEmpty ? "" : "; italic " + use.italicWeights.map(String.init).joined(separator: ", ")
            writer.comment("- \(use.family): weights \(use.weights.map(String.init).joined(separator: ", "))\(italic)", prefix: "///")
        }
        let symbols = [RenderedSymbol(kind: .type, name: name, line: writer.nextLine, source: nil)]
        writer.block("\(access)enum \(name)") { writer in
            writer.line("/// The families, as the code names them.")
            writer.line("\(access)static let families: [String] = [\(ir.fonts.map { SwiftLiteral.string($0.family) }.joined(separator: ", "))]")
            writer.line()
            let home = options.assetBundle == .module ? "this module's bundle" : "the main bundle"
            writer.line("/// Registers every .ttf and .otf file in `bundle` (default: \(home)) for this process; returns those")
            writer.line("/// that could not be registered (not a font, or registered already).")
            writer.line("@discardableResult")
            // `Bundle.module` is internal: a public function cannot name it as a default value.
            writer.block("\(access)static func register(from bundle: Bundle? = nil) -> [URL]") { writer in
                writer.line("let bundle = bundle ?? .\(options.assetBundle == .module ? "module" : "main")")
                writer.line("var failed: [URL] = []")
                writer.block("for fileExtension in [\"ttf\", \"otf\"]") { writer in
                    writer.block("for path in bundle.paths(forResourcesOfType: fileExtension, inDirectory: nil)") { writer in
                        writer.line("let url = URL(fileURLWithPath: path)")
                        writer.line("var error: Unmanaged<CFError>?")
                        writer.block("if !CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error)") { writer in
                            writer.line("failed.append(url)")
                        }
                    }
                }
                writer.line("return failed")
            }
        }
        return [RenderedFile(name: name + ".swift", text: writer.fileText, symbols: symbols)]
    }

    private func renderAccessors() -> RenderedFile {
        var writer = CodeWriter()
        var symbols: [RenderedSymbol] = []
        header(&writer)
        let bundle: String? = options.assetBundle == .module ? ".module" : nil
        writer.block("extension \(imageTypeName)") { writer in
            writer.line("/// The design's images and icons, in \(AssetCatalog.folderName)\(bundle == nil ? "" : " of this module").")
            writer.block("\(access)enum Assets") { writer in
                for (position, asset) in ir.assets.enumerated() {
                    if position > 0 { writer.line() }
                    writer.comment(description(asset), prefix: "///")
                    symbols.append(RenderedSymbol(kind: .asset, name: "\(imageTypeName).Assets.\(asset.name)", line: writer.nextLine, source: asset.source))
                    writer.line("\(access)static var \(SwiftName.escaped(asset.name)): \(imageTypeName) { \(imageLoad(SwiftLiteral.string(asset.name), bundle: bundle)) }")
                }
            }
        }
        return RenderedFile(name: ir.sharedType("ImageAssets") + ".swift", text: writer.fileText, symbols: symbols)
    }

    private func description(_ asset: CatalogImage) -> String {
        let origin = switch asset.kind {
        case .imageFill: "Image fill of"
        case .icon: "Icon component"
        case .render: "Render of vector"
        }
        let template = asset.isTemplate ? "; a template image, tinted with the foreground colour" : ""
        return "\(origin) '\(asset.source.name)' (node \(asset.source.nodeID)), \(asset.file.format.rawValue.uppercased())\(template)."
    }
}

extension RenderedFile {
    /// Files whose bytes are not text (raster images, PDF): their `contents` holds the bytes base64-encoded,
    /// so planning, hashing and comparing treat every file alike; writers decode them (`bytes`).
    public static func isBinary(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return binaryExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    static let binaryExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "heic", "pdf"]

    /// The bytes to write.
    public var bytes: Data { Self.bytes(ofFile: name, contents: contents) }

    /// The bytes a file's `contents` stands for.
    public static func bytes(ofFile name: String, contents: String) -> Data {
        isBinary(name) ? Data(base64Encoded: contents) ?? Data() : Data(contents.utf8)
    }

    /// A file's bytes as `contents` holds them (base64 for binary files, UTF-8 text otherwise).
    public static func contents(ofFile name: String, bytes: Data) -> String {
        isBinary(name) ? bytes.base64EncodedString() : String(decoding: bytes, as: UTF8.self)
    }
}
