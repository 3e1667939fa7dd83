import Foundation
import TextUtilities

/// The words and stems of every page, with each stem's postings, grouped by shard.
struct TermTable {
    /// Shard key → words written in the pages → their stems.
    private(set) var words: [String: [String: Set<String>]] = [:]
    /// Shard key → stem → page number → score.
    private(set) var postings: [String: [String: [Int: Double]]] = [:]

    init(documents: [SearchDocument], language: String) {
        var stemmers: [String: Stemmer?] = [:]
        var stems: [String: String] = [:]
        for (number, document) in documents.enumerated() {
            var scores: [String: Double] = [:]
            for field in document.fields {
                var counts: [String: Double] = [:]
                for (word, isPart) in SearchWords.terms(field.text) {
                    let stemmer = stemmers[field.language] ?? {
                        let made = Stemmer(language: field.language)
                        stemmers[field.language] = made
                        return made
                    }()
                    let cacheKey = field.language + "\u{0}" + word
                    let stem =
                        stems[cacheKey]
                        ?? {
                            let made = Self.stem(word, with: stemmer)
                            stems[cacheKey] = made
                            return made
                        }()
                    counts[stem, default: 0] += isPart ? 0.5 : 1
                    words[SearchIndex.shardKey(word), default: [:]][word, default: []].insert(stem)
                }
                let share = field.language == language ? 1 : SearchFieldKind.otherLanguageShare
                for (stem, count) in counts {
                    scores[stem, default: 0] += field.kind.weight * share * Self.repetition(count)
                }
            }
            for (stem, score) in scores {
                postings[SearchIndex.shardKey(stem), default: [:]][stem, default: [:]][number] = score
            }
        }
    }

    /// A word said again counts, but less each time: 1, 1.5, 1.8, 2 … at most 2.5. A lone
    /// camel-case part counts 0.5.
    static func repetition(_ count: Double) -> Double { count < 1 ? count : 1 + 0.5 * log2(min(count, 8)) }

    /// Words of scripts without spaces are pairs of characters, never stemmed.
    static func stem(_ word: String, with stemmer: Stemmer?) -> String {
        guard let stemmer, let first = word.unicodeScalars.first, !SearchWords.isUnspaced(first) else { return word }
        let stem = stemmer.stem(word)
        return stem.isEmpty ? word : stem
    }

    var shardKeys: [String] { Set(words.keys).union(postings.keys).sorted() }

    /// `{"words": {word: stem or [stems]}, "stems": {stem: postings}}`, keys sorted.
    func shardJSON(_ key: String) -> String {
        let wordPairs = (words[key] ?? [:]).sorted { $0.key < $1.key }.map { word, stems in
            let sorted = stems.sorted()
            return (word, sorted.count == 1 ? JSONText.string(sorted[0]) : JSONText.array(sorted.map(JSONText.string)))
        }
        let stemPairs = (postings[key] ?? [:]).sorted { $0.key < $1.key }.map { stem, pages in
            (stem, JSONText.string(Postings.encode(pages.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })))
        }
        return JSONText.object([("words", JSONText.object(wordPairs)), ("stems", JSONText.object(stemPairs))])
    }
}
