/// An article's page in one language.
public struct GuidePage: Sendable {
    public let language: String
    public let path: String
    public let title: String
    public let summary: String
    public let keywords: [String]
    public let body: [BodyPart]
    public let bodyText: String
    /// Its headings in order, for the table of contents.
    public let headings: [PageHeading]
    public let isFallback: Bool
}
