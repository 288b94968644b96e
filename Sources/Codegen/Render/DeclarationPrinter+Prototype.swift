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
