/// `pages/home`: the components grouped by category, and the guides.
struct HomeContext: PageContext, Hashable {
    static let kind = PageKind.home
    let common: CommonContext
    let sections: [Section]
    let guides: [GuideCard]
    let componentCount: Int
    var expectedBytes: Int? { Self.listingBytes(cards: componentCount) }

    var hasGuides: Bool { !guides.isEmpty }

    static let fields = commonFields(and: [
        .init("sections", \.sections, "the categories that have components, in `site.yml` order"),
        .init("guides", \.guides, "every guide"),
        .init("hasGuides", \.hasGuides, "the catalog has guides"),
        .init("componentCount", \.componentCount, "how many components the catalog has"),
    ])

    /// An element of `sections`.
    struct Section: TemplateObject, Hashable {
        let category: CategoryCard
        let components: [ComponentCard]

        var count: Int { components.count }

        static let sharedName: String? = "category section"
        static let fields: TemplateFields<Self> = [
            .init("category", \.category, "the category"),
            .init("components", \.components, "its components"),
            .init("count", \.count, "how many components it has"),
        ]
    }
}
