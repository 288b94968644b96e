import Foundation

/// The Xcode asset catalog figgen writes (`Assets.xcassets`): one colour set per solid colour token (with a
/// dark appearance for variables with Light and Dark modes), so Interface Builder and `Color("brand_Primary")`
/// share the design's colours, and one image set per image the views show (`DesignIR.assets`): the original
/// bytes of image fills, icons as SVG that keeps its vector data, template icons marked so the code tints
/// them. Contents.json files in Xcode's format.
enum AssetCatalog {
    static let folderName = "Assets.xcassets"

    /// The catalog's files; none when it would be empty.
    static func files(colors tokens: [Token], images: [CatalogImage], name folder: String) -> [RenderedFile] {
        var files: [RenderedFile] = []
        for token in tokens {
            guard case .paint(let paint) = token.value, case .color(let color) = paint.resolved else { continue }
            var entries = [entry(color, dark: false)]
            // A variable with Light and Dark modes: the dark colour as the set's dark appearance.
            if case .paint(let darkPaint)? = token.variable?.dark?.resolved, case .color(let dark) = darkPaint.resolved {
                entries.append(entry(dark, dark: true))
            }
            files.append(RenderedFile(name: "\(folder)/\(token.member).colorset/Contents.json",
                                      contents: json(.object([("colors", .array(entries)), info])), symbols: []))
        }
        for image in images {
            let fileName = image.name + "." + image.file.format.fileExtension
            var properties: [(String, JSONValue)] = []
            if image.file.format.isVector { properties.append(("preserves-vector-representation", .bool(true))) }
            if image.isTemplate { properties.append(("template-rendering-intent", .string("template"))) }
            var members: [(String, JSONValue)] = [
                ("images", .array([.object([("filename", .string(fileName)), ("idiom", .string("universal"))])])), info,
            ]
            if !properties.isEmpty { members.append(("properties", .object(properties))) }
            let set = "\(folder)/\(image.name).imageset/"
            files.append(RenderedFile(name: set + "Contents.json", contents: json(.object(members)), symbols: []))
            let contents = image.file.format.isText
                ? String(decoding: image.file.bytes, as: UTF8.self) : Data(image.file.bytes).base64EncodedString()
            files.append(RenderedFile(name: set + fileName, contents: contents, symbols: []))
        }
        guard !files.isEmpty else { return [] }
        return [RenderedFile(name: folder + "/Contents.json", contents: json(.object([info])), symbols: [])] + files
    }

    private static func entry(_ color: ColorValue, dark: Bool) -> JSONValue {
        let components = JSONValue.object([
            ("alpha", .string(fixed(color.opacity))), ("blue", .string(fixed(color.blue))),
            ("green", .string(fixed(color.green))), ("red", .string(fixed(color.red))),
        ])
        var members: [(String, JSONValue)] = []
        if dark {
            members.append(("appearances", .array([.object([("appearance", .string("luminosity")), ("value", .string("dark"))])])))
        }
        members.append(("color", .object([("color-space", .string("srgb")), ("components", components)])))
        members.append(("idiom", .string("universal")))
        return .object(members)
    }

    private static let info: (String, JSONValue) = ("info", .object([("author", .string("xcode")), ("version", .number(1))]))

    private static func json(_ value: JSONValue) -> String {
        var out = ""
        value.write(to: &out, indent: 0)
        return out + "\n"
    }

    /// Xcode writes components as strings with three decimals.
    private static func fixed(_ value: Double) -> String {
        let thousandths = Int((min(max(value, 0), 1) * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
