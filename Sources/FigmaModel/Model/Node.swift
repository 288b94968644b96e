/// Index of a node in `FigmaFile.nodes`. Nodes live in one flat array in document order (pre-order),
/// so no part of the model is recursive: any depth is safe to build, walk and free.
public typealias NodeIndex = Int

/// One layer of the design. Fields hold the spec's defaults when the JSON omits them; fields the spec
/// marks optional without a default are optionals. Which fields are meaningful depends on `type`.
///
/// A class, not a struct: a node has some thirty fields that hold references (strings, arrays, maps), and
/// generation reads nodes everywhere (`let node = file.nodes[index]`). As a struct every such read copied
/// the node and retained each of those fields; as a class it is one retain. The decoder fills a node in
/// place while reading it; after decoding, nothing changes a node (hence `@unchecked Sendable`). For the same
/// reason its stored fields opt out of run-time exclusivity checks (`@exclusivity(unchecked)`): no two
/// accesses to one node ever overlap, and the decoder stores millions of fields.
public final class Node: @unchecked Sendable {
    // MARK: Tree
    @exclusivity(unchecked) public var id: String
    @exclusivity(unchecked) public var name: String
    @exclusivity(unchecked) public var type: NodeType
    @exclusivity(unchecked) public var parent: NodeIndex?
    /// Position in the parent's `children` (for JSON paths without searching the siblings).
    @exclusivity(unchecked) public var indexInParent = 0
    @exclusivity(unchecked) public var children: [NodeIndex] = []
    /// Where the node's JSON object (its whole subtree) is in the decoded bytes: `FigmaFile.contentHash`.
    @exclusivity(unchecked) public var byteRange: Range<Int> = 0..<0

    // MARK: Layer (IsLayerTrait)
    @exclusivity(unchecked) public var rotation: Double = 0
    @exclusivity(unchecked) public var boundVariables = BoundVariables()

    // MARK: Blending, masks, effects
    @exclusivity(unchecked) public var opacity: Double = 1
    @exclusivity(unchecked) public var effects: [Effect] = []

    // MARK: Geometry and layout in the parent (HasLayoutTrait)
    @exclusivity(unchecked) public var absoluteBoundingBox: Rect?
    @OutOfLine public var absoluteRenderBounds: Rect? = nil
    @exclusivity(unchecked) public var relativeTransform: Transform?
    @exclusivity(unchecked) public var size: Vector?
    @OutOfLine public var constraints: LayoutConstraint? = nil
    @exclusivity(unchecked) public var layoutGrow: Double = 0
    // Size limits and the grid cell, stored in `childLayoutBox`.
    public var minWidth: Double? {
        get { childLayoutBox?.fields.minWidth ?? ChildLayoutFields.defaults.minWidth }
        set { childLayoutBox[fieldsOr: .defaults].minWidth = newValue }
    }
    public var maxWidth: Double? {
        get { childLayoutBox?.fields.maxWidth ?? ChildLayoutFields.defaults.maxWidth }
        set { childLayoutBox[fieldsOr: .defaults].maxWidth = newValue }
    }
    public var minHeight: Double? {
        get { childLayoutBox?.fields.minHeight ?? ChildLayoutFields.defaults.minHeight }
        set { childLayoutBox[fieldsOr: .defaults].minHeight = newValue }
    }
    public var maxHeight: Double? {
        get { childLayoutBox?.fields.maxHeight ?? ChildLayoutFields.defaults.maxHeight }
        set { childLayoutBox[fieldsOr: .defaults].maxHeight = newValue }
    }
    public var gridRowSpan: Int? {
        get { childLayoutBox?.fields.gridRowSpan ?? ChildLayoutFields.defaults.gridRowSpan }
        set { childLayoutBox[fieldsOr: .defaults].gridRowSpan = newValue }
    }
    public var gridColumnSpan: Int? {
        get { childLayoutBox?.fields.gridColumnSpan ?? ChildLayoutFields.defaults.gridColumnSpan }
        set { childLayoutBox[fieldsOr: .defaults].gridColumnSpan = newValue }
    }
    public var gridRowAnchorIndex: Int? {
        get { childLayoutBox?.fields.gridRowAnchorIndex ?? ChildLayoutFields.defaults.gridRowAnchorIndex }
        set { childLayoutBox[fieldsOr: .defaults].gridRowAnchorIndex = newValue }
    }
    public var gridColumnAnchorIndex: Int? {
        get { childLayoutBox?.fields.gridColumnAnchorIndex ?? ChildLayoutFields.defaults.gridColumnAnchorIndex }
        set { childLayoutBox[fieldsOr: .defaults].gridColumnAnchorIndex = newValue }
    }
    public var gridChildHorizontalAlign: GridChildAlign? {
        get { childLayoutBox?.fields.gridChildHorizontalAlign ?? ChildLayoutFields.defaults.gridChildHorizontalAlign }
        set { childLayoutBox[fieldsOr: .defaults].gridChildHorizontalAlign = newValue }
    }
    public var gridChildVerticalAlign: GridChildAlign? {
        get { childLayoutBox?.fields.gridChildVerticalAlign ?? ChildLayoutFields.defaults.gridChildVerticalAlign }
        set { childLayoutBox[fieldsOr: .defaults].gridChildVerticalAlign = newValue }
    }

    // MARK: Frame (HasFramePropertiesTrait), stored in `frameBox`
    public var clipsContent: Bool {
        get { frameBox?.fields.clipsContent ?? FrameFields.defaults.clipsContent }
        set { frameBox[fieldsOr: .defaults].clipsContent = newValue }
    }
    public var backgroundColor: RGBA? {
        get { frameBox?.fields.backgroundColor ?? FrameFields.defaults.backgroundColor }
        set { frameBox[fieldsOr: .defaults].backgroundColor = newValue }
    }
    public var overflowDirection: OverflowDirection {
        get { frameBox?.fields.overflowDirection ?? FrameFields.defaults.overflowDirection }
        set { frameBox[fieldsOr: .defaults].overflowDirection = newValue }
    }
    public var layoutMode: LayoutMode {
        get { frameBox?.fields.layoutMode ?? FrameFields.defaults.layoutMode }
        set { frameBox[fieldsOr: .defaults].layoutMode = newValue }
    }
    public var primaryAxisSizingMode: AxisSizingMode {
        get { frameBox?.fields.primaryAxisSizingMode ?? FrameFields.defaults.primaryAxisSizingMode }
        set { frameBox[fieldsOr: .defaults].primaryAxisSizingMode = newValue }
    }
    public var counterAxisSizingMode: AxisSizingMode {
        get { frameBox?.fields.counterAxisSizingMode ?? FrameFields.defaults.counterAxisSizingMode }
        set { frameBox[fieldsOr: .defaults].counterAxisSizingMode = newValue }
    }
    public var primaryAxisAlignItems: PrimaryAxisAlignItems {
        get { frameBox?.fields.primaryAxisAlignItems ?? FrameFields.defaults.primaryAxisAlignItems }
        set { frameBox[fieldsOr: .defaults].primaryAxisAlignItems = newValue }
    }
    public var counterAxisAlignItems: CounterAxisAlignItems {
        get { frameBox?.fields.counterAxisAlignItems ?? FrameFields.defaults.counterAxisAlignItems }
        set { frameBox[fieldsOr: .defaults].counterAxisAlignItems = newValue }
    }
    public var paddingLeft: Double {
        get { frameBox?.fields.paddingLeft ?? FrameFields.defaults.paddingLeft }
        set { frameBox[fieldsOr: .defaults].paddingLeft = newValue }
    }
    public var paddingRight: Double {
        get { frameBox?.fields.paddingRight ?? FrameFields.defaults.paddingRight }
        set { frameBox[fieldsOr: .defaults].paddingRight = newValue }
    }
    public var paddingTop: Double {
        get { frameBox?.fields.paddingTop ?? FrameFields.defaults.paddingTop }
        set { frameBox[fieldsOr: .defaults].paddingTop = newValue }
    }
    public var paddingBottom: Double {
        get { frameBox?.fields.paddingBottom ?? FrameFields.defaults.paddingBottom }
        set { frameBox[fieldsOr: .defaults].paddingBottom = newValue }
    }
    public var itemSpacing: Double {
        get { frameBox?.fields.itemSpacing ?? FrameFields.defaults.itemSpacing }
        set { frameBox[fieldsOr: .defaults].itemSpacing = newValue }
    }
    public var itemReverseZIndex: Bool {
        get { frameBox?.fields.itemReverseZIndex ?? FrameFields.defaults.itemReverseZIndex }
        set { frameBox[fieldsOr: .defaults].itemReverseZIndex = newValue }
    }
    public var strokesIncludedInLayout: Bool {
        get { frameBox?.fields.strokesIncludedInLayout ?? FrameFields.defaults.strokesIncludedInLayout }
        set { frameBox[fieldsOr: .defaults].strokesIncludedInLayout = newValue }
    }
    public var layoutWrap: LayoutWrap {
        get { frameBox?.fields.layoutWrap ?? FrameFields.defaults.layoutWrap }
        set { frameBox[fieldsOr: .defaults].layoutWrap = newValue }
    }
    public var counterAxisSpacing: Double {
        get { frameBox?.fields.counterAxisSpacing ?? FrameFields.defaults.counterAxisSpacing }
        set { frameBox[fieldsOr: .defaults].counterAxisSpacing = newValue }
    }
    public var counterAxisAlignContent: CounterAxisAlignContent {
        get { frameBox?.fields.counterAxisAlignContent ?? FrameFields.defaults.counterAxisAlignContent }
        set { frameBox[fieldsOr: .defaults].counterAxisAlignContent = newValue }
    }
    public var gridRowCount: Int? {
        get { frameBox?.fields.gridRowCount ?? FrameFields.defaults.gridRowCount }
        set { frameBox[fieldsOr: .defaults].gridRowCount = newValue }
    }
    public var gridColumnCount: Int? {
        get { frameBox?.fields.gridColumnCount ?? FrameFields.defaults.gridColumnCount }
        set { frameBox[fieldsOr: .defaults].gridColumnCount = newValue }
    }
    public var gridRowGap: Double {
        get { frameBox?.fields.gridRowGap ?? FrameFields.defaults.gridRowGap }
        set { frameBox[fieldsOr: .defaults].gridRowGap = newValue }
    }
    public var gridColumnGap: Double {
        get { frameBox?.fields.gridColumnGap ?? FrameFields.defaults.gridColumnGap }
        set { frameBox[fieldsOr: .defaults].gridColumnGap = newValue }
    }
    public var gridColumnsSizing: String? {
        get { frameBox?.fields.gridColumnsSizing ?? FrameFields.defaults.gridColumnsSizing }
        set { frameBox[fieldsOr: .defaults].gridColumnsSizing = newValue }
    }
    public var gridRowsSizing: String? {
        get { frameBox?.fields.gridRowsSizing ?? FrameFields.defaults.gridRowsSizing }
        set { frameBox[fieldsOr: .defaults].gridRowsSizing = newValue }
    }
    public var hasLayoutGrids: Bool {
        get { frameBox?.fields.hasLayoutGrids ?? FrameFields.defaults.hasLayoutGrids }
        set { frameBox[fieldsOr: .defaults].hasLayoutGrids = newValue }
    }

    // MARK: Fills, strokes, corners (HasGeometryTrait, CornerTrait)
    @exclusivity(unchecked) public var fills: [Paint] = []
    /// Style ids by role (`fill`, `stroke`, `text`, `effect`, `grid`, …).
    @exclusivity(unchecked) public var styles = OrderedMap<String>()
    @exclusivity(unchecked) public var strokes: [Paint] = []
    @exclusivity(unchecked) public var strokeWeight: Double = 1
    @OutOfLine public var individualStrokeWeights: StrokeWeights? = nil
    @exclusivity(unchecked) public var cornerRadius: Double = 0
    @OutOfLine public var arcData: ArcData? = nil
    // Vector geometry, dashes and corner details, stored in `geometryBox`. `rectangleCornerRadii`: top-left,
    // top-right, bottom-right, bottom-left.
    public var strokeDashes: [Double] {
        get { geometryBox?.fields.strokeDashes ?? GeometryFields.defaults.strokeDashes }
        set { geometryBox[fieldsOr: .defaults].strokeDashes = newValue }
    }
    public var cornerSmoothing: Double {
        get { geometryBox?.fields.cornerSmoothing ?? GeometryFields.defaults.cornerSmoothing }
        set { geometryBox[fieldsOr: .defaults].cornerSmoothing = newValue }
    }
    public var rectangleCornerRadii: [Double]? {
        get { geometryBox?.fields.rectangleCornerRadii ?? GeometryFields.defaults.rectangleCornerRadii }
        set { geometryBox[fieldsOr: .defaults].rectangleCornerRadii = newValue }
    }
    public var fillGeometry: [GeometryPath] {
        get { geometryBox?.fields.fillGeometry ?? GeometryFields.defaults.fillGeometry }
        set { geometryBox[fieldsOr: .defaults].fillGeometry = newValue }
    }
    public var strokeGeometry: [GeometryPath] {
        get { geometryBox?.fields.strokeGeometry ?? GeometryFields.defaults.strokeGeometry }
        set { geometryBox[fieldsOr: .defaults].strokeGeometry = newValue }
    }

    // MARK: Text (TypePropertiesTrait)
    @exclusivity(unchecked) public var characters: String?
    @OutOfLine public var style: TypeStyle? = nil
    // Mixed styles and list formatting, stored in `textBox`.
    public var characterStyleOverrides: [Int] {
        get { textBox?.fields.characterStyleOverrides ?? TextRunFields.defaults.characterStyleOverrides }
        set { textBox[fieldsOr: .defaults].characterStyleOverrides = newValue }
    }
    public var styleOverrideTable: OrderedMap<TypeStyle> {
        get { textBox?.fields.styleOverrideTable ?? TextRunFields.defaults.styleOverrideTable }
        set { textBox[fieldsOr: .defaults].styleOverrideTable = newValue }
    }
    public var lineTypes: [LineType] {
        get { textBox?.fields.lineTypes ?? TextRunFields.defaults.lineTypes }
        set { textBox[fieldsOr: .defaults].lineTypes = newValue }
    }
    public var lineIndentations: [Int] {
        get { textBox?.fields.lineIndentations ?? TextRunFields.defaults.lineIndentations }
        set { textBox[fieldsOr: .defaults].lineIndentations = newValue }
    }

    // MARK: Components and instances
    // Stored in `componentBox` (property references are on layers inside components, too).
    public var componentPropertyReferences: OrderedMap<String> {
        get { componentBox?.fields.componentPropertyReferences ?? ComponentFields.defaults.componentPropertyReferences }
        set { componentBox[fieldsOr: .defaults].componentPropertyReferences = newValue }
    }
    public var componentPropertyDefinitions: OrderedMap<ComponentPropertyDefinition> {
        get { componentBox?.fields.componentPropertyDefinitions ?? ComponentFields.defaults.componentPropertyDefinitions }
        set { componentBox[fieldsOr: .defaults].componentPropertyDefinitions = newValue }
    }
    public var componentID: String? {
        get { componentBox?.fields.componentID ?? ComponentFields.defaults.componentID }
        set { componentBox[fieldsOr: .defaults].componentID = newValue }
    }
    public var componentProperties: OrderedMap<ComponentPropertyValue> {
        get { componentBox?.fields.componentProperties ?? ComponentFields.defaults.componentProperties }
        set { componentBox[fieldsOr: .defaults].componentProperties = newValue }
    }
    public var overrides: [Override] {
        get { componentBox?.fields.overrides ?? ComponentFields.defaults.overrides }
        set { componentBox[fieldsOr: .defaults].overrides = newValue }
    }

    // MARK: Prototype (stored in `prototypeBox`: most layers have none)
    /// The layer's prototype interactions, in the export's order.
    public var interactions: [Interaction] {
        get { prototypeBox?.fields.interactions ?? PrototypeFields.defaults.interactions }
        set { prototypeBox[fieldsOr: .defaults].interactions = newValue }
    }
    /// The older, single link of a layer (`ON_CLICK` → `NAVIGATE` there): exports from before `interactions` carry
    /// only this; newer ones repeat their first link here.
    public var transitionNodeID: String? {
        get { prototypeBox?.fields.transitionNodeID ?? PrototypeFields.defaults.transitionNodeID }
        set { prototypeBox[fieldsOr: .defaults].transitionNodeID = newValue }
    }
    /// A page's flows, in the order of the prototype settings panel.
    public var flowStartingPoints: [FlowStartingPoint] {
        get { prototypeBox?.fields.flowStartingPoints ?? PrototypeFields.defaults.flowStartingPoints }
        set { prototypeBox[fieldsOr: .defaults].flowStartingPoints = newValue }
    }
    /// A page's single start frame, from before flows (deprecated by `flowStartingPoints`).
    public var prototypeStartNodeID: String? {
        get { prototypeBox?.fields.prototypeStartNodeID ?? PrototypeFields.defaults.prototypeStartNodeID }
        set { prototypeBox[fieldsOr: .defaults].prototypeStartNodeID = newValue }
    }
    /// An overlay frame's settings, when the export has them (the Plugin API's; REST exports usually lack them).
    public var overlayPositionType: OverlayPositionType? {
        get { prototypeBox?.fields.overlayPositionType ?? PrototypeFields.defaults.overlayPositionType }
        set { prototypeBox[fieldsOr: .defaults].overlayPositionType = newValue }
    }
    public var overlayBackgroundInteraction: OverlayBackgroundInteraction? {
        get { prototypeBox?.fields.overlayBackgroundInteraction ?? PrototypeFields.defaults.overlayBackgroundInteraction }
        set { prototypeBox[fieldsOr: .defaults].overlayBackgroundInteraction = newValue }
    }
    /// Whether the layer has prototype interactions (or the older `transitionNodeID`).
    public var hasInteractions: Bool { !interactions.isEmpty || transitionNodeID != nil }

    // MARK: Other

    // MARK: Enums and flags, grouped by size
    // A class stores its fields in declaration order: gathering the enums (a word each: `UnknownValue`) and then the
    // one-byte flags here (their meaning is in the sections above) saves the padding each would cost between two
    // eight-byte fields.
    @exclusivity(unchecked) public var scrollBehavior: ScrollBehavior = .scrolls
    @exclusivity(unchecked) public var blendMode: BlendMode = .passThrough
    @exclusivity(unchecked) public var maskType: MaskType?
    @exclusivity(unchecked) public var layoutAlign: LayoutAlign?
    @exclusivity(unchecked) public var layoutPositioning: LayoutPositioning = .auto
    @exclusivity(unchecked) public var layoutSizingHorizontal: LayoutSizing?
    @exclusivity(unchecked) public var layoutSizingVertical: LayoutSizing?
    @exclusivity(unchecked) public var strokeAlign: StrokeAlign = .inside
    @exclusivity(unchecked) public var strokeJoin: StrokeJoin = .miter
    @exclusivity(unchecked) public var strokeCap: StrokeCap = .none
    @exclusivity(unchecked) public var booleanOperation: BooleanOperation?
    @exclusivity(unchecked) public var visible = true
    @exclusivity(unchecked) public var locked = false
    @exclusivity(unchecked) public var isMask = false
    @exclusivity(unchecked) public var preserveRatio = false
    @exclusivity(unchecked) public var isExposedInstance = false
    @exclusivity(unchecked) public var sectionContentsHidden = false
    @exclusivity(unchecked) public var hasExportSettings = false

    // MARK: Out-of-line groups
    // Fields most layers lack live in a box allocated at the first field set (the decoder is the only writer):
    // a text or a rectangle does not carry a frame's thirty fields. Reads fall back to the group's defaults.
    @exclusivity(unchecked) private var frameBox: FieldBox<FrameFields>?
    @exclusivity(unchecked) private var childLayoutBox: FieldBox<ChildLayoutFields>?
    @exclusivity(unchecked) private var geometryBox: FieldBox<GeometryFields>?
    @exclusivity(unchecked) private var textBox: FieldBox<TextRunFields>?
    @exclusivity(unchecked) private var componentBox: FieldBox<ComponentFields>?
    @exclusivity(unchecked) private var prototypeBox: FieldBox<PrototypeFields>?

    /// The text style's box itself, so the decoder can give layers with the same style one box (`SharedValues`).
    var styleStorage: OutOfLine<TypeStyle> {
        get { _style }
        set { _style = newValue }
    }







    public init(id: String, name: String, type: NodeType) {
        self.id = id
        self.name = name
        self.type = type
    }
}

/// A frame's own fields (clipping, background colour, auto layout, grid): only frames, components and instances have them.
struct FrameFields: Sendable {
    var clipsContent = false
    var backgroundColor: RGBA?
    var overflowDirection: OverflowDirection = .none
    var layoutMode: LayoutMode = .none
    var primaryAxisSizingMode: AxisSizingMode = .auto
    var counterAxisSizingMode: AxisSizingMode = .auto
    var primaryAxisAlignItems: PrimaryAxisAlignItems = .min
    var counterAxisAlignItems: CounterAxisAlignItems = .min
    var paddingLeft: Double = 0
    var paddingRight: Double = 0
    var paddingTop: Double = 0
    var paddingBottom: Double = 0
    var itemSpacing: Double = 0
    var itemReverseZIndex = false
    var strokesIncludedInLayout = false
    var layoutWrap: LayoutWrap = .noWrap
    var counterAxisSpacing: Double = 0
    var counterAxisAlignContent: CounterAxisAlignContent = .auto
    var gridRowCount: Int?
    var gridColumnCount: Int?
    var gridRowGap: Double = 0
    var gridColumnGap: Double = 0
    var gridColumnsSizing: String?
    var gridRowsSizing: String?
    var hasLayoutGrids = false

    static let defaults = FrameFields()
}

/// Rarely set fields of a layer's place in its parent: size limits and its grid cell.
struct ChildLayoutFields: Sendable {
    var minWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var maxHeight: Double?
    var gridRowSpan: Int?
    var gridColumnSpan: Int?
    var gridRowAnchorIndex: Int?
    var gridColumnAnchorIndex: Int?
    var gridChildHorizontalAlign: GridChildAlign?
    var gridChildVerticalAlign: GridChildAlign?

    static let defaults = ChildLayoutFields()
}

/// Vector geometry, dashes and corner details: only vectors, shapes and some frames have them.
struct GeometryFields: Sendable {
    var strokeDashes: [Double] = []
    var cornerSmoothing: Double = 0
    var rectangleCornerRadii: [Double]?
    var fillGeometry: [GeometryPath] = []
    var strokeGeometry: [GeometryPath] = []

    static let defaults = GeometryFields()
}

/// A text's mixed styles and list formatting: most texts have one style and no lists.
struct TextRunFields: Sendable {
    var characterStyleOverrides: [Int] = []
    var styleOverrideTable = OrderedMap<TypeStyle>()
    var lineTypes: [LineType] = []
    var lineIndentations: [Int] = []

    static let defaults = TextRunFields()
}

/// Component definitions, instance links and overrides, and property references.
struct ComponentFields: Sendable {
    var componentPropertyReferences = OrderedMap<String>()
    var componentPropertyDefinitions = OrderedMap<ComponentPropertyDefinition>()
    var componentID: String?
    var componentProperties = OrderedMap<ComponentPropertyValue>()
    var overrides: [Override] = []

    static let defaults = ComponentFields()
}

/// Prototype interactions, and a page's flows: only the layers a designer wired (and pages) have them.
struct PrototypeFields: Sendable {
    var interactions: [Interaction] = []
    var transitionNodeID: String?
    var flowStartingPoints: [FlowStartingPoint] = []
    var prototypeStartNodeID: String?
    var overlayPositionType: OverlayPositionType?
    var overlayBackgroundInteraction: OverlayBackgroundInteraction?

    static let defaults = PrototypeFields()
}

extension Optional {
    /// The fields of an out-of-line group (`Node.frameBox`, …): `defaults` while there is no box, which the first
    /// write makes.
    subscript<Fields>(fieldsOr defaults: Fields) -> Fields where Wrapped == FieldBox<Fields> {
        get { self?.fields ?? defaults }
        _modify {
            if self == nil { self = FieldBox(defaults) }
            yield &self!.fields
        }
    }
}

/// One out-of-line group of a node's fields (`Node.frameBox`). Described by its fields, so two nodes' reflections
/// compare their values, not the boxes' identities.
final class FieldBox<Fields: Sendable>: @unchecked Sendable, CustomStringConvertible {
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
    var description: String { String(describing: fields) }
}
