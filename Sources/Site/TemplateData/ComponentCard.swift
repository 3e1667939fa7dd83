/// A component in a list: on the home page, a category's page and a guide.
struct ComponentCard: TemplateObject, Hashable {
    let slug: String
    let title: String
    let summary: String
    let url: String
    let level: LevelBadge
    let category: CategoryCard
    let platforms: String
    let stage: HTML?

    static let sharedName: String? = "component card"
    static let fields: TemplateFields<Self> = [
        .init("slug", \.slug, "the component's slug, its folder under `components/`"),
        .init("title", \.title, "its title in the page's language"),
        .init("summary", \.summary, "its one-sentence summary in the page's language"),
        .init("url", \.url, "link to its page"),
        .init("level", \.level, "its level"),
        .init("category", \.category, "its category"),
        .init("platforms", \.platforms, "its minimum platforms, joined with commas, such as `iOS 18.0+`"),
        .init(
            "stage", \.stage,
            "its live stage: a small decorative SVG of the same motion as its preview, still for readers who prefer reduced motion; null without a timeline"
        ),
    ]
}
