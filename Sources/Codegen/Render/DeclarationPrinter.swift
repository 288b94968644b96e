/// Prints one declaration's file for a target. It walks the declaration once and owns what every target shares:
/// the file's layout (doc comment, variant enums, stored properties, `init`, `body`, variants, parts, preview),
/// the symbols and their lines, the marks of each layer's view and values, groups of children as members of their
/// own, streamed groups spliced in, instance calls and their arguments. The target (`Renderer`) spells the pieces.
struct DeclarationPrinter<Target: Renderer> {
    let target: Target
    /// The streamed chunks of the declaration's containers, spliced where their groups go.
    let streamed: StreamedResults
    /// What the target cannot draw of the declaration.
    let gaps = DrawingGaps()
    /// The slots of the declaration whose default content `body` draws (`Property.defaultMember`), by member.
    private var drawnDefaults: [String: (member: String, genericName: String)] = [:]

    init(target: Target, streamed: StreamedResults) {
        self.target = target
        self.streamed = streamed
    }

    private var access: String { target.access }

    // MARK: The file

    func file(of declaration: Declaration) -> DeclarationFile {
        var printer = self
        for property in declaration.properties {
            if let member = property.defaultMember, case .content(let genericName, _) = property.type {
                printer.drawnDefaults[property.member] = (member, genericName)
            }
        }
        return printer.printFile(of: declaration)
    }

    private func printFile(of declaration: Declaration) -> DeclarationFile {
        guard let views = declaration.views else { preconditionFailure("\(declaration.typeName) is printed after its views were released") }
        var writer = CodeWriter()
        writer.reserveMemberNames(declaration.memberNames.union(Target.reservedMemberNames))
        var symbols: [RenderedSymbol] = []
        target.header(&writer)
        // Variant enums of a generic type live at the top level (see `VariantEnum.topLevelName`).
        if Target.hoistsGenericEnums {
            for variantEnum in declaration.enums {
                guard let topLevelName = variantEnum.topLevelName else { continue }
                renderEnum(variantEnum, named: topLevelName, &writer)
                writer.line()
            }
        }
        docComment(declaration, &writer)
        symbols.append(RenderedSymbol(kind: .type, name: declaration.typeName, line: writer.nextLine, source: declaration.source))
        writer.block(target.typeHeader(declaration)) { writer in
            for variantEnum in declaration.enums {
                symbols.append(RenderedSymbol(kind: .variantEnum, name: declaration.typeName + "." + variantEnum.name, line: writer.nextLine + 1, source: nil))
                if Target.hoistsGenericEnums, let topLevelName = variantEnum.topLevelName {
                    writer.comment("Figma variant property `\(SwiftLiteral.commentText(variantEnum.figmaName))`.", prefix: "///")
                    writer.line("\(access)typealias \(variantEnum.name) = \(topLevelName)")
                } else {
                    renderEnum(variantEnum, named: variantEnum.name, &writer)
                }
                writer.line()
            }
            for property in declaration.properties {
                writer.comment(propertyDoc(property), prefix: "///")
                // An override parameter maps to its layer, so `lookup` finds it from the layer's node id (a handler too).
                let kind: RenderedSymbol.Kind = if case .handler = property.type { .handler } else { .property }
                symbols.append(RenderedSymbol(kind: kind, name: declaration.typeName + "." + property.member, line: writer.nextLine, source: property.layer))
                target.storedProperty(property, &writer)
            }
            if let member = declaration.scrollMember {
                for line in target.scrollState(member: member).members { writer.line(line) }
            }
            if let behaviour = declaration.behaviour {
                for line in target.behaviourState(behaviour, valuesType: Self.valuesType(behaviour)) { writer.line(line) }
            }
            if !declaration.properties.isEmpty || declaration.scrollMember != nil { writer.line() }
            renderInit(declaration, &writer)
            writer.line()
            target.lifecycleMembers(declaration, &writer)
            writer.block(target.bodyHeader) { writer in
                if let behaviour = declaration.behaviour {
                    target.renderBehaviourBody(behaviour, self, &writer)
                } else if declaration.kind == .componentSet {
                    renderVariantSwitch(declaration, &writer)
                } else if let body = views.body {
                    if let member = declaration.scrollMember, let modifier = target.scrollState(member: member).bodyModifier {
                        renderView(body, &writer, extra: [modifier])
                    } else {
                        target.renderRoot(body, self, &writer)
                    }
                } else {
                    writer.line(target.emptyView)
                }
            }
            if let behaviour = declaration.behaviour { renderBehaviourMembers(behaviour, declaration, &writer) }
            for (variant, body) in zip(declaration.variants, views.variants) {
                writer.line()
                writer.comment("Variant `\(SwiftLiteral.commentText(variant.source.name))` (node \(variant.source.nodeID)).", prefix: "///")
                renderViewMember(variant.member, body: body, symbol: RenderedSymbol(kind: .variant, name: declaration.typeName + "." + variant.member, line: 0, source: variant.source),
                                 &symbols, &writer)
            }
            for (part, body) in zip(declaration.parts, views.parts) {
                writer.line()
                if let source = part.source {
                    writer.comment("Layer `\(SwiftLiteral.commentText(source.name))` (node \(source.nodeID)).", prefix: "///")
                }
                renderViewMember(part.member, body: body, symbol: RenderedSymbol(kind: .part, name: declaration.typeName + "." + part.member, line: 0, source: part.source),
                                 &symbols, &writer)
            }
            for property in declaration.properties {
                guard let member = property.defaultMember, case .content(_, let views) = property.type else { continue }
                writer.line()
                writer.comment("The design's own content of `\(property.member)`, shown when the caller gives none.", prefix: "///")
                // Written as a group of children is: the views listed in the member (in its builder, if any).
                let (attributes, header, builder) = target.groupMember(SwiftName.escaped(member))
                for attribute in attributes { writer.line(attribute) }
                writer.block(header) { writer in
                    if let builder { writer.block(builder) { renderChildren(views, &$0) } } else { renderChildren(views, &writer) }
                }
            }
            writer.writeDeferred()
        }
        renderPreview(declaration, &writer)
        return DeclarationFile(file: RenderedFile(name: declaration.typeName + ".swift", text: writer.fileText, symbols: symbols), layerLines: writer.layerLines(),
                               splices: writer.splices, diagnostics: gaps.diagnostics)
    }

    /// One group of a streamed container's children, written as its group member holds them.
    func group(_ views: ArraySlice<ViewNode>) -> RenderedGroup {
        var writer = CodeWriter(depth: groupChildDepth)
        for view in views { renderView(view, &writer) }
        return RenderedGroup(lines: writer.fileText.joined.compacted, lineCount: writer.lineCount, layerLines: writer.layerLines(), diagnostics: gaps.diagnostics)
    }

    /// A variant or part: a member of the type that shows `body`.
    private func renderViewMember(_ member: String, body: ViewNode, symbol: RenderedSymbol, _ symbols: inout [RenderedSymbol], _ writer: inout CodeWriter) {
        let (attributes, header) = target.viewMember(SwiftName.escaped(member))
        for attribute in attributes { writer.line(attribute) }
        var symbol = symbol
        symbol.line = writer.nextLine
        symbols.append(symbol)
        writer.block(header) { target.renderRoot(body, self, &$0) }
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
        if let note = target.usageNote(declaration) {
            writer.comment(note, prefix: "///")
        }
        if let description = declaration.description {
            writer.line("///")
            writer.comment(description, prefix: "///")
        }
    }

    /// What a parameter stands for in the design.
    private func propertyDoc(_ property: Property) -> String {
        switch property.origin {
        case .componentProperty(let key):
            "Figma property `\(SwiftLiteral.commentText(key))`."
        case .slot(let key):
            "Figma slot `\(SwiftLiteral.commentText(key))`: content the caller gives"
                + (property.defaultMember.map { "; when it gives none, `body` shows the design's own (`\($0)`)." } ?? ".")
        case .override(let layerID, let layerName, let field):
            "`\(field)` of layer `\(SwiftLiteral.commentText(layerName))` (node \(layerID)), which instances override."
        case .interaction(let layerID, let layerName, let event):
            event == "timeout"
                ? "Called when the timer of layer `\(SwiftLiteral.commentText(layerName))` (node \(layerID)) fires (a Figma prototype interaction)."
                : "Called when layer `\(SwiftLiteral.commentText(layerName))` (node \(layerID)) is tapped (a Figma prototype interaction)."
        case .variantChange(let key):
            "Called with the new value when the component changes `\(SwiftLiteral.commentText(VariantProperty.figmaName(key)))` itself (its prototype's interactions)."
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

    /// `init` with every parameter defaulted to the design's value; slots are builder closures whose default says
    /// "none given" (`body` then draws the design's own content, `Property.defaultMember`) or is empty content.
    private func renderInit(_ declaration: Declaration, _ writer: inout CodeWriter) {
        if declaration.properties.isEmpty {
            target.emptyInit(&writer)
            return
        }
        writer.line("\(access)init(")
        writer.indent { writer in
            for (position, property) in declaration.properties.enumerated() {
                let comma = position == declaration.properties.count - 1 ? "" : ","
                let label = SwiftName.escapedArgumentLabel(property.member, inDeclaration: true)
                if case .content(let genericName, let views) = property.type {
                    let parameter = target.contentParameter(label, genericName: genericName)
                    if property.defaultMember != nil {
                        writer.line(target.drawnDefaultParameter(label, genericName: genericName) + comma)
                    } else {
                        precondition(views.isEmpty, "a slot's own content is drawn by its default member")
                        writer.line("\(parameter) = \(target.emptyContent)\(comma)")
                    }
                } else if case .handler = property.type {
                    writer.line("\(label): @escaping \(target.propertyType(property)) = \(defaultValue(property))\(comma)")
                } else {
                    writer.line("\(label): \(target.propertyType(property)) = \(defaultValue(property))\(comma)")
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
            for line in target.initEpilogue { writer.line(line) }
        }
    }

    /// A default value that fits on one line (content defaults are written by `renderInit`).
    func defaultValue(_ property: Property) -> String {
        switch property.type {
        case .text(let value): SwiftLiteral.string(value)
        case .bool(let value): value ? "true" : "false"
        case .view(let call?): target.viewArgument(inlineCall(call))
        case .view(nil): property.emptyDefaultSize.map(target.emptyViewArgument(size:)) ?? target.emptyViewArgument
        case .variant(_, let defaultCase): "." + defaultCase
        case .color(let paint): target.colorExpression(paint)
        case .number(let value): SwiftLiteral.number(value)
        case .textStyle(let style): target.textStyleValue(style)
        case .paints(let paints): target.paintsValue(paints)
        case .paint(let paint): target.shapeStyleValue(paint)
        case .shadows(let list): target.shadowsValue(list)
        case .styledText: "nil"
        case .textCase(let value): Self.textCaseValue(value)
        case .content: target.emptyContent
        case .handler(.action): "{}"
        case .handler(.change): "{ _ in }"
        }
    }

    /// A set's body: the variant for the current values of its variant properties (or, `subject`, for given ones).
    /// A switch of more cases than `maximumSwitchCases` is a body the type checker is slow on (a set of 105 icons:
    /// 1.4 s), so the body switches on the first property and each value's member on the next ones, in turn.
    func renderVariantSwitch(_ declaration: Declaration, subject given: String? = nil, _ writer: inout CodeWriter) {
        guard !declaration.variants.isEmpty else {
            writer.line(target.emptyView)
            return
        }
        let selectors = declaration.variants[0].values.map(\.property)
        guard !selectors.isEmpty else {
            writer.line(SwiftName.escaped(declaration.variants[0].member))
            return
        }
        // Two variants with the same values: the first wins.
        var seen = Set<[String]>()
        let variants = declaration.variants.filter { seen.insert($0.values.map(\.caseMember)).inserted }
        let cases = selectors.map { selector -> Int in
            guard let property = declaration.properties.first(where: { $0.member == selector }), case .variant(let enumName, _) = property.type else { return 1 }
            return declaration.enums.first { $0.name == enumName }?.cases.count ?? 1
        }
        let switching = VariantSwitch(declaration: declaration, selectors: selectors, cases: cases)
        if let given {
            switching.flat(variants, from: 0, subject: given, &writer)
        } else {
            switching.nested(variants, from: 0, prefix: "", target: target, &writer)
        }
    }

    /// Above this many cases, a set's switch is split by property (`renderVariantSwitch`).
    static var maximumSwitchCases: Int { 16 }

    /// The switch of a set's body over its variant properties (`selectors`, with `cases` values each).
    private struct VariantSwitch {
        let declaration: Declaration
        let selectors: [String]
        let cases: [Int]

        /// `switch (a, b) { case (.x, .y): member … }` over the selectors from `first` on.
        func flat(_ variants: [Variant], from first: Int, subject: String? = nil, _ writer: inout CodeWriter) {
            let rest = selectors[first...].map(SwiftName.escaped)
            writer.line("switch \(subject ?? (rest.count == 1 ? rest[0] : "(" + rest.joined(separator: ", ") + ")")) {")
            for variant in variants {
                let pattern = variant.values[first...].map { "." + $0.caseMember }
                writer.line("case " + (pattern.count == 1 ? pattern[0] : "(" + pattern.joined(separator: ", ") + ")") + ":")
                writer.indent { $0.line(SwiftName.escaped(variant.member)) }
            }
            fallback(shown: variants.count, of: cases[first...].reduce(1, *), &writer)
        }

        /// The variants of values fixed up to `first`: a flat switch when they are few; else a switch on selector
        /// `first` whose every value shows a member that switches on the next ones (or, on the last selector, on runs
        /// of its values).
        func nested(_ variants: [Variant], from first: Int, prefix: String, target: Target, _ writer: inout CodeWriter) {
            guard variants.count > DeclarationPrinter.maximumSwitchCases else {
                flat(variants, from: first, &writer)
                return
            }
            let selector = SwiftName.escaped(selectors[first])
            var values: [String] = []
            var byValue: [String: [Variant]] = [:]
            for variant in variants {
                let value = variant.values[first].caseMember
                if byValue[value] == nil { values.append(value) }
                byValue[value, default: []].append(variant)
            }
            let words = prefix + " " + selectors[first]
            writer.line("switch \(selector) {")
            if first == selectors.count - 1 {
                // One property of many values: runs of them, each a member that switches over its own.
                let size = DeclarationPrinter.maximumSwitchCases
                for start in stride(from: 0, to: variants.count, by: size) {
                    let run = Array(variants[start..<min(start + size, variants.count)])
                    let name = member(words + " variants \(start + 1) to \(start + run.count)", target: target, &writer) { writer in
                        writer.line("switch \(selector) {")
                        for variant in run {
                            writer.line("case .\(variant.values[first].caseMember):")
                            writer.indent { $0.line(SwiftName.escaped(variant.member)) }
                        }
                        fallback(shown: 0, of: 1, note: "figgen: not reached: the body's switch sends only these values here.", &writer)
                    }
                    writer.line("case " + run.map { "." + $0.values[first].caseMember }.joined(separator: ", ") + ":")
                    writer.indent { $0.line(name) }
                }
            } else {
                for value in values {
                    let name = member(words + " " + value + " variants", target: target, &writer) { writer in
                        nested(byValue[value]!, from: first + 1, prefix: words + " " + value, target: target, &writer)
                    }
                    writer.line("case .\(value):")
                    writer.indent { $0.line(name) }
                }
            }
            fallback(shown: values.count, of: cases[first], &writer)
        }

        /// A view member of the type, written after the others: its name.
        private func member(_ words: String, target: Target, _ writer: inout CodeWriter, _ body: @escaping (inout CodeWriter) -> Void) -> String {
            writer.deferMember(named: SwiftName.memberName(words)) { member, name in
                let (attributes, header) = target.viewMember(name)
                for attribute in attributes { member.line(attribute) }
                member.block(header, body)
            }
        }

        /// The switch's default when it shows fewer than all combinations: the set's first variant.
        private func fallback(shown: Int, of combinations: Int,
                              note: String = "figgen: this combination has no variant in the design; showing the first variant.", _ writer: inout CodeWriter) {
            if shown < combinations {
                writer.line("default:")
                writer.indent { writer in
                    writer.comment(note)
                    writer.line(SwiftName.escaped(declaration.variants[0].member))
                }
            }
            writer.line("}")
        }
    }

    /// `#Preview`: the type at its design size; a set's variants one under another.
    private func renderPreview(_ declaration: Declaration, _ writer: inout CodeWriter) {
        writer.line()
        for attribute in target.previewAttributes { writer.line(attribute) }
        writer.block("#Preview(\(SwiftLiteral.string(declaration.source.name)))") { writer in
            if declaration.kind == .componentSet, declaration.variants.count > 1 {
                writer.block(target.previewStack) { writer in
                    for variant in declaration.variants {
                        writer.line(Spelling.variantCall(declaration, variant))
                        if let size = variant.designSize { writer.indent { $0.line(Spelling.fixedFrame(size)) } }
                    }
                }
            } else {
                writer.line("\(declaration.typeName)()")
                // A screen fills the device that shows it; the preview shows it at the artboard's size.
                if let size = declaration.designSize { writer.indent { $0.line(Spelling.fixedFrame(size)) } }
            }
        }
    }

    // MARK: Views

    /// Writes a view: comments, content, then its modifiers — aligned with a closing bracket, or indented under a
    /// one-line expression. Marks where its view and each of its values start. `extra` lines are appended as the
    /// last modifiers.
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
        let content = renderContent(view, &writer)
        let modifiers = { (writer: inout CodeWriter) in
            if let nodeID, !content.trailing.isEmpty { writer.mark(nodeID, value: view.content.styleValue) }
            for line in content.trailing { writer.line(line) }
            for modifier in target.orderedModifiers(view.modifiers) {
                if case .interaction = modifier { continue }  // recorded, not written
                if let nodeID { writer.mark(nodeID, value: modifier.value) }
                switch modifier {
                case .button, .timer, .scrollAnchor: renderPrototypeModifier(modifier, &writer)
                default: target.renderModifier(modifier, of: view, self, &writer)
                }
            }
            for line in extra { writer.line(line) }
        }
        if content.isBlock { modifiers(&writer) } else { writer.indent(modifiers) }
    }

    /// Writes what every target writes alike (containers of children, calls, conditions, names), and asks the
    /// target for the rest.
    private func renderContent(_ view: ViewNode, _ writer: inout CodeWriter) -> WrittenContent {
        switch view.content {
        case .stack(let stack):
            writer.block(target.containerHeader(view)) { renderChildren(stack.children, owner: view.source, &$0) }
        case .layers(_, let children):
            writer.block(target.containerHeader(view)) { renderChildren(children, owner: view.source, &$0) }
        case .wrap(let wrap):
            writer.block(target.containerHeader(view)) { renderChildren(wrap.children, owner: view.source, &$0) }
        case .scroll(_, let inner):
            writer.block(target.containerHeader(view)) { renderView(inner, &$0) }
        case .conditional(let member, let inner):
            writer.block("if \(SwiftName.escaped(member))") { renderView(inner, &$0) }
        case .instance(let call):
            return WrittenContent(isBlock: renderCall(call, owner: view.source, &writer))
        case .slot(let member):
            if let drawn = drawnDefaults[member] {
                writer.line(target.slotOrDefault(SwiftName.escaped(member), defaultMember: SwiftName.escaped(drawn.member), genericName: drawn.genericName))
            } else {
                writer.line(SwiftName.escaped(member))
            }
            return WrittenContent(isBlock: false)
        case .reference(let member):
            writer.line(SwiftName.escaped(member))
            return WrittenContent(isBlock: false)
        default:
            return target.renderContent(view, self, &writer)
        }
        return WrittenContent(isBlock: true)
    }

    /// `views` as a container's children.
    func renderChildren(_ views: [ViewNode], owner: Source? = nil, _ writer: inout CodeWriter) {
        renderChildren(Children(views), owner: owner, &writer)
    }

    /// Children as they are, or through members of their own when they are more code than a body may hold
    /// (`ChildList.isGrouped`). A streamed container's streamed groups are spliced in as they were rendered (`group`).
    func renderChildren(_ children: Children, owner: Source? = nil, _ writer: inout CodeWriter) {
        let results = streamed
        let grouped = ChildList(views: children.kept, children: children, groupable: true).isGrouped
        ChildGroups.write(count: children.count, grouped: grouped, owner: owner, &writer, view: { index, writer in
            // A streamed child's group is spliced whole: only kept children are written one by one.
            if let view = children.view(at: index) { renderView(view, &writer) }
        }, splice: { range, writer in
            guard let group = results.splice(range, of: children, into: &writer) else { return false }
            gaps.add(group.diagnostics)
            return true
        }, member: writeGroupMember)
    }

    /// A grid's cells (one of `ViewNode.childLists`), each with the lines that place it (its area or span) — in
    /// groups, as children are, when they are more code than a body may hold.
    func renderCells(_ list: ChildList, owner: Source?, _ writer: inout CodeWriter, lines: (Int) -> [String]) {
        ChildGroups.write(count: list.views.count, grouped: list.isGrouped, owner: owner, &writer, view: { index, writer in
            renderView(list.views[index], &writer, extra: lines(index))
        }, member: writeGroupMember)
    }

    /// A vector's commands as the string literal the support code reads (`Path(figmaPath:)`, UIKit's
    /// `.path(figmaPath:)`), one command a line, after `opening` (which ends the line that starts it) and before
    /// `closing`. A string, not calls: the type checker spends nothing on a literal, and about 0.37 ms on each
    /// `path.addCurve(…)` statement (measured against iOS 17.4's SwiftUI: 121 commands cost a body 531 ms as a
    /// closure, 36 ms as a function of their own).
    func writePath(_ path: VectorPath, opening: String, closing: String, _ writer: inout CodeWriter) {
        writer.line(opening + "\"\"\"")
        writer.indent { writer in
            for command in path.commands { writer.line(SwiftLiteral.pathCommand(command)) }
            writer.line("\"\"\"" + closing)
        }
    }

    /// Writes a group member: its doc comment, its declaration, and its children (in its builder, if any).
    private func writeGroupMember(_ name: String, _ doc: String, _ member: inout CodeWriter, _ children: (inout CodeWriter) -> Void) {
        let (attributes, header, builder) = target.groupMember(name)
        member.comment(doc, prefix: "///")
        for attribute in attributes { member.line(attribute) }
        member.block(header) { member in
            if let builder { member.block(builder, children) } else { children(&member) }
        }
    }

    /// Where a group member's children are written: inside the member, and inside its builder when it has one.
    private var groupChildDepth: Int {
        CodeWriter.memberDepth + (target.groupMember("group").builder == nil ? 1 : 2)
    }

    /// Writes a call, one argument per line when there are several; slot contents as trailing closures
    /// (labelled ones after the first) when the first one given is for the first slot. Returns whether it
    /// spans lines.
    func renderCall(_ call: InstanceCall, owner: Source?, _ writer: inout CodeWriter) -> Bool {
        let nodeID = owner?.nodeID
        let plain = call.arguments.filter { if case .content = $0.value { false } else { true } }
        let contents = call.arguments.compactMap { argument -> (label: String, views: [ViewNode])? in
            if case .content(let views) = argument.value { (argument.label, views) } else { nil }
        }
        // Handlers follow the slots among the parameters: a call that passes both writes them all in parentheses.
        let passesHandlers = call.arguments.contains { if case .action = $0.value { true } else { false } }
        if contents.isEmpty || !call.contentStartsAtFirstSlot || passesHandlers {
            if call.arguments.count <= 1 && contents.isEmpty {
                writer.line(inlineCall(call))
                return false
            }
            writer.line("\(call.typeName)(")
            writer.indent { writer in
                for (position, argument) in call.arguments.enumerated() {
                    let comma = position == call.arguments.count - 1 ? "" : ","
                    let label = SwiftName.escapedArgumentLabel(argument.label)
                    if let nodeID { writer.mark(nodeID, value: .property(argument.label)) }
                    if case .content(let views) = argument.value {
                        writer.line("\(label): {")
                        writer.indent { renderChildren(views, owner: owner, &$0) }
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
        writer.indent { renderChildren(contents[0].views, owner: owner, &$0) }
        for content in contents.dropFirst() {
            writer.line("} \(SwiftName.escapedArgumentLabel(content.label)): {")
            writer.indent { renderChildren(content.views, owner: owner, &$0) }
        }
        writer.line("}")
        return true
    }

    /// A call on one line.
    func inlineCall(_ call: InstanceCall) -> String {
        let arguments = call.arguments.map { "\(SwiftName.escapedArgumentLabel($0.label)): \(argumentValue($0.value))" }
        return "\(call.typeName)(\(arguments.joined(separator: ", ")))"
    }

    func argumentValue(_ value: ArgumentValue) -> String {
        switch value {
        case .string(let text): SwiftLiteral.string(text)
        case .bool(let flag): flag ? "true" : "false"
        case .enumCase(let member): "." + member
        case .view(let call): target.viewArgument(inlineCall(call))
        case .member(let member): SwiftName.escaped(member)
        case .paint(let paint): target.colorExpression(paint)
        case .number(let value): SwiftLiteral.number(value)
        case .textStyle(let style): target.textStyleValue(style)
        case .paints(let paints): target.paintsValue(paints)
        case .shapeStyle(let paint): target.shapeStyleValue(paint)
        case .shadows(let list): target.shadowsValue(list)
        case .styledText(let runs): target.styledTextValue(runs)
        case .textCase(let value): Self.textCaseValue(value)
        case .content: target.emptyContent  // written as a closure by `renderCall`
        case .action(let call): actionExpression(call)
        }
    }

    /// A text case as both targets spell it (`Text.Case`, `TextAttributes.TextCase`): `.uppercase`, `.lowercase`, `nil`.
    static func textCaseValue(_ value: TextCaseValue?) -> String {
        value.map { "." + $0.rawValue } ?? "nil"
    }

    /// Notes that the target cannot draw something of a layer (once per layer and kind).
    func report(_ kind: Diagnostic.Kind, _ message: String, source: Source?) {
        gaps.report(kind, message, source: source)
    }
}

/// What a target cannot draw of one declaration (or one streamed group): one warning per layer and kind, in the
/// order they were met. Shared by a printer and the group members it writes.
final class DrawingGaps {
    private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<String> = []

    func report(_ kind: Diagnostic.Kind, _ message: String, source: Source?) {
        guard reported.insert("\(source?.nodeID ?? "")|\(kind.rawValue)").inserted else { return }
        diagnostics.append(Diagnostic(.warning, kind: kind, message, path: source?.path ?? .root, nodeID: source?.nodeID))
    }

    /// Adds a streamed group's, which were reported when it was rendered.
    func add(_ diagnostics: [Diagnostic]) {
        self.diagnostics += diagnostics
    }
}
