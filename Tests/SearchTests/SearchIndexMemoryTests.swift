import CatalogFixtures
import Foundation
import Search
import Testing

/// `catalog watch` updates each language's index page by page (``SearchIndexMemory``): after
/// any sequence of edits, the files are those of an index made anew, byte for byte.
@Suite struct SearchIndexMemoryTests {
    /// Words with shared first letters, so that edits move words between the same shards.
    static let vocabulary = [
        "spring", "springs", "sprung", "stagger", "staggered", "stack", "stacks", "card", "cards", "carousel",
        "fade", "fades", "faded", "list", "lists", "listing", "row", "rows", "rowing", "toast", "toasts",
        "pile", "piles", "scroll", "scrolls", "swipe", "swiped", "offset", "opacity", "scale", "scaled",
        "tarjeta", "tarjetas", "animación", "rápida", "東京", "塔", "ScrollView", "swipeActions",
    ]

    private func text(_ random: inout SplitMix, words: Int) -> String {
        (0..<words).map { _ in Self.vocabulary.randomElement(using: &random)! }.joined(separator: " ")
    }

    private func document(_ number: Int, _ random: inout SplitMix) -> SearchDocument {
        let title = text(&random, words: 2)
        let body = text(&random, words: Int.random(in: 0...12, using: &random))
        return SearchDocument(
            kind: number % 5 == 0 ? "guide" : "component", url: "components/page-\(number).html", title: title,
            summary: text(&random, words: 3), text: body,
            facets: ["category": [number % 2 == 0 ? "lists" : "cards"]],
            fields: [
                SearchField(.title, language: "en", text: title), SearchField(.body, language: "en", text: body),
                SearchField(.summary, language: "es", text: text(&random, words: 2)),
            ])
    }

    private func index(_ documents: [SearchDocument], cache: SearchAnalysisCache? = nil) -> SearchIndex {
        SearchIndex(
            language: "en", documents: documents,
            facets: [SearchFacet(name: "category", label: "category", values: [.init(slug: "lists", label: "Lists")])],
            stopWords: ["the"], analysisCache: cache)
    }

    private func named(_ files: [SearchIndexFile]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) })
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func editsPageByPageGiveTheFilesOfANewIndex(seed: UInt64) {
        var random = SplitMix(state: seed)
        var documents = (0..<24).map { document($0, &random) }
        var keys: [Int?] = documents.indices.map { $0 }
        var nextKey = 1000
        let memory = SearchIndexMemory()
        let cache = SearchAnalysisCache()
        cache.startBuild()
        #expect(
            named(index(documents, cache: cache).files(keys: keys, memory: memory)) == named(index(documents).files()))
        cache.finishBuild()
        for round in 0..<30 {
            // Edit one to four pages; now and then a page without a key, or a page emptied.
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<documents.count, using: &random)
                documents[at] =
                    Int.random(in: 0..<6, using: &random) == 0
                    ? SearchDocument(
                        kind: "component", url: "components/page-\(at).html", title: "", summary: "", text: "",
                        facets: [:], fields: [])
                    : document(at, &random)
                nextKey += 1
                keys[at] = Int.random(in: 0..<8, using: &random) == 0 ? nil : nextKey
            }
            cache.startBuild()
            let updated = named(index(documents, cache: cache).files(keys: keys, memory: memory))
            cache.finishBuild()
            let fresh = named(index(documents).files())
            let differing = Set(updated.keys).union(fresh.keys).filter { updated[$0] != fresh[$0] }.sorted()
            #expect(differing.isEmpty, "seed \(seed), round \(round): \(differing)")
        }
        // A page added: the index is made whole again, and is still the same.
        documents.append(document(99, &random))
        keys.append(99)
        #expect(
            named(index(documents, cache: cache).files(keys: keys, memory: memory)) == named(index(documents).files()))
    }
}
