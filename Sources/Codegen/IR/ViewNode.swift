import FigmaModel

// The intermediate view tree: what lowering decides, in terms any UI toolkit can print. It holds
// sanitized identifiers and rounded numbers, and no FigmaModel node types. Renderers add no policy.

/// Where a piece of IR came from in the design.
public struct Source: Equatable, Sendable {
    public var nodeID: String
    public var name: String
    /// The node's JSON path in the export. For a node of the decoded file it is worked out when asked (only
    /// diagnostics ask): every view has a source, and a path held per view was an array per layer.
    public var path: JSONPath {
        get { storedPath ?? index.flatMap { index in file.map { $0.file.path(of: index) } } ?? .root }
        set { storedPath = newValue }
    }
    private var storedPath: JSONPath?
    private var file: DecodedFile?
    /// The node's position in the decoded file (`NodeIndex`), when the view draws a node of this file: the
    /// manifest reads its layer path, parent and content hash there.
    public var index: Int?

    public init(nodeID: String, name: String, path: JSONPath, index: Int? = nil) {
        self.nodeID = nodeID
        self.name = name
        self.storedPath = path
        self.index = index
    }

    /// The source of node `index` of `file`.
    init(node index: Int, of file: DecodedFile) {
        nodeID = file.file.nodes[index].id
        name = file.file.nodes[index].name
        self.index = index
        self.file = file
    }

    public static func == (lhs: Source, rhs: Source) -> Bool {
        lhs.nodeID == rhs.nodeID && lhs.name == rhs.name && lhs.index == rhs.index && lhs.path == rhs.path
    }

    /// The decoded file the sources of a generation point into: one shared reference, not a copy per view.
    final class DecodedFile: Sendable {
        let file: FigmaFile
        init(_ file: FigmaFile) { self.file = file }
    }
}

/// One view: what it shows, how it is modified (in application order), and where it came from.
public struct ViewNode: Equatable, Sendable {
    public var content: Content
    public var modifiers: [Modifier]
    public var source: Source?
    /// Notes placed before the view as `// figgen:` comments (what could not be expressed).
    public var notes: [String]
    /// Layer name shown as a `// <name>` comment for named containers.
    public var label: String?
    /// Dimension tokens bound to this view's values, by role → token member (`CGFloat.Tokens.<member>`).
    public var dimensionTokens: [DimensionRole: String] = [:]
    /// For a container with a great many children: those lowered, rendered and recorded chunk by chunk while
    /// lowering went on. Its children array then holds only the others (`StreamedChildren`).
    public var streamed: StreamedChildren?

    public init(_ content: Content, modifiers: [Modifier] = [], source: Source? = nil, notes: [String] = [], label: String? = nil) {
        self.content = content
        self.modifiers = modifiers
        self.source = source
        self.notes = notes
        self.label = label
    }
}

/// Which value of a view a dimension token (a length bound to a variable) stands for.
public enum DimensionRole: String, Equatable, Hashable, Sendable, CaseIterable, Comparable {
    case spacing, paddingTop, paddingLeading, paddingBottom, paddingTrailing, radius

    public static func < (lhs: DimensionRole, rhs: DimensionRole) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Figma's blend modes that draw differently from normal (PASS_THROUGH and NORMAL need nothing).
public enum BlendModeValue: String, Equatable, Sendable {
    case darken, multiply, linearBurn, colorBurn, lighten, screen, linearDodge, colorDodge, overlay, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
}

public enum Axis: String, Equatable, Sendable {
    case horizontal, vertical
}

/// Alignment across a stack's axis.
public enum CrossAlignment: String, Equatable, Sendable {
    case start, center, end, firstBaseline
}

/// How a layer follows its parent's size along one axis: Figma's resizing constraints (LEFT/TOP → `min`,
/// RIGHT/BOTTOM → `max`, CENTER, LEFT_RIGHT/TOP_BOTTOM → `stretch`, SCALE).
public enum ResizingConstraint: String, Equatable, Sendable {
    case min, max, center, stretch, scale
}

/// The design size of a frame whose children are placed freely: what their constraints refer to.
public struct FreeLayout: Equatable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A child of a free frame: its frame as drawn (relative to the frame's top-leading corner) and its
/// constraints on each axis.
public struct Placement: Equatable, Sendable {
    public var horizontal: ResizingConstraint
    public var vertical: ResizingConstraint
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(horizontal: ResizingConstraint, vertical: ResizingConstraint, x: Double, y: Double, width: Double, height: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// One-dimensional alignment.
public enum EdgeAlignment: String, Equatable, Sendable {
    case start, center, end
}

/// Two-dimensional alignment of content inside a frame.
public struct Alignment2D: Equatable, Sendable {
    public var horizontal: EdgeAlignment
    public var vertical: EdgeAlignment

    public init(horizontal: EdgeAlignment, vertical: EdgeAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = Alignment2D(horizontal: .start, vertical: .start)
    public static let center = Alignment2D(horizontal: .center, vertical: .center)
}

public indirect enum Content: Equatable, Sendable {
    /// A stack that only places its children (a Container).
    case stack(Stack)
    /// Children placed by their resizing constraints in a frame drawn at the layout's design size (free
    /// frames, groups, sections); each child carries a `.placement`.
    case layers(FreeLayout, [ViewNode])
    /// A wrapping flow layout (auto layout with WRAP).
    case wrap(Wrap)
    /// A grid (auto layout GRID).
    case grid(GridLayout)
    case text(TextContent)
    case shape(ShapeContent)
    /// A vector drawn from path data.
    case path(VectorPath)
    /// An image from the asset catalog.
    case image(ImageContent)
    /// A call of a generated type (a Child).
    case instance(InstanceCall)
    /// An instance-swap slot: shows the view stored in a property.
    case slot(member: String)
    /// Shown only when a boolean property is true.
    case conditional(member: String, ViewNode)
    case spacer
    /// Nothing to show; keeps the place and size (a skipped or unsupported layer).
    case placeholder
    /// A split-out part of the body, shown by its member name.
    case reference(member: String)
    case scroll(Axis?, ViewNode)
    /// Layers clipped by a mask layer (the mask is the first layer in Figma). In a free frame (`layout`
    /// set) the mask and the layers keep their placements and the masked group spans the frame.
    case masked(mask: ViewNode, content: [ViewNode], layout: FreeLayout?)
}

/// An image of the asset catalog, stretched to the layer; a template icon is tinted with `tint`.
public struct ImageContent: Equatable, Sendable {
    /// The catalog image's name (`DesignIR.assets`), also its accessor's.
    public var asset: String
    public var tint: PaintValue?

    public init(asset: String, tint: PaintValue? = nil) {
        self.asset = asset
        self.tint = tint
    }
}

public struct Stack: Equatable, Sendable {
    public var axis: Axis
    public var spacing: Double
    public var alignment: CrossAlignment
    public var children: [ViewNode]

    public init(axis: Axis, spacing: Double, alignment: CrossAlignment, children: [ViewNode]) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
    }
}

public struct Wrap: Equatable, Sendable {
    public var axis: Axis
    public var spacing: Double
    public var lineSpacing: Double
    public var alignment: EdgeAlignment
    public var children: [ViewNode]

    public init(axis: Axis, spacing: Double, lineSpacing: Double, alignment: EdgeAlignment, children: [ViewNode]) {
        self.axis = axis
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.alignment = alignment
        self.children = children
    }
}

public struct GridLayout: Equatable, Sendable {
    public var columns: Int
    public var rowSpacing: Double
    public var columnSpacing: Double
    /// Rows of cells in reading order; each cell knows how many columns it spans.
    public var rows: [[GridCell]]

    public init(columns: Int, rowSpacing: Double, columnSpacing: Double, rows: [[GridCell]]) {
        self.columns = columns
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
        self.rows = rows
    }
}

public struct GridCell: Equatable, Sendable {
    public var view: ViewNode
    public var columnSpan: Int

    public init(view: ViewNode, columnSpan: Int) {
        self.view = view
        self.columnSpan = columnSpan
    }
}

// MARK: Text

public struct TextContent: Equatable, Sendable {
    public var runs: [TextRun]
    public var style: TextStyle
    public var alignment: EdgeAlignment
    public var lineLimit: Int?

    public init(runs: [TextRun], style: TextStyle, alignment: EdgeAlignment, lineLimit: Int?) {
        self.runs = runs
        self.style = style
        self.alignment = alignment
        self.lineLimit = lineLimit
    }
}

public enum TextValue: Equatable, Sendable {
    case literal(String)
    /// The text comes from a TEXT property of the enclosing component.
    case member(String)
}

/// A run of text with the style fields that differ from the text's base style.
public struct TextRun: Equatable, Sendable {
    public var value: TextValue
    public var style: TextStyle

    public init(value: TextValue, style: TextStyle = TextStyle()) {
        self.value = value
        self.style = style
    }
}

public enum TextCaseValue: String, Equatable, Sendable {
    case uppercase, lowercase
}

public struct TextStyle: Equatable, Sendable {
    public var token: String?
    public var fontFamily: String?
    public var fontSize: Double?
    /// A dimension token bound to the font size (a variable), printed instead of the number.
    public var fontSizeToken: String?
    /// CSS-style weight, 100…900.
    public var fontWeight: Int?
    public var italic = false
    public var tracking: Double?
    /// Figma's line height in points (each renderer turns it into its own rule: SwiftUI's extra line spacing,
    /// UIKit's paragraph line height).
    public var lineHeight: Double?
    /// The font's own line height in points, from the export's metrics (`lineHeightPx ÷ lineHeightPercent`): what
    /// Figma's line height is measured against. Set with `lineHeight`.
    public var naturalLineHeight: Double?
    public var textCase: TextCaseValue?
    public var underline = false
    public var strikethrough = false
    public var color: PaintValue?

    public init() {}
}

// MARK: Shapes and paints

public enum Outline: Equatable, Sendable {
    case rectangle
    case roundedRectangle(radius: Double)
    /// Top-leading, top-trailing, bottom-trailing, bottom-leading.
    case corners(Double, Double, Double, Double)
    case ellipse
}

public struct ShapeContent: Equatable, Sendable {
    public var outline: Outline
    public var fills: [PaintValue]

    public init(outline: Outline, fills: [PaintValue]) {
        self.outline = outline
        self.fills = fills
    }
}

public struct VectorPath: Equatable, Sendable {
    public enum Command: Equatable, Sendable {
        case move(Double, Double)
        case line(Double, Double)
        case curve(Double, Double, c1x: Double, c1y: Double, c2x: Double, c2y: Double)
        case quad(Double, Double, cx: Double, cy: Double)
        case close
    }

    public var commands: [Command]
    public var evenOdd: Bool
    public var fills: [PaintValue]

    public init(commands: [Command], evenOdd: Bool, fills: [PaintValue]) {
        self.commands = commands
        self.evenOdd = evenOdd
        self.fills = fills
    }
}

public struct ColorValue: Equatable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double
    /// A named token (style or variable) that carries this colour, when the design bound one.
    public var token: String?

    public init(red: Double, green: Double, blue: Double, opacity: Double, token: String? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.token = token
    }
}

public struct GradientStop: Equatable, Sendable {
    public var color: ColorValue
    public var location: Double

    public init(color: ColorValue, location: Double) {
        self.color = color
        self.location = location
    }
}

public struct UnitPoint2D: Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

public enum PaintValue: Equatable, Sendable {
    case color(ColorValue)
    case linearGradient([GradientStop], start: UnitPoint2D, end: UnitPoint2D)
    /// `endRadius` in points (from the handles and the layer size).
    case radialGradient([GradientStop], center: UnitPoint2D, endRadius: Double)
    /// A radial gradient that scales with the layer (Figma's default): the radius is a fraction of the
    /// layer's size on each axis.
    case ellipticalGradient([GradientStop], center: UnitPoint2D, endRadiusFraction: Double)
    /// `angle` in degrees, clockwise from the trailing edge.
    case angularGradient([GradientStop], center: UnitPoint2D, angle: Double)
    case image(name: String, fit: ImageFit)
    /// A named design token (style or variable) whose value is the inner paint.
    indirect case token(String, PaintValue)
    /// A `Color` parameter of the enclosing component (an overridden fill or stroke).
    case member(String)

    /// The paint a token stands for (or the paint itself).
    public var resolved: PaintValue {
        if case .token(_, let value) = self { return value.resolved }
        return self
    }
}

public enum ImageFit: String, Equatable, Sendable {
    case fill, fit, tile, stretch
}

public enum StrokePosition: String, Equatable, Sendable {
    case inside, center, outside
}

public struct StrokeValue: Equatable, Sendable {
    public var paint: PaintValue
    public var width: Double
    public var position: StrokePosition
    public var dash: [Double]

    public init(paint: PaintValue, width: Double, position: StrokePosition, dash: [Double]) {
        self.paint = paint
        self.width = width
        self.position = position
        self.dash = dash
    }
}

public struct ShadowValue: Equatable, Sendable {
    public var color: ColorValue
    /// Figma's blur radius (renderers halve it for their own shadow radius).
    public var blur: Double
    public var x: Double
    public var y: Double

    public init(color: ColorValue, blur: Double, x: Double, y: Double) {
        self.color = color
        self.blur = blur
        self.x = x
        self.y = y
    }
}

/// A frame constraint: fixed sizes, fill (max = infinity), min/max bounds, and content alignment.
public struct FrameValue: Equatable, Sendable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?
    public var fillWidth = false
    public var fillHeight = false
    /// Hug the content on this axis (within the min/max bounds) instead of taking the proposed size.
    public var hugWidth = false
    public var hugHeight = false
    public var alignment: Alignment2D?

    public init() {}

    public var isEmpty: Bool {
        width == nil && height == nil && minWidth == nil && maxWidth == nil && minHeight == nil && maxHeight == nil && !fillWidth && !fillHeight
    }
}

public struct Insets: Equatable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public var isZero: Bool { top == 0 && leading == 0 && bottom == 0 && trailing == 0 }
}

/// View modifiers in the order they apply (innermost first).
public enum Modifier: Equatable, Sendable {
    case padding(Insets)
    case frame(FrameValue)
    /// Fills stacked bottom to top, clipped to the outline.
    case background([PaintValue], Outline)
    case stroke(StrokeValue, Outline)
    case clip(Outline)
    case shadow(ShadowValue)
    case innerShadow(ShadowValue, Outline)
    /// Figma's layer blur radius.
    case blur(Double)
    case backgroundBlur(Outline)
    case opacity(Double)
    /// Opacity from a `Double` parameter of the enclosing component (an overridden opacity).
    case opacityMember(String)
    case blendMode(BlendModeValue)
    /// Figma's rotation: degrees, counterclockwise.
    case rotation(Double)
    /// Where a child of a free frame sits and how it follows the frame's size (Figma's `constraints`).
    case placement(Placement)
    /// Children taken out of the flow (absolute positioning), placed by their constraints in the frame.
    case overlay(FreeLayout, [ViewNode])
    /// Children shown in front in the reverse z-order that `itemReverseZIndex` asks for.
    case zIndex(Double)
    case layoutPriority(Double)
    /// The drop shadows of an effect style, by token name.
    case effectToken(String)
}

extension Content {
    var isReference: Bool {
        if case .reference = self { true } else { false }
    }

    /// The manifest value that a content's own style lines carry (`.font…` of a text, `.fill` of a shape).
    var styleValueName: String {
        switch self {
        case .text: "text style"
        default: "fills"
        }
    }
}

extension Modifier {
    /// The name a modifier's value has in the manifest and in `check`'s reports (`padding`, `frame`, …).
    public var valueName: String {
        switch self {
        case .padding: "padding"
        case .frame: "frame"
        case .background: "background"
        case .stroke: "stroke"
        case .clip: "clip"
        case .shadow: "shadow"
        case .innerShadow: "innerShadow"
        case .blur: "blur"
        case .backgroundBlur: "backgroundBlur"
        case .opacity, .opacityMember: "opacity"
        case .blendMode: "blendMode"
        case .rotation: "rotation"
        case .placement: "constraints"
        case .overlay: "overlay"
        case .zIndex: "zIndex"
        case .layoutPriority: "layoutPriority"
        case .effectToken: "effectToken"
        }
    }
}

/// A call of a generated type with the arguments that differ from its defaults.
public struct InstanceCall: Equatable, Sendable {
    public var typeName: String
    /// In the callee's parameter order; content (slot) arguments come last.
    public var arguments: [Argument]
    /// Whether the first content argument is for the callee's first slot, so contents can be trailing
    /// closures (an unlabeled trailing closure goes to the first slot parameter).
    public var contentStartsAtFirstSlot: Bool

    public init(typeName: String, arguments: [Argument] = [], contentStartsAtFirstSlot: Bool = true) {
        self.typeName = typeName
        self.arguments = arguments
        self.contentStartsAtFirstSlot = contentStartsAtFirstSlot
    }
}

public struct Argument: Equatable, Sendable {
    public var label: String
    public var value: ArgumentValue

    public init(label: String, value: ArgumentValue) {
        self.label = label
        self.value = value
    }
}

public indirect enum ArgumentValue: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    case enumCase(String)
    /// An instance-swap value: another generated view.
    case view(InstanceCall)
    /// A property of the enclosing type, passed through.
    case member(String)
    /// A colour for a `Color` parameter.
    case paint(PaintValue)
    case number(Double)
    /// Content for a slot: views, written as a trailing closure.
    case content([ViewNode])
}

extension ViewNode {
    /// Visits the direct child views in order without copying the tree (read-only walks: dumps,
    /// counts, manifest records). Overlay children come last, as they render after the content.
    public func forEachChild(includingOverlays: Bool = true, _ body: (ViewNode) -> Void) {
        switch content {
        case .stack(let stack): stack.children.forEach(body)
        case .layers(_, let children): children.forEach(body)
        case .wrap(let wrap): wrap.children.forEach(body)
        case .grid(let grid): grid.rows.forEach { $0.forEach { body($0.view) } }
        case .conditional(_, let inner), .scroll(_, let inner): body(inner)
        case .masked(let mask, let children, _):
            body(mask)
            children.forEach(body)
        case .instance(let call):
            // Slot content an instance gives is part of the layer tree at the call site.
            for argument in call.arguments {
                if case .content(let views) = argument.value { views.forEach(body) }
            }
        case .text, .shape, .path, .image, .slot, .spacer, .placeholder, .reference:
            break
        }
        guard includingOverlays else { return }
        forEachOverlayChild(body)
    }

    /// Visits the children of the view's overlays (absolutely positioned layers), in order.
    public func forEachOverlayChild(_ body: (ViewNode) -> Void) {
        for modifier in modifiers {
            if case .overlay(_, let children) = modifier { children.forEach(body) }
        }
    }

    /// The children a stack, wrap or free layout keeps in the IR (all of them unless some were streamed).
    var keptChildren: [ViewNode] {
        switch content {
        case .stack(let stack): stack.children
        case .layers(_, let children): children
        case .wrap(let wrap): wrap.children
        default: []
        }
    }
}
