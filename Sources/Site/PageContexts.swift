import Catalog
import Mustache

/// Builds the data each template sees. Every variable named here is documented in README.md
/// under "Template variables".
struct PageContexts: Sendable {
    let catalog: Catalog
    let strings: [String: [String: String]]
    let paths: SitePaths

    init(catalog: Catalog, strings: [String: [String: String]]) {
        self.catalog = catalog
        self.strings = strings
        self.paths = SitePaths(defaultLanguage: catalog.settings.defaultLanguage.code)
    }

    var settings: SiteSettings { catalog.settings }

    /// What every page has: the site, the language, links home and to the other languages,
    /// the UI strings and the category navigation.
    func common(
        path: String, language: String, title: String, description: String, kind: String,
        alternates: (String) -> String
    ) -> [String: MustacheValue] {
        let root = SitePaths.rootPrefix(from: path)
        let languages: [MustacheValue] = settings.languages.map { other in
            .object([
                "code": .string(other.code), "name": .string(other.name),
                "url": .string(root + alternates(other.code)),
                "current": .bool(other.code == language),
            ])
        }
        let categories: [MustacheValue] = settings.categories.map { category in
            .object([
                "slug": .string(category.slug), "name": .string(category.name[language]),
                "url": .string(root + paths.category(category.slug, language)),
            ])
        }
        return [
            "site": .object([
                "title": .string(settings.title[language]),
                "description": .string(settings.description[language]),
                "baseURL": .string(settings.baseURL),
            ]),
            "lang": .object([
                "code": .string(language),
                "name": .string(settings.languages.first { $0.code == language }?.name ?? language),
            ]),
            "languages": .list(languages),
            "hasLanguages": .bool(settings.languages.count > 1),
            "t": .object((strings[language] ?? [:]).mapValues { .string($0) }),
            "root": .string(root),
            "home": .string(root + paths.home(language)),
            "searchURL": .string(root + paths.search(language)),
            "assets": .string(root + "assets/"),
            "categories": .list(categories),
            "page": .object([
                "title": .string(title), "description": .string(description), "kind": .string(kind),
                "path": .string(path), "canonicalURL": .string(settings.baseURL + path),
                "isHome": .bool(kind == "home"),
            ]),
        ]
    }

    func card(_ component: Component, language: String, root: String) -> MustacheValue {
        let page = component.pages[language] ?? component.pages[paths.defaultLanguage]!
        return .object([
            "slug": .string(component.slug),
            "title": .string(page.title),
            "summary": .string(page.summary),
            "url": .string(root + paths.component(component.slug, language)),
            "level": level(component.level, language),
            "category": category(component.category, language: language, root: root),
            "platforms": .string(component.platforms.map(\.description).joined(separator: ", ")),
        ])
    }

    func level(_ slug: String, _ language: String) -> MustacheValue {
        .object(["slug": .string(slug), "name": .string(settings.level(slug)?.name[language] ?? slug)])
    }

    func category(_ slug: String, language: String, root: String) -> MustacheValue {
        guard let category = settings.category(slug) else { return .null }
        return .object([
            "slug": .string(slug), "name": .string(category.name[language]),
            "summary": .string(category.summary[language]),
            "url": .string(root + paths.category(slug, language)),
        ])
    }

    func guideCard(_ guide: Guide, language: String, root: String) -> MustacheValue {
        let page = guide.pages[language] ?? guide.pages[paths.defaultLanguage]!
        return .object([
            "slug": .string(guide.slug), "title": .string(page.title), "summary": .string(page.summary),
            "url": .string(root + paths.guide(guide.slug, language)),
        ])
    }

    func home(language: String) -> (path: String, context: MustacheValue) {
        let path = paths.home(language)
        var context = common(
            path: path, language: language, title: settings.title[language],
            description: settings.description[language], kind: "home", alternates: paths.home)
        let root = SitePaths.rootPrefix(from: path)
        let sections: [MustacheValue] = settings.categories.compactMap { category in
            let members = catalog.components.filter { $0.category == category.slug }
            guard !members.isEmpty else { return nil }
            return .object([
                "category": self.category(category.slug, language: language, root: root),
                "components": .list(members.map { card($0, language: language, root: root) }),
                "count": .string(String(members.count)),
            ])
        }
        context["sections"] = .list(sections)
        context["guides"] = .list(catalog.guides.map { guideCard($0, language: language, root: root) })
        context["hasGuides"] = .bool(!catalog.guides.isEmpty)
        context["componentCount"] = .string(String(catalog.components.count))
        return (path, .object(context))
    }

    func categoryPage(_ category: Category, language: String) -> (path: String, context: MustacheValue) {
        let path = paths.category(category.slug, language)
        var context = common(
            path: path, language: language, title: category.name[language], description: category.summary[language],
            kind: "category", alternates: { paths.category(category.slug, $0) })
        let root = SitePaths.rootPrefix(from: path)
        let members = catalog.components.filter { $0.category == category.slug }
        context["category"] = self.category(category.slug, language: language, root: root)
        context["components"] = .list(members.map { card($0, language: language, root: root) })
        context["count"] = .string(String(members.count))
        return (path, .object(context))
    }

    /// - Parameter timelineSVG: the page's timeline drawn in its language, or nil.
    func componentPage(_ component: Component, language: String, sourcesHTML: [String], timelineSVG: String?)
        -> (path: String, context: MustacheValue)
    {
        let page = component.pages[language] ?? component.pages[paths.defaultLanguage]!
        let path = paths.component(component.slug, language)
        var context = common(
            path: path, language: language, title: page.title, description: page.summary, kind: "component",
            alternates: { paths.component(component.slug, $0) })
        let root = SitePaths.rootPrefix(from: path)
        let parameters: [MustacheValue] = page.api.parameters.map { parameter in
            .object([
                "name": .string(parameter.name), "type": .string(parameter.type),
                "default": parameter.defaultValue.map { .string($0) } ?? .null,
                "isRequired": .bool(parameter.defaultValue == nil),
                "descriptionHTML": .string(parameter.descriptionHTML),
            ])
        }
        let sources: [MustacheValue] = zip(component.sources, sourcesHTML).map { source, html in
            .object([
                "fileName": .string(source.fileName),
                "highlightedHTML": .string(html),
                "downloadURL": .string(root + paths.sourceDownload(component.slug, source.fileName)),
                "license": .string(source.license),
                "copyright": .string(source.copyright),
                "lineCount": .string(String(source.text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) })),
            ])
        }
        var origin: [String: MustacheValue] = ["isOriginal": .bool(true)]
        if case .inspired(let by) = page.origin {
            origin = ["isOriginal": .bool(false), "inspiredBy": .string(by)]
        }
        let related = catalog.guides.filter { $0.relatedComponents.contains(component.slug) }
        context["component"] = .object([
            "slug": .string(component.slug),
            "title": .string(page.title),
            "summary": .string(page.summary),
            "category": category(component.category, language: language, root: root),
            "level": level(component.level, language),
            "platforms": .list(component.platforms.map { .string($0.description) }),
            "platformsText": .string(component.platforms.map(\.description).joined(separator: ", ")),
            "origin": .object(origin),
            "license": .string(component.license),
            "copyright": .string(component.sources.first?.copyright ?? ""),
            "keywords": .list(page.keywords.map { .string($0) }),
            "descriptionHTML": .string(page.descriptionHTML),
            "timelineSVG": timelineSVG.map { .string($0) } ?? .null,
            "api": .object([
                "parameters": .list(parameters),
                "hasParameters": .bool(!parameters.isEmpty),
                "hasDescriptions": .bool(page.api.parameters.contains { !$0.descriptionHTML.isEmpty }),
                "notesHTML": .string(page.api.notesHTML),
                "jsonURL": .string(root + paths.apiJSON(component.slug)),
                "markdownURL": .string(root + paths.apiMarkdown(component.slug)),
            ]),
            "sources": .list(sources),
            "isFallback": .bool(page.isFallback),
            "guides": .list(related.map { guideCard($0, language: language, root: root) }),
            "hasGuides": .bool(!related.isEmpty),
        ])
        return (path, .object(context))
    }

    /// - Parameter drawTimeline: a timeline block of the page drawn in its language, with the ID given.
    func guidePage(_ guide: Guide, language: String, drawTimeline: (TimelineBlock, _ id: String) -> String)
        -> (path: String, context: MustacheValue)
    {
        let page = guide.pages[language] ?? guide.pages[paths.defaultLanguage]!
        let path = paths.guide(guide.slug, language)
        var context = common(
            path: path, language: language, title: page.title, description: page.summary, kind: "guide",
            alternates: { paths.guide(guide.slug, $0) })
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
        context["guide"] = .object([
            "slug": .string(guide.slug), "title": .string(page.title), "summary": .string(page.summary),
            "bodyHTML": .string(bodyHTML), "isFallback": .bool(page.isFallback),
            "keywords": .list(page.keywords.map { .string($0) }),
            "components": .list(related.map { card($0, language: language, root: root) }),
            "hasComponents": .bool(!related.isEmpty),
        ])
        return (path, .object(context))
    }

    func searchPage(language: String) -> (path: String, context: MustacheValue) {
        let path = paths.search(language)
        var context = common(
            path: path, language: language, title: strings[language]?["search-title"] ?? "Search",
            description: settings.description[language], kind: "search", alternates: paths.search)
        context["searchIndexURL"] = .string(SitePaths.rootPrefix(from: path) + paths.searchIndex(language))
        return (path, .object(context))
    }

    func notFoundPage(language: String) -> (path: String, context: MustacheValue) {
        let path = paths.notFound(language)
        let context = common(
            path: path, language: language, title: strings[language]?["not-found-title"] ?? "Not found",
            description: settings.description[language], kind: "404", alternates: paths.notFound)
        return (path, .object(context))
    }
}
