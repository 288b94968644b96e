extension UIKitRenderer {
    // MARK: Text

    /// A `UILabel` with attributed text: the base style, and each run's differences over it. Returns whether it
    /// spans lines.
    func renderText(_ text: TextContent, _ writer: inout CodeWriter) -> Bool {
        var trailing = ["style: " + textAttributes(text.style, isRun: false, paragraphSpacing: text.paragraphSpacing)]
        switch text.alignment {
        case .start: break
        case .center: trailing.append("alignment: .center")
        case .end: trailing.append("alignment: .right")
        }
        if let lineLimit = text.lineLimit { trailing.append("lines: \(lineLimit)") }
        if let member = text.runsMember {
            // The caller's styled text, else the text as drawn: `UILabel(priceStyledText ?? [(price, TextAttributes())], …)`.
            let runs = text.runs.count == 1 ? [TextRun(value: text.runs[0].value)] : text.runs
            writer.line("UILabel(\(([SwiftName.escaped(member) + " ?? " + styledTextValue(runs)] + trailing).joined(separator: ", ")))")
            return false
        }
        if text.runs.count == 1 {
            writer.line("UILabel(\(([textValue(text.runs[0].value)] + trailing).joined(separator: ", ")))")
            return false
        }
        writer.line("UILabel(")
        writer.indent { writer in
            writer.line("[")
            writer.indent { writer in
                for run in text.runs {
                    writer.line("(\(textValue(run.value)), \(textAttributes(run.style, isRun: true))),")
                }
            }
            writer.line("],")
            for (position, argument) in trailing.enumerated() {
                writer.line(argument + (position == trailing.count - 1 ? "" : ","))
            }
        }
        writer.line(")")
        return true
    }

    /// Runs on one line: `[("Only ", TextAttributes()), ("$5", TextAttributes(weight: .bold))]`.
    func styledTextValue(_ runs: [TextRun]) -> String {
        "[" + runs.map { "(\(textValue($0.value)), \(textAttributes($0.style, isRun: true)))" }.joined(separator: ", ") + "]"
    }

    private func textValue(_ value: TextValue) -> String {
        switch value {
        case .literal(let text): SwiftLiteral.string(text)
        case .member(let member): SwiftName.escaped(member)
        }
    }

    /// `TextAttributes(<token>, family: …, size: …)` with the fields the style sets. A base style leaves out the
    /// regular weight (the default); a run states it only to undo a bolder base.
    func textAttributes(_ style: TextStyle, isRun: Bool, paragraphSpacing: Double? = nil) -> String {
        var arguments: [String] = []
        if let token = style.token { arguments.append("\(ir.tokenTypeNames.textStyle).\(SwiftName.escaped(token))") }
        if let member = style.member { arguments.append(SwiftName.escaped(member)) }
        if let family = style.fontFamily { arguments.append("family: \(SwiftLiteral.string(family))") }
        if let size = style.fontSize { arguments.append("size: \(dimension(size, token: style.fontSizeToken))") }
        if let weight = style.fontWeight, let name = Spelling.fontWeights[weight], weight != 400 || isRun {
            arguments.append("weight: .\(name)")
        }
        if style.italic { arguments.append("italic: true") }
        if let tracking = style.tracking { arguments.append("tracking: \(SwiftLiteral.number(tracking))") }
        if let lineHeight = style.lineHeight { arguments.append("lineHeight: \(SwiftLiteral.number(lineHeight))") }
        if let paragraphSpacing { arguments.append("paragraphSpacing: \(SwiftLiteral.number(paragraphSpacing))") }
        if let textCase = style.textCase { arguments.append("textCase: .\(textCase.rawValue)") }
        if let member = style.textCaseMember { arguments.append("textCase: \(SwiftName.escaped(member))") }
        if style.underline { arguments.append("underline: true") }
        if style.strikethrough { arguments.append("strikethrough: true") }
        if let color = style.color {
            switch color.resolved {
            case .color, .member: arguments.append("color: \(colorExpression(color))")
            default: break
            }
        }
        return "\(type("TextAttributes"))(\(arguments.joined(separator: ", ")))"
    }

    // MARK: Paints and outlines

    func colorLiteral(_ color: ColorValue) -> String {
        "UIColor(red: \(SwiftLiteral.number(color.red)), green: \(SwiftLiteral.number(color.green)), blue: \(SwiftLiteral.number(color.blue)), alpha: \(SwiftLiteral.number(color.opacity)))"
    }

    /// A paint as a `UIColor` (colour parameters and text hold one solid colour; other paints show clear).
    func colorExpression(_ paint: PaintValue) -> String {
        switch paint {
        case .color(let color): colorLiteral(color)
        case .token(let name, let value) where paintNamespace(value) == "UIColor": "UIColor.Tokens.\(SwiftName.escaped(name))"
        case .member(let name): SwiftName.escaped(name)
        default: "UIColor.clear"
        }
    }

    /// A text style as `TextAttributes`: its token, or its font and line box.
    func textStyleValue(_ style: TextStyle) -> String {
        textAttributes(style, isRun: false)
    }

    /// `[.color(…), .image(…)]`.
    func paintsValue(_ paints: [PaintValue]) -> String {
        self.paints(paints)
    }

    func shapeStyleValue(_ paint: PaintValue) -> String {
        self.paint(paint)
    }

    /// `EffectToken.card`, or `EffectToken(shadows: [ShapeView.Shadow(…)])`.
    func shadowsValue(_ list: ShadowList) -> String {
        let type = ir.tokenTypeNames.effect
        if let token = list.token { return "\(type).\(SwiftName.escaped(token))" }
        let shadows = list.shadows.map { "\(self.type("ShapeView")).Shadow(\(shadowArguments($0)))" }
        return "\(type)(shadows: [\(shadows.joined(separator: ", "))])"
    }

    /// A `ShapeView.Paint` expression (after `[` of a fills list, or as a stroke's paint).
    func paint(_ paint: PaintValue) -> String {
        func point(_ point: UnitPoint2D) -> String { "CGPoint(x: \(SwiftLiteral.number(point.x)), y: \(SwiftLiteral.number(point.y)))" }
        func stops(_ stops: [GradientStop]) -> String {
            "[" + stops.map { "\(type("ShapeView")).Stop(\(colorLiteral($0.color)), \(SwiftLiteral.number($0.location)))" }.joined(separator: ", ") + "]"
        }
        switch paint {
        case .color, .member:
            return ".color(\(colorExpression(paint)))"
        case .paintMember(let name):
            return SwiftName.escaped(name)
        case .fillsMember:
            return ".color(UIColor.clear)"
        case .linearGradient(let gradientStops, let start, let end):
            return ".linearGradient(\(stops(gradientStops)), start: \(point(start)), end: \(point(end)))"
        case .radialGradient(let gradientStops, let center, let radius):
            return ".radialGradient(\(stops(gradientStops)), center: \(point(center)), endRadius: \(SwiftLiteral.number(radius)))"
        case .ellipticalGradient(let gradientStops, let center, let fraction):
            return ".ellipticalGradient(\(stops(gradientStops)), center: \(point(center)), endRadiusFraction: \(SwiftLiteral.number(fraction)))"
        case .angularGradient(let gradientStops, let center, let angle):
            return ".angularGradient(\(stops(gradientStops)), center: \(point(center)), angle: \(SwiftLiteral.number(angle)))"
        case .image(let name, let fit):
            return ".image(\(imageAccessor(name)), fit: .\(fit.rawValue))"
        case .token(let name, let value):
            return paintNamespace(value) == "UIColor" ? ".color(UIColor.Tokens.\(SwiftName.escaped(name)))" : "\(type("ShapeView")).Paint.Tokens.\(SwiftName.escaped(name))"
        }
    }

    /// A list of paints; a paint-list parameter's member as it is.
    func paints<Paints: Collection<PaintValue>>(_ fills: Paints) -> String {
        if fills.count == 1, case .fillsMember(let member)? = fills.first { return SwiftName.escaped(member) }
        return "[" + fills.map(paint).joined(separator: ", ") + "]"
    }

    /// `.roundedRectangle(8)` and friends, as `ShapeView.Outline`.
    func outline(_ outline: Outline, radiusToken: String? = nil) -> String {
        switch outline {
        case .rectangle: ".rectangle"
        case .roundedRectangle(let radius): ".roundedRectangle(\(dimension(radius, token: radiusToken)))"
        case .roundedRectangleMember(let member): ".roundedRectangle(\(SwiftName.escaped(member)))"
        case .corners(let topLeading, let topTrailing, let bottomTrailing, let bottomLeading):
            ".corners(topLeading: \(SwiftLiteral.number(topLeading)), topTrailing: \(SwiftLiteral.number(topTrailing)), bottomTrailing: \(SwiftLiteral.number(bottomTrailing)), bottomLeading: \(SwiftLiteral.number(bottomLeading)))"
        case .ellipse: ".ellipse"
        }
    }

    /// `, in: <outline>` unless the outline is the default rectangle.
    private func inOutline(_ shape: Outline, tokens: [DimensionRole: String]) -> String {
        shape == .rectangle ? "" : ", in: " + outline(shape, radiusToken: tokens[.radius])
    }

    /// A length: its dimension token when bound to one, else the number.
    func dimension(_ value: Double, token: String?) -> String {
        token.map { "CGFloat.Tokens.\($0)" } ?? SwiftLiteral.number(value)
    }

    // MARK: Modifiers

    func renderModifier(_ modifier: Modifier, of view: ViewNode, _ printer: DeclarationPrinter<Self>, _ writer: inout CodeWriter) {
        let tokens = view.dimensionTokens, source = view.source
        switch modifier {
        case .padding(let insets):
            writer.line(padding(insets, tokens: tokens))
        case .frame(let frame):
            for line in Spelling.frameLines(frame) { writer.line(line) }
        case .background(let fills, let shape):
            writer.line(".background(\(paints(fills))\(inOutline(shape, tokens: tokens)))")
        case .stroke(let stroke, let shape):
            var arguments = [paint(stroke.paint), "width: \(SwiftLiteral.number(stroke.width))"]
            if stroke.position != .inside { arguments.append("position: .\(stroke.position.rawValue)") }
            if !stroke.dash.isEmpty { arguments.append("dash: [\(stroke.dash.map(SwiftLiteral.number).joined(separator: ", "))]") }
            writer.line(".stroke(\(type("ShapeView")).Stroke(\(arguments.joined(separator: ", ")))\(inOutline(shape, tokens: tokens)))")
        case .clip(let shape):
            writer.line(shape == .rectangle ? ".clipped()" : ".clipped(to: \(outline(shape, radiusToken: tokens[.radius])))")
        case .shadow(let shadow):
            writer.line(".shadow(\(shadowArguments(shadow)))")
        case .innerShadow(let shadow, let shape):
            writer.line(".innerShadow(\(shadowArguments(shadow))\(inOutline(shape, tokens: tokens)))")
        case .blur(let radius):
            // Core Animation's filters are not public on iOS; a blurred copy would need a snapshot at run time.
            writer.comment("figgen: layer blur (radius \(SwiftLiteral.number(radius))) is not drawn: UIKit has no blur for a view's own content.")
            printer.report(.effect, "layer blur is not drawn in UIKit (no public blur for a view's own content); the layer shows sharp", source: source)
        case .backgroundBlur(let shape):
            writer.line(".backgroundBlur(\(shape == .rectangle ? "" : "in: " + outline(shape, radiusToken: tokens[.radius])))")
        case .opacity(let value):
            writer.line(".opacity(\(SwiftLiteral.number(value)))")
        case .opacityMember(let member):
            writer.line(".opacity(\(SwiftName.escaped(member)))")
        case .blendMode(let mode):
            writer.comment("figgen: blend mode \(mode.rawValue) is not drawn: UIKit views have no public blend mode.")
            printer.report(.blendMode, "blend mode \(mode.rawValue) is not drawn in UIKit (no public blend mode for views); the layer draws normally", source: source)
        case .rotation(let counterclockwise):
            writer.line(".rotation(degrees: \(SwiftLiteral.number(-counterclockwise)))")
        case .placement(let placement):
            writer.line(".constraints(\(Spelling.constraintName(placement.horizontal, horizontal: true)), \(Spelling.constraintName(placement.vertical, horizontal: false)), "
                + "x: \(SwiftLiteral.number(placement.x)), y: \(SwiftLiteral.number(placement.y)), "
                + "width: \(SwiftLiteral.number(placement.width)), height: \(SwiftLiteral.number(placement.height)))")
        case .overlay(let layout, let children):
            writer.line(".overlay(\(constraintContainer(layout)) {")
            writer.indent { printer.renderChildren(children, owner: view.source, &$0) }
            writer.line("})")
        case .zIndex(let value):
            writer.line(".zIndex(\(SwiftLiteral.number(value)))")
        case .layoutPriority(let value):
            writer.line(".layoutPriority(\(SwiftLiteral.number(value)))")
        case .effectToken(let name):
            writer.line(".effect(\(ir.tokenTypeNames.effect).\(SwiftName.escaped(name)))")
        case .effectMember(let member):
            writer.line(".effect(\(SwiftName.escaped(member)))")
        case .button, .timer, .interaction, .scrollAnchor:
            preconditionFailure("written by DeclarationPrinter")
        }
    }

    /// Core Animation's shadow radius is about half Figma's blur, as SwiftUI's is.
    func shadowArguments(_ shadow: ShadowValue) -> String {
        "color: \(colorLiteral(shadow.color)), radius: \(SwiftLiteral.number(shadow.blur / 2)), x: \(SwiftLiteral.number(shadow.x)), y: \(SwiftLiteral.number(shadow.y))"
    }

    /// `.padding(16)` when all edges match, else the edges that are not zero.
    private func padding(_ insets: Insets, tokens: [DimensionRole: String]) -> String {
        let edges = [("top", insets.top, DimensionRole.paddingTop), ("leading", insets.leading, .paddingLeading),
                     ("bottom", insets.bottom, .paddingBottom), ("trailing", insets.trailing, .paddingTrailing)]
            .map { (label: $0.0, value: dimension($0.1, token: tokens[$0.2])) }
        if Set(edges.map(\.value)).count == 1 { return ".padding(\(edges[0].value))" }
        return ".padding(" + edges.filter { $0.value != "0" }.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"
    }
}
