import FigmaModel

/// How lowering hands over the children of very wide containers, chunk by chunk as it makes them (`lowerChildren`).
struct ChildStreaming {
    var policy: StreamingPolicy
    /// Takes each chunk: `generate` renders and records it on another core while lowering goes on (`ChildStreamer`).
    var submit: (StreamChunk) -> Void
    /// Whether the views being lowered are a declaration's body or a variant's, in a type without slots: only those
    /// stream (a slot's default content is lowered apart, and shows layers of the body).
    var lowersBody = false
    /// How many containers of the declaration being lowered streamed their children: the next one's id.
    var count = 0
}

/// One chunk of a container's children, streamed: `StreamingPolicy.chunkSize` views that name no member of
/// their own (no part, no group), so they can be written apart from the rest of their type.
struct StreamChunk: Sendable {
    /// The declaration's stream (`StreamedChildren.id`) and the chunk's place among its streamed chunks.
    var stream: Int
    var index: Int
    var views: [ViewNode]
    /// The container: the views' layers are its children.
    var owner: Source
    /// The container's layer path (its children's manifest records name it as their parent).
    var ownerPath: String
    /// The file the declaration is written to.
    var fileName: String
}

extension Lowering {
    /// Lowers a container's children (`lowerChildren`); when they are many (`StreamingPolicy.threshold`) and the
    /// container draws them as they are (`streamable`: no mask among them, no spacers or z-order added), hands
    /// each chunk of them that names no member of its own to `stream` and keeps the others, in order.
    mutating func lowerChildren(_ children: [NodeIndex], parent: ParentLayout, depth: Int, scope: inout Scope, of container: NodeIndex,
                                streamable: Bool) -> Children {
        guard streamable, let streaming, streaming.lowersBody, let entry = currentEntry, children.count >= streaming.policy.threshold,
              !children.contains(where: { file.nodes[$0].isMask && file.nodes[$0].visible }) else {
            return Children(lowerChildren(children, parent: parent, depth: depth, scope: &scope))
        }
        // The id is claimed first: a kept chunk may hold a container that streams too.
        let id = streaming.count
        self.streaming?.count += 1
        let chunkSize = streaming.policy.chunkSize
        let owner = nodeSource(container), ownerPath = file.layerPath(of: container)
        let fileName = symbols.entries[entry].typeName + ".swift"
        var kept: [ViewNode] = []
        var chunk: [ViewNode] = []
        chunk.reserveCapacity(chunkSize)
        var chunks: [Bool] = []
        var summaries: [StreamedChunkSummary] = []
        for child in children {
            guard let view = lowerNode(child, parent: parent, depth: depth + 1, scope: &scope) else { continue }
            chunk.append(view)
            guard chunk.count == chunkSize else { continue }
            // A chunk whose every group fits a body as it is names nothing of its own (no part, no group member of a
            // child), so the names its type claims are the same as when every child is kept.
            if Self.groupsFit(chunk) {
                var views = 0
                for view in chunk { views += Self.viewCount(view) }
                summaries.append(StreamedChunkSummary(viewCount: views, fontUses: FontUsage.uses(of: chunk)))
                streaming.submit(StreamChunk(stream: id, index: summaries.count - 1, views: chunk, owner: owner, ownerPath: ownerPath, fileName: fileName))
                chunks.append(true)
            } else {
                kept += chunk
                chunks.append(false)
            }
            chunk = []
            chunk.reserveCapacity(chunkSize)
        }
        kept += chunk
        guard !summaries.isEmpty else { return Children(kept) }
        let streamed = StreamedChildren(id: id, chunkSize: chunkSize, chunks: chunks, total: kept.count + summaries.count * chunkSize,
                                        summaries: summaries)
        return Children(kept, streamed: streamed)
    }
}

extension Lowering {
    /// Whether each group of `ChildGroups.size` of the views, written inline, fits a body (`BodyWeight.budget`).
    static func groupsFit(_ views: [ViewNode]) -> Bool {
        stride(from: 0, to: views.count, by: ChildGroups.size).allSatisfy { start in
            var weight = BodyWeight.zero
            for view in views[start..<min(start + ChildGroups.size, views.count)] {
                weight += view.subtreeWeight(limit: BodyWeight.budget - weight)
                if weight.exceeds(.budget) { return false }
            }
            return true
        }
    }

    /// Number of views in a subtree (bounded: lowering caps depth).
    static func viewCount(_ view: ViewNode) -> Int {
        var count = 1
        view.forEachChild({ child in count += viewCount(child) }, streamedChunk: { count += $0.viewCount })
        return count
    }
}

/// When a container's children are streamed, and in chunks of how many (a whole number of `ChildGroups.size`
/// groups, so each group is streamed or kept whole).
struct StreamingPolicy: Sendable {
    /// A container with at least this many children to lower streams them.
    var threshold: Int
    /// Children per chunk: a multiple of `ChildGroups.size`, and at least twice it, so a container that streamed
    /// a chunk has more than `ChildGroups.size` children and is written in groups.
    var chunkSize: Int

    static let standard = StreamingPolicy(threshold: 4096, chunkSize: 1024)
    /// Every view kept in the IR.
    static let never = StreamingPolicy(threshold: .max, chunkSize: 2 * ChildGroups.size)

    init(threshold: Int, chunkSize: Int) {
        precondition(chunkSize % ChildGroups.size == 0 && chunkSize >= 2 * ChildGroups.size && threshold >= chunkSize, "StreamingPolicy: chunks must be whole groups")
        self.threshold = threshold
        self.chunkSize = chunkSize
    }
}
