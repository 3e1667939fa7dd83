import Glibc

/// The files a build keeps for the next one (the build cache): read whole, only when they are
/// regular files of a bounded size, and written new, never through a link.
public enum KeptFile {
    /// The bytes of the regular file at `path`, when it is one (not a link, a device or a FIFO:
    /// opened without blocking, then checked) of at most `limit` bytes; nil otherwise.
    public static func read(_ path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= limit else {
            return nil
        }
        let size = Int(info.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        let complete = bytes.withUnsafeMutableBytes { buffer -> Bool in
            var done = 0
            while done < size {
                let count = Glibc.read(descriptor, buffer.baseAddress! + done, size - done)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                done += count
            }
            return true
        }
        return complete ? bytes : nil
    }

    /// Writes `bytes` into a file made at `path` (which must not exist); false when it could not.
    public static func writeNew(_ bytes: [UInt8], at path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return bytes.withUnsafeBytes { raw -> Bool in
            var done = 0
            while done < raw.count {
                let count = Glibc.write(descriptor, raw.baseAddress! + done, raw.count - done)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                done += count
            }
            return true
        }
    }
}
