/// A way to narrow results (category, level, platform), with its values in display order.
package struct SearchFacet: Sendable, Equatable, Codable {
    package struct Value: Sendable, Equatable, Codable {
        package let slug: String
        package let label: String

        package init(slug: String, label: String) {
            self.slug = slug
            self.label = label
        }
    }

    /// The name used in the URL (`?category=lists`).
    package let name: String
    /// The facet's heading in the index's language.
    package let label: String
    package let values: [Value]

    package init(name: String, label: String, values: [Value]) {
        self.name = name
        self.label = label
        self.values = values
    }
}
