import Foundation
import TextUtilities

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

    /// How many levels of folders a walk keeps open to look at their entries through them.
    static let openFolderDepth = 32

    /// The fingerprint of `folders` (each walked whole; a missing one counts as missing), and
    /// the files (as full paths) modified after `now` minus ``racyWindow`` seconds.
    public static func of(_ folders: [String], now: Int) -> (hash: UInt64, racy: [String]) {
        let result = of(folders, now: now, listing: nil)
        return (result.hash, result.racy)
    }

    /// The same, with what the walk saw of the folder `listed` (one of `folders`), so that a
    /// build can take its entries from it instead of listing and looking at them again.
    public static func of(_ folders: [String], now: Int, listing listed: String?)
        -> (hash: UInt64, racy: [String], listing: FolderListing?)
    {
        var hash = StableHash()
        var racy: [String] = []
        var listing: FolderListing?
        for folder in folders {
            hash.combine("root:" + folder)
            var seen: [FolderListing.Entry]? = folder == listed ? [] : nil
            walk(
                folder, relative: "", parent: AT_FDCWD, name: folder, into: &hash, racyAfter: now - racyWindow,
                racy: &racy, seen: &seen)
            if let seen { listing = FolderListing(root: folder, entries: seen) }
        }
        return (hash.value, racy, listing)
    }

    /// Walks the entry `name` of the folder open as `parent` (`AT_FDCWD` and the root's own
    /// path for the root), which is `relative` under `root`. Every look is made relative to
    /// the open folder, not by the full path: resolving each entry's full path again was a
    /// fifth of a build with nothing changed at 10,000 components (`perf`: the kernel's
    /// `__d_lookup_rcu` and `link_path_walk`).
    private static func walk(
        _ root: String, relative: String, parent: Int32, name: String, depth: Int = 0,
        into hash: inout StableHash, racyAfter: Int, racy: inout [String], seen: inout [FolderListing.Entry]?
    ) {
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            hash.combine("missing:" + relative)
            hash.combine(Int(errno))
            seen?.append(.init(path: relative, info: nil))
            return
        }
        record(info, path: relative, into: &hash)
        var entry = FolderListing.Entry(path: relative, info: info)
        defer { seen?.append(entry) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            // No symbolic link is followed here: the entry was a folder to `lstat`.
            let handle = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard handle >= 0 else {
                hash.combine(Int(errno))
                entry.unlisted = true
                return
            }
            // Listed through the same handle its entries are then looked at through (`readdir`
            // moves an offset the `…at` calls do not use), and kept open for them. Below
            // ``openFolderDepth`` levels the folder is closed at once and its entries looked at
            // by their full paths: a tree nested thousands of levels deep would otherwise hold
            // as many folders open and run out of file handles.
            guard let directory = fdopendir(handle) else {
                hash.combine(Int(errno))
                close(handle)
                entry.unlisted = true
                return
            }
            let names = names(in: directory, closing: false)
            let keepsOpen = depth < openFolderDepth
            if !keepsOpen { closedir(directory) }
            defer { if keepsOpen { closedir(directory) } }
            let folder = keepsOpen ? dirfd(directory) : AT_FDCWD
            let children = names.map { name -> (name: String, relative: String) in
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                return (keepsOpen ? name : root + "/" + childRelative, childRelative)
            }
            guard children.count >= parallelFolderSize else {
                for child in children {
                    walk(
                        root, relative: child.relative, parent: folder, name: child.name, depth: depth + 1,
                        into: &hash, racyAfter: racyAfter, racy: &racy, seen: &seen)
                }
                return
            }
            // A large folder (10,000 components, the output's 80,000 files): its entries are
            // walked on every core, each into a hash of its own, combined in name order, so the
            // fingerprint is the same whatever the threads do. `lstat` is most of a build with
            // nothing changed (`strace -c`).
            let keepsListing = seen != nil
            let parts = ParallelMap.map(children) { child -> (UInt64, [String], [FolderListing.Entry]?) in
                var part = StableHash()
                var partRacy: [String] = []
                var partSeen: [FolderListing.Entry]? = keepsListing ? [] : nil
                walk(
                    root, relative: child.relative, parent: folder, name: child.name, depth: depth + 1,
                    into: &part, racyAfter: racyAfter, racy: &partRacy, seen: &partSeen)
                return (part.value, partRacy, partSeen)
            }
            for (value, partRacy, partSeen) in parts {
                hash.combine(value)
                racy += partRacy
                if let partSeen { seen? += partSeen }
            }
        case S_IFLNK:
            let target = linkTarget(parent: parent, name: name)
            hash.combine("link:" + target)
            entry.target = target
            var pointed = stat()
            if fstatat(parent, name, &pointed, 0) == 0 {
                entry.pointed = FolderListing.Look(pointed)
                record(pointed, path: relative + "->", into: &hash)
                if (pointed.st_mode & S_IFMT) == S_IFREG && isRacy(pointed, after: racyAfter) {
                    racy.append(relative.isEmpty ? root : root + "/" + relative)
                }
            }
        case S_IFREG:
            if isRacy(info, after: racyAfter) { racy.append(relative.isEmpty ? root : root + "/" + relative) }
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
        var entries: [FolderListing.Entry] = []
        entries.reserveCapacity(names.count)
        for name in names {
            let full = folder + "/" + name
            var entryInfo = stat()
            guard lstat(full, &entryInfo) == 0 else { return nil }
            var entry = FolderListing.Entry(path: name, info: entryInfo)
            if (entryInfo.st_mode & S_IFMT) == S_IFLNK {
                entry.target = linkTarget(full)
                var pointed = stat()
                if stat(full, &pointed) == 0 { entry.pointed = FolderListing.Look(pointed) }
            }
            entries.append(entry)
        }
        return flatStamp(folder, info: FolderListing.Look(info), entries: entries, now: now, hasLinks: &hasLinks)
    }

    /// The same as ``ofFlatFolder(_:now:hasLinks:)`` of `folder` (on disk as `disk`), from what
    /// a walk saw of it instead of looking again: the same value when nothing changed since.
    /// Nil when the listing cannot tell (the folder not seen, not a folder, or not listed).
    public static func ofFlatFolder(
        _ folder: String, in listing: FolderListing, disk: String, now: Int, hasLinks: inout Bool
    ) -> UInt64?? {
        hasLinks = false
        guard listing.isPlainFolder(folder) == true, let info = listing.entry(folder)?.info,
            let entries = listing.entries(in: folder)
        else { return nil }
        let prefix = folder.isEmpty ? 0 : folder.utf8.count + 1
        let named = entries.map { entry in
            var entry = entry
            entry.path = String(entry.path.utf8.dropFirst(prefix))!
            return entry
        }
        return .some(flatStamp(disk, info: info, entries: named, now: now, hasLinks: &hasLinks))
    }

    /// The hash of a flat folder from its own `lstat` and its entries (named within it).
    private static func flatStamp(
        _ folder: String, info: FolderListing.Look, entries: [FolderListing.Entry], now: Int, hasLinks: inout Bool
    ) -> UInt64? {
        var hash = StableHash()
        var racy: [String] = []
        record(info, path: "", into: &hash)
        for entry in entries {
            let name = entry.path
            let full = folder + "/" + name
            guard let info = entry.info else { return nil }
            record(info, path: name, into: &hash)
            switch info.mode & S_IFMT {
            case S_IFREG:
                if isRacy(info, after: now - racyWindow) { racy.append(full) }
            case S_IFLNK:
                hasLinks = true
                hash.combine("link:" + (entry.target ?? ""))
                if let pointed = entry.pointed {
                    if (pointed.mode & S_IFMT) == S_IFDIR { return nil }
                    record(pointed, path: name + "->", into: &hash)
                    if (pointed.mode & S_IFMT) == S_IFREG && isRacy(pointed, after: now - racyWindow) {
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
        return names(in: directory)
    }

    /// The names in `directory`, which is closed unless `closing` is false.
    private static func names(in directory: OpaquePointer, closing: Bool = true) -> [String] {
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = DirectoryEntry.name(entry)
            if name != "." && name != ".." { names.append(name) }
        }
        if closing { closedir(directory) }
        return names.sorted()
    }

    /// Where a symbolic link points, as written in it (empty when it cannot be read).
    private static func linkTarget(_ path: String) -> String {
        linkTarget(parent: AT_FDCWD, name: path)
    }

    /// The same for the entry `name` of the folder open as `parent`.
    private static func linkTarget(parent: Int32, name: String) -> String {
        var target = [CChar](repeating: 0, count: 4097)
        let count = readlinkat(parent, name, &target, 4096)
        return String(decoding: target.prefix(max(count, 0)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func isRacy(_ info: stat, after time: Int) -> Bool {
        info.st_mtim.tv_sec >= time || info.st_ctim.tv_sec >= time
    }

    private static func isRacy(_ info: FolderListing.Look, after time: Int) -> Bool {
        info.modifiedSeconds >= time || info.changedSeconds >= time
    }

    /// A file's path, size and times, or nil when it cannot be looked at: enough to tell a
    /// rebuilt program or compiler from the one before.
    public static func fileStamp(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
    }

    private static func record(_ info: stat, path: String, into hash: inout StableHash) {
        record(FolderListing.Look(info), path: path, into: &hash)
    }

    private static func record(_ info: FolderListing.Look, path: String, into hash: inout StableHash) {
        hash.combine(path)
        hash.combine(Int(info.mode))
        hash.combine(info.size)
        hash.combine(info.modifiedSeconds)
        hash.combine(info.modifiedNanoseconds)
        hash.combine(info.changedSeconds)
        hash.combine(info.changedNanoseconds)
        hash.combine(info.inode)
        hash.combine(info.device)
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

/// What one walk of ``FolderFingerprint`` saw of a folder tree: every entry, with what `lstat`
/// said of it (and for a symbolic link, where it points and what `stat` says through it). A
/// build takes the content folder's entries from the walk that looked for changes instead of
/// listing and looking at them twice more (`strace`: 170,000 calls at 10,000 components).
public struct FolderListing: Sendable {
    /// What the fingerprint takes from a `stat`.
    struct Look: Sendable {
        var mode: UInt32
        var size: Int
        var modifiedSeconds: Int
        var modifiedNanoseconds: Int
        var changedSeconds: Int
        var changedNanoseconds: Int
        var inode: Int
        var device: Int

        init(_ info: stat) {
            mode = UInt32(info.st_mode)
            size = Int(info.st_size)
            modifiedSeconds = Int(info.st_mtim.tv_sec)
            modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
            changedSeconds = Int(info.st_ctim.tv_sec)
            changedNanoseconds = Int(info.st_ctim.tv_nsec)
            inode = Int(bitPattern: UInt(info.st_ino))
            device = Int(bitPattern: UInt(info.st_dev))
        }

        var isFolder: Bool { (mode & S_IFMT) == S_IFDIR }
    }

    /// One entry, by its path from the walked folder ("" for the folder itself).
    struct Entry: Sendable {
        var path: String
        /// What `lstat` said; nil when the entry vanished between the listing and the look.
        var info: Look?
        /// A link's target as written in it.
        var target: String?
        /// What `stat` said through a link.
        var pointed: Look?
        /// A folder that could not be listed.
        var unlisted = false

        init(path: String, info: stat?) {
            self.path = path
            self.info = info.map(Look.init)
        }

        /// A folder (not a link to one) whose entries were listed.
        var isListedFolder: Bool { info?.isFolder == true && !unlisted }
    }

    /// The folder walked, as it was named.
    public let root: String
    private let all: [Entry]
    /// Every entry's place in `all`, by its path.
    private let places: [String: Int]
    /// The places of each listed folder's entries, in name order, by the folder's path.
    private let children: [String: [Int]]

    init(root: String, entries: [Entry]) {
        self.root = root
        all = entries
        var places: [String: Int] = [:]
        var children: [String: [Int]] = [:]
        places.reserveCapacity(entries.count)
        for (place, entry) in entries.enumerated() {
            places[entry.path] = place
            if !entry.path.isEmpty { children[Self.parent(of: entry.path), default: []].append(place) }
        }
        self.places = places
        self.children = children
    }

    /// The entry at `path` ("" for the root itself), or nil when the walk did not see it.
    func entry(_ path: String) -> Entry? { places[path].map { all[$0] } }

    /// The entries of a folder the walk listed, in name order.
    func entries(in path: String) -> [Entry]? {
        guard entry(path)?.isListedFolder == true else { return nil }
        return (children[path] ?? []).map { all[$0] }
    }

    /// The names in folder `path` when it and every folder above it are plain folders the walk
    /// listed (no symbolic link on the way); nil otherwise.
    public func names(in path: String) -> [String]? {
        guard isPlainPath(path), let entries = entries(in: path) else { return nil }
        let prefix = path.isEmpty ? 0 : path.utf8.count + 1
        return entries.map { String($0.path.utf8.dropFirst(prefix))! }
    }

    /// Whether the walk saw `path` as a folder, reached from the root through listed folders
    /// only: true or false when it can tell, nil when it cannot (a symbolic link at `path` or
    /// on the way, an entry it did not see).
    public func isPlainFolder(_ path: String) -> Bool? {
        guard let info = entry(path)?.info else { return nil }
        if info.isFolder { return isPlainPath(path) ? true : nil }
        if (info.mode & S_IFMT) == S_IFLNK { return nil }
        return isPlainPath(Self.parent(of: path)) ? false : nil
    }

    private func isPlainPath(_ path: String) -> Bool {
        var current = path
        while true {
            guard entry(current)?.isListedFolder == true else { return false }
            if current.isEmpty { return true }
            current = Self.parent(of: current)
        }
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }
}
