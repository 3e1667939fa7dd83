/// A component's level as templates see it.
struct LevelBadge: TemplateObject, Hashable {
    let slug: String
    let name: String

    static let sharedName: String? = "level"
    static let fields: TemplateFields<Self> = [
        .init("slug", \.slug, "the level's slug, from `site.yml` (for a CSS class)"),
        .init("name", \.name, "its name in the page's language"),
    ]
}
