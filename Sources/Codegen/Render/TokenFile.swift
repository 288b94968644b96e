/// What differs between targets in `DesignTokens.swift`; the layout of the file (namespaces, modes, aliases,
/// docs, symbols) is shared (`renderTokens`).
protocol TokenFileRendering {
    var ir: DesignIR { get }
    var access: String { get }
    /// The file header and imports.
    func header(_ writer: inout CodeWriter)
    /// Lines after the imports when some colour follows the appearance (Light/Dark).
    var appearanceImports: [String] { get }
    /// The types that hold paint tokens (`Color` first), each with its doc line.
    var paintNamespaces: [(type: String, doc: String)] { get }
    /// The type whose `Tokens` namespace holds a paint token.
    func paintNamespace(_ paint: PaintValue) -> String
    /// A paint token's value (a resolved paint) in its namespace's type.
    func paintLiteral(_ paint: PaintValue) -> String
    /// The colour type (`Color`, `UIColor`).
    var colorTypeName: String { get }
    /// A colour as the colour type's literal.
    func colorLiteral(_ color: ColorValue) -> String
    /// Declares `<colour type>(light:dark:)`.
    func renderAppearanceColor(_ writer: inout CodeWriter)
    /// Whether text-style parameters hold the text-style token type (SwiftUI's `TextStyleToken`), which is then
    /// written even without tokens; UIKit's hold `TextAttributes`.
    var textStyleParametersUseTokenType: Bool { get }
    /// Text style tokens: their fonts and the target's text-style type.
    func renderTextStyleTokens(_ tokens: [(Token, TextStyle)], _ writer: inout CodeWriter, _ symbols: inout [RenderedSymbol])
    /// Effect style tokens: their shadows and how a view applies them.
    func renderEffectTokens(_ tokens: [(Token, [ShadowValue])], _ writer: inout CodeWriter, _ symbols: inout [RenderedSymbol])
}

extension TokenFileRendering {
    /// `DesignTokens.swift`: paint tokens as `Tokens` namespaces on the target's types, lengths, numbers, text and
    /// flags as `Tokens` on `CGFloat`, `Double`, `String` and `Bool`, then text and effect styles. Written only
    /// when the design uses tokens.
    func renderTokens() -> RenderedFile {
        var writer = CodeWriter()
        var symbols: [RenderedSymbol] = []
        header(&writer)
        let followsAppearance = ir.tokens.contains { $0.variable.map(Self.followsAppearance) == true }
        if followsAppearance, !appearanceImports.isEmpty {
            for line in appearanceImports { writer.line(line) }
            writer.line()
        }
        // Paint tokens, grouped by the type that holds them; then the other kinds of variables.
        // Within a namespace: styles and id-named variables in first-use order, then named variables in
        // canonical order (VariableTable).
        let paints = paintNamespaces.map { namespace in
            (type: namespace.type, doc: namespace.doc, holds: { (value: Token.Value) in
                if case .paint(let paint) = value { paintNamespace(paint) == namespace.type } else { false }
            })
        }
        let namespaces: [(type: String, doc: String, holds: (Token.Value) -> Bool)] = paints + [
            ("CGFloat", "Lengths (spacing, padding, radius, font size) bound to the design's variables.", { if case .dimension = $0 { true } else { false } }),
            ("Double", "Numbers from the design's variables that are not lengths (opacity, counts).", { if case .number = $0 { true } else { false } }),
            ("String", "Text from the design's variables.", { if case .text = $0 { true } else { false } }),
            ("Bool", "Flags from the design's variables.", { if case .flag = $0 { true } else { false } }),
        ]
        for namespace in namespaces {
            let tokens = ir.tokens.filter { namespace.holds($0.value) }
            guard !tokens.isEmpty else { continue }
            renderTokenNamespace(namespace.type, doc: namespace.doc, tokens: tokens, writer: &writer, symbols: &symbols)
            writer.line()
        }
        if followsAppearance {
            renderAppearanceColor(&writer)
            writer.line()
        }
        let textTokens = ir.tokens.compactMap { token -> (Token, TextStyle)? in
            if case .textStyle(let style) = token.value { return (token, style) }
            return nil
        }
        if !textTokens.isEmpty || (textStyleParametersUseTokenType && ir.support.contains(.textStyleType)) {
            renderTextStyleTokens(textTokens, &writer, &symbols)
            writer.line()
        }
        let effectTokens = ir.tokens.compactMap { token -> (Token, [ShadowValue])? in
            if case .shadows(let shadows) = token.value { return (token, shadows) }
            return nil
        }
        if !effectTokens.isEmpty || ir.support.contains(.effectType) {
            renderEffectTokens(effectTokens, &writer, &symbols)
            writer.line()
        }
        // No trailing blank line.
        var text = writer.fileText.joined
        while text.hasSuffix("\n\n") { text.removeLast() }
        return RenderedFile(name: ir.tokenTypeNames.file + ".swift", contents: text, symbols: symbols)
    }

    func tokenDoc(_ token: Token, _ writer: inout CodeWriter) {
        if let variable = token.variable {
            writer.comment("Figma variable `\(SwiftLiteral.commentText(token.figmaName))` (collection `\(SwiftLiteral.commentText(variable.collection))`).", prefix: "///")
            if let description = variable.description { writer.comment(description, prefix: "///") }
        } else if token.isVariable {
            writer.comment("Figma variable `\(SwiftLiteral.commentText(token.figmaName))`: the value is the design's literal at its first use (the export does not carry variable values).", prefix: "///")
        } else {
            writer.comment("Figma style `\(SwiftLiteral.commentText(token.figmaName))`.", prefix: "///")
        }
    }

    /// The members of the effect-token type: its shadows, its `init`, and one `static let` per effect style.
    func renderEffectTokenValues(_ effectTokens: [(Token, [ShadowValue])], shadowType: String, _ writer: inout CodeWriter, _ symbols: inout [RenderedSymbol]) {
        let effect = ir.tokenTypeNames.effect
        writer.line("\(access)var shadows: [\(shadowType)]")
        writer.line()
        writer.block("\(access)init(shadows: [\(shadowType)])") { writer in
            writer.line("self.shadows = shadows")
        }
        for (token, shadows) in effectTokens {
            writer.line()
            tokenDoc(token, &writer)
            symbols.append(RenderedSymbol(kind: .token, name: "\(effect).\(token.member)", line: writer.nextLine, source: nil))
            writer.line("\(access)static let \(SwiftName.escaped(token.member)) = \(effect)(shadows: [")
            writer.indent { writer in
                for shadow in shadows {
                    // Figma's blur radius is about twice the target's shadow radius (a Gaussian's sigma).
                    writer.line("\(shadowType)(color: \(colorLiteral(shadow.color)), radius: \(SwiftLiteral.number(shadow.blur / 2)), x: \(SwiftLiteral.number(shadow.x)), y: \(SwiftLiteral.number(shadow.y))),")
                }
            }
            writer.line("])")
        }
    }

    /// `extension <type> { enum Tokens { … } }`: one `static let` per token, then one nested enum per
    /// other mode of the variables (`Color.Tokens.Wireframe.<member>`), members in the same order.
    private func renderTokenNamespace(_ type: String, doc: String, tokens: [Token], writer: inout CodeWriter, symbols: inout [RenderedSymbol]) {
        writer.block("extension \(type)") { writer in
            writer.comment(doc, prefix: "///")
            writer.block("\(access)enum Tokens") { writer in
                for token in tokens {
                    tokenDoc(token, &writer)
                    symbols.append(RenderedSymbol(kind: .token, name: "\(type).Tokens.\(token.member)", line: writer.nextLine, source: nil))
                    let member = SwiftName.escaped(token.member)
                    if let variable = token.variable {
                        var value = tokenValue(variable.base, kind: variable.kind)
                        if Self.followsAppearance(variable), let dark = variable.dark {
                            value = "\(colorTypeName)(light: \(value), dark: \(tokenValue(dark, kind: variable.kind)))"
                        }
                        writer.line("\(access)static let \(member): \(type) = \(value)")
                    } else if case .paint(let paint) = token.value {
                        writer.line("\(access)static let \(member) = \(paintLiteral(paint.resolved))")
                    } else if case .dimension(let length) = token.value {
                        writer.line("\(access)static let \(member): CGFloat = \(SwiftLiteral.number(length))")
                    }
                }
                var modes: [String] = []
                for token in tokens {
                    for other in token.variable?.others ?? [] where !modes.contains(other.typeName) { modes.append(other.typeName) }
                }
                for mode in modes {
                    writer.line()
                    writer.comment("Values in the design's `\(SwiftLiteral.commentText(mode))` mode.", prefix: "///")
                    writer.block("\(access)enum \(SwiftName.escaped(mode))") { writer in
                        for token in tokens {
                            guard let variable = token.variable, let other = variable.others.first(where: { $0.typeName == mode }) else { continue }
                            writer.line("\(access)static let \(SwiftName.escaped(token.member)): \(type) = \(tokenValue(other.value, kind: variable.kind))")
                        }
                    }
                }
            }
        }
    }

    /// Whether the token needs `Color(light:dark:)`: its dark value differs, and is not the same alias as the
    /// light one (the aliased token follows the appearance itself).
    static func followsAppearance(_ variable: VariableToken) -> Bool {
        guard let dark = variable.dark else { return false }
        return dark.reference == nil || dark.reference != variable.base.reference
    }

    private func tokenType(_ kind: VariableToken.Kind) -> String {
        switch kind {
        case .color: colorTypeName
        case .length: "CGFloat"
        case .number: "Double"
        case .text: "String"
        case .flag: "Bool"
        }
    }

    /// A mode's value: a reference to the aliased token (converted between `CGFloat` and `Double` when
    /// the two differ), or the literal.
    private func tokenValue(_ value: VariableToken.ModeValue, kind: VariableToken.Kind) -> String {
        if let reference = value.reference {
            let targetKind = value.referenceKind ?? kind
            let expression = "\(tokenType(targetKind)).Tokens.\(SwiftName.escaped(reference))"
            return targetKind == kind ? expression : "\(tokenType(kind))(\(expression))"
        }
        switch value.resolved {
        case .paint(let paint): return paintLiteral(paint.resolved)
        case .dimension(let number), .number(let number): return SwiftLiteral.number(number)
        case .text(let text): return SwiftLiteral.string(text)
        case .flag(let flag): return String(flag)
        case .textStyle, .shadows: return "nil"  // variables are never styles
        }
    }
}

extension SwiftUIRenderer: TokenFileRendering {
    var textStyleParametersUseTokenType: Bool { true }

    var appearanceImports: [String] { ["#if canImport(UIKit)", "import UIKit", "#endif"] }

    var paintNamespaces: [(type: String, doc: String)] {
        [("Color", "Tokens from the design's fill styles and variables.")]
            + ["LinearGradient", "RadialGradient", "EllipticalGradient", "AngularGradient"].map { ($0, "Tokens from the design's fill styles.") }
    }

    func paintNamespace(_ paint: PaintValue) -> String { Self.tokenNamespace(paint) }

    func paintLiteral(_ paint: PaintValue) -> String { shapeStyle(paint) }

    var colorTypeName: String { "Color" }

    /// Text styles as `Font.Tokens` plus a text-style type (a Font cannot hold tracking and line spacing).
    /// Without text style tokens (the type is for text-style parameters), only the type and its modifier.
    func renderTextStyleTokens(_ textTokens: [(Token, TextStyle)], _ writer: inout CodeWriter, _ symbols: inout [RenderedSymbol]) {
        let names = ir.tokenTypeNames
        if !textTokens.isEmpty {
            writer.block("extension Font") { writer in
                writer.comment("Fonts of the design's text styles.", prefix: "///")
                writer.block("\(access)enum Tokens") { writer in
                    for (token, style) in textTokens {
                        tokenDoc(token, &writer)
                        writer.line("\(access)static let \(SwiftName.escaped(token.member)) = \(fontExpression(style))")
                    }
                }
            }
            writer.line()
        }
        writer.comment("A text style: its font, and the tracking and line box a `Font` cannot carry (Figma's line height: the extra", prefix: "///")
        writer.comment("space of each line, `lineSpacing` between lines and `halfLeading` above the first and below the last).", prefix: "///")
        writer.block("\(access)struct \(names.textStyle): Sendable") { writer in
            writer.line("\(access)var font: Font")
            writer.line("\(access)var tracking: CGFloat")
            writer.line("\(access)var lineSpacing: CGFloat")
            writer.line("\(access)var halfLeading: CGFloat")
            writer.line()
            writer.block("\(access)init(font: Font, tracking: CGFloat = 0, lineSpacing: CGFloat = 0, halfLeading: CGFloat = 0)") { writer in
                writer.line("self.font = font")
                writer.line("self.tracking = tracking")
                writer.line("self.lineSpacing = lineSpacing")
                writer.line("self.halfLeading = halfLeading")
            }
            for (token, style) in textTokens {
                writer.line()
                tokenDoc(token, &writer)
                symbols.append(RenderedSymbol(kind: .token, name: "\(names.textStyle).\(token.member)", line: writer.nextLine, source: nil))
                writer.line("\(access)static let \(SwiftName.escaped(token.member)) = \(names.textStyle)(font: Font.Tokens.\(SwiftName.escaped(token.member)), tracking: \(SwiftLiteral.number(style.tracking ?? 0)), lineSpacing: \(SwiftLiteral.number(Self.lineSpacing(style) ?? 0)), halfLeading: \(SwiftLiteral.number(Self.halfLeading(style) ?? 0)))")
            }
        }
        writer.line()
        writer.block("extension View") { writer in
            writer.comment("Applies a design text style: font, tracking and Figma's line box.", prefix: "///")
            writer.block("\(access)func textStyle(_ style: \(names.textStyle)) -> some View") { writer in
                writer.line("font(style.font)")
                writer.indent { writer in
                    writer.line(".tracking(style.tracking)")
                    writer.line(".lineSpacing(style.lineSpacing)")
                    writer.line(".padding(.vertical, style.halfLeading)")
                }
            }
        }
    }

    /// Effect styles as a shadow token with its view modifier.
    func renderEffectTokens(_ effectTokens: [(Token, [ShadowValue])], _ writer: inout CodeWriter, _ symbols: inout [RenderedSymbol]) {
        let names = ir.tokenTypeNames
        writer.comment("The drop shadows of a design effect style, applied in order with `.effect(_:)`.", prefix: "///")
        writer.block("\(access)struct \(names.effect): Sendable") { writer in
            writer.block("\(access)struct Shadow: Sendable") { writer in
                writer.line("\(access)var color: Color")
                writer.line("\(access)var radius: CGFloat")
                writer.line("\(access)var x: CGFloat")
                writer.line("\(access)var y: CGFloat")
                writer.line()
                writer.block("\(access)init(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)") { writer in
                    writer.line("self.color = color")
                    writer.line("self.radius = radius")
                    writer.line("self.x = x")
                    writer.line("self.y = y")
                }
            }
            writer.line()
            renderEffectTokenValues(effectTokens, shadowType: "Shadow", &writer, &symbols)
        }
        writer.line()
        writer.block("extension View") { writer in
            writer.comment("Applies the drop shadows of a design effect style.", prefix: "///")
            writer.block("\(access)func effect(_ effect: \(names.effect)) -> some View") { writer in
                writer.line("effect.shadows.reduce(AnyView(self)) { view, shadow in")
                writer.indent { $0.line("AnyView(view.shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y))") }
                writer.line("}")
            }
        }
    }

    /// `Color(light:dark:)`: a colour that follows the colour scheme, for variables with Light and Dark modes.
    func renderAppearanceColor(_ writer: inout CodeWriter) {
        writer.block("extension Color") { writer in
            writer.comment("A colour that follows the appearance: the design's Light and Dark modes.", prefix: "///")
            writer.block("fileprivate init(light: Color, dark: Color)") { writer in
                writer.line("#if canImport(UIKit)")
                writer.line("self.init(uiColor: UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light) })")
                writer.line("#else")
                writer.line("self = light")
                writer.line("#endif")
            }
        }
    }

    /// `Font.custom("Inter", size: 16).weight(.semibold)`, or a system font without a family.
    func fontExpression(_ style: TextStyle) -> String {
        let size = dimension(style.fontSize ?? 17, token: style.fontSizeToken)
        var expression = style.fontFamily.map { ".custom(\(SwiftLiteral.string($0)), size: \(size))" } ?? ".system(size: \(size))"
        expression = "Font" + expression
        if let weight = style.fontWeight, weight != 400, let name = Spelling.fontWeights[weight] { expression += ".weight(.\(name))" }
        if style.italic { expression += ".italic()" }
        return expression
    }
}
