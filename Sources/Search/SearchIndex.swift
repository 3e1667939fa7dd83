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
package struct SearchIndex: Sendable {
    /// Pages per display-data chunk: a result costs at most this many pages' data to show.
    package static let pagesPerChunk = 2
    /// Letters of a word that pick its shard.
    package static let shardKeyLength = 2

    package let language: String
    /// How many pages the index holds.
    package let pageCount: Int
    /// Every page's kind and facets, in the index's order, made when asked: an update asks
    /// only for the pages it changes.
    package let page: @Sendable (Int) -> SearchPage
    /// The page at a place in the index, made when asked: an update makes only the pages it
    /// changes and their neighbours in a chunk.
    package let document: @Sendable (Int) -> SearchDocument
    package let facets: [SearchFacet]
    /// The index language's words that are never required in a query.
    package let stopWords: [String]
    /// Groups of words that find each other's pages (`muelle resorte`); the base file lists
    /// each group's words and their stems.
    package var synonyms: [[String]] = []
    /// How the language's words sound: a JavaScript regular expression and its replacement per
    /// rule, applied in order to a folded word; two words of one sound are a correction.
    package var soundRules: [(pattern: String, replacement: String)] = []
    /// Pages per ``TermBlock``: the files are the same for any number.
    package var pagesPerBlock = 64

    package init(
        language: String, documents: [SearchDocument], facets: [SearchFacet], stopWords: [String]
    ) {
        self.init(
            language: language, pages: documents.map { SearchPage(kind: $0.kind, facets: $0.facets) },
            document: { documents[$0] }, facets: facets, stopWords: stopWords)
    }

    /// An index of `pages`, whose documents `document` makes when they are needed.
    package init(
        language: String, pages: [SearchPage], document: @escaping @Sendable (Int) -> SearchDocument,
        facets: [SearchFacet], stopWords: [String]
    ) {
        self.init(
            language: language, pageCount: pages.count, page: { pages[$0] }, document: document, facets: facets,
            stopWords: stopWords)
    }

    /// An index of `pageCount` pages, whose kind and facets `page` tells and whose documents
    /// `document` makes, each when it is needed.
    package init(
        language: String, pageCount: Int, page: @escaping @Sendable (Int) -> SearchPage,
        document: @escaping @Sendable (Int) -> SearchDocument, facets: [SearchFacet], stopWords: [String]
    ) {
        self.language = language
        self.pageCount = pageCount
        self.page = page
        self.document = document
        self.facets = facets
        self.stopWords = stopWords
    }

    /// The shard a word or stem belongs to: its first letters, folded.
    package static func shardKey(_ term: String) -> String {
        String(String.UnicodeScalarView(SearchWords.fold(term).unicodeScalars.prefix(shardKeyLength)))
    }

    /// The file name of a shard: its letters as hexadecimal code points, safe in any file system.
    package static func shardName(_ key: String) -> String {
        "t-" + key.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "-")
    }

    /// The file name of the list of words of the shards whose key starts with `letter`.
    package static func letterName(_ letter: String) -> String {
        "l-" + letter.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "-")
    }


    /// Every file of the index.
    ///
    /// - Parameter blocks: the block of the pages in a range, kept or made by the function
    ///   given (``TermBlock``); by default, each is made.
    package func files(blocks: (Range<Int>, () -> TermBlock) -> TermBlock = { $1() }) -> [SearchIndexFile] {
        var made: [TermBlock] = []
        for start in stride(from: 0, to: pageCount, by: pagesPerBlock) {
            let range = start..<min(pageCount, start + pagesPerBlock)
            made.append(
                blocks(range) {
                    var displays: [String] = []
                    var block = TermTable.block(count: range.count, language: language) {
                        let document = self.document(range.lowerBound + $0)
                        displays.append(displayJSON(document))
                        return document
                    }
                    block.displays = displays
                    return block
                })
        }
        return allFiles(TermTable(blocks: made), made.flatMap(\.displays))
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
        let sounds = soundRules.map { JSONText.array([$0.pattern, $0.replacement].map(JSONText.string)) }
        return script(
            "index",
            JSONText.object([
                ("pages", String(pageCount)),
                ("pagesPerChunk", String(Self.pagesPerChunk)),
                ("kinds", JSONText.string(String(decoding: marks.kinds, as: UTF8.self))),
                ("shards", JSONText.array(shardKeys.map(JSONText.string))),
                ("stopWords", JSONText.array(stopWords.map(JSONText.string))),
                ("synonyms", JSONText.array(stemmedSynonyms().map { JSONText.array($0.map(JSONText.string)) })),
                ("sounds", JSONText.array(sounds)),
                ("facets", JSONText.array(facetsJSON)),
            ]))
    }

    /// The rules of a strings file's `search-sound-rules`, `pattern>replacement` separated by
    /// spaces, each with its text; no pattern for a rule without `>`.
    package static func soundRules(_ text: String) -> [(text: String, pattern: String?, replacement: String)] {
        text.split(whereSeparator: \.isWhitespace).map { rule in
            guard let at = rule.lastIndex(of: ">") else { return (String(rule), nil, "") }
            return (String(rule), String(rule[..<at]), String(rule[rule.index(after: at)...]))
        }
    }

    /// Each group's words and their stems, sorted, no word twice.
    private func stemmedSynonyms() -> [[String]] {
        let stemmer = Stemmer(language: language)
        return synonyms.map { Set($0 + $0.map { TermTable.stem($0, with: stemmer) }).sorted() }
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
package struct SearchPage: Sendable, Equatable {
    package let kind: String
    package let facets: [String: [String]]

    package init(kind: String, facets: [String: [String]]) {
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
