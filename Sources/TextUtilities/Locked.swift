import CSystem
import Synchronization

/// A value behind a `Mutex`, whose lock ThreadSanitizer also sees (`make sanitize`): on Linux
/// `Mutex` locks with a futex, which the sanitizer does not know as synchronization, so it
/// would report every access under the lock as a race.
package final class Locked<Value>: Sendable {
    private let mutex: Mutex<Value>

    package init(_ value: sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value while holding the lock.
    package func withLock<Result, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        let address = Unmanaged.passUnretained(self).toOpaque()
        return try mutex.withLock { (value: inout sending Value) throws(E) -> sending Result in
            catalog_tsan_acquire(address)
            defer { catalog_tsan_release(address) }
            return try body(&value)
        }
    }
}
