/// The catalog-wide settings of `Content/site.yml`.
package struct SiteSettings: Sendable, Hashable {
    package let title: LocalizedText
    package let description: LocalizedText
    /// The address the site is published at, ending in `/`; used for `sitemap.xml`.
    package let baseURL: String
    /// The languages, the default one first.
    package let languages: [Language]
    package let categories: [Category]
    package let levels: [Level]
    /// `tag-aliases`: per language, keywords (by their tag slug's spelling) and the tag each
    /// is listed under.
    package var tagAliases: [String: [String: String]] = [:]

    package var defaultLanguage: Language { languages[0] }

    package func category(_ slug: String) -> Category? { categories.first { $0.slug == slug } }
    package func level(_ slug: String) -> Level? { levels.first { $0.slug == slug } }
}
