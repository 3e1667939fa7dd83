import Catalog
import Dispatch
import Foundation

/// `catalog watch` keeps the output each build replaces instead of removing it: the spare,
/// `.Public.catalog/building-<pid>`. After the exchange that publishes a build, the spare is
/// brought in step with the new live output in the background (the files the build changed
/// are linked from it, the ones it removed are removed), so that the next build writes only
/// the files that differ into the spare and exchanges it with the live output again: a
/// one-page edit changes a few files, not the 80,000 of a 10,000-component site.
///
/// The live output is only ever replaced whole, by one `renameat2(RENAME_EXCHANGE)`. The
/// spare is never seen by a reader; while a build or the background step changes it, it has
/// no manifest, which makes it, for any later build, a folder still being written and removed
/// whole (see ``OutputDestination``). The spare is used only while its folder, its manifest
/// and the live output's manifest are the files this process left: another build into the
/// same output, or a hand in the state folder, makes the next build start from a fresh
/// folder again.
public final class SpareOutput: @unchecked Sendable {
    private let lock = NSLock()
    private let syncs = DispatchGroup()
    private var ready: Ready?
    private var notes: [String] = []

    /// A spare in step with the live output.
    struct Ready {
        let folder: String
        let folderIdentity: FolderIdentity
        let manifest: OutputFolder.FileIdentity
        let liveManifest: OutputFolder.FileIdentity
        /// The files both hold.
        let files: Set<String>
        /// The output's build lock.
        let lockPath: String
        /// The manifest both hold, when its bytes are known and the spare holds every file it
        /// lists (none was taken out as changed by hand).
        let manifestBytes: [UInt8]?
        /// Read back by another process (a plain build's spare, ``restoreKept(statePath:)``):
        /// nothing watched the live output since, so a file kept by its identity is checked
        /// first (a file edited in place in the output is edited in the spare too).
        var verifiesKept = false
    }

    struct FolderIdentity: Equatable {
        let device: UInt64
        let inode: UInt64

        init?(_ path: String) {
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    public init() {}

    /// A plain `catalog build` keeps its spare between processes (see ``SpareOutput+Kept``):
    /// where the record of it is written, nil in `catalog watch`.
    var keptRecord: String?

    /// Waits until the spare of the last build is in step (or given up).
    public func waitForSync() { syncs.wait() }

    /// When the process stops: waits for the background step, then removes the spare under
    /// the build lock (if another build holds it, that build removes the spare as a leftover).
    public func close() {
        syncs.wait()
        lock.lock()
        let state = ready
        ready = nil
        lock.unlock()
        guard let state, let buildLock = try? OutputLock(path: state.lockPath, output: state.folder) else { return }
        defer { buildLock.release() }
        guard FolderIdentity(state.folder) == state.folderIdentity else { return }
        // The manifest last, so that a kill in between leaves a folder the next build can read.
        _ = FileTree.removeListed(state.files, under: state.folder)
        if access(state.folder, F_OK) == 0 {
            unlink(state.folder + "/" + OutputDestination.manifestName)
            _ = FileTree.removeListed([], under: state.folder)
        }
    }

    /// Makes `state` the spare (read back by ``restoreKept(statePath:)``).
    func restore(_ state: Ready) {
        lock.lock()
        ready = state
        lock.unlock()
    }

    /// What the background step found that the user may want to know (files kept, a spare
    /// given up), said by the next build.
    func takeNotes() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let taken = notes
        notes = []
        return taken
    }

    /// Whether the live output at `live` is still the one this process published last, with
    /// its spare in step: nothing else wrote into it since, so its files need no new check.
    func isInStep(withLive live: String) -> Bool {
        lock.lock()
        let state = ready
        lock.unlock()
        guard let state, !state.verifiesKept else { return false }
        return OutputFolder.FileIdentity(live + "/" + OutputDestination.manifestName) == state.liveManifest
    }

    /// The spare, when it and the live output at `live` are still what this process left;
    /// nil otherwise. Either way the spare is no longer ready: the caller updates it or
    /// removes it.
    func take(live: String) -> Ready? {
        lock.lock()
        let state = ready
        ready = nil
        lock.unlock()
        guard let state, FolderIdentity(state.folder) == state.folderIdentity,
            OutputFolder.FileIdentity(state.folder + "/" + OutputDestination.manifestName) == state.manifest,
            OutputFolder.FileIdentity(live + "/" + OutputDestination.manifestName) == state.liveManifest
        else { return nil }
        return state
    }

    /// After an exchange: `folder` holds the replaced output, which listed `oldFiles`; the live
    /// output at `live` lists `liveFiles`. `changed` are the files the build replaced or
    /// removed in a spare it updated (nil after a build into a fresh folder: every file is
    /// compared). Runs in the background and releases `buildLock` when done.
    func startSync(
        folder: String, oldFiles: Set<String>, live: String, liveFiles: Set<String>, manifest: [UInt8]? = nil,
        changed: Set<String>?, expected: [(path: String, identity: OutputFolder.FileIdentity)] = [],
        destination: OutputDestination, buildLock: OutputLock
    ) {
        syncs.enter()
        DispatchQueue.global().async {
            let result = Self.sync(
                folder: folder, oldFiles: oldFiles, live: live, liveFiles: liveFiles, manifest: manifest,
                changed: changed, expected: expected, destination: destination)
            self.lock.lock()
            switch result {
            case .ready(let state): self.ready = state
            case .givenUp(let note):
                self.ready = nil
                if let note { self.notes.append(note) }
            }
            self.lock.unlock()
            buildLock.release()
            self.syncs.leave()
        }
    }

    enum SyncResult {
        case ready(Ready)
        case givenUp(String?)
    }

    /// Brings the replaced output in `folder` in step with the live output.
    static func sync(
        folder: String, oldFiles: Set<String>, live: String, liveFiles: Set<String>, manifest: [UInt8]? = nil,
        changed: Set<String>?, expected: [(path: String, identity: OutputFolder.FileIdentity)] = [],
        destination: OutputDestination, onEveryCore: Bool = true
    ) -> SyncResult {
        let manifestName = OutputDestination.manifestName
        // A file put into the live output by hand since it was published: the folder is kept
        // for the user, as every build does with an output's unlisted files.
        let present = FileTree.files(under: folder)
        if present.contains(where: { $0 != manifestName && !oldFiles.contains($0) }) {
            switch destination.removeOutput(at: folder) {
            case let kept? where !kept.isEmpty:
                return .givenUp(
                    "files that 'catalog build' did not write were found in the old output and kept in \(kept)")
            case nil:
                return .givenUp("could not remove the replaced output in \(folder); the next build will try again")
            default: return .givenUp(nil)
            }
        }
        // From here the folder is being written: a kill leaves it to be removed whole.
        guard unlink(folder + "/" + manifestName) == 0 || errno == ENOENT else {
            return giveUp(folder)
        }
        var replaced: [String] = []
        var removed: [String] = []
        // An empty folder (after a first build into a new output): every file is linked into
        // it, straight to its name, with no file there to compare or to replace. Looked at and
        // linked through a temporary name, file by file, that was four system calls a file
        // instead of one (80,000 files at 10,000 components), and the first rebuild of a
        // `catalog watch` started just after its first build waited for it.
        let empty = present.isEmpty && oldFiles.isEmpty
        if empty {
            replaced = Array(liveFiles)
        } else if let changed {
            for path in changed { if liveFiles.contains(path) { replaced.append(path) } else { removed.append(path) } }
        } else {
            for path in liveFiles where !sameFile(folder + "/" + path, live + "/" + path) { replaced.append(path) }
            for path in present where path != manifestName && !liveFiles.contains(path) { removed.append(path) }
        }
        for path in removed.sorted(by: >) {
            guard unlink(folder + "/" + path) == 0 || errno == ENOENT else { return giveUp(folder) }
            OutputFolder.removeEmptyFolders(above: path, in: folder)
        }
        // On every core when there are many (after a first build, every file of the site).
        let toLink = replaced
        let parts = toLink.count < 1024 || !onEveryCore ? 1 : max(1, ProcessInfo.processInfo.activeProcessorCount)
        let linked = ParallelMap.map(Array(0..<parts)) { part in
            stride(from: part, to: toLink.count, by: parts).allSatisfy { index in
                let path = toLink[index]
                if empty {
                    return linkNew(live + "/" + path, as: folder + "/" + path, root: folder, relative: path, part: part)
                }
                return relink(live + "/" + path, as: folder + "/" + path, root: folder, relative: path, part: part)
            }
        }
        guard linked.allSatisfy({ $0 }) else { return giveUp(folder) }
        // A page file the build kept or wrote that is not what it was (edited in place in the
        // output, or replaced): out of the spare, so that the next build renders it again.
        var files = liveFiles
        for path in changedIdentities(expected, in: folder) {
            guard unlink(folder + "/" + path) == 0 || errno == ENOENT else { return giveUp(folder) }
            files.remove(path)
        }
        guard link(live + "/" + manifestName, folder + "/" + manifestName) == 0,
            let folderIdentity = FolderIdentity(folder),
            let spareManifest = OutputFolder.FileIdentity(folder + "/" + manifestName),
            let liveManifest = OutputFolder.FileIdentity(live + "/" + manifestName)
        else { return giveUp(folder) }
        return .ready(
            Ready(
                folder: folder, folderIdentity: folderIdentity, manifest: spareManifest, liveManifest: liveManifest,
                files: files, lockPath: destination.statePath + "/" + OutputDestination.lockName,
                manifestBytes: files.count == liveFiles.count ? manifest : nil))
    }

    /// The paths of `expected` whose file under `folder` is not the one expected, on every core.
    /// Each file is looked at inside the folder, open as an `O_PATH` handle, not by its full
    /// path: joining and resolving 80,000 full paths was a sixth of `catalog watch`'s CPU over
    /// six one-page rebuilds at 10,000 components (`perf`: the kernel's `__d_lookup_rcu` and
    /// `link_path_walk`, and the joined strings).
    static func changedIdentities(
        _ expected: [(path: String, identity: OutputFolder.FileIdentity)], in folder: String
    ) -> [String] {
        let handle = open(folder, OutputIdentity.openPath | O_DIRECTORY | O_CLOEXEC)
        guard handle >= 0 else { return expected.map(\.path) }
        defer { Glibc.close(handle) }
        let entries = expected
        let parts = max(1, min(ProcessInfo.processInfo.activeProcessorCount, entries.count / 1024))
        let found = ParallelMap.map(Array(0..<parts)) { part -> [String] in
            stride(from: part, to: entries.count, by: parts).compactMap { index in
                let (path, identity) = entries[index]
                return OutputFolder.FileIdentity(path, in: handle) == identity ? nil : path
            }
        }
        return found.flatMap { $0 }
    }

    private static func giveUp(_ folder: String) -> SyncResult {
        // The folder has no manifest: all of it is this build's to remove.
        FileTree.removeAll(folder)
        return .givenUp(nil)
    }

    private static func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat()
        var second = stat()
        guard lstat(a, &first) == 0, lstat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// Links `source` as `target` where nothing is, making its folders as needed; in place of
    /// what is there after all (``relink(_:as:root:relative:part:)``) if something is.
    private static func linkNew(_ source: String, as target: String, root: String, relative: String, part: Int)
        -> Bool
    {
        if link(source, target) == 0 { return true }
        guard errno == ENOENT else { return relink(source, as: target, root: root, relative: relative, part: part) }
        var made = root
        for part in relative.split(separator: "/").dropLast() {
            made += "/" + part
            guard mkdir(made, 0o755) == 0 || errno == EEXIST else { return false }
        }
        if link(source, target) == 0 { return true }
        return relink(source, as: target, root: root, relative: relative, part: part)
    }

    /// Links `source` as `target` in place of what is there, making its folders as needed.
    /// `part`: which of the threads linking at once this is (each has its own temporary name).
    private static func relink(_ source: String, as target: String, root: String, relative: String, part: Int)
        -> Bool
    {
        let folder = String(target[..<target.lastIndex(of: "/")!])
        let temporary = folder + "/.catalog-link-\(part)"
        if link(source, temporary) != 0 {
            guard errno == ENOENT || errno == EEXIST else { return false }
            if errno == EEXIST {
                unlink(temporary)
            } else {
                var made = root
                for part in relative.split(separator: "/").dropLast() {
                    made += "/" + part
                    guard mkdir(made, 0o755) == 0 || errno == EEXIST else { return false }
                }
            }
            guard link(source, temporary) == 0 else { return false }
        }
        guard rename(temporary, target) == 0 else {
            unlink(temporary)
            return false
        }
        // rename(2) does nothing when both names are links to one file.
        unlink(temporary)
        return true
    }
}
