import Foundation
import Testing

@testable import API

/// The API files' own JSON writer prints what Foundation's coder prints, byte for byte.
@Suite struct APIJSONTests {
    /// Strings that need every kind of escape, and some that need none.
    static let awkward = [
        "", "plain", "quote \" and backslash \\", "slash / and </script>", "tab\tnewline\nreturn\r",
        "bell \u{07} nul \u{00} escape \u{1B} unit \u{1F} delete \u{7F}", "backspace \u{08} form feed \u{0C}",
        "accents: acción, naïve", "emoji 🧩 and 日本語", "\u{2028} line separator",
    ]

    func expectSame(_ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(PrettyJSON.encode(value) != nil, sourceLocation: sourceLocation)
        #expect(APIJSON.encode(value) == APIJSON.foundationText(value), sourceLocation: sourceLocation)
    }

    @Test func everyPublishedTypeIsWrittenAsFoundationWritesIt() {
        var parameters: [PublishedParameter] = []
        for (index, text) in Self.awkward.enumerated() {
            parameters.append(
                PublishedParameter(
                    name: "p\(index)", type: text, defaultValue: index.isMultiple(of: 2) ? nil : text,
                    description: [
                        "en": text, "es": text + "!", "pt-BR": "x", "$x": "y", "Zed": "z", "a1": "", "a10": "",
                    ]))
        }
        let full = PublishedComponent(
            slug: "awkward", title: Dictionary(uniqueKeysWithValues: Self.awkward.enumerated().map { ("l\($0)", $1) }),
            category: "lists", level: "beginner", platforms: Self.awkward, license: "MIT", sources: [],
            pages: [:], parameters: parameters)
        let empty = PublishedComponent(
            slug: "", title: [:], category: "", level: "", platforms: [], license: "", sources: [], pages: [:],
            parameters: [])
        expectSame(full)
        expectSame(empty)
        expectSame(PublishedIndex(schema: "schema.json", components: [full, empty]))
        expectSame(PublishedIndex(schema: "schema.json", components: []))
        expectSame(APISchema.document(id: "https://example.com/api/schema.json"))
        expectSame(parameters)
    }

    @Test func aFractionalNumberIsLeftToFoundation() {
        let value: JSONValue = ["half": .number(0.5), "whole": 2]
        #expect(PrettyJSON.encode(value) == nil)
        #expect(APIJSON.encode(value).contains("\"half\" : 0.5"))
    }
}
