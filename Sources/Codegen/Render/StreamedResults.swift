import Dispatch
import FigmaModel

// A container with a great many children (a feed of a million rows) is generated without ever holding all its
// views: lowering hands its children over in chunks (`Lowering+Stream`); each chunk is rendered group by group
// (`ChildGroups`) and recorded for the manifest on another core, and its views freed, while lowering goes on
// (`ChildStreamer`). When the declaration is rendered, each streamed group's lines are spliced into its group
// member (`CodeWriter.splice`), and once the file's lines are known, its records get their line numbers
// (`StreamedRecords.assembled`). The bytes are those of rendering every view in place.

/// One group of a streamed container, by its stream, chunk (among the stream's streamed ones) and place in it.
struct SplicedGroup: Hashable, Sendable {
    var stream: Int
    var chunk: Int
    var group: Int
}

/// One group's views as its group member writes them (at the member's body depth), without the member around.
struct RenderedGroup: Sendable {
    var lines: String
    var lineCount: Int
    /// Where each node's view and values are, counted from the group's first line (1).
    var layerLines: [String: LayerLines]
    /// What the target cannot draw of the group's layers.
    var diagnostics: [Diagnostic]
}

/// A streamed chunk, rendered and recorded.
struct ChunkResult: Sendable {
    /// Its groups' lines, in order (each a `ChildGroups.size` children).
    var groups: [RenderedGroup]
    var records: StreamedRecords
}

/// The streamed chunks of a declaration's containers: by stream (`StreamedChildren.id`), each stream's
/// streamed chunks in order.
struct StreamedResults: Sendable {
    var streams: [[ChunkResult]] = []

    /// Writes group `range` of a container's children into its member, when that group was streamed, and
    /// returns it (nil: the group was kept, and is written from its views).
    func splice(_ range: Range<Int>, of children: Children, into writer: inout CodeWriter) -> RenderedGroup? {
        guard let key = children.streamedGroup(range) else { return nil }
        let group = streams[key.stream][key.chunk].groups[key.group]
        writer.splice(group.lines, count: group.lineCount, group: key)
        return group
    }
}
