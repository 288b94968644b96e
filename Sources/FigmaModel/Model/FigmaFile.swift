/// The two REST responses figgen reads.
public enum ResponseShape: String, Sendable {
    /// `GET /v1/files/:key`: one DOCUMENT with CANVAS pages.
    case file
    /// `GET /v1/files/:key/nodes`: a map of requested node ids to subtrees.
    case nodes
}

/// A decoded Figma export. All nodes of every root are in `nodes`, in document order.
public struct FigmaFile: Sendable {
    public var shape: ResponseShape
    public var name: String?
    public var lastModified: String?
    public var version: String?
    public var schemaVersion: Int?
    public var editorType: String?
    public var role: String?
    public var thumbnailURL: String?

    /// The root nodes: the DOCUMENT (file shape) or each requested node (nodes shape), in JSON order.
    public var roots: [Root]
    public var nodes: [Node]

    /// Metadata maps, merged across roots for the nodes shape. Keys are node ids.
    public var components: [String: ComponentMetadata]
    public var componentSets: [String: ComponentSetMetadata]
    public var styles: [String: StyleMetadata]
    /// Values the reader skipped because their shape was not what it knows (see `ToleratedValue`).
    public var tolerated: [ToleratedValue] = []
    /// Bytes before the JSON text in the decoded buffer (a UTF-8 byte-order mark); node byte ranges start after them.
    public var textOffset = 0
    /// How many runs of nodes decoded by helper threads the decode took (for tests and benchmarks).
    var adoptedRuns = 0

    public struct Root: Sendable, Equatable {
        public var node: NodeIndex
        /// Where the root sits in the JSON: `$.document` or `$.nodes["1:2"].document`.
        public var path: JSONPath
    }

    public init(shape: ResponseShape) {
        self.shape = shape
        roots = []
        nodes = []
        components = [:]
        componentSets = [:]
        styles = [:]
    }

    public subscript(index: NodeIndex) -> Node {
        nodes[index]
    }

    /// The JSON path of a node, rebuilt from the parent links and each node's position among its siblings.
    public func path(of index: NodeIndex) -> JSONPath {
        var steps: [Int] = []
        var current = index
        while let parent = nodes[current].parent {
            steps.append(nodes[current].indexInParent)
            current = parent
        }
        // One array built once (appending one step at a time would copy it twice per level).
        var components = (roots.first { $0.node == current }?.path ?? .root).components
        components.reserveCapacity(components.count + 2 * steps.count)
        for step in steps.reversed() {
            components.append(.key("children"))
            components.append(.index(step))
        }
        return JSONPath(components)
    }

    /// Ancestors from the root down to (not including) the node.
    public func ancestors(of index: NodeIndex) -> [NodeIndex] {
        var chain: [NodeIndex] = []
        var current = nodes[index].parent
        while let parent = current {
            chain.append(parent)
            current = nodes[parent].parent
        }
        return chain.reversed()
    }

    /// Layer names from the page (exclusive) down to the node, as the layer panel shows them:
    /// `Home / Header / Title`.
    public func layerPath(of index: NodeIndex) -> String {
        let chain = ancestors(of: index).filter { nodes[$0].type != .document && nodes[$0].type != .canvas }
        return (chain.map { nodes[$0].name } + [nodes[index].name]).joined(separator: " / ")
    }

    /// The CANVAS (page) a node is on, if any.
    public func page(of index: NodeIndex) -> NodeIndex? {
        if nodes[index].type == .canvas { return index }
        return ancestors(of: index).first { nodes[$0].type == .canvas }
    }

    /// Index of the node with this id (linear; build a dictionary for repeated lookups).
    public func index(ofID id: String) -> NodeIndex? {
        nodes.firstIndex { $0.id == id }
    }
}

extension FigmaFile {
    /// A hash of a node's JSON text — its whole subtree, exactly as the export spells it — read from `source`,
    /// the bytes this file was decoded from. Stable across runs and machines; 16 lower-case hex digits.
    ///
    /// `release`, when given, is told each slice of `source` (offsets in it) as soon as it has been read, so a
    /// caller that mapped the file can give the slice's pages back: a huge subtree is then never resident whole.
    public func contentHash(of index: NodeIndex, source: UnsafeRawBufferPointer, release: ((Range<Int>) -> Void)? = nil) -> String? {
        let range = nodes[index].byteRange
        let start = range.lowerBound + textOffset, end = range.upperBound + textOffset
        guard !range.isEmpty, start >= 0, end <= source.count else { return nil }
        let bytes = UnsafeRawBufferPointer(rebasing: source[start..<end])
        guard let release else { return ContentHash.hex(ContentHash.hash(bytes)) }
        return ContentHash.hex(ContentHash.hash(bytes) { slice in release(slice.lowerBound + start..<slice.upperBound + start) })
    }
}

/// A fast 64-bit hash of bytes, eight at a time (little-endian words), for content hashes of large
/// subtrees: the same value on every platform and run, unlike `Hasher`. Not cryptographic.
public enum ContentHash {
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        hash(bytes, afterSlice: nil)
    }

    /// Bytes are read in slices of this many (a multiple of the word size, so slicing never changes the hash).
    public static let sliceSize = 8 << 20

    /// The hash of `bytes`, telling `afterSlice` each slice (offsets in `bytes`) once it has been read.
    public static func hash(_ bytes: UnsafeRawBufferPointer, afterSlice: ((Range<Int>) -> Void)?) -> UInt64 {
        let prime: UInt64 = 0x9E37_79B9_7F4A_7C15
        var state: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        let words = bytes.count & ~7
        // The bytes after the last whole word first: the last slice is then read whole when it is told.
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        for offset in words..<bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
        }
        var offset = 0
        repeat {
            let sliceStart = offset, sliceEnd = min(offset + sliceSize, words)
            while offset < sliceEnd {
                let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                state = (state ^ word) &* prime
                state ^= state >> 29
                offset += 8
            }
            afterSlice?(sliceStart..<(offset == words ? bytes.count : offset))
        } while offset < words
        state = (state ^ tail) &* prime
        state ^= state >> 32
        state = state &* 0xBF58_476D_1CE4_E5B9
        return state ^ (state >> 31)
    }

    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
