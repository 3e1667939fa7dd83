import CatalogFixtures
import Foundation
import Glibc
import Testing
import TextUtilities

@testable import Catalog

/// A plain build moves the bodies of the components it loads anew to a file without a name
/// (``LoadCache``'s body file): read back they are what was loaded, the file leaves nothing in
/// any folder, the cache's record of the component holds them, and `catalog watch`'s cache,
/// which keeps components over many builds, keeps them in memory.
@Suite struct ParkedBodiesTests {
    let root = NSTemporaryDirectory() + "catalog-parked-" + UUID().uuidString

    init() throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    @Test func aPlainBuildsBodiesAreParkedAndReadBackAsLoaded() throws {
        let loaded = try loadFadeList()
        let original = try #require(loaded.component)
        // Neither the state folder nor the cache is there yet, as in a cold build's load.
        let cache = LoadCache(keepingIn: root + "/state/cache/components", program: 5)
        cache.startBuild(settingsKey: 1)
        let kept = try #require(cache.keep(loaded, slug: "fade-list", key: 9, watchable: false).component)
        #expect(kept.pages.keys.sorted() == original.pages.keys.sorted() && !kept.pages.isEmpty)
        for (language, page) in kept.pages {
            let before = try #require(original.pages[language])
            #expect(page.keptBody.isLeftInFile)
            #expect(page.descriptionHTML == before.descriptionHTML && !page.descriptionHTML.isEmpty)
            #expect(page.descriptionText == before.descriptionText && page.headings == before.headings)
            #expect(page.api == before.api)
            #expect(page.hasTimeline == before.hasTimeline)
            #expect(page.timeline?.timeline == before.timeline?.timeline)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty, "the file has no name")
        #expect(LostKeptParts.first(under: root) == nil)

        // The cache's record holds the bodies, read from the body file.
        try FileManager.default.createDirectory(atPath: root + "/state/cache", withIntermediateDirectories: true)
        cache.finishBuild()
        cache.saveKept()
        let back = try #require(
            KeptComponents.read("fade-list", key: 9, program: 5, in: root + "/state/cache/components")?.component)
        for (language, page) in back.pages {
            #expect(page.descriptionHTML == original.pages[language]?.descriptionHTML)
            #expect(page.api == original.pages[language]?.api)
        }
    }

    @Test func aWatchKeepsItsBodiesInMemory() throws {
        let loaded = try loadFadeList()
        let cache = LoadCache()
        cache.keep(in: root + "/cache/components", program: 5)
        cache.startBuild(settingsKey: 1)
        let kept = try #require(cache.keep(loaded, slug: "fade-list", key: 9, watchable: true).component)
        #expect(kept.pages.values.allSatisfy { !$0.keptBody.isLeftInFile })
    }

    /// A part of a file without a name that no longer holds its bytes reads as its fallback and
    /// is recorded under the name it was given (the build then fails).
    @Test func aPartThatCannotBeReadBackIsRecorded() throws {
        let file = try #require(PartFile(in: root, name: root + "/cache/(bodies)"))
        let part = try #require(file.add(Array("a value".utf8)))
        let other = try #require(file.add(Array("another".utf8)))
        #expect(part.offset == 0 && other.offset == 7)
        #expect(KeptFile.read(other) == Array("another".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
        let value = Deferred<String>(keptIn: other, fallback: "lost")
        #expect(ftruncate(file.descriptor, 3) == 0)
        #expect(value.wrappedValue == "lost")
        #expect(LostKeptParts.first(under: root + "/cache") == root + "/cache/(bodies)")
    }
}
