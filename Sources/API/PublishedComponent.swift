/// One component's API as `api/<slug>.json` publishes it; inside `api/index.json` the same
/// object without `$schema` and `schemaVersion`.
package struct PublishedComponent: Sendable, Hashable, Codable {
    package var schema: String?
    package var schemaVersion: Int?
    package let slug: String
    /// The title per language code.
    package let title: [String: String]
    package let category: String
    package let level: String
    package let platforms: [String]
    package let license: String
    /// The source downloads, relative to the site root.
    package let sources: [String]
    /// The component's page per language code, relative to the site root.
    package let pages: [String: String]
    package let parameters: [PublishedParameter]

    package init(
        slug: String, title: [String: String], category: String, level: String, platforms: [String],
        license: String, sources: [String], pages: [String: String], parameters: [PublishedParameter]
    ) {
        self.slug = slug
        self.title = title
        self.category = category
        self.level = level
        self.platforms = platforms
        self.license = license
        self.sources = sources
        self.pages = pages
        self.parameters = parameters
    }

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case schemaVersion, slug, title, category, level, platforms, license, sources, pages, parameters
    }
}
