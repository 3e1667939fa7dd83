import API
import Catalog
import Diagnostics
import Foundation
import Mustache
import Search
import TextUtilities
import TimelineDrawing
import TimelineFormat

/// What one build of a long-running process (`catalog watch`) can hand to the next: the
/// components it loaded (see ``LoadCache``), the timeline drawings and card stages it drew,
/// each kept under exactly what it was drawn from (the timeline and the drawing's ID), and for
/// each page the fingerprint of the data it was rendered from with the identity of the file
/// written. A page whose data has the same fingerprint, rendered by the same template sources
/// and UI strings, whose file in the output is still that file, is linked without rendering. Contexts, the
/// search index and the API files are made anew by every build, and entries the last build did
/// not use are dropped, so the cache holds at most one build's worth.
///
/// A plain `catalog build` keeps one on disk (``init(keptIn:program:)``, the build cache): the
/// components, the pages' keys and files, the keys and stages derived from components, the API
/// index entries and each search index's key and files, but none of the drawings by timeline
/// or the search analyses, which only pay over many builds. `catalog watch` keeps everything in
/// memory and attaches the build cache at its first build (``keepsOnDisk``).
public final class ReuseCache: @unchecked Sendable {
    public let components: LoadCache
    /// Where what the next process needs is kept (see ``init(keptIn:program:)``); nil until
    /// `catalog watch`'s first build attaches it, and with `--no-cache`.
    private(set) var keptFolder: String?
    private var program: UInt64
    /// ``keptFolder``, read under the lock.
    var keptFolderPath: String? { lock.withLock { keptFolder } }
    /// `catalog watch`: read the build cache beside the output at the first build, write it
    /// after that build and when the watch stops (``saveKept()``), not after every rebuild.
    public var keepsOnDisk = false
    /// Whether ``saveKept()`` runs after every successful build (a plain build's one build);
    /// the watch turns it off after its first.
    public var savesAfterEveryBuild = true
    /// Caches that only pay for themselves over many builds of one process: drawings by
    /// timeline, search analyses and indexes. Off for a plain `catalog build`.
    let inProcess: Bool
    /// The output each build replaced, kept and brought in step for the next one.
    public let spare = SpareOutput()
    /// Pages' words and stems, for the search index.
    public let search = SearchAnalysisCache()
    /// Each language's last search index, updated page by page.
    public let searchIndexes = SearchIndexMemory()
    private let lock = ShortLock()
    private var stages = BuildScopedCache<Drawing, String>()
    private var timelines = BuildScopedCache<Drawing, PreparedTimeline>()
    /// Timelines worded in a language, by drawing and language code.
    private var worded = BuildScopedCache<WordedKey, String>()
    private var counts = (reused: 0, drawn: 0)
    /// Each page's key, the file written for it, and whether the key is the same in every
    /// process (made by ``StableHash``: kept by a plain build for the next one).
    private var pages = PathRecords<PageRecord>()
    /// What a page's file was rendered from (its key, or its context's hash), the file, its
    /// whole context's hash (with ``checksPageKeys``), and whether its key holds across
    /// processes (kept in the build cache).
    typealias PageRecord = (fingerprint: Int, file: OutputFolder.FileIdentity, contextFingerprint: Int?, stable: Bool)
    /// Every page kept by its key (``PageKeys``) is also checked against the fingerprint of its
    /// whole context, and a difference is an error: a key that missed an input. For tests; it
    /// costs what the keys save.
    public var checksPageKeys = false
    /// Each component's entry of `api/index.json`, by slug, with what it was written from.
    private var apiIndexEntries = BuildScopedCache<
        String, (key: Int?, component: PublishedComponent?, entry: [UInt8])
    >()
    /// Whether `apiIndexEntries` holds what is known: false after ``restoreKept()`` until the
    /// index is made (the entries the last plain build kept, ``apiEntriesFile``, are read then).
    /// A build that keeps `api/index.json` by its key neither reads nor writes them.
    private var apiEntriesRead = true
    /// An entry was made, re-keyed or dropped since the entries were read or kept.
    private var apiEntriesChanged = false
    /// The entries of `api/index.json` written by ``stageAPIEntries(_:)``, named by
    /// ``saveKept()``.
    private var stagedAPIEntries: Int32?
    /// Each component's card stage by slug, with the load key it was drawn for; nil after
    /// ``restoreKept()`` until a card is drawn (the stages the last plain build kept are taken
    /// then from ``stagesBeingRead``). Entries of
    /// components that are gone are dropped after each render.
    private var keptStages: [String: KeptStage]? = [:]
    /// The kept stages being read on another thread since ``restoreKept()``: an edit build
    /// needs them for the cards beside the edited component, and read at that moment they held
    /// every thread asking this cache anything (its lock) while one read 26 MB (10,000
    /// components); read beside the load, they use a core the load leaves idle.
    private var stagesBeingRead: BackgroundWork<[String: KeptStage]>?
    /// A card stage and what it was drawn from: the component's load key, and the digest of its
    /// timeline (``timelineDigest(_:)``), which an edit elsewhere on the page leaves the same.
    typealias KeptStage = (loadKey: UInt64, timeline: UInt64, stage: KeptCardStages.Text)
    /// A stage was drawn or dropped since the stages were read or kept.
    private var stagesChanged = false
    /// The slugs of the components of the last render.
    private var slugs = Set<String>()
    /// Each component's findings of the drift check (``DriftCheck``) by slug, with the key of
    /// what they were found from.
    private var drift = BuildScopedCache<String, (key: UInt64, diagnostics: [Diagnostic])>()
    /// Each component's card and API keys (``PageKeys``) by slug, with its load key.
    private var keysByLoad = BuildScopedCache<String, (loadKey: UInt64, keys: [Int])>()
    /// A hash of the last render's template sources, and of its UI strings.
    private var templateDigest: UInt64?
    private var stringsDigest: UInt64?
    private var pageCounts = (linked: 0, rendered: 0)
    /// Languages whose search index the last render linked whole (``linkSearchIndex(_:key:into:)``).
    public private(set) var searchIndexesKept = 0
    /// Each language's search index: the key of what it was made from
    /// (``SearchFeed/indexKey(language:)``) and its files' paths with their fingerprints.
    private var searchIndexFiles = BuildScopedCache<String, (key: Int, files: [(path: String, fingerprint: Int)])>()

    /// A timeline and the ID its drawing carries.
    struct Drawing: Hashable, @unchecked Sendable {
        let timeline: Timeline
        let id: String
    }

    struct WordedKey: Hashable, @unchecked Sendable {
        let drawing: Drawing
        let language: String
    }

    deinit {
        // A build that failed: its staged entries were never named, and go with the file.
        if let stagedAPIEntries { close(stagedAPIEntries) }
    }

    /// The cache of a long-running process (`catalog watch`), in memory only.
    public init() {
        components = LoadCache()
        keptFolder = nil
        program = 0
        inProcess = true
    }

    /// The cache of a plain `catalog build`, kept in `folder` (`.Public.catalog/cache/`)
    /// between processes for the same `program` (a hash of its identity): the components
    /// loaded (``LoadCache``), each page's key with its file, the components' card and API
    /// keys, card stages and `api/index.json` entries. Read by ``restoreKept()``, written by
    /// ``saveKept()``; a file that is missing, of another program or does not decode is
    /// ignored, so deleting the folder is always safe.
    public init(keptIn folder: String, program: UInt64) {
        components = LoadCache(keepingIn: folder + "/" + Self.componentsFolder, program: program)
        keptFolder = folder
        self.program = program
        inProcess = false
    }

    static let componentsFolder = "components"
    static let renderFile = "render"

    /// `catalog watch`: from now on the cache is also kept in `folder` (see
    /// ``init(keptIn:program:)``), and what it holds is read now.
    func attachKept(_ folder: String, program: UInt64, restore: Bool) {
        lock.lock()
        keptFolder = folder
        self.program = program
        lock.unlock()
        components.keep(in: folder + "/" + Self.componentsFolder, program: program)
        if restore {
            restoreKept()
        } else {
            // Written for the next process, never read: a watch with `--full`.
            searchIndexes.keep(in: folder, program: program, reading: false)
        }
    }

    /// Drawings reused and drawn by the last render.
    public var lastRender: (reused: Int, drawn: Int) {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    /// The slug of every keyword this process's builds met (``SitePaths/tagSlug(_:)``), for
    /// the next: `catalog watch` folded all 20,000 keywords again at every rebuild at 10,000
    /// components (2 % of its samples, `perf`). Forgotten past 200,000 keywords.
    private var knownTagSlugs: [String: String] = [:]

    var tagSlugs: [String: String] {
        get {
            lock.lock()
            defer { lock.unlock() }
            return knownTagSlugs
        }
        set {
            lock.lock()
            knownTagSlugs = newValue.count > 200_000 ? [:] : newValue
            lock.unlock()
        }
    }

    /// The tags of the last render of this process (`catalog watch`), with the keywords they
    /// were made from: the same keywords at the same places make the same tags.
    private var keptTags: (keywords: ComponentTag.Keywords, tags: [String: [ComponentTag]])?
    private var tagsKept = false

    /// Whether the last render took its tags from the one before (``tags(from:for:)``).
    public var lastTagsKept: Bool {
        lock.lock()
        defer { lock.unlock() }
        return tagsKept
    }

    /// The last render's tags, when they were made from `keywords`, for `catalog`; nil otherwise.
    /// Only in `catalog watch`: a plain build makes them, once.
    func tags(from keywords: ComponentTag.Keywords, for catalog: Catalog) -> [String: [ComponentTag]]? {
        lock.lock()
        let kept = inProcess ? keptTags.flatMap { $0.keywords == keywords ? $0.tags : nil } : nil
        tagsKept = kept != nil
        lock.unlock()
        return kept?.mapValues { tags in tags.map { $0.listing(catalog) } }
    }

    /// Keeps the tags made from `keywords` for the next render of this process.
    func keepTags(_ tags: [String: [ComponentTag]], from keywords: ComponentTag.Keywords) {
        guard inProcess else { return }
        lock.lock()
        keptTags = (keywords, tags)
        lock.unlock()
    }

    /// Pages linked unrendered and pages rendered by the last render.
    public var lastPages: (linked: Int, rendered: Int) {
        lock.lock()
        defer { lock.unlock() }
        return pageCounts
    }

    func startRender(templateSources: [String: String], strings: [String: [String: String]], slugs: Set<String>) {
        let templateDigest = Self.digest(templateSources)
        var hash = StableHash()
        for language in strings.keys.sorted() {
            hash.combine(language)
            hash.combine(Self.digest(strings[language] ?? [:]))
        }
        let stringsDigest = hash.value
        lock.lock()
        self.slugs = slugs
        stages.startBuild()
        timelines.startBuild()
        worded.startBuild()
        pages.startBuild()
        apiIndexEntries.startBuild()
        keysByLoad.startBuild()
        searchIndexFiles.startBuild()
        searchIndexes.startBuild()
        searchIndexesKept = 0
        counts = (0, 0)
        pageCounts = (0, 0)
        search.startBuild()
        if self.templateDigest != templateDigest || self.stringsDigest != stringsDigest {
            // Every page and file but the search index's, whose files are kept by the key of
            // what they are made from (``linkSearchIndex(_:key:into:)``), strings included.
            let searchFolder = SitePaths.searchFolder + "/"
            pages.removeAll(notStartingWith: searchFolder)
        }
        // The drawings' words come from the strings.
        if self.stringsDigest != stringsDigest { worded.removeAll() }
        self.templateDigest = templateDigest
        self.stringsDigest = stringsDigest
        lock.unlock()
    }

    /// The build that rendered ended, published or not (see ``SearchIndexMemory/finishBuild(succeeded:)``).
    func buildEnded(published: Bool) {
        searchIndexes.finishBuild(succeeded: published)
    }

    func finishRender() {
        lock.lock()
        stages.finishBuild()
        timelines.finishBuild()
        worded.finishBuild()
        search.finishBuild()
        pages.finishBuild()
        if apiEntriesRead {
            let count = apiIndexEntries.count
            apiIndexEntries.finishBuild()
            if apiIndexEntries.count != count { apiEntriesChanged = true }
        }
        if let kept = keptStages, kept.keys.contains(where: { !slugs.contains($0) }) {
            keptStages = kept.filter { slugs.contains($0.key) }
            stagesChanged = true
        }
        keysByLoad.finishBuild()
        searchIndexFiles.finishBuild()
        lock.unlock()
    }

    /// Links every file of `language`'s search index from the last build when the index was
    /// made from the same inputs (`key`) and each file is still the one written. Returns the
    /// paths linked: all of them, or none when any could not be (then the index is made and
    /// the rest written; a file linked in a race is the same bytes).
    func linkSearchIndex(_ language: String, key: Int, into output: OutputFolder) throws(OutputError) -> Set<String>? {
        lock.lock()
        let known = searchIndexFiles.use(language)
        var files: [(path: String, fingerprint: Int, file: OutputFolder.FileIdentity)] = []
        if let known, known.key == key {
            for file in known.files {
                guard let page = pages.use(file.path), page.fingerprint == file.fingerprint else {
                    files = []
                    break
                }
                files.append((file.path, file.fingerprint, page.file))
            }
        }
        lock.unlock()
        guard let known, known.key == key, files.count == known.files.count, !files.isEmpty,
            files.allSatisfy({ output.canLinkUnchanged($0.path, identity: $0.file) })
        else { return nil }
        var linked = Set<String>()
        for file in files where try output.linkUnchanged(file.path, identity: file.file) { linked.insert(file.path) }
        if linked.count == files.count {
            lock.lock()
            searchIndexesKept += 1
            lock.unlock()
        }
        return linked
    }

    /// How many files `language`'s index had in the last build.
    func searchIndexFileCount(_ language: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return searchIndexFiles.use(language)?.files.count ?? 0
    }

    /// Remembers the files of `language`'s search index made from `key`.
    func madeSearchIndex(_ language: String, key: Int, files: [(path: String, fingerprint: Int)]) {
        lock.lock()
        searchIndexFiles.keep((key, files), for: language)
        lock.unlock()
    }

    /// Links the page at `path` from the replaced output when its data has the fingerprint of
    /// the last render and its file is the one that render wrote. Throws as a write does.
    /// The caller counts the pages linked (``countLinked(_:)``): one lock less per page, which
    /// two threads contended for at 40,000 pages.
    func linkPage(_ path: String, fingerprint: Int, into output: OutputFolder) throws(OutputError) -> Bool {
        lock.lock()
        let known = pages.use(path)
        lock.unlock()
        guard let known, known.fingerprint == fingerprint else { return false }
        return try output.linkUnchanged(path, identity: known.file)
    }

    /// Adds `count` pages to those the render kept unrendered (``lastPages``).
    func countLinked(_ count: Int) {
        lock.lock()
        pageCounts.linked += count
        lock.unlock()
    }

    /// Remembers the page just written at `path` in `output`, with its data's fingerprint (and,
    /// when ``checksPageKeys`` is on, its whole context's).
    func rendered(
        _ path: String, fingerprint: Int?, in output: OutputFolder, countsAsPage: Bool = true,
        contextFingerprint: Int? = nil, stable: Bool = false
    ) {
        let file = fingerprint == nil ? nil : output.identity(of: path)
        lock.lock()
        if countsAsPage { pageCounts.rendered += 1 }
        if let fingerprint, let file {
            pages.keep((fingerprint, file, contextFingerprint, stable), for: path)
        } else {
            pages.remove(path)
        }
        lock.unlock()
    }

    /// With ``checksPageKeys``: why the page kept at `path` by its key should not have been,
    /// or nil when its context is the one it was rendered from.
    func checkKeptPage(_ path: String, _ contextFingerprint: Int) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let known = pages.use(path) else { return "page kept without a record" }
        guard let recorded = known.contextFingerprint else { return nil }
        return recorded == contextFingerprint ? nil : "the page's key did not change, but its data did"
    }

    /// A hash of everything a template can see of a page: its typed context (``PageContext``
    /// values are `Hashable`, field by field), the same for equal contexts within this process
    /// (Swift's hasher is seeded per process). The UI strings count by language; the strings
    /// themselves are compared by ``startRender(templateSources:strings:)``.
    static func fingerprint(_ page: some PageContext) -> Int {
        var hasher = Hasher()
        hasher.combine(String(describing: type(of: page)))
        hasher.combine(page)
        return hasher.finalize()
    }

    /// The component's entry of `api/index.json`, from the last build when it was written from
    /// an equal component (nil when `make` gives nil).
    ///
    /// - Parameter key: what the component was made from (its load key and the settings), when
    ///   known: an entry kept with the same key is taken without making the component.
    func apiIndexEntry(
        slug: String, key: Int?, _ published: () -> PublishedComponent, make: (PublishedComponent) -> [UInt8]?
    ) -> [UInt8]? {
        lock.lock()
        readKeptAPIEntriesIfNeeded()
        let known = apiIndexEntries.use(slug)
        lock.unlock()
        if let known, let key, known.key == key { return known.entry }
        let component = published()
        if let known, let knownComponent = known.component, knownComponent == component {
            lock.lock()
            apiIndexEntries.keep((key, component, known.entry), for: slug)
            apiEntriesChanged = true
            lock.unlock()
            return known.entry
        }
        guard let entry = make(component) else { return nil }
        lock.lock()
        // The component is kept to compare with in the next build of this process; a plain
        // build has none, and the next process reads the entries without it: holding 10,000
        // of them was 42 MB of a cold build's peak (`heaptrack`).
        apiIndexEntries.keep((key, inProcess ? component : nil, entry), for: slug)
        apiEntriesChanged = true
        lock.unlock()
        return entry
    }

    /// A plain build, once `api/index.json` is made from `made` (each component's slug, key
    /// and entry, every component of the catalog): when an entry changed, the record of them
    /// all is written at once into a file without a name (``KeptFile/unnamed(inOrBeside:)``)
    /// and the entries leave memory, since the build reads none again. At 10,000 components
    /// they were 33 MB held from the job that made them to the end of a cold build
    /// (`heaptrack`). ``saveKept()`` names the file; a build that fails or is killed leaves
    /// nothing. A watch keeps its entries in memory for its next build.
    func stageAPIEntries(_ made: [(slug: String, key: Int?, entry: [UInt8])]) {
        guard !inProcess else { return }
        lock.lock()
        let folder = keptFolder
        let program = program
        let changed = apiEntriesRead && apiEntriesChanged
        lock.unlock()
        guard changed, let folder else { return }
        var record = KeptAPIEntries(program: program)
        var keys: [Int64] = []
        for (slug, key, entry) in made {
            guard let key else { continue }
            record.slugs.append(slug)
            keys.append(Int64(key))
            record.entries.append(entry)
        }
        record.keys = FlatNumbers.bytes(keys)
        guard let pieces = try? CompactCoding.encodePieces(record, referencedFrom: 256),
            let descriptor = KeptFile.unnamed(inOrBeside: folder)
        else { return }
        guard KeptFile.writeChecked(pieces, to: descriptor) else {
            close(descriptor)
            return
        }
        lock.lock()
        if let old = stagedAPIEntries { close(old) }
        stagedAPIEntries = descriptor
        apiIndexEntries.removeAll()
        apiEntriesChanged = false
        lock.unlock()
    }

    /// Reads the entries the last plain build kept, once, under the lock. They count as not
    /// used by this build until they are.
    private func readKeptAPIEntriesIfNeeded() {
        guard !apiEntriesRead else { return }
        apiEntriesRead = true
        guard let keptFolder,
            let kept = KeptFile.readChecked(
                keptFolder + "/" + Self.apiEntriesFile, limit: 4 << 30,
                { try? CompactCoding.decode(KeptAPIEntries.self, from: $0) }),
            kept.format == KeptAPIEntries.currentFormat, kept.program == program,
            let keys = FlatNumbers.array(kept.keys, of: Int64.self),
            keys.count == kept.slugs.count, kept.entries.count == kept.slugs.count
        else {
            apiEntriesChanged = true
            return
        }
        apiIndexEntries.reserveCapacity(kept.slugs.count)
        for (index, slug) in kept.slugs.enumerated() {
            apiIndexEntries.keepUnused((Int(keys[index]), nil, kept.entries[index]), for: slug)
        }
    }

    /// Keeps the entries of `api/index.json` of `slugs` for the next build, when this one kept
    /// the index without making it.
    func useAPIIndexEntries(_ slugs: [String]) {
        lock.lock()
        // Entries still on disk stay there as they are.
        if apiEntriesRead {
            for slug in slugs { _ = apiIndexEntries.use(slug) }
        }
        lock.unlock()
    }

    /// The card and API keys of the component `slug` loaded with `loadKey`. The settings and
    /// the card stage they hash depend on are the same while the key is, or are in the pages'
    /// keys themselves (``PageKeys/shared``).
    func derivedKeys(slug: String, loadKey: UInt64, make: () -> [Int]) -> [Int] {
        lock.lock()
        if let known = keysByLoad.use(slug), known.loadKey == loadKey {
            lock.unlock()
            return known.keys
        }
        lock.unlock()
        let keys = make()
        lock.lock()
        keysByLoad.keep((loadKey, keys), for: slug)
        lock.unlock()
        return keys
    }

    /// Before and after a drift check: findings of components it did not look at are dropped.
    func startDriftCheck() {
        lock.lock()
        drift.startBuild()
        lock.unlock()
    }

    func finishDriftCheck() {
        lock.lock()
        drift.finishBuild()
        lock.unlock()
    }

    /// What the drift check found for the component `slug` from what `key` hashes: the last
    /// build's findings when they were found from the same, else `check`'s.
    func driftDiagnostics(slug: String, key: UInt64, check: () -> [Diagnostic]) -> [Diagnostic] {
        lock.lock()
        if let known = drift.use(slug), known.key == key {
            lock.unlock()
            return known.diagnostics
        }
        lock.unlock()
        let found = check()
        lock.lock()
        drift.keep((key, found), for: slug)
        lock.unlock()
        return found
    }

    /// The card stage of the component `slug` loaded with `loadKey`, whose timeline is
    /// `timeline()` (its stage is the same while the key is, or while the timeline is; the
    /// timeline is read only when the key changed).
    func cardStage(slug: String, loadKey: UInt64, timeline: () -> Timeline?, draw: () -> String) -> String {
        // A plain build keeps every stage for the next one, which then draws only those of
        // components whose timeline changed.
        lock.lock()
        if keptStages == nil {
            keptStages =
                stagesBeingRead?.wait() ?? keptFolder.map { Self.readKeptStages(in: $0, program: program) } ?? [:]
            stagesBeingRead = nil
        }
        let known = keptStages?[slug]
        lock.unlock()
        // A kept text is read outside the lock; one that cannot be read is drawn again.
        if let known, known.loadKey == loadKey, let text = Self.text(of: known.stage) {
            lock.lock()
            counts.reused += 1
            lock.unlock()
            return text
        }
        let digest = timeline().map(Self.timelineDigest) ?? 0
        if let known, known.timeline == digest, let text = Self.text(of: known.stage) {
            // The component changed, not its timeline. The kept file is not written again for
            // that: the next build finds the stage by the same digest.
            lock.lock()
            counts.reused += 1
            keptStages?[slug] = (loadKey, digest, known.stage)
            lock.unlock()
            return text
        }
        let stage = draw()
        lock.lock()
        keptStages?[slug] = (loadKey, digest, .drawn(stage))
        stagesChanged = true
        lock.unlock()
        return stage
    }

    private static func text(of stage: KeptCardStages.Text) -> String? {
        switch stage {
        case .drawn(let text): text
        case .kept(let location, let file): file.text(at: location)
        }
    }

    /// A hash of a timeline, the same in every process (its compact encoding holds no
    /// dictionary); 0 when it cannot be encoded, which matches no kept stage's.
    static func timelineDigest(_ timeline: Timeline) -> UInt64 {
        guard let bytes = try? CompactCoding.encode(timeline) else { return 0 }
        return bytes.withUnsafeBytes { ByteDigest.of($0) } | 1
    }

    func cardStage(_ timeline: Timeline, id: String, draw: () -> String) -> String {
        guard inProcess else { return draw() }
        let key = Drawing(timeline: timeline, id: id)
        lock.lock()
        if let known = stages.use(key) {
            counts.reused += 1
            lock.unlock()
            return known
        }
        lock.unlock()
        let drawn = draw()
        lock.lock()
        stages.keep(drawn, for: key)
        counts.drawn += 1
        lock.unlock()
        return drawn
    }

    /// The drawing of `timeline` worded in `language`, from an earlier build when the strings
    /// did not change since.
    func worded(_ timeline: Timeline, id: String, language: String, word: () -> String) -> String {
        guard inProcess else { return word() }
        let key = WordedKey(drawing: Drawing(timeline: timeline, id: id), language: language)
        lock.lock()
        if let known = worded.use(key) {
            counts.reused += 1
            lock.unlock()
            return known
        }
        lock.unlock()
        let text = word()
        lock.lock()
        worded.keep(text, for: key)
        lock.unlock()
        return text
    }

    func prepared(_ timeline: Timeline, id: String, draw: () -> PreparedTimeline) -> PreparedTimeline {
        guard inProcess else { return draw() }
        let key = Drawing(timeline: timeline, id: id)
        lock.lock()
        if let known = timelines.use(key) {
            counts.reused += 1
            lock.unlock()
            return known
        }
        lock.unlock()
        let drawn = draw()
        lock.lock()
        timelines.keep(drawn, for: key)
        counts.drawn += 1
        lock.unlock()
        return drawn
    }
}

extension ReuseCache {
    /// A hash of a dictionary of texts, the same in every process.
    static func digest(_ texts: [String: String]) -> UInt64 {
        var hash = StableHash()
        for key in texts.keys.sorted() {
            hash.combine(key)
            hash.combine(texts[key] ?? "")
        }
        return hash.value
    }

    /// What a plain build keeps of a render for the next one (``renderFile``), in
    /// ``CompactCoding``, with its numbers as the bytes of flat arrays (``FlatNumbers``): a
    /// record per page decoded field by field was 0.23 s of a one-page edit at 10,000
    /// components. The card stages are in a file of their own (``stagesFile``), read only by a
    /// build that draws a card.
    struct KeptRender: Codable {
        /// 5: pages' paths as one byte array and their ends.
        static let currentFormat = 5

        struct SearchIndex: Codable {
            let language: String
            let key: Int
            let paths: [String]
            let fingerprints: [Int]
        }

        var format = currentFormat
        var program: UInt64
        var templates: UInt64?
        var strings: UInt64?
        /// Each page's path, key (Int64), file (four Int64: device, inode, size, modified) and,
        /// with ``checksPageKeys`` (tests), its whole context's hash (Int64, with a UInt8 flag).
        var pagePathBytes: [UInt8] = []
        /// Where each page's path ends in `pagePathBytes` (Int32).
        var pagePathEnds: [UInt8] = []
        var pageKeys: [UInt8] = []
        var pageFiles: [UInt8] = []
        var pageContexts: [UInt8] = []
        var pageHasContext: [UInt8] = []
        /// Each component's card and API keys: slug, load key (UInt64), where its keys end
        /// (Int64) and the keys (Int64).
        var keySlugs: [String] = []
        var keyLoads: [UInt8] = []
        var keyEnds: [UInt8] = []
        var keyValues: [UInt8] = []
        var searchIndexes: [SearchIndex] = []
        /// Each component's drift findings: slug, key (UInt64), findings.
        var driftSlugs: [String] = []
        var driftKeys: [UInt8] = []
        var driftFindings: [[Diagnostic]] = []
    }

    /// The card stages a plain build keeps (``KeptCardStages``).
    static let stagesFile = "stages"

    /// The entries of `api/index.json` a plain build keeps (``apiEntriesFile``), apart from
    /// the ``renderFile`` so that a build that keeps the index neither reads nor writes them
    /// (23 MB at 10,000 components): the slugs, their keys (Int64), and each entry's bytes,
    /// written as they are (``CompactCoding/encodePieces(_:referencedFrom:capacity:)``).
    struct KeptAPIEntries: Codable {
        /// 2: the entries one by one, written without being joined (1: joined, with their ends).
        static let currentFormat = 2
        var format = currentFormat
        var program: UInt64
        var slugs: [String] = []
        var keys: [UInt8] = []
        var entries: [[UInt8]] = []
    }

    static let apiEntriesFile = "api-entries"

    /// Reads what the last plain build kept (``init(keptIn:program:)``); nothing when there is
    /// nothing of this program's to read. Called once, before the build loads.
    func restoreKept() {
        lock.lock()
        let keptFolder = keptFolder
        let program = program
        lock.unlock()
        guard let keptFolder else { return }
        // Each language's search index is read when its job first asks for it, on its thread;
        // the card stages on another thread from now, taken when a card is drawn.
        searchIndexes.keep(in: keptFolder, program: program, reading: true, staging: !inProcess)
        lock.lock()
        keptStages = nil
        stagesBeingRead = BackgroundWork { Self.readKeptStages(in: keptFolder, program: program) }
        apiEntriesRead = false
        apiEntriesChanged = false
        lock.unlock()
        // A regular file only, of at most 4 GiB (40 MB at 10,000 components), with the digest
        // of its bytes: a FIFO or a device put in its place would block or never end.
        guard
            let kept = KeptFile.readChecked(
                keptFolder + "/" + Self.renderFile, limit: 4 << 30,
                { try? CompactCoding.decode(KeptRender.self, from: $0) }),
            kept.format == KeptRender.currentFormat, kept.program == program,
            let pageKeys = FlatNumbers.array(kept.pageKeys, of: Int64.self),
            let pageFiles = FlatNumbers.array(kept.pageFiles, of: Int64.self),
            let pageContexts = FlatNumbers.array(kept.pageContexts, of: Int64.self),
            let pagePathEnds = FlatNumbers.array(kept.pagePathEnds, of: Int32.self),
            pageKeys.count == pagePathEnds.count, pageFiles.count == 4 * pagePathEnds.count,
            pageContexts.count == pagePathEnds.count, kept.pageHasContext.count == pagePathEnds.count,
            let keyLoads = FlatNumbers.array(kept.keyLoads, of: UInt64.self),
            let keyEnds = FlatNumbers.array(kept.keyEnds, of: Int64.self),
            let keyValues = FlatNumbers.array(kept.keyValues, of: Int64.self),
            keyLoads.count == kept.keySlugs.count, keyEnds.count == kept.keySlugs.count,
            Self.areEnds(keyEnds, within: keyValues.count),
            let driftKeys = FlatNumbers.array(kept.driftKeys, of: UInt64.self),
            driftKeys.count == kept.driftSlugs.count,
            kept.driftFindings.count == kept.driftSlugs.count
        else { return }
        lock.lock()
        defer { lock.unlock() }
        templateDigest = kept.templates
        stringsDigest = kept.strings
        let records = pagePathEnds.indices.map { index -> PageRecord in
            let file = OutputFolder.FileIdentity(
                device: UInt64(bitPattern: pageFiles[4 * index]), inode: UInt64(bitPattern: pageFiles[4 * index + 1]),
                size: Int(pageFiles[4 * index + 2]), modified: Int(pageFiles[4 * index + 3]))
            let context = kept.pageHasContext[index] == 0 ? nil : Int(pageContexts[index])
            return (Int(pageKeys[index]), file, context, true)
        }
        // The paths stay bytes: no `String` is made for the 80,000 of a 10,000-component site.
        // A record that does not cut into paths whole is left, as a damaged file is.
        if var restored = PathRecords(pathBytes: kept.pagePathBytes, pathEnds: pagePathEnds, values: records) {
            if pages.isEmpty {
                pages = restored
            } else {
                restored.startBuild()
                pages.forEach { path, page in restored.keep(page, for: String(decoding: path, as: UTF8.self)) }
                pages = restored
            }
        }
        var start = 0
        for (index, slug) in kept.keySlugs.enumerated() {
            let end = Int(keyEnds[index])
            keysByLoad.keep((keyLoads[index], keyValues[start..<end].map { Int($0) }), for: slug)
            start = end
        }
        for (index, slug) in kept.driftSlugs.enumerated() {
            drift.keep((driftKeys[index], kept.driftFindings[index]), for: slug)
        }
        for index in kept.searchIndexes where index.paths.count == index.fingerprints.count {
            searchIndexFiles.keep(
                (index.key, zip(index.paths, index.fingerprints).map { ($0, $1) }), for: index.language)
        }
    }

    /// Whether `ends` are where consecutive parts of `count` things end: in order, the last
    /// at most `count`.
    static func areEnds(_ ends: [Int64], within count: Int) -> Bool {
        var previous: Int64 = 0
        for end in ends {
            guard end >= previous, end <= count else { return false }
            previous = end
        }
        return true
    }

    /// The card stages the last plain build kept (their index; each text is read when a card
    /// asks for it), read once, on another thread from ``restoreKept()`` (or when the first
    /// card is drawn, without it).
    private static func readKeptStages(in keptFolder: String, program: UInt64) -> [String: KeptStage] {
        KeptCardStages.read(keptFolder + "/" + Self.stagesFile, program: program)
    }

    /// Writes what the next plain build needs, after this one published (under its lock): to
    /// a temporary file renamed over the last one. A cache that cannot be written is removed.
    public func saveKept() {
        lock.lock()
        let keptFolder = keptFolder
        let program = program
        lock.unlock()
        guard let keptFolder else { return }
        // After the publish step, under the build lock: the state folder is there.
        if mkdir(keptFolder, 0o755) != 0 && errno != EEXIST { return }
        // Never through a symbolic link put in its place since the build began.
        guard KeptComponents.isFolder(keptFolder) else { return }
        // After a build that kept most pages (an edit), the search indexes (two files of 14 MB
        // at 10,000 components) are encoded and written on another thread while this one
        // writes the rest: one after the other, they left a core idle at the end of an edit
        // build (`perf`). After one that made most pages, one after the other: both at once
        // raised a cold build's peak memory by 13-31 MB, for a tenth of a second of 15.
        let searchIndexes = searchIndexes
        let pagesMade = lastPages
        let search = pagesMade.linked > pagesMade.rendered ? BackgroundWork { searchIndexes.saveKept() } : nil
        if search == nil { searchIndexes.saveKept() }
        defer { search?.wait() }
        components.saveKept()
        var kept = KeptRender(program: program)
        var pageKeys: [Int64] = []
        var pageFiles: [Int64] = []
        var pageContexts: [Int64] = []
        lock.lock()
        kept.templates = templateDigest
        kept.strings = stringsDigest
        var pagePathEnds: [Int32] = []
        pages.forEach { path, page in
            guard page.stable else { return }
            kept.pagePathBytes += path
            pagePathEnds.append(Int32(kept.pagePathBytes.count))
            pageKeys.append(Int64(page.fingerprint))
            pageFiles += [
                Int64(bitPattern: page.file.device), Int64(bitPattern: page.file.inode), Int64(page.file.size),
                Int64(page.file.modified),
            ]
            pageContexts.append(Int64(page.contextFingerprint ?? 0))
            kept.pageHasContext.append(page.contextFingerprint == nil ? 0 : 1)
        }
        var keyLoads: [UInt64] = []
        var keyEnds: [Int64] = []
        var keyValues: [Int64] = []
        keysByLoad.forEach { slug, entry in
            kept.keySlugs.append(slug)
            keyLoads.append(entry.loadKey)
            keyValues += entry.keys.map { Int64($0) }
            keyEnds.append(Int64(keyValues.count))
        }
        // Each large record is encoded as soon as it is made and dropped before the next is
        // made, its byte arrays reserved at their final size: grown by doubling, and all alive
        // at once, they were 100 MiB of a 10,000-component build's peak memory (`heaptrack`).
        // The API entries are not copied at all: the record shares them, and they are written
        // one after the other (joined, then encoded, they were the two arrays of 23 MB at the
        // top of a cold build's memory at 10,000 components, `heaptrack`).
        var api: EncodedPieces?
        let staged = stagedAPIEntries
        stagedAPIEntries = nil
        defer { if let staged { close(staged) } }
        if apiEntriesRead && apiEntriesChanged {
            var record = KeptAPIEntries(program: program)
            var keys: [Int64] = []
            apiIndexEntries.forEach { slug, entry in
                guard let key = entry.key else { return }
                record.slugs.append(slug)
                keys.append(Int64(key))
                record.entries.append(entry.entry)
            }
            record.keys = FlatNumbers.bytes(keys)
            api = try? CompactCoding.encodePieces(record, referencedFrom: 256)
            apiEntriesChanged = false
        }
        searchIndexFiles.forEach { language, index in
            kept.searchIndexes.append(
                .init(
                    language: language, key: index.key, paths: index.files.map(\.path),
                    fingerprints: index.files.map(\.fingerprint)))
        }
        var driftKeys: [UInt64] = []
        drift.forEach { slug, entry in
            kept.driftSlugs.append(slug)
            driftKeys.append(entry.key)
            kept.driftFindings.append(entry.diagnostics)
        }
        kept.driftKeys = FlatNumbers.bytes(driftKeys)
        let stages = stagesChanged ? keptStages : nil
        stagesChanged = false
        lock.unlock()
        kept.pageKeys = FlatNumbers.bytes(pageKeys)
        kept.pagePathEnds = FlatNumbers.bytes(pagePathEnds)
        kept.pageFiles = FlatNumbers.bytes(pageFiles)
        kept.pageContexts = FlatNumbers.bytes(pageContexts)
        kept.keyLoads = FlatNumbers.bytes(keyLoads)
        kept.keyEnds = FlatNumbers.bytes(keyEnds)
        kept.keyValues = FlatNumbers.bytes(keyValues)
        if let written = api {
            KeptFile.replace(written, at: keptFolder + "/" + Self.apiEntriesFile)
            api = nil
        } else if let staged {
            _ = KeptFile.name(staged, at: keptFolder + "/" + Self.apiEntriesFile)
        }
        KeptFile.replace(try? CompactCoding.encode(kept), at: keptFolder + "/" + Self.renderFile)
        if let stages {
            // Written a text at a time (the kept ones copied from the file they are in), never
            // joined: see ``KeptCardStages``.
            let path = keptFolder + "/" + Self.stagesFile
            let temporary = path + ".\(getpid())"
            unlink(temporary)
            if !KeptCardStages.write(stages, program: program, at: temporary) || rename(temporary, path) != 0 {
                unlink(temporary)
                unlink(path)
                return
            }
            // From now on the stages are read from the new file: the drawn texts leave the heap
            // (26 MB at 10,000 components, for `catalog watch`), and the file they replaced,
            // still open while a stage pointed into it, is let go. A stage drawn again since,
            // from the same keys, is the same text.
            let written = KeptCardStages.read(path, program: program)
            lock.lock()
            for (slug, stage) in written {
                if let current = keptStages?[slug], current.loadKey == stage.loadKey, current.timeline == stage.timeline
                {
                    keptStages?[slug] = stage
                }
            }
            lock.unlock()
        }
    }

}
