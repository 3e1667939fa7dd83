import Testing
import YAML

@Test func mappingKeepsKeyOrderAndPositions() throws {
    let root = try #require(try YAML.parse("title: Hello\nlevel: beginner\n"))
    let pairs = try #require(root.mapping)
    #expect(pairs.map { $0.key.string } == ["title", "level"])
    #expect(root["level"]?.string == "beginner")
    #expect(root["level"]?.line == 2)
    #expect(root["level"]?.column == 8)
}

@Test func flowSequencesAndNumbers() throws {
    let root = try #require(try YAML.parse("changes: { opacity: [0, 1], offset-y: [28, 0.5] }"))
    let offsets = try #require(root["changes"]?["offset-y"]?.sequence)
    #expect(offsets.compactMap(\.double) == [28, 0.5])
    #expect(root["changes"]?["opacity"]?.sequence?.first?.int == 0)
}

@Test func quotedNullIsTextButPlainNullIsNothing() throws {
    let root = try #require(try YAML.parse("a: null\nb: \"null\"\nc:\n"))
    #expect(root["a"]?.isNull == true)
    #expect(root["b"]?.string == "null")
    #expect(root["c"]?.isNull == true)
    #expect(root["c"]?.string == nil)
}

@Test func quotedNumberIsNotANumber() throws {
    let root = try #require(try YAML.parse("a: '12'\nb: 12\n"))
    #expect(root["a"]?.double == nil)
    #expect(root["b"]?.double == 12)
}

@Test func malformedYAMLReportsLineAndColumn() {
    do {
        _ = try YAML.parse("title: ok\nkeywords: [a, b\nlevel: x\n")
        Issue.record("expected an error")
    } catch {
        #expect(error.line >= 2)
        #expect(!error.message.isEmpty)
    }
}

@Test func duplicateKeyIsAnError() {
    do {
        _ = try YAML.parse("title: a\ntitle: b\n")
        Issue.record("expected an error")
    } catch {
        #expect(error == YAMLError(message: "duplicate key 'title'", line: 2, column: 1))
    }
}

@Test func emptyDocumentIsNil() throws {
    #expect(try YAML.parse("") == nil)
    #expect(try YAML.parse("# only a comment\n") == nil)
}

@Test func aliasesResolveToTheirAnchor() throws {
    let root = try #require(try YAML.parse("a: &x [1, 2]\nb: *x\n"))
    #expect(root["b"]?.sequence?.compactMap(\.int) == [1, 2])
}

@Test func unicodeTextSurvives() throws {
    let root = try #require(try YAML.parse("es: Catálogo de animación · ñ\n"))
    #expect(root["es"]?.string == "Catálogo de animación · ñ")
}
