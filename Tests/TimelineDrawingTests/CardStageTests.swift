import Foundation
import Testing
import TimelineFixtures
import TimelineFormat

@testable import TimelineDrawing

@Suite struct CardStageTests {
    /// Every component's card, in each language with its page's block and words, is a few
    /// kilobytes, decorative, plays the same motion and shows the page's words.
    @Test(arguments: Components.everyPage.filter { $0.page.hasPrefix("components/") }.map(\.page))
    func cardIsSmallDecorativeMovesAndWorded(page: String) throws {
        let block = try #require(Components.everyPage.first { $0.page == page })
        let timeline = try Blocks.timeline(block.yaml)
        let slug = page.split(separator: "/").dropFirst().first.map(String.init) ?? page
        let svg = CardStage.svg(timeline, words: Words.of(block.language), id: "card-\(slug)")
        print("card \(page): \(svg.utf8.count) bytes")
        #expect(svg.utf8.count <= CardStage.byteLimit, "\(page): \(svg.utf8.count) bytes")
        #expect(svg.contains("aria-hidden=\"true\""))
        #expect(svg.contains("<g class=\"motion\">") && (svg.contains("<animate") || svg.contains("@keyframes")))
        let worded = ([timeline.appearance] + timeline.steps.map(\.appearance)).contains { !($0?.text.isEmpty ?? true) }
        // Words too small to read at the card's size are rounded lines in their place.
        let lined = svg.contains(";opacity:.55\"/>")
        #expect(worded ? svg.contains("<text") || lined : !svg.contains("<text"), "\(page): words on the card")
    }

    /// A card is drawn once and written in each language: toasts that differ only by their
    /// words share one figure, and each carries its own words, the page's, large enough to
    /// read at the card's size.
    @Test func toastsShareOneFigureAndCarryTheirOwnWords() throws {
        let yaml =
            Blocks.stack + """

                appearance: { part: toast, glyphs: [bell], text: { en: [Inbox, Sent], es: [Entrada, Enviados] } }
                """
        let prepared = CardStage.prepare(try Blocks.timeline(yaml), id: "c")
        let english = prepared.svg(words: Words.en)
        let spanish = prepared.svg(words: Words.es)
        #expect(english.components(separatedBy: " id=\"c-f").count - 1 == 1)
        let toasts = groupLines(spanish, className: "motion").filter { $0.contains("class=\"m\"") }
        #expect(toasts.count == 3)
        #expect(toasts.allSatisfy { $0.contains("<use href=\"#c-f\"/><text") }, "\(toasts)")
        #expect(toasts.filter { $0.contains(">Entrada</text>") }.count == 2)
        #expect(toasts.filter { $0.contains(">Enviados</text>") }.count == 1)
        #expect(english.contains(">Inbox</text>") && !english.contains("Entrada"))
        #expect(english.contains("font-size:22.02px"))
    }

    /// Tiles with a glyph each share one figure and carry their glyphs; tiles with one glyph
    /// keep it in the figure they share: of the two drawings, the smaller.
    @Test func glyphsGoApartOnlyWhenTheyDiffer() throws {
        func tiles(_ glyphs: String) throws -> (figures: Int, glyphsInRows: Int) {
            let yaml = Blocks.grid + "\nappearance: { part: tile, glyphs: \(glyphs) }"
            let svg = CardStage.svg(try Blocks.timeline(yaml), words: Words.en, id: "c")
            let rows = groupLines(svg, className: "motion").filter { $0.contains("class=\"m\"") }
            return (svg.components(separatedBy: " id=\"c-f").count - 1, rows.filter { $0.contains("<path d=") }.count)
        }
        let different = try tiles("[star, bolt, lock, heart, wifi, cloud, bell, map, gear]")
        #expect(different.figures == 1 && different.glyphsInRows == 9)
        let same = try tiles("[star]")
        #expect(same.figures == 1 && same.glyphsInRows == 0)
    }

    /// Tiles that differ only by their delay play one keyframe list, each ahead of the latest
    /// tile by the difference of their delays.
    @Test func tilesShareOneKeyframeListAndLeadByTheirDelays() throws {
        let timeline = try Blocks.timeline(Blocks.grid)
        let svg = CardStage.svg(timeline, words: Words.en, id: "c")
        #expect(svg.components(separatedBy: "@keyframes").count - 1 == 2)
        #expect(!svg.contains("<animate"))
        // The copies a `<use>` draws are out of reach of the stage's style rules: the figure
        // carries its colours itself.
        #expect(
            svg.contains(
                "<defs><rect id=\"c-f\" style=\"fill: var(--timeline-item, #4f6bed);\" class=\"item\""))
        let starts = DrawingScene(timeline).elements.map(\.start)
        let latest = try #require(starts.max())
        let tiles = groupLines(svg, className: "motion").filter { $0.contains("class=\"m\"") }
        #expect(tiles.count == starts.count)
        for (tile, start) in zip(tiles, starts) {
            let lead = tile.range(of: "--d:-").map { range in
                Double(tile[range.upperBound...].prefix { $0 != "s" })!
            }
            #expect(abs((lead ?? 0) - (latest - start)) < 0.0005, "\(tile)")
        }
        // The keyframes are the latest tile's motion, as the preview's drawing samples it.
        let scene = DrawingScene(timeline, tolerance: CardStage.tolerance)
        let motion = StageMotion(scene: scene).movingElements()
        let reference = try #require(motion.first { $0.motion.opacity.first?.offset == scene.plan.preRoll + latest })
        let opacity = ElementDrawing(scene: scene).polylines(reference.motion).opacity
        let keyframes = svg.components(separatedBy: "@keyframes c-o {").last?.prefix { $0 != "@" } ?? ""
        #expect(keyframes.components(separatedBy: "{opacity:").count - 1 == opacity.times.count)
    }

    /// A list, a stack and a grid weigh less than their SMIL drawing would: about a hundred
    /// bytes per element.
    @Test func sharedKeyframesKeepALargeGridSmall() throws {
        let yaml = Blocks.grid.replacingOccurrences(of: "columns: 3", with: "columns: 10")
            .replacingOccurrences(of: "rows: 3", with: "rows: 10")
        let timeline = try Blocks.timeline(yaml)
        #expect(timeline.count == 100)
        let svg = CardStage.svg(timeline, words: Words.en, id: "c")
        #expect(svg.utf8.count < 100 * 250, "\(svg.utf8.count)")
    }

    /// Tiles of two sizes (spans) still share one keyframe list; each size is one figure.
    @Test func spannedTilesShareTheKeyframesAndOneFigurePerSize() throws {
        let yaml = Blocks.grid + "\nspans: [[2, 2], [1, 1], [1, 1], [1, 1], [1, 1], [1, 1]]\n"
        let timeline = try Blocks.timeline(yaml)
        #expect(timeline.count == 6)
        let svg = CardStage.svg(timeline, words: Words.en, id: "c")
        #expect(!svg.contains("<animate"))
        #expect(svg.components(separatedBy: "@keyframes").count - 1 == 2)
        let motion = groupLines(svg, className: "motion").filter { $0.contains("class=\"m\"") }
        #expect(motion.count == 6)
        #expect(motion.filter { $0.contains("href=\"#c-f\"") }.count == 1, "the large tile")
        #expect(motion.filter { $0.contains("href=\"#c-f1\"") }.count == 5, "the small tiles")
        #expect(svg.contains(" id=\"c-f1\""))
    }

    /// Rows that all rest in place at the still moment are the motion held still at rest,
    /// each at its lead, rather than a second copy.
    @Test func readersWhoPreferReducedMotionSeeTheMotionHeldAtRest() throws {
        let timeline = try Blocks.timeline(Blocks.list)
        let svg = CardStage.svg(timeline, words: Words.en, id: "c")
        let rest = DrawingScene(timeline, tolerance: CardStage.tolerance).plan.restingTime
        #expect(svg.contains(SharedCardMotion.frozenRule(id: "c", at: rest)))
        // After the rule that starts the motion, which would otherwise override it.
        let frozen = try #require(svg.range(of: SharedCardMotion.frozenRule(id: "c", at: rest)))
        let starts = try #require(svg.range(of: "#c .m { animation:"))
        #expect(starts.lowerBound < frozen.lowerBound)
        #expect(svg.contains("animation-delay: calc(var(--d, 0s) - \(formatted(rest, decimals: 3))s)"))
        #expect(!svg.contains("<g class=\"still\">"))
        #expect(svg.components(separatedBy: "class=\"m\"").count - 1 == 7)
    }

    /// A pile's still stage is open, unlike its motion's start: it keeps a second, still copy.
    @Test func readersWhoPreferReducedMotionSeeAStillPile() throws {
        let svg = CardStage.svg(try Blocks.timeline(Blocks.pile), words: Words.en, id: "c")
        #expect(
            svg.contains(
                "@media (prefers-reduced-motion: reduce) { #c .motion { display: none; } #c .still { display: inline; } }"
            ))
        let still = try #require(svg.components(separatedBy: "<g class=\"still\">").last)
        #expect(!still.contains("<animate"))
    }

    @Test func cardKeyframesAreFewerThanThePreviews() throws {
        let timeline = try Blocks.timeline(Blocks.list)
        let card = CardStage.svg(timeline, words: Words.en, id: "c")
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
