import Foundation
import TextUtilities

/// Walking and removing folders the build made, with plain system calls that never follow a
/// symbolic link (a link is removed as a link; what it points to is never touched).
enum FileTree {
    /// The entries of a folder, without `.` and `..`, with whether each is a real folder.
    static func entries(of folder: String) -> [(name: String, isFolder: Bool)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var result: [(String, Bool)] = []
        while let entry = readdir(directory) {
            let name = DirectoryEntry.name(entry)
            if name == "." || name == ".." { continue }
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                var info = stat()
                isFolder = lstat(folder + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            result.append((name, isFolder))
        }
        return result
    }

    /// Calls `body` with each entry of a folder (not `.` and `..`) and what `lstat` says of
    /// it, read relative to the folder's descriptor, which `body` is given too. False when the
    /// folder cannot be opened (or, unless `following`, is a symbolic link).
    @discardableResult
    static func eachEntry(
        of folder: String, following: Bool, _ body: (_ folder: Int32, _ name: String, _ info: stat) -> Void
    ) -> Bool {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (following ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return false }
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return false
        }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = DirectoryEntry.name(entry)
            var info = stat()
            guard name != ".", name != "..", fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            body(descriptor, name, info)
        }
        return true
    }

    /// Every file under `root` with its identity (nil for anything but a regular file), and
    /// every folder, relative to it, without following links.
    /// - Parameter expecting: about how many files there are.
    static func walk(_ root: String, expecting: Int) -> (files: [String: FileIdentity?], folders: [String]) {
        var files: [String: FileIdentity?] = .init(minimumCapacity: expecting)
        var folders: [String] = []
        var pending = [""]
        while let folder = pending.popLast() {
            let prefix = folder.isEmpty ? "" : folder + "/"
            eachEntry(of: folder.isEmpty ? root : root + "/" + folder, following: false) { _, name, info in
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    pending.append(prefix + name)
                    folders.append(prefix + name)
                } else {
                    files[prefix + name] = (info.st_mode & S_IFMT) == S_IFREG ? FileIdentity(info) : nil
                }
            }
        }
        return (files, folders)
    }

    /// Every file (anything but a folder) under `root`, as paths relative to it, in no order.
    static func files(under root: String, limit: Int = .max) -> [String] {
        var result: [String] = []
        var pending = [""]
        while let folder = pending.popLast(), result.count < limit {
            for entry in entries(of: folder.isEmpty ? root : root + "/" + folder) ?? [] {
                let relative = folder.isEmpty ? entry.name : folder + "/" + entry.name
                if entry.isFolder { pending.append(relative) } else { result.append(relative) }
            }
        }
        return result
    }

    /// Removes a whole folder this build made. A read-only folder inside it is made writable
    /// first, so that a damaged leftover never blocks later builds. True when it is gone.
    @discardableResult
    static func removeAll(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return unlinkMakingRoom(path) }
        if (info.st_mode & 0o700) != 0o700 { chmod(path, 0o700) }
        for entry in entries(of: path) ?? [] {
            let child = path + "/" + entry.name
            if entry.isFolder { removeAll(child) } else { unlinkMakingRoom(child) }
        }
        return rmdir(path) == 0 || errno == ENOENT
    }

    /// Removes the listed files under `root`, then every folder left empty, deepest first.
    /// Returns how many entries remain (files that were not listed): zero when `root` is gone.
    static func removeListed(_ listed: Set<String>, under root: String) -> Int {
        var remaining = 0
        func visit(_ folder: String) -> Bool {
            let full = folder.isEmpty ? root : root + "/" + folder
            var info = stat()
            if lstat(full, &info) == 0, (info.st_mode & 0o700) != 0o700 { chmod(full, 0o700) }
            var empty = true
            for entry in entries(of: full) ?? [] {
                let relative = folder.isEmpty ? entry.name : folder + "/" + entry.name
                if entry.isFolder {
                    if !visit(relative) { empty = false }
                } else if listed.contains(relative) {
                    if !unlinkMakingRoom(root + "/" + relative) {
                        empty = false
                        remaining += 1
                    }
                } else {
                    empty = false
                    remaining += 1
                }
            }
            return empty && rmdir(full) == 0
        }
        _ = visit("")
        return remaining
    }

    @discardableResult
    private static func unlinkMakingRoom(_ path: String) -> Bool {
        if unlink(path) == 0 || errno == ENOENT { return true }
        guard errno == EACCES || errno == EPERM else { return false }
        let parent = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        chmod(parent.isEmpty ? "." : parent, 0o700)
        return unlink(path) == 0 || errno == ENOENT
    }
}
