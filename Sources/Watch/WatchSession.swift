import Catalog
import Dispatch
import Foundation
import Site

/// `catalog watch`: builds once, then rebuilds whenever something under the content or
/// templates folders changes, until Ctrl+C.
///
/// Each rebuild is a whole build with live reload on (see the `Site` target's `LiveReload`):
/// a failed one leaves the last good output in place, so open pages keep showing it. One
/// `ReuseCache` serves every build of the session: components whose files did not change are
/// not read again, and their timeline drawings and card stages are not drawn again.
public struct WatchSession {
    public var build: SiteBuild.Options
    /// How long the folders must stay quiet before a rebuild starts, in seconds: an editor's
    /// save is often several writes, and a `git checkout` many.
    public var debounce = 0.1
    /// The longest a stream of changes can hold a rebuild back, in seconds.
    public var longestWait = 2.0

    public init(build: SiteBuild.Options) {
        self.build = build
        self.build.liveReload = true
        self.build.writesOutput = true
        let reuse = ReuseCache()
        // The first build starts from the build cache beside the output and writes it; later
        // rebuilds keep everything in memory, and the cache is written again when the watch stops.
        reuse.keepsOnDisk = build.keepsCache
        self.build.reuse = reuse
    }

    /// What started a build: nothing (the first one) or the paths that changed.
    public struct Trigger: Sendable {
        public let changedPaths: [String]
        public var isFirst: Bool { changedPaths.isEmpty }
    }

    /// Builds, then watches; `built` is called after every build. Returns when stopped by
    /// Ctrl+C or SIGTERM.
    public func run(built: (SiteBuild.Report, Trigger) -> Void) throws(WatchError) {
        let stop = StopSignal.install()
        guard stop >= 0 else { throw WatchError("cannot set up the stop signal: \(String(cString: strerror(errno)))") }
        let watcher: FolderWatcher
        do { watcher = try FolderWatcher(roots: [build.contentFolder, build.templatesFolder]) } catch let error
            as WatchError
        {
            throw error
        } catch { throw WatchError("\(error)") }
        for problem in watcher.problems {
            FileHandle.standardError.write(Data("warning: not watched: \(problem)\n".utf8))
        }
        built(SiteBuild(options: build).run(), Trigger(changedPaths: []))
        build.reuse?.savesAfterEveryBuild = false
        while true {
            let missing = watcher.unwatchedRoots
            var changed: [FolderWatcher.Change]
            switch wait(watcher, stop: stop, timeout: missing.isEmpty ? -1 : 1000) {
            case .stopped:
                build.reuse?.spare.close()
                build.reuse?.saveKept()
                return
            case .changes(let first): changed = first
            case .quiet:
                watcher.resync()
                let appeared = Set(missing).subtracting(watcher.unwatchedRoots)
                guard !appeared.isEmpty else { continue }
                changed = appeared.sorted().map { FolderWatcher.Change(path: $0, isFolder: true, overflowed: false) }
            }
            // Wait for quiet, at most `longestWait`.
            let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(longestWait * 1e9)
            while DispatchTime.now().uptimeNanoseconds < deadline {
                switch wait(watcher, stop: stop, timeout: Int32(debounce * 1000)) {
                case .stopped:
                    build.reuse?.spare.close()
                    build.reuse?.saveKept()
                    return
                case .quiet: break
                case .changes(let more):
                    changed += more
                    continue
                }
                break
            }
            let paths = changed.filter(FolderWatcher.matters).map(\.path)
            guard !paths.isEmpty else { continue }
            // New folders are watched as their creation is read; a walk of every folder (10,000
            // at 10,000 components) is needed only when the kernel dropped events.
            if changed.contains(where: \.overflowed) { watcher.resync() }
            var seen: Set<String> = []
            let unique = paths.filter { seen.insert($0).inserted }
            build.reuse?.components.tell(contentChanges(changed, watcher: watcher))
            built(SiteBuild(options: build).run(), Trigger(changedPaths: unique))
        }
    }

    /// What changed under the content folder, relative to it, for the loader (every change,
    /// hidden files too); nil when that cannot be told: events were lost, a folder could not
    /// be watched, or the folder itself changed.
    func contentChanges(_ changes: [FolderWatcher.Change], watcher: FolderWatcher) -> LoadCache.ContentChanges? {
        guard watcher.problems.isEmpty, !changes.contains(where: \.overflowed) else { return nil }
        let root = build.contentFolder.hasSuffix("/") ? String(build.contentFolder.dropLast()) : build.contentFolder
        var paths: [String] = []
        for change in changes {
            if change.path == root { return nil }
            if change.path.hasPrefix(root + "/") { paths.append(String(change.path.dropFirst(root.count + 1))) }
        }
        return LoadCache.ContentChanges(paths: paths)
    }

    private enum Wake {
        case changes([FolderWatcher.Change])
        case quiet
        case stopped
    }

    /// Waits for changes or a stop; `timeout` in milliseconds, -1 for none.
    private func wait(_ watcher: FolderWatcher, stop: Int32, timeout: Int32) -> Wake {
        var fds = [
            pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&fds, 2, timeout)
            if ready < 0 && errno == EINTR { continue }
            if fds[1].revents != 0 { return .stopped }
            if ready <= 0 { return .quiet }
            let changes = watcher.read()
            return changes.isEmpty ? .quiet : .changes(changes)
        }
    }
}
