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

// MARK: - Limits on hostile input

/// The error `YAML.parse` throws for `text`, or nil.
private func parseError(_ text: String) -> YAMLError? {
    do {
        _ = try YAML.parse(text)
        return nil
    } catch {
        return error
    }
}

private let tooDeep = "lists and mappings nest more than 64 levels deep"

@Test func flowListsNestedToTheLimitParse() throws {
    // The root mapping is the first level, the lists the other 63.
    let text = "a: " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
    var node = try #require(try YAML.parse(text)?["a"])
    var depth = 1
    while let first = node.sequence?.first {
        depth += 1
        node = first
    }
    #expect(depth == 63)
    #expect(node.sequence?.isEmpty == true)
}

@Test func flowListNestedPastTheLimitIsAnErrorAtItsBracket() {
    let text = "a: " + String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
    // The mapping is one level, so the 64th bracket is the 65th level.
    #expect(parseError(text) == YAMLError(message: tooDeep, line: 1, column: 4 + 63))
}

@Test func deeplyNestedFlowListsFailInsteadOfOverflowingTheStack() {
    let text = "a: " + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
    #expect(parseError(text) == YAMLError(message: tooDeep, line: 1, column: 4 + 63))
}

@Test func blockSequencesNestedPastTheLimitAreAnErrorAtTheirDash() throws {
    let atLimit = String(repeating: "- ", count: 64) + "x\n"
    #expect(try YAML.parse(atLimit) != nil)
    let deep = String(repeating: "- ", count: 15_000) + "x\n"
    #expect(parseError(deep) == YAMLError(message: tooDeep, line: 1, column: 2 * 64 + 1))
}

@Test func blockMappingsNestedPastTheLimitAreAnErrorAtTheirFirstKey() throws {
    func nested(_ depth: Int) -> String {
        (0..<depth).map { String(repeating: "  ", count: $0) + "k:\n" }.joined()
    }
    #expect(try YAML.parse(nested(64)) != nil)
    #expect(parseError(nested(65)) == YAMLError(message: tooDeep, line: 65, column: 2 * 64 + 1))
}

@Test func aliasThatWouldNestPastTheLimitIsAnError() throws {
    let anchored = "deep: &d " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
    // The alias stands at level 24 (the root mapping and 23 lists), so it reaches level 64.
    let atLimit =
        anchored + "\nuse: " + String(repeating: "[", count: 23) + "*d"
        + String(repeating: "]", count: 23)
    #expect(try YAML.parse(atLimit) != nil)
    let overLimit =
        anchored + "\nuse: " + String(repeating: "[", count: 24) + "*d"
        + String(repeating: "]", count: 24)
    #expect(
        parseError(overLimit)
            == YAMLError(message: tooDeep + " with this alias", line: 2, column: 6 + 24))
}

@Test func billionLaughsIsRefusedAtTheAliasThatRepeatsTooMuch() {
    // Each line repeats the one before ten times.
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
    var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
    for (previous, name) in zip(names, names.dropFirst()) {
        let aliases = Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
        lines.append("\(name): &\(name) [\(aliases)]")
    }
    // a is 11 nodes, b 111, c 1,111, d 11,111. The aliases of b, c and d repeat 110 + 1,110 +
    // 11,110 = 12,330 nodes; on line e, the eighth alias of d brings the total to 101,218.
    #expect(
        parseError(lines.joined(separator: "\n"))
            == YAMLError(
                message: "aliases repeat more than 100000 nodes in all", line: 5, column: 8 + 7 * 4))
}

@Test func aliasesWithinTheExpansionLimitResolve() throws {
    var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
    lines.append("b: &b [" + Array(repeating: "*a", count: 10).joined(separator: ", ") + "]")
    lines.append("c: [" + Array(repeating: "*b", count: 10).joined(separator: ", ") + "]")
    let root = try #require(try YAML.parse(lines.joined(separator: "\n")))
    #expect(root["c"]?.sequence?.count == 10)
    #expect(root["c"]?.sequence?.first?.sequence?.first?.sequence?.count == 10)
}

@Test func hugeScalarAndManyKeysParse() throws {
    let long = String(repeating: "abcdefgh", count: 131_072)
    let root = try #require(try YAML.parse("text: \(long)\n"))
    #expect(root["text"]?.string?.utf8.count == 1_048_576)
    let keys = (0..<50_000).map { "key\($0): \($0)" }.joined(separator: "\n")
    let mapping = try #require(try YAML.parse(keys)?.mapping)
    #expect(mapping.count == 50_000)
    #expect(mapping.last?.value.int == 49_999)
}

private let swiftValues = VerbatimValues(keys: ["animation"], starts: [".", "Animation."])

@Test func verbatimValueIsReadAsWrittenAtItsOwnPosition() throws {
    let text = "stage: list\nanimation: .spring(duration: 0.4, bounce: 0.2)  # from the source\nitems: 3\n"
    #expect(throws: YAMLError.self) { try YAML.parse(text) }
    let root = try #require(try YAML.parse(text, verbatim: swiftValues))
    let value = try #require(root["animation"])
    #expect(value.string == ".spring(duration: 0.4, bounce: 0.2)")
    #expect(value.line == 2)
    #expect(value.column == 12)
    if case .scalar(_, let isPlain) = value.value { #expect(isPlain) } else { Issue.record("not a scalar") }
    #expect(root["items"]?.int == 3)
}

@Test func verbatimValuesInListsKeepTheirColumns() throws {
    let text = "steps:\n  - animation: Animation.easeIn(duration: 0.2)\n  - name: b\n    animation: .smooth\n"
    let steps = try #require(try YAML.parse(text, verbatim: swiftValues)?["steps"]?.sequence)
    #expect(steps[0]["animation"]?.string == "Animation.easeIn(duration: 0.2)")
    #expect(steps[0]["animation"]?.column == 16)
    #expect(steps[1]["animation"]?.string == ".smooth")
    #expect(steps[1]["animation"]?.line == 4)
}

@Test func otherValuesOfAVerbatimKeyAreYAMLAsUsual() throws {
    #expect(throws: YAMLError.self) { try YAML.parse("a: .x(y: 1)\n", verbatim: swiftValues) }
    let text = "animation: '.smooth'\nb: |\n  animation: .x(y: 1)\n"
    let root = try #require(try YAML.parse(text, verbatim: swiftValues))
    #expect(root["animation"]?.string == ".smooth")
    #expect(root["animation"]?.column == 12)
    // A line inside a multi-line scalar is the scalar's text, as written.
    #expect(root["b"]?.string == "animation: .x(y: 1)\n")
}

@Test func verbatimValueDoesNotRunIntoTheNextLine() {
    let text = "animation: .spring(duration: 0.45,\n  bounce: 0.2)\n"
    #expect(throws: YAMLError.self) { try YAML.parse(text, verbatim: swiftValues) }
}
