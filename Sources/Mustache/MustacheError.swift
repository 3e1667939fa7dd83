/// A problem in a template, found while parsing, linking or rendering it.
///
/// Its ``description`` uses the compiler format, `name:line:column: error: message`, so a
/// caller that knows the file behind ``templateName`` can print an actionable diagnostic.
package struct MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name the template was registered or created with.
    package let templateName: String
    /// The 1-based line of the tag at fault, or 0 when the error has no place in a template
    /// (for example, rendering a name the library does not hold).
    package let line: Int
    /// The 1-based column, counted in Unicode scalars, of the tag at fault; 0 with ``line``.
    package let column: Int
    /// What is wrong, in one sentence.
    package let message: String
    /// For a name that resolves to nothing in strict lookup (see
    /// ``MustacheLibrary/MissingNamePolicy/fail``): the name and what exists where its lookup
    /// failed, so that a caller can offer the suggestion without reading ``message``. Nil for
    /// every other error.
    package let unknownName: UnknownName?
    /// The render went past one of its budgets (``MustacheLimits/partialExpansions``,
    /// ``MustacheLimits/renderedSize``, ``MustacheLimits/idleSteps``): the templates, not one
    /// page's data, are at fault, and rendering more pages with them costs as much again.
    package let isOverBudget: Bool

    package init(
        templateName: String, line: Int, column: Int, message: String, unknownName: UnknownName? = nil,
        isOverBudget: Bool = false
    ) {
        self.templateName = templateName
        self.line = line
        self.column = column
        self.message = message
        self.unknownName = unknownName
        self.isOverBudget = isOverBudget
    }

    /// A variable or section name that strict lookup could not resolve.
    package struct UnknownName: Sendable, Hashable {
        /// The name as the tag wrote it, such as `component.titel`.
        package let name: String
        /// The part of the name that resolved, such as `component`; empty when the first part
        /// of the name is in no frame of the context stack.
        package let resolvedPart: String
        /// The full name the author probably meant, such as `component.title`, or nil when no
        /// known name is close.
        package let suggestion: String?
        /// The names known where the lookup failed (the members of ``resolvedPart``, or every
        /// name of the context stack), closest to the unknown one first; empty when
        /// ``resolvedPart`` is a value that has no members, such as text or a list.
        package let available: [String]

        package init(name: String, resolvedPart: String, suggestion: String?, available: [String]) {
            self.name = name
            self.resolvedPart = resolvedPart
            self.suggestion = suggestion
            self.available = available
        }
    }

    package var description: String {
        if line == 0 {
            return "\(templateName): error: \(message)"
        }
        return "\(templateName):\(line):\(column): error: \(message)"
    }
}
