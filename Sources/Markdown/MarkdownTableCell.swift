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
