import Testing
import TimelineFormat
import Timing

@testable import TimelineDrawing

@Suite struct WordsTests {
    @Test func everyStringsFileHasEveryWordOfTheDrawings() {
        for code in ["en", "es"] {
            let strings = Words.strings(code)
            for key in TimelineWords.keys {
                #expect(strings[key]?.isEmpty == false, "\(code) \(key)")
            }
        }
    }

    @Test func everyElementKindAndDirectionHasItsWords() {
        for kind in ElementKind.allCases {
            #expect(!Words.es.nouns(kind).label.isEmpty, "\(kind)")
        }
        #expect(Words.en.nouns(.row) == ElementNouns(one: "row", many: "rows", all: "all rows", label: "Row {n}"))
        #expect(Words.es.direction(.bottomToTop) == "de abajo arriba")
        #expect(TimelineWords.keys.contains("timeline-direction-left-to-right"))
        #expect(Set(TimelineWords.keys).count == TimelineWords.keys.count)
    }

    @Test func aMissingWordIsEmptyNeverEnglish() {
        let words = TimelineWords(strings: ["timeline-play": "Reproducir", "title": "not a word of the drawings"])
        #expect(words[.play] == "Reproducir")
        #expect(words[.pause] == "")
        #expect(words.nouns(.row).many == "")
        #expect(TimelineWords(strings: [:])[.title] == "")
    }

    @Test func millisecondsAreWholeWithTheLanguagesUnit() {
        #expect(Words.en.milliseconds(0.07) == "70 ms")
        #expect(Words.es.milliseconds(0.6613) == "661 ms")
    }

    @Test func templatesFillEveryPlaceholder() {
        #expect("{a} and {b}".filled(["a": "x", "b": "y"]) == "x and y")
        #expect("{a} {unknown} {".filled(["a": "{b}", "b": "y"]) == "{b} {unknown} {")
    }
}
