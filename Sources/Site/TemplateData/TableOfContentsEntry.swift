/// A line of a page's table of contents: a heading of its text.
struct TableOfContentsEntry: TemplateObject, Hashable {
    let text: String
    let id: String
    let level: Int

    var isSubheading: Bool { level > 2 }

    static let sharedName: String? = "table of contents entry"
    static let fields: TemplateFields<Self> = [
        .init("text", \.text, "the heading's text"),
        .init("id", \.id, "its `id`, for `#` links"),
        .init("level", \.level, "its level, 2 for `##`"),
        .init("isSubheading", \.isSubheading, "it is below level 2, shown indented"),
    ]
}
