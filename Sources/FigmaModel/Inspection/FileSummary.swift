/// Counts that describe a file: what `figgen inspect` prints and what the corpus tests compare with
/// `corpus_stats.py`. Pure statistics: no opinion on what figgen can render.
public struct FileSummary: Sendable, Equatable {
    public struct Page: Sendable, Equatable {
        public var id: String
        public var name: String
        public var nodeCount: Int
        public var topLevelFrames: Int
    }

    public struct NamedNode: Sendable, Equatable {
        public var id: String
        public var name: String
        public var page: String?
        public var variantCount: Int
        public var propertyCount: Int
    }

    public var totalNodes = 0
    public var maxDepth = 0
    public var nodesByType: [String: Int] = [:]
    public var pages: [Page] = []
    public var components: [NamedNode] = []
    public var componentSets: [NamedNode] = []
    /// Auto layout hosts (FRAME, COMPONENT, COMPONENT_SET, INSTANCE) by `layoutMode`.
    public var autoLayoutByMode: [String: Int] = [:]
    /// Feature name → number of nodes using it.
    public var features: [String: Int] = [:]
    /// Node types and enum values this reader does not know, by raw value.
    public var unknownValues: [String: Int] = [:]
    public var styleCounts: [String: Int] = [:]

    public init(_ file: FigmaFile) {
        // Depths in one pass over the pre-ordered arena: a parent always precedes its children.
        var depth = [Int](repeating: 1, count: file.nodes.count)
        var counters = [Int](repeating: 0, count: Feature.allCases.count)
        for index in file.nodes.indices {
            if let parent = file.nodes[index].parent { depth[index] = depth[parent] + 1 }
            maxDepth = max(maxDepth, depth[index])
            totalNodes += 1
            count(file.nodes[index], into: &counters)
        }
        for (feature, total) in zip(Feature.allCases, counters) where total > 0 {
            features[feature.rawValue] = total
        }
        for index in file.nodes.indices where file.nodes[index].type == .canvas {
            let canvas = file.nodes[index]
            pages.append(Page(id: canvas.id, name: canvas.name, nodeCount: subtreeSize(index, in: file) - 1,
                              topLevelFrames: canvas.children.count { file.nodes[$0].type == .frame }))
        }
        for index in file.nodes.indices where file.nodes[index].type == .component || file.nodes[index].type == .componentSet {
            let node = file.nodes[index]
            let pageName = file.page(of: index).map { file.nodes[$0].name }
            switch node.type {
            case .component where node.parent.map({ file.nodes[$0].type }) != .componentSet:
                components.append(NamedNode(id: node.id, name: node.name, page: pageName, variantCount: 0,
                                            propertyCount: node.componentPropertyDefinitions.count))
            case .componentSet:
                componentSets.append(NamedNode(id: node.id, name: node.name, page: pageName,
                                               variantCount: node.children.count { file.nodes[$0].type == .component },
                                               propertyCount: node.componentPropertyDefinitions.count))
            default:
                break
            }
        }
        for style in file.styles.values {
            styleCounts[style.styleType.rawValue, default: 0] += 1
        }
    }

    private func subtreeSize(_ index: NodeIndex, in file: FigmaFile) -> Int {
        var size = 0
        var pending = [index]
        while let next = pending.popLast() {
            size += 1
            pending.append(contentsOf: file.nodes[next].children)
        }
        return size
    }

    /// Features counted per node; a fixed table keeps the per-node work free of string hashing.
    private enum Feature: String, CaseIterable {
        case wrap = "layoutWrap WRAP"
        case absolute = "layoutPositioning ABSOLUTE"
        case layoutSizing = "layoutSizing"
        case propertyDefinitions = "componentPropertyDefinitions"
        case properties = "componentProperties"
        case propertyReferences = "componentPropertyReferences"
        case overrides = "instance overrides"
        case boundVariables = "boundVariables"
        case styleReferences = "styles references"
        case hidden = "hidden layers"
        case masks = "masks"
        case clips = "clipsContent"
        case scrolling = "scrolling (overflowDirection)"
        case rotation = "rotation"
        case opacity = "opacity < 1"
        case blendModes = "blend modes"
        case perCornerRadii = "per-corner radii"
        case dashedStrokes = "dashed strokes"
        case individualStrokes = "individual stroke weights"
        case vectorGeometry = "vector geometry (fillGeometry)"
        case styledRuns = "styled text runs"
        case layoutGrids = "layout grids"
        case interactions = "prototype interactions"
        case exportSettings = "export settings"
    }

    private mutating func count(_ node: borrowing Node, into counters: inout [Int]) {
        nodesByType[node.type.rawValue, default: 0] += 1
        @inline(__always) func feature(_ feature: Feature, _ present: Bool) {
            if present { counters[Self.featureIndex[feature]!] += 1 }
        }
        if node.type.isUnknown { unknownValues["type=\(node.type.rawValue)", default: 0] += 1 }
        if node.layoutMode.isUnknown { unknownValues["layoutMode=\(node.layoutMode.rawValue)", default: 0] += 1 }
        if node.blendMode.isUnknown { unknownValues["blendMode=\(node.blendMode.rawValue)", default: 0] += 1 }
        @inline(__always) func unknown<E: FigmaEnum>(_ field: String, _ value: E?) {
            if let value, value.isUnknown { unknownValues["\(field)=\(value.rawValue)", default: 0] += 1 }
        }
        unknown("layoutSizingHorizontal", node.layoutSizingHorizontal)
        unknown("layoutSizingVertical", node.layoutSizingVertical)
        unknown("layoutPositioning", node.layoutPositioning)
        unknown("layoutWrap", node.layoutWrap)
        unknown("primaryAxisAlignItems", node.primaryAxisAlignItems)
        unknown("counterAxisAlignItems", node.counterAxisAlignItems)
        unknown("overflowDirection", node.overflowDirection)
        unknown("strokeAlign", node.strokeAlign)
        unknown("constraints.horizontal", node.constraints?.horizontal)
        unknown("constraints.vertical", node.constraints?.vertical)
        for (_, definition) in node.componentPropertyDefinitions.entries { unknown("componentPropertyDefinitions.type", definition.type) }
        for (_, property) in node.componentProperties.entries { unknown("componentProperties.type", property.type) }
        switch node.type {
        case .frame, .component, .componentSet, .instance:
            autoLayoutByMode[node.layoutMode.rawValue, default: 0] += 1
        default:
            break
        }
        feature(.wrap, node.layoutWrap == .wrap)
        feature(.absolute, node.layoutPositioning == .absolute)
        feature(.layoutSizing, node.layoutSizingHorizontal != nil || node.layoutSizingVertical != nil)
        feature(.propertyDefinitions, !node.componentPropertyDefinitions.isEmpty)
        feature(.properties, !node.componentProperties.isEmpty)
        feature(.propertyReferences, !node.componentPropertyReferences.isEmpty)
        feature(.overrides, !node.overrides.isEmpty)
        feature(.boundVariables, !node.boundVariables.isEmpty || node.fills.contains { !$0.boundVariables.isEmpty })
        feature(.styleReferences, !node.styles.isEmpty)
        feature(.hidden, !node.visible)
        feature(.masks, node.isMask)
        feature(.clips, node.clipsContent)
        feature(.scrolling, node.overflowDirection != .none && !node.overflowDirection.isUnknown)
        feature(.rotation, node.rotation != 0)
        feature(.opacity, node.opacity < 1)
        feature(.blendModes, node.blendMode != .passThrough && node.blendMode != .normal)
        feature(.perCornerRadii, node.rectangleCornerRadii.map { Set($0).count > 1 } ?? false)
        feature(.dashedStrokes, !node.strokeDashes.isEmpty)
        feature(.individualStrokes, node.individualStrokeWeights != nil)
        feature(.vectorGeometry, !node.fillGeometry.isEmpty)
        feature(.styledRuns, !node.characterStyleOverrides.isEmpty && !node.styleOverrideTable.isEmpty)
        feature(.layoutGrids, node.hasLayoutGrids)
        feature(.interactions, node.hasInteractions)
        feature(.exportSettings, node.hasExportSettings)
        for paints in [node.fills, node.strokes] where !paints.isEmpty {
            for paint in paints {
                features["paint \(paint.type.rawValue)", default: 0] += 1
                if paint.type.isUnknown { unknownValues["paint.type=\(paint.type.rawValue)", default: 0] += 1 }
            }
        }
        for effect in node.effects {
            features["effect \(effect.type.rawValue)", default: 0] += 1
            if effect.type.isUnknown { unknownValues["effect.type=\(effect.type.rawValue)", default: 0] += 1 }
        }
    }

    private static let featureIndex: [Feature: Int] = Dictionary(uniqueKeysWithValues: Feature.allCases.enumerated().map { ($1, $0) })
}
