import Diagnostics
import Foundation

/// A content folder on disk. Reads never block, never read more than their limit, and never
/// follow a symbolic link out of the folder.
public struct DiskContentStore: ContentStore {
    public let root: String
    /// The root with its symbolic links resolved, or nil when it does not exist.
    private let resolvedRoot: String?

    public init(root: String) {
        self.root = root
        resolvedRoot = realpath(root, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        }
    }

    private func full(_ path: String) -> String { path.isEmpty ? root : root + "/" + path }

    /// Why the root cannot be read as a folder, or nil when it can.
    public func checkRoot() -> Diagnostic? {
        var info = stat()
        guard stat(root, &info) == 0 else {
            let reason = errno == ENOENT ? "no such folder" : String(cString: strerror(errno))
            return .error("file.unreadable-folder", "cannot read the folder: \(reason)", at: SourceLocation(path: root))
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            return .error("file.not-a-folder", "not a folder", at: SourceLocation(path: root))
        }
        guard access(root, R_OK | X_OK) == 0 else {
            return .error(
                "file.unreadable-folder", "cannot read the folder: permission denied", at: SourceLocation(path: root))
        }
        return nil
    }

    /// The path on disk with its links resolved, checked to lie inside the root.
    private func resolve(_ path: String) throws(ContentReadError) -> String {
        guard let resolvedRoot else { throw .missing }
        guard let pointer = realpath(full(path), nil) else { throw ContentReadError(errno: errno) }
        let resolved = String(cString: pointer)
        free(pointer)
        guard resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot == "/" ? "/" : resolvedRoot + "/") else {
            throw .outsideFolder(target: resolved)
        }
        return resolved
    }

    public func entries(in folder: String) throws(ContentReadError) -> [String] {
        let resolved = try resolve(folder)
        guard let directory = opendir(resolved) else { throw ContentReadError(errno: errno) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    public func isFolder(_ path: String) -> Bool {
        guard let resolved = try? resolve(path) else { return false }
        var info = stat()
        return stat(resolved, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    public func fileExists(_ path: String) -> Bool {
        var info = stat()
        return lstat(full(path), &info) == 0
    }

    public func bytes(of path: String, limit: Int) throws(ContentReadError) -> [UInt8] {
        let resolved = try resolve(path)
        // O_NONBLOCK: opening a FIFO must not wait for a writer.
        let handle = open(resolved, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard handle >= 0 else { throw ContentReadError(errno: errno) }
        defer { close(handle) }
        var info = stat()
        guard fstat(handle, &info) == 0 else { throw ContentReadError(errno: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .notARegularFile(kind: Self.kindName(info.st_mode))
        }
        guard Int(info.st_size) <= limit else { throw .tooLarge(size: Int(info.st_size), limit: limit) }
        // The size can change between fstat and read: read at most limit + 1 bytes, whatever it says.
        var result = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while count <= limit {
            if count == result.count {
                result += [UInt8](repeating: 0, count: min(max(result.count, 4096), limit + 1 - count))
            }
            let read = result.withUnsafeMutableBytes { buffer in
                Foundation.read(handle, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw ContentReadError(errno: errno)
            }
            if read == 0 { break }
            count += read
        }
        guard count <= limit else { throw .tooLarge(size: nil, limit: limit) }
        result.removeLast(result.count - count)
        return result
    }

    static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    public func diskPath(of path: String) -> String? { try? resolve(path) }
}
