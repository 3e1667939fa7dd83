/// A GitHub Flavored Markdown extension of cmark-gfm.
///
/// The raw value is the name cmark-gfm registers the extension under.
package enum MarkdownExtension: String, Sendable, CaseIterable, Hashable {
    /// Pipe tables.
    case table
    /// `~text~` and `~~text~~` render as `<del>`.
    case strikethrough
    /// Bare `www.` and `https://` links and e-mail addresses become links.
    case autolink
    /// Raw HTML tags such as `<script>` and `<iframe>` are escaped; only matters with
    /// ``MarkdownOptions/allowsRawHTML``.
    case tagfilter
    /// `- [ ]` and `- [x]` list items render as checkboxes.
    case tasklist
}
