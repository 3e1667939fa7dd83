/// One component's API as `api/<slug>.json` publishes it; inside `api/index.json` the same
/// object without `$schema` and `schemaVersion`.
public struct PublishedComponent: Sendable, Hashable, Codable {
    public var schema: String?
    public var schemaVersion: Int?
    public let slug: String
    /// The title per language code.
    public let title: [String: String]
    public let category: String
    public let level: String
    public let platforms: [String]
    public let license: String
    /// The source downloads, relative to the site root.
    public let sources: [String]
    /// The component's page per language code, relative to the site root.
    public let pages: [String: String]
    public let parameters: [PublishedParameter]

    public init(
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
