import Foundation
import FigmaModel
@testable import Codegen

/// What a designer sees versus what the code shows, as the sequence of visible texts.
///
/// `design` reads it from the Figma model: the texts under a node whose layers are all visible, in layer
/// order. `code` evaluates the generated IR the way SwiftUI would run it: a call of a component shows the
/// component's body with its parameters set to the call's arguments (or their defaults), `if` shows its
/// content when its flag is true, a set shows the variant its enum values choose, a slot shows the view or
/// content it was given. The two are computed independently, so comparing them tests that instance
/// overrides, properties, variants and slots really reach the code.
enum ShownTexts {
    /// `leftOut`: the layers generation left out to break a cycle of types (`InstanceCycles`), by node id; a layer of
    /// an instance (`I<instance>;…;<id>`) stands for its component's layer `<id>`.
    static func design(_ file: FigmaFile, under root: NodeIndex, leftOut: Set<String> = []) -> [String] {
        var texts: [String] = []
        var pending = [root]
        while let index = pending.popLast() {
            let node = file.nodes[index]
            guard node.visible, !leftOut.contains(node.id), !leftOut.contains(String(node.id.split(separator: ";").last ?? "")) else { continue }
            if node.type == .text, let characters = node.characters, !characters.isEmpty { texts.append(characters) }
            pending.append(contentsOf: node.children.reversed())
        }
        return texts
    }

    /// A value a parameter holds while evaluating.
    indirect enum Value {
        case string(String)
        case bool(Bool)
        case enumCase(String)
        case call(InstanceCall?, Environment)
        case content([ViewNode], Environment)
        case other
    }

    struct Environment {
        var values: [String: Value] = [:]
        var declaration: Declaration?
    }

    struct Evaluator {
        let declarations: [String: Declaration]
        /// Calls deeper than this stop (a hostile design could recurse).
        var budget = 10_000

        init(_ ir: DesignIR) {
            declarations = Dictionary(ir.declarations.map { ($0.typeName, $0) }, uniquingKeysWith: { first, _ in first })
        }

        mutating func texts(of call: InstanceCall, in environment: Environment) -> [String] {
            guard budget > 0, let declaration = declarations[call.typeName] else { return [] }
            budget -= 1
            var callee = Environment(declaration: declaration)
            for property in declaration.properties {
                callee.values[property.member] = switch property.type {
                case .text(let value): .string(value)
                case .bool(let value): .bool(value)
                case .variant(_, let defaultCase): .enumCase(defaultCase)
                case .view(let call): .call(call, Environment())
                case .content(_, let views): .content(views, Environment(declaration: declaration))
                case .color, .number, .handler, .textStyle, .paints, .paint, .shadows, .styledText, .textCase: .other
                }
            }
            for argument in call.arguments {
                callee.values[argument.label] = switch argument.value {
                case .string(let text): .string(text)
                case .bool(let flag): .bool(flag)
                case .enumCase(let member): .enumCase(member)
                case .view(let inner): .call(inner, environment)
                case .member(let member): environment.values[member] ?? .other
                case .content(let views): .content(views, environment)
                case .styledText(let runs): .string(runs.map { if case .literal(let text) = $0.value { text } else { "" } }.joined())
                case .paint, .number, .action, .textStyle, .paints, .shapeStyle, .shadows, .textCase: .other
                }
            }
            if declaration.kind == .componentSet {
                let chosen = declaration.variants.first { variant in
                    variant.values.allSatisfy { value in
                        if case .enumCase(let member)? = callee.values[value.property] { member == value.caseMember } else { false }
                    }
                } ?? declaration.variants.first
                guard let chosen, let position = declaration.variants.firstIndex(of: chosen), let body = declaration.views?.variants[position] else { return [] }
                return texts(of: body, in: callee)
            }
            return declaration.views?.body.map { texts(of: $0, in: callee) } ?? []
        }

        mutating func texts(of view: ViewNode, in environment: Environment) -> [String] {
            var result: [String] = []
            switch view.content {
            case .text(let text):
                if let member = text.runsMember, case .string(let styled)? = environment.values[member] {
                    if !styled.isEmpty { result.append(styled) }
                    break
                }
                let shown = text.runs.map { run -> String in
                    switch run.value {
                    case .literal(let value): value
                    case .member(let member): if case .string(let value)? = environment.values[member] { value } else { "" }
                    }
                }.joined()
                if !shown.isEmpty { result.append(shown) }
            case .conditional(let member, let inner):
                if case .bool(true)? = environment.values[member] { result += texts(of: inner, in: environment) }
            case .instance(let call):
                result += texts(of: call, in: environment)
            case .slot(let member):
                switch environment.values[member] {
                case .call(let call?, let callerEnvironment)?: result += texts(of: call, in: callerEnvironment)
                case .content(let views, let callerEnvironment)?: for child in views { result += texts(of: child, in: callerEnvironment) }
                default: break
                }
            case .reference(let member):
                if let declaration = environment.declaration, let position = declaration.parts.firstIndex(where: { $0.member == member }),
                   let body = declaration.views?.parts[position] {
                    result += texts(of: body, in: environment)
                }
            default:
                view.forEachChild(includingOverlays: false) { child in result += texts(of: child, in: environment) }
            }
            // Overlays (absolute children) show after the content, as the layer order has them last.
            for modifier in view.modifiers {
                if case .overlay(_, let children) = modifier {
                    for child in children { result += texts(of: child, in: environment) }
                }
            }
            return result
        }
    }

    /// The layers generation left out to break a cycle of types: placeholders that say so, by node id.
    static func leftOut(_ ir: DesignIR) -> Set<String> {
        var ids = Set<String>()
        for declaration in ir.declarations {
            var pending: [ViewNode] = []
            declaration.views?.forEach { pending.append($0) }
            for property in declaration.properties {
                if case .content(_, let views) = property.type { pending += views }
            }
            while let view = pending.popLast() {
                if case .placeholder = view.content, let source = view.source, view.notes.contains(where: { $0.contains(" left out") }) {
                    ids.insert(source.nodeID)
                }
                view.forEachChild { pending.append($0) }
            }
        }
        return ids
    }

    /// Every call in the screens' bodies, by the node id of the instance it stands for.
    static func screenCalls(_ ir: DesignIR) -> [(nodeID: String, call: InstanceCall)] {
        var calls: [(String, InstanceCall)] = []
        for declaration in ir.declarations where declaration.kind == .screen {
            var pending = (declaration.views?.body.map { [$0] } ?? []) + (declaration.views?.parts ?? [])
            while let view = pending.popLast() {
                if case .instance(let call) = view.content, let source = view.source { calls.append((source.nodeID, call)) }
                view.forEachChild { pending.append($0) }
            }
        }
        return calls
    }
}
