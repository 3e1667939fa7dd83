/// The catalog-wide settings of `Content/site.yml`.
public struct SiteSettings: Sendable, Hashable {
    public let title: LocalizedText
    public let description: LocalizedText
    /// The address the site is published at, ending in `/`; used for `sitemap.xml`.
    public let baseURL: String
    /// The languages, the default one first.
    public let languages: [Language]
    public let categories: [Category]
    public let levels: [Level]

    public var defaultLanguage: Language { languages[0] }

    public func category(_ slug: String) -> Category? { categories.first { $0.slug == slug } }
    public func level(_ slug: String) -> Level? { levels.first { $0.slug == slug } }
}
