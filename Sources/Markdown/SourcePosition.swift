/// A place in the Markdown source, as cmark reports it.
///
/// Both numbers are 1-based. The column counts UTF-8 bytes from the start of the line, the way
/// cmark does, so it matches the column of an ASCII-only line in an editor.
package struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, starting at 1.
    package let line: Int
    /// The byte column, starting at 1.
    package let column: Int

    /// Creates a position from a 1-based line and column.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, the form compiler diagnostics use.
    package var description: String { "\(line):\(column)" }

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
