/// `pages/guides`: every guide of a language.
struct GuidesContext: PageContext, Hashable {
    static let kind = PageKind.guides
    let common: CommonContext
    let guides: [GuideCard]

    var count: Int { guides.count }

    static let fields = commonFields(and: [
        .init("guides", \.guides, "every guide"),
        .init("count", \.count, "how many guides there are"),
    ])
}
