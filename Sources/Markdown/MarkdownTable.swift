/// A GFM table, copied out of the parse tree.
package struct MarkdownTable: Sendable, Equatable {
    /// The header row.
    package let header: MarkdownTableRow
    /// The body rows, in order.
    package let rows: [MarkdownTableRow]

    /// Creates a table from its rows.
    package init(header: MarkdownTableRow, rows: [MarkdownTableRow]) {
        self.header = header
        self.rows = rows
    }
}
