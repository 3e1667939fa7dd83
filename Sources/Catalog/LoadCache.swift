import Diagnostics
import Foundation
import TextUtilities

/// Components loaded by earlier builds of one long-running process (`catalog watch`), reused
/// when nothing they were read from changed: every file of the component's folder the same
/// to `stat` (and by its bytes, for files changed in the last seconds; see
/// ``CatalogLoader/componentKey(_:settingsKey:)``), the same `site.yml`, the same content folder. A component whose folder holds a
/// subfolder or a file that cannot be read is never reused.
///
/// Only what one component's folder says is kept; everything that depends on several files
/// (unknown components named by guides, slug collisions, the catalog itself) is checked anew by
/// every build.
public final class LoadCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries = BuildScopedCache<String, (key: UInt64, loaded: CatalogLoader.LoadedComponent)>()
    private var counts = (reused: 0, loaded: 0)

    public init() {}

    /// Components reused and loaded since ``startBuild()``.
    public var lastBuild: (reused: Int, loaded: Int) {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    /// Called by the loader before a build: counts start again, and entries of components the
    /// build does not meet are dropped at its end (``finishBuild()``).
    func startBuild() {
        lock.lock()
        entries.startBuild()
        counts = (0, 0)
        lock.unlock()
    }

    func finishBuild() {
        lock.lock()
        entries.finishBuild()
        lock.unlock()
    }

    func component(_ slug: String, key: UInt64) -> CatalogLoader.LoadedComponent? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries.use(slug), entry.key == key else { return nil }
        counts.reused += 1
        return entry.loaded
    }

    /// A component read that could not be kept (see ``CatalogLoader/componentKey(_:settingsKey:)``).
    func countLoadedWithoutKeeping() {
        lock.lock()
        defer { lock.unlock() }
        counts.loaded += 1
    }

    func keep(_ loaded: CatalogLoader.LoadedComponent, slug: String, key: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        counts.loaded += 1
        entries.keep((key, loaded), for: slug)
    }
}

extension CatalogLoader {
    /// What a component was loaded from: the content folder's name, `site.yml`, and its
    /// folder's entries (on disk as `stat` sees them, elsewhere their names, sizes and bytes);
    /// nil when that cannot be told.
    func componentKey(_ slug: String, settingsKey: UInt64) -> UInt64? {
        let folder = "\(Self.componentsFolder)/\(slug)"
        // On disk, what `stat` says of each file, and the bytes of those changed in the last
        // seconds, whose times say too little (a same-size rewrite within one tick of the clock
        // keeps them): reading every file of 10,000 components for each rebuild of `catalog
        // watch` was its whole load step (`perf`). A component whose files stop being that
        // recent is read once more, as its key loses their bytes.
        if let disk = store.diskPath(of: folder),
            let stamp = FolderFingerprint.ofFlatFolder(disk, now: Int(time(nil)))
        {
            var hash = StableHash()
            hash.combine(displayRoot)
            hash.combine(settingsKey)
            hash.combine(stamp)
            return hash.value
        }
        guard let names = try? store.entries(in: folder) else { return nil }
        var hash = StableHash()
        hash.combine(displayRoot)
        hash.combine(settingsKey)
        for name in names {
            let path = folder + "/" + name
            if store.isFolder(path) { return nil }
            guard let bytes = try? store.bytes(of: path, limit: ContentLimits.maximumAssetSize) else { return nil }
            hash.combine(name)
            hash.combine(bytes.count)
            bytes.withUnsafeBytes { hash.combine($0) }
        }
        return hash.value
    }

    /// `site.yml`'s bytes, hashed.
    func settingsKey() -> UInt64 {
        var hash = StableHash()
        if let bytes = try? store.bytes(of: SiteSettingsLoader.fileName, limit: ContentLimits.maximumAssetSize) {
            bytes.withUnsafeBytes { hash.combine($0) }
        } else {
            hash.combine("no settings")
        }
        return hash.value
    }
}
