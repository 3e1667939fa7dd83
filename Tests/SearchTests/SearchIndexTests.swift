import Foundation
import Search
import Testing

/// The index's data as the browser reads it, parsed back from a file's script call.
private func data(_ file: SearchIndexFile) throws -> Any {
    let text = file.text
    let start = try #require(
        text.range(of: ",", options: [], range: text.range(of: "\",\"")!.upperBound..<text.endIndex))
    let json = text[start.upperBound..<text.index(text.endIndex, offsetBy: -3)]
    return try JSONSerialization.jsonObject(with: Data(json.utf8))
}

private func page(_ title: String, body: String, language: String = "en", extra: [SearchField] = []) -> SearchDocument {
    SearchDocument(
        kind: "component", url: "components/\(title.lowercased()).html", title: title, summary: "A summary.",
        text: body, facets: ["category": ["lists"]],
        fields: [
            SearchField(.title, language: language, text: title), SearchField(.body, language: language, text: body),
        ]
            + extra)
}

/// The postings of a stem in an index, decoded.
private func postings(_ stem: String, in files: [SearchIndexFile]) throws -> [(document: Int, level: Int)] {
    let name = SearchIndex.shardName(SearchIndex.shardKey(stem)) + ".js"
    let shard = try #require(files.first { $0.name == name })
    let stems = try #require((try data(shard) as? [String: Any])?["stems"] as? [String: String])
    return Postings.decode(try #require(stems[stem]))
}

private func words(_ word: String, in files: [SearchIndexFile]) throws -> Any? {
    let name = SearchIndex.shardName(SearchIndex.shardKey(word)) + ".js"
    guard let shard = files.first(where: { $0.name == name }) else { return nil }
    return ((try data(shard) as? [String: Any])?["words"] as? [String: Any])?[word]
}

@Suite struct StemmerTests {
    @Test func englishAndSpanishStemsComeFromSnowball() throws {
        let english = try #require(Stemmer(language: "en"))
        #expect(english.stem("staggering") == english.stem("staggered"))
        #expect(english.stem("stagger") == english.stem("staggers"))
        #expect(english.stem("undo") != english.stem("under"))
        let spanish = try #require(Stemmer(language: "es"))
        #expect(spanish.stem("animaciones") == spanish.stem("animación"))
    }

    @Test func aLanguageWithoutAnAlgorithmHasNoStemmer() {
        #expect(Stemmer(language: "ja") == nil)
        #expect(Stemmer(language: "") == nil)
        #expect(Stemmer(language: "xx-not-a-language") == nil)
    }
}

@Suite struct SearchWordsTests {
    @Test func wordsAreLowercaseRunsOfLettersAndDigits() {
        #expect(SearchWords.words("Toast Banner, 2.5 s!") == ["toast", "banner", "2", "5", "s"])
    }

    @Test func camelCaseWordsAreAlsoFoundByTheirParts() {
        #expect(SearchWords.words("swipeActions") == ["swipeactions", "swipe", "actions"])
        #expect(SearchWords.terms("LazyVStack").map(\.isPart) == [false, true, true])
    }

    @Test func scriptsWithoutSpacesBecomePairsOfCharacters() {
        #expect(SearchWords.words("通知バナー") == ["通知", "知バ", "バナ", "ナー"])
        #expect(SearchWords.words("a 字 b") == ["a", "字", "b"])
        #expect(SearchWords.words("Toast通知") == ["toast", "通知"])
    }

    @Test func foldingRemovesCaseAndAccentsOnly() {
        #expect(SearchWords.fold("Cuadrícula") == "cuadricula")
        #expect(SearchWords.fold("Pestaña") == "pestana")
        #expect(SearchWords.fold("ガイド") == "ガイド")
    }
}

@Suite struct PostingsTests {
    @Test func postingsRoundTrip() {
        let entries = [(0, 0.05), (1, 10.0), (2, 1.0), (40, 3.0), (1000, 200.0)]
        let decoded = Postings.decode(Postings.encode(entries))
        #expect(decoded.map(\.document) == [0, 1, 2, 40, 1000])
        #expect(decoded.map(\.level) == entries.map { Postings.level($0.1) })
        #expect(decoded.last?.level == Postings.levels - 1)
        // From levels already made: the same string, in letters and base-36 digits only, which
        // a shard writes into its JSON without escaping.
        let levels = entries.map { (page: Int32($0.0), level: UInt8(Postings.level($0.1))) }
        #expect(Postings.encode(levels: levels) == Postings.encode(entries))
        let far = [(page: Int32(0), level: UInt8(0)), (Int32(5_000_000), UInt8(Postings.levels - 1))]
        let text = Postings.encode(levels: far)
        #expect(text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) || ("a"..."z").contains($0) })
        #expect(Postings.decode(text).map(\.document) == [0, 5_000_000])
    }

    @Test func consecutivePagesCostOneLetterEach() {
        let entries = (0..<100).map { ($0, 1.0) }
        #expect(Postings.encode(entries).utf8.count == 100)
    }

    @Test func aLevelStandsForAScoreWithinAThirdOfIt() {
        for score in [0.2, 1.0, 4.0, 17.0, 60.0] {
            let back = Postings.score(Postings.level(score))
            #expect(abs(back - score) / score < 0.16)
        }
    }
}

@Suite struct SearchIndexTests {
    @Test func aTitleWordOutweighsTheSameWordInTheBody() throws {
        let files = SearchIndex(
            language: "en",
            documents: [page("Toast", body: "A banner."), page("Banner", body: "Like a toast.")], facets: [],
            stopWords: []
        ).files()
        let toast = try postings("toast", in: files)
        #expect(toast.count == 2)
        #expect(toast[0].document == 0 && toast[0].level > toast[1].level)
    }

    @Test func wordsOfEveryPageAreIndexedNotOnlyTheFirstCharacters() throws {
        let long = String(repeating: "filler words here ", count: 200) + "reorder"
        let files = SearchIndex(language: "en", documents: [page("List", body: long)], facets: [], stopWords: [])
            .files()
        #expect(try postings("reorder", in: files).map(\.document) == [0])
    }

    @Test func wordsLeadToTheirStems() throws {
        let files = SearchIndex(
            language: "en", documents: [page("Stagger", body: "Staggered rows, staggering delays.")], facets: [],
            stopWords: []
        ).files()
        #expect(try words("staggered", in: files) as? String == "stagger")
        #expect(try words("staggering", in: files) as? String == "stagger")
        #expect(try postings("stagger", in: files).count == 1)
    }

    @Test func anotherLanguagesTextCountsForLittle() throws {
        let spanish = SearchField(.title, language: "es", text: "Aviso")
        let files = SearchIndex(
            language: "en",
            documents: [page("Toast", body: "aviso", extra: []), page("Banner", body: "", extra: [spanish])],
            facets: [], stopWords: []
        ).files()
        let aviso = try postings("avis", in: files)
        // Spanish stem "avis": the Spanish title counts 0.15 of a title, below a word of the body.
        #expect(aviso.count == 1)
        let english = try postings("aviso", in: files)
        #expect(english.count == 1)
        #expect(aviso[0].level < Postings.level(SearchFieldKind.title.weight))
        #expect(aviso[0].level == Postings.level(SearchFieldKind.title.weight * SearchFieldKind.otherLanguageShare))
    }

    @Test func aLanguageWithoutStemmerKeepsWordsWhole() throws {
        let files = SearchIndex(
            language: "ja", documents: [page("通知バナー", body: "running", language: "ja")], facets: [], stopWords: []
        ).files()
        #expect(try words("running", in: files) as? String == "running")
        #expect(try postings("通知", in: files).count == 1)
    }

    @Test func displayDataIsChunkedAndTheBaseListsShardsFacetsAndStopWords() throws {
        let documents = (0..<9).map { page("Page\($0)", body: "text \($0)") }
        let facet = SearchFacet(name: "category", label: "Category", values: [.init(slug: "lists", label: "Lists")])
        let files = SearchIndex(language: "en", documents: documents, facets: [facet], stopWords: ["the"]).files()
        let baseFile = try #require(files.first { $0.name == "index.js" })
        let base = try #require(try data(baseFile) as? [String: Any])
        #expect(base["pages"] as? Int == 9)
        #expect(base["stopWords"] as? [String] == ["the"])
        let shards = try #require(base["shards"] as? [String])
        #expect(
            Set(shards.map { SearchIndex.shardName($0) + ".js" })
                == Set(files.map(\.name).filter { $0.hasPrefix("t-") }))
        let chunks = files.filter { $0.name.hasPrefix("d-") }
        #expect(chunks.count == 5)
        let facets = try #require(base["facets"] as? [[String: Any]])
        #expect(facets.first?["codes"] as? String == String(repeating: "1", count: 9))
    }

    @Test func theFilesAreTheSameWhateverTheBlocksAndWhicheverBlocksAreKept() {
        let bodies = ["running rows", "cards that flip", "rows fade", "tabs slide under", "a spring bounce"]
        func documents(_ changed: Int?) -> [SearchDocument] {
            (0..<23).map { number in
                let extra = number == changed ? " shimmer" : ""
                return page("Page\(number % 7)", body: bodies[number % bodies.count] + " \(number)" + extra)
            }
        }
        func index(_ documents: [SearchDocument], pagesPerBlock: Int) -> SearchIndex {
            var index = SearchIndex(language: "en", documents: documents, facets: [], stopWords: [])
            index.pagesPerBlock = pagesPerBlock
            return index
        }
        let whole = index(documents(nil), pagesPerBlock: 100).files()
        for size in [1, 4, 7, 23] {
            #expect(index(documents(nil), pagesPerBlock: size).files() == whole, "blocks of \(size)")
        }
        // Blocks kept from an index where page 9 differed, except the one holding page 9.
        var kept: [Range<Int>: TermBlock] = [:]
        _ = index(documents(9), pagesPerBlock: 4).files { range, make in
            let block = make()
            if !range.contains(9) { kept[range] = block }
            return block
        }
        let remade = index(documents(nil), pagesPerBlock: 4).files { range, make in kept[range] ?? make() }
        #expect(remade == whole)
        #expect(index(documents(9), pagesPerBlock: 4).files() != whole)
    }

    @Test func facetCodesHoldABitPerValue() {
        let facet = SearchFacet(
            name: "platform", label: "Platform",
            values: (0..<7).map { SearchFacet.Value(slug: "p\($0)", label: "P\($0)") })
        let documents = [
            SearchDocument(
                kind: "component", url: "", title: "", summary: "", text: "", facets: ["platform": ["p0", "p6"]],
                fields: []),
            SearchDocument(kind: "guide", url: "", title: "", summary: "", text: "", facets: [:], fields: []),
        ]
        #expect(FacetCodes.width(values: 7) == 2)
        #expect(FacetCodes.encode(facet, documents: documents) == "21" + "00")
    }

    @Test func aLetterListHoldsTheWordsAndStemsOfEachShardOfItsLetterWithoutPostings() throws {
        let files = SearchIndex(
            language: "en",
            documents: [page("Stagger", body: "Staggered rows scroll."), page("Shake", body: "Shaking fields.")],
            facets: [], stopWords: []
        ).files()
        #expect(SearchIndex.letterName("s") == "l-73")
        let list = try #require(files.first { $0.name == "l-73.js" })
        let shards = try #require(try data(list) as? [String: [String]])
        #expect(shards.keys.sorted() == ["sc", "sh", "st"])
        #expect(shards["st"] == ["stagger", "staggered"])
        #expect(shards["sh"] == ["shake", "shaking"])
        #expect(!list.text.contains("\"stems\""))
        // A letter list per first letter of the two-letter shards: "f" (fields) and "r" (rows) too.
        #expect(files.filter { $0.name.hasPrefix("l-") }.map(\.name).sorted() == ["l-66.js", "l-72.js", "l-73.js"])
    }

    @Test func wordsOnlyInAnotherLanguageAreNoCorrectionsOfTheIndexLanguage() throws {
        let spanish = SearchField(.body, language: "es", text: "pararla aviso")
        let files = SearchIndex(
            language: "en", documents: [page("Parallel", body: "An aviso.", extra: [spanish])], facets: [],
            stopWords: []
        ).files()
        let shard = try #require(files.first { $0.name == SearchIndex.shardName("pa") + ".js" })
        let entries = try #require(try data(shard) as? [String: Any])
        // Found as written, through `other`, but never a typo's correction (only `words` are).
        #expect((entries["words"] as? [String: Any])?.keys.sorted() == ["parallel"])
        #expect((entries["other"] as? [String: Any])?["pararla"] != nil)
        // A word in both languages' fields is the index language's.
        #expect(try words("aviso", in: files) != nil)
        let letters = try #require(files.first { $0.name == "l-70.js" })
        #expect(try data(letters) as? [String: [String]] == ["pa": ["parallel"]])
    }

    @Test func theBaseListsSynonymGroupsWithTheirStemsAndTheSoundRules() throws {
        var index = SearchIndex(language: "es", documents: [page("Muelle", body: "")], facets: [], stopWords: [])
        index.synonyms = [["resorte", "muelle"]]
        index.soundRules = [("v", "b"), ("(?<!c)h", "")]
        let baseFile = try #require(index.files().first { $0.name == "index.js" })
        let base = try #require(try data(baseFile) as? [String: Any])
        #expect(base["synonyms"] as? [[String]] == [["muell", "muelle", "resort", "resorte"]])
        #expect(base["sounds"] as? [[String]] == [["v", "b"], ["(?<!c)h", ""]])
    }

    @Test func shardNamesAreHexadecimalCodePoints() {
        #expect(SearchIndex.shardKey("Éxito") == "ex")
        #expect(SearchIndex.shardName("st") == "t-73-74")
        #expect(SearchIndex.shardName("通知") == "t-901a-77e5")
    }
}

@Test func aFacetOffersItsFirstThirtyValues() {
    let facet = SearchFacet(
        name: "category", label: "Category", values: (0..<40).map { SearchFacet.Value(slug: "c\($0)", label: "C\($0)") }
    )
    let documents = ["c0", "c29", "c30", "c39"].map {
        SearchDocument(
            kind: "component", url: "", title: "", summary: "", text: "", facets: ["category": [$0]], fields: [])
    }
    #expect(FacetCodes.encode(facet, documents: documents) == "000001" + "g00000" + "000000" + "000000")
}

/// The words and stems of unchanged pages come from a cache in `catalog watch`: the index is the
/// same, file for file, and an edited page is the only one cut into words again.
@Suite struct SearchAnalysisCacheTests {
    static let documents = [
        page(
            "Card Pile", body: "Cards open from a pile, staggering; swipeActions and ScrollView.",
            extra: [
                SearchField(.title, language: "es", text: "Pila de tarjetas"),
                SearchField(.body, language: "es", text: "Las tarjetas se abren con animación rápida."),
            ]),
        page("Toast", body: "A toast slides in, then out. Toasts stack.", language: "en"),
        page("東京タワー", body: "カードが開きます。東京の塔", language: "ja"),
        page("Repeat", body: "spring spring spring springs sprung, Spring: the same word again and again"),
    ]
}
