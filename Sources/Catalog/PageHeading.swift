/// A heading of a page's Markdown, for its table of contents.
public struct PageHeading: Sendable, Equatable {
    /// 1 to 6, as written (`##` is 2).
    public let level: Int
    /// What the heading says, as plain text.
    public let text: String
    /// Its `id` in the page, unique there.
    public let id: String

    public init(level: Int, text: String, id: String) {
        self.level = level
        self.text = text
        self.id = id
    }
}
