import CatalogFixtures
import Foundation
import Testing
import TextUtilities

@testable import Catalog

/// A component kept in the build cache holds each Swift source's text once: the text
/// `swiftc -parse` is handed is the component's own source again when read back.
@Suite struct KeptComponentSourcesTests {
    @Test func aSourceTextIsKeptOnceAndReadBackWhole() throws {
        let loaded = try loadFadeList()
        let source = try #require(loaded.component?.sources.first)
        #expect(loaded.sourcePaths.count == 1 && loaded.sourcePaths[0].text == source.text)

        let bytes = try CompactCoding.encode(loaded)
        let text = Array(source.text.utf8)
        let occurrences = (0...(bytes.count - text.count)).filter { bytes[$0..<$0 + text.count].elementsEqual(text) }
        #expect(occurrences.count == 1)
        let back = try bytes.withUnsafeBytes { try CompactCoding.decode(CatalogLoader.LoadedComponent.self, from: $0) }
        #expect(back.sourcePaths == loaded.sourcePaths)
        #expect(back.component?.sources == loaded.component?.sources)

        // A source the component does not hold (its header refused) keeps its own text.
        var alone = loaded
        alone.component = nil
        let kept = try CompactCoding.encode(alone).withUnsafeBytes {
            try CompactCoding.decode(CatalogLoader.LoadedComponent.self, from: $0)
        }
        #expect(kept.sourcePaths == loaded.sourcePaths)
    }
}

/// A page's description, API table and timeline are kept as one part decoded when first read:
/// read back, they are what was kept, and whether the page has a timeline is known beside them.
@Suite struct KeptComponentPageTests {
    @Test func aPageReadBackHoldsWhatWasKept() throws {
        let loaded = try loadFadeList()
        let page = try #require(loaded.component?.pages["en"])
        #expect(page.timeline != nil && page.hasTimeline)
        let without = ComponentPage(
            language: page.language, path: page.path, title: page.title, summary: page.summary,
            keywords: page.keywords, origin: page.origin, descriptionHTML: page.descriptionHTML,
            descriptionText: page.descriptionText, headings: page.headings, api: page.api, timeline: nil,
            isFallback: page.isFallback)
        #expect(!without.hasTimeline)
        for kept in [page, without] {
            let back = try CompactCoding.encode(kept).withUnsafeBytes {
                try CompactCoding.decode(ComponentPage.self, from: $0)
            }
            #expect(back.hasTimeline == kept.hasTimeline)
            #expect(back.hasTimeline == (back.timeline != nil))
            #expect(back.timeline?.timeline == kept.timeline?.timeline)
            #expect(back.descriptionHTML == kept.descriptionHTML && !back.descriptionHTML.isEmpty)
            #expect(back.descriptionText == kept.descriptionText && back.headings == kept.headings)
            #expect(back.api.parameters.map(\.name) == kept.api.parameters.map(\.name))
            #expect(back.title == kept.title && back.keywords == kept.keywords)
        }
    }
}

/// A component is kept with its pages as a list and each page's origin as a list of no text
/// or one; read back, the pages are keyed by their languages again, and a list that breaks
/// either rule does not decode (the build then loads the component from its folder).
@Suite struct KeptComponentShapeTests {
    @Test func aComponentReadBackHasEachPageUnderItsLanguage() throws {
        var component = try #require(try loadFadeList().component)
        component.loadKey = 42
        #expect(component.pages.count == 2)
        let back = try CompactCoding.encode(component).withUnsafeBytes {
            try CompactCoding.decode(Component.self, from: $0)
        }
        #expect(back.pages.keys.sorted() == component.pages.keys.sorted())
        for (language, page) in back.pages {
            #expect(page.language == language)
            #expect(page.title == component.pages[language]?.title)
            #expect(page.descriptionHTML == component.pages[language]?.descriptionHTML)
        }
        #expect(back.slug == component.slug && back.category == component.category && back.level == component.level)
        #expect(back.platforms == component.platforms && back.sources == component.sources)
        #expect(back.mainType == component.mainType && back.loadKey == 42)
    }

    @Test func twoPagesInOneLanguageDoNotDecode() throws {
        let component = try #require(try loadFadeList().component)
        let page = try #require(component.pages["en"])
        /// `Component`'s kept shape with the English page twice.
        struct Twice: Encodable {
            let slug: String, category: String, level: String, platforms: [Platform], sources: [SourceFile]
            let pages: [ComponentPage]
        }
        let bytes = try CompactCoding.encode(
            Twice(
                slug: component.slug, category: component.category, level: component.level,
                platforms: component.platforms, sources: component.sources, pages: [page, page]))
        #expect(throws: (any Error).self) {
            try bytes.withUnsafeBytes { try CompactCoding.decode(Component.self, from: $0) }
        }
        let once = try CompactCoding.encode(
            Twice(
                slug: component.slug, category: component.category, level: component.level,
                platforms: component.platforms, sources: component.sources, pages: [page]))
        let back = try once.withUnsafeBytes { try CompactCoding.decode(Component.self, from: $0) }
        #expect(back.pages.keys.sorted() == ["en"] && back.mainType == nil && back.loadKey == nil)
    }

    @Test func anOriginIsReadBackAsItWasAndTwoTextsAreRefused() throws {
        for origin in [Origin.original, .inspired(by: "a card pile of a photo app"), .inspired(by: "")] {
            let back = try CompactCoding.encode(origin).withUnsafeBytes { try CompactCoding.decode(Origin.self, from: $0) }
            #expect(back == origin)
        }
        let two = try CompactCoding.encode(["one", "two"])
        #expect(throws: (any Error).self) {
            try two.withUnsafeBytes { try CompactCoding.decode(Origin.self, from: $0) }
        }
    }
}

/// The small catalog's `fade-list` as loaded, from a copy of the catalog removed again.
private func loadFadeList() throws -> CatalogLoader.LoadedComponent {
    let root = NSTemporaryDirectory() + "catalog-kept-" + UUID().uuidString
    SmallCatalog.write(into: root)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let store = DiskContentStore(root: root)
    let settings = try #require(SiteSettingsLoader.load(from: store, displayRoot: "Content").0)
    return CatalogLoader(store: store, displayRoot: "Content").loadComponent("fade-list", settings: settings)
}
