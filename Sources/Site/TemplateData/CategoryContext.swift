/// `pages/category`: one category and its components.
struct CategoryContext: PageContext, Hashable {
    static let kind = PageKind.category
    let common: CommonContext
    let category: CategoryCard
    let components: [ComponentCard]

    var count: Int { components.count }
    var expectedBytes: Int? { Self.listingBytes(cards: components.count) }

    static let fields = commonFields(and: [
        .init("category", \.category, "the category"),
        .init("components", \.components, "its components"),
        .init("count", \.count, "how many components it has"),
    ])
}
