/// One output file and the symbols it declares (with lines, for the manifest).
public struct RenderedFile: Equatable, Sendable {
    public var name: String
    /// The text, in the pieces it was written in (a declaration's group members are pieces of their own).
    public var text: FileText
    public var symbols: [RenderedSymbol]

    /// The text in one string.
    public var contents: String {
        get { text.joined }
        set { text = FileText(newValue) }
    }

    public init(name: String, contents: String, symbols: [RenderedSymbol]) {
        self.init(name: name, text: FileText(contents), symbols: symbols)
    }

    public init(name: String, text: FileText, symbols: [RenderedSymbol]) {
        self.name = name
        self.text = text
        self.symbols = symbols
    }
}

/// The lines of one node in a rendered file: where its view starts, and its values written on other lines.
public struct LayerLines: Equatable, Sendable {
    public struct ValueLine: Equatable, Sendable {
        public var name: String
        public var line: Int
    }

    /// The first line of the node's view; nil when the file only refers to it (a value marked on a reference).
    public var view: Int?
    /// The first line of each value, in no particular order (a node has a handful: a linear search beats a
    /// dictionary per node).
    public var values: [ValueLine] = []

    /// Where value `name` is written when that is not the view's own first line.
    public func line(ofValue name: String) -> Int? {
        guard let line = values.first(where: { $0.name == name })?.line, line != view else { return nil }
        return line
    }
}

public struct RenderedSymbol: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case type, variantEnum, property, variant, part, token, asset
    }

    public var kind: Kind
    /// `Type` or `Type.member`.
    public var name: String
    public var line: Int
    public var source: Source?

    public init(kind: Kind, name: String, line: Int, source: Source?) {
        self.kind = kind
        self.name = name
        self.line = line
        self.source = source
    }
}

/// Prints the IR as SwiftUI. Only printing mechanics live here (modifier spelling, builder limits,
/// literal formats); every decision about what to show was made in lowering.
struct SwiftUIRenderer: Renderer, AssetFileRendering {
    static let sharedTypeNames = ["DesignCatalog", "FlowLayout", "ConstraintLayout", "ConstraintPlacement", "TextStyleToken", "EffectToken", "DesignTokens", "ImageAssets", "DesignFonts"]
    /// A View struct inherits nothing: `SwiftName.reservedMemberNames` (`body`, `id`, …) is all it needs.
    static let reservedMemberNames: Set<String> = []

    let ir: DesignIR
    let options: GenerationOptions
    /// The streamed chunks of the declaration being rendered (`renderDeclaration`).
    private var streamed = StreamedResults()

    init(ir: DesignIR, options: GenerationOptions) {
        self.ir = ir
        self.options = options
    }

    var access: String { options.accessLevel == .public ? "public " : "" }

    let imageTypeName = "Image"

    func imageLoad(_ literal: String, bundle: String?) -> String {
        "Image(\(literal)\(bundle.map { ", bundle: \($0)" } ?? ""))"
    }

    func renderSharedFiles() -> [RenderedFile] {
        var files: [RenderedFile] = []
        let components = ir.declarations.filter { $0.kind == .component || $0.kind == .componentSet }
        if !components.isEmpty {
            files.append(renderCatalog(components))
        }
        if ir.support.contains(.constraintLayout) {
            files.append(renderConstraintLayout())
            files.append(renderConstraintPlacement())
        }
        if ir.support.contains(.flowLayout) {
            files.append(renderFlowLayout())
        }
        if !ir.tokens.isEmpty {
            files.append(renderTokens())
        }
        files += renderAssetFiles()
        return files
    }

    func header(_ writer: inout CodeWriter) {
        writer.line(Constants.generatedHeader(designName: ir.designName))
        writer.line()
        writer.line("import SwiftUI")
        writer.line()
    }

    // MARK: Declarations

    func renderDeclaration(_ declaration: Declaration, streamed: StreamedResults) -> DeclarationFile {
        var renderer = self
        renderer.streamed = streamed
        return renderer.renderFile(of: declaration)
    }

    func renderGroup(_ views: ArraySlice<ViewNode>) -> RenderedGroup {
        var writer = CodeWriter(depth: Self.groupChildDepth)
        for view in views { renderView(view, &writer) }
        return RenderedGroup(lines: writer.fileText.joined.compacted, lineCount: writer.lineCount, layerLines: writer.layerLines(), diagnostics: [])
    }

    /// Where a group member's children are written.
    private static let groupChildDepth = ChildGroups.childDepth(of: groupMember)

    private func renderFile(of declaration: Declaration) -> DeclarationFile {
        var writer = CodeWriter()
        writer.reserveMemberNames(declaration.memberNames)
        var symbols: [RenderedSymbol] = []
        header(&writer)
        // Variant enums of a generic type live at the top level (see `VariantEnum.topLevelName`).
        for variantEnum in declaration.enums {
            guard let topLevelName = variantEnum.topLevelName else { continue }
            renderEnum(variantEnum, named: topLevelName, &writer)
            writer.line()
        }
        docComment(declaration, &writer)
        symbols.append(RenderedSymbol(kind: .type, name: declaration.typeName, line: writer.nextLine, source: declaration.source))
        let generics = declaration.genericParameters.isEmpty ? "" : "<" + declaration.genericParameters.map { "\($0): View" }.joined(separator: ", ") + ">"
        writer.block("\(access)struct \(declaration.typeName)\(generics): View") { writer in
            for variantEnum in declaration.enums {
                if let topLevelName = variantEnum.topLevelName {
                    symbols.append(RenderedSymbol(kind: .variantEnum, name: declaration.typeName + "." + variantEnum.name, line: writer.nextLine + 1, source: nil))
                    writer.comment("Figma variant property `\(SwiftLiteral.commentText(variantEnum.figmaName))`.", prefix: "///")
                    writer.line("\(access)typealias \(variantEnum.name) = \(topLevelName)")
                } else {
                    symbols.append(RenderedSymbol(kind: .variantEnum, name: declaration.typeName + "." + variantEnum.name, line: writer.nextLine + 1, source: nil))
                    renderEnum(variantEnum, named: variantEnum.name, &writer)
                }
                writer.line()
            }
            for property in declaration.properties {
                writer.comment(propertyDoc(property), prefix: "///")
                // An override parameter maps to its layer, so `lookup` finds it from the layer's node id.
                symbols.append(RenderedSymbol(kind: .property, name: declaration.typeName + "." + property.member, line: writer.nextLine, source: property.layer))
                writer.line("\(access)var \(SwiftName.escaped(property.member)): \(propertyType(property))")
            }
            if !declaration.properties.isEmpty { writer.line() }
            renderInit(declaration, &writer)
            writer.line()
            writer.block("\(access)var body: some View") { writer in
                if declaration.kind == .componentSet {
                    renderVariantSwitch(declaration, &writer)
                } else if let body = declaration.body {
                    renderView(body, &writer)
                }
            }
            for variant in declaration.variants {
                writer.line()
                writer.comment("Variant `\(SwiftLiteral.commentText(variant.source.name))` (node \(variant.source.nodeID)).", prefix: "///")
                writer.line("@ViewBuilder")
                symbols.append(RenderedSymbol(kind: .variant, name: declaration.typeName + "." + variant.member, line: writer.nextLine, source: variant.source))
                writer.block("private var \(SwiftName.escaped(variant.member)): some View") { writer in
                    renderView(variant.body, &writer)
                }
            }
            for part in declaration.parts {
                writer.line()
                if let source = part.source {
                    writer.comment("Layer `\(SwiftLiteral.commentText(source.name))` (node \(source.nodeID)).", prefix: "///")
                }
                writer.line("@ViewBuilder")
                symbols.append(RenderedSymbol(kind: .part, name: declaration.typeName + "." + part.member, line: writer.nextLine, source: part.source))
                writer.block("private var \(SwiftName.escaped(part.member)): some View") { writer in
                    renderView(part.body, &writer)
                }
            }
            writer.writeDeferred()
        }
        renderPreview(declaration, &writer)
        return DeclarationFile(file: RenderedFile(name: declaration.typeName + ".swift", text: writer.fileText, symbols: symbols), layerLines: writer.layerLines(),
                               splices: writer.splices)
    }

    /// What a parameter stands for in the design.
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
        if let description = declaration.description {
            writer.line("///")
            writer.comment(description, prefix: "///")
        }
    }

    private func renderEnum(_ variantEnum: VariantEnum, named name: String, _ writer: inout CodeWriter) {
        writer.comment("Figma variant property `\(SwiftLiteral.commentText(variantEnum.figmaName))`.", prefix: "///")
        writer.block("\(access)enum \(name): String, CaseIterable, Sendable") { writer in
            for (member, value) in variantEnum.cases {
                writer.line("case \(SwiftName.escaped(member)) = \(SwiftLiteral.string(value))")
            }
        }
    }

    private func propertyType(_ property: Property) -> String {
        switch property.type {
        case .text: "String"
        case .bool: "Bool"
        case .view: "AnyView"
        case .variant(let enumName, _): enumName
        case .color: "Color"
        case .number: "Double"
        case .content(let genericName, _): genericName
        }
    }

    /// A default value that fits on one line (content defaults are written by `renderInit`).
    private func defaultValue(_ property: Property) -> String {
        switch property.type {
        case .text(let value): SwiftLiteral.string(value)
        case .bool(let value): value ? "true" : "false"
        case .view(let call?): "AnyView(\(inlineCall(call)))"
        case .view(nil): "AnyView(EmptyView())"
        case .variant(_, let defaultCase): "." + (defaultCase)
        case .color(let paint): colorExpression(paint)
        case .number(let value): SwiftLiteral.number(value)
        case .content: "{ EmptyView() }"
        }
    }

    /// A paint as a `Color` expression (colour parameters hold one solid colour).
    func colorExpression(_ paint: PaintValue) -> String {
        switch paint.resolved {
        case .color, .member: shapeStyle(paint)
        default: "Color.clear"
        }
    }

    /// `init` with every parameter defaulted to the design's value; slots are `@ViewBuilder` closures whose
    /// default is the slot's own content (a default expression fixes the generic type when omitted).
    private func renderInit(_ declaration: Declaration, _ writer: inout CodeWriter) {
        if declaration.properties.isEmpty {
            writer.line("\(access)init() {}")
            return
        }
        writer.line("\(access)init(")
        writer.indent { writer in
            for (position, property) in declaration.properties.enumerated() {
                let comma = position == declaration.properties.count - 1 ? "" : ","
                let label = SwiftName.escapedArgumentLabel(property.member, inDeclaration: true)
                if case .content(let genericName, let views) = property.type {
                    if views.isEmpty {
                        writer.line("@ViewBuilder \(label): () -> \(genericName) = { EmptyView() }\(comma)")
                    } else {
                        writer.line("@ViewBuilder \(label): () -> \(genericName) = {")
                        writer.indent { writer in
                            writer.block("Group") { renderChildren(views, &$0) }
                        }
                        writer.line("}\(comma)")
                    }
                } else {
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
        }
    }

    private func renderVariantSwitch(_ declaration: Declaration, _ writer: inout CodeWriter) {
        guard !declaration.variants.isEmpty else {
            writer.line("EmptyView()")
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
            let pattern = key.map { "." + ($0) }
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

    private func renderPreview(_ declaration: Declaration, _ writer: inout CodeWriter) {
        writer.line()
        writer.block("#Preview(\(SwiftLiteral.string(declaration.source.name)))") { writer in
            if declaration.kind == .componentSet, declaration.variants.count > 1 {
                writer.block("VStack(alignment: .leading, spacing: 16)") { writer in
                    renderEach(declaration.variants.map { variant in { (writer: inout CodeWriter) in
                        writer.line(variantCall(declaration, variant))
                        if let size = variant.designSize { writer.indent { $0.line(".frame(width: \(SwiftLiteral.number(size.width)), height: \(SwiftLiteral.number(size.height)))") } }
                    } }, &writer)
                }
            } else {
                writer.line("\(declaration.typeName)()")
                // A screen fills the device that shows it; the preview shows it at the artboard's size.
                if let size = declaration.designSize {
                    writer.indent { $0.line(".frame(width: \(SwiftLiteral.number(size.width)), height: \(SwiftLiteral.number(size.height)))") }
                }
            }
        }
    }

    func variantCall(_ declaration: Declaration, _ variant: Variant) -> String {
        let arguments = variant.values.map { "\(SwiftName.escapedArgumentLabel($0.property)): .\($0.caseMember)" }
        return "\(declaration.typeName)(\(arguments.joined(separator: ", ")))"
    }

    /// Writes builder items one after another (any number: see `renderChildren`).
    func renderEach(_ items: [(inout CodeWriter) -> Void], _ writer: inout CodeWriter) {
        for item in items { item(&writer) }
    }

    // MARK: Views

    /// Writes a view: comments, content, then its modifiers — aligned with a closing bracket, or
    /// indented under a one-line expression. `extra` lines are appended as the last modifiers.
    func renderView(_ view: ViewNode, _ writer: inout CodeWriter, extra: [String] = []) {
        if let label = view.label, let source = view.source {
            writer.comment("\(SwiftLiteral.commentText(label)) (node \(source.nodeID))")
        }
        for note in view.notes {
            writer.comment("figgen: " + SwiftLiteral.commentText(note))
        }
        // A split-out part is marked where its body is written, not at the line that refers to it.
        let nodeID = view.source?.nodeID
        if let nodeID, !view.content.isReference { writer.mark(nodeID) }
        let (isBlock, trailing) = renderContent(view.content, tokens: view.dimensionTokens, source: view.source, streamed: view.streamed, &writer)
        let modifiers = { (writer: inout CodeWriter) in
            if let nodeID, !trailing.isEmpty { writer.mark(nodeID, value: view.content.styleValueName) }
            for line in trailing { writer.line(line) }
            renderModifiers(view.modifiers, tokens: view.dimensionTokens, nodeID: nodeID, &writer)
            for line in extra { writer.line(line) }
        }
        if isBlock { modifiers(&writer) } else { writer.indent(modifiers) }
    }

    /// Children as they are; past `ChildGroups.size` of them, through `@ViewBuilder` members of their own. A
    /// streamed container's streamed groups are spliced in as they were rendered (`renderGroup`).
    private func renderChildren(_ children: [ViewNode], streamed: StreamedChildren? = nil, owner: Source? = nil, _ writer: inout CodeWriter) {
        let results = self.streamed
        ChildGroups.write(count: streamed?.total ?? children.count, owner: owner, &writer, view: { index, writer in
            renderView(children[streamed?.keptIndex(index) ?? index], &writer)
        }, splice: { range, writer in
            results.splice(range, of: streamed, into: &writer) != nil
        }, member: Self.groupMember)
    }

    /// A group member: its doc comment, then a `@ViewBuilder` property whose body `children` writes.
    private static func groupMember(_ name: String, _ doc: String, _ member: inout CodeWriter, _ children: (inout CodeWriter) -> Void) {
        member.comment(doc, prefix: "///")
        member.line("@ViewBuilder")
        member.block("private var \(name): some View", children)
    }

    /// Writes the content; returns whether it ended with a closing bracket (modifiers then align with it)
    /// and the content's own modifier lines (text style, shape fill), which come first.
    private func renderContent(_ content: Content, tokens: [DimensionRole: String], source: Source?, streamed: StreamedChildren? = nil,
                               _ writer: inout CodeWriter) -> (isBlock: Bool, trailing: [String]) {
        let nodeID = source?.nodeID
        switch content {
        case .stack(let stack):
            let name = stack.axis == .vertical ? "VStack" : "HStack"
            var arguments: [String] = []
            if stack.alignment != .center { arguments.append("alignment: " + crossAlignment(stack.alignment, axis: stack.axis)) }
            arguments.append("spacing: " + dimension(stack.spacing, token: tokens[.spacing]))
            writer.block("\(name)(\(arguments.joined(separator: ", ")))") { renderChildren(stack.children, streamed: streamed, owner: source, &$0) }
            return (true, [])
        case .layers(let layout, let children):
            writer.block(constraintLayout(layout)) { renderChildren(children, streamed: streamed, owner: source, &$0) }
            return (true, [])
        case .wrap(let wrap):
            let axis = wrap.axis == .horizontal ? ".horizontal" : ".vertical"
            writer.block("\(ir.sharedType("FlowLayout"))(axis: \(axis), spacing: \(SwiftLiteral.number(wrap.spacing)), lineSpacing: \(SwiftLiteral.number(wrap.lineSpacing)), alignment: .\(wrap.alignment.rawValue))") {
                renderChildren(wrap.children, streamed: streamed, owner: source, &$0)
            }
            return (true, [])
        case .grid(let grid):
            writer.block("Grid(alignment: .topLeading, horizontalSpacing: \(SwiftLiteral.number(grid.columnSpacing)), verticalSpacing: \(SwiftLiteral.number(grid.rowSpacing)))") { writer in
                renderEach(grid.rows.map { row in { (writer: inout CodeWriter) in
                    writer.block("GridRow") { writer in
                        renderEach(row.map { cell in { (writer: inout CodeWriter) in
                            renderView(cell.view, &writer, extra: cell.columnSpan > 1 ? [".gridCellColumns(\(cell.columnSpan))"] : [])
                        } }, &writer)
                    }
                } }, &writer)
            }
            return (true, [])
        case .text(let text):
            return renderText(text, &writer)
        case .shape(let shape):
            return renderShapeFills(shape.outline, shape.fills, radiusToken: tokens[.radius], &writer)
        case .path(let path):
            writer.line("Path { path in")
            writer.indent { writer in
                for command in path.commands { writer.line(pathCommand(command)) }
            }
            writer.line("}")
            let fill = path.fills.last.map(shapeStyle) ?? "Color.clear"
            return (true, [path.evenOdd ? ".fill(\(fill), style: FillStyle(eoFill: true))" : ".fill(\(fill))"])
        case .image(let image):
            writer.line(imageAccessor(image.asset))
            return (false, [".resizable()"] + (image.tint.map { [".\(foregroundModifier)(\(colorExpression($0)))"] } ?? []))
        case .instance(let call):
            return (renderCall(call, nodeID: nodeID, &writer), [])
        case .slot(let member):
            writer.line(SwiftName.escaped(member))
            return (false, [])
        case .conditional(let member, let inner):
            writer.block("if \(SwiftName.escaped(member))") { renderView(inner, &$0) }
            return (true, [])
        case .spacer:
            writer.line("Spacer(minLength: 0)")
            return (false, [])
        case .placeholder:
            writer.line("Color.clear")
            return (false, [])
        case .reference(let member):
            writer.line(SwiftName.escaped(member))
            return (false, [])
        case .scroll(let axis, let inner):
            let axes = switch axis {
            case .vertical?: ".vertical"
            case .horizontal?: ".horizontal"
            case nil: "[.horizontal, .vertical]"
            }
            writer.block("ScrollView(\(axes))") { renderView(inner, &$0) }
            return (true, [])
        case .masked(let mask, let content, let layout?):
            writer.block(constraintLayout(layout)) { renderChildren(content, &$0) }
            writer.block(".mask(alignment: .topLeading)") { writer in
                writer.block(constraintLayout(layout)) { renderView(mask, &$0) }
            }
            return (true, [])
        case .masked(let mask, let content, nil):
            writer.block("ZStack(alignment: .topLeading)") { renderChildren(content, &$0) }
            writer.block(".mask(alignment: .topLeading)") { renderView(mask, &$0) }
            return (true, [])
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

    /// Writes a call, one argument per line when there are several; slot contents as trailing closures
    /// (labelled ones after the first) when the first one given is for the first slot. Returns whether it
    /// spans lines.
    private func renderCall(_ call: InstanceCall, nodeID: String?, _ writer: inout CodeWriter) -> Bool {
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
                        writer.indent { renderChildren(views, &$0) }
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
        writer.indent { renderChildren(contents[0].views, &$0) }
        for content in contents.dropFirst() {
            writer.line("} \(SwiftName.escapedArgumentLabel(content.label)): {")
            writer.indent { renderChildren(content.views, &$0) }
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
        case .enumCase(let member): "." + (member)
        case .view(let call): "AnyView(\(inlineCall(call)))"
        case .member(let member): SwiftName.escaped(member)
        case .paint(let paint): colorExpression(paint)
        case .number(let value): SwiftLiteral.number(value)
        case .content: "{ EmptyView() }"  // written as a closure by `renderCall`
        }
    }

    /// One line of a `Path` (vector layers have thousands: built in one string, not interpolated pieces).
    private func pathCommand(_ command: VectorPath.Command) -> String {
        switch command {
        case .move(let x, let y):
            return SwiftLiteral.pointCall("path.move", ("to", x, y))
        case .line(let x, let y):
            return SwiftLiteral.pointCall("path.addLine", ("to", x, y))
        case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y):
            return SwiftLiteral.pointCall("path.addCurve", ("to", x, y), ("control1", c1x, c1y), ("control2", c2x, c2y))
        case .quad(let x, let y, let cx, let cy):
            return SwiftLiteral.pointCall("path.addQuadCurve", ("to", x, y), ("control", cx, cy))
        case .close:
            return "path.closeSubpath()"
        }
    }
}
