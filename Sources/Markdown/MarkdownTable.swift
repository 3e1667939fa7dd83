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
