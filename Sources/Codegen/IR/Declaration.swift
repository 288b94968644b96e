import FigmaModel

/// One generated type: a component (Child), a component set with its variants, or a screen.
struct Declaration: Equatable, Sendable {
    enum Kind: String, Equatable, Sendable {
        case component
        case componentSet
        case screen
    }

    var kind: Kind
    var typeName: String
    var source: Source
    /// Figma page name (nil for nodes responses without a page).
    var page: String?
    /// Layer names from the page down to the node, joined with ` / `.
    var layerPath: String
    var componentKey: String?
    var description: String?
    var properties: [Property]
    var enums: [VariantEnum]
    var variants: [Variant]
    /// Parts of the body split out into named members, in the order they appear.
    var parts: [Part]
    /// What the type shows. Nil once released (`releasingViews`): a declaration's views are freed as soon as its
    /// file and manifest records are made, unless the IR is kept whole (an IR dump).
    var views: DeclarationViews?
    /// The size drawn in Figma, for previews and the catalog.
    var designSize: Size2D?
    /// For a component from another library (its definition is not in the export): the instance its body
    /// was drawn from.
    var reconstructedFrom: Source?
    /// An interactive component set's own states (variants wired to each other in the prototype).
    var behaviour: VariantBehaviour?
    /// When a button of the type scrolls it to one of its layers (a screen's scroll-to): the member that holds
    /// where to.
    var scrollMember: String?

    /// The declaration without its views (slot defaults are kept): what the shared files and the manifest read
    /// of a declaration is all there.
    func releasingViews() -> Declaration {
        var declaration = self
        declaration.views = nil
        return declaration
    }

    /// Generic parameters of the type, one per slot (content the caller gives), in declaration order.
    var genericParameters: [String] {
        properties.compactMap { if case .content(let name, _) = $0.type { name } else { nil } }
    }

    init(kind: Kind, typeName: String, source: Source, page: String?, layerPath: String, componentKey: String? = nil,
                description: String? = nil, properties: [Property] = [], enums: [VariantEnum] = [], variants: [Variant] = [], parts: [Part] = [],
                views: DeclarationViews) {
        self.kind = kind
        self.typeName = typeName
        self.source = source
        self.page = page
        self.layerPath = layerPath
        self.componentKey = componentKey
        self.description = description
        self.properties = properties
        self.enums = enums
        self.variants = variants
        self.parts = parts
        self.views = views
    }
}

/// The views a declaration shows: its body, each variant's and each part's.
struct DeclarationViews: Equatable, Sendable {
    /// The view shown by `body` (nil for a set: its body chooses among the variants).
    var body: ViewNode?
    /// Each variant's, in `Declaration.variants`' order.
    var variants: [ViewNode] = []
    /// Each part's, in `Declaration.parts`' order.
    var parts: [ViewNode] = []

    /// Every root view in the order a file shows them: the body, the variants', the parts'.
    func forEach(_ visit: (ViewNode) -> Void) {
        if let body { visit(body) }
        variants.forEach(visit)
        parts.forEach(visit)
    }
}

struct Size2D: Equatable, Sendable {
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A parameter of a component type: a Figma component property, a layer field its instances override,
/// or a slot's content.
struct Property: Equatable, Sendable {
    enum ValueType: Equatable, Sendable {
        case text(default: String)
        case bool(default: Bool)
        /// An instance-swap slot (or a swapped nested instance); the default is a call of the component shown.
        case view(default: InstanceCall?)
        case variant(enumName: String, defaultCase: String)
        /// A colour instances change (an overridden solid fill or stroke).
        case color(default: PaintValue)
        /// A number instances change (an overridden opacity or corner radius).
        case number(default: Double)
        /// A text's font and line box instances change (`TextStyleToken` / `TextAttributes`).
        case textStyle(default: TextStyle)
        /// A layer's fills instances change to gradients, images or several paints (`[DesignPaint]` / `[ShapeView.Paint]`).
        case paints(default: [PaintValue])
        /// A layer's stroke paint instances change to other than one colour (`AnyShapeStyle` / `ShapeView.Paint`).
        case paint(default: PaintValue)
        /// A layer's drop shadows instances change (`EffectToken`).
        case shadows(default: ShadowList)
        /// A text instances style in runs of their own (SwiftUI `Text?`, UIKit `[(String, TextAttributes)]?`); nil by
        /// default: the text as the component draws it.
        case styledText
        /// A text's case instances change (SwiftUI `Text.Case?`, UIKit `TextAttributes.TextCase?`; nil: as written).
        case textCase(default: TextCaseValue?)
        /// Content the caller gives (a Figma slot): a generic `@ViewBuilder` parameter with the design's
        /// own content as default.
        case content(genericName: String, default: [ViewNode])
        /// Code the caller gives (a prototype interaction): a closure that does nothing by default.
        case handler(HandlerSignature)
    }

    enum Origin: Equatable, Sendable {
        /// A component property, by full Figma key (`Title#12:0`).
        case componentProperty(key: String)
        /// A field of one layer that instances override without a component property.
        case override(layerID: String, layerName: String, field: String)
        /// A SLOT property (`Content#3:1`), bound to a SLOT node.
        case slot(key: String)
        /// A layer's prototype interaction (`tap`, `timeout`): the handler the layer calls.
        case interaction(layerID: String, layerName: String, event: String)
        /// An interactive set reporting the value a variant property changed to (its key).
        case variantChange(key: String)
    }

    var member: String
    var origin: Origin
    var type: ValueType
    /// For an overridden field, the layer it belongs to: `lookup` finds the parameter from the layer's node id.
    var layer: Source?
    /// A view property whose default is left out (it would build a cycle of types): the size the design drew
    /// it at, which its empty default keeps so the layers around it stay where they were drawn.
    var emptyDefaultSize: Size2D?
    /// A slot with content of its own: the member that draws it in `body` when the caller gives none. Never a
    /// default argument: swiftc type-checks a generic default again at every call that leaves it out, and a default
    /// argument can read neither the type's members nor its parts.
    var defaultMember: String?

    init(member: String, origin: Origin, type: ValueType, layer: Source? = nil) {
        self.member = member
        self.origin = origin
        self.type = type
        self.layer = layer
    }

    /// What the design calls it: the property key, or `<layer id>.<field>` for an overridden field.
    var figmaKey: String {
        switch origin {
        case .componentProperty(let key), .slot(let key): key
        case .override(let layerID, _, let field): "\(layerID).\(field)"
        case .interaction(let layerID, _, let event): "\(layerID).\(event)"
        case .variantChange(let key): "\(key).change"
        }
    }
}

/// The nested enum of one VARIANT property.
struct VariantEnum: Equatable, Sendable {
    var name: String
    var figmaName: String
    /// (Swift case, Figma value) in the design's order.
    var cases: [(member: String, value: String)]
    /// For a generic type (one with slots): the enum is declared at the top level under this name, and
    /// `name` is a type alias inside the type — a type nested in a generic type would be generic too, so
    /// its values could not be named from outside, nor the slots' types be inferred from defaults.
    var topLevelName: String?

    init(name: String, figmaName: String, cases: [(member: String, value: String)], topLevelName: String? = nil) {
        self.name = name
        self.figmaName = figmaName
        self.cases = cases
        self.topLevelName = topLevelName
    }

    static func == (lhs: VariantEnum, rhs: VariantEnum) -> Bool {
        lhs.name == rhs.name && lhs.figmaName == rhs.figmaName && lhs.topLevelName == rhs.topLevelName
            && lhs.cases.elementsEqual(rhs.cases) { $0.member == $1.member && $0.value == $1.value }
    }
}

/// One variant COMPONENT of a set: rendered on its own (`DeclarationViews.variants`) and chosen in `body`.
struct Variant: Equatable, Sendable {
    var member: String
    var source: Source
    /// The variant component's own key (files that link to this one name it by that key).
    var componentKey: String?
    /// Property member → enum case member, one per VARIANT property.
    var values: [(property: String, caseMember: String)]
    var designSize: Size2D?

    init(member: String, source: Source, values: [(property: String, caseMember: String)]) {
        self.member = member
        self.source = source
        self.values = values
    }

    static func == (lhs: Variant, rhs: Variant) -> Bool {
        lhs.member == rhs.member && lhs.source == rhs.source && lhs.designSize == rhs.designSize && lhs.componentKey == rhs.componentKey
            && lhs.values.elementsEqual(rhs.values) { $0.property == $1.property && $0.caseMember == $1.caseMember }
    }
}

/// A subtree split out of a body into `private var <member>: some View` (its view: `DeclarationViews.parts`).
struct Part: Equatable, Sendable {
    var member: String
    var source: Source?
}

/// Shared code some outputs need, emitted once and only when used.
enum SupportFeature: String, CaseIterable, Equatable, Sendable, Comparable {
    /// A wrapping flow `Layout` for auto layout with WRAP.
    case flowLayout
    /// A `Layout` of fixed and fr tracks for auto layout GRID.
    case gridTrackLayout
    /// Buttons, timers and scrolling of the prototype's interactions (`DesignInteraction`).
    case interaction
    /// A `Layout` that places children by Figma's resizing constraints, and the pure placement math it uses.
    case constraintLayout
    /// The text-style type (`TextStyleToken` and its `textStyle(_:)` modifier on SwiftUI), for text-style parameters.
    case textStyleType
    /// The effect type (`EffectToken` and its `effect(_:)` modifier), for shadow parameters.
    case effectType
    /// The paint type of paint-list parameters (`DesignPaint` and its `paints(_:in:)` modifier on SwiftUI).
    case designPaint
    /// The length of a layer that fills its container (`CGFloat.fillContainer`, SwiftUI's `DesignLayout`; UIKit's
    /// is in `ContainerBuilder`, which every UIKit output has).
    case fillContainer
    /// The reader of vector paths written as Figma's commands (`FigmaPath`: SwiftUI's `Path(figmaPath:)`, UIKit's
    /// `ShapeView.Outline.path(figmaPath:)`).
    case figmaPath

    static func < (lhs: SupportFeature, rhs: SupportFeature) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A design token: a named style or variable and the value the design gives it.
struct Token: Equatable, Sendable {
    enum Value: Equatable, Sendable {
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
    var member: String
    /// The style name (`Brand/Primary`) or, for variables, the variable id.
    var figmaName: String
    /// Style key, or the variable id.
    var key: String
    var isVariable: Bool
    /// The value in the default mode (for variables: resolved through aliases).
    var value: Value
    /// A variable named by the variables endpoint's answer: its modes and aliases. Nil for styles, and for
    /// variables known only by id (the export alone).
    var variable: VariableToken?

    init(member: String, figmaName: String, key: String, isVariable: Bool, value: Value, variable: VariableToken? = nil) {
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
struct VariableToken: Equatable, Sendable {
    struct ModeValue: Equatable, Sendable {
        /// The mode's name as designed (`Light`, `Dark`, `Wireframe`).
        var mode: String
        /// The value through every alias.
        var resolved: Token.Value
        /// The member of the aliased token, when the mode's value is an alias.
        var reference: String?
        /// The aliased token's kind (a `Double` may alias a `CGFloat`).
        var referenceKind: Kind?

        init(mode: String, resolved: Token.Value, reference: String? = nil, referenceKind: Kind? = nil) {
            self.mode = mode
            self.resolved = resolved
            self.reference = reference
            self.referenceKind = referenceKind
        }
    }

    /// Another mode's value, written in a per-mode namespace (`Color.Tokens.Wireframe.<member>`).
    struct OtherMode: Equatable, Sendable {
        /// The namespace's type name (`Wireframe`).
        var typeName: String
        var value: ModeValue
    }

    /// The Swift type a variable becomes: COLOR → colour, FLOAT → length (`CGFloat`, where bound to a size,
    /// spacing, radius or font size, or scoped only to such) or number (`Double`), STRING → text, BOOLEAN → flag.
    enum Kind: String, Equatable, Sendable {
        case color, length, number, text, flag
    }

    var kind: Kind
    var collection: String
    var description: String?
    /// The default mode's value (the light one in a collection with Light and Dark modes).
    var base: ModeValue
    /// The dark appearance of a colour in a collection with Light and Dark modes, when it differs.
    var dark: ModeValue?
    /// Every other mode, in the collection's order.
    var others: [OtherMode]

    init(kind: Kind, collection: String, description: String?, base: ModeValue, dark: ModeValue?, others: [OtherMode]) {
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
        names.formUnion(properties.compactMap(\.defaultMember))
        names.formUnion(enums.map(\.name))
        names.formUnion(genericParameters)
        return names
    }
}

/// The whole lowered design: what every renderer receives.
struct DesignIR: Equatable, Sendable {
    /// The Figma file's name, for file headers (nil when the export has none).
    var designName: String?
    var declarations: [Declaration]
    /// The linked libraries' components the design calls.
    var links: [LibraryLink] = []
    var support: [SupportFeature]
    /// Tokens the generated views use, in order of first use.
    var tokens: [Token] = []
    var tokenTypeNames = TokenTypeNames(textStyle: "TextStyleToken", effect: "EffectToken", file: "DesignTokens")
    /// Names of the types the target writes itself (`Renderer.sharedTypeNames`), by base name, claimed after
    /// every design type so they never collide (`DesignCatalog` → `DesignCatalog2` next to a component of that name).
    var sharedTypes: [String: String]
    /// The asset catalog's images the views show, in document order of their first use in the design.
    var assets: [CatalogImage] = []
    /// Font families the app must bundle (not iOS fonts), in order of first use.
    var fonts: [FontFamilyUse] = []
    /// The prototype's flows (`Flow`), written as types of their own.
    var flows: [Flow] = []

    init(declarations: [Declaration], support: [SupportFeature], sharedTypes: [String: String] = [:]) {
        self.declarations = declarations
        self.support = support
        self.sharedTypes = sharedTypes
    }

    /// The claimed name of a shared type (its base name when it was not claimed: IR built by hand in tests).
    func sharedType(_ base: String) -> String {
        sharedTypes[base] ?? base
    }
}

/// Names of the token support types, claimed with the design's types so they never collide.
struct TokenTypeNames: Equatable, Sendable {
    var textStyle: String
    var effect: String
    var file: String

    init(textStyle: String, effect: String, file: String) {
        self.textStyle = textStyle
        self.effect = effect
        self.file = file
    }
}
