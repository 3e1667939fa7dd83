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
        guard (try? destination.prepareStateFolder()) != nil else { return nil }
        let folder = destination.statePath + "/" + folderName
        if mkdir(folder, 0o755) != 0 && errno != EEXIST { return nil }
        var info = stat()
        guard lstat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
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
