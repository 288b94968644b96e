import Foundation
import FigmaModel

// Where the designer drew it: every layer's frame in the generated SwiftUI, as the layout model lays the code out
// at the design's size, against the layer's `absoluteBoundingBox` relative to its screen or component. Reads the
// generated files as they stand (keyed to layers by the manifest's layer lines), the manifest and the design.

/// The measure of one output folder against its design (`measureLayout`).
public struct LayoutReport: Sendable {
    /// One layer's frame in the code against its box in the design.
    public struct Layer: Sendable {
        public var nodeID: String
        public var name: String
        public var jsonPath: String
        public var file: String
        public var line: Int
        public var frame: Box
        public var expected: Box
        /// The largest distance between an edge of `frame` and the same edge of `expected`, in points.
        public var deviation: Double
        /// Why, when the model can tell.
        public var cause: String?
    }

    public struct Box: Sendable, Equatable {
        public var x: Double, y: Double, width: Double, height: Double
    }

    /// One screen, component or variant laid out at one size.
    public struct Measurement: Sendable {
        /// `Home`, or `Button.stylePrimary` for a variant.
        public var name: String
        public var kind: String
        public var nodeID: String
        public var width: Double
        public var height: Double
        /// Another device size the screen was measured at (its layers against Figma's constraint rules); nil at
        /// the design size.
        public var device: String?
        public var layers: [Layer]
        /// Layers inside constructs the model does not lay out: not measured.
        public var unmeasured: Int
        public var notModelled: [NotModelledConstruct]
        /// Layers whose box in the export could not hold them (a text with characters in a box of no width or
        /// height, as some exports give a text whose font Figma did not have): not compared.
        public var degenerate = 0
        /// Layers with a number outside the model's range (`LayoutReport.modelRange`) in their box in the design or
        /// their frame in the code: not compared, each said.
        public var outOfRange: [SkippedLayer] = []
        /// Why nothing of it was laid out (its file does not parse, is truncated or is not figgen's): its layers
        /// are `unmeasured`.
        public var problem: String?

        public func within(_ tolerance: Double) -> Int { layers.filter { $0.deviation <= tolerance + 1e-9 }.count }
    }

    /// A layer left out of the measure, and why.
    public struct SkippedLayer: Sendable, Equatable {
        public var nodeID: String
        public var name: String
        public var jsonPath: String
        public var what: String
    }

    /// A generated file the model cannot read as figgen's: where, why, and how many layers the manifest keys to it.
    public struct UnreadableFile: Sendable, Equatable {
        public var file: String
        public var line: Int
        public var what: String
        public var layers: Int
    }

    /// The largest coordinate or length (points) the model lays out: a design is a few thousand points across,
    /// and past this a `Double` sum loses the fractions the measure compares.
    public static let modelRange = 1_000_000.0

    public static func inRange(_ value: Double) -> Bool { value.isFinite && abs(value) <= modelRange }

    public struct NotModelledConstruct: Sendable, Equatable {
        public var file: String
        public var line: Int
        public var what: String
    }

    public var target: String
    public var measurements: [Measurement]
    public var unreadable: [UnreadableFile] = []

    public var layerCount: Int { measurements.reduce(0) { $0 + $1.layers.count } }
    public func within(_ tolerance: Double) -> Int { measurements.reduce(0) { $0 + $1.within(tolerance) } }
    /// The share of layers within `tolerance` (1 when there are none).
    public func share(within tolerance: Double) -> Double {
        layerCount == 0 ? 1 : Double(within(tolerance)) / Double(layerCount)
    }
}

/// Measures the generated files (`sources`, by file name, as they stand) of `manifest` against `design`: each
/// screen and component — each variant — at its design size, and screens whose children follow constraints at two
/// other device sizes. Pure: the caller reads the files.
public func measureLayout(design: FigmaFile, manifest: Manifest, sources: [String: String]) -> LayoutReport {
    LayoutInspection(design: design, manifest: manifest, sources: sources).run()
}

struct LayoutInspection {
    let design: FigmaFile
    let manifest: Manifest
    let sources: [String: String]
    /// Node id → index.
    let nodeIndex: [String: Int]
    let metrics: FontMetrics
    /// Each layer's own size where the export gives only its turned box (`LayerGeometry`).
    let geometry: LayerGeometry

    init(design: FigmaFile, manifest: Manifest, sources: [String: String]) {
        self.design = design
        geometry = LayerGeometry(file: design)
        self.manifest = manifest
        self.sources = sources
        var index: [String: Int] = [:]
        index.reserveCapacity(design.nodes.count)
        for (position, node) in design.nodes.enumerated() where index[node.id] == nil { index[node.id] = position }
        nodeIndex = index
        metrics = FontMetrics(design)
    }

    func run() -> LayoutReport {
        var layerLines: [String: [Int: String]] = [:]
        for layer in manifest.layers where layerLines[layer.file]?[layer.line] == nil {
            layerLines[layer.file, default: [:]][layer.line] = layer.nodeID
        }
        var declarationFiles: [String: String] = [:]
        // The screens and components by their root's node id: what draws a remote set's reference instance.
        var drawers: [String: String] = [:]
        for entry in manifest.declarations where ["screen", "component", "componentSet"].contains(entry.kind) {
            declarationFiles[entry.swiftName] = entry.file
            if entry.kind != "componentSet", let nodeID = entry.nodeID { drawers[nodeID] = entry.swiftName }
        }
        let program = DialectProgram(sources: sources, layerLines: layerLines, declarationFiles: declarationFiles, isUIKit: manifest.options["target"] == "uikit")
        let measure: (String) -> (MeasuredText, Int)? = { id in
            guard let index = nodeIndex[id] else { return nil }
            return measuredText(index).map { ($0, index) }
        }
        // A layer's counterpart in an instance of another variant: the instance's one layer of its name and type.
        var namesInInstance: [Int: [String: [Int]]] = [:]
        let counterpart: (String, String) -> String? = { instanceID, layerID in
            guard let instance = nodeIndex[instanceID], let own = nodeIndex[layerID] else { return nil }
            if namesInInstance[instance] == nil {
                var names: [String: [Int]] = [:]
                var work = design.nodes[instance].children
                while let next = work.popLast() {
                    names[design.nodes[next].name, default: []].append(next)
                    work += design.nodes[next].children
                }
                namesInInstance[instance] = names
            }
            let matches = (namesInInstance[instance]?[design.nodes[own].name] ?? []).filter { design.nodes[$0].type == design.nodes[own].type }
            return matches.count == 1 ? design.nodes[matches[0]].id : nil
        }
        var measurements: [LayoutReport.Measurement] = []
        // A file that is not figgen's as it wrote it (does not parse, truncated, replaced) is said with its line, and
        // its types' rows count its layers as not measured.
        var declared: [String: [String]] = [:]
        var layerCounts: [String: Int] = [:]
        for entry in manifest.declarations where ["screen", "component", "componentSet"].contains(entry.kind) { declared[entry.file, default: []].append(entry.swiftName) }
        for layer in manifest.layers { layerCounts[layer.file, default: 0] += 1 }
        var unreadable: [String: LayoutReport.UnreadableFile] = [:]
        for (file, types) in declared.sorted(by: { $0.key < $1.key }) {
            if let problem = program.problem(in: file, declares: types) {
                unreadable[file] = LayoutReport.UnreadableFile(file: file, line: problem.line, what: problem.what, layers: layerCounts[file] ?? 0)
            }
        }
        var counted = Set<String>()
        for entry in manifest.declarations where ["screen", "component", "componentSet"].contains(entry.kind) {
            if let problem = unreadable[entry.file] {
                let root = entry.nodeID.flatMap { nodeIndex[$0] }
                let size = root.flatMap(box)
                var row = LayoutReport.Measurement(name: entry.swiftName, kind: entry.kind, nodeID: entry.nodeID ?? "",
                                                   width: size.map(\.width).flatMap { LayoutReport.inRange($0) ? $0 : nil } ?? 0,
                                                   height: size.map(\.height).flatMap { LayoutReport.inRange($0) ? $0 : nil } ?? 0, device: nil, layers: [],
                                                   unmeasured: counted.insert(entry.file).inserted ? problem.layers : 0, notModelled: [])
                row.problem = "\(problem.file):\(problem.line): \(problem.what)"
                measurements.append(row)
                continue
            }
            if entry.kind == "componentSet" {
                for variant in manifest.declarations where variant.kind == "variant" && variant.file == entry.file && variant.swiftName.hasPrefix(entry.swiftName + ".") {
                    let member = String(variant.swiftName.dropFirst(entry.swiftName.count + 1))
                    guard let nodeID = variant.nodeID, let root = nodeIndex[nodeID] else { continue }
                    let evaluator = DialectEvaluator(program: program, measure: measure, exists: { nodeIndex[$0] != nil }, counterpart: counterpart)
                    // A remote set's variant is drawn from an instance whose own property values Figma's box shows:
                    // measured as the declaration that draws that instance lays it out, not at the type's defaults.
                    // (An instance whose layers the drawing code does not reach as its own — one given to a slot
                    // of another instance — is measured at the variant's own values instead.)
                    if design.nodes[root].type == .instance, let drawn = drawingDeclaration(of: root, drawers: drawers),
                       let tree = evaluator.evaluate(type: drawn, markingInstance: nodeID)?.view(ofLayer: nodeID),
                       design.nodes[root].children.isEmpty || tree.innerLayers.contains(where: { $0 != nodeID && (nodeIndex[$0].map { isDescendant($0, of: root) } ?? false) }) {
                        measurements.append(measurement(tree, evaluator, name: variant.swiftName, kind: "variant", root: root, device: nil))
                        continue
                    }
                    guard let tree = evaluator.evaluate(type: entry.swiftName, member: member) else { continue }
                    measurements.append(measurement(tree, evaluator, name: variant.swiftName, kind: "variant", root: root, device: nil))
                }
                continue
            }
            guard let nodeID = entry.nodeID, let root = nodeIndex[nodeID] else { continue }
            let evaluator = DialectEvaluator(program: program, measure: measure, exists: { nodeIndex[$0] != nil }, counterpart: counterpart)
            guard let tree = evaluator.evaluate(type: entry.swiftName) else { continue }
            measurements.append(measurement(tree, evaluator, name: entry.swiftName, kind: entry.kind, root: root, device: nil))
            if entry.kind == "screen", followsConstraints(root) {
                for device in deviceSizes(for: root) {
                    let deviceEvaluator = DialectEvaluator(program: program, measure: measure, exists: { nodeIndex[$0] != nil }, counterpart: counterpart)
                    guard let deviceTree = deviceEvaluator.evaluate(type: entry.swiftName) else { continue }
                    measurements.append(measurement(deviceTree, deviceEvaluator, name: entry.swiftName, kind: entry.kind, root: root, device: device))
                }
            }
        }
        return LayoutReport(target: manifest.options["target"] ?? "swiftui", measurements: measurements,
                            unreadable: unreadable.values.sorted { $0.file < $1.file })
    }

    /// The screen or component whose code draws the layer at `index`: its nearest ancestor that is one.
    func drawingDeclaration(of index: Int, drawers: [String: String]) -> String? {
        var current = design.nodes[index].parent
        while let position = current {
            if let name = drawers[design.nodes[position].id] { return name }
            current = design.nodes[position].parent
        }
        return nil
    }

    // MARK: The design's side

    func box(_ index: Int) -> LayoutRect? {
        guard let box = design.nodes[index].absoluteBoundingBox else { return nil }
        if isGroupNode(index), geometry.turn(index) != 0 {
            // A turned group's box is its own frame turned; the code does not turn a group (its layers are): like
            // with like, it is what its layers span.
            var union: LayoutRect?
            for child in design.nodes[index].children where design.nodes[child].visible {
                guard let childBox = self.box(child) else { continue }
                union = union.map { $0.union(childBox) } ?? childBox
            }
            if let union { return union }
        }
        return LayoutRect(x: box.x, y: box.y, width: box.width, height: box.height)
    }

    /// A text as Figma measured it: its (unrotated) width and how many of Figma's line boxes its box holds.
    func measuredText(_ index: Int) -> MeasuredText? {
        let node = design.nodes[index]
        guard node.type == .text else { return nil }
        let (width, height) = geometry.size(index)
        let paragraphs = FontLineHeights.paragraphs(node.characters)
        let lines = FontLineHeights.lines(height: height, node.style, paragraphs: paragraphs.count)
        return MeasuredText(width: width, lines: lines, paragraphLines: FontLineHeights.share(lines, among: paragraphs))
    }

    /// Whether a node and its ancestors are visible.
    func isVisible(_ index: Int) -> Bool {
        var current: Int? = index
        while let position = current {
            if !design.nodes[position].visible { return false }
            current = design.nodes[position].parent
        }
        return true
    }

    func isDescendant(_ index: Int, of root: Int) -> Bool {
        var current: Int? = index
        while let position = current {
            if position == root { return true }
            current = design.nodes[position].parent
        }
        return false
    }

    // MARK: Measuring

    private func measurement(_ tree: LayoutNode, _ evaluator: DialectEvaluator, name: String, kind: String, root: Int, device: LayoutSize?) -> LayoutReport.Measurement {
        // A root turned on the canvas (a component drawn from a turned instance) is drawn unturned: its layers are
        // measured in its own frame.
        let turnedRoot = geometry.turn(root) != 0 && !isGroupNode(root)
        let rootBox = turnedRoot ? LayoutRect(geometry.frame(forChildrenOf: root)) : box(root) ?? LayoutRect(x: 0, y: 0, width: 0, height: 0)
        let size = device ?? LayoutSize(width: rootBox.width, height: rootBox.height)
        if let what = outOfRange(rootBox, side: "the design's box") {
            // No size to lay it out at: the root is said, nothing is compared.
            var measurement = LayoutReport.Measurement(name: name, kind: kind, nodeID: design.nodes[root].id, width: 0, height: 0, device: nil,
                                                       layers: [], unmeasured: 0, notModelled: [])
            measurement.outOfRange = [skipped(root, what)]
            return measurement
        }
        tree.resolveEnvironment()
        // A text's natural line height: its font's, from the design's metrics (its own layer's when the font is its
        // layer's).
        tree.resolveLineHeights { font, _ in metrics.naturalLineHeight(font) }
        var engine = LayoutEngine()
        engine.layOut(tree, in: size)
        if engine.exhausted {
            // Nothing it placed is a measure: every layer is counted as not modelled, the root said.
            let layers = Set(engine.placed.map(\.layer)).filter { nodeIndex[$0].map { isDescendant($0, of: root) } ?? false }
            return LayoutReport.Measurement(name: name, kind: kind, nodeID: design.nodes[root].id, width: size.width, height: size.height,
                                            device: device.map { "\(LayoutReport.number($0.width))×\(LayoutReport.number($0.height))" }, layers: [],
                                            unmeasured: layers.count,
                                            notModelled: [LayoutReport.NotModelledConstruct(file: tree.file, line: tree.line, what: LayoutEngine.tooLarge)])
        }
        // Layers in constructs the model does not lay out, and those constructs.
        let (constructs, excluded) = tree.unmodelledConstructs()
        let notModelled = constructs.map { LayoutReport.NotModelledConstruct(file: $0.file, line: $0.line, what: $0.what) }
        // The design's boxes: as drawn at the design size; by the constraint rules at another size.
        var expectedBoxes: [Int: LayoutRect] = [:]
        if let device {
            expectedBoxes = constraintBoxes(root: root, size: device)
        }
        // A group draws nothing of its own: it is where its layers are (Figma's box for it is theirs, united; in
        // the code it spans the frame around it). Inner groups first: the placed layers are in tree order.
        var frames = engine.placed.map(\.frame)
        // A mask layer's view is the layers it masks (figgen keys the mask to them): its frame is its mask's.
        for (position, maskFrame) in engine.maskFrames {
            if let index = nodeIndex[engine.placed[position].layer], design.nodes[index].isMask { frames[position] = maskFrame }
        }
        var childrenOfPlaced: [Int: [Int]] = [:]
        for (position, entry) in engine.placed.enumerated() { if let parent = entry.parent { childrenOfPlaced[parent, default: []].append(position) } }
        for position in engine.placed.indices.reversed() {
            guard let index = nodeIndex[engine.placed[position].layer], isGroupNode(index), var children = childrenOfPlaced[position] else { continue }
            // A group with a mask is drawn only inside its masks: Figma's box for it is theirs.
            let masks = children.filter { nodeIndex[engine.placed[$0].layer].map { design.nodes[$0].isMask } ?? false }
            if !masks.isEmpty { children = masks }
            let minX = children.map { frames[$0].x }.min()!, minY = children.map { frames[$0].y }.min()!
            let maxX = children.map { frames[$0].maxX }.max()!, maxY = children.map { frames[$0].maxY }.max()!
            frames[position] = LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        var layers: [LayoutReport.Layer] = []
        var unmeasured = 0
        var degenerate = 0
        var skippedLayers: [LayoutReport.SkippedLayer] = []
        var placedIndexOfLayer: [Int: Int] = [:]
        var seen: Set<String> = []
        for (position, placed) in engine.placed.enumerated() {
            guard seen.insert(placed.layer).inserted, let index = nodeIndex[placed.layer], isDescendant(index, of: root), isVisible(index) else { continue }
            if excluded.contains(ObjectIdentifier(placed.node)) {
                unmeasured += 1
                continue
            }
            if hasDegenerateBox(index) {
                degenerate += 1
                continue
            }
            var expected: LayoutRect
            if device != nil {
                guard let known = expectedBoxes[index] else { continue }
                expected = known
            } else {
                guard let nodeBox = turnedRoot ? (index == root ? rootBox : LayoutRect(geometry.box(index, inFrameOf: root))) : box(index) else { continue }
                expected = LayoutRect(x: nodeBox.x - rootBox.x, y: nodeBox.y - rootBox.y, width: nodeBox.width, height: nodeBox.height)
            }
            let frame = frames[position]
            if let what = outOfRange(expected, side: "the design's box") ?? outOfRange(frame, side: "the code's frame") {
                skippedLayers.append(skipped(index, what))
                continue
            }
            placedIndexOfLayer[position] = layers.count
            layers.append(LayoutReport.Layer(nodeID: placed.layer, name: design.nodes[index].name, jsonPath: design.path(of: index).description,
                                             file: placed.node.layerFile, line: placed.node.layerLine,
                                             frame: LayoutReport.Box(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
                                             expected: LayoutReport.Box(x: expected.x, y: expected.y, width: expected.width, height: expected.height),
                                             deviation: frame.deviation(from: expected), cause: nil))
        }
        assignCauses(&layers, placed: engine.placed, layerOfPlaced: placedIndexOfLayer, engine: engine)
        let deviceLabel = device.map { "\(LayoutReport.number($0.width))×\(LayoutReport.number($0.height))" }
        var measurement = LayoutReport.Measurement(name: name, kind: kind, nodeID: design.nodes[root].id, width: size.width, height: size.height,
                                                   device: deviceLabel, layers: layers, unmeasured: unmeasured, notModelled: notModelled)
        measurement.degenerate = degenerate
        measurement.outOfRange = skippedLayers
        return measurement
    }

    /// The first number of a box outside the model's range (`x = 1e+19 in the design's box`), nil when all are in it.
    func outOfRange(_ box: LayoutRect, side: String) -> String? {
        for (name, value) in [("x", box.x), ("y", box.y), ("width", box.width), ("height", box.height)] where !LayoutReport.inRange(value) {
            return "\(name) = \(value) in \(side), outside the layout model's range of ±\(LayoutReport.number(LayoutReport.modelRange)) pt"
        }
        return nil
    }

    func skipped(_ index: Int, _ what: String) -> LayoutReport.SkippedLayer {
        LayoutReport.SkippedLayer(nodeID: design.nodes[index].id, name: design.nodes[index].name, jsonPath: design.path(of: index).description, what: what)
    }

    /// A text with visible characters whose box has no width or no height: no layout of it could be that box.
    func hasDegenerateBox(_ index: Int) -> Bool {
        let node = design.nodes[index]
        guard node.type == .text, let box = node.absoluteBoundingBox, box.width < 0.01 || box.height < 0.01 else { return false }
        return (node.characters ?? "").contains { !$0.isWhitespace }
    }

    // MARK: Other device sizes

    /// A device screen whose root places its children by their constraints: a frame without auto layout, no
    /// wider than a desktop (a section or a canvas-sized board is not shown on a device).
    func followsConstraints(_ root: Int) -> Bool {
        let node = design.nodes[root]
        guard node.type == .frame, node.layoutMode == .none, !node.children.isEmpty, let width = box(root)?.width else { return false }
        return width <= 1920
    }

    /// Two phones (or tablets, or desktops) other than the design's own size.
    func deviceSizes(for root: Int) -> [LayoutSize] {
        guard let rootBox = box(root) else { return [] }
        let candidates: [LayoutSize] = switch rootBox.width {
        case ..<600: [LayoutSize(width: 375, height: 667), LayoutSize(width: 430, height: 932), LayoutSize(width: 320, height: 568)]
        case ..<1200: [LayoutSize(width: 744, height: 1133), LayoutSize(width: 1024, height: 1366), LayoutSize(width: 820, height: 1180)]
        default: [LayoutSize(width: 1280, height: 800), LayoutSize(width: 1440, height: 900), LayoutSize(width: 1920, height: 1080)]
        }
        return Array(candidates.filter { abs($0.width - rootBox.width) > 0.5 || abs($0.height - rootBox.height) > 0.5 }.prefix(2))
    }

    /// The boxes Figma's constraint rules give the screen's layers when the screen is shown at `size`, relative
    /// to the screen: each child of a frame without auto layout by its constraints in its frame's new size, a
    /// group's layers in the frame around the group, a child of auto layout where it was when its frame kept its
    /// size (else not known: auto layout would flow it anew). A screen that scrolls keeps its drawn length along
    /// its scrolling axis (its content does; the scroll view takes the device's).
    func constraintBoxes(root: Int, size: LayoutSize) -> [Int: LayoutRect] {
        guard let rootBox = box(root) else { return [:] }
        let node = design.nodes[root]
        let tall = rootBox.height > Lowering.deviceHeight(forWidth: rootBox.width)
        let scrollsVertically = node.overflowDirection == .verticalScrolling || node.overflowDirection == .horizontalAndVerticalScrolling || tall
        let scrollsHorizontally = node.overflowDirection == .horizontalScrolling || node.overflowDirection == .horizontalAndVerticalScrolling
        var boxes: [Int: LayoutRect] = [root: LayoutRect(x: 0, y: 0, width: size.width, height: size.height)]
        let content = LayoutRect(x: 0, y: 0, width: scrollsHorizontally ? rootBox.width : size.width, height: scrollsVertically ? rootBox.height : size.height)
        // (node, its design box relative to the root, its new box): the frames whose children are placed.
        var work: [(Int, LayoutRect, LayoutRect)] = [(root, LayoutRect(x: 0, y: 0, width: rootBox.width, height: rootBox.height), content)]
        while let (parent, designFrame, actualFrame) = work.popLast() {
            let parentNode = design.nodes[parent]
            let isAutoLayout = parentNode.layoutMode != .none && !isGroupNode(parent)
            let keptSize = abs(designFrame.width - actualFrame.width) < 0.01 && abs(designFrame.height - actualFrame.height) < 0.01
            for child in parentNode.children {
                guard let childBox = box(child) else { continue }
                let drawn = LayoutRect(x: childBox.x - rootBox.x, y: childBox.y - rootBox.y, width: childBox.width, height: childBox.height)
                var placed: LayoutRect
                if isAutoLayout && design.nodes[child].layoutPositioning != .absolute {
                    guard keptSize else { continue }
                    placed = LayoutRect(x: drawn.x - designFrame.x + actualFrame.x, y: drawn.y - designFrame.y + actualFrame.y, width: drawn.width, height: drawn.height)
                } else {
                    let constraint = design.nodes[child].constraints ?? LayoutConstraint()
                    let horizontal = Self.rule(horizontal: constraint.horizontal), vertical = Self.rule(vertical: constraint.vertical)
                    let (x, width) = horizontal.place(start: drawn.x - designFrame.x, length: drawn.width, design: designFrame.width, actual: actualFrame.width)
                    let (y, height) = vertical.place(start: drawn.y - designFrame.y, length: drawn.height, design: designFrame.height, actual: actualFrame.height)
                    placed = LayoutRect(x: actualFrame.x + x, y: actualFrame.y + y, width: width, height: height)
                }
                if isGroupNode(child) {
                    // A group is transparent to constraints: its layers are placed in the frame around it.
                    boxes[child] = nil
                    work.append((child, designFrame, actualFrame))
                    continue
                }
                boxes[child] = placed
                if design.nodes[child].type != .booleanOperation, !design.nodes[child].children.isEmpty {
                    work.append((child, drawn, placed))
                }
            }
        }
        // A group's box is the union of its layers' (of its masks' when it has some: Figma's box for a masked group
        // is what it shows, as at the design size).
        for index in design.nodes.indices where isGroupNode(index) && isDescendant(index, of: root) && boxes[index] == nil {
            var union: LayoutRect?
            let masks = design.nodes[index].children.filter { design.nodes[$0].isMask }
            for child in masks.isEmpty ? design.nodes[index].children : masks {
                guard let childBox = boxes[child] else { union = nil; break }
                if let current = union {
                    let minX = min(current.x, childBox.x), minY = min(current.y, childBox.y)
                    union = LayoutRect(x: minX, y: minY, width: max(current.maxX, childBox.maxX) - minX, height: max(current.maxY, childBox.maxY) - minY)
                } else {
                    union = childBox
                }
            }
            if let union { boxes[index] = union }
        }
        return boxes
    }

    func isGroupNode(_ index: Int) -> Bool {
        design.nodes[index].type == .group || design.nodes[index].type == .transformGroup
    }

    static func rule(horizontal constraint: HorizontalConstraint) -> ConstraintRule {
        switch constraint {
        case .right: .end
        case .center: .center
        case .leftRight: .stretch
        case .scale: .scale
        default: .start
        }
    }

    static func rule(vertical constraint: VerticalConstraint) -> ConstraintRule {
        switch constraint {
        case .bottom: .end
        case .center: .center
        case .topBottom: .stretch
        case .scale: .scale
        default: .start
        }
    }

    // MARK: Causes

    /// Why layers are off, where the model can tell: a text's line box, a rotated layer in a stack, a text wrapped
    /// in less width than Figma measured it, a layer moved by an earlier one that is off, or sized by its content.
    private func assignCauses(_ layers: inout [LayoutReport.Layer], placed: [PlacedLayer], layerOfPlaced: [Int: Int], engine: LayoutEngine) {
        func sizeOff(_ layer: LayoutReport.Layer) -> Bool {
            abs(layer.frame.width - layer.expected.width) > 0.5 || abs(layer.frame.height - layer.expected.height) > 0.5
        }
        var childrenOfPlaced: [Int: [Int]] = [:]
        for (position, entry) in placed.enumerated() { if let parent = entry.parent { childrenOfPlaced[parent, default: []].append(position) } }
        for (position, entry) in placed.enumerated() {
            guard let index = layerOfPlaced[position], layers[index].deviation > 0.5 else { continue }
            let layer = layers[index]
            if let text = entry.node.textLeaf {
                if engine.estimatedWraps.contains(ObjectIdentifier(text.node)) {
                    layers[index].cause = "text offered less width than Figma measured: its line count is estimated"
                    continue
                }
                if abs(layer.frame.height - layer.expected.height) > 0.5 {
                    let leaf = text.leaf
                    let lines = layoutCount(((layer.frame.height - text.extraHeight + max(leaf.lineSpacing, 0)) / (leaf.naturalLineHeight + max(leaf.lineSpacing, 0))).rounded())
                    layers[index].cause = "text line box: \(lines) line\(lines == 1 ? "" : "s") × \(LayoutReport.number(leaf.naturalLineHeight)) (\(leaf.metricsSource))"
                        + " + \(LayoutReport.number(max(leaf.lineSpacing, 0))) line spacing" + (text.extraHeight != 0 ? " + \(LayoutReport.number(text.extraHeight)) padding" : "")
                        + " = \(LayoutReport.number(layer.frame.height)) pt; Figma's box is \(LayoutReport.number(layer.expected.height)) pt"
                    continue
                }
            }
            if entry.node.hasRotation, let parent = entry.parent, placed[parent].node.innermostKindIsStack {
                layers[index].cause = "rotated in a stack: the stack makes room for the unrotated size"
                continue
            }
            if entry.node.hasRotation {
                layers[index].cause = "rotated layer"
                continue
            }
            if !sizeOff(layer) {
                // Moved: by an earlier sibling or an ancestor that is off in size.
                var candidate: Int? = position
                var found: LayoutReport.Layer?
                while let current = candidate, found == nil {
                    let parent = placed[current].parent
                    let siblings = parent.flatMap { childrenOfPlaced[$0] } ?? []
                    for sibling in siblings.reversed() where sibling < current {
                        if let other = layerOfPlaced[sibling], sizeOff(layers[other]) {
                            found = layers[other]
                            break
                        }
                    }
                    if found == nil, let parent, let other = layerOfPlaced[parent], sizeOff(layers[other]) { found = layers[other] }
                    candidate = parent
                }
                if let found {
                    layers[index].cause = "moved by '\(found.name)' (node \(found.nodeID), \(found.file):\(found.line)), \(LayoutReport.number(found.deviation)) pt off"
                }
                continue
            }
            // Sized by content that is off.
            var work = childrenOfPlaced[position] ?? []
            while !work.isEmpty {
                let next = work.removeFirst()
                if let other = layerOfPlaced[next], sizeOff(layers[other]) {
                    layers[index].cause = "sized by its content: '\(layers[other].name)' (node \(layers[other].nodeID), \(layers[other].file):\(layers[other].line)) is off"
                    break
                }
                work += childrenOfPlaced[next] ?? []
            }
        }
    }
}

extension LayoutNode {
    /// The text a layer's view is, under its modifiers, and the height its padding adds around it.
    var textLeaf: (node: LayoutNode, leaf: TextLeaf, extraHeight: Double)? {
        var node = self
        var extra = 0.0
        while true {
            switch node.kind {
            case .text(let leaf): return (node, leaf, extra)
            case .padding(let top, _, let bottom, _): extra += top + bottom
            case .environment, .decorated, .offset: break
            case .frame(_, let height, _) where height == nil: break
            case .flexibleFrame(let frame) where frame.minHeight == nil && frame.maxHeight == nil && frame.idealHeight == nil: break
            default: return nil
            }
            guard node.children.count == 1 else { return nil }
            node = node.children[0]
        }
    }

    var hasRotation: Bool {
        var node: LayoutNode? = self
        while let current = node {
            if case .rotation = current.kind { return true }
            node = current.children.count == 1 && !current.isContainer ? current.children[0] : nil
        }
        return false
    }

    var innermostKindIsStack: Bool {
        var node = self
        while node.children.count == 1, !node.isContainer { node = node.children[0] }
        if case .stack = node.kind { return true }
        return false
    }
}

/// The natural line height of the font a text is shown in: the export's metrics for that font
/// (`FontLineHeights`, as the generator reads them), else Apple's for the system font (SF Pro:
/// `UIFont.systemFont(ofSize:).lineHeight` is 1.193359375 × the size — 17.900391 pt at 15 pt), else 1.2 × the size.
struct FontMetrics {
    let table: FontLineHeights
    static let systemRatio = 1.193359375

    init(_ design: FigmaFile) {
        table = FontLineHeights(design)
    }

    func naturalLineHeight(_ font: LayoutFont?) -> (Double, String) {
        let font = font ?? LayoutFont(family: nil, size: 17)
        if let family = font.family, let (height, source) = table.natural(family: family, weight: font.weight ?? 400, size: font.size) {
            return (height, source)
        }
        if font.family == nil {
            return (Self.systemRatio * font.size, "the system font's metrics")
        }
        return (1.2 * font.size, "no metrics for \(font.family ?? ""): 1.2 × its size")
    }
}

extension LayoutReport {
    /// A number as the report prints it: at most two decimals, no trailing zeros (one past what an `Int` holds in
    /// exponent form).
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : value > 0 ? "∞" : "-∞" }
        guard abs(value) < 1e15 else { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

extension LayoutRect {
    init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}

/// A count the layout model reads from a number (lines, spans, repeats): clamped to what it can use, NaN as
/// `fallback`, so no number in a design or a hand-edited file can trap the conversion to `Int`.
func layoutCount(_ value: Double, fallback: Int = 0) -> Int {
    guard !value.isNaN else { return fallback }
    return Int(min(max(value, -1_000_000_000), 1_000_000_000))
}
