/// Where a page of a listing stands among its pages: links to the others, as real `<a>`
/// links that work from disk.
struct Pagination: TemplateObject, Hashable {
    let number: Int
    let count: Int
    let previousURL: String?
    let nextURL: String?
    let pages: [Link]

    var isPaged: Bool { count > 1 }

    static let sharedName: String? = "pagination"
    static let fields: TemplateFields<Self> = [
        .init("number", \.number, "this page's number, from 1"),
        .init("count", \.count, "how many pages the listing has"),
        .init("previousURL", \.previousURL, "link to the page before; null on the first"),
        .init("nextURL", \.nextURL, "link to the page after; null on the last"),
        .init("pages", \.pages, "every page of the listing"),
        .init("isPaged", \.isPaged, "the listing has more than one page"),
    ]

    struct Link: TemplateObject, Hashable {
        let number: Int
        let url: String
        let current: Bool

        static let sharedName: String? = "page link"
        static let fields: TemplateFields<Self> = [
            .init("number", \.number, "the page's number"),
            .init("url", \.url, "link to it"),
            .init("current", \.current, "it is the page shown"),
        ]
    }

    /// Page `number` of `count`, `url` giving each page's link.
    init(number: Int, count: Int, url: (Int) -> String) {
        self.number = number
        self.count = count
        previousURL = number > 1 ? url(number - 1) : nil
        nextURL = number < count ? url(number + 1) : nil
        pages = (1...max(count, 1)).map { Link(number: $0, url: url($0), current: $0 == number) }
    }
}
