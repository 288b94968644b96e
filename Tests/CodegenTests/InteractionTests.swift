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
    @Test func aDesignWithoutInteractionsHasNone() throws {
        let result = try Self.generated(Self.design(Self.frame("1:1", "Home", #"{"id":"1:2","name":"T","type":"TEXT","characters":"T","interactions":[]}"#)))
        #expect(result.interactions == InteractionSummary())
        #expect(Self.interactionDiagnostics(result).isEmpty)
    }
}
