import Foundation
import TextUtilities

/// An exclusive `flock` on the output's state folder: one build at a time writes into an
/// output. The kernel drops the lock when the process ends, however it ends, so a killed build
/// never leaves a stale lock behind.
final class OutputLock: Sendable {
    /// The lock file's descriptor, -1 once released; guarded, so that it is never closed twice
    /// (a descriptor closed twice could close a file another thread just opened).
    private let handle: Locked<Int32>

    /// Takes the lock or fails at once, naming the build that holds it.
    init(path: String, output: String) throws(OutputError) {
        // Non-blocking, so that a FIFO put in its place cannot stall the open.
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            if errno == ELOOP {
                throw OutputError(
                    "output.refused", path: path,
                    reason: "the build lock is a symbolic link, which a build never follows; remove it")
            }
            if errno == EISDIR {
                throw OutputError("output.refused", path: path, reason: "the build lock is a folder; remove it")
            }
            throw OutputError(path: path, errno: errno, doing: "open the build lock")
        }
        try Self.checkOwnFile(descriptor, path: path)
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            var holder = [UInt8](repeating: 0, count: 32)
            let count = pread(descriptor, &holder, holder.count, 0)
            let pid = String(decoding: holder.prefix(max(count, 0)), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            close(descriptor)
            throw OutputError(
                "output.locked", path: output,
                reason:
                    "another build\(pid.isEmpty ? "" : " (process \(pid))") is writing into this output folder; run this one when it has finished"
            )
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pwrite(descriptor, pid, pid.count, 0)
        handle = Locked(descriptor)
    }

    /// The build writes its process number into the lock: only into a regular file with no
    /// other name. A hard link put in its place would make the build overwrite the file it
    /// names elsewhere (a user's notes, or /etc/passwd when run as root).
    private static func checkOwnFile(_ descriptor: Int32, path: String) throws(OutputError) {
        var info = stat()
        let problem: String? =
            fstat(descriptor, &info) != 0
            ? "cannot look at the build lock: \(String(cString: strerror(errno)))"
            : (info.st_mode & S_IFMT) != S_IFREG
                ? "the build lock is not a regular file (a FIFO, a device or a socket); remove it"
                : info.st_nlink > 1
                    ? "the build lock has \(info.st_nlink) names (a hard link to another file), which a build never writes into; remove it"
                    : nil
        guard let problem else { return }
        close(descriptor)
        throw OutputError("output.refused", path: path, reason: problem)
    }

    func release() {
        let held = handle.withLock { handle in
            defer { handle = -1 }
            return handle
        }
        if held >= 0 { close(held) }
    }

    deinit { release() }
}
