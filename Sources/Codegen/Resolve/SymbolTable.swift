import Foundation
import FigmaModel

/// Resolve stage, part 1: finds every node that becomes a Swift type, names them all once in document
/// order (type prefix included), and maps every component id instances use to the type they call —
/// local components and sets, and components from other libraries, which are reconstructed from their
/// instances. Nothing is added after this: lowering only reads the table.
struct SymbolTable {
    struct Entry {
        var kind: Declaration.Kind
        /// The COMPONENT, COMPONENT_SET, FRAME or SECTION node (nil for remote components).
        var node: NodeIndex?
        var typeName: String
        /// For components from other libraries: what is known of them, and the instances they are drawn from.
        var remote: RemoteOwner?
    }

    /// A component (or component set) from another library: its definition is not in the export, but
    /// every instance carries its full subtree. One type per component set or component key.
    struct RemoteOwner {
        var figmaName: String
        var componentKey: String?
        /// The set id, or the component id for a component outside a set.
        var metadataID: String
        var isSet: Bool
        /// Each component (variant) seen, in document order of its first instance, which is its reference body.
        var variants: [(componentID: String, reference: NodeIndex)]
    }

    /// What an instance of a component id calls.
    struct ComponentTarget {
        /// Index of the owner in `entries`.
        var entry: Int
        var typeName: String
        /// The tree instances are compared with: the COMPONENT node, or for a remote component its first instance.
        var reference: NodeIndex
        /// The variant values of this component inside its set, as Figma names (`State` → `Pressed`).
        var variantValues: [(property: String, value: String)]
        var isRemote: Bool
    }

    /// A component of a linked library (`GenerationOptions.libraries`) that instances call: the library, what it
    /// offers of the component, the type name the calls use, and the variant values of this component of a set.
    struct LinkedTarget {
        var module: String
        /// The library's output folder, relative to this output's.
        var path: String
        var interface: LibraryInterface
        var typeName: String
        var variantValues: [(property: String, value: String)]
    }

    private(set) var entries: [Entry] = []
    private var linkedByComponentID: [String: LinkedTarget] = [:]
    /// Every type name handed out (design types, shared types).
    private(set) var typeNames: Set<String> = []
    private var targetsByComponentID: [String: ComponentTarget] = [:]
    private var entryByNode: [NodeIndex: Int] = [:]
    private var typeScope = NameScope.types
    private let file: FigmaFile
    private let options: GenerationOptions
    /// Whether each node is inside the selected pages / node ids.
    private(set) var selected: [Bool] = []
    /// INSTANCE nodes in the selection, in document order (nested ones included).
    private(set) var instances: [NodeIndex] = []
    /// Problems with the selection itself (nothing matched): errors, so nothing is written.
    private(set) var selectionProblems: [String] = []
    /// Names of the types figgen writes itself (catalog, layouts, tokens), claimed after every design type.
    private(set) var shared: [String: String] = [:]

    init(file: FigmaFile, options: GenerationOptions) {
        self.file = file
        self.options = options
        selected = selectedNodes()
        // A linked library's types keep their names: this file's own types are named around them.
        for library in options.libraries {
            for interface in library.interfaces { typeScope.reserve(interface.swiftName) }
        }
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
            if node.type == .instance { instances.append(index) }
        }
        // Every local component id instances can refer to.
        for index in file.nodes.indices where file.nodes[index].type == .component {
            let node = file.nodes[index]
            if let parent = node.parent, file.nodes[parent].type == .componentSet {
                guard let entry = entryByNode[parent] else { continue }
                targetsByComponentID[node.id] = ComponentTarget(entry: entry, typeName: entries[entry].typeName, reference: index,
                                                                variantValues: VariantName.parse(node.name), isRemote: false)
            } else if let entry = entryByNode[index] {
                targetsByComponentID[node.id] = ComponentTarget(entry: entry, typeName: entries[entry].typeName, reference: index,
                                                                variantValues: [], isRemote: false)
            }
        }
        addRemoteOwners(linking: linkedComponents())
        for name in rendererType(for: options.target).sharedTypeNames {
            shared[name] = claimType(name)
        }
    }

    /// The type prefix every design type gets (`--type-prefix`).
    var typePrefix: String? { options.typePrefix }

    /// A type name derived from a generated type's name (already prefixed), claimed after all others, never one of
    /// `avoided` (names nested in generated types, which would capture it where it is named).
    mutating func claimDerivedType(_ name: String, avoiding avoided: Set<String> = []) -> String {
        let typeName = typeScope.claim(SwiftName.typeName(name), avoiding: avoided)
        typeNames.insert(typeName)
        return typeName
    }

    private mutating func claimType(_ name: String) -> String {
        let typeName = typeScope.claim(SwiftName.typeName(name, prefix: options.typePrefix))
        typeNames.insert(typeName)
        return typeName
    }

    private mutating func add(_ kind: Declaration.Kind, node index: NodeIndex) {
        entryByNode[index] = entries.count
        entries.append(Entry(kind: kind, node: index, typeName: claimType(file.nodes[index].name)))
    }

    /// The linked libraries' components by key (a set's and each of its variants'), with their library's module and
    /// the name calls use: the library's type name, or `Module.Name` where two libraries have a type of that name.
    private func linkedComponents() -> [String: (module: String, path: String, interface: LibraryInterface, typeName: String, variant: String?)] {
        var namesSeen: [String: Int] = [:]
        for library in options.libraries {
            for interface in library.interfaces { namesSeen[interface.swiftName, default: 0] += 1 }
        }
        var byKey: [String: (module: String, path: String, interface: LibraryInterface, typeName: String, variant: String?)] = [:]
        for library in options.libraries {
            for interface in library.interfaces {
                let typeName = namesSeen[interface.swiftName, default: 0] > 1 ? library.module + "." + interface.swiftName : interface.swiftName
                byKey[interface.key] = (library.module, library.path, interface, typeName, nil)
                for (key, name) in interface.variants.sorted(by: { $0.key < $1.key }) where byKey[key] == nil {
                    byKey[key] = (library.module, library.path, interface, typeName, name)
                }
            }
        }
        return byKey
    }

    /// What an instance of a component id calls when the component is a linked library's (nil otherwise).
    func linked(forComponentID id: String) -> LinkedTarget? {
        linkedByComponentID[id]
    }

    /// Components from other libraries, in document order of their first instance: one type per component
    /// set (its variants are the components seen) or per component key; each component's first instance is the
    /// body the type is drawn from. A component whose key (or set's key) a linked library offers is that
    /// library's type instead: no type is made for it here.
    private mutating func addRemoteOwners(linking linked: [String: (module: String, path: String, interface: LibraryInterface, typeName: String, variant: String?)]) {
        var ownerByKey: [String: Int] = [:]
        for instance in instances {
            guard let componentID = file.nodes[instance].componentID, targetsByComponentID[componentID] == nil,
                  linkedByComponentID[componentID] == nil else { continue }
            let metadata = file.components[componentID]
            let setKey = metadata?.componentSetID.flatMap { file.componentSets[$0]?.key }
            if let found = [setKey, metadata?.key].compactMap({ $0.flatMap { linked[$0] } }).first {
                var values = VariantName.parse(found.variant ?? metadata?.name ?? "")
                if setKey.flatMap({ linked[$0] }) == nil, found.variant == nil { values = [] }
                linkedByComponentID[componentID] = LinkedTarget(module: found.module, path: found.path, interface: found.interface, typeName: found.typeName,
                                                                variantValues: values)
                continue
            }
            var name = metadata?.name ?? "Remote Component \(componentID)"
            var key = metadata?.key
            var ownerKey = "component:" + (key.flatMap { $0.isEmpty ? nil : $0 } ?? componentID)
            var metadataID = componentID
            var variantValues: [(String, String)] = []
            var isSet = false
            if let setID = metadata?.componentSetID, let set = file.componentSets[setID] {
                variantValues = VariantName.parse(name)
                name = set.name
                key = set.key
                ownerKey = "set:" + setID
                metadataID = setID
                isSet = true
            }
            let entry: Int
            if let existing = ownerByKey[ownerKey] {
                entry = existing
                entries[entry].remote!.variants.append((componentID, instance))
            } else {
                entry = entries.count
                ownerByKey[ownerKey] = entry
                entries.append(Entry(kind: isSet ? .componentSet : .component, node: nil, typeName: claimType(name),
                                     remote: RemoteOwner(figmaName: name, componentKey: key, metadataID: metadataID, isSet: isSet,
                                                         variants: [(componentID, instance)])))
            }
            targetsByComponentID[componentID] = ComponentTarget(entry: entry, typeName: entries[entry].typeName, reference: instance,
                                                                variantValues: variantValues, isRemote: true)
        }
    }

    private func parentType(of index: NodeIndex) -> NodeType? {
        file.nodes[index].parent.map { file.nodes[$0].type }
    }

    /// Screens: frames and groups placed directly on a page; frames in a section (at any depth of nested
    /// sections); sections that hold layers of their own (a header, a footer: drawn as a free frame of
    /// those layers); and the roots of a nodes response.
    private func isScreenRoot(_ index: NodeIndex) -> Bool {
        let node = file.nodes[index]
        if node.type == .section { return isInSectionChain(index) && hasLooseLayers(index) }
        guard let parent = node.parent else { return true }
        switch file.nodes[parent].type {
        case .canvas: return node.type == .frame || node.type == .group
        case .section: return node.type == .frame && isInSectionChain(parent)
        default: return false
        }
    }

    /// A section directly on a page (or a nodes root), or nested only in sections up to one.
    private func isInSectionChain(_ index: NodeIndex) -> Bool {
        var current = index
        while let parent = file.nodes[current].parent {
            switch file.nodes[parent].type {
            case .section: current = parent
            case .canvas: return true
            default: return false
            }
        }
        return true
    }

    /// Layers in a section that are not screens or components of their own: what a section screen draws.
    func isLooseInSection(_ index: NodeIndex) -> Bool {
        switch file.nodes[index].type {
        case .frame, .section, .component, .componentSet, .slice: false
        default: true
        }
    }

    func hasLooseLayers(_ section: NodeIndex) -> Bool {
        file.nodes[section].children.contains(where: isLooseInSection)
    }

    /// Nodes inside the selected pages / node ids (everything when no filter is set).
    private mutating func selectedNodes() -> [Bool] {
        if options.pages.isEmpty && options.nodeIDs.isEmpty {
            return [Bool](repeating: true, count: file.nodes.count)
        }
        var selected = [Bool](repeating: false, count: file.nodes.count)
        let wantedIDs = Set(options.nodeIDs.map { $0.replacingOccurrences(of: "-", with: ":") })
        let wantedPages = Set(options.pages)
        var matchedPages = Set<String>()
        var matchedIDs = Set<String>()
        for index in file.nodes.indices {
            let node = file.nodes[index]
            let parentSelected = node.parent.map { selected[$0] } ?? false
            let pageMatch = node.type == .canvas && (wantedPages.contains(node.name) || wantedPages.contains(node.id))
            if pageMatch { matchedPages.formUnion([node.name, node.id]) }
            if wantedIDs.contains(node.id) { matchedIDs.insert(node.id) }
            selected[index] = parentSelected || pageMatch || wantedIDs.contains(node.id)
        }
        let pages = file.nodes.filter { $0.type == .canvas }.map { "'\($0.name)' (\($0.id))" }
        let missingPages = options.pages.filter { !matchedPages.contains($0) }
        if !missingPages.isEmpty {
            selectionProblems.append("no page matches \(missingPages.map { "'\($0)'" }.joined(separator: ", ")); pages in this file: "
                                     + (pages.isEmpty ? "none (a nodes response: select with --nodes)" : pages.joined(separator: ", ")))
        }
        let missingIDs = wantedIDs.subtracting(matchedIDs).sorted()
        if !missingIDs.isEmpty {
            let roots = file.roots.map { file.nodes[$0.node].id }
            selectionProblems.append("no node has the id \(missingIDs.map { "'\($0)'" }.joined(separator: ", "))"
                                     + (pages.isEmpty ? "; roots in this file: \(roots.joined(separator: ", "))" : "; pages in this file: \(pages.joined(separator: ", "))"))
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

    /// The name of a type figgen itself writes (`DesignCatalog`, `FlowLayout`, …), prefixed like every type.
    func sharedType(_ name: String) -> String {
        shared[name]!
    }

    /// A scope for the members of one generated type: the target's reserved names are taken.
    var memberScope: NameScope {
        NameScope(reserved: SwiftName.reservedMemberNames.union(rendererType(for: options.target).reservedMemberNames))
    }

    func entry(for node: NodeIndex) -> Entry? {
        entryByNode[node].map { entries[$0] }
    }

    func entryIndex(for node: NodeIndex) -> Int? {
        entryByNode[node]
    }

    /// The type an instance of this component id calls (nil: an instance-swap value naming a component
    /// that no instance in the selection uses and that is not in the file).
    func target(forComponentID componentID: String) -> ComponentTarget? {
        targetsByComponentID[componentID]
    }
}

/// Variant component names: `State=Default, Size=Large` → [(State, Default), (Size, Large)].
enum VariantName {
    static func parse(_ name: String) -> [(property: String, value: String)] {
        name.split(separator: ",").compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            return (trimmed(parts[0]), trimmed(parts[1]))
        }
    }

    /// Without leading and trailing spaces: Unicode's space separators, tab and zero-width space, the set
    /// Foundation's `trimmingCharacters(in: .whitespaces)` trims (without its cost on every variant of a set).
    static func trimmed(_ text: Substring) -> String {
        var scalars = text.unicodeScalars[...]
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || scalar == "\u{200B}" || (scalar.value >= 0x80 && scalar.properties.generalCategory == .spaceSeparator)
        }
        while let first = scalars.first, isSpace(first) { scalars.removeFirst() }
        while let last = scalars.last, isSpace(last) { scalars.removeLast() }
        return String(Substring(scalars))
    }
}
