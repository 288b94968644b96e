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
        var path = roots.first { $0.node == current }?.path ?? .root
        for step in steps.reversed() {
            path = path.appending("children").appending(index: step)
        }
        return path
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
