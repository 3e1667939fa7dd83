import Catalog
import TextUtilities

/// The files made from the catalog's data rather than from templates: the API tables as JSON
/// and Markdown, and the sitemap. The search indexes are `SearchFeed`'s.
struct Publications: Sendable {
    let catalog: Catalog
    let paths: SitePaths

    var settings: SiteSettings { catalog.settings }

    /// `api/<slug>.json`: one component's API for tools. Descriptions in every language.
    func apiJSON(_ component: Component) -> String {
        "{\n" + apiFields(component).map { "  " + JSONText.string($0.0) + ": " + $0.1 }.joined(separator: ",\n")
            + "\n}\n"
    }

    private func apiFields(_ component: Component) -> [(String, String)] {
        let languages = settings.languages.map(\.code)
        let main = component.pages[paths.defaultLanguage]!
        let parameters = main.api.parameters.enumerated().map { index, parameter in
            let descriptions = languages.map { code in
                (code, JSONText.string(component.pages[code]?.api.parameters[safeIndex: index]?.descriptionText ?? ""))
            }
            return JSONText.object([
                ("name", JSONText.string(parameter.name)),
                ("type", JSONText.string(parameter.type)),
                ("default", parameter.defaultValue.map(JSONText.string) ?? "null"),
                ("required", parameter.defaultValue == nil ? "true" : "false"),
                ("description", JSONText.object(descriptions)),
            ])
        }
        return [
            ("slug", JSONText.string(component.slug)),
            (
                "title",
                JSONText.object(languages.map { ($0, JSONText.string(component.pages[$0]?.title ?? main.title)) })
            ),
            ("category", JSONText.string(component.category)),
            ("level", JSONText.string(component.level)),
            ("platforms", JSONText.array(component.platforms.map { JSONText.string($0.description) })),
            ("license", JSONText.string(component.license)),
            (
                "sources",
                JSONText.array(
                    component.sources.map { JSONText.string(paths.sourceDownload(component.slug, $0.fileName)) })
            ),
            ("pages", JSONText.object(languages.map { ($0, JSONText.string(paths.component(component.slug, $0))) })),
            (
                "parameters",
                "[" + (parameters.isEmpty ? "" : "\n    " + parameters.joined(separator: ",\n    ") + "\n  ") + "]"
            ),
        ]
    }

    /// `api/index.json`: every component's API in one file.
    func apiIndex() -> String {
        let items = catalog.components.map { component in
            "  " + JSONText.object(apiFields(component))
        }
        return "{\"components\": [\n" + items.joined(separator: ",\n") + "\n]}\n"
    }

    /// `api/<slug>.md`: the API table in the default language, ready to paste into a README.
    func apiMarkdown(_ component: Component) -> String {
        let page = component.pages[paths.defaultLanguage]!
        var lines = ["| Parameter | Type | Default | Description |", "|---|---|---|---|"]
        func cell(_ text: String) -> String {
            guard text.utf8.contains(where: { $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "\n") }) else {
                return text
            }
            var result = ""
            for character in text.unicodeScalars {
                switch character {
                case "|": result += "\\|"
                case "\n": result += " "
                default: result.unicodeScalars.append(character)
                }
            }
            return result
        }
        func code(_ text: String) -> String {
            let fence = text.contains("`") ? "``" : "`"
            let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
            return fence + padding + cell(text) + padding + fence
        }
        // Outside code spans, `<` and `&` are escaped so that a README renderer shows them as text.
        func text(_ value: String) -> String {
            guard value.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") }) else {
                return cell(value)
            }
            var escaped = ""
            for character in value.unicodeScalars {
                switch character {
                case "&": escaped += "&amp;"
                case "<": escaped += "&lt;"
                default: escaped.unicodeScalars.append(character)
                }
            }
            return cell(escaped)
        }
        for parameter in page.api.parameters {
            lines.append(
                "| \(code(parameter.name)) | \(code(parameter.type)) | \(parameter.defaultValue.map(code) ?? "required") | \(text(parameter.descriptionText)) |"
            )
        }
        return "### \(text(page.title))\n\n\(text(page.summary))\n\n" + lines.joined(separator: "\n") + "\n"
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
