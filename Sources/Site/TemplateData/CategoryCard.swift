/// A category as templates see it: in the navigation, on the home page, on its own page and
/// in a component's facts.
struct CategoryCard: TemplateObject, Hashable {
    let slug: String
    let name: String
    let summary: String
    let url: String
    /// `aria-current` in the navigation: `page` on the category's page, `true` on one of its
    /// components, nil elsewhere.
    var ariaCurrent: String? = nil

    static let sharedName: String? = "category"
    static let fields: TemplateFields<Self> = [
        .init("slug", \.slug, "the category's slug, from `site.yml`"),
        .init("name", \.name, "its name in the page's language"),
        .init("summary", \.summary, "its one-sentence summary in the page's language"),
        .init("url", \.url, "link to the category's page"),
        .init(
            "ariaCurrent", \.ariaCurrent,
            "in `categories`: `page` on its page, `true` on its components' pages, else null"),
    ]
}
