import Foundation
import FigmaModel

/// Where each layer is, and how it is turned, as the generated code draws it.
///
/// Figma gives a layer's turn relative to its parent (`rotation`: radians; positive turns clockwise on the screen,
/// the opposite of the plugin API's degrees: the export's `relativeTransform` is `[[cos, -sin], [sin, cos]]` of it)
/// and its box on the canvas (`absoluteBoundingBox`: the bounding box of the layer as turned on the canvas). Newer exports carry
/// `rotation` but not the layer's own size (`size`, with `geometry=paths`). The code lays out each layer unturned,
/// at its own size, in its parent's own (unturned) frame, and turns it there about its centre. So lowering needs,
/// for every layer: its own size, its box in the frame its parent lays it out in, and the turn the code applies.
///
/// A group is not turned by the code (its layers are placed in the frame around it): a layer's frame of reference
/// is its nearest ancestor that is not a group, and the turn the code gives a layer is its turn on the canvas less
/// that frame's. Where nothing is turned, every box is the canvas box, as before.
struct LayerGeometry {
    let file: FigmaFile
    /// The turn on the canvas (radians, clockwise on the screen) of every layer that has one, its ancestors' included.
    private let turns: [NodeIndex: Double]

    init(file: FigmaFile) {
        self.file = file
        var turns: [NodeIndex: Double] = [:]
        for index in file.nodes.indices {
            let node = file.nodes[index]
            let own = node.rotation.isFinite && abs(node.rotation) <= 2 * Double.pi * 1_000 ? node.rotation : 0
            // Parents come before their children in `nodes` (the reader appends them as it meets them).
            let inherited = node.parent.flatMap { $0 < index ? turns[$0] : nil } ?? 0
            let turn = (own + inherited).truncatingRemainder(dividingBy: 2 * .pi)
            if abs(sin(turn)) > Self.tolerance || cos(turn) < 0 { turns[index] = turn }
        }
        self.turns = turns
    }

    /// Turns smaller than this (radians; about a hundredth of a degree) are no turn.
    static let tolerance = 0.0001

    /// Whether any layer of the file is turned (nothing here changes a file without turns).
    var hasTurns: Bool { !turns.isEmpty }

    /// The layer's turn on the canvas, its ancestors' included (radians, clockwise on the screen).
    func turn(_ index: NodeIndex) -> Double { turns[index] ?? 0 }

    func isGroup(_ index: NodeIndex) -> Bool {
        file.nodes[index].type == .group || file.nodes[index].type == .transformGroup
    }

    /// The layer whose own frame this layer is laid out in: its nearest ancestor that is not a group.
    func reference(_ index: NodeIndex) -> NodeIndex? {
        var current = file.nodes[index].parent
        var steps = 0
        while let parent = current, isGroup(parent), steps < 10_000 {
            current = file.nodes[parent].parent
            steps += 1
        }
        return current
    }

    /// The turn the code gives the layer: its turn on the canvas less its frame of reference's (radians). None
    /// where it would move no corner of the layer by a tenth of a point (a designer's slip of a hundredth of a
    /// degree, or a group's: a turned layer cannot follow a scale constraint).
    func codeTurn(_ index: NodeIndex) -> Double {
        guard turns[index] != nil || reference(index).flatMap({ turns[$0] }) != nil else { return 0 }
        let relative = turn(index) - (reference(index).map(turn) ?? 0)
        let turn = atan2(sin(relative), cos(relative))
        let own = size(index)
        return abs(turn) < Self.tolerance || abs(turn) * max(own.width, own.height) < 0.1 ? 0 : turn
    }

    /// The layer's own (unturned) size: `size` when the export has it; else its canvas box, turned back — exact
    /// but at turns of 45° (and 135°…), where a box cannot tell width from height: there it is taken square
    /// (`isSizeAmbiguous`). A group's is its box in its frame of reference.
    func size(_ index: NodeIndex) -> (width: Double, height: Double) {
        let node = file.nodes[index]
        if let size = node.size { return (size.x, size.y) }
        guard let box = node.absoluteBoundingBox else { return (0, 0) }
        guard let turn = turns[index] else { return (box.width, box.height) }
        if isGroup(index) {
            let local = bounds(index)
            return (local.width, local.height)
        }
        return Self.unturnedSize(box: (box.width, box.height), turn: turn, ellipse: node.type == .ellipse).size
    }

    /// Whether `size` had to guess the layer's own width and height (turned near 45°, the export without `size`).
    func isSizeAmbiguous(_ index: NodeIndex) -> Bool {
        let node = file.nodes[index]
        guard node.size == nil, let box = node.absoluteBoundingBox, let turn = turns[index], !isGroup(index) else { return false }
        return Self.unturnedSize(box: (box.width, box.height), turn: turn, ellipse: node.type == .ellipse).ambiguous
    }

    /// The size whose bounding box, turned by `turn`, is `box` (of its outline, for an ellipse, as Figma measures).
    static func unturnedSize(box: (width: Double, height: Double), turn: Double, ellipse: Bool) -> (size: (width: Double, height: Double), ambiguous: Bool) {
        let c = abs(cos(turn)), s = abs(sin(turn))
        let determinant = c * c - s * s
        if abs(determinant) > 0.02 {
            if ellipse {
                let width2 = (box.width * box.width * c * c - box.height * box.height * s * s) / determinant
                let height2 = (box.height * box.height * c * c - box.width * box.width * s * s) / determinant
                if width2 > -0.001, height2 > -0.001 { return ((max(width2, 0).squareRoot(), max(height2, 0).squareRoot()), false) }
            } else {
                let width = (box.width * c - box.height * s) / determinant
                let height = (box.height * c - box.width * s) / determinant
                // (A line's box has no height: a hair below zero is rounding.)
                if width > -0.001, height > -0.001 { return ((max(width, 0), max(height, 0)), false) }
            }
        }
        // Near 45°, every split of the box's length between width and height turns to the same box: take it square.
        let side = ellipse ? (box.width + box.height) / 2 : (box.width + box.height) / (2 * (c + s))
        return ((side, side), true)
    }

    /// The layer's box in its frame of reference's own frame (`ownFrame` of `reference`): where its parent lays it
    /// out. Turned relative to that frame, it is the bounding box of its own size turned (what a stack makes room
    /// for). Without turns, its canvas box.
    func bounds(_ index: NodeIndex) -> Rect {
        box(index, inFrameOf: reference(index))
    }

    /// The layer's box in the own frame of `frameLayer` (an ancestor; nil: the canvas): see `bounds`.
    func box(_ index: NodeIndex, inFrameOf frameLayer: NodeIndex?, depth: Int = 0) -> Rect {
        let node = file.nodes[index]
        guard let box = node.absoluteBoundingBox else {
            let size = node.size.map { ($0.x, $0.y) } ?? (0, 0)
            return Rect(x: 0, y: 0, width: size.0, height: size.1)
        }
        let frameTurn = frameLayer.map(turn) ?? 0
        guard turns[index] != nil || frameTurn != 0 else { return box }
        if isGroup(index), depth < 64 {
            // What its layers span, each in the same frame.
            let children = node.children.filter { file.nodes[$0].absoluteBoundingBox != nil }
            guard let first = children.first else { return box }
            return children.dropFirst().reduce(self.box(first, inFrameOf: frameLayer, depth: depth + 1)) {
                $0.union(self.box($1, inFrameOf: frameLayer, depth: depth + 1))
            }
        }
        let pivot = frameLayer.flatMap { file.nodes[$0].absoluteBoundingBox }.map { ($0.x + $0.width / 2, $0.y + $0.height / 2) } ?? (0, 0)
        // Back from the canvas into the frame: turned counterclockwise by the frame's turn.
        let center = Self.turnedCounterclockwise((box.x + box.width / 2 - pivot.0, box.y + box.height / 2 - pivot.1), by: frameTurn)
        let own = size(index)
        let relative = turn(index) - frameTurn
        let c = abs(cos(relative)), s = abs(sin(relative))
        let width: Double, height: Double
        if node.type == .ellipse {
            width = ((own.width * c) * (own.width * c) + (own.height * s) * (own.height * s)).squareRoot()
            height = ((own.width * s) * (own.width * s) + (own.height * c) * (own.height * c)).squareRoot()
        } else {
            width = own.width * c + own.height * s
            height = own.width * s + own.height * c
        }
        return Rect(x: pivot.0 + center.0 - width / 2, y: pivot.1 + center.1 - height / 2, width: width, height: height)
    }

    /// The frame a layer lays its children out in, in their coordinates: its own size about its centre (a group's
    /// layers are laid out in its frame of reference's: its box there).
    func frame(forChildrenOf index: NodeIndex) -> Rect {
        let node = file.nodes[index]
        guard let box = node.absoluteBoundingBox, turns[index] != nil, !isGroup(index) else { return bounds(index) }
        let own = size(index)
        return Rect(x: box.x + box.width / 2 - own.width / 2, y: box.y + box.height / 2 - own.height / 2, width: own.width, height: own.height)
    }

    /// A vector turned counterclockwise on a screen (y down) by `angle` radians.
    static func turnedCounterclockwise(_ vector: (Double, Double), by angle: Double) -> (Double, Double) {
        let c = cos(angle), s = sin(angle)
        return (vector.0 * c + vector.1 * s, -vector.0 * s + vector.1 * c)
    }
}

extension Rect {
    func union(_ other: Rect) -> Rect {
        let minX = Swift.min(x, other.x), minY = Swift.min(y, other.y)
        return Rect(x: minX, y: minY, width: Swift.max(x + width, other.x + other.width) - minX, height: Swift.max(y + height, other.y + other.height) - minY)
    }
}
