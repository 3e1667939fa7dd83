import Catalog
import Mustache
import TimelineDrawing

/// Builds the data each template sees, as the typed contexts of `TemplateData/`. Their fields
/// are the reference of template variables in README.md (see ``TemplateVariablesReference``).
struct PageContexts: Sendable {
    let catalog: Catalog
    let strings: [String: [String: String]]
    let paths: SitePaths
    /// The UI strings of each language, converted once.
    private let uiStrings: [String: UIStrings]
    /// The live stage of each component's card, by slug, drawn once for every page that lists
    /// it (the same in every language: it has no words).
    private let cardStages: [String: String]

    init(catalog: Catalog, strings: [String: [String: String]]) {
        self.catalog = catalog
        self.strings = strings
        self.paths = SitePaths(defaultLanguage: catalog.settings.defaultLanguage.code)
        let allKeys = Set(strings.values.flatMap(\.keys))
        self.uiStrings = strings.mapValues { UIStrings($0, allKeys: allKeys) }
        let defaultLanguage = catalog.settings.defaultLanguage.code
        let stages = ParallelMap.map(catalog.components) { component -> (String, String)? in
            let page = component.pages[defaultLanguage] ?? component.pages.values.first
            return page?.timeline.map { (component.slug, CardStage.svg($0.timeline, id: "card-\(component.slug)")) }
        }
        self.cardStages = Dictionary(stages.compactMap { $0 }, uniquingKeysWith: { first, _ in first })
    }

    var settings: SiteSettings { catalog.settings }

    /// What every page has: the site, the language, links home and to the other languages,
    /// the UI strings and the category navigation.
    func common(
        path: String, language: String, title: String, description: String, kind: PageKind,
        alternates: (String) -> String
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
                    current: other.code == language)
            },
            t: uiStrings[language] ?? UIStrings([:], allKeys: []),
            root: root,
            home: root + paths.home(language),
            searchURL: root + paths.search(language),
            assets: root + "assets/",
            categories: settings.categories.map { category($0.slug, language: language, root: root) },
            page: CommonContext.Page(
                title: title, description: description, kind: kind, path: path,
                canonicalURL: settings.baseURL + path))
    }

    func card(_ component: Component, language: String, root: String) -> ComponentCard {
        let page = component.pages[language] ?? component.pages[paths.defaultLanguage]!
        return ComponentCard(
            slug: component.slug, title: page.title, summary: page.summary,
            url: root + paths.component(component.slug, language),
            level: level(component.level, language),
            category: category(component.category, language: language, root: root),
            platforms: component.platforms.map(\.description).joined(separator: ", "),
            stage: cardStages[component.slug].map(HTML.init))
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
                description: category.summary[language], kind: .category,
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
        return ComponentContext(
            common: common(
                path: path, language: language, title: page.title, description: page.summary, kind: .component,
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
                descriptionHTML: HTML(page.descriptionHTML),
                timelineSVG: timelineSVG.map(HTML.init),
                api: ComponentContext.API(
                    parameters: parameters, notesHTML: HTML(page.api.notesHTML),
                    jsonURL: root + paths.apiJSON(component.slug),
                    markdownURL: root + paths.apiMarkdown(component.slug)),
                sources: sources,
                isFallback: page.isFallback,
                guides: related.map { guideCard($0, language: language, root: root) }))
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
        return GuideContext(
            common: common(
                path: path, language: language, title: page.title, description: page.summary, kind: .guide,
                alternates: { paths.guide(guide.slug, $0) }),
            guide: GuideContext.Guide(
                slug: guide.slug, title: page.title, summary: page.summary, bodyHTML: HTML(bodyHTML),
                isFallback: page.isFallback, keywords: page.keywords,
                components: related.map { card($0, language: language, root: root) }))
    }

    func searchPage(language: String) -> SearchContext {
        let path = paths.search(language)
        return SearchContext(
            common: common(
                path: path, language: language, title: strings[language]?["search-title"] ?? "Search",
                description: settings.description[language], kind: .search, alternates: paths.search),
            searchIndexURL: SitePaths.rootPrefix(from: path) + paths.searchIndex(language))
    }

    func notFoundPage(language: String) -> NotFoundContext {
        let path = paths.notFound(language)
        return NotFoundContext(
            common: common(
                path: path, language: language, title: strings[language]?["not-found-title"] ?? "Not found",
                description: settings.description[language], kind: .notFound, alternates: paths.notFound))
    }
}
