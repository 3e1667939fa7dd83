/// `pages/404`: the page a web server shows for a missing address.
struct NotFoundContext: PageContext, Hashable {
    static let kind = PageKind.notFound
    let common: CommonContext

    static let fields = commonFields(and: [])
}
