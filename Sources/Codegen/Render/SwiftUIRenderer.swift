/// Prints the IR as SwiftUI. Only printing mechanics live here (modifier spelling, builder limits, literal
/// formats); every decision about what to show was made in lowering, and the file's structure is
/// `DeclarationPrinter`'s.
struct SwiftUIRenderer: Renderer, AssetFileRendering {
    static let sharedTypeNames = ["DesignCatalog", "FlowLayout", "GridTrackLayout", "ConstraintLayout", "ConstraintPlacement", "TextStyleToken", "EffectToken", "DesignTokens", "ImageAssets", "DesignFonts", "DesignInteraction", "DesignPaint", "DesignLayout", "FigmaPath"]
    /// A View struct inherits nothing: `SwiftName.reservedMemberNames` (`body`, `id`, …) is all it needs.
    static let reservedMemberNames: Set<String> = []
    static let framework = "SwiftUI"
    static let hoistsGenericEnums = true

    let ir: DesignIR
    let options: GenerationOptions

    let imageTypeName = "Image"

    func imageLoad(_ literal: String, bundle: String?) -> String {
        "Image(\(literal)\(bundle.map { ", bundle: \($0)" } ?? ""))"
    }

    func renderSharedFiles() -> [RenderedFile] {
        var files: [RenderedFile] = []
        let components = ir.declarations.filter { $0.kind == .component || $0.kind == .componentSet }
        if !components.isEmpty || !ir.flows.isEmpty {
            files.append(renderCatalog(components))
        }
        files += ir.flows.map { FlowPrinter(target: self).file($0) }
        if ir.support.contains(.constraintLayout) {
            files.append(renderConstraintLayout())
            files.append(renderConstraintPlacement())
        }
        if ir.support.contains(.flowLayout) {
            files.append(renderFlowLayout())
        }
        if ir.support.contains(.gridTrackLayout) {
            files.append(renderGridTrackLayout())
        }
        if ir.support.contains(.interaction) {
            files.append(renderInteractionSupport())
        }
        if !ir.tokens.isEmpty || ir.support.contains(.textStyleType) || ir.support.contains(.effectType) {
            files.append(renderTokens())
        }
        if ir.support.contains(.designPaint) {
            files.append(renderDesignPaint())
        }
        if ir.support.contains(.fillContainer) {
            files.append(renderDesignLayout())
        }
        if ir.support.contains(.figmaPath) {
            files.append(renderFigmaPath(drawing: """
            extension Path {
                /// A vector's outline from its commands as figgen writes them (`FigmaPath`).
                \(access)init(figmaPath commands: String) {
                    self.init()
                    for command in \(ir.sharedType("FigmaPath")).commands(commands) {
                        switch command {
                        case .move(let point): move(to: point)
                        case .line(let point): addLine(to: point)
                        case .curve(let control1, let control2, let point): addCurve(to: point, control1: control1, control2: control2)
                        case .quad(let control, let point): addQuadCurve(to: point, control: control)
                        case .close: closeSubpath()
                        }
                    }
                }
            }
            """))
        }
        files += renderAssetFiles()
        return files
    }

    // MARK: Declarations

    func usageNote(_ declaration: Declaration) -> String? { nil }

    func typeHeader(_ declaration: Declaration) -> String {
        let generics = declaration.genericParameters.isEmpty ? "" : "<" + declaration.genericParameters.map { "\($0): View" }.joined(separator: ", ") + ">"
        return "\(access)struct \(declaration.typeName)\(generics): View"
    }

    func storedProperty(_ property: Property, _ writer: inout CodeWriter) {
        writer.line("\(access)var \(SwiftName.escaped(property.member)): \(propertyType(property))")
    }

    func propertyType(_ property: Property) -> String {
        switch property.type {
        case .text: "String"
        case .bool: "Bool"
        case .view: "AnyView"
        case .variant(let enumName, _): enumName
        case .color: "Color"
        case .number: "Double"
        case .textStyle: ir.tokenTypeNames.textStyle
        case .paints: "[\(ir.sharedType("DesignPaint"))]"
        case .paint: "AnyShapeStyle"
        case .shadows: ir.tokenTypeNames.effect
        case .styledText: "Text?"
        case .textCase: "Text.Case?"
        case .content(let genericName, _): property.defaultMember == nil ? genericName : genericName + "?"
        case .handler(.action): "() -> Void"
        case .handler(.change(let enumName)): "(\(enumName)) -> Void"
        }
    }

    func emptyInit(_ writer: inout CodeWriter) {
        writer.line("\(access)init() {}")
    }

    func contentParameter(_ label: String, genericName: String) -> String {
        "@ViewBuilder \(label): () -> \(genericName)"
    }

    /// `Never` content says none was given: no caller can make a `Never`, and a default fixes the generic type.
    func drawnDefaultParameter(_ label: String, genericName: String) -> String {
        "@ViewBuilder \(label): () -> \(genericName)? = { nil as Never? }"
    }

    func slotOrDefault(_ member: String, defaultMember: String, genericName: String) -> String {
        // `is`, not `==`: swiftc weighs every `==` it knows for a metatype comparison (80 ms a body against iOS 17.4's SDK).
        "if \(genericName).self is Never.Type { \(defaultMember) } else { \(member) }"
    }

    let initEpilogue: [String] = []

    func lifecycleMembers(_ declaration: Declaration, _ writer: inout CodeWriter) {}

    var bodyHeader: String { "\(access)var body: some View" }

    func viewMember(_ name: String) -> (attributes: [String], header: String) {
        (["@ViewBuilder"], "private var \(name): some View")
    }

    func groupMember(_ name: String) -> (attributes: [String], header: String, builder: String?) {
        (["@ViewBuilder"], "private var \(name): some View", nil)
    }

    let emptyView = "EmptyView()"
    let previewAttributes: [String] = []
    let previewStack = "VStack(alignment: .leading, spacing: 16)"

    func viewArgument(_ inline: String) -> String { "AnyView(\(inline))" }
    let emptyViewArgument = "AnyView(EmptyView())"

    func emptyViewArgument(size: Size2D) -> String {
        "AnyView(Color.clear.frame(width: \(SwiftLiteral.number(size.width)), height: \(SwiftLiteral.number(size.height))))"
    }
    let emptyContent = "{ EmptyView() }"

    /// A paint as a `Color` expression (colour parameters hold one solid colour).
    func colorExpression(_ paint: PaintValue) -> String {
        switch paint.resolved {
        case .color, .member: shapeStyle(paint)
        default: "Color.clear"
        }
    }

    /// `TextStyleToken.body`, or `TextStyleToken(font: …, tracking: …, lineSpacing: …, halfLeading: …)` (what is not zero).
    func textStyleValue(_ style: TextStyle) -> String {
        let type = ir.tokenTypeNames.textStyle
        if let token = style.token { return "\(type).\(SwiftName.escaped(token))" }
        var arguments = ["font: " + fontExpression(style)]
        if let tracking = style.tracking, tracking != 0 { arguments.append("tracking: \(SwiftLiteral.number(tracking))") }
        if let spacing = Self.lineSpacing(style) { arguments.append("lineSpacing: \(SwiftLiteral.number(spacing))") }
        if let halfLeading = Self.halfLeading(style) { arguments.append("halfLeading: \(SwiftLiteral.number(halfLeading))") }
        return "\(type)(\(arguments.joined(separator: ", ")))"
    }

    /// `[.style(LinearGradient(…)), .image(Image.Assets.photo, fit: .fill)]`.
    func paintsValue(_ paints: [PaintValue]) -> String {
        "[" + paints.map(designPaint).joined(separator: ", ") + "]"
    }

    /// One `DesignPaint`: an image, or a colour or gradient as a shape style.
    private func designPaint(_ paint: PaintValue) -> String {
        if case .image(let name, let fit) = paint.resolved {
            let mode = switch fit {
            case .fit: "fit"
            case .stretch: "stretch"
            case .fill, .tile: "fill"
            }
            return ".image(\(imageAccessor(name)), fit: .\(mode))"
        }
        return ".style(\(shapeStyle(paint)))"
    }

    /// `AnyShapeStyle(…)` of a paint (an image, which is not a shape style, is clear).
    func shapeStyleValue(_ paint: PaintValue) -> String {
        "AnyShapeStyle(\(shapeStyle(paint)))"
    }

    /// `EffectToken.card`, or `EffectToken(shadows: [EffectToken.Shadow(…)])`.
    func shadowsValue(_ list: ShadowList) -> String {
        let type = ir.tokenTypeNames.effect
        if let token = list.token { return "\(type).\(SwiftName.escaped(token))" }
        let shadows = list.shadows.map { shadow in
            // Figma's blur radius is about twice SwiftUI's shadow radius (a Gaussian's sigma).
            "\(type).Shadow(color: \(colorLiteral(shadow.color)), radius: \(SwiftLiteral.number(shadow.blur / 2)), x: \(SwiftLiteral.number(shadow.x)), y: \(SwiftLiteral.number(shadow.y)))"
        }
        return "\(type)(shadows: [\(shadows.joined(separator: ", "))])"
    }

    // MARK: Views

    func containerHeader(_ view: ViewNode) -> String {
        switch view.content {
        case .stack(let stack):
            var arguments: [String] = []
            if stack.alignment != .center { arguments.append("alignment: " + crossAlignment(stack.alignment, axis: stack.axis)) }
            arguments.append("spacing: " + dimension(stack.spacing, token: view.dimensionTokens[.spacing]))
            return "\(stack.axis == .vertical ? "VStack" : "HStack")(\(arguments.joined(separator: ", ")))"
        case .layers(let layout, _):
            return constraintLayout(layout)
        case .wrap(let wrap):
            let axis = wrap.axis == .horizontal ? ".horizontal" : ".vertical"
            let items = wrap.itemAlignment == .start ? "" : ", itemAlignment: .\(wrap.itemAlignment.rawValue)"
            return "\(ir.sharedType("FlowLayout"))(axis: \(axis), spacing: \(SwiftLiteral.number(wrap.spacing)), lineSpacing: \(SwiftLiteral.number(wrap.lineSpacing)), alignment: .\(wrap.alignment.rawValue)\(items))"
        case .scroll(let axis, _):
            let axes = switch axis {
            case .vertical?: ".vertical"
            case .horizontal?: ".horizontal"
            case nil: "[.horizontal, .vertical]"
            }
            return "ScrollView(\(axes))"
        default:
            preconditionFailure("not a container")
        }
    }

    func renderContent(_ view: ViewNode, _ printer: DeclarationPrinter<Self>, _ writer: inout CodeWriter) -> WrittenContent {
        switch view.content {
        case .grid(let grid) where grid.tracks != nil:
            let tracks = grid.tracks!
            let cells = Array(grid.rows.joined())
            writer.block("\(ir.sharedType("GridTrackLayout"))(\(Spelling.gridTracks(tracks, columnSpacing: grid.columnSpacing, rowSpacing: grid.rowSpacing)))") { writer in
                printer.renderCells(view.childLists[0], owner: view.source, &writer) { cells[$0].area.map { [Spelling.gridArea($0)] } ?? [] }
            }
            return WrittenContent(isBlock: true)
        case .grid(let grid):
            writer.block("Grid(alignment: .topLeading, horizontalSpacing: \(SwiftLiteral.number(grid.columnSpacing)), verticalSpacing: \(SwiftLiteral.number(grid.rowSpacing)))") { writer in
                let lists = view.childLists
                for (position, row) in grid.rows.enumerated() {
                    writer.block("GridRow") { writer in
                        printer.renderCells(lists[position], owner: view.source, &writer) {
                            row[$0].columnSpan > 1 ? [".gridCellColumns(\(row[$0].columnSpan))"] : []
                        }
                    }
                }
            }
            return WrittenContent(isBlock: true)
        case .text(let text):
            return renderText(text, &writer)
        case .shape(let shape):
            return renderShapeFills(shape.outline, shape.fills, radiusToken: view.dimensionTokens[.radius], &writer)
        case .path(let path):
            let fill = path.fills.last.map(shapeStyle) ?? "Color.clear"
            printer.writePath(path, opening: "Path(figmaPath: ", closing: ")", &writer)
            return WrittenContent(isBlock: true, trailing: [path.evenOdd ? ".fill(\(fill), style: FillStyle(eoFill: true))" : ".fill(\(fill))"])
        case .image(let image):
            writer.line(imageAccessor(image.asset))
            return WrittenContent(isBlock: false, trailing: [".resizable()"] + (image.tint.map { [".\(foregroundModifier)(\(colorExpression($0)))"] } ?? []))
        case .spacer:
            writer.line("Spacer(minLength: 0)")
            return WrittenContent(isBlock: false)
        case .placeholder:
            writer.line("Color.clear")
            return WrittenContent(isBlock: false)
        case .masked(let mask, let content, let layout?):
            writer.block(constraintLayout(layout)) { printer.renderChildren(content, owner: view.source, &$0) }
            writer.block(".mask(alignment: .topLeading)") { writer in
                writer.block(constraintLayout(layout)) { printer.renderView(mask, &$0) }
            }
            return WrittenContent(isBlock: true)
        case .masked(let mask, let content, nil):
            writer.block("ZStack(alignment: .topLeading)") { printer.renderChildren(content, owner: view.source, &$0) }
            writer.block(".mask(alignment: .topLeading)") { printer.renderView(mask, &$0) }
            return WrittenContent(isBlock: true)
        case .stack, .layers, .wrap, .scroll, .conditional, .instance, .slot, .reference:
            preconditionFailure("written by DeclarationPrinter")
        }
    }

    /// The layout that places a free frame's children by their constraints, at the frame's design size.
    func constraintLayout(_ layout: FreeLayout) -> String {
        "\(ir.sharedType("ConstraintLayout"))(designWidth: \(SwiftLiteral.number(layout.width)), designHeight: \(SwiftLiteral.number(layout.height)))"
    }

    private func crossAlignment(_ alignment: CrossAlignment, axis: Axis) -> String {
        switch (alignment, axis) {
        case (.start, .vertical): ".leading"
        case (.end, .vertical): ".trailing"
        case (.start, .horizontal): ".top"
        case (.end, .horizontal): ".bottom"
        case (.firstBaseline, _): ".firstTextBaseline"
        case (.center, _): ".center"
        }
    }

    // MARK: Prototype

    func memberInClosure(_ member: String) -> String { SwiftName.escaped(member) }

    func closure(_ statements: [String]) -> String { "{ " + statements.joined(separator: "; ") + " }" }

    var closureOpening: String { "{" }

    func handlerReference(_ member: String) -> String { SwiftName.escaped(member) }

    func scrollStatement(_ step: ScrollStep) -> String { "\(SwiftName.escaped(step.member)) = \(SwiftLiteral.string(step.nodeID))" }

    func scrollAnchorModifier(_ nodeID: String) -> String { ".id(\(SwiftLiteral.string(nodeID)))" }

    /// The layer a button scrolls to is kept in view state; the body scrolls to it when it is set.
    func scrollState(member: String) -> (members: [String], bodyModifier: String?) {
        (["@State private var \(SwiftName.escaped(member)): String?"], ".designScrollTarget($\(member))")
    }

    /// The changed values and the pointer are view state; the finger is the button's (`Pressable`).
    func behaviourState(_ behaviour: VariantBehaviour, valuesType: String) -> [String] {
        var lines = behaviour.changes.map { "@State private var \(SwiftName.escaped($0.state)): \($0.enumName)?" }
        if !behaviour.hover.isEmpty { lines.append("@State private var \(SwiftName.escaped(behaviour.members.hovering)) = false") }
        return lines
    }

    func restingValue(_ change: VariantBehaviour.Change) -> String {
        "\(SwiftName.escaped(change.state)) ?? \(SwiftName.escaped(change.property))"
    }

    func keepStatement(_ change: VariantBehaviour.Change, value: String) -> String {
        "\(SwiftName.escaped(change.state)) = \(value)"
    }

    /// The look of the values shown, in a button whose look follows the finger; the pointer, the timer (restarted
    /// whenever the values at rest change) and the caller's own values (which win over a change).
    func renderBehaviourBody(_ behaviour: VariantBehaviour, _ printer: DeclarationPrinter<Self>, _ writer: inout CodeWriter) {
        let names = behaviour.members
        if behaviour.isButton {
            writer.line("\(ir.sharedType("DesignInteraction")).Pressable(\(Spelling.interpolated(behaviour.label)), action: \(names.tap)) { \(names.pressed) in")
            writer.indent { $0.line("\(names.look)(\(names.shown)(pressed: \(names.pressed)))") }
            writer.line("}")
        } else {
            writer.line("\(names.look)(\(names.shown)(pressed: false))")
        }
        var modifiers: [String] = []
        if behaviour.followsPointer { modifiers.append(".onHover { \(names.pointer)($0) }") }
        if !behaviour.timers.isEmpty {
            let key = behaviour.selectors.count == 1 ? names.resting
                : "[" + behaviour.selectors.indices.map { "\(names.resting).\($0).rawValue" }.joined(separator: ", ") + "]"
            modifiers.append(".task(id: \(key)) { await \(names.advance)() }")
        }
        for change in behaviour.changes {
            let reset = "\(SwiftName.escaped(change.state)) = nil"
            modifiers.append(options.minimumIOS >= 17 ? ".onChange(of: \(SwiftName.escaped(change.property))) { \(reset) }"
                                                      : ".onChange(of: \(SwiftName.escaped(change.property))) { _ in \(reset) }")
        }
        if behaviour.isButton {
            for line in modifiers { writer.line(line) }
        } else {
            writer.indent { writer in for line in modifiers { writer.line(line) } }
        }
    }

    func lookMember(_ name: String, valuesType: String) -> (attributes: [String], header: String) {
        (["@ViewBuilder"], "private func \(name)(_ values: \(valuesType)) -> some View")
    }
}
