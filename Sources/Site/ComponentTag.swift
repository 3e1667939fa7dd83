import Catalog

/// A tag of one language: the components whose page in that language lists the keyword.
struct ComponentTag: Sendable {
    /// The file name of its page (``SitePaths/tagSlug(_:)``).
    let slug: String
    /// The keyword as first written, in catalog order.
    let name: String
    let components: [Component]

    /// The tags of every language, each language's in alphabetical order of slug.
    static func byLanguage(_ catalog: Catalog) -> [String: [ComponentTag]] {
        var slugs: [String: String] = [:]
        return byLanguage(catalog, slugs: &slugs)
    }

    /// The same, with the slug of every keyword met (each keyword slugged once: folding is
    /// Foundation's, and was 2 % of a `catalog watch` rebuild when done per page, `perf`).
    static func byLanguage(_ catalog: Catalog, slugs: inout [String: String]) -> [String: [ComponentTag]] {
        let defaultLanguage = catalog.settings.defaultLanguage.code
        var result: [String: [ComponentTag]] = [:]
        for language in catalog.settings.languages.map(\.code) {
            var order: [String] = []
            var names: [String: String] = [:]
            var members: [String: [Component]] = [:]
            for component in catalog.components {
                guard let page = component.pages[language] ?? component.pages[defaultLanguage] else { continue }
                var seen: Set<String> = []
                for keyword in page.keywords {
                    let slug: String
                    if let known = slugs[keyword] {
                        slug = known
                    } else {
                        slug = SitePaths.tagSlug(keyword)
                        slugs[keyword] = slug
                    }
                    guard seen.insert(slug).inserted else { continue }
                    if names[slug] == nil {
                        names[slug] = keyword
                        order.append(slug)
                    }
                    members[slug, default: []].append(component)
                }
            }
            result[language] = order.sorted().map { ComponentTag(slug: $0, name: names[$0]!, components: members[$0]!) }
        }
        return result
    }
}
