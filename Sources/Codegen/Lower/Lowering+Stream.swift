import FigmaModel

/// Takes the chunks of a wide container's children as lowering makes them (`Lowering.stream`): renders and
/// records each on another core while lowering goes on (`ChildStreamer`).
protocol ChildStream: AnyObject {
    func submit(_ chunk: StreamChunk)
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
                                streamable: Bool) -> (kept: [ViewNode], streamed: StreamedChildren?) {
        guard streamable, streamsBody, let stream, let entry = currentEntry, children.count >= streaming.threshold,
              !children.contains(where: { file.nodes[$0].isMask && file.nodes[$0].visible }) else {
            return (lowerChildren(children, parent: parent, depth: depth, scope: &scope), nil)
        }
        // The id is claimed first: a kept chunk may hold a container that streams too.
        let id = streamCount
        streamCount += 1
        let owner = nodeSource(container), ownerPath = file.layerPath(of: container)
        let fileName = symbols.entries[entry].typeName + ".swift"
        var kept: [ViewNode] = []
        var chunk: [ViewNode] = []
        chunk.reserveCapacity(streaming.chunkSize)
        var chunks: [Bool] = []
        var fontUses: [[FontUsage.Use]] = []
        var viewCount = 0
        for child in children {
            guard let view = lowerNode(child, parent: parent, depth: depth + 1, scope: &scope) else { continue }
            chunk.append(view)
            guard chunk.count == streaming.chunkSize else { continue }
            // A child of more views than a part may hold names nothing of its own (a part, a group member), so the
            // names its type claims are the same as when every child is kept.
            let counts = chunk.map(Self.viewCount)
            if counts.allSatisfy({ $0 <= Self.partThreshold }) {
                fontUses.append(FontUsage.uses(of: chunk))
                viewCount += counts.reduce(0, +)
                stream.submit(StreamChunk(stream: id, index: fontUses.count - 1, views: chunk, owner: owner, ownerPath: ownerPath, fileName: fileName))
                chunks.append(true)
            } else {
                kept += chunk
                chunks.append(false)
            }
            chunk = []
            chunk.reserveCapacity(streaming.chunkSize)
        }
        kept += chunk
        guard !fontUses.isEmpty else { return (kept, nil) }
        let streamed = StreamedChildren(id: id, chunkSize: streaming.chunkSize, chunks: chunks, total: kept.count + fontUses.count * streaming.chunkSize,
                                        viewCount: viewCount, fontUses: fontUses)
        return (kept, streamed)
    }
}
