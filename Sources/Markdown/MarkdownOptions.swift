/// How Markdown text is parsed and rendered.
package struct MarkdownOptions: Sendable, Equatable {
    /// The GFM extensions to enable. All five by default.
    package var extensions: Set<MarkdownExtension>
    /// Parses `[^note]` references and `[^note]: …` definitions. Off by default.
    package var footnotes: Bool
    /// Renders raw HTML and unsafe link schemes (`javascript:` …) as written. Off by default:
    /// raw HTML becomes `<!-- raw HTML omitted -->` and unsafe links get an empty address,
    /// which is cmark's safe mode. Turn it on only for trusted text or the conformance test.
    package var allowsRawHTML: Bool
    /// Turns straight quotes into curly ones, `--` into an en dash and `---` into an em dash.
    /// Off by default.
    package var smartPunctuation: Bool
    /// Gives every heading an `id` made from its text (``HeadingID``), unique in the document
    /// and never one of ``reservedHeadingIDs``, and an anchor link to itself. Off by default.
    package var headingIDs: Bool
    /// IDs the page around the document already uses, which headings never take.
    package var reservedHeadingIDs: Set<String>
    /// The language of code, written as `lang` on code spans (`<code lang="en">`) for pages in
    /// another language. Nil by default: no attribute.
    package var codeLanguage: String?

    /// Creates options; the defaults are GitHub's extensions in safe mode.
    package init(
        extensions: Set<MarkdownExtension> = Set(MarkdownExtension.allCases),
        footnotes: Bool = false,
        allowsRawHTML: Bool = false,
        smartPunctuation: Bool = false,
        headingIDs: Bool = false,
        reservedHeadingIDs: Set<String> = [],
        codeLanguage: String? = nil
    ) {
        self.extensions = extensions
        self.footnotes = footnotes
        self.allowsRawHTML = allowsRawHTML
        self.smartPunctuation = smartPunctuation
        self.headingIDs = headingIDs
        self.reservedHeadingIDs = reservedHeadingIDs
        self.codeLanguage = codeLanguage
    }
}
