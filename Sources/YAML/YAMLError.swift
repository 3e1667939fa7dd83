import CYAML
import Diagnostics

/// A YAML text that could not be read, with the 1-based position of the problem.
package struct YAMLError: Error, Sendable, Equatable {
    package let message: String
    package let line: Int
    package let column: Int

    package init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}

extension YAMLError: DiagnosticConvertible {
    /// The error at its place in the file the YAML text was read from.
    package func diagnostics(at origin: SourceLocation) -> [Diagnostic] {
        [.error("yaml.malformed", "malformed YAML: \(message)", at: origin.offset(line: line, column: column))]
    }
}
