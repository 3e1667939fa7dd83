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

    /// The elements of a card's `motion` group, and how many of them are drawn as a part: in
    /// the line itself, or in the figure of `<defs>` that the line uses.
    static func dressedCardElements(_ svg: String) -> (elements: Int, dressed: Int) {
        let lines = groupLines(svg, className: "motion").filter { $0.hasPrefix("<g transform=") }
        let dressed = lines.filter { line in
            if line.contains("<g class=\"p\">") { return true }
            guard let start = line.range(of: "href=\"#") else { return false }
            let id = line[start.upperBound...].prefix { $0 != "\"" }
            return svg.contains("id=\"\(id)\" class=\"p\"") || svg.contains("id=\"\(id)\"><g class=\"p\">")
        }
        return (lines.count, dressed.count)
    }

    /// The rounded line a part draws in place of its words where they would be too small.
    static let wordLine = "style=\"fill:var(--pl);opacity:.55\"/>"

    /// The words of a drawing's parts (not its captions nor its chart's labels).
    static func partWords(_ svg: String) -> Set<String> {
        Set(
            svg.components(separatedBy: "<text ").dropFirst().filter { !$0.hasPrefix("class=\"caption") }
                .compactMap { text in
                    text.range(of: "</text>").map {
                        text[..<$0.lowerBound].split(separator: ">").last.map(String.init) ?? ""
                    }
                })
    }

    /// A card of bare shapes is told from a dressed one: the check below can fail.
    @Test func aCardWithoutAppearanceIsOnlyPlainShapes() throws {
        let card = CardStage.svg(try Blocks.timeline(Blocks.list), words: Words.en, id: "c")
        let (elements, dressed) = Self.dressedCardElements(card)
        #expect(elements == 7 && dressed == 0)
    }

    /// No stage of any page, a component's or a guide's, in either language, nor any card, is
    /// only plain rectangles: every moving element is drawn as its part, with a glyph or words,
    /// and a card's words are among its page's.
    @Test(arguments: Components.everyPage.map(\.page))
    func noStageIsOnlyPlainShapes(page: String) throws {
        let block = try #require(Components.everyPage.first { $0.page == page })
        let timeline = try Blocks.timeline(block.yaml)
        let words = Words.of(block.language)
        let svg = TimelineSVG.render(timeline, words: words, id: "t")
        let (elements, dressed) = Self.dressedElements(svg)
        #expect(elements > 0 && dressed == elements, "\(page): \(dressed) of \(elements) elements dressed")
        let stage = try #require(svg.components(separatedBy: "<g class=\"chart").first)
        #expect(stage.contains("<path d=") || stage.contains("<text "), "\(page): no glyph and no words")
        let card = CardStage.svg(timeline, words: words, id: "c")
        let (cardElements, cardDressed) = Self.dressedCardElements(card)
        #expect(
            cardElements > 0 && cardDressed == cardElements,
            "\(page): \(cardDressed) of \(cardElements) card elements dressed")
        // Words too small to read on a card are drawn as rounded lines in their place.
        #expect(
            card.contains("<path d=") || card.contains("<text ") || card.contains(Self.wordLine),
            "\(page): the card has no glyph and no words")
        let cardWords = Self.partWords(card)
        #expect(cardWords.isSubset(of: Self.partWords(stage)), "\(page): \(cardWords)")
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
