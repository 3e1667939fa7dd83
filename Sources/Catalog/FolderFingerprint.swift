import Foundation

/// What a folder tree looks like to the file system, summed up in one hash: every entry's
/// path, kind, size, modification and change times, inode and mode, and where each symbolic
/// link points (with what it points to). Two trees with the same fingerprint hold the same
/// bytes, with one exception the kernel's coarse clock allows: a file rewritten with the same
/// size within the same clock tick keeps its times. So the files changed less than
/// ``racyWindow`` seconds before the fingerprint was taken are listed apart ("racy", as Git
/// calls them in its index), for their bytes to be compared as well.
///
/// Reads only what `lstat`, `stat`, `readlink` and `readdir` say; ``contentHash(of:)`` reads
/// the bytes of one file.
public enum FolderFingerprint {
    /// Seconds before the moment of comparison within which a file's time says too little.
    public static let racyWindow = 2

    /// Folders with at least this many entries have them walked in parallel.
    static let parallelFolderSize = 64

    /// The fingerprint of `folders` (each walked whole; a missing one counts as missing), and
    /// the files (as full paths) modified after `now` minus ``racyWindow`` seconds.
    public static func of(_ folders: [String], now: Int) -> (hash: UInt64, racy: [String]) {
        var hash = StableHash()
        var racy: [String] = []
        for folder in folders {
            hash.combine("root:" + folder)
            walk(folder, relative: "", into: &hash, racyAfter: now - racyWindow, racy: &racy)
        }
        return (hash.value, racy)
    }

    private static func walk(
        _ root: String, relative: String, into hash: inout StableHash, racyAfter: Int, racy: inout [String]
    ) {
        let full = relative.isEmpty ? root : root + "/" + relative
        var info = stat()
        guard lstat(full, &info) == 0 else {
            hash.combine("missing:" + relative)
            hash.combine(Int(errno))
            return
        }
        record(info, path: relative, into: &hash)
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            guard let names = names(in: full) else {
                hash.combine(Int(errno))
                return
            }
            let children = names.map { relative.isEmpty ? $0 : relative + "/" + $0 }
            guard children.count >= parallelFolderSize else {
                for child in children { walk(root, relative: child, into: &hash, racyAfter: racyAfter, racy: &racy) }
                return
            }
            // A large folder (10,000 components, the output's 80,000 files): its entries are
            // walked on every core, each into a hash of its own, combined in name order, so the
            // fingerprint is the same whatever the threads do. `lstat` is most of a build with
            // nothing changed (`strace -c`).
            let parts = ParallelMap.map(children) { child -> (UInt64, [String]) in
                var part = StableHash()
                var partRacy: [String] = []
                walk(root, relative: child, into: &part, racyAfter: racyAfter, racy: &partRacy)
                return (part.value, partRacy)
            }
            for (value, partRacy) in parts {
                hash.combine(value)
                racy += partRacy
            }
        case S_IFLNK:
            hash.combine("link:" + linkTarget(full))
            var pointed = stat()
            if stat(full, &pointed) == 0 {
                record(pointed, path: relative + "->", into: &hash)
                if (pointed.st_mode & S_IFMT) == S_IFREG && isRacy(pointed, after: racyAfter) { racy.append(full) }
            }
        case S_IFREG:
            if isRacy(info, after: racyAfter) { racy.append(full) }
        default:
            break
        }
    }

    /// The fingerprint of a folder that holds only files (links to files count), with the
    /// bytes of its racy files hashed in (those changed in the last ``racyWindow`` seconds
    /// before `now`, whose times say too little), the same in every process; nil when the
    /// folder is not a folder, holds a folder or a link to one, or cannot be read. Reads only
    /// `lstat`, `stat`, `readlink` and `readdir`, and the bytes of the racy files.
    public static func ofFlatFolder(_ folder: String, now: Int) -> UInt64? {
        var hasLinks = false
        return ofFlatFolder(folder, now: now, hasLinks: &hasLinks)
    }

    /// The same; `hasLinks` tells whether an entry is a symbolic link (whose target a watch of
    /// the folder does not see change).
    public static func ofFlatFolder(_ folder: String, now: Int, hasLinks: inout Bool) -> UInt64? {
        hasLinks = false
        var info = stat()
        guard lstat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, let names = names(in: folder) else {
            return nil
        }
        var hash = StableHash()
        var racy: [String] = []
        record(info, path: "", into: &hash)
        for name in names {
            let full = folder + "/" + name
            guard lstat(full, &info) == 0 else { return nil }
            record(info, path: name, into: &hash)
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                if isRacy(info, after: now - racyWindow) { racy.append(full) }
            case S_IFLNK:
                hasLinks = true
                hash.combine("link:" + linkTarget(full))
                var pointed = stat()
                if stat(full, &pointed) == 0 {
                    if (pointed.st_mode & S_IFMT) == S_IFDIR { return nil }
                    record(pointed, path: name + "->", into: &hash)
                    if (pointed.st_mode & S_IFMT) == S_IFREG && isRacy(pointed, after: now - racyWindow) {
                        racy.append(full)
                    }
                }
            case S_IFDIR:
                return nil
            default:
                break
            }
        }
        for path in racy {
            hash.combine(path)
            hashBytes(of: path, into: &hash)
        }
        return hash.value
    }

    /// The names of a folder's entries but `.` and `..`, sorted; nil (with `errno` set) when
    /// it cannot be opened.
    private static func names(in folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(directory)
        return names.sorted()
    }

    /// Where a symbolic link points, as written in it (empty when it cannot be read).
    private static func linkTarget(_ path: String) -> String {
        var target = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &target, 4096)
        return String(decoding: target.prefix(max(count, 0)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func isRacy(_ info: stat, after time: Int) -> Bool {
        info.st_mtim.tv_sec >= time || info.st_ctim.tv_sec >= time
    }

    /// A file's path, size and times, or nil when it cannot be looked at: enough to tell a
    /// rebuilt program or compiler from the one before.
    public static func fileStamp(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
    }

    private static func record(_ info: stat, path: String, into hash: inout StableHash) {
        hash.combine(path)
        hash.combine(Int(info.st_mode))
        hash.combine(Int(info.st_size))
        hash.combine(Int(info.st_mtim.tv_sec))
        hash.combine(Int(info.st_mtim.tv_nsec))
        hash.combine(Int(info.st_ctim.tv_sec))
        hash.combine(Int(info.st_ctim.tv_nsec))
        hash.combine(Int(bitPattern: UInt(info.st_ino)))
        hash.combine(Int(bitPattern: UInt(info.st_dev)))
    }

    /// The hash of up to 16 MiB of a file's bytes (the largest input the loader reads),
    /// following a symbolic link; a file that cannot be opened hashes its error.
    public static func contentHash(of path: String) -> String {
        var hash = StableHash()
        hashBytes(of: path, into: &hash)
        return String(hash.value, radix: 16)
    }

    private static func hashBytes(of path: String, into hash: inout StableHash) {
        let handle = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard handle >= 0 else {
            hash.combine(Int(errno))
            return
        }
        defer { close(handle) }
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        var total = 0
        while total <= 16 << 20 {
            let count = read(handle, buffer, size)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            hash.combine(UnsafeRawBufferPointer(start: buffer, count: count))
            total += count
        }
        hash.combine(total)
    }
}
