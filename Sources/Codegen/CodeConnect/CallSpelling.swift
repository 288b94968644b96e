/// How a target writes a call of a generated type: the printer's own code (`DeclarationPrinter.renderCall`,
/// `argumentValue`, `defaultValue`), so the Code Connect templates spell a value exactly as the code figgen writes
/// does. Every target has it (`Renderer`).
protocol CallSpelling: Sendable {
    /// The lines the target writes for an instance (without the modifiers its parent adds).
    func callText(_ call: InstanceCall) -> String
    /// An argument's value as the target writes it in a call (`"New"`, `.small`, `AnyView(Icon())`).
    func argumentText(_ value: ArgumentValue) -> String
    /// A parameter's default as the target's `init` writes it.
    func defaultText(_ property: Property) -> String
}

extension Renderer {
    func callText(_ call: InstanceCall) -> String {
        var writer = CodeWriter()
        _ = DeclarationPrinter(target: self, streamed: StreamedResults()).renderCall(call, owner: nil, &writer)
        return writer.fileText.joined
    }

    func argumentText(_ value: ArgumentValue) -> String {
        DeclarationPrinter(target: self, streamed: StreamedResults()).argumentValue(value)
    }

    func defaultText(_ property: Property) -> String {
        DeclarationPrinter(target: self, streamed: StreamedResults()).defaultValue(property)
    }
}

extension CallSpelling {
    /// How the target wraps a view argument around the call it holds (`AnyView(` … `)` for SwiftUI, nothing for
    /// UIKit): read from `argumentText` itself, around a call of a marker type.
    var viewWrapping: (prefix: String, suffix: String) {
        let marker = "FIGGEN_CALL"
        let text = argumentText(.view(InstanceCall(typeName: marker)))
        guard let range = text.range(of: marker + "()") else { return ("", "") }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }
}
