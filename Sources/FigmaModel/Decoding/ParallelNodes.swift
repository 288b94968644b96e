import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decoding a large export on several cores, with exactly the result of decoding it on one.
///
/// JSON cannot be cut at an arbitrary byte, but a layer can be recognised from its own bytes: in valid JSON a
/// raw `"` never occurs inside a string, so `{"id":` after a `,` or `[` always starts an object whose first
/// key is `id` — a node in a `children` array, or something shaped like one. A helper starts at a byte offset
/// in the second part of the file, finds such an object, and decodes it and its following siblings as nodes
/// (a *run*); at the end of the array it skips the rest of the unknown parent and goes on with the parent's
/// following siblings, and so on upwards. Meanwhile the main decoder reads the file from the start as always.
/// Whenever it is about to read a child node at the very offset where a run starts, it adopts the run's nodes
/// (renumbered into its own array, in document order) and jumps to the run's end; everything else it reads
/// itself. A run is only ever taken where the main decoder itself expects child nodes, and its nodes were
/// decoded from the same bytes by the same code, so the file is the same as a single-threaded decode. A run
/// that fails, or a guess that was not a node, is simply never adopted: the main decoder then reads (and
/// reports) those bytes itself.
struct SpeculativeRuns: @unchecked Sendable {
    /// Consecutive sibling nodes decoded by a helper, from `start` (their first `{`) to `end` (after the last `}`).
    struct Run {
        var start: Int
        var end: Int
        /// The run's nodes in document order; parent and children indices are local to this array.
        var nodes: [Node]
        /// Indices (in `nodes`) of the run's top-level nodes: the siblings.
        var roots: [Int]
        var log: ToleranceLog
    }

    /// Files smaller than this are decoded on one core: starting a helper would cost more than it saves.
    static let minimumBytes = 4 << 20

    /// The cores the system has online.
    static var onlineCores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    private let group = DispatchGroup()
    /// One slot per helper: each helper writes only its own, and `wait()` reads them after the group is done.
    private let slots: [Slot]
    /// Where the first helper starts looking: before this offset no run can start.
    let firstStart: Int

    private final class Slot: @unchecked Sendable {
        var runs: [Run] = []
    }

    /// Starts helpers on `bytes` (which must outlive `wait()`): one per further core, for a file of at least
    /// `minimumBytes`, or exactly `helpers` (tests). Nil when there would be none.
    init?(bytes: UnsafeRawBufferPointer, helpers requested: Int? = nil) {
        let helpers = min(max(requested ?? Self.onlineCores - 1, 0), 3)
        guard helpers > 0, requested != nil || bytes.count >= Self.minimumBytes, bytes.count > 16 else { return nil }
        let count = bytes.count
        // Helper i covers [start(i), start(i + 1)); the main decoder the part before the first.
        let starts = (0..<helpers).map { count * ($0 + 1) / (helpers + 1) }
        firstStart = starts[0]
        let slots = (0..<helpers).map { _ in Slot() }
        self.slots = slots
        nonisolated(unsafe) let shared = bytes
        for (index, slot) in slots.enumerated() {
            let limit = index + 1 < helpers ? starts[index + 1] : count
            DispatchQueue.global().async(group: group) {
                slot.runs = Self.speculate(bytes: shared, from: starts[index], until: limit)
            }
        }
    }

    /// Waits for the helpers to stop reading the bytes.
    func finish() {
        group.wait()
    }

    /// Waits for the helpers; their runs, by start offset.
    func wait() -> [Run] {
        group.wait()
        return slots.flatMap(\.runs).sorted { $0.start < $1.start }
    }

    // MARK: Helper

    /// Runs found from `start`, decoding until a run would begin at or after `limit`.
    private static func speculate(bytes: UnsafeRawBufferPointer, from start: Int, until limit: Int) -> [Run] {
        var scanner = JSONScanner(bytes)
        var runs: [Run] = []
        var search = start
        // Find the first object that decodes as a node.
        while runs.isEmpty {
            guard let candidate = nextCandidate(bytes, from: search, before: limit) else { return [] }
            scanner.offset = candidate.brace
            guard let run = decodeRun(&scanner) else {
                search = candidate.keyEnd
                continue
            }
            runs.append(run)
        }
        // Climb: the rest of the unknown parent is skipped, then its following siblings form the next run.
        while true {
            do {
                // After a run: `]` closed the array; the parent's remaining members follow until its `}`.
                while try scanner.nextMember() {
                    _ = try scanner.readKeyBytes()
                    try scanner.skipValue()
                }
                // Now after the parent: a sibling of it, or the end of the grandparent's children.
                guard try scanner.nextElement() else { continue }
                guard try scanner.peekKind() == .object, scanner.offset < limit, let run = decodeRun(&scanner) else { return runs }
                runs.append(run)
            } catch {
                return runs
            }
        }
    }

    /// Decodes node objects from the cursor (on a `{`) while siblings follow; ends on the array's `]`, which
    /// it consumes. Nil when not even the first object is a node. After a sibling that fails to decode, the
    /// run ends before it and `scanner` is left at the end of the bytes: the climb cannot go on from an unknown
    /// place (the main decoder reads that sibling itself, and reports it).
    private static func decodeRun(_ scanner: inout JSONScanner) -> Run? {
        var decoder = FigmaDecoder(scanner: scanner)
        let start = scanner.offset
        var roots: [Int] = []
        var end = start
        var complete = 0
        var log = ToleranceLog()
        do {
            repeat {
                guard try decoder.reader.scanner.peekKind() == .object else { break }
                let root = try decoder.decodeNodeTree(parent: nil)
                roots.append(root)
                end = decoder.reader.scanner.offset
                complete = decoder.file.nodes.count
                log = decoder.reader.log
            } while try decoder.reader.scanner.nextElement()
            scanner = decoder.reader.scanner
        } catch {
            guard !roots.isEmpty else { return nil }
            scanner.offset = scanner.count
        }
        // A failed sibling's nodes follow the complete siblings' subtrees; its log entries are left out with it.
        return Run(start: start, end: end, nodes: Array(decoder.file.nodes.prefix(complete)), roots: roots, log: log)
    }

    /// The next `{` that opens an array element whose first key is `id`, with its key found at or after `from`
    /// (and before `before`); `keyEnd` is where to search on.
    private static func nextCandidate(_ bytes: UnsafeRawBufferPointer, from: Int, before: Int) -> (brace: Int, keyEnd: Int)? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        var index = max(from, 1)
        let count = bytes.count
        while index + 4 <= min(before, count) {
            // `"id"` as a key: a quote, `id`, a quote, then (after spaces) `:`.
            guard bytes[index] == 0x22, bytes[index + 1] == 0x69, bytes[index + 2] == 0x64, bytes[index + 3] == 0x22 else {
                index += 1
                continue
            }
            var after = index + 4
            while after < count, isSpace(bytes[after]) { after += 1 }
            var brace = index - 1
            while brace > 0, isSpace(bytes[brace]) { brace -= 1 }
            var before = brace - 1
            while before > 0, isSpace(bytes[before]) { before -= 1 }
            if after < count, bytes[after] == 0x3A, bytes[brace] == 0x7B, bytes[before] == 0x2C || bytes[before] == 0x5B {
                return (brace, index + 4)
            }
            index += 4
        }
        return nil
    }
}

