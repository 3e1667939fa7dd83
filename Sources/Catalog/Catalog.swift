/// Everything the catalog publishes, loaded and checked.
public struct Catalog: Sendable {
    public let settings: SiteSettings
    /// Components sorted by slug.
    public let components: [Component]
    /// Guides sorted by slug.
    public let guides: [Guide]

    public init(settings: SiteSettings, components: [Component], guides: [Guide]) {
        self.settings = settings
        self.components = components
        self.guides = guides
    }
}
