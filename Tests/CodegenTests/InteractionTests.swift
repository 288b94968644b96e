import Foundation
import Testing
import FigmaModel
@testable import Codegen

/// Prototype interactions: what the code expresses, and the report of the rest (once per kind, with a count and the
/// first link's JSON path). Nothing is dropped silently: expressed + reported = every link.
@Suite("Interactions")
struct InteractionTests {
    /// A files response with one page of `children` (JSON text).
    static func design(_ children: String, pageMembers: String = "") -> String {
        #"{"name":"Proto","document":{"id":"0:0","name":"Document","type":"DOCUMENT","children":[{"id":"0:1","name":"App","type":"CANVAS","# + pageMembers
            + #""children":["# + children + "]}]}}"
    }

    static func frame(_ id: String, _ name: String, x: Double = 0, _ children: String = "", members: String = "") -> String {
        #"{"id":"\#(id)","name":"\#(name)","type":"FRAME","absoluteBoundingBox":{"x":\#(x),"y":0,"width":375,"height":812},"layoutMode":"VERTICAL","# + members
            + #""children":["# + children + "]}"
    }

    static func text(_ id: String, _ name: String, _ interactions: String, members: String = "") -> String {
        #"{"id":"\#(id)","name":"\#(name)","type":"TEXT","characters":"\#(name)","absoluteBoundingBox":{"x":0,"y":0,"width":100,"height":20},"# + members
            + #""style":{"fontFamily":"Inter","fontSize":16,"fontWeight":400},"interactions":[\#(interactions)]}"#
    }

    static func click(_ action: String) -> String { #"{"trigger":{"type":"ON_CLICK"},"actions":[\#(action)]}"# }
    static func navigate(_ id: String, _ navigation: String = "NAVIGATE") -> String {
        #"{"type":"NODE","destinationId":"\#(id)","navigation":"\#(navigation)","transition":null}"#
    }

    static func generated(_ json: String, options: GenerationOptions = GenerationOptions()) throws -> GenerationResult {
        generate(try FigmaFile.decode(json), options: options, memory: GenerationMemory(keepsViews: true))
    }

    static func interactionDiagnostics(_ result: GenerationResult) -> [String] {
        result.diagnostics.filter { $0.kind == .interaction }.map { $0.formatted(inputName: "d.json") }
    }

    /// Every kind figgen cannot express is reported once, with a count and the first link's exact JSON path.
    @Test func whatCannotBeExpressedIsReportedOncePerKind() throws {
        let home = Self.frame("1:1", "Home", [
            Self.text("1:3", "Handle", #"{"trigger":{"type":"DRAG"},"actions":[\#(Self.navigate("1:10"))]}"#),
            Self.text("1:4", "Broken", Self.click(#"{"type":"NODE","destinationId":null,"navigation":"NAVIGATE"}"#)),
            Self.text("1:5", "Gone", Self.click(Self.navigate("9:99"))),
            Self.text("1:6", "Vars", Self.click(#"{"type":"SET_VARIABLE","variableId":"VariableID:1:1"}"#) + "," + Self.click(#"{"type":"CONDITIONAL","conditionalBlocks":[]}"#)),
            Self.text("1:7", "Hidden", Self.click(#"{"type":"BACK"}"#), members: #""visible":false,"#),
            Self.text("1:8", "Keys", #"{"trigger":{"type":"ON_KEY_DOWN","device":"KEYBOARD","keyCodes":[13]},"actions":[{"type":"BACK"}]},{"trigger":{"type":"ON_MEDIA_END"},"actions":[{"type":"CLOSE"}]}"#),
            Self.text("1:9", "Handle 2", #"{"trigger":{"type":"ON_DRAG"},"actions":[\#(Self.navigate("1:10"))]},{"trigger":{"type":"ON_GAZE"},"actions":[]}"#),
        ].joined(separator: ","))
        let next = Self.frame("1:10", "Next", x: 500)
        let result = try Self.generated(Self.design(home + "," + next))
        let base = "d.json: $.document.children[0].children[0].children"
        #expect(Self.interactionDiagnostics(result) == [
            "\(base)[0].interactions[0].actions[0]: warning: 2 prototype interactions not generated: drag trigger, which code cannot express (first: layer 'Handle') (node 1:3)",
            "\(base)[1].interactions[0].actions[0]: warning: 1 prototype interaction not generated: a link with no destination (first: layer 'Broken') (node 1:4)",
            "\(base)[2].interactions[0].actions[0]: warning: 1 prototype interaction not generated: a link to a node that is not in this export (first: layer 'Gone') (node 1:5)",
            "\(base)[3].interactions[0].actions[0]: warning: 2 prototype interactions not generated: variables and conditionals of advanced prototyping, which code cannot express (first: layer 'Vars') (node 1:6)",
            "\(base)[4].interactions[0].actions[0]: warning: 1 prototype interaction not generated: on a hidden layer (first: layer 'Hidden') (node 1:7)",
            "\(base)[5].interactions[0].actions[0]: warning: 1 prototype interaction not generated: key trigger, which code cannot express (first: layer 'Keys') (node 1:8)",
            "\(base)[5].interactions[1].actions[0]: warning: 1 prototype interaction not generated: media trigger, which code cannot express (first: layer 'Keys') (node 1:8)",
            "\(base)[6].interactions[1]: warning: 1 prototype interaction not generated: ON_GAZE trigger, which code cannot express (first: layer 'Handle 2') (node 1:9)",
        ])
        #expect(result.interactions.total == 10)
        #expect(result.interactions.expressed == 0)
        #expect(result.interactions.reportedCount == 10)
    }

    /// A design without interactions is planned as before: no handler, no report, nothing counted.
    static func url(_ address: String) -> String { #"{"type":"URL","url":"\#(address)"}"# }

    /// Links open only http, https, mailto and tel: `javascript:` and `file:` (any case, any other scheme, none) are
    /// reported with their JSON path and get no handler; the allowed ones are opened by the flow.
    @Test func linksOpenOnlyWebMailAndPhoneAddresses() throws {
        let home = Self.frame("1:1", "Home", [
            Self.text("1:2", "Script", Self.click(Self.url("javascript:alert(document.cookie)"))),
            Self.text("1:3", "Secrets", Self.click(Self.url("file:///etc/passwd"))),
            Self.text("1:4", "Shouting", Self.click(Self.url("JavaScript:alert(1)"))),
            Self.text("1:5", "Site", Self.click(Self.url("https://example.com") + "," + Self.url("mailto:a@example.com") + "," + Self.url("tel:+15551234")
                                                + "," + Self.url("javascript:void(0)"))),
            Self.text("1:6", "Next", Self.click(Self.navigate("1:10"))),
        ].joined(separator: ","))
        let result = try Self.generated(Self.design(home + "," + Self.frame("1:10", "Next", x: 500)))
        let base = "d.json: $.document.children[0].children[0].children"
        #expect(Self.interactionDiagnostics(result) == [
            "\(base)[0].interactions[0].actions[0]: warning: 2 prototype interactions not generated: a link that opens a 'javascript' address (links open only http, https, mailto, tel addresses); no handler (first: layer 'Script') (node 1:2)",
            "\(base)[1].interactions[0].actions[0]: warning: 1 prototype interaction not generated: a link that opens a 'file' address (links open only http, https, mailto, tel addresses); no handler (first: layer 'Secrets') (node 1:3)",
            "\(base)[2].interactions[0].actions[0]: warning: 1 prototype interaction not generated: a link that opens a 'JavaScript' address (links open only http, https, mailto, tel addresses); no handler (first: layer 'Shouting') (node 1:4)",
        ])
        let code = result.files.map(\.contents).joined(separator: "\n")
        #expect(!code.lowercased().contains("javascript") && !code.contains("file:///"), "no forbidden address in the code")
        #expect(!code.contains("onScriptTap") && !code.contains("onSecretsTap") && !code.contains("onShoutingTap"), "no handler for them")
        let flow = try #require(result.files.first { $0.name.hasSuffix("Flow.swift") }?.contents)
        // The allowed ones, one statement per line.
        let wire = ["onSiteTap: {", "    open(\"https://example.com\")", "    open(\"mailto:a@example.com\")", "    open(\"tel:+15551234\")", "},"]
        #expect(flow.contains(wire.map { "                " + $0 }.joined(separator: "\n")), "\(flow)")
    }

    /// A layer's chain of actions past `PrototypeLink.maximumActions` is reported, and its handler stays one step
    /// per line: 5,000 interactions on one layer made one line of 126,704 characters.
    @Test func longChainsOfActionsAreBoundedAndOneStatementPerLine() throws {
        let actions = (0..<5_000).map { Self.click(Self.url("https://example.com/\($0)")) }.joined(separator: ",")
        let home = Self.frame("1:1", "Home", Self.text("1:2", "Spam", actions) + "," + Self.text("1:6", "Next", Self.click(Self.navigate("1:10"))))
        for target in GenerationOptions.Target.allCases {
            var options = GenerationOptions()
            options.target = target
            let result = try Self.generated(Self.design(home + "," + Self.frame("1:10", "Next", x: 500)), options: options)
            #expect(Self.interactionDiagnostics(result) == [
                "d.json: $.document.children[0].children[0].children[0].interactions[16].actions[0]: warning: 4984 prototype interactions not generated: an action past the first 16 of its layer (a chain longer than any design needs); not generated (first: layer 'Spam') (node 1:2)",
            ])
            let flow = try #require(result.files.first { $0.name.hasSuffix("Flow.swift") }?.contents)
            #expect(flow.components(separatedBy: "open(\"https://example.com/").count - 1 == 16)
            let lines = result.files.filter { $0.name.hasSuffix(".swift") }.flatMap { $0.contents.split(separator: "\n") }
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }  // code, not figgen's fixed comments
            let longest = lines.max { $0.count < $1.count } ?? ""
            #expect(longest.count < 200, "\(target): a line of \(longest.count) characters: \(longest)")
        }
    }

    @Test func aDesignWithoutInteractionsHasNone() throws {
        let result = try Self.generated(Self.design(Self.frame("1:1", "Home", #"{"id":"1:2","name":"T","type":"TEXT","characters":"T","interactions":[]}"#)))
        #expect(result.interactions == InteractionSummary())
        #expect(Self.interactionDiagnostics(result).isEmpty)
    }
}

/// Buttons and handlers: what a layer's link becomes in its type, what an instance passes, what the manifest and
/// `lookup` know of it.
@Suite("Interactions: buttons and handlers")
struct InteractionHandlerTests {
    static let golden = GoldenTests.directory.appendingPathComponent("prototype-links/input.json")

    static func generated(_ target: GenerationOptions.Target = .swiftui) throws -> GenerationResult {
        var options = GenerationOptions()
        options.target = target
        return generate(try FigmaFile.decode([UInt8](Data(contentsOf: golden))), options: options, memory: GenerationMemory(keepsViews: true))
    }

    static func declaration(_ name: String, in result: GenerationResult) throws -> Declaration {
        try #require(result.ir.declarations.first { $0.typeName == name })
    }

    static func handlers(_ declaration: Declaration) -> [String] {
        declaration.properties.compactMap { if case .handler = $0.type { $0.member } else { nil } }
    }

    /// Every view of a declaration, in order.
    static func views(_ declaration: Declaration) -> [ViewNode] {
        var all: [ViewNode] = []
        func visit(_ view: ViewNode) {
            all.append(view)
            view.forEachChild(visit)
        }
        declaration.views?.forEach(visit)
        return all
    }

    @Test func handlersAreNamedAfterTheirLayerAndComeLast() throws {
        let result = try Self.generated()
        #expect(Self.handlers(try Self.declaration("Home", in: result)) == ["onTimeout", "onContinueTap", "onIconButtonTap", "onBuyTap", "onFrame12Tap", "onPricingLinkTap"])
        // A component's own frame: `onTap`; a nested component's handler forwarded, named after the instance's layer.
        #expect(Self.handlers(try Self.declaration("IconButton", in: result)) == ["onTap"])
        #expect(Self.handlers(try Self.declaration("Row", in: result)) == ["onIconButtonTap"])
        // An instance's own link gives its component a handler (Pill has none of its own).
        let pill = try Self.declaration("Pill", in: result)
        #expect(pill.properties.last?.member == "onTap")
        #expect(pill.properties.last?.origin == .interaction(layerID: "2:20", layerName: "Pill", event: "tap"))
    }

    @Test func instancesPassTheirTypesHandlers() throws {
        let home = try Self.declaration("Home", in: try Self.generated())
        let calls = Self.views(home).compactMap { view -> (String, InstanceCall)? in
            if case .instance(let call) = view.content, let id = view.source?.nodeID { (id, call) } else { nil }
        }
        let row = try #require(calls.first { $0.0 == "10:3" }?.1)
        #expect(row.arguments.last == Argument(label: "onIconButtonTap", value: .action(ActionCall(handlers: ["onIconButtonTap"]))))
        let pill = try #require(calls.first { $0.0 == "10:4" }?.1)
        #expect(pill.arguments.last == Argument(label: "onTap", value: .action(ActionCall(handlers: ["onBuyTap"]))))
    }

    @Test func layersBecomeButtonsWithLabels() throws {
        let home = try Self.declaration("Home", in: try Self.generated())
        var buttons: [String: ButtonAction] = [:]
        for view in Self.views(home) {
            for modifier in view.modifiers {
                if case .button(let action) = modifier, let id = view.source?.nodeID { buttons[id] = action }
            }
        }
        #expect(buttons["10:2"]?.label == [.literal("Continue")])
        #expect(buttons["10:2"]?.facts == [InteractionFact(trigger: "tap", action: "navigate 20:1 'Details'")])
        // No text: the layer's name in words (and a note, as `Frame 12` is not a word).
        #expect(buttons["10:5"]?.label == [.literal("Frame 12")])
        #expect(buttons["10:7"]?.call == ActionCall(handlers: ["onPricingLinkTap"], scroll: ScrollStep(member: "scrollTarget", nodeID: "10:9")))
        #expect(home.scrollMember == "scrollTarget")
        #expect(Self.views(home).contains { $0.modifiers.contains(.scrollAnchor("10:9")) && $0.source?.nodeID == "10:9" })
        // A text parameter is read as it is shown.
        let pill = try Self.declaration("Pill", in: try Self.generated())
        let pillButton = Self.views(pill).lazy.flatMap(\.modifiers).compactMap { if case .button(let action) = $0 { action } else { nil } }.first
        #expect(pillButton?.label == [.member("label")])
    }

    @Test func anIconOnlyButtonSaysSo() throws {
        let result = try Self.generated()
        let notes = result.diagnostics.filter { $0.kind == .accessibility }
        #expect(notes.map(\.nodeID) == ["10:5"])
        #expect(notes.first?.severity == .note)
        #expect(notes.first?.path.description == "$.document.children[0].children[0].children[3]")
        let home = try Self.declaration("Home", in: result)
        #expect(Self.views(home).first { $0.source?.nodeID == "10:5" }?.notes.contains { $0.hasPrefix("icon-only button") } == true)
    }

    @Test func everyLinkIsExpressedOrReported() throws {
        let result = try Self.generated()
        #expect(result.interactions.total == 11)
        #expect(result.interactions.expressed == 11)
        #expect(result.interactions.reportedCount == 0)
        #expect(result.diagnostics.filter { $0.kind == .interaction }.isEmpty)
    }

    /// `lookup` finds a handler from its layer (node id or name) and the layer from the handler.
    @Test func lookupFindsAHandlerAndItsLayer() throws {
        let manifest = try Self.generated().manifest
        let fromLayer = Lookup.find("10:2", in: manifest)
        #expect(fromLayer.map(\.swiftName) == ["Home.onContinueTap"])
        #expect(fromLayer.first?.kind == "handler")
        let fromHandler = Lookup.find("onContinueTap", in: manifest)
        #expect(fromHandler.map(\.nodeID) == ["10:2"])
        #expect(fromHandler.first?.layerPath == "Home / Continue")
        #expect(Lookup.find("Home.onBuyTap", in: manifest).first?.layerPath == "Home / Buy")
    }

    /// The manifest records what each layer's links do, on the line that writes them.
    @Test func theManifestRecordsTheInteractions() throws {
        let result = try Self.generated()
        let layers = Dictionary(result.manifest.layers.map { ($0.nodeID + " " + $0.file, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(layers["10:2 Home.swift"]?.value("interaction tap") == "navigate 20:1 'Details'")
        #expect(layers["10:4 Home.swift"]?.value("interaction tap") == "overlay 30:1 'Sheet'")
        #expect(layers["10:1 Home.swift"]?.value("interaction timeout") == "navigate 20:1 'Details' after 3 s")
        #expect(layers["2:1 IconButton.swift"]?.value("interaction tap") == "close")
        let home = try #require(result.files.first { $0.name == "Home.swift" }).contents.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(layers["10:2 Home.swift"]).line(of: "interaction tap")
        #expect(home[line - 1].contains(".designButton(\"Continue\", action: onContinueTap)"))
    }

    /// No interaction changes the look of a layer at rest: without its interactions the design lowers to the same
    /// views, but for the buttons, timers, anchors and handlers themselves.
    @Test("no interaction changes the look of a layer at rest",
          arguments: ["prototype-links", "prototype-states"], GenerationOptions.Target.allCases)
    func interactionsDoNotChangeTheLook(_ golden: String, _ target: GenerationOptions.Target) throws {
        var options = GenerationOptions()
        options.target = target
        let text = try String(contentsOf: GoldenTests.directory.appendingPathComponent(golden + "/input.json"), encoding: .utf8)
        // Both written back with sorted keys, so the maps the reader keeps in order (component properties) agree.
        let with = generate(try FigmaFile.decode(Self.rewritten(text, keepingInteractions: true)), options: options, memory: GenerationMemory(keepsViews: true))
        let without = generate(try FigmaFile.decode(Self.rewritten(text, keepingInteractions: false)), options: options, memory: GenerationMemory(keepsViews: true))
        #expect(with.ir.declarations.count == without.ir.declarations.count)
        for (a, b) in zip(with.ir.declarations, without.ir.declarations) {
            // Compared with their parts in place: a button's code may tip a body over its budget, which moves a part.
            #expect(a.views.map { Self.atRest(Self.inliningParts($0, a.parts)) } == b.views.map { Self.atRest(Self.inliningParts($0, b.parts)) },
                    "\(a.typeName) looks different with its interactions")
            #expect(a.properties.filter { if case .handler = $0.type { false } else { true } } == b.properties, "\(a.typeName)")
        }
    }

    /// The design's JSON with its keys sorted, with or without any prototype link.
    static func rewritten(_ text: String, keepingInteractions: Bool) throws -> String {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        func strip(_ value: Any) -> Any {
            if var dictionary = value as? [String: Any] {
                for key in ["interactions", "transitionNodeID", "flowStartingPoints", "prototypeStartNodeID"] { dictionary[key] = nil }
                return dictionary.mapValues(strip)
            }
            if let array = value as? [Any] { return array.map(strip) }
            return value
        }
        if !keepingInteractions { object = strip(object) as! [String: Any] }
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: .sortedKeys), as: UTF8.self)
    }

    /// Views without what the prototype adds: buttons, timers, anchors, recorded links, handler arguments, and the
    /// note of an icon-only button.
    /// The views with every reference to a part replaced by the part's views (and no parts left).
    static func inliningParts(_ views: DeclarationViews, _ parts: [Part]) -> DeclarationViews {
        let byMember = Dictionary(uniqueKeysWithValues: zip(parts.map(\.member), views.parts))
        func inlined(_ view: ViewNode) -> ViewNode {
            if case .reference(let member) = view.content, let part = byMember[member] { return inlined(part) }
            var view = view
            Lowering.forEachChildStatic(of: &view) { $0 = inlined($0) }
            return view
        }
        var result = views
        result.body = views.body.map(inlined)
        result.variants = views.variants.map(inlined)
        result.parts = []
        return result
    }

    static func atRest(_ views: DeclarationViews) -> DeclarationViews {
        var views = views
        views.body = views.body.map(atRest)
        views.variants = views.variants.map(atRest)
        views.parts = views.parts.map(atRest)
        return views
    }

    static func atRest(_ view: ViewNode) -> ViewNode {
        var view = view
        view.modifiers.removeAll { modifier in
            switch modifier {
            case .button, .timer, .interaction, .scrollAnchor: true
            default: false
            }
        }
        view.notes.removeAll { $0.hasPrefix("icon-only button") }
        if case .instance(var call) = view.content {
            call.arguments.removeAll { if case .action = $0.value { true } else { false } }
            view.content = .instance(call)
        }
        Lowering.forEachChildStatic(of: &view) { $0 = atRest($0) }
        return view
    }
}

/// Interactive component sets: variants wired to each other are the set's own states.
@Suite("Interactions: interactive components")
struct InteractiveComponentTests {
    static let golden = GoldenTests.directory.appendingPathComponent("prototype-states/input.json")

    static func generated() throws -> GenerationResult {
        generate(try FigmaFile.decode([UInt8](Data(contentsOf: golden))), options: GenerationOptions(), memory: GenerationMemory(keepsViews: true))
    }

    static func behaviour(_ name: String, in result: GenerationResult) throws -> VariantBehaviour {
        try #require(try InteractionHandlerTests.declaration(name, in: result).behaviour)
    }

    typealias Rule = VariantBehaviour.Rule

    @Test func aToggleKeepsItsStateAndReportsIt() throws {
        let result = try Self.generated()
        let toggle = try Self.behaviour("ToggleComponent", in: result)
        #expect(toggle.tap == [Rule(from: ["off"], to: ["on"]), Rule(from: ["on"], to: ["off"])])
        #expect(toggle.changes == [VariantBehaviour.Change(property: "state", position: 0, enumName: "StateVariant", report: "onStateChange", state: "changedState")])
        #expect(toggle.isButton && !toggle.followsPointer && toggle.tapHandler == nil)
        // No text in it: VoiceOver reads the set's name, not a variant's.
        #expect(toggle.label == [.literal("Toggle")])
        let declaration = try InteractionHandlerTests.declaration("ToggleComponent", in: result)
        #expect(declaration.properties.last?.type == .handler(.change(enumName: "StateVariant")))
        #expect(declaration.properties.last?.origin == .variantChange(key: "State"))
    }

    @Test func pressedAndHoveredLooksFollowTheFingerAndThePointer() throws {
        let chip = try Self.behaviour("Chip", in: try Self.generated())
        #expect(chip.hover == [Rule(from: ["default", "regular"], to: ["hover", "regular"])])
        #expect(chip.press == [Rule(from: ["default", "regular"], to: ["pressed", "regular"]), Rule(from: ["hover", "regular"], to: ["pressed", "regular"])])
        #expect(chip.changes.isEmpty)
        // An instance's own click (navigate) gives the set a tap handler its button calls.
        #expect(chip.tapHandler == "onTap")
        #expect(chip.label == [.member("label")])
        #expect(chip.combinations == 6)
    }

    @Test func aCarouselAdvancesAfterItsDelay() throws {
        let carousel = try Self.behaviour("Carousel", in: try Self.generated())
        #expect(carousel.timers.map(\.rule) == [Rule(from: ["_1"], to: ["_2"]), Rule(from: ["_2"], to: ["_3"]), Rule(from: ["_3"], to: ["_1"])])
        #expect(carousel.timers.map(\.seconds) == [4, 4, 2.5])
        #expect(!carousel.isButton)
        #expect(carousel.changes.map(\.report) == ["onPageChange"])
    }

    @Test func aLayerInsideAVariantChangesItOnATapAndThePointerChangesItOnce() throws {
        let result = try Self.generated()
        let tab = try Self.behaviour("TabComponent", in: result)
        #expect(tab.pointerEnter == [Rule(from: ["no"], to: ["yes"])])
        #expect(tab.pointerLeave == [Rule(from: ["yes"], to: ["no"])])
        #expect(!tab.isButton)
        let views = InteractionHandlerTests.views(try InteractionHandlerTests.declaration("TabComponent", in: result))
        let title = try #require(views.first { $0.source?.nodeID == "8:4" })
        #expect(title.modifiers.contains(.button(ButtonAction(label: [.literal("Tab")], call: ActionCall(change: ["yes"]),
                                                              facts: [InteractionFact(trigger: "tap", action: "change-to 8:3 'Selected=Yes'")]))))
    }

    @Test func aTapWithoutItsOwnRuleDoesWhatTheHoveredLooksTapDoes() {
        let rules = Lowering.tapRules([Rule(from: ["hover"], to: ["on"])], variants: [["off"], ["hover"], ["on"]],
                                      hover: [Rule(from: ["off"], to: ["hover"])], press: [])
        #expect(rules == [Rule(from: ["off"], to: ["on"]), Rule(from: ["hover"], to: ["on"])])
        #expect(Lowering.firstRules([Rule(from: ["a"], to: ["b"]), Rule(from: ["a"], to: ["c"])]) == [Rule(from: ["a"], to: ["b"])])
    }

    @Test func everyLinkIsExpressed() throws {
        let result = try Self.generated()
        #expect(result.interactions.total == 18)
        #expect(result.interactions.expressed == 18)
        #expect(result.diagnostics.filter { $0.kind == .interaction }.isEmpty)
    }

    /// The manifest records each variant's transitions on its frame.
    @Test func theManifestRecordsTheTransitions() throws {
        let layers = try Self.generated().manifest.layers
        let hover = layers.first { $0.nodeID == "6:2" && $0.file == "Chip.swift" }
        #expect(hover?.value("interaction hover") == "change-to 6:3 'State=Hover, Size=Regular'")
        #expect(hover?.value("interaction press") == "change-to 6:4 'State=Pressed, Size=Regular'")
        #expect(layers.first { $0.nodeID == "7:4" }?.value("interaction timeout") == "change-to 7:2 'Page=1' after 2.5 s")
    }
}

/// No interaction changes the look of a layer at rest, measured: the layout model gives every layer the same frame
/// with the design's interactions as without them, and models every construct the interactions add.
@Suite("Interactions: the same frames at rest")
struct InteractionLayoutTests {
    @Test("the layout measurement gives the same frames with and without interactions",
          arguments: ["prototype-links", "prototype-matrix", "prototype-states"], GenerationOptions.Target.allCases)
    func sameFrames(_ golden: String, _ target: GenerationOptions.Target) throws {
        var options = GenerationOptions()
        options.target = target
        let text = try String(contentsOf: GoldenTests.directory.appendingPathComponent(golden + "/input.json"), encoding: .utf8)
        let withFile = try FigmaFile.decode(InteractionHandlerTests.rewritten(text, keepingInteractions: true))
        let withoutFile = try FigmaFile.decode(InteractionHandlerTests.rewritten(text, keepingInteractions: false))
        let with = LayoutMeasureTests.measure(withFile, generate(withFile, options: options))
        let without = LayoutMeasureTests.measure(withoutFile, generate(withoutFile, options: options))
        let withFrames = LayoutMeasureTests.frames(with), withoutFrames = LayoutMeasureTests.frames(without)
        print("layout with and without interactions \(golden) (\(target.rawValue)): \(withFrames.count) and \(withoutFrames.count) frames")
        #expect(withFrames.count == withoutFrames.count)
        #expect(withFrames.count >= 5)
        for (key, frame) in withFrames.sorted(by: { $0.key < $1.key }) {
            #expect(withoutFrames[key] == frame, "\(golden) (\(target.rawValue)) \(key): \(frame) with interactions, \(String(describing: withoutFrames[key])) without")
        }
        // Nothing the interactions add is left unmodelled.
        let added = Set(with.measurements.flatMap { $0.notModelled.map(\.what) }).subtracting(without.measurements.flatMap { $0.notModelled.map(\.what) })
        #expect(added.isEmpty, "\(golden) (\(target.rawValue)): not modelled with interactions: \(added.sorted())")
    }
}

/// `check` reports a prototype link added, removed, retargeted, or moved to another trigger, as `interaction-…`
/// drift with the old and new values and where the code on disk has it.
@Suite("Interactions: drift")
struct InteractionDriftTests {
    /// The prototype-links design, each layer's interactions changed by `change` (by node id).
    static func manifest(_ change: (String, inout [String: Any]) -> Void = { _, _ in }) throws -> Manifest {
        let text = try String(contentsOf: GoldenTests.directory.appendingPathComponent("prototype-links/input.json"), encoding: .utf8)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        func visit(_ value: Any) -> Any {
            guard var node = value as? [String: Any] else { return value }
            if let id = node["id"] as? String { change(id, &node) }
            if let children = node["children"] as? [Any] { node["children"] = children.map(visit) }
            return node
        }
        object["document"] = visit(object["document"]!)
        let data = try JSONSerialization.data(withJSONObject: object, options: .sortedKeys)
        return generate(try FigmaFile.decode([UInt8](data)), options: GenerationOptions()).manifest
    }

    static func click(_ action: [String: Any], trigger: String = "ON_CLICK") -> [[String: Any]] {
        [["trigger": ["type": trigger], "actions": [action]]]
    }

    @Test func addedRemovedRetargetedAndTriggerChangedLinks() throws {
        let old = try Self.manifest()
        let new = try Self.manifest { id, node in
            switch id {
            case "10:2": node["interactions"] = Self.click(["type": "NODE", "destinationId": "30:1", "navigation": "NAVIGATE"])  // retargeted
            case "20:2": node["interactions"] = [["trigger": ["type": "AFTER_TIMEOUT", "timeout": 2], "actions": [["type": "BACK"]]]]  // another trigger
            case "30:2": node["interactions"] = nil  // removed
            case "20:3": node["interactions"] = Self.click(["type": "NODE", "destinationId": "30:1", "navigation": "SWAP"])
                + Self.click(["type": "BACK"], trigger: "ON_DRAG")  // a drag is reported by generate, not recorded: no drift
            case "10:1": node["interactions"] = Self.click(["type": "NODE", "destinationId": "20:1", "navigation": "NAVIGATE"], trigger: "AFTER_TIMEOUT")
                .map { var link = $0; link["trigger"] = ["type": "AFTER_TIMEOUT", "timeout": 5]; return link }  // a new delay: retargeted
            default: break
            }
        }
        let drifts = ParityCheck.compare(old: old, new: new, newFiles: [String: String](), disk: [:], interruptedWrites: nil)
            .filter { $0.kind.rawValue.hasPrefix("interaction-") }
        for drift in drifts { print("drift \(drift.kind.rawValue): \(drift.message) [\(drift.file ?? "?"):\(drift.line ?? 0)]") }
        let byNode = Dictionary(grouping: drifts, by: { $0.nodeID ?? "" })
        #expect(byNode["10:2"]?.map(\.kind) == [.interactionRetargeted])
        #expect(byNode["10:2"]?.first?.old == "navigate 20:1 'Details'")
        #expect(byNode["10:2"]?.first?.new == "navigate 30:1 'Sheet'")
        #expect(byNode["10:2"]?.first?.file == "Home.swift")
        #expect(byNode["20:2"]?.map(\.kind) == [.interactionTriggerChanged])
        #expect(byNode["20:2"]?.first.map { [$0.old, $0.new] } == ["tap", "timeout"])
        #expect(byNode["20:2"]?.first?.message == "link back of layer 'Details / Back' changed its trigger: tap → timeout")
        #expect(byNode["30:2"]?.map(\.kind) == [.interactionRemoved])
        #expect(byNode["30:2"]?.first?.old == "close")
        #expect(byNode["30:2"]?.first?.file == "Sheet.swift")
        #expect(byNode["20:3"] == nil)
        #expect(byNode["10:1"]?.map(\.kind) == [.interactionRetargeted])
        #expect(byNode["10:1"]?.first?.new?.hasSuffix("after 5 s") == true)
        for drift in drifts { #expect(drift.line.map { $0 > 0 } == true, "\(drift.message) has no line") }
        // A link on a layer that had none.
        let added = ParityCheck.compare(old: new, new: old, newFiles: [String: String](), disk: [:], interruptedWrites: nil)
            .filter { $0.kind == .interactionAdded }
        #expect(added.map(\.nodeID) == ["30:2"])
        #expect(added.first?.file == "Sheet.swift")
        #expect(added.first?.new == "close")
        #expect(added.first?.message == "tap link was added to layer 'Sheet / Close': close")
    }
}

/// On every corpus file with prototype interactions: what the code expresses plus what is reported (once per kind) is
/// every link, printed per file.
@Suite("Interactions: the corpus")
struct InteractionCorpusTests {
    @Test("every corpus file: expressed + reported = total interactions", .enabled(if: CorpusGenerationTests.isAvailable, "the Figma corpus is not present"))
    func corpusCounts() throws {
        var files = 0, total = 0, expressed = 0
        for name in CorpusGenerationTests.files {
            let result = try CorpusCache.shared.generated(name, .swiftui, for: "interactions").result
            let summary = result.interactions
            guard summary.total > 0 else { continue }
            files += 1
            total += summary.total
            expressed += summary.expressed
            let reasons = summary.reported.map { "\($0.count) \($0.reason)" }.joined(separator: "; ")
            print("interactions \(name): expressed \(summary.expressed) + reported \(summary.reportedCount) = \(summary.expressed + summary.reportedCount) of \(summary.total)"
                  + (reasons.isEmpty ? "" : " [\(reasons)]"))
            #expect(summary.expressed + summary.reportedCount == summary.total, "\(name): \(summary.expressed) + \(summary.reportedCount) ≠ \(summary.total)")
            // Reported once per kind: one diagnostic per reason.
            #expect(result.diagnostics.filter { $0.kind == .interaction }.count == summary.reported.count, "\(name)")
        }
        print("interactions in the corpus: \(files) files, \(expressed) of \(total) expressed, \(total - expressed) reported")
        // The files with links are large: these two hold on the whole corpus (scripts/corpus-sweep), not on the smoke set.
        if CorpusGenerationTests.isFull {
            #expect(files >= 4)  // fastboard, grida-fitma, manooch, tnt
            #expect(expressed > 0)
        } else {
            print("interactions: the counts of files with links (at least 4) are checked by scripts/corpus-sweep (FIGGEN_CORPUS=full), not on the smoke set")
        }
    }
}

/// Every trigger × action of a link out, in one flow (golden `prototype-matrix`).
@Suite("Interactions: the trigger × action matrix")
struct InteractionMatrixTests {
    @Test func eachLinkIsItsStepInTheFlow() throws {
        let url = GoldenTests.directory.appendingPathComponent("prototype-matrix/input.json")
        let result = generate(try FigmaFile.decode([UInt8](Data(contentsOf: url))), options: GenerationOptions())
        let flow = try #require(result.ir.flows.first)
        #expect(result.ir.flows.count == 1)
        #expect(flow.typeName == "MatrixFlow")
        #expect(flow.screens.map(\.caseName) == ["start", "next", "sheet", "cover"])
        func wiring(_ screen: Int) -> [String: [FlowStep]] {
            Dictionary(uniqueKeysWithValues: flow.screens[screen].wiring.map { ($0.handler, $0.steps) })
        }
        #expect(wiring(0) == ["onGoTap": [.push(1)], "onHoldTap": [.push(1)], "onSwapTap": [.replace(1)], "onSheetTap": [.present(2, fullScreen: false)],
                              "onCoverTap": [.present(3, fullScreen: true)], "onWebTap": [.openURL("https://example.com")], "onAutoTimeout": [.replace(1)]])
        #expect(wiring(1) == ["onTimeout": [.back], "onBackTap": [.back], "onLaterTimeout": [.openURL("https://example.com/later")],
                              "onPopupTimeout": [.present(2, fullScreen: false)]])
        #expect(wiring(2) == ["onCloseTap": [.close]])
        #expect(wiring(3) == ["onDoneTimeout": [.close], "onAgainTap": [.push(1)]])
        // The scroll-to is the screen's own; a "while pressing" link is a button; the drag and the link without a
        // destination are reported.
        #expect(result.interactions.total == 17)
        #expect(result.interactions.expressed == 15)
        #expect(result.interactions.reported.map(\.reason) == ["drag trigger, which code cannot express", "a link with no destination"])
    }
}
