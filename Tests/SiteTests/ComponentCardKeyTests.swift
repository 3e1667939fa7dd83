import Testing

@testable import Site

/// A listing page's key takes each card's key in place of its fields, so the key must change
/// with every field a template can show.
@Suite struct ComponentCardKeyTests {
    static let card = ComponentCard(
        slug: "fade-list", title: "Fade List", summary: "Rows fade in.", url: "components/fade-list.html",
        level: LevelBadge(slug: "beginner", name: "Beginner"),
        category: CategoryCard(slug: "lists", name: "Lists", summary: "Rows.", url: "categories/lists.html"),
        platforms: "iOS 17.0+", stage: HTML("<svg></svg>"))

    @Test func everyFieldChangesTheKey() {
        let base = Self.card
        let changed: [ComponentCard] = [
            .init(slug: "x", title: base.title, summary: base.summary, url: base.url, level: base.level,
                category: base.category, platforms: base.platforms, stage: base.stage),
            .init(slug: base.slug, title: "x", summary: base.summary, url: base.url, level: base.level,
                category: base.category, platforms: base.platforms, stage: base.stage),
            .init(slug: base.slug, title: base.title, summary: "x", url: base.url, level: base.level,
                category: base.category, platforms: base.platforms, stage: base.stage),
            .init(slug: base.slug, title: base.title, summary: base.summary, url: "x", level: base.level,
                category: base.category, platforms: base.platforms, stage: base.stage),
            .init(slug: base.slug, title: base.title, summary: base.summary, url: base.url,
                level: LevelBadge(slug: "beginner", name: "Principiante"),
                category: base.category, platforms: base.platforms, stage: base.stage),
            .init(slug: base.slug, title: base.title, summary: base.summary, url: base.url, level: base.level,
                category: CategoryCard(slug: "lists", name: "Listas", summary: "Rows.", url: "categories/lists.html"),
                platforms: base.platforms, stage: base.stage),
            .init(slug: base.slug, title: base.title, summary: base.summary, url: base.url, level: base.level,
                category: CategoryCard(
                    slug: "lists", name: "Lists", summary: "Rows.", url: "categories/lists.html", ariaCurrent: "true"),
                platforms: base.platforms, stage: base.stage),
            .init(slug: base.slug, title: base.title, summary: base.summary, url: base.url, level: base.level,
                category: base.category, platforms: "macOS 14.0+", stage: base.stage),
            .init(slug: base.slug, title: base.title, summary: base.summary, url: base.url, level: base.level,
                category: base.category, platforms: base.platforms, stage: HTML("<svg/>")),
            .init(slug: base.slug, title: base.title, summary: base.summary, url: base.url, level: base.level,
                category: base.category, platforms: base.platforms, stage: nil),
        ]
        let keys = Set(([base] + changed).map { $0.keyed().key })
        #expect(keys.count == changed.count + 1)
        #expect(!keys.contains(nil))
    }

    /// A field added to the card without a place in its key fails here.
    @Test func theKeyCoversEveryStoredField() {
        let names = Mirror(reflecting: Self.card).children.compactMap(\.label)
        #expect(names == ["slug", "title", "summary", "url", "level", "category", "platforms", "stage", "key"])
        #expect(Mirror(reflecting: Self.card.level).children.count == 2)
        #expect(Mirror(reflecting: Self.card.category).children.count == 5)
    }
}
