/// The canonical text of the IR's design values — a padding, a frame, a text style, a paint, a modifier's
/// arguments, a property's type and default — one spelling for every place that shows or compares them:
/// the manifest's layer values and details (what `check` compares and prints as old → new) and the IR dump.
///
/// The manifest depends on this text, so it changes only when a value's meaning changes; the dump's layout
/// (indentation, headlines, notes) is free to change for debugging without touching parity.
struct ValueText {
    /// Whether a token reference shows the token's value too (the IR dump) or only its name (the manifest:
    /// a token's value change is reported once, on the token, not on every layer that uses it).
    let showsTokenValues: Bool

    /// The IR dump's spelling.
    static let dump = ValueText(showsTokenValues: true)
    /// The manifest's spelling.
    static let manifest = ValueText(showsTokenValues: false)

    static func num(_ value: Double) -> String { SwiftLiteral.number(value) }

    static func quote(_ text: String) -> String { SwiftLiteral.string(text) }

    // MARK: Styles and shapes

    func textStyle(_ style: TextStyle) -> String {
        var parts: [String] = []
        if let token = style.token { parts.append("token=\(token)") }
        if let family = style.fontFamily { parts.append("family=\(Self.quote(family))") }
        if let size = style.fontSize { parts.append("size=\(Self.num(size))" + (style.fontSizeToken.map { "@\($0)" } ?? "")) }
        if let weight = style.fontWeight { parts.append("weight=\(weight)") }
        if style.italic { parts.append("italic") }
        if let tracking = style.tracking { parts.append("tracking=\(Self.num(tracking))") }
        if let lineHeight = style.lineHeight { parts.append("lineHeight=\(Self.num(lineHeight))") }
        if let textCase = style.textCase { parts.append("case=\(textCase.rawValue)") }
        if style.underline { parts.append("underline") }
        if style.strikethrough { parts.append("strikethrough") }
        if let color = style.color { parts.append("color=" + paint(color)) }
        if let member = style.member { parts.append("style=$" + member) }
        if let member = style.textCaseMember { parts.append("case=$" + member) }
        return parts.joined(separator: " ")
    }

    static func outline(_ outline: Outline) -> String {
        switch outline {
        case .rectangle: "rect"
        case .roundedRectangle(let radius): "rounded(\(num(radius)))"
        case .roundedRectangleMember(let member): "rounded($\(member))"
        case .corners(let a, let b, let c, let d): "corners(\(num(a)),\(num(b)),\(num(c)),\(num(d)))"
        case .ellipse: "ellipse"
        }
    }

    static func color(_ color: ColorValue) -> String {
        "rgba(\(num(color.red)),\(num(color.green)),\(num(color.blue)),\(num(color.opacity)))" + (color.token.map { "@\($0)" } ?? "")
    }

    func paint(_ paint: PaintValue) -> String {
        func stops(_ stops: [GradientStop]) -> String { stops.map { "\(Self.color($0.color))@\(Self.num($0.location))" }.joined(separator: " ") }
        return switch paint {
        case .color(let color): Self.color(color)
        case .linearGradient(let s, let start, let end): "linear(\(stops(s)); \(Self.num(start.x)),\(Self.num(start.y))->\(Self.num(end.x)),\(Self.num(end.y)))"
        case .radialGradient(let s, let center, let radius): "radial(\(stops(s)); \(Self.num(center.x)),\(Self.num(center.y)) r=\(Self.num(radius)))"
        case .ellipticalGradient(let s, let center, let fraction): "elliptical(\(stops(s)); \(Self.num(center.x)),\(Self.num(center.y)) r=\(Self.num(fraction)))"
        case .angularGradient(let s, let center, let angle): "angular(\(stops(s)); \(Self.num(center.x)),\(Self.num(center.y)) angle=\(Self.num(angle)))"
        case .image(let name, let fit): "image(\(Self.quote(name)) \(fit.rawValue))"
        case .token(let name, let value): showsTokenValues ? "token(\(name): \(self.paint(value)))" : "token(\(name))"
        case .member(let name), .fillsMember(let name), .paintMember(let name): "$" + name
        }
    }

    func paints(_ paints: [PaintValue]) -> String {
        paints.map(paint).joined(separator: ", ")
    }

    static func shadow(_ shadow: ShadowValue) -> String {
        "\(color(shadow.color)) blur=\(num(shadow.blur)) x=\(num(shadow.x)) y=\(num(shadow.y))"
    }

    /// A parameter's drop shadows: their token, or each shadow.
    static func shadows(_ list: ShadowList) -> String {
        list.token.map { "token(\($0))" } ?? ("[" + list.shadows.map(shadow).joined(separator: "; ") + "]")
    }

    // MARK: Modifiers and layout

    /// A modifier's arguments, without its name: `16,16,16,16` for a padding, `w=200 h=20` for a frame.
    func arguments(_ modifier: Modifier) -> String {
        switch modifier {
        case .padding(let insets): "\(Self.num(insets.top)),\(Self.num(insets.leading)),\(Self.num(insets.bottom)),\(Self.num(insets.trailing))"
        case .frame(let frame): Self.frame(frame)
        case .background(let fills, let outline): "\(Self.outline(outline)); " + paints(fills)
        case .stroke(let stroke, let outline): "\(Self.outline(outline)); \(paint(stroke.paint)) width=\(Self.num(stroke.width)) \(stroke.position.rawValue)" + (stroke.dash.isEmpty ? "" : " dash=" + stroke.dash.map(Self.num).joined(separator: ","))
        case .clip(let outline): Self.outline(outline)
        case .shadow(let shadow): Self.shadow(shadow)
        case .innerShadow(let shadow, let outline): "\(Self.outline(outline)); " + Self.shadow(shadow)
        case .blur(let radius): Self.num(radius)
        case .backgroundBlur(let outline): Self.outline(outline)
        case .opacity(let value): Self.num(value)
        case .opacityMember(let member): "$" + member
        case .blendMode(let mode): mode.rawValue
        case .rotation(let degrees): Self.num(degrees)
        case .placement(let placement): Self.placement(placement)
        case .overlay(let layout, let children): "\(children.count) \(Self.layout(layout))"
        case .zIndex(let value): Self.num(value)
        case .layoutPriority(let value): Self.num(value)
        case .effectToken(let name): name
        case .effectMember(let member): "$" + member
        case .button(let action): "label=" + Self.label(action.label) + " " + Self.call(action.call) + Self.facts(action.facts)
        case .timer(let seconds, let call, let facts): "after=\(Self.num(seconds))s " + Self.call(call) + Self.facts(facts)
        case .interaction(let facts): Self.facts(facts).dropFirst(2).description
        case .scrollAnchor(let id): id
        }
    }

    /// What an action does: `change=(.on) scroll=1:9 calls=onTap,onNext`.
    static func call(_ call: ActionCall) -> String {
        var parts: [String] = []
        if let change = call.change { parts.append("change=(" + change.map { "." + $0 }.joined(separator: ", ") + ")") }
        if let scroll = call.scroll { parts.append("scroll=" + scroll.nodeID) }
        if !call.handlers.isEmpty { parts.append("calls=" + call.handlers.joined(separator: ",")) }
        return parts.joined(separator: " ")
    }

    /// `; tap: navigate 1:5 'Transfer'` for each fact.
    static func facts(_ facts: [InteractionFact]) -> String {
        facts.map { "; \($0.trigger): \($0.action)" }.joined()
    }

    /// An accessibility label: its texts, parameters as `$member`.
    static func label(_ label: [TextValue]) -> String {
        quote(label.map { value in
            switch value {
            case .literal(let text): text
            case .member(let member): "$" + member
            }
        }.joined())
    }

    /// The modifier as the IR dump prints it: `padding(16,16,16,16)`.
    func modifier(_ modifier: Modifier) -> String {
        let name = switch modifier {
        case .placement: "placement"
        case .button: "button"
        case .timer: "timer"
        case .interaction: "interaction"
        default: modifier.value.name
        }
        return name + "(" + arguments(modifier) + ")"
    }

    /// `design=390x844`: the size a free frame was drawn at.
    static func layout(_ layout: FreeLayout) -> String {
        "design=\(num(layout.width))x\(num(layout.height))"
    }

    /// `right,bottom 16,700 100x44`: the constraints, then the frame as drawn.
    static func placement(_ placement: Placement) -> String {
        "\(placement.horizontal.rawValue),\(placement.vertical.rawValue) \(num(placement.x)),\(num(placement.y)) \(num(placement.width))x\(num(placement.height))"
    }

    static func frame(_ frame: FrameValue) -> String {
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

    // MARK: Interfaces

    /// A property's type and default: `text = "Title"`, `bool = true`.
    func propertyType(_ type: Property.ValueType) -> String {
        switch type {
        case .text(let value): "text = \(Self.quote(value))"
        case .bool(let value): "bool = \(value)"
        case .view(let call): "view = " + (call.map(self.call) ?? "none")
        case .variant(let name, let defaultCase): "\(name) = .\(defaultCase)"
        case .color(let paint): "color = \(self.paint(paint))"
        case .number(let value): "number = \(Self.num(value))"
        case .textStyle(let style): "textStyle = \(textStyle(style))"
        case .paints(let paints): "paints = [\(self.paints(paints))]"
        case .paint(let paint): "paint = \(self.paint(paint))"
        case .shadows(let list): "shadows = \(Self.shadows(list))"
        case .styledText: "styledText = none"
        case .textCase(let value): "textCase = \(value?.rawValue ?? "none")"
        case .content(let name, let views): "content<\(name)> = \(views.count) views"
        case .handler(.action): "handler"
        case .handler(.change(let name)): "handler(\(name))"
        }
    }

    /// A run of a styled text: its characters, and the style it sets in braces.
    func run(_ run: TextRun) -> String {
        let style = textStyle(run.style)
        let text = switch run.value {
        case .literal(let text): Self.quote(text)
        case .member(let member): "$" + member
        }
        return style.isEmpty ? text : text + "{" + style + "}"
    }

    /// A call with all its arguments: `Badge(count: "3")`.
    func call(_ call: InstanceCall) -> String {
        call.typeName + "(" + call.arguments.map { "\($0.label): \(argument($0.value))" }.joined(separator: ", ") + ")"
    }

    /// An argument's value; a swapped-in view is its whole call, or with `calleeOnly` just the callee's type
    /// (the manifest records the nested call's own values on its own layer).
    func argument(_ value: ArgumentValue, calleeOnly: Bool = false) -> String {
        switch value {
        case .string(let text): Self.quote(text)
        case .bool(let flag): String(flag)
        case .enumCase(let member): "." + member
        case .view(let call): calleeOnly ? call.typeName : self.call(call)
        case .member(let member): member
        case .paint(let paint), .shapeStyle(let paint): self.paint(paint)
        case .number(let value): Self.num(value)
        case .textStyle(let style): textStyle(style)
        case .paints(let paints): "[" + self.paints(paints) + "]"
        case .shadows(let list): Self.shadows(list)
        case .styledText(let runs): runs.map(run).joined(separator: " + ")
        case .textCase(let value): "." + (value?.rawValue ?? "none")
        case .content(let views): "{\(views.count) views}"
        case .action(let call): "{" + Self.call(call) + "}"
        }
    }

    // MARK: Tokens

    /// A token's value alone (what `check` compares).
    func tokenValue(_ value: Token.Value) -> String {
        switch value {
        case .paint(let paint): self.paint(paint)
        case .textStyle(let style): textStyle(style)
        case .shadows(let shadows): shadows.map { "shadow(" + Self.shadow($0) + ")" }.joined(separator: " ")
        case .dimension(let value): Self.num(value)
        case .number(let value): "number " + Self.num(value)
        case .text(let text): Self.quote(text)
        case .flag(let flag): String(flag)
        }
    }

    /// What `check` compares for a token: its value, or for a named variable its type, collection and every
    /// mode's value (an alias shows its target and the value it resolves to).
    func tokenDetail(_ token: Token) -> String {
        guard let variable = token.variable else { return tokenValue(token.value) }
        var modes = [modeValue(variable.base)]
        if let dark = variable.dark { modes.append(modeValue(dark)) }
        modes += variable.others.map { modeValue($0.value) }
        return "\(variable.kind.rawValue) in \(Self.quote(variable.collection)): " + modes.joined(separator: ", ")
    }

    private func modeValue(_ value: VariableToken.ModeValue) -> String {
        Self.quote(value.mode) + "=" + (value.reference.map { "→\($0) (\(tokenValue(value.resolved)))" } ?? tokenValue(value.resolved))
    }
}
