import Catalog
import Diagnostics
import Testing

/// A component's dates: its page's `date:` and `updated:`, else the repository's history.
@Suite struct PageDatesTests {
    func load(_ frontMatter: String) -> (Catalog?, [Diagnostic]) {
        var files = Fixtures.validFiles()
        files["components/fade-list/index.en.md"] = Fixtures.englishPage().replacingOccurrences(
            of: "origin: original\n", with: "origin: original\n" + frontMatter)
        return Fixtures.load(files)
    }

    @Test func pageDatesAreRead() throws {
        let (catalog, _) = load("date: 2026-03-14\nupdated: 2026-04-01\n")
        #expect(try #require(catalog).components[0].dates == PageDates(published: "2026-03-14", updated: "2026-04-01"))
    }

    @Test(arguments: ["2026-3-14", "14/03/2026", "2026-13-01", "yesterday", "2026-03-14T10:00"])
    func anInvalidDateIsAnErrorAtItsLine(_ date: String) {
        let (catalog, diagnostics) = load("updated: \"\(date)\"\n")
        #expect(catalog == nil)
        #expect(
            diagnostics.filter { $0.severity == .error }.map(Expected.init) == [
                Expected("page.invalid-date", .error, "Content/components/fade-list/index.en.md", 8, 10)
            ])
    }

    @Test func missingDatesComeFromTheHistoryAndUpdatedIsNeverBeforePublished() {
        let history = PageDates(published: "2026-01-02", updated: "2026-02-03")
        #expect(PageDates().filled(from: history) == history)
        #expect(
            PageDates(updated: "2026-05-05").filled(from: history)
                == PageDates(published: "2026-01-02", updated: "2026-05-05"))
        #expect(
            PageDates(published: "2026-06-01").filled(from: history)
                == PageDates(published: "2026-06-01", updated: "2026-06-01"))
        #expect(PageDates().filled(from: nil) == PageDates())
    }
}

/// `git log --format=%x01%cs --name-only`, newest first: a folder's newest commit is its
/// update, its oldest its publication; files outside a component or guide are left out.
@Test func historyGivesEachFolderItsFirstAndLastCommit() {
    let log = """
        \u{1}2026-03-01

        components/fade-list/index.en.md
        site.yml
        \u{1}2026-02-01

        components/fade-list/FadeList.swift
        guides/fading-rows/index.en.md
        \u{1}2026-01-01

        components/fade-list/index.en.md
        components/card-pile/CardPile.swift
        README.md
        """
    #expect(
        ContentHistory.dates(fromLog: log) == [
            "components/fade-list": PageDates(published: "2026-01-01", updated: "2026-03-01"),
            "guides/fading-rows": PageDates(published: "2026-02-01", updated: "2026-02-01"),
            "components/card-pile": PageDates(published: "2026-01-01", updated: "2026-01-01"),
        ])
}
