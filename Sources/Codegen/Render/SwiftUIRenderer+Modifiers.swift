extension SwiftUIRenderer {
    // MARK: Text

    /// Writes the Text expression; returns whether it spans lines, and its style modifiers. A literal text of
    /// several paragraphs spaced apart is a `VStack` of them (SwiftUI's `Text` has no paragraph spacing); the
    /// style modifiers then apply to the stack, whose texts inherit them.
    func renderText(_ text: TextContent, _ writer: inout CodeWriter) -> WrittenContent {
        let paragraphs = Self.spacedParagraphs(text)
        var isBlock = true
        if let paragraphs {
            let alignment = switch text.alignment {
            case .start: ".leading"
            case .center: ".center"
            case .end: ".trailing"
            }
            writer.block("VStack(alignment: \(alignment), spacing: \(SwiftLiteral.number(Self.paragraphStackSpacing(text))))") { writer in
                for runs in paragraphs { _ = writeRuns(runs, styled: text.runs.count > 1, &writer) }
            }
        } else if let member = text.runsMember {
            // The caller's styled text, else the text as drawn: `(priceStyledText ?? Text(price))`.
            isBlock = writeRuns(text.runs, styled: text.runs.count > 1, prefix: "(\(SwiftName.escaped(member)) ?? ", suffix: ")", &writer)
        } else {
            isBlock = writeRuns(text.runs, styled: text.runs.count > 1, &writer)
        }
        var trailing = textModifiers(text.style, includeLayout: true)
        if text.alignment != .start {
            trailing.append(".multilineTextAlignment(\(text.alignment == .center ? ".center" : ".trailing"))")
        }
        if let lineLimit = text.lineLimit { trailing.append(".lineLimit(\(lineLimit))") }
        if let tighter = Self.tighterLines(text, paragraphs: paragraphs?.count ?? 1) {
            // Lines closer than the font's own: SwiftUI draws them at the font's spacing (`lineSpacing` cannot be
            // negative), so the box takes Figma's height and the lines overflow it evenly; every line is kept.
            trailing.append(".fixedSize(horizontal: false, vertical: true)")
            trailing.append(".padding(.vertical, \(SwiftLiteral.number(tighter)))")
        }
        return WrittenContent(isBlock: isBlock, trailing: trailing)
    }

    /// Writes one Text of `runs` (each run's style applied when `styled`), between `prefix` and `suffix`; returns
    /// whether it spans lines.
    private func writeRuns(_ runs: [TextRun], styled: Bool, prefix: String = "", suffix: String = "", _ writer: inout CodeWriter) -> Bool {
        let pieces = textPieces(runs, styled: styled)
        if pieces.count == 1 {
            writer.line(prefix + pieces[0] + suffix)
        } else {
            // Runs joined with `+` cost the type checker hundreds of milliseconds (`+` has many overloads: three runs
            // cost a body 350–520 ms against iOS 17.4's SwiftUI); a typed array joins them in 18.
            writer.line(prefix + "([")
            writer.indent { writer in
                for piece in pieces { writer.line(piece + ",") }
            }
            writer.line("] as [Text]).reduce(Text(verbatim: \"\"), +)" + suffix)
        }
        return pieces.count > 1
    }

    /// Each run as a `Text` (with its style's Text modifiers when `styled`).
    private func textPieces(_ runs: [TextRun], styled: Bool) -> [String] {
        runs.map { run -> String in
            var expression: String
            switch run.value {
            case .literal(let value): expression = "Text(verbatim: \(SwiftLiteral.string(value)))"
            case .member(let member): expression = "Text(\(SwiftName.escaped(member)))"
            }
            if styled {
                // Run styles must be Text modifiers (returning Text) so the runs concatenate.
                expression += textModifiers(run.style, includeLayout: false).map { $0 }.joined()
            }
            return expression
        }
    }

    /// A styled-text parameter's value on one line: `([Text(verbatim: "Only "), Text(verbatim: "$5").fontWeight(.bold)] as
    /// [Text]).reduce(Text(verbatim: ""), +)` (a typed array, as `writeRuns` writes runs).
    func styledTextValue(_ runs: [TextRun]) -> String {
        let pieces = textPieces(runs, styled: true)
        if pieces.count == 1 { return pieces[0] }
        return "([" + pieces.joined(separator: ", ") + "] as [Text]).reduce(Text(verbatim: \"\"), +)"
    }

    /// A literal text's runs split into its paragraphs, when Figma spaces them apart and there are several (nil
    /// otherwise: text from a property is split only on the device, a line limit counts the lines of one Text).
    /// An empty paragraph is a space: still a line tall, as in Figma.
    static func spacedParagraphs(_ text: TextContent) -> [[TextRun]]? {
        guard text.paragraphSpacing != nil, text.lineLimit == nil, text.runsMember == nil else { return nil }
        var paragraphs: [[TextRun]] = [[]]
        for run in text.runs {
            guard case .literal(let value) = run.value else { return nil }
            for (position, part) in value.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if position > 0 { paragraphs.append([]) }
                if !part.isEmpty { paragraphs[paragraphs.count - 1].append(TextRun(value: .literal(String(part)), style: run.style)) }
            }
        }
        guard paragraphs.count > 1 else { return nil }
        return paragraphs.map { $0.isEmpty ? [TextRun(value: .literal(" "))] : $0 }
    }

    /// The space between stacked paragraphs: Figma's paragraph spacing and the line box's extra space (the last
    /// line's half below, the next first line's half above), which `lineSpacing` gives only inside each text.
    static func paragraphStackSpacing(_ text: TextContent) -> Double {
        rounded((text.paragraphSpacing ?? 0) + (lineExtra(text) ?? 0))
    }

    /// A text's line height less its font's own (nil when the code leaves its lines to the font).
    private static func lineExtra(_ text: TextContent) -> Double? {
        var lineStyle = TextStyle()
        lineStyle.lineHeight = text.lineHeight
        lineStyle.naturalLineHeight = text.naturalLineHeight
        lineStyle.fontSize = text.style.fontSize
        lineStyle.fontFamily = text.style.fontFamily
        guard let lineHeight = text.lineHeight, let natural = naturalLineHeight(lineStyle) else { return nil }
        return lineHeight - natural
    }

    /// A text's colour: `foregroundStyle` from iOS 17 (`Text.foregroundStyle`, which styled runs need, is iOS 17),
    /// `foregroundColor` (soft-deprecated, not yet warned about) below.
    var foregroundModifier: String {
        options.minimumIOS >= 17 ? "foregroundStyle" : "foregroundColor"
    }

    /// Modifiers for a text style. `includeLayout` adds those that exist only on View (line spacing, case).
    private func textModifiers(_ style: TextStyle, includeLayout: Bool) -> [String] {
        var modifiers: [String] = []
        if let token = style.token { modifiers.append(".textStyle(\(ir.tokenTypeNames.textStyle).\(token))") }
        if let member = style.member { modifiers.append(".textStyle(\(SwiftName.escaped(member)))") }
        if let size = style.fontSize {
            let sizeText = dimension(size, token: style.fontSizeToken)
            if let family = style.fontFamily {
                modifiers.append(".font(.custom(\(SwiftLiteral.string(family)), size: \(sizeText)))")
            } else {
                modifiers.append(".font(.system(size: \(sizeText)))")
            }
        }
        // Regular is the default weight of a base style; a run states it only to undo a bolder base.
        if let weight = style.fontWeight, let name = Spelling.fontWeights[weight], weight != 400 || !includeLayout {
            modifiers.append(".fontWeight(.\(name))")
        }
        if style.italic { modifiers.append(".italic()") }
        if let tracking = style.tracking { modifiers.append(".tracking(\(SwiftLiteral.number(tracking)))") }
        if style.underline { modifiers.append(".underline()") }
        if style.strikethrough { modifiers.append(".strikethrough()") }
        if let color = style.color {
            switch color.resolved {
            case .color, .member: modifiers.append(".\(foregroundModifier)(\(shapeStyle(color)))")
            default: break
            }
        }
        if includeLayout {
            if let spacing = Self.lineSpacing(style) { modifiers.append(".lineSpacing(\(SwiftLiteral.number(spacing)))") }
            if let halfLeading = Self.halfLeading(style) { modifiers.append(".padding(.vertical, \(SwiftLiteral.number(halfLeading)))") }
            if let textCase = style.textCase { modifiers.append(".textCase(.\(textCase.rawValue))") }
            if let member = style.textCaseMember { modifiers.append(".textCase(\(SwiftName.escaped(member)))") }
        }
        return modifiers
    }

    /// Without the export's metrics the natural line height is estimated: 1.2 × the font size for a named font
    /// (most UI fonts: 1.17–1.25), Apple's for the system font (SF Pro: 1.193359375 × the size).
    static let naturalLineHeightRatio = 1.2
    static let systemLineHeightRatio = 1.193359375

    /// The font's own line height for a style: the export's, else the estimate.
    static func naturalLineHeight(_ style: TextStyle) -> Double? {
        if let natural = style.naturalLineHeight { return natural }
        guard let size = style.fontSize else { return nil }
        return size * (style.fontFamily == nil ? systemLineHeightRatio : naturalLineHeightRatio)
    }

    /// Figma's line height is a line box: each line's extra space (the line height less the font's own) is split
    /// above and below it. SwiftUI's `lineSpacing` puts the extra between lines only; this is that part (nil when
    /// there is none: a line height at or below the font's own cannot be tightened between lines).
    static func lineSpacing(_ style: TextStyle) -> Double? {
        guard let lineHeight = style.lineHeight, let natural = naturalLineHeight(style) else { return nil }
        let extra = rounded(lineHeight - natural)
        return extra > 0.01 ? extra : nil
    }

    /// The other part of the line box: half the extra above the first line and half below the last (vertical
    /// padding; negative when the line height is below the font's own, so one line is exactly as tall as Figma's
    /// box). Nil when it is less than 0.01 pt.
    static func halfLeading(_ style: TextStyle) -> Double? {
        guard let lineHeight = style.lineHeight, let natural = naturalLineHeight(style) else { return nil }
        let half = rounded((lineHeight - natural) / 2)
        return abs(half) >= 0.01 ? half : nil
    }

    /// For a text of several lines whose line height is below its font's own: the vertical padding (negative)
    /// that takes the gaps SwiftUI cannot tighten off its box — half of (lines − 1) × the difference on each side
    /// (the first line's top and the last's bottom are `halfLeading`'s; the gaps between stacked `paragraphs` are
    /// the stack's spacing). Nil otherwise.
    static func tighterLines(_ text: TextContent, paragraphs: Int = 1) -> Double? {
        guard text.lines > 1, text.lineLimit == nil, let extra = lineExtra(text) else { return nil }
        let half = rounded(Double(max(text.lines - paragraphs, 0)) * extra / 2)
        return half <= -0.01 ? half : nil
    }

    /// SwiftUI's names for Figma's blend modes.
    static func blendModeName(_ mode: BlendModeValue) -> String {
        switch mode {
        case .linearBurn: "plusDarker"
        case .linearDodge: "plusLighter"
        default: mode.rawValue
        }
    }

    // MARK: Paints and shapes

    func colorLiteral(_ color: ColorValue) -> String {
        var text = "Color(red: \(SwiftLiteral.number(color.red)), green: \(SwiftLiteral.number(color.green)), blue: \(SwiftLiteral.number(color.blue))"
        if color.opacity != 1 { text += ", opacity: \(SwiftLiteral.number(color.opacity))" }
        return text + ")"
    }

    private func unitPoint(_ point: UnitPoint2D) -> String {
        let named: [String: String] = ["0,0": ".topLeading", "0.5,0": ".top", "1,0": ".topTrailing", "0,0.5": ".leading",
                                       "0.5,0.5": ".center", "1,0.5": ".trailing", "0,1": ".bottomLeading", "0.5,1": ".bottom", "1,1": ".bottomTrailing"]
        let key = SwiftLiteral.number(point.x) + "," + SwiftLiteral.number(point.y)
        return named[key] ?? "UnitPoint(x: \(SwiftLiteral.number(point.x)), y: \(SwiftLiteral.number(point.y)))"
    }

    private func stops(_ stops: [GradientStop]) -> String {
        "[" + stops.map { "Gradient.Stop(color: \(colorLiteral($0.color)), location: \(SwiftLiteral.number($0.location)))" }.joined(separator: ", ") + "]"
    }

    /// A ShapeStyle expression (images are not shape styles: see `isShapeStyle`).
    func shapeStyle(_ paint: PaintValue) -> String {
        switch paint {
        case .color(let color):
            return colorLiteral(color)
        case .linearGradient(let gradientStops, let start, let end):
            return "LinearGradient(stops: \(stops(gradientStops)), startPoint: \(unitPoint(start)), endPoint: \(unitPoint(end)))"
        case .radialGradient(let gradientStops, let center, let radius):
            return "RadialGradient(stops: \(stops(gradientStops)), center: \(unitPoint(center)), startRadius: 0, endRadius: \(SwiftLiteral.number(radius)))"
        case .ellipticalGradient(let gradientStops, let center, let fraction):
            return "EllipticalGradient(stops: \(stops(gradientStops)), center: \(unitPoint(center)), startRadiusFraction: 0, endRadiusFraction: \(SwiftLiteral.number(fraction)))"
        case .angularGradient(let gradientStops, let center, let angle):
            return "AngularGradient(stops: \(stops(gradientStops)), center: \(unitPoint(center)), angle: .degrees(\(SwiftLiteral.number(angle))))"
        case .image, .fillsMember:
            return "Color.clear"
        case .token(let name, let value):
            return "\(Self.tokenNamespace(value)).Tokens.\(name)"
        case .member(let name), .paintMember(let name):
            return SwiftName.escaped(name)
        }
    }

    /// The SwiftUI type whose `Tokens` namespace holds a paint token.
    static func tokenNamespace(_ paint: PaintValue) -> String {
        switch paint.resolved {
        case .linearGradient: "LinearGradient"
        case .radialGradient: "RadialGradient"
        case .ellipticalGradient: "EllipticalGradient"
        case .angularGradient: "AngularGradient"
        default: "Color"
        }
    }

    private func isImage(_ paint: PaintValue) -> Bool {
        if case .image = paint.resolved { return true }
        return false
    }

    /// A length: its dimension token when bound to one, else the number.
    func dimension(_ value: Double, token: String?) -> String {
        token.map { "CGFloat.Tokens.\($0)" } ?? SwiftLiteral.number(value)
    }

    func shapeExpression(_ outline: Outline, radiusToken: String? = nil) -> String {
        switch outline {
        case .rectangle: "Rectangle()"
        case .roundedRectangle(let radius): "RoundedRectangle(cornerRadius: \(dimension(radius, token: radiusToken)))"
        case .roundedRectangleMember(let member): "RoundedRectangle(cornerRadius: \(SwiftName.escaped(member)))"
        case .corners(let topLeading, let topTrailing, let bottomTrailing, let bottomLeading):
            "UnevenRoundedRectangle(topLeadingRadius: \(SwiftLiteral.number(topLeading)), bottomLeadingRadius: \(SwiftLiteral.number(bottomLeading)), bottomTrailingRadius: \(SwiftLiteral.number(bottomTrailing)), topTrailingRadius: \(SwiftLiteral.number(topTrailing)))"
        case .ellipse: "Ellipse()"
        }
    }

    /// `.paints(member, in: shape)`: a paint-list parameter drawn behind the view in its outline (`DesignPaint`).
    private func paintsModifier(_ member: String, shape: String) -> String {
        ".paints(\(SwiftName.escaped(member)), in: \(shape))"
    }

    /// Image paints as views: resizable images scaled like Figma's scale modes.
    /// A catalog image through its typed accessor (`AssetAccessors`).
    func imageAccessor(_ name: String) -> String {
        "Image.Assets." + SwiftName.escaped(name)
    }

    private func imageView(_ name: String, _ fit: ImageFit) -> [String] {
        var lines = [imageAccessor(name), ".resizable()"]
        switch fit {
        case .fill: lines.append(".scaledToFill()")
        case .fit: lines.append(".scaledToFit()")
        case .stretch, .tile: break
        }
        return lines
    }

    /// A shape filled with paints stacked bottom to top; returns whether it spans lines, and its fill.
    func renderShapeFills(_ outline: Outline, _ fills: [PaintValue], radiusToken: String? = nil, _ writer: inout CodeWriter) -> WrittenContent {
        let shape = shapeExpression(outline, radiusToken: radiusToken)
        if fills.isEmpty {
            writer.line(shape)
            return WrittenContent(isBlock: false, trailing: [".fill(Color.clear)"])
        }
        if fills.count == 1, case .fillsMember(let member) = fills[0] {
            writer.line(shape)
            return WrittenContent(isBlock: false, trailing: [".fill(Color.clear)", paintsModifier(member, shape: shape)])
        }
        if fills.count == 1, !isImage(fills[0]) {
            writer.line(shape)
            return WrittenContent(isBlock: false, trailing: [".fill(\(shapeStyle(fills[0])))"])
        }
        writer.block("ZStack") { writer in
            for fill in fills { renderFillLayer(fill, shape: shape, &writer) }
        }
        return WrittenContent(isBlock: true)
    }

    /// One fill layer. Images fill a clear view of the layer's size and are clipped to the outline,
    /// so `scaledToFill` never spills outside the layer.
    private func renderFillLayer(_ fill: PaintValue, shape: String, _ writer: inout CodeWriter) {
        if case .image(let name, let fit) = fill.resolved {
            writer.line("Color.clear")
            writer.indent { writer in
                writer.block(".overlay") { writer in
                    let lines = imageView(name, fit)
                    writer.line(lines[0])
                    writer.indent { writer in
                        for line in lines.dropFirst() { writer.line(line) }
                    }
                }
                writer.line(".clipShape(\(shape))")
            }
        } else {
            writer.line(shape)
            writer.indent { $0.line(".fill(\(shapeStyle(fill)))") }
        }
    }

    // MARK: Modifiers

    func renderModifier(_ modifier: Modifier, of view: ViewNode, _ printer: DeclarationPrinter<Self>, _ writer: inout CodeWriter) {
        let tokens = view.dimensionTokens
        let shapeExpression = { (outline: Outline) in self.shapeExpression(outline, radiusToken: tokens[.radius]) }
        switch modifier {
        case .padding(let insets):
            for line in paddingLines(insets, tokens: tokens) { writer.line(line) }
        case .frame(let frame):
            for line in Spelling.frameLines(frame) { writer.line(line) }
        case .background(let fills, let outline):
            if fills.count == 1, case .fillsMember(let member) = fills[0] {
                writer.line(paintsModifier(member, shape: shapeExpression(outline)))
            } else if fills.count == 1, !isImage(fills[0]) {
                if outline == .rectangle {
                    writer.line(".background(\(shapeStyle(fills[0])))")
                } else {
                    writer.line(".background(\(shapeStyle(fills[0])), in: \(shapeExpression(outline)))")
                }
            } else {
                writer.block(".background") { writer in
                    let shape = shapeExpression(outline)
                    if fills.count == 1 {
                        renderFillLayer(fills[0], shape: shape, &writer)
                    } else {
                        writer.block("ZStack") { writer in
                            for fill in fills { renderFillLayer(fill, shape: shape, &writer) }
                        }
                    }
                }
            }
        case .stroke(let stroke, let outline):
            writer.block(".overlay") { writer in
                var shape = shapeExpression(outline)
                let style = shapeStyle(stroke.paint)
                let styleArgument = stroke.dash.isEmpty
                    ? "lineWidth: \(SwiftLiteral.number(stroke.width))"
                    : "style: StrokeStyle(lineWidth: \(SwiftLiteral.number(stroke.width)), dash: [\(stroke.dash.map(SwiftLiteral.number).joined(separator: ", "))])"
                switch stroke.position {
                case .inside:
                    writer.line(shape)
                    writer.indent { $0.line(".strokeBorder(\(style), \(styleArgument))") }
                case .center:
                    writer.line(shape)
                    writer.indent { $0.line(".stroke(\(style), \(styleArgument))") }
                case .outside:
                    shape += ".inset(by: \(SwiftLiteral.number(-stroke.width / 2)))"
                    writer.line(shape)
                    writer.indent { $0.line(".stroke(\(style), \(styleArgument))") }
                }
            }
        case .clip(let outline):
            writer.line(outline == .rectangle ? ".clipped()" : ".clipShape(\(shapeExpression(outline)))")
        case .shadow(let shadow):
            writer.line(".shadow(color: \(colorLiteral(shadow.color)), radius: \(SwiftLiteral.number(shadow.blur / 2)), x: \(SwiftLiteral.number(shadow.x)), y: \(SwiftLiteral.number(shadow.y)))")
        case .innerShadow(let shadow, let outline):
            // An inner shadow: a blurred stroke inside the outline, offset, masked by the outline.
            writer.block(".overlay") { writer in
                let shape = shapeExpression(outline)
                writer.line(shape)
                writer.indent { writer in
                    writer.line(".stroke(\(colorLiteral(shadow.color)), lineWidth: \(SwiftLiteral.number(max(shadow.blur, 1))))")
                    writer.line(".blur(radius: \(SwiftLiteral.number(shadow.blur / 2)))")
                    writer.line(".offset(x: \(SwiftLiteral.number(shadow.x)), y: \(SwiftLiteral.number(shadow.y)))")
                    writer.line(".mask(\(shape))")
                }
            }
        case .blur(let radius):
            // Figma's blur radius is about twice SwiftUI's (a Gaussian's sigma).
            writer.line(".blur(radius: \(SwiftLiteral.number(radius / 2)))")
        case .backgroundBlur(let outline):
            writer.line(outline == .rectangle ? ".background(.ultraThinMaterial)" : ".background(.ultraThinMaterial, in: \(shapeExpression(outline)))")
        case .opacity(let value):
            writer.line(".opacity(\(SwiftLiteral.number(value)))")
        case .opacityMember(let member):
            writer.line(".opacity(\(SwiftName.escaped(member)))")
        case .blendMode(let mode):
            writer.line(".blendMode(.\(Self.blendModeName(mode)))")
        case .rotation(let counterclockwise):
            let degrees = -counterclockwise  // SwiftUI turns clockwise
            writer.line(".rotationEffect(.degrees(\(SwiftLiteral.number(degrees))))")
        case .placement(let placement):
            writer.line(".constraints(\(Spelling.constraintName(placement.horizontal, horizontal: true)), \(Spelling.constraintName(placement.vertical, horizontal: false)), "
                + "x: \(SwiftLiteral.number(placement.x)), y: \(SwiftLiteral.number(placement.y)), "
                + "width: \(SwiftLiteral.number(placement.width)), height: \(SwiftLiteral.number(placement.height)))")
        case .overlay(let layout, let children):
            writer.block(".overlay(alignment: .topLeading)") { writer in
                writer.block(constraintLayout(layout)) { printer.renderChildren(children, owner: view.source, &$0) }
            }
        case .zIndex(let value):
            writer.line(".zIndex(\(SwiftLiteral.number(value)))")
        case .layoutPriority(let value):
            writer.line(".layoutPriority(\(SwiftLiteral.number(value)))")
        case .effectToken(let name):
            writer.line(".effect(\(ir.tokenTypeNames.effect).\(name))")
        case .effectMember(let member):
            writer.line(".effect(\(SwiftName.escaped(member)))")
        case .button, .timer, .interaction, .scrollAnchor:
            preconditionFailure("written by DeclarationPrinter")
        }
    }

    /// Padding in its simplest equal form: `.padding(16)`, `.padding(.horizontal, 16)`, or `EdgeInsets`.
    /// Edges compare by what they print, so a token shared by edges collapses like an equal number.
    func paddingLines(_ insets: Insets, tokens: [DimensionRole: String] = [:]) -> [String] {
        let top = dimension(insets.top, token: tokens[.paddingTop])
        let leading = dimension(insets.leading, token: tokens[.paddingLeading])
        let bottom = dimension(insets.bottom, token: tokens[.paddingBottom])
        let trailing = dimension(insets.trailing, token: tokens[.paddingTrailing])
        if top == bottom, leading == trailing {
            if top == leading { return [".padding(\(top))"] }
            var lines: [String] = []
            if leading != "0" { lines.append(".padding(.horizontal, \(leading))") }
            if top != "0" { lines.append(".padding(.vertical, \(top))") }
            return lines
        }
        let sides = [(top, "top"), (leading, "leading"), (bottom, "bottom"), (trailing, "trailing")].filter { $0.0 != "0" }
        if sides.count == 1 { return [".padding(.\(sides[0].1), \(sides[0].0))"] }
        return [".padding(EdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing)))"]
    }
}
