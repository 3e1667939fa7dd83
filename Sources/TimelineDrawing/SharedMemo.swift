import Foundation

/// Values worked out once per process and shared by every drawing that asks for the same
/// key, from any thread: at most ``limit`` of them, after which it starts again.
final class SharedMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    /// Enough for every distinct key of a large catalog.
    let limit: Int
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    init(limit: Int = 4096) {
        self.limit = limit
    }

    /// The value for `key`, made by `make` (outside the lock) when it is not known yet.
    func value(for key: Key, make: () -> Value) -> Value {
        lock.lock()
        let known = values[key]
        lock.unlock()
        if let known { return known }
        let value = make()
        lock.lock()
        if values.count >= limit { values.removeAll(keepingCapacity: true) }
        values[key] = value
        lock.unlock()
        return value
    }
}
