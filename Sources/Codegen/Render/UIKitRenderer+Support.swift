extension UIKitRenderer {
    // MARK: Support files

    /// The containers, shapes and text support every UIKit output uses, the placement arithmetic (the same file
    /// as SwiftUI's), and the screen host when there are screens.
    func supportFiles(screens: Bool) -> [RenderedFile] {
        var files = [
            supportFile(Self.containerBuilderSource(access: access), type: "ContainerBuilder"),
            supportFile(Self.shapeViewSource(access: access), type: "ShapeView"),
            supportFile(Self.textAttributesSource(access: access), type: "TextAttributes"),
            renderConstraintPlacement(),
        ]
        if screens { files.append(supportFile(Self.screenViewControllerSource(access: access), type: "ScreenViewController")) }
        return files
    }

    /// A support file named after its main type: every shared type's base name replaced by the name claimed for
    /// this design (whole identifiers only).
    func supportFile(_ template: String, type base: String) -> RenderedFile {
        let source = Self.renaming(template, ir.sharedTypes)
        var writer = CodeWriter()
        header(&writer)
        let name = type(base)
        var symbolLine = writer.nextLine
        for (offset, text) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if symbolLine == writer.nextLine - offset, text.range(of: " \(name)[:<( ]", options: .regularExpression) != nil,
               text.hasPrefix("public ") || text.hasPrefix("final ") || text.hasPrefix("enum ") || text.hasPrefix("struct ") || text.hasPrefix("@") {
                symbolLine = writer.nextLine
            }
            writer.line(String(text))
        }
        return RenderedFile(name: name + ".swift", text: writer.fileText, symbols: [RenderedSymbol(kind: .type, name: name, line: symbolLine, source: nil)])
    }

    /// `text` with each identifier that is a key of `names` replaced by its value.
    static func renaming(_ text: String, _ names: [String: String]) -> String {
        guard names.contains(where: { $0.key != $0.value }) else { return text }
        var result = ""
        var identifier = ""
        func flush() {
            result += names[identifier] ?? identifier
            identifier = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                identifier.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    // MARK: Catalog

    /// A view controller listing every component and variant at its design size, for a sample app or a review.
    func renderCatalog(_ components: [Declaration]) -> RenderedFile {
        var writer = CodeWriter()
        header(&writer)
        let entries = CatalogEntry.entries(of: components, in: ir)
        let name = type("DesignCatalog")
        writer.line("/// Every component and variant of the design, for a sample app or a design review.")
        let symbol = RenderedSymbol(kind: .type, name: name, line: writer.nextLine, source: nil)
        writer.block("\(access)final class \(name): UIViewController") { writer in
            writer.block("\(access)init()") { writer in
                writer.line("super.init(nibName: nil, bundle: nil)")
            }
            writer.line()
            writer.line("@available(*, unavailable)")
            writer.block("\(access)required init?(coder: NSCoder)") { writer in
                writer.line("fatalError(\(SwiftLiteral.string(name + " is built in code")))")
            }
            writer.line()
            writer.block("\(access)override func loadView()") { writer in
                writer.block("let catalog = \(type("ScrollContainer"))(.vertical)") { writer in
                    writer.block("\(type("VStackContainer"))(spacing: 32, alignment: .leading)") { writer in
                        ChildGroups.writeList(count: entries.count, weight: .reference, naming: CatalogEntry.entriesNaming, &writer, header: groupMember) { index, writer in
                            writer.line(SwiftName.escaped(entries[index].member))
                        }
                    }
                    writer.line(".padding(20)")
                }
                writer.line("catalog.backgroundColor = .systemBackground")
                writer.line("view = catalog")
            }
            for entry in entries {
                writer.line()
                writer.block("private var \(SwiftName.escaped(entry.member)): UIView") { writer in
                    writer.block("\(type("VStackContainer"))(spacing: 12, alignment: .leading)") { writer in
                        writer.line("UILabel(\(SwiftLiteral.string(entry.title)), style: \(type("TextAttributes"))(size: 17, weight: .semibold))")
                        if let flow = entry.flow {
                            // A flow is a view controller of its own: a tap presents it.
                            writer.line("UILabel(\(SwiftLiteral.string("Open " + flow.name)), style: \(type("TextAttributes"))(size: 17, color: .systemBlue))")
                            writer.indent { $0.line(".designButton(\(SwiftLiteral.string("Open " + flow.name)), action: { [weak self] in self?.present(\(flow.typeName)(), animated: true) })") }
                        } else {
                            ChildGroups.writeList(count: entry.calls.count, weight: CatalogEntry.callWeight, naming: entry.callsNaming, &writer, header: groupMember) { index, writer in
                                let (call, size) = entry.calls[index]
                                writer.line(call)
                                if let size { writer.indent { $0.line(Spelling.fixedFrame(size)) } }
                            }
                        }
                    }
                }
            }
            writer.writeDeferred()
        }
        return RenderedFile(name: name + ".swift", text: writer.fileText, symbols: [symbol])
    }
}

extension UIKitRenderer: TokenFileRendering {
    var appearanceImports: [String] { [] }

    var paintNamespaces: [(type: String, doc: String)] {
        [("UIColor", "Tokens from the design's fill styles and variables."), ("\(type("ShapeView")).Paint", "Gradient tokens from the design's fill styles.")]
    }

    func paintNamespace(_ paint: PaintValue) -> String {
        switch paint.resolved {
        case .color: "UIColor"
        default: "\(type("ShapeView")).Paint"
        }
    }

    func paintLiteral(_ paint: PaintValue) -> String {
        switch paint.resolved {
        case .color(let color): colorLiteral(color)
        default: "\(type("ShapeView")).Paint" + self.paint(paint.resolved)
        }
    }

    var colorTypeName: String { "UIColor" }

    func renderAppearanceColor(_ writer: inout CodeWriter) {
        writer.block("extension UIColor") { writer in
            writer.comment("A colour that follows the appearance: the design's Light and Dark modes.", prefix: "///")
            writer.block("fileprivate convenience init(light: UIColor, dark: UIColor)") { writer in
                writer.line("self.init { traits in traits.userInterfaceStyle == .dark ? dark : light }")
            }
        }
    }

    /// Text-style parameters are `TextAttributes`, which every UIKit output has.
    var textStyleParametersUseTokenType: Bool { false }

    /// Text styles as `TextAttributes` values (`TextStyleToken.<name>`) and their fonts as `UIFont.Tokens`.
    func renderTextStyleTokens(_ textTokens: [(Token, TextStyle)], _ writer: inout CodeWriter, _ symbols: inout [RenderedSymbol]) {
        let names = ir.tokenTypeNames
        writer.comment("The design's text styles: font, tracking, line height, case and colour, applied with `UILabel(_:style:)`.", prefix: "///")
        writer.block("\(access)enum \(names.textStyle)") { writer in
            for (position, (token, style)) in textTokens.enumerated() {
                if position > 0 { writer.line() }
                tokenDoc(token, &writer)
                symbols.append(RenderedSymbol(kind: .token, name: "\(names.textStyle).\(token.member)", line: writer.nextLine, source: nil))
                var plain = style
                plain.token = nil
                writer.line("\(access)static let \(SwiftName.escaped(token.member)) = \(textAttributes(plain, isRun: false))")
            }
        }
        writer.line()
        writer.block("extension UIFont") { writer in
            writer.comment("Fonts of the design's text styles.", prefix: "///")
            writer.block("\(access)enum Tokens") { writer in
                for (token, _) in textTokens {
                    tokenDoc(token, &writer)
                    writer.line("\(access)static let \(SwiftName.escaped(token.member)) = \(names.textStyle).\(SwiftName.escaped(token.member)).font")
                }
            }
        }
    }

    /// Effect styles as lists of shadows, applied in order with `.effect(_:)`.
    func renderEffectTokens(_ effectTokens: [(Token, [ShadowValue])], _ writer: inout CodeWriter, _ symbols: inout [RenderedSymbol]) {
        let names = ir.tokenTypeNames
        let shadow = "\(type("ShapeView")).Shadow"
        writer.comment("The drop shadows of a design effect style, applied in order with `.effect(_:)`.", prefix: "///")
        writer.block("\(access)struct \(names.effect): Sendable") { writer in
            renderEffectTokenValues(effectTokens, shadowType: shadow, &writer, &symbols)
        }
        writer.line()
        writer.block("extension UIView") { writer in
            writer.comment("Applies the drop shadows of a design effect style.", prefix: "///")
            writer.block("\(access)func effect(_ effect: \(names.effect)) -> UIView") { writer in
                writer.line("effect.shadows.reduce(self) { view, shadow in view.shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y) }")
            }
        }
    }
}
