/// `pages/tag`: the components that carry one tag.
struct TagContext: PageContext, Hashable {
    static let kind = PageKind.tag
    let common: CommonContext
    let pagination: Pagination
    let tag: TagLink
    let components: [ComponentCard]
    let tagsURL: String

    static let fields = commonFields(and: [
        .init("pagination", \.pagination, "where this page stands among the listing's pages"),
        .init("tag", \.tag, "the tag"),
        .init("components", \.components, "the components that carry it, on this page"),
        .init("tagsURL", \.tagsURL, "link to the tags index of the page's language"),
    ])
}
