import Foundation
import FigmaModel

/// Resolve stage: finds every node that becomes a Swift type, names them all in document order, and
/// resolves instances to the type they call. Lowering reads this table; it never names types itself.
struct SymbolTable {
    struct Entry {
        var kind: Declaration.Kind
        /// The COMPONENT, COMPONENT_SET or FRAME node (nil for remote components).
        var node: NodeIndex?
        var typeName: String
        /// For remote components: the component (or set) name, key and id from the file's metadata.
        var remote: RemoteComponent?
    }

    struct RemoteComponent {
        var figmaName: String
        var componentKey: String?
        var componentID: String
    }

    /// What an instance of a component id calls.
    struct ComponentTarget {
        var typeName: String
        /// The COMPONENT_SET or standalone COMPONENT that owns the property definitions.
        var owner: NodeIndex?
        /// The variant values of this component inside its set, as Figma names (`State` → `Pressed`).
        var variantValues: [(property: String, value: String)]
        var isRemote: Bool
    }

    private(set) var entries: [Entry] = []
    /// Every type name handed out so far (design types, remote placeholders, shared types).
    private(set) var typeNames: Set<String> = []
    private var localComponentIDs: Set<String> = []
    private var targetsByComponentID: [String: ComponentTarget] = [:]
    private var entryByNode: [NodeIndex: Int] = [:]
    private var typeScope = NameScope.types
    private let file: FigmaFile
    private let options: GenerationOptions
    /// Whether each node is inside the selected pages / node ids.
    private(set) var selected: [Bool] = []

    init(file: FigmaFile, options: GenerationOptions) {
        self.file = file
        self.options = options
        selected = selectedNodes()
        // Components and sets anywhere in the selection, plus screens, named in document order.
        for index in file.nodes.indices where selected[index] {
            let node = file.nodes[index]
            switch node.type {
            case .componentSet:
                add(.componentSet, node: index)
            case .component where parentType(of: index) != .componentSet:
                add(.component, node: index)
            case .frame, .group, .instance, .section:
                if isScreenRoot(index) { add(.screen, node: index) }
            case .text, .rectangle, .ellipse, .line, .vector, .star, .regularPolygon, .booleanOperation:
                // (`where` would bind to the last pattern only, hence the `if`.)
                if node.parent == nil { add(.screen, node: index) }  // a layer requested on its own from the nodes endpoint
            default:
                break
            }
        }
        // Every component id instances can refer to.
        for index in file.nodes.indices where file.nodes[index].type == .component {
            let node = file.nodes[index]
            localComponentIDs.insert(node.id)
            if let parent = node.parent, file.nodes[parent].type == .componentSet {
                guard let entry = entryByNode[parent] else { continue }
                targetsByComponentID[node.id] = ComponentTarget(
                    typeName: entries[entry].typeName, owner: parent,
                    variantValues: VariantName.parse(node.name), isRemote: false)
            } else if let entry = entryByNode[index] {
                targetsByComponentID[node.id] = ComponentTarget(
                    typeName: entries[entry].typeName, owner: index, variantValues: [], isRemote: false)
            }
        }
    }

    private mutating func add(_ kind: Declaration.Kind, node index: NodeIndex) {
        let typeName = typeScope.claim(SwiftName.typeName(file.nodes[index].name, prefix: options.typePrefix))
        typeNames.insert(typeName)
        entryByNode[index] = entries.count
        entries.append(Entry(kind: kind, node: index, typeName: typeName))
    }

    private func parentType(of index: NodeIndex) -> NodeType? {
        file.nodes[index].parent.map { file.nodes[$0].type }
    }

    /// Screens: frames placed directly on a page (or in a section on a page), and the roots of a nodes response.
    private func isScreenRoot(_ index: NodeIndex) -> Bool {
        let node = file.nodes[index]
        guard node.parent != nil else {
            return node.type != .section  // a SECTION root contributes its frames instead
        }
        let parentNode = file.nodes[node.parent!]
        if node.type == .section { return false }
        if parentNode.type == .canvas { return node.type == .frame || node.type == .group }
        if parentNode.type == .section {
            let grandparent = parentNode.parent.map { file.nodes[$0].type }
            return (grandparent == .canvas || grandparent == nil) && node.type == .frame
        }
        return false
    }

    /// Nodes inside the selected pages / node ids (everything when no filter is set).
    private func selectedNodes() -> [Bool] {
        if options.pages.isEmpty && options.nodeIDs.isEmpty {
            return [Bool](repeating: true, count: file.nodes.count)
        }
        var selected = [Bool](repeating: false, count: file.nodes.count)
        let wantedIDs = Set(options.nodeIDs.map { $0.replacingOccurrences(of: "-", with: ":") })
        let wantedPages = Set(options.pages)
        for index in file.nodes.indices {
            let node = file.nodes[index]
            let parentSelected = node.parent.map { selected[$0] } ?? false
            let pageMatch = node.type == .canvas && (wantedPages.contains(node.name) || wantedPages.contains(node.id))
            selected[index] = parentSelected || pageMatch || wantedIDs.contains(node.id)
        }
        // Components that selected instances use come along, so the output compiles.
        var pending = file.nodes.indices.filter { selected[$0] && file.nodes[$0].type == .instance }
        var componentIndex: [String: NodeIndex] = [:]
        for index in file.nodes.indices where file.nodes[index].type == .component { componentIndex[file.nodes[index].id] = index }
        while let instance = pending.popLast() {
            guard let componentID = file.nodes[instance].componentID, var target = componentIndex[componentID] else { continue }
            if let parent = file.nodes[target].parent, file.nodes[parent].type == .componentSet { target = parent }
            if selected[target] { continue }
            var stack = [target]
            while let next = stack.popLast() {
                selected[next] = true
                stack.append(contentsOf: file.nodes[next].children)
                if file.nodes[next].type == .instance { pending.append(next) }
            }
        }
        return selected
    }

    /// Claims the name of a type figgen itself writes (catalog, flow layout) after all design types.
    mutating func claimSharedType(_ name: String) -> String {
        let typeName = typeScope.claim(SwiftName.typeName(name))
        typeNames.insert(typeName)
        return typeName
    }

    /// Whether a COMPONENT with this id is in the file.
    func isLocalComponent(_ id: String) -> Bool {
        localComponentIDs.contains(id)
    }

    func entry(for node: NodeIndex) -> Entry? {
        entryByNode[node].map { entries[$0] }
    }

    /// The target of an instance; remote components get a placeholder type on first use.
    mutating func target(forComponentID componentID: String) -> ComponentTarget {
        if let target = targetsByComponentID[componentID] { return target }
        let metadata = file.components[componentID]
        var name = metadata?.name ?? "Remote Component \(componentID)"
        var key = metadata?.key
        var variantValues: [(String, String)] = []
        if let setID = metadata?.componentSetID, let set = file.componentSets[setID] {
            variantValues = VariantName.parse(name)
            name = set.name
            key = set.key
        }
        // Several remote variants of one set share one placeholder type.
        if let existing = entries.first(where: { $0.kind == .remoteComponent && $0.remote?.figmaName == name }) {
            let target = ComponentTarget(typeName: existing.typeName, owner: nil, variantValues: variantValues, isRemote: true)
            targetsByComponentID[componentID] = target
            return target
        }
        let typeName = typeScope.claim(SwiftName.typeName(name, prefix: options.typePrefix))
        typeNames.insert(typeName)
        entries.append(Entry(kind: .remoteComponent, node: nil, typeName: typeName,
                             remote: RemoteComponent(figmaName: name, componentKey: key, componentID: componentID)))
        let target = ComponentTarget(typeName: typeName, owner: nil, variantValues: variantValues, isRemote: true)
        targetsByComponentID[componentID] = target
        return target
    }
}

/// Variant component names: `State=Default, Size=Large` → [(State, Default), (Size, Large)].
enum VariantName {
    static func parse(_ name: String) -> [(property: String, value: String)] {
        name.split(separator: ",").compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            return (parts[0].trimmingCharacters(in: .whitespaces), parts[1].trimmingCharacters(in: .whitespaces))
        }
    }
}
