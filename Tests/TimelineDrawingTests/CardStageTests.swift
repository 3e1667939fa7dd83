import Foundation
import Testing
import TimelineFixtures
import TimelineFormat

@testable import TimelineDrawing

@Suite struct CardStageTests {
    /// Every component's card is a few kilobytes, decorative, and plays the same motion.
    @Test(arguments: Components.blocks.map(\.slug))
    func cardIsSmallDecorativeAndMoves(slug: String) throws {
        let yaml = try #require(Components.blocks.first { $0.slug == slug }?.yaml)
        let timeline = try Blocks.timeline(yaml)
        let svg = CardStage.svg(timeline, id: "card-\(slug)")
        #expect(svg.utf8.count < 20_000, "\(slug): \(svg.utf8.count) bytes")
        #expect(svg.contains("aria-hidden=\"true\""))
        #expect(!svg.contains("<text"))
        #expect(svg.contains("<g class=\"motion\">") && svg.contains("<animate"))
    }

    @Test func readersWhoPreferReducedMotionSeeAStillStage() throws {
        let svg = CardStage.svg(try Blocks.timeline(Blocks.list), id: "c")
        #expect(
            svg.contains(
                "@media (prefers-reduced-motion: reduce) { #c .motion { display: none; } #c .still { display: inline; } }"
            ))
        let still = try #require(svg.components(separatedBy: "<g class=\"still\">").last)
        #expect(!still.contains("<animate"))
        // Seven rows, all in place at the still moment.
        #expect(still.components(separatedBy: "<rect class=\"item\"").count - 1 == 7)
    }

    @Test func cardKeyframesAreFewerThanThePreviews() throws {
        let timeline = try Blocks.timeline(Blocks.list)
        let card = CardStage.svg(timeline, id: "c")
        let preview = TimelineSVG.render(timeline, words: Words.en, id: "c")
        func keyframes(_ svg: String) -> Int {
            svg.components(separatedBy: " keyTimes=\"").dropFirst().map {
                $0.prefix { $0 != "\"" }.split(separator: ";").count
            }
            .reduce(0, +)
        }
        #expect(keyframes(card) * 2 < keyframes(preview))
    }
}
