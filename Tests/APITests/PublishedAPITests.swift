import API
import Foundation
import Testing

@Suite struct PublishedAPITests {
    static func component(_ slug: String, _ parameters: [PublishedParameter]) -> PublishedComponent {
        PublishedComponent(
            slug: slug, title: ["en": slug], category: "lists", level: "beginner", platforms: ["iOS 17.0+"],
            license: "MIT", sources: [], pages: ["en": "components/\(slug).html"], parameters: parameters)
    }

    static func parameter(_ name: String, _ type: String = "CGFloat", _ value: String? = nil) -> PublishedParameter {
        PublishedParameter(name: name, type: type, defaultValue: value, description: ["en": ""])
    }

    static let old = PublishedIndex(
        schema: "schema.json",
        components: [
            component("pile", [parameter("cards", "[Card]"), parameter("spacing", "CGFloat", "8"), parameter("peek")]),
            component("gone", []),
        ])

    @Test func theSameIndexHasNoChanges() {
        #expect(APIDiff.changes(from: Self.old, to: Self.old).isEmpty)
    }

    @Test func eachKindOfChangeIsListedAndJudged() {
        let new = PublishedIndex(
            schema: "schema.json",
            components: [
                Self.component(
                    "pile",
                    [
                        Self.parameter("cards", "[Item]"), Self.parameter("spacing", "CGFloat", "10"),
                        Self.parameter("depth"), Self.parameter("style", "Style", ".plain"),
                    ]),
                Self.component("fresh", []),
            ])
        let changes = APIDiff.changes(from: Self.old, to: new)
        #expect(
            changes.map(\.description) == [
                "fresh: component added",
                "gone: component removed (breaking)",
                "pile: parameter 'peek' renamed to 'depth' (breaking)",
                "pile: parameter 'style' added with a default",
                "pile: parameter 'cards' type changed from [Card] to [Item] (breaking)",
                "pile: parameter 'spacing' default changed from 8 to 10",
            ])
    }

    @Test func aRemovedParameterAndANewRequiredOneBreakCallers() {
        let new = PublishedIndex(
            schema: "schema.json",
            components: [
                Self.component("pile", [Self.parameter("cards", "[Card]"), Self.parameter("spacing", "CGFloat")]),
                Self.component("gone", [Self.parameter("mode", "Mode")]),
            ])
        let changes = APIDiff.changes(from: Self.old, to: new)
        #expect(
            changes.map(\.description) == [
                "gone: parameter 'mode' added, required (breaking)",
                "pile: parameter 'peek' removed (breaking)",
                "pile: parameter 'spacing' is now required (its default was 8) (breaking)",
            ])
        #expect(changes.allSatisfy { $0.isBreaking })
    }

    @Test func aRequiredParameterIsWrittenWithANullDefault() throws {
        let text = APIJSON.encode(Self.parameter("cards", "[Card]"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["default"] is NSNull)
        #expect(object["required"] as? Bool == true)
        #expect(text.hasSuffix("}\n"))
    }

    @Test func anIndexSurvivesARoundTrip() throws {
        let text = APIJSON.encode(Self.old)
        #expect(text.contains("\"$schema\" : \"schema.json\""))
        #expect(text.contains("\"schemaVersion\" : \(APISchema.version)"))
        let read = try APIJSON.decodeIndex(Array(text.utf8)).get()
        #expect(read == Self.old)
    }

    @Test func hostileIndexesAreRefusedWithAReason() {
        for text in ["", "[]", "{\"components\": 3}", String(repeating: "[", count: 100_000), "{\"$schema\": \"x\"}"] {
            guard case .failure(let error) = APIJSON.decodeIndex(Array(text.utf8)) else {
                Issue.record("accepted \(text.prefix(20))")
                continue
            }
            #expect(!error.message.isEmpty)
        }
    }

    static func refusal(_ text: String) -> String? {
        guard case .failure(let error) = APIJSON.decodeIndex(Array(text.utf8)) else { return nil }
        return error.message
    }

    @Test func validJSONBeyondTheReaderIsNamedAsSuch() {
        let deep = "{\"a\": " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}"
        #expect(Self.refusal(deep) == "valid JSON, but nested deeper than the reader follows (512 levels)")
        let index = APIJSON.encode(Self.old)
        let huge = index.replacingOccurrences(of: "\"schemaVersion\" : 1", with: "\"schemaVersion\" : 1e999")
        #expect(Self.refusal(huge) == "valid JSON, but the number 1e999 is beyond a Double's range")
        let wide = index.replacingOccurrences(
            of: "\"schemaVersion\" : 1", with: "\"schemaVersion\" : 99999999999999999999")
        #expect(Self.refusal(wide) == "valid JSON, but a number is out of its field's range")
        #expect(Self.refusal("{\"a\": [1,") == "not valid JSON: the file ends before the JSON does")
    }

    /// Foundation's reader stops at 512 levels or at a number beyond a Double before it has seen
    /// the rest: text that is not JSON is never called valid, and the error stands at its
    /// first wrong byte.
    @Test func textThatIsNotJSONIsNeverCalledValid() throws {
        func error(_ text: String) throws -> APIReadError {
            guard case .failure(let error) = APIJSON.decodeIndex(Array(text.utf8)) else { throw Refused() }
            return error
        }
        let unclosed = try error(String(repeating: "[", count: 100_000))
        #expect(unclosed.message == "not valid JSON: the file ends before the JSON does")
        #expect(unclosed.line == 1 && unclosed.column == 100_001)
        let garbage = try error("{\n  \"schemaVersion\": 1e400, garbage}")
        #expect(garbage.message == "not valid JSON: a key (a string) was expected")
        #expect(garbage.line == 2 && garbage.column == 27)
        let deepThenGarbage = try error(String(repeating: "[", count: 1_000) + "x")
        #expect(deepThenGarbage.message == "not valid JSON: a value was expected")
        let lone = try error("{\"$schema\": \"\\ud800\", \"schemaVersion\": 1, \"components\": []}")
        #expect(
            lone.message
                == "valid JSON, but a string holds '\\ud800', half of a surrogate pair alone, which is no character")
        #expect(lone.line == 1 && lone.column == 14)
    }

    struct Refused: Error {}

    @Test func anUnknownSchemaVersionIsRefused() {
        let text = APIJSON.encode(Self.old).replacingOccurrences(
            of: "\"schemaVersion\" : 1", with: "\"schemaVersion\" : 2")
        #expect(Self.refusal(text) == "schemaVersion 2 is not one this catalog knows; it reads version 1")
    }

    @Test func slugsAndNamesMustMatchTheSchemaPatterns() {
        let badSlug = PublishedIndex(schema: "s", components: [Self.component("Pile\u{1B}[2J", [])])
        #expect(
            Self.refusal(APIJSON.encode(badSlug))
                == ".components[0].slug 'Pile\u{1B}[2J' does not match ^[a-z0-9-]{1,64}$")
        let badName = PublishedIndex(schema: "s", components: [Self.component("pile", [Self.parameter("a\nb")])])
        #expect(
            Self.refusal(APIJSON.encode(badName))
                == ".components[0].parameters[0].name 'a\nb' does not match ^[A-Za-z_][A-Za-z0-9_]*$")
    }

    @Test func controlCharactersInTypesAndDefaultsAreEscapedInTheReport() {
        let new = PublishedIndex(
            schema: "s",
            components: [Self.component("pile", [Self.parameter("cards", "Int\r\u{1B}[31m", "1\nx: removed")])])
        let old = PublishedIndex(schema: "s", components: [Self.component("pile", [Self.parameter("cards", "[Card]")])])
        #expect(
            APIDiff.changes(from: old, to: new).map(\.description) == [
                "pile: parameter 'cards' type changed from [Card] to Int\\r\\u{1B}[31m (breaking)",
                "pile: parameter 'cards' is now optional, with the default 1\\nx: removed",
            ])
    }

    @Test func theSchemaIsDraft2020WithItsAddress() throws {
        let text = APIJSON.encode(APISchema.document(id: "https://example.org/api/schema.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(object["$id"] as? String == "https://example.org/api/schema.json")
        let definitions = try #require(object["$defs"] as? [String: Any])
        #expect(Set(definitions.keys) == ["parameter", "component", "componentFile", "index"])
    }
}
