extension FigmaFile {
    /// Decodes a `GET /v1/files/:key` or `GET /v1/files/:key/nodes` response.
    /// Throws `FigmaModelError` with the JSON path (and node id) of the first problem.
    ///
    /// Large files are decoded on several cores (`SpeculativeRuns`); `helpers` overrides how many extra threads
    /// may help (0: one core), for tests. The result is the same either way.
    public static func decode(_ input: UnsafeRawBufferPointer, helpers: Int? = nil) throws(FigmaModelError) -> FigmaFile {
        let encoding = TextEncoding.check(input)
        if let unsupported = encoding.unsupported {
            throw FigmaModelError(kind: .unsupportedEncoding(unsupported), path: .root)
        }
        let bytes = UnsafeRawBufferPointer(rebasing: input[encoding.skip...])
        var decoder = FigmaDecoder(scanner: JSONScanner(bytes))
        decoder.speculation = SpeculativeRuns(bytes: bytes, helpers: helpers)
        decoder.nextRunStart = decoder.speculation?.firstStart ?? Int.max
        // The helpers read `bytes`: they must be done before the caller may release them, even after an error.
        defer { decoder.speculation?.finish() }
        do {
            var file = try decoder.decodeFile()
            file.textOffset = encoding.skip
            file.adoptedRuns = decoder.adoptedRuns
            // Tolerated values are few (one per field and problem): locate each first one now.
            file.tolerated = decoder.reader.log.entries.map { entry in
                let located = JSONLocator.locate(entry.error, in: bytes)
                return ToleratedValue(field: entry.field, problem: located.message, firstPath: located.path,
                                      firstNodeID: located.nodeID, count: entry.count)
            }
            return file
        } catch {
            var located = JSONLocator.locate(error, in: bytes)
            located.byteOffset += encoding.skip
            throw located
        }
    }

    /// Convenience for tests and small inputs.
    public static func decode(_ bytes: [UInt8], helpers: Int? = nil) throws(FigmaModelError) -> FigmaFile {
        let result = bytes.withUnsafeBytes { buffer in Result { () throws(FigmaModelError) in try decode(buffer, helpers: helpers) } }
        return try result.get()
    }

    public static func decode(_ text: String) throws(FigmaModelError) -> FigmaFile {
        try decode(Array(text.utf8))
    }
}

/// Reads the typed model straight from the bytes in one pass. The node tree is read with an explicit
/// stack (no recursion per level); everything below a node (paints, styles, …) has a fixed schema depth.
struct FigmaDecoder {
    /// Reads values; kept apart from `file` so a node can be filled in place (`&file.nodes[i]`).
    var reader: ValueReader
    var file = FigmaFile(shape: .file)
    /// Helpers decoding runs of sibling nodes ahead (nil: one core), and the runs once they are done.
    var speculation: SpeculativeRuns?
    private var runs: [SpeculativeRuns.Run]?
    private var runIndex = 0
    /// The offset of the next run; a child node starting before it is read here.
    var nextRunStart = Int.max
    private(set) var adoptedRuns = 0

    init(scanner: JSONScanner) {
        reader = ValueReader(scanner: scanner)
    }

    // MARK: File

    mutating func decodeFile() throws(JSONScanError) -> FigmaFile {
        // Real exports spend 500+ bytes per node; reserving up front avoids re-copying the arena
        // while it grows. Untouched reserved pages cost address space, not memory.
        file.nodes.reserveCapacity(reader.scanner.count / 256 + 16)
        let start = reader.scanner.offset
        let empty = try reader.scanner.beginObject(expected: "object (a Figma REST response)")
        var sawDocument = false
        var sawNodes = false
        var metadata = Metadata()
        if !empty {
            repeat {
                let raw = try reader.scanner.readKeyBytes()
                guard let key = Key(bytes: raw) else {
                    try reader.scanner.skipValue()
                    continue
                }
                switch key {
                case .document:
                    sawDocument = true
                    file.shape = .file
                    let root = try decodeNodeTree(parent: nil)
                    file.roots.append(.init(node: root, path: JSONPath.root.appending("document")))
                case .nodes:
                    sawNodes = true
                    file.shape = .nodes
                    try decodeNodesMap()
                case .components, .componentSets, .styles:
                    try metadata.read(key, from: &reader)
                case .name: file.name = try reader.optionalString()
                case .lastModified: file.lastModified = try reader.optionalString()
                case .version: file.version = try reader.optionalScalarText()
                case .schemaVersion: file.schemaVersion = try reader.scanner.consumeNull() ? nil : try reader.scanner.readInt()
                case .editorType: file.editorType = try reader.optionalString()
                case .role: file.role = try reader.optionalString()
                case .thumbnailUrl: file.thumbnailURL = try reader.optionalString()
                default: try reader.scanner.skipValue()
                }
            } while try reader.scanner.nextMember()
        }
        try reader.scanner.expectEnd()
        guard sawDocument || sawNodes else {
            throw JSONScanError(kind: .missingKey("document"), offset: start)
        }
        metadata.merge(into: &file)
        return file
    }

    /// `nodes`: id → `{document, components, componentSets, styles}` or `null` for ids not found.
    private mutating func decodeNodesMap() throws(JSONScanError) {
        if try reader.scanner.consumeNull() { return }
        if try reader.scanner.beginObject() { return }
        repeat {
            let requestedID = String(decoding: try reader.scanner.readKeyBytes(), as: UTF8.self)
            if try reader.scanner.consumeNull() { continue }
            let entryStart = reader.scanner.offset
            var sawDocument = false
            var metadata = Metadata()
            if !(try reader.scanner.beginObject()) {
                repeat {
                    let raw = try reader.scanner.readKeyBytes()
                    switch Key(bytes: raw) {
                    case .document?:
                        sawDocument = true
                        let root = try decodeNodeTree(parent: nil)
                        let path = JSONPath.root.appending("nodes").appending(requestedID).appending("document")
                        file.roots.append(.init(node: root, path: path))
                    case .components?, .componentSets?, .styles?:
                        try metadata.read(Key(bytes: raw)!, from: &reader)
                    default:
                        try reader.scanner.skipValue()
                    }
                } while try reader.scanner.nextMember()
            }
            guard sawDocument else { throw JSONScanError(kind: .missingKey("document"), offset: entryStart) }
            metadata.merge(into: &file)
        } while try reader.scanner.nextMember()
    }

    // MARK: Node tree

    private struct Frame {
        var index: NodeIndex
        /// Offset of the node's `{`, for missing-key errors.
        var start: Int
        var sawID = false
        var sawName = false
        var sawType = false
        var sawFills = false
        /// Where the node's `background` value is: Figma's deprecated copy of a frame's fills, read only for a
        /// node without `fills` (exports from before fills replaced it), when the node ends.
        var background: Range<Int>?
    }

    /// Where the cursor is relative to the current node.
    private enum TreeState {
        case openObject      // at the node's `{`
        case members         // after a member value: `,` or `}` next
        case openChildren    // at the `[` of `children`
        case nextChild       // after a child: `,` or `]` next
    }

    /// Reads the node object at the cursor and its whole subtree; returns the root's index.
    mutating func decodeNodeTree(parent: NodeIndex?) throws(JSONScanError) -> NodeIndex {
        var stack: [Frame] = []
        var current = try beginNode(parent: parent)
        let rootIndex = current.index
        var state = TreeState.openObject
        while true {
            switch state {
            case .openObject, .members:
                let more = state == .openObject ? !(try reader.scanner.beginObject()) : try reader.scanner.nextMember()
                guard more else {
                    try finish(current)
                    guard let parentFrame = stack.popLast() else { return rootIndex }
                    current = parentFrame
                    state = .nextChild
                    continue
                }
                state = .members
                let raw = try reader.scanner.readKeyBytes()
                guard let key = Key(bytes: raw) else {
                    try reader.scanner.skipValue()
                    continue
                }
                switch key {
                case .children:
                    if !(try reader.scanner.consumeNull()) { state = .openChildren }
                case .id:
                    file.nodes[current.index].id = try reader.scanner.readString()
                    current.sawID = true
                case .name:
                    current.sawName = true
                    // A name is only a label: one of another type is tolerated (the layer stays unnamed).
                    file.nodes[current.index].name = try reader.tolerant("name", fallback: "") { (reader: inout ValueReader) throws(JSONScanError) in
                        try reader.scanner.readString()
                    }
                case .type:
                    file.nodes[current.index].type = try reader.readEnum()
                    current.sawType = true
                case .background:
                    let start = reader.scanner.offset
                    if !(try reader.scanner.consumeNull()) {
                        try reader.scanner.skipValue()
                        current.background = start..<reader.scanner.offset
                    }
                default:
                    if key == .fills { current.sawFills = try reader.scanner.peekKind() != .null }
                    let start = reader.scanner.offset
                    do {
                        try reader.decodeNodeProperty(key, into: &file.nodes[current.index])
                    } catch let error where error.isTolerable {
                        // Assignments happen after a value is fully read, so the node keeps its default.
                        reader.scanner.offset = start
                        try reader.scanner.skipValue()
                        reader.log.record(key.name, error)
                    }
                }
            case .openChildren, .nextChild:
                let more = state == .openChildren ? !(try reader.scanner.beginArray()) : try reader.scanner.nextElement()
                guard more else {
                    state = .members
                    continue
                }
                let kind = try reader.scanner.peekKind()
                guard kind == .object else { throw reader.scanner.mismatch(expected: "object (a node)", found: kind) }
                if reader.scanner.offset >= nextRunStart, adoptRun(parent: current.index) {
                    state = .nextChild
                    continue
                }
                let child = try beginNode(parent: current.index)
                file.nodes[current.index].children.append(child.index)
                stack.append(current)
                current = child
                state = .openObject
            }
        }
    }

    /// When a helper's run starts right here (the cursor is on a child node's `{`), takes its nodes as the
    /// next children of `parent`, renumbered into `file.nodes` in document order, and moves past them.
    private mutating func adoptRun(parent: NodeIndex) -> Bool {
        if runs == nil { runs = speculation?.wait() ?? [] }
        let offset = reader.scanner.offset
        while runIndex < runs!.count, runs![runIndex].start < offset { runIndex += 1 }
        nextRunStart = runIndex < runs!.count ? runs![runIndex].start : Int.max
        guard nextRunStart == offset else { return false }
        let run = runs![runIndex]
        runs![runIndex].nodes = []  // the file owns them now
        runIndex += 1
        nextRunStart = runIndex < runs!.count ? runs![runIndex].start : Int.max
        let base = file.nodes.count
        for node in run.nodes {
            if let local = node.parent { node.parent = local + base }
            if !node.children.isEmpty { node.children = node.children.map { $0 + base } }
        }
        var position = file.nodes[parent].children.count
        for root in run.roots {
            run.nodes[root].parent = parent
            run.nodes[root].indexInParent = position
            position += 1
            file.nodes[parent].children.append(root + base)
        }
        file.nodes.append(contentsOf: run.nodes)
        reader.log.merge(run.log)
        reader.scanner.offset = run.end
        adoptedRuns += 1
        return true
    }

    /// Reserves the node's slot (so indices follow document order) at the cursor's `{`.
    private mutating func beginNode(parent: NodeIndex?) throws(JSONScanError) -> Frame {
        _ = try reader.scanner.peek()
        let index = file.nodes.count
        let node = Node(id: "", name: "", type: .unknown(""))
        node.parent = parent
        if let parent { node.indexInParent = file.nodes[parent].children.count }
        file.nodes.append(node)
        return Frame(index: index, start: reader.scanner.offset)
    }

    private mutating func finish(_ frame: Frame) throws(JSONScanError) {
        file.nodes[frame.index].byteRange = frame.start..<reader.scanner.offset
        if !frame.sawFills, let background = frame.background {
            // A legacy frame: its background is its fills.
            let end = reader.scanner.offset
            reader.scanner.offset = background.lowerBound
            do {
                file.nodes[frame.index].fills = try reader.readPaints("background")
            } catch let error where error.isTolerable {
                reader.log.record(Key.background.name, error)
            }
            reader.scanner.offset = end
        }
        if !frame.sawID { throw JSONScanError(kind: .missingKey("id"), offset: frame.start) }
        if !frame.sawType { throw JSONScanError(kind: .missingKey("type"), offset: frame.start) }
        if !frame.sawName { reader.log.record("name", JSONScanError(kind: .missingKey("name"), offset: frame.start)) }
    }
}
