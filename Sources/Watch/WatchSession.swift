import Dispatch
import Foundation
import Site

/// `catalog watch`: builds once, then builds again whenever something under the content or
/// templates folders changes, until Ctrl+C.
///
/// Each build is the same build as `catalog build`, with live reload on and one store in memory
/// for the whole session (``ArtifactStore``), so a build after an edit makes again only what the
/// edit reaches. A failed build leaves the last good output in place.
///
/// The watch follows paths, not folders: the roots are looked at again every
/// ``rootCheckInterval``, and a root replaced by another folder (a rename, a checkout) or a
/// symbolic link retargeted is watched anew and built. A build that meets another build's lock
/// is run again once that build is done.
package struct WatchSession {
    package var build: SiteBuild.Options
    /// How long the folders must stay quiet before a rebuild starts, in seconds: an editor's
    /// save is often several writes, and a `git checkout` many.
    package var debounce = 0.1
    /// The longest a stream of changes can hold a rebuild back, in seconds.
    package var longestWait = 2.0
    /// How often the roots themselves are looked at, in seconds.
    package var rootCheckInterval = 0.5

    package init(build: SiteBuild.Options) {
        self.build = build
        self.build.liveReload = true
        self.build.writesOutput = true
        self.build.store = ArtifactStore()
    }

    /// What started a build: nothing (the first one) or the paths that changed.
    package struct Trigger: Sendable {
        package let changedPaths: [String]
        package var isFirst: Bool { changedPaths.isEmpty }
    }

    /// Builds, then watches; `built` is called after every build. Returns when stopped by
    /// Ctrl+C or SIGTERM.
    package func run(built: (SiteBuild.Report, Trigger) -> Void) throws(WatchError) {
        let stop = StopSignal.install()
        guard stop >= 0 else { throw WatchError("cannot set up the stop signal: \(String(cString: strerror(errno)))") }
        let roots = [build.contentFolder, build.templatesFolder]
        var watcher = try FolderWatcher(roots: roots)
        var identities = roots.map(Self.identity)
        for problem in watcher.problems {
            FileHandle.standardError.write(Data("warning: not watched: \(problem)\n".utf8))
        }
        guard let first = buildRetrying(stop: stop) else { return }
        built(first, Trigger(changedPaths: []))
        while true {
            var changed: [FolderWatcher.Change]
            switch wait(watcher, stop: stop, timeout: Int32(rootCheckInterval * 1000)) {
            case .stopped: return
            case .changes(let found): changed = found
            case .quiet: changed = []
            }
            let now = roots.map(Self.identity)
            if now != identities {
                // A root replaced or retargeted: the old watches follow the old folders.
                identities = now
                watcher = try FolderWatcher(roots: roots)
                changed += roots.map { FolderWatcher.Change(path: $0, isFolder: true, overflowed: false) }
            }
            guard !changed.isEmpty else { continue }
            guard let more = settle(watcher, stop: stop) else { return }
            changed += more
            let paths = changed.filter(FolderWatcher.matters).map(\.path)
            guard !paths.isEmpty else { continue }
            if changed.contains(where: \.overflowed) { watcher.resync() }
            var seen: Set<String> = []
            guard let report = buildRetrying(stop: stop) else { return }
            built(report, Trigger(changedPaths: paths.filter { seen.insert($0).inserted }))
        }
    }

    /// The changes until the folders are quiet for ``debounce``, at most ``longestWait``; nil
    /// when stopped.
    private func settle(_ watcher: FolderWatcher, stop: Int32) -> [FolderWatcher.Change]? {
        var changed: [FolderWatcher.Change] = []
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(longestWait * 1e9)
        while DispatchTime.now().uptimeNanoseconds < deadline {
            switch wait(watcher, stop: stop, timeout: Int32(debounce * 1000)) {
            case .stopped: return nil
            case .quiet: return changed
            case .changes(let more): changed += more
            }
        }
        return changed
    }

    /// A build, run again while another process holds the output's lock; nil when stopped.
    private func buildRetrying(stop: Int32) -> SiteBuild.Report? {
        while true {
            let report = SiteBuild(options: build).run()
            guard report.diagnostics.contains(where: { $0.id == "output.locked" }) else { return report }
            var wake = pollfd(fd: stop, events: Int16(POLLIN), revents: 0)
            if poll(&wake, 1, 250) > 0 { return nil }
        }
    }

    /// What a root is now: the folder it leads to (device and inode) and, for a symbolic
    /// link, where it points.
    static func identity(_ root: String) -> String {
        var info = stat()
        let folder = stat(root, &info) == 0 ? "\(info.st_dev):\(info.st_ino)" : "missing"
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: root)) ?? ""
        return folder + " " + target
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
