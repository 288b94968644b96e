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
    }

    /// The variant properties, in the order the set's variants list them.
    var selectors: [String]
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
        lhs.selectors == rhs.selectors && lhs.changes == rhs.changes && lhs.press == rhs.press && lhs.hover == rhs.hover && lhs.tap == rhs.tap
            && lhs.pointerEnter == rhs.pointerEnter && lhs.pointerLeave == rhs.pointerLeave && lhs.tapHandler == rhs.tapHandler && lhs.label == rhs.label
            && lhs.timers.elementsEqual(rhs.timers) { $0.rule == $1.rule && $0.seconds == $1.seconds }
    }
}
