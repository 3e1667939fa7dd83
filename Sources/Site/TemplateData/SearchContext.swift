/// `pages/search`: the page the search script fills in.
struct SearchContext: PageContext, Hashable {
    static let kind = PageKind.search
    let common: CommonContext
    let searchIndexURL: String

    static let fields = commonFields(and: [
        .init(
            "searchIndexURL", \.searchIndexURL,
            "link to the folder of the search index scripts of the page's language, ending in `/`")
    ])
}
