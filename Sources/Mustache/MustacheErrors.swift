/// Every error found in a set of templates, ordered by template name, line and column.
package struct MustacheErrors: Error, Sendable, CustomStringConvertible {
    /// The errors, never empty.
    package let errors: [MustacheError]

    package init(_ errors: [MustacheError]) {
        self.errors = errors.sorted {
            ($0.templateName, $0.line, $0.column) < ($1.templateName, $1.line, $1.column)
        }
    }

    /// One diagnostic per line.
    package var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
