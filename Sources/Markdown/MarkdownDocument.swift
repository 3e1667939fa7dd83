/// A place in the Markdown source, as cmark reports it.
///
/// Both numbers are 1-based. The column counts UTF-8 bytes from the start of the line, the way
/// cmark does, so it matches the column of an ASCII-only line in an editor.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, starting at 1.
    public let line: Int
    /// The byte column, starting at 1.
    public let column: Int

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, the form compiler diagnostics use.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A parsed Markdown text: its top-level blocks, each with its source range and its HTML.
///
/// The C tree is parsed, copied into these values and freed inside the initializer, so a
/// document is a plain value that can be sent across threads.
///
/// A text that goes past one of ``MarkdownLimits`` is not parsed: its ``limitError`` says
/// where, and it has no blocks.
public struct MarkdownDocument: Sendable {
    /// The top-level blocks, in source order, followed by one ``MarkdownBlock/Kind/footnotes``
    /// block when footnotes are enabled and referenced. Empty when ``limitError`` is set.
    public let blocks: [MarkdownBlock]
    /// The first construct of the text that goes past one of ``MarkdownLimits``, which kept
    /// the text from being parsed; nil when it was parsed.
    public let limitError: MarkdownLimitError?

    /// Parses `text` and copies out its top-level blocks.
    ///
    /// - Parameters:
    ///   - text: The Markdown source.
    ///   - options: Extensions, footnotes, raw HTML and punctuation settings.
    ///   - codeBlockHTML: Called for every fenced code block, at any depth, with the first word
    ///     of its info string (empty when there is none) and its code. When it returns HTML, that
    ///     HTML is inserted verbatim in place of cmark's `<pre><code>…</code></pre>`, so it must
    ///     be complete and escaped. Returning `nil` keeps cmark's rendering. Raw HTML written by
    ///     the author stays omitted unless ``MarkdownOptions/allowsRawHTML`` is set. With the
    ///     `tagfilter` extension and raw HTML allowed, tags such as `<style>` in the returned HTML
    ///     are escaped like the author's.
    ///
    /// Safe to call from several threads at once: each call has its own parser and tree.
    public init(
        parsing text: String,
        options: MarkdownOptions = .init(),
        codeBlockHTML: (@Sendable (_ language: String, _ code: String) -> String?)? = nil
    ) {
        limitError = MarkdownLimits.check(text, options: options)
        guard limitError == nil else {
            blocks = []
            return
        }
        blocks = CmarkTree.withTree(parsing: text, options: options) { tree in
            tree.copyBlocks(codeBlockHTML: codeBlockHTML)
        }
    }

    /// The whole document's HTML: the blocks' HTML, concatenated.
    public var html: String {
        var result = ""
        result.reserveCapacity(blocks.reduce(0) { $0 + $1.html.utf8.count })
        for block in blocks { result += block.html }
        return result
    }
}

/// One top-level block of a ``MarkdownDocument``.
public struct MarkdownBlock: Sendable, Equatable {
    /// What the block is, with the data a loader needs to check it.
    public enum Kind: Sendable, Equatable {
        /// An ATX (`#`) or setext heading; `text` is its plain text, code spans included.
        case heading(level: Int, text: String)
        case paragraph
        /// A bullet, ordered or task list.
        case list
        case blockQuote
        /// A fenced or indented code block; `info` is the whole info string, `code` the content.
        case codeBlock(info: String, code: String)
        /// Raw HTML; its ``MarkdownBlock/html`` is a placeholder comment unless raw HTML is
        /// allowed.
        case htmlBlock
        case thematicBreak
        /// A GFM table.
        case table(MarkdownTable)
        /// All footnote definitions, which cmark gathers after the other blocks and renders as
        /// one `<section class="footnotes">`. The range spans the first to the last definition;
        /// cmark places each definition where its text starts, after the `[^label]:`.
        case footnotes
        /// A node type this wrapper does not name, by its cmark type string.
        case other(String)
    }

    /// What the block is.
    public let kind: Kind
    /// Where the block starts.
    public let start: SourcePosition
    /// The last character of the block (inclusive).
    public let end: SourcePosition
    /// This block rendered alone to HTML; concatenating all blocks gives the document's HTML.
    public let html: String
    /// The block's words for search, read from the parse tree (not from the HTML): text, code
    /// spans and code blocks, separated by spaces where blocks end; no markup, no raw HTML.
    public let text: String

    /// Creates a block; the parser is the usual source of blocks.
    public init(kind: Kind, start: SourcePosition, end: SourcePosition, html: String, text: String = "") {
        self.kind = kind
        self.start = start
        self.end = end
        self.html = html
        self.text = text
    }
}

/// A GFM table, copied out of the parse tree.
public struct MarkdownTable: Sendable, Equatable {
    /// The header row.
    public let header: MarkdownTableRow
    /// The body rows, in order.
    public let rows: [MarkdownTableRow]

    /// Creates a table from its rows.
    public init(header: MarkdownTableRow, rows: [MarkdownTableRow]) {
        self.header = header
        self.rows = rows
    }
}

/// A row of a ``MarkdownTable``.
public struct MarkdownTableRow: Sendable, Equatable {
    /// The cells as cmark renders them: always as many as the header has, because cmark pads a
    /// short row with empty cells and drops the cells past the header's count.
    public let cells: [MarkdownTableCell]
    /// The number of cells written in the source line, before padding or dropping; compare it
    /// with the header's `cells.count` to report a malformed row.
    public let sourceCellCount: Int
    /// Where the row starts (its line is the row's line).
    public let start: SourcePosition

    /// Creates a row.
    public init(cells: [MarkdownTableCell], sourceCellCount: Int, start: SourcePosition) {
        self.cells = cells
        self.sourceCellCount = sourceCellCount
        self.start = start
    }
}

/// A cell of a ``MarkdownTableRow``.
public struct MarkdownTableCell: Sendable, Equatable {
    /// The plain text of the cell, code spans' content included, markup left out.
    public let text: String
    /// The cell's contents rendered to inline HTML, without the `<td>` or `<th>` around them.
    public let html: String

    /// Creates a cell.
    public init(text: String, html: String) {
        self.text = text
        self.html = html
    }
}

/// Whole-document rendering, for callers that need no block structure.
public enum Markdown {
    /// Renders `text` to HTML in one piece.
    ///
    /// A text that goes past one of ``MarkdownLimits`` is not parsed and renders as the empty
    /// string; ``MarkdownLimits/check(_:options:)`` tells why.
    ///
    /// - Parameters:
    ///   - text: The Markdown source.
    ///   - options: Extensions, footnotes, raw HTML and punctuation settings.
    ///   - codeBlockHTML: Replaces fenced code blocks' rendering, as in
    ///     ``MarkdownDocument/init(parsing:options:codeBlockHTML:)``.
    public static func html(
        _ text: String,
        options: MarkdownOptions = .init(),
        codeBlockHTML: (@Sendable (_ language: String, _ code: String) -> String?)? = nil
    ) -> String {
        guard MarkdownLimits.check(text, options: options) == nil else { return "" }
        return CmarkTree.withTree(parsing: text, options: options) { tree in
            tree.renderDocument(codeBlockHTML: codeBlockHTML)
        }
    }
}
