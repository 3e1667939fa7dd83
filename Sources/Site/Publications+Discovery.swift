import Catalog
import TextUtilities

/// What search engines and feed readers are given: an Atom feed per language and each
/// component's JSON-LD.
extension Publications {
    /// How many of the most recently changed components a feed lists.
    static let feedEntries = 50

    /// `feed.xml` of a language: the components with a date, the latest changed first; nil
    /// when no component has one (no front matter date and no repository history).
    func feed(language: String) -> String? {
        let dated = catalog.components.filter { $0.dates.updated != nil }
            .sorted { ($0.dates.updated!, $1.slug) > ($1.dates.updated!, $0.slug) }.prefix(Self.feedEntries)
        guard let latest = dated.first?.dates.updated else { return nil }
        let feedURL = settings.baseURL + paths.feed(language)
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(HTMLText.escape(language))">
              <title>\(HTMLText.escape(settings.title[language]))</title>
              <subtitle>\(HTMLText.escape(settings.description[language]))</subtitle>
              <link rel="self" type="application/atom+xml" href="\(HTMLText.escape(feedURL))"/>
              <link rel="alternate" type="text/html" href="\(HTMLText.escape(settings.baseURL + paths.home(language)))"/>
              <id>\(HTMLText.escape(feedURL))</id>
              <updated>\(Self.timestamp(latest))</updated>

            """
        for component in dated {
            let page = component.pages[language] ?? component.pages[paths.defaultLanguage]!
            let url = HTMLText.escape(settings.baseURL + paths.component(component.slug, language))
            let category = settings.category(component.category)?.name[language] ?? component.category
            xml += """
                  <entry>
                    <title>\(HTMLText.escape(page.title))</title>
                    <link rel="alternate" type="text/html" href="\(url)"/>
                    <id>\(url)</id>
                    <published>\(Self.timestamp(component.dates.published ?? latest))</published>
                    <updated>\(Self.timestamp(component.dates.updated!))</updated>
                    <author><name>\(HTMLText.escape(settings.title[language]))</name></author>
                    <category term="\(HTMLText.escape(component.category))" label="\(HTMLText.escape(category))"/>
                    <summary>\(HTMLText.escape(page.summary))</summary>
                  </entry>

                """
        }
        return xml + "</feed>\n"
    }

    /// A date as Atom writes it: midnight UTC of that day.
    static func timestamp(_ date: String) -> String { date + "T00:00:00Z" }

    /// schema.org's `SoftwareSourceCode` for a component's page, safe inside `<script>`.
    func structuredData(_ component: Component, language: String) -> String {
        let page = component.pages[language] ?? component.pages[paths.defaultLanguage]!
        var fields: [(String, String)] = [
            ("@context", JSONText.string("https://schema.org")), ("@type", JSONText.string("SoftwareSourceCode")),
            ("name", JSONText.string(page.title)), ("description", JSONText.string(page.summary)),
            ("url", JSONText.string(settings.baseURL + paths.component(component.slug, language))),
            ("inLanguage", JSONText.string(language)), ("programmingLanguage", JSONText.string("Swift")),
            ("runtimePlatform", JSONText.array(component.platforms.map { JSONText.string($0.description) })),
            ("keywords", JSONText.array(page.keywords.map(JSONText.string))),
            // One SPDX identifier has a page; an expression (`MIT AND Apache-2.0`) is given as it is.
            (
                "license",
                JSONText.string(
                    component.license.contains(" ")
                        ? component.license : "https://spdx.org/licenses/\(component.license).html")
            ),
            (
                "isPartOf",
                JSONText.object([
                    ("@type", JSONText.string("WebSite")), ("name", JSONText.string(settings.title[language])),
                    ("url", JSONText.string(settings.baseURL + paths.home(language))),
                ])
            ),
        ]
        if let published = component.dates.published { fields.append(("datePublished", JSONText.string(published))) }
        if let updated = component.dates.updated { fields.append(("dateModified", JSONText.string(updated))) }
        if let edit = settings.editURL { fields.append(("codeRepository", JSONText.string(edit))) }
        return JSONText.object(fields)
    }
}
