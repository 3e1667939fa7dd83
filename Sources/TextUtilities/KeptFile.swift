import Glibc

/// The files a build keeps for the next one (the build cache): read whole, only when they are
/// regular files of a bounded size, and written new, never through a link.
public enum KeptFile {
    /// The bytes of the regular file at `path`, when it is one (not a link, a device or a FIFO:
    /// opened without blocking, then checked) of at most `limit` bytes; nil otherwise.
    public static func read(_ path: String, limit: Int) -> [UInt8]? {
        guard let file = openRegular(path, limit: limit) else { return nil }
        defer { close(file.descriptor) }
        return readRange(file.descriptor, offset: 0, count: file.size)
    }

    /// The start of the regular file at `path` (see ``read(_:limit:)``), with the file's size:
    /// its first `first` bytes (fewer when the file is shorter), then, through the same open
    /// file, up to the length `wanted` tells from them (nil: not this file), which is returned
    /// too. Nil when the file is not a regular one of at most `limit` bytes, or is shorter than
    /// wanted.
    public static func readStart(
        _ path: String, limit: Int, first: Int, wanted: ([UInt8]) -> Int?
    ) -> (bytes: [UInt8], size: Int, wanted: Int)? {
        guard let file = openRegular(path, limit: limit) else { return nil }
        defer { close(file.descriptor) }
        guard var bytes = readRange(file.descriptor, offset: 0, count: min(first, file.size)),
            let length = wanted(bytes), length <= file.size
        else { return nil }
        if length > bytes.count {
            guard let rest = readRange(file.descriptor, offset: bytes.count, count: length - bytes.count) else {
                return nil
            }
            bytes += rest
        }
        return (bytes, file.size, length)
    }

    /// The regular file at `path` open for reading, with its size, when it is one (not a link,
    /// a device or a FIFO: opened without blocking, then checked) of at most `limit` bytes;
    /// the caller closes it.
    private static func openRegular(_ path: String, limit: Int) -> (descriptor: Int32, size: Int)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= limit else {
            close(descriptor)
            return nil
        }
        return (descriptor, Int(info.st_size))
    }

    /// `count` bytes of the file open as `descriptor` from `offset`; nil when fewer are there.
    public static func readRange(_ descriptor: Int32, offset: Int, count: Int) -> [UInt8]? {
        // Not filled with zeros first: the read fills it (that memset was a tenth of reading
        // 10,000 kept components back).
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var done = 0
            while done < count {
                let read = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
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

    /// The bytes of `part`, when the file still holds them (a regular file, the same digest);
    /// nil otherwise.
    public static func read(_ part: KeptPart) -> [UInt8]? {
        guard part.offset >= 0, part.count >= 0 else { return nil }
        if let unnamed = part.file {
            guard let bytes = readRange(unnamed.descriptor, offset: part.offset, count: part.count),
                bytes.withUnsafeBytes({ ByteDigest.of($0) }) == part.digest
            else { return nil }
            return bytes
        }
        guard let file = openRegular(part.path, limit: Int.max) else { return nil }
        defer { close(file.descriptor) }
        guard part.offset <= file.size, part.count <= file.size - part.offset,
            let bytes = readRange(file.descriptor, offset: part.offset, count: part.count),
            bytes.withUnsafeBytes({ ByteDigest.of($0) }) == part.digest
        else { return nil }
        return bytes
    }

    /// Writes `bytes` into a file made at `path` (which must not exist); false when it could not.
    public static func writeNew(_ bytes: [UInt8], at path: String) -> Bool {
        bytes.withUnsafeBytes { writeNew([$0], at: path) }
    }

    /// Writes `parts`, one after the other, into a file made at `path` (which must not exist),
    /// without joining them first; false when it could not.
    public static func writeNew(_ parts: [UnsafeRawBufferPointer], at path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return parts.allSatisfy { writeAll($0, to: descriptor) }
    }

    /// Writes all of `bytes` to the file open as `descriptor`, however many `write` calls it
    /// takes; false when one fails.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var done = 0
        while done < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            done += count
        }
        return true
    }

    /// Writes `payload` after the ``ByteDigest`` of it into a new file at `path`: read back by
    /// ``readChecked(_:limit:)``, a byte changed anywhere makes the file unread. The payload is
    /// written as it is, not copied behind its digest (the `render` file is tens of MB).
    public static func writeChecked(_ payload: [UInt8], at path: String) -> Bool {
        payload.withUnsafeBytes { payload in
            var digest = ByteDigest.of(payload)
            return withUnsafeBytes(of: &digest) { writeNew([$0, payload], at: path) }
        }
    }

    /// Writes an encoding given as pieces after its ``ByteDigest`` into a new file at `path`,
    /// the same bytes as ``writeChecked(_:at:)`` of the pieces joined, without joining them:
    /// the digest is taken piece by piece, then the pieces are written, short ones gathered
    /// into writes of 64 KiB.
    public static func writeChecked(_ pieces: EncodedPieces, at path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return writeChecked(pieces, to: descriptor)
    }

    /// ``writeChecked(_:at:)`` into the file open as `descriptor` (empty, open for writing).
    public static func writeChecked(_ pieces: EncodedPieces, to descriptor: Int32) -> Bool {
        var stream = ByteDigest.Stream()
        _ = pieces.forEachPiece { piece in
            stream.add(piece)
            return true
        }
        let gathered = 64 << 10
        var buffer: [UInt8] = []
        buffer.reserveCapacity(gathered)
        withUnsafeBytes(of: stream.finish()) { buffer.append(contentsOf: $0) }
        func flush() -> Bool {
            defer { buffer.removeAll(keepingCapacity: true) }
            return buffer.withUnsafeBytes { writeAll($0, to: descriptor) }
        }
        let written = pieces.forEachPiece { piece in
            if buffer.count + piece.count > gathered {
                guard flush() else { return false }
            }
            if piece.count >= gathered { return writeAll(piece, to: descriptor) }
            buffer.append(contentsOf: piece)
            return true
        }
        return written && flush()
    }

    /// A new file without a name in `folder` (`O_TMPFILE`), open for writing: the kernel
    /// removes it when it is closed, or when the process ends in any way, unless
    /// ``name(_:at:)`` gave it a name first. For a build-cache file a build can write before it
    /// knows it will succeed: a build that fails or is killed leaves nothing behind. Nil where
    /// the file system cannot make one (the caller then keeps the contents in memory).
    public static func unnamed(in folder: String, readable: Bool = false) -> Int32? {
        // `O_TMPFILE` is a macro Swift does not import: `__O_TMPFILE | O_DIRECTORY`, the same
        // value on every Linux architecture Swift runs on.
        let temporaryFile: Int32 = 0o20_000_000 | O_DIRECTORY
        let access = readable ? O_RDWR : O_WRONLY
        let descriptor = open(folder, temporaryFile | access | O_CLOEXEC, readable ? 0o600 : 0o644)
        return descriptor >= 0 ? descriptor : nil
    }

    /// ``unnamed(in:)`` in `folder`, or, while `folder` is not there yet (the build cache is
    /// made after a build published), in the folder holding it: the same file system, so that
    /// the file can be named in `folder` later.
    public static func unnamed(inOrBeside folder: String) -> Int32? {
        unnamed(in: folder) ?? folder.lastIndex(of: "/").flatMap { unnamed(in: String(folder[..<$0])) }
    }

    /// Gives the file made by ``unnamed(in:)`` and open as `descriptor` the name `path`, in
    /// place of any file there (a temporary name of this process, then renamed: a reader
    /// sees the old file or this one). False when it could not; `path` is then removed, so
    /// that no stale file is read in its place.
    public static func name(_ descriptor: Int32, at path: String) -> Bool {
        let temporary = path + ".\(getpid())"
        unlink(temporary)
        // Through `/proc` (linking the descriptor itself takes a privilege).
        guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0,
            rename(temporary, path) == 0
        else {
            unlink(temporary)
            unlink(path)
            return false
        }
        return true
    }

    /// ``replace(_:at:)`` of an encoding given as pieces (``writeChecked(_:at:)``).
    public static func replace(_ pieces: EncodedPieces?, at path: String) {
        replace(at: path) { temporary in pieces.map { writeChecked($0, at: temporary) } ?? false }
    }

    /// Puts `payload` (with its digest, see ``writeChecked(_:at:)``) at `path` through a
    /// temporary file of this process renamed over it, so that a reader sees the old file or
    /// the new one, never half of one. With nil, or when it cannot be written, `path` is
    /// removed: no stale file is left to be read.
    public static func replace(_ payload: [UInt8]?, at path: String) {
        replace(at: path) { temporary in payload.map { writeChecked($0, at: temporary) } ?? false }
    }

    /// Writes a file at a temporary name of this process with `write`, renamed over `path`;
    /// when `write` fails or the rename does, `path` is removed.
    private static func replace(at path: String, write: (String) -> Bool) {
        let temporary = path + ".\(getpid())"
        unlink(temporary)
        guard write(temporary), rename(temporary, path) == 0 else {
            unlink(temporary)
            unlink(path)
            return
        }
    }

    /// What ``writeChecked(_:at:)`` wrote, handed to `use` (without its digest) when the
    /// digest matches; nil otherwise.
    public static func readChecked<Value>(_ path: String, limit: Int, _ use: (UnsafeRawBufferPointer) -> Value?)
        -> Value?
    {
        guard let bytes = read(path, limit: limit), bytes.count >= 8 else { return nil }
        return bytes.withUnsafeBytes { raw -> Value? in
            let payload = UnsafeRawBufferPointer(rebasing: raw[8...])
            guard raw.loadUnaligned(as: UInt64.self) == ByteDigest.of(payload) else { return nil }
            return use(payload)
        }
    }
}

/// Bytes of a build-cache file left on disk until they are needed: where they are and the
/// ``ByteDigest`` they must have (``KeptFile/read(_:)``).
public struct KeptPart: Sendable, Equatable {
    public let path: String
    public let offset: Int
    public let count: Int
    public let digest: UInt64
    /// The file when it has no name (``PartFile``): read through its descriptor, `path` only
    /// says what it is.
    public let file: PartFile?

    public init(path: String, offset: Int, count: Int, digest: UInt64, file: PartFile? = nil) {
        self.path = path
        self.offset = offset
        self.count = count
        self.digest = digest
        self.file = file
    }

    public static func == (left: KeptPart, right: KeptPart) -> Bool {
        left.path == right.path && left.offset == right.offset && left.count == right.count
            && left.digest == right.digest && left.file === right.file
    }
}

/// A file without a name (``KeptFile/unnamed(in:)``) that parts are added to and read back
/// from (``KeptPart``) for as long as one of them is alive: closed when the last goes, so it
/// leaves nothing behind, whether the build succeeds, fails or is killed.
public final class PartFile: @unchecked Sendable {
    public let descriptor: Int32
    private let lock = ShortLock()
    private var end = 0
    /// What a part read from it that could not be read back is recorded as.
    public let name: String

    /// A new file without a name in `folder`; nil when none can be made there.
    public init?(in folder: String, name: String) {
        guard let descriptor = KeptFile.unnamed(in: folder, readable: true) else { return nil }
        self.descriptor = descriptor
        self.name = name
    }

    deinit { close(descriptor) }

    /// Adds `bytes` at the file's end: the part that reads them back, or nil when they could
    /// not be written (the disk full).
    public func add(_ bytes: [UInt8]) -> KeptPart? {
        lock.lock()
        let offset = end
        end += bytes.count
        lock.unlock()
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var done = 0
            while done < buffer.count {
                let count = pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                done += count
            }
            return true
        }
        guard written else { return nil }
        return KeptPart(
            path: name, offset: offset, count: bytes.count, digest: bytes.withUnsafeBytes { ByteDigest.of($0) },
            file: self)
    }
}

/// The files of ``KeptPart``s that could not be read back in this process (see
/// ``Deferred/init(keptIn:fallback:)``): a build that used one must not publish.
public enum LostKeptParts {
    private static let lock = ShortLock()
    nonisolated(unsafe) private static var paths: [String] = []

    static func record(_ path: String) {
        lock.withLock { paths.append(path) }
    }

    /// The first file recorded under `folder`, if any.
    public static func first(under folder: String) -> String? {
        lock.withLock { paths.first { $0.hasPrefix(folder + "/") } }
    }
}

/// Arrays of fixed-size numbers as their bytes and back (the build cache is read by the
/// program that wrote it: same byte order, same sizes).
public enum FlatNumbers {
    public static func bytes<Number: FixedWidthInteger>(_ numbers: [Number]) -> [UInt8] {
        numbers.withUnsafeBytes { Array($0) }
    }

    /// Nil when the count of bytes is not a whole number of numbers.
    public static func array<Number: FixedWidthInteger>(_ bytes: [UInt8], of type: Number.Type) -> [Number]? {
        let size = MemoryLayout<Number>.size
        guard bytes.count % size == 0 else { return nil }
        let count = bytes.count / size
        return [Number](unsafeUninitializedCapacity: count) { buffer, initialized in
            bytes.withUnsafeBytes { source in
                if count > 0 { UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: source.baseAddress!, byteCount: bytes.count) }
            }
            initialized = count
        }
    }
}
