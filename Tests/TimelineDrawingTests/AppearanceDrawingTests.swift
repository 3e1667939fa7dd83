import Foundation
import Testing
import TimelineFixtures
import TimelineFormat

@testable import TimelineDrawing

/// Every component's stage looks like the iOS part it stands for, in its page's language.
@Suite struct AppearanceDrawingTests {
    /// The elements a stage's `motion` group draws, and how many of them are drawn as a part
    /// rather than a bare shape (a ring is its badge's colour, a keypad's gap is empty).
    static func dressedElements(_ svg: String) -> (elements: Int, dressed: Int) {
        let lines = groupLines(svg, className: "motion").filter { $0.hasPrefix("<g transform=") }
        return (lines.count, lines.filter { $0.contains("<g class=\"p\">") }.count)
    }

    /// A stage of bare shapes is told from a dressed one: the check below can fail.
    @Test func aBlockWithoutAppearanceIsOnlyPlainShapes() throws {
        let svg = TimelineSVG.render(try Blocks.timeline(Blocks.list), words: Words.en, id: "t")
        let (elements, dressed) = Self.dressedElements(svg)
        #expect(elements == 7 && dressed == 0)
        #expect(!svg.contains("<g class=\"p\">"))
    }

    /// No component's preview, nor its card, is only plain rectangles: every moving element is
    /// drawn as its part, with a glyph or words.
    @Test(arguments: Components.blocks.map(\.slug))
    func noStageIsOnlyPlainShapes(slug: String) throws {
        let yaml = try #require(Components.blocks.first { $0.slug == slug }?.yaml)
        let timeline = try Blocks.timeline(yaml)
        let svg = TimelineSVG.render(timeline, words: Words.en, id: "t")
        let (elements, dressed) = Self.dressedElements(svg)
        #expect(elements > 0 && dressed == elements, "\(slug): \(dressed) of \(elements) elements dressed")
        let stage = try #require(svg.components(separatedBy: "<g class=\"chart").first)
        #expect(stage.contains("<path d=") || stage.contains("<text x="), "\(slug): no glyph and no words")
        let card = CardStage.svg(timeline, id: "c")
        #expect(card.contains(" class=\"p\">"), "\(slug): the card is not dressed")
        // A glyph, or the lines that stand for words on a card (which has no language).
        #expect(card.contains("<path d=") || card.contains(";opacity:.55\""), "\(slug): no glyph and no lines")
        #expect(!card.contains("<text"), "\(slug): a card has no words")
    }

    /// The words of a part come from the block in the page's language.
    @Test func wordsFollowTheLanguage() throws {
        let yaml =
            Blocks.list + """

                appearance: { part: row, glyphs: [tray], text: { en: [Inbox], es: [Entrada] }, detail: [12] }
                """
        let prepared = TimelineSVG.prepare(try Blocks.timeline(yaml), id: "t")
        let english = prepared.svg(words: Words.en)
        let spanish = prepared.svg(words: Words.es)
        #expect(english.contains(">Inbox</text>") && !english.contains("Entrada"))
        #expect(spanish.contains(">Entrada</text>") && !spanish.contains("Inbox"))
        #expect(spanish.contains(">12</text>"))
        // The same drawing otherwise: only the words differ.
        #expect(english.components(separatedBy: "<text").count == spanish.components(separatedBy: "<text").count)
    }

    /// Colours come from the named palette through the theme's custom properties, each
    /// element carrying its own.
    @Test func coloursFollowTheTheme() throws {
        let yaml = Blocks.list + "\nappearance: { part: row, glyphs: [tray], tint: [red, green] }"
        let svg = TimelineSVG.render(try Blocks.timeline(yaml), words: Words.en, id: "t")
        #expect(svg.contains("--p-red: var(--timeline-red, #d70015);"))
        #expect(svg.contains("--p-green: var(--timeline-green, #248a3d);"))
        #expect(!svg.contains("--p-blue:"), "only the colours used")
        let rows = groupLines(svg, className: "motion")
        #expect(rows.filter { $0.contains("style=\"--pt:var(--p-red)\"") }.count == 4)
        #expect(rows.filter { $0.contains("style=\"--pt:var(--p-green)\"") }.count == 3)
    }

    /// The glyphs are outlines of our own: every name a block may use has a path.
    @Test func everyGlyphHasAnOutline() {
        for glyph in Glyph.allCases {
            let path = GlyphPaths.path(glyph)
            #expect(path.hasPrefix("M"), "\(glyph)")
            #expect(path.allSatisfy { "MmLlHhVvCcSsAaZz0123456789.- ".contains($0) }, "\(glyph): \(path)")
        }
        #expect(Set(Glyph.allCases.map(GlyphPaths.path)).count == Glyph.allCases.count)
    }

    /// A tab bar draws a label for each tab above the underline that moves.
    @Test func aTabBarLabelsItsTabs() throws {
        let yaml = """
            stage: single
            shape: bar
            animation: .snappy
            changes: { offset-x: [0, 90] }
            reduce-motion: fade
            appearance: { part: tab-bar, text: { en: [One, Two, Three], es: [Uno, Dos, Tres] } }
            """
        let svg = TimelineSVG.render(try Blocks.timeline(yaml), words: Words.es, id: "t")
        for word in ["Uno", "Dos", "Tres"] { #expect(svg.contains(">\(word)</text>"), "\(word)") }
    }

    /// The site's style sheet gives every palette colour its light value and, in both of its
    /// dark blocks, its dark value.
    @Test func theStyleSheetSetsThePaletteForBothThemes() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let css = try String(
            contentsOf: repository.appendingPathComponent("Templates/assets/style.css"), encoding: .utf8)
        for color in PaletteColor.allCases where color != .clear {
            let name = "--timeline-\(color.rawValue): "
            #expect(css.components(separatedBy: name + color.light + ";").count - 1 == 1, "\(color) light")
            #expect(css.components(separatedBy: name + color.dark + ";").count - 1 == 2, "\(color) dark")
        }
    }
}
