// Figma's string enums (api_types.ts), each open to unknown values. Generated from a table; keep in spec order.

/// The `type` of a node.
public enum NodeType: FigmaEnum {
    case document
    case canvas
    case frame
    case group
    case section
    case component
    case componentSet
    case instance
    case text
    case textPath
    case rectangle
    case ellipse
    case line
    case vector
    case star
    case regularPolygon
    case booleanOperation
    case table
    case tableCell
    case transformGroup
    case slice
    case sticky
    case shapeWithText
    case connector
    case washiTape
    case widget
    case embed
    case linkUnfurl
    /// A slot of a component (Figma slots, 2026): a frame whose content each instance gives.
    case slot
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("DOCUMENT", .document),
        ("CANVAS", .canvas),
        ("FRAME", .frame),
        ("GROUP", .group),
        ("SECTION", .section),
        ("COMPONENT", .component),
        ("COMPONENT_SET", .componentSet),
        ("INSTANCE", .instance),
        ("TEXT", .text),
        ("TEXT_PATH", .textPath),
        ("RECTANGLE", .rectangle),
        ("ELLIPSE", .ellipse),
        ("LINE", .line),
        ("VECTOR", .vector),
        ("STAR", .star),
        ("REGULAR_POLYGON", .regularPolygon),
        ("BOOLEAN_OPERATION", .booleanOperation),
        ("TABLE", .table),
        ("TABLE_CELL", .tableCell),
        ("TRANSFORM_GROUP", .transformGroup),
        ("SLICE", .slice),
        ("STICKY", .sticky),
        ("SHAPE_WITH_TEXT", .shapeWithText),
        ("CONNECTOR", .connector),
        ("WASHI_TAPE", .washiTape),
        ("WIDGET", .widget),
        ("EMBED", .embed),
        ("LINK_UNFURL", .linkUnfurl),
        ("SLOT", .slot),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Layer and paint blend modes.
public enum BlendMode: FigmaEnum {
    case passThrough
    case normal
    case darken
    case multiply
    case linearBurn
    case colorBurn
    case lighten
    case screen
    case linearDodge
    case colorDodge
    case overlay
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("PASS_THROUGH", .passThrough),
        ("NORMAL", .normal),
        ("DARKEN", .darken),
        ("MULTIPLY", .multiply),
        ("LINEAR_BURN", .linearBurn),
        ("COLOR_BURN", .colorBurn),
        ("LIGHTEN", .lighten),
        ("SCREEN", .screen),
        ("LINEAR_DODGE", .linearDodge),
        ("COLOR_DODGE", .colorDodge),
        ("OVERLAY", .overlay),
        ("SOFT_LIGHT", .softLight),
        ("HARD_LIGHT", .hardLight),
        ("DIFFERENCE", .difference),
        ("EXCLUSION", .exclusion),
        ("HUE", .hue),
        ("SATURATION", .saturation),
        ("COLOR", .color),
        ("LUMINOSITY", .luminosity),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Auto layout direction of a frame (`NONE`: free placement).
public enum LayoutMode: FigmaEnum {
    case none
    case horizontal
    case vertical
    case grid
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("NONE", .none),
        ("HORIZONTAL", .horizontal),
        ("VERTICAL", .vertical),
        ("GRID", .grid),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Legacy `primaryAxisSizingMode` / `counterAxisSizingMode`.
public enum AxisSizingMode: FigmaEnum {
    case fixed
    case auto
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("FIXED", .fixed),
        ("AUTO", .auto),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Alignment along the stack axis.
public enum PrimaryAxisAlignItems: FigmaEnum {
    case min
    case center
    case max
    case spaceBetween
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("MIN", .min),
        ("CENTER", .center),
        ("MAX", .max),
        ("SPACE_BETWEEN", .spaceBetween),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Alignment across the stack axis.
public enum CounterAxisAlignItems: FigmaEnum {
    case min
    case center
    case max
    case baseline
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("MIN", .min),
        ("CENTER", .center),
        ("MAX", .max),
        ("BASELINE", .baseline),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Alignment of wrapped rows.
public enum CounterAxisAlignContent: FigmaEnum {
    case auto
    case spaceBetween
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("AUTO", .auto),
        ("SPACE_BETWEEN", .spaceBetween),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Whether auto layout wraps.
public enum LayoutWrap: FigmaEnum {
    case noWrap
    case wrap
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("NO_WRAP", .noWrap),
        ("WRAP", .wrap),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// `layoutSizingHorizontal` / `layoutSizingVertical`.
public enum LayoutSizing: FigmaEnum {
    case fixed
    case hug
    case fill
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("FIXED", .fixed),
        ("HUG", .hug),
        ("FILL", .fill),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Legacy per-child cross-axis behaviour.
public enum LayoutAlign: FigmaEnum {
    case inherit
    case stretch
    case min
    case center
    case max
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("INHERIT", .inherit),
        ("STRETCH", .stretch),
        ("MIN", .min),
        ("CENTER", .center),
        ("MAX", .max),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Whether a child of auto layout takes part in the flow.
public enum LayoutPositioning: FigmaEnum {
    case auto
    case absolute
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("AUTO", .auto),
        ("ABSOLUTE", .absolute),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Alignment of a child in its grid cell.
public enum GridChildAlign: FigmaEnum {
    case auto
    case min
    case center
    case max
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("AUTO", .auto),
        ("MIN", .min),
        ("CENTER", .center),
        ("MAX", .max),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Prototype scrolling direction.
public enum OverflowDirection: FigmaEnum {
    case none
    case horizontalScrolling
    case verticalScrolling
    case horizontalAndVerticalScrolling
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("NONE", .none),
        ("HORIZONTAL_SCROLLING", .horizontalScrolling),
        ("VERTICAL_SCROLLING", .verticalScrolling),
        ("HORIZONTAL_AND_VERTICAL_SCROLLING", .horizontalAndVerticalScrolling),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// How a layer behaves when its frame scrolls.
public enum ScrollBehavior: FigmaEnum {
    case scrolls
    case fixed
    case stickyScrolls
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("SCROLLS", .scrolls),
        ("FIXED", .fixed),
        ("STICKY_SCROLLS", .stickyScrolls),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Vertical resizing constraint.
public enum VerticalConstraint: FigmaEnum {
    case top
    case bottom
    case center
    case topBottom
    case scale
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("TOP", .top),
        ("BOTTOM", .bottom),
        ("CENTER", .center),
        ("TOP_BOTTOM", .topBottom),
        ("SCALE", .scale),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Horizontal resizing constraint.
public enum HorizontalConstraint: FigmaEnum {
    case left
    case right
    case center
    case leftRight
    case scale
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("LEFT", .left),
        ("RIGHT", .right),
        ("CENTER", .center),
        ("LEFT_RIGHT", .leftRight),
        ("SCALE", .scale),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// The `type` of a paint.
public enum PaintType: FigmaEnum {
    case solid
    case gradientLinear
    case gradientRadial
    case gradientAngular
    case gradientDiamond
    case image
    case emoji
    case video
    case pattern
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("SOLID", .solid),
        ("GRADIENT_LINEAR", .gradientLinear),
        ("GRADIENT_RADIAL", .gradientRadial),
        ("GRADIENT_ANGULAR", .gradientAngular),
        ("GRADIENT_DIAMOND", .gradientDiamond),
        ("IMAGE", .image),
        ("EMOJI", .emoji),
        ("VIDEO", .video),
        ("PATTERN", .pattern),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// How an image paint fills its layer.
public enum ImageScaleMode: FigmaEnum {
    case fill
    case fit
    case tile
    case stretch
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("FILL", .fill),
        ("FIT", .fit),
        ("TILE", .tile),
        ("STRETCH", .stretch),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// The `type` of an effect.
public enum EffectType: FigmaEnum {
    case dropShadow
    case innerShadow
    case layerBlur
    case backgroundBlur
    case texture
    case noise
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("DROP_SHADOW", .dropShadow),
        ("INNER_SHADOW", .innerShadow),
        ("LAYER_BLUR", .layerBlur),
        ("BACKGROUND_BLUR", .backgroundBlur),
        ("TEXTURE", .texture),
        ("NOISE", .noise),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Where a stroke sits relative to the outline.
public enum StrokeAlign: FigmaEnum {
    case inside
    case outside
    case center
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("INSIDE", .inside),
        ("OUTSIDE", .outside),
        ("CENTER", .center),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Stroke corner joins.
public enum StrokeJoin: FigmaEnum {
    case miter
    case bevel
    case round
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("MITER", .miter),
        ("BEVEL", .bevel),
        ("ROUND", .round),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Stroke end caps.
public enum StrokeCap: FigmaEnum {
    case none
    case round
    case square
    case lineArrow
    case triangleArrow
    case diamondFilled
    case circleFilled
    case triangleFilled
    case washiTape1
    case washiTape2
    case washiTape3
    case washiTape4
    case washiTape5
    case washiTape6
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("NONE", .none),
        ("ROUND", .round),
        ("SQUARE", .square),
        ("LINE_ARROW", .lineArrow),
        ("TRIANGLE_ARROW", .triangleArrow),
        ("DIAMOND_FILLED", .diamondFilled),
        ("CIRCLE_FILLED", .circleFilled),
        ("TRIANGLE_FILLED", .triangleFilled),
        ("WASHI_TAPE_1", .washiTape1),
        ("WASHI_TAPE_2", .washiTape2),
        ("WASHI_TAPE_3", .washiTape3),
        ("WASHI_TAPE_4", .washiTape4),
        ("WASHI_TAPE_5", .washiTape5),
        ("WASHI_TAPE_6", .washiTape6),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Fill rule of a vector path.
public enum WindingRule: FigmaEnum {
    case nonzero
    case evenodd
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("NONZERO", .nonzero),
        ("EVENODD", .evenodd),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// How a mask layer masks.
public enum MaskType: FigmaEnum {
    case alpha
    case vector
    case luminance
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("ALPHA", .alpha),
        ("VECTOR", .vector),
        ("LUMINANCE", .luminance),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// The operation of a BOOLEAN_OPERATION node.
public enum BooleanOperation: FigmaEnum {
    case union
    case intersect
    case subtract
    case exclude
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("UNION", .union),
        ("INTERSECT", .intersect),
        ("SUBTRACT", .subtract),
        ("EXCLUDE", .exclude),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Letter case transformation.
public enum TextCase: FigmaEnum {
    case original
    case upper
    case lower
    case title
    case smallCaps
    case smallCapsForced
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("ORIGINAL", .original),
        ("UPPER", .upper),
        ("LOWER", .lower),
        ("TITLE", .title),
        ("SMALL_CAPS", .smallCaps),
        ("SMALL_CAPS_FORCED", .smallCapsForced),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Text underline / strikethrough.
public enum TextDecoration: FigmaEnum {
    case none
    case strikethrough
    case underline
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("NONE", .none),
        ("STRIKETHROUGH", .strikethrough),
        ("UNDERLINE", .underline),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// How a text box sizes itself.
public enum TextAutoResize: FigmaEnum {
    case none
    case widthAndHeight
    case height
    case truncate
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("NONE", .none),
        ("WIDTH_AND_HEIGHT", .widthAndHeight),
        ("HEIGHT", .height),
        ("TRUNCATE", .truncate),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// A text's vertical trim (`leadingTrim`).
public enum LeadingTrim: FigmaEnum {
    case none
    case capHeight
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("NONE", .none),
        ("CAP_HEIGHT", .capHeight),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Whether text is truncated with an ellipsis.
public enum TextTruncation: FigmaEnum {
    case disabled
    case ending
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("DISABLED", .disabled),
        ("ENDING", .ending),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Horizontal text alignment.
public enum TextAlignHorizontal: FigmaEnum {
    case left
    case right
    case center
    case justified
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("LEFT", .left),
        ("RIGHT", .right),
        ("CENTER", .center),
        ("JUSTIFIED", .justified),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// Vertical text alignment.
public enum TextAlignVertical: FigmaEnum {
    case top
    case center
    case bottom
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("TOP", .top),
        ("CENTER", .center),
        ("BOTTOM", .bottom),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// The unit a line height was set in.
public enum LineHeightUnit: FigmaEnum {
    case pixels
    case fontSizePercent
    case intrinsicPercent
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("PIXELS", .pixels),
        ("FONT_SIZE_%", .fontSizePercent),
        ("INTRINSIC_%", .intrinsicPercent),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// The type of a component property.
public enum ComponentPropertyType: FigmaEnum {
    case boolean
    case instanceSwap
    case text
    case variant
    /// Content an instance puts into a SLOT node (Figma slots, 2026).
    case slot
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("BOOLEAN", .boolean),
        ("INSTANCE_SWAP", .instanceSwap),
        ("TEXT", .text),
        ("VARIANT", .variant),
        ("SLOT", .slot),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// The kind of a shared style.
public enum StyleType: FigmaEnum {
    case fill
    case text
    case effect
    case grid
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("FILL", .fill),
        ("TEXT", .text),
        ("EFFECT", .effect),
        ("GRID", .grid),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// List type of a line of text.
public enum LineType: FigmaEnum {
    case none
    case ordered
    case unordered
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: Self)] = [
        ("NONE", .none),
        ("ORDERED", .ordered),
        ("UNORDERED", .unordered),
    ]

    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}
