import Foundation
import Testing

/// The search of the real catalog in headless Chromium from file://: the page, its status and
/// snippets, the facets in the URL, the header's panel and its keys, and the index loaded in
/// parts.
@Suite(
    .serialized, .enabled(if: WebDriver.isAvailable, "chromium-driver or curl is not installed; search checks skipped"))
struct SearchBrowserTests {
    let publicFolder = builtCatalog.folder.path + "/Public/"

    /// Opens the search page with a query and waits for the status line.
    private func searchPage(_ session: SearchSession, _ query: String, language: String = "", extra: String = "") throws
        -> String
    {
        let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        try session.open(publicFolder + language + "search.html?q=" + encoded + extra)
        return try session.wait(for: "document.querySelector('.search-status').textContent") as? String ?? ""
    }

    @Test func aPageNeedNotMatchEveryWordOfTheQuery() throws {
        let session = try SearchSession()
        try session.open(publicFolder + "search.html")
        #expect(try session.results("toast notification").first?.title == "Toast Banner")
        // Stop words are never required: "the" is on no title, and yet:
        #expect(try session.results("the toast").first?.title == "Toast Banner")
        // Pages matching both words come before pages matching one.
        let both = try session.results("badge notification")
        #expect(both.first?.title == "Pulsing Badge")
        #expect(both.count > 1)
    }

    @Test func statusSaysCloseMatchesOnlyWhenAShownResultMatchedApproximately() throws {
        let session = try SearchSession()
        let exact = try searchPage(session, "Toast Banner")
        #expect(!exact.isEmpty)
        #expect(!exact.contains("Showing results for"))
        let typo = try searchPage(session, "stagered")
        #expect(typo.contains("Showing results for \u{201C}staggered\u{201D}"))
        #expect(try session.results("stagered").first?.fuzzy == true)
        #expect(try session.results("staggered").contains { $0.fuzzy } == false)
    }

    @Test func aTypoInTheFirstTwoLettersIsForgiven() throws {
        let session = try SearchSession()
        try session.open(publicFolder + "search.html")
        // Swapped: the shard of the swapped letters is loaded with the word's own.
        #expect(try session.results("otast").first?.title == "Toast Banner")
        // Second letter wrong: nothing in the word's shard, so the letter list of its first letter
        // says which other shards hold a word near it, and only those are loaded.
        #expect(try session.results("sxroll").first?.title == "Scroll to Top Button")
        try session.open(publicFolder + "search.html")
        #expect(try session.results("tiast").first?.title == "Toast Banner")
        let loaded = try session.wait(for: "window.catalogSearch.loaded()") as? [String] ?? []
        #expect(loaded.contains("l-74"))
        #expect(loaded.contains("t-74-6f"))
        let shardsOfT = try FileManager.default.contentsOfDirectory(atPath: publicFolder + "assets/search/en")
            .filter { $0.hasPrefix("t-74-") }
        #expect(shardsOfT.count > 3)
        #expect(loaded.filter { $0.hasPrefix("t-74-") }.count < shardsOfT.count)
    }

    @Test func aTypoIsCorrectedOnlyToAWordOfThePagesLanguage() throws {
        let session = try SearchSession()
        try session.open(publicFolder + "search.html")
        // Two edits from the Spanish "pararla", a word of the English index at low weight.
        #expect(try session.results("parallax").isEmpty)
        // A Spanish word as written is found from English pages; its typo is corrected only in Spanish.
        let grid = try session.results("cuadrícula").first?.url
        #expect(grid != nil)
        #expect(try session.results("cuadricola").isEmpty)
        try session.open(publicFolder + "es/search.html")
        #expect(
            try session.results("cuadricola").first.map { URL(fileURLWithPath: $0.url).lastPathComponent }
                == grid.map { URL(fileURLWithPath: $0).lastPathComponent })
    }

    @Test func spanishSpellingsBySoundFindTheirWord() throws {
        let session = try SearchSession()
        try session.open(publicFolder + "es/search.html")
        // Each more edits from its word than a typo forgives, or with another first letter.
        for (heard, written) in [
            ("berificasion", "verificación"), ("orisontal", "horizontal"), ("yegan", "llegan"), ("pekeña", "pequeña"),
            ("bibrasion", "vibración"),
        ] {
            let found = try session.results(heard)
            #expect(found.first?.fuzzy == true, "\(heard)")
            #expect(found.first?.url == (try session.results(written).first?.url), "\(heard)")
        }
        // The rules are Spanish's: the English index has none.
        try session.open(publicFolder + "search.html")
        #expect(try session.results("berificasion").isEmpty)
    }

    @Test func aQueryOnlyWeakCorrectionsAnswerFindsNothing() throws {
        let session = try SearchSession()
        try session.open(publicFolder + "search.html")
        // One edit in "core" changes a quarter of it ("code", "come", "cord"): weak, never made.
        #expect(try session.results("core").isEmpty)
        #expect(try !session.results("data").isEmpty)
        #expect(try session.results("core data").isEmpty)
        // One edit in five letters is a fifth: a correction.
        #expect(try session.results("tosat").first?.fuzzy == true)
        // A word no page has leaves the pages where the other words are strong (in the title).
        let pinning = try session.results("pinning shortcuts")
        #expect(pinning.count == 1)
        #expect(pinning.first?.url == (try session.results("shortcuts").first?.url))
        try session.open(publicFolder + "es/search.html")
        #expect(try !session.results("modo").isEmpty)
        #expect(try session.results("modo oscuro").isEmpty)
    }

    @Test func synonymsOfTheStringsFileFindEachOthersPages() throws {
        let session = try SearchSession()
        try session.open(publicFolder + "es/search.html")
        // No page says "resorte".
        let shard = try String(contentsOfFile: publicFolder + "assets/search/es/t-72-65.js", encoding: .utf8)
        #expect(!shard.contains("\"resorte\""))
        let springs = try session.results("muelle")
        #expect(!springs.isEmpty)
        #expect(try session.results("resorte").map(\.url) == springs.map(\.url))
        try session.open(publicFolder + "search.html")
        let shake = try session.results("shake").first?.url
        let wiggle = try session.results("wiggle").first?.url
        #expect(shake != nil && wiggle == shake)
    }

    @Test func countsFollowThePluralRulesOfTheStringsFiles() throws {
        let session = try SearchSession()
        #expect(try searchPage(session, "login") == "1 result")
        let many = try searchPage(session, "spring")
        #expect(many.hasSuffix(" results"))
        #expect(try searchPage(session, "contraseña", language: "es/") == "1 resultado")
        #expect(try searchPage(session, "kubernetes") == "No component or guide matches.")
    }

    @Test func snippetsMarkTheMatchedWordsInASentenceOfText() throws {
        let session = try SearchSession()
        _ = try searchPage(session, "undo")
        let snippet = try session.wait(for: "document.querySelector('.result-snippet').innerHTML") as? String ?? ""
        #expect(snippet.contains("<mark>undo</mark>"))
        // Text and marks only: nothing else from the content becomes markup.
        let stripped = snippet.replacingOccurrences(of: "<mark>", with: "").replacingOccurrences(
            of: "</mark>", with: "")
        #expect(!stripped.contains("<"))
        #expect(snippet.count < 300)
        // A sentence does not end at the dot of inline code or of a number.
        _ = try searchPage(session, "empty space")
        let sentence = try session.wait(for: "document.querySelector('.result-snippet').textContent") as? String ?? ""
        #expect(sentence.hasSuffix("on a .smooth(duration: 0.3) curve."))
    }

    @Test func facetsCountResultsAndKeepTheirFilterInTheURL() throws {
        let session = try SearchSession()
        _ = try searchPage(session, "rows")
        let counts = try session.wait(for: "document.querySelectorAll('.search-facet input').length") as? Int ?? 0
        #expect(counts > 1)
        let all = try session.wait(for: "document.querySelectorAll('.search-results li').length") as? Int ?? 0
        let box = try session.driver.element(".search-facet input[value=lists]")
        let label =
            try session.wait(
                for: "document.querySelector('.search-facet input[value=lists]').parentNode.textContent") as? String
            ?? ""
        try session.driver.click(box)
        let url =
            try session.wait(for: "location.href.indexOf('category=lists') >= 0 && location.href") as? String ?? ""
        #expect(url.contains("q=rows"))
        let filtered =
            try session.wait(
                for:
                    "document.querySelectorAll('.search-results li').length < \(all) && document.querySelectorAll('.search-results li').length"
            )
            as? Int ?? 0
        #expect(filtered > 0 && filtered < all)
        #expect(label.contains("(\(filtered))"))
        let kinds =
            try session.wait(
                for: "Array.from(document.querySelectorAll('.result-kind')).map(function (k) { return k.textContent; })"
            )
            as? [String] ?? []
        #expect(!kinds.isEmpty && kinds.allSatisfy { $0.contains("Lists") })
        // The filter is read back from the URL, from disk.
        _ = try searchPage(session, "rows", extra: "&category=lists")
        let again = try session.wait(for: "document.querySelectorAll('.search-results li').length") as? Int ?? 0
        #expect(again == filtered)
    }

    @Test func theLanguageSwitcherKeepsTheQueryAndFilters() throws {
        let session = try SearchSession()
        _ = try searchPage(session, "toast", extra: "&category=feedback")
        let href =
            try session.wait(for: "document.querySelector('.language-switcher a[hreflang=es]').href") as? String ?? ""
        #expect(href.hasSuffix("es/search.html?q=toast&category=feedback"))
    }

    @Test func everyPageHasOneLabelledSearchLandmark() throws {
        let session = try SearchSession()
        for page in ["search.html", "components/toast-banner.html", "es/guides/stagger-with-a-cap.html", "index.html"] {
            try session.open(publicFolder + page)
            let labels =
                try session.wait(
                    for:
                        "Array.from(document.querySelectorAll('[role=search], search')).map(function (e) { return e.getAttribute('aria-label') || ''; })"
                )
                as? [String] ?? []
            #expect(labels.count == 1, "\(page)")
            #expect(labels.allSatisfy { !$0.isEmpty }, "\(page)")
        }
        // The search page focuses its own box.
        _ = try searchPage(session, "")
        #expect(
            try session.wait(for: "document.activeElement && document.activeElement.id") as? String == "search-input")
    }

    @Test func theHeaderBoxShowsResultsAsYouTypeAndAnswersTheKeyboard() throws {
        let session = try SearchSession()
        try session.open(publicFolder + "components/card-pile.html")
        _ = try session.wait(for: "window.catalogSearch")
        try session.driver.press(["/"])
        #expect(try session.wait(for: "document.activeElement.id") as? String == "site-search-input")
        try session.driver.press(["\u{E00C}"])  // Escape
        try session.driver.open("file://" + publicFolder + "components/card-pile.html")
        _ = try session.wait(for: "window.catalogSearch")
        try session.driver.press(["\u{E009}", "k"])  // Control+K
        #expect(try session.wait(for: "document.activeElement.id") as? String == "site-search-input")
        let input = try session.driver.activeElement()
        try session.driver.type(input, "toast")
        let titles =
            try session.wait(
                for:
                    "!document.getElementById('site-search-panel').hidden && Array.from(document.querySelectorAll('#site-search-panel [role=option] .result-title')).map(function (e) { return e.textContent; })"
            )
            as? [String] ?? []
        #expect(titles.first == "Toast Banner")
        #expect(try session.driver.attribute(input, "aria-expanded") == "true")
        try session.driver.press(["\u{E015}"])  // Arrow down
        #expect(try session.driver.attribute(input, "aria-activedescendant") == "site-search-option-0")
        try session.driver.press(["\u{E00C}"])  // Escape
        #expect(try session.wait(for: "document.getElementById('site-search-panel').hidden") as? Bool == true)
        try session.driver.press(["\u{E015}"])  // Arrow down opens it again
        _ = try session.wait(for: "!document.getElementById('site-search-panel').hidden")
        try session.driver.press(["\u{E015}"])
        try session.driver.press(["\u{E007}"])  // Enter opens the selected result
        var url = ""
        for _ in 0..<40 {
            url = (try? session.driver.currentURL()) ?? ""
            if url.hasSuffix("toast-banner.html") { break }
            usleep(50_000)
        }
        #expect(url.hasSuffix("components/toast-banner.html"))
    }

    @Test func aQueryLoadsOnlyTheShardsItNeeds() throws {
        let session = try SearchSession()
        try session.open(publicFolder + "search.html")
        _ = try session.results("toast")
        let loaded = try session.wait(for: "window.catalogSearch.loaded()") as? [String] ?? []
        #expect(loaded.contains("index"))
        #expect(loaded.contains("t-74-6f"))
        #expect(!loaded.contains("t-73-74"))
        let shards = try FileManager.default.contentsOfDirectory(atPath: publicFolder + "assets/search/en")
            .filter { $0.hasPrefix("t-") }
        #expect(loaded.filter { $0.hasPrefix("t-") }.count < shards.count / 10)
    }
}
