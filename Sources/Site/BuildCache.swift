import Catalog
import Foundation

/// The build cache of a plain `catalog build`: `.Public.catalog/cache/` beside the output, a
/// ``ReuseCache`` kept on disk (see ``ReuseCache/init(keptIn:program:)``). It is keyed by the
/// program (its file's identity: a rebuilt `catalog` starts from nothing) and, entry by entry,
/// by what each component was read from and each page made from. Deleting it is always safe.
enum BuildCache {
    static let folderName = "cache"
    /// The record of the spare a plain build keeps (``SpareOutput+Kept``).
    static let spareRecord = "spare"

    /// The cache for a build into `destination`, its last contents read unless `full`; nil
    /// when the state folder cannot hold it (then the build runs without one).
    static func open(for destination: OutputDestination, full: Bool) -> ReuseCache? {
        guard let folder = usableFolder(for: destination) else { return nil }
        let cache = ReuseCache(keptIn: folder, program: program)
        cache.spare.keptRecord = folder + "/" + spareRecord
        if full {
            // Written for the next build, never read.
            cache.searchIndexes.keep(in: folder, program: program, reading: false)
        } else {
            // The spare's record and manifest (80,000 lines at 10,000 components) are read on
            // another thread while this one reads the `render` record: one after the other,
            // they left a core idle before the load (`perf`).
            let spare = cache.spare
            let statePath = destination.statePath
            let spareRead = BackgroundWork { spare.restoreKept(statePath: statePath) }
            cache.restoreKept()
            spareRead.wait()
        }
        return cache
    }

    /// `catalog watch`'s first build: its in-memory cache is kept in the build cache too, and
    /// starts from what it holds (unless `full`). False when the folder cannot hold it.
    static func attach(_ cache: ReuseCache, for destination: OutputDestination, full: Bool) -> Bool {
        guard let folder = usableFolder(for: destination) else { return false }
        cache.attachKept(folder, program: program, restore: !full)
        return true
    }

    /// The cache folder of `destination` when it is a folder or is not there yet (it is made
    /// when a build that succeeded writes into it); nil when something else stands there.
    private static func usableFolder(for destination: OutputDestination) -> String? {
        // Nothing is made here: the folder is made when a build that succeeded writes into it,
        // so that a failed build changes nothing (the state folder was checked with the output).
        let folder = destination.statePath + "/" + folderName
        var info = stat()
        if lstat(folder, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
            removeLeftovers(in: folder)
        } else if errno != ENOENT {
            return nil
        }
        return folder
    }

    /// Removes what killed builds were writing in `folder` (`render.<pid>`, `stages.<pid>`,
    /// `api-entries.<pid>`, `spare.<pid>`, `search-<language>.<pid>`,
    /// `search-<language>.log.<pid>`): only names that end in the number of a process that is
    /// gone. A kept file whose name has a dot of its own (`search-<language>.log`) stays.
    static func removeLeftovers(in folder: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        {
            let kept = [ReuseCache.renderFile, ReuseCache.stagesFile, ReuseCache.apiEntriesFile, spareRecord]
            guard let file = kept.first(where: { name.hasPrefix($0 + ".") })
                ?? (name.hasPrefix("search-") && name.contains(".") ? String(name[..<name.lastIndex(of: ".")!]) : nil),
                let pid = Int32(name.dropFirst(file.count + 1)), pid > 0
            else {
                continue
            }
            if pid != getpid(), kill(pid, 0) == 0 { continue }
            unlink(folder + "/" + name)
        }
    }

    /// A hash of this program's identity (``FolderFingerprint/fileStamp(_:)`` of its file).
    static var program: UInt64 {
        var hash = StableHash()
        hash.combine(FolderFingerprint.fileStamp("/proc/self/exe") ?? "unknown program")
        return hash.value
    }
}
