/// How Markdown text is parsed and rendered.
public struct MarkdownOptions: Sendable, Equatable {
    /// The GFM extensions to enable. All five by default.
    public var extensions: Set<MarkdownExtension>
    /// Parses `[^note]` references and `[^note]: …` definitions. Off by default.
    public var footnotes: Bool
    /// Renders raw HTML and unsafe link schemes (`javascript:` …) as written. Off by default:
    /// raw HTML becomes `<!-- raw HTML omitted -->` and unsafe links get an empty address,
    /// which is cmark's safe mode. Turn it on only for trusted text or the conformance test.
    public var allowsRawHTML: Bool
    /// Turns straight quotes into curly ones, `--` into an en dash and `---` into an em dash.
    /// Off by default.
    public var smartPunctuation: Bool

    /// Creates options; the defaults are GitHub's extensions in safe mode.
    public init(
        extensions: Set<MarkdownExtension> = Set(MarkdownExtension.allCases),
        footnotes: Bool = false,
        allowsRawHTML: Bool = false,
        smartPunctuation: Bool = false
    ) {
        self.extensions = extensions
        self.footnotes = footnotes
        self.allowsRawHTML = allowsRawHTML
        self.smartPunctuation = smartPunctuation
    }
}
