import Catalog
import Search

/// Feeds the `Search` target: each page of a language as a search document with weighted
/// fields taken from the Markdown tree's text (never from rendered HTML), the other languages'
/// text at low weight, the facets and the language's stop words from its strings file.
struct SearchFeed: Sendable {
    let catalog: Catalog
    let paths: SitePaths
    let strings: [String: [String: String]]
    /// Pages' words and stems from earlier builds of this process (`catalog watch`), if any.
    var analysisCache: SearchAnalysisCache? = nil

    var settings: SiteSettings { catalog.settings }

    /// `catalog watch`: the last build's indexes, updated page by page.
    var memory: SearchIndexMemory? = nil

    /// A hash of everything the language's index is made from, the same in every process:
    /// each component's slug and load key (its document is made from the component and the
    /// settings), each guide's document, the settings, the stop words and facet labels. Nil
    /// when a component has no load key. Equal keys make equal index files.
    func indexKey(language: String) -> Int? {
        var hash = StableHash()
        hash.combine("search index of \(language)")
        hash.combine(settings.stableKey)
        let text = strings[language] ?? [:]
        for name in ["search-stop-words", "search-facet-category", "search-facet-level", "search-facet-platform"] {
            hash.combine(text[name])
        }
        for component in catalog.components {
            guard let loadKey = component.loadKey else { return nil }
            hash.combine(component.slug)
            hash.combine(loadKey)
        }
        hash.combine(-1)
        for guide in catalog.guides {
            hash.combine(guide.slug)
            guard let document = self.guide(guide, language: language) else {
                hash.combine(0)
                continue
            }
            hash.combine(1)
            hash.combine(Self.key(of: document))
        }
        return hash.finalize()
    }

    /// A hash of every part of a document, the same in every process.
    static func key(of document: SearchDocument) -> Int {
        var hash = StableHash()
        for part in [document.kind, document.url, document.title, document.summary, document.text] {
            hash.combine(part)
        }
        for (name, values) in document.facets.sorted(by: { $0.key < $1.key }) {
            hash.combine(name)
            for value in values { hash.combine(value) }
            hash.combine(-1)
        }
        for field in document.fields {
            hash.combine(String(describing: field.kind))
            hash.combine(field.language)
            hash.combine(field.text)
        }
        hash.combine(-1)
        return hash.finalize()
    }

    /// Where a page of an index comes from: a component, by its index in the catalog's, or a
    /// guide's document, by its index among the guides' documents.
    private enum Place: Sendable {
        case component(Int)
        case guide(Int)
    }

    /// The language's index: with `memory` (the last build's, in this process or read from the
    /// build cache), an update of it that makes only the documents of changed pages; without,
    /// every file. Files are named relative to `assets/search/<language>/`.
    func files(language: String) -> SearchIndexUpdate {
        let words = strings[language]?["search-stop-words"] ?? ""
        let stopWords = SearchWords.words(words)
        guard let memory else {
            let documents =
                catalog.components.compactMap { component($0, language: language) }
                + catalog.guides.compactMap { guide($0, language: language) }
            return SearchIndexUpdate(
                files: SearchIndex(
                    language: language, documents: documents, facets: facets(language), stopWords: stopWords,
                    analysisCache: analysisCache
                ).files(), unchanged: [:])
        }
        // A component's document is made from the component (all its pages) and the settings:
        // with the same load key at the same place, it is the last build's. Pages are told by
        // their place (a component's index, or a guide's document): an update makes the kind,
        // facets and document of the few pages that changed, not of all 10,000 (`perf`).
        let settingsKey = settings.stableKey
        let components = catalog.components
        var keys: [Int?] = []
        var places: [Place] = []
        keys.reserveCapacity(components.count + catalog.guides.count)
        places.reserveCapacity(components.count + catalog.guides.count)
        for index in components.indices where components[index].pages[language] != nil {
            var key: Int?
            if let loadKey = components[index].loadKey {
                var hash = StableHash()
                hash.combine(components[index].slug)
                hash.combine(loadKey)
                hash.combine(settingsKey)
                key = hash.finalize()
            }
            keys.append(key)
            places.append(.component(index))
        }
        var guides: [SearchDocument] = []
        for guide in catalog.guides {
            guard let document = self.guide(guide, language: language) else { continue }
            keys.append(Self.key(of: document))
            places.append(.guide(guides.count))
            guides.append(document)
        }
        let feed = self
        let found = places
        let made = guides
        return SearchIndex(
            language: language, pageCount: found.count,
            page: { index in
                switch found[index] {
                case .component(let component):
                    SearchPage(kind: "component", facets: Self.facets(of: components[component]))
                case .guide(let guide): SearchPage(kind: made[guide].kind, facets: made[guide].facets)
                }
            },
            document: { index in
                switch found[index] {
                case .component(let component): feed.component(components[component], language: language)!
                case .guide(let guide): made[guide]
                }
            }, facets: facets(language), stopWords: stopWords, analysisCache: analysisCache
        ).files(keys: keys, memory: memory)
    }

    /// A component's values of each facet.
    static func facets(of component: Component) -> [String: [String]] {
        ["category": [component.category], "level": [component.level], "platform": component.platforms.map(\.name)]
    }

    private func facets(_ language: String) -> [SearchFacet] {
        let text = strings[language] ?? [:]
        var platforms: [String] = []
        for component in catalog.components {
            for platform in component.platforms where !platforms.contains(platform.name) {
                platforms.append(platform.name)
            }
        }
        return [
            SearchFacet(
                name: "category", label: text["search-facet-category"] ?? "category",
                values: settings.categories.map { .init(slug: $0.slug, label: $0.name[language]) }),
            SearchFacet(
                name: "level", label: text["search-facet-level"] ?? "level",
                values: settings.levels.map { .init(slug: $0.slug, label: $0.name[language]) }),
            SearchFacet(
                name: "platform", label: text["search-facet-platform"] ?? "platform",
                values: platforms.map { .init(slug: $0, label: $0) }),
        ]
    }

    /// The language a page's text is written in: a fallback page shows the default language's.
    private func textLanguage(_ language: String, isFallback: Bool) -> String {
        isFallback ? paths.defaultLanguage : language
    }

    private func component(_ component: Component, language: String) -> SearchDocument? {
        guard let page = component.pages[language] else { return nil }
        let own = textLanguage(language, isFallback: page.isFallback)
        var fields = componentFields(page, language: own, withAPI: true)
        for other in settings.languages where other.code != language {
            guard let translation = component.pages[other.code], !translation.isFallback else { continue }
            fields += componentFields(translation, language: other.code, withAPI: false)
        }
        let category = settings.category(component.category)?.name[language] ?? component.category
        fields.append(SearchField(.heading, language: language, text: category))
        fields.append(
            SearchField(.body, language: language, text: settings.level(component.level)?.name[language] ?? ""))
        let parameters = page.api.parameters.map(\.descriptionText).joined(separator: " ")
        var origin = ""
        if case .inspired(let text) = page.origin { origin = text }
        return SearchDocument(
            kind: "component", url: paths.component(component.slug, language), title: page.title,
            summary: page.summary,
            text: [page.descriptionText, parameters, page.api.notesText, origin].filter { !$0.isEmpty }.joined(
                separator: " "),
            facets: Self.facets(of: component), fields: fields)
    }

    private func componentFields(_ page: ComponentPage, language: String, withAPI: Bool) -> [SearchField] {
        var fields = [
            SearchField(.title, language: language, text: page.title),
            SearchField(.keywords, language: language, text: page.keywords.joined(separator: " ")),
            SearchField(.heading, language: language, text: page.headings.joined(separator: " ")),
            SearchField(.summary, language: language, text: page.summary),
            SearchField(.body, language: language, text: page.descriptionText),
        ]
        if case .inspired(let origin) = page.origin {
            fields.append(SearchField(.body, language: language, text: origin))
        }
        fields.append(
            SearchField(
                .body, language: language, text: page.api.parameters.map(\.descriptionText).joined(separator: " ")))
        fields.append(SearchField(.body, language: language, text: page.api.notesText))
        if withAPI {
            fields.append(
                SearchField(.apiName, language: language, text: page.api.parameters.map(\.name).joined(separator: " ")))
            fields.append(
                SearchField(.body, language: language, text: page.api.parameters.map(\.type).joined(separator: " ")))
        }
        return fields
    }

    private func guide(_ guide: Guide, language: String) -> SearchDocument? {
        guard let page = guide.pages[language] else { return nil }
        var fields = guideFields(page, language: textLanguage(language, isFallback: page.isFallback))
        for other in settings.languages where other.code != language {
            guard let translation = guide.pages[other.code], !translation.isFallback else { continue }
            fields += guideFields(translation, language: other.code)
        }
        return SearchDocument(
            kind: "guide", url: paths.guide(guide.slug, language), title: page.title, summary: page.summary,
            text: page.bodyText, facets: [:], fields: fields)
    }

    private func guideFields(_ page: GuidePage, language: String) -> [SearchField] {
        [
            SearchField(.title, language: language, text: page.title),
            SearchField(.keywords, language: language, text: page.keywords.joined(separator: " ")),
            SearchField(.heading, language: language, text: page.headings.map(\.text).joined(separator: " ")),
            SearchField(.summary, language: language, text: page.summary),
            SearchField(.body, language: language, text: page.bodyText),
        ]
    }
}
