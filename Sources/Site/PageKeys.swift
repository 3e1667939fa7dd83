import Catalog
import TextUtilities

/// Cheap keys of what the many pages of a catalog are made from, for `catalog watch`: a
/// component page and a tag page, the two kinds a catalog has thousands of, are told unchanged
/// by a hash of their inputs' load keys (``Component/loadKey``), without building their
/// contexts. The template sources and UI strings are compared apart, by ``ReuseCache``.
///
/// A key covers everything the page's context is built from (a guide's page and the pages
/// that list every component are few, and told by their whole context); ``ReuseCache/checksPageKeys``
/// makes every build check that (the equivalence tests turn it on).
struct PageKeys: Sendable {
    /// What every page shares: the settings, and whether pages link the live-reload script.
    let shared: Int
    /// The guides about each component, as its page shows them (cards), hashed, by slug.
    let guidesByComponent: [String: Int]
    /// Every guide as a card, hashed (the home page lists them).
    let guideCards: Int

    init(catalog: Catalog, liveReload: Bool) {
        var hasher = StableHash()
        hasher.combine(catalog.settings.stableKey)
        hasher.combine(liveReload)
        shared = hasher.finalize()
        var guides: [String: StableHash] = [:]
        var cards = StableHash()
        for guide in catalog.guides {
            cards.combine(guide.slug)
            for code in catalog.settings.languages.map(\.code) {
                cards.combine(guide.pages[code]?.title)
                cards.combine(guide.pages[code]?.summary)
            }
            for slug in guide.relatedComponents {
                var hasher = guides[slug] ?? StableHash()
                hasher.combine(guide.slug)
                for code in catalog.settings.languages.map(\.code) {
                    let page = guide.pages[code]
                    hasher.combine(page?.title)
                    hasher.combine(page?.summary)
                }
                guides[slug] = hasher
            }
        }
        guidesByComponent = guides.mapValues { $0.finalize() }
        guideCards = cards.finalize()
    }

    /// What a component shows in each language, hashed: first its card in every language
    /// (everything ``PageContexts/card(_:language:root:)`` reads but the settings, which are in
    /// ``shared``), then its entry on the API page in every language (its slug, title and
    /// parameters, ``PageContexts/apiPage(language:)``).
    static func componentKeys(_ component: Component, languages: [String], stage: String?) -> [Int] {
        let stageDigest = stage.map { ByteDigest.of($0) }
        let fallback = component.pages[languages.first ?? ""]
        func keys(_ combine: (inout StableHash, ComponentPage?) -> Void) -> [Int] {
            languages.map { language in
                var hasher = StableHash()
                hasher.combine(component.slug)
                hasher.combine(language)
                combine(&hasher, component.pages[language] ?? fallback)
                return hasher.finalize()
            }
        }
        let cards = keys { hasher, page in
            hasher.combine(page?.title)
            hasher.combine(page?.summary)
            hasher.combine(component.level)
            hasher.combine(component.category)
            for platform in component.platforms {
                hasher.combine(platform.name)
                hasher.combine(platform.version)
            }
            hasher.combine(-1)
            hasher.combine(stageDigest)
        }
        let entries = keys { hasher, page in
            hasher.combine(page?.title)
            for parameter in page?.api.parameters ?? [] {
                hasher.combine(parameter.name)
                hasher.combine(parameter.type)
                hasher.combine(parameter.defaultValue)
                hasher.combine(parameter.descriptionHTML)
            }
        }
        return cards + entries
    }

    /// For each of `components` (by index), the counts of the tags it is a member of, in the
    /// tags' order, hashed: what a component page shows of its tags besides their names.
    static func tagCountKeys(_ tags: [ComponentTag], components: Int) -> [Int] {
        var hashers = [StableHash](repeating: StableHash(), count: components)
        // By index: a loop over the tags copies each of them.
        for index in tags.indices {
            let count = tags[index].count
            for member in tags[index].members where member < components {
                hashers[member].combine(count)
            }
        }
        return hashers.map { $0.finalize() }
    }
}

extension PageContexts {
    /// The key of a component's page in `language`: the component, the guides about it, its
    /// category neighbours' cards, the counts of its tags, and what every page shares. Nil when a
    /// component involved has no load key.
    ///
    /// - Parameter cards: every component's card key in `language` (``cardKeys(language:)``).
    func componentPageKey(
        _ component: Component, index: Int, language: String, position: Int, keys: PageKeys, cards: [Int?]
    ) -> Int? {
        guard let own = component.loadKey, position < tagCountKeys.count, index < tagCountKeys[position].count
        else { return nil }
        var hasher = StableHash()
        hasher.combine(PageKind.component.rawValue)
        hasher.combine(keys.shared)
        hasher.combine(language)
        hasher.combine(own)
        hasher.combine(keys.guidesByComponent[component.slug])
        let neighbours: (previous: Int?, next: Int?) =
            index < neighboursByIndex.count ? neighboursByIndex[index] : (nil, nil)
        for index in [neighbours.previous, neighbours.next] {
            guard let index else {
                hasher.combine(0)
                continue
            }
            guard index < cards.count, let key = cards[index] else { return nil }
            hasher.combine(1)
            hasher.combine(key)
        }
        // Its tags are its keywords (``ComponentTag``), part of its load key: what else the page
        // shows of them is how many components each has.
        hasher.combine(tagCountKeys[position][index])
        return hasher.finalize()
    }

    /// Every component's card key in `language`, by index into the catalog's components.
    func cardKeys(language: String) -> [Int?] { componentKeys(language: language, apiEntries: false) }

    /// Every component's key in `language` (``PageKeys/componentKeys(_:languages:stage:)``):
    /// its card's, or with `apiEntries` its API entry's, by index into the catalog's components.
    private func componentKeys(language: String, apiEntries: Bool) -> [Int?] {
        guard let position = settings.languages.firstIndex(where: { $0.code == language }) else {
            return catalog.components.map { _ in nil }
        }
        let offset = position + (apiEntries ? settings.languages.count : 0)
        // By index, not by element: a loop over the components copies each of them.
        return catalog.components.indices.map { index in
            guard index < componentKeyRows.count, offset < componentKeyRows[index].count else { return nil }
            return componentKeyRows[index][offset]
        }
    }

    /// The key of a tag's page in `language`: the tag and its components' cards, in order
    /// (`cards`: ``cardKeys(language:)``).
    func tagPageKey(_ tag: ComponentTag, language: String, keys: PageKeys, cards: [Int?]) -> Int? {
        var hasher = StableHash()
        hasher.combine(PageKind.tag.rawValue)
        hasher.combine(keys.shared)
        hasher.combine(language)
        hasher.combine(tag.slug)
        hasher.combine(tag.name)
        hasher.combine(tag.count)
        for member in tag.members {
            guard let key = cards[member] else { return nil }
            hasher.combine(key)
        }
        return hasher.finalize()
    }
}

extension PageContexts {
    /// The key of a language's home page: every component's card in catalog order (the page
    /// groups them by category), every guide's card, what every page shares.
    func homeKey(language: String, keys: PageKeys) -> Int? {
        var hasher = StableHash()
        hasher.combine(PageKind.home.rawValue)
        hasher.combine(keys.shared)
        hasher.combine(keys.guideCards)
        hasher.combine(language)
        hasher.combine(catalog.components.count)
        let cards = cardKeys(language: language)
        for index in catalog.components.indices {
            guard let key = cards[index] else { return nil }
            hasher.combine(catalog.components[index].category)
            hasher.combine(key)
        }
        return hasher.finalize()
    }

    /// The key of a language's tags page: every tag's slug, name and count, in order. Without
    /// one, a plain build rendered the page again every time (a page without a key is told by a
    /// hash of its context, which only holds within one process): two pages of 1 MB each at
    /// 10,000 components.
    func tagsIndexKey(language: String, keys: PageKeys) -> Int? {
        var hasher = StableHash()
        hasher.combine(PageKind.tags.rawValue)
        hasher.combine(keys.shared)
        hasher.combine(language)
        let tags = self.tags[language] ?? []
        hasher.combine(tags.count)
        // By index: a loop over the tags copies each of them.
        for index in tags.indices {
            hasher.combine(tags[index].slug)
            hasher.combine(tags[index].name)
            hasher.combine(tags[index].count)
        }
        return hasher.finalize()
    }

    /// The key of a category's page: its components' cards, in order.
    func categoryPageKey(_ category: Category, language: String, keys: PageKeys) -> Int? {
        var hasher = StableHash()
        hasher.combine(PageKind.category.rawValue)
        hasher.combine(keys.shared)
        hasher.combine(language)
        hasher.combine(category.slug)
        let cards = cardKeys(language: language)
        for index in membersByCategory[category.slug] ?? [] {
            guard let key = cards[index] else { return nil }
            hasher.combine(key)
        }
        return hasher.finalize()
    }

    /// The key of a language's API page: every component (its API table), in order.
    func apiPageKey(language: String, keys: PageKeys) -> Int? {
        var hasher = StableHash()
        hasher.combine(PageKind.api.rawValue)
        hasher.combine(keys.shared)
        hasher.combine(language)
        for key in componentKeys(language: language, apiEntries: true) {
            guard let key else { return nil }
            hasher.combine(key)
        }
        return hasher.finalize()
    }
}
