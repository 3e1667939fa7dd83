/// A group of components shown together on the home page and on its own page.
package struct Category: Sendable, Hashable {
    package let slug: String
    package let name: LocalizedText
    package let summary: LocalizedText
}
