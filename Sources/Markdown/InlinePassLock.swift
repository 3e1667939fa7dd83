import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Serializes cmark-gfm's inline passes.
///
/// cmark-gfm 0.29 marks the characters that start extension inlines (`~`, `|`, `:`, `w`) in one
/// process-wide table when a parser's inline pass starts, and unmarks them when it ends: a
/// parser finishing while another is mid-pass makes the other miss strikethroughs, autolinks and
/// table pipes. So inline passes (`cmark_parser_finish`) take turns; block parsing, copying and
/// rendering still run in parallel.
///
/// The pass takes microseconds, less than putting a thread to sleep and waking it, so on Linux
/// the mutex is glibc's adaptive kind, which spins briefly before sleeping.
final class InlinePassLock: @unchecked Sendable {
    static let shared = InlinePassLock()

    #if canImport(Glibc)
        private let mutex: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)

        private init() {
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
            pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        func withLock<Result>(_ body: () -> Result) -> Result {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return body()
        }
    #else
        private let lock = NSLock()

        private init() {}

        func withLock<Result>(_ body: () -> Result) -> Result {
            lock.withLock(body)
        }
    #endif
}
