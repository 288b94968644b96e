import Dispatch
import FigmaModel

/// Renders and records the chunks lowering streams, on other cores while it goes on, a few at a time (a chunk's
/// views wait in memory only until a core takes them). `finishDeclaration` hands over a declaration's results.
final class ChildStreamer: @unchecked Sendable {
    private let renderer: any Renderer
    private let file: FigmaFile
    private let group = DispatchGroup()
    /// Chunks submitted but not yet done: lowering waits when this many are (their views are the memory in flight).
    private let inFlight = DispatchSemaphore(value: 4)
    private let lock = DispatchQueue(label: "figgen.streamer")
    /// The declaration's results so far, by stream and chunk (filled as chunks finish, in any order).
    private var results: [[ChunkResult?]] = []

    init(renderer: any Renderer, file: FigmaFile) {
        self.renderer = renderer
        self.file = file
    }

    func submit(_ chunk: StreamChunk) {
        inFlight.wait()
        lock.sync {
            while results.count <= chunk.stream { results.append([]) }
            while results[chunk.stream].count <= chunk.index { results[chunk.stream].append(nil) }
        }
        let handoff = Handoff(chunk)
        let renderer = renderer, file = file
        DispatchQueue.global().async(group: group) { [self] in
            let chunk = handoff.take()
            let result = Self.process(chunk, renderer: renderer, file: file)
            let (stream, index) = (chunk.stream, chunk.index)
            lock.sync { results[stream][index] = result }
            inFlight.signal()
        }
    }

    /// Waits for every chunk of the declaration just lowered and hands their results over.
    func finishDeclaration() -> StreamedResults {
        group.wait()
        return lock.sync {
            defer { results = [] }
            return StreamedResults(streams: results.map { $0.map { $0! } })
        }
    }

    /// Renders a chunk group by group, and records its layers for the manifest; the views are freed after.
    static func process(_ chunk: consuming StreamChunk, renderer: any Renderer, file: FigmaFile) -> ChunkResult {
        let views = chunk.views
        var groups: [RenderedGroup] = []
        var records = StreamedRecords()
        // The container's path, for its children's records; their own for their children's.
        var paths = [chunk.owner.nodeID: chunk.ownerPath]
        for (group, start) in stride(from: 0, to: views.count, by: ChildGroups.size).enumerated() {
            let members = views[start..<min(start + ChildGroups.size, views.count)]
            var rendered = renderer.renderGroup(members)
            var facts: [Manifest.ViewFact] = []
            for view in members { Manifest.addFacts(of: view, to: &facts) }
            for (layer, node) in Manifest.layerRecords(facts: &facts, lines: &rendered.layerLines, file: file, fileName: chunk.fileName, paths: &paths) {
                records.append(layer, group: group, node: node)
            }
            rendered.layerLines = [:]
            groups.append(rendered)
        }
        records.reserveLineNumbers()
        return ChunkResult(groups: groups, records: records)
    }
}
