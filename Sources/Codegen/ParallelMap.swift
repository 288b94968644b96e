import Dispatch

/// Maps a pure function over an array on all cores, keeping input order: deterministic output from
/// parallel work. Used for stages whose items are independent (rendering one declaration).
enum ParallelMap {
    static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        if inputs.count < 2 { return inputs.map(transform) }
        let results = UnsafeMutableBufferPointer<Output?>.allocate(capacity: inputs.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            slots[index] = transform(inputs[index])  // each index is written by exactly one iteration
        }
        return results.map { $0! }
    }
}
