/// Where a diagnostic points: a file as the user named it, and a 1-based line and column.
package struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    package let path: String
    package let line: Int
    package let column: Int

    package init(path: String, line: Int = 1, column: Int = 1) {
        self.path = path
        self.line = max(line, 1)
        self.column = max(column, 1)
    }

    /// `path:line:column`, as compilers print it.
    package var description: String { "\(path):\(line):\(column)" }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }

    /// A position inside a text that starts at this location: the text's line 1 is this
    /// location's line, and its first line starts at this location's column.
    package func offset(line: Int, column: Int) -> SourceLocation {
        SourceLocation(
            path: path, line: self.line + max(line, 1) - 1,
            column: line <= 1 ? self.column + max(column, 1) - 1 : column)
    }
}
