/// The children of a very wide container (thousands of layers) that were not kept in the IR: lowering handed them
/// over in chunks as it made them, to be rendered, recorded for the manifest and freed on another core while it
/// went on (`ChildStream`), so the views of a million layers are never all in memory. The container's children
/// array holds the chunks that were kept — a chunk with a child large enough to be split into parts or groups of
/// its own, and the last, shorter one — so the views stay in the layer panel's order:
/// chunk 0, 1, … are each `chunkSize` children, streamed or kept, then the kept rest.
///
/// A streamed child names no member of its type (a part or a group of its own): the names are claimed in the
/// same order as if it had been kept, and the output is the same byte for byte.
public final class StreamedChildren: Equatable, @unchecked Sendable {
    /// Which of the declaration's streams this is (the chunks' results are found by it).
    public let id: Int
    public let chunkSize: Int
    /// Whether each full chunk was streamed (true) or kept in the children array.
    public let chunks: [Bool]
    /// How many children the container has in all, streamed and kept.
    public let total: Int
    /// How many views the streamed children and their subtrees have.
    public let viewCount: Int
    /// The fonts the texts of each streamed chunk use, in order, each differing from the one before it
    /// (`FontUsage`): the families a design uses are noted in the order of first use, streamed or not.
    let fontUses: [[FontUsage.Use]]
    /// How many chunks before each one were streamed.
    private let streamedBefore: [Int]

    init(id: Int, chunkSize: Int, chunks: [Bool], total: Int, viewCount: Int, fontUses: [[FontUsage.Use]]) {
        self.id = id
        self.chunkSize = chunkSize
        self.chunks = chunks
        self.total = total
        self.viewCount = viewCount
        self.fontUses = fontUses
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

    public static func == (lhs: StreamedChildren, rhs: StreamedChildren) -> Bool {
        lhs.id == rhs.id && lhs.chunkSize == rhs.chunkSize && lhs.chunks == rhs.chunks && lhs.total == rhs.total && lhs.viewCount == rhs.viewCount
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
