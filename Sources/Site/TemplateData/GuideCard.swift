/// A guide in a list: on the home page and on the pages of the components it is about.
struct GuideCard: TemplateObject, Hashable {
    let slug: String
    let title: String
    let summary: String
    let url: String

    static let sharedName: String? = "guide card"
    static let fields: TemplateFields<Self> = [
        .init("slug", \.slug, "the guide's slug, its folder under `guides/`"),
        .init("title", \.title, "its title in the page's language"),
        .init("summary", \.summary, "its one-sentence summary in the page's language"),
        .init("url", \.url, "link to the guide"),
    ]
}
