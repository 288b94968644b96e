/// A deterministic, readable text form of the IR for debugging (`figgen dump-ir`) and its own golden. Values are
/// spelled by `ValueText`, as in the manifest; nothing reads this text back.
enum IRDump {
    static func dump(_ ir: DesignIR) -> String {
        var lines: [String] = []
        for declaration in ir.declarations {
            dump(declaration, into: &lines)
        }
        if !ir.support.isEmpty { lines.append("support " + ir.support.map(\.rawValue).joined(separator: ", ")) }
        for token in ir.tokens { lines.append("token " + describe(token)) }
        for asset in ir.assets {
            lines.append("asset \(asset.name) \(asset.kind.rawValue) \(asset.file.format.rawValue) bytes=\(asset.file.bytes.count) node=\(asset.source.nodeID)"
                + (asset.isTemplate ? " template" : ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func dump(_ declaration: Declaration) -> String {
        var lines: [String] = []
        dump(declaration, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dump(_ declaration: Declaration, into lines: inout [String]) {
        lines.append("\(declaration.kind.rawValue) \(declaration.typeName) \(quote(declaration.source.name)) node=\(declaration.source.nodeID)"
            + (declaration.componentKey.map { " key=\($0)" } ?? "") + (declaration.designSize.map { " size=\(num($0.width))x\(num($0.height))" } ?? "")
            + (declaration.reconstructedFrom.map { " from-instance=\($0.nodeID)" } ?? ""))
        for variantEnum in declaration.enums {
            lines.append("  enum \(variantEnum.name) \(quote(variantEnum.figmaName)): " + variantEnum.cases.map { "\($0.member)=\(quote($0.value))" }.joined(separator: " "))
        }
        for property in declaration.properties {
            lines.append("  property \(property.member) \(quote(property.figmaKey)): \(text.propertyType(property.type))")
            if case .content(_, let views) = property.type {
                for view in views { dump(view, indent: 2, into: &lines) }
            }
        }
        if let behaviour = declaration.behaviour { lines += Self.behaviour(behaviour) }
        if let member = declaration.scrollMember { lines.append("  scrolls to layers: $\(member)") }
        let views = declaration.views
        if views == nil { lines.append("  views released") }
        if let body = views?.body {
            lines.append("  body")
            dump(body, indent: 2, into: &lines)
        }
        for (position, variant) in declaration.variants.enumerated() {
            lines.append("  variant \(variant.member) node=\(variant.source.nodeID) " + variant.values.map { "\($0.property)=.\($0.caseMember)" }.joined(separator: " "))
            if let body = views?.variants[position] { dump(body, indent: 2, into: &lines) }
        }
        for (position, part) in declaration.parts.enumerated() {
            lines.append("  part \(part.member)" + (part.source.map { " node=\($0.nodeID)" } ?? ""))
            if let body = views?.parts[position] { dump(body, indent: 2, into: &lines) }
        }
    }

    /// An interactive set's rules, one line per trigger: `tap .off→.on, .on→.off`.
    private static func behaviour(_ behaviour: VariantBehaviour) -> [String] {
        func rules(_ name: String, _ rules: [VariantBehaviour.Rule], seconds: [Double] = []) -> String? {
            guard !rules.isEmpty else { return nil }
            return "  \(name) " + rules.enumerated().map { position, rule in
                rule.from.map { "." + $0 }.joined(separator: ",") + "→" + rule.to.map { "." + $0 }.joined(separator: ",")
                    + (position < seconds.count ? " after \(num(seconds[position]))s" : "")
            }.joined(separator: "; ")
        }
        var lines = ["  behaviour " + (behaviour.isButton ? "button label=" + ValueText.label(behaviour.label) : "not a button")
                     + (behaviour.tapHandler.map { " calls=" + $0 } ?? "")]
        lines += [rules("press", behaviour.press), rules("hover", behaviour.hover), rules("tap", behaviour.tap), rules("pointer-enter", behaviour.pointerEnter),
                  rules("pointer-leave", behaviour.pointerLeave), rules("timer", behaviour.timers.map(\.rule), seconds: behaviour.timers.map(\.seconds))].compactMap { $0 }
        for change in behaviour.changes { lines.append("  keeps $\(change.property), reported by $\(change.report)") }
        return lines
    }

    private static func dump(_ view: ViewNode, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        var head = pad + headline(view.content)
        if let source = view.source { head += "  #\(source.nodeID)" }
        lines.append(head)
        if !view.dimensionTokens.isEmpty {
            lines.append(pad + "  tokens " + view.dimensionTokens.sorted { $0.key < $1.key }.map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: " "))
        }
        for note in view.notes { lines.append(pad + "  ! " + note) }
        if let children = view.containerChildren, let streamed = children.streamedShare {
            // Not kept in the IR: rendered and recorded chunk by chunk (an IR kept whole for a dump never has them).
            lines.append(pad + "  ~ \(streamed.count) of \(children.count) children streamed in chunks of \(streamed.chunkSize)")
        }
        for modifier in view.modifiers {
            lines.append(pad + "  ." + text.modifier(modifier))
            if case .overlay(_, let children) = modifier {
                for child in children { dump(child, indent: indent + 2, into: &lines) }
            }
        }
        // Children in order (overlay children were listed under their modifier).
        view.forEachChild(includingOverlays: false) { child in dump(child, indent: indent + 1, into: &lines) }
    }

    private static func tracks(_ tracks: [GridTrack]) -> String {
        tracks.map { track in
            switch track {
            case .fixed(let length): num(length)
            case .flexible(let share): num(share) + "fr"
            case .auto: "auto"
            }
        }.joined(separator: ",")
    }

    private static func headline(_ content: Content) -> String {
        switch content {
        case .stack(let stack): "stack \(stack.axis.rawValue) spacing=\(num(stack.spacing)) align=\(stack.alignment.rawValue)"
        case .layers(let layout, _): "layers " + ValueText.layout(layout)
        case .wrap(let wrap): "wrap \(wrap.axis.rawValue) spacing=\(num(wrap.spacing)) line=\(num(wrap.lineSpacing)) align=\(wrap.alignment.rawValue)"
            + (wrap.itemAlignment == .start ? "" : " items=\(wrap.itemAlignment.rawValue)")
        case .grid(let grid) where grid.tracks != nil:
            "grid tracks columns=" + tracks(grid.tracks!.columns) + " rows=" + tracks(grid.tracks!.rows) + " rowGap=\(num(grid.rowSpacing)) columnGap=\(num(grid.columnSpacing))"
                + " design=\(num(grid.tracks!.designWidth))x\(num(grid.tracks!.designHeight)) areas="
                + grid.rows.joined().map { cell in
                    cell.area.map { "r\($0.row)+\($0.rowSpan)c\($0.column)+\($0.columnSpan):\($0.horizontal.rawValue)/\($0.vertical.rawValue)" } ?? "none"
                }.joined(separator: ",")
        case .grid(let grid): "grid columns=\(grid.columns) rowGap=\(num(grid.rowSpacing)) columnGap=\(num(grid.columnSpacing)) spans=" + grid.rows.map { $0.map { String($0.columnSpan) }.joined(separator: ",") }.joined(separator: "/")
        case .text(let content): "text " + content.runs.map(describe).joined(separator: " + ") + " {" + text.textStyle(content.style) + "} align=\(content.alignment.rawValue)" + (content.lineLimit.map { " lines=\($0)" } ?? "")
        case .shape(let shape): "shape \(ValueText.outline(shape.outline)) fills=[" + text.paints(shape.fills) + "]"
        case .path(let path): "path commands=\(path.commands.count)\(path.evenOdd ? " evenodd" : "") fills=[" + text.paints(path.fills) + "]"
        case .image(let image): "image \(quote(image.asset))" + (image.tint.map { " tint=" + text.paint($0) } ?? "")
        case .instance(let call): "instance " + text.call(call)
        case .slot(let member): "slot $" + member
        case .conditional(let member, _): "if $" + member
        case .spacer: "spacer"
        case .placeholder: "placeholder"
        case .reference(let member): "ref " + member
        case .scroll(let axis, _): "scroll " + (axis?.rawValue ?? "both")
        case .masked(_, _, let layout): "masked" + (layout.map { " " + ValueText.layout($0) } ?? "")
        }
    }

    private static func describe(_ run: TextRun) -> String {
        let value = switch run.value {
        case .literal(let text): quote(text)
        case .member(let member): "$" + member
        }
        return value + (run.style == TextStyle() ? "" : "{" + text.textStyle(run.style) + "}")
    }

    static func describe(_ token: Token) -> String {
        "\(token.member) \(quote(token.figmaName))\(token.isVariable ? " variable" : ""): \(text.tokenDetail(token))"
    }

    /// Values in the dump's spelling (token references with their values).
    private static let text = ValueText.dump

    static func num(_ value: Double) -> String { ValueText.num(value) }

    static func quote(_ text: String) -> String { ValueText.quote(text) }
}
