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
    /// A hash of the fields above, when known: a page's key encodes it in their place (see
    /// ``PageContexts/card(_:language:root:)``).
    var key: UInt64? = nil

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

extension ComponentCard {
    /// The card with its ``key``: every field above goes into it.
    func keyed() -> ComponentCard {
        var hash = StableDigest()
        for text in [
            slug, title, summary, url, level.slug, level.name, category.slug, category.name, category.summary,
            category.url, category.ariaCurrent ?? "\u{0}", platforms,
        ] { hash.add(text) }
        hash.add(stage?.digest ?? 0)
        var card = self
        card.key = hash.value
        return card
    }

    private enum CodingKeys: String, CodingKey {
        case slug, title, summary, url, level, category, platforms, stage, key
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let key {
            try container.encode(key, forKey: .key)
            return
        }
        try container.encode(slug, forKey: .slug)
        try container.encode(title, forKey: .title)
        try container.encode(summary, forKey: .summary)
        try container.encode(url, forKey: .url)
        try container.encode(level, forKey: .level)
        try container.encode(category, forKey: .category)
        try container.encode(platforms, forKey: .platforms)
        try container.encode(stage, forKey: .stage)
    }
}
