/// An article of the catalog.
package struct Guide: Sendable {
    package let slug: String
    /// Slugs of the components the guide is about.
    package let relatedComponents: [String]
    package let pages: [String: GuidePage]
}
