import Testing

@testable import Search

/// Word numbers found from bytes: the same word always gets its first number, different
/// words never share one, whatever the table's growth and collisions.
@Suite struct ByteInternerTests {
    @Test func aWordKeepsItsNumberAndNoTwoWordsShareOne() {
        var interner = ByteInterner(capacity: 1)
        var made = 0
        func number(_ word: String) -> Int32 {
            Array(word.utf8).withUnsafeBufferPointer { bytes in
                interner.value(for: bytes) {
                    made += 1
                    return Int32(made - 1)
                }
            }
        }
        // Enough words to grow the table several times; prefixes of each other and the empty
        // word included, so lengths and bytes are both compared.
        let words = [""] + (0..<3000).map { "w\($0)" } + ["w", "w1", "w10x", "ñandú", "日本"]
        var first: [String: Int32] = [:]
        for word in words where first[word] == nil { first[word] = number(word) }
        #expect(Set(first.values).count == first.count)
        for word in words.reversed() { #expect(number(word) == first[word]) }
        #expect(made == first.count)
    }

    @Test func termsByBytesAreTheTermsAsStrings() {
        let text = "LazyVStack of SwiftUI rows, ñandú 日本語 and HTTPServer2Go"
        var seen: [(String, Bool)] = []
        SearchWords.forEachTerm(text) { seen.append((String(decoding: $0, as: UTF8.self), $1)) }
        let terms = SearchWords.terms(text, asciiFastPath: false)
        #expect(seen.map(\.0) == terms.map(\.word))
        #expect(seen.map(\.1) == terms.map(\.isPart))
    }
}
