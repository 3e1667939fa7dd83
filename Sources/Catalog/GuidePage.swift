/// An article's page in one language.
public struct GuidePage: Sendable {
    public let language: String
    public let path: String
    public let title: String
    public let summary: String
    public let keywords: [String]
    public let body: [BodyPart]
    public let bodyText: String
    /// The body's headings as plain text, which search weighs above the body.
    public let headings: [String]
    public let isFallback: Bool
}
