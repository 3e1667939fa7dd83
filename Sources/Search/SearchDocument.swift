import TextUtilities

/// One page as the search index sees it: what a result shows, the facets it can be filtered
/// by, and its weighted text.
package struct SearchDocument: Sendable, Hashable {
    /// `component` or `guide`.
    package let kind: String
    /// The page's link, relative to the site's root.
    package let url: String
    package let title: String
    package let summary: String
    /// The text snippets are cut from, in the index's language: plain text, no markup.
    package let text: String
    /// Facet name → the slugs of the values the page has (none, one or several).
    package let facets: [String: [String]]
    package let fields: [SearchField]

    package init(
        kind: String, url: String, title: String, summary: String, text: String, facets: [String: [String]],
        fields: [SearchField]
    ) {
        self.kind = kind
        self.url = url
        self.title = title
        self.summary = summary
        self.text = text
        self.facets = facets
        self.fields = fields
    }
}
