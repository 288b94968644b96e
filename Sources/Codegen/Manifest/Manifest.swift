import Foundation
import FigmaModel

/// `figgen.manifest.json`: every generated declaration and layer, mapped to its Figma node and back.
/// Sorted and stable, so it diffs well; read back by `check` and `lookup` (`ManifestJSON.swift` has the format).
public struct Manifest: Equatable, Sendable {
    /// The same manifest: the same header and the same layer records, whether some were encoded ahead or not (a
    /// manifest read back from its JSON has every record as a value).
    public static func == (lhs: Manifest, rhs: Manifest) -> Bool {
        guard lhs.input == rhs.input, lhs.fileKey == rhs.fileKey, lhs.fileName == rhs.fileName, lhs.version == rhs.version,
              lhs.lastModified == rhs.lastModified, lhs.options == rhs.options, lhs.files == rhs.files,
              lhs.declarations == rhs.declarations, lhs.interfaces == rhs.interfaces, lhs.links == rhs.links else { return false }
        if lhs.layerRuns.isEmpty && rhs.layerRuns.isEmpty { return lhs.records == rhs.records }
        return lhs.layerCount == rhs.layerCount && lhs.layers == rhs.layers
    }

    /// 2: layers grouped by file, one line each, a parent reference instead of a repeated layer path, value
    /// lines relative to the layer's. Format 1 manifests are still read.
    public static let formatVersion = 2
    public static let fileName = "figgen.manifest.json"

    /// A generated file and the hash of the bytes figgen wrote.
    public struct FileEntry: Equatable, Sendable {
        public var path: String
        /// FNV-1a 64 of the bytes figgen wrote: a different hash on disk means the file was edited by hand.
        public var hash: String
    }

    /// A generated symbol (type, variant enum, property, variant, part, token, asset, support type) and its design
    /// node.
    public struct Entry: Equatable, Sendable {
        public var kind: String
        public var swiftName: String
        public var file: String
        public var line: Int
        public var nodeID: String?
        public var componentKey: String?
        public var figmaName: String?
        public var page: String?
        public var layerPath: String?
        /// A hash of the design subtree the type came from, as the export spells it (`FigmaFile.contentHash`).
        public var contentHash: String?
        /// What `check` compares besides the name: a property's type and default, an enum's cases.
        public var detail: String?

        public init(kind: String, swiftName: String, file: String, line: Int, nodeID: String? = nil, componentKey: String? = nil,
                    figmaName: String? = nil, page: String? = nil, layerPath: String? = nil, contentHash: String? = nil, detail: String? = nil) {
            self.kind = kind
            self.swiftName = swiftName
            self.file = file
            self.line = line
            self.nodeID = nodeID
            self.componentKey = componentKey
            self.figmaName = figmaName
            self.page = page
            self.layerPath = layerPath
            self.contentHash = contentHash
            self.detail = detail
        }
    }

    /// One rendered layer with the values `check` compares (padding, spacing, frame, fills, text, …).
    public struct Layer: Equatable, Sendable {
        public var nodeID: String
        public var figmaName: String
        /// `Home / Header / Title`.
        public var layerPath: String
        /// The node's parent in Figma, when that parent has a record in the same file: the manifest then stores
        /// only this id and the name, and the path is rebuilt from the parent's when read.
        public var parentID: String?
        public var file: String
        /// Where the layer's view starts.
        public var line: Int
        /// By name, sorted.
        public var values: [Value]

        /// One compared value and where it is written.
        public struct Value: Equatable, Sendable {
            public var name: String
            public var text: String
            /// The line of the modifier or argument that writes the value (nil: the view's first line).
            public var line: Int?

            public init(name: String, text: String, line: Int? = nil) {
                self.name = name
                self.text = text
                self.line = line
            }
        }

        public init(nodeID: String, figmaName: String, layerPath: String, parentID: String? = nil, file: String, line: Int, values: [Value]) {
            self.nodeID = nodeID
            self.figmaName = figmaName
            self.layerPath = layerPath
            self.parentID = parentID
            self.file = file
            self.line = line
            self.values = values
        }

        /// The value named `name`, if the layer has one.
        public func value(_ name: String) -> String? {
            values.first { $0.name == name }?.text
        }

        /// The line that encodes a value: `check` points there.
        public func line(of value: String) -> Int {
            values.first { $0.name == value }?.line ?? line
        }
    }

    public var input: String
    /// The Figma file key, when given (`--file-key`): lets lookups print Figma URLs.
    public var fileKey: String?
    public var fileName: String?
    public var version: String?
    public var lastModified: String?
    public var options: [String: String]
    public var files: [FileEntry]
    public var declarations: [Entry]
    /// What the output offers files that link to it (`--library`): its components and sets with a key.
    public var interfaces: [LibraryInterface] = []
    /// The linked libraries' components the output calls.
    public var links: [LibraryLink] = []
    /// Every layer record: by file, then in Figma document order (a parent before its children). Those encoded
    /// ahead (`layerRuns`) are read back from their JSON; `check` and `lookup` read them one at a time instead
    /// (`LayerIterator`).
    public var layers: [Layer] {
        guard !layerRuns.isEmpty else { return records }
        var all: [Layer] = []
        all.reserveCapacity(layerCount)
        var iterator = LayerIterator(self)
        while let (_, layer) = iterator.next() { all.append(layer) }
        return all
    }
    /// The layer records held as values: all of them, but for those of streamed containers (`Children`), which
    /// are in `layerRuns`.
    var records: [Layer]
    /// Records of streamed containers, encoded as the manifest writes them, each run before `records[position]`
    /// (at the end: `position == records.count`), in order.
    var layerRuns: [LayerRun] = []

    /// Records encoded ahead (`layerRuns`): one or more records joined as the manifest joins them.
    struct LayerRun: Sendable {
        var position: Int
        var file: String
        var bytes: [UInt8]
        var count: Int
        /// The first record's node (`NodeIndex`): runs are ordered by it.
        var firstNode: Int = 0
    }

    /// How many layer records the manifest has, encoded ahead or not.
    public var layerCount: Int {
        records.count + layerRuns.reduce(0) { $0 + $1.count }
    }

    public init(input: String, fileKey: String? = nil, fileName: String?, version: String?, lastModified: String?, options: [String: String],
                files: [FileEntry], declarations: [Entry], layers: [Layer], interfaces: [LibraryInterface] = [], links: [LibraryLink] = []) {
        self.interfaces = interfaces
        self.links = links
        self.input = input
        self.fileKey = fileKey
        self.fileName = fileName
        self.version = version
        self.lastModified = lastModified
        self.options = options
        self.files = files
        self.declarations = declarations
        records = layers
    }

    /// The manifest of a generation from its declarations' records (`records(for:…)`, in declaration order)
    /// and every rendered file.
    init(file: FigmaFile, options: GenerationOptions, ir: DesignIR, files: [RenderedFile], records perDeclaration: [DeclarationRecords]) {
        input = file.name ?? ""
        fileKey = options.fileKey
        fileName = file.name
        version = file.version
        lastModified = file.lastModified
        self.options = options.recorded
        let hashes = Dictionary(perDeclaration.map { ($0.file, $0.fileHash) }, uniquingKeysWith: { first, _ in first })
        self.files = files.map { FileEntry(path: $0.name, hash: hashes[$0.name] ?? $0.text.hash) }
        interfaces = LibraryInterface.interfaces(of: ir, files: files)
        links = ir.links
        var entries = perDeclaration.flatMap(\.entries)
        let tokensByName = Dictionary(ir.tokens.map { ($0.member, $0) }, uniquingKeysWith: { first, _ in first })
        let assetsByName = Dictionary(ir.assets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let declared = Set(ir.declarations.map { $0.typeName + ".swift" })
        for file in files where !declared.contains(file.name) {
            for symbol in file.symbols {
                let member = String(symbol.name.split(separator: ".").last ?? "")
                if symbol.kind == .token, let token = tokensByName[member] {
                    // Tokens: added, removed or changed value is drift (ParityCheck compares `detail`).
                    // A variable is matched by its id, so a renamed variable is reported as renamed.
                    entries.append(Entry(kind: "token", swiftName: symbol.name, file: file.name, line: symbol.line,
                                         nodeID: token.variable != nil ? String(token.key.dropFirst("variable:".count)) : nil,
                                         componentKey: token.isVariable ? nil : token.key, figmaName: token.figmaName,
                                         detail: ValueText.manifest.tokenDetail(token)))
                } else if symbol.kind == .asset, let source = symbol.source {
                    // A catalog image: its layer, and what it is made of (a changed image changes the detail).
                    let asset = assetsByName[member]
                    entries.append(Entry(kind: "asset", swiftName: symbol.name, file: file.name, line: symbol.line, nodeID: source.nodeID,
                                         figmaName: source.name, detail: asset.map { "\($0.kind.rawValue) \($0.file.format.rawValue) \(Self.hash(bytes: $0.file.bytes))" }))
                } else if symbol.kind == .flow, let flow = ir.flows.first(where: { $0.typeName == symbol.name }) {
                    // A prototype flow: its start screen, and the screens it shows (a flow gaining or losing one is drift).
                    entries.append(Entry(kind: "flow", swiftName: symbol.name, file: file.name, line: symbol.line, nodeID: symbol.source?.nodeID,
                                         figmaName: flow.name, page: flow.page, detail: flow.screens.map(\.typeName).joined(separator: ", ")))
                } else {
                    entries.append(Entry(kind: "support", swiftName: symbol.name, file: file.name, line: symbol.line))
                }
            }
        }
        declarations = Self.sorted(entries)
        // Files in name order; within a file the records are already in document order.
        records = []
        records.reserveCapacity(perDeclaration.reduce(0) { $0 + $1.layers.count })
        for declaration in perDeclaration.sorted(by: { $0.file < $1.file }) {
            for var run in declaration.runs {
                run.position += records.count
                layerRuns.append(run)
            }
            records += declaration.layers
        }
    }

    /// Entries by Swift name, then file, then line. The names of a large design are thousands, and nearly all
    /// ASCII: those are compared as bytes (their order as `String`s), the others as `String`s; indices are
    /// sorted, not the entries themselves.
    static func sorted(_ entries: [Entry]) -> [Entry] {
        // The keys apart from the entries: the comparison never copies an entry (eleven fields).
        let names = entries.map(\.swiftName), files = entries.map(\.file), lines = entries.map(\.line)
        let asciiNames: [[UInt8]?] = names.map { name in name.utf8.allSatisfy { $0 < 0x80 } ? Array(name.utf8) : nil }
        func compare(_ left: [UInt8], _ right: [UInt8]) -> Int {
            left.withUnsafeBufferPointer { left in
                right.withUnsafeBufferPointer { right in
                    for index in 0..<min(left.count, right.count) where left[index] != right[index] {
                        return left[index] < right[index] ? -1 : 1
                    }
                    return left.count - right.count
                }
            }
        }
        let order = entries.indices.sorted { i, j in
            if let left = asciiNames[i], let right = asciiNames[j] {
                let order = compare(left, right)
                if order != 0 { return order < 0 }
            } else if names[i] != names[j] {
                return names[i] < names[j]
            }
            if files[i] != files[j] { return files[i] < files[j] }
            return lines[i] < lines[j]
        }
        return order.map { entries[$0] }
    }

    /// One declaration's part of the manifest: its file's hash, its entries and its layer records.
    struct DeclarationRecords: Sendable {
        var file: String
        var fileHash: String
        var entries: [Entry]
        var layers: [Layer]
        /// The records of its streamed containers, each run before `layers[position]`.
        var runs: [LayerRun] = []
    }

    /// A view that draws a layer, with the values `check` compares: what the manifest records of it besides
    /// its lines. Independent of the target, so made while the declaration is rendered.
    struct ViewFact: Sendable {
        var source: Source
        /// By name, sorted; `records` finds their lines.
        var values: [Value]

        struct Value: Sendable {
            /// The value as the record has it, without its line.
            var recorded: Layer.Value
            /// Its name, as its line was marked.
            var name: LayerValue
        }
    }

    /// The facts of every view of a declaration that draws a layer (not a reference to another type), in the
    /// order of a walk of its bodies, slot contents, variants and parts. The walk borrows the views (no copies).
    static func viewFacts(of declaration: Declaration) -> [ViewFact] {
        var facts: [ViewFact] = []
        if let body = declaration.views?.body { addFacts(of: body, to: &facts) }
        for property in declaration.properties {
            if case .content(_, let defaults) = property.type {  // a slot's own content
                for view in defaults { addFacts(of: view, to: &facts) }
            }
        }
        declaration.views?.variants.forEach { addFacts(of: $0, to: &facts) }
        declaration.views?.parts.forEach { addFacts(of: $0, to: &facts) }
        return facts
    }

    /// The facts of a view and its subtree, in walk order (a streamed container's streamed children are
    /// recorded with their chunk: `ChildStreamer`).
    static func addFacts(of view: ViewNode, to facts: inout [ViewFact]) {
        if let source = view.source, !view.content.isReference {
            facts.append(ViewFact(source: source, values: values(of: view)))
        }
        view.forEachChild { addFacts(of: $0, to: &facts) }
    }

    /// The manifest entries and layer records of one declaration, from its rendered file, the lines of its
    /// layers in it (`DeclarationFile.layerLines`) and its views' facts (`viewFacts(of:)`). Both are taken and
    /// used up: each fact's values become its record's, a million layers' values are not held twice.
    /// `contentHash`: the declaration's (`contentHash(of:file:source:)`), when the design's bytes were given.
    static func records(for declaration: Declaration, rendered: RenderedFile, layerLines: consuming [String: LayerLines], facts: consuming [ViewFact],
                        file: FigmaFile, contentHash: String?) -> DeclarationRecords {
        var none = StreamedResults()
        return records(for: declaration, rendered: rendered, layerLines: layerLines, facts: facts, file: file, contentHash: contentHash,
                       streamed: &none, splices: [])
    }

    /// `records` of a declaration whose containers streamed chunks (`streamed`, used up: each chunk's records get
    /// their lines from where its groups were spliced, `splices`, and go among the others in document order).
    static func records(for declaration: Declaration, rendered: RenderedFile, layerLines: consuming [String: LayerLines], facts: consuming [ViewFact],
                        file: FigmaFile, contentHash: String?, streamed: inout StreamedResults,
                        splices: [(group: SplicedGroup, line: Int)]) -> DeclarationRecords {
        // The file's hash (hundreds of MB for a huge screen) and the entries on another core, while this one
        // makes the layer records.
        var owned: [ViewFact] = consume facts
        var lines: [String: LayerLines] = consume layerLines
        let fileName = rendered.name
        let summary: @Sendable () -> ([Entry], String) = {
            (symbolEntries(for: declaration, rendered: rendered, file: file, contentHash: contentHash), rendered.text.hash)
        }
        let ((entries, fileHash), (layers, runs)) = ParallelMap.aside(summary) { () -> ([Layer], [LayerRun]) in
            var paths: [String: String] = [:]
            let records = layerRecords(facts: &owned, lines: &lines, file: file, fileName: fileName, paths: &paths)
            guard !streamed.streams.isEmpty else { return (records.map(\.layer), []) }
            // The streamed containers' records, with their lines now that the file's are known, among the others;
            // each chunk's are freed once written (they are as large as the records themselves).
            let keys = records.map(\.node)
            let groupLines = Dictionary(splices.map { ($0.group, $0.line) }, uniquingKeysWith: { first, _ in first })
            var runs: [LayerRun] = []
            for stream in streamed.streams.indices {
                for chunk in streamed.streams[stream].indices {
                    var chunkRecords = StreamedRecords()
                    swap(&chunkRecords, &streamed.streams[stream][chunk].records)
                    runs += chunkRecords.assembled(keys: keys, file: fileName) { group in
                        groupLines[SplicedGroup(stream: stream, chunk: chunk, group: group)] ?? 1
                    }
                }
            }
            return (records.map(\.layer), runs.sorted { $0.firstNode < $1.firstNode })
        }
        return DeclarationRecords(file: fileName, fileHash: fileHash, entries: entries, layers: layers, runs: runs)
    }

    /// A hash of the design subtree a declaration comes from, as the export spells it (`FigmaFile.contentHash`):
    /// what `check` compares to tell a changed design from a renamed one. Nil without the bytes.
    static func contentHash(of declaration: Declaration, file: FigmaFile, source: SourceBytes) -> String? {
        guard let buffer = source.buffer, let index = hashedNode(of: declaration) else { return nil }
        return file.contentHash(of: index, source: buffer, release: source.release)
    }

    /// How many bytes of the design `contentHash(of:)` reads for a declaration.
    static func subtreeSize(of declaration: Declaration, file: FigmaFile) -> Int {
        hashedNode(of: declaration).map { file.nodes[$0].byteRange.count } ?? 0
    }

    /// The node whose subtree a declaration's content hash covers: the instance a remote component was drawn
    /// from, else its own node.
    private static func hashedNode(of declaration: Declaration) -> NodeIndex? {
        declaration.reconstructedFrom?.index ?? declaration.source.index
    }

    /// Subtrees at least this large are hashed as soon as they are lowered (`generate`).
    static let earlyHashSize = 8 << 20

    /// The manifest entries of a declaration's symbols (its type, properties, variants, parts).
    private static func symbolEntries(for declaration: Declaration, rendered: RenderedFile, file: FigmaFile, contentHash: String?) -> [Entry] {
        var entries: [Entry] = []
        let fileName = rendered.name
        let text = ValueText.manifest
        for symbol in rendered.symbols {
            let isType = symbol.kind == .type
            let member = symbol.name.split(separator: ".").last.map(String.init) ?? ""
            var detail: String?
            var figmaName = isType ? declaration.source.name : symbol.source?.name
            switch symbol.kind {
            case .property, .handler:
                detail = declaration.properties.first { $0.member == member }.map { "\($0.figmaKey): " + text.propertyType($0.type) }
            case .variantEnum:
                let variantEnum = declaration.enums.first { $0.name == member }
                detail = variantEnum.map { $0.cases.map(\.value).joined(separator: ", ") }
                // A name the scope rule changed (`IconVariant`, `StateVariant`) keeps its design name: lookup finds either.
                if let variantEnum, variantEnum.name != SwiftName.typeName(variantEnum.figmaName) { figmaName = variantEnum.figmaName }
            case .variant:
                detail = declaration.variants.first { $0.member == member }.map { $0.values.map { "\($0.property)=\($0.caseMember)" }.joined(separator: ", ") }
            default:
                detail = nil
            }
            entries.append(Entry(
                kind: isType ? declaration.kind.rawValue : symbol.kind.rawValue, swiftName: symbol.name, file: fileName, line: symbol.line,
                nodeID: isType ? (declaration.reconstructedFrom == nil ? declaration.source.nodeID : nil) : symbol.source?.nodeID,
                componentKey: isType ? declaration.componentKey : nil,
                figmaName: figmaName,
                page: declaration.page,
                layerPath: isType ? declaration.layerPath : symbol.source.flatMap(\.index).map { file.layerPath(of: $0) },
                contentHash: isType ? contentHash : nil,
                detail: detail))
        }
        return entries
    }

    /// The records of the views a file shows (those with a line), in Figma document order (node index): a parent
    /// before its children. The order is sorted, not the facts (a fact is a few strings and an array); a node
    /// shown twice keeps its first view. Each record's path is built from its parent's when the parent has a
    /// record in `paths` (an earlier one: parents come first), and goes there for its children. The facts' values
    /// and the lines are used up. Each record comes with its node (`Int.max` for a view of no node of the file).
    static func layerRecords(facts: inout [ViewFact], lines: inout [String: LayerLines], file: FigmaFile, fileName: String,
                             paths: inout [String: String]) -> [(layer: Layer, node: Int)] {
        let keys: [Int] = facts.map { $0.source.index ?? Int.max }
        let order: [Int] = facts.indices.sorted { (a: Int, b: Int) -> Bool in
            if keys[a] != keys[b] { return keys[a] < keys[b] }
            let left = facts[a].source.nodeID, right = facts[b].source.nodeID
            return left != right ? left < right : a < b
        }
        paths.reserveCapacity(paths.count + order.count)
        var layers: [(layer: Layer, node: Int)] = []
        layers.reserveCapacity(order.count)
        for position in order {
            let source = facts[position].source
            // Taken out, so a later view of the same node finds none.
            guard let layerLines = lines.removeValue(forKey: source.nodeID), let line = layerLines.view else { continue }
            var parentID: String?
            var path: String?
            if let index = source.index, let parent = file.nodes[index].parent {
                let id = file.nodes[parent].id
                if let parentPath = paths[id] {
                    parentID = id
                    path = parentPath + " / " + source.name
                }
            }
            let layerPath = path ?? source.index.map { file.layerPath(of: $0) } ?? source.name
            paths[source.nodeID] = layerPath
            var factValues: [ViewFact.Value] = []
            swap(&factValues, &facts[position].values)  // the fact's own array, not a copy
            let values = factValues.map { value in
                var recorded = value.recorded
                recorded.line = layerLines.line(ofValue: value.name)
                return recorded
            }
            layers.append((Layer(nodeID: source.nodeID, figmaName: source.name, layerPath: layerPath, parentID: parentID, file: fileName, line: line,
                                 values: values), keys[position]))
        }
        return layers
    }

    /// The type a generated file declares: files are named after their type (`Home.swift` → `Home`).
    static func typeName(ofFile file: String) -> String {
        file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    /// The values of one view that `check` compares, sorted by name.
    static func values(of view: ViewNode) -> [ViewFact.Value] {
        let text = ValueText.manifest
        var values: [ViewFact.Value] = []
        func add(_ name: LayerValue, _ text: String) { values.append(ViewFact.Value(recorded: Layer.Value(name: name.name, text: text), name: name)) }
        switch view.content {
        case .stack(let stack):
            add(.layout, "\(stack.axis.rawValue) stack")
            add(.spacing, SwiftLiteral.number(stack.spacing))
            add(.alignment, stack.alignment.rawValue)
        case .wrap(let wrap):
            add(.layout, "\(wrap.axis.rawValue) wrap")
            add(.spacing, SwiftLiteral.number(wrap.spacing))
            add(.lineSpacing, SwiftLiteral.number(wrap.lineSpacing))
        case .grid(let grid):
            add(.layout, "grid \(grid.columns) columns")
            add(.spacing, "\(SwiftLiteral.number(grid.rowSpacing)) x \(SwiftLiteral.number(grid.columnSpacing))")
        case .layers:
            add(.layout, "free")
        case .text(let content):
            add(.text, content.runs.map { run in
                switch run.value {
                case .literal(let value): value
                case .member(let member): "$" + member
                }
            }.joined())
            add(.textStyle, text.textStyle(content.style))
        case .shape(let shape):
            add(.shape, ValueText.outline(shape.outline))
            add(.fills, text.paints(shape.fills))
        case .instance(let call):
            add(.instance, call.typeName)
            for argument in call.arguments { add(.property(argument.label), text.argument(argument.value, calleeOnly: true)) }
        default:
            break
        }
        for (role, token) in view.dimensionTokens { add(.token(role), token) }
        // A modifier used twice (two shadows) is one value: its arguments joined in order.
        func append(_ name: LayerValue, _ arguments: String) {
            if let existing = values.firstIndex(where: { $0.name == name }) {
                values[existing].recorded.text += "; " + arguments
            } else {
                add(name, arguments)
            }
        }
        for modifier in view.modifiers {
            switch modifier {
            // The prototype's links a layer expresses, one value per trigger: what `check` compares as interactions.
            case .button(let action):
                for fact in action.facts { append(.interaction(fact.trigger), fact.action) }
            case .timer(_, _, let facts), .interaction(let facts):
                for fact in facts { append(.interaction(fact.trigger), fact.action) }
            default:
                append(modifier.value, text.arguments(modifier))
            }
        }
        return values.sorted { $0.recorded.name < $1.recorded.name }
    }

    /// FNV-1a 64-bit, hex: stable across runs and machines (unlike `Hasher`).
    public static func hash(_ text: String) -> String {
        var text = text
        return text.withUTF8 { hash(bytes: $0) }
    }

    /// FNV-1a, 64 bits, as 16 hex digits.
    public static func hash<Bytes: Sequence<UInt8>>(bytes: Bytes) -> String {
        var hasher = PieceHasher()
        hasher.add(bytes)
        return hasher.hex
    }

    /// FNV-1a over bytes given piece by piece: the same hash as of the pieces joined.
    public struct PieceHasher {
        private var state: UInt64 = 0xcbf2_9ce4_8422_2325

        public init() {}

        public mutating func add<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
            var hash = state
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            state = hash
        }

        public mutating func add(_ buffer: UnsafeRawBufferPointer) {
            add(buffer.bindMemory(to: UInt8.self))
        }

        public var hex: String { ContentHash.hex(state) }
    }
}
