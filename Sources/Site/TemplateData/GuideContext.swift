/// `pages/guide`: one guide.
struct GuideContext: PageContext, Hashable {
    static let kind = PageKind.guide
    let common: CommonContext
    let guide: Guide
    /// The guides before and after it.
    let previous: GuideCard?
    let next: GuideCard?

    var hasPager: Bool { previous != nil || next != nil }

    static let fields = commonFields(and: [
        .init("guide", \.guide, "the guide"),
        .init("previous", \.previous, "the guide before it; null for the first"),
        .init("next", \.next, "the guide after it; null for the last"),
        .init("hasPager", \.hasPager, "there is another guide"),
    ])

    /// `guide`.
    struct Guide: TemplateObject, Hashable {
        let slug: String
        let title: String
        let summary: String
        let bodyHTML: HTML
        let isFallback: Bool
        let keywords: [String]
        let components: [ComponentCard]
        let tableOfContents: [TableOfContentsEntry]

        var hasComponents: Bool { !components.isEmpty }
        var hasTableOfContents: Bool { !tableOfContents.isEmpty }

        static let fields: TemplateFields<Self> = [
            .init("slug", \.slug, "the guide's slug, its folder under `guides/`"),
            .init("title", \.title, "its title"),
            .init("summary", \.summary, "its one-sentence summary"),
            .init("bodyHTML", \.bodyHTML, "its text, with its timelines drawn inline"),
            .init("isFallback", \.isFallback, "the page is the default language's, shown untranslated"),
            .init("keywords", \.keywords, "its keywords"),
            .init("components", \.components, "the components it is about"),
            .init("hasComponents", \.hasComponents, "it is about at least one component"),
            .init("tableOfContents", \.tableOfContents, "its `##` and `###` headings, for the table of contents"),
            .init("hasTableOfContents", \.hasTableOfContents, "it has at least one such heading"),
        ]
    }
}
