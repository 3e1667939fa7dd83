/// An article's page in one language.
package struct GuidePage: Sendable {
    package let language: String
    package let path: String
    package let title: String
    package let summary: String
    package let keywords: [String]
    package let body: [BodyPart]
    package let bodyText: String
    /// Its headings in order, for the table of contents.
    package let headings: [PageHeading]
    package let isFallback: Bool
}
