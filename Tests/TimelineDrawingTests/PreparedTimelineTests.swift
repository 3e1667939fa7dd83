import Testing
import TimelineFixtures
import TimelineFormat

@testable import TimelineDrawing

@Suite struct PreparedTimelineTests {
    @Test func blocksCoverEveryStage() throws {
        let stages = Set(try Blocks.all.map { try Blocks.timeline($0.yaml).stage })
        #expect(stages == Set(Timeline.Stage.allCases))
    }

    @Test func preparedOnceWritesTheSameBytesAsRenderInEveryLanguage() throws {
        for block in Blocks.all {
            let timeline = try Blocks.timeline(block.yaml)
            let prepared = TimelineSVG.prepare(timeline, id: "card 7")
            for (code, words) in [("en", Words.en), ("es", Words.es), ("none", TimelineWords(strings: [:]))] {
                #expect(
                    prepared.svg(words: words) == TimelineSVG.render(timeline, words: words, id: "card 7"),
                    "\(block.name) \(code)")
            }
        }
    }

    @Test func onlyTheWordsDifferBetweenLanguages() throws {
        let prepared = TimelineSVG.prepare(try Blocks.timeline(Blocks.list), id: "p")
        let english = prepared.svg(words: Words.en)
        let spanish = prepared.svg(words: Words.es)
        #expect(english.contains("<title id=\"p-title\">Animation timeline: 7 rows</title>"))
        #expect(spanish.contains("<title id=\"p-title\">Línea de tiempo de la animación: 7 filas</title>"))
        // The stage and its keyframes are the same bytes.
        let stage = { (markup: String) in
            markup.components(separatedBy: "<g class=\"motion\">").last?.components(separatedBy: "<text").first
        }
        #expect(stage(english) != nil)
        #expect(stage(english) == stage(spanish))
    }
}
