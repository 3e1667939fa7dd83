import Catalog
import Foundation
import Mustache
import SocialCard
import TextUtilities
import TimelineDrawing
import TimelineFormat

/// Builds the data each template sees, as the typed contexts of `TemplateData/`. Their fields
/// are the reference of template variables in README.md (see ``TemplateVariablesReference``).
struct PageContexts: Sendable {
    let catalog: Catalog
    let strings: [String: [String: String]]
    let paths: SitePaths
    /// The UI strings of each language, converted once.
    private let uiStrings: [String: UIStrings]
    /// The tags of each language.
    let tags: [String: ComponentTag.Language]
    /// Pages link the live-reload script (`catalog watch` builds).
    let liveReload: Bool
    /// The live stage of each component's card, drawn once per language for all the pages
    /// that list it.
    private let cardStages: CardStages
    /// The previous and next component of each component's category, as indices into
    /// `catalog.components`, by slug.
    let categoryNeighbours: [String: (previous: Int?, next: Int?)]
    /// The indices of each category's components, in catalog order, by category slug.
    let membersByCategory: [String: [Int]]
    /// Each component's index in the catalog, by slug.
    let componentIndex: [String: Int]
    /// Some component has a date, so each language has an Atom feed.
    let hasFeed: Bool
    /// The social cards in the output, by path (``SitePaths/socialCard(_:_:)``).
    let socialCards: Set<String>

    /// - Parameter drawCard: a card's stage from a timeline, with the SVG id given.
    init(
        catalog: Catalog, strings: [String: [String: String]], liveReload: Bool = false,
        socialCards: Set<String> = [],
        drawCard: @escaping @Sendable (TimelineBlock, _ id: String, _ language: String) -> HTML.Deferred
    ) {
        self.catalog = catalog
        self.socialCards = socialCards
        self.liveReload = liveReload
        self.strings = strings
        self.paths = SitePaths(defaultLanguage: catalog.settings.defaultLanguage.code)
        let allKeys = Set(strings.values.flatMap(\.keys))
        self.uiStrings = Dictionary(
            uniqueKeysWithValues: strings.map { ($0.key, UIStrings($0.value, allKeys: allKeys, language: $0.key)) })
        self.tags = ComponentTag.byLanguage(catalog)
        self.cardStages = CardStages(defaultLanguage: catalog.settings.defaultLanguage.code, draw: drawCard)
        var membersByCategory: [String: [Int]] = [:]
        for (index, component) in catalog.components.enumerated() {
            membersByCategory[component.category, default: []].append(index)
        }
        var neighbours: [String: (previous: Int?, next: Int?)] = [:]
        for members in membersByCategory.values {
            for (position, index) in members.enumerated() where neighbours[catalog.components[index].slug] == nil {
                neighbours[catalog.components[index].slug] = Self.neighbours(in: members, at: position)
            }
        }
        self.categoryNeighbours = neighbours
        self.membersByCategory = membersByCategory
        var componentIndex: [String: Int] = [:]
        for (index, component) in catalog.components.enumerated() where componentIndex[component.slug] == nil {
            componentIndex[component.slug] = index
        }
        self.componentIndex = componentIndex
        self.hasFeed = catalog.components.contains { $0.dates.updated != nil }
    }

    var settings: SiteSettings { catalog.settings }

    /// What every page has: the site, the language, links home and to the other languages,
    /// the UI strings and the category navigation.
    ///
    /// - Parameters:
    ///   - section: the header's section the page belongs to: a category's slug, `guides`,
    ///     `tags`, or empty.
    ///   - socialCard: the path of the page's social card under the site root, when it has one.
    ///   - sections: the ids of the page's sections in a language, in order, when they differ.
    func common(
        path: String, language: String, title: String, description: String, kind: PageKind,
        section: String = "", socialCard: String? = nil, alternates: (String) -> String,
        sections: (String) -> [String] = { _ in [] }
    ) -> CommonContext {
        // A server shows a 404 page at any depth: its links start at the site's root path.
        let root = kind == .notFound ? settings.basePath : SitePaths.rootPrefix(from: path)
        return CommonContext(
            site: CommonContext.Site(
                title: settings.title[language], description: settings.description[language],
                baseURL: settings.baseURL),
            lang: CommonContext.Lang(
                code: language, name: settings.languages.first { $0.code == language }?.name ?? language),
            languages: settings.languages.map { other in
                CommonContext.LanguageLink(
                    code: other.code, name: other.name, url: root + alternates(other.code),
                    absoluteURL: settings.baseURL + alternates(other.code), current: other.code == language,
                    sections: sections(other.code).joined(separator: " "))
            },
            t: uiStrings[language] ?? UIStrings([:], allKeys: []),
            root: root,
            home: root + paths.home(language),
            searchURL: root + paths.search(language),
            apiURL: root + paths.apiPage(language),
            guidesURL: root + paths.guidesIndex(language),
            tagsURL: root + paths.tagsIndex(language),
            assets: root + "assets/",
            categories: settings.categories.map { navigationCategory in
                var card = category(navigationCategory, language: language, root: root)
                if navigationCategory.slug == section { card.ariaCurrent = kind == .category ? "page" : "true" }
                return card
            },
            page: CommonContext.Page(
                title: title, description: description, kind: kind, path: path,
                canonicalURL: settings.baseURL + path,
                defaultLanguageURL: settings.baseURL + alternates(paths.defaultLanguage), section: section,
                socialCard: socialCard.map {
                    CommonContext.SocialImage(
                        url: settings.baseURL + SitePaths.link($0),
                        width: SocialCard.width, height: SocialCard.height, alt: title + " — " + description)
                }),
            // Watched pages are opened from disk, the 404 page too.
            liveReload: liveReload ? SitePaths.rootPrefix(from: path) + paths.liveReloadScript : "",
            feedURL: hasFeed ? root + paths.feed(language) : "")
    }

    /// The path of a component page's social card, when the output has it.
    func socialCard(_ slug: String, _ language: String) -> String? {
        let path = paths.socialCard(slug, language)
        return socialCards.contains(path) ? path : nil
    }

    /// A component's card, with its key: the hash of its fields, which a page's key takes in
    /// their place.
    func card(_ component: Component, language: String, root: String) -> ComponentCard {
        let page = component.pages[language] ?? component.pages[paths.defaultLanguage]!
        return ComponentCard(
            slug: component.slug, title: page.title, summary: page.summary,
            url: root + paths.component(component.slug, language),
            level: level(component.level, language),
            category: category(component.category, language: language, root: root),
            platforms: component.platforms.map(\.description).joined(separator: ", "),
            stage: cardStages.stage(component, language: language).map(HTML.init(shared:))
        ).keyed()
    }

    func level(_ slug: String, _ language: String) -> LevelBadge {
        LevelBadge(slug: slug, name: settings.level(slug)?.name[language] ?? slug)
    }

    /// A category of `site.yml`; the loader rejects any other, so the fallback to the slug is
    /// never shown.
    func category(_ slug: String, language: String, root: String) -> CategoryCard {
        settings.category(slug).map { category($0, language: language, root: root) }
            ?? CategoryCard(slug: slug, name: slug, summary: "", url: root + paths.category(slug, language))
    }

    func category(_ category: Category, language: String, root: String) -> CategoryCard {
        CategoryCard(
            slug: category.slug, name: category.name[language], summary: category.summary[language],
            url: root + paths.category(category.slug, language))
    }

    func guideCard(_ guide: Guide, language: String, root: String) -> GuideCard {
        let page = guide.pages[language] ?? guide.pages[paths.defaultLanguage]!
        return GuideCard(
            slug: guide.slug, title: page.title, summary: page.summary,
            url: root + paths.guide(guide.slug, language))
    }

    func home(language: String) -> HomeContext {
        let path = paths.home(language)
        let root = SitePaths.rootPrefix(from: path)
        let sections: [HomeContext.Section] = settings.categories.compactMap { category in
            let members = membersByCategory[category.slug] ?? []
            guard !members.isEmpty else { return nil }
            return HomeContext.Section(
                category: self.category(category, language: language, root: root),
                components: cards(members.prefix(SitePaths.homeCardsPerCategory), language: language, root: root),
                count: members.count)
        }
        return HomeContext(
            common: common(
                path: path, language: language, title: settings.title[language],
                description: settings.description[language], kind: .home, alternates: paths.home),
            sections: sections,
            guides: catalog.guides.map { guideCard($0, language: language, root: root) },
            componentCount: catalog.components.count)
    }

    /// Page `page` (from 1) of a category's components.
    func categoryPage(_ category: Category, language: String, page: Int = 1) -> CategoryContext {
        let path = paths.category(category.slug, language, page: page)
        let root = SitePaths.rootPrefix(from: path)
        let members = membersByCategory[category.slug] ?? []
        return CategoryContext(
            common: common(
                path: path, language: language, title: category.name[language],
                description: category.summary[language], kind: .category, section: category.slug,
                alternates: { paths.category(category.slug, $0, page: page) }),
            pagination: Pagination(number: page, count: SitePaths.pageCount(members.count)) {
                root + paths.category(category.slug, language, page: $0)
            },
            category: self.category(category, language: language, root: root),
            components: cards(Self.page(page, of: members), language: language, root: root),
            count: members.count)
    }

    /// The cards of the components at `indices`.
    func cards(_ indices: ArraySlice<Int>, language: String, root: String) -> [ComponentCard] {
        indices.map { card(catalog.components[$0], language: language, root: root) }
    }

    /// The items of page `page` (from 1) of a listing.
    static func page<Item>(_ page: Int, of items: [Item]) -> ArraySlice<Item> {
        let start = min(items.count, (page - 1) * SitePaths.listingPageSize)
        return items[start..<min(items.count, start + SitePaths.listingPageSize)]
    }

    /// What a component's page in `language` shows of the rest of the catalog. Everything else
    /// on the page comes from the component itself, the settings and the UI strings: a
    /// component's pages are the same as long as those and this are (``SiteRenderer/jobKey(_:)``).
    func surroundings(_ component: Component, language: String) -> ComponentSurroundings {
        let root = SitePaths.rootPrefix(from: paths.component(component.slug, language))
        let page = component.pages[language] ?? component.pages[paths.defaultLanguage]!
        let neighbours = categoryNeighbours[component.slug] ?? (nil, nil)
        return ComponentSurroundings(
            previous: neighbours.previous.map { card(catalog.components[$0], language: language, root: root) },
            next: neighbours.next.map { card(catalog.components[$0], language: language, root: root) },
            tags: tagLinks(page.keywords, language: language, root: root),
            guides: catalog.guides.filter { $0.relatedComponents.contains(component.slug) }.map {
                guideCard($0, language: language, root: root)
            },
            apiPageURL: root + apiPageOf(component.slug, language: language) + "#" + component.slug,
            hasFeed: hasFeed)
    }

    /// - Parameters:
    ///   - around: ``surroundings(_:language:)``, the only part of the page not made from the
    ///     component itself, the settings and the UI strings.
    ///   - timelineSVG: the page's timeline drawn in its language, or nil.
    func componentPage(
        _ component: Component, language: String, around: ComponentSurroundings, sourcesHTML: [HTML.Deferred],
        timelineSVG: HTML?
    )
        -> ComponentContext
    {
        let page = component.pages[language] ?? component.pages[paths.defaultLanguage]!
        let path = paths.component(component.slug, language)
        let root = SitePaths.rootPrefix(from: path)
        let parameters = page.api.parameters.map { parameter in
            ComponentContext.Parameter(
                name: parameter.name, type: parameter.type, defaultValue: parameter.defaultValue,
                descriptionHTML: HTML(parameter.descriptionHTML))
        }
        let sources = zip(component.sources, sourcesHTML).map { source, html in
            ComponentContext.Source(
                fileName: source.fileName, highlightedHTML: HTML(shared: html),
                downloadURL: root + SitePaths.link(paths.sourceDownload(component.slug, source.fileName)),
                license: source.license, copyright: source.copyright,
                lineCount: source.text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) })
        }
        var inspiredBy: String?
        if case .inspired(let by) = page.origin {
            inspiredBy = by
        }
        return ComponentContext(
            common: common(
                path: path, language: language, title: page.title, description: page.summary, kind: .component,
                section: component.category, socialCard: socialCard(component.slug, language),
                alternates: { paths.component(component.slug, $0) }),
            component: ComponentContext.Component(
                slug: component.slug, title: page.title, summary: page.summary,
                category: category(component.category, language: language, root: root),
                level: level(component.level, language),
                platforms: component.platforms.map(\.description),
                origin: ComponentContext.Origin(inspiredBy: inspiredBy),
                license: component.license,
                copyright: component.sources.first?.copyright ?? "",
                keywords: page.keywords,
                tags: around.tags,
                descriptionHTML: HTML(page.descriptionHTML),
                timelineSVG: timelineSVG, usageHTML: component.usageHTML.map(HTML.init),
                api: ComponentContext.API(
                    parameters: parameters, notesHTML: HTML(page.api.notesHTML),
                    jsonURL: root + paths.apiJSON(component.slug),
                    pageURL: around.apiPageURL,
                    markdownURL: root + paths.apiMarkdown(component.slug)),
                sources: sources,
                isFallback: page.isFallback,
                guides: around.guides,
                updated: component.dates.updated,
                editURL: settings.editURL.map {
                    $0 + CatalogLoader.componentsFolder
                        + "/\(component.slug)/index.\(page.isFallback ? paths.defaultLanguage : language).md"
                },
                structuredData: HTML(
                    Publications(catalog: catalog, paths: paths).structuredData(component, language: language))),
            previous: around.previous, next: around.next)
    }

    /// - Parameter drawTimeline: a timeline block of the page drawn in its language, with the ID given.
    func guidePage(_ guide: Guide, language: String, drawTimeline: (TimelineBlock, _ id: String) -> String)
        -> GuideContext
    {
        let page = guide.pages[language] ?? guide.pages[paths.defaultLanguage]!
        let path = paths.guide(guide.slug, language)
        let root = SitePaths.rootPrefix(from: path)
        var bodyHTML = ""
        for part in page.body {
            switch part {
            case .html(let html): bodyHTML += html
            case .timeline(let block):
                bodyHTML +=
                    "<figure class=\"timeline\">"
                    + drawTimeline(block, "timeline-\(guide.slug)-\(block.line)")
                    + "</figure>\n"
            }
        }
        let related = catalog.components.filter { guide.relatedComponents.contains($0.slug) }
        let neighbours = Self.neighbours(in: catalog.guides, at: catalog.guides.firstIndex { $0.slug == guide.slug })
        return GuideContext(
            common: common(
                path: path, language: language, title: page.title, description: page.summary, kind: .guide,
                section: "guides", alternates: { paths.guide(guide.slug, $0) },
                sections: { (guide.pages[$0] ?? page).headings.filter { $0.level <= 3 }.map(\.id) }),
            guide: GuideContext.Guide(
                slug: guide.slug, title: page.title, summary: page.summary, bodyHTML: HTML(bodyHTML),
                isFallback: page.isFallback, keywords: page.keywords,
                components: related.map { card($0, language: language, root: root) },
                tableOfContents: page.headings.filter { $0.level <= 3 }.map {
                    TableOfContentsEntry(text: $0.text, id: $0.id, level: $0.level)
                }),
            previous: neighbours.previous.map { guideCard($0, language: language, root: root) },
            next: neighbours.next.map { guideCard($0, language: language, root: root) })
    }

    func searchPage(language: String) -> SearchContext {
        let path = paths.search(language)
        return SearchContext(
            common: common(
                path: path, language: language, title: strings[language]?["search-title"] ?? "Search",
                description: settings.description[language], kind: .search, alternates: paths.search),
            searchIndexURL: SitePaths.rootPrefix(from: path) + paths.searchIndex(language))
    }

    /// Page `page` (from 1) of the API tables.
    func apiPage(language: String, page: Int = 1) -> APIPageContext {
        let path = paths.apiPage(language, page: page)
        let root = SitePaths.rootPrefix(from: path)
        let entries = Self.page(page, of: catalog.components).map { component in
            let text = component.pages[language] ?? component.pages[paths.defaultLanguage]!
            return APIPageContext.Entry(
                slug: component.slug, title: text.title, url: root + paths.component(component.slug, language),
                jsonURL: root + paths.apiJSON(component.slug),
                parameters: text.api.parameters.map {
                    ComponentContext.Parameter(
                        name: $0.name, type: $0.type, defaultValue: $0.defaultValue,
                        descriptionHTML: HTML($0.descriptionHTML))
                })
        }
        return APIPageContext(
            common: common(
                path: path, language: language, title: strings[language]?["api-page-title"] ?? "API",
                description: settings.description[language], kind: .api,
                alternates: { paths.apiPage($0, page: page) }),
            pagination: Pagination(number: page, count: SitePaths.pageCount(catalog.components.count)) {
                root + paths.apiPage(language, page: $0)
            },
            components: entries, indexURL: root + paths.apiIndex, schemaURL: root + paths.apiSchema)
    }

    /// The page of the API tables that holds a component's table.
    func apiPageOf(_ slug: String, language: String) -> String {
        paths.apiPage(language, page: (componentIndex[slug] ?? 0) / SitePaths.listingPageSize + 1)
    }

    func notFoundPage(language: String) -> NotFoundContext {
        let path = paths.notFound(language)
        return NotFoundContext(
            common: common(
                path: path, language: language, title: strings[language]?["not-found-title"] ?? "Not found",
                description: settings.description[language], kind: .notFound, alternates: paths.notFound))
    }

    /// The items before and after `items[index]`, for previous and next links.
    static func neighbours<Item>(in items: [Item], at index: Int?) -> (previous: Item?, next: Item?) {
        guard let index else { return (nil, nil) }
        return (
            index > items.startIndex ? items[index - 1] : nil,
            index + 1 < items.endIndex ? items[index + 1] : nil
        )
    }

    func guidesIndex(language: String) -> GuidesContext {
        let path = paths.guidesIndex(language)
        let root = SitePaths.rootPrefix(from: path)
        return GuidesContext(
            common: common(
                path: path, language: language, title: strings[language]?["guides"] ?? "Guides",
                description: strings[language]?["guides-summary"] ?? settings.description[language], kind: .guides,
                section: "guides", alternates: paths.guidesIndex),
            guides: catalog.guides.map { guideCard($0, language: language, root: root) })
    }

    /// The tags of `keywords`, each once, with links to their pages.
    func tagLinks(_ keywords: [String], language: String, root: String) -> [TagLink] {
        var seen: Set<String> = []
        return keywords.compactMap { keyword in
            let slug = tags[language]?.slugs[keyword] ?? SitePaths.tagSlug(keyword)
            guard seen.insert(slug).inserted else { return nil }
            let count = tags[language]?.counts[slug] ?? 0
            let url =
                count >= ComponentTag.sharedBy ? root + paths.tag(slug, language) : searchLink(keyword, language, root)
            return TagLink(name: keyword, slug: slug, url: url, count: count)
        }
    }

    func tagsIndex(language: String) -> TagsContext {
        let path = paths.tagsIndex(language)
        let root = SitePaths.rootPrefix(from: path)
        return TagsContext(
            common: common(
                path: path, language: language, title: strings[language]?["tags"] ?? "Tags",
                description: strings[language]?["tags-summary"] ?? settings.description[language], kind: .tags,
                section: "tags", alternates: paths.tagsIndex),
            tags: (tags[language]?.tags ?? []).filter(\.hasPage).map { tag in
                TagLink(
                    name: tag.name, slug: tag.slug, url: root + paths.tag(tag.slug, language),
                    count: tag.count)
            })
    }

    /// A search for `keyword`, where a keyword no other component shares has no page of its own.
    func searchLink(_ keyword: String, _ language: String, _ root: String) -> String {
        let allowed = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&+=#"))
        let query = keyword.addingPercentEncoding(withAllowedCharacters: allowed) ?? keyword
        return root + paths.search(language) + "?q=" + query
    }

    /// Page `page` (from 1) of a tag's components.
    func tagPage(_ tag: ComponentTag, language: String, page: Int = 1) -> TagContext {
        let path = paths.tag(tag.slug, language, page: page)
        let root = SitePaths.rootPrefix(from: path)
        // A tag is a keyword of one language: its page in another language is its counterpart's
        // there, or that language's tags index.
        let title = (strings[language]?["tag-title"] ?? "Tagged %@").replacingOccurrences(of: "%@", with: tag.name)
        return TagContext(
            common: common(
                path: path, language: language, title: title, description: title, kind: .tag, section: "tags",
                alternates: { other in
                    if other == language { return path }
                    return tag.counterparts[other].map { paths.tag($0, other) } ?? paths.tagsIndex(other)
                }),
            pagination: Pagination(number: page, count: SitePaths.pageCount(tag.count)) {
                root + paths.tag(tag.slug, language, page: $0)
            },
            tag: TagLink(
                name: tag.name, slug: tag.slug, url: root + paths.tag(tag.slug, language), count: tag.count),
            components: cards(Self.page(page, of: tag.members), language: language, root: root),
            tagsURL: root + paths.tagsIndex(language))
    }
}

/// The live stage of each component's card (``CardStage``) in each language, drawn the first
/// time a page asks for it, once for every page of that language that lists the component.
final class CardStages: Sendable {
    private let defaultLanguage: String
    private let draw: @Sendable (TimelineBlock, String, String) -> HTML.Deferred
    /// By slug and language; nil inside: the component has no timeline.
    private let drawn = Locked<[String: HTML.Deferred?]>([:])

    init(defaultLanguage: String, draw: @escaping @Sendable (TimelineBlock, String, String) -> HTML.Deferred) {
        self.defaultLanguage = defaultLanguage
        self.draw = draw
    }

    /// The stage of the block of the component's page in `language`, or of its page in the
    /// default language when it has none there, in the words of `language`.
    func stage(_ component: Component, language: String) -> HTML.Deferred? {
        let key = component.slug + "/" + language
        if let known = drawn.withLock({ $0[key] }) { return known }
        let block =
            component.pages[language]?.timeline
            ?? (component.pages[defaultLanguage] ?? component.pages.values.first)?
            .timeline
        let stage = block.map { draw($0, "card-\(component.slug)", language) }
        drawn.withLock { $0[key] = .some(stage) }
        return stage
    }
}
