import Diagnostics

/// One problem in a `timeline` block, at a 1-based line and column of the block's body.
package struct TimelineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in words an author can act on.
    package let message: String
    /// The 1-based line in the block's body (the line after the opening fence is 1).
    package let line: Int
    /// The 1-based column.
    package let column: Int

    /// Creates an error.
    package init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line:column: message`.
    package var description: String { "\(line):\(column): \(message)" }
}
