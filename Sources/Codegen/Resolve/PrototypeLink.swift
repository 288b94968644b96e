import FigmaModel

/// One action of one interaction of a layer, as figgen reads it: a trigger it can express or names, and what the
/// action does (the legacy `transitionNodeID` reads as a click that navigates). Renderer-neutral, and compared
/// between an instance's layer and its component's to tell an inherited interaction from the instance's own.
struct PrototypeLink: Hashable, Sendable {
    enum Trigger: Hashable, Sendable {
        /// `ON_CLICK`, and the one-way `MOUSE_UP` / `MOUSE_DOWN`: a tap on a touch screen.
        case tap
        /// `ON_PRESS`: while the finger is down.
        case press
        /// `ON_HOVER`: while the pointer is over the layer.
        case hover
        /// `MOUSE_ENTER` / `MOUSE_LEAVE`: once, when the pointer enters or leaves.
        case pointerEnter, pointerLeave
        /// `AFTER_TIMEOUT`: seconds after the layer appears.
        case timeout(Double)
        /// A trigger no code can express here (drag, keys, media, a newer kind): its name for the report (empty:
        /// an interaction without a trigger).
        case unsupported(String)

        /// The word the manifest and messages use.
        var word: String {
            switch self {
            case .tap: "tap"
            case .press: "press"
            case .hover: "hover"
            case .pointerEnter: "pointer-enter"
            case .pointerLeave: "pointer-leave"
            case .timeout: "timeout"
            case .unsupported(let name): name
            }
        }
    }

    enum Effect: Hashable, Sendable {
        case navigate(String)
        case swap(String)
        case overlay(String)
        case scrollTo(String)
        case changeTo(String)
        case back
        case close
        case url(String)
        /// A `NODE` action whose destination is `null` (its target was deleted).
        case noDestination
        /// An action no code can express here (variables, conditionals, media, a newer kind): its name for the report
        /// (empty: an interaction without actions).
        case unsupported(String)

        /// The node it goes to, if any.
        var destination: String? {
            switch self {
            case .navigate(let id), .swap(let id), .overlay(let id), .scrollTo(let id), .changeTo(let id): id
            default: nil
            }
        }

        /// The word the manifest and messages use.
        var word: String {
            switch self {
            case .navigate: "navigate"
            case .swap: "swap"
            case .overlay: "overlay"
            case .scrollTo: "scroll-to"
            case .changeTo: "change-to"
            case .back: "back"
            case .close: "close"
            case .url: "url"
            case .noDestination: "no destination"
            case .unsupported(let name): name
            }
        }

        /// A link out of the layer (not a change of the component it is in): a handler the caller wires.
        var isLink: Bool {
            switch self {
            case .navigate, .swap, .overlay, .scrollTo, .back, .close, .url: true
            case .changeTo, .noDestination, .unsupported: false
            }
        }
    }

    /// The schemes a URL link may open: the web, mail and a phone number (never `javascript:`, `file:`, or an app's
    /// scheme a design cannot vouch for).
    static let openableSchemes: Set<String> = ["http", "https", "mailto", "tel"]

    /// The actions of one layer the code expresses: the rest are reported (a design needs a few; a hostile one
    /// thousands, which would make one handler of thousands of statements).
    static let maximumActions = 16

    /// A URL link's scheme when it is not one a link may open (`javascript`, `file`, or the text before the first
    /// `:` as written, empty when there is none); nil for any other link, and for one that may open.
    var forbiddenScheme: String? {
        guard case .url(let address) = effect else { return nil }
        let scheme = address.firstIndex(of: ":").map { String(address[..<$0]) } ?? ""
        return Self.openableSchemes.contains(scheme.lowercased()) ? nil : scheme
    }

    var trigger: Trigger
    var effect: Effect
    /// Where it is in its layer's JSON, after the layer's path: `interactions[0].actions[1]`, or `transitionNodeID`.
    var location: [JSONPath.Component]

    /// The same interaction, wherever it is written (an instance's layer repeats its component's).
    func sameBehaviour(as other: PrototypeLink) -> Bool {
        trigger == other.trigger && effect == other.effect
    }

    /// The links of a layer, in the export's order: each action of each interaction (an interaction without actions
    /// is one link that does nothing, reported), or the legacy `transitionNodeID` when there are no interactions.
    static func links(of node: Node) -> [PrototypeLink] {
        let interactions = node.interactions
        if interactions.isEmpty {
            guard let destination = node.transitionNodeID else { return [] }
            return [PrototypeLink(trigger: .tap, effect: .navigate(destination), location: [.key("transitionNodeID")])]
        }
        var links: [PrototypeLink] = []
        for (index, interaction) in interactions.enumerated() {
            let trigger = Self.trigger(interaction.trigger)
            let base: [JSONPath.Component] = [.key("interactions"), .index(index)]
            if interaction.actions.isEmpty {
                links.append(PrototypeLink(trigger: trigger, effect: .unsupported(""), location: base))
            }
            for (position, action) in interaction.actions.enumerated() {
                links.append(PrototypeLink(trigger: trigger, effect: effect(action), location: base + [.key("actions"), .index(position)]))
            }
        }
        return links
    }

    static func trigger(_ trigger: FigmaModel.Trigger?) -> Trigger {
        guard let trigger else { return .unsupported("") }
        switch trigger.type {
        case .onClick, .mouseUp, .mouseDown: return .tap
        case .onPress: return .press
        case .onHover: return .hover
        case .mouseEnter: return .pointerEnter
        case .mouseLeave: return .pointerLeave
        // Figma's default delay is 800 ms.
        case .afterTimeout: return .timeout(max(0, trigger.timeout ?? 0.8))
        case .onDrag: return .unsupported("drag")
        case .onKeyDown: return .unsupported("key")
        case .onMediaHit, .onMediaEnd: return .unsupported("media")
        case .unknown(let value): return .unsupported(value.raw)
        }
    }

    static func effect(_ action: Action) -> Effect {
        switch action.type {
        case .back: return .back
        case .close: return .close
        case .url:
            guard let url = action.url, !url.isEmpty else { return .unsupported("URL action without an address") }
            return .url(url)
        case .node:
            guard let destination = action.destinationID else { return .noDestination }
            switch action.navigation {
            case .navigate?: return .navigate(destination)
            case .swap?: return .swap(destination)
            case .overlay?: return .overlay(destination)
            case .scrollTo?: return .scrollTo(destination)
            case .changeTo?: return .changeTo(destination)
            case .unknown(let value)?: return .unsupported("navigation \(value.raw)")
            case nil: return .unsupported("node action without navigation")
            }
        case .setVariable, .setVariableMode, .conditional: return .unsupported("variables and conditionals of advanced prototyping")
        case .updateMediaRuntime: return .unsupported("media action")
        case .unknown(let value): return .unsupported("action \(value.raw)")
        }
    }
}
