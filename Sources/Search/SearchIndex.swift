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
        let terms = TermTable(documents: documents, language: language, cache: analysisCache)
        var files = [baseFile(shardKeys: terms.shardKeys)]
        for key in terms.shardKeys {
            files.append(script(Self.shardName(key), terms.shardJSON(key)))
        }
        for letter in terms.letters {
            files.append(script(Self.letterName(letter), terms.letterJSON(letter)))
        }
        var start = 0
        while start < documents.count {
            let end = min(documents.count, start + Self.pagesPerChunk)
            files.append(
                script("d-\(start / Self.pagesPerChunk)", JSONText.array(documents[start..<end].map(displayJSON))))
            start = end
        }
        return files
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
