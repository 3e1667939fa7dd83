import Foundation
import TextUtilities

/// Builds one language's search index from plain values: a small base script, term shards by
/// the first two letters of a word, and the pages' display data in chunks. Every file is a
/// script that calls `catalogSearchLoaded(language, name, data)`, so the browser can load any
/// of them on demand with a `<script>` element, which works from `file://`.
///
/// Terms are stemmed at build time with the stemmer of each field's language; a shard maps the
/// words it holds (as written, lowercase) to their stems and holds the postings of the stems
/// that start with its letters. The browser matches what is typed against the words (exactly,
/// as a prefix or with a typo) and follows their stems, so it needs no stemmer of its own.
public struct SearchIndex: Sendable {
    /// Pages per display-data chunk: a result costs at most this many pages' data to show.
    public static let pagesPerChunk = 2
    /// Letters of a word that pick its shard.
    public static let shardKeyLength = 2

    public let language: String
    /// How many pages the index holds.
    public let pageCount: Int
    /// Every page's kind and facets, in the index's order, made when asked: an update asks
    /// only for the pages it changes.
    public let page: @Sendable (Int) -> SearchPage
    /// The page at a place in the index, made when asked: an update makes only the pages it
    /// changes and their neighbours in a chunk.
    public let document: @Sendable (Int) -> SearchDocument
    public let facets: [SearchFacet]
    /// The index language's words that are never required in a query.
    public let stopWords: [String]

    /// Pages' words and stems from an earlier build of this process (`catalog watch`), if any.
    public let analysisCache: SearchAnalysisCache?

    public init(
        language: String, documents: [SearchDocument], facets: [SearchFacet], stopWords: [String],
        analysisCache: SearchAnalysisCache? = nil
    ) {
        self.init(
            language: language, pages: documents.map { SearchPage(kind: $0.kind, facets: $0.facets) },
            document: { documents[$0] }, facets: facets, stopWords: stopWords, analysisCache: analysisCache)
    }

    /// An index of `pages`, whose documents `document` makes when they are needed.
    public init(
        language: String, pages: [SearchPage], document: @escaping @Sendable (Int) -> SearchDocument,
        facets: [SearchFacet], stopWords: [String], analysisCache: SearchAnalysisCache? = nil
    ) {
        self.init(
            language: language, pageCount: pages.count, page: { pages[$0] }, document: document, facets: facets,
            stopWords: stopWords, analysisCache: analysisCache)
    }

    /// An index of `pageCount` pages, whose kind and facets `page` tells and whose documents
    /// `document` makes, each when it is needed.
    public init(
        language: String, pageCount: Int, page: @escaping @Sendable (Int) -> SearchPage,
        document: @escaping @Sendable (Int) -> SearchDocument, facets: [SearchFacet], stopWords: [String],
        analysisCache: SearchAnalysisCache? = nil
    ) {
        self.language = language
        self.pageCount = pageCount
        self.page = page
        self.document = document
        self.facets = facets
        self.stopWords = stopWords
        self.analysisCache = analysisCache
    }

    /// The shard a word or stem belongs to: its first letters, folded.
    public static func shardKey(_ term: String) -> String {
        String(String.UnicodeScalarView(SearchWords.fold(term).unicodeScalars.prefix(shardKeyLength)))
    }

    /// The file name of a shard: its letters as hexadecimal code points, safe in any file system.
    public static func shardName(_ key: String) -> String {
        "t-" + key.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "-")
    }

    /// The file name of the list of words of the shards whose key starts with `letter`.
    public static func letterName(_ letter: String) -> String {
        "l-" + letter.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "-")
    }

    /// Every file of the index.
    public func files() -> [SearchIndexFile] {
        var displays: [String] = []
        displays.reserveCapacity(pageCount)
        let table = TermTable(count: pageCount, language: language, cache: analysisCache) {
            displayed($0, into: &displays)
        }
        return allFiles(table, displays)
    }

    /// The term table of every page, each page's part of it in `terms`, and each page's
    /// display data (what its chunk holds of it). Each document is made once and let go of
    /// once its words are in the table.
    private func table(terms: inout [TermTable.PageTerms]) -> (TermTable, [String]) {
        var displays: [String] = []
        displays.reserveCapacity(pageCount)
        let table = TermTable(count: pageCount, language: language, cache: analysisCache, terms: &terms) {
            displayed($0, into: &displays)
        }
        return (table, displays)
    }

    /// The document of page `number`, its display data added to `displays`.
    private func displayed(_ number: Int, into displays: inout [String]) -> SearchDocument {
        let made = document(number)
        displays.append(displayJSON(made))
        return made
    }

    /// Every file made from `terms`: the base, the shards, the letter lists, the page chunks
    /// from each page's display data.
    private func allFiles(_ terms: TermTable, _ displays: [String]) -> [SearchIndexFile] {
        let shardKeys = terms.shardKeys
        var files = [baseFile(shardKeys: shardKeys, marks: PageMarks((0..<pageCount).map(page), facets: facets))]
        for key in shardKeys { files.append(script(Self.shardName(key), terms.shardJSON(key))) }
        for letter in terms.letters {
            let name = Self.letterName(letter)
            files.append(script(name, terms.letterJSON(letter, shardKeys: shardKeys)))
        }
        var number = 0
        while number * Self.pagesPerChunk < displays.count {
            let start = number * Self.pagesPerChunk
            let end = min(displays.count, start + Self.pagesPerChunk)
            files.append(script("d-\(number)", JSONText.array(Array(displays[start..<end]))))
            number += 1
        }
        return files
    }

    private func chunk(_ number: Int, _ document: (Int) -> SearchDocument) -> SearchIndexFile {
        let start = number * Self.pagesPerChunk
        let end = min(pageCount, start + Self.pagesPerChunk)
        return script("d-\(number)", JSONText.array((start..<end).map { displayJSON(document($0)) }))
    }

    /// The index as an update of the last build's in `memory`, when the pages are the same ones
    /// in the same order and few of them changed: only the shards, letter lists and chunks
    /// those pages touch are made again, and only the changed pages' documents are made (the
    /// files are the same as ``files()``'s, byte for byte). Otherwise every file is made, and
    /// the index is kept in `memory` for the next build. `keys` tells each page unchanged:
    /// equal keys at the same place are the same document (nil: unknown, taken as changed).
    public func files(keys: [Int?], memory: SearchIndexMemory) -> SearchIndexUpdate {
        let previous = memory.state(language)
        guard let previous, previous.keys.count == keys.count, keys.count == pageCount,
            previous.stopWords == stopWords, previous.facets == facets
        else { return remember(keys: keys, in: memory) }
        let changed = keys.indices.filter { keys[$0] == nil || previous.keys[$0] != keys[$0] }
        guard changed.count <= SearchIndexMemory.largestChange else { return remember(keys: keys, in: memory) }
        if changed.isEmpty { return SearchIndexUpdate(files: [], unchanged: previous.digests) }
        var table = previous.table
        var terms = previous.terms
        var marks = previous.marks
        var touched = Set<String>()
        var stemmers: [String: Stemmer?] = [:]
        var stems: [String: [String: String]] = [:]
        var made: [Int: SearchDocument] = [:]
        var loggedPages: [SearchIndexMemory.LoggedPage] = []
        func document(_ index: Int) -> SearchDocument {
            if let known = made[index] { return known }
            let new = self.document(index)
            made[index] = new
            return new
        }
        for index in changed {
            let page = document(index)
            let analyse = { TermTable.analyse(page, language: language, stemmers: &stemmers, stems: &stems) }
            let new = analysisCache?.analysis(page, language: language, analyse: analyse) ?? analyse()
            let replaced = table.replace(page: Int32(index), old: terms[index], new: new)
            touched.formUnion(replaced.touched)
            terms[index] = replaced.terms
            marks.set(index, self.page(index), facets: facets)
            loggedPages.append(
                SearchIndexMemory.LoggedPage(
                    page: index, key: keys[index], kind: marks.kinds[index], bits: marks.bits.map { $0[index] },
                    analysis: new))
        }
        var files: [SearchIndexFile] = []
        var removed = Set<String>()
        let shardKeys = table.shardKeys
        let live = Set(shardKeys)
        // The base file holds the pages' kinds and facets and the shards' keys: the last one
        // when none of those changed.
        if shardKeys != previous.shardKeys || changed.contains(where: { !marks.same(as: previous.marks, at: $0) }) {
            files.append(baseFile(shardKeys: shardKeys, marks: marks))
        }
        for key in touched {
            let name = Self.shardName(key)
            if live.contains(key) {
                files.append(script(name, table.shardJSON(key)))
            } else {
                removed.insert(name + ".js")
            }
        }
        let letters = Set(table.letters)
        for letter in Set(touched.compactMap { $0.unicodeScalars.count == 2 ? String($0.unicodeScalars.first!) : nil })
        {
            let name = Self.letterName(letter)
            if letters.contains(letter) {
                files.append(script(name, table.letterJSON(letter, shardKeys: shardKeys)))
            } else {
                removed.insert(name + ".js")
            }
        }
        for number in Set(changed.map { $0 / Self.pagesPerChunk }) { files.append(chunk(number, document)) }
        var digests = previous.digests
        var loggedFiles: [(name: String, digest: UInt64?)] = []
        for name in removed.sorted() {
            digests[name] = nil
            loggedFiles.append((name, nil))
        }
        for file in files {
            let digest = ByteDigest.of(file.text)
            digests[file.name] = digest
            loggedFiles.append((file.name, digest))
        }
        // The kept file stays as it is while the changes since it are few: only they are
        // written, as its log (``SearchIndexMemory/saveKept()``).
        let log = previous.log + [SearchIndexMemory.LogStep(pages: loggedPages, files: loggedFiles)]
        let keepsBase =
            previous.base != nil && log.reduce(0) { $0 + $1.pages.count } <= SearchIndexMemory.largestLog
        memory.keep(
            SearchIndexMemory.State(
                keys: keys, marks: marks, terms: terms, table: table, digests: digests, shardKeys: shardKeys,
                stopWords: stopWords, facets: facets, base: keepsBase ? previous.base : nil,
                log: keepsBase ? log : []),
            for: language)
        let written = Set(files.map(\.name))
        return SearchIndexUpdate(files: files, unchanged: digests.filter { !written.contains($0.key) })
    }

    /// Makes every file and keeps the index in `memory`.
    private func remember(keys: [Int?], in memory: SearchIndexMemory) -> SearchIndexUpdate {
        var terms: [TermTable.PageTerms] = []
        let (table, displays) = table(terms: &terms)
        let files = allFiles(table, displays)
        memory.keep(
            SearchIndexMemory.State(
                keys: keys, marks: PageMarks((0..<pageCount).map(page), facets: facets), terms: terms, table: table,
                digests: Dictionary(uniqueKeysWithValues: files.map { ($0.name, ByteDigest.of($0.text)) }),
                shardKeys: table.shardKeys, stopWords: stopWords, facets: facets),
            for: language)
        return SearchIndexUpdate(files: files, unchanged: [:])
    }

    private func script(_ name: String, _ json: String) -> SearchIndexFile {
        SearchIndexFile(
            name: name + ".js",
            text: "catalogSearchLoaded(\(JSONText.string(language)),\(JSONText.string(name)),\(json));\n")
    }

    private func baseFile(shardKeys: [String], marks: PageMarks) -> SearchIndexFile {
        let facetsJSON = facets.enumerated().map { number, facet in
            JSONText.object([
                ("name", JSONText.string(facet.name)),
                ("label", JSONText.string(facet.label)),
                ("values", JSONText.array(facet.values.prefix(FacetCodes.maximumValues).map(valueJSON))),
                ("codes", JSONText.string(FacetCodes.encode(bits: marks.bits[number], values: facet.values.count))),
            ])
        }
        return script(
            "index",
            JSONText.object([
                ("pages", String(pageCount)),
                ("pagesPerChunk", String(Self.pagesPerChunk)),
                ("kinds", JSONText.string(String(decoding: marks.kinds, as: UTF8.self))),
                ("shards", JSONText.array(shardKeys.map(JSONText.string))),
                ("stopWords", JSONText.array(stopWords.map(JSONText.string))),
                ("facets", JSONText.array(facetsJSON)),
            ]))
    }

    private func valueJSON(_ value: SearchFacet.Value) -> String {
        JSONText.array([JSONText.string(value.slug), JSONText.string(value.label)])
    }

    private func displayJSON(_ document: SearchDocument) -> String {
        JSONText.object([
            ("url", JSONText.string(document.url)),
            ("title", JSONText.string(document.title)),
            ("summary", JSONText.string(document.summary)),
            ("text", JSONText.string(document.text)),
        ])
    }
}

/// A page of an index as the base file shows it: its kind and facets.
public struct SearchPage: Sendable, Equatable {
    public let kind: String
    public let facets: [String: [String]]

    public init(kind: String, facets: [String: [String]]) {
        self.kind = kind
        self.facets = facets
    }
}

/// What the base file says of each page: its kind (`c` or `g`) and, for each facet, the bits of
/// its values (``FacetCodes``).
struct PageMarks: Sendable, Equatable {
    var kinds: [UInt8]
    /// By facet, then by page.
    var bits: [[Int]]

    init(kinds: [UInt8], bits: [[Int]]) {
        self.kinds = kinds
        self.bits = bits
    }

    init(_ pages: [SearchPage], facets: [SearchFacet]) {
        kinds = pages.map { Self.kind($0) }
        bits = facets.map { facet in pages.map { FacetCodes.bits(facet, values: $0.facets[facet.name] ?? []) } }
    }

    static func kind(_ page: SearchPage) -> UInt8 { page.kind == "guide" ? UInt8(ascii: "g") : UInt8(ascii: "c") }

    mutating func set(_ index: Int, _ page: SearchPage, facets: [SearchFacet]) {
        kinds[index] = Self.kind(page)
        for (number, facet) in facets.enumerated() {
            bits[number][index] = FacetCodes.bits(facet, values: page.facets[facet.name] ?? [])
        }
    }

    func same(as other: PageMarks, at index: Int) -> Bool {
        kinds[index] == other.kinds[index] && zip(bits, other.bits).allSatisfy { $0[index] == $1[index] }
    }
}

/// What ``SearchIndex/files(keys:memory:)`` made: the files made by this build, and the last
/// build's files that stay as they were, by name with the ``ByteDigest`` of their text.
public struct SearchIndexUpdate: Sendable {
    public let files: [SearchIndexFile]
    public let unchanged: [String: UInt64]

    public init(files: [SearchIndexFile], unchanged: [String: UInt64]) {
        self.files = files
        self.unchanged = unchanged
    }
}

/// Each language's last index (its pages' keys and parts of the term table, the table and
/// every file's digest), so that an edit of one page makes again only what that page touches
/// (see ``SearchIndex/files(keys:memory:)``). `catalog watch` keeps it in memory; a plain
/// build keeps it in the build cache (``keep(in:program:reading:)``).
public final class SearchIndexMemory: @unchecked Sendable {
    /// More changed pages than this and the index is made whole again.
    static let largestChange = 256

    struct State: Sendable {
        let keys: [Int?]
        let marks: PageMarks
        let terms: [TermTable.PageTerms]
        let table: TermTable
        /// Every file of the index by name, with the digest of its text.
        let digests: [String: UInt64]
        let shardKeys: [String]
        let stopWords: [String]
        let facets: [SearchFacet]
        /// The generation of the kept file this state was read from or written as, when the
        /// state is that file's with ``log`` applied; nil: the state is not kept yet.
        var base: UInt64? = nil
        /// The changes since that file, in the order they were made.
        var log: [LogStep] = []
    }

    /// One build's change of an index: the pages made again and the files written or removed.
    struct LogStep: Sendable {
        static let mark = "catalog search index log 1"
        let pages: [LoggedPage]
        let files: [(name: String, digest: UInt64?)]
    }

    /// A page made again: its key, kind, facet bits and analysis, enough to put it into the
    /// kept table again as the build did (``TermTable/replace(page:old:new:)``).
    struct LoggedPage: Sendable {
        let page: Int
        let key: Int?
        let kind: UInt8
        let bits: [Int]
        let analysis: SearchAnalysisCache.Analysis
    }

    /// More pages in the log than this and the whole state is written again. The log is read
    /// back by replaying it, each page about what its update cost: at 10,000 components, a log
    /// of about 60 pages took 165 of an edit build's 11,000 `perf` samples to replay, writing
    /// the whole state about 430.
    static let largestLog = 64

    private let lock = NSLock()
    private var states: [String: State] = [:]
    /// Languages whose state changed since it was read or last kept.
    private var unsaved = Set<String>()
    /// Where each language's state is kept between processes, and for which program.
    private var keptFolder: String?
    private var program: UInt64 = 0
    /// Languages whose kept state was looked for already.
    private var looked = Set<String>()
    /// Whether a whole state is written as soon as it is made and left out of memory
    /// (``keep(in:program:reading:staging:)``).
    private var stagesWholeStates = false
    /// The whole states written so far, each into a file without a name in the kept folder
    /// (``KeptFile/unnamed(in:)``), named by ``saveKept()``.
    private var staged: [String: Int32] = [:]

    public init() {}

    deinit {
        for descriptor in staged.values { close(descriptor) }
    }

    /// From now on each language's state is also kept in `folder` (the build cache) for
    /// `program`: read when a build first asks for it, written by ``saveKept()``.
    ///
    /// With `staging` (a plain build, which makes an index once and then ends), a state made
    /// whole is written at once into a file without a name beside where it will be kept, and
    /// not held: at 10,000 components the two languages' states were 47 MB of the top of a
    /// cold build's memory, held from the search job to the end of the build only to be
    /// written (`heaptrack`). The file is given its name by ``saveKept()``, after the build
    /// succeeded; a build that fails or is killed leaves nothing.
    public func keep(in folder: String, program: UInt64, reading: Bool, staging: Bool = false) {
        lock.lock()
        keptFolder = folder
        self.program = program
        readsKept = reading
        looked = []
        stagesWholeStates = staging
        lock.unlock()
    }

    /// Whether a language's kept state is read when it is not in memory.
    private var readsKept = false

    func state(_ language: String) -> State? {
        lock.lock()
        if let known = states[language] {
            lock.unlock()
            return known
        }
        guard let keptFolder, readsKept, !looked.contains(language) else {
            lock.unlock()
            return nil
        }
        looked.insert(language)
        let program = program
        lock.unlock()
        let path = Self.file(language, in: keptFolder)
        guard let state = Self.read(path, language: language, program: program) else { return nil }
        lock.lock()
        if states[language] == nil { states[language] = state }
        lock.unlock()
        return state
    }

    func keep(_ state: State, for language: String) {
        lock.lock()
        if let descriptor = staged.removeValue(forKey: language) { close(descriptor) }
        guard stagesWholeStates, state.base == nil, let folder = keptFolder else {
            states[language] = state
            unsaved.insert(language)
            lock.unlock()
            return
        }
        let program = program
        lock.unlock()
        let descriptor = Self.stage(state, language: language, program: program, in: folder)
        lock.lock()
        if let descriptor {
            staged[language] = descriptor
            states[language] = nil
            unsaved.remove(language)
            looked.insert(language)
        } else {
            states[language] = state
            unsaved.insert(language)
        }
        lock.unlock()
    }

    /// `state` written whole into a new file without a name in `folder`, open; nil when it
    /// could not be (the state is then held and written by ``saveKept()``).
    private static func stage(_ state: State, language: String, program: UInt64, in folder: String) -> Int32? {
        guard
            let kept = kept(state, language: language, program: program, generation: UInt64.random(in: 1...UInt64.max)),
            let pieces = try? CompactCoding.encodePieces(kept, referencedFrom: 64 << 10),
            let descriptor = KeptFile.unnamed(inOrBeside: folder)
        else { return nil }
        guard KeptFile.writeChecked(pieces, to: descriptor) else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Forgets every language's index (the next build makes each whole).
    public func removeAll() {
        lock.lock()
        states = [:]
        unsaved = []
        keptFolder = nil
        for descriptor in staged.values { close(descriptor) }
        staged = [:]
        lock.unlock()
    }

    /// The states as the build now running found them (``startBuild()``), to go back to when
    /// it fails: its files never reached the output (a failed `catalog watch` build brings its
    /// spare back in step with the live output), so the next build must update the index the
    /// output holds, not the failed build's. Updated from the failed build's, the index found
    /// every file it left as it was changed on disk and was made whole: 4.8 s of a 5.2 s
    /// rebuild after a fixed typo at 10,000 components (`--timings`).
    private var atStart: (states: [String: State], unsaved: Set<String>)?

    /// A build begins: what the states are now is what ``finishBuild(succeeded:)`` goes back to.
    public func startBuild() {
        lock.lock()
        atStart = (states, unsaved)
        lock.unlock()
    }

    /// A build that began with ``startBuild()`` ended: failed, the states are those it found.
    public func finishBuild(succeeded: Bool) {
        lock.lock()
        if !succeeded, let atStart {
            states = atStart.states
            unsaved = atStart.unsaved
        }
        atStart = nil
        lock.unlock()
    }

    /// Forgets `language`'s index, in memory and on disk (its files could not all be kept).
    public func forget(_ language: String) {
        lock.lock()
        states[language] = nil
        unsaved.remove(language)
        looked.insert(language)
        if let descriptor = staged.removeValue(forKey: language) { close(descriptor) }
        let folder = keptFolder
        lock.unlock()
        if let folder {
            unlink(Self.file(language, in: folder))
            unlink(Self.file(language, in: folder) + Self.logSuffix)
        }
    }

    /// Writes each language's state that changed into the kept folder (made by the caller),
    /// to a temporary file renamed over the last one; one that cannot be written is removed.
    public func saveKept() {
        lock.lock()
        let folder = keptFolder
        let program = program
        let languages = unsaved
        let states = self.states
        let staged = self.staged
        unsaved = []
        self.staged = [:]
        lock.unlock()
        defer { for descriptor in staged.values { close(descriptor) } }
        guard let folder else { return }
        for (language, descriptor) in staged {
            // Written whole when it was made: only its name is given now.
            let path = Self.file(language, in: folder)
            _ = KeptFile.name(descriptor, at: path)
            unlink(path + Self.logSuffix)
        }
        for language in languages {
            let path = Self.file(language, in: folder)
            guard let state = states[language] else { continue }
            if let base = state.base {
                // The kept file is this state's base: only the changes since are written, as
                // its log. Rewriting the whole state (14 MB per language at 10,000
                // components) after a one-page edit was the last fifth of a second of that
                // build, on one core (`perf`).
                KeptFile.replace(
                    Self.logBytes(state.log, base: base, language: language, program: program),
                    at: path + Self.logSuffix)
                continue
            }
            let generation = UInt64.random(in: 1...UInt64.max)
            // Encoded as pieces: the large flat arrays are written from `kept` as they are,
            // not copied into one encoding first (`heaptrack`: two copies of a language's 14 MB
            // were the top of a cold build's memory).
            guard let kept = Self.kept(state, language: language, program: program, generation: generation),
                let encoded = try? CompactCoding.encodePieces(kept, referencedFrom: 64 << 10)
            else {
                unlink(path)
                unlink(path + Self.logSuffix)
                continue
            }
            // With a digest: a byte changed anywhere, and the file is not used. A log of an
            // older file names that file's generation, and is not read with this one.
            KeptFile.replace(encoded, at: path)
            unlink(path + Self.logSuffix)
            lock.lock()
            if var current = self.states[language], current.base == nil, current.keys == state.keys,
                !unsaved.contains(language)
            {
                current.base = generation
                current.log = []
                self.states[language] = current
            }
            lock.unlock()
        }
    }
}

extension SearchIndexMemory {
    /// One language's state as the build cache keeps it (``TermTable/Kept``), numbers as the
    /// bytes of flat arrays (``FlatNumbers``).
    struct Kept: Codable {
        static let mark = "catalog search index"
        /// 3: a generation, which the log of changes since names.
        static let currentFormat = 3
        var mark = Self.mark
        var format = Self.currentFormat
        var program: UInt64
        var generation: UInt64
        var language: String
        var stopWords: [String]
        var facets: [SearchFacet]
        /// Each page's key (Int64), and whether it has one (UInt8, 0 or 1).
        var keys: [UInt8]
        var hasKeys: [UInt8]
        var kinds: [UInt8]
        /// By facet, each page's bits (Int64).
        var bits: [[UInt8]]
        /// Where each page's stems and pairs end (Int32), and the stems (Int32) and pairs (UInt64).
        var stemEnds: [UInt8]
        var stems: [UInt8]
        var pairEnds: [UInt8]
        var pairs: [UInt8]
        var table: TermTable.Kept
        var fileNames: [String]
        var fileDigests: [UInt8]
        var shardKeys: [String]
    }

    /// The file of `language`'s state in `folder`: its code as written when it is made of
    /// letters, digits and hyphens, else as hexadecimal.
    static func file(_ language: String, in folder: String) -> String {
        let plain =
            !language.isEmpty
            && language.utf8.allSatisfy {
                $0 == 0x2D || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
            }
        return folder + "/search-" + (plain ? language : language.utf8.map { String($0, radix: 16) }.joined())
    }

    static func kept(_ state: State, language: String, program: UInt64, generation: UInt64) -> Kept? {
        guard let table = state.table.kept else { return nil }
        var stemEnds: [Int32] = []
        var stems: [Int32] = []
        var pairEnds: [Int32] = []
        var pairs: [UInt64] = []
        stemEnds.reserveCapacity(state.terms.count)
        pairEnds.reserveCapacity(state.terms.count)
        for page in state.terms {
            stems += page.stems
            stemEnds.append(Int32(stems.count))
            pairs += page.pairs
            pairEnds.append(Int32(pairs.count))
        }
        let names = state.digests.keys.sorted()
        return Kept(
            program: program, generation: generation, language: language, stopWords: state.stopWords,
            facets: state.facets,
            keys: FlatNumbers.bytes(state.keys.map { Int64($0 ?? 0) }),
            hasKeys: state.keys.map { $0 == nil ? 0 : 1 }, kinds: state.marks.kinds,
            bits: state.marks.bits.map { FlatNumbers.bytes($0.map(Int64.init)) },
            stemEnds: FlatNumbers.bytes(stemEnds), stems: FlatNumbers.bytes(stems),
            pairEnds: FlatNumbers.bytes(pairEnds), pairs: FlatNumbers.bytes(pairs), table: table, fileNames: names,
            fileDigests: FlatNumbers.bytes(names.map { state.digests[$0]! }), shardKeys: state.shardKeys)
    }

    /// The state kept in `path` for `language` by `program`; nil when the file is missing, of
    /// another program or format, or does not hold together.
    static func read(_ path: String, language: String, program: UInt64) -> State? {
        guard let kept = KeptFile.readChecked(path, limit: 4 << 30, { try? CompactCoding.decode(Kept.self, from: $0) }),
            kept.mark == Kept.mark, kept.format == Kept.currentFormat, kept.program == program,
            kept.language == language,
            let keys = FlatNumbers.array(kept.keys, of: Int64.self), keys.count == kept.hasKeys.count,
            kept.kinds.count == keys.count, kept.bits.count == kept.facets.count,
            let stemEnds = FlatNumbers.array(kept.stemEnds, of: Int32.self),
            let stems = FlatNumbers.array(kept.stems, of: Int32.self),
            let pairEnds = FlatNumbers.array(kept.pairEnds, of: Int32.self),
            let pairs = FlatNumbers.array(kept.pairs, of: UInt64.self),
            stemEnds.count == keys.count, pairEnds.count == keys.count,
            let digests = FlatNumbers.array(kept.fileDigests, of: UInt64.self), digests.count == kept.fileNames.count,
            Set(kept.fileNames).count == kept.fileNames.count,
            let table = TermTable(kept: kept.table, pages: keys.count)
        else { return nil }
        var bits: [[Int]] = []
        for facet in kept.bits {
            guard let values = FlatNumbers.array(facet, of: Int64.self), values.count == keys.count else { return nil }
            bits.append(values.map { Int($0) })
        }
        var terms: [TermTable.PageTerms] = []
        terms.reserveCapacity(keys.count)
        var stemStart = 0
        var pairStart = 0
        for (stemEnd, pairEnd) in zip(stemEnds, pairEnds) {
            guard Int(stemEnd) >= stemStart, Int(stemEnd) <= stems.count, Int(pairEnd) >= pairStart,
                Int(pairEnd) <= pairs.count
            else { return nil }
            let page = TermTable.PageTerms(
                stems: Array(stems[stemStart..<Int(stemEnd)]), pairs: Array(pairs[pairStart..<Int(pairEnd)]))
            guard table.holds(page) else { return nil }
            terms.append(page)
            stemStart = Int(stemEnd)
            pairStart = Int(pairEnd)
        }
        let base = State(
            keys: zip(keys, kept.hasKeys).map { $1 == 0 ? nil : Int($0) },
            marks: PageMarks(kinds: kept.kinds, bits: bits), terms: terms, table: table,
            digests: Dictionary(uniqueKeysWithValues: zip(kept.fileNames, digests)), shardKeys: kept.shardKeys,
            stopWords: kept.stopWords, facets: kept.facets, base: kept.generation)
        // The log of changes since, when it is this file's. A log that is there but does not
        // read, or names this file but does not fit it, leaves no state at all: the file alone
        // is older than the output.
        guard access(path + logSuffix, F_OK) == 0 || errno != ENOENT else { return base }
        guard let logged = KeptFile.readChecked(path + logSuffix, limit: 1 << 30, { Array($0) }) else { return nil }
        switch logged.withUnsafeBytes({ readLog($0, language: language, program: program) }) {
        case .other: return base
        case .damaged: return nil
        case .steps(let generation, let steps):
            guard generation == kept.generation else { return base }
            return replay(steps, on: base)
        }
    }

    /// The name of a language's log beside its kept file.
    static let logSuffix = ".log"

    static func logBytes(_ steps: [LogStep], base: UInt64, language: String, program: UInt64) -> [UInt8] {
        var record = RecordWriter(capacity: 64 << 10)
        record.write(LogStep.mark)
        record.write(program)
        record.write(language)
        record.write(base)
        record.writeCount(steps.count)
        for step in steps {
            record.writeCount(step.pages.count)
            for page in step.pages {
                record.write(page.page)
                record.write(page.key != nil)
                record.write(page.key ?? 0)
                record.write(Int(page.kind))
                record.writeCount(page.bits.count)
                for bits in page.bits { record.write(bits) }
                record.writeCount(page.analysis.stems.count)
                for (stem, score) in page.analysis.stems {
                    record.write(stem)
                    record.write(score.bitPattern)
                }
                record.writeCount(page.analysis.words.count)
                for (word, stem) in page.analysis.words {
                    record.write(word)
                    record.write(stem)
                }
            }
            record.writeCount(step.files.count)
            for file in step.files {
                record.write(file.name)
                record.write(file.digest != nil)
                record.write(file.digest ?? 0)
            }
        }
        return record.bytes
    }

    enum LogRead {
        /// Of another program, language or format: not this file's log.
        case other
        case damaged
        case steps(generation: UInt64, [LogStep])
    }

    static func readLog(_ buffer: UnsafeRawBufferPointer, language: String, program: UInt64) -> LogRead {
        var record = RecordReader(buffer)
        guard (try? record.string()) == LogStep.mark, (try? record.uint64()) == program,
            (try? record.string()) == language, let generation = try? record.uint64()
        else { return .other }
        do {
            var steps: [LogStep] = []
            for _ in 0..<(try record.count(each: 8)) {
                var pages: [LoggedPage] = []
                for _ in 0..<(try record.count(each: 37)) {
                    let page = try record.int()
                    let hasKey = try record.bool()
                    let key = try record.int()
                    guard let kind = UInt8(exactly: try record.int()) else { return .damaged }
                    var bits: [Int] = []
                    for _ in 0..<(try record.count(each: 8)) { bits.append(try record.int()) }
                    var analysis = SearchAnalysisCache.Analysis()
                    for _ in 0..<(try record.count(each: 12)) {
                        analysis.stems.append((try record.string(), Double(bitPattern: try record.uint64())))
                    }
                    for _ in 0..<(try record.count(each: 8)) {
                        analysis.words.append((try record.string(), try record.string()))
                    }
                    pages.append(
                        LoggedPage(page: page, key: hasKey ? key : nil, kind: kind, bits: bits, analysis: analysis))
                }
                var files: [(name: String, digest: UInt64?)] = []
                for _ in 0..<(try record.count(each: 13)) {
                    let name = try record.string()
                    let has = try record.bool()
                    let digest = try record.uint64()
                    files.append((name, has ? digest : nil))
                }
                steps.append(LogStep(pages: pages, files: files))
            }
            guard record.isAtEnd else { return .damaged }
            return .steps(generation: generation, steps)
        } catch {
            return .damaged
        }
    }

    /// `state` with the logged changes made to it in order, as the builds made them; nil when a
    /// change does not fit it (a page it does not have, another number of facets).
    static func replay(_ steps: [LogStep], on state: State) -> State? {
        var table = state.table
        var terms = state.terms
        var keys = state.keys
        var marks = state.marks
        var digests = state.digests
        for step in steps {
            for logged in step.pages {
                guard logged.page >= 0, logged.page < keys.count, logged.bits.count == marks.bits.count,
                    logged.kind == UInt8(ascii: "c") || logged.kind == UInt8(ascii: "g")
                else { return nil }
                let replaced = table.replace(page: Int32(logged.page), old: terms[logged.page], new: logged.analysis)
                terms[logged.page] = replaced.terms
                keys[logged.page] = logged.key
                marks.kinds[logged.page] = logged.kind
                for facet in marks.bits.indices { marks.bits[facet][logged.page] = logged.bits[facet] }
            }
            for file in step.files { digests[file.name] = file.digest }
        }
        return State(
            keys: keys, marks: marks, terms: terms, table: table, digests: digests, shardKeys: table.shardKeys,
            stopWords: state.stopWords, facets: state.facets, base: state.base, log: steps)
    }
}
