/// A row of a ``MarkdownTable``.
package struct MarkdownTableRow: Sendable, Equatable {
    /// The cells as cmark renders them: always as many as the header has, because cmark pads a
    /// short row with empty cells and drops the cells past the header's count.
    package let cells: [MarkdownTableCell]
    /// The number of cells written in the source line, before padding or dropping; compare it
    /// with the header's `cells.count` to report a malformed row.
    package let sourceCellCount: Int
    /// Where the row starts (its line is the row's line).
    package let start: SourcePosition

    /// Creates a row.
    package init(cells: [MarkdownTableCell], sourceCellCount: Int, start: SourcePosition) {
        self.cells = cells
        self.sourceCellCount = sourceCellCount
        self.start = start
    }
}
