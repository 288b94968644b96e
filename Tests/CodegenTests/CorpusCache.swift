import Foundation
import FigmaModel
@testable import Codegen

/// One generation per corpus file and target, shared by the suites that read it (`CorpusGenerationTests`,
/// `LayoutMeasureTests`, `ParityIdentityTests`, `InteractionCorpusTests`) instead of each suite generating the file
/// again. The result is generated with the views kept (`overridesCarried` evaluates them); its files are those of a
/// run that frees them, as the CLI does — `generatesAndTypeChecks` makes that second run and compares.
///
/// Suites run in parallel: the table is behind a lock, and each entry behind its own, so a second suite asking for a
/// file being generated waits for that generation instead of starting another. An entry is dropped once every suite
/// that reads it (`consumers`) has taken it, so the full sweep does not hold every big file's views at once; a suite
/// asking again later (or one not listed) generates it anew, which costs time, never a check.
final class CorpusCache: @unchecked Sendable {
    static let shared = CorpusCache()

    /// Who reads a file's result, per target: when all have taken it, it is dropped.
    static let consumers: [GenerationOptions.Target: Set<String>] = [
        .swiftui: ["textKept", "overridesCarried", "typeChecks", "layout", "parity", "interactions"],
        .uikit: ["textKept", "typeChecks", "layout"],
    ]

    struct Key: Hashable {
        var name: String
        var target: GenerationOptions.Target
    }

    struct Generated {
        var file: FigmaFile
        var result: GenerationResult
        var pair: (FigmaFile, GenerationResult) { (file, result) }
    }

    private final class Entry: @unchecked Sendable {
        let lock = NSLock()
        var value: Result<Generated, any Error>?
        var takenBy: Set<String> = []
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var counts: [Key: Int] = [:]

    /// How many times a file was generated for a target in this process (a test of the cache reads it).
    func generations(_ name: String, _ target: GenerationOptions.Target) -> Int {
        lock.withLock { counts[Key(name: name, target: target)] ?? 0 }
    }

    /// The decoded corpus file `name` and its generation for `target` with default options and the views kept,
    /// generated once for all `consumers` of it.
    func generated(_ name: String, _ target: GenerationOptions.Target, for consumer: String) throws -> Generated {
        let key = Key(name: name, target: target)
        let entry = lock.withLock {
            if let entry = entries[key] { return entry }
            let entry = Entry()
            entries[key] = entry
            return entry
        }
        let value: Result<Generated, any Error> = entry.lock.withLock {
            if entry.value == nil {
                entry.value = Result {
                    let data = try Data(contentsOf: CorpusGenerationTests.corpus.appendingPathComponent(name))
                    let file = try data.withUnsafeBytes { buffer in try FigmaFile.decode(buffer) }
                    var options = GenerationOptions()
                    options.target = target
                    return Generated(file: file, result: generate(file, options: options, memory: GenerationMemory(keepsViews: true)))
                }
                lock.withLock { counts[key, default: 0] += 1 }
            }
            entry.takenBy.insert(consumer)
            return entry.value!
        }
        if entry.lock.withLock({ entry.takenBy.isSuperset(of: Self.consumers[target] ?? []) }) {
            lock.withLock {
                if entries[key] === entry { entries[key] = nil }
            }
        }
        return try value.get()
    }
}
