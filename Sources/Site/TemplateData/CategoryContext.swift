/// `pages/category`: one category and its components.
struct CategoryContext: PageContext, Hashable {
    static let kind = PageKind.category
    let common: CommonContext
    let pagination: Pagination
    let category: CategoryCard
    let components: [ComponentCard]

    /// How many components the category has, on every page.
    let count: Int

    static let fields = commonFields(and: [
        .init("pagination", \.pagination, "where this page stands among the listing's pages"),
        .init("category", \.category, "the category"),
        .init("components", \.components, "its components on this page"),
        .init("count", \.count, "how many components it has, on all its pages"),
    ])
}
