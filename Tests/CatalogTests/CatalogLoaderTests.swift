import Catalog
import Diagnostics
import Testing

@Test func validCatalogLoadsEveryFact() throws {
    let (loaded, diagnostics) = Fixtures.load(Fixtures.validFiles())
    let catalog = try #require(loaded, "\(diagnostics)")
    #expect(catalog.settings.languages.map(\.code) == ["en", "es"])
    #expect(catalog.settings.title["es"] == "Catálogo de prueba")
    let component = try #require(catalog.components.first)
    #expect(component.slug == "fade-list")
    #expect(component.category == "transitions")
    #expect(component.level == "beginner")
    #expect(component.platforms.map(\.description) == ["iOS 18.0+"])
    #expect(component.license == "MIT")
    #expect(component.sources.first?.copyright == "Copyright (c) 2026 Test contributors")
    let english = try #require(component.pages["en"])
    #expect(english.title == "Fade List")
    #expect(english.keywords == ["fade", "list", "rows"])
    #expect(english.origin == .original)
    #expect(english.descriptionHTML.contains("<code lang=\"en\">spacing</code>"))
    #expect(!english.descriptionHTML.contains("timeline"))
    #expect(english.api.parameters.map(\.name) == ["items", "spacing"])
    #expect(english.api.parameters[0].defaultValue == nil)
    #expect(english.api.parameters[1].defaultValue == "12")
    #expect(english.api.parameters[1].descriptionText == "Space between rows.")
    #expect(english.api.notesHTML.contains("Rows keep their identity"))
    #expect(english.timeline != nil)
}

@Test func translationTakesFactsAndTimelineFromTheDefaultPage() throws {
    let (loaded, diagnostics) = Fixtures.load(Fixtures.validFiles())
    let catalog = try #require(loaded, "\(diagnostics)")
    let spanish = try #require(catalog.components.first?.pages["es"])
    #expect(spanish.title == "Lista que aparece")
    #expect(spanish.isFallback == false)
    #expect(spanish.timeline != nil)
    #expect(spanish.api.parameters[0].descriptionText == "Las filas, en orden.")
}

@Test func missingTranslationIsAWarningAndShowsTheDefaultPage() throws {
    let (loaded, diagnostics) = Fixtures.load(Fixtures.validFiles())
    let catalog = try #require(loaded)
    let guide = try #require(catalog.guides.first)
    #expect(guide.pages["es"]?.isFallback == true)
    #expect(guide.pages["es"]?.title == "Fading rows")
    #expect(
        diagnostics.map(\.description) == [
            "Content/guides/fading-rows:1:1: warning: guide has no page in 'es' (index.es.md); the en page is shown there"
        ])
}

@Test func guideCodeIsHighlightedAndEscaped() throws {
    let (loaded, _) = Fixtures.load(Fixtures.validFiles())
    let guide = try #require(loaded?.guides.first?.pages["en"])
    guard case .html(let html) = guide.body.first else {
        Issue.record("expected HTML first")
        return
    }
    #expect(html.contains("<span class=\"kw\">let</span>"))
    #expect(guide.bodyText.contains("Some text with emphasis"))
}

@Test func translationWithADifferentAPITableIsAnError() {
    var files = Fixtures.validFiles()
    files["components/fade-list/index.es.md"] = Fixtures.spanishPage.replacingOccurrences(
        of: "| `spacing` | `CGFloat` | `12` |", with: "| `spacing` | `Double` | `12` |")
    let (catalog, diagnostics) = Fixtures.load(files)
    #expect(catalog == nil)
    #expect(
        diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "Content/components/fade-list/index.es.md:12:1: error: API table row 2 is 'spacing: Double = 12'; the default page (Content/components/fade-list/index.en.md) has 'spacing: CGFloat = 12'"
        ])
}

@Test func unknownFieldIsAWarningThatSuggestsTheRealOne() {
    var files = Fixtures.validFiles()
    files["components/fade-list/index.en.md"] = Fixtures.englishPage().replacingOccurrences(
        of: "origin: original", with: "origin: original\nkeywrds: [x]")
    let (_, diagnostics) = Fixtures.load(files)
    #expect(
        diagnostics.map(\.description).contains(
            "Content/components/fade-list/index.en.md:8:1: warning: unknown field 'keywrds' is ignored; did you mean 'keywords'?"
        ))
}

@Test func slugRule() {
    #expect(Slug.isValid("staggered-list-2"))
    #expect(!Slug.isValid("Staggered"))
    #expect(!Slug.isValid("-lead"))
    #expect(!Slug.isValid("trail-"))
    #expect(!Slug.isValid("under_score"))
    #expect(!Slug.isValid(""))
}
