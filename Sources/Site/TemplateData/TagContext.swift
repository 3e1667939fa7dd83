/// `pages/tag`: the components that carry one tag.
struct TagContext: PageContext, Hashable {
    static let kind = PageKind.tag
    let common: CommonContext
    let tag: TagLink
    let components: [ComponentCard]
    let tagsURL: String
    var expectedBytes: Int? { Self.listingBytes(cards: components.count) }

    static let fields = commonFields(and: [
        .init("tag", \.tag, "the tag"),
        .init("components", \.components, "the components that carry it"),
        .init("tagsURL", \.tagsURL, "link to the tags index of the page's language"),
    ])
}
