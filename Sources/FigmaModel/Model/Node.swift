/// Index of a node in `FigmaFile.nodes`. Nodes live in one flat array in document order (pre-order),
/// so no part of the model is recursive: any depth is safe to build, walk and free.
public typealias NodeIndex = Int

/// One layer of the design. Fields hold the spec's defaults when the JSON omits them; fields the spec
/// marks optional without a default are optionals. Which fields are meaningful depends on `type`.
///
/// A class, not a struct: a node has some thirty fields that hold references (strings, arrays, maps), and
/// generation reads nodes everywhere (`let node = file.nodes[index]`). As a struct every such read copied
/// the node and retained each of those fields; as a class it is one retain. The decoder fills a node in
/// place while reading it; after decoding, nothing changes a node (hence `@unchecked Sendable`).
public final class Node: @unchecked Sendable {
    // MARK: Tree
    public var id: String
    public var name: String
    public var type: NodeType
    public var parent: NodeIndex?
    /// Position in the parent's `children` (for JSON paths without searching the siblings).
    public var indexInParent = 0
    public var children: [NodeIndex] = []
    /// Where the node's JSON object (its whole subtree) is in the decoded bytes: `FigmaFile.contentHash`.
    public var byteRange: Range<Int> = 0..<0

    // MARK: Layer (IsLayerTrait)
    public var visible = true
    public var locked = false
    public var rotation: Double = 0
    public var scrollBehavior: ScrollBehavior = .scrolls
    public var componentPropertyReferences = OrderedMap<String>()
    public var boundVariables = BoundVariables()

    // MARK: Blending, masks, effects
    public var blendMode: BlendMode = .passThrough
    public var opacity: Double = 1
    public var isMask = false
    public var maskType: MaskType?
    public var effects: [Effect] = []

    // MARK: Geometry and layout in the parent (HasLayoutTrait)
    public var absoluteBoundingBox: Rect?
    @OutOfLine public var absoluteRenderBounds: Rect? = nil
    public var relativeTransform: Transform?
    public var size: Vector?
    @OutOfLine public var constraints: LayoutConstraint? = nil
    public var preserveRatio = false
    public var layoutAlign: LayoutAlign?
    public var layoutGrow: Double = 0
    public var layoutPositioning: LayoutPositioning = .auto
    public var layoutSizingHorizontal: LayoutSizing?
    public var layoutSizingVertical: LayoutSizing?
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?
    public var gridRowSpan: Int?
    public var gridColumnSpan: Int?
    public var gridRowAnchorIndex: Int?
    public var gridColumnAnchorIndex: Int?
    public var gridChildHorizontalAlign: GridChildAlign?
    public var gridChildVerticalAlign: GridChildAlign?

    // MARK: Frame (HasFramePropertiesTrait)
    public var clipsContent = false
    public var background: [Paint] = []
    public var backgroundColor: RGBA?
    public var overflowDirection: OverflowDirection = .none
    public var layoutMode: LayoutMode = .none
    public var primaryAxisSizingMode: AxisSizingMode = .auto
    public var counterAxisSizingMode: AxisSizingMode = .auto
    public var primaryAxisAlignItems: PrimaryAxisAlignItems = .min
    public var counterAxisAlignItems: CounterAxisAlignItems = .min
    public var paddingLeft: Double = 0
    public var paddingRight: Double = 0
    public var paddingTop: Double = 0
    public var paddingBottom: Double = 0
    public var itemSpacing: Double = 0
    public var itemReverseZIndex = false
    public var strokesIncludedInLayout = false
    public var layoutWrap: LayoutWrap = .noWrap
    public var counterAxisSpacing: Double = 0
    public var counterAxisAlignContent: CounterAxisAlignContent = .auto
    public var gridRowCount: Int?
    public var gridColumnCount: Int?
    public var gridRowGap: Double = 0
    public var gridColumnGap: Double = 0
    public var gridColumnsSizing: String?
    public var gridRowsSizing: String?
    public var hasLayoutGrids = false

    // MARK: Fills, strokes, corners (HasGeometryTrait, CornerTrait)
    public var fills: [Paint] = []
    /// Style ids by role (`fill`, `stroke`, `text`, `effect`, `grid`, …).
    public var styles = OrderedMap<String>()
    public var strokes: [Paint] = []
    public var strokeWeight: Double = 1
    @OutOfLine public var individualStrokeWeights: StrokeWeights? = nil
    public var strokeAlign: StrokeAlign = .inside
    public var strokeJoin: StrokeJoin = .miter
    public var strokeCap: StrokeCap = .none
    public var strokeDashes: [Double] = []
    public var cornerRadius: Double = 0
    public var cornerSmoothing: Double = 0
    /// Top-left, top-right, bottom-right, bottom-left.
    public var rectangleCornerRadii: [Double]?
    public var fillGeometry: [GeometryPath] = []
    public var strokeGeometry: [GeometryPath] = []
    public var booleanOperation: BooleanOperation?
    @OutOfLine public var arcData: ArcData? = nil

    // MARK: Text (TypePropertiesTrait)
    public var characters: String?
    @OutOfLine public var style: TypeStyle? = nil
    public var characterStyleOverrides: [Int] = []
    public var styleOverrideTable = OrderedMap<TypeStyle>()
    public var lineTypes: [LineType] = []
    public var lineIndentations: [Int] = []

    // MARK: Components and instances
    public var componentPropertyDefinitions = OrderedMap<ComponentPropertyDefinition>()
    public var componentID: String?
    public var componentProperties = OrderedMap<ComponentPropertyValue>()
    public var overrides: [Override] = []
    public var isExposedInstance = false

    // MARK: Other
    public var sectionContentsHidden = false
    public var hasInteractions = false
    public var hasExportSettings = false

    public init(id: String, name: String, type: NodeType) {
        self.id = id
        self.name = name
        self.type = type
    }
}
