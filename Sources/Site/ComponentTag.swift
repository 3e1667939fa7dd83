import Catalog

/// A tag of one language: the components whose page in that language lists the keyword.
struct ComponentTag: Sendable {
    /// The file name of its page (``SitePaths/tagSlug(_:)``).
    let slug: String
    /// The keyword as first written, in catalog order.
    let name: String
    /// Its components, as indices into the catalog's, in catalog order.
    let members: [Int]
    let catalog: Catalog

    /// Its components, in catalog order.
    var components: LazyMapSequence<[Int], Component> { members.lazy.map { catalog.components[$0] } }
    var count: Int { members.count }

    /// The tags of every language, each language's in alphabetical order of slug.
    static func byLanguage(_ catalog: Catalog) -> [String: [ComponentTag]] {
        var slugs: [String: String] = [:]
        return byLanguage(catalog, slugs: &slugs)
    }

    /// The same, with the slug of every keyword met (each keyword slugged once: folding is
    /// Foundation's, and was 2 % of a `catalog watch` rebuild when done per page, `perf`).
    /// Languages are grouped on every core; members are kept as indices, not copies of the
    /// components (copying 40,000 components was most of the time, `perf`).
    static func byLanguage(_ catalog: Catalog, slugs: inout [String: String]) -> [String: [ComponentTag]] {
        let defaultLanguage = catalog.settings.defaultLanguage.code
        let languages = catalog.settings.languages.map(\.code)
        var keywordSlugs = slugs
        for index in catalog.components.indices {
            for language in languages {
                for keyword in catalog.components[index].pages[language]?.keywords ?? []
                where keywordSlugs[keyword] == nil {
                    keywordSlugs[keyword] = SitePaths.tagSlug(keyword)
                }
            }
        }
        slugs = keywordSlugs
        let known = keywordSlugs
        let grouped = ParallelMap.map(languages) { language -> [ComponentTag] in
            var order: [String] = []
            var names: [String: String] = [:]
            var members: [String: [Int]] = [:]
            for index in catalog.components.indices {
                // By index, and only the keywords: a loop over the components, or a page taken
                // out of one, copies it.
                guard
                    let keywords = catalog.components[index].pages[language]?.keywords
                        ?? catalog.components[index].pages[defaultLanguage]?.keywords
                else { continue }
                var seen: Set<String> = []
                for keyword in keywords {
                    let slug = known[keyword] ?? SitePaths.tagSlug(keyword)
                    guard seen.insert(slug).inserted else { continue }
                    if names[slug] == nil {
                        names[slug] = keyword
                        order.append(slug)
                    }
                    members[slug, default: []].append(index)
                }
            }
            return order.sorted().map {
                ComponentTag(slug: $0, name: names[$0]!, members: members[$0]!, catalog: catalog)
            }
        }
        return Dictionary(uniqueKeysWithValues: zip(languages, grouped))
    }
}
