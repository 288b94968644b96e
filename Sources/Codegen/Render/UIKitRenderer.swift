/// Prints the IR as UIKit: one `final class … : UIView` per component (Child), layout-only container classes
/// written like SwiftUI's stacks (Container, emitted once in `ContainerBuilder.swift`), and modifiers that read
/// like SwiftUI's (`.padding`, `.frame`, `.background`) implemented over Auto Layout and Core Animation. The
/// same IR as SwiftUI, and the same file structure (`DeclarationPrinter`); only spelling and the limits of UIKit
/// live here.
///
/// A generated view keeps its properties and rebuilds its subviews when one changes (`didSet`), so a type reads
/// like its SwiftUI counterpart: stored properties, an `init` with the design's defaults, a `body`.
struct UIKitRenderer: Renderer, AssetFileRendering {
    static let sharedTypeNames = [
        "DesignCatalog", "ContainerBuilder", "VStackContainer", "HStackContainer", "FrameContainer", "ConstraintContainer",
        "FlowContainer", "GridContainer", "GridRowContainer", "GridTrackContainer", "ScrollContainer", "MaskContainer", "SpacerView", "ShapeView",
        "TextAttributes", "ConstraintPlacement", "ScreenViewController", "TextStyleToken", "EffectToken", "DesignTokens", "ImageAssets", "DesignFonts",
        "DesignInteraction", "FigmaPath",
    ]
    static let reservedMemberNames = SwiftName.uikitReservedMemberNames
    static let framework = "UIKit"
    /// A `UIView` subclass is never generic.
    static let hoistsGenericEnums = false

    let ir: DesignIR
    let options: GenerationOptions

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

    func renderSharedFiles() -> [RenderedFile] {
        var files: [RenderedFile] = []
        let components = ir.declarations.filter { $0.kind == .component || $0.kind == .componentSet }
        if !components.isEmpty || !ir.flows.isEmpty {
            files.append(renderCatalog(components))
        }
        files += ir.flows.map { FlowPrinter(target: self).file($0) }
        files += supportFiles(screens: ir.declarations.contains { $0.kind == .screen })
        if ir.support.contains(.interaction) {
            files.append(supportFile(Self.interactionSource(access: access), type: "DesignInteraction"))
        }
        if ir.support.contains(.figmaPath) {
            let shape = type("ShapeView")
            files.append(renderFigmaPath(drawing: """
            extension \(shape).Outline {
                /// A vector's outline from its commands as figgen writes them (`\(type("FigmaPath"))`).
                \(access)static func path(evenOdd: Bool = false, figmaPath commands: String) -> \(shape).Outline {
                    path(evenOdd: evenOdd) { path in
                        for command in \(type("FigmaPath")).commands(commands) {
                            switch command {
                            case .move(let point): path.move(to: point)
                            case .line(let point): path.addLine(to: point)
                            case .curve(let control1, let control2, let point): path.addCurve(to: point, controlPoint1: control1, controlPoint2: control2)
                            case .quad(let control, let point): path.addQuadCurve(to: point, controlPoint: control)
                            case .close: path.close()
                            }
                        }
                    }
                }
            }
            """))
        }
        if !ir.tokens.isEmpty || ir.support.contains(.effectType) {
            files.append(renderTokens())
        }
        files += renderAssetFiles()
        return files
    }

    // MARK: Declarations

    func usageNote(_ declaration: Declaration) -> String? {
        declaration.kind == .screen ? "Show it with `\(type("ScreenViewController"))(\(declaration.typeName)())`." : nil
    }

    func typeHeader(_ declaration: Declaration) -> String {
        "\(access)final class \(declaration.typeName): UIView"
    }

    func storedProperty(_ property: Property, _ writer: inout CodeWriter) {
        if case .handler = property.type {
            // Read when it fires: a new handler needs no rebuild.
            writer.line("\(access)var \(SwiftName.escaped(property.member)): \(propertyType(property))")
            return
        }
        writer.block("\(access)var \(SwiftName.escaped(property.member)): \(propertyType(property))") { writer in
            writer.line("didSet { rebuild() }")
        }
    }

    func propertyType(_ property: Property) -> String {
        switch property.type {
        case .text: "String"
        case .bool: "Bool"
        case .view: "UIView"
        case .variant(let enumName, _): enumName
        case .color: "UIColor"
        case .number: "Double"
        case .textStyle: type("TextAttributes")
        case .paints: "[\(type("ShapeView")).Paint]"
        case .paint: "\(type("ShapeView")).Paint"
        case .shadows: ir.tokenTypeNames.effect
        case .styledText: "[(String, \(type("TextAttributes")))]?"
        case .textCase: "\(type("TextAttributes")).TextCase?"
        case .content: property.defaultMember == nil ? "[UIView]" : "[UIView]?"
        case .handler(.action): "() -> Void"
        case .handler(.change(let enumName)): "(\(enumName)) -> Void"
        }
    }

    func emptyInit(_ writer: inout CodeWriter) {
        writer.block("\(access)init()") { writer in
            for line in initEpilogue { writer.line(line) }
        }
    }

    func contentParameter(_ label: String, genericName: String) -> String {
        "@\(type("ContainerBuilder")) \(label): () -> [UIView]"
    }

    /// Nil says the caller gave no content (a builder of no views gives `[]`).
    func drawnDefaultParameter(_ label: String, genericName: String) -> String {
        "@\(type("ContainerBuilder")) \(label): () -> [UIView]? = { nil }"
    }

    func slotOrDefault(_ member: String, defaultMember: String, genericName: String) -> String {
        "\(member) ?? \(defaultMember)"
    }

    var initEpilogue: [String] { ["super.init(frame: .zero)", "rebuild()"] }

    func lifecycleMembers(_ declaration: Declaration, _ writer: inout CodeWriter) {
        writer.line("@available(*, unavailable)")
        writer.block("\(access)required init?(coder: NSCoder)") { writer in
            writer.line("fatalError(\(SwiftLiteral.string(declaration.typeName + " is built in code")))")
        }
        writer.line()
        writer.comment("Shows the layers for the current property values; called again whenever one changes.", prefix: "///")
        writer.block("private func rebuild()") { writer in
            guard let behaviour = declaration.behaviour else {
                writer.line("replaceContent(with: body)")
                return
            }
            // An interactive set: its control stays (a finger on it is not lost) while what it shows is rebuilt.
            let names = behaviour.members
            if behaviour.isButton || behaviour.followsPointer {
                writer.line("\(names.control).show(body)")
                if behaviour.isButton { writer.line("\(names.control).accessibilityLabel = \(Spelling.interpolated(behaviour.label))") }
                writer.line("if \(names.control).superview == nil { replaceContent(with: \(names.control)) }")
            } else {
                writer.line("replaceContent(with: body)")
            }
            if !behaviour.timers.isEmpty {
                writer.line("\(names.advancing)?.cancel()")
                writer.line("\(names.advancing) = Task { [weak self] in await self?.\(names.advance)() }")
            }
        }
        writer.line()
    }

    let bodyHeader = "private var body: UIView"

    func viewMember(_ name: String) -> (attributes: [String], header: String) {
        ([], "private var \(name): UIView")
    }

    func groupMember(_ name: String) -> (attributes: [String], header: String, builder: String?) {
        ([], "private var \(name): [UIView]", "\(type("ContainerBuilder")).build")
    }

    var emptyView: String { "\(type("ShapeView"))(.rectangle)" }

    /// `#Preview` needs iOS 17 for UIKit views; below that it is marked available from 17 (previews only run in Xcode).
    var previewAttributes: [String] { options.minimumIOS < 17 ? ["@available(iOS 17.0, *)"] : [] }

    var previewStack: String { "\(type("VStackContainer"))(spacing: 16, alignment: .leading)" }

    func viewArgument(_ inline: String) -> String { inline }
    let emptyViewArgument = "UIView()"

    func emptyViewArgument(size: Size2D) -> String {
        "UIView().frame(width: \(SwiftLiteral.number(size.width)), height: \(SwiftLiteral.number(size.height)))"
    }
    let emptyContent = "{ [] }"

    // MARK: Views

    /// A view in a position that takes one expression (a body, variant, part): content that is not one view (a
    /// layer shown by a flag, a slot's views) goes in a stack.
    func renderRoot(_ view: ViewNode, _ printer: DeclarationPrinter<Self>, _ writer: inout CodeWriter) {
        switch view.content {
        case .conditional, .slot:
            writer.block("\(type("VStackContainer"))(spacing: 0)") { printer.renderView(view, &$0) }
        default:
            printer.renderView(view, &writer)
        }
    }

    /// Constraints go last: they wrap the view for its `ConstraintContainer`, after its look is complete.
    func orderedModifiers(_ modifiers: [Modifier]) -> [Modifier] {
        modifiers.filter { if case .placement = $0 { false } else { true } } + modifiers.filter { if case .placement = $0 { true } else { false } }
    }

    func containerHeader(_ view: ViewNode) -> String {
        switch view.content {
        case .stack(let stack):
            var arguments = ["spacing: " + dimension(stack.spacing, token: view.dimensionTokens[.spacing])]
            if stack.alignment != .center { arguments.append("alignment: " + stackAlignment(stack.alignment, axis: stack.axis)) }
            return "\(type(stack.axis == .vertical ? "VStackContainer" : "HStackContainer"))(\(arguments.joined(separator: ", ")))"
        case .layers(let layout, _):
            return constraintContainer(layout)
        case .wrap(let wrap):
            let axis = wrap.axis == .horizontal ? ".horizontal" : ".vertical"
            let items = wrap.itemAlignment == .start ? "" : ", itemAlignment: .\(wrap.itemAlignment.rawValue)"
            return "\(type("FlowContainer"))(axis: \(axis), spacing: \(SwiftLiteral.number(wrap.spacing)), lineSpacing: \(SwiftLiteral.number(wrap.lineSpacing)), alignment: .\(wrap.alignment.rawValue)\(items))"
        case .scroll(let axis, _):
            let axes = switch axis {
            case .vertical?: ".vertical"
            case .horizontal?: ".horizontal"
            case nil: ".both"
            }
            return "\(type("ScrollContainer"))(\(axes))"
        default:
            preconditionFailure("not a container")
        }
    }

    func renderContent(_ view: ViewNode, _ printer: DeclarationPrinter<Self>, _ writer: inout CodeWriter) -> WrittenContent {
        switch view.content {
        case .grid(let grid) where grid.tracks != nil:
            let tracks = grid.tracks!
            let cells = Array(grid.rows.joined())
            writer.block("\(type("GridTrackContainer"))(\(Spelling.gridTracks(tracks, columnSpacing: grid.columnSpacing, rowSpacing: grid.rowSpacing)))") { writer in
                printer.renderCells(view.childLists[0], owner: view.source, &writer) { cells[$0].area.map { [Spelling.gridArea($0)] } ?? [] }
            }
            return WrittenContent(isBlock: true)
        case .grid(let grid):
            writer.block("\(type("GridContainer"))(columns: \(grid.columns), horizontalSpacing: \(SwiftLiteral.number(grid.columnSpacing)), verticalSpacing: \(SwiftLiteral.number(grid.rowSpacing)))") { writer in
                let lists = view.childLists
                for (position, row) in grid.rows.enumerated() {
                    let spans = row.contains { $0.columnSpan > 1 } ? "(spans: [" + row.map { String($0.columnSpan) }.joined(separator: ", ") + "])" : ""
                    writer.block(type("GridRowContainer") + spans) { writer in
                        printer.renderCells(lists[position], owner: view.source, &writer) { _ in [] }
                    }
                }
            }
            return WrittenContent(isBlock: true)
        case .text(let text):
            return WrittenContent(isBlock: renderText(text, &writer))
        case .shape(let shape):
            writer.line("\(type("ShapeView"))(\(outline(shape.outline, radiusToken: view.dimensionTokens[.radius])), fills: \(paints(shape.fills)))")
            return WrittenContent(isBlock: false)
        case .path(let path):
            printer.writePath(path, opening: "\(type("ShapeView"))(.path(evenOdd: \(path.evenOdd), figmaPath: ", closing: "), fills: \(paints(path.fills.suffix(1))))", &writer)
            return WrittenContent(isBlock: true)
        case .image(let image):
            writer.line("UIImageView(asset: \(imageAccessor(image.asset))\(image.tint.map { ", tint: \(colorExpression($0))" } ?? ""))")
            return WrittenContent(isBlock: false)
        case .spacer:
            writer.line("\(type("SpacerView"))()")
            return WrittenContent(isBlock: false)
        case .placeholder:
            writer.line("\(type("ShapeView"))(.rectangle)")
            return WrittenContent(isBlock: false)
        case .masked(let mask, let content, let layout):
            writer.line("\(type("MaskContainer"))(mask:")
            writer.indent { writer in
                if let layout {
                    writer.block(constraintContainer(layout)) { printer.renderView(mask, &$0) }
                } else {
                    renderRoot(mask, printer, &writer)
                }
            }
            writer.block(")") { writer in
                if let layout {
                    writer.block(constraintContainer(layout)) { printer.renderChildren(content, owner: view.source, &$0) }
                } else {
                    printer.renderChildren(content, owner: view.source, &writer)
                }
            }
            return WrittenContent(isBlock: true)
        case .stack, .layers, .wrap, .scroll, .conditional, .instance, .slot, .reference:
            preconditionFailure("written by DeclarationPrinter")
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

    // MARK: Prototype

    /// A closure in a view's body holds the view weakly (the view holds the closure through its subviews).
    func memberInClosure(_ member: String) -> String { "self?." + SwiftName.escaped(member) }

    func closure(_ statements: [String]) -> String { "{ [weak self] in " + statements.joined(separator: "; ") + " }" }

    var closureOpening: String { "{ [weak self] in" }

    /// Read when it fires, so a handler set after the view was built is the one called.
    func handlerReference(_ member: String) -> String { closure([memberInClosure(member) + "()"]) }

    func scrollStatement(_ step: ScrollStep) -> String { "self?.designScroll(to: \(SwiftLiteral.string(step.nodeID)))" }

    func scrollAnchorModifier(_ nodeID: String) -> String { ".designScrollAnchor(\(SwiftLiteral.string(nodeID)))" }

    /// The view finds the layer among its subviews when it scrolls: no state.
    func scrollState(member: String) -> (members: [String], bodyModifier: String?) { ([], nil) }

    /// The finger and the pointer are properties that rebuild the view; a control that stays while its content is
    /// rebuilt follows them (and takes the taps); the timer is a task restarted at each rebuild.
    func behaviourState(_ behaviour: VariantBehaviour, valuesType: String) -> [String] {
        let names = behaviour.members
        var lines: [String] = []
        func flag(_ name: String) {
            lines += ["private var \(name) = false {", "    didSet { if \(name) != oldValue { rebuild() } }", "}"]
        }
        if !behaviour.hover.isEmpty { flag(names.hovering) }
        if behaviour.isButton { flag(names.pressed) }
        if !behaviour.timers.isEmpty { lines.append("private var \(names.advancing): Task<Void, Never>?") }
        if behaviour.isButton || behaviour.followsPointer {
            let control = type("DesignInteraction") + ".Control"
            let action = behaviour.isButton ? "{ [weak self] in self?.\(names.tap)() }" : "{}"
            lines.append("private lazy var \(names.control): \(control) = {")
            lines.append("    let control = \(control)(label: \(SwiftLiteral.string("")), action: \(action))")
            if behaviour.isButton { lines.append("    control.onPress = { [weak self] pressed in self?.\(names.pressed) = pressed }") }
            if behaviour.followsPointer { lines.append("    control.onHover = { [weak self] inside in self?.\(names.pointer)(inside) }") }
            if !behaviour.isButton { lines.append("    control.isAccessibilityElement = false") }
            lines += ["    return control", "}()"]
        }
        return lines
    }

    func restingValue(_ change: VariantBehaviour.Change) -> String { SwiftName.escaped(change.property) }

    func keepStatement(_ change: VariantBehaviour.Change, value: String) -> String { "\(SwiftName.escaped(change.property)) = \(value)" }

    func renderBehaviourBody(_ behaviour: VariantBehaviour, _ printer: DeclarationPrinter<Self>, _ writer: inout CodeWriter) {
        let names = behaviour.members
        writer.line("\(names.look)(\(names.shown)(pressed: \(behaviour.isButton ? names.pressed : "false")))")
    }

    func lookMember(_ name: String, valuesType: String) -> (attributes: [String], header: String) {
        ([], "private func \(name)(_ values: \(valuesType)) -> UIView")
    }
}
