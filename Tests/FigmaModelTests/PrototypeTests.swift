import Testing
@testable import FigmaModel

/// Prototype interactions and flows read into typed values; new kinds kept raw, bad shapes tolerated with their path.
@Suite struct PrototypeTests {
    static let nodePath = "$.document.children[0].children[0]"

    @Test func interactionsAreTyped() throws {
        let file = try FigmaFile.decode(Fixture.node("FRAME", #"""
            "interactions":[
              {"trigger":{"type":"ON_CLICK"},"actions":[{"type":"NODE","destinationId":"3:4","navigation":"NAVIGATE",
                "transition":{"type":"SLIDE_IN","direction":"LEFT","duration":0.3,"easing":{"type":"EASE_OUT"}},"resetVideoPosition":false}]},
              {"trigger":{"type":"AFTER_TIMEOUT","timeout":0.8},"actions":[{"type":"NODE","destinationId":"3:5","navigation":"CHANGE_TO","transition":null}]},
              {"trigger":{"type":"MOUSE_LEAVE","delay":0},"actions":[{"type":"BACK"},{"type":"CLOSE"},{"type":"URL","url":"https://example.com/a?b=1"}]},
              {"trigger":{"type":"DRAG"},"actions":[{"type":"NODE","destinationId":null,"navigation":"OVERLAY","overlayRelativePosition":{"x":4,"y":-2}}]}
            ],"transitionNodeID":"3:4"
            """#))
        let node = file.nodes[2]
        #expect(node.hasInteractions)
        #expect(node.transitionNodeID == "3:4")
        #expect(node.interactions.count == 4)
        let click = node.interactions[0]
        #expect(click.trigger == Trigger(type: .onClick))
        #expect(click.actions == [Action(type: .node, destinationID: "3:4", navigation: .navigate,
                                         transition: Transition(type: .slideIn, duration: 0.3, direction: "LEFT"))])
        #expect(node.interactions[1].trigger == Trigger(type: .afterTimeout, timeout: 0.8))
        #expect(node.interactions[1].actions == [Action(type: .node, destinationID: "3:5", navigation: .changeTo)])
        #expect(node.interactions[2].trigger == Trigger(type: .mouseLeave, delay: 0))
        #expect(node.interactions[2].actions.map(\.type) == [.back, .close, .url])
        #expect(node.interactions[2].actions[2].url == "https://example.com/a?b=1")
        // Exports spell the drag trigger `DRAG`; the spec `ON_DRAG`: both are the drag trigger.
        #expect(node.interactions[3].trigger?.type == .onDrag)
        #expect(TriggerType(raw: "ON_DRAG") == .onDrag)
        #expect(node.interactions[3].actions == [Action(type: .node, destinationID: nil, navigation: .overlay, overlayRelativePosition: Vector(x: 4, y: -2))])
        #expect(file.tolerated.isEmpty, "\(file.tolerated)")
    }

    @Test func newKindsAreKeptRaw() throws {
        let file = try FigmaFile.decode(Fixture.node("FRAME", #"""
            "interactions":[
              {"trigger":{"type":"ON_GAZE"},"actions":[{"type":"TELEPORT","where":"moon"}]},
              {"trigger":{"type":"ON_CLICK"},"actions":[{"type":"NODE","destinationId":"1:9","navigation":"WARP"},{"type":"SET_VARIABLE","variableId":"VariableID:1:2"}]},
              {"trigger":null,"actions":[{"type":"BACK"}]},
              {"trigger":{"type":"ON_KEY_DOWN","device":"KEYBOARD","keyCodes":[13]}}
            ]
            """#))
        let interactions = file.nodes[2].interactions
        #expect(interactions.map { $0.trigger?.type } == [.unknown("ON_GAZE"), .onClick, nil, .onKeyDown])
        #expect(interactions[0].actions.map(\.type) == [.unknown("TELEPORT")])
        #expect(interactions[1].actions.map(\.navigation) == [.unknown("WARP"), nil])
        #expect(interactions[1].actions[1].type == .setVariable)
        #expect(interactions[3].actions.isEmpty)
        #expect(file.tolerated.isEmpty, "\(file.tolerated)")
    }

    /// A `null` action (a deleted target) is a link without destination, reported later rather than lost.
    @Test func nullActionIsALinkWithoutDestination() throws {
        let file = try FigmaFile.decode(Fixture.node("FRAME", #""interactions":[{"trigger":{"type":"ON_CLICK"},"actions":[null]}]"#))
        #expect(file.nodes[2].interactions[0].actions == [Action(type: .node)])
        #expect(file.tolerated.isEmpty)
    }

    @Test func pagesHaveFlows() throws {
        let file = try FigmaFile.decode(#"""
            {"document":{"id":"0:0","name":"Document","type":"DOCUMENT","children":[
              {"id":"0:1","name":"Page 1","type":"CANVAS","prototypeStartNodeID":"1:2",
               "flowStartingPoints":[{"nodeId":"1:2","name":"Onboarding"},{"nodeId":"1:3","name":"Checkout"}],"children":[
                {"id":"1:2","name":"A","type":"FRAME","overlayPositionType":"BOTTOM_CENTER","overlayBackgroundInteraction":"CLOSE_ON_CLICK_OUTSIDE"},
                {"id":"1:3","name":"B","type":"FRAME","overlayBackgroundInteraction":"NONE"}]},
              {"id":"0:2","name":"Page 2","type":"CANVAS","prototypeStartNodeID":null,"flowStartingPoints":[],"children":[]}]}}
            """#)
        let page = file.nodes[1]
        #expect(page.prototypeStartNodeID == "1:2")
        #expect(page.flowStartingPoints == [FlowStartingPoint(nodeID: "1:2", name: "Onboarding"), FlowStartingPoint(nodeID: "1:3", name: "Checkout")])
        #expect(file.nodes[2].overlayPositionType == .bottomCenter)
        #expect(file.nodes[2].overlayBackgroundInteraction == .closeOnClickOutside)
        #expect(file.nodes[3].overlayBackgroundInteraction == OverlayBackgroundInteraction.none)
        #expect(file.nodes[4].prototypeStartNodeID == nil)
        #expect(file.nodes[4].flowStartingPoints.isEmpty)
        #expect(!page.hasInteractions)
    }

    struct BadCase: CustomTestStringConvertible, Sendable {
        var label: String
        var members: String
        var field: String
        var problem: String
        var path: String
        /// What must still hold of the node (the other interactions and actions kept).
        var holds: @Sendable (Node) -> Bool
        var testDescription: String { label }
    }

    static let badCases: [BadCase] = [
        BadCase(label: "trigger is a string", members: #""interactions":[{"trigger":"ON_CLICK","actions":[{"type":"BACK"}]},{"trigger":{"type":"ON_HOVER"},"actions":[]}]"#,
                field: "interactions", problem: "expected object, found string", path: "\(nodePath).interactions[0].trigger",
                holds: { $0.interactions.map { $0.trigger?.type } == [.onHover] }),
        BadCase(label: "trigger without type", members: #""interactions":[{"trigger":{"timeout":1},"actions":[{"type":"BACK"}]}]"#,
                field: "interactions", problem: "missing required key 'type'", path: "\(nodePath).interactions[0].trigger",
                holds: { $0.interactions.isEmpty }),
        BadCase(label: "action without type", members: #""interactions":[{"trigger":{"type":"ON_CLICK"},"actions":[{"navigation":"NAVIGATE"},{"type":"BACK"}]}]"#,
                field: "actions", problem: "missing required key 'type'", path: "\(nodePath).interactions[0].actions[0]",
                holds: { $0.interactions[0].actions.map(\.type) == [.back] }),
        BadCase(label: "navigation is a number", members: #""interactions":[{"trigger":{"type":"ON_CLICK"},"actions":[{"type":"NODE","navigation":3,"destinationId":"1:9"},{"type":"CLOSE"}]}]"#,
                field: "actions", problem: "expected string, found number", path: "\(nodePath).interactions[0].actions[0].navigation",
                holds: { $0.interactions[0].actions.map(\.type) == [.close] }),
        BadCase(label: "destination is an object", members: #""interactions":[{"trigger":{"type":"ON_CLICK"},"actions":[{"type":"NODE","destinationId":{"id":"1:9"},"navigation":"NAVIGATE"}]}]"#,
                field: "actions", problem: "expected string, found object", path: "\(nodePath).interactions[0].actions[0].destinationId",
                holds: { $0.interactions.count == 1 && $0.interactions[0].actions.isEmpty }),
        BadCase(label: "actions is an object", members: #""interactions":[{"trigger":{"type":"ON_CLICK"},"actions":{"type":"BACK"}},{"trigger":{"type":"ON_PRESS"}}]"#,
                field: "interactions", problem: "expected array, found object", path: "\(nodePath).interactions[0].actions",
                holds: { $0.interactions.map { $0.trigger?.type } == [.onPress] }),
        BadCase(label: "transition of another shape", members: #""interactions":[{"trigger":{"type":"ON_CLICK"},"actions":[{"type":"NODE","destinationId":"1:9","navigation":"PUSH_IT","transition":{"duration":"fast"}}]}]"#,
                field: "transition", problem: "expected number, found string", path: "\(nodePath).interactions[0].actions[0].transition.duration",
                holds: { $0.interactions[0].actions == [Action(type: .node, destinationID: "1:9", navigation: .unknown("PUSH_IT"))] }),
        BadCase(label: "interactions is an object", members: #""interactions":{"trigger":{"type":"ON_CLICK"}},"opacity":0.5"#,
                field: "interactions", problem: "expected array, found object", path: "\(nodePath).interactions",
                holds: { $0.interactions.isEmpty && $0.opacity == 0.5 }),
        BadCase(label: "timeout is a string", members: #""interactions":[{"trigger":{"type":"AFTER_TIMEOUT","timeout":"4s"},"actions":[{"type":"BACK"}]}]"#,
                field: "interactions", problem: "expected number, found string", path: "\(nodePath).interactions[0].trigger.timeout",
                holds: { $0.interactions.isEmpty }),
        BadCase(label: "transitionNodeID is a number", members: #""transitionNodeID":12,"opacity":0.5"#,
                field: "transitionNodeID", problem: "expected string, found number", path: "\(nodePath).transitionNodeID",
                holds: { $0.transitionNodeID == nil && !$0.hasInteractions && $0.opacity == 0.5 }),
        BadCase(label: "a flow without its node", members: #""flowStartingPoints":[{"name":"Flow 1"},{"nodeId":"1:5","name":"Flow 2"}]"#,
                field: "flowStartingPoints", problem: "missing required key 'nodeId'", path: "\(nodePath).flowStartingPoints[0]",
                holds: { $0.flowStartingPoints == [FlowStartingPoint(nodeID: "1:5", name: "Flow 2")] }),
        BadCase(label: "overlay setting is a boolean", members: #""overlayBackgroundInteraction":true,"overlayPositionType":"CENTER""#,
                field: "overlayBackgroundInteraction", problem: "expected string, found boolean", path: "\(nodePath).overlayBackgroundInteraction",
                holds: { $0.overlayBackgroundInteraction == nil && $0.overlayPositionType == .center }),
    ]

    /// Bad shapes are skipped and recorded once, with the exact JSON path and the node; the rest is kept.
    @Test(arguments: badCases)
    func badShapesAreTolerated(_ bad: BadCase) throws {
        let file = try FigmaFile.decode(Fixture.node("FRAME", bad.members))
        #expect(file.tolerated.count == 1, "\(file.tolerated)")
        let entry = try #require(file.tolerated.first)
        #expect(entry.field == bad.field)
        #expect(entry.problem == bad.problem)
        #expect(entry.firstPath.description == bad.path)
        #expect(entry.firstNodeID == "1:2")
        #expect(bad.holds(file.nodes[2]), "\(bad.label): the rest of the node is not as expected")
    }

    /// The parallel decoder reads interactions exactly as the serial one (its runs go through the same reader).
    @Test func parallelDecodingReadsTheSameInteractions() throws {
        let child = #"{"id":"2:%d","name":"B","type":"FRAME","interactions":[{"trigger":{"type":"ON_CLICK"},"actions":[{"type":"NODE","destinationId":"9:%d","navigation":"OVERLAY"}]}],"transitionNodeID":"9:%d"}"#
        let children = (0..<3000).map { String(format: child, $0, $0, $0) }.joined(separator: ",")
        let json = Fixture.page(#"{"id":"1:1","name":"A","type":"FRAME","children":["# + children + "]}")
        let serial = try FigmaFile.decode(Array(json.utf8), helpers: 0)
        let parallel = try FigmaFile.decode(Array(json.utf8), helpers: 3)
        #expect(parallel.adoptedRuns > 0)
        #expect(serial.nodes.map(\.interactions) == parallel.nodes.map(\.interactions))
        #expect(serial.nodes.map(\.transitionNodeID) == parallel.nodes.map(\.transitionNodeID))
        #expect(serial.nodes.last?.interactions.first?.actions.first?.destinationID == "9:2999")
    }
}
