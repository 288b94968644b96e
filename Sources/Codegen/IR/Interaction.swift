// What the design's prototype becomes in the IR: buttons and timers on layers, handler arguments, interactive
// component sets, and the facts the manifest records. Renderer-neutral: what to call and when, never how a target
// spells it.

/// What a layer does in the prototype, as the manifest records it and `check` compares it.
struct InteractionFact: Equatable, Sendable {
    /// The trigger's word (`tap`, `hover`, `timeout`, …); for a layer inside an instance, with the layer:
    /// `tap in 'Icon'`.
    var trigger: String
    /// What it does: `navigate 1:5 'Transfer'`, `change-to 3:9 'State=On'`, `back`, `url https://…`; a timer's
    /// with its delay (`after 4 s`).
    var action: String
}

/// What a button, a timer or a handler argument does when it fires: an interactive set's change of variant, a
/// screen's scroll to a layer, then the type's handlers.
struct ActionCall: Equatable, Sendable {
    /// Handler members called, in order (after the change and the scroll).
    var handlers: [String] = []
    /// An interactive set's variant to change to: a case member per variant property, in the order of the set's
    /// variant properties.
    var change: [String]?
    /// The layer a screen scrolls to (`Modifier.scrollAnchor`).
    var scroll: ScrollStep?

    init(handlers: [String] = [], change: [String]? = nil, scroll: ScrollStep? = nil) {
        self.handlers = handlers
        self.change = change
        self.scroll = scroll
    }

    /// Only handlers, called as they are: a target may pass the one handler itself instead of a closure.
    var isOneHandler: Bool { handlers.count == 1 && change == nil && scroll == nil }
}

/// A screen's scroll to one of its layers: the member holding where to (`Declaration.scrollMember`), and the
/// layer's node id.
struct ScrollStep: Equatable, Sendable {
    var member: String
    var nodeID: String
}

/// A layer the user taps (a Figma click): a button that shows the layer as drawn.
struct ButtonAction: Equatable, Sendable {
    /// What VoiceOver reads: the layer's texts (literals, and text parameters), or its name in words.
    var label: [TextValue]
    var call: ActionCall
    /// The links it expresses, for the manifest.
    var facts: [InteractionFact]
}

/// The signature of a handler parameter.
enum HandlerSignature: Equatable, Sendable {
    /// `() -> Void`: a tap, or a timer.
    case action
    /// `(Enum) -> Void`: an interactive set reports the value its variant property changed to.
    case change(enumName: String)
}

/// An interactive component set: variants wired to each other in the prototype. The set keeps the values it
/// changes to (a toggle, a tab, a carousel's page), shows the pressed and hovered variants while the finger is down
/// or the pointer is over it, and reports each change.
struct VariantBehaviour: Equatable, Sendable {
    /// From one variant (a case member per variant property) to another.
    struct Rule: Equatable, Sendable {
        var from: [String]
        var to: [String]
    }

    /// A variant property a tap, a timer or the pointer changes: the set keeps its value, and reports it.
    struct Change: Equatable, Sendable {
        /// The property's member, and its position among the variant properties.
        var property: String
        var position: Int
        var enumName: String
        /// The handler reporting the new value (`onStateChange`).
        var report: String
        /// Where a target that cannot change the property itself keeps the changed value (`changedState`).
        var state: String
    }

    /// The names of the members an interactive set's code uses, claimed in the type's scope.
    struct Members: Equatable, Sendable {
        var resting = "resting", shown = "shown", look = "look", tap = "tap", change = "change", advance = "advance"
        var pointer = "pointer", hovering = "isHovering", pressed = "isPressed", control = "control", advancing = "advancing"
    }

    /// The variant properties, in the order the set's variants list them, with their enums.
    var selectors: [String]
    var enumNames: [String]
    /// How many combinations of values there are (a switch over fewer rules needs a `default`).
    var combinations: Int
    var members = Members()
    var changes: [Change]
    var press: [Rule] = []
    var hover: [Rule] = []
    var tap: [Rule] = []
    var pointerEnter: [Rule] = []
    var pointerLeave: [Rule] = []
    var timers: [(rule: Rule, seconds: Double)] = []
    /// The set's own tap handler (`onTap`), called after a tap's change.
    var tapHandler: String?
    /// What VoiceOver reads when the set is a button.
    var label: [TextValue] = []

    /// Whether the set is a button: a pressed look, a tap that changes the variant, or a tap handler.
    var isButton: Bool { !press.isEmpty || !tap.isEmpty || tapHandler != nil }
    /// Whether it follows the pointer.
    var followsPointer: Bool { !hover.isEmpty || !pointerEnter.isEmpty || !pointerLeave.isEmpty }

    static func == (lhs: VariantBehaviour, rhs: VariantBehaviour) -> Bool {
        lhs.selectors == rhs.selectors && lhs.enumNames == rhs.enumNames && lhs.combinations == rhs.combinations && lhs.members == rhs.members
            && lhs.changes == rhs.changes && lhs.press == rhs.press && lhs.hover == rhs.hover && lhs.tap == rhs.tap
            && lhs.pointerEnter == rhs.pointerEnter && lhs.pointerLeave == rhs.pointerLeave && lhs.tapHandler == rhs.tapHandler && lhs.label == rhs.label
            && lhs.timers.elementsEqual(rhs.timers) { $0.rule == $1.rule && $0.seconds == $1.seconds }
    }
}

/// A prototype flow: the screens a starting point's links reach, each with its handlers wired to those links. The
/// screens do not navigate by themselves: the flow passes each the closures that do.
struct Flow: Equatable, Sendable {
    var typeName: String
    /// The flow's name in Figma (or its page's).
    var name: String
    var page: String?
    /// The start screen first.
    var screens: [FlowScreen]
}

/// A screen of a flow: its case in the flow's `Screen` enum, its type, and what each of its handlers does.
struct FlowScreen: Equatable, Sendable {
    var caseName: String
    var typeName: String
    var source: Source
    var designSize: Size2D?
    /// Handler member → what the flow does when it fires, in the screen's parameter order.
    var wiring: [Wire]

    struct Wire: Equatable, Sendable {
        var handler: String
        var steps: [FlowStep]
    }
}

/// What a flow does on a link, by the screen's position in `Flow.screens`.
enum FlowStep: Equatable, Sendable {
    /// Navigate: pushes the screen.
    case push(Int)
    /// Swap: replaces the topmost screen or overlay.
    case replace(Int)
    /// Overlay: presents the screen, as a sheet or covering the screen.
    case present(Int, fullScreen: Bool)
    /// Back: closes the overlay, or pops the screen.
    case back
    /// Close: closes the overlay.
    case close
    case openURL(String)
}
