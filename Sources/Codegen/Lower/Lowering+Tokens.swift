import FigmaModel

/// Design tokens: a node bound to a named style or a variable references a token; the
/// token's value is the literal the design shows at its first use. Only used tokens are emitted.
/// Names: the style name by the member rule (`Brand/Primary` → `brand_Primary`); variables, whose names
/// the export does not carry, by their id (`VariableID:…/57268:60` → `variable57268_60`).
extension Lowering {
    struct TokenState {
        var tokens: [Token] = []
        var indexByKey: [String: Int] = [:]
        /// One member scope per namespace: paints (Color/gradients), text styles, effects.
        var scopes: [String: NameScope] = [:]
        var reportedVariables: Set<String> = []
        /// Variables of the variables answer that the design uses (their tokens are emitted).
        var usedVariables: Set<String> = []
    }

    /// The member of a variable the variables answer names, when it has the expected kind; records the use.
    private mutating func namedVariable(_ id: String, kind: VariableToken.Kind) -> String? {
        guard let entry = variableTable?.entry(forID: id), entry.kind == kind else { return nil }
        tokenState.usedVariables.insert(id)
        return entry.member
    }

    /// Why a bound variable has no name: not in the export's data, or not usable in the answer.
    private func unnamedVariableReason(_ id: String) -> String {
        guard let table = variableTable else { return "is not in the export (its value needs the variables endpoint)" }
        if let reason = table.unusable[id] { return "cannot be used (\(reason))" }
        if table.entry(forID: id) != nil { return "has a type that does not fit where it is bound" }
        return "is not in the variables answer"
    }

    /// The token for a key, created with `value` at first use.
    private mutating func token(key: String, namespace: String, name: String, figmaName: String, isVariable: Bool, value: Token.Value) -> String {
        if let index = tokenState.indexByKey[key] { return tokenState.tokens[index].member }
        // Variable names are built as identifiers already (`variable57268_60`); style names follow the member rule.
        let member = tokenState.scopes[namespace, default: .members].claim(isVariable ? name : SwiftName.memberName(name))
        tokenState.indexByKey[key] = tokenState.tokens.count
        tokenState.tokens.append(Token(member: member, figmaName: figmaName, key: key, isVariable: isVariable, value: value))
        return member
    }

    /// The FILL / TEXT / EFFECT style a node uses for a role (`fill`, `stroke`, `text`, `effect`).
    func style(of index: NodeIndex, role: String, type: StyleType) -> (id: String, metadata: StyleMetadata)? {
        let node = file.nodes[index]
        guard let id = node.styles[role] ?? node.styles[role + "s"], let metadata = file.styles[id], metadata.styleType == type else { return nil }
        return (id, metadata)
    }

    /// Wraps lowered paints in tokens: the whole list when the node uses a fill/stroke style, else each
    /// colour bound to a variable.
    mutating func tokenized(_ values: [PaintValue], paints: [Paint], role: String?, _ index: NodeIndex) -> [PaintValue] {
        guard let role else { return values }
        if let (id, metadata) = style(of: index, role: role, type: .fill), values.count == 1 {
            let member = token(key: "style:" + id, namespace: "paint", name: metadata.name, figmaName: metadata.name, isVariable: false, value: .paint(values[0]))
            return [.token(member, values[0])]
        }
        let visible = paints.filter(\.visible)
        guard visible.count == values.count else { return values }
        return zip(visible, values).map { paint, value in
            guard case .color = value, let variable = paint.boundVariables["color"]?.first else { return value }
            if let member = namedVariable(variable, kind: .color) { return .token(member, value) }
            if tokenState.reportedVariables.insert(variable).inserted {
                report(.note, .unresolvedVariable, "colour variable \(variable) \(unnamedVariableReason(variable)); named token uses the literal value", index)
            }
            let member = token(key: "variable:" + variable, namespace: "paint", name: Self.variableName(variable), figmaName: variable, isVariable: true, value: .paint(value))
            return .token(member, value)
        }
    }

    /// `VariableID:605d…/57268:60` → `variable57268_60`; the library hash is dropped for readability
    /// (collisions get the usual number). Anything but digits becomes `_`.
    static func variableName(_ id: String) -> String {
        var local = id.hasPrefix("VariableID:") ? String(id.dropFirst("VariableID:".count)) : id
        if let slash = local.lastIndex(of: "/") { local = String(local[local.index(after: slash)...]) }
        let digits = String(local.unicodeScalars.map { ("0"..."9").contains($0) ? Character($0) : "_" })
        return "variable" + digits
    }

    /// A text style token: the font fields move into the token; colour, case and decoration stay on the view.
    mutating func tokenizedTextStyle(_ style: TextStyle, _ index: NodeIndex) -> TextStyle {
        guard let (id, metadata) = self.style(of: index, role: "text", type: .text) else { return style }
        var fontFields = TextStyle()
        fontFields.fontFamily = style.fontFamily
        fontFields.fontSize = style.fontSize
        fontFields.fontWeight = style.fontWeight
        fontFields.italic = style.italic
        fontFields.tracking = style.tracking
        fontFields.lineHeight = style.lineHeight
        fontFields.naturalLineHeight = style.naturalLineHeight
        let member = token(key: "style:" + id, namespace: "text", name: metadata.name, figmaName: metadata.name, isVariable: false, value: .textStyle(fontFields))
        var result = style
        result.token = member
        result.fontFamily = nil
        result.fontSize = nil
        result.fontWeight = nil
        result.italic = false
        result.tracking = nil
        result.lineHeight = nil
        result.naturalLineHeight = nil
        return result
    }

    /// Drop shadows of a node bound to an effect style become one token reference.
    mutating func effectToken(for shadows: [ShadowValue], _ index: NodeIndex) -> String? {
        guard !shadows.isEmpty, let (id, metadata) = style(of: index, role: "effect", type: .effect) else { return nil }
        return token(key: "style:" + id, namespace: "effect", name: metadata.name, figmaName: metadata.name, isVariable: false, value: .shadows(shadows))
    }

    /// Spacing and padding bound to variables become `CGFloat` tokens (value: the literal). Call on the
    /// view whose content is the stack and whose modifiers hold its padding.
    mutating func bindSpacingAndPaddingTokens(_ view: inout ViewNode, _ index: NodeIndex) {
        let node = file.nodes[index]
        guard !node.boundVariables.isEmpty else { return }
        if case .stack(let stack) = view.content, stack.spacing == rounded(node.itemSpacing) {
            bindDimension(&view, role: .spacing, property: "itemSpacing", value: node.itemSpacing, index)
        }
        // A side whose padding is the variable's value alone (not with strokes included in layout added to it).
        for modifier in view.modifiers {
            guard case .padding(let insets) = modifier else { continue }
            if insets.top == rounded(node.paddingTop) { bindDimension(&view, role: .paddingTop, property: "paddingTop", value: node.paddingTop, index) }
            if insets.leading == rounded(node.paddingLeft) { bindDimension(&view, role: .paddingLeading, property: "paddingLeft", value: node.paddingLeft, index) }
            if insets.bottom == rounded(node.paddingBottom) { bindDimension(&view, role: .paddingBottom, property: "paddingBottom", value: node.paddingBottom, index) }
            if insets.trailing == rounded(node.paddingRight) { bindDimension(&view, role: .paddingTrailing, property: "paddingRight", value: node.paddingRight, index) }
            break
        }
    }

    /// A corner radius bound to one variable on all four corners becomes a `CGFloat` token.
    mutating func bindRadiusToken(_ view: inout ViewNode, _ index: NodeIndex) {
        let node = file.nodes[index]
        guard !node.boundVariables.isEmpty, case .roundedRectangle(let radius) = outline(node) else { return }
        let ids = [("topLeftRadius", "TOP_LEFT"), ("topRightRadius", "TOP_RIGHT"), ("bottomRightRadius", "BOTTOM_RIGHT"), ("bottomLeftRadius", "BOTTOM_LEFT")].map { corner in
            node.boundVariables[corner.0]?.first ?? node.boundVariables["rectangleCornerRadii.RECTANGLE_\(corner.1)_CORNER_RADIUS"]?.first
        }
        guard let first = ids[0], ids.allSatisfy({ $0 == first }) else { return }
        view.dimensionTokens[.radius] = dimensionToken(first, value: radius)
    }

    private mutating func bindDimension(_ view: inout ViewNode, role: DimensionRole, property: String, value: Double, _ index: NodeIndex) {
        guard let variable = file.nodes[index].boundVariables[property]?.first else { return }
        view.dimensionTokens[role] = dimensionToken(variable, value: rounded(value))
    }

    mutating func dimensionToken(_ variable: String, value: Double) -> String {
        if let member = namedVariable(variable, kind: .length) { return member }
        return token(key: "variable:" + variable, namespace: "dimension", name: Self.variableName(variable), figmaName: variable,
              isVariable: true, value: .dimension(value))
    }
}
