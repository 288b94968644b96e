/// A fill or stroke paint (`Paint` in the spec): solid, gradient, image or pattern.
public struct Paint: Hashable, Sendable {
    public var type: PaintType
    /// Spec default: true.
    public var visible: Bool = true
    /// Spec default: 1.
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    /// SOLID.
    public var color: RGBA?
    /// Gradients: three handle positions in the layer's unit space (start, end, width).
    public var gradientHandlePositions: [Vector] = []
    public var gradientStops: [ColorStop] = []
    /// IMAGE.
    public var scaleMode: ImageScaleMode?
    public var imageRef: String?
    public var imageTransform: Transform?
    public var scalingFactor: Double?
    public var rotation: Double?
    public var gifRef: String?
    /// Variables bound to this paint (`color`).
    public var boundVariables = BoundVariables()

    public init(type: PaintType) {
        self.type = type
    }
}

public struct ColorStop: Hashable, Sendable {
    public var position: Double
    public var color: RGBA
    public var boundVariables = BoundVariables()

    public init(position: Double, color: RGBA) {
        self.position = position
        self.color = color
    }
}

/// A shadow, blur, texture or noise effect.
public struct Effect: Hashable, Sendable {
    public var type: EffectType
    public var visible: Bool = true
    public var radius: Double = 0
    public var color: RGBA?
    public var blendMode: BlendMode = .normal
    public var offset: Vector?
    public var spread: Double = 0
    public var showShadowBehindNode: Bool = false
    public var boundVariables = BoundVariables()

    public init(type: EffectType) {
        self.type = type
    }
}

/// `TypeStyle`: every field optional, because `styleOverrideTable` entries carry only what differs.
public struct TypeStyle: Hashable, Sendable {
    public var fontFamily: String?
    public var fontPostScriptName: String?
    public var fontStyle: String?
    public var italic: Bool?
    public var fontWeight: Double?
    public var fontSize: Double?
    public var textCase: TextCase?
    public var textDecoration: TextDecoration?
    public var textAutoResize: TextAutoResize?
    public var textTruncation: TextTruncation?
    public var maxLines: Int?
    public var textAlignHorizontal: TextAlignHorizontal?
    public var textAlignVertical: TextAlignVertical?
    public var letterSpacing: Double?
    public var paragraphSpacing: Double?
    public var paragraphIndent: Double?
    public var lineHeightPx: Double?
    public var lineHeightPercent: Double?
    public var lineHeightPercentFontSize: Double?
    public var lineHeightUnit: LineHeightUnit?
    /// Vertical trim: `CAP_HEIGHT` trims the box to the first line's cap height and the last line's baseline.
    public var leadingTrim: LeadingTrim?
    public var fills: [Paint]?
    public var hyperlinkURL: String?
    public var boundVariables = BoundVariables()

    public init() {}
}
