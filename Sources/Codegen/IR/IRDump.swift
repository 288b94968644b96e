/// A deterministic, readable text form of the IR: its own golden, and the input of content hashes.
public enum IRDump {
    public static func dump(_ ir: DesignIR) -> String {
        var lines: [String] = []
        for declaration in ir.declarations {
            dump(declaration, into: &lines)
        }
        if !ir.support.isEmpty { lines.append("support " + ir.support.map(\.rawValue).joined(separator: ", ")) }
        for token in ir.tokens { lines.append("token " + describe(token)) }
        for asset in ir.assets {
            lines.append("asset \(asset.name) \(asset.kind.rawValue) \(asset.file.format.rawValue) bytes=\(asset.file.bytes.count) node=\(asset.source.nodeID)"
                + (asset.isTemplate ? " template" : ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func dump(_ declaration: Declaration) -> String {
        var lines: [String] = []
        dump(declaration, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dump(_ declaration: Declaration, into lines: inout [String]) {
        lines.append("\(declaration.kind.rawValue) \(declaration.typeName) \(quote(declaration.source.name)) node=\(declaration.source.nodeID)"
            + (declaration.componentKey.map { " key=\($0)" } ?? "") + (declaration.designSize.map { " size=\(num($0.width))x\(num($0.height))" } ?? "")
            + (declaration.reconstructedFrom.map { " from-instance=\($0.nodeID)" } ?? ""))
        for variantEnum in declaration.enums {
            lines.append("  enum \(variantEnum.name) \(quote(variantEnum.figmaName)): " + variantEnum.cases.map { "\($0.member)=\(quote($0.value))" }.joined(separator: " "))
        }
        for property in declaration.properties {
            lines.append("  property \(property.member) \(quote(property.figmaKey)): \(describe(property.type))")
            if case .content(_, let views) = property.type {
                for view in views { dump(view, indent: 2, into: &lines) }
            }
        }
        if let body = declaration.body {
            lines.append("  body")
            dump(body, indent: 2, into: &lines)
        }
        for variant in declaration.variants {
            lines.append("  variant \(variant.member) node=\(variant.source.nodeID) " + variant.values.map { "\($0.property)=.\($0.caseMember)" }.joined(separator: " "))
            dump(variant.body, indent: 2, into: &lines)
        }
        for part in declaration.parts {
            lines.append("  part \(part.member)" + (part.source.map { " node=\($0.nodeID)" } ?? ""))
            dump(part.body, indent: 2, into: &lines)
        }
    }

    static func describe(_ type: Property.ValueType) -> String {
        switch type {
        case .text(let value): "text = \(quote(value))"
        case .bool(let value): "bool = \(value)"
        case .view(let call): "view = " + (call.map(describe) ?? "none")
        case .variant(let name, let defaultCase): "\(name) = .\(defaultCase)"
        case .color(let paint): "color = \(describe(paint))"
        case .number(let value): "number = \(num(value))"
        case .content(let name, let views): "content<\(name)> = \(views.count) views"
        }
    }

    private static func describe(_ call: InstanceCall) -> String {
        call.typeName + "(" + call.arguments.map { "\($0.label): \(describe($0.value))" }.joined(separator: ", ") + ")"
    }

    private static func describe(_ value: ArgumentValue) -> String {
        switch value {
        case .string(let text): quote(text)
        case .bool(let flag): String(flag)
        case .enumCase(let member): "." + member
        case .view(let call): describe(call)
        case .member(let member): member
        case .paint(let paint): describe(paint)
        case .number(let value): num(value)
        case .content(let views): "{\(views.count) views}"
        }
    }

    private static func dump(_ view: ViewNode, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        var head = pad + headline(view.content)
        if let source = view.source { head += "  #\(source.nodeID)" }
        lines.append(head)
        if !view.dimensionTokens.isEmpty {
            lines.append(pad + "  tokens " + view.dimensionTokens.sorted { $0.key < $1.key }.map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: " "))
        }
        for note in view.notes { lines.append(pad + "  ! " + note) }
        for modifier in view.modifiers {
            lines.append(pad + "  ." + describe(modifier))
            if case .overlay(_, let children) = modifier {
                for child in children { dump(child, indent: indent + 2, into: &lines) }
            }
        }
        // Children in order (overlay children were listed under their modifier).
        view.forEachChild(includingOverlays: false) { child in dump(child, indent: indent + 1, into: &lines) }
    }

    private static func headline(_ content: Content) -> String {
        switch content {
        case .stack(let stack): "stack \(stack.axis.rawValue) spacing=\(num(stack.spacing)) align=\(stack.alignment.rawValue)"
        case .layers(let layout, _): "layers " + describe(layout)
        case .wrap(let wrap): "wrap \(wrap.axis.rawValue) spacing=\(num(wrap.spacing)) line=\(num(wrap.lineSpacing)) align=\(wrap.alignment.rawValue)"
        case .grid(let grid): "grid columns=\(grid.columns) rowGap=\(num(grid.rowSpacing)) columnGap=\(num(grid.columnSpacing)) spans=" + grid.rows.map { $0.map { String($0.columnSpan) }.joined(separator: ",") }.joined(separator: "/")
        case .text(let text): "text " + text.runs.map(describe).joined(separator: " + ") + " {" + describe(text.style) + "} align=\(text.alignment.rawValue)" + (text.lineLimit.map { " lines=\($0)" } ?? "")
        case .shape(let shape): "shape \(describe(shape.outline)) fills=[" + shape.fills.map(describe).joined(separator: ", ") + "]"
        case .path(let path): "path commands=\(path.commands.count)\(path.evenOdd ? " evenodd" : "") fills=[" + path.fills.map(describe).joined(separator: ", ") + "]"
        case .image(let image): "image \(quote(image.asset))" + (image.tint.map { " tint=" + describe($0) } ?? "")
        case .instance(let call): "instance " + describe(call)
        case .slot(let member): "slot $" + member
        case .conditional(let member, _): "if $" + member
        case .spacer: "spacer"
        case .placeholder: "placeholder"
        case .reference(let member): "ref " + member
        case .scroll(let axis, _): "scroll " + (axis?.rawValue ?? "both")
        case .masked(_, _, let layout): "masked" + (layout.map { " " + describe($0) } ?? "")
        }
    }

    private static func describe(_ run: TextRun) -> String {
        let value = switch run.value {
        case .literal(let text): quote(text)
        case .member(let member): "$" + member
        }
        return value + (run.style == TextStyle() ? "" : "{" + describe(run.style) + "}")
    }

    static func describe(_ token: Token) -> String {
        "\(token.member) \(quote(token.figmaName))\(token.isVariable ? " variable" : ""): \(detail(token))"
    }

    /// What `check` compares for a token: its value, or for a named variable its type, collection and every
    /// mode's value (an alias shows its target and the value it resolves to).
    static func detail(_ token: Token) -> String {
        guard let variable = token.variable else { return describe(token.value) }
        var modes = [describe(variable.base)]
        if let dark = variable.dark { modes.append(describe(dark)) }
        modes += variable.others.map { describe($0.value) }
        return "\(variable.kind.rawValue) in \(quote(variable.collection)): " + modes.joined(separator: ", ")
    }

    private static func describe(_ value: VariableToken.ModeValue) -> String {
        quote(value.mode) + "=" + (value.reference.map { "→\($0) (\(describe(value.resolved)))" } ?? describe(value.resolved))
    }

    /// A token's value alone (what `check` compares).
    static func describe(_ value: Token.Value) -> String {
        switch value {
        case .paint(let paint): describe(paint)
        case .textStyle(let style): describe(style)
        case .shadows(let shadows): shadows.map { "shadow(\(describe($0.color)) blur=\(num($0.blur)) x=\(num($0.x)) y=\(num($0.y)))" }.joined(separator: " ")
        case .dimension(let value): num(value)
        case .number(let value): "number " + num(value)
        case .text(let text): quote(text)
        case .flag(let flag): String(flag)
        }
    }

    static func describe(_ style: TextStyle) -> String {
        var parts: [String] = []
        if let token = style.token { parts.append("token=\(token)") }
        if let family = style.fontFamily { parts.append("family=\(quote(family))") }
        if let size = style.fontSize { parts.append("size=\(num(size))" + (style.fontSizeToken.map { "@\($0)" } ?? "")) }
        if let weight = style.fontWeight { parts.append("weight=\(weight)") }
        if style.italic { parts.append("italic") }
        if let tracking = style.tracking { parts.append("tracking=\(num(tracking))") }
        if let lineHeight = style.lineHeight { parts.append("lineHeight=\(num(lineHeight))") }
        if let textCase = style.textCase { parts.append("case=\(textCase.rawValue)") }
        if style.underline { parts.append("underline") }
        if style.strikethrough { parts.append("strikethrough") }
        if let color = style.color { parts.append("color=" + describe(color)) }
        return parts.joined(separator: " ")
    }

    static func describe(_ outline: Outline) -> String {
        switch outline {
        case .rectangle: "rect"
        case .roundedRectangle(let radius): "rounded(\(num(radius)))"
        case .corners(let a, let b, let c, let d): "corners(\(num(a)),\(num(b)),\(num(c)),\(num(d)))"
        case .ellipse: "ellipse"
        }
    }

    static func describe(_ color: ColorValue) -> String {
        "rgba(\(num(color.red)),\(num(color.green)),\(num(color.blue)),\(num(color.opacity)))" + (color.token.map { "@\($0)" } ?? "")
    }

    /// Whether a token reference shows the token's value too (the IR dump) or only its name (the manifest's
    /// layer values: a token's value change is reported once, on the token, not on every layer using it).
    @TaskLocal static var showsTokenValues = true

    static func describe(_ paint: PaintValue) -> String {
        func stops(_ stops: [GradientStop]) -> String { stops.map { "\(describe($0.color))@\(num($0.location))" }.joined(separator: " ") }
        return switch paint {
        case .color(let color): describe(color)
        case .linearGradient(let s, let start, let end): "linear(\(stops(s)); \(num(start.x)),\(num(start.y))->\(num(end.x)),\(num(end.y)))"
        case .radialGradient(let s, let center, let radius): "radial(\(stops(s)); \(num(center.x)),\(num(center.y)) r=\(num(radius)))"
        case .ellipticalGradient(let s, let center, let fraction): "elliptical(\(stops(s)); \(num(center.x)),\(num(center.y)) r=\(num(fraction)))"
        case .angularGradient(let s, let center, let angle): "angular(\(stops(s)); \(num(center.x)),\(num(center.y)) angle=\(num(angle)))"
        case .image(let name, let fit): "image(\(quote(name)) \(fit.rawValue))"
        case .token(let name, let value): showsTokenValues ? "token(\(name): \(describe(value)))" : "token(\(name))"
        case .member(let name): "$" + name
        }
    }

    static func describe(_ modifier: Modifier) -> String {
        switch modifier {
        case .padding(let insets): "padding(\(num(insets.top)),\(num(insets.leading)),\(num(insets.bottom)),\(num(insets.trailing)))"
        case .frame(let frame): "frame(" + describe(frame) + ")"
        case .background(let fills, let outline): "background(\(describe(outline)); " + fills.map(describe).joined(separator: ", ") + ")"
        case .stroke(let stroke, let outline): "stroke(\(describe(outline)); \(describe(stroke.paint)) width=\(num(stroke.width)) \(stroke.position.rawValue)" + (stroke.dash.isEmpty ? "" : " dash=" + stroke.dash.map(num).joined(separator: ",")) + ")"
        case .clip(let outline): "clip(\(describe(outline)))"
        case .shadow(let shadow): "shadow(\(describe(shadow.color)) blur=\(num(shadow.blur)) x=\(num(shadow.x)) y=\(num(shadow.y)))"
        case .innerShadow(let shadow, let outline): "innerShadow(\(describe(outline)); \(describe(shadow.color)) blur=\(num(shadow.blur)) x=\(num(shadow.x)) y=\(num(shadow.y)))"
        case .blur(let radius): "blur(\(num(radius)))"
        case .backgroundBlur(let outline): "backgroundBlur(\(describe(outline)))"
        case .opacity(let value): "opacity(\(num(value)))"
        case .opacityMember(let member): "opacity($\(member))"
        case .blendMode(let mode): "blendMode(\(mode.rawValue))"
        case .rotation(let degrees): "rotation(\(num(degrees)))"
        case .placement(let placement): "placement(\(describe(placement)))"
        case .overlay(let layout, let children): "overlay(\(children.count) \(describe(layout)))"
        case .zIndex(let value): "zIndex(\(num(value)))"
        case .layoutPriority(let value): "layoutPriority(\(num(value)))"
        case .effectToken(let name): "effectToken(\(name))"
        }
    }

    /// `design=390x844`: the size a free frame was drawn at.
    static func describe(_ layout: FreeLayout) -> String {
        "design=\(num(layout.width))x\(num(layout.height))"
    }

    /// `right,bottom 16,700 100x44`: the constraints, then the frame as drawn.
    static func describe(_ placement: Placement) -> String {
        "\(placement.horizontal.rawValue),\(placement.vertical.rawValue) \(num(placement.x)),\(num(placement.y)) \(num(placement.width))x\(num(placement.height))"
    }

    static func describe(_ frame: FrameValue) -> String {
        var parts: [String] = []
        if let width = frame.width { parts.append("w=\(num(width))") }
        if let height = frame.height { parts.append("h=\(num(height))") }
        if frame.fillWidth { parts.append("w=fill") }
        if frame.fillHeight { parts.append("h=fill") }
        if let value = frame.minWidth { parts.append("minW=\(num(value))") }
        if let value = frame.maxWidth { parts.append("maxW=\(num(value))") }
        if let value = frame.minHeight { parts.append("minH=\(num(value))") }
        if let value = frame.maxHeight { parts.append("maxH=\(num(value))") }
        if frame.hugWidth { parts.append("hugW") }
        if frame.hugHeight { parts.append("hugH") }
        if let alignment = frame.alignment { parts.append("align=\(alignment.horizontal.rawValue)/\(alignment.vertical.rawValue)") }
        return parts.joined(separator: " ")
    }

    static func num(_ value: Double) -> String { SwiftLiteral.number(value) }

    static func quote(_ text: String) -> String { SwiftLiteral.string(text) }
}
