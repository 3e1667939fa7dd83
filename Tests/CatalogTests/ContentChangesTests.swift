import CatalogFixtures
import Foundation
import Testing

@testable import Catalog

/// `catalog watch` tells the loader which paths changed (inotify), and the loader then reuses
/// the components none of whose files changed without looking at their folders. What it must
/// still notice: a told change, a component folder made or removed, a new `site.yml`, a
/// folder holding a symbolic link (whose target a watch does not see), and a build told
/// nothing.
@Suite struct ContentChangesTests {
    private func folder() -> String {
        let path = NSTemporaryDirectory() + "catalog-changes-" + UUID().uuidString
        SmallCatalog.write(into: path)
        return path
    }

    private func load(_ root: String, _ cache: LoadCache, told: [String]?) -> Catalog? {
        cache.tell(told.map { LoadCache.ContentChanges(paths: $0) })
        return CatalogLoader(store: DiskContentStore(root: root), displayRoot: "Content", cache: cache).load().catalog
    }

    private func append(_ text: String, to path: String) throws {
        let old = try String(contentsOfFile: path, encoding: .utf8)
        try (old + text).write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// The page's prose, where a sentence added at its end lands (after the API table, as
    /// notes).
    private func description(_ catalog: Catalog?, _ slug: String, _ language: String = "en") -> String {
        guard let page = catalog?.components.first(where: { $0.slug == slug })?.pages[language] else { return "" }
        return page.descriptionText + " " + page.api.notesText
    }

    @Test func onlyToldComponentsAreReadAgain() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = LoadCache()
        #expect(load(root, cache, told: nil) != nil)
        let page = root + "/components/fade-list/index.en.md"
        try append("\nA sentence told.\n", to: page)
        // Told: read again.
        let told = load(root, cache, told: ["components/fade-list/index.en.md"])
        #expect(description(told, "fade-list").contains("A sentence told."))
        #expect(cache.lastBuild == (reused: 0, loaded: 1))
        // Told something else: the component is the last build's, its folder not looked at.
        try append("\nA sentence not told.\n", to: page)
        let untold = load(root, cache, told: ["guides/fading-rows/index.en.md"])
        #expect(!description(untold, "fade-list").contains("A sentence not told."))
        #expect(cache.lastBuild == (reused: 1, loaded: 0))
        // Told nothing (events lost): every folder is looked at again.
        let unknown = load(root, cache, told: nil)
        #expect(description(unknown, "fade-list").contains("A sentence not told."))
    }

    @Test func aComponentMadeOrRemovedIsFoundByListingAgain() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = LoadCache()
        #expect(load(root, cache, told: nil)?.components.count == 1)
        let copy = root + "/components/second-list"
        try FileManager.default.copyItem(atPath: root + "/components/fade-list", toPath: copy)
        try FileManager.default.moveItem(atPath: copy + "/FadeList.swift", toPath: copy + "/SecondList.swift")
        let source = try String(contentsOfFile: copy + "/SecondList.swift", encoding: .utf8)
        try source.replacingOccurrences(of: "FadeList", with: "SecondList").write(
            toFile: copy + "/SecondList.swift", atomically: false, encoding: .utf8)
        let added = load(root, cache, told: ["components/second-list"])
        #expect(added?.components.map(\.slug) == ["fade-list", "second-list"])
        try FileManager.default.removeItem(atPath: copy)
        #expect(load(root, cache, told: ["components/second-list"])?.components.map(\.slug) == ["fade-list"])
    }

    @Test func aNewSiteFileOrALinkInTheFolderIsNeverTrusted() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = LoadCache()
        #expect(load(root, cache, told: nil) != nil)
        // site.yml changed: every component is read again, whatever was told.
        try append("\n", to: root + "/site.yml")
        #expect(load(root, cache, told: []) != nil)
        #expect(cache.lastBuild == (reused: 0, loaded: 1))
        // A page that is a link: its target may change with no event in the folder.
        let target = root + "/guides/target.md"
        try FileManager.default.moveItem(atPath: root + "/components/fade-list/index.es.md", toPath: target)
        try FileManager.default.createSymbolicLink(
            atPath: root + "/components/fade-list/index.es.md", withDestinationPath: "../../guides/target.md")
        #expect(load(root, cache, told: ["components/fade-list/index.es.md"]) != nil)
        try append("\nUna frase por el enlace.\n", to: target)
        let linked = load(root, cache, told: ["guides/target.md"])
        #expect(description(linked, "fade-list", "es").contains("Una frase por el enlace."))
    }
}
