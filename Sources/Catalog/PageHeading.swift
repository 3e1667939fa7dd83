/// A heading of a page's Markdown, for its table of contents.
package struct PageHeading: Sendable, Equatable {
    /// 1 to 6, as written (`##` is 2).
    package let level: Int
    /// What the heading says, as plain text.
    package let text: String
    /// Its `id` in the page, unique there.
    package let id: String

    package init(level: Int, text: String, id: String) {
        self.level = level
        self.text = text
        self.id = id
    }
}
