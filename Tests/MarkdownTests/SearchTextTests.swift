import Markdown
import Testing

/// Search text comes from the parse tree, so no markup, entity or raw HTML leaks into it.
@Test func blockTextIsTheWordsAReaderSees() {
    let document = MarkdownDocument(parsing: "Fade *in* &amp; `out` <b>bold</b>, A&B.\n")
    #expect(document.blocks.map(\.text) == ["Fade in & out bold, A&B."])
}

@Test func blockTextSeparatesListItemsAndKeepsCode() {
    let document = MarkdownDocument(parsing: "- undo\n- reorder\n\n```swift\nVStack { }\n```\n")
    #expect(document.blocks.map(\.text) == ["undo reorder", "VStack { }"])
}
