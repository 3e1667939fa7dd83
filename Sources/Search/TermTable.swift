import Foundation
import TextUtilities

/// The words and stems of every page, with each stem's postings, grouped by shard.
struct TermTable {
    /// Word as written → its stems, over every page and language.
    private var words: [String: Set<String>] = [:]
    /// Stem → page number → score.
    private var postings: [String: [Int: Double]] = [:]

    init(documents: [SearchDocument], language: String) {
        var stemmers: [String: Stemmer?] = [:]
        // Language → word → stem: each distinct word is stemmed once.
        var stems: [String: [String: String]] = [:]
        for (number, document) in documents.enumerated() {
            var scores: [String: Double] = [:]
            for field in document.fields where !field.text.isEmpty {
                var counts: [String: Double] = [:]
                for (word, isPart) in SearchWords.terms(field.text) {
                    counts[word, default: 0] += isPart ? 0.5 : 1
                }
                let stemmer: Stemmer?
                if let known = stemmers[field.language] {
                    stemmer = known
                } else {
                    stemmer = Stemmer(language: field.language)
                    stemmers[field.language] = .some(stemmer)
                }
                let share = field.language == language ? 1 : SearchFieldKind.otherLanguageShare
                var stemCounts: [String: Double] = [:]
                for (word, count) in counts {
                    let stem: String
                    if let known = stems[field.language]?[word] {
                        stem = known
                    } else {
                        stem = Self.stem(word, with: stemmer)
                        stems[field.language, default: [:]][word] = stem
                        words[word, default: []].insert(stem)
                    }
                    stemCounts[stem, default: 0] += count
                }
                for (stem, count) in stemCounts {
                    scores[stem, default: 0] += field.kind.weight * share * Self.repetition(count)
                }
            }
            for (stem, score) in scores {
                postings[stem, default: [:]][number] = score
            }
        }
        for (word, stems) in words {
            shardWords[SearchIndex.shardKey(word), default: [:]][word] = stems
        }
        for stem in postings.keys {
            shardStems[SearchIndex.shardKey(stem), default: []].append(stem)
        }
    }

    private var shardWords: [String: [String: Set<String>]] = [:]
    private var shardStems: [String: [String]] = [:]

    /// A word said again counts, but less each time: 1, 1.5, 1.8, 2 … at most 2.5. A lone
    /// camel-case part counts 0.5.
    static func repetition(_ count: Double) -> Double { count < 1 ? count : 1 + 0.5 * log2(min(count, 8)) }

    /// Words of scripts without spaces are pairs of characters, never stemmed.
    static func stem(_ word: String, with stemmer: Stemmer?) -> String {
        guard let stemmer, let first = word.unicodeScalars.first, !SearchWords.isUnspaced(first) else { return word }
        let stem = stemmer.stem(word)
        return stem.isEmpty ? word : stem
    }

    var shardKeys: [String] { Set(shardWords.keys).union(shardStems.keys).sorted() }

    /// `{"words": {word: stem or [stems]}, "stems": {stem: postings}}`, keys sorted.
    func shardJSON(_ key: String) -> String {
        let wordPairs = (shardWords[key] ?? [:]).sorted { $0.key < $1.key }.map { word, stems in
            let sorted = stems.sorted()
            return (word, sorted.count == 1 ? JSONText.string(sorted[0]) : JSONText.array(sorted.map(JSONText.string)))
        }
        let stemPairs = (shardStems[key] ?? []).sorted().map { stem in
            let pages = postings[stem] ?? [:]
            return (stem, JSONText.string(Postings.encode(pages.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })))
        }
        return JSONText.object([("words", JSONText.object(wordPairs)), ("stems", JSONText.object(stemPairs))])
    }
}
