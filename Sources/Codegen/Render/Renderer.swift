/// A target: turns the renderer-neutral IR into that target's files. Everything that depends on the target — API
/// spelling, builder limits, support files, reserved names — lives behind this protocol; lowering, the manifest,
/// `check` and `lookup` see only the IR and the rendered files' symbols and lines.
///
/// A declaration's file is walked by `DeclarationPrinter`, which owns what every target shares (doc comments,
/// symbols and their lines, members and groups of children, streamed splices, layer marks); a target spells the
/// pieces it asks for. A new target is one conforming type and one case in `rendererType(for:)`.
protocol Renderer: CallSpelling {
    /// The types the target's output declares besides the design's own (catalog, layouts, containers, tokens),
    /// by their base names: the resolve stage claims them after every design type, so they never collide
    /// (`DesignIR.sharedTypes`).
    static var sharedTypeNames: [String] { get }
    /// Member names a generated type cannot use on this target (they would hide or override an inherited
    /// one); a design name that equals one gets a number (`frame` → `frame2`).
    static var reservedMemberNames: Set<String> { get }

    init(ir: DesignIR, options: GenerationOptions)
    var ir: DesignIR { get }
    var options: GenerationOptions { get }

    /// The files the whole output shares (catalog, layouts, tokens, assets), from the whole IR.
    func renderSharedFiles() -> [RenderedFile]

    // MARK: A declaration's file (`DeclarationPrinter` asks, in the order it writes)

    /// The module every file imports (`SwiftUI`).
    static var framework: String { get }
    /// Whether a generic type's variant enums are declared at the top level (`VariantEnum.topLevelName`).
    static var hoistsGenericEnums: Bool { get }
    /// A line of the type's doc comment after the design's own (how to show a screen), if any.
    func usageNote(_ declaration: Declaration) -> String?
    /// The type's declaration line, without the brace (`public struct Card: View`).
    func typeHeader(_ declaration: Declaration) -> String
    /// A stored property (its doc comment and symbol are the printer's).
    func storedProperty(_ property: Property, _ writer: inout CodeWriter)
    /// The Swift type of a property.
    func propertyType(_ property: Property) -> String
    /// The `init` of a type without parameters.
    func emptyInit(_ writer: inout CodeWriter)
    /// A slot parameter's declaration up to its default (`@ViewBuilder content: () -> Content`).
    func contentParameter(_ label: String, genericName: String) -> String
    /// A slot parameter whose default content is drawn in `body` (`Property.defaultMember`), with its default: one
    /// that says the caller gave no content.
    func drawnDefaultParameter(_ label: String, genericName: String) -> String
    /// Where `body` shows such a slot: the caller's content, or the design's (`defaultMember`) when it gave none.
    func slotOrDefault(_ member: String, defaultMember: String, genericName: String) -> String
    /// Lines `init` ends with after storing its parameters.
    var initEpilogue: [String] { get }
    /// Members every generated type of the target has between `init` and `body` (UIKit's coder init, rebuild).
    func lifecycleMembers(_ declaration: Declaration, _ writer: inout CodeWriter)
    /// The declaration line of `body`.
    var bodyHeader: String { get }
    /// The attributes and declaration line of a member that returns views (a variant, a part, a group of
    /// children: `private var header: some View`).
    func viewMember(_ name: String) -> (attributes: [String], header: String)
    /// The declaration line of a member that returns a group of children, and the block its children go in
    /// (UIKit's builder), if any.
    func groupMember(_ name: String) -> (attributes: [String], header: String, builder: String?)
    /// A view that shows nothing: a body without variants, a type without a body.
    var emptyView: String { get }
    /// Writes a view where one expression is expected (a body, a variant, a part).
    func renderRoot(_ view: ViewNode, _ printer: DeclarationPrinter<Self>, _ writer: inout CodeWriter)
    /// Lines before `#Preview`.
    var previewAttributes: [String] { get }
    /// The stack a preview shows a set's variants in.
    var previewStack: String { get }

    // MARK: Views

    /// The line that opens a container of children (a stack, a free layout, a wrap, a scroll view), without
    /// the brace.
    func containerHeader(_ view: ViewNode) -> String
    /// Writes a view's content that is not a container, call, condition or name (texts, shapes, grids, masks…;
    /// any children through `printer`): whether it ended with a closing bracket (modifiers then align with it),
    /// and its own style lines (a text's font, a shape's fill), which come first.
    func renderContent(_ view: ViewNode, _ printer: DeclarationPrinter<Self>, _ writer: inout CodeWriter) -> WrittenContent
    /// Writes one modifier of `view`.
    func renderModifier(_ modifier: Modifier, of view: ViewNode, _ printer: DeclarationPrinter<Self>, _ writer: inout CodeWriter)
    /// The order modifiers are written in (the IR's: innermost first).
    func orderedModifiers(_ modifiers: [Modifier]) -> [Modifier]
    /// An instance-swap argument or default: the call `inline` as the property's type holds it.
    func viewArgument(_ inline: String) -> String
    /// The default of an instance-swap property without a default instance.
    var emptyViewArgument: String { get }
    /// An argument that shows nothing at a size (a default left out, kept at the size the design drew).
    func emptyViewArgument(size: Size2D) -> String
    /// A closure of no views (a slot's default when it has no content).
    var emptyContent: String { get }
    /// A paint as the target's colour expression (colour parameters hold one solid colour).
    func colorExpression(_ paint: PaintValue) -> String
    /// A text-style parameter's value: a text style token, or the font and line box (`TextStyleToken(…)` /
    /// `TextAttributes(…)`).
    func textStyleValue(_ style: TextStyle) -> String
    /// A paint-list parameter's value (`[DesignPaint]` / `[ShapeView.Paint]`).
    func paintsValue(_ paints: [PaintValue]) -> String
    /// A one-paint parameter's value of any kind (`AnyShapeStyle` / `ShapeView.Paint`).
    func shapeStyleValue(_ paint: PaintValue) -> String
    /// A shadow parameter's value (`EffectToken`).
    func shadowsValue(_ list: ShadowList) -> String
    /// A styled-text parameter's value: the runs, each in its style over the text's (SwiftUI `Text`, UIKit runs).
    func styledTextValue(_ runs: [TextRun]) -> String

    // MARK: Prototype (`DeclarationPrinter` writes buttons, timers, handlers and interactive sets)

    /// How a statement inside a closure calls a member of the type (`onTap()`; UIKit, weakly: `self?.onTap()`).
    func memberInClosure(_ member: String) -> String
    /// A closure of statements (`{ change(to: .on); onTap() }`; UIKit: `{ [weak self] in … }`).
    func closure(_ statements: [String]) -> String
    /// The first line of a closure written one statement per line (`{`; UIKit: `{ [weak self] in`).
    var closureOpening: String { get }
    /// A handler of the type passed on as it is (SwiftUI: the member; UIKit: a closure that reads it when it fires).
    func handlerReference(_ member: String) -> String
    /// The statement that scrolls the type to a layer.
    func scrollStatement(_ step: ScrollStep) -> String
    /// The modifier that marks the layer a scroll-to goes to.
    func scrollAnchorModifier(_ nodeID: String) -> String
    /// What a type whose buttons scroll needs (`member` holds where to): members before `init`, and a modifier
    /// its body ends with.
    func scrollState(member: String) -> (members: [String], bodyModifier: String?)
    /// An interactive set's members holding its state, before `init` (`valuesType`: its variant values' type).
    func behaviourState(_ behaviour: VariantBehaviour, valuesType: String) -> [String]
    /// The value at rest of a variant property the set changes itself (`changedState ?? state`; UIKit: `state`).
    func restingValue(_ change: VariantBehaviour.Change) -> String
    /// The statement that keeps a changed value (`changedState = value`; UIKit: `state = value`).
    func keepStatement(_ change: VariantBehaviour.Change, value: String) -> String
    /// Writes an interactive set's body: the look of the values shown, its button, the pointer, its timer.
    func renderBehaviourBody(_ behaviour: VariantBehaviour, _ printer: DeclarationPrinter<Self>, _ writer: inout CodeWriter)
    /// The attributes and declaration line of the member that shows the variant for given values.
    func lookMember(_ name: String, valuesType: String) -> (attributes: [String], header: String)

    // MARK: Flows (`FlowPrinter` writes the file; the target spells these)

    /// A flow type's declaration line (`public struct HomeFlow: View`).
    func flowHeader(_ flow: Flow) -> String
    /// The `Screen` enum's declaration line, and the lines after its cases.
    var flowScreenEnum: (header: String, extra: [String]) { get }
    /// The flow's state, `init` and body, which show its first screen.
    func flowMembers(_ flow: Flow, _ writer: inout CodeWriter)
    /// The declaration of `screen(_:)`, which builds a screen of the flow.
    var flowScreenFunction: (attributes: [String], header: String) { get }
    /// Writes one case of `screen(_:)`: the screen, from the lines of its call.
    func renderFlowScreen(_ call: [String], _ writer: inout CodeWriter)
    /// The navigation the flow's links call: `push`, `replace(with:)`, `present(_:fullScreen:)`, `back`, `close`, `open`.
    func flowNavigation(_ flow: Flow, _ writer: inout CodeWriter)
}

/// What a target wrote for a view's content.
struct WrittenContent {
    /// Whether it ended with a closing bracket: modifiers then align with it instead of being indented.
    var isBlock: Bool
    /// The content's own style lines (a text's font, a shape's fill), written first among its modifiers.
    var trailing: [String] = []
}

extension Renderer {
    var access: String { options.accessLevel == .public ? "public " : "" }

    /// The header every file starts with: what generated it, and the imports (the modules of the libraries the design
    /// links to: their types, and the support files a product shares with them).
    func header(_ writer: inout CodeWriter) {
        writer.line(Constants.generatedHeader(designName: ir.designName))
        writer.line()
        writer.line("import \(Self.framework)")
        for module in Set(options.libraries.map(\.module)).sorted() { writer.line("import \(module)") }
        writer.line()
    }

    func orderedModifiers(_ modifiers: [Modifier]) -> [Modifier] { modifiers }

    func renderRoot(_ view: ViewNode, _ printer: DeclarationPrinter<Self>, _ writer: inout CodeWriter) {
        printer.renderView(view, &writer)
    }

    /// One declaration's file, with the symbols it declares and the lines of the layers it shows (for the
    /// manifest), and what the target cannot draw of it (its notes are in the code too). Reads only the IR's
    /// header (`DesignIR.header`: design name, shared type names), which is known before lowering: `generate`
    /// renders a declaration while the next ones are still being lowered. `streamed`: the chunks its containers
    /// streamed (`StreamedChildren`), spliced where their groups go.
    func renderDeclaration(_ declaration: Declaration, streamed: StreamedResults = StreamedResults()) -> DeclarationFile {
        DeclarationPrinter(target: self, streamed: streamed).file(of: declaration)
    }

    /// The views of one group of a container's children (`ChildGroups.size` of them), written as the group's
    /// member holds them but apart from it: a streamed chunk's groups, spliced into the declaration's file later.
    /// Reads only the IR's header, as `renderDeclaration` does.
    func renderGroup(_ views: ArraySlice<ViewNode>) -> RenderedGroup {
        DeclarationPrinter(target: self, streamed: StreamedResults()).group(views)
    }

    /// Every file of the output: the declarations' (rendered in parallel, each to its own slot, so the output
    /// is the same whatever the scheduling) and the shared ones.
    func render() -> RenderOutput {
        assemble(ParallelMap.map(ir.declarations) { renderDeclaration($0) })
    }

    /// The output from the declarations' files, in declaration order, and the shared files (`renderSharedFiles`).
    func assemble(_ declarations: [DeclarationFile], shared: [RenderedFile]? = nil) -> RenderOutput {
        RenderOutput(files: (declarations.map(\.file) + (shared ?? renderSharedFiles())).sorted { $0.name < $1.name },
                     diagnostics: declarations.flatMap(\.diagnostics))
    }
}

/// One declaration's rendered file, where its layers are in it (for the manifest's records only: not kept
/// after them), and what its target cannot draw.
struct DeclarationFile: Sendable {
    var file: RenderedFile
    /// Where each node's view starts and where its values are written, by node id (`CodeWriter.mark`).
    var layerLines: [String: LayerLines] = [:]
    /// Where each streamed group's lines start (`CodeWriter.splice`).
    var splices: [(group: SplicedGroup, line: Int)] = []
    var diagnostics: [Diagnostic] = []
}

struct RenderOutput {
    var files: [RenderedFile]
    var diagnostics: [Diagnostic] = []
}

func rendererType(for target: GenerationOptions.Target) -> any Renderer.Type {
    switch target {
    case .swiftui: SwiftUIRenderer.self
    case .uikit: UIKitRenderer.self
    }
}

func renderer(for target: GenerationOptions.Target, ir: DesignIR, options: GenerationOptions) -> any Renderer {
    rendererType(for: target).init(ir: ir, options: options)
}
