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

    /// Runs two independent pure functions at the same time (when a core is free) and returns both results.
    static func both<First: Sendable, Second: Sendable>(_ first: @Sendable () -> First, and second: @Sendable () -> Second) -> (First, Second) {
        aside(first, while: second)
    }
}

extension ParallelMap {
    /// Runs `aside` and `body` at the same time (when a core is free) and returns both results. `body` need not
    /// be `Sendable`: it may use its caller's values, `inout` ones included, because nothing else touches them
    /// until this returns. It never waits on a queue for a free thread (the calling thread takes a part), so it
    /// is safe inside tasks that already fill every thread of the pool.
    static func aside<Aside: Sendable, Result>(_ aside: @Sendable () -> Aside, while body: () -> Result) -> (Aside, Result) {
        var asideResult: Aside?
        var bodyResult: Result?
        withoutActuallyEscaping(body) { body in
            withUnsafeMutablePointer(to: &asideResult) { asideSlot in
                withUnsafeMutablePointer(to: &bodyResult) { bodySlot in
                    // Each iteration writes only its own slot, and runs `body` exactly once: concurrentPerform returns after both.
                    nonisolated(unsafe) let asideSlot = asideSlot, bodySlot = bodySlot, body = body
                    DispatchQueue.concurrentPerform(iterations: 2) { index in
                        if index == 0 { asideSlot.pointee = aside() } else { bodySlot.pointee = body() }
                    }
                }
            }
        }
        return (asideResult!, bodyResult!)
    }
}

/// Runs a pure transform on items while their producer is still making the next ones: each submitted item
/// is transformed on another core as soon as one is free, and `finish` returns the results in submission
/// order — deterministic output from overlapped stages (`generate` renders a declaration while the next is
/// lowered). One producer thread calls `submit` and then `finish`, once.
final class OrderedPipeline<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    /// Takes its input: what the transform no longer needs can be freed before it returns.
    private let transform: @Sendable (consuming Input) -> Output
    private let slots: UnsafeMutablePointer<Output>
    private let capacity: Int
    private var submitted = 0
    private var finished = false
    private let group = DispatchGroup()

    /// - Parameter capacity: how many items will be submitted, at most.
    init(capacity: Int, transform: @escaping @Sendable (consuming Input) -> Output) {
        self.transform = transform
        self.capacity = capacity
        slots = .allocate(capacity: max(capacity, 1))
    }

    func submit(_ input: consuming Input) {
        precondition(submitted < capacity && !finished, "OrderedPipeline: more items than its capacity, or submitted after finish")
        // Each task initialises its own slot; `finish` reads them after the group's wait, which orders the writes before it.
        nonisolated(unsafe) let slot = slots + submitted
        let transform = transform
        submitted += 1
        // Handed over in a box the task empties, so the task's closure does not keep the input alive.
        let handoff = Handoff(input)
        DispatchQueue.global().async(group: group) {
            slot.initialize(to: transform(handoff.take()))
        }
    }

    /// Waits for every submitted item and returns the results in submission order.
    func finish() -> [Output] {
        precondition(!finished, "OrderedPipeline: finished twice")
        group.wait()
        finished = true
        return Array(UnsafeBufferPointer(start: slots, count: submitted))
    }

    deinit {
        group.wait()  // nothing left to wait for after `finish`
        slots.deinitialize(count: submitted)
        slots.deallocate()
    }
}

/// One value passed to another thread and taken out by it (`OrderedPipeline.submit`, `ChildStreamer.submit`).
final class Handoff<Value>: @unchecked Sendable {
    private var value: Value?
    init(_ value: consuming Value) { self.value = value }
    /// The value, once: only the one task that receives the box calls it.
    func take() -> Value { value.take()! }
}
