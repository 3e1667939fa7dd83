/// A tag (a component keyword) with the link to its page.
struct TagLink: TemplateObject, Hashable {
    let name: String
    let slug: String
    let url: String
    let count: Int

    static let sharedName: String? = "tag"
    static let fields: TemplateFields<Self> = [
        .init("name", \.name, "the keyword, as first written in the page's language"),
        .init("slug", \.slug, "its file name under `tags/`, without `.html`"),
        .init("url", \.url, "link to the tag's page"),
        .init("count", \.count, "how many components carry it in the page's language"),
    ]
}
