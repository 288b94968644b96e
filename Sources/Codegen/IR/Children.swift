/// A container's children, in the layer panel's order. Those of a very wide container (thousands of layers) may
/// be partly streamed: lowered, rendered and recorded for the manifest chunk by chunk while lowering went on, then
/// freed (`ChildStreamer`), so the views of a million layers are never all in memory. A walk sees each kept child
/// as its view and each streamed chunk as a whole, in its place (`forEach`).
struct Children: Equatable, Sendable {
    /// The children kept as views, in order: all of them unless some were streamed.
    var kept: [ViewNode]
    private let streamed: StreamedChildren?

    init(_ views: [ViewNode], streamed: StreamedChildren? = nil) {
        kept = views
        self.streamed = streamed
    }

    /// How many children there are, streamed or kept.
    var count: Int { streamed?.total ?? kept.count }

    /// Whether some children were streamed (then they are always written in groups: `ChildGroups`).
    var isStreamed: Bool { streamed != nil }

    /// The position in `kept` of child `index` (of all of them), or nil when it was streamed.
    func keptPosition(_ index: Int) -> Int? {
        guard let streamed else { return index }
        return streamed.isStreamed(index) ? nil : streamed.keptIndex(index)
    }

    /// How many were streamed, and in chunks of how many (nil when none were).
    var streamedShare: (count: Int, chunkSize: Int)? {
        streamed.map { ($0.total - kept.count, $0.chunkSize) }
    }

    /// Child `index` (of all of them), or nil when it was streamed.
    func view(at index: Int) -> ViewNode? {
        guard let streamed else { return kept[index] }
        return streamed.isStreamed(index) ? nil : kept[streamed.keptIndex(index)]
    }

    /// Where the views of a group of children (`ChildGroups.size` of them, starting at a multiple of it) were
    /// rendered apart, when they were streamed.
    func streamedGroup(_ range: Range<Int>) -> SplicedGroup? {
        guard let streamed, range.count == ChildGroups.size, streamed.isStreamed(range.lowerBound) else { return nil }
        return SplicedGroup(stream: streamed.id, chunk: streamed.streamedChunk(range.lowerBound),
                            group: range.lowerBound % streamed.chunkSize / ChildGroups.size)
    }

    /// Walks the children in order: each kept one through `view`, each streamed chunk through `streamedChunk`.
    func forEach(_ view: (ViewNode) -> Void, streamedChunk: (StreamedChunkSummary) -> Void) {
        guard let streamed else {
            kept.forEach(view)
            return
        }
        streamed.forEachChild(kept: kept, view) { streamedChunk(streamed.summaries[$0]) }
    }
}

extension ViewNode {
    /// The children of a stack, wrap or free layout.
    var containerChildren: Children? {
        switch content {
        case .stack(let stack): stack.children
        case .layers(_, let children): children
        case .wrap(let wrap): wrap.children
        default: nil
        }
    }
}

/// What the IR still knows of a streamed chunk once its views are freed.
struct StreamedChunkSummary: Equatable, Sendable {
    /// How many views its children and their subtrees have.
    var viewCount: Int
    /// The fonts its texts use, in order, each differing from the one before it (`FontUsage`): the families a
    /// design uses are noted in the order of first use, streamed or not.
    var fontUses: [FontUsage.Use]
}

/// Which children of a very wide container (thousands of layers) were not kept in the IR: lowering handed them
/// over in chunks as it made them, to be rendered, recorded for the manifest and freed on another core while it
/// went on (`ChildStreamer`), so the views of a million layers are never all in memory. The container's children
/// array holds the chunks that were kept — a chunk with a child large enough to be split into parts or groups of
/// its own, and the last, shorter one — so the views stay in the layer panel's order:
/// chunk 0, 1, … are each `chunkSize` children, streamed or kept, then the kept rest.
///
/// A streamed child names no member of its type (a part or a group of its own): the names are claimed in the
/// same order as if it had been kept, and the output is the same byte for byte.
final class StreamedChildren: Equatable, @unchecked Sendable {
    /// Which of the declaration's streams this is (the chunks' results are found by it).
    let id: Int
    let chunkSize: Int
    /// Whether each full chunk was streamed (true) or kept in the children array.
    let chunks: [Bool]
    /// How many children the container has in all, streamed and kept.
    let total: Int
    /// Each streamed chunk's, in order.
    let summaries: [StreamedChunkSummary]
    /// How many chunks before each one were streamed.
    private let streamedBefore: [Int]

    init(id: Int, chunkSize: Int, chunks: [Bool], total: Int, summaries: [StreamedChunkSummary]) {
        self.id = id
        self.chunkSize = chunkSize
        self.chunks = chunks
        self.total = total
        self.summaries = summaries
        var before: [Int] = []
        before.reserveCapacity(chunks.count + 1)
        var count = 0
        for isStreamed in chunks {
            before.append(count)
            if isStreamed { count += 1 }
        }
        before.append(count)
        streamedBefore = before
    }

    /// Whether child `index` (of all the container's children) was streamed.
    func isStreamed(_ index: Int) -> Bool {
        let chunk = index / chunkSize
        return chunk < chunks.count && chunks[chunk]
    }

    /// The position in the kept children array of child `index`, which was kept.
    func keptIndex(_ index: Int) -> Int {
        index - streamedBefore[min(index / chunkSize, chunks.count)] * chunkSize
    }

    /// The streamed chunk that holds child `index` (which was streamed), counted among the streamed ones only.
    func streamedChunk(_ index: Int) -> Int {
        streamedBefore[index / chunkSize]
    }

    /// Walks the children in order: each kept one through `kept`, each streamed chunk (counted among the streamed
    /// ones) through `streamedChunk`.
    func forEachChild(kept children: [ViewNode], _ kept: (ViewNode) -> Void, streamedChunk: (Int) -> Void) {
        var next = 0, streamed = 0
        for isStreamed in chunks {
            if isStreamed {
                streamedChunk(streamed)
                streamed += 1
            } else {
                children[next..<next + chunkSize].forEach(kept)
                next += chunkSize
            }
        }
        children[next...].forEach(kept)
    }

    static func == (lhs: StreamedChildren, rhs: StreamedChildren) -> Bool {
        lhs.id == rhs.id && lhs.chunkSize == rhs.chunkSize && lhs.chunks == rhs.chunks && lhs.total == rhs.total && lhs.summaries == rhs.summaries
    }
}
