import Foundation
import Testing

@testable import SocialCard

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The social card's drawing, from plain values: a well-formed SVG of 1200 × 630 whose words
/// are escaped, cleaned and fitted.
@Suite struct SocialCardTests {
    static let plain = SocialCard(
        title: "Error field shake", summary: "A text field that shakes when its value is refused.",
        category: "Feedback", siteName: "SwiftUI Motion Catalog", address: "catalog.example.org", language: "en",
        emblem: .init(colors: ["#d70015", "#0a6fe0"], glyphPath: "M4 12.5l5 5L20 6.5"))

    func document(_ card: SocialCard) throws -> XMLDocument {
        try XMLDocument(data: Data(card.svg().utf8))
    }

    /// The text of every `<text>` element, in order.
    func texts(_ card: SocialCard) throws -> [String] {
        try document(card).nodes(forXPath: "//*[local-name()='text']").map { $0.stringValue ?? "" }
    }

    /// The value of attribute `name` of `element`.
    func attribute(_ name: String, of element: XMLNode?) -> String? {
        (element as? XMLElement)?.attributes?.first { $0.name == name }?.stringValue
    }

    @Test func aCardIsAWellFormedSVGOfTheOpenGraphSize() throws {
        let root = try #require(try document(Self.plain).rootElement())
        #expect(root.name == "svg")
        #expect(attribute("width", of: root) == "1200")
        #expect(attribute("height", of: root) == "630")
        #expect(attribute("viewBox", of: root) == "0 0 1200 630")
        #expect(Self.plain.svg().contains(" xml:lang=\"en\""))
        let words = try texts(Self.plain)
        #expect(words.prefix(3) == ["SwiftUI Motion Catalog", "Feedback", "Error field shake"])
        #expect(words.dropFirst(3).dropLast().joined(separator: " ") == Self.plain.summary)
        #expect(words.last == "catalog.example.org")
    }

    @Test func theEmblemHasTheGlyphAndADotPerColour() throws {
        let svg = Self.plain.svg()
        #expect(svg.contains("d=\"M4 12.5l5 5L20 6.5\""))
        #expect(svg.components(separatedBy: "<circle").count - 1 == 2)
        #expect(svg.contains("fill=\"#d70015\""))
    }

    @Test func markupInWordsIsEscapedNotDrawn() throws {
        var card = Self.plain
        card.title = "<script>alert(1)</script> & \"quotes\" 'too'"
        card.summary = "]]><!-- <svg onload=x>"
        card.category = "<b>bold</b>"
        let svg = card.svg()
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<b>"))
        #expect(!svg.contains("<svg onload"))
        #expect(svg.contains("&lt;script&gt;alert(1)&lt;/scr"))
        let words = try texts(card)
        #expect(words.contains("<b>bold</b>"))
        #expect(words.joined().contains("& \"quotes\" 'too'"))
        #expect(words.contains("]]><!-- <svg onload=x>"))
    }

    @Test func controlCharactersAndBidiOverridesAreDropped() throws {
        var card = Self.plain
        card.title = "Fade\u{0}\u{1B}[31m in\u{7F}\u{202E}\u{FFFF}"
        card.summary = "line one\nline\ttwo\r\n\u{2028}three"
        let words = try texts(card)
        #expect(words[2] == "Fade[31m in")
        #expect(words[3] == "line one line two three")
    }

    @Test func aLongTitleTakesASmallerSizeThenEndsInAnEllipsis() throws {
        #expect(SocialCard.titleLayout("Fade In") == (72, ["Fade In"]))
        let medium = SocialCard.titleLayout("Notification stack with staggered springs")
        #expect(medium == (52, ["Notification stack with", "staggered springs"]))
        let long = String(repeating: "Staggered list insertion with springs ", count: 8)
        let layout = SocialCard.titleLayout(long)
        #expect(layout.size == 52)
        #expect(layout.lines.count == 3)
        #expect(layout.lines.last?.hasSuffix("…") == true)
        for line in layout.lines { #expect(CardText.width(line) * layout.size <= SocialCard.textWidth) }
    }

    @Test func aWordLongerThanALineIsBrokenInside() {
        let word = String(repeating: "W", count: 200)
        let lines = CardText.lines(word, width: 10, maximum: 3)
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { CardText.width($0) <= 10 })
        #expect(lines[2].hasSuffix("…"))
        #expect(lines[0].allSatisfy { $0 == "W" })
    }

    @Test func textThatFitsIsKeptWhole() {
        #expect(CardText.lines("Fade in", width: 20, maximum: 2) == ["Fade in"])
        #expect(CardText.lines("one two three", width: CardText.width("one two"), maximum: 2) == ["one two", "three"])
        #expect(CardText.lines("", width: 20, maximum: 2).isEmpty)
    }

    @Test func spanishWordsAreKeptWithTheirAccents() throws {
        var card = Self.plain
        card.title = "Campo con error que tiembla"
        card.summary = "Un campo de texto que tiembla cuando se rechaza su valor: ¿verificación? ñandú."
        card.category = "Respuesta visual"
        card.siteName = "Catálogo de movimiento SwiftUI"
        card.language = "es"
        let words = try texts(card)
        #expect(words[0] == "Catálogo de movimiento SwiftUI")
        #expect(words[1] == "Respuesta visual")
        #expect(words.joined(separator: " ").contains(card.summary))
        #expect(card.svg().contains(" xml:lang=\"es\""))
    }

    @Test func emojiAndWideCharactersCountAsWide() {
        #expect(CardText.width("😀") > CardText.width("a"))
        #expect(CardText.width("漢字") >= 2)
        let lines = CardText.lines(String(repeating: "🎉", count: 100), width: 20, maximum: 2)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { CardText.width($0) <= 20 })
    }

    @Test func onlyColoursAndPathDataReachAttributes() {
        let emblem = SocialCard.Emblem(
            colors: ["red\" onload=\"x", "#12345g", "#00798c"], glyphPath: "M0 0\"/><script>")
        #expect(emblem.colors == ["#00798c"])
        #expect(emblem.glyphPath == nil)
        #expect(SocialCard.Emblem(colors: []).colors.count == 1)
    }

    @Test func rightToLeftTextIsSetFromTheRightEdge() throws {
        var card = Self.plain
        card.rightToLeft = true
        card.language = "ar"
        let first = try document(card).nodes(forXPath: "//*[local-name()='text']").first
        #expect(attribute("text-anchor", of: first) == "end")
        #expect(attribute("x", of: first) == "1120")
    }
}
