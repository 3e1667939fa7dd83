/// A group of components shown together on the home page and on its own page.
public struct Category: Sendable, Hashable {
    public let slug: String
    public let name: LocalizedText
    public let summary: LocalizedText
}
