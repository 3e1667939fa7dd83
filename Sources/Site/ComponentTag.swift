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
    /// components (copying 40,000 components was most of the time, `perf`). Components are
    /// grouped by the keyword as written, one look-up per keyword of a page, and the few
    /// distinct keywords are slugged and merged by slug afterwards: a look-up by slug, a set
    /// per page and a pass to slug every keyword first were 7 % of a `catalog watch` rebuild.
    static func byLanguage(_ catalog: Catalog, slugs: inout [String: String]) -> [String: [ComponentTag]] {
        let defaultLanguage = catalog.settings.defaultLanguage.code
        let languages = catalog.settings.languages.map(\.code)
        let grouped = ParallelMap.map(languages) { language -> (order: [String], members: [String: [Int]]) in
            var order: [String] = []
            var members: [String: [Int]] = [:]
            for index in catalog.components.indices {
                // By index, and only the keywords: a loop over the components, or a page taken
                // out of one, copies it.
                guard
                    let keywords = catalog.components[index].pages[language]?.keywords
                        ?? catalog.components[index].pages[defaultLanguage]?.keywords
                else { continue }
                for keyword in keywords {
                    members[keyword, default: []].appendOnce(index, whenNew: { order.append(keyword) })
                }
            }
            return (order, members)
        }
        // Every keyword of every language slugged once, in catalog order of first use.
        var keywordSlugs = slugs
        for (order, _) in grouped {
            for keyword in order where keywordSlugs[keyword] == nil { keywordSlugs[keyword] = SitePaths.tagSlug(keyword) }
        }
        slugs = keywordSlugs
        var tags: [String: [ComponentTag]] = [:]
        for (language, (order, byKeyword)) in zip(languages, grouped) {
            var names: [String: String] = [:]
            var members: [String: [Int]] = [:]
            for keyword in order {
                let slug = keywordSlugs[keyword]!
                let indices = byKeyword[keyword]!
                if names[slug] == nil {
                    names[slug] = keyword
                    members[slug] = indices
                } else {
                    // Two spellings of one tag: a component carrying both is listed once.
                    members[slug] = Array(Set(members[slug]! + indices)).sorted()
                }
            }
            tags[language] = names.keys.sorted().map {
                ComponentTag(slug: $0, name: names[$0]!, members: members[$0]!, catalog: catalog)
            }
        }
        return tags
    }
}

extension Array where Element == Int {
    /// Appends `index` unless it is already the last element (indices come in increasing
    /// order, so a page naming a keyword twice adds its component once); calls `whenNew` first
    /// when the array was empty.
    fileprivate mutating func appendOnce(_ index: Int, whenNew: () -> Void) {
        if isEmpty { whenNew() }
        if last != index { append(index) }
    }
}
