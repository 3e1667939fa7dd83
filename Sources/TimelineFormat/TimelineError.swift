import Diagnostics

/// One problem in a `timeline` block, at a 1-based line and column of the block's body.
public struct TimelineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in words an author can act on.
    public let message: String
    /// The 1-based line in the block's body (the line after the opening fence is 1).
    public let line: Int
    /// The 1-based column.
    public let column: Int

    /// Creates an error.
    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}
