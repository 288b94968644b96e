import FigmaModel

/// One generated type: a component (Child), a component set with its variants, or a screen.
public struct Declaration: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        case component
        case componentSet
        case screen
    }

    public var kind: Kind
    public var typeName: String
    public var source: Source
    /// Figma page name (nil for nodes responses without a page).
    public var page: String?
    /// Layer names from the page down to the node, joined with ` / `.
    public var layerPath: String
    public var componentKey: String?
    public var description: String?
    public var properties: [Property]
    public var enums: [VariantEnum]
    /// The view shown by `body` (for sets: chosen among `variants`).
    public var body: ViewNode?
    public var variants: [Variant]
    /// Parts of the body split out into named members, in the order they appear.
    public var parts: [Part]
    /// The size drawn in Figma, for previews and the catalog.
    public var designSize: Size2D?
    /// For a component from another library (its definition is not in the export): the instance its body
    /// was drawn from.
    public var reconstructedFrom: Source?

    /// The declaration without its views: the bodies of the type, its variants and parts are placeholders
    /// (slot defaults are kept). What the shared files and the manifest read of a declaration is all there.
    public var outline: Declaration {
        var outline = self
        if body != nil { outline.body = ViewNode(.placeholder) }
        for index in outline.variants.indices { outline.variants[index].body = ViewNode(.placeholder) }
        for index in outline.parts.indices { outline.parts[index].body = ViewNode(.placeholder) }
        return outline
    }

    /// Generic parameters of the type, one per slot (content the caller gives), in declaration order.
    public var genericParameters: [String] {
        properties.compactMap { if case .content(let name, _) = $0.type { name } else { nil } }
    }

    public init(kind: Kind, typeName: String, source: Source, page: String?, layerPath: String, componentKey: String? = nil,
                description: String? = nil, properties: [Property] = [], enums: [VariantEnum] = [], body: ViewNode? = nil,
                variants: [Variant] = [], parts: [Part] = []) {
        self.kind = kind
        self.typeName = typeName
        self.source = source
        self.page = page
        self.layerPath = layerPath
        self.componentKey = componentKey
        self.description = description
        self.properties = properties
        self.enums = enums
        self.body = body
        self.variants = variants
        self.parts = parts
    }
}

public struct Size2D: Equatable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A parameter of a component type: a Figma component property, a layer field its instances override,
/// or a slot's content.
public struct Property: Equatable, Sendable {
    public enum ValueType: Equatable, Sendable {
        case text(default: String)
        case bool(default: Bool)
        /// An instance-swap slot (or a swapped nested instance); the default is a call of the component shown.
        case view(default: InstanceCall?)
        case variant(enumName: String, defaultCase: String)
        /// A colour instances change (an overridden solid fill or stroke).
        case color(default: PaintValue)
        /// A number instances change (an overridden opacity).
        case number(default: Double)
        /// Content the caller gives (a Figma slot): a generic `@ViewBuilder` parameter with the design's
        /// own content as default.
        case content(genericName: String, default: [ViewNode])
    }

    public enum Origin: Equatable, Sendable {
        /// A component property, by full Figma key (`Title#12:0`).
        case componentProperty(key: String)
        /// A field of one layer that instances override without a component property.
        case override(layerID: String, layerName: String, field: String)
        /// A SLOT property (`Content#3:1`), bound to a SLOT node.
        case slot(key: String)
    }

    public var member: String
    public var origin: Origin
    public var type: ValueType
    /// For an overridden field, the layer it belongs to: `lookup` finds the parameter from the layer's node id.
    public var layer: Source?

    public init(member: String, origin: Origin, type: ValueType, layer: Source? = nil) {
        self.member = member
        self.origin = origin
        self.type = type
        self.layer = layer
    }

    /// What the design calls it: the property key, or `<layer id>.<field>` for an overridden field.
    public var figmaKey: String {
        switch origin {
        case .componentProperty(let key), .slot(let key): key
        case .override(let layerID, _, let field): "\(layerID).\(field)"
        }
    }
}

/// The nested enum of one VARIANT property.
public struct VariantEnum: Equatable, Sendable {
    public var name: String
    public var figmaName: String
    /// (Swift case, Figma value) in the design's order.
    public var cases: [(member: String, value: String)]
    /// For a generic type (one with slots): the enum is declared at the top level under this name, and
    /// `name` is a type alias inside the type — a type nested in a generic type would be generic too, so
    /// its values could not be named from outside, nor the slots' types be inferred from defaults.
    public var topLevelName: String?

    public init(name: String, figmaName: String, cases: [(member: String, value: String)], topLevelName: String? = nil) {
        self.name = name
        self.figmaName = figmaName
        self.cases = cases
        self.topLevelName = topLevelName
    }

    public static func == (lhs: VariantEnum, rhs: VariantEnum) -> Bool {
        lhs.name == rhs.name && lhs.figmaName == rhs.figmaName && lhs.topLevelName == rhs.topLevelName
            && lhs.cases.elementsEqual(rhs.cases) { $0.member == $1.member && $0.value == $1.value }
    }
}

/// One variant COMPONENT of a set: rendered on its own and chosen in `body`.
public struct Variant: Equatable, Sendable {
    public var member: String
    public var source: Source
    /// Property member → enum case member, one per VARIANT property.
    public var values: [(property: String, caseMember: String)]
    public var body: ViewNode
    public var designSize: Size2D?

    public init(member: String, source: Source, values: [(property: String, caseMember: String)], body: ViewNode) {
        self.member = member
        self.source = source
        self.values = values
        self.body = body
    }

    public static func == (lhs: Variant, rhs: Variant) -> Bool {
        lhs.member == rhs.member && lhs.source == rhs.source && lhs.body == rhs.body && lhs.designSize == rhs.designSize
            && lhs.values.elementsEqual(rhs.values) { $0.property == $1.property && $0.caseMember == $1.caseMember }
    }
}

/// A subtree split out of a body into `private var <member>: some View`.
public struct Part: Equatable, Sendable {
    public var member: String
    public var source: Source?
    public var body: ViewNode

    public init(member: String, source: Source?, body: ViewNode) {
        self.member = member
        self.source = source
        self.body = body
    }
}

/// Shared code some outputs need, emitted once and only when used.
public enum SupportFeature: String, CaseIterable, Equatable, Sendable, Comparable {
    /// A wrapping flow `Layout` for auto layout with WRAP.
    case flowLayout
    /// A `Layout` that places children by Figma's resizing constraints, and the pure placement math it uses.
    case constraintLayout

    public static func < (lhs: SupportFeature, rhs: SupportFeature) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A design token: a named style or variable and the value the design gives it.
public struct Token: Equatable, Sendable {
    public enum Value: Equatable, Sendable {
        case paint(PaintValue)
        case textStyle(TextStyle)
        case shadows([ShadowValue])
        /// A length (spacing, padding, radius) bound to a variable: `CGFloat`.
        case dimension(Double)
        /// A number variable that is not a length (opacity, a count): `Double`.
        case number(Double)
        case text(String)
        case flag(Bool)
    }

    /// Swift member name inside its namespace (`brand_Primary` in `Color.Tokens.brand_Primary`).
    public var member: String
    /// The style name (`Brand/Primary`) or, for variables, the variable id.
    public var figmaName: String
    /// Style key, or the variable id.
    public var key: String
    public var isVariable: Bool
    /// The value in the default mode (for variables: resolved through aliases).
    public var value: Value
    /// A variable named by the variables endpoint's answer: its modes and aliases. Nil for styles, and for
    /// variables known only by id (the export alone).
    public var variable: VariableToken?

    public init(member: String, figmaName: String, key: String, isVariable: Bool, value: Value, variable: VariableToken? = nil) {
        self.member = member
        self.figmaName = figmaName
        self.key = key
        self.isVariable = isVariable
        self.value = value
        self.variable = variable
    }
}

/// What the variables endpoint says about a token: its collection and the value in each mode. A mode
/// value that is an alias stays a reference to the aliased token (semantic → primitive), with the value it
/// resolves to alongside (for asset catalogs and reports).
public struct VariableToken: Equatable, Sendable {
    public struct ModeValue: Equatable, Sendable {
        /// The mode's name as designed (`Light`, `Dark`, `Wireframe`).
        public var mode: String
        /// The value through every alias.
        public var resolved: Token.Value
        /// The member of the aliased token, when the mode's value is an alias.
        public var reference: String?
        /// The aliased token's kind (a `Double` may alias a `CGFloat`).
        public var referenceKind: Kind?

        public init(mode: String, resolved: Token.Value, reference: String? = nil, referenceKind: Kind? = nil) {
            self.mode = mode
            self.resolved = resolved
            self.reference = reference
            self.referenceKind = referenceKind
        }
    }

    /// Another mode's value, written in a per-mode namespace (`Color.Tokens.Wireframe.<member>`).
    public struct OtherMode: Equatable, Sendable {
        /// The namespace's type name (`Wireframe`).
        public var typeName: String
        public var value: ModeValue
    }

    /// The Swift type a variable becomes: COLOR → colour, FLOAT → length (`CGFloat`, where bound to a size,
    /// spacing, radius or font size, or scoped only to such) or number (`Double`), STRING → text, BOOLEAN → flag.
    public enum Kind: String, Equatable, Sendable {
        case color, length, number, text, flag
    }

    public var kind: Kind
    public var collection: String
    public var description: String?
    /// The default mode's value (the light one in a collection with Light and Dark modes).
    public var base: ModeValue
    /// The dark appearance of a colour in a collection with Light and Dark modes, when it differs.
    public var dark: ModeValue?
    /// Every other mode, in the collection's order.
    public var others: [OtherMode]

    public init(kind: Kind, collection: String, description: String?, base: ModeValue, dark: ModeValue?, others: [OtherMode]) {
        self.kind = kind
        self.collection = collection
        self.description = description
        self.base = base
        self.dark = dark
        self.others = others
    }
}

extension Declaration {
    /// The names of the members the type declares (properties, variants, parts, enums, generic parameters, `body`), which a
    /// renderer's own members (`ChildGroups`) must not take.
    var memberNames: Set<String> {
        var names: Set<String> = ["body", "init", "rebuild"]
        names.formUnion(properties.map(\.member))
        names.formUnion(variants.map(\.member))
        names.formUnion(parts.map(\.member))
        names.formUnion(enums.map(\.name))
        names.formUnion(genericParameters)
        return names
    }
}

/// The whole lowered design: what every renderer receives.
public struct DesignIR: Equatable, Sendable {
    /// The Figma file's name, for file headers (nil when the export has none).
    public var designName: String?
    public var declarations: [Declaration]
    public var support: [SupportFeature]
    /// Tokens the generated views use, in order of first use.
    public var tokens: [Token] = []
    public var tokenTypeNames = TokenTypeNames(textStyle: "TextStyleToken", effect: "EffectToken", file: "DesignTokens")
    /// Names of the types the target writes itself (`Renderer.sharedTypeNames`), by base name, claimed after
    /// every design type so they never collide (`DesignCatalog` → `DesignCatalog2` next to a component of that name).
    public var sharedTypes: [String: String]
    /// The asset catalog's images the views show, in document order of their first use in the design.
    public var assets: [CatalogImage] = []
    /// Font families the app must bundle (not iOS fonts), in order of first use.
    public var fonts: [FontFamilyUse] = []

    public init(declarations: [Declaration], support: [SupportFeature], sharedTypes: [String: String] = [:]) {
        self.declarations = declarations
        self.support = support
        self.sharedTypes = sharedTypes
    }

    /// The claimed name of a shared type (its base name when it was not claimed: IR built by hand in tests).
    public func sharedType(_ base: String) -> String {
        sharedTypes[base] ?? base
    }
}

/// Names of the token support types, claimed with the design's types so they never collide.
public struct TokenTypeNames: Equatable, Sendable {
    public var textStyle: String
    public var effect: String
    public var file: String

    public init(textStyle: String, effect: String, file: String) {
        self.textStyle = textStyle
        self.effect = effect
        self.file = file
    }
}
