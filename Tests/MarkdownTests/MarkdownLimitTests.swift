import Markdown
import Testing

/// The limit error for `text`, with the default options.
private func limitError(_ text: String) -> MarkdownLimitError? {
    MarkdownLimits.check(text)
}

/// A table row of `count` one-letter cells: `|c|c|…|c|`.
private func row(_ count: Int, cell: String = "c") -> String {
    "|" + Array(repeating: cell, count: count).joined(separator: "|") + "|"
}

/// A delimiter row of `count` columns: `|-|-|…|-|`.
private func delimiterRow(_ count: Int) -> String {
    row(count, cell: "-")
}

@Suite struct MarkdownLimitTests {
    // MARK: Table columns

    @Test func tableOf64ColumnsIsParsed() throws {
        let document = MarkdownDocument(parsing: row(64) + "\n" + delimiterRow(64) + "\n" + row(64) + "\n")
        #expect(document.limitError == nil)
        guard case .table(let table) = document.blocks.first?.kind else {
            Issue.record("expected a table")
            return
        }
        #expect(table.header.cells.count == 64)
    }

    @Test func tableOf65ColumnsIsRefusedAtTheHeadersSixtyFifthCell() {
        let text = row(65) + "\n" + delimiterRow(65) + "\n"
        let document = MarkdownDocument(parsing: text)
        #expect(document.blocks.isEmpty)
        #expect(document.limitError?.limit == .tableColumns)
        // Cell n of `|c|c|…` starts at column 2n.
        #expect(document.limitError?.position == SourcePosition(line: 1, column: 130))
        #expect(MarkdownRenderer.html(text) == "")
    }

    @Test func wideDelimiterRowIsRefusedEvenWithoutAMatchingHeader() {
        #expect(
            limitError("Some text\n" + delimiterRow(70) + "\n")?.position
                == SourcePosition(line: 2, column: 130))
    }

    @Test func wideHeaderIsRefusedEvenWithANarrowDelimiterRow() {
        #expect(limitError(row(65) + "\n|-|-|\n")?.position == SourcePosition(line: 1, column: 130))
    }

    @Test func wideBodyRowIsRefusedUnderANarrowTable() {
        let error = limitError("|a|b|\n|-|-|\n|x|y|\n" + row(100) + "\n")
        #expect(error?.limit == .tableColumns)
        #expect(error?.position == SourcePosition(line: 4, column: 130))
    }

    @Test func escapedPipesDoNotSplitCellsButPipesInCodeSpansDo() {
        // 64 cells, each holding an escaped pipe: one table of 64 columns.
        let escaped = row(64, cell: "a\\|b")
        #expect(limitError(escaped + "\n" + delimiterRow(64) + "\n") == nil)
        // A pipe inside a code span still ends a cell in a GFM table: 65 cells.
        let header = row(63) + "`x|y`|"
        #expect(limitError(header + "\n" + delimiterRow(64) + "\n")?.limit == .tableColumns)
    }

    @Test func indentedAndQuotedTablesAreCounted() {
        let indented = "   " + row(65) + "\n   " + delimiterRow(65) + "\n"
        #expect(limitError(indented)?.position == SourcePosition(line: 1, column: 133))
        let quoted = "> " + row(65) + "\n> " + delimiterRow(65) + "\n"
        #expect(limitError(quoted)?.position == SourcePosition(line: 1, column: 132))
    }

    @Test func wideTableInsideAFenceIsCode() {
        let text = "```\n" + row(200) + "\n" + delimiterRow(200) + "\n```\n"
        #expect(limitError(text) == nil)
        #expect(MarkdownDocument(parsing: text).blocks.count == 1)
    }

    @Test func fenceInsideAnHTMLBlockHidesNothing() {
        // To cmark the fence line is HTML, so the table after the blank line is a table.
        let text = "<div>\n```\n\n" + row(65) + "\n" + delimiterRow(65) + "\n"
        #expect(limitError(text)?.position == SourcePosition(line: 4, column: 130))
    }

    @Test func thirtyThousandColumnsAreRefusedWithoutParsing() {
        let text = row(30_000) + "\n" + delimiterRow(30_000) + "\n" + row(30_000) + "\n"
        let document = MarkdownDocument(parsing: text)
        #expect(document.limitError?.limit == .tableColumns)
        #expect(document.blocks.isEmpty)
    }

    // MARK: Paragraph above a delimiter row

    @Test func tableMayFollowFourLinesOfParagraph() throws {
        let document = MarkdownDocument(parsing: "one\ntwo\nthree\n| a | b |\n| - | - |\n| 1 | 2 |\n")
        #expect(document.limitError == nil)
        #expect(document.blocks.map(\.kind.isTable) == [false, true])
    }

    @Test func delimiterRowUnderFiveLinesOfParagraphIsRefused() {
        let error = limitError("one\ntwo\nthree\nfour\n| a | b |\n| - | - |\n")
        #expect(error?.limit == .linesAboveDelimiterRow)
        #expect(error?.position == SourcePosition(line: 6, column: 1))
        let quoted = limitError("> one\n> two\n> three\n> four\n> | a | b |\n> | - | - |\n")
        #expect(quoted?.position == SourcePosition(line: 6, column: 3))
    }

    @Test func repeatedFailedDelimiterRowsAreRefused() {
        // Each `:-` fails to match the two cells above it and joins the paragraph.
        let text = String(repeating: "a|b\n:-\n", count: 3)
        #expect(limitError(text)?.position == SourcePosition(line: 6, column: 1))
    }

    @Test func delimiterShapedRowsInsideATableAreRows() {
        let body = String(repeating: "| - | - |\n", count: 20)
        #expect(limitError("| a | b |\n| - | - |\n" + body) == nil)
    }

    // MARK: Padding cells in a page

    @Test func tableRowsThatWriteTheirCellsAreNotPadding() {
        let text = "|a|b|\n|-|-|\n" + String(repeating: "|x|y|\n", count: 60_000)
        #expect(limitError(text) == nil)
    }

    @Test func pageNeeding100000PaddingCellsIsParsed() {
        // 51 columns: 2,000 rows of one cell that cmark pads with 50 more each.
        let text = row(51) + "\n" + delimiterRow(51) + "\n" + String(repeating: "x\n", count: 2_000)
        #expect(limitError(text) == nil)
    }

    @Test func pageNeedingMorePaddingIsRefusedAtTheRowThatPassesTheLimit() {
        let text = row(51) + "\n" + delimiterRow(51) + "\n" + String(repeating: "x\n", count: 2_001)
        let error = limitError(text)
        #expect(error?.limit == .paddingCells)
        #expect(error?.position == SourcePosition(line: 2_003, column: 1))
    }

    // MARK: Nesting

    @Test func blockQuotesNested64DeepAreParsed() {
        let text = String(repeating: ">", count: 64) + " deep\n"
        #expect(limitError(text) == nil)
        #expect(MarkdownDocument(parsing: text).blocks.first?.kind == .blockQuote)
    }

    @Test func blockQuotesNested65DeepAreRefusedAtTheLastMarker() {
        let error = limitError("text\n\n" + String(repeating: ">", count: 10_000) + " deep\n" + "lazy\n")
        #expect(error?.limit == .nesting)
        #expect(error?.position == SourcePosition(line: 3, column: 65))
    }

    @Test func listsNestedOnOneLineOrByIndentationAreCounted() {
        #expect(limitError(String(repeating: "- ", count: 64) + "a\n") == nil)
        #expect(
            limitError(String(repeating: "- ", count: 65) + "a\n")?.position == SourcePosition(line: 1, column: 129))
        let indented = (0..<70).map { String(repeating: "  ", count: $0) + "- a\n" }.joined()
        #expect(limitError(indented)?.position == SourcePosition(line: 65, column: 129))
    }

    // MARK: Inline text

    @Test func paragraphOf5000EmphasisRunsIsParsed() {
        #expect(limitError(String(repeating: "*a* ", count: 2_500)) == nil)
        // Paragraphs count apart.
        let two = String(repeating: "*a* ", count: 2_500) + "\n\n" + String(repeating: "_a_ ", count: 2_500)
        #expect(limitError(two) == nil)
    }

    @Test func paragraphOfMoreEmphasisRunsIsRefusedAtTheRunPastTheLimit() {
        let lines = String(repeating: "*a_b**c__\n", count: 1_250) + "x *y*\n"
        let error = limitError(lines)
        #expect(error?.limit == .emphasisRuns)
        #expect(error?.position == SourcePosition(line: 1_251, column: 3))
    }

    @Test func escapedAsterisksAreText() {
        #expect(limitError(String(repeating: "\\*a ", count: 6_000)) == nil)
    }

    @Test func paragraphOf200ImageOpenersIsParsed() {
        #expect(limitError(String(repeating: "![", count: 200) + String(repeating: "[l](u)", count: 100)) == nil)
    }

    @Test func paragraphOfMoreImageOpenersIsRefused() {
        let error = limitError(String(repeating: "![[]()", count: 300))
        #expect(error?.limit == .imageOpeners)
        #expect(error?.position == SourcePosition(line: 1, column: 200 * 6 + 1))
    }

    @Test func unclosedRawHTMLOpenersAreCountedAfterTheLastCloser() {
        let opened = String(repeating: "a <?\n", count: 32)
        #expect(limitError(opened) == nil)
        #expect(limitError(String(repeating: "a <?\n", count: 100) + "?>\n") == nil)
        // Paragraphs count apart.
        #expect(limitError(opened + "\n" + opened) == nil)
        let error = limitError("?>\n" + String(repeating: "a <?\n", count: 33))
        #expect(error?.limit == .unclosedHTML)
        #expect(error?.position == SourcePosition(line: 34, column: 3))
        #expect(error?.message.contains("'<?'") == true)
    }

    @Test func unclosedDeclarationsAndCharacterDataAreCounted() {
        #expect(limitError(String(repeating: "a <!A\n", count: 33))?.position == SourcePosition(line: 33, column: 3))
        #expect(
            limitError(String(repeating: "<![CDATA[ ", count: 33))?.position == SourcePosition(line: 1, column: 321))
    }

    @Test func lineOf100AtSignsIsParsedAndMoreIsRefused() {
        #expect(limitError(String(repeating: "a@", count: 100) + "\n" + String(repeating: "a@", count: 100)) == nil)
        let error = limitError("x\n" + String(repeating: "a@", count: 101))
        #expect(error?.limit == .atSignsPerLine)
        #expect(error?.position == SourcePosition(line: 2, column: 202))
        let withoutAutolinks = MarkdownOptions(extensions: [.table])
        #expect(MarkdownLimits.check(String(repeating: "a@", count: 101), options: withoutAutolinks) == nil)
    }

    // MARK: Reporting

    @Test func errorDescriptionUsesTheCompilerFormat() {
        let error = MarkdownLimitError(limit: .nesting, position: SourcePosition(line: 3, column: 65), message: "deep")
        #expect(error.description == "3:65: error: deep")
    }

    @Test func firstProblemInSourceOrderIsReported() {
        let text = String(repeating: ">", count: 70) + "\n\n" + row(65) + "\n" + delimiterRow(65) + "\n"
        #expect(limitError(text)?.limit == .nesting)
    }

    @Test func tableRulesFollowTheTableExtension() {
        let text = row(65) + "\n" + delimiterRow(65) + "\n"
        #expect(MarkdownLimits.check(text, options: MarkdownOptions(extensions: [])) == nil)
    }
}

extension MarkdownBlock.Kind {
    fileprivate var isTable: Bool {
        if case .table = self { return true }
        return false
    }
}

@Suite struct MarkdownLimitTableModelTests {
    @Test func dashRowsInAQuotedTableAreRows() {
        let body = String(repeating: "> | - | - |\n", count: 20)
        #expect(MarkdownLimits.check("> | a | b |\n> | - | - |\n" + body) == nil)
    }

    @Test func linesAfterAListItemCountAsItsParagraph() {
        // The header is the list item's lazy text, so cmark starts no table; the scan cannot
        // tell lazy text from a paragraph of its own, so the dash rows below count as lines
        // that look like delimiter rows under a growing paragraph.
        let text = "- item\n| a | b |\n| - | - |\n" + String(repeating: "| - | - |\n", count: 5)
        #expect(MarkdownLimits.check(text)?.limit == .linesAboveDelimiterRow)
    }
}
