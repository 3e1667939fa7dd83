/// A way to narrow results (category, level, platform), with its values in display order.
public struct SearchFacet: Sendable, Equatable, Codable {
    public struct Value: Sendable, Equatable, Codable {
        public let slug: String
        public let label: String

        public init(slug: String, label: String) {
            self.slug = slug
            self.label = label
        }
    }

    /// The name used in the URL (`?category=lists`).
    public let name: String
    /// The facet's heading in the index's language.
    public let label: String
    public let values: [Value]

    public init(name: String, label: String, values: [Value]) {
        self.name = name
        self.label = label
        self.values = values
    }
}
