import CSystem
import Diagnostics
import Foundation
import TextUtilities

/// A content folder on disk. Reads never block, never read more than their limit, and never
/// follow a symbolic link out of the folder.
///
/// The folder is held open, and a file in it is opened with one `openat2` call that lets the
/// kernel refuse a path leaving the folder. Only where that call fails for a link (an absolute
/// one, or one out of the folder), or where the kernel has no `openat2`, is the path resolved
/// with `realpath` first: the slow way, which names the link's target in the error.
package struct DiskContentStore: ContentStore {
    package let root: String
    /// The root with its symbolic links resolved, or nil when it does not exist.
    private let resolvedRoot: String?
    /// The root held open for `openat2`, or nil where it cannot be used.
    private let folder: OpenFolder?

    package init(root: String) {
        self.root = root
        let resolvedRoot = realpath(root, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        }
        self.resolvedRoot = resolvedRoot
        folder = resolvedRoot.flatMap(OpenFolder.init(path:))
    }

    /// Whether reads go through `openat2` beneath the open root (false: through `realpath`).
    package var opensBeneathRoot: Bool { folder != nil }

    /// Opens `path` (relative to the root) with `flags`, never out of the folder.
    private func openInside(_ path: String, flags: Int32) throws(ContentReadError) -> Int32 {
        if let folder {
            let handle = catalog_open_beneath(folder.handle, path.isEmpty ? "." : path, flags | O_CLOEXEC)
            if handle >= 0 { return handle }
            let code = errno
            // EXDEV: the path left the folder or took an absolute link, which may still lead
            // back inside; `resolve` tells which.
            guard code == EXDEV else { throw ContentReadError(errno: code) }
        }
        let resolved = try resolve(path)
        let handle = open(resolved, flags | O_CLOEXEC)
        guard handle >= 0 else { throw ContentReadError(errno: errno) }
        return handle
    }

    private func full(_ path: String) -> String { path.isEmpty ? root : root + "/" + path }

    /// Why the root cannot be read as a folder, or nil when it can.
    package func checkRoot() -> Diagnostic? {
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

    package func entries(in folder: String) throws(ContentReadError) -> [String] {
        let handle = try openInside(folder, flags: O_RDONLY | O_DIRECTORY)
        guard let directory = fdopendir(handle) else {
            let code = errno
            close(handle)
            throw ContentReadError(errno: code)
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = DirectoryEntry.name(entry)
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    package func isFolder(_ path: String) -> Bool {
        guard let handle = try? openInside(path, flags: CATALOG_O_PATH) else { return false }
        defer { close(handle) }
        var info = stat()
        return fstat(handle, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    package func fileExists(_ path: String) -> Bool {
        var info = stat()
        return lstat(full(path), &info) == 0
    }

    package func bytes(of path: String, limit: Int) throws(ContentReadError) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO must not wait for a writer.
        let handle = try openInside(path, flags: O_RDONLY | O_NONBLOCK | O_NOCTTY)
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

    /// A relative path without empty, `.` or `..` parts.
    static func isPlain(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/")
            && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == "." || $0 == ".." }
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

    package func diskPath(of path: String) -> String? {
        // A plain path with no link on the way is the root's path and it.
        if let folder, let resolvedRoot, Self.isPlain(path) {
            let handle = catalog_open_beneath_without_links(folder.handle, path, CATALOG_O_PATH | O_CLOEXEC)
            if handle >= 0 {
                close(handle)
                return resolvedRoot == "/" ? "/" + path : resolvedRoot + "/" + path
            }
        }
        // The kernel's name for a file opened beneath the root is its path with every link
        // resolved, inside the root: one `readlink` instead of one per component.
        if folder != nil, let handle = try? openInside(path, flags: CATALOG_O_PATH) {
            defer { close(handle) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink("/proc/self/fd/\(handle)", &buffer, buffer.count - 1)
            if count > 0, buffer[0] == CChar(UInt8(ascii: "/")), count < buffer.count - 1 {
                let resolved = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                // A file removed meanwhile is named "… (deleted)": the slow way then fails.
                if let resolvedRoot, !resolved.hasSuffix(" (deleted)"),
                    resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot + "/")
                {
                    return resolved
                }
            }
        }
        return try? resolve(path)
    }
}

/// A folder held open by its descriptor for as long as a store uses it.
private final class OpenFolder: Sendable {
    let handle: Int32

    /// Opens the folder at `path`, or nil when it cannot be opened or the kernel cannot open
    /// files beneath it (no `openat2` before Linux 5.6, or a sandbox that forbids it).
    init?(path: String) {
        let handle = open(path, CATALOG_O_PATH | O_DIRECTORY | O_CLOEXEC)
        guard handle >= 0 else { return nil }
        let probe = catalog_open_beneath(handle, ".", CATALOG_O_PATH | O_CLOEXEC)
        guard probe >= 0 else {
            close(handle)
            return nil
        }
        close(probe)
        self.handle = handle
    }

    deinit { close(handle) }
}
