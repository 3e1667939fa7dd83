import Foundation
import TextUtilities

/// The words and stems of every page, with each stem's postings, grouped by shard.
///
/// Words and stems are numbered the first time they are met, and everything after that is
/// arrays indexed by those numbers: one dictionary look-up per word of text, where a table of
/// dictionaries per page cost a fifth of a 10,000-component build (`perf`, commit `bf810bb`).
struct TermTable {
    /// Word as written → its number.
    private var wordNumbers: [String: Int32] = [:]
    private var wordTexts: [String] = []
    /// The stems of each word, over every language (usually one).
    private var wordStems: [[Int32]] = []
    /// Stem → its number.
    private var stemNumbers: [String: Int32] = [:]
    private var stemTexts: [String] = []
    /// Each stem's pages and scores, in increasing order of page.
    private var postings: [[(page: Int32, score: Double)]] = []

    /// The table of `documents` for the index of `language`. With a cache, each page's words
    /// and stems come from it when the page did not change, and the pages are merged one by one
    /// (the same table as without, byte for byte in the files it gives).
    init(documents: [SearchDocument], language: String, cache: SearchAnalysisCache?) {
        var analyses: [SearchAnalysisCache.Analysis] = []
        self.init(documents: documents, language: language, cache: cache, analyses: &analyses)
    }

    /// The same, with each page's analysis given back in `analyses` (with a cache only), for
    /// ``replace(page:old:new:)`` in a later build.
    init(
        documents: [SearchDocument], language: String, cache: SearchAnalysisCache?,
        analyses: inout [SearchAnalysisCache.Analysis]
    ) {
        guard let cache else {
            self.init(documents: documents, language: language)
            return
        }
        self.init(documents: [], language: language)
        pairCounts = [:]
        var stemmers: [String: Stemmer?] = [:]
        var stems: [String: [String: String]] = [:]
        analyses.reserveCapacity(documents.count)
        for (number, document) in documents.enumerated() {
            let analysis = cache.analysis(document, language: language) {
                Self.analyse(document, language: language, stemmers: &stemmers, stems: &stems)
            }
            analyses.append(analysis)
            for (stem, score) in analysis.stems {
                postings[Int(stemNumber(stem))].append((Int32(number), score))
            }
            for (word, stem) in analysis.words {
                let wordNumber = self.wordNumber(word)
                let stemNumber = self.stemNumber(stem)
                pairCounts![Self.pair(wordNumber, stemNumber), default: 0] += 1
                if !wordStems[Int(wordNumber)].contains(stemNumber) { wordStems[Int(wordNumber)].append(stemNumber) }
            }
        }
        groupIntoShards()
    }

    /// How many pages have each (word, stem) pair, when the table can be changed page by page.
    private var pairCounts: [UInt64: Int32]?

    private static func pair(_ word: Int32, _ stem: Int32) -> UInt64 {
        UInt64(UInt32(word)) << 32 | UInt64(UInt32(stem))
    }

    /// Whether the table can take ``replace(page:old:new:)``: it was made with a cache.
    var isChangeable: Bool { pairCounts != nil }

    /// Takes page `page`'s old analysis out of the table and puts its new one in, as if the
    /// table were made anew (the files it gives are the same, byte for byte: words and stems
    /// are written in sorted order, postings in page order). Returns the keys of the shards
    /// whose words or postings may have changed.
    mutating func replace(
        page: Int32, old: SearchAnalysisCache.Analysis, new: SearchAnalysisCache.Analysis
    ) -> Set<String> {
        var touched = Set<String>()
        for (stem, _) in old.stems {
            guard let number = stemNumbers[stem] else { continue }
            var list = postings[Int(number)]
            if let at = Self.position(of: page, in: list), at < list.count, list[at].page == page {
                list.remove(at: at)
            }
            postings[Int(number)] = list
            touched.insert(stemShard[Int(number)])
        }
        for (stem, score) in new.stems {
            let number = stemNumber(stem)
            let at = Self.position(of: page, in: postings[Int(number)]) ?? postings[Int(number)].count
            postings[Int(number)].insert((page, score), at: at)
            touched.insert(stemShard[Int(number)])
        }
        for (word, stem) in old.words {
            guard let wordNumber = wordNumbers[word], let stemNumber = stemNumbers[stem] else { continue }
            let key = Self.pair(wordNumber, stemNumber)
            let count = (pairCounts?[key] ?? 1) - 1
            pairCounts?[key] = count > 0 ? count : nil
            if count <= 0 { wordStems[Int(wordNumber)].removeAll { $0 == stemNumber } }
            touched.insert(wordShard[Int(wordNumber)])
        }
        for (word, stem) in new.words {
            let wordNumber = self.wordNumber(word)
            let stemNumber = self.stemNumber(stem)
            pairCounts?[Self.pair(wordNumber, stemNumber), default: 0] += 1
            if !wordStems[Int(wordNumber)].contains(stemNumber) { wordStems[Int(wordNumber)].append(stemNumber) }
            touched.insert(wordShard[Int(wordNumber)])
        }
        return touched
    }

    /// The index of the first posting at or after `page`, by binary search.
    private static func position(of page: Int32, in list: [(page: Int32, score: Double)]) -> Int? {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].page < page { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// One page's stems with their scores and words with their stems, as the table below
    /// counts them: the same sums in the same order.
    static func analyse(
        _ document: SearchDocument, language: String, stemmers: inout [String: Stemmer?],
        stems: inout [String: [String: String]]
    ) -> SearchAnalysisCache.Analysis {
        var analysis = SearchAnalysisCache.Analysis()
        var scores: [String: Double] = [:]
        var pairs: Set<[String]> = []
        for field in document.fields where !field.text.isEmpty {
            var counts: [String: Double] = [:]
            var order: [String] = []
            for (word, isPart) in SearchWords.terms(field.text) {
                if counts[word] == nil { order.append(word) }
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
            var stemOrder: [String] = []
            for word in order {
                let stem: String
                if let known = stems[field.language]?[word] {
                    stem = known
                } else {
                    stem = Self.stem(word, with: stemmer)
                    stems[field.language, default: [:]][word] = stem
                }
                if pairs.insert([word, stem]).inserted { analysis.words.append((word, stem)) }
                if stemCounts[stem] == nil { stemOrder.append(stem) }
                stemCounts[stem, default: 0] += counts[word]!
            }
            for stem in stemOrder {
                if scores[stem] == nil { analysis.stems.append((stem, 0)) }
                scores[stem, default: 0] += field.kind.weight * share * Self.repetition(stemCounts[stem]!)
            }
        }
        for index in analysis.stems.indices { analysis.stems[index].score = scores[analysis.stems[index].stem]! }
        return analysis
    }

    init(documents: [SearchDocument], language: String) {
        var stemmers: [String: Stemmer?] = [:]
        // Language → word number → stem number (-1: not stemmed yet): each distinct word is
        // stemmed once per language.
        var stemOfWord: [String: [Int32]] = [:]
        // Scratch space, indexed by word or stem number, cleared through the lists of numbers
        // touched.
        var wordCounts: [Double] = []
        var stemCounts: [Double] = []
        var pageScores: [Double] = []
        var touchedWords: [Int32] = []
        var touchedStems: [Int32] = []
        var scoredStems: [Int32] = []
        for (number, document) in documents.enumerated() {
            for field in document.fields where !field.text.isEmpty {
                for (word, isPart) in SearchWords.terms(field.text) {
                    let wordNumber = self.wordNumber(word)
                    if Int(wordNumber) >= wordCounts.count { wordCounts.append(0) }
                    if wordCounts[Int(wordNumber)] == 0 { touchedWords.append(wordNumber) }
                    wordCounts[Int(wordNumber)] += isPart ? 0.5 : 1
                }
                let stemmer: Stemmer?
                if let known = stemmers[field.language] {
                    stemmer = known
                } else {
                    stemmer = Stemmer(language: field.language)
                    stemmers[field.language] = .some(stemmer)
                }
                let share = field.language == language ? 1 : SearchFieldKind.otherLanguageShare
                var known = stemOfWord.removeValue(forKey: field.language) ?? []
                if known.count < wordTexts.count { known += repeatElement(-1, count: wordTexts.count - known.count) }
                for wordNumber in touchedWords {
                    var stemNumber = known[Int(wordNumber)]
                    if stemNumber < 0 {
                        stemNumber = self.stemNumber(Self.stem(wordTexts[Int(wordNumber)], with: stemmer))
                        known[Int(wordNumber)] = stemNumber
                        if !wordStems[Int(wordNumber)].contains(stemNumber) {
                            wordStems[Int(wordNumber)].append(stemNumber)
                        }
                    }
                    if Int(stemNumber) >= stemCounts.count {
                        stemCounts += repeatElement(0, count: Int(stemNumber) + 1 - stemCounts.count)
                        pageScores += repeatElement(0, count: Int(stemNumber) + 1 - pageScores.count)
                    }
                    if stemCounts[Int(stemNumber)] == 0 { touchedStems.append(stemNumber) }
                    stemCounts[Int(stemNumber)] += wordCounts[Int(wordNumber)]
                    wordCounts[Int(wordNumber)] = 0
                }
                stemOfWord[field.language] = known
                touchedWords.removeAll(keepingCapacity: true)
                for stemNumber in touchedStems {
                    if pageScores[Int(stemNumber)] == 0 { scoredStems.append(stemNumber) }
                    pageScores[Int(stemNumber)] +=
                        field.kind.weight * share * Self.repetition(stemCounts[Int(stemNumber)])
                    stemCounts[Int(stemNumber)] = 0
                }
                touchedStems.removeAll(keepingCapacity: true)
            }
            for stemNumber in scoredStems {
                postings[Int(stemNumber)].append((Int32(number), pageScores[Int(stemNumber)]))
                pageScores[Int(stemNumber)] = 0
            }
            scoredStems.removeAll(keepingCapacity: true)
        }
        groupIntoShards()
    }

    private mutating func groupIntoShards() {
        var shardWords: [String: [Int32]] = [:]
        wordShard = wordTexts.map(SearchIndex.shardKey)
        for (number, key) in wordShard.enumerated() where !wordStems[number].isEmpty {
            shardWords[key, default: []].append(Int32(number))
        }
        var shardStems: [String: [Int32]] = [:]
        stemShard = stemTexts.map(SearchIndex.shardKey)
        for (number, key) in stemShard.enumerated() {
            shardStems[key, default: []].append(Int32(number))
        }
        self.shardWords = shardWords
        self.shardStems = shardStems
        grouped = true
    }

    /// Each word's and stem's shard key, by number.
    private var wordShard: [String] = []
    private var stemShard: [String] = []
    /// Shards are grouped: a word or stem numbered from now on joins its shard at once.
    private var grouped = false

    private mutating func wordNumber(_ word: String) -> Int32 {
        if let known = wordNumbers[word] { return known }
        let number = Int32(wordTexts.count)
        wordNumbers[word] = number
        wordTexts.append(word)
        wordStems.append([])
        if grouped {
            let key = SearchIndex.shardKey(word)
            wordShard.append(key)
            shardWords[key, default: []].append(number)
        }
        return number
    }

    private mutating func stemNumber(_ stem: String) -> Int32 {
        if let known = stemNumbers[stem] { return known }
        let number = Int32(stemTexts.count)
        stemNumbers[stem] = number
        stemTexts.append(stem)
        postings.append([])
        if grouped {
            let key = SearchIndex.shardKey(stem)
            stemShard.append(key)
            shardStems[key, default: []].append(number)
        }
        return number
    }

    /// A word is in the index while some page has it; a stem while some page has a posting.
    private func wordIsLive(_ number: Int32) -> Bool { !wordStems[Int(number)].isEmpty }
    private func stemIsLive(_ number: Int32) -> Bool { !postings[Int(number)].isEmpty }

    /// Whether a shard has any word or stem left.
    func shardIsLive(_ key: String) -> Bool {
        (shardWords[key] ?? []).contains(where: wordIsLive) || (shardStems[key] ?? []).contains(where: stemIsLive)
    }

    private var shardWords: [String: [Int32]] = [:]
    private var shardStems: [String: [Int32]] = [:]

    /// A word said again counts, but less each time: 1, 1.5, 1.8, 2 … at most 2.5. A lone
    /// camel-case part counts 0.5.
    static func repetition(_ count: Double) -> Double { count < 1 ? count : 1 + 0.5 * log2(min(count, 8)) }

    /// Words of scripts without spaces are pairs of characters, never stemmed.
    static func stem(_ word: String, with stemmer: Stemmer?) -> String {
        guard let stemmer, let first = word.unicodeScalars.first, !SearchWords.isUnspaced(first) else { return word }
        let stem = stemmer.stem(word)
        return stem.isEmpty ? word : stem
    }

    var shardKeys: [String] {
        Set(shardWords.keys).union(shardStems.keys).filter { !isChangeable || shardIsLive($0) }.sorted()
    }

    /// The first letters of the two-letter shard keys, each with a letter list
    /// (``letterJSON(_:)``).
    var letters: [String] {
        Set(shardKeys.filter { $0.unicodeScalars.count == 2 }.map { String($0.unicodeScalars.first!) }).sorted()
    }

    /// `{shard key: [words and stems]}` for the two-letter shards that start with `letter`:
    /// each shard's words as written and their stems, without postings, so that a word found
    /// in no shard of its own (a typo in its second letter) loads only the shards with a word
    /// near it, not every shard of its first letter.
    func letterJSON(_ letter: String, shardKeys: [String]? = nil) -> String {
        let keys = (shardKeys ?? self.shardKeys).filter {
            $0.unicodeScalars.count == 2 && String($0.unicodeScalars.first!) == letter
        }
        return JSONText.object(
            keys.map { key in
                var terms = Set<String>()
                for number in shardWords[key] ?? [] where wordIsLive(number) {
                    terms.insert(wordTexts[Int(number)])
                    for stem in wordStems[Int(number)] { terms.insert(stemTexts[Int(stem)]) }
                }
                return (key, JSONText.array(terms.sorted().map(JSONText.string)))
            })
    }

    /// `{"words": {word: stem or [stems]}, "stems": {stem: postings}}`, keys sorted.
    func shardJSON(_ key: String) -> String {
        let wordPairs = (shardWords[key] ?? []).filter(wordIsLive).map { (wordTexts[Int($0)], $0) }.sorted {
            $0.0 < $1.0
        }.map {
            word, number in
            let sorted = wordStems[Int(number)].map { stemTexts[Int($0)] }.sorted()
            return (word, sorted.count == 1 ? JSONText.string(sorted[0]) : JSONText.array(sorted.map(JSONText.string)))
        }
        let stemPairs = (shardStems[key] ?? []).filter(stemIsLive).map { (stemTexts[Int($0)], $0) }.sorted {
            $0.0 < $1.0
        }.map {
            stem, number in
            (stem, JSONText.string(Postings.encode(postings[Int(number)].map { (Int($0.page), $0.score) })))
        }
        return JSONText.object([("words", JSONText.object(wordPairs)), ("stems", JSONText.object(stemPairs))])
    }
}
