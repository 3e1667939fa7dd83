/// The catalog-wide settings of `Content/site.yml`.
package struct SiteSettings: Sendable, Hashable {
    package let title: LocalizedText
    package let description: LocalizedText
    /// The address the site is published at, ending in `/`; used for `sitemap.xml`.
    package let baseURL: String
    /// The path of `baseURL`, from the host on, ending in `/`: where root-absolute links
    /// (the 404 pages', shown at any depth) start.
    package var basePath: String { BaseURL.path(baseURL) }
    /// Where a page's source is edited: followed by the page's path under the content folder
    /// (`components/fade-in/index.en.md`); nil when `site.yml` names no repository.
    package var editURL: String? = nil
    /// The languages, the default one first.
    package let languages: [Language]
    package let categories: [Category]
    package let levels: [Level]
    /// `tag-aliases`: per language, keywords (by their tag slug's spelling) and the tag each
    /// is listed under.
    package var tagAliases: [String: [String: String]] = [:]
    /// `social-cards: true`: component pages get a social card image (`og:image`), made by
    /// `rsvg-convert` when it is installed. Off unless `site.yml` asks: the conversions make a
    /// first build several times slower (docs/performance.md).
    package var socialCards = false

    package var defaultLanguage: Language { languages[0] }

    package func category(_ slug: String) -> Category? { categories.first { $0.slug == slug } }
    package func level(_ slug: String) -> Level? { levels.first { $0.slug == slug } }
}
