/// A cell of a ``MarkdownTableRow``.
package struct MarkdownTableCell: Sendable, Equatable {
    /// The plain text of the cell, code spans' content included, markup left out.
    package let text: String
    /// The cell's contents rendered to inline HTML, without the `<td>` or `<th>` around them.
    package let html: String

    /// Creates a cell.
    package init(text: String, html: String) {
        self.text = text
        self.html = html
    }
}
