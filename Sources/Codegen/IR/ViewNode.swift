import FigmaModel

// The intermediate view tree: what lowering decides, in terms any UI toolkit can print. It holds
// sanitized identifiers and rounded numbers, and no FigmaModel node types. Renderers add no policy.

/// Where a piece of IR came from in the design.
struct Source: Equatable, Sendable {
    var nodeID: String
    var name: String
    /// The node's JSON path in the export. For a node of the decoded file it is worked out when asked (only
    /// diagnostics ask): every view has a source, and a path held per view was an array per layer.
    var path: JSONPath {
        get { storedPath ?? index.flatMap { index in file.map { $0.file.path(of: index) } } ?? .root }
        set { storedPath = newValue }
    }
    private var storedPath: JSONPath?
    private var file: DecodedFile?
    /// The node's position in the decoded file (`NodeIndex`), when the view draws a node of this file: the
    /// manifest reads its layer path, parent and content hash there.
    var index: Int?

    init(nodeID: String, name: String, path: JSONPath, index: Int? = nil) {
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

    static func == (lhs: Source, rhs: Source) -> Bool {
        lhs.nodeID == rhs.nodeID && lhs.name == rhs.name && lhs.index == rhs.index && lhs.path == rhs.path
    }

    /// The decoded file the sources of a generation point into: one shared reference, not a copy per view.
    final class DecodedFile: Sendable {
        let file: FigmaFile
        init(_ file: FigmaFile) { self.file = file }
    }
}

/// One view: what it shows, how it is modified (in application order), and where it came from.
struct ViewNode: Equatable, Sendable {
    var content: Content
    var modifiers: [Modifier]
    var source: Source?
    /// Notes placed before the view as `// figgen:` comments (what could not be expressed).
    var notes: [String]
    /// Layer name shown as a `// <name>` comment for named containers.
    var label: String?
    /// Dimension tokens bound to this view's values, by role → token member (`CGFloat.Tokens.<member>`).
    var dimensionTokens: [DimensionRole: String] = [:]

    init(_ content: Content, modifiers: [Modifier] = [], source: Source? = nil, notes: [String] = [], label: String? = nil) {
        self.content = content
        self.modifiers = modifiers
        self.source = source
        self.notes = notes
        self.label = label
    }
}

/// Which value of a view a dimension token (a length bound to a variable) stands for.
enum DimensionRole: String, Equatable, Hashable, Sendable, CaseIterable, Comparable {
    case spacing, paddingTop, paddingLeading, paddingBottom, paddingTrailing, radius

    static func < (lhs: DimensionRole, rhs: DimensionRole) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Figma's blend modes that draw differently from normal (PASS_THROUGH and NORMAL need nothing).
enum BlendModeValue: String, Equatable, Sendable {
    case darken, multiply, linearBurn, colorBurn, lighten, screen, linearDodge, colorDodge, overlay, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
}

enum Axis: String, Equatable, Sendable {
    case horizontal, vertical
}

/// Alignment across a stack's axis.
enum CrossAlignment: String, Equatable, Sendable {
    case start, center, end, firstBaseline
}

/// How a layer follows its parent's size along one axis: Figma's resizing constraints (LEFT/TOP → `min`,
/// RIGHT/BOTTOM → `max`, CENTER, LEFT_RIGHT/TOP_BOTTOM → `stretch`, SCALE).
enum ResizingConstraint: String, Equatable, Sendable {
    case min, max, center, stretch, scale
}

/// The design size of a frame whose children are placed freely: what their constraints refer to.
struct FreeLayout: Equatable, Sendable {
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A child of a free frame: its frame as drawn (relative to the frame's top-leading corner) and its
/// constraints on each axis.
struct Placement: Equatable, Sendable {
    var horizontal: ResizingConstraint
    var vertical: ResizingConstraint
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    init(horizontal: ResizingConstraint, vertical: ResizingConstraint, x: Double, y: Double, width: Double, height: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// One-dimensional alignment.
enum EdgeAlignment: String, Equatable, Sendable {
    case start, center, end
}

/// Two-dimensional alignment of content inside a frame.
struct Alignment2D: Equatable, Sendable {
    var horizontal: EdgeAlignment
    var vertical: EdgeAlignment

    init(horizontal: EdgeAlignment, vertical: EdgeAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    static let topLeading = Alignment2D(horizontal: .start, vertical: .start)
    static let center = Alignment2D(horizontal: .center, vertical: .center)
}

indirect enum Content: Equatable, Sendable {
    /// A stack that only places its children (a Container).
    case stack(Stack)
    /// Children placed by their resizing constraints in a frame drawn at the layout's design size (free
    /// frames, groups, sections); each child carries a `.placement`.
    case layers(FreeLayout, Children)
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
struct ImageContent: Equatable, Sendable {
    /// The catalog image's name (`DesignIR.assets`), also its accessor's.
    var asset: String
    var tint: PaintValue?

    init(asset: String, tint: PaintValue? = nil) {
        self.asset = asset
        self.tint = tint
    }
}

struct Stack: Equatable, Sendable {
    var axis: Axis
    var spacing: Double
    var alignment: CrossAlignment
    var children: Children

    init(axis: Axis, spacing: Double, alignment: CrossAlignment, children: Children) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
    }
}

struct Wrap: Equatable, Sendable {
    var axis: Axis
    var spacing: Double
    var lineSpacing: Double
    var alignment: EdgeAlignment
    /// Where each child sits across its line (Figma's `counterAxisAlignItems`).
    var itemAlignment: EdgeAlignment
    var children: Children

    init(axis: Axis, spacing: Double, lineSpacing: Double, alignment: EdgeAlignment, itemAlignment: EdgeAlignment = .start, children: Children) {
        self.axis = axis
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.alignment = alignment
        self.itemAlignment = itemAlignment
        self.children = children
    }
}

struct GridLayout: Equatable, Sendable {
    var columns: Int
    var rowSpacing: Double
    var columnSpacing: Double
    /// Rows of cells in reading order; each cell knows how many columns it spans.
    var rows: [[GridCell]]
    /// Figma's tracks, when figgen can size them as Figma does (fixed and fr tracks): the cells are then placed
    /// by their areas in figgen's track layout, not in SwiftUI's `Grid` (whose columns take their cells' widths).
    var tracks: GridTracks?

    init(columns: Int, rowSpacing: Double, columnSpacing: Double, rows: [[GridCell]], tracks: GridTracks? = nil) {
        self.columns = columns
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
        self.rows = rows
        self.tracks = tracks
    }
}

/// A grid's column and row tracks, and the size of its content box as drawn (the size the layout takes on an
/// axis with fr tracks when it is offered none).
struct GridTracks: Equatable, Sendable {
    var columns: [GridTrack]
    var rows: [GridTrack]
    var designWidth: Double
    var designHeight: Double
}

/// One track of a grid: a fixed length, or a share of the space the fixed tracks and gaps leave (CSS's `fr`).
enum GridTrack: Equatable, Sendable {
    case fixed(Double)
    case flexible(Double)
    /// As long as its content: the longest child that lies in it alone (CSS's `auto`, `fit-content()`, `min-content`,
    /// `max-content`: a hugging grid's rows, as Figma draws them).
    case auto
}

/// Where a cell goes on one axis of its area: at the start, centre or end at its own size, or filling it.
enum GridCellPlacement: String, Equatable, Sendable {
    case start, center, end, fill
}

/// The tracks a cell covers (first track, count) and how it sits in them.
struct GridArea: Equatable, Sendable {
    var row: Int
    var column: Int
    var rowSpan: Int
    var columnSpan: Int
    var horizontal: GridCellPlacement
    var vertical: GridCellPlacement
}

struct GridCell: Equatable, Sendable {
    var view: ViewNode
    var columnSpan: Int
    var area: GridArea?

    init(view: ViewNode, columnSpan: Int, area: GridArea? = nil) {
        self.view = view
        self.columnSpan = columnSpan
        self.area = area
    }
}

// MARK: Text

struct TextContent: Equatable, Sendable {
    var runs: [TextRun]
    var style: TextStyle
    var alignment: EdgeAlignment
    var lineLimit: Int?
    /// How many lines Figma drew it in (its box over its line height; 1 when the export does not say).
    var lines: Int
    /// Its line height and its font's own, as the design gives them (a style token keeps them in the token).
    var lineHeight: Double?
    var naturalLineHeight: Double?
    /// The space between its paragraphs (Figma's `paragraphSpacing`; nil when none): SwiftUI stacks literal
    /// paragraphs this far apart, UIKit's paragraph style spaces them.
    var paragraphSpacing: Double?
    /// A styled-text parameter of the enclosing component (instances style the characters in runs of their own):
    /// shown instead of `runs` when a caller gives it (nil, its default, shows `runs`).
    var runsMember: String?

    init(runs: [TextRun], style: TextStyle, alignment: EdgeAlignment, lineLimit: Int?, lines: Int = 1,
         lineHeight: Double? = nil, naturalLineHeight: Double? = nil) {
        self.runs = runs
        self.style = style
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.lines = lines
        self.lineHeight = lineHeight
        self.naturalLineHeight = naturalLineHeight
    }
}

enum TextValue: Equatable, Sendable {
    case literal(String)
    /// The text comes from a TEXT property of the enclosing component.
    case member(String)
}

/// A run of text with the style fields that differ from the text's base style.
struct TextRun: Equatable, Sendable {
    var value: TextValue
    var style: TextStyle

    init(value: TextValue, style: TextStyle = TextStyle()) {
        self.value = value
        self.style = style
    }
}

enum TextCaseValue: String, Equatable, Sendable {
    case uppercase, lowercase
}

struct TextStyle: Equatable, Sendable {
    var token: String?
    var fontFamily: String?
    var fontSize: Double?
    /// A dimension token bound to the font size (a variable), printed instead of the number.
    var fontSizeToken: String?
    /// CSS-style weight, 100…900.
    var fontWeight: Int?
    var italic = false
    var tracking: Double?
    /// Figma's line height in points (each renderer turns it into its own rule: SwiftUI's extra line spacing,
    /// UIKit's paragraph line height).
    var lineHeight: Double?
    /// The font's own line height in points, from the export's metrics (`lineHeightPx ÷ lineHeightPercent`): what
    /// Figma's line height is measured against. Set with `lineHeight`.
    var naturalLineHeight: Double?
    var textCase: TextCaseValue?
    var underline = false
    var strikethrough = false
    var color: PaintValue?
    /// The font and line box come from a text-style parameter of the enclosing component (an overridden text style):
    /// `TextStyleToken` (SwiftUI) or `TextAttributes` (UIKit). The font fields and token are then unset.
    var member: String?
    /// The case comes from a text-case parameter of the enclosing component (SwiftUI `Text.Case?`, UIKit
    /// `TextAttributes.TextCase?`); `textCase` is then unset.
    var textCaseMember: String?

    init() {}
}

// MARK: Shapes and paints

enum Outline: Equatable, Sendable {
    case rectangle
    case roundedRectangle(radius: Double)
    /// A rounded rectangle whose radius is a parameter of the enclosing component (an overridden corner radius).
    case roundedRectangleMember(String)
    /// Top-leading, top-trailing, bottom-trailing, bottom-leading.
    case corners(Double, Double, Double, Double)
    case ellipse
}

struct ShapeContent: Equatable, Sendable {
    var outline: Outline
    var fills: [PaintValue]

    init(outline: Outline, fills: [PaintValue]) {
        self.outline = outline
        self.fills = fills
    }
}

struct VectorPath: Equatable, Sendable {
    enum Command: Equatable, Sendable {
        case move(Double, Double)
        case line(Double, Double)
        case curve(Double, Double, c1x: Double, c1y: Double, c2x: Double, c2y: Double)
        case quad(Double, Double, cx: Double, cy: Double)
        case close
    }

    var commands: [Command]
    var evenOdd: Bool
    var fills: [PaintValue]

    init(commands: [Command], evenOdd: Bool, fills: [PaintValue]) {
        self.commands = commands
        self.evenOdd = evenOdd
        self.fills = fills
    }
}

struct ColorValue: Equatable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var opacity: Double
    /// A named token (style or variable) that carries this colour, when the design bound one.
    var token: String?

    init(red: Double, green: Double, blue: Double, opacity: Double, token: String? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.token = token
    }
}

struct GradientStop: Equatable, Sendable {
    var color: ColorValue
    var location: Double

    init(color: ColorValue, location: Double) {
        self.color = color
        self.location = location
    }
}

struct UnitPoint2D: Equatable, Sendable {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

enum PaintValue: Equatable, Sendable {
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
    /// The paints of a paint-list parameter of the enclosing component (`[DesignPaint]` / `[ShapeView.Paint]`: fills
    /// instances override with gradients, images or several paints); the only element of its list.
    case fillsMember(String)
    /// A one-paint parameter of the enclosing component of any kind (`AnyShapeStyle` / `ShapeView.Paint`: a stroke
    /// instances override with other than one colour).
    case paintMember(String)

    /// The paint a token stands for (or the paint itself).
    var resolved: PaintValue {
        if case .token(_, let value) = self { return value.resolved }
        return self
    }
}

enum ImageFit: String, Equatable, Sendable {
    case fill, fit, tile, stretch
}

enum StrokePosition: String, Equatable, Sendable {
    case inside, center, outside
}

struct StrokeValue: Equatable, Sendable {
    var paint: PaintValue
    var width: Double
    var position: StrokePosition
    var dash: [Double]

    init(paint: PaintValue, width: Double, position: StrokePosition, dash: [Double]) {
        self.paint = paint
        self.width = width
        self.position = position
        self.dash = dash
    }
}

struct ShadowValue: Equatable, Sendable {
    var color: ColorValue
    /// Figma's blur radius (renderers halve it for their own shadow radius).
    var blur: Double
    var x: Double
    var y: Double

    init(color: ColorValue, blur: Double, x: Double, y: Double) {
        self.color = color
        self.blur = blur
        self.x = x
        self.y = y
    }
}

/// A frame constraint: fixed sizes, fill (max = infinity), min/max bounds, and content alignment.
struct FrameValue: Equatable, Sendable {
    var width: Double?
    var height: Double?
    var minWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var maxHeight: Double?
    var fillWidth = false
    var fillHeight = false
    /// Hug the content on this axis (within the min/max bounds) instead of taking the proposed size.
    var hugWidth = false
    var hugHeight = false
    var alignment: Alignment2D?

    init() {}

    var isEmpty: Bool {
        width == nil && height == nil && minWidth == nil && maxWidth == nil && minHeight == nil && maxHeight == nil && !fillWidth && !fillHeight
    }
}

struct Insets: Equatable, Sendable {
    var top: Double
    var leading: Double
    var bottom: Double
    var trailing: Double

    init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    var isZero: Bool { top == 0 && leading == 0 && bottom == 0 && trailing == 0 }
}

/// View modifiers in the order they apply (innermost first).
enum Modifier: Equatable, Sendable {
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
    /// The drop shadows of a parameter of the enclosing component (`EffectToken`: overridden shadows).
    case effectMember(String)
    /// The layer is a button (a Figma click): it shows the layer as drawn and makes `call`; written after the
    /// layer's look, before its place in its parent.
    case button(ButtonAction)
    /// `call` runs once, `seconds` after the layer appears (a Figma after-delay trigger that links out).
    case timer(seconds: Double, ActionCall, facts: [InteractionFact])
    /// What the layer does in the prototype that its code says elsewhere (an instance's own links are its handler
    /// arguments; a variant's look on hover is its set's): nothing is written, the manifest records it.
    case interaction([InteractionFact])
    /// The layer a scroll-to goes to, by its node id.
    case scrollAnchor(String)
}

extension Content {
    var isReference: Bool {
        if case .reference = self { true } else { false }
    }

    var isPlaceholder: Bool {
        if case .placeholder = self { true } else { false }
    }
}

/// A call of a generated type with the arguments that differ from its defaults.
struct InstanceCall: Equatable, Sendable {
    var typeName: String
    /// In the callee's parameter order; content (slot) arguments come last.
    var arguments: [Argument]
    /// Whether contents can be trailing closures: the first content argument is for the callee's first slot (an
    /// unlabeled trailing closure goes to the first slot parameter) and the callee takes no handler (there Swift
    /// would give it to the last handler instead).
    var contentStartsAtFirstSlot: Bool

    init(typeName: String, arguments: [Argument] = [], contentStartsAtFirstSlot: Bool = true) {
        self.typeName = typeName
        self.arguments = arguments
        self.contentStartsAtFirstSlot = contentStartsAtFirstSlot
    }
}

struct Argument: Equatable, Sendable {
    var label: String
    var value: ArgumentValue

    init(label: String, value: ArgumentValue) {
        self.label = label
        self.value = value
    }
}

indirect enum ArgumentValue: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    case enumCase(String)
    /// An instance-swap value: another generated view.
    case view(InstanceCall)
    /// A property of the enclosing type, passed through.
    case member(String)
    /// A colour for a `Color` parameter.
    case paint(PaintValue)
    /// A text style for a text-style parameter (`TextStyleToken` / `TextAttributes`): font fields or a token.
    case textStyle(TextStyle)
    /// Paints for a paint-list parameter (`[DesignPaint]` / `[ShapeView.Paint]`).
    case paints([PaintValue])
    /// A paint of any kind for a one-paint parameter (`AnyShapeStyle` / `ShapeView.Paint`).
    case shapeStyle(PaintValue)
    /// Drop shadows for an `EffectToken` parameter.
    case shadows(ShadowList)
    /// A text in runs of their own styles for a styled-text parameter (SwiftUI `Text`, UIKit runs).
    case styledText([TextRun])
    /// A text case for a text-case parameter (nil: as written).
    case textCase(TextCaseValue?)
    case number(Double)
    /// Content for a slot: views, written as a trailing closure.
    case content([ViewNode])
    /// A handler: what the caller does when the callee's handler fires.
    case action(ActionCall)
}

extension ViewNode {
    /// Visits the direct child views in order without copying the tree (read-only walks: dumps, counts, manifest
    /// records). Overlay children come last, as they render after the content. A streamed chunk of a very wide
    /// container's children is no longer views: what is known of it goes to `streamedChunk`, in its place.
    func forEachChild(includingOverlays: Bool = true, _ body: (ViewNode) -> Void, streamedChunk: (StreamedChunkSummary) -> Void = { _ in }) {
        switch content {
        case .stack(let stack): stack.children.forEach(body, streamedChunk: streamedChunk)
        case .layers(_, let children): children.forEach(body, streamedChunk: streamedChunk)
        case .wrap(let wrap): wrap.children.forEach(body, streamedChunk: streamedChunk)
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
        for modifier in modifiers {
            if case .overlay(_, let children) = modifier { children.forEach(body) }
        }
    }
}

/// Drop shadows a parameter holds: an effect style's token, or the shadows themselves.
struct ShadowList: Equatable, Sendable {
    var token: String?
    var shadows: [ShadowValue]

    init(token: String? = nil, shadows: [ShadowValue]) {
        self.token = token
        self.shadows = shadows
    }
}
