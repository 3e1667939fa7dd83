import Diagnostics

/// Every problem found in one `timeline` block, in the order of the text.
package struct TimelineErrors: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problems, sorted by line and column; never empty.
    package let errors: [TimelineError]

    /// Wraps problems, sorting them by position.
    package init(_ errors: [TimelineError]) {
        self.errors = errors.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element)
    }

    /// One problem per line.
    package var description: String { errors.map(\.description).joined(separator: "\n") }
}

extension TimelineErrors: DiagnosticConvertible {
    /// Each problem at its place in the page, for a block whose body starts on `origin`'s line.
    package func diagnostics(at origin: SourceLocation) -> [Diagnostic] {
        errors.map { problem in
            .error(
                "timeline.invalid", "timeline: \(problem.message)",
                at: origin.offset(line: problem.line, column: problem.column))
        }
    }
}
