import Foundation

/// An exclusive `flock` on the output's state folder: one build at a time writes into an
/// output. The kernel drops the lock when the process ends, however it ends, so a killed build
/// never leaves a stale lock behind.
final class OutputLock: @unchecked Sendable {
    private var handle: Int32

    /// Takes the lock or fails at once, naming the build that holds it.
    init(path: String, output: String) throws(OutputError) {
        handle = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard handle >= 0 else { throw OutputError(path: path, errno: errno, doing: "open the build lock") }
        guard flock(handle, LOCK_EX | LOCK_NB) == 0 else {
            var holder = [UInt8](repeating: 0, count: 32)
            let count = pread(handle, &holder, holder.count, 0)
            let pid = String(decoding: holder.prefix(max(count, 0)), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            // A class whose init throws after setting every property is deinitialized: without
            // this, `deinit` closed the descriptor a second time, by then perhaps a file another
            // thread had just opened (seen as "Bad file descriptor" in concurrent tests).
            close(handle)
            handle = -1
            throw OutputError(
                "output.locked", path: output,
                reason:
                    "another build\(pid.isEmpty ? "" : " (process \(pid))") is writing into this output folder; run this one when it has finished"
            )
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(handle, 0)
        _ = pwrite(handle, pid, pid.count, 0)
    }

    /// Guards `handle`: the build and `catalog watch`'s background step may both release the
    /// lock, and a descriptor closed twice could close a file another thread just opened.
    private let guardLock = NSLock()

    func release() {
        guardLock.lock()
        let held = handle
        handle = -1
        guardLock.unlock()
        if held >= 0 { close(held) }
    }

    deinit { release() }
}
