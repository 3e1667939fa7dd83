import Glibc

/// A lock for the short critical sections that a build's threads enter tens of thousands of
/// times (a kept page looked up, a file counted): glibc's adaptive mutex, which spins a little
/// before it sleeps. Foundation's `NSLock` sleeps in the kernel at once when the other thread
/// holds it, and two threads taking turns on it spent 6% of a one-page-edit build in `futex`
/// calls and task switches (`perf`).
public final class ShortLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        // PTHREAD_MUTEX_ADAPTIVE_NP, which Swift's Glibc module does not name.
        pthread_mutexattr_settype(&attributes, 3)
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always) public func lock() { pthread_mutex_lock(mutex) }

    @inline(__always) public func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock.
    @inline(__always) public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
