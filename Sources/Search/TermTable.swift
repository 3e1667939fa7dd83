import Foundation
import TextUtilities

/// The words and stems of every page, with each stem's postings, grouped by shard.
///
/// Words and stems are numbered the first time they are met, and everything after that is
/// arrays indexed by those numbers: one dictionary look-up per word of text, rather than a
/// table of dictionaries per page.
struct TermTable {
    /// Word as written → its number.
    private var wordNumbers: [String: Int32] = [:]
    private var wordTexts: [String] = []
    /// The stems of each word, over every language (usually one).
    private var wordStems: [[Int32]] = []
    /// Whether a word is in a field of the index's language: only these are typo corrections.
    private var wordIsNative: [Bool] = []
    /// Stem → its number.
    private var stemNumbers: [String: Int32] = [:]
    private var stemTexts: [String] = []
    /// Each stem's pages and the levels of their scores (``Postings/level(_:)``, all the files
    /// show of a score), in increasing order of page. Kept as levels from the start, so that
    /// writing a shard computes no `log2` per posting, and a posting takes 8 bytes instead of
    /// 16.
    private var postings: [[(page: Int32, level: UInt8)]] = []

    /// The table of consecutive pages kept in one block (``TermBlock``).
    static func block(count: Int, language: String, document makeDocument: (Int) -> SearchDocument) -> TermBlock {
        let table = TermTable(scanning: count, language: language, document: makeDocument)
        return TermBlock(
            pageCount: count, words: table.wordTexts, wordStems: table.wordStems, wordIsNative: table.wordIsNative,
            stems: table.stemTexts, pages: table.postings.map { $0.map(\.page) },
            levels: table.postings.map { $0.map(\.level) })
    }

    /// The table of the blocks' pages, one block after the other: the same as the table of all
    /// their pages scanned at once.
    init(blocks: [TermBlock]) {
        var offset: Int32 = 0
        for block in blocks {
            let stems = block.stems.map { stemNumber($0) }
            for (local, word) in block.words.enumerated() {
                let number = Int(wordNumber(word))
                if block.wordIsNative[local] { wordIsNative[number] = true }
                for stem in block.wordStems[local].map({ stems[Int($0)] }) where !wordStems[number].contains(stem) {
                    wordStems[number].append(stem)
                }
            }
            for (local, stem) in stems.enumerated() {
                postings[Int(stem)] += zip(block.pages[local], block.levels[local]).map { ($0 + offset, $1) }
            }
            offset += Int32(block.pageCount)
        }
        groupIntoShards()
    }

    /// The table of `count` pages whose documents `document` makes, asked for once each and
    /// not kept; its words are not yet grouped into shards.
    private init(scanning count: Int, language: String, document makeDocument: (Int) -> SearchDocument) {
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
                    if share == 1 { wordIsNative[Int(wordNumber)] = true }
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
                postings[Int(stemNumber)].append((Int32(number), UInt8(Postings.level(pageScores[Int(stemNumber)]))))
                pageScores[Int(stemNumber)] = 0
            }
            scoredStems.removeAll(keepingCapacity: true)
        }
    }

    /// Groups every word and stem into its shard.
    private mutating func groupIntoShards() {
        wordShard = wordTexts.map(SearchIndex.shardKey)
        stemShard = stemTexts.map(SearchIndex.shardKey)
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
        wordIsNative.append(false)
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
        Set(shardWords.keys).union(shardStems.keys).sorted()
    }

    /// The first letters of the two-letter shard keys, each with a letter list
    /// (``letterJSON(_:)``).
    var letters: [String] {
        Set(shardKeys.filter { $0.unicodeScalars.count == 2 }.map { String($0.unicodeScalars.first!) }).sorted()
    }

    /// `{shard key: [words and stems]}` for the two-letter shards that start with `letter`:
    /// each shard's words of the index's language as written (the only typo corrections) and
    /// their stems, without postings, so that a word found
    /// in no shard of its own (a typo in its second letter) loads only the shards with a word
    /// near it, not every shard of its first letter.
    func letterJSON(_ letter: String, shardKeys: [String]? = nil) -> String {
        let keys = (shardKeys ?? self.shardKeys).filter {
            $0.unicodeScalars.count == 2 && String($0.unicodeScalars.first!) == letter
        }
        return JSONText.object(
            keys.map { key in
                var terms = Set<String>()
                for number in shardWords[key] ?? [] where wordIsLive(number) && wordIsNative[Int(number)] {
                    terms.insert(wordTexts[Int(number)])
                    for stem in wordStems[Int(number)] { terms.insert(stemTexts[Int(stem)]) }
                }
                return (key, JSONText.array(terms.sorted().map(JSONText.string)))
            })
    }

    /// `{"words": {word: stem or [stems]}, "other": {…}, "stems": {stem: postings}}`, keys
    /// sorted: `words` are the index language's, `other` those only in other languages' fields.
    func shardJSON(_ key: String) -> String {
        func wordPairs(native: Bool) -> [(String, String)] {
            (shardWords[key] ?? []).filter { wordIsLive($0) && wordIsNative[Int($0)] == native }
                .map { (wordTexts[Int($0)], $0) }.sorted { $0.0 < $1.0 }
                .map { word, number in
                    let sorted = wordStems[Int(number)].map { stemTexts[Int($0)] }.sorted()
                    return (
                        word,
                        sorted.count == 1 ? JSONText.string(sorted[0]) : JSONText.array(sorted.map(JSONText.string))
                    )
                }
        }
        let other = wordPairs(native: false)
        let stemPairs = (shardStems[key] ?? []).filter(stemIsLive).map { (stemTexts[Int($0)], $0) }.sorted {
            $0.0 < $1.0
        }.map {
            stem, number in
            // Letters and base-36 digits only: a JSON string as they are, without a pass to
            // escape them.
            (stem, "\"" + Postings.encode(levels: postings[Int(number)]) + "\"")
        }
        return JSONText.object(
            [("words", JSONText.object(wordPairs(native: true)))]
                + (other.isEmpty ? [] : [("other", JSONText.object(other))])
                + [("stems", JSONText.object(stemPairs))])
    }
}

/// The words, stems and postings of a run of consecutive pages, numbered from the run's first
/// page: what the index keeps of them between builds, so that only the blocks whose pages
/// changed are scanned again (``SearchIndex/files(blocks:)``).
package struct TermBlock: Codable, Sendable {
    let pageCount: Int
    let words: [String]
    /// Each word's stems, as numbers into `stems`.
    let wordStems: [[Int32]]
    let wordIsNative: [Bool]
    let stems: [String]
    /// Each stem's pages, and the levels of their scores.
    let pages: [[Int32]]
    let levels: [[UInt8]]
    /// Each page's display data (the `d-` files).
    package var displays: [String] = []
}
