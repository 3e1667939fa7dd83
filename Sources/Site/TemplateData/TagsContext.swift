/// `pages/tags`: every tag of a language, with its count.
struct TagsContext: PageContext, Hashable {
    static let kind = PageKind.tags
    let common: CommonContext
    let tags: [TagLink]

    var count: Int { tags.count }

    static let fields = commonFields(and: [
        .init("tags", \.tags, "every tag, in alphabetical order"),
        .init("count", \.count, "how many tags there are"),
    ])
}
