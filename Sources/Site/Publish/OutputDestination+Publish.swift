import Catalog
import Foundation

extension OutputDestination {
    /// Takes the build lock, making the state folder when it is not there yet: one build at a
    /// time writes into an output.
    func lock() throws(OutputError) -> OutputLock {
        try makeStateFolder()
        return try OutputLock(path: statePath + "/" + Self.lockName, output: displayPath)
    }

    /// Makes the folder to write into, which takes unchanged files from the output `previous`
    /// describes: the `former` site ``inspectFormer()`` found, moved into place, else a new
    /// folder.
    func open(previous: OutputManifest?, former: FormerSite?, lock: OutputLock) throws(OutputError) -> OutputFolder {
        let building = statePath + "/" + Self.buildingPrefix + "\(getpid())"
        // Without its manifest, a `building-` folder is all the build's: a kill leaves it to be
        // removed whole.
        if let former, Self.renameNoReplace(formerPath, building) == 0 {
            KillPoint.reached("adopt")
            if unlink(building + "/" + OutputManifest.fileName) == 0 {
                return try OutputFolder(path: building, lock: lock, previous: previous.map { (path, $0) }, former: former)
            }
            FileTree.removeAll(building)
        }
        return try OutputFolder(path: building, lock: lock, previous: previous.map { (path, $0) })
    }

    /// Makes the state folder (with its mark) when it is not there yet.
    func makeStateFolder() throws(OutputError) {
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

    /// What builds that were killed left in the state folder: the folder one was writing
    /// (`building-<pid>`, no manifest, all of it made by that build) is removed whole; an
    /// output one replaced (`replaced-<pid>`) loses the files its manifest lists; a store file
    /// being written is removed. Anything else in the state folder is not the build's and is
    /// left as it is. Called under the build lock.
    func removeLeftovers() -> [String] {
        var notes: [String] = []
        for entry in FileTree.entries(of: statePath) ?? [] {
            let full = statePath + "/" + entry.name
            if !entry.isFolder {
                continue
            }
            if entry.name == Self.storeName {
                for file in FileTree.entries(of: full) ?? [] where !file.isFolder && file.name.contains(".") {
                    unlink(full + "/" + file.name)
                }
                continue
            }
            guard entry.name.hasPrefix(Self.buildingPrefix) || entry.name.hasPrefix(Self.replacedPrefix) else {
                continue
            }
            switch removeOutput(at: full) {
            case nil: notes.append("could not remove \(full), left by an earlier build; remove it by hand")
            case let kept? where !kept.isEmpty:
                notes.append("files that 'catalog build' did not write were found in \(full) and kept in \(kept)")
            default: break
            }
        }
        return notes
    }

    /// Removes an output (or a leftover) folder at `folder`. Files its manifest does not list
    /// are kept: the folder is renamed to `kept-<time>` in the state folder. Returns nil when
    /// the folder could not be removed, else the path where unlisted files were kept (or "").
    func removeOutput(at folder: String) -> String? {
        guard let manifest = OutputManifest.read(in: folder) else {
            // Without a manifest, the folder is one a build was still writing: all of it is ours.
            return FileTree.removeAll(folder) ? "" : nil
        }
        var remaining = FileTree.removeListed(manifest.paths, under: folder)
        KillPoint.reached("cleanup")
        if remaining > 0 || access(folder, F_OK) == 0 {
            // The manifest goes last, so a kill in between leaves a folder the next build can read.
            unlink(folder + "/" + OutputManifest.fileName)
            remaining = FileTree.removeListed([], under: folder)
        }
        guard remaining > 0 else { return access(folder, F_OK) == 0 ? nil : "" }
        let kept = statePath + "/" + Self.keptPrefix + "\(Int(Date().timeIntervalSince1970))-\(getpid())"
        return rename(folder, kept) == 0 ? kept : nil
    }

    /// Puts the finished `folder` in place of the output in one step, then keeps the old output
    /// as the former site for the next build (or, when a `former` folder is in the way, removes
    /// it), while `beside` runs on the other core (the store being saved). Returns notes about
    /// files that were kept rather than removed. The lock is released at the end.
    package func publish(_ folder: OutputFolder, buildKey: UInt64?, beside: @Sendable () -> Void = {})
        throws(OutputError) -> [String]
    {
        defer { folder.buildLock.release() }
        try folder.writeManifest(buildKey: buildKey)
        KillPoint.reached("manifest")
        let replaced = statePath + "/" + Self.replacedPrefix + "\(getpid())"
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
                guard rename(path, replaced) == 0 else {
                    throw OutputError(path: displayPath, errno: errno, doing: "move the old site aside")
                }
                guard rename(folder.path, path) == 0 else {
                    let failure = errno
                    _ = rename(replaced, path)
                    throw OutputError(path: displayPath, errno: failure, doing: "put the new site in place")
                }
                _ = rename(replaced, folder.path)
            } else {
                throw OutputError(path: displayPath, errno: code, doing: "put the new site in place")
            }
        }
        KillPoint.reached("exchange")
        // The old output, with its manifest, is the site the next build writes into.
        guard existed, Self.renameNoReplace(folder.path, formerPath) != 0 else {
            beside()
            return []
        }
        // The building folder's name now holds the old output: named as a replaced output, a
        // kill during its removal leaves it to the next build as one.
        let old = rename(folder.path, replaced) == 0 ? replaced : folder.path
        let removal = ParallelMap.map([false, true]) { remove -> String?? in
            guard remove else {
                beside()
                return nil
            }
            return .some(removeOutput(at: old))
        }
        switch removal[1] {
        case .some(nil): return ["could not remove the replaced output in \(old); the next build will try again"]
        case .some(let kept?) where !kept.isEmpty:
            return ["files that 'catalog build' did not write were found in the old output and kept in \(kept)"]
        default: return []
        }
    }

    /// Gives up the folder of a failed build; the output is not touched.
    package func discard(_ folder: OutputFolder) {
        FileTree.removeAll(folder.path)
        folder.buildLock.release()
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
