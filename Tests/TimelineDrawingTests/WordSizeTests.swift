import Foundation
import Testing
import TimelineFixtures
import TimelineFormat

@testable import TimelineDrawing

/// The size on screen of every word of every component's stage and card, computed from the
/// drawing's viewBox, the width its frame takes in the site's style sheet at a screen width,
/// and the drawing's own rules that show a word for some widths only.
@Suite struct WordSizeTests {
    /// The smallest a word may show, in CSS pixels.
    static let minimum = 10.0
    static let screens = [320.0, 390, 1280] + stride(from: 330.0, through: 1440, by: 10)

    /// Every word of a page's stage (not its chart's, nor the Reduce Motion caption) and of
    /// its card shows at 10 CSS px or more at 320, 390 and 1280 px, and at every width between.
    @Test(arguments: Components.everyPage.filter { $0.page.hasPrefix("components/") }.map(\.page))
    func everyWordShowsAtTenPixelsOrMore(page: String) throws {
        let block = try #require(Components.everyPage.first { $0.page == page })
        let timeline = try Blocks.timeline(block.yaml)
        let words = Words.of(block.language)
        let layout = try SiteLayout()
        let drawing = TimelineSVG.render(timeline, words: words, id: "t")
        let stage = String(drawing[..<(drawing.range(of: "<g class=\"chart")?.lowerBound ?? drawing.endIndex)])
        let rules = BandRules(drawing)
        let card = CardStage.svg(timeline, words: words, id: "c")
        let cardHeight = try #require(Self.viewBoxHeight(card))
        for screen in Self.screens {
            let scale = layout.frame(screen: screen) / Layout.width
            for text in Self.texts(stage) where rules.shows(text.className, frame: layout.frame(screen: screen)) {
                #expect(
                    text.size * scale >= Self.minimum - 1e-9,
                    "\(page) at \(screen) px: '\(text.words)' shows at \(text.size * scale) px")
            }
            let cardScale = layout.cardScale(screen: screen, height: cardHeight)
            for text in Self.texts(card) {
                #expect(
                    text.size * cardScale >= Self.minimum - 1e-9,
                    "\(page) card at \(screen) px: '\(text.words)' shows at \(text.size * cardScale) px")
            }
        }
    }

    /// A row's title grows on a phone where the row has room for it, and its detail, which has
    /// not, becomes a rounded line there; on a wide frame both are words at their size.
    @Test func aRowsTitleGrowsOnAPhoneAndItsDetailBecomesALine() throws {
        let yaml =
            Blocks.list + """

                appearance: { part: row, glyphs: [tray], text: [Inbox], detail: [Twelve new] }
                """
        let svg = TimelineSVG.render(try Blocks.timeline(yaml), words: Words.en, id: "t")
        let rules = BandRules(svg)
        let texts = Self.texts(svg.components(separatedBy: "<g class=\"chart").first ?? "")
        func shown(_ frame: Double) -> [String: Double] {
            Dictionary(
                texts.filter { rules.shows($0.className, frame: frame) }.map { ($0.words, $0.size) },
                uniquingKeysWith: { first, _ in first })
        }
        #expect(shown(710) == ["Inbox": 12, "Twelve new": 10.8])
        #expect(shown(324) == ["Inbox": 15])
        #expect(shown(254) == [:])
        #expect(svg.contains("<rect class=\"n01\""))
    }

    /// A word's drawn size, its words and its class.
    struct Text {
        let size: Double
        let words: String
        let className: String?
    }

    /// The words of `svg`, but the Reduce Motion caption, with their sizes and classes.
    static func texts(_ svg: String) -> [Text] {
        svg.components(separatedBy: "<text").dropFirst().compactMap { piece in
            let open = piece.prefix { $0 != ">" }
            guard !open.contains("caption"), let size = number(after: "font-size:", in: open) else { return nil }
            let className = open.range(of: "class=\"").map { String(open[$0.upperBound...].prefix { $0 != "\"" }) }
            let words = piece.dropFirst(open.count + 1).prefix { $0 != "<" }
            return Text(size: size, words: String(words), className: className)
        }
    }

    static func number<S: StringProtocol>(after marker: String, in text: S) -> Double? {
        guard let range = text.range(of: marker) else { return nil }
        return Double(text[range.upperBound...].prefix { $0.isNumber || $0 == "." })
    }

    static func viewBoxHeight(_ svg: String) -> Double? {
        guard let range = svg.range(of: "viewBox=\"0 0 ") else { return nil }
        return Double(svg[range.upperBound...].prefix { $0 != "\"" }.split(separator: " ").last ?? "")
    }
}

/// The drawing's rules that show or hide a class of words by the frame's width, read from its
/// style sheet: a `display: none` rule outside any query, and `@container` queries by width.
struct BandRules {
    var hidden: Set<String> = []
    var queries: [(low: Double, high: Double, shown: Set<String>, hidden: Set<String>)] = []

    /// The rules of a drawing as a page shows it: the shared sheet's, then its own.
    init(_ svg: String) {
        for line in (DrawingStyle.sharedSheet + svg).split(separator: "\n") {
            if line.hasPrefix("@container ") {
                let low = WordSizeTests.number(after: "(min-width: ", in: line) ?? 0
                let high = WordSizeTests.number(after: "(max-width: ", in: line) ?? .infinity
                let body = line.drop { $0 != "{" }.dropFirst()
                var shown: Set<String> = []
                var hidden: Set<String> = []
                for rule in body.split(separator: "}") where rule.contains("{") {
                    let (classes, display) = Self.classes(String(rule))
                    if display == "inline" { shown.formUnion(classes) }
                    if display == "none" { hidden.formUnion(classes) }
                }
                queries.append((low, high, shown, hidden))
            } else if line.contains("{ display: none; }") {
                hidden.formUnion(Self.classes(String(line)).0)
            }
        }
    }

    /// The band classes a selector list names, and the display its rule sets.
    static func classes(_ rule: String) -> (Set<String>, String?) {
        let names = rule.components(separatedBy: " .").dropFirst().map {
            String($0.prefix { $0.isLetter || $0.isNumber })
        }
        let display = rule.range(of: "display: ").map { String(rule[$0.upperBound...].prefix { $0.isLetter }) }
        return (Set(names.filter { $0.first == "n" && $0.dropFirst().allSatisfy(\.isNumber) }), display)
    }

    /// Whether a word of `className` shows in a frame `frame` CSS px wide.
    func shows(_ className: String?, frame: Double) -> Bool {
        var shown = !(className.map { hidden.contains($0) } ?? false)
        for query in queries where query.low <= frame && frame <= query.high {
            if let className, query.shown.contains(className) { shown = true }
            if let className, query.hidden.contains(className) { shown = false }
        }
        return shown
    }
}

/// The widths the site's style sheet gives a component page's drawing and a card's stage, read
/// from `Templates/assets/style.css`.
struct SiteLayout {
    let mainWidth: Double
    let mainPadding: Double
    let timelineWidth: Double
    let timelineInset: Double
    let cardColumn: Double
    let cardGap: Double
    let cardInset: Double
    let cardStageHeight: Double

    init() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let css = try String(
            contentsOf: repository.appendingPathComponent("Templates/assets/style.css"), encoding: .utf8)
        func rule(_ selector: String) throws -> String {
            let start = try #require(css.range(of: "\n" + selector + " {"), "\(selector) in style.css")
            return String(css[start.upperBound...].prefix { $0 != "}" })
        }
        func rem(_ property: String, in rule: String, item: Int = 0) throws -> Double {
            let range = try #require(rule.range(of: property + ": "), "\(property) in \(rule)")
            let value = rule[range.upperBound...].prefix { $0 != ";" }
            let words = value.split(separator: " ")
            let word = words[min(item, words.count - 1)]
            return try #require(Double(word.dropLast(3))) * 16
        }
        let main = try rule("main")
        (mainWidth, mainPadding) = (try rem("max-width", in: main), try rem("padding", in: main, item: 1))
        let timeline = try rule(".timeline")
        #expect(timeline.contains("border: 1px"))
        (timelineWidth, timelineInset) = (try rem("max-width", in: timeline), try rem("padding", in: timeline) + 1)
        let cards = try rule(".cards")
        let minmax = try #require(cards.range(of: "minmax("))
        cardColumn = try #require(Double(cards[minmax.upperBound...].prefix { $0 != "r" })) * 16
        cardGap = try rem("gap", in: cards)
        let card = try rule(".card")
        #expect(card.contains("border: 1px"))
        cardInset = try rem("padding", in: card, item: 1) + 1
        cardStageHeight = try rem("max-height", in: try rule(".card-stage"))
    }

    /// The width of a component page's drawing on a screen `screen` CSS px wide.
    func frame(screen: Double) -> Double {
        min(min(screen, mainWidth) - 2 * mainPadding, timelineWidth) - 2 * timelineInset
    }

    /// The CSS px per unit of a card's stage `height` units tall on a screen `screen` px wide.
    func cardScale(screen: Double, height: Double) -> Double {
        let content = min(screen, mainWidth) - 2 * mainPadding
        let columns = max(1, ((content + cardGap) / (cardColumn + cardGap)).rounded(.down))
        let width = (content - (columns - 1) * cardGap) / columns - 2 * cardInset
        return min(width / Layout.width, cardStageHeight / height)
    }
}
