import Catalog
import Search

/// A tag of one language: the components whose page in that language lists one of its
/// keywords. Keywords are one tag when they are the same after `site.yml`'s `tag-aliases`, each
/// word stemmed by the language's stemmer, and case and accents folded (`Card`, `cards` and
/// `card` are one tag; so are `muelle` and `resorte` when an alias joins them).
struct ComponentTag: Sendable {
    /// The file name of its page (``SitePaths/tagSlug(_:)`` of its name).
    let slug: String
    /// Its alias target, or the keyword as first written in catalog order.
    let name: String
    /// Its components, as indices into the catalog's, in catalog order.
    let members: [Int]
    let catalog: Catalog
    /// The slug of the same tag in each other language that has a page for it: the tag there
    /// that shares the most components with this one (the first by slug on a tie).
    var counterparts: [String: String] = [:]

    /// Its components, in catalog order.
    var components: LazyMapSequence<[Int], Component> { members.lazy.map { catalog.components[$0] } }
    var count: Int { members.count }
    var hasPage: Bool { count >= Self.sharedBy }

    /// A tag has a page of its own when this many components carry it; a keyword of fewer
    /// links to a search for it instead.
    static let sharedBy = 2

    /// The tags of one language, in order of slug, and the tag slug of every keyword met.
    struct Language: Sendable {
        var tags: [ComponentTag] = []
        var slugs: [String: String] = [:]
        var counts: [String: Int] = [:]
    }

    /// The tags of every language. A component with no page in a language counts with its
    /// default language's keywords.
    static func byLanguage(_ catalog: Catalog) -> [String: Language] {
        let defaultLanguage = catalog.settings.defaultLanguage.code
        let languages = catalog.settings.languages.map(\.code)
        var made = ParallelMap.map(languages) { language in
            tags(catalog, language: language) {
                catalog.components[$0].pages[language]?.keywords ?? catalog.components[$0].pages[defaultLanguage]?.keywords
            }
        }
        for (index, language) in languages.enumerated() {
            for (otherIndex, other) in languages.enumerated() where other != language {
                link(&made[index].tags, to: made[otherIndex].tags, in: other, count: catalog.components.count)
            }
        }
        return Dictionary(zip(languages, made), uniquingKeysWith: { first, _ in first })
    }

    private static func tags(_ catalog: Catalog, language: String, keywords: (Int) -> [String]?) -> Language {
        let stemmer = Stemmer(language: language)
        var aliases: [String: String] = [:]
        for (keyword, target) in catalog.settings.tagAliases[language] ?? [:] { aliases[SitePaths.tagSlug(keyword)] = target }
        var made = Language()
        var keyOf: [String: String] = [:]
        var names: [String: String] = [:]
        var members: [String: [Int]] = [:]
        for index in catalog.components.indices {
            for keyword in keywords(index) ?? [] {
                let key: String
                if let known = keyOf[keyword] {
                    key = known
                } else {
                    let slug = SitePaths.tagSlug(keyword)
                    let name = aliases[slug] ?? keyword
                    let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
                    key = SitePaths.tagSlug(words.map { stemmer?.stem($0) ?? $0 }.joined(separator: "-"))
                    keyOf[keyword] = key
                    if names[key] == nil { names[key] = name }
                }
                if members[key]?.last != index { members[key, default: []].append(index) }
            }
        }
        let slugs = names.mapValues(SitePaths.tagSlug)
        made.tags = names.map { key, name in
            ComponentTag(slug: slugs[key]!, name: name, members: members[key]!, catalog: catalog)
        }.sorted { $0.slug < $1.slug }
        for (keyword, key) in keyOf { made.slugs[keyword] = slugs[key]! }
        for tag in made.tags { made.counts[tag.slug] = tag.count }
        return made
    }

    /// Gives each tag with a page its counterpart among `others` (a tag of `language`).
    private static func link(_ tags: inout [ComponentTag], to others: [ComponentTag], in language: String, count: Int) {
        var tagsOf = [[Int]](repeating: [], count: count)
        for (position, other) in others.enumerated() where other.hasPage {
            for member in other.members { tagsOf[member].append(position) }
        }
        for index in tags.indices where tags[index].hasPage {
            var shared: [Int: Int] = [:]
            for member in tags[index].members { for position in tagsOf[member] { shared[position, default: 0] += 1 } }
            if let best = shared.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) {
                tags[index].counterparts[language] = others[best.key].slug
            }
        }
    }
}
