import Catalog
import Foundation
import Mustache
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
    let tags: [String: [ComponentTag]]
    /// How many components each tag has, by language and tag slug.
    let tagCounts: [String: [String: Int]]
    /// The slug of every keyword of the catalog (``SitePaths/tagSlug(_:)``), made once.
    let tagSlugs: [String: String]
    /// Pages link the live-reload script (`catalog watch` builds).
    let liveReload: Bool
    /// The live stage of each component's card, drawn when a page that lists it is rendered,
    /// once for all of them (the same in every language: it has no words).
    private let cardStages: CardStages
    /// The previous and next component of each component's category, as indices into
    /// `catalog.components`, by slug: found once, not by a scan of the catalog per page.
    let categoryNeighbours: [String: (previous: Int?, next: Int?)]
    /// The same, by index into `catalog.components`.
    let neighboursByIndex: [(previous: Int?, next: Int?)]
    /// With a build cache only: each component's card in each language (in the settings'
    /// order), then its API table in each language, hashed
    /// (``PageKeys/componentKeys(_:languages:stage:)``), then its entry of `api/index.json`
    /// (``Publications/publishedKey(_:)``), by index into `catalog.components`. Kept by index:
    /// by slug, the keys of the pages that list every component looked up each component's
    /// row again, 80,000 look-ups of a `catalog watch` rebuild at 10,000 components (`perf`).
    let componentKeyRows: [[Int]]
    /// With a build cache only: for each language (in the settings' order), the counts of each
    /// component's tags, hashed, by index into `catalog.components` (``PageKeys``).
    let tagCountKeys: [[Int]]
    /// The indices of each category's components, in catalog order, by category slug.
    let membersByCategory: [String: [Int]]

    init(catalog: Catalog, strings: [String: [String: String]], liveReload: Bool = false, reuse: ReuseCache? = nil) {
        self.catalog = catalog
        self.liveReload = liveReload
        self.strings = strings
        self.paths = SitePaths(defaultLanguage: catalog.settings.defaultLanguage.code)
        let allKeys = Set(strings.values.flatMap(\.keys))
        self.uiStrings = Dictionary(
            uniqueKeysWithValues: strings.map { ($0.key, UIStrings($0.value, allKeys: allKeys, language: $0.key)) })
        // `catalog watch`: the last render's tags while every component has the keywords it had
        // (an edit that leaves them), instead of grouping 10,000 components' keywords again.
        let keywords = reuse?.inProcess == true ? ComponentTag.Keywords(catalog) : nil
        if let reuse, let keywords, let kept = reuse.tags(from: keywords, for: catalog) {
            self.tags = kept
            self.tagSlugs = reuse.tagSlugs
        } else {
            var slugs = reuse?.tagSlugs ?? [:]
            self.tags = ComponentTag.byLanguage(catalog, slugs: &slugs)
            self.tagSlugs = slugs
            reuse?.tagSlugs = slugs
            if let keywords { reuse?.keepTags(tags, from: keywords) }
        }
        self.tagCounts = tags.mapValues { tags in
            Dictionary(tags.map { ($0.slug, $0.count) }, uniquingKeysWith: { first, _ in first })
        }
        self.cardStages = CardStages(defaultLanguage: catalog.settings.defaultLanguage.code, reuse: reuse)
        // Without a cache every listing page is rendered: all the stages, drawn on every core
        // now rather than by the first page that lists them.
        if reuse == nil { cardStages.drawAll(catalog.components) }
        var membersByCategory: [String: [Int]] = [:]
        for (index, component) in catalog.components.enumerated() {
            membersByCategory[component.category, default: []].append(index)
        }
        var neighbours: [String: (previous: Int?, next: Int?)] = [:]
        var neighboursByIndex = [(previous: Int?, next: Int?)](repeating: (nil, nil), count: catalog.components.count)
        for members in membersByCategory.values {
            for (position, index) in members.enumerated() where neighbours[catalog.components[index].slug] == nil {
                let found = Self.neighbours(in: members, at: position)
                neighbours[catalog.components[index].slug] = found
                neighboursByIndex[index] = found
            }
        }
        self.categoryNeighbours = neighbours
        self.neighboursByIndex = neighboursByIndex
        self.membersByCategory = membersByCategory
        // `catalog watch`: what each card shows, hashed, for the keys of the pages that list it.
        let cardStages = self.cardStages
        let codes = catalog.settings.languages.map(\.code)
        let publications = Publications(catalog: catalog, paths: paths)
        let keys =
            reuse == nil
            ? []
            : ParallelMap.map(catalog.components) { component -> (String, [Int]) in
                func make() -> [Int] {
                    PageKeys.componentKeys(component, languages: codes, stage: cardStages.stage(component))
                        + [publications.publishedKey(component)]
                }
                guard let reuse, let loadKey = component.loadKey else { return (component.slug, make()) }
                return (component.slug, reuse.derivedKeys(slug: component.slug, loadKey: loadKey, make: make))
            }
        // Two components with one slug are an error of the catalog, and the build fails; their
        // keys are the first one's, as a look-up by slug gave them.
        var firstBySlug: [String: Int] = [:]
        if reuse != nil { firstBySlug.reserveCapacity(keys.count) }
        var rows: [[Int]] = []
        rows.reserveCapacity(keys.count)
        for (slug, row) in keys {
            if let first = firstBySlug[slug] {
                rows.append(rows[first])
            } else {
                firstBySlug[slug] = rows.count
                rows.append(row)
            }
        }
        self.componentKeyRows = rows
        self.tagCountKeys =
            reuse == nil
            ? []
            : codes.map { [tags] code in
                PageKeys.tagCountKeys(tags[code] ?? [], components: catalog.components.count)
            }
    }

    var settings: SiteSettings { catalog.settings }

    /// Every component's ``Publications/publishedKey(_:)`` by slug; nil without a build cache.
    func publishedKeys() -> [String: Int]? {
        let count = 2 * settings.languages.count + 1
        var keys: [String: Int] = [:]
        keys.reserveCapacity(catalog.components.count)
        for index in catalog.components.indices {
            guard index < componentKeyRows.count, componentKeyRows[index].count == count else { return nil }
            keys[catalog.components[index].slug] = componentKeyRows[index][count - 1]
        }
        return keys
    }

    /// What every page has: the site, the language, links home and to the other languages,
    /// the UI strings and the category navigation.
    ///
    /// - Parameter section: the header's section the page belongs to: a category's slug,
    ///   `guides`, `tags`, or empty.
    func common(
        path: String, language: String, title: String, description: String, kind: PageKind,
        section: String = "", alternates: (String) -> String
    ) -> CommonContext {
        let root = SitePaths.rootPrefix(from: path)
        return CommonContext(
            site: CommonContext.Site(
                title: settings.title[language], description: settings.description[language],
                baseURL: settings.baseURL),
            lang: CommonContext.Lang(
                code: language, name: settings.languages.first { $0.code == language }?.name ?? language),
            languages: settings.languages.map { other in
                CommonContext.LanguageLink(
                    code: other.code, name: other.name, url: root + alternates(other.code),
                    absoluteURL: settings.baseURL + alternates(other.code), current: other.code == language)
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
                var card = category(navigationCategory.slug, language: language, root: root)
                if navigationCategory.slug == section { card.ariaCurrent = kind == .category ? "page" : "true" }
                return card
            },
            page: CommonContext.Page(
                title: title, description: description, kind: kind, path: path,
                canonicalURL: settings.baseURL + path,
                defaultLanguageURL: settings.baseURL + alternates(paths.defaultLanguage), section: section),
            liveReload: liveReload ? root + paths.liveReloadScript : "")
    }

    func card(_ component: Component, language: String, root: String) -> ComponentCard {
        let page = component.pages[language] ?? component.pages[paths.defaultLanguage]!
        return ComponentCard(
            slug: component.slug, title: page.title, summary: page.summary,
            url: root + paths.component(component.slug, language),
            level: level(component.level, language),
            category: category(component.category, language: language, root: root),
            platforms: component.platforms.map(\.description).joined(separator: ", "),
            stage: cardStages.stage(component).map(HTML.init))
    }

    func level(_ slug: String, _ language: String) -> LevelBadge {
        LevelBadge(slug: slug, name: settings.level(slug)?.name[language] ?? slug)
    }

    /// A category of `site.yml`; the loader rejects any other, so the fallback to the slug is
    /// never shown.
    func category(_ slug: String, language: String, root: String) -> CategoryCard {
        let category = settings.category(slug)
        return CategoryCard(
            slug: slug, name: category?.name[language] ?? slug, summary: category?.summary[language] ?? "",
            url: root + paths.category(slug, language))
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
            let members = catalog.components.filter { $0.category == category.slug }
            guard !members.isEmpty else { return nil }
            return HomeContext.Section(
                category: self.category(category.slug, language: language, root: root),
                components: members.map { card($0, language: language, root: root) })
        }
        return HomeContext(
            common: common(
                path: path, language: language, title: settings.title[language],
                description: settings.description[language], kind: .home, alternates: paths.home),
            sections: sections,
            guides: catalog.guides.map { guideCard($0, language: language, root: root) },
            componentCount: catalog.components.count)
    }

    func categoryPage(_ category: Category, language: String) -> CategoryContext {
        let path = paths.category(category.slug, language)
        let root = SitePaths.rootPrefix(from: path)
        let members = catalog.components.filter { $0.category == category.slug }
        return CategoryContext(
            common: common(
                path: path, language: language, title: category.name[language],
                description: category.summary[language], kind: .category, section: category.slug,
                alternates: { paths.category(category.slug, $0) }),
            category: self.category(category.slug, language: language, root: root),
            components: members.map { card($0, language: language, root: root) })
    }

    /// - Parameter timelineSVG: the page's timeline drawn in its language, or nil.
    func componentPage(_ component: Component, language: String, sourcesHTML: [String], timelineSVG: String?)
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
                fileName: source.fileName, highlightedHTML: HTML(html),
                downloadURL: root + paths.sourceDownload(component.slug, source.fileName),
                license: source.license, copyright: source.copyright,
                lineCount: source.text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) })
        }
        var inspiredBy: String?
        if case .inspired(let by) = page.origin {
            inspiredBy = by
        }
        let related = catalog.guides.filter { $0.relatedComponents.contains(component.slug) }
        let neighbours = categoryNeighbours[component.slug] ?? (nil, nil)
        return ComponentContext(
            common: common(
                path: path, language: language, title: page.title, description: page.summary, kind: .component,
                section: component.category, alternates: { paths.component(component.slug, $0) }),
            component: ComponentContext.Component(
                slug: component.slug, title: page.title, summary: page.summary,
                category: category(component.category, language: language, root: root),
                level: level(component.level, language),
                platforms: component.platforms.map(\.description),
                origin: ComponentContext.Origin(inspiredBy: inspiredBy),
                license: component.license,
                copyright: component.sources.first?.copyright ?? "",
                keywords: page.keywords,
                tags: tagLinks(page.keywords, language: language, root: root),
                descriptionHTML: HTML(page.descriptionHTML),
                timelineSVG: timelineSVG.map(HTML.init),
                api: ComponentContext.API(
                    parameters: parameters, notesHTML: HTML(page.api.notesHTML),
                    jsonURL: root + paths.apiJSON(component.slug),
                    pageURL: root + paths.apiPage(language) + "#" + component.slug,
                    markdownURL: root + paths.apiMarkdown(component.slug)),
                sources: sources,
                isFallback: page.isFallback,
                guides: related.map { guideCard($0, language: language, root: root) }),
            previous: neighbours.previous.map { card(catalog.components[$0], language: language, root: root) },
            next: neighbours.next.map { card(catalog.components[$0], language: language, root: root) })
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
                section: "guides", alternates: { paths.guide(guide.slug, $0) }),
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

    func apiPage(language: String) -> APIPageContext {
        let path = paths.apiPage(language)
        let root = SitePaths.rootPrefix(from: path)
        let entries = catalog.components.map { component in
            let page = component.pages[language] ?? component.pages[paths.defaultLanguage]!
            return APIPageContext.Entry(
                slug: component.slug, title: page.title, url: root + paths.component(component.slug, language),
                jsonURL: root + paths.apiJSON(component.slug),
                parameters: page.api.parameters.map {
                    ComponentContext.Parameter(
                        name: $0.name, type: $0.type, defaultValue: $0.defaultValue,
                        descriptionHTML: HTML($0.descriptionHTML))
                })
        }
        return APIPageContext(
            common: common(
                path: path, language: language, title: strings[language]?["api-page-title"] ?? "API",
                description: settings.description[language], kind: .api, alternates: paths.apiPage),
            components: entries, indexURL: root + paths.apiIndex, schemaURL: root + paths.apiSchema)
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
            let slug = tagSlugs[keyword] ?? SitePaths.tagSlug(keyword)
            guard seen.insert(slug).inserted else { return nil }
            return TagLink(
                name: keyword, slug: slug, url: root + paths.tag(slug, language),
                count: tagCounts[language]?[slug] ?? 0)
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
            tags: (tags[language] ?? []).map { tag in
                TagLink(
                    name: tag.name, slug: tag.slug, url: root + paths.tag(tag.slug, language),
                    count: tag.count)
            })
    }

    func tagPage(_ tag: ComponentTag, language: String) -> TagContext {
        let path = paths.tag(tag.slug, language)
        let root = SitePaths.rootPrefix(from: path)
        // A tag is a keyword of one language: its page in another language is that language's
        // tags index.
        let title = (strings[language]?["tag-title"] ?? "Tagged %@").replacingOccurrences(of: "%@", with: tag.name)
        return TagContext(
            common: common(
                path: path, language: language, title: title, description: title, kind: .tag, section: "tags",
                alternates: { $0 == language ? path : paths.tagsIndex($0) }),
            tag: TagLink(
                name: tag.name, slug: tag.slug, url: root + paths.tag(tag.slug, language), count: tag.count),
            components: tag.components.map { card($0, language: language, root: root) },
            tagsURL: root + paths.tagsIndex(language))
    }
}

/// The live stage of each component's card (``CardStage``), drawn the first time a page asks
/// for it: a build that keeps every page listing cards draws none, and a plain build does not
/// read the stages the last one kept (see ``ReuseCache``).
final class CardStages: @unchecked Sendable {
    private let defaultLanguage: String
    private let reuse: ReuseCache?
    private let lock = ShortLock()
    /// By slug; nil inside: the component has no timeline.
    private var drawn: [String: String?] = [:]

    init(defaultLanguage: String, reuse: ReuseCache?) {
        self.defaultLanguage = defaultLanguage
        self.reuse = reuse
    }

    /// Draws every component's stage now, on every core.
    func drawAll(_ components: [Component]) {
        _ = ParallelMap.map(components) { self.stage($0) }
    }

    func stage(_ component: Component) -> String? {
        lock.lock()
        if let known = drawn[component.slug] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let page = component.pages[defaultLanguage] ?? component.pages.values.first
        // The timeline is read only to draw or to compare: a stage kept for the same loaded
        // component needs neither, and its page's deferred part stays undecoded.
        var stage: String?
        if let page, page.hasTimeline {
            let id = "card-\(component.slug)"
            let reuse = reuse
            // Nil only for a body lost from the build cache during the build, which then fails
            // (``LostKeptParts``): no stage is drawn.
            func timeline() -> Timeline? { page.timeline?.timeline }
            func draw() -> String {
                guard let timeline = timeline() else { return "" }
                return reuse?.cardStage(timeline, id: id) { CardStage.svg(timeline, id: id) }
                    ?? CardStage.svg(timeline, id: id)
            }
            if let reuse, let loadKey = component.loadKey {
                stage = reuse.cardStage(slug: component.slug, loadKey: loadKey, timeline: timeline, draw: draw)
            } else {
                stage = draw()
            }
        }
        lock.lock()
        drawn[component.slug] = .some(stage)
        lock.unlock()
        return stage
    }
}
