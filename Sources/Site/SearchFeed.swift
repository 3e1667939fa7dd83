import Catalog
import Search

/// Feeds the `Search` target: each page of a language as a search document with weighted
/// fields taken from the Markdown tree's text (never from rendered HTML), the other languages'
/// text at low weight, the facets and the language's stop words from its strings file.
struct SearchFeed: Sendable {
    let catalog: Catalog
    let paths: SitePaths
    let strings: [String: [String: String]]
    /// The hash of each component's load inputs, by slug (``ComponentStage/keys(_:inputs:)``).
    var componentKeys: [String: UInt64] = [:]
    var settings: SiteSettings { catalog.settings }

    /// One page of a language's index: its kind and facets, a digest of what its document is
    /// made from, and the function that makes the document.
    struct Source: Sendable {
        let page: SearchPage
        let digest: UInt64
        let document: @Sendable () -> SearchDocument
    }

    /// Every page of the language's index, in the index's order: the components', then the
    /// guides'. A component with a key has the digest of its key, of which its document is a
    /// function: its document is made only if its block of the index is.
    func sources(language: String) -> [Source] {
        var sources: [Source] = []
        for component in catalog.components where component.pages[language] != nil {
            let make: @Sendable () -> SearchDocument = { self.component(component, language: language)! }
            let page = SearchPage(kind: "component", facets: Self.facets(of: component))
            if let key = componentKeys[component.slug] {
                var hash = StableDigest()
                hash.add(key)
                hash.add(language)
                sources.append(Source(page: page, digest: hash.value, document: make))
            } else {
                let document = make()
                sources.append(Source(page: page, digest: Self.digest(document), document: { document }))
            }
        }
        for guide in catalog.guides {
            guard let document = self.guide(guide, language: language) else { continue }
            sources.append(
                Source(
                    page: SearchPage(kind: document.kind, facets: document.facets), digest: Self.digest(document),
                    document: { document }))
        }
        return sources
    }

    /// A hash of everything the language's index is made from: its documents, facets and stop
    /// words. Equal keys make equal index files.
    func indexKey(language: String, digests: [UInt64]) -> UInt64 {
        var hash = StableDigest()
        hash.add(language)
        for key in ["search-stop-words", "search-synonyms", "search-sound-rules"] {
            hash.add(strings[language]?[key] ?? "")
        }
        for facet in facets(language) {
            hash.add(facet.name)
            hash.add(facet.label)
            for value in facet.values {
                hash.add(value.slug)
                hash.add(value.label)
            }
        }
        for digest in digests { hash.add(digest) }
        return hash.value
    }

    /// A hash of everything the index takes from a document.
    static func digest(_ document: SearchDocument) -> UInt64 {
        var hash = StableDigest()
        for part in [document.kind, document.url, document.title, document.summary, document.text] {
            hash.add(part)
        }
        for (name, values) in document.facets.sorted(by: { $0.key < $1.key }) {
            hash.add(name)
            for value in values { hash.add(value) }
            hash.add(-1)
        }
        for field in document.fields {
            hash.add(String(describing: field.kind))
            hash.add(field.language)
            hash.add(field.text)
        }
        return hash.value
    }

    /// - Parameter blocks: see ``SearchIndex/files(blocks:)``.
    func files(
        language: String, sources: [Source], blocks: (Range<Int>, () -> TermBlock) -> TermBlock = { $1() }
    ) -> [SearchIndexFile] {
        let text = strings[language] ?? [:]
        var index = SearchIndex(
            language: language, pages: sources.map(\.page), document: { sources[$0].document() },
            facets: facets(language), stopWords: SearchWords.words(text["search-stop-words"] ?? ""))
        // Groups separated by `;`, words by spaces.
        index.synonyms = (text["search-synonyms"] ?? "").split(separator: ";").map { SearchWords.words(String($0)) }
            .filter { $0.count > 1 }
        index.soundRules = SearchIndex.soundRules(text["search-sound-rules"] ?? "").compactMap { rule in
            rule.pattern.map { ($0, rule.replacement) }
        }
        return index.files(blocks: blocks)
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
