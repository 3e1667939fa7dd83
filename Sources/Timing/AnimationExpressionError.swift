import Diagnostics
import Foundation
import TextUtilities

/// A problem in an animation expression, with the 1-based column it points at.
package struct AnimationExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in words a catalog author can act on.
    package let message: String
    /// The 1-based column, in characters, of the name or value the message is about.
    package let column: Int

    /// Creates an error.
    package init(message: String, column: Int) {
        self.message = message
        self.column = column
    }

    /// `column N: message`.
    package var description: String { "column \(column): \(message)" }
}

extension AnimationExpressionError: DiagnosticConvertible {
    /// The error at its column of an expression that starts at `origin`.
    package func diagnostics(at origin: SourceLocation) -> [Diagnostic] {
        [.error("expression.invalid", message, at: origin.offset(line: 1, column: column))]
    }
}
