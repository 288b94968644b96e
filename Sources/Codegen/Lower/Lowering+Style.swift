import Foundation
import FigmaModel

/// Numbers in the IR are rounded to 3 decimals, so output does not carry float noise (`0.30000001`), and
/// kept inside the design range (`Lowering.designRange`; NaN from degenerate geometry becomes 0), so no
/// hostile value reaches the output as something a compiler or a layout cannot take.
func rounded(_ value: Double) -> Double {
    guard !value.isNaN else { return 0 }
    let clamped = min(max(value, -Lowering.designRange), Lowering.designRange)
    let result = (clamped * 1000).rounded() / 1000
    return result == 0 ? 0 : result  // no negative zero
}

/// A number as it reads in messages and code: `2`, not `2.0`.
func formatted(_ value: Double) -> String {
    SwiftLiteral.number(value)
}

extension Lowering {
    // MARK: Paints

    func color(_ rgba: RGBA, opacity: Double = 1) -> ColorValue {
        ColorValue(red: rounded(rgba.r), green: rounded(rgba.g), blue: rounded(rgba.b), opacity: rounded(rgba.a * opacity))
    }

    /// Visible paints, bottom to top. Unsupported paints are reported and left out. With a `role`
    /// (`fill`, `stroke`), paints bound to a style or variable become token references.
    mutating func paints(_ paints: [Paint], _ index: NodeIndex, role: String? = nil) -> [PaintValue] {
        // An overridden solid fill or stroke reads the component's colour parameter; fills of other paints its
        // paint-list parameter, a stroke of another paint its paint parameter.
        if let role, let member = boundMember(index, role == "fill" ? .fill : .stroke) { return [.member(member)] }
        if role == "fill", let member = boundMember(index, .fills) { return [.fillsMember(member)] }
        if role == "stroke", let member = boundMember(index, .strokePaint) { return [.paintMember(member)] }
        var result: [PaintValue] = []
        var kept: [Paint] = []
        for paint in paints where paint.visible {
            if let value = self.paint(paint, index) {
                result.append(value)
                kept.append(paint)
            }
        }
        return tokenized(result, paints: kept, role: role, index)
    }

    mutating func paint(_ paint: Paint, _ index: NodeIndex) -> PaintValue? {
        switch paint.type {
        case .solid:
            guard let rgba = paint.color else {
                report(.warning, .paint, "SOLID paint without a color; skipped", index)
                return nil
            }
            return .color(color(rgba, opacity: paint.opacity))
        case .gradientLinear, .gradientRadial, .gradientAngular, .gradientDiamond:
            let stops = paint.gradientStops.map { GradientStop(color: color($0.color, opacity: paint.opacity), location: rounded($0.position)) }
            guard stops.count >= 1 else {
                report(.warning, .paint, "gradient without stops; skipped", index)
                return nil
            }
            let handles = paint.gradientHandlePositions
            let start = handles.first.map { UnitPoint2D(x: rounded($0.x), y: rounded($0.y)) } ?? UnitPoint2D(x: 0.5, y: 0)
            let end = handles.count > 1 ? UnitPoint2D(x: rounded(handles[1].x), y: rounded(handles[1].y)) : UnitPoint2D(x: 0.5, y: 1)
            switch paint.type {
            case .gradientLinear:
                return .linearGradient(stops, start: start, end: end)
            case .gradientAngular:
                let angle = atan2(end.y - start.y, end.x - start.x) * 180 / .pi
                return .angularGradient(stops, center: start, angle: rounded(angle))
            default:
                if paint.type == .gradientDiamond {
                    report(.warning, .paint, "diamond gradient drawn as a radial gradient", index)
                }
                // Handles in the layer's unit square: equal reach on both axes is an ellipse that scales with
                // the layer (EllipticalGradient); otherwise a circle with the first handle's radius in points.
                let reach = hypot(end.x - start.x, end.y - start.y)
                if handles.count >= 3 {
                    let other = hypot(handles[2].x - handles[0].x, handles[2].y - handles[0].y)
                    if abs(other - reach) < 0.001 {
                        return .ellipticalGradient(stops, center: start, endRadiusFraction: rounded(reach))
                    }
                    report(.note, .paint, "radial gradient with unequal axes drawn as a circle", index)
                }
                let size = self.size(index)
                let radius = hypot((end.x - start.x) * size.width, (end.y - start.y) * size.height)
                return .radialGradient(stops, center: start, endRadius: rounded(radius))
            }
        case .image:
            let fit: ImageFit = switch paint.scaleMode {
            case .fit?: .fit
            case .tile?: .tile
            case .stretch?: .stretch
            default: .fill
            }
            guard let imageRef = paint.imageRef, !imageRef.isEmpty else {
                report(.warning, .paint, "image paint without imageRef; skipped", index)
                return nil
            }
            guard let name = assetTable.images[imageRef] else {
                let shown = DesignAssets.isSafeReference(imageRef) ? imageRef : "(unsafe reference)"
                report(.warning, .missingAsset, assetTable.isEnabled
                       ? "image fill \(shown) is not in the design folder's images/; fetch it with figgen fetch (the fill is left out)"
                       : "image fill \(shown) left out: generate from a folder figgen fetch wrote (images/), or give --assets", index)
                return nil
            }
            if fit == .tile { report(.note, .paint, "tiled image drawn once, filling the layer", index) }
            return .image(name: useAsset(name), fit: fit)
        default:
            report(.warning, .paint, "unsupported paint \(paint.type.rawValue); skipped", index)
            return nil
        }
    }

    // MARK: Outline

    /// The layer's outline, rounded by the component's corner-radius parameter when instances override it.
    func outline(_ index: NodeIndex) -> Outline {
        if let member = boundMember(index, .cornerRadius) { return .roundedRectangleMember(member) }
        return outline(file.nodes[index])
    }

    /// The layer's outline from its corner radii (never the maximum of four different corners).
    func outline(_ node: Node) -> Outline {
        if let radii = node.rectangleCornerRadii, radii.count == 4, Set(radii).count > 1 {
            return .corners(rounded(radii[0]), rounded(radii[1]), rounded(radii[2]), rounded(radii[3]))
        }
        let radius = node.rectangleCornerRadii?.first ?? node.cornerRadius
        return radius > 0 ? .roundedRectangle(radius: rounded(radius)) : .rectangle
    }

    // MARK: Visual modifiers

    /// Background fills, strokes, clipping, effects, opacity, blending and rotation, in that order.
    mutating func appendVisuals(_ view: inout ViewNode, _ index: NodeIndex, includeFills: Bool) {
        let node = file.nodes[index]
        let shape = node.type == .ellipse ? .ellipse : outline(index)
        if includeFills {
            let fills = paints(node.fills, index, role: "fill")
            if !fills.isEmpty { view.modifiers.append(.background(fills, shape)) }
        }
        appendStroke(&view, index, outline: shape)
        if node.clipsContent, node.type != .group {
            view.modifiers.append(.clip(shape))
        }
        appendEffectsAndBlending(&view, index, outline: shape)
    }

    mutating func appendStroke(_ view: inout ViewNode, _ index: NodeIndex, outline: Outline) {
        let node = file.nodes[index]
        let strokes = paints(node.strokes, index, role: "stroke")
        guard let paint = strokes.last else { return }
        if strokes.count > 1 {
            report(.warning, .stroke, "\(strokes.count) stacked strokes; only the top one is drawn", index)
        }
        var width = node.strokeWeight
        if let sides = node.individualStrokeWeights {
            let values = [sides.top, sides.right, sides.bottom, sides.left]
            if Set(values).count > 1 {
                report(.warning, .stroke, "different stroke weights per side (top \(formatted(sides.top)), right \(formatted(sides.right)), bottom \(formatted(sides.bottom)), left \(formatted(sides.left))) drawn as one weight \(formatted(values.max() ?? 0))", index)
                view.notes.append("per-side stroke weights approximated")
            }
            width = values.max() ?? width
        }
        guard width > 0 else { return }
        let position: StrokePosition = switch node.strokeAlign {
        case .center: .center
        case .outside: .outside
        default: .inside
        }
        view.modifiers.append(.stroke(StrokeValue(paint: paint, width: rounded(width), position: position, dash: node.strokeDashes.map(rounded)), outline))
    }

    mutating func appendEffectsAndBlending(_ view: inout ViewNode, _ index: NodeIndex, outline: Outline? = nil) {
        let node = file.nodes[index]
        let shape = outline ?? self.outline(index)
        let shadowPosition = view.modifiers.count
        let dropShadows = self.dropShadows(index)
        for effect in node.effects where effect.visible {
            switch effect.type {
            case .dropShadow:
                continue  // `dropShadows`
            case .innerShadow:
                let offset = effect.offset ?? Vector(x: 0, y: 0)
                let shadow = ShadowValue(color: color(effect.color ?? RGBA(r: 0, g: 0, b: 0, a: 0.25)), blur: rounded(effect.radius),
                                         x: rounded(offset.x), y: rounded(offset.y))
                view.modifiers.append(.innerShadow(shadow, shape))
            case .layerBlur:
                view.modifiers.append(.blur(rounded(effect.radius)))
            case .backgroundBlur:
                view.modifiers.append(.backgroundBlur(shape))
                report(.note, .effect, "background blur \(formatted(effect.radius)) drawn as a system material", index)
            default:
                report(.warning, .effect, "unsupported effect \(effect.type.rawValue); skipped", index)
                view.notes.append("effect \(effect.type.rawValue) not drawn")
            }
        }
        // Drop shadows go first, in Figma's order: the component's parameter when instances override them, else the
        // effect style's token or one by one.
        if let member = boundMember(index, .shadows) {
            view.modifiers.insert(.effectMember(member), at: shadowPosition)
        } else if let member = effectToken(for: dropShadows, index) {
            view.modifiers.insert(.effectToken(member), at: shadowPosition)
        } else {
            view.modifiers.insert(contentsOf: dropShadows.map(Modifier.shadow), at: shadowPosition)
        }
        if let member = boundMember(index, .opacity) {
            view.modifiers.append(.opacityMember(member))
        } else if node.opacity < 1 {
            view.modifiers.append(.opacity(rounded(node.opacity)))
        }
        if let mode = Self.blendModes[node.blendMode] {
            view.modifiers.append(.blendMode(mode))
        } else if node.blendMode.isUnknown {
            report(.warning, .blendMode, "unknown blend mode \(node.blendMode.rawValue); drawn normally", index)
        }
        appendTurn(&view, index)
    }

    /// A layer's visible drop shadows in Figma's order (a spread is noted: it cannot be drawn).
    mutating func dropShadows(_ index: NodeIndex, notingSpread: Bool = true) -> [ShadowValue] {
        var shadows: [ShadowValue] = []
        for effect in file.nodes[index].effects where effect.visible && effect.type == .dropShadow {
            let offset = effect.offset ?? Vector(x: 0, y: 0)
            shadows.append(ShadowValue(color: color(effect.color ?? RGBA(r: 0, g: 0, b: 0, a: 0.25)), blur: rounded(effect.radius),
                                       x: rounded(offset.x), y: rounded(offset.y)))
            if notingSpread, effect.spread != 0 {
                report(.note, .effect, "drop shadow spread \(formatted(effect.spread)) cannot be expressed; drawn without spread", index)
            }
        }
        return shadows
    }

    /// The layer's turn in the frame around it. A group is not turned: its layers are, each by its turn in the
    /// frame around the group (theirs and the group's, `LayerGeometry.codeTurn`).
    mutating func appendTurn(_ view: inout ViewNode, _ index: NodeIndex) {
        guard isRotated(index), !isGroup(index), index != loweringRoot else { return }
        // The export's turns are in radians, clockwise on the screen; the IR keeps degrees counterclockwise.
        view.modifiers.append(.rotation(rounded(-geometry.codeTurn(index) * 180 / .pi)))
    }

    /// Figma blend modes that change drawing (PASS_THROUGH and NORMAL need nothing).
    static let blendModes: [BlendMode: BlendModeValue] = [
        .darken: .darken, .multiply: .multiply, .linearBurn: .linearBurn, .colorBurn: .colorBurn,
        .lighten: .lighten, .screen: .screen, .linearDodge: .linearDodge, .colorDodge: .colorDodge,
        .overlay: .overlay, .softLight: .softLight, .hardLight: .hardLight, .difference: .difference,
        .exclusion: .exclusion, .hue: .hue, .saturation: .saturation, .color: .color, .luminosity: .luminosity,
    ]
}
