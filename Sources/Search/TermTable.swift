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
    /// Each stem's pages and the levels of their scores (``Postings/level(_:)``, all the files
    /// show of a score), in increasing order of page. Kept as levels from the start: computing
    /// the level of every posting of a shard each time the shard was written was a fifth of
    /// updating the index after a one-page edit at 10,000 components (`perf`: `log2`), and a
    /// posting takes 8 bytes instead of 16.
    private var postings: [[(page: Int32, level: UInt8)]] = []

    /// One page's part of the table, by number: the stems it has a posting for and its (word,
    /// stem) pairs (``pair(_:_:)``), so that ``replace(page:old:new:)`` can take it out again.
    struct PageTerms: Equatable, Sendable {
        var stems: [Int32] = []
        var pairs: [UInt64] = []
    }

    /// The table of `documents` for the index of `language`. With a cache, each page's words
    /// and stems come from it when the page did not change, and the pages are merged one by one
    /// (the same table as without, byte for byte in the files it gives).
    init(documents: [SearchDocument], language: String, cache: SearchAnalysisCache?) {
        self.init(count: documents.count, language: language, cache: cache) { documents[$0] }
    }

    /// The table of `count` pages whose documents `document` makes, asked for once each.
    init(count: Int, language: String, cache: SearchAnalysisCache?, document: (Int) -> SearchDocument) {
        var terms: [PageTerms] = []
        guard let cache else {
            self.init(count: count, language: language, collecting: false, terms: &terms, document: document)
            return
        }
        self.init(count: count, language: language, cache: cache, terms: &terms, document: document)
    }

    /// A table that can be changed page by page (``replace(page:old:new:)``), with each page's
    /// part of it given back in `terms`. The `count` pages' documents are asked of `document`
    /// once each, in order, and not kept: all held at once, a language's 10,000 documents were
    /// 45 MB of the top of a cold build's memory (`heaptrack`).
    init(
        count: Int, language: String, cache: SearchAnalysisCache?, terms: inout [PageTerms],
        document makeDocument: (Int) -> SearchDocument
    ) {
        guard let cache else {
            self.init(count: count, language: language, collecting: true, terms: &terms, document: makeDocument)
            return
        }
        self.init(count: 0, language: language, collecting: true, terms: &terms) { _ in fatalError("no page") }
        var stemmers: [String: Stemmer?] = [:]
        var stems: [String: [String: String]] = [:]
        terms.reserveCapacity(count)
        for number in 0..<count {
            let document = makeDocument(number)
            let analysis = cache.analysis(document, language: language) {
                Self.analyse(document, language: language, stemmers: &stemmers, stems: &stems)
            }
            var page = PageTerms()
            for (stem, score) in analysis.stems {
                let stemNumber = self.stemNumber(stem)
                postings[Int(stemNumber)].append((Int32(number), UInt8(Postings.level(score))))
                page.stems.append(stemNumber)
            }
            for (word, stem) in analysis.words {
                let wordNumber = self.wordNumber(word)
                let stemNumber = self.stemNumber(stem)
                let pair = Self.pair(wordNumber, stemNumber)
                pairCounts![pair, default: 0] += 1
                page.pairs.append(pair)
                if !wordStems[Int(wordNumber)].contains(stemNumber) { wordStems[Int(wordNumber)].append(stemNumber) }
            }
            terms.append(page)
        }
        groupIntoShards()
    }

    /// How many pages have each (word, stem) pair, when the table can be changed page by page.
    private var pairCounts: [UInt64: Int32]?

    static func pair(_ word: Int32, _ stem: Int32) -> UInt64 {
        UInt64(UInt32(word)) << 32 | UInt64(UInt32(stem))
    }

    /// Whether the table can take ``replace(page:old:new:)``: it was made with a cache.
    var isChangeable: Bool { pairCounts != nil }

    /// Takes page `page`'s old part (`old`) out of the table and puts its new analysis in, as
    /// if the table were made anew (the files it gives are the same, byte for byte: words and
    /// stems are written in sorted order, postings in page order). Returns the keys of the
    /// shards whose words or postings may have changed, and the page's new part.
    mutating func replace(
        page: Int32, old: PageTerms, new: SearchAnalysisCache.Analysis
    ) -> (touched: Set<String>, terms: PageTerms) {
        var touched = Set<String>()
        for number in old.stems {
            if let at = Self.position(of: page, in: postings[Int(number)]), at < postings[Int(number)].count,
                postings[Int(number)][at].page == page
            {
                postings[Int(number)].remove(at: at)
            }
            touched.insert(stemShard[Int(number)])
        }
        var terms = PageTerms()
        for (stem, score) in new.stems {
            let number = stemNumber(stem)
            let at = Self.position(of: page, in: postings[Int(number)]) ?? postings[Int(number)].count
            postings[Int(number)].insert((page, UInt8(Postings.level(score))), at: at)
            touched.insert(stemShard[Int(number)])
            terms.stems.append(number)
        }
        for pair in old.pairs {
            let wordNumber = Int32(truncatingIfNeeded: pair >> 32)
            let stemNumber = Int32(truncatingIfNeeded: pair & 0xFFFF_FFFF)
            let count = (pairCounts?[pair] ?? 1) - 1
            pairCounts?[pair] = count > 0 ? count : nil
            if count <= 0 { wordStems[Int(wordNumber)].removeAll { $0 == stemNumber } }
            touched.insert(wordShard[Int(wordNumber)])
        }
        for (word, stem) in new.words {
            let wordNumber = self.wordNumber(word)
            let stemNumber = self.stemNumber(stem)
            let pair = Self.pair(wordNumber, stemNumber)
            pairCounts?[pair, default: 0] += 1
            terms.pairs.append(pair)
            if !wordStems[Int(wordNumber)].contains(stemNumber) { wordStems[Int(wordNumber)].append(stemNumber) }
            touched.insert(wordShard[Int(wordNumber)])
        }
        return (touched, terms)
    }

    /// The index of the first posting at or after `page`, by binary search.
    private static func position(of page: Int32, in list: [(page: Int32, level: UInt8)]) -> Int? {
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
            // Each distinct word in the order first seen, with its count, found by its bytes.
            var interner = ByteInterner()
            var order: [String] = []
            var counts: [Double] = []
            SearchWords.forEachTerm(field.text) { word, isPart in
                let index = interner.value(for: word) {
                    order.append(String(decoding: word, as: UTF8.self))
                    counts.append(0)
                    return Int32(order.count - 1)
                }
                counts[Int(index)] += isPart ? 0.5 : 1
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
            for (index, word) in order.enumerated() {
                let stem: String
                if let known = stems[field.language]?[word] {
                    stem = known
                } else {
                    stem = Self.stem(word, with: stemmer)
                    stems[field.language, default: [:]][word] = stem
                }
                if pairs.insert([word, stem]).inserted { analysis.words.append((word, stem)) }
                if stemCounts[stem] == nil { stemOrder.append(stem) }
                stemCounts[stem, default: 0] += counts[index]
            }
            for stem in stemOrder {
                if scores[stem] == nil { analysis.stems.append((stem, 0)) }
                scores[stem, default: 0] += field.kind.weight * share * Self.repetition(stemCounts[stem]!)
            }
        }
        for index in analysis.stems.indices { analysis.stems[index].score = scores[analysis.stems[index].stem]! }
        return analysis
    }

    /// The table made word by word, the fast way; with `collecting`, each page's part is given
    /// back in `terms` and the table can be changed page by page.
    private init(
        count: Int, language: String, collecting: Bool, terms: inout [PageTerms],
        document makeDocument: (Int) -> SearchDocument
    ) {
        if collecting {
            pairCounts = [:]
            terms.reserveCapacity(count)
        }
        // The page's (word, stem) pairs, when collecting.
        var pagePairs = Set<UInt64>()
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
        // Word numbers by the word's bytes: most words were seen before.
        var interner = ByteInterner(capacity: 4096)
        for number in 0..<count {
            let document = makeDocument(number)
            for field in document.fields where !field.text.isEmpty {
                SearchWords.forEachTerm(field.text) { word, isPart in
                    let wordNumber = interner.value(for: word) {
                        self.wordNumber(String(decoding: word, as: UTF8.self))
                    }
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
                    if collecting { pagePairs.insert(Self.pair(wordNumber, stemNumber)) }
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
                postings[Int(stemNumber)].append((Int32(number), UInt8(Postings.level(pageScores[Int(stemNumber)]))))
                pageScores[Int(stemNumber)] = 0
            }
            if collecting {
                for pair in pagePairs { pairCounts![pair, default: 0] += 1 }
                terms.append(PageTerms(stems: scoredStems, pairs: Array(pagePairs)))
                pagePairs.removeAll(keepingCapacity: true)
            }
            scoredStems.removeAll(keepingCapacity: true)
        }
        groupIntoShards()
    }

    /// Groups every word and stem into its shard; `known` gives each one's shard (by index into
    /// its shard keys) when it was kept, so that no word is folded again.
    private mutating func groupIntoShards(known: (keys: [String], words: [Int32], stems: [Int32])? = nil) {
        if let known {
            wordShard = known.words.map { known.keys[Int($0)] }
            stemShard = known.stems.map { known.keys[Int($0)] }
        } else {
            wordShard = wordTexts.map(SearchIndex.shardKey)
            stemShard = stemTexts.map(SearchIndex.shardKey)
        }
        // Every word, live or not: a word no page has any more (in a table read back from the
        // build cache) keeps its number, and must be in its shard when a page brings it back.
        var shardWords: [String: [Int32]] = [:]
        for (number, key) in wordShard.enumerated() {
            shardWords[key, default: []].append(Int32(number))
        }
        var shardStems: [String: [Int32]] = [:]
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
            // Letters and base-36 digits only: a JSON string as they are, without a pass to
            // escape them (a third of writing a shard, `perf`).
            (stem, "\"" + Postings.encode(levels: postings[Int(number)]) + "\"")
        }
        return JSONText.object([("words", JSONText.object(wordPairs)), ("stems", JSONText.object(stemPairs))])
    }
}

extension TermTable {
    /// The table as flat arrays of numbers, for the build cache: words and stems as text,
    /// everything else as the bytes of arrays of fixed-size numbers (``FlatNumbers``), so that
    /// reading it back costs a copy, not a decode per number. A posting keeps its score's
    /// level (``Postings/level(_:)``), which is all the files show of it.
    struct Kept: Codable, Sendable {
        var words: [String]
        var stems: [String]
        /// Where each word's stems end in `wordStems` (Int32).
        var wordStemEnds: [UInt8]
        var wordStems: [UInt8]
        /// Where each stem's postings end (Int32), their pages (Int32) and levels (UInt8).
        var postingEnds: [UInt8]
        var postingPages: [UInt8]
        var postingLevels: [UInt8]
        /// The (word, stem) pairs (UInt64) and how many pages have each (Int32).
        var pairs: [UInt8]
        var pairCounts: [UInt8]
        /// The shards' keys, and each word's and stem's shard as an index into them (Int32):
        /// folding every word again was most of reading the table back.
        var shardNames: [String]
        var wordShards: [UInt8]
        var stemShards: [UInt8]
    }

    /// The table to keep; nil when it cannot be changed page by page.
    var kept: Kept? {
        guard let pairCounts else { return nil }
        var wordStemEnds: [Int32] = []
        wordStemEnds.reserveCapacity(wordStems.count)
        var flatStems: [Int32] = []
        for stems in wordStems {
            flatStems += stems
            wordStemEnds.append(Int32(flatStems.count))
        }
        var postingEnds: [Int32] = []
        postingEnds.reserveCapacity(postings.count)
        var pages: [Int32] = []
        var levels: [UInt8] = []
        for list in postings {
            for posting in list {
                pages.append(posting.page)
                levels.append(posting.level)
            }
            postingEnds.append(Int32(pages.count))
        }
        let pairs = Array(pairCounts.keys)
        var shardNames: [String] = []
        var shardIndex: [String: Int32] = [:]
        func index(_ key: String) -> Int32 {
            if let known = shardIndex[key] { return known }
            let number = Int32(shardNames.count)
            shardIndex[key] = number
            shardNames.append(key)
            return number
        }
        let wordShards = wordShard.map(index)
        let stemShards = stemShard.map(index)
        return Kept(
            words: wordTexts, stems: stemTexts, wordStemEnds: FlatNumbers.bytes(wordStemEnds),
            wordStems: FlatNumbers.bytes(flatStems), postingEnds: FlatNumbers.bytes(postingEnds),
            postingPages: FlatNumbers.bytes(pages), postingLevels: levels, pairs: FlatNumbers.bytes(pairs),
            pairCounts: FlatNumbers.bytes(pairs.map { pairCounts[$0]! }), shardNames: shardNames,
            wordShards: FlatNumbers.bytes(wordShards), stemShards: FlatNumbers.bytes(stemShards))
    }

    /// The table `kept` describes, for an index of `pages` pages; nil when any number is out
    /// of its range (a damaged file must not crash the build).
    init?(kept: Kept, pages: Int) {
        self.init(documents: [], language: "", cache: nil)
        pairCounts = [:]
        guard let wordStemEnds = FlatNumbers.array(kept.wordStemEnds, of: Int32.self),
            let flatStems = FlatNumbers.array(kept.wordStems, of: Int32.self),
            let postingEnds = FlatNumbers.array(kept.postingEnds, of: Int32.self),
            let postingPages = FlatNumbers.array(kept.postingPages, of: Int32.self),
            let pairs = FlatNumbers.array(kept.pairs, of: UInt64.self),
            let counts = FlatNumbers.array(kept.pairCounts, of: Int32.self),
            wordStemEnds.count == kept.words.count, postingEnds.count == kept.stems.count,
            postingPages.count == kept.postingLevels.count, pairs.count == counts.count,
            let wordShards = FlatNumbers.array(kept.wordShards, of: Int32.self),
            let stemShards = FlatNumbers.array(kept.stemShards, of: Int32.self),
            wordShards.count == kept.words.count, stemShards.count == kept.stems.count,
            (wordShards + stemShards).allSatisfy({ $0 >= 0 && Int($0) < kept.shardNames.count })
        else { return nil }
        let stemCount = Int32(kept.stems.count)
        var start = 0
        for end in wordStemEnds {
            guard Int(end) >= start, Int(end) <= flatStems.count else { return nil }
            let stems = Array(flatStems[start..<Int(end)])
            guard stems.allSatisfy({ $0 >= 0 && $0 < stemCount }) else { return nil }
            wordStems.append(stems)
            start = Int(end)
        }
        start = 0
        for end in postingEnds {
            guard Int(end) >= start, Int(end) <= postingPages.count else { return nil }
            var list: [(page: Int32, level: UInt8)] = []
            list.reserveCapacity(Int(end) - start)
            var previous: Int32 = -1
            for index in start..<Int(end) {
                let page = postingPages[index]
                let level = Int(kept.postingLevels[index])
                guard page > previous, page < pages, level < Postings.levels else { return nil }
                list.append((page, UInt8(level)))
                previous = page
            }
            postings.append(list)
            start = Int(end)
        }
        for (pair, count) in zip(pairs, counts) {
            guard Int32(truncatingIfNeeded: pair >> 32) >= 0, Int(pair >> 32) < kept.words.count,
                Int32(truncatingIfNeeded: pair & 0xFFFF_FFFF) >= 0, Int(pair & 0xFFFF_FFFF) < kept.stems.count,
                count > 0
            else { return nil }
            pairCounts![pair] = count
        }
        wordTexts = kept.words
        stemTexts = kept.stems
        var wordNumbers: [String: Int32] = [:]
        wordNumbers.reserveCapacity(kept.words.count)
        for (number, word) in kept.words.enumerated() {
            guard wordNumbers.updateValue(Int32(number), forKey: word) == nil else { return nil }
        }
        var stemNumbers: [String: Int32] = [:]
        stemNumbers.reserveCapacity(kept.stems.count)
        for (number, stem) in kept.stems.enumerated() {
            guard stemNumbers.updateValue(Int32(number), forKey: stem) == nil else { return nil }
        }
        self.wordNumbers = wordNumbers
        self.stemNumbers = stemNumbers
        grouped = false
        groupIntoShards(known: (kept.shardNames, wordShards, stemShards))
    }

    /// Whether `terms` names only words and stems of this table.
    func holds(_ terms: PageTerms) -> Bool {
        terms.stems.allSatisfy { $0 >= 0 && Int($0) < stemTexts.count }
            && terms.pairs.allSatisfy {
                Int($0 >> 32) < wordTexts.count && Int($0 & 0xFFFF_FFFF) < stemTexts.count
            }
    }
}
