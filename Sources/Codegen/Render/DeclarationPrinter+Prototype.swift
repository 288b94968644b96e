/// The prototype's pieces every target writes alike: buttons, timers and scroll anchors on layers, and the closures
/// handlers are passed as. The target spells the closures (`Renderer.closure`, `memberInClosure`) and a scroll.
extension DeclarationPrinter {
    /// `.designButton("Continue", action: onContinueTap)`, `.designTimer(seconds: 2, perform: …)`, a scroll anchor.
    func renderPrototypeModifier(_ modifier: Modifier, _ writer: inout CodeWriter) {
        switch modifier {
        case .button(let action):
            writer.line(".designButton(\(Spelling.interpolated(action.label)), action: \(actionExpression(action.call)))")
        case .timer(let seconds, let call, _):
            writer.line(".designTimer(seconds: \(SwiftLiteral.number(seconds)), perform: \(actionExpression(call)))")
        case .scrollAnchor(let nodeID):
            writer.line(target.scrollAnchorModifier(nodeID))
        default:
            preconditionFailure("not a prototype modifier")
        }
    }

    /// What an action does, as the expression passed where a handler goes: one handler as it is, else a closure that
    /// changes the variant, scrolls, then calls the handlers.
    func actionExpression(_ call: ActionCall) -> String {
        if call.isOneHandler { return target.handlerReference(call.handlers[0]) }
        var statements: [String] = []
        if let change = call.change { statements.append(target.memberInClosure("change") + "(to: \(Self.values(change)))") }
        if let scroll = call.scroll { statements.append(target.scrollStatement(scroll)) }
        statements += call.handlers.map { target.memberInClosure($0) + "()" }
        return target.closure(statements)
    }

    /// Variant values as a switch or a call writes them: `.on`, or `(.on, .regular)`.
    static func values(_ members: [String]) -> String {
        let cases = members.map { "." + $0 }
        return cases.count == 1 ? cases[0] : "(" + cases.joined(separator: ", ") + ")"
    }
}

// MARK: Interactive component sets

extension DeclarationPrinter {
    /// The type of a set's variant values: its one enum, or a tuple of them in the selectors' order.
    static func valuesType(_ behaviour: VariantBehaviour) -> String {
        behaviour.enumNames.count == 1 ? behaviour.enumNames[0] : "(" + behaviour.enumNames.joined(separator: ", ") + ")"
    }

    /// The expression of one selector's value in a values expression (`values`, or `values.1`).
    static func component(_ values: String, _ position: Int, of behaviour: VariantBehaviour) -> String {
        behaviour.selectors.count == 1 ? values : "\(values).\(position)"
    }

    /// What an interactive set shares in every target, after its body: the values at rest and shown, what a tap, the
    /// pointer and a timer do, how a change is kept and reported, and the look of given values (the variant switch).
    func renderBehaviourMembers(_ behaviour: VariantBehaviour, _ declaration: Declaration, _ writer: inout CodeWriter) {
        let names = behaviour.members
        let type = Self.valuesType(behaviour)
        writer.line()
        writer.comment("The variant values at rest: the caller's, or those the component changed to.", prefix: "///")
        writer.block("private var \(names.resting): \(type)") { writer in
            let values = behaviour.selectors.enumerated().map { position, selector in
                behaviour.changes.first { $0.position == position }.map(target.restingValue) ?? SwiftName.escaped(selector)
            }
            writer.line(values.count == 1 ? values[0] : "(" + values.joined(separator: ", ") + ")")
        }
        writer.line()
        writer.comment("The variant shown: the one at rest, or the one the design shows while the pointer is over it or a finger is down.", prefix: "///")
        writer.block("private func \(names.shown)(pressed: Bool) -> \(type)") { writer in
            guard !behaviour.hover.isEmpty || !behaviour.press.isEmpty else {
                writer.line("return \(names.resting)")
                return
            }
            writer.line("var values = \(names.resting)")
            if !behaviour.hover.isEmpty {
                writer.block("if \(names.hovering)") { renderRules(behaviour.hover, over: "values", behaviour, &$0) { "values = \(Self.values($0.to))" } }
            }
            if !behaviour.press.isEmpty {
                writer.block("if pressed") { renderRules(behaviour.press, over: "values", behaviour, &$0) { "values = \(Self.values($0.to))" } }
            }
            writer.line("return values")
        }
        if behaviour.isButton {
            writer.line()
            writer.comment("A tap: the variant the design changes to, then the handler.", prefix: "///")
            writer.block("private func \(names.tap)()") { writer in
                if !behaviour.tap.isEmpty {
                    renderRules(behaviour.tap, over: names.resting, behaviour, &writer) { "\(names.change)(to: \(Self.values($0.to)))" }
                }
                if let handler = behaviour.tapHandler { writer.line(SwiftName.escaped(handler) + "()") }
            }
        }
        if behaviour.followsPointer {
            writer.line()
            writer.comment("The pointer entering or leaving: the hovered look, and the variant the design changes to.", prefix: "///")
            writer.block("private func \(names.pointer)(_ inside: Bool)") { writer in
                if !behaviour.hover.isEmpty { writer.line("\(names.hovering) = inside") }
                let change = { (rule: VariantBehaviour.Rule) in "\(names.change)(to: \(Self.values(rule.to)))" }
                switch (behaviour.pointerEnter.isEmpty, behaviour.pointerLeave.isEmpty) {
                case (false, false):
                    writer.line("if inside {")
                    writer.indent { renderRules(behaviour.pointerEnter, over: names.resting, behaviour, &$0, change) }
                    writer.line("} else {")
                    writer.indent { renderRules(behaviour.pointerLeave, over: names.resting, behaviour, &$0, change) }
                    writer.line("}")
                case (false, true):
                    writer.block("if inside") { renderRules(behaviour.pointerEnter, over: names.resting, behaviour, &$0, change) }
                case (true, false):
                    writer.block("if !inside") { renderRules(behaviour.pointerLeave, over: names.resting, behaviour, &$0, change) }
                case (true, true):
                    break
                }
            }
        }
        if !behaviour.changes.isEmpty {
            writer.line()
            writer.comment("Changes the variant at rest to `values`, and reports each property that changed.", prefix: "///")
            writer.block("private func \(names.change)(to values: \(type))") { writer in
                writer.line("let before = \(names.resting)")
                for change in behaviour.changes {
                    let value = Self.component("values", change.position, of: behaviour)
                    writer.block("if \(value) != \(Self.component("before", change.position, of: behaviour))") { writer in
                        writer.line(target.keepStatement(change, value: value))
                        writer.line("\(SwiftName.escaped(change.report))(\(value))")
                    }
                }
            }
        }
        if !behaviour.timers.isEmpty {
            writer.line()
            writer.comment("After the design's delay, the variant it changes to (a carousel's next page).", prefix: "///")
            writer.block("private func \(names.advance)() async") { writer in
                writer.line("let next: \(type)")
                writer.line("let seconds: Double")
                let rules = behaviour.timers.map { (rule: $0.rule, statement: "(next, seconds) = (\(Self.values($0.rule.to)), \(SwiftLiteral.number($0.seconds)))") }
                renderSwitch(over: names.resting, rules.map { ($0.rule.from, $0.statement) }, behaviour, fallback: "return", &writer)
                writer.line("do {")
                writer.indent { $0.line("try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))") }
                writer.line("} catch {")
                writer.indent { $0.line("return") }
                writer.line("}")
                writer.line("\(names.change)(to: next)")
            }
        }
        writer.line()
        writer.comment("The variant for `values`.", prefix: "///")
        let (attributes, header) = target.lookMember(names.look, valuesType: type)
        for attribute in attributes { writer.line(attribute) }
        writer.block(header) { renderVariantSwitch(declaration, subject: "values", &$0) }
    }

    /// A switch over the rules' starting values, each running its statement; a `default` that does nothing unless
    /// the rules cover every combination.
    private func renderRules(_ rules: [VariantBehaviour.Rule], over subject: String, _ behaviour: VariantBehaviour, _ writer: inout CodeWriter,
                             _ statement: (VariantBehaviour.Rule) -> String) {
        renderSwitch(over: subject, rules.map { ($0.from, statement($0)) }, behaviour, fallback: "break", &writer)
    }

    private func renderSwitch(over subject: String, _ cases: [(from: [String], statement: String)], _ behaviour: VariantBehaviour, fallback: String,
                              _ writer: inout CodeWriter) {
        writer.line("switch \(subject) {")
        for (from, statement) in cases {
            writer.line("case \(Self.values(from)):")
            writer.indent { $0.line(statement) }
        }
        if Set(cases.map(\.from)).count < behaviour.combinations {
            writer.line("default:")
            writer.indent { $0.line(fallback) }
        }
        writer.line("}")
    }
}
