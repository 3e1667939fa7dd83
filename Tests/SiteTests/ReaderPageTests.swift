import Foundation
import Site
import TestSupport
import Testing

/// What the built pages give a reader, read from their HTML: the head, the navigation, tags,
/// heading order. (The browser checks in ReaderBrowserTests see the same pages rendered.)
@Suite struct ReaderPageTests {
    func page(_ path: String) throws -> String {
        try String(contentsOfFile: builtCatalog.folder.path + "/Public/" + path, encoding: .utf8)
    }

    /// Every `.html` file of the built site, by path.
    var everyPage: [(path: String, html: String)] {
        snapshot(builtCatalog.folder.path + "/Public").filter { $0.key.hasSuffix(".html") }
            .map { ($0.key, String(decoding: $0.value, as: UTF8.self)) }.sorted { $0.path < $1.path }
    }

    @Test func everyPageNamesItsTranslationsAndTheDefaultForSearchEngines() throws {
        for (path, html) in everyPage {
            let alternates = linkTargets(in: html).filter { $0.hasPrefix("https://catalog.example.org/") }
            #expect(
                html.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"https://catalog.example.org/"), "\(path)")
            #expect(
                html.contains("<link rel=\"alternate\" hreflang=\"es\" href=\"https://catalog.example.org/es/"),
                "\(path)")
            #expect(
                html.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"https://catalog.example.org/"),
                "\(path)")
            #expect(!alternates.isEmpty)
        }
        let component = try page("es/components/card-pile.html")
        #expect(component.contains("hreflang=\"en\" href=\"https://catalog.example.org/components/card-pile.html\""))
        #expect(
            component.contains("hreflang=\"x-default\" href=\"https://catalog.example.org/components/card-pile.html\""))
    }

    @Test func everyPageHasOpenGraphAFaviconAndAThemeColourPerTheme() throws {
        for (path, html) in everyPage {
            #expect(html.contains("<meta property=\"og:title\""), "\(path)")
            #expect(html.contains("<meta property=\"og:url\" content=\"https://catalog.example.org/"), "\(path)")
            #expect(html.contains("type=\"image/svg+xml\""), "\(path)")
            #expect(html.contains("name=\"theme-color\" content=\"#fbfbfd\" media=\"(prefers-color-scheme: light)\""))
            #expect(html.contains("name=\"theme-color\" content=\"#111216\" media=\"(prefers-color-scheme: dark)\""))
        }
        #expect(try page("components/card-pile.html").contains("<meta property=\"og:type\" content=\"article\">"))
        #expect(try page("index.html").contains("<meta property=\"og:type\" content=\"website\">"))
        #expect(FileManager.default.fileExists(atPath: builtCatalog.folder.path + "/Public/assets/favicon.svg"))
    }

    @Test func theThemeIsSetBeforeTheStylesheetSoNoPageFlashes() throws {
        let html = try page("guides/index.html")
        let script = try #require(html.range(of: "localStorage.getItem(\"catalog-theme\")"))
        let stylesheet = try #require(html.range(of: "style.css"))
        #expect(script.lowerBound < stylesheet.lowerBound)
    }

    @Test func headingsNeverSkipALevel() {
        for (path, html) in everyPage {
            var previous = 0
            var rest = Substring(html)
            while let start = rest.range(of: "<h") {
                rest = rest[start.upperBound...]
                guard let digit = rest.first?.wholeNumberValue, (1...6).contains(digit) else { continue }
                #expect(digit <= previous + 1, "\(path): h\(previous) then h\(digit)")
                previous = digit
            }
            #expect(previous > 0, "\(path) has no heading")
        }
    }

    @Test func theGuidesIndexIsLinkedFromTheHeaderAndTheBreadcrumbs() throws {
        let index = try page("guides/index.html")
        #expect(index.contains("href=\"../guides/insert-a-row-then-push.html\""))
        #expect(index.contains("<a href=\"../guides/index.html\" aria-current=\"page\">Guides</a>"))
        let guide = try page("es/guides/insert-a-row-then-push.html")
        // The breadcrumb, then the header's link marking the section.
        #expect(
            guide.contains(
                "<li><a href=\"../../es/guides/index.html\">Guías</a></li><li><a href=\"insert-a-row-then-push.html\" aria-current=\"page\">"
            ))
        #expect(guide.contains("<a href=\"../../es/guides/index.html\" aria-current=\"true\">Guías</a>"))
        let component = try page("components/card-pile.html")
        #expect(component.contains("<a href=\"../guides/index.html\">Guides</a>"))
    }

    @Test func theHeaderMarksTheCurrentCategory() throws {
        let category = try page("categories/lists.html")
        #expect(category.contains("href=\"lists.html\" aria-current=\"page\">Lists</a>"))
        let component = try page("components/card-pile.html")
        #expect(component.contains("href=\"../categories/lists.html\" aria-current=\"true\">Lists</a>"))
        #expect(!component.contains("href=\"../categories/transitions.html\" aria-current"))
    }

    @Test func guideHeadingsHaveIDsAnchorsAndATableOfContents() throws {
        let guide = try page("guides/stagger-with-a-cap.html")
        #expect(guide.contains("<h2 id=\"the-basic-formula\">"))
        #expect(guide.contains("href=\"#the-basic-formula\" aria-hidden=\"true\" tabindex=\"-1\">#</a></h2>"))
        #expect(guide.contains("<li><a href=\"#the-basic-formula\">The basic formula</a></li>"))
        // Every table-of-contents link points at an id of the page.
        var rest = Substring(guide)
        while let start = rest.range(of: "<li><a href=\"#") {
            rest = rest[start.upperBound...]
            let id = rest.prefix { $0 != "\"" }
            #expect(guide.contains("id=\"\(id)\""))
        }
    }

    /// Every heading under the title of a guide or component page, the cards' included, can be linked to.
    @Test func everyHeadingOfAGuideOrComponentPageHasAUniqueID() {
        var checked = 0
        for (path, html) in everyPage where path.contains("guides/") || path.contains("components/") {
            var ids: [String] = []
            var rest = Substring(html)
            while let start = rest.range(of: "<h"),
                let level = rest[start.upperBound...].first
            {
                rest = rest[start.upperBound...]
                guard ("2"..."6").contains(level) else { continue }
                let tag = rest.prefix { $0 != ">" }
                checked += 1
                guard let id = tag.range(of: " id=\"") else {
                    Issue.record("\(path): <h\(tag)> has no id")
                    continue
                }
                ids.append(String(tag[id.upperBound...].prefix { $0 != "\"" }))
            }
            #expect(Set(ids).count == ids.count, "\(path): \(ids)")
        }
        #expect(checked > 200)
    }

    /// As Apple's documentation does: a call site first, then the API table, then the whole
    /// source, folded.
    @Test func componentPagesShowUsageThenTheAPIThenTheSourceFolded() throws {
        let pages = everyPage.filter { $0.path.contains("components/") }
        #expect(pages.count > 30)
        for (path, html) in pages {
            let places = try [
                "id=\"usage-heading\"", "id=\"api-heading\"", "id=\"source-heading\"",
                "<details class=\"source-details\">", "<figure class=\"source\">",
            ].map {
                try #require(html.range(of: $0), "\(path): \($0)").lowerBound
            }
            #expect(places == places.sorted(), "\(path)")
            let usage = html[places[0]..<places[1]]
            #expect(usage.contains("<pre class=\"code\" lang=\"en\""), "\(path)")
            #expect(usage.contains("<span class=\"type\">") || usage.contains("("), "\(path)")
        }
    }

    @Test func componentsAndGuidesLinkToTheirNeighbours() throws {
        let lists = [
            "card-pile", "expanding-section", "insert-then-push", "notification-stack", "row-delete-collapse",
            "staggered-appear-list",
        ]
        let html = try page("components/expanding-section.html")
        let members = lists.filter { html.contains("href=\"../components/\($0).html\" rel=") }
        #expect(members.count == 2, "\(members)")
        let guide = try page("guides/list-or-lazy-vstack.html")
        #expect(guide.contains("rel=\"prev\"") || guide.contains("rel=\"next\""))
    }

    @Test func keywordsAreTagsWithPagesAndAnIndexWithCounts() throws {
        let component = try page("components/radial-grid-reveal.html")
        #expect(component.contains("<li><a href=\"../tags/grid.html\">grid</a></li>"))
        let tag = try page("tags/grid.html")
        #expect(tag.contains("href=\"../components/radial-grid-reveal.html\""))
        let index = try page("tags/index.html")
        // Each count is the number of English component pages that link the tag.
        let componentPages = snapshot(builtCatalog.folder.path + "/Public/components").values.map {
            String(decoding: $0, as: UTF8.self)
        }
        for tag in ["grid", "spring"] {
            let count = componentPages.filter { $0.contains("<li><a href=\"../tags/\(tag).html\">\(tag)</a></li>") }
                .count
            #expect(count >= 1)
            #expect(index.contains("<a href=\"../tags/\(tag).html\">\(tag) <span class=\"count\">\(count)</span></a>"))
        }
        let spanish = try page("es/components/radial-grid-reveal.html")
        #expect(spanish.contains("<a href=\"../../es/tags/cuadricula.html\">cuadrícula</a>"))
        #expect(FileManager.default.fileExists(atPath: builtCatalog.folder.path + "/Public/es/tags/cuadricula.html"))
    }

    @Test func tagSlugsFoldAccentsAndCaseAndNeverTakeTheIndex() {
        #expect(SitePaths.tagSlug("Cuadrícula") == "cuadricula")
        #expect(SitePaths.tagSlug("race condition") == "race-condition")
        #expect(SitePaths.tagSlug("withAnimation") == "withanimation")
        #expect(SitePaths.tagSlug("index") == "index-tag")
        #expect(SitePaths.tagSlug("!!") == "tag")
        #expect(SitePaths.tagSlug("ظهور") == "ظهور")
    }

    @Test func thePreviewComesBeforeTheDescription() throws {
        let html = try page("components/radial-grid-reveal.html")
        let preview = try #require(html.range(of: "<figure class=\"timeline\">"))
        let description = try #require(html.range(of: "id=\"description-heading\""))
        #expect(preview.lowerBound < description.lowerBound)
    }

    @Test func codeInSpanishPagesIsMarkedEnglish() throws {
        let guide = try page("es/guides/insert-a-row-then-push.html")
        #expect(guide.contains("<code lang=\"en\">withAnimation</code>"))
        #expect(guide.contains("<pre class=\"code\" lang=\"en\" tabindex=\"0\" role=\"group\" aria-label=\"Swift\">"))
        let component = try page("es/components/card-pile.html")
        #expect(component.contains("<pre class=\"code\" lang=\"en\" tabindex=\"0\" role=\"region\""))
    }
}
