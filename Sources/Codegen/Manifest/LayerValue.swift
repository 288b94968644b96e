/// The name of a value of a layer that the manifest records and `check` compares (`padding`, `text style`,
/// `property title`, …). Renderers mark the line each is written on (`CodeWriter.mark`), the manifest names each
/// value by it: one spelling for both.
enum LayerValue: Hashable, Sendable {
    case layout, spacing, alignment, lineSpacing, text, textStyle, shape, fills, instance
    /// An argument of an instance call, by its label.
    case property(String)
    /// A dimension token bound to one of the view's values.
    case token(DimensionRole)
    case padding, frame, background, stroke, clip, shadow, innerShadow, blur, backgroundBlur, opacity, blendMode, rotation
    case constraints, overlay, zIndex, layoutPriority, effectToken
    /// A prototype interaction, by its trigger (`tap`, `hover`, `tap in 'Icon'`).
    case interaction(String)
    case scrollAnchor

    /// The name as the manifest writes it.
    var name: String {
        switch self {
        case .layout: "layout"
        case .spacing: "spacing"
        case .alignment: "alignment"
        case .lineSpacing: "line spacing"
        case .text: "text"
        case .textStyle: "text style"
        case .shape: "shape"
        case .fills: "fills"
        case .instance: "instance"
        case .property(let label): "property " + label
        case .token(let role): "token " + role.rawValue
        case .padding: "padding"
        case .frame: "frame"
        case .background: "background"
        case .stroke: "stroke"
        case .clip: "clip"
        case .shadow: "shadow"
        case .innerShadow: "innerShadow"
        case .blur: "blur"
        case .backgroundBlur: "backgroundBlur"
        case .opacity: "opacity"
        case .blendMode: "blendMode"
        case .rotation: "rotation"
        case .constraints: "constraints"
        case .overlay: "overlay"
        case .zIndex: "zIndex"
        case .layoutPriority: "layoutPriority"
        case .effectToken: "effectToken"
        case .interaction(let trigger): Self.interactionPrefix + trigger
        case .scrollAnchor: "scrollAnchor"
        }
    }

    private static let interactionPrefix = "interaction "

    /// The trigger of an `interaction` value's name (`interaction tap` → `tap`); nil for any other value.
    static func interactionTrigger(ofName name: String) -> String? {
        name.hasPrefix(interactionPrefix) ? String(name.dropFirst(interactionPrefix.count)) : nil
    }
}

extension Modifier {
    /// The value a modifier writes.
    var value: LayerValue {
        switch self {
        case .padding: .padding
        case .frame: .frame
        case .background: .background
        case .stroke: .stroke
        case .clip: .clip
        case .shadow: .shadow
        case .innerShadow: .innerShadow
        case .blur: .blur
        case .backgroundBlur: .backgroundBlur
        case .opacity, .opacityMember: .opacity
        case .blendMode: .blendMode
        case .rotation: .rotation
        case .placement: .constraints
        case .overlay: .overlay
        case .zIndex: .zIndex
        case .layoutPriority: .layoutPriority
        case .effectToken, .effectMember: .effectToken
        case .button(let action): .interaction(action.facts.first?.trigger ?? "tap")
        case .timer(_, _, let facts), .interaction(let facts): .interaction(facts.first?.trigger ?? "timeout")
        case .scrollAnchor: .scrollAnchor
        }
    }
}

extension Content {
    /// The value that a content's own style lines carry (`.font…` of a text, `.fill` of a shape).
    var styleValue: LayerValue {
        switch self {
        case .text: .textStyle
        default: .fills
        }
    }
}
