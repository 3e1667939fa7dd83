/// Everything the catalog publishes, loaded and checked.
package struct Catalog: Sendable {
    package let settings: SiteSettings
    /// Components sorted by slug.
    package let components: [Component]
    /// Guides sorted by slug.
    package let guides: [Guide]

    package init(settings: SiteSettings, components: [Component], guides: [Guide]) {
        self.settings = settings
        self.components = components
        self.guides = guides
    }
}
