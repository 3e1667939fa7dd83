/// `pages/home`: the components grouped by category, and the guides.
struct HomeContext: PageContext, Hashable {
    static let kind = PageKind.home
    let common: CommonContext
    let sections: [Section]
    let guides: [GuideCard]
    let componentCount: Int

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
        /// Its first components; the category's page lists them all.
        let components: [ComponentCard]
        let count: Int

        var hasMore: Bool { count > components.count }

        static let sharedName: String? = "category section"
        static let fields: TemplateFields<Self> = [
            .init("category", \.category, "the category"),
            .init("components", \.components, "its first components (the category's page lists them all)"),
            .init("count", \.count, "how many components it has"),
            .init("hasMore", \.hasMore, "it has more components than the section shows"),
        ]
    }
}
