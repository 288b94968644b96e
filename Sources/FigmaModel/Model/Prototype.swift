// Prototype interactions (api_types.ts: `Interaction`, `Trigger`, `Action`, `Transition`, `FlowStartingPoint`): what a
// layer does in Figma's prototype viewer, and where a page's flows start. Read tolerantly: an interaction, action or
// transition of a shape the reader does not know is dropped and recorded (`ToleratedValue`), and new trigger,
// action and navigation types are kept raw (`.unknown`), so a file with a newer prototype feature still reads.

/// An interaction of a layer: a trigger and the actions it runs, in order.
public struct Interaction: Hashable, Sendable {
    /// Nil when the export says `"trigger": null` (or leaves it out).
    public var trigger: Trigger?
    public var actions: [Action]

    public init(trigger: Trigger?, actions: [Action] = []) {
        self.trigger = trigger
        self.actions = actions
    }
}

/// What starts an interaction.
public struct Trigger: Hashable, Sendable {
    public var type: TriggerType
    /// `AFTER_TIMEOUT`: how long after the layer appears. The spec says milliseconds; exports carry seconds
    /// (Figma's default delay of 800 ms is written `0.8`), and this is the export's number.
    public var timeout: Double?
    /// `MOUSE_ENTER`, `MOUSE_LEAVE`, `MOUSE_UP`, `MOUSE_DOWN`: how long the trigger is held before the actions run.
    public var delay: Double?

    public init(type: TriggerType, timeout: Double? = nil, delay: Double? = nil) {
        self.type = type
        self.timeout = timeout
        self.delay = delay
    }
}

/// One action of an interaction. Which fields mean anything depends on `type`: a `NODE` action has a
/// destination and a navigation, a `URL` action a URL.
public struct Action: Hashable, Sendable {
    public var type: ActionType
    /// The node a `NODE` action goes to; nil when the export says `null` (a link whose destination was deleted).
    public var destinationID: String?
    public var navigation: Navigation?
    public var transition: Transition?
    /// `URL`: the address to open.
    public var url: String?
    /// `NODE` with `OVERLAY` to a frame placed manually: where the overlay opens, relative to the layer.
    public var overlayRelativePosition: Vector?

    public init(type: ActionType, destinationID: String? = nil, navigation: Navigation? = nil, transition: Transition? = nil,
                url: String? = nil, overlayRelativePosition: Vector? = nil) {
        self.type = type
        self.destinationID = destinationID
        self.navigation = navigation
        self.transition = transition
        self.url = url
        self.overlayRelativePosition = overlayRelativePosition
    }
}

/// The animation of a `NODE` action.
public struct Transition: Hashable, Sendable {
    public var type: TransitionType
    /// Seconds, as exports carry it (`0.3`).
    public var duration: Double?
    /// `LEFT`, `RIGHT`, `TOP`, `BOTTOM` for directional transitions.
    public var direction: String?

    public init(type: TransitionType, duration: Double? = nil, direction: String? = nil) {
        self.type = type
        self.duration = duration
        self.direction = direction
    }
}

/// A prototype flow of a page: its name and the frame it starts at.
public struct FlowStartingPoint: Hashable, Sendable {
    public var nodeID: String
    public var name: String

    public init(nodeID: String, name: String) {
        self.nodeID = nodeID
        self.name = name
    }
}

/// The user event that starts an interaction. `ON_HOVER` and `ON_PRESS` last while the pointer is over the layer
/// or the finger is down; the mouse triggers are one way.
public enum TriggerType: FigmaEnum {
    case onClick
    case onHover
    case onPress
    case onDrag
    case afterTimeout
    case mouseEnter
    case mouseLeave
    case mouseUp
    case mouseDown
    case onKeyDown
    case onMediaHit
    case onMediaEnd
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("ON_CLICK", .onClick),
        ("ON_HOVER", .onHover),
        ("ON_PRESS", .onPress),
        ("ON_DRAG", .onDrag),
        ("AFTER_TIMEOUT", .afterTimeout),
        ("MOUSE_ENTER", .mouseEnter),
        ("MOUSE_LEAVE", .mouseLeave),
        ("MOUSE_UP", .mouseUp),
        ("MOUSE_DOWN", .mouseDown),
        ("ON_KEY_DOWN", .onKeyDown),
        ("ON_MEDIA_HIT", .onMediaHit),
        ("ON_MEDIA_END", .onMediaEnd),
        // Exports write the drag trigger `DRAG` (the spec's `ON_DRAG`).
        ("DRAG", .onDrag),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// What an action does.
public enum ActionType: FigmaEnum {
    case back
    case close
    case url
    case updateMediaRuntime
    case setVariable
    case setVariableMode
    case conditional
    case node
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("BACK", .back),
        ("CLOSE", .close),
        ("URL", .url),
        ("UPDATE_MEDIA_RUNTIME", .updateMediaRuntime),
        ("SET_VARIABLE", .setVariable),
        ("SET_VARIABLE_MODE", .setVariableMode),
        ("CONDITIONAL", .conditional),
        ("NODE", .node),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// How a `NODE` action reaches its destination.
public enum Navigation: FigmaEnum {
    /// Replaces the screen with the destination (closing overlays).
    case navigate
    /// On an overlay, replaces it; on a screen, navigates without adding to the history.
    case swap
    case overlay
    case scrollTo
    /// Changes the closest instance around the layer to the destination variant.
    case changeTo
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("NAVIGATE", .navigate),
        ("SWAP", .swap),
        ("OVERLAY", .overlay),
        ("SCROLL_TO", .scrollTo),
        ("CHANGE_TO", .changeTo),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// The animation of a `NODE` action.
public enum TransitionType: FigmaEnum {
    case dissolve
    case smartAnimate
    case scrollAnimate
    case moveIn
    case moveOut
    case push
    case slideIn
    case slideOut
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("DISSOLVE", .dissolve),
        ("SMART_ANIMATE", .smartAnimate),
        ("SCROLL_ANIMATE", .scrollAnimate),
        ("MOVE_IN", .moveIn),
        ("MOVE_OUT", .moveOut),
        ("PUSH", .push),
        ("SLIDE_IN", .slideIn),
        ("SLIDE_OUT", .slideOut),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Where an overlay frame opens (the Plugin API's `overlayPositionType`; REST exports carry it only from tools that add it).
public enum OverlayPositionType: FigmaEnum {
    case center
    case topLeft
    case topCenter
    case topRight
    case bottomLeft
    case bottomCenter
    case bottomRight
    case manual
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("CENTER", .center),
        ("TOP_LEFT", .topLeft),
        ("TOP_CENTER", .topCenter),
        ("TOP_RIGHT", .topRight),
        ("BOTTOM_LEFT", .bottomLeft),
        ("BOTTOM_CENTER", .bottomCenter),
        ("BOTTOM_RIGHT", .bottomRight),
        ("MANUAL", .manual),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Whether a click outside an overlay frame closes it (the Plugin API's `overlayBackgroundInteraction`).
public enum OverlayBackgroundInteraction: FigmaEnum {
    case none
    case closeOnClickOutside
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("NONE", .none),
        ("CLOSE_ON_CLICK_OUTSIDE", .closeOnClickOutside),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}
