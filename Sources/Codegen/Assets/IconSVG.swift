import FigmaModel

/// Writes an icon component as an SVG document from its layers' `fillGeometry` and `strokeGeometry` (the
/// export's own outlines: strokes come already outlined), so an icon needs no download. Only what SVG says
/// exactly is taken: solid paints, unrotated layers, no masks, effects or blending; anything else leaves the
/// component to be drawn in code. Path data is parsed and printed again, never copied, so no text of the
/// design reaches the file unchecked.
struct IconSVG {
    /// The document, and the one colour every path uses when there is one (a template icon).
    var document: String
    var templateColor: (node: NodeIndex, role: PaintRole)?

    enum PaintRole { case fill, stroke }

    /// Path commands an icon may have: more is an illustration, not an icon.
    static let maximumCommands = 20_000

    private struct Drawn {
        var commands: [VectorPath.Command]
        var evenOdd: Bool
        var color: RGBA
        var opacity: Double
        var offset: (x: Double, y: Double)
        var source: (node: NodeIndex, role: PaintRole)
    }

    /// The SVG for component `index`, or nil when it is not an icon SVG can express.
    init?(_ file: FigmaFile, component index: NodeIndex) {
        let root = file.nodes[index]
        guard let box = root.absoluteBoundingBox, box.width > 0, box.height > 0, box.width <= 4096, box.height <= 4096,
              Self.isPlain(root), !root.fills.contains(where: \.visible), !root.strokes.contains(where: \.visible) else { return nil }
        var drawn: [Drawn] = []
        var commandCount = 0
        // Children in document order, bottom to top, as SVG paints them.
        var stack = Array(root.children.reversed())
        while let current = stack.popLast() {
            let node = file.nodes[current]
            guard node.visible else { continue }
            guard Self.isPlain(node), abs(node.rotation) < 0.0001, !Self.isFlipped(node) else { return nil }
            switch node.type {
            case .group, .frame:
                guard node.opacity == 1, !node.fills.contains(where: \.visible), !node.strokes.contains(where: \.visible) else { return nil }
                stack += node.children.reversed()
            case .vector, .booleanOperation, .star, .line, .ellipse, .regularPolygon, .rectangle:
                guard let nodeBox = node.absoluteBoundingBox else { return nil }
                let offset = (x: nodeBox.x - box.x, y: nodeBox.y - box.y)
                for (geometry, paints, role) in [(node.fillGeometry, node.fills, PaintRole.fill), (node.strokeGeometry, node.strokes, .stroke)] {
                    let visible = paints.filter(\.visible)
                    if visible.isEmpty { continue }
                    // A layer with paints but no outline for them: the export lacks geometry=paths.
                    guard !geometry.isEmpty else { return nil }
                    for paint in visible {
                        guard paint.type == .solid, let color = paint.color, paint.blendMode == .normal || paint.blendMode == .passThrough else { return nil }
                        for path in geometry {
                            guard let commands = SVGPath.parse(path.path) else { return nil }
                            commandCount += commands.count
                            guard commandCount <= Self.maximumCommands else { return nil }
                            drawn.append(Drawn(commands: commands, evenOdd: path.windingRule == .evenodd, color: color,
                                               opacity: color.a * paint.opacity * node.opacity, offset: offset, source: (current, role)))
                        }
                    }
                }
            default:
                return nil
            }
        }
        guard !drawn.isEmpty else { return nil }
        // One colour and one opacity everywhere: a template image, tinted by the code with that colour.
        let first = drawn[0]
        let isTemplate = drawn.allSatisfy { Self.same($0.color, first.color) && abs($0.opacity - first.opacity) < 0.001 }
        templateColor = isTemplate ? first.source : nil
        let size = "width=\"\(Self.number(box.width))\" height=\"\(Self.number(box.height))\" viewBox=\"0 0 \(Self.number(box.width)) \(Self.number(box.height))\""
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size)>\n"
        for path in drawn {
            out += "<path d=\"\(Self.pathData(path.commands, offset: path.offset))\""
            // A template keeps only coverage: the tint brings colour and opacity.
            out += " fill=\"\(isTemplate ? "#000000" : Self.hex(path.color))\""
            if !isTemplate, path.opacity < 0.9995 { out += " fill-opacity=\"\(Self.number(path.opacity))\"" }
            if path.evenOdd { out += " fill-rule=\"evenodd\"" }
            out += "/>\n"
        }
        document = out + "</svg>\n"
    }

    /// No effect, mask or blending SVG would have to imitate.
    private static func isPlain(_ node: Node) -> Bool {
        !node.isMask && !node.effects.contains(where: \.visible) && (node.blendMode == .passThrough || node.blendMode == .normal)
    }

    /// A mirrored layer: its geometry is unmirrored, and the box alone cannot place it.
    private static func isFlipped(_ node: Node) -> Bool {
        guard let rows = node.relativeTransform?.rows, rows.count == 2, rows[0].count == 3, rows[1].count == 3 else { return false }
        return rows[0][0] < 0 || rows[1][1] < 0
    }

    private static func same(_ a: RGBA, _ b: RGBA) -> Bool {
        abs(a.r - b.r) < 0.002 && abs(a.g - b.g) < 0.002 && abs(a.b - b.b) < 0.002
    }

    private static func pathData(_ commands: [VectorPath.Command], offset: (x: Double, y: Double)) -> String {
        func point(_ x: Double, _ y: Double) -> String { number(x + offset.x) + " " + number(y + offset.y) }
        return commands.map { command in
            switch command {
            case .move(let x, let y): "M" + point(x, y)
            case .line(let x, let y): "L" + point(x, y)
            case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y): "C" + point(c1x, c1y) + " " + point(c2x, c2y) + " " + point(x, y)
            case .quad(let x, let y, let cx, let cy): "Q" + point(cx, cy) + " " + point(x, y)
            case .close: "Z"
            }
        }.joined()
    }

    private static func hex(_ color: RGBA) -> String {
        func byte(_ value: Double) -> String {
            let text = String(Int((min(max(value, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(color.r) + byte(color.g) + byte(color.b)
    }

    private static func number(_ value: Double) -> String { SwiftLiteral.number(value) }
}
