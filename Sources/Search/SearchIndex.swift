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
    public let documents: [SearchDocument]
    public let facets: [SearchFacet]
    /// The index language's words that are never required in a query.
    public let stopWords: [String]

    /// Pages' words and stems from an earlier build of this process (`catalog watch`), if any.
    public let analysisCache: SearchAnalysisCache?

    public init(
        language: String, documents: [SearchDocument], facets: [SearchFacet], stopWords: [String],
        analysisCache: SearchAnalysisCache? = nil
    ) {
        self.language = language
        self.documents = documents
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
        allFiles(TermTable(documents: documents, language: language, cache: analysisCache)).map(\.file)
    }

    /// Every file made from `terms`, by name without `.js`: the base, the shards, the letter
    /// lists, the page chunks.
    private func allFiles(_ terms: TermTable) -> [(name: String, file: SearchIndexFile)] {
        let shardKeys = terms.shardKeys
        var files = [("index", baseFile(shardKeys: shardKeys))]
        for key in shardKeys { files.append((Self.shardName(key), script(Self.shardName(key), terms.shardJSON(key)))) }
        for letter in terms.letters {
            let name = Self.letterName(letter)
            files.append((name, script(name, terms.letterJSON(letter, shardKeys: shardKeys))))
        }
        var number = 0
        while number * Self.pagesPerChunk < documents.count {
            files.append(("d-\(number)", chunk(number)))
            number += 1
        }
        return files
    }

    private func chunk(_ number: Int) -> SearchIndexFile {
        let start = number * Self.pagesPerChunk
        let end = min(documents.count, start + Self.pagesPerChunk)
        return script("d-\(number)", JSONText.array(documents[start..<end].map(displayJSON)))
    }

    /// Every file of the index, made from the last build's index in `memory` when the pages are
    /// the same ones in the same order and few of them changed: only the shards, letter lists
    /// and chunks those pages touch are written again (the files are the same as
    /// ``files()``'s, byte for byte). `keys` tells each page unchanged: equal keys at the same
    /// place are the same document (nil: unknown, taken as changed).
    public func files(keys: [Int?], memory: SearchIndexMemory) -> [SearchIndexFile] {
        let previous = memory.state(language)
        guard let previous, previous.keys.count == keys.count, previous.stopWords == stopWords,
            previous.facets == facets, previous.table.isChangeable
        else { return remember(keys: keys, in: memory) }
        let changed = keys.indices.filter { keys[$0] == nil || previous.keys[$0] != keys[$0] }
        guard changed.count <= SearchIndexMemory.largestChange else { return remember(keys: keys, in: memory) }
        var table = previous.table
        var analyses = previous.analyses
        var touched = Set<String>()
        var stemmers: [String: Stemmer?] = [:]
        var stems: [String: [String: String]] = [:]
        for index in changed {
            let document = documents[index]
            let analyse = { TermTable.analyse(document, language: language, stemmers: &stemmers, stems: &stems) }
            let new = analysisCache?.analysis(document, language: language, analyse: analyse) ?? analyse()
            touched.formUnion(table.replace(page: Int32(index), old: analyses[index], new: new))
            analyses[index] = new
        }
        var files = previous.files
        let shardKeys = table.shardKeys
        let live = Set(shardKeys)
        // The base file holds the pages' kinds and facets and the shards' keys: the last one
        // when none of those changed.
        let sameBase =
            shardKeys == previous.shardKeys
            && changed.allSatisfy {
                previous.documents[$0].kind == documents[$0].kind
                    && previous.documents[$0].facets == documents[$0].facets
            }
        if !sameBase { files["index"] = baseFile(shardKeys: shardKeys) }
        for key in touched {
            files[Self.shardName(key)] = live.contains(key) ? script(Self.shardName(key), table.shardJSON(key)) : nil
        }
        let letters = Set(table.letters)
        for letter in Set(touched.compactMap { $0.unicodeScalars.count == 2 ? String($0.unicodeScalars.first!) : nil })
        {
            files[Self.letterName(letter)] =
                letters.contains(letter)
                ? script(Self.letterName(letter), table.letterJSON(letter, shardKeys: shardKeys)) : nil
        }
        for number in Set(changed.map { $0 / Self.pagesPerChunk }) { files["d-\(number)"] = chunk(number) }
        return keep(keys: keys, analyses: analyses, table: table, files: files, shardKeys: shardKeys, in: memory)
    }

    /// Makes every file and keeps the index in `memory`.
    private func remember(keys: [Int?], in memory: SearchIndexMemory) -> [SearchIndexFile] {
        var analyses: [SearchAnalysisCache.Analysis] = []
        let cache = analysisCache ?? SearchAnalysisCache()
        let table = TermTable(documents: documents, language: language, cache: cache, analyses: &analyses)
        let files = Dictionary(uniqueKeysWithValues: allFiles(table))
        return keep(keys: keys, analyses: analyses, table: table, files: files, shardKeys: table.shardKeys, in: memory)
    }

    /// Keeps the index in `memory` and gives its files, sorted by name.
    private func keep(
        keys: [Int?], analyses: [SearchAnalysisCache.Analysis], table: TermTable, files: [String: SearchIndexFile],
        shardKeys: [String], in memory: SearchIndexMemory
    ) -> [SearchIndexFile] {
        memory.keep(
            SearchIndexMemory.State(
                keys: keys, documents: documents, analyses: analyses, table: table, files: files,
                shardKeys: shardKeys, stopWords: stopWords, facets: facets),
            for: language)
        return files.keys.sorted().map { files[$0]! }
    }

    private func script(_ name: String, _ json: String) -> SearchIndexFile {
        SearchIndexFile(
            name: name + ".js",
            text: "catalogSearchLoaded(\(JSONText.string(language)),\(JSONText.string(name)),\(json));\n")
    }

    private func baseFile(shardKeys: [String]) -> SearchIndexFile {
        let facetsJSON = facets.map { facet in
            JSONText.object([
                ("name", JSONText.string(facet.name)),
                ("label", JSONText.string(facet.label)),
                ("values", JSONText.array(facet.values.prefix(FacetCodes.maximumValues).map(valueJSON))),
                ("codes", JSONText.string(FacetCodes.encode(facet, documents: documents))),
            ])
        }
        return script(
            "index",
            JSONText.object([
                ("pages", String(documents.count)),
                ("pagesPerChunk", String(Self.pagesPerChunk)),
                ("kinds", JSONText.string(String(documents.map { $0.kind == "guide" ? "g" : "c" }))),
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

/// `catalog watch`: each language's last index (its pages' keys and analyses, the term table
/// and every file), so that an edit of one page writes again only what that page touches
/// (see ``SearchIndex/files(keys:memory:)``).
public final class SearchIndexMemory: @unchecked Sendable {
    /// More changed pages than this and the index is made whole again.
    static let largestChange = 256

    struct State {
        let keys: [Int?]
        let documents: [SearchDocument]
        let analyses: [SearchAnalysisCache.Analysis]
        let table: TermTable
        let files: [String: SearchIndexFile]
        let shardKeys: [String]
        let stopWords: [String]
        let facets: [SearchFacet]
    }

    private let lock = NSLock()
    private var states: [String: State] = [:]

    public init() {}

    func state(_ language: String) -> State? {
        lock.lock()
        defer { lock.unlock() }
        return states[language]
    }

    /// The last build's document at `index` of `language`'s index, when it had `key` there.
    public func document(_ language: String, at index: Int, key: Int?) -> SearchDocument? {
        guard let key else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let state = states[language], index < state.keys.count, state.keys[index] == key else { return nil }
        return state.documents[index]
    }

    func keep(_ state: State, for language: String) {
        lock.lock()
        states[language] = state
        lock.unlock()
    }

    /// Forgets every language's index (the next build makes each whole).
    public func removeAll() {
        lock.lock()
        states = [:]
        lock.unlock()
    }
}
