import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What feed readers and search engines get: an Atom feed per language, JSON-LD per component,
/// and the page's date and edit link when the catalog gives them.
@Suite struct DiscoveryTests {
    /// The small catalog with `edit` in site.yml and `dates` in its English page's front matter.
    func built(edit: String? = nil, dates: String = "") throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        for (path, text) in SmallCatalog.files {
            var text = text
            if path == "site.yml", let edit {
                text = text.replacingOccurrences(of: "languages:", with: "edit-url: \(edit)\nlanguages:")
            }
            if path.hasSuffix("index.en.md") && path.hasPrefix("components/") {
                text = text.replacingOccurrences(of: "origin: original\n", with: "origin: original\n" + dates)
            }
            folder.write("Content/" + path, text)
        }
        let report = build(content: folder.path + "/Content", output: folder.path + "/Public")
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty, "\(report.diagnostics)")
        return folder
    }

    func read(_ folder: TemporaryFolder, _ path: String) throws -> String {
        try String(contentsOfFile: folder.path + "/Public/" + path, encoding: .utf8)
    }

    @Test func datedComponentsMakeAFeedPerLanguageLinkedFromEveryPage() throws {
        let folder = try built(dates: "date: 2026-03-14\nupdated: 2026-04-01\n")
        for (language, prefix) in [("en", ""), ("es", "es/")] {
            let feed = try read(folder, prefix + "feed.xml")
            let document = try XMLDocument(data: Data(feed.utf8))
            let root = try #require(document.rootElement())
            #expect(root.name == "feed" && root.attribute(forName: "xml:lang")?.stringValue == language)
            #expect(try root.nodes(forXPath: "*[local-name()='updated']").first?.stringValue == "2026-04-01T00:00:00Z")
            let entries = try root.nodes(forXPath: "*[local-name()='entry']")
            #expect(entries.count == 1)
            #expect(
                try entries.first?.nodes(forXPath: "*[local-name()='id']").first?.stringValue
                    == "https://example.org/catalog/\(prefix)components/fade-list.html")
            #expect(
                try entries.first?.nodes(forXPath: "*[local-name()='published']").first?.stringValue
                    == "2026-03-14T00:00:00Z")
            let home = try read(folder, prefix + "index.html")
            #expect(home.contains("<link rel=\"alternate\" type=\"application/atom+xml\""))
            #expect(home.contains("href=\"\(prefix.isEmpty ? "" : "../")\(prefix)feed.xml\""))
        }
        let page = try read(folder, "components/fade-list.html")
        #expect(page.contains("<time datetime=\"2026-04-01\">2026-04-01</time>"))
    }

    /// The temporary folder is in no Git work tree: no history either.
    @Test func withoutADateThereIsNoFeedNorLink() throws {
        let folder = try built()
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Public/feed.xml"))
        #expect(!(try read(folder, "index.html")).contains("application/atom+xml"))
        #expect(!(try read(folder, "components/fade-list.html")).contains("<time"))
    }

    @Test func anEditURLGivesEachPageItsOwnFilesLink() throws {
        let folder = try built(edit: "https://git.example.org/catalog/edit/main/Content/")
        #expect(
            try read(folder, "components/fade-list.html").contains(
                "<a href=\"https://git.example.org/catalog/edit/main/Content/components/fade-list/index.en.md\">Edit this page</a>"
            ))
        #expect(
            try read(folder, "es/components/fade-list.html").contains(
                "href=\"https://git.example.org/catalog/edit/main/Content/components/fade-list/index.es.md\""))
    }

    @Test func everyComponentPageHasItsJSONLD() throws {
        let folder = try built(
            edit: "https://git.example.org/catalog/edit/main/Content/", dates: "updated: 2026-04-01\n")
        for prefix in ["", "es/"] {
            let html = try read(folder, prefix + "components/fade-list.html")
            let start = try #require(html.range(of: "<script type=\"application/ld+json\">"))
            let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
                    as? [String: Any])
            #expect(json["@type"] as? String == "SoftwareSourceCode")
            #expect(json["programmingLanguage"] as? String == "Swift")
            #expect(json["url"] as? String == "https://example.org/catalog/\(prefix)components/fade-list.html")
            #expect(json["inLanguage"] as? String == (prefix.isEmpty ? "en" : "es"))
            #expect(json["dateModified"] as? String == "2026-04-01")
            #expect(json["license"] as? String == "https://spdx.org/licenses/MIT.html")
            #expect((json["name"] as? String)?.isEmpty == false)
        }
    }
}
