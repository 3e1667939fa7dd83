import Diagnostics

/// A construct on which the installed cmark-gfm would take quadratic time or worse, found in
/// the Markdown source before cmark-gfm sees it: such a page is not parsed.
///
/// Its ``description`` reads `line:column: error: message`; a caller that knows the file and
/// where the Markdown starts in it prefixes the path and shifts the line.
package struct MarkdownLimitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which of ``MarkdownLimits`` the page goes past: a stable identifier for tests and tools.
    package enum Limit: String, Sendable, Hashable, CaseIterable {
        /// ``MarkdownLimits/tableColumns``.
        case tableColumns
        /// ``MarkdownLimits/linesAboveDelimiterRow``.
        case linesAboveDelimiterRow
        /// ``MarkdownLimits/paddingCells``.
        case paddingCells
        /// ``MarkdownLimits/nesting``.
        case nesting
        /// ``MarkdownLimits/emphasisRuns``.
        case emphasisRuns
        /// ``MarkdownLimits/imageOpeners``.
        case imageOpeners
        /// ``MarkdownLimits/unclosedHTML``.
        case unclosedHTML
        /// ``MarkdownLimits/atSignsPerLine``.
        case atSignsPerLine
    }

    /// The limit gone past.
    package let limit: Limit
    /// Where the construct that goes past it is: a cell, marker, line or opener.
    package let position: SourcePosition
    /// What is wrong and how to fix it, in one sentence.
    package let message: String

    /// Creates an error; the check in ``MarkdownLimits/check(_:options:)`` is its usual source.
    package init(limit: Limit, position: SourcePosition, message: String) {
        self.limit = limit
        self.position = position
        self.message = message
    }

    package var description: String {
        "\(position): error: \(message)"
    }
}

extension MarkdownLimitError: DiagnosticConvertible {
    /// The error at its place in the page, for a Markdown text that starts at `origin`.
    package func diagnostics(at origin: SourceLocation) -> [Diagnostic] {
        [
            .error(
                Diagnostic.ID(rawValue: "markdown.\(limit.rawValue)"), message,
                at: origin.offset(line: position.line, column: position.column))
        ]
    }
}
