import UIKit

/// A Figma shape, or the look of a frame: an outline filled with paints stacked bottom to top, an optional
/// stroke and inner shadow. It takes the size it is given, like SwiftUI's shapes.
public final class ShapeView: UIView {
    public enum Outline {
        case rectangle
        case roundedRectangle(CGFloat)
        case corners(topLeading: CGFloat, topTrailing: CGFloat, bottomTrailing: CGFloat, bottomLeading: CGFloat)
        case ellipse
        /// A vector drawn in the layer's own coordinates.
        case path(UIBezierPath)

        /// A vector path, drawn by `build` (Figma's vector network as path commands).
        public static func path(evenOdd: Bool = false, _ build: (UIBezierPath) -> Void) -> Outline {
            let path = UIBezierPath()
            build(path)
            path.usesEvenOddFillRule = evenOdd
            return .path(path)
        }

        /// The outline in `rect`, moved inwards by `inset` (outwards when negative) for strokes.
        func path(in rect: CGRect, inset: CGFloat = 0) -> UIBezierPath {
            let box = rect.insetBy(dx: inset, dy: inset)
            switch self {
            case .rectangle:
                return UIBezierPath(rect: box)
            case .roundedRectangle(let radius):
                return UIBezierPath(roundedRect: box, cornerRadius: max(radius - inset, 0))
            case .corners(let topLeading, let topTrailing, let bottomTrailing, let bottomLeading):
                let path = UIBezierPath()
                let radii = [topLeading, topTrailing, bottomTrailing, bottomLeading].map { max($0 - inset, 0) }
                path.move(to: CGPoint(x: box.minX + radii[0], y: box.minY))
                path.addLine(to: CGPoint(x: box.maxX - radii[1], y: box.minY))
                path.addArc(withCenter: CGPoint(x: box.maxX - radii[1], y: box.minY + radii[1]), radius: radii[1], startAngle: -.pi / 2, endAngle: 0, clockwise: true)
                path.addLine(to: CGPoint(x: box.maxX, y: box.maxY - radii[2]))
                path.addArc(withCenter: CGPoint(x: box.maxX - radii[2], y: box.maxY - radii[2]), radius: radii[2], startAngle: 0, endAngle: .pi / 2, clockwise: true)
                path.addLine(to: CGPoint(x: box.minX + radii[3], y: box.maxY))
                path.addArc(withCenter: CGPoint(x: box.minX + radii[3], y: box.maxY - radii[3]), radius: radii[3], startAngle: .pi / 2, endAngle: .pi, clockwise: true)
                path.addLine(to: CGPoint(x: box.minX, y: box.minY + radii[0]))
                path.addArc(withCenter: CGPoint(x: box.minX + radii[0], y: box.minY + radii[0]), radius: radii[0], startAngle: .pi, endAngle: .pi * 3 / 2, clockwise: true)
                path.close()
                return path
            case .ellipse:
                return UIBezierPath(ovalIn: box)
            case .path(let path):
                return path
            }
        }
    }

    /// A gradient's colour at a location from 0 to 1.
    public struct Stop: Sendable {
        public var color: UIColor
        public var location: CGFloat

        public init(_ color: UIColor, _ location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public enum ImageFit: Sendable {
        case fill, fit, tile, stretch
    }

    /// Points are in unit coordinates of the layer (0…1 on each axis).
    public enum Paint: Sendable {
        case color(UIColor)
        case linearGradient([Stop], start: CGPoint, end: CGPoint)
        case radialGradient([Stop], center: CGPoint, endRadius: CGFloat)
        /// A radial gradient that scales with the layer: the radius is a fraction of its size on each axis.
        case ellipticalGradient([Stop], center: CGPoint, endRadiusFraction: CGFloat)
        /// `angle` in degrees, clockwise from the trailing edge.
        case angularGradient([Stop], center: CGPoint, angle: CGFloat)
        /// An image from the asset catalog.
        case image(UIImage, fit: ImageFit)
    }

    public enum StrokePosition: Sendable {
        case inside, center, outside
    }

    public struct Stroke: Sendable {
        public var paint: Paint
        public var width: CGFloat
        public var position: StrokePosition
        public var dash: [CGFloat]

        public init(_ paint: Paint, width: CGFloat, position: StrokePosition = .inside, dash: [CGFloat] = []) {
            self.paint = paint
            self.width = width
            self.position = position
            self.dash = dash
        }
    }

    public struct Shadow: Sendable {
        public var color: UIColor
        public var radius: CGFloat
        public var x: CGFloat
        public var y: CGFloat

        public init(color: UIColor, radius: CGFloat, x: CGFloat, y: CGFloat) {
            self.color = color
            self.radius = radius
            self.x = x
            self.y = y
        }
    }

    public let outline: Outline
    public let fills: [Paint]
    public let stroke: Stroke?
    public let innerShadow: Shadow?
    /// The layers drawn for the current size.
    private var drawn: [CALayer] = []

    public init(_ outline: Outline, fills: [Paint] = [], stroke: Stroke? = nil, innerShadow: Shadow? = nil) {
        self.outline = outline
        self.fills = fills
        self.stroke = stroke
        self.innerShadow = innerShadow
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        isUserInteractionEnabled = false
        setStretching(horizontal: true, vertical: true)
        setContentCompressionResistancePriority(.fittingSizeLevel, for: .horizontal)
        setContentCompressionResistancePriority(.fittingSizeLevel, for: .vertical)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("ShapeView is built in code")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        for sublayer in drawn { sublayer.removeFromSuperlayer() }
        drawn = []
        let shape = outline.path(in: bounds)
        for paint in fills {
            draw(paint, masked: shapeLayer(shape))
        }
        if let stroke {
            let offset: CGFloat = switch stroke.position {
            case .inside: stroke.width / 2
            case .center: 0
            case .outside: -stroke.width / 2
            }
            let line = shapeLayer(outline.path(in: bounds, inset: offset))
            line.fillColor = nil
            line.strokeColor = UIColor.black.cgColor
            line.lineWidth = stroke.width
            line.lineDashPattern = stroke.dash.isEmpty ? nil : stroke.dash.map { NSNumber(value: Double($0)) }
            draw(stroke.paint, masked: line)
        }
        if let innerShadow {
            // A shadow cast inwards by everything outside the outline, masked to the outline.
            let ring = UIBezierPath(rect: bounds.insetBy(dx: -innerShadow.radius * 4 - abs(innerShadow.x) - abs(innerShadow.y),
                                                         dy: -innerShadow.radius * 4 - abs(innerShadow.x) - abs(innerShadow.y)))
            ring.append(shape)
            let caster = CAShapeLayer()
            caster.path = ring.cgPath
            caster.fillRule = .evenOdd
            caster.fillColor = UIColor.black.cgColor
            caster.shadowColor = innerShadow.color.cgColor
            caster.shadowOpacity = 1
            caster.shadowRadius = innerShadow.radius
            caster.shadowOffset = CGSize(width: innerShadow.x, height: innerShadow.y)
            let holder = CALayer()
            holder.frame = bounds
            holder.addSublayer(caster)
            holder.mask = shapeLayer(shape)
            layer.addSublayer(holder)
            drawn.append(holder)
        }
    }

    private func shapeLayer(_ path: UIBezierPath) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = bounds
        shape.path = path.cgPath
        shape.fillRule = path.usesEvenOddFillRule ? .evenOdd : .nonZero
        shape.fillColor = UIColor.black.cgColor
        return shape
    }

    /// One paint, shown where `mask` is opaque.
    private func draw(_ paint: Paint, masked mask: CAShapeLayer) {
        let painted: CALayer
        switch paint {
        case .color(let color):
            if mask.strokeColor != nil { mask.strokeColor = color.cgColor } else { mask.fillColor = color.cgColor }
            layer.addSublayer(mask)
            drawn.append(mask)
            return
        case .linearGradient(let stops, let start, let end):
            painted = gradient(.axial, stops, start: start, end: end)
        case .radialGradient(let stops, let center, let radius):
            let end = CGPoint(x: center.x + radius / max(bounds.width, 1), y: center.y + radius / max(bounds.height, 1))
            painted = gradient(.radial, stops, start: center, end: end)
        case .ellipticalGradient(let stops, let center, let fraction):
            painted = gradient(.radial, stops, start: center, end: CGPoint(x: center.x + fraction, y: center.y + fraction))
        case .angularGradient(let stops, let center, let angle):
            let radians = angle * .pi / 180
            painted = gradient(.conic, stops, start: center, end: CGPoint(x: center.x + cos(radians), y: center.y + sin(radians)))
        case .image(let image, let fit):
            painted = CALayer()
            painted.contents = image.cgImage
            painted.contentsGravity = switch fit {
            case .fill: .resizeAspectFill
            case .fit: .resizeAspect
            case .tile, .stretch: .resize
            }
            painted.masksToBounds = true
        }
        painted.frame = bounds
        painted.mask = mask
        layer.addSublayer(painted)
        drawn.append(painted)
    }

    private func gradient(_ type: CAGradientLayerType, _ stops: [Stop], start: CGPoint, end: CGPoint) -> CAGradientLayer {
        let gradient = CAGradientLayer()
        gradient.type = type
        gradient.colors = stops.map(\.color.cgColor)
        gradient.locations = stops.map { NSNumber(value: Double($0.location)) }
        gradient.startPoint = start
        gradient.endPoint = end
        return gradient
    }
}

extension UIImageView {
    /// An image of the asset catalog stretched to the view; a template icon is tinted with `tint`.
    public convenience init(asset image: UIImage, tint: UIColor? = nil) {
        self.init(image: tint == nil ? image : image.withRenderingMode(.alwaysTemplate))
        contentMode = .scaleToFill
        if let tint { tintColor = tint }
    }
}

extension UIView {
    // MARK: Look modifiers, spelled like SwiftUI's

    /// Paints behind the layer, stacked bottom to top, clipped to `outline`.
    public func background(_ fills: [ShapeView.Paint], in outline: ShapeView.Outline = .rectangle) -> UIView {
        background(ShapeView(outline, fills: fills))
    }

    /// A stroke along `outline`, drawn in front of the layer.
    public func stroke(_ stroke: ShapeView.Stroke, in outline: ShapeView.Outline = .rectangle) -> UIView {
        overlay(ShapeView(outline, stroke: stroke))
    }

    /// An inner shadow inside `outline`, drawn in front of the layer.
    public func innerShadow(color: UIColor, radius: CGFloat, x: CGFloat, y: CGFloat, in outline: ShapeView.Outline = .rectangle) -> UIView {
        overlay(ShapeView(outline, innerShadow: ShapeView.Shadow(color: color, radius: radius, x: x, y: y)))
    }

    /// Shows only what is inside `outline`.
    public func clipped(to outline: ShapeView.Outline = .rectangle) -> UIView {
        if case .rectangle = outline, layer.shadowOpacity == 0 {
            clipsToBounds = true
            return self
        }
        let box = boxed()
        box.clipOutline = outline
        return box
    }

    /// A drop shadow (`radius` is the blur's standard deviation, half of Figma's blur). Each shadow after the
    /// first, or one on a clipped layer, goes on a box around it, so shadows add up as in Figma.
    public func shadow(color: UIColor, radius: CGFloat, x: CGFloat, y: CGFloat) -> UIView {
        let target: UIView = layer.shadowOpacity > 0 || clipsToBounds || layer.mask != nil ? FrameContainer(self, alignment: .center) : self
        target.layer.shadowColor = color.cgColor
        target.layer.shadowOpacity = 1
        target.layer.shadowRadius = radius
        target.layer.shadowOffset = CGSize(width: x, height: y)
        return target
    }

    /// The content behind the layer, blurred (Figma's background blur), inside `outline`.
    public func backgroundBlur(in outline: ShapeView.Outline = .rectangle) -> UIView {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
        return background(blur.clipped(to: outline))
    }

    public func opacity(_ value: Double) -> UIView {
        alpha = CGFloat(value)
        return self
    }

    /// Turns the layer clockwise by `degrees` about its centre, without changing its layout.
    public func rotation(degrees: CGFloat) -> UIView {
        transform = CGAffineTransform(rotationAngle: degrees * .pi / 180)
        return self
    }

    /// Draws the layer in front of (or behind) its siblings.
    public func zIndex(_ value: Double) -> UIView {
        layer.zPosition = CGFloat(value)
        return self
    }
}
