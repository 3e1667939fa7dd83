import Foundation
import Testing

/// The API page's filter, run from file:// in headless Chromium.
@Suite(.enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium); browser checks skipped"))
struct APIPageBrowserTests {
    /// The `data-name` of every parameter row, and whether the filter hid it.
    static func rows(_ query: String, language: String = "") -> [(name: String, hidden: Bool)] {
        let page = builtCatalog.folder.path + "/Public/\(language)api.html"
        let dom = renderedDOM("file://\(page)?q=\(query.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)")
        var rows: [(String, Bool)] = []
        var rest = Substring(dom)
        while let start = rest.range(of: "<tr data-name=\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: ">") else { break }
            let tag = rest[..<end]
            rows.append((String(tag.prefix { $0 != "\"" }), tag.contains(" hidden")))
            rest = rest[end...]
        }
        return rows
    }

    @Test func theFilterKeepsTheRowsWhoseTypeMatches() {
        let rows = Self.rows("Binding")
        let shown = rows.filter { !$0.hidden }.map(\.name)
        #expect(rows.count > 20)
        #expect(shown.contains("isOpen"))
        #expect(!shown.contains("cardHeight"))
        #expect(!shown.isEmpty && shown.count < rows.count)
    }

    @Test func theFilterMatchesNamesInEveryLanguage() {
        let shown = Self.rows("cardheight", language: "es/").filter { !$0.hidden }.map(\.name)
        #expect(shown == ["cardHeight"])
    }

    @Test func anEmptyFilterShowsEveryRow() {
        #expect(Self.rows("").allSatisfy { !$0.hidden })
    }
}
