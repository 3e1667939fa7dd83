/// One top-level block of a ``MarkdownDocument``.
package struct MarkdownBlock: Sendable, Equatable {
    /// What the block is, with the data a loader needs to check it.
    package enum Kind: Sendable, Equatable {
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
    package let kind: Kind
    /// Where the block starts.
    package let start: SourcePosition
    /// The last character of the block (inclusive).
    package let end: SourcePosition
    /// This block rendered alone to HTML; concatenating all blocks gives the document's HTML.
    package let html: String
    /// The block's words for search, read from the parse tree (not from the HTML): text, code
    /// spans and code blocks, separated by spaces where blocks end; no markup, no raw HTML.
    package let text: String
    /// A heading's `id`, when ``MarkdownOptions/headingIDs`` is on; nil for other blocks.
    package let headingID: String?

    /// Creates a block; the parser is the usual source of blocks.
    package init(
        kind: Kind, start: SourcePosition, end: SourcePosition, html: String, text: String = "",
        headingID: String? = nil
    ) {
        self.kind = kind
        self.start = start
        self.end = end
        self.html = html
        self.text = text
        self.headingID = headingID
    }
}
