extension SwiftUIRenderer {
    /// `DesignTokens.swift`: colour and gradient tokens as `Tokens` namespaces on the SwiftUI types, text
    /// styles as `Font.Tokens` plus a text-style type (a Font cannot hold tracking and line spacing), and
    /// effect styles as a shadow token with its view modifier. Written only when the design uses tokens.
    func renderTokens() -> RenderedFile {
        var writer = CodeWriter()
        var symbols: [RenderedSymbol] = []
        header(&writer)
        let names = ir.tokenTypeNames
        func doc(_ token: Token, _ writer: inout CodeWriter) {
            if token.isVariable {
                writer.comment("Figma variable `\(SwiftLiteral.commentText(token.figmaName))`: the value is the design's literal at its first use (the export does not carry variable values).", prefix: "///")
            } else {
                writer.comment("Figma style `\(SwiftLiteral.commentText(token.figmaName))`.", prefix: "///")
            }
        }
        // Paint tokens, grouped by the SwiftUI type that holds them, in first-use order.
        for namespace in ["Color", "LinearGradient", "RadialGradient", "EllipticalGradient", "AngularGradient"] {
            let tokens = ir.tokens.filter { token in
                if case .paint(let paint) = token.value { return Self.tokenNamespace(paint) == namespace }
                return false
            }
            guard !tokens.isEmpty else { continue }
            writer.block("extension \(namespace)") { writer in
                writer.comment("Tokens from the design's fill styles and variables.", prefix: "///")
                writer.block("\(access)enum Tokens") { writer in
                    for token in tokens {
                        guard case .paint(let paint) = token.value else { continue }
                        doc(token, &writer)
                        symbols.append(RenderedSymbol(kind: .token, name: "\(namespace).Tokens.\(token.member)", line: writer.nextLine, source: nil))
                        writer.line("\(access)static let \(SwiftName.escaped(token.member)) = \(shapeStyle(paint.resolved))")
                    }
                }
            }
            writer.line()
        }
        let dimensionTokens = ir.tokens.compactMap { token -> (Token, Double)? in
            if case .dimension(let value) = token.value { return (token, value) }
            return nil
        }
        if !dimensionTokens.isEmpty {
            writer.block("extension CGFloat") { writer in
                writer.comment("Lengths (spacing, padding, radius) bound to the design's variables.", prefix: "///")
                writer.block("\(access)enum Tokens") { writer in
                    for (token, value) in dimensionTokens {
                        doc(token, &writer)
                        symbols.append(RenderedSymbol(kind: .token, name: "CGFloat.Tokens.\(token.member)", line: writer.nextLine, source: nil))
                        writer.line("\(access)static let \(SwiftName.escaped(token.member)): CGFloat = \(SwiftLiteral.number(value))")
                    }
                }
            }
            writer.line()
        }
        let textTokens = ir.tokens.compactMap { token -> (Token, TextStyle)? in
            if case .textStyle(let style) = token.value { return (token, style) }
            return nil
        }
        if !textTokens.isEmpty {
            writer.block("extension Font") { writer in
                writer.comment("Fonts of the design's text styles.", prefix: "///")
                writer.block("\(access)enum Tokens") { writer in
                    for (token, style) in textTokens {
                        doc(token, &writer)
                        writer.line("\(access)static let \(SwiftName.escaped(token.member)) = \(fontExpression(style))")
                    }
                }
            }
            writer.line()
            writer.comment("A text style: its font, and the tracking and line spacing a `Font` cannot carry.", prefix: "///")
            writer.block("\(access)struct \(names.textStyle): Sendable") { writer in
                writer.line("\(access)var font: Font")
                writer.line("\(access)var tracking: CGFloat")
                writer.line("\(access)var lineSpacing: CGFloat")
                writer.line()
                writer.block("\(access)init(font: Font, tracking: CGFloat = 0, lineSpacing: CGFloat = 0)") { writer in
                    writer.line("self.font = font")
                    writer.line("self.tracking = tracking")
                    writer.line("self.lineSpacing = lineSpacing")
                }
                for (token, style) in textTokens {
                    writer.line()
                    doc(token, &writer)
                    symbols.append(RenderedSymbol(kind: .token, name: "\(names.textStyle).\(token.member)", line: writer.nextLine, source: nil))
                    writer.line("\(access)static let \(SwiftName.escaped(token.member)) = \(names.textStyle)(font: Font.Tokens.\(SwiftName.escaped(token.member)), tracking: \(SwiftLiteral.number(style.tracking ?? 0)), lineSpacing: \(SwiftLiteral.number(Self.lineSpacing(style) ?? 0)))")
                }
            }
            writer.line()
            writer.block("extension View") { writer in
                writer.comment("Applies a design text style: font, tracking and line spacing.", prefix: "///")
                writer.block("\(access)func textStyle(_ style: \(names.textStyle)) -> some View") { writer in
                    writer.line("font(style.font)")
                    writer.indent { writer in
                        writer.line(".tracking(style.tracking)")
                        writer.line(".lineSpacing(style.lineSpacing)")
                    }
                }
            }
            writer.line()
        }
        let effectTokens = ir.tokens.compactMap { token -> (Token, [ShadowValue])? in
            if case .shadows(let shadows) = token.value { return (token, shadows) }
            return nil
        }
        if !effectTokens.isEmpty {
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
                writer.line("\(access)var shadows: [Shadow]")
                writer.line()
                writer.block("\(access)init(shadows: [Shadow])") { writer in
                    writer.line("self.shadows = shadows")
                }
                for (token, shadows) in effectTokens {
                    writer.line()
                    doc(token, &writer)
                    symbols.append(RenderedSymbol(kind: .token, name: "\(names.effect).\(token.member)", line: writer.nextLine, source: nil))
                    writer.line("\(access)static let \(SwiftName.escaped(token.member)) = \(names.effect)(shadows: [")
                    writer.indent { writer in
                        for shadow in shadows {
                            writer.line("Shadow(color: \(colorLiteral(shadow.color)), radius: \(SwiftLiteral.number(shadow.blur / 2)), x: \(SwiftLiteral.number(shadow.x)), y: \(SwiftLiteral.number(shadow.y))),")
                        }
                    }
                    writer.line("])")
                }
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
            writer.line()
        }
        // No trailing blank line.
        var text = writer.text
        while text.hasSuffix("\n\n") { text.removeLast() }
        return RenderedFile(name: names.file + ".swift", contents: text, symbols: symbols)
    }

    /// `Font.custom("Inter", size: 16).weight(.semibold)`, or a system font without a family.
    func fontExpression(_ style: TextStyle) -> String {
        var expression = style.fontFamily.map { ".custom(\(SwiftLiteral.string($0)), size: \(SwiftLiteral.number(style.fontSize ?? 17)))" }
            ?? ".system(size: \(SwiftLiteral.number(style.fontSize ?? 17)))"
        expression = "Font" + expression
        if let weight = style.fontWeight, weight != 400, let name = Self.fontWeights[weight] { expression += ".weight(.\(name))" }
        if style.italic { expression += ".italic()" }
        return expression
    }
}
