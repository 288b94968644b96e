/// An Xcode asset catalog with one colour set per solid colour token (with a dark appearance for variables
/// with Light and Dark modes), so Interface Builder and
/// `Color("brand_Primary")` share the design's colours. Contents.json files in Xcode's format.
enum AssetCatalog {
    static func files(for tokens: [Token], name: String) -> [RenderedFile] {
        let folder = name + ".xcassets"
        var files = [RenderedFile(name: folder + "/Contents.json", contents: json(.object([info])), symbols: [])]
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
        return files
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
