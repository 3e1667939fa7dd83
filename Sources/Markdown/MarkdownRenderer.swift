/// Whole-document rendering, for callers that need no block structure.
package enum MarkdownRenderer {
    /// Renders `text` to HTML in one piece.
    ///
    /// A text that goes past one of ``MarkdownLimits`` is not parsed and renders as the empty
    /// string; ``MarkdownLimits/check(_:options:)`` tells why.
    ///
    /// - Parameters:
    ///   - text: The Markdown source.
    ///   - options: Extensions, footnotes, raw HTML and punctuation settings.
    ///   - codeBlockHTML: Replaces fenced code blocks' rendering, as in
    ///     ``MarkdownDocument/init(parsing:options:codeBlockHTML:)``.
    package static func html(
        _ text: String,
        options: MarkdownOptions = .init(),
        codeBlockHTML: (@Sendable (_ language: String, _ code: String) -> String?)? = nil
    ) -> String {
        guard MarkdownLimits.check(text, options: options) == nil else { return "" }
        return CmarkTree.withTree(parsing: text, options: options) { tree in
            tree.renderDocument(codeBlockHTML: codeBlockHTML)
        }
    }
}
