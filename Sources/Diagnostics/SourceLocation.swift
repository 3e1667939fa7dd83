/// Where a diagnostic points: a file as the user named it, and a 1-based line and column.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    public let path: String
    public let line: Int
    public let column: Int

    public init(path: String, line: Int = 1, column: Int = 1) {
        self.path = path
        self.line = max(line, 1)
        self.column = max(column, 1)
    }

    /// `path:line:column`, as compilers print it.
    public var description: String { "\(path):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }

    /// A position inside a text that starts at this location: the text's line 1 is this
    /// location's line, and its first line starts at this location's column.
    public func offset(line: Int, column: Int) -> SourceLocation {
        SourceLocation(
            path: path, line: self.line + max(line, 1) - 1,
            column: line <= 1 ? self.column + max(column, 1) - 1 : column)
    }
}
