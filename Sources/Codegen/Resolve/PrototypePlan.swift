import FigmaModel

/// What the design's prototype becomes, decided once in the resolve stage (the rule is in README "Designs that
/// behave"):
/// - a layer with a click (or a timer) that links out — navigate, swap, overlay, back, close, URL, scroll-to — gets a
///   handler parameter on its type (`onContinueTap: () -> Void = {}`), and the layer becomes a button calling it;
/// - an instance's own link is that instance's handler argument: its component gets a handler for the layer, and
///   the type that places the instance passes its own;
/// - a nested component's handlers are forwarded by the type that places it, so a screen exposes every link of
///   its layers and the flow wires them;
/// - variants of a component set wired to each other (click, press, hover, pointer enter and leave, timer →
///   change-to) are the set's own states;
/// - everything else is reported once per kind with a count, never dropped silently.
///
/// Interactions an instance inherits from its component are its component's: expressed there.
struct PrototypePlan {
    /// When a handler is called.
    enum HandlerEvent: Hashable, Sendable, Comparable {
        case tap, timeout

        var word: String { self == .tap ? "Tap" : "Timeout" }
    }

    /// A handler parameter of a type.
    struct Handler {
        var event: HandlerEvent
        /// Its layer in each reference tree (one per variant of a set that has it), in document order.
        var layers: [NodeIndex]
        /// What the design does on it, when the type itself says (its own layer, or a nested component's); nil when
        /// only instances say (each passes its own handler).
        var links: [PrototypeLink]?
        /// For a timer: seconds after the layer appears.
        var seconds: Double = 0
        var member = ""
    }

    /// A change of an interactive set's variant, from one variant to another.
    struct Transition {
        var from: Int
        var trigger: PrototypeLink.Trigger
        var to: Int
        /// The layer it is on: the variant's root, or (a tap) a layer inside it.
        var layer: NodeIndex
        var link: PrototypeLink
    }

    /// Why an interaction is not generated: one report per kind.
    enum Unexpressed: Hashable, Sendable {
        case trigger(String)
        case action(String)
        case noDestination
        case missingDestination
        case notAScreen
        case changeToOutsideComponent
        case changeToOtherComponent
        case changeToItself
        case urlScheme(String)
        case tooManyActions
        case transientOnInnerLayer
        case linkOnTransientTrigger
        case instanceChangeTo
        case hidden
        case notGenerated
        case scrollElsewhere

        var reason: String {
            switch self {
            case .trigger(let name): name.isEmpty ? "an interaction without a trigger" : "\(name) trigger, which code cannot express"
            case .action(let name): name.isEmpty ? "an interaction without actions" : "\(name), which code cannot express"
            case .noDestination: "a link with no destination"
            case .missingDestination: "a link to a node that is not in this export"
            case .notAScreen: "a link to a layer that is not a screen (the flow follows links between screens); the handler is kept"
            case .changeToOutsideComponent: "a change-to outside a component"
            case .changeToOtherComponent: "a change-to a variant of another component"
            case .changeToItself: "a change-to the variant it is on, which changes nothing (no step)"
            case .urlScheme(let scheme):
                "a link that opens a '\(scheme)' address (links open only \(PrototypeLink.openableSchemes.sorted().joined(separator: ", ")) addresses); no handler"
            case .tooManyActions: "an action past the first \(PrototypeLink.maximumActions) of its layer (a chain longer than any design needs); not generated"
            case .transientOnInnerLayer: "a hover, press, pointer or timer change-to on a layer inside a variant (only a variant's own frame switches on these)"
            case .linkOnTransientTrigger: "a link on hover or pointer enter/leave (links follow clicks, presses and timers)"
            case .instanceChangeTo: "an instance's own change-to, which its component does not have"
            case .hidden: "on a hidden layer"
            case .notGenerated: "on a layer that is not generated (not in a screen or component)"
            case .scrollElsewhere: "a scroll-to a layer outside its screen; the handler is kept"
            }
        }

        /// A link that does nothing in Figma either (a change to the variant it is on) is a note; the rest are warnings.
        var isNote: Bool { self == .changeToItself }
    }

    /// What became of one link.
    enum Status: Equatable {
        case expressed
        case reported(Unexpressed)
    }

    /// Handlers of each type (symbol-table order), members named.
    var handlers: [[Handler]] = []
    /// Transitions of each interactive set.
    var transitions: [[Transition]] = []
    /// Layers a scroll-to goes to, by the screen they are drawn in (the view that shows them: the layer, or the
    /// outermost instance around it), with the destination's node id.
    var scrollAnchors: [NodeIndex: String] = [:]
    /// The destinations each screen scrolls to (node ids), by type.
    var scrolling: [Int: Set<String>] = [:]
    /// Every link destination in the file, by node id.
    var destinations: [String: NodeIndex] = [:]
    /// The prototype's flows, type names claimed.
    var flows: [FlowPlan] = []
    /// Every link of every layer in the selection, by layer, with what became of it.
    var statuses: [NodeIndex: [Status]] = [:]
    /// The layers with links, in document order.
    var linkedNodes: [NodeIndex] = []
    /// The links of each layer (`PrototypeLink.links(of:)`).
    var links: [NodeIndex: [PrototypeLink]] = [:]
    /// The links instances have of their own (not their component's) that the code expresses, by the outermost
    /// instance they are in (the view its type draws): the layer and the link.
    var instanceLinks: [NodeIndex: [(layer: NodeIndex, link: PrototypeLink)]] = [:]

    /// How many links the selection has, how many the code expresses, and how many are reported.
    var total: Int { statuses.values.reduce(0) { $0 + $1.count } }
    var expressed: Int { statuses.values.reduce(0) { $0 + $1.filter { $0 == .expressed }.count } }

    /// The reports: one per kind, in document order of the first, with the count, the first layer and where its
    /// link is in the layer's JSON.
    func reports() -> [(kind: Unexpressed, count: Int, node: NodeIndex, location: [JSONPath.Component])] {
        var order: [Unexpressed] = []
        var found: [Unexpressed: (count: Int, node: NodeIndex, location: [JSONPath.Component])] = [:]
        for node in linkedNodes {
            for (position, status) in (statuses[node] ?? []).enumerated() {
                guard case .reported(let kind) = status else { continue }
                if let existing = found[kind] {
                    found[kind] = (existing.count + 1, existing.node, existing.location)
                } else {
                    order.append(kind)
                    found[kind] = (1, node, links[node]?[position].location ?? [])
                }
            }
        }
        return order.map { kind in (kind, found[kind]!.count, found[kind]!.node, found[kind]!.location) }
    }
}
