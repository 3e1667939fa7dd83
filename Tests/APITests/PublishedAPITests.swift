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

    @Test func theSchemaIsDraft2020WithItsAddress() throws {
        let text = APIJSON.encode(APISchema.document(id: "https://example.org/api/schema.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(object["$id"] as? String == "https://example.org/api/schema.json")
        let definitions = try #require(object["$defs"] as? [String: Any])
        #expect(Set(definitions.keys) == ["parameter", "component", "componentFile", "index"])
    }
}
