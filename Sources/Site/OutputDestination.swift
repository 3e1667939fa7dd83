import Catalog
import Foundation
import TextUtilities

/// The output folder of a build, and the rules that keep a build from touching anything it did
/// not write.
///
/// - The output belongs to the build only when the build made it: every output carries a
///   manifest, `.catalog-output`, listing the files it wrote. A build refuses an output that is
///   not empty and has no manifest, or holds files its manifest does not list; an output that
///   is, holds or lies inside the content or templates folder; `/` and the home folder; an empty
///   path; and anything that is not a folder (a regular file, a symbolic link, a device).
/// - Beside the output, a state folder `.<name>.catalog/` holds the build lock, the folder a
///   build writes into (`building-<pid>`) and the Swift parse cache. It is safe to delete when
///   no build runs.
/// - The finished folder takes the output's place with one `renameat2(RENAME_EXCHANGE)`, so
///   there is never a moment without an output; then the files of the old output listed in its
///   manifest are removed. Leftovers of builds that were killed are removed by the next build.
public struct OutputDestination: Sendable {
    /// The manifest's file name inside every output.
    public static let manifestName = ".catalog-output"
    static let manifestMagic = "catalog-output 1"
    static let manifestHeader = """
        \(manifestMagic)
        # Written by 'catalog build', which replaces this folder on the next build. The files
        # below are the ones it wrote; any other file here makes the next build stop.

        """
    static let stateMarkerName = ".catalog-state"
    static let lockName = "lock"
    static let buildingPrefix = "building-"
    static let keptPrefix = "kept-"

    /// The output folder as the user named it, for messages.
    public let displayPath: String
    /// The output's absolute path, with the symbolic links of its parents resolved.
    public let path: String
    /// The state folder beside the output.
    public let statePath: String
    /// The state folder as a sibling of the output as the user named it, for messages.
    public let stateDisplayPath: String
    /// `catalog watch`: the replaced output kept for the next build (see ``SpareOutput``).
    private(set) var spare: SpareOutput?
    /// The output's files are to be compared with its manifest by ``checkListedFiles()``.
    public let checksFilesLater: Bool

    /// Checks that `output` may be written by a build that reads `protected` folders (content
    /// and templates). Nothing is created or changed.
    ///
    /// - Parameter spare: `catalog watch`'s spare; while the live output is the one it
    ///   published last, its files are not listed again (the spare's background step looks for
    ///   files put there by hand, after the exchange).
    /// - Parameter checkingFilesLater: the output's files are compared with its manifest by
    ///   ``checkListedFiles()``, called by the build when its memo did not find the output as
    ///   the last build left it (the memo's fingerprint of the output already tells a file added
    ///   by hand, so an up-to-date build need not list 80,000 files twice).
    public init(
        _ output: String, protecting protected: [String], spare: SpareOutput? = nil, checkingFilesLater: Bool = false
    ) throws(OutputError) {
        self.spare = spare
        self.checksFilesLater = checkingFilesLater
        displayPath = output
        guard !output.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw OutputError("output.refused", path: "''", reason: "the output folder is an empty path")
        }
        path = Self.canonical(output)
        guard let slash = path.lastIndex(of: "/"), path != "/" else {
            throw OutputError(
                "output.refused", path: output, reason: "refusing to use the root folder '/' as the output folder")
        }
        let parent = slash == path.startIndex ? "/" : String(path[..<slash])
        let name = String(path[path.index(after: slash)...])
        statePath = (parent == "/" ? "" : parent) + "/.\(name).catalog"
        stateDisplayPath = Self.siblingDisplayPath(of: output, absolute: statePath)

        for home in Self.homeFolders() where path == home {
            throw OutputError(
                "output.refused", path: output, reason: "refusing to use the home folder as the output folder")
        }
        for folder in protected {
            let other = Self.canonical(folder)
            if path == other {
                throw OutputError(
                    "output.refused", path: output, reason: "the output folder is the input folder '\(folder)'")
            }
            if other.hasPrefix(path + "/") {
                throw OutputError(
                    "output.refused", path: output,
                    reason: "the output folder holds the input folder '\(folder)'; choose another output")
            }
            if path.hasPrefix(other + "/") {
                throw OutputError(
                    "output.refused", path: output,
                    reason: "the output folder lies inside the input folder '\(folder)'; choose another output")
            }
        }
        try checkExistingOutput()
        try checkStateFolder()
    }

    /// `.docs.catalog` for `docs`, `site/.docs.catalog` for `site/docs/`; the absolute path when
    /// the output was named by `.` or `..`.
    static func siblingDisplayPath(of output: String, absolute: String) -> String {
        var trimmed = Substring(output)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        guard let last = parts.last, last != ".", last != "..", !last.isEmpty else { return absolute }
        return (parts.dropLast() + [".\(last).catalog"]).joined(separator: "/")
    }

    /// The path made absolute and free of `.` and `..`, with the symbolic links of the longest
    /// existing prefix resolved (the last component itself is not resolved: see
    /// ``checkExistingOutput()``).
    static func canonical(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var head = absolute
        var tail: [String] = []
        while head != "/" && !head.isEmpty {
            if let resolved = realpath(head, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return tail.isEmpty ? base : (base == "/" ? "" : base) + "/" + tail.reversed().joined(separator: "/")
            }
            let slash = head.lastIndex(of: "/")!
            tail.append(String(head[head.index(after: slash)...]))
            head = slash == head.startIndex ? "/" : String(head[..<slash])
        }
        return "/" + tail.reversed().joined(separator: "/")
    }

    private static func homeFolders() -> [String] {
        var homes: [String] = []
        if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty { homes.append(canonical(home)) }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            homes.append(canonical(String(cString: directory)))
        }
        return homes
    }

    /// An existing output must be a real folder: empty, or written by an earlier build and
    /// holding nothing but what that build wrote.
    private func checkExistingOutput() throws(OutputError) {
        // The parent's links are resolved; the output itself is looked at without following.
        let unresolved = URL(fileURLWithPath: displayPath).standardizedFileURL.path
        for candidate in Set([path, unresolved]) {
            var info = stat()
            guard lstat(candidate, &info) == 0 else {
                if errno == ENOENT { continue }
                throw OutputError("output.refused", path: displayPath, errno: errno, doing: "look at the output folder")
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: continue
            case S_IFLNK:
                throw OutputError(
                    "output.refused", path: displayPath,
                    reason: "the output folder is a symbolic link; give the folder it points to instead")
            case S_IFREG:
                throw OutputError(
                    "output.refused", path: displayPath, reason: "the output is a regular file, not a folder")
            default:
                throw OutputError(
                    "output.refused", path: displayPath, reason: "the output is not a folder (a device, FIFO or socket)"
                )
            }
        }
        guard let entries = FileTree.entries(of: path) else {
            if errno == ENOENT { return }
            throw OutputError("output.refused", path: displayPath, errno: errno, doing: "list the output folder")
        }
        if entries.isEmpty || checksFilesLater { return }
        try checkListedFiles()
    }

    /// An output that is not empty must have been written by an earlier build and hold
    /// nothing but what that build wrote.
    public func checkListedFiles() throws(OutputError) {
        guard let entries = FileTree.entries(of: path), !entries.isEmpty else { return }
        // The spare's background step, when still running, finishes first: the output it
        // leaves in step need not be listed again.
        spare?.waitForSync()
        if let spare, spare.isInStep(withLive: path) { return }
        // Every folder as the last build left it: no file was added (``OutputFolderStamps``).
        if let stamps = OutputFolderStamps.read(statePath: statePath), stamps.matches(live: path) { return }
        guard let listed = Self.readManifest(path + "/" + Self.manifestName) else {
            throw OutputError(
                "output.refused", path: displayPath,
                reason:
                    "the output folder is not empty and was not written by 'catalog build' (it has no \(Self.manifestName)); choose an empty or new folder, or empty this one yourself"
            )
        }
        let foreign = FileTree.files(under: path).filter { $0 != Self.manifestName && !listed.contains($0) }.sorted()
        if let first = foreign.first {
            let more = foreign.count > 1 ? " and \(foreign.count - 1) more" : ""
            throw OutputError(
                "output.refused", path: displayPath + "/" + first,
                reason:
                    "this file was not written by 'catalog build'\(more); the next build would replace the folder, so move it out first (files to publish go in the templates' assets folder)"
            )
        }
    }

    private func checkStateFolder() throws(OutputError) {
        var info = stat()
        guard lstat(statePath, &info) == 0 else {
            if errno == ENOENT { return }
            throw OutputError(
                "output.refused", path: stateDisplayPath, errno: errno, doing: "look at the build's state folder")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw OutputError(
                "output.refused", path: stateDisplayPath,
                reason: "the build's state folder is not a folder; move it away")
        }
        let entries = FileTree.entries(of: statePath) ?? []
        guard entries.isEmpty || access(statePath + "/" + Self.stateMarkerName, F_OK) == 0 else {
            throw OutputError(
                "output.refused", path: stateDisplayPath,
                reason: "this folder was not made by 'catalog build', which keeps its state here; move it away")
        }
    }

    /// The files a manifest lists, or nil when the file is missing or is not a manifest.
    static func readManifest(_ file: String) -> Set<String>? {
        var info = stat()
        guard lstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size < 256 << 20,
            let data = FileManager.default.contents(atPath: file)
        else { return nil }
        return manifestFiles(data)
    }

    /// The files a manifest's bytes list, or nil when they are not a manifest.
    /// Read as bytes, line by line: splitting the text by characters was half of reading the
    /// build cache after an edit (80,485 lines at 10,000 components).
    static func manifestFiles<Bytes: Collection<UInt8>>(_ data: Bytes) -> Set<String>? {
        let bytes = Array(data)
        var files = Set<String>()
        files.reserveCapacity(bytes.count / 32)
        var sawMagic = false
        let valid = bytes.withUnsafeBufferPointer { buffer -> Bool in
            var start = 0
            for index in 0...buffer.count where index == buffer.count || buffer[index] == 0x0A {
                defer { start = index + 1 }
                guard index > start else { continue }
                let line = UnsafeBufferPointer(rebasing: buffer[start..<index])
                if !sawMagic {
                    guard String(decoding: line, as: UTF8.self) == manifestMagic else { return false }
                    sawMagic = true
                } else if line[0] != UInt8(ascii: "#") {
                    files.insert(String(decoding: line, as: UTF8.self))
                }
            }
            return sawMagic
        }
        return valid ? files : nil
    }

    // MARK: Writing

    /// Takes the build lock, clears what killed builds left, and makes the folder to write into.
    /// Returns the folder and warnings about leftovers that could not be removed.
    public func open() throws(OutputError) -> (OutputFolder, [String]) {
        try makeStateFolder()
        spare?.waitForSync()
        let lock = try OutputLock(path: statePath + "/" + Self.lockName, output: displayPath)
        var warnings = spare?.takeNotes() ?? []
        if let ready = spare?.take(live: path) {
            warnings += removeLeftovers(keeping: ready.folder)
            // From here the spare is a folder being written: a kill leaves it to be removed whole.
            if unlink(ready.folder + "/" + Self.manifestName) == 0 {
                let folder = OutputFolder(
                    updating: ready.folder, files: ready.files, lock: lock, verifiesKept: ready.verifiesKept)
                folder.previousManifest = ready.manifestBytes
                return (folder, warnings)
            }
        }
        warnings += removeLeftovers()
        let previous = Self.readManifest(path + "/" + Self.manifestName).map { (path, $0) }
        let folder = try OutputFolder(
            path: statePath + "/" + Self.buildingPrefix + "\(getpid())", lock: lock, previous: previous)
        return (folder, warnings)
    }

    /// The same destination, keeping `spare` (a plain build's, once its build cache is read).
    func keeping(_ spare: SpareOutput) -> OutputDestination {
        var copy = self
        copy.spare = spare
        return copy
    }

    /// Makes the state folder (with its mark) when it is not there yet.
    func prepareStateFolder() throws(OutputError) { try makeStateFolder() }

    private func makeStateFolder() throws(OutputError) {
        let parent = String(statePath[..<statePath.lastIndex(of: "/")!])
        do {
            try FileManager.default.createDirectory(
                atPath: parent.isEmpty ? "/" : parent, withIntermediateDirectories: true)
        } catch {
            throw OutputError(
                path: displayPath, reason: "cannot create the output's parent folder: \(error.localizedDescription)")
        }
        if mkdir(statePath, 0o755) != 0 && errno != EEXIST {
            throw OutputError(path: statePath, errno: errno, doing: "create the build's state folder")
        }
        let flags: Int32 = O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC
        let marker = Glibc.open(statePath + "/" + Self.stateMarkerName, flags, 0o644)
        guard marker >= 0 else {
            throw OutputError(path: statePath, errno: errno, doing: "mark the build's state folder")
        }
        close(marker)
    }

    /// Folders of builds that were killed: a folder being written (no manifest, all of it made
    /// by that build) is removed whole; a replaced output loses the files its manifest lists.
    func removeLeftovers(keeping spareFolder: String? = nil) -> [String] {
        var warnings: [String] = []
        // The temporary files of a build killed while writing the memo or the cache of parsed
        // sources (`build-memo.<pid>`, `swift-parse-cache.<pid>`).
        for entry in FileTree.entries(of: statePath) ?? [] where !entry.isFolder {
            for prefix in [BuildMemo.fileName + ".", SwiftParseCache.fileName + "."] {
                guard entry.name.hasPrefix(prefix), let pid = Int32(entry.name.dropFirst(prefix.count)),
                    pid != getpid(), kill(pid, 0) != 0
                else { continue }
                unlink(statePath + "/" + entry.name)
            }
        }
        for entry in FileTree.entries(of: statePath) ?? [] where entry.isFolder {
            guard !entry.name.hasPrefix(Self.keptPrefix), entry.name != BuildCache.folderName else { continue }
            let folder = statePath + "/" + entry.name
            if folder == spareFolder { continue }
            switch removeOutput(at: folder) {
            case nil: warnings.append("could not remove \(folder), left by an earlier build; remove it by hand")
            case let kept? where !kept.isEmpty:
                warnings.append("files that 'catalog build' did not write were found in \(folder) and kept in \(kept)")
            default: break
            }
        }
        return warnings
    }

    /// Removes an output (or a leftover) folder at `folder`. Files its manifest does not list
    /// are kept: the folder is renamed to `kept-<time>` in the state folder. Returns nil when
    /// the folder could not be removed, else the path where unlisted files were kept (or "").
    func removeOutput(at folder: String) -> String? {
        let manifest = folder + "/" + Self.manifestName
        guard let listed = Self.readManifest(manifest) else {
            // Without a manifest, the folder is one a build was still writing: all of it is ours.
            return FileTree.removeAll(folder) ? "" : nil
        }
        var remaining = FileTree.removeListed(listed, under: folder)
        KillPoint.reached("cleanup")
        if remaining > 0 || access(folder, F_OK) == 0 {
            // The manifest goes last, so a kill in between leaves a folder the next build can read.
            unlink(manifest)
            remaining = FileTree.removeListed([], under: folder)
        }
        guard remaining > 0 else { return access(folder, F_OK) == 0 ? nil : "" }
        let kept = statePath + "/" + Self.keptPrefix + "\(Int(Date().timeIntervalSince1970))-\(getpid())"
        return rename(folder, kept) == 0 ? kept : nil
    }

    /// Puts the finished `folder` in place of the output in one step, then keeps the old output
    /// as the next build's spare or removes it. Returns warnings about files that were kept
    /// rather than removed. Under the build lock after the exchange,
    /// `besideRemoval` runs beside the removal of the replaced output (on two threads: writing
    /// the build cache took as long as removing 80,000 names), and `whileLocked` after it (the
    /// memo's fingerprint of the output must not see the removal half done: each removed name
    /// changes the link count of a file the output shares).
    public func publish(
        _ folder: OutputFolder, besideRemoval: @Sendable () -> Void = {}, whileLocked: () -> Void = {}
    ) throws(OutputError) -> [String] {
        try folder.removeUnwritten()
        try folder.writeManifest()
        KillPoint.reached("manifest")
        var existed = true
        if Self.renameExchange(folder.path, path) != 0 {
            let code = errno
            if code == ENOENT {
                existed = false
                guard Self.renameNoReplace(folder.path, path) == 0 else {
                    throw OutputError(path: displayPath, errno: errno, doing: "put the new site in place")
                }
            } else if code == EINVAL || code == ENOSYS || code == ENOTSUP {
                // A file system without RENAME_EXCHANGE: two renames, with a moment without output.
                let aside = statePath + "/replaced-\(getpid())"
                guard rename(path, aside) == 0 else {
                    throw OutputError(path: displayPath, errno: errno, doing: "move the old site aside")
                }
                guard rename(folder.path, path) == 0 else {
                    let failure = errno
                    _ = rename(aside, path)
                    throw OutputError(path: displayPath, errno: failure, doing: "put the new site in place")
                }
                _ = rename(aside, folder.path)
            } else {
                throw OutputError(path: displayPath, errno: code, doing: "put the new site in place")
            }
        }
        KillPoint.reached("exchange")
        var warnings: [String] = []
        if let spare, spare.keptRecord != nil {
            return keepSpare(spare, after: folder, existed: existed, besideRemoval: besideRemoval, whileLocked: whileLocked)
        }
        // `catalog watch`: the replaced output becomes the next build's spare; after a first
        // build there was none, and an empty folder is filled with links to the new output.
        if let spare, existed || mkdir(folder.path, 0o755) == 0 {
            besideRemoval()
            whileLocked()
            spare.startSync(
                folder: folder.path, oldFiles: folder.previousFiles ?? [], live: path, liveFiles: folder.writtenFiles,
                manifest: folder.manifestBytes,
                changed: folder.updating == nil ? nil : folder.changedPaths, expected: folder.expectedIdentities,
                destination: self, buildLock: folder.buildLock)
            return warnings
        }
        if existed {
            // The building folder's name now holds the old output.
            let removal = ParallelMap.map([false, true]) { remove -> String?? in
                guard remove else {
                    besideRemoval()
                    return nil
                }
                return .some(removeOutput(at: folder.path))
            }
            if case .some(let result) = removal[1] { warnings += Self.removalWarnings(result, of: folder.path) }
        } else {
            besideRemoval()
        }
        whileLocked()
        folder.buildLock.release()
        return warnings
    }

    /// What the user may want to know of the removal of the replaced output in `folder`, given
    /// ``removeOutput(at:)``'s result.
    private static func removalWarnings(_ result: String?, of folder: String) -> [String] {
        switch result {
        case nil: ["could not remove the replaced output in \(folder); the next build will try again"]
        case let kept? where !kept.isEmpty:
            ["files that 'catalog build' did not write were found in the old output and kept in \(kept)"]
        default: []
        }
    }

    /// A plain build, after the exchange: the replaced output becomes the spare of the next
    /// build (``SpareOutput+Kept``), brought in step with the new output, when it was there
    /// and at most half of its files differ (else removing it costs less than linking); it is
    /// removed otherwise. `besideRemoval` runs on the other thread, `whileLocked` after both.
    private func keepSpare(
        _ spare: SpareOutput, after folder: OutputFolder, existed: Bool, besideRemoval: @Sendable () -> Void,
        whileLocked: () -> Void
    ) -> [String] {
        defer { folder.buildLock.release() }
        let liveFiles = folder.writtenFiles
        let changed = folder.changedSinceReplaced
        let spareFolder = statePath + "/" + SpareOutput.keptFolderName
        let worthKeeping = existed && changed.map { $0.count <= liveFiles.count / 2 } == true
        // A fresh folder's name holds the replaced output now; the spare's own name is free
        // (a stale spare was removed with the leftovers when the build opened its folder).
        let keeps = worthKeeping && (folder.path == spareFolder || rename(folder.path, spareFolder) == 0)
        let replaced = keeps ? spareFolder : folder.path
        // The folders' stamps are made on the thread that brings the spare in step, which ends
        // well before the cache is written beside it: made after both, they kept one core idle.
        let done = ParallelMap.map([false, true]) {
            inStep -> (SpareOutput.SyncResult?, String??, OutputFolderStamps?) in
            guard inStep else {
                besideRemoval()
                return (nil, nil, nil)
            }
            let stamps = { OutputFolderStamps.make(live: path, files: liveFiles) }
            // No replaced output to bring in step (a first build into a new output, or one
            // that changed more than half of the files): a new spare of links to every file,
            // so that the next build updates it rather than linking every file into a fresh
            // folder of its own while the maintainer waits.
            let freshSpare = { () -> SpareOutput.SyncResult? in
                guard mkdir(spareFolder, 0o755) == 0 else { return nil }
                return SpareOutput.sync(
                    folder: spareFolder, oldFiles: [], live: path, liveFiles: liveFiles, manifest: folder.manifestBytes,
                    changed: nil, destination: self, onEveryCore: false)
            }
            guard existed else { return (freshSpare(), nil, stamps()) }
            guard keeps else {
                let removal = removeOutput(at: replaced)
                return (removal == nil ? nil : freshSpare(), .some(removal), stamps())
            }
            let result = SpareOutput.sync(
                folder: replaced, oldFiles: folder.previousFiles ?? [], live: path, liveFiles: liveFiles,
                manifest: folder.manifestBytes, changed: changed, destination: self)
            return (result, nil, stamps())
        }[1]
        var warnings: [String] = []
        if case .some(let result) = done.1 { warnings += Self.removalWarnings(result, of: replaced) }
        switch done.0 {
        case .ready(let state):
            KillPoint.reached("spare")
            spare.saveKept(state, liveFiles: liveFiles)
        case .givenUp(let note):
            if let note { warnings.append(note) }
            spare.saveKept(nil, liveFiles: liveFiles)
        case nil:
            spare.saveKept(nil, liveFiles: liveFiles)
        }
        OutputFolderStamps.write(done.2, statePath: statePath)
        whileLocked()
        return warnings
    }

    /// Gives up the folder of a failed build; the output is not touched. A spare that was
    /// being updated has no manifest any more and goes too: the next build starts afresh.
    public func discard(_ folder: OutputFolder, keepingLock: Bool = false) {
        FileTree.removeAll(folder.path)
        if !keepingLock { folder.buildLock.release() }
    }

    /// Gives up the folder of a build that failed before publishing. A spare that it was
    /// updating in place (a plain build's or `catalog watch`'s) is brought back in step with
    /// the live output (each file it replaced or added linked from the live output again, or
    /// removed) and kept for the next build, rather than removed whole: the build after a
    /// failed one (a maintainer's typo, then its fix) writes only what differs again instead
    /// of linking every file into a fresh folder. Anything else is removed as
    /// ``discard(_:keepingLock:)`` does.
    func discardKeepingSpare(_ folder: OutputFolder) {
        guard let spare, let updating = folder.updating, !folder.metSpareConflict,
            let manifestBytes = KeptFile.read(path + "/" + Self.manifestName, limit: 256 << 20),
            let liveFiles = Self.manifestFiles(manifestBytes)
        else {
            discard(folder)
            return
        }
        defer { folder.buildLock.release() }
        let changed = folder.changedPaths
        let result = SpareOutput.sync(
            folder: folder.path, oldFiles: updating.union(changed), live: path, liveFiles: liveFiles,
            manifest: manifestBytes, changed: changed.union(liveFiles.subtracting(updating)), destination: self)
        switch result {
        case .ready(let state):
            KillPoint.reached("spare-restored")
            if spare.keptRecord != nil {
                spare.saveKept(state, liveFiles: liveFiles)
            } else {
                // `catalog watch` remembers the files the failed build wrote into the spare as
                // its pages' files; the spare holds the live output's again, so the next build
                // checks each file it keeps against what it remembers (as a plain build does).
                var restored = state
                restored.verifiesKept = true
                spare.restore(restored)
            }
        case .givenUp:
            FileTree.removeAll(folder.path)
            if spare.keptRecord != nil { spare.saveKept(nil, liveFiles: liveFiles) }
        }
    }

    /// After a spare could not be updated (``OutputFolder/metSpareConflict``): removes it and
    /// makes a fresh folder under the same lock.
    func reopenFresh(after folder: OutputFolder) throws(OutputError) -> OutputFolder {
        discard(folder, keepingLock: true)
        let previous = Self.readManifest(path + "/" + Self.manifestName).map { (path, $0) }
        return try OutputFolder(
            path: statePath + "/" + Self.buildingPrefix + "\(getpid())", lock: folder.buildLock, previous: previous)
    }

    // MARK: System calls

    private static let exchangeFlag: UInt32 = 1 << 1
    private static let noReplaceFlag: UInt32 = 1 << 0

    static func renameExchange(_ from: String, _ to: String) -> Int32 {
        renameat2(AT_FDCWD, from, AT_FDCWD, to, exchangeFlag)
    }

    static func renameNoReplace(_ from: String, _ to: String) -> Int32 {
        let result = renameat2(AT_FDCWD, from, AT_FDCWD, to, noReplaceFlag)
        if result != 0 && (errno == EINVAL || errno == ENOSYS) {
            var info = stat()
            if lstat(to, &info) == 0 {
                errno = EEXIST
                return -1
            }
            return rename(from, to)
        }
        return result
    }
}

/// Glibc has `renameat2` since 2.28 but its header declares it only under `_GNU_SOURCE`,
/// which the Swift overlay does not set.
@_silgen_name("renameat2")
private func renameat2(
    _ oldFolder: Int32, _ oldPath: UnsafePointer<CChar>, _ newFolder: Int32, _ newPath: UnsafePointer<CChar>,
    _ flags: UInt32
) -> Int32
