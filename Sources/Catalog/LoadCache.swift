import Diagnostics
import Foundation
import TextUtilities

/// Components loaded by earlier builds, reused when nothing they were read from changed: in
/// memory within one long-running process (`catalog watch`), and from the build cache's files
/// between processes (``init(keepingIn:program:)``, ``KeptComponents``). Reused means: every file of the component's folder the same
/// to `stat` (and by its bytes, for files changed in the last seconds; see
/// ``CatalogLoader/componentKey(_:settingsKey:)``), the same `site.yml`, the same content folder. A component whose folder holds a
/// subfolder or a file that cannot be read is never reused.
///
/// Only what one component's folder says is kept; everything that depends on several files
/// (unknown components named by guides, slug collisions, the catalog itself) is checked anew by
/// every build.
public final class LoadCache: @unchecked Sendable {
    private let lock = ShortLock()
    private var entries = BuildScopedCache<
        String, (key: UInt64, loaded: CatalogLoader.LoadedComponent, watchable: Bool)
    >()
    private var counts = (reused: 0, loaded: 0)
    /// Components loaded since the last ``saveKept()``, not yet in the folder.
    private var unsaved: Set<String> = []
    /// What changed in the content folder since the last build, told by `catalog watch` before
    /// a build; nil when it cannot be told. Taken by the build's load.
    private var changes: ContentChanges?
    /// The last build's list of component folders, with what listing them reported.
    private var listing: (slugs: [String], diagnostics: [Diagnostic])?

    /// Paths changed under the content folder since the last build, relative to it (from
    /// inotify); nil: anything may have changed (events were lost, or some folder is not
    /// watched).
    public struct ContentChanges: Sendable {
        let paths: [String]
        /// The slugs of the component folders the paths are in, gathered once: asked for every
        /// component of a build, made anew each time it was 3 % of a `catalog watch` rebuild at
        /// 10,000 components (`perf`).
        private let touched: Set<String>

        public init(paths: [String]) {
            self.paths = paths
            var slugs = Set<String>()
            for path in paths where path.hasPrefix(CatalogLoader.componentsFolder + "/") {
                let rest = path.dropFirst(CatalogLoader.componentsFolder.count + 1)
                slugs.insert(String(rest.prefix { $0 != "/" }))
            }
            touched = slugs
        }

        /// Whether nothing at the top of `components/` changed: no component folder made,
        /// removed, renamed or changed itself.
        var keepsComponentList: Bool {
            !paths.contains { path in
                path == CatalogLoader.componentsFolder
                    || path.hasPrefix(CatalogLoader.componentsFolder + "/")
                        && !path.dropFirst(CatalogLoader.componentsFolder.count + 1).contains("/")
            }
        }

        /// Whether a file of the component `slug`'s folder changed.
        func touches(_ slug: String) -> Bool { touched.contains(slug) }
    }

    /// Where components are kept between processes (`catalog build`'s cache), one file per
    /// component, and a hash of the program that wrote them; nil: in memory only.
    private var folder: String?
    private var program: UInt64
    /// Whether the pages' bodies of components read from the folder stay there until a page
    /// needs one (``KeptComponents/read(_:key:program:in:leavingBodies:)``): in a plain build,
    /// which ends before the files can be replaced; not in `catalog watch`, which keeps
    /// components over many builds (its cache may be deleted meanwhile).
    private var leavesBodies = false

    public init() {
        folder = nil
        program = 0
    }

    /// From now on, also keeps components in `folder` (``init(keepingIn:program:)``): for
    /// `catalog watch`, whose output, hence its cache's place, is known at its first build.
    public func keep(in folder: String, program: UInt64) {
        lock.lock()
        self.folder = folder
        self.program = program
        lock.unlock()
    }

    /// A cache that also keeps each component it loads in a file of `folder`, read back by a
    /// later process with the same `program` (a hash of the program's identity) when the
    /// component's key is the same.
    public init(keepingIn folder: String, program: UInt64) {
        self.folder = folder
        self.program = program
        leavesBodies = true
    }

    /// Components reused and loaded since ``startBuild()``.
    public var lastBuild: (reused: Int, loaded: Int) {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    /// Called by the loader before a build: counts start again, and entries of components the
    /// build does not meet are dropped at its end (``finishBuild()``).
    func startBuild(settingsKey: UInt64) {
        lock.lock()
        // Only a real folder: through a symbolic link the cache would read, write and remove
        // files elsewhere (a folder that is not there yet is made by ``saveKept()``).
        if let folder, !KeptComponents.isFolderOrMissing(folder) { self.folder = nil }
        entries.startBuild()
        counts = (0, 0)
        lastSettingsKey = settingsKey
        lock.unlock()
    }

    /// The hash of `site.yml` the last build read.
    private(set) var lastSettingsKey: UInt64?

    func finishBuild() {
        lock.lock()
        entries.finishBuild()
        lock.unlock()
    }

    /// Writes the components loaded since the last save into the folder (on every core) and
    /// removes those of components the last build did not meet. Called only after a build
    /// succeeded: a failed build changes nothing beside the output either.
    public func saveKept() {
        lock.lock()
        guard let folder else {
            lock.unlock()
            return
        }
        let program = program
        guard KeptComponents.isFolderOrMissing(folder) else {
            lock.unlock()
            return
        }
        var slugs = Set<String>()
        var toWrite: [(String, UInt64, CatalogLoader.LoadedComponent)] = []
        entries.forEach { slug, entry in
            slugs.insert(slug)
            if unsaved.contains(slug) { toWrite.append((slug, entry.key, entry.loaded)) }
        }
        unsaved = []
        lock.unlock()
        if !toWrite.isEmpty, access(folder, F_OK) != 0 { mkdir(folder, 0o755) }
        guard KeptComponents.isFolder(folder) else { return }
        _ = ParallelMap.map(toWrite) { slug, key, loaded in
            KeptComponents.write(loaded, slug: slug, key: key, program: program, in: folder)
        }
        KeptComponents.removeAll(in: folder, except: slugs)
    }

    func component(_ slug: String, key: UInt64, watchable: Bool = false) -> CatalogLoader.LoadedComponent? {
        lock.lock()
        if let entry = entries.use(slug), entry.key == key {
            counts.reused += 1
            lock.unlock()
            return entry.loaded
        }
        let folder = folder
        let program = program
        let leavesBodies = leavesBodies
        lock.unlock()
        guard let folder,
            let loaded = KeptComponents.read(slug, key: key, program: program, in: folder, leavingBodies: leavesBodies)
        else {
            return nil
        }
        lock.lock()
        counts.reused += 1
        entries.keep((key, loaded, watchable), for: slug)
        lock.unlock()
        return loaded
    }

    /// `catalog watch`: says what changed under the content folder before the next build.
    public func tell(_ changes: ContentChanges?) {
        lock.lock()
        self.changes = changes
        lock.unlock()
    }

    /// What the watch told for this build, taken (the next build knows nothing unless told).
    func takeChanges() -> (changes: ContentChanges, listing: (slugs: [String], diagnostics: [Diagnostic]))? {
        lock.lock()
        defer { lock.unlock() }
        let told = changes
        changes = nil
        guard let told, let listing else { return nil }
        return (told, listing)
    }

    func keepListing(_ slugs: [String], diagnostics: [Diagnostic]) {
        lock.lock()
        listing = (slugs, diagnostics)
        lock.unlock()
    }

    /// The last build's component `slug`, when none of its files changed since (told by the
    /// watch) and a watch of its folder sees every change (no symbolic links in it).
    func unchangedComponent(_ slug: String, changes: ContentChanges) -> CatalogLoader.LoadedComponent? {
        guard !changes.touches(slug) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries.use(slug), entry.watchable else { return nil }
        counts.reused += 1
        return entry.loaded
    }

    /// A component read that could not be kept (see ``CatalogLoader/componentKey(_:settingsKey:)``).
    func countLoadedWithoutKeeping() {
        lock.lock()
        defer { lock.unlock() }
        counts.loaded += 1
    }

    /// Keeps a component loaded anew; returns it as the build is to use it: in a plain build,
    /// with its pages' bodies moved to the build's body file (``parked(_:)``).
    func keep(_ loaded: CatalogLoader.LoadedComponent, slug: String, key: UInt64, watchable: Bool)
        -> CatalogLoader.LoadedComponent
    {
        let kept = parked(loaded)
        lock.lock()
        counts.loaded += 1
        entries.keep((key, kept, watchable), for: slug)
        unsaved.insert(slug)
        lock.unlock()
        return kept
    }

    /// A plain build's file without a name for the bodies of the components it loads anew
    /// (``parked(_:)``); made at the first one, in the cache's folder or the nearest folder
    /// holding it that is there: a cold build makes the output's state folder only after its
    /// load, so its body file is in the folder holding the output (it has no name there).
    private var bodyFile: PartFile?
    private var lookedForBodyFile = false

    /// `loaded` with its pages' bodies (descriptions, their text and headings, API tables)
    /// moved to the body file, read back from it when a page needs one, as an edit build
    /// reads those of components kept in the cache; its timelines stay in memory. A cold
    /// build at 10,000 components held them all from its load to its end: about 100 MB of
    /// its top of memory (`heaptrack`), read by three jobs one after the other. Unchanged
    /// when there is no body file (`catalog watch`, which keeps components over many builds;
    /// a file system without files without names) or a body cannot be written to it.
    private func parked(_ loaded: CatalogLoader.LoadedComponent) -> CatalogLoader.LoadedComponent {
        guard leavesBodies, let component = loaded.component, let file = bodyFileOnce() else { return loaded }
        var pages: [String: ComponentPage] = [:]
        pages.reserveCapacity(component.pages.count)
        for (language, page) in component.pages {
            guard let bytes = try? page.keptBody.encodedBytes(), let part = file.add(bytes) else { return loaded }
            pages[language] = ComponentPage(
                language: page.language, path: page.path, title: page.title, summary: page.summary,
                keywords: page.keywords, origin: page.origin,
                keptBody: Deferred(keptIn: part, fallback: ComponentPage.Body.lost),
                keptTimeline: page.keptTimelinePart, isFallback: page.isFallback)
        }
        var parked = loaded
        parked.component = Component(
            slug: component.slug, category: component.category, level: component.level,
            platforms: component.platforms, sources: component.sources, pages: pages, mainType: component.mainType,
            loadKey: component.loadKey)
        return parked
    }

    private func bodyFileOnce() -> PartFile? {
        lock.lock()
        defer { lock.unlock() }
        if lookedForBodyFile { return bodyFile }
        lookedForBodyFile = true
        guard let folder else { return nil }
        var place = folder
        // A part that cannot be read back is recorded under the cache's folder, wherever the
        // file is: the build then fails (``LostKeptParts``).
        let name = folder + "/(this build's page bodies, a file without a name)"
        // `cache/components`, `cache`, the state folder, the folder holding the output.
        for _ in 0..<4 {
            if KeptComponents.isFolder(place) {
                bodyFile = PartFile(in: place, name: name)
                break
            }
            guard place != ".", place != "/" else { break }
            place = place.lastIndex(of: "/").map { $0 == place.startIndex ? "/" : String(place[..<$0]) } ?? "."
        }
        return bodyFile
    }
}

/// The files of a ``LoadCache`` kept between processes: `<folder>/<slug>`, holding a header
/// (a mark, the format, the program's hash, the component's key, the digest of the record's
/// head) and the loaded component (``KeptComponentRecord``). Each is written to a temporary
/// name and renamed, so a reader sees a whole file or none; a file that does not decode is a
/// miss, and is replaced.
public enum KeptComponents {
    static let mark: UInt32 = 0x4354_4143  // "CATC"
    /// 2: the header ends with the digest of the rest (``ByteDigest``); parts of a component
    /// are decoded only when read (``Deferred``), so none may be wrong. 3: sources are kept
    /// without their highlighted HTML. 5: a page's description, API table and timeline are
    /// one deferred part. 6: a page says whether it has a timeline outside that part. 7: a
    /// component's pages are a list, an origin a list of no text or one. 8: a positional
    /// record (``KeptComponentRecord``), not ``CompactCoding``. 9: the pages' bodies after
    /// the head, which alone the header's digest covers, each with its own digest. 10: a
    /// body is a positional record (``PositionalKept``), a page's timeline a part of its own.
    static let format: UInt32 = 10
    static let headerSize = 32
    /// No component file is read beyond this size (a component's pages are at most a few MiB).
    static let maximumSize = 256 << 20
    /// How much of a file a build that leaves the bodies on disk reads first: the header and
    /// the head of a component whose sources are short (3.2 KB of a 14.6 KB file for each
    /// bench component); a longer head is read on, through the same open file.
    static let firstRead = 4 << 10

    /// The component kept as `slug` for `key`, with its pages' bodies read now, or left in the
    /// file when `leavingBodies` (``KeptComponentRecord/loaded(head:bodiesAt:available:in:)``).
    static func read(_ slug: String, key: UInt64, program: UInt64, in folder: String, leavingBodies: Bool = false)
        -> CatalogLoader.LoadedComponent?
    {
        guard Slug.isValid(slug) else { return nil }
        let path = folder + "/" + slug
        if leavingBodies {
            guard
                let start = KeptFile.readStart(
                    path, limit: maximumSize, first: firstRead, wanted: { headEnd(of: $0, key: key, program: program) })
            else { return nil }
            let end = start.wanted
            return start.bytes.withUnsafeBytes { buffer in
                guard isChecked(buffer, headEnd: end) else { return nil }
                return try? KeptComponentRecord.loaded(
                    head: UnsafeRawBufferPointer(rebasing: buffer[(headerSize + 4)..<end]), bodiesAt: end,
                    available: start.size - end, in: path)
            }
        }
        guard let bytes = KeptFile.read(path, limit: maximumSize), let headEnd = headEnd(of: bytes, key: key, program: program),
            headEnd <= bytes.count
        else { return nil }
        return bytes.withUnsafeBytes { buffer in
            guard isChecked(buffer, headEnd: headEnd) else { return nil }
            return try? KeptComponentRecord.loaded(from: UnsafeRawBufferPointer(rebasing: buffer[headerSize...]))
        }
    }

    /// Where the head of the component file starting with `bytes` ends, when its header is
    /// this program's, of this format, for `key`.
    private static func headEnd(of bytes: [UInt8], key: UInt64, program: UInt64) -> Int? {
        guard bytes.count >= headerSize + 4 else { return nil }
        return bytes.withUnsafeBytes { buffer -> Int? in
            guard buffer.loadUnaligned(fromByteOffset: 0, as: UInt32.self) == mark,
                buffer.loadUnaligned(fromByteOffset: 4, as: UInt32.self) == format,
                buffer.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == program,
                buffer.loadUnaligned(fromByteOffset: 16, as: UInt64.self) == key,
                let length = KeptComponentRecord.headLength(UnsafeRawBufferPointer(rebasing: buffer[headerSize...]))
            else { return nil }
            return headerSize + 4 + length
        }
    }

    /// Whether the head (with its length) has the digest the header holds.
    private static func isChecked(_ buffer: UnsafeRawBufferPointer, headEnd: Int) -> Bool {
        buffer.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
            == ByteDigest.of(UnsafeRawBufferPointer(rebasing: buffer[headerSize..<headEnd]))
    }

    static func write(_ loaded: CatalogLoader.LoadedComponent, slug: String, key: UInt64, program: UInt64, in folder: String) {
        guard Slug.isValid(slug), let bytes = try? KeptComponentRecord.bytes(of: loaded),
            let length = bytes.withUnsafeBytes({ KeptComponentRecord.headLength($0) })
        else { return }
        var header: [UInt8] = []
        header.reserveCapacity(headerSize)
        let digest = bytes.withUnsafeBytes { ByteDigest.of(UnsafeRawBufferPointer(rebasing: $0[..<(4 + length)])) }
        for value in [UInt64(mark) | UInt64(format) << 32, program, key, digest] {
            withUnsafeBytes(of: value) { header.append(contentsOf: $0) }
        }
        let temporary = folder + "/.\(slug).\(getpid()).\(UInt64.random(in: 0...UInt64.max))"
        // The header and the component written one after the other, not joined first.
        let written = header.withUnsafeBytes { header in
            bytes.withUnsafeBytes { KeptFile.writeNew([header, $0], at: temporary) }
        }
        if !written || rename(temporary, folder + "/" + slug) != 0 { unlink(temporary) }
    }

    /// Whether `path` is a folder, not a symbolic link to one.
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` is a folder (not a link) or is not there at all.
    static func isFolderOrMissing(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }


    /// Removes every file of `folder` but those of `slugs`, and temporary files of this
    /// process and of processes that are gone.
    static func removeAll(in folder: String, except slugs: Set<String>) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !slugs.contains(name) {
            if name.hasPrefix("."), let pid = name.split(separator: ".").dropFirst().first.flatMap({ Int32($0) }),
                pid != getpid(), kill(pid, 0) == 0
            {
                continue  // Another build is writing it.
            }
            unlink(folder + "/" + name)
        }
    }
}

extension CatalogLoader {
    /// What a component was loaded from: the content folder's name, `site.yml`, and its
    /// folder's entries (on disk as `stat` sees them, elsewhere their names, sizes and bytes);
    /// nil when that cannot be told.
    func componentKey(_ slug: String, settingsKey: UInt64) -> UInt64? {
        var watchable = false
        return componentKey(slug, settingsKey: settingsKey, watchable: &watchable)
    }

    /// The same; `watchable` tells whether the folder is on disk with no symbolic link in it,
    /// so that a watch of the folder sees every change of what the component is read from.
    func componentKey(_ slug: String, settingsKey: UInt64, watchable: inout Bool) -> UInt64? {
        watchable = false
        let folder = "\(Self.componentsFolder)/\(slug)"
        // On disk, what `stat` says of each file, and the bytes of those changed in the last
        // seconds, whose times say too little (a same-size rewrite within one tick of the clock
        // keeps them): reading every file of 10,000 components for each rebuild of `catalog
        // watch` was its whole load step (`perf`). A component whose files stop being that
        // recent is read once more, as its key loses their bytes.
        var hasLinks = true
        let now = Int(time(nil))
        let stamp: UInt64?
        if let listing,
            let seen = FolderFingerprint.ofFlatFolder(
                folder, in: listing.seen, disk: listing.disk + "/" + folder, now: now, hasLinks: &hasLinks)
        {
            stamp = seen  // What the look for changes saw, as `stat` would say it again.
        } else if let disk = store.diskPath(of: folder) {
            stamp = FolderFingerprint.ofFlatFolder(disk, now: now, hasLinks: &hasLinks)
        } else {
            stamp = nil
        }
        if let stamp {
            watchable = !hasLinks
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
