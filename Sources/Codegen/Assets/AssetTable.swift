import FigmaModel

/// The asset catalog's images, decided once before lowering (part of resolve): which image fill, icon and
/// render becomes which named image set. Names come from the layers that use them, in document order, so
/// they read like the design and stay put while the design does: `heroPhoto`, `iconsBell`, a second
/// `avatar` → `avatar2`. Images with the same bytes share one set, whatever their `imageRef`.
struct AssetTable {
    /// One image set of the catalog.
    struct Entry: Equatable {
        var name: String
        var kind: CatalogImage.Kind
        var file: AssetBytes
        /// The layer the name comes from.
        var node: NodeIndex
        var isTemplate = false
    }

    private(set) var entries: [Entry] = []
    /// `imageRef` → entry name.
    private(set) var images: [String: String] = [:]
    /// Icon component → entry name and the layer whose paint tints it (a template icon).
    private(set) var icons: [NodeIndex: (name: String, tint: (node: NodeIndex, role: IconSVG.PaintRole)?)] = [:]
    /// Vector layer without usable geometry → entry name of its render.
    private(set) var renders: [NodeIndex: String] = [:]
    /// Whether a catalog is written at all: without one, images are missing and icons stay code.
    let isEnabled: Bool

    private var names = NameScope(reserved: ["init", "self", "Type", "Protocol", "deinit", "subscript"])

    init(disabled: Void = ()) { isEnabled = false }

    /// - Parameter iconCandidates: the component roots that may become an image (no parameters an image
    ///   could not take).
    init(file: FigmaFile, assets: DesignAssets, iconCandidates: Set<NodeIndex>) {
        isEnabled = true
        var byContent: [[UInt8]: String] = [:]
        for index in file.nodes.indices {
            let node = file.nodes[index]
            for paint in node.fills + node.strokes where paint.type == .image {
                guard let reference = paint.imageRef, images[reference] == nil, let bytes = assets.images[reference] else { continue }
                if let existing = byContent[bytes.bytes] {
                    images[reference] = existing
                    continue
                }
                let name = claim(Self.readableName(file, index, kind: "image"))
                entries.append(Entry(name: name, kind: .imageFill, file: bytes, node: index))
                images[reference] = name
                byContent[bytes.bytes] = name
            }
            if iconCandidates.contains(index) {
                guard let svg = IconSVG(file, component: index) else { continue }
                let name = claim(Self.iconName(file, index))
                entries.append(Entry(name: name, kind: .icon, file: AssetBytes(bytes: Array(svg.document.utf8), format: .svg), node: index,
                                     isTemplate: svg.templateColor != nil))
                icons[index] = (name, svg.templateColor)
                continue
            }
            if let render = assets.renders[node.id], DesignAssets.needsRender(node) {
                let name = claim(Self.readableName(file, index, kind: "vector"))
                entries.append(Entry(name: name, kind: .render, file: render, node: index))
                renders[index] = name
            }
        }
    }

    private mutating func claim(_ base: String) -> String { names.claim(base) }

    /// Geometry lowering can draw (a render is used only for what it cannot).
    static func hasReadableGeometry(_ node: Node) -> Bool {
        let geometry = node.fillGeometry.isEmpty ? node.strokeGeometry : node.fillGeometry
        guard !geometry.isEmpty else { return false }
        var count = 0
        for path in geometry {
            guard let commands = SVGPath.parse(path.path) else { return false }
            count += commands.count
        }
        return count <= SVGPath.maximumCommands
    }

    /// An icon's name: its component's, with the set's name in front for a variant (`Arrow` +
    /// `Direction=Left` → `arrow_DirectionLeft`); a library component's instance goes by its own name.
    static func iconName(_ file: FigmaFile, _ index: NodeIndex) -> String {
        let node = file.nodes[index]
        if node.type == .component, let parent = node.parent, file.nodes[parent].type == .componentSet {
            return SwiftName.memberName(file.nodes[parent].name + "/" + node.name)
        }
        return SwiftName.memberName(node.name)
    }

    /// The layer's own name, or when Figma named it (`Rectangle 12`, `image 3`) the nearest named ancestor's
    /// with `kind` after it (`Avatar` → `avatarImage`).
    static func readableName(_ file: FigmaFile, _ index: NodeIndex, kind: String) -> String {
        let name = file.nodes[index].name
        guard isFigmaDefaultName(name) else { return SwiftName.memberName(name) }
        var current = file.nodes[index].parent
        while let ancestor = current, file.nodes[ancestor].type != .canvas {
            let ancestorName = file.nodes[ancestor].name
            if !isFigmaDefaultName(ancestorName) {
                return SwiftName.memberName(ancestorName + " " + kind)
            }
            current = file.nodes[ancestor].parent
        }
        return kind
    }

    /// The names Figma gives new layers: a type word and a number.
    static func isFigmaDefaultName(_ name: String) -> Bool {
        let words = SwiftName.words(name)
        guard let first = words.first?.lowercased(), words.count <= 2, defaultNameWords.contains(first) else { return words.isEmpty }
        return words.count == 1 || words[1].allSatisfy(\.isNumber)
    }

    private static let defaultNameWords: Set<String> = [
        "rectangle", "ellipse", "frame", "group", "image", "vector", "polygon", "star", "line", "union", "subtract",
        "intersect", "exclude", "component", "instance", "section", "arrow", "slice",
    ]
}

/// One image set of the asset catalog, for the renderers: its name (the accessor's too), what it shows and
/// the bytes.
struct CatalogImage: Equatable, Sendable {
    enum Kind: String, Sendable {
        /// An image fill's bytes (from `images/`).
        case imageFill = "image"
        /// An icon component drawn by figgen as SVG.
        case icon
        /// A render of a vector layer (from `renders/`).
        case render
    }

    var name: String
    var kind: Kind
    var file: AssetBytes
    var source: Source
    /// Drawn in one colour: the catalog marks it a template so the code tints it.
    var isTemplate: Bool
}
