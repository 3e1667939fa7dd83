import Testing
import Timing

@testable import Timelines

@Suite struct WordsTests {
    @Test func everyLanguageNamesEveryElementAndDirection() {
        for (code, words) in TimelineWords.table {
            for kind in [ElementKind.row, .tile, .card, .badge, .step] {
                #expect(words.nouns[kind] != nil, "\(code) \(kind)")
            }
            for direction in OrderingDirection.allCases {
                #expect(words.directions[direction] != nil, "\(code) \(direction)")
            }
        }
    }

    @Test func theSiteLanguagesHaveTables() {
        #expect(Set(TimelineWords.table.keys) == ["en", "es"])
    }

    @Test func unknownCodesFallBackToEnglish() {
        #expect(TimelineLanguage(code: "de").words.play == "Play")
        #expect(TimelineLanguage(code: "es").words.play == "Reproducir")
    }

    @Test func millisecondsAreWhole() {
        #expect(milliseconds(0.07) == "70 ms")
        #expect(milliseconds(0.6613) == "661 ms")
    }

    @Test func templatesFillEveryPlaceholder() {
        #expect("{a} and {b}".filled(["a": "x", "b": "y"]) == "x and y")
        #expect("{a} {unknown} {".filled(["a": "{b}", "b": "y"]) == "{b} {unknown} {")
    }
}
