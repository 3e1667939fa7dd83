import Catalog
import Foundation

/// The build cache of a plain `catalog build`: `.Public.catalog/cache/` beside the output, a
/// ``ReuseCache`` kept on disk (see ``ReuseCache/init(keptIn:program:)``). It is keyed by the
/// program (its file's identity: a rebuilt `catalog` starts from nothing) and, entry by entry,
/// by what each component was read from and each page made from. Deleting it is always safe.
enum BuildCache {
    static let folderName = "cache"

    /// The cache for a build into `destination`, its last contents read unless `full`; nil
    /// when the state folder cannot hold it (then the build runs without one).
    static func open(for destination: OutputDestination, full: Bool) -> ReuseCache? {
        // Nothing is made here: the folder is made when a build that succeeded writes into it,
        // so that a failed build changes nothing (the state folder was checked with the output).
        let folder = destination.statePath + "/" + folderName
        var info = stat()
        if lstat(folder, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        } else if errno != ENOENT {
            return nil
        }
        // What a killed build was writing (`render.<pid>`).
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where name.hasPrefix(ReuseCache.renderFile + ".") {
            if let pid = Int32(name.dropFirst(ReuseCache.renderFile.count + 1)), pid != getpid(), kill(pid, 0) == 0 {
                continue
            }
            unlink(folder + "/" + name)
        }
        let cache = ReuseCache(keptIn: folder, program: program)
        if !full { cache.restoreKept() }
        return cache
    }

    /// A hash of this program's identity (``FolderFingerprint/fileStamp(_:)`` of its file).
    static var program: UInt64 {
        var hash = StableHash()
        hash.combine(FolderFingerprint.fileStamp("/proc/self/exe") ?? "unknown program")
        return hash.value
    }
}
