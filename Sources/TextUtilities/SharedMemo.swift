/// Values worked out once per process and shared by every caller that asks for the same key,
/// from any thread: at most ``limit`` of them, after which it starts again. The timeline
/// drawings keep their curves and still moments in one, the animation reader its expressions.
package final class SharedMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// Enough for every distinct key of a large catalog.
    package let limit: Int
    private let values = Locked<[Key: Value]>([:])

    package init(limit: Int = 4096) {
        self.limit = limit
    }

    /// The value for `key`, made by `make` (outside the lock) when it is not known yet.
    package func value(for key: Key, make: () -> Value) -> Value {
        if let known = values.withLock({ $0[key] }) { return known }
        let value = make()
        values.withLock { values in
            if values.count >= limit { values.removeAll(keepingCapacity: true) }
            values[key] = value
        }
        return value
    }
}
