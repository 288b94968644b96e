/// Prints the IR as UIKit: one `final class … : UIView` per component (Child), layout-only container classes
/// written like SwiftUI's stacks (Container, emitted once in `ContainerBuilder.swift`), and modifiers that read
/// like SwiftUI's (`.padding`, `.frame`, `.background`) implemented over Auto Layout and Core Animation. The
/// same IR as SwiftUI; only spelling and the limits of UIKit live here.
///
/// A generated view keeps its properties and rebuilds its subviews when one changes (`didSet`), so a type reads
/// like its SwiftUI counterpart: stored properties, an `init` with the design's defaults, a `body`.
struct UIKitRenderer: Renderer, AssetFileRendering {
    static let sharedTypeNames = [
        "DesignCatalog", "ContainerBuilder", "VStackContainer", "HStackContainer", "FrameContainer", "ConstraintContainer",
        "FlowContainer", "GridContainer", "GridRowContainer", "ScrollContainer", "MaskContainer", "SpacerView", "ShapeView",
        "TextAttributes", "ConstraintPlacement", "ScreenViewController", "TextStyleToken", "EffectToken", "DesignTokens", "ImageAssets", "DesignFonts",
    ]
    static let reservedMemberNames = SwiftName.uikitReservedMemberNames

    let ir: DesignIR
    let options: GenerationOptions
    /// The streamed chunks of the declaration being rendered (`renderDeclaration`).
    private var streamed = StreamedResults()

    init(ir: DesignIR, options: GenerationOptions) {
        self.ir = ir
        self.options = options
    }

    var access: String { options.accessLevel == .public ? "public " : "" }

    let imageTypeName = "UIImage"

    func imageLoad(_ literal: String, bundle: String?) -> String {
        "UIImage(named: \(literal)\(bundle.map { ", in: \($0), compatibleWith: nil" } ?? "")) ?? UIImage()"
    }

    /// A catalog image through its typed accessor.
    func imageAccessor(_ name: String) -> String {
        "UIImage.Assets." + SwiftName.escaped(name)
    }

    /// A shared type's claimed name.
    func type(_ base: String) -> String { ir.sharedType(base) }

    func renderDeclaration(_ declaration: Declaration, streamed: StreamedResults) -> DeclarationFile {
        var renderer = self
        renderer.streamed = streamed
        var diagnostics: [Diagnostic] = []
        var file = renderer.renderFile(of: declaration, &diagnostics)
        file.diagnostics = diagnostics
        return file
    }

    func renderGroup(_ views: ArraySlice<ViewNode>) -> RenderedGroup {
        // What the target cannot draw is reported once per layer and kind: a group's layers are its own.
        var context = Context(diagnostics: [])
        var writer = CodeWriter(depth: Self.groupChildDepth)
        for view in views { renderView(view, &context, &writer) }
        return RenderedGroup(lines: writer.fileText.joined.compacted, lineCount: writer.lineCount, layerLines: writer.layerLines(), diagnostics: context.diagnostics)
    }

    /// Where a group member's children are written.
    private static let groupChildDepth = ChildGroups.childDepth { name, doc, member, body in groupMember(name, doc, &member, builder: "", body) }

    func renderSharedFiles() -> [RenderedFile] {
        var files: [RenderedFile] = []
        let components = ir.declarations.filter { $0.kind == .component || $0.kind == .componentSet }
        if !components.isEmpty {
            files.append(renderCatalog(components))
        }
        files += supportFiles(screens: ir.declarations.contains { $0.kind == .screen })
        if !ir.tokens.isEmpty {
            files.append(renderTokens())
        }
        files += renderAssetFiles()
        return files
    }

    func header(_ writer: inout CodeWriter) {
        writer.line(Constants.generatedHeader(designName: ir.designName))
        writer.line()
        writer.line("import UIKit")
        writer.line()
    }

    // MARK: Declarations

    private func renderFile(of declaration: Declaration, _ diagnostics: inout [Diagnostic]) -> DeclarationFile {
        var context = Context(diagnostics: diagnostics)
        defer { diagnostics = context.diagnostics }
        var writer = CodeWriter()
        writer.reserveMemberNames(declaration.memberNames.union(Self.reservedMemberNames))
        var symbols: [RenderedSymbol] = []
        header(&writer)
        docComment(declaration, &writer)
        symbols.append(RenderedSymbol(kind: .type, name: declaration.typeName, line: writer.nextLine, source: declaration.source))
        writer.block("\(access)final class \(declaration.typeName): UIView") { writer in
            for variantEnum in declaration.enums {
                symbols.append(RenderedSymbol(kind: .variantEnum, name: declaration.typeName + "." + variantEnum.name, line: writer.nextLine + 1, source: nil))
                writer.comment("Figma variant property `\(SwiftLiteral.commentText(variantEnum.figmaName))`.", prefix: "///")
                writer.block("\(access)enum \(variantEnum.name): String, CaseIterable, Sendable") { writer in
                    for (member, value) in variantEnum.cases {
                        writer.line("case \(SwiftName.escaped(member)) = \(SwiftLiteral.string(value))")
                    }
                }
                writer.line()
            }
            for property in declaration.properties {
                writer.comment(propertyDoc(property), prefix: "///")
                symbols.append(RenderedSymbol(kind: .property, name: declaration.typeName + "." + property.member, line: writer.nextLine, source: property.layer))
                writer.block("\(access)var \(SwiftName.escaped(property.member)): \(propertyType(property))") { writer in
                    writer.line("didSet { rebuild() }")
                }
            }
            if !declaration.properties.isEmpty { writer.line() }
            renderInit(declaration, &context, &writer)
            writer.line()
            writer.line("@available(*, unavailable)")
            writer.block("\(access)required init?(coder: NSCoder)") { writer in
                writer.line("fatalError(\(SwiftLiteral.string(declaration.typeName + " is built in code")))")
            }
            writer.line()
            writer.comment("Shows the layers for the current property values; called again whenever one changes.", prefix: "///")
            writer.block("private func rebuild()") { writer in
                writer.line("replaceContent(with: body)")
            }
            writer.line()
            writer.block("private var body: UIView") { writer in
                if declaration.kind == .componentSet {
                    renderVariantSwitch(declaration, &writer)
                } else if let body = declaration.body {
                    renderRoot(body, &context, &writer)
                } else {
                    writer.line("\(type("ShapeView"))(.rectangle)")
                }
            }
            for variant in declaration.variants {
                writer.line()
                writer.comment("Variant `\(SwiftLiteral.commentText(variant.source.name))` (node \(variant.source.nodeID)).", prefix: "///")
                symbols.append(RenderedSymbol(kind: .variant, name: declaration.typeName + "." + variant.member, line: writer.nextLine, source: variant.source))
                writer.block("private var \(SwiftName.escaped(variant.member)): UIView") { writer in
                    renderRoot(variant.body, &context, &writer)
                }
            }
            for part in declaration.parts {
                writer.line()
                if let source = part.source {
                    writer.comment("Layer `\(SwiftLiteral.commentText(source.name))` (node \(source.nodeID)).", prefix: "///")
                }
                symbols.append(RenderedSymbol(kind: .part, name: declaration.typeName + "." + part.member, line: writer.nextLine, source: part.source))
                writer.block("private var \(SwiftName.escaped(part.member)): UIView") { writer in
                    renderRoot(part.body, &context, &writer)
                }
            }
            writer.writeDeferred()
        }
        renderPreview(declaration, &context, &writer)
        return DeclarationFile(file: RenderedFile(name: declaration.typeName + ".swift", text: writer.fileText, symbols: symbols), layerLines: writer.layerLines(),
                               splices: writer.splices)
    }

    /// Per-declaration state: what the target cannot draw, reported once per node and kind.
    struct Context {
        var diagnostics: [Diagnostic]
        private var reported: Set<String> = []

        init(diagnostics: [Diagnostic]) {
            self.diagnostics = diagnostics
        }

        mutating func report(_ kind: Diagnostic.Kind, _ message: String, source: Source?) {
            guard reported.insert("\(source?.nodeID ?? "")|\(kind.rawValue)").inserted else { return }
            diagnostics.append(Diagnostic(.warning, kind: kind, message, path: source?.path ?? .root, nodeID: source?.nodeID))
        }
    }

    private func propertyDoc(_ property: Property) -> String {
        switch property.origin {
        case .componentProperty(let key):
            "Figma property `\(SwiftLiteral.commentText(key))`."
        case .slot(let key):
            "Figma slot `\(SwiftLiteral.commentText(key))`: content the caller gives."
        case .override(let layerID, let layerName, let field):
            "`\(field)` of layer `\(SwiftLiteral.commentText(layerName))` (node \(layerID)), which instances override."
        }
    }

    private func docComment(_ declaration: Declaration, _ writer: inout CodeWriter) {
        let kind: String = switch declaration.kind {
        case .component: "component"
        case .componentSet: "component set"
        case .screen: "screen"
        }
        writer.comment(SwiftLiteral.commentText(declaration.source.name), prefix: "///")
        writer.line("///")
        if let instance = declaration.reconstructedFrom {
            writer.comment("Figma \(kind) `\(SwiftLiteral.commentText(declaration.source.name))` from another library (\(declaration.componentKey.map { "key \($0)" } ?? "no key")).", prefix: "///")
            writer.comment("Its definition is not in this export: the body is reconstructed from its instance `\(SwiftLiteral.commentText(instance.name))` (node \(instance.nodeID)), and its parameters from all its instances.", prefix: "///")
        } else {
            writer.comment("Figma \(kind) `\(SwiftLiteral.commentText(declaration.layerPath))` (node \(declaration.source.nodeID)" + (declaration.page.map { ", page `\(SwiftLiteral.commentText($0))`" } ?? "") + ").", prefix: "///")
        }
        if declaration.kind == .screen {
            writer.comment("Show it with `\(type("ScreenViewController"))(\(declaration.typeName)())`.", prefix: "///")
        }
        if let description = declaration.description {
            writer.line("///")
            writer.comment(description, prefix: "///")
        }
    }

    private func propertyType(_ property: Property) -> String {
        switch property.type {
        case .text: "String"
        case .bool: "Bool"
        case .view: "UIView"
        case .variant(let enumName, _): enumName
        case .color: "UIColor"
        case .number: "Double"
        case .content: "[UIView]"
        }
    }

    /// `init` with every parameter defaulted to the design's value; a slot is a builder closure whose default is
    /// the slot's own content.
    private func renderInit(_ declaration: Declaration, _ context: inout Context, _ writer: inout CodeWriter) {
        if declaration.properties.isEmpty {
            writer.block("\(access)init()") { writer in
                writer.line("super.init(frame: .zero)")
                writer.line("rebuild()")
            }
            return
        }
        writer.line("\(access)init(")
        writer.indent { writer in
            for (position, property) in declaration.properties.enumerated() {
                let comma = position == declaration.properties.count - 1 ? "" : ","
                let label = SwiftName.escapedArgumentLabel(property.member, inDeclaration: true)
                switch property.type {
                case .content(_, let views) where views.isEmpty:
                    writer.line("@\(type("ContainerBuilder")) \(label): () -> [UIView] = { [] }\(comma)")
                case .content(_, let views):
                    writer.line("@\(type("ContainerBuilder")) \(label): () -> [UIView] = {")
                    writer.indent { writer in
                        writer.block("\(type("ContainerBuilder")).build") { writer in
                            for view in views { renderView(view, &context, &writer) }
                        }
                    }
                    writer.line("}\(comma)")
                default:
                    writer.line("\(label): \(propertyType(property)) = \(defaultValue(property))\(comma)")
                }
            }
        }
        writer.block(")") { writer in
            for property in declaration.properties {
                if case .content = property.type {
                    writer.line("self.\(property.member) = \(SwiftName.escaped(property.member))()")
                } else {
                    writer.line("self.\(property.member) = \(SwiftName.escaped(property.member))")
                }
            }
            writer.line("super.init(frame: .zero)")
            writer.line("rebuild()")
        }
    }

    private func defaultValue(_ property: Property) -> String {
        switch property.type {
        case .text(let value): SwiftLiteral.string(value)
        case .bool(let value): value ? "true" : "false"
        case .view(let call?): inlineCall(call)
        case .view(nil): "UIView()"
        case .variant(_, let defaultCase): "." + defaultCase
        case .color(let paint): colorExpression(paint)
        case .number(let value): SwiftLiteral.number(value)
        case .content: "{ [] }"
        }
    }

    private func renderVariantSwitch(_ declaration: Declaration, _ writer: inout CodeWriter) {
        guard !declaration.variants.isEmpty else {
            writer.line("\(type("ShapeView"))(.rectangle)")
            return
        }
        let selectors = declaration.variants[0].values.map(\.property)
        guard !selectors.isEmpty else {
            writer.line(SwiftName.escaped(declaration.variants[0].member))
            return
        }
        let subject = selectors.count == 1 ? SwiftName.escaped(selectors[0]) : "(" + selectors.map(SwiftName.escaped).joined(separator: ", ") + ")"
        let combinations = declaration.enums.reduce(1) { $0 * $1.cases.count }
        var seen = Set<[String]>()
        writer.line("switch \(subject) {")
        for variant in declaration.variants {
            let key = variant.values.map(\.caseMember)
            guard seen.insert(key).inserted else { continue }  // two variants with the same values: the first wins
            let pattern = key.map { "." + $0 }
            writer.line("case " + (pattern.count == 1 ? pattern[0] : "(" + pattern.joined(separator: ", ") + ")") + ":")
            writer.indent { $0.line(SwiftName.escaped(variant.member)) }
        }
        if seen.count < combinations {
            writer.line("default:")
            writer.indent { writer in
                writer.comment("figgen: this combination has no variant in the design; showing the first variant.")
                writer.line(SwiftName.escaped(declaration.variants[0].member))
            }
        }
        writer.line("}")
    }

    /// `#Preview` needs iOS 17 for UIKit views; below that it is marked available from 17 (previews only run in Xcode).
    private func renderPreview(_ declaration: Declaration, _ context: inout Context, _ writer: inout CodeWriter) {
        writer.line()
        if options.minimumIOS < 17 { writer.line("@available(iOS 17.0, *)") }
        writer.block("#Preview(\(SwiftLiteral.string(declaration.source.name)))") { writer in
            if declaration.kind == .componentSet, declaration.variants.count > 1 {
                writer.block("\(type("VStackContainer"))(spacing: 16, alignment: .leading)") { writer in
                    for variant in declaration.variants {
                        writer.line(variantCall(declaration, variant))
                        if let size = variant.designSize { writer.indent { $0.line(fixedFrame(size)) } }
                    }
                }
            } else {
                writer.line("\(declaration.typeName)()")
                if let size = declaration.designSize { writer.indent { $0.line(fixedFrame(size)) } }
            }
        }
    }

    func fixedFrame(_ size: Size2D) -> String {
        ".frame(width: \(SwiftLiteral.number(size.width)), height: \(SwiftLiteral.number(size.height)))"
    }

    func variantCall(_ declaration: Declaration, _ variant: Variant) -> String {
        let arguments = variant.values.map { "\(SwiftName.escapedArgumentLabel($0.property)): .\($0.caseMember)" }
        return "\(declaration.typeName)(\(arguments.joined(separator: ", ")))"
    }

    // MARK: Views

    /// A view in a position that takes one expression (a body, variant, part, preview): content that is not one
    /// view (a layer shown by a flag, a slot's views) goes in a stack.
    private func renderRoot(_ view: ViewNode, _ context: inout Context, _ writer: inout CodeWriter) {
        switch view.content {
        case .conditional, .slot:
            writer.block("\(type("VStackContainer"))(spacing: 0)") { renderView(view, &context, &$0) }
        default:
            renderView(view, &context, &writer)
        }
    }

    /// Writes a view: comments, content, then its modifiers, as the SwiftUI renderer does. Constraints go last:
    /// they wrap the view for its `ConstraintContainer`, after its look is complete.
    func renderView(_ view: ViewNode, _ context: inout Context, _ writer: inout CodeWriter) {
        if let label = view.label, let source = view.source {
            writer.comment("\(SwiftLiteral.commentText(label)) (node \(source.nodeID))")
        }
        for note in view.notes {
            writer.comment("figgen: " + SwiftLiteral.commentText(note))
        }
        let nodeID = view.source?.nodeID
        if let nodeID, !view.content.isReference { writer.mark(nodeID) }
        let isBlock = renderContent(view.content, tokens: view.dimensionTokens, source: view.source, streamed: view.streamed, &context, &writer)
        if isBlock {
            renderModifiers(of: view, &context, &writer)
        } else {
            writer.indent { renderModifiers(of: view, &context, &$0) }
        }
    }

    private func renderModifiers(of view: ViewNode, _ context: inout Context, _ writer: inout CodeWriter) {
        let ordered = view.modifiers.filter { if case .placement = $0 { false } else { true } }
            + view.modifiers.filter { if case .placement = $0 { true } else { false } }
        for modifier in ordered {
            if let nodeID = view.source?.nodeID { writer.mark(nodeID, value: modifier.valueName) }
            renderModifier(modifier, tokens: view.dimensionTokens, source: view.source, &context, &writer)
        }
    }

    /// Children as they are; past `ChildGroups.size` of them, through members of their own that return the
    /// group's views (which the container takes as if written in place).
    private func renderChildren(_ children: [ViewNode], streamed: StreamedChildren? = nil, owner: Source? = nil, _ context: inout Context,
                                _ writer: inout CodeWriter) {
        let results = self.streamed
        let builder = type("ContainerBuilder")
        ChildGroups.write(count: streamed?.total ?? children.count, owner: owner, &writer, view: { index, writer in
            renderView(children[streamed?.keptIndex(index) ?? index], &context, &writer)
        }, splice: { range, writer in
            guard let group = results.splice(range, of: streamed, into: &writer) else { return false }
            context.diagnostics += group.diagnostics
            return true
        }, member: { name, doc, member, body in Self.groupMember(name, doc, &member, builder: builder, body) })
    }

    /// A group member: its doc comment, then a property of the views `children` writes, built by the container builder.
    private static func groupMember(_ name: String, _ doc: String, _ member: inout CodeWriter, builder: String, _ children: (inout CodeWriter) -> Void) {
        member.comment(doc, prefix: "///")
        member.block("private var \(name): [UIView]") { $0.block("\(builder).build", children) }
    }

    /// Writes the content; returns whether it ended with a closing bracket (modifiers then align with it).
    private func renderContent(_ content: Content, tokens: [DimensionRole: String], source: Source?, streamed: StreamedChildren? = nil,
                               _ context: inout Context, _ writer: inout CodeWriter) -> Bool {
        switch content {
        case .stack(let stack):
            let name = type(stack.axis == .vertical ? "VStackContainer" : "HStackContainer")
            var arguments = ["spacing: " + dimension(stack.spacing, token: tokens[.spacing])]
            if stack.alignment != .center { arguments.append("alignment: " + stackAlignment(stack.alignment, axis: stack.axis)) }
            writer.block("\(name)(\(arguments.joined(separator: ", ")))") { renderChildren(stack.children, streamed: streamed, owner: source, &context, &$0) }
            return true
        case .layers(let layout, let children):
            writer.block(constraintContainer(layout)) { renderChildren(children, streamed: streamed, owner: source, &context, &$0) }
            return true
        case .wrap(let wrap):
            let axis = wrap.axis == .horizontal ? ".horizontal" : ".vertical"
            writer.block("\(type("FlowContainer"))(axis: \(axis), spacing: \(SwiftLiteral.number(wrap.spacing)), lineSpacing: \(SwiftLiteral.number(wrap.lineSpacing)), alignment: .\(wrap.alignment.rawValue))") {
                renderChildren(wrap.children, streamed: streamed, owner: source, &context, &$0)
            }
            return true
        case .grid(let grid):
            writer.block("\(type("GridContainer"))(columns: \(grid.columns), horizontalSpacing: \(SwiftLiteral.number(grid.columnSpacing)), verticalSpacing: \(SwiftLiteral.number(grid.rowSpacing)))") { writer in
                for row in grid.rows {
                    let spans = row.contains { $0.columnSpan > 1 } ? "(spans: [" + row.map { String($0.columnSpan) }.joined(separator: ", ") + "])" : ""
                    writer.block(type("GridRowContainer") + spans) { writer in
                        for cell in row { renderView(cell.view, &context, &writer) }
                    }
                }
            }
            return true
        case .text(let text):
            return renderText(text, &writer)
        case .shape(let shape):
            writer.line("\(type("ShapeView"))(\(outline(shape.outline, radiusToken: tokens[.radius])), fills: \(paints(shape.fills)))")
            return false
        case .path(let path):
            writer.line("\(type("ShapeView"))(.path(evenOdd: \(path.evenOdd)) { path in")
            writer.indent { writer in
                for command in path.commands { writer.line(pathCommand(command)) }
            }
            writer.line("}, fills: \(paints(path.fills.suffix(1))))")
            return true
        case .image(let image):
            writer.line("UIImageView(asset: \(imageAccessor(image.asset))\(image.tint.map { ", tint: \(colorExpression($0))" } ?? ""))")
            return false
        case .instance(let call):
            return renderCall(call, nodeID: source?.nodeID, &context, &writer)
        case .slot(let member):
            writer.line(SwiftName.escaped(member))
            return false
        case .conditional(let member, let inner):
            writer.block("if \(SwiftName.escaped(member))") { renderView(inner, &context, &$0) }
            return true
        case .spacer:
            writer.line("\(type("SpacerView"))()")
            return false
        case .placeholder:
            writer.line("\(type("ShapeView"))(.rectangle)")
            return false
        case .reference(let member):
            writer.line(SwiftName.escaped(member))
            return false
        case .scroll(let axis, let inner):
            let axes = switch axis {
            case .vertical?: ".vertical"
            case .horizontal?: ".horizontal"
            case nil: ".both"
            }
            writer.block("\(type("ScrollContainer"))(\(axes))") { renderView(inner, &context, &$0) }
            return true
        case .masked(let mask, let content, let layout):
            writer.line("\(type("MaskContainer"))(mask:")
            writer.indent { writer in
                if let layout {
                    writer.block(constraintContainer(layout)) { renderView(mask, &context, &$0) }
                } else {
                    renderRoot(mask, &context, &writer)
                }
            }
            writer.block(")") { writer in
                if let layout {
                    writer.block(constraintContainer(layout)) { renderChildren(content, &context, &$0) }
                } else {
                    renderChildren(content, &context, &writer)
                }
            }
            return true
        }
    }

    func constraintContainer(_ layout: FreeLayout) -> String {
        "\(type("ConstraintContainer"))(designWidth: \(SwiftLiteral.number(layout.width)), designHeight: \(SwiftLiteral.number(layout.height)))"
    }

    /// UIStackView's alignment across the axis.
    private func stackAlignment(_ alignment: CrossAlignment, axis: Axis) -> String {
        switch (alignment, axis) {
        case (.start, .vertical), (.firstBaseline, .vertical): ".leading"
        case (.end, .vertical): ".trailing"
        case (.start, .horizontal): ".top"
        case (.end, .horizontal): ".bottom"
        case (.firstBaseline, .horizontal): ".firstBaseline"
        case (.center, _): ".center"
        }
    }

    /// A call, one argument per line when there are several; slot contents as trailing builder closures when
    /// the first one given is for the first slot. Returns whether it spans lines.
    private func renderCall(_ call: InstanceCall, nodeID: String?, _ context: inout Context, _ writer: inout CodeWriter) -> Bool {
        let plain = call.arguments.filter { if case .content = $0.value { false } else { true } }
        let contents = call.arguments.compactMap { argument -> (label: String, views: [ViewNode])? in
            if case .content(let views) = argument.value { (argument.label, views) } else { nil }
        }
        if contents.isEmpty || !call.contentStartsAtFirstSlot {
            if call.arguments.count <= 1 && contents.isEmpty {
                writer.line(inlineCall(call))
                return false
            }
            writer.line("\(call.typeName)(")
            writer.indent { writer in
                for (position, argument) in call.arguments.enumerated() {
                    let comma = position == call.arguments.count - 1 ? "" : ","
                    let label = SwiftName.escapedArgumentLabel(argument.label)
                    if let nodeID { writer.mark(nodeID, value: "property " + argument.label) }
                    if case .content(let views) = argument.value {
                        writer.line("\(label): {")
                        writer.indent { renderChildren(views, &context, &$0) }
                        writer.line("}\(comma)")
                    } else {
                        writer.line("\(label): \(argumentValue(argument.value))\(comma)")
                    }
                }
            }
            writer.line(")")
            return true
        }
        let head = plain.isEmpty ? call.typeName : inlineCall(InstanceCall(typeName: call.typeName, arguments: plain))
        writer.line(head + " {")
        writer.indent { renderChildren(contents[0].views, &context, &$0) }
        for content in contents.dropFirst() {
            writer.line("} \(SwiftName.escapedArgumentLabel(content.label)): {")
            writer.indent { renderChildren(content.views, &context, &$0) }
        }
        writer.line("}")
        return true
    }

    private func inlineCall(_ call: InstanceCall) -> String {
        let arguments = call.arguments.map { "\(SwiftName.escapedArgumentLabel($0.label)): \(argumentValue($0.value))" }
        return "\(call.typeName)(\(arguments.joined(separator: ", ")))"
    }

    private func argumentValue(_ value: ArgumentValue) -> String {
        switch value {
        case .string(let text): SwiftLiteral.string(text)
        case .bool(let flag): flag ? "true" : "false"
        case .enumCase(let member): "." + member
        case .view(let call): inlineCall(call)
        case .member(let member): SwiftName.escaped(member)
        case .paint(let paint): colorExpression(paint)
        case .number(let value): SwiftLiteral.number(value)
        case .content: "{ [] }"  // written as a closure by `renderCall`
        }
    }

    /// One line of a `UIBezierPath` (vector layers have thousands: built in one string).
    private func pathCommand(_ command: VectorPath.Command) -> String {
        switch command {
        case .move(let x, let y):
            return SwiftLiteral.pointCall("path.move", ("to", x, y))
        case .line(let x, let y):
            return SwiftLiteral.pointCall("path.addLine", ("to", x, y))
        case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y):
            return SwiftLiteral.pointCall("path.addCurve", ("to", x, y), ("controlPoint1", c1x, c1y), ("controlPoint2", c2x, c2y))
        case .quad(let x, let y, let cx, let cy):
            return SwiftLiteral.pointCall("path.addQuadCurve", ("to", x, y), ("controlPoint", cx, cy))
        case .close:
            return "path.close()"
        }
    }
}
