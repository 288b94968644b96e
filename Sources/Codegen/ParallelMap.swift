import Dispatch

/// Maps a pure function over an array on all cores, keeping input order: deterministic output from
/// parallel work. Used for stages whose items are independent (rendering one declaration).
enum ParallelMap {
    static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        if inputs.count < 2 { return inputs.map(transform) }
        // Each slot is initialised by exactly one iteration; the array takes ownership of all of them.
        return Array(unsafeUninitializedCapacity: inputs.count) { buffer, initializedCount in
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
                (slots.baseAddress! + index).initialize(to: transform(inputs[index]))
            }
            initializedCount = inputs.count
        }
    }
}
