import FigmaModel

/// Figma Code Connect template files for the generated types (`--code-connect`): `CodeConnect/figma.config.json`
/// and one `CodeConnect/<Type>.figma.js` per component and component set, so Dev Mode shows, for a selected
/// instance, the call figgen writes for it in a screen — `Chip(size: .small, label: "New")`.
///
/// A template reads the instance through Code Connect's template API (`figma.selectedInstance`: `getString`,
/// `getBoolean`, `getEnum`, `getInstanceSwap`, `getSlot`, `findInstance`, `findText`, `executeTemplate`) and builds
/// the call from the type's parameters: every component property (text, boolean, variant — one option per enum case —,
/// instance swap, slot) and every override parameter the API can read (a retyped text, a swapped nested instance, a
/// nested instance's property), each given only when it differs from the component's default, as the code does. The
/// spellings come from the target's renderer (`CallSpelling`); only what is known in Figma alone — a text's Swift
/// literal, which arguments differ, one line or several — is worked out by the template, by the renderer's rules. A
/// nested instance's call comes from its own component's template (`metadata.props`). Override parameters the API
/// cannot read (a layer's visibility, colour or opacity) are listed in the template and left at their defaults.
///
/// Components from other libraries, which figgen reconstructs from their instances, get a template that says so and
/// that `figma.config.json` leaves out of publishing unless `codeConnectRemote` is set: their Figma node is in
/// another file. Pure, like the rest of Codegen: the files are returned with the others and listed in the manifest.
struct CodeConnectTemplates {
    static let folder = "CodeConnect"
    static let configFileName = "figma.config.json"
    static let templateExtension = ".figma.js"

    let ir: DesignIR
    let file: FigmaFile
    let options: GenerationOptions
    let spelling: any CallSpelling

    /// The config and one template per component and component set, in the IR's order.
    func files() -> [RenderedFile] {
        let components = ir.declarations.filter { $0.kind != .screen }
        var files = components.map(template)
        files.append(config(publishing: options.codeConnectRemote ? components : components.filter { $0.reconstructedFrom == nil }))
        return files
    }

    static func templateName(_ typeName: String) -> String {
        "\(folder)/\(typeName)\(templateExtension)"
    }

    /// `figma.config.json`: the label Dev Mode shows the snippets under, their language, and the files to publish —
    /// the templates figgen wrote, by name (a glob would publish any `*.figma.js` someone put beside them).
    func config(publishing templates: [Declaration]) -> RenderedFile {
        let label = options.target == .uikit ? "UIKit" : "SwiftUI"
        var lines = ["{", "  \"codeConnect\": {", "    \"label\": \"\(label)\",", "    \"language\": \"swift\","]
        if templates.isEmpty {
            lines.append("    \"include\": []")
        } else {
            lines.append("    \"include\": [")
            for (position, declaration) in templates.enumerated() {
                lines.append("      " + JSONText.quoted(declaration.typeName + Self.templateExtension) + (position == templates.count - 1 ? "" : ","))
            }
            lines.append("    ]")
        }
        lines += ["  }", "}", ""]
        return RenderedFile(name: "\(Self.folder)/\(Self.configFileName)", contents: lines.joined(separator: "\n"), symbols: [])
    }

    // MARK: A template

    func template(_ declaration: Declaration) -> RenderedFile {
        var writer = CodeWriter()
        writer.line(Constants.generatedHeader(designName: ir.designName))
        let node = declaration.reconstructedFrom ?? declaration.source
        writer.line("// url=" + (Lookup.url(options.fileKey, node.nodeID) ?? "https://www.figma.com/design/FILE_KEY/?node-id=" + node.nodeID.replacingOccurrences(of: ":", with: "-")))
        writer.line("// component=" + declaration.typeName)
        writer.line("//")
        let kind = declaration.kind == .componentSet ? "component set" : "component"
        let target = options.target == .uikit ? "UIKit" : "SwiftUI"
        writer.comment("Figma \(kind) \"\(declaration.source.name)\" (node \(declaration.source.nodeID)) → the \(target) call figgen writes for an instance of it: `\(declaration.typeName)(…)`, with the values the instance gives that differ from the component's.")
        if let instance = declaration.reconstructedFrom {
            writer.comment("A component from another library: figgen reconstructs \(declaration.typeName) from its instances in this file (the URL above is instance \(instance.nodeID), the first of them). Publish the library's own template instead; figma.config.json leaves this one out unless generated with codeConnectRemote.")
        }
        writer.line("const figma = require('figma')")
        writer.line("const instance = figma.selectedInstance")
        writer.line()
        writer.comment("The parameters of \(declaration.typeName), in its init's order: each is given when the instance's value differs from the default.")
        writer.line("const args = []")
        var slots: [(label: String, name: String, handle: String)] = []
        for property in declaration.properties {
            if case .content = property.type, case .slot(let key) = property.origin {
                // A slot of a nested instance is read from that instance (the component has no such property).
                let chain = instanceChain(to: property.layer, in: declaration)
                let handle = chain.expression == "instance" ? "instance." : "(\(chain.expression))?."
                slots.append((property.member, VariantProperty.figmaName(key), handle))
                continue
            }
            mapping(property, of: declaration, &writer)
        }
        if !slots.isEmpty {
            writer.comment("Slots: the instance's content for each, as Figma renders it (always given: the template cannot tell default content).")
        }
        writer.line()
        writer.line("const inline = " + Self.js(declaration.typeName) + " + '(' + args.map(([label, value]) => label + ': ' + value).join(', ') + ')'")
        writer.line("const lines = args.length <= 1 ? inline : " + Self.js(declaration.typeName) + " + '(\\n' + args.map(([label, value]) => '    ' + label + ': ' + value).join(',\\n') + '\\n)'")
        writer.line()
        writer.line("export default {")
        writer.indent { writer in
            if slots.isEmpty {
                writer.line("example: figma.code`${lines}`,")
            } else {
                // `Type(args) { first } label: { … }`: the renderer's trailing closures, each slot's content indented.
                var literal = "${args.length === 0 ? \(Self.js(declaration.typeName)) : inline} {\\n"
                for (position, slot) in slots.enumerated() {
                    if position > 0 { literal += "\\n} \(SwiftName.escapedArgumentLabel(slot.label)): {\\n" }
                    literal += "${figma.helpers.swift.renderChildren(\(slot.handle)getSlot(\(Self.js(slot.name))), '    ')}"
                }
                literal += "\\n}"
                writer.line("example: figma.code`\(literal)`,")
            }
            writer.line("id: " + Self.js(declaration.typeName) + ",")
            writer.comment("A parent's template reads these: the type, and the call on one line (an argument's view).")
            writer.line("metadata: { nestable: true, props: { figgenType: \(Self.js(declaration.typeName)), figgenInline: inline } },")
        }
        writer.line("}")
        writer.line()
        for line in Self.helpers.split(separator: "\n", omittingEmptySubsequences: false) { writer.line(String(line)) }
        return RenderedFile(name: Self.templateName(declaration.typeName), text: writer.fileText, symbols: [])
    }

    /// One parameter's line: how the instance's value is read, spelled and compared with the default.
    private func mapping(_ property: Property, of declaration: Declaration, _ writer: inout CodeWriter) {
        let label = Self.js(SwiftName.escapedArgumentLabel(property.member))
        // A swapped instance's default as the nested template spells it: without what the template API cannot read.
        let byDefault: String
        if case .view(let call?) = property.type {
            byDefault = Self.js(spelling.argumentText(.view(readable(call))))
        } else {
            byDefault = Self.js(spelling.defaultText(property))
        }
        switch property.origin {
        case .componentProperty(let key):
            let name = Self.js(VariantProperty.figmaName(key))
            guard let read = propertyRead("instance", name: name, type: property.type, declaration: declaration) else {
                writer.comment("\(property.member): not mapped (a property type Code Connect cannot read); the default is shown.")
                return
            }
            writer.comment("\(property.member): \(kind(of: property.type)) property \"\(VariantProperty.figmaName(key))\"")
            writer.line("given(args, \(label), \(read), \(byDefault))")
        case .override(_, let layerName, let field):
            let chain = instanceChain(to: property.layer, in: declaration)
            let read: String?
            switch field {
            case "characters":
                read = "textOf(\(find(.text, layerName, chain)))"
            case "mainComponent":
                let (prefix, suffix) = spelling.viewWrapping
                read = "view(\(Self.js(prefix)), nested(\(find(.instance, layerName, chain)), 'figgenInline'), \(Self.js(suffix)))"
            case let field where field.hasPrefix("componentProperties."):
                let key = String(field.dropFirst("componentProperties.".count))
                read = propertyRead("layer(\(find(.instance, layerName, chain)))", name: Self.js(VariantProperty.figmaName(key)),
                                    type: property.type, declaration: nil, optional: true)
            default:
                read = nil
            }
            assert((read != nil) == Self.readsOverride(field))
            let path = (chain.names + [layerName]).joined(separator: " / ")
            guard var read else {
                writer.comment("\(property.member): \(field) of layer \"\(path)\" — Code Connect's template API cannot read a layer's \(field); the default (\(spelling.defaultText(property))) is shown.")
                return
            }
            writer.comment("\(property.member): \(field) of layer \"\(path)\", which instances override")
            // A layer of one variant's tree: only an instance of that variant shows it (the others draw their own).
            if let variant = chain.variant, let condition = variantCondition(variant, of: declaration) {
                writer.comment("(a layer of the variant \(variant.member): read only on an instance of it)")
                read = "\(condition) ? \(read) : undefined"
            }
            writer.line("given(args, \(label), \(read), \(byDefault))")
        case .slot:
            break
        case .interaction, .variantChange:
            // Handlers are code, not design: Figma has no value for them, and the code that places an instance
            // passes its own (a screen its handler, the flow its navigation). The snippet shows the design's values.
            writer.comment("\(property.member): a handler (code the caller gives, not a Figma property); left out of the snippet.")
        }
    }

    /// Whether a template reads an override of `field` from the instance (a layer's text, a swapped instance, a nested
    /// instance's property); every other (the look: visibility, paints, text style, …) is left at its default.
    static func readsOverride(_ field: String) -> Bool {
        field == "characters" || field == "mainComponent" || field.hasPrefix("componentProperties.")
    }

    /// A call as a template gives it: without the arguments of overrides it cannot read (the callee's template leaves
    /// them at their defaults), its view arguments likewise, and a view argument that is then its default left out.
    func readable(_ call: InstanceCall) -> InstanceCall {
        guard let callee = ir.declarations.first(where: { $0.typeName == call.typeName }) else { return call }
        var result = call
        result.arguments = call.arguments.compactMap { argument in
            let property = callee.properties.first { $0.member == argument.label }
            if case .override(_, _, let field)? = property?.origin, !Self.readsOverride(field) { return nil }
            guard case .view(let nested) = argument.value else { return argument }
            var argument = argument
            argument.value = .view(readable(nested))
            if case .view(let byDefault?)? = property?.type, argument.value == .view(readable(byDefault)) { return nil }
            return argument
        }
        return result
    }

    /// The expression that finds the overridden layer from the instance: among the layers of its type (`findLayers`,
    /// in layer order, not inside nested instances), the one at its place in the component — an instance has its
    /// component's layers, but not always their names (Figma renames a text layer after its text, and a swapped
    /// instance after its new component); where the count differs (a slot's content), the one with its name at its
    /// place among those so named. Nothing when neither count is the component's.
    private func find(_ type: NodeType, _ name: String, _ chain: Chain) -> String {
        let kind = Self.js(type == .text ? "TEXT" : "INSTANCE")
        return "pick(\(chain.expression), \(kind), \(Self.js(name)), \(chain.ordinal), \(chain.sameNamed), \(chain.position), \(chain.sameType))"
    }

    /// The expression that reads a component property of `handle` and spells it, or nil for a type the API cannot read.
    private func propertyRead(_ handle: String, name: String, type: Property.ValueType, declaration: Declaration?, optional: Bool = false) -> String? {
        let call = optional ? "?." : "."
        switch type {
        case .text:
            return "str(\(handle)\(call)getString(\(name)))"
        case .bool:
            return "\(handle)\(call)getBoolean(\(name), { true: \(Self.js(spelling.argumentText(.bool(true)))), false: \(Self.js(spelling.argumentText(.bool(false)))) })"
        case .variant(let enumName, _):
            guard let variantEnum = self.variantEnum(named: enumName, in: declaration) else { return nil }
            let options = variantEnum.cases.map { "\(Self.js($0.value)): \(Self.js(spelling.argumentText(.enumCase($0.member))))" }
            return "\(handle)\(call)getEnum(\(name), { \(options.joined(separator: ", ")) })"
        case .view:
            // An instance-swap property: the swapped component's type, called without arguments, as the code does.
            let (prefix, suffix) = spelling.viewWrapping
            return "view(\(Self.js(prefix)), typeCall(nested(\(handle)\(call)getInstanceSwap(\(name)), 'figgenType')), \(Self.js(suffix)))"
        case .color, .number, .content, .handler, .textStyle, .paints, .paint, .shadows, .styledText, .textCase:
            return nil
        }
    }

    private func kind(of type: Property.ValueType) -> String {
        switch type {
        case .text: "text"
        case .bool: "boolean"
        case .variant: "variant"
        case .view: "instance-swap"
        case .color: "colour"
        case .number: "number"
        case .textStyle: "text style"
        case .paints: "paints"
        case .paint: "paint"
        case .shadows: "shadows"
        case .styledText: "styled text"
        case .textCase: "text case"
        case .content: "slot"
        case .handler: "handler"
        }
    }

    /// A variant enum by the name a property's type gives (`Size`, `ChipSizeVariant`, `Chip.Size`).
    private func variantEnum(named name: String, in declaration: Declaration?) -> VariantEnum? {
        let candidates = declaration.map { [$0] } ?? ir.declarations
        for candidate in candidates {
            if let found = candidate.enums.first(where: { $0.name == name || $0.topLevelName == name || "\(candidate.typeName).\($0.name)" == name }) {
                return found
            }
        }
        return nil
    }

    /// How a template reaches an overridden layer: through the nested instances between the component and it
    /// (outermost first; `findInstance` does not look inside nested instances), then by name — or, where other layers
    /// of its kind in that instance have its name too, by its place among them. `variant`: the variant of a set whose
    /// tree holds the layer.
    struct Chain {
        var names: [String] = []
        var expression = "instance"
        var variant: Variant?
        /// How many layers of the layer's type have its name where it is looked for, and its place among them.
        var sameNamed = 1
        var ordinal = 0
        /// How many layers of its type are there, and its place among them.
        var sameType = 1
        var position = 0
    }

    private func instanceChain(to layer: Source?, in declaration: Declaration) -> Chain {
        guard let start = layer?.index, start < file.nodes.count else { return Chain() }
        let roots = Set([declaration.source.index, declaration.reconstructedFrom?.index].compactMap { $0 } + declaration.variants.compactMap(\.source.index))
        var ancestors: [NodeIndex] = []
        var current = file.nodes[start].parent
        while let index = current, !roots.contains(index) {
            if file.nodes[index].type == .instance { ancestors.insert(index, at: 0) }
            current = file.nodes[index].parent
        }
        // Not inside the component after all (an IR built by hand): the layer is looked for from the instance.
        guard let root = current else { return Chain() }
        var chain = Chain()
        chain.variant = declaration.variants.first { $0.source.index == root }
        // Each nested instance is found in the one before it (the first in the component), the layer in the last.
        var searchRoot = root
        for ancestor in ancestors {
            var step = Chain()
            step.expression = chain.expression
            place(ancestor, in: searchRoot, &step)
            chain.names.append(file.nodes[ancestor].name)
            chain.expression = find(.instance, file.nodes[ancestor].name, step)
            searchRoot = ancestor
        }
        place(start, in: searchRoot, &chain)
        return chain
    }

    /// The layer's place among the layers of its type a search from `root` meets (in layer order, not inside
    /// nested instances), and among those with its name.
    private func place(_ layer: NodeIndex, in root: NodeIndex, _ chain: inout Chain) {
        let target = file.nodes[layer]
        var sameNamed: [NodeIndex] = [], sameType: [NodeIndex] = []
        var stack = Array(file.nodes[root].children.reversed())
        while let index = stack.popLast() {
            let node = file.nodes[index]
            if node.type == target.type {
                sameType.append(index)
                if node.name == target.name { sameNamed.append(index) }
            }
            if node.type != .instance { stack += node.children.reversed() }
        }
        if let ordinal = sameNamed.firstIndex(of: layer), let position = sameType.firstIndex(of: layer) {
            (chain.sameNamed, chain.ordinal, chain.sameType, chain.position) = (sameNamed.count, ordinal, sameType.count, position)
        }
    }

    /// `(instance.getEnum('State', { … }) === '.default' && …)`: whether the instance is of `variant`.
    private func variantCondition(_ variant: Variant, of declaration: Declaration) -> String? {
        var terms: [String] = []
        for (member, caseMember) in variant.values {
            guard let property = declaration.properties.first(where: { $0.member == member }), case .componentProperty(let key) = property.origin,
                  let read = propertyRead("instance", name: Self.js(VariantProperty.figmaName(key)), type: property.type, declaration: declaration) else { return nil }
            terms.append("\(read) === \(Self.js(spelling.argumentText(.enumCase(caseMember))))")
        }
        return terms.isEmpty ? nil : "(" + terms.joined(separator: " && ") + ")"
    }

    /// A JavaScript string literal: printable text as written, quotes, backslashes, controls, line breaks and
    /// direction characters escaped (`\u{202E}`), so a design's names cannot break or disguise the template.
    static func js(_ text: String) -> String {
        var out = "'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "`": out += "\\`"
            default:
                if scalar.value < 0x20 || UntrustedText.isHidden(scalar) || UntrustedText.isLineBreak(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "'"
    }

    /// The functions every template uses (the same in each: a template is published on its own). `str` is
    /// `SwiftLiteral.string`'s rule for a Figma text; `given` adds an argument that differs from its default; `pick`
    /// finds an overridden layer (`find(_:_:_:)`).
    static let helpers = """
        function given(list, label, value, byDefault) {
          if (value !== undefined && value !== byDefault) list.push([label, value])
        }
        function layer(handle) {
          return handle && handle.type !== 'ERROR' ? handle : undefined
        }
        function textOf(handle) {
          const text = layer(handle)
          return text && text.type === 'TEXT' ? str(text.textContent) : undefined
        }
        function nested(handle, key) {
          const found = layer(handle)
          if (!found || found.type !== 'INSTANCE') return undefined
          const result = found.executeTemplate()
          return result && result.metadata && result.metadata.props ? result.metadata.props[key] : undefined
        }
        function pick(handle, type, name, index, count, position, total) {
          const found = layer(handle)
          if (!found || found.type !== 'INSTANCE') return undefined
          const all = found.findLayers((candidate) => candidate.type === type)
          if (all.length === total) return all[position]
          const named = all.filter((candidate) => candidate.name === name)
          return named.length === count ? named[index] : undefined
        }
        function typeCall(type) {
          return type === undefined ? undefined : type + '()'
        }
        function view(prefix, call, suffix) {
          return call === undefined ? undefined : prefix + call + suffix
        }
        function str(text) {
          if (typeof text !== 'string') return undefined
          let out = '"'
          for (const character of text) {
            const scalar = character.codePointAt(0)
            if (character === '\\\\') out += '\\\\\\\\'
            else if (character === '"') out += '\\\\"'
            else if (character === '\\n') out += '\\\\n'
            else if (character === '\\r') out += '\\\\r'
            else if (character === '\\t') out += '\\\\t'
            else if (scalar === 0) out += '\\\\0'
            else if (hidden(scalar) || lineBreak(scalar)) out += '\\\\u{' + scalar.toString(16).toUpperCase() + '}'
            else out += character
          }
          return out + '"'
        }
        function lineBreak(scalar) {
          return [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].includes(scalar)
        }
        function hidden(scalar) {
          if (scalar < 0x20) return scalar !== 0x09 && !lineBreak(scalar)
          if (scalar >= 0x7F && scalar <= 0x9F) return scalar !== 0x85
          return scalar === 0x061C || scalar === 0x200E || scalar === 0x200F || (scalar >= 0x202A && scalar <= 0x202E) || (scalar >= 0x2066 && scalar <= 0x2069)
        }
        """
}
