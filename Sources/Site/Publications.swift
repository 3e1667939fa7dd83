import API
import Catalog
import TextUtilities

/// The files made from the catalog's data rather than from templates: the API tables as JSON
/// and Markdown, and the sitemap. The search indexes are `SearchFeed`'s.
struct Publications: Sendable {
    let catalog: Catalog
    let paths: SitePaths
    /// The UI strings by language, for the words of the Markdown tables.
    var strings: [String: [String: String]] = [:]

    var settings: SiteSettings { catalog.settings }

    /// `api/<slug>.json`: one component's API for tools. Descriptions in every language.
    func apiJSON(_ component: Component) -> String {
        var published = publishedComponent(component)
        published.schema = APISchema.fileName
        published.schemaVersion = APISchema.version
        return APIJSON.encode(published)
    }

    /// `api/index.json`: every component's API in one file.
    func apiIndex() -> [UInt8] { APIJSON.encodeBytes(publishedIndex()) }

    /// The catalog's API as `api/index.json` publishes it.
    func publishedIndex() -> PublishedIndex {
        PublishedIndex(schema: APISchema.fileName, components: catalog.components.map(publishedComponent))
    }

    /// `api/schema.json`: the JSON Schema of the two files above.
    func apiSchema() -> String {
        APIJSON.encode(APISchema.document(id: settings.baseURL + paths.apiSchema))
    }

    func publishedComponent(_ component: Component) -> PublishedComponent {
        let languages = settings.languages.map(\.code)
        let main = component.pages[paths.defaultLanguage]!
        let parameters = main.api.parameters.enumerated().map { index, parameter in
            var descriptions: [String: String] = [:]
            for code in languages {
                descriptions[code] = component.pages[code]?.api.parameters[safeIndex: index]?.descriptionText ?? ""
            }
            return PublishedParameter(
                name: parameter.name, type: parameter.type, defaultValue: parameter.defaultValue,
                description: descriptions)
        }
        var titles: [String: String] = [:]
        var pages: [String: String] = [:]
        for code in languages {
            titles[code] = component.pages[code]?.title ?? main.title
            pages[code] = paths.component(component.slug, code)
        }
        return PublishedComponent(
            slug: component.slug, title: titles, category: component.category, level: component.level,
            platforms: component.platforms.map(\.description), license: component.license,
            sources: component.sources.map { paths.sourceDownload(component.slug, $0.fileName) }, pages: pages,
            parameters: parameters)
    }

    /// `api/<slug>.md`: the API table, ready to paste into a package's README: a heading, the
    /// summary, the table, the licence and a link to the component's page.
    func apiMarkdown(_ component: Component, language: String? = nil) -> String {
        let code = language ?? paths.defaultLanguage
        let page = component.pages[code] ?? component.pages[paths.defaultLanguage]!
        let words = strings[code] ?? [:]
        func word(_ key: String, _ fallback: String) -> String { words[key] ?? fallback }
        var lines = [
            "| \(word("parameter", "Parameter")) | \(word("type", "Type")) | \(word("default", "Default")) | \(word("description", "Description")) |",
            "|---|---|---|---|",
        ]
        let required = word("required", "required")
        for parameter in page.api.parameters {
            lines.append(
                "| \(MarkdownText.code(parameter.name)) | \(MarkdownText.code(parameter.type)) | \(parameter.defaultValue.map(MarkdownText.code) ?? MarkdownText.text(required)) | \(MarkdownText.text(parameter.descriptionText)) |"
            )
        }
        let url = settings.baseURL + paths.component(component.slug, code)
        let licence =
            "\(word("api-markdown-license", "License")): \(MarkdownText.text(component.license)). \(word("api-markdown-page", "Documentation")): <\(url)>"
        return "### \(MarkdownText.text(page.title))\n\n\(MarkdownText.text(page.summary))\n\n"
            + lines.joined(separator: "\n")
            + "\n\n" + licence + "\n"
    }

    /// `sitemap.xml`: every page of every language, with its translations as alternates.
    func sitemap() -> String {
        var entries: [[(language: String, path: String)]] = []
        let languages = settings.languages.map(\.code)
        entries.append(languages.map { ($0, paths.home($0)) })
        for category in settings.categories {
            entries.append(languages.map { ($0, paths.category(category.slug, $0)) })
        }
        for component in catalog.components {
            entries.append(languages.map { ($0, paths.component(component.slug, $0)) })
        }
        for guide in catalog.guides { entries.append(languages.map { ($0, paths.guide(guide.slug, $0)) }) }
        entries.append(languages.map { ($0, paths.search($0)) })
        entries.append(languages.map { ($0, paths.apiPage($0)) })
        entries.append(languages.map { ($0, paths.guidesIndex($0)) })
        entries.append(languages.map { ($0, paths.tagsIndex($0)) })
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

            """
        for group in entries {
            for entry in group {
                xml += "  <url>\n    <loc>\(HTMLText.escape(settings.baseURL + entry.path))</loc>\n"
                if group.count > 1 {
                    for alternate in group {
                        xml +=
                            "    <xhtml:link rel=\"alternate\" hreflang=\"\(alternate.language)\" href=\"\(HTMLText.escape(settings.baseURL + alternate.path))\"/>\n"
                    }
                }
                xml += "  </url>\n"
            }
        }
        return xml + "</urlset>\n"
    }
}

extension Array {
    subscript(safeIndex index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
