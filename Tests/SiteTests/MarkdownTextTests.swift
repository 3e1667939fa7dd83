import Testing

@testable import Site

/// Text put into the published API tables' Markdown: what would leave its cell or be read as
/// markup is escaped, and the rest is left as it was.
@Suite struct MarkdownTextTests {
    @Test func plainTextIsItsOwnCell() {
        #expect(MarkdownText.cell("A list of rows, café") == "A list of rows, café")
        #expect(MarkdownText.text("A list of rows, café") == "A list of rows, café")
    }

    @Test func pipesAndLineBreaksStayInTheCell() {
        #expect(MarkdownText.cell("a|b\nc\r\nd") == "a\\|b c  d")
        #expect(MarkdownText.text("x | y") == "x \\| y")
    }

    @Test func ampersandsAndAngleBracketsAreEscapedOutsideCode() {
        #expect(MarkdownText.text("Tom & <Jerry>|") == "Tom &amp; &lt;Jerry>\\|")
        #expect(MarkdownText.code("a < b") == "`a < b`")
    }

    @Test func codeSpansHoldTheirBackticks() {
        #expect(MarkdownText.code("items") == "`items`")
        #expect(MarkdownText.code("a`b") == "``a`b``")
        #expect(MarkdownText.code("`tick`") == "`` `tick` ``")
        #expect(MarkdownText.code("a|b") == "`a\\|b`")
    }
}
