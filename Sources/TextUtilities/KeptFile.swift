import Glibc

/// The files a build keeps for the next one (its store): read whole, only when they are
/// regular files of a bounded size, and written new, never through a link.
package enum KeptFile {
    /// The bytes of the regular file at `path`, when it is one (not a link, a device or a FIFO:
    /// opened without blocking, then checked) of at most `limit` bytes; nil otherwise.
    /// - Parameters:
    ///   - folder: the descriptor of the folder a relative `path` is in.
    ///   - followingLinks: a symbolic link is read through (its target must be a regular file).
    package static func read(
        _ path: String, in folder: Int32 = AT_FDCWD, limit: Int, followingLinks: Bool = false
    ) -> [UInt8]? {
        let descriptor = openat(folder, path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= limit else {
            return nil
        }
        let count = Int(info.st_size)
        var complete = true
        // Not filled with zeros first: the read fills it.
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var done = 0
            while done < count {
                let read = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(done))
                if read < 0 && errno == EINTR { continue }
                guard read > 0 else {
                    complete = false
                    break
                }
                done += read
            }
            initialized = done
        }
        return complete ? bytes : nil
    }

    /// Writes `bytes` into a file made at `path` (which must not exist); false when it could not.
    package static func writeNew(_ bytes: [UInt8], at path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Writes all of `bytes` to the file open as `descriptor`, however many `write` calls it
    /// takes; false when one fails.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var done = 0
        while done < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            done += count
        }
        return true
    }
}
