/// Bounds on Markdown that keep cmark-gfm fast.
///
/// The installed cmark-gfm (0.29.0.gfm.6) takes time quadratic in the size of some
/// constructs, so that one page under the 1 MiB file limit (a table tens of thousands of columns
/// wide) can stall a build for minutes. Later releases fixed these; this one is what Debian
/// ships. So a page is scanned, in one linear
/// pass, before cmark-gfm sees it, and a page that goes past a limit is refused with a
/// ``MarkdownLimitError`` instead of being parsed.
///
/// The scan reads the page's lines, not its full block structure, so it counts generously:
/// where it cannot tell whether cmark-gfm would see a table, a paragraph or code, it counts
/// the construct. The limits are far above what pages need.
package enum MarkdownLimits {
    /// The most cells in a line that could be a table row: a table's delimiter row
    /// (`| --- | :-: |`), the lines of paragraph above it, and the lines of a table. cmark-gfm's
    /// time grows with the square of a row's cells.
    package static let tableColumns = 64

    /// The most lines of paragraph text above a line that looks like a table's delimiter row,
    /// header row included. cmark-gfm reads that whole paragraph again for every such line,
    /// in time that grows with its lines times its length.
    package static let linesAboveDelimiterRow = 4

    /// The most empty cells cmark-gfm may add to a page's tables: it pads every short row to
    /// its header's width, so short rows under a wide header would make an HTML page hundreds
    /// of times the size of its source.
    package static let paddingCells = 100_000

    /// How deep block quotes and list items may nest, counting each `>` and list marker at
    /// the start of a line and every two columns of indentation before them (beyond the space
    /// after each marker). cmark-gfm walks every open container for every line.
    package static let nesting = 64

    /// The most runs of `*`, `_` or `~` in one paragraph: cmark-gfm's time grows with the
    /// square of their number when they mix.
    package static let emphasisRuns = 5_000

    /// The most image openers `![` in one paragraph: cmark-gfm reads all of them again at
    /// every link that follows.
    package static let imageOpeners = 200

    /// The most openers of one kind of raw HTML (`<?`, `<!` and a letter, `<![CDATA[`) after
    /// the last closer of that kind (`?>`, `>`, `]]>`) in one paragraph: cmark-gfm reads to
    /// the end of the paragraph for each.
    package static let unclosedHTML = 32

    /// The most `@` in one line when the autolink extension is on: for each, it reads the rest
    /// of the text around it again, up to a thousand times, looking for an e-mail address.
    package static let atSignsPerLine = 100

    /// The first construct in `text`, in source order, that goes past a limit, or nil.
    ///
    /// ``MarkdownDocument`` and ``Markdown/html(_:options:codeBlockHTML:)`` run this check
    /// themselves; call it to learn why they refused a text.
    package static func check(_ text: String, options: MarkdownOptions = .init()) -> MarkdownLimitError? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = LimitScanner(source: bytes, options: options)
            scanner.run()
            return scanner.firstError
        }
    }
}
