import Dispatch
import Foundation

/// Runs work on every core with results in input order, so output stays deterministic.
public enum ParallelMap {
    public static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        if inputs.count <= 1 { return inputs.map(transform) }
        let results = ResultSlots<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            results.store(transform(inputs[index]), at: index)
        }
        return results.values()
    }
}

/// One slot per input; each slot is written by exactly one iteration.
private final class ResultSlots<Output>: @unchecked Sendable {
    private var slots: [Output?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: Output, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [Output] { slots.map { $0! } }
}
