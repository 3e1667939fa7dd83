import Diagnostics
import Testing
import TextUtilities

@Test func diagnosticPrintsInTheCompilerFormat() {
    let diagnostic = Diagnostic.error(
        "field.missing", "missing required field 'title'", at: SourceLocation(path: "Content/a.md", line: 3, column: 7))
    #expect(diagnostic.description == "Content/a.md:3:7: error: missing required field 'title'")
}

@Test func suggestionAndNotesPrintAfterTheMessage() {
    let diagnostic = Diagnostic.error(
        "content.unknown-category", "unknown category 'transitionz'",
        at: SourceLocation(path: "a.md", line: 4, column: 11),
        suggestion: "transitions",
        notes: [.init("categories are listed here", at: SourceLocation(path: "site.yml", line: 7, column: 3))])
    #expect(diagnostic.text == "unknown category 'transitionz'; did you mean 'transitions'?")
    #expect(
        diagnostic.description == """
            a.md:4:11: error: unknown category 'transitionz'; did you mean 'transitions'?
            site.yml:7:3: note: categories are listed here
            """)
}

@Test func strictPolicyMakesWarningsErrorsAndFails() {
    let warning = Diagnostic.warning("content.missing-translation", "no page in 'es'", at: SourceLocation(path: "x"))
    #expect(!DiagnosticPolicy(strict: false).fails([warning]))
    #expect(DiagnosticPolicy(strict: true).fails([warning]))
    #expect(DiagnosticPolicy(strict: true).apply([warning]).map(\.severity) == [.error])
    #expect(DiagnosticPolicy(strict: false).apply([warning]).map(\.severity) == [.warning])
}

@Test func policyReportsARepeatedDiagnosticOnceInPlaceOrder() {
    let late = Diagnostic.error("a", "late", at: SourceLocation(path: "b.md", line: 9))
    let early = Diagnostic.error("a", "early", at: SourceLocation(path: "a.md", line: 2))
    #expect(DiagnosticPolicy(strict: false).apply([late, early, late]) == [early, late])
}

@Test func offsetPlacesAPositionOfAnEmbeddedText() {
    let origin = SourceLocation(path: "page.md", line: 10, column: 5)
    #expect(origin.offset(line: 1, column: 3) == SourceLocation(path: "page.md", line: 10, column: 7))
    #expect(origin.offset(line: 3, column: 2) == SourceLocation(path: "page.md", line: 12, column: 2))
}

@Test func closestNameSuggestsATypoAndNothingFarOrHuge() {
    #expect(closestName(to: "smoth", among: ["smooth", "snappy"]) == "smooth")
    #expect(closestName(to: "dealy", among: ["delay", "speed"]) == "delay")
    #expect(closestName(to: "banana", among: ["delay", "speed"]) == nil)
    #expect(closestName(to: String(repeating: "a", count: 10_000), among: ["a"]) == nil)
}

@Test func controlCharactersQuotedInAMessageCannotForgeALine() {
    let diagnostic = Diagnostic.error(
        "field.not-text", "unknown language 'x\r\u{1B}[2Ja.md:1:1: error: forged\ny\u{202E}'",
        at: SourceLocation(path: "a.md"),
        notes: [.init("see\nhere")])
    #expect(
        diagnostic.description == """
            a.md:1:1: error: unknown language 'x\\r\\u{1B}[2Ja.md:1:1: error: forged\\ny\\u{202E}'
            a.md:1:1: note: see\\nhere
            """)
    #expect("plain é 字 🙂".escapingControlCharacters == "plain é 字 🙂")
}
