/// Prints a prototype flow's file for a target (`Flow`): a type whose `Screen` enum lists the screens, a function
/// that builds each screen with its handlers wired to the design's links, and the navigation those links do. What
/// every target shares (the file, the enum, the wiring, the preview) is here; the target spells its state, its body
/// and its navigation (`Renderer`'s flow requirements).
struct FlowPrinter<Target: Renderer> {
    let target: Target

    func file(_ flow: Flow) -> RenderedFile {
        var writer = CodeWriter()
        target.header(&writer)
        let start = flow.screens[0]
        writer.comment("Prototype flow `\(SwiftLiteral.commentText(flow.name))`" + (flow.page.map { " (page `\(SwiftLiteral.commentText($0))`)" } ?? "")
                       + ": starts at `\(SwiftLiteral.commentText(start.source.name))` (node \(start.source.nodeID)).", prefix: "///")
        writer.line("///")
        writer.comment("Each screen's handlers are wired to the links the design draws between screens: navigate shows the next screen, swap replaces the one shown, overlay presents one over it (a sheet, or covering it), back and close go back, a URL opens. The screens do not navigate by themselves: use them in your own navigation instead if you prefer.", prefix: "///")
        let symbol = RenderedSymbol(kind: .flow, name: flow.typeName, line: writer.nextLine, source: start.source)
        writer.block(target.flowHeader(flow)) { writer in
            writer.comment("The flow's screens.", prefix: "///")
            let screenEnum = target.flowScreenEnum
            writer.block(screenEnum.header) { writer in
                for screen in flow.screens { writer.line("case \(SwiftName.escaped(screen.caseName))") }
                if !screenEnum.extra.isEmpty { writer.line() }
                for line in screenEnum.extra { writer.line(line) }
            }
            writer.line()
            target.flowMembers(flow, &writer)
            writer.line()
            writer.comment("A screen of the flow, its handlers wired to the design's links.", prefix: "///")
            let function = target.flowScreenFunction
            for attribute in function.attributes { writer.line(attribute) }
            writer.block(function.header) { writer in
                writer.line("switch screen {")
                for screen in flow.screens {
                    writer.line("case .\(SwiftName.escaped(screen.caseName)):")
                    writer.indent { target.renderFlowScreen(call(screen, in: flow), &$0) }
                }
                writer.line("}")
            }
            writer.line()
            target.flowNavigation(flow, &writer)
        }
        writer.line()
        for attribute in target.previewAttributes { writer.line(attribute) }
        writer.block("#Preview(\(SwiftLiteral.string(flow.name)))") { $0.line("\(flow.typeName)()") }
        return RenderedFile(name: flow.typeName + ".swift", text: writer.fileText, symbols: [symbol])
    }

    /// A screen's call, one wired handler per line: `Home(onContinueTap: { push(.details) })`; a handler that does
    /// several steps, one statement per line.
    func call(_ screen: FlowScreen, in flow: Flow) -> [String] {
        guard !screen.wiring.isEmpty else { return ["\(screen.typeName)()"] }
        var lines = ["\(screen.typeName)("]
        for (position, wire) in screen.wiring.enumerated() {
            let statements = wire.steps.map { statement($0, in: flow) }
            let comma = position == screen.wiring.count - 1 ? "" : ","
            let label = SwiftName.escapedArgumentLabel(wire.handler)
            if statements.count > 1 {
                lines.append("    \(label): \(target.closureOpening)")
                lines += statements.map { "        " + $0 }
                lines.append("    }\(comma)")
            } else {
                lines.append("    \(label): \(target.closure(statements))\(comma)")
            }
        }
        lines.append(")")
        return lines
    }

    /// What one link does, as the flow's navigation spells it.
    func statement(_ step: FlowStep, in flow: Flow) -> String {
        func screen(_ index: Int) -> String { "." + SwiftName.escaped(flow.screens[index].caseName) }
        switch step {
        case .push(let index): return target.memberInClosure("push") + "(\(screen(index)))"
        case .replace(let index): return target.memberInClosure("replace") + "(with: \(screen(index)))"
        case .present(let index, let fullScreen): return target.memberInClosure("present") + "(\(screen(index)), fullScreen: \(fullScreen))"
        case .back: return target.memberInClosure("back") + "()"
        case .close: return target.memberInClosure("close") + "()"
        case .openURL(let address): return target.memberInClosure("open") + "(\(SwiftLiteral.string(address)))"
        }
    }
}

extension CodeWriter {
    /// `if a {` … `} else if b {` … `} else {` … `}`, a branch's lines indented; a nil condition is the last `else`.
    mutating func conditions(_ branches: [(condition: String?, lines: [String])]) {
        for (position, branch) in branches.enumerated() {
            let head = branch.condition.map { "if " + $0 } ?? ""
            line(position == 0 ? head + " {" : "} else" + (head.isEmpty ? "" : " " + head) + " {")
            indent { writer in for text in branch.lines { writer.line(text) } }
        }
        line("}")
    }
}
