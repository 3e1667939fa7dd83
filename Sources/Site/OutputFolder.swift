import Foundation
import TextUtilities

/// The folder a build writes into: a fresh temporary folder inside the output's state folder
/// (`.Public.catalog/building-<pid>`), put in place of `Public/` only when the whole build
/// succeeded (see ``OutputDestination``).
///
/// Every file is created with `O_EXCL | O_NOFOLLOW` in a folder this build made, so a write
/// can never follow a symbolic link or replace a file another job wrote: two jobs that would
/// write the same path are an error, not a silent overwrite.
public final class OutputFolder: @unchecked Sendable {
    /// Where the files are written during the build.
    public let path: String
    private let lock = ShortLock()
    private var madeFolders: Set<String> = [""]
    private var writtenPaths: Set<String> = []
    /// Updating a spare: how many of the written paths are files the spare held. When all of
    /// them are, no set of 80,000 paths needs subtracting or comparing to tell what the build
    /// removed or whether the manifest stays the same.
    private var writtenOfSpare = 0
    private var writtenBytes = 0
    private var completedWrites = 0
    /// Held from the folder's creation until it is published or discarded.
    let buildLock: OutputLock
    /// The output this build will replace and the files its manifest lists: a file written with
    /// the same bytes as before is linked from there instead, so it keeps its inode and mtime
    /// (deploy tools and browsers see it unchanged).
    private let previous: (path: String, files: Set<String>)?
    private var keptFiles = 0
    /// `catalog watch`: the files of the spare this build updates in place (a copy of the live
    /// output, see ``SpareOutput``), nil for a fresh folder. A file written with the bytes it
    /// holds is left alone; any other is written beside it and renamed over it; what the build
    /// does not write is removed by ``removeUnwritten()``.
    let updating: Set<String>?
    /// Files of the spare replaced or removed by this build: what the live output holds that
    /// the spare must get after the exchange.
    private(set) var changedPaths: Set<String> = []
    /// Updating a spare met a folder where a file goes or a file where a folder goes (an
    /// asset that became a folder): the build starts again in a fresh folder.
    private(set) var metSpareConflict = false
    private var temporaryCount = 0
    /// Updating a spare: what each page file kept or rendered is known to be (its identity),
    /// checked against the files after the exchange, in the background (``SpareOutput``), so
    /// that a file changed by hand in the output is rendered again by the next build. A list,
    /// not a dictionary: it is only ever walked, and 40,000 insertions into a dictionary were
    /// a fifth of keeping the files of a `catalog watch` rebuild at 10,000 components (`perf`).
    private(set) var expectedIdentities: [(path: String, identity: FileIdentity)] = []
    /// What every file was when this build wrote, kept or linked it, summed in any order
    /// (``OutputIdentity/part(_:_:)``), with the count of files summed: the output as the build
    /// left it, told to ``BuildMemo`` without walking the folder again after the build.
    private var identitySum: UInt64 = 0
    private var identityCount = 0
    /// Updating a spare another process left: the spare's folder, open to look at (`O_PATH`),
    /// so that each kept file is looked at by its path inside it. By its full path, the kernel
    /// walked the output's own folders again for each of 80,000 files: a third of the time
    /// spent keeping files in an edit build at 10,000 components (`perf`). -1: none.
    private let spareHandle: Int32
    /// The first error that refused the output as a whole rather than one file (a full disk, a
    /// quota, a read-only or failing file system): after it the build writes nothing more, and
    /// the files it would have written are not reported one by one (at 10,000 components a full
    /// disk gave 80,503 lines of the same error, one per file).
    private var stoppedBy: OutputError?

    init(path: String, lock: OutputLock, previous: (path: String, files: Set<String>)? = nil) throws(OutputError) {
        self.path = path
        self.buildLock = lock
        self.previous = previous
        self.updating = nil
        self.verifiesKept = false
        self.spareHandle = -1
        if let previous { writtenPaths.reserveCapacity(previous.files.count) }
        guard mkdir(path, 0o755) == 0 else { throw OutputError(path: path, errno: errno, doing: "create") }
    }

    deinit {
        if spareHandle >= 0 { close(spareHandle) }
    }

    /// The identity of the spare's file at `relativePath`, looked at inside the spare's folder.
    private func spareIdentity(_ relativePath: String) -> FileIdentity? {
        guard spareHandle >= 0 else { return FileIdentity(path + "/" + relativePath) }
        return FileIdentity(relativePath, in: spareHandle)
    }

    /// A spare in step with the live output, holding `files`, to be updated in place.
    init(updating path: String, files: Set<String>, lock: OutputLock, verifiesKept: Bool = false) {
        self.path = path
        self.buildLock = lock
        self.previous = nil
        self.updating = files
        self.verifiesKept = verifiesKept
        self.spareHandle = verifiesKept ? open(path, OutputIdentity.openPath | O_DIRECTORY | O_CLOEXEC) : -1
        // About every file of the spare is written or kept again: room made once, not by
        // growing the set (and hashing every path again) step by step.
        writtenPaths.reserveCapacity(files.count)
        if !verifiesKept { expectedIdentities.reserveCapacity(files.count) }
    }

    /// Updating a spare another process left (a plain build's, see ``SpareOutput``): a file is
    /// kept by its identity only when the spare's file still has it.
    let verifiesKept: Bool

    /// The files the replaced output lacks or holds otherwise than this folder: those written
    /// anew (not kept or linked from it) and those it held that this build did not write. Nil
    /// when no output was replaced.
    var changedSinceReplaced: Set<String>? {
        lock.lock()
        defer { lock.unlock() }
        if let updating {
            return writtenOfSpare == updating.count
                ? changedPaths : changedPaths.union(updating.subtracting(writtenPaths))
        }
        guard let previous else { return nil }
        return changedPaths.union(previous.files.subtracting(writtenPaths))
    }

    /// The files this build holds: every file of the previous output when updating a spare.
    var previousFiles: Set<String>? { updating ?? previous?.files }

    /// The number of files and bytes written so far.
    public var totals: (files: Int, bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (writtenPaths.count, writtenBytes)
    }

    /// How many files were the same as in the replaced output, and linked from it.
    public var unchangedFiles: Int {
        lock.lock()
        defer { lock.unlock() }
        return keptFiles
    }

    /// Every file written.
    var writtenFiles: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return writtenPaths
    }

    /// The files written and the sum of their identities (``OutputIdentity``), when every one
    /// of them has its identity in the sum; nil otherwise.
    var writtenIdentities: (files: Set<String>, sum: UInt64)? {
        lock.lock()
        defer { lock.unlock() }
        return identityCount == writtenPaths.count ? (writtenPaths, identitySum) : nil
    }

    /// Adds a file's identity to the sum; called under `lock`.
    private func noteIdentity(_ relativePath: String, _ identity: FileIdentity?) {
        guard let identity else { return }
        identitySum &+= OutputIdentity.part(relativePath, identity)
        identityCount += 1
    }

    /// Updating a spare: the manifest the spare had, written again when the build writes the
    /// same files (no sort of 80,000 paths).
    var previousManifest: [UInt8]?
    /// The manifest's bytes, once written.
    private(set) var manifestBytes: [UInt8]?

    /// Every file written, sorted: the manifest of the output.
    var manifest: [String] {
        lock.lock()
        defer { lock.unlock() }
        return writtenPaths.sorted()
    }

    /// The error that stopped the build writing (see ``stoppedBy``); nil while the output takes
    /// files.
    public var stop: OutputError? {
        lock.lock()
        defer { lock.unlock() }
        return stoppedBy
    }

    /// Errors of the file system holding the output rather than of one file.
    static func stopsOutput(_ code: Int32) -> Bool {
        code == ENOSPC || code == EDQUOT || code == EROFS || code == EIO
    }

    /// The error for a system call on `full` that failed with `code`: the first that stops the
    /// output is kept as ``stop``; one that comes after it (another thread's write meeting the
    /// same full disk) is refused.
    private func failure(_ full: String, _ code: Int32, doing action: String) -> OutputError {
        let error = OutputError(path: full, errno: code, doing: action)
        guard Self.stopsOutput(code) else { return error }
        lock.lock()
        defer { lock.unlock() }
        guard stoppedBy == nil else { return Self.refused(full) }
        stoppedBy = error
        return error
    }

    private static func refused(_ full: String) -> OutputError {
        OutputError("output.not-written", path: full, reason: "not written: an earlier error stopped the build writing")
    }

    /// Throws ``refused(_:)`` once the output has stopped taking files. Called with the lock held.
    private func refuseIfStopped(_ full: @autoclosure () -> String) throws(OutputError) {
        guard stoppedBy != nil else { return }
        lock.unlock()
        throw Self.refused(full())
    }

    /// Writes one file, making its folders as needed. Safe to call from several threads.
    public func write(_ relativePath: String, _ text: String) throws(OutputError) {
        var text = text
        let result: Result<Void, OutputError> = text.withUTF8 { buffer in
            Result { () throws(OutputError) in try write(relativePath, bytes: UnsafeRawBufferPointer(buffer)) }
        }
        try result.get()
    }

    public func write(_ relativePath: String, bytes: [UInt8]) throws(OutputError) {
        let result: Result<Void, OutputError> = bytes.withUnsafeBytes { buffer in
            Result { () throws(OutputError) in try write(relativePath, bytes: buffer) }
        }
        try result.get()
    }

    private func write(_ relativePath: String, bytes: UnsafeRawBufferPointer) throws(OutputError) {
        guard Self.isPlainRelativePath(relativePath), relativePath != OutputDestination.manifestName else {
            throw OutputError(path: relativePath, reason: "not a path inside the output folder")
        }
        let ofSpare = updating?.contains(relativePath) == true
        lock.lock()
        try refuseIfStopped(path + "/" + relativePath)
        let (inserted, _) = writtenPaths.insert(relativePath)
        if inserted && ofSpare { writtenOfSpare += 1 }
        lock.unlock()
        guard inserted else {
            throw OutputError(
                path: relativePath, reason: "two parts of the site would write this same file; rename one of them")
        }
        if let slash = relativePath.lastIndex(of: "/") {
            try makeFolder(String(relativePath[..<slash]))
        }
        let full = path + "/" + relativePath
        if updating != nil {
            if ofSpare, let held = Self.holds(full, bytes: bytes) {
                lock.lock()
                noteIdentity(relativePath, held)
                writtenBytes += bytes.count
                completedWrites += 1
                keptFiles += 1
                let count = completedWrites
                lock.unlock()
                if KillPoint.requested != nil { KillPoint.reached("write:\(count)") }
                return
            }
            try replace(relativePath, full: full, bytes: bytes)
            return
        }
        if let previous, previous.files.contains(relativePath),
            let linked = Self.linkIfSame(previous.path + "/" + relativePath, as: full, bytes: bytes)
        {
            lock.lock()
            noteIdentity(relativePath, linked)
            writtenBytes += bytes.count
            completedWrites += 1
            keptFiles += 1
            let count = completedWrites
            lock.unlock()
            if KillPoint.requested != nil { KillPoint.reached("write:\(count)") }
            return
        }
        let handle = open(full, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard handle >= 0 else { throw failure(full, errno, doing: "create") }
        defer { close(handle) }
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.write(handle, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw failure(full, count == 0 ? EIO : errno, doing: "write") }
            offset += count
        }
        let written = FileIdentity(handle: handle)
        lock.lock()
        noteIdentity(relativePath, written)
        writtenBytes += bytes.count
        completedWrites += 1
        if previous != nil { changedPaths.insert(relativePath) }
        let count = completedWrites
        lock.unlock()
        if KillPoint.requested != nil { KillPoint.reached("write:\(count)") }
    }

    /// Writes `bytes` beside the spare's file and renames them over it, so that the file is
    /// never seen half written and a link to it elsewhere is never written through.
    private func replace(_ relativePath: String, full: String, bytes: UnsafeRawBufferPointer) throws(OutputError) {
        lock.lock()
        temporaryCount += 1
        let number = temporaryCount
        lock.unlock()
        let folder = full[..<full.lastIndex(of: "/")!]
        let temporary = "\(folder)/.catalog-new-\(number)"
        let handle = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard handle >= 0 else { throw failure(temporary, errno, doing: "create") }
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.write(handle, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let code = count == 0 ? EIO : errno
                close(handle)
                unlink(temporary)
                throw failure(full, code, doing: "write")
            }
            offset += count
        }
        let written = FileIdentity(handle: handle)
        close(handle)
        guard rename(temporary, full) == 0 else {
            let code = errno
            unlink(temporary)
            if code == EISDIR || code == ENOTEMPTY || code == EEXIST {
                lock.lock()
                metSpareConflict = true
                lock.unlock()
            }
            throw failure(full, code, doing: "replace")
        }
        lock.lock()
        noteIdentity(relativePath, written)
        writtenBytes += bytes.count
        completedWrites += 1
        changedPaths.insert(relativePath)
        let count = completedWrites
        lock.unlock()
        if KillPoint.requested != nil { KillPoint.reached("write:\(count)") }
    }

    /// Updating a spare: removes the files this build did not write, and the folders they
    /// leave empty. Throws when a file cannot be removed.
    func removeUnwritten() throws(OutputError) {
        guard let updating else { return }
        lock.lock()
        let stale = writtenOfSpare == updating.count ? [] : updating.subtracting(writtenPaths)
        changedPaths.formUnion(stale)
        lock.unlock()
        for relativePath in stale.sorted(by: >) {
            let full = path + "/" + relativePath
            guard unlink(full) == 0 || errno == ENOENT else {
                throw OutputError(path: full, errno: errno, doing: "remove")
            }
            Self.removeEmptyFolders(above: relativePath, in: path)
        }
    }

    /// Removes the folders of `relativePath` under `root` that are left empty, deepest first.
    static func removeEmptyFolders(above relativePath: String, in root: String) {
        var folder = Substring(relativePath)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            guard rmdir(root + "/" + folder) == 0 else { return }
        }
    }

    /// The identity of the file at `full` when it is a plain file of this user, mode 0644,
    /// holding exactly `bytes` (a spare's file is linked from the live output, so it has two
    /// links); nil otherwise.
    static func holds(_ full: String, bytes: UnsafeRawBufferPointer) -> FileIdentity? {
        let handle = open(full, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard handle >= 0 else { return nil }
        defer { close(handle) }
        var info = stat()
        guard fstat(handle, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_mode & 0o7777 == 0o644,
            info.st_uid == Self.user, Int(info.st_size) == bytes.count, readsEqual(handle, bytes)
        else { return nil }
        return FileIdentity(info)
    }

    /// The user the build runs as, asked once: a build that rewrote every page asked the kernel
    /// 80,503 times (`strace -c`).
    static let user = geteuid()

    /// Whether what is left to read from `handle` is exactly `bytes`.
    static func readsEqual(_ handle: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count > 0 else { return true }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
        defer { buffer.deallocate() }
        var offset = 0
        while offset < bytes.count {
            let count = read(handle, buffer.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return memcmp(buffer.baseAddress!, bytes.baseAddress!, bytes.count) == 0
    }

    /// What tells one file from another on disk: device, inode, size and modification time
    /// (nanoseconds). A file rewritten, replaced or edited in place gets another.
    struct FileIdentity: Equatable, Sendable, Codable {
        let device: UInt64
        let inode: UInt64
        let size: Int
        let modified: Int

        init(device: UInt64, inode: UInt64, size: Int, modified: Int) {
            self.device = device
            self.inode = inode
            self.size = size
            self.modified = modified
        }

        init?(_ path: String) {
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            self.init(info)
        }

        /// The identity of the file at `relativePath` inside the folder open as `folder`, not
        /// through a symbolic link in its place; nil when it is not a file.
        /// The path is handed to the kernel in place (`withCString`): passed as a `String`
        /// argument it was copied into a new C string first (`String.utf8CString`, an eighth
        /// of `catalog watch`'s check of its spare's 80,000 files, `perf`).
        init?(_ relativePath: String, in folder: Int32) {
            var info = stat()
            let found = relativePath.withCString { fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) == 0 }
            guard found, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            self.init(info)
        }

        /// The identity of the file open as `handle`, nil when it cannot be looked at.
        init?(handle: Int32) {
            var info = stat()
            guard fstat(handle, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            self.init(info)
        }

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int(info.st_size)
            modified = Int(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(info.st_mtim.tv_nsec)
        }
    }

    /// The identity of a file this build wrote or linked.
    func identity(of relativePath: String) -> FileIdentity? {
        let identity = FileIdentity(path + "/" + relativePath)
        // Checked after the exchange by `catalog watch`'s background step; a spare another
        // process left is checked file by file as it is kept instead.
        if updating != nil, !verifiesKept, let identity {
            lock.lock()
            expectedIdentities.append((relativePath, identity))
            lock.unlock()
        }
        return identity
    }

    /// Links the replaced output's file at `relativePath` into this folder, without reading it,
    /// when it is still exactly the file `identity` describes (the file an earlier build of this
    /// process wrote for the same page data). False when it is not, and the caller renders.
    /// Whether ``linkUnchanged(_:identity:)`` would link the file (it may still fail, if the
    /// file changes in between).
    func canLinkUnchanged(_ relativePath: String, identity: FileIdentity) -> Bool {
        if let updating {
            return updating.contains(relativePath)
                && (!verifiesKept || spareIdentity(relativePath) == identity)
        }
        guard let previous, previous.files.contains(relativePath), Self.isPlainRelativePath(relativePath),
            relativePath != OutputDestination.manifestName
        else { return false }
        return FileIdentity(previous.path + "/" + relativePath) == identity
    }

    func linkUnchanged(_ relativePath: String, identity: FileIdentity) throws(OutputError) -> Bool {
        if let updating {
            // The spare holds the live output's file, which an earlier build of this process
            // wrote: left where it is. That it is still that file was checked after the last
            // exchange (a file changed by hand is not in the spare any more).
            guard updating.contains(relativePath),
                !verifiesKept || spareIdentity(relativePath) == identity
            else { return false }
            lock.lock()
            let (inserted, _) = writtenPaths.insert(relativePath)
            if inserted {
                writtenOfSpare += 1
                noteIdentity(relativePath, identity)
                writtenBytes += identity.size
                completedWrites += 1
                keptFiles += 1
                if !verifiesKept { expectedIdentities.append((relativePath, identity)) }
            }
            let count = completedWrites
            lock.unlock()
            guard inserted else {
                throw OutputError(
                    path: relativePath, reason: "two parts of the site would write this same file; rename one of them")
            }
            if KillPoint.requested != nil { KillPoint.reached("write:\(count)") }
            return true
        }
        guard let previous, previous.files.contains(relativePath), Self.isPlainRelativePath(relativePath),
            relativePath != OutputDestination.manifestName
        else { return false }
        let old = previous.path + "/" + relativePath
        guard FileIdentity(old) == identity else { return false }
        lock.lock()
        let (inserted, _) = writtenPaths.insert(relativePath)
        lock.unlock()
        guard inserted else {
            throw OutputError(
                path: relativePath, reason: "two parts of the site would write this same file; rename one of them")
        }
        if let slash = relativePath.lastIndex(of: "/") {
            try makeFolder(String(relativePath[..<slash]))
        }
        guard link(old, path + "/" + relativePath) == 0 else {
            lock.lock()
            writtenPaths.remove(relativePath)
            lock.unlock()
            return false
        }
        lock.lock()
        noteIdentity(relativePath, identity)
        writtenBytes += identity.size
        completedWrites += 1
        keptFiles += 1
        let count = completedWrites
        lock.unlock()
        if KillPoint.requested != nil { KillPoint.reached("write:\(count)") }
        return true
    }

    /// Links `old` as `new` when it is a plain file of this user, mode 0644, one link, holding
    /// exactly `bytes`. Anything else (a file edited, replaced by a link, another size, a read
    /// error) answers nil and the caller writes the file; linked, the file's identity.
    static func linkIfSame(_ old: String, as new: String, bytes: UnsafeRawBufferPointer) -> FileIdentity? {
        let handle = open(old, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard handle >= 0 else { return nil }
        defer { close(handle) }
        var info = stat()
        guard fstat(handle, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_mode & 0o7777 == 0o644,
            info.st_uid == Self.user, info.st_nlink == 1, Int(info.st_size) == bytes.count
        else { return nil }
        guard readsEqual(handle, bytes), link(old, new) == 0 else { return nil }
        return FileIdentity(info)
    }

    /// Makes a folder and its parents with plain `mkdir` calls: FileManager's version checks
    /// every level with several system calls, and the site has thousands of folders.
    private func makeFolder(_ folder: String) throws(OutputError) {
        lock.lock()
        let known = madeFolders.contains(folder)
        lock.unlock()
        if known { return }
        if let slash = folder.lastIndex(of: "/") {
            try makeFolder(String(folder[..<slash]))
        }
        let full = path + "/" + folder
        if mkdir(full, 0o755) != 0 {
            let code = errno
            // A full disk, a read-only file system, no permission: not a file in the folder's place.
            guard code == EEXIST || code == ENOTDIR else { throw failure(full, code, doing: "create the folder") }
            var info = stat()
            // Another thread may have made it a moment ago; anything but a real folder is wrong.
            guard lstat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                if updating != nil {
                    lock.lock()
                    metSpareConflict = true
                    lock.unlock()
                }
                throw OutputError(path: full, reason: "a file of the site stands where a folder is needed")
            }
        }
        lock.lock()
        madeFolders.insert(folder)
        lock.unlock()
    }

    /// Writes the manifest, the last file of a finished output.
    func writeManifest() throws(OutputError) {
        var bytes: [UInt8]
        lock.lock()
        let same =
            previousManifest != nil && writtenPaths.count == updating?.count && writtenOfSpare == updating?.count
        lock.unlock()
        if same, let previousManifest {
            bytes = previousManifest
        } else {
            bytes = Array((OutputDestination.manifestHeader + manifest.joined(separator: "\n") + "\n").utf8)
        }
        manifestBytes = bytes
        let full = path + "/" + OutputDestination.manifestName
        let handle = open(full, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard handle >= 0 else { throw OutputError(path: full, errno: errno, doing: "create") }
        defer { close(handle) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                Foundation.write(handle, $0.baseAddress! + offset, $0.count - offset)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw OutputError(path: full, errno: errno, doing: "write") }
            offset += count
        }
    }

    /// A relative path with no empty, `.` or `..` component and no control character.
    static func isPlainRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/") else { return false }
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part.isEmpty || part == "." || part == ".." { return false }
        }
        return !path.utf8.contains { $0 < 0x20 || $0 == 0x7F }
    }
}
