/// An article of the catalog.
public struct Guide: Sendable {
    public let slug: String
    /// Slugs of the components the guide is about.
    public let relatedComponents: [String]
    public let pages: [String: GuidePage]
}
