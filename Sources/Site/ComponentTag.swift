import Catalog
import Foundation

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

    /// A tag has a page of its own when this many components carry it; a keyword of fewer
    /// links to a search for it instead.
    static let sharedBy = 2

    /// The same tag listing the components of `catalog`, whose components have the keywords
    /// of the catalog it was made from at the same places.
    func listing(_ catalog: Catalog) -> ComponentTag {
        ComponentTag(slug: slug, name: name, members: members, catalog: catalog)
    }

    /// What the tags are made from: for each language (in the settings' order), each
    /// component's keywords in that language (its default language's when it has no page in
    /// it), by index. Equal values make equal tags.
    struct Keywords: Equatable {
        let languages: [String]
        let byLanguage: [[[String]?]]

        init(_ catalog: Catalog) {
            let defaultLanguage = catalog.settings.defaultLanguage.code
            languages = catalog.settings.languages.map(\.code)
            byLanguage = ParallelMap.map(languages) { language in
                catalog.components.indices.map {
                    catalog.components[$0].pages[language]?.keywords
                        ?? catalog.components[$0].pages[defaultLanguage]?.keywords
                }
            }
        }
    }

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
        // Every keyword of every language slugged once, on every core: 20,000 keywords folded
        // one after another at 10,000 components left a core idle (`perf` of an edit build).
        var keywordSlugs = slugs
        var unslugged: [String] = []
        var met = Set<String>()
        for (order, _) in grouped {
            for keyword in order where keywordSlugs[keyword] == nil && met.insert(keyword).inserted {
                unslugged.append(keyword)
            }
        }
        let size = max(512, unslugged.count / (4 * ProcessInfo.processInfo.activeProcessorCount) + 1)
        let parts = stride(from: 0, to: unslugged.count, by: size).map {
            unslugged[$0..<min($0 + size, unslugged.count)]
        }
        for (part, partSlugs) in zip(parts, ParallelMap.map(parts) { $0.map(SitePaths.tagSlug) }) {
            for (keyword, slug) in zip(part, partSlugs) { keywordSlugs[keyword] = slug }
        }
        slugs = keywordSlugs
        let allSlugs = keywordSlugs
        // Each language's tags made on its own core.
        let made = ParallelMap.map(Array(zip(languages, grouped))) { language, grouped -> [ComponentTag] in
            let (order, byKeyword) = grouped
            var names: [String: String] = [:]
            var members: [String: [Int]] = [:]
            for keyword in order {
                let slug = allSlugs[keyword]!
                let indices = byKeyword[keyword]!
                if names[slug] == nil {
                    names[slug] = keyword
                    members[slug] = indices
                } else {
                    // Two spellings of one tag: a component carrying both is listed once.
                    members[slug] = Array(Set(members[slug]! + indices)).sorted()
                }
            }
            return names.keys.sorted().map {
                ComponentTag(slug: $0, name: names[$0]!, members: members[$0]!, catalog: catalog)
            }
        }
        return Dictionary(zip(languages, made), uniquingKeysWith: { first, _ in first })
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
