import CatalogFixtures
import Diagnostics
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

        let bytes = try KeptComponentRecord.bytes(of: loaded)
        let text = Array(source.text.utf8)
        let occurrences = (0...(bytes.count - text.count)).filter { bytes[$0..<$0 + text.count].elementsEqual(text) }
        #expect(occurrences.count == 1)
        let back = try bytes.withUnsafeBytes { try KeptComponentRecord.loaded(from: $0) }
        #expect(back.sourcePaths == loaded.sourcePaths)
        #expect(back.component?.sources == loaded.component?.sources)

        // A source the component does not hold (its header refused) keeps its own text.
        var alone = loaded
        alone.component = nil
        let kept = try KeptComponentRecord.bytes(of: alone).withUnsafeBytes { try KeptComponentRecord.loaded(from: $0) }
        #expect(kept.sourcePaths == loaded.sourcePaths)
        #expect(kept.component == nil)
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

/// A component is kept as a positional record (``KeptComponentRecord``): read back it has every
/// field it was kept with, each page under its own language, and a record that is damaged
/// (cut short, bytes changed, two pages in one language) throws or reads back as something
/// else, without a crash (the build then loads the component from its folder).
@Suite struct KeptComponentRecordTests {
    @Test func aComponentReadBackHasEveryFieldAndEachPageUnderItsLanguage() throws {
        var loaded = try loadFadeList()
        var component = try #require(loaded.component)
        component.loadKey = 42
        component.mainType = MainTypeName(name: "FadeList", location: SourceLocation(path: "a/b.md", line: 3, column: 7))
        loaded.component = component
        loaded.diagnostics = [.warning("content.test", "a kept warning", at: SourceLocation(path: "x.md", line: 2))]
        #expect(component.pages.count == 2)
        let back = try KeptComponentRecord.bytes(of: loaded).withUnsafeBytes { try KeptComponentRecord.loaded(from: $0) }
        let kept = try #require(back.component)
        #expect(kept.pages.keys.sorted() == component.pages.keys.sorted())
        for (language, page) in kept.pages {
            let original = try #require(component.pages[language])
            #expect(page.language == language && page.path == original.path)
            #expect(page.title == original.title && page.summary == original.summary)
            #expect(page.keywords == original.keywords && page.origin == original.origin)
            #expect(page.hasTimeline == original.hasTimeline && page.isFallback == original.isFallback)
            #expect(page.descriptionHTML == original.descriptionHTML && !page.descriptionHTML.isEmpty)
            #expect(page.timeline?.timeline == original.timeline?.timeline)
        }
        #expect(kept.slug == component.slug && kept.category == component.category && kept.level == component.level)
        #expect(kept.platforms == component.platforms && kept.sources == component.sources)
        #expect(kept.mainType == component.mainType && kept.loadKey == 42)
        #expect(back.diagnostics == loaded.diagnostics)
        #expect(back.sourcePaths == loaded.sourcePaths)

        component.mainType = nil
        component.loadKey = nil
        loaded.component = component
        loaded.diagnostics = []
        let plain = try KeptComponentRecord.bytes(of: loaded).withUnsafeBytes { try KeptComponentRecord.loaded(from: $0) }
        #expect(plain.component?.mainType == nil && plain.component?.loadKey == nil && plain.diagnostics.isEmpty)
    }

    @Test func twoPagesInOneLanguageDoNotReadBack() throws {
        var loaded = try loadFadeList()
        let component = try #require(loaded.component)
        let english = try #require(component.pages["en"])
        loaded.component = Component(
            slug: component.slug, category: component.category, level: component.level,
            platforms: component.platforms, sources: component.sources, pages: ["en": english, "es": english])
        let bytes = try KeptComponentRecord.bytes(of: loaded)
        #expect(throws: (any Error).self) { try bytes.withUnsafeBytes { try KeptComponentRecord.loaded(from: $0) } }
    }

    @Test func anOriginIsReadBackAsItWas() throws {
        var loaded = try loadFadeList()
        let component = try #require(loaded.component)
        let english = try #require(component.pages["en"])
        for origin in [Origin.original, .inspired(by: "a card pile of a photo app"), .inspired(by: "")] {
            let page = ComponentPage(
                language: "en", path: english.path, title: english.title, summary: english.summary,
                keywords: english.keywords, origin: origin, keptBody: english.keptBody,
                keptTimeline: english.keptTimelinePart, isFallback: false)
            loaded.component = Component(
                slug: component.slug, category: component.category, level: component.level,
                platforms: component.platforms, sources: component.sources, pages: ["en": page])
            let back = try KeptComponentRecord.bytes(of: loaded).withUnsafeBytes {
                try KeptComponentRecord.loaded(from: $0)
            }
            #expect(back.component?.pages["en"]?.origin == origin)
        }
    }

    @Test func aDamagedRecordThrowsOrReadsBackWithoutACrash() throws {
        let bytes = try KeptComponentRecord.bytes(of: try loadFadeList())
        // Every length short of the whole, and bytes past its end.
        var shortThrown = 0
        for length in 0..<bytes.count {
            let cut = Array(bytes[..<length])
            if (try? cut.withUnsafeBytes { try KeptComponentRecord.loaded(from: $0) }) == nil { shortThrown += 1 }
        }
        #expect(shortThrown == bytes.count)
        #expect(throws: (any Error).self) {
            try (bytes + [0]).withUnsafeBytes { try KeptComponentRecord.loaded(from: $0) }
        }
        // 2,000 copies with bytes changed at random places (counts and lengths among them).
        var generator = SplitMix(seed: 7)
        var thrown = 0
        for _ in 0..<2000 {
            var damaged = bytes
            for _ in 0..<Int(generator.next() % 4 + 1) {
                damaged[Int(generator.next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: generator.next())
            }
            if (try? damaged.withUnsafeBytes { try KeptComponentRecord.loaded(from: $0) }) == nil { thrown += 1 }
        }
        #expect(thrown > 0)
        // A count as large as can be written is refused before anything is reserved for it.
        var huge = RecordWriter()
        huge.writeCount(Int(UInt32.max))
        var reader = RecordReader(UnsafeRawBufferPointer(start: nil, count: 0))
        #expect(throws: (any Error).self) { _ = try reader.count() }
        try huge.bytes.withUnsafeBytes { buffer in
            var reader = RecordReader(buffer)
            #expect(throws: (any Error).self) { _ = try reader.strings() }
        }
    }
}

/// A page's body is a positional record (``PositionalKept``): read back, every field of its
/// API table is what was kept (a default left out and an empty one, a location and none, the
/// notes' text), and a body cut short throws. Its timeline is a part of its own: a page kept
/// with or without one reads back the same way.
@Suite struct KeptBodyRecordTests {
    @Test func aBodyReadBackHoldsEveryFieldItWasKeptWith() throws {
        let api = APIReference(
            parameters: [
                Parameter(
                    name: "items", type: "[Item]", defaultValue: nil, descriptionHTML: "<p>The <em>rows</em></p>",
                    descriptionText: "The rows", location: SourceLocation(path: "c/x/index.en.md", line: 12, column: 3)),
                Parameter(
                    name: "delay", type: "Double", defaultValue: "", descriptionHTML: "", descriptionText: "",
                    location: nil),
                Parameter(
                    name: "stagger", type: "Stagger", defaultValue: ".init(step: 0.05, cap: 0.4)",
                    descriptionHTML: "<p>ñ “quoted”</p>", descriptionText: "ñ “quoted”", location: nil),
            ], notesHTML: "<p>Notes</p>", location: SourceLocation(path: "c/x/index.en.md", line: 10, column: 1),
            notesText: "Notes")
        for kept in [api, APIReference(parameters: [], notesHTML: "")] {
            let body = ComponentPage.Body(
                descriptionHTML: "<h2 id=\"a\">A</h2><p>x</p>", descriptionText: "A x", headings: ["A", "", "B"],
                api: kept)
            let bytes = try Deferred(wrappedValue: body).encodedBytes()
            let back = Deferred<ComponentPage.Body>(encodedBytes: bytes).wrappedValue
            #expect(back.descriptionHTML == body.descriptionHTML && back.descriptionText == body.descriptionText)
            #expect(back.headings == body.headings)
            #expect(back.api == kept)
            #expect(back.api.parameters.map(\.defaultValue) == kept.parameters.map(\.defaultValue))
            #expect(back.api.parameters.map(\.location) == kept.parameters.map(\.location))
            // Kept again as read, the bytes are the same.
            #expect(try Deferred<ComponentPage.Body>(wrappedValue: back).encodedBytes() == bytes)
            // Every length short of the whole throws, and so do bytes after it.
            for length in 0..<bytes.count {
                #expect(throws: (any Error).self) {
                    try Array(bytes[..<length]).withUnsafeBytes { try Deferred<ComponentPage.Body>.decode($0) }
                }
            }
            #expect(throws: (any Error).self) {
                try (bytes + [0]).withUnsafeBytes { try Deferred<ComponentPage.Body>.decode($0) }
            }
        }
    }

    @Test func aPageKeepsItsTimelineOrNoneThroughItsRecord() throws {
        var loaded = try loadFadeList()
        let component = try #require(loaded.component)
        let english = try #require(component.pages["en"])
        let timeline = try #require(english.timeline)
        let without = ComponentPage(
            language: "en", path: english.path, title: english.title, summary: english.summary,
            keywords: english.keywords, origin: english.origin, keptBody: english.keptBody, keptTimeline: nil,
            isFallback: false)
        for page in [english, without] {
            loaded.component = Component(
                slug: component.slug, category: component.category, level: component.level,
                platforms: component.platforms, sources: component.sources, pages: ["en": page])
            let back = try #require(
                try KeptComponentRecord.bytes(of: loaded).withUnsafeBytes { try KeptComponentRecord.loaded(from: $0) }
                    .component?.pages["en"])
            #expect(back.hasTimeline == page.hasTimeline)
            #expect(back.timeline?.timeline == page.timeline?.timeline)
            #expect(back.timeline?.line == page.timeline?.line)
            #expect(back.descriptionHTML == english.descriptionHTML && back.api == english.api)
        }
        #expect(without.timeline == nil && english.timeline?.timeline == timeline.timeline)
    }
}

/// A small random generator with a seed, the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The small catalog's `fade-list` as loaded, from a copy of the catalog removed again.
/// A plain build reads a kept component's head and leaves its pages' bodies in the file
/// (``KeptComponents/read(_:key:program:in:leavingBodies:)``): read when a page needs one,
/// they are what was kept; a part that changed or is gone is not read.
@Suite struct KeptComponentBodiesTests {
    let folder = NSTemporaryDirectory() + "catalog-bodies-" + UUID().uuidString

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test func bodiesLeftInTheFileReadBackAsKeptAndOnlyWhenNeeded() throws {
        let loaded = try loadFadeList()
        let component = try #require(loaded.component)
        KeptComponents.write(loaded, slug: "fade-list", key: 9, program: 5, in: folder)
        let eager = try #require(KeptComponents.read("fade-list", key: 9, program: 5, in: folder))
        let lazy = try #require(KeptComponents.read("fade-list", key: 9, program: 5, in: folder, leavingBodies: true))
        #expect(KeptComponents.read("fade-list", key: 8, program: 5, in: folder, leavingBodies: true) == nil)
        #expect(KeptComponents.read("fade-list", key: 9, program: 4, in: folder, leavingBodies: true) == nil)
        for back in [eager, lazy] {
            let kept = try #require(back.component)
            #expect(kept.sources == component.sources && back.sourcePaths == loaded.sourcePaths)
            for (language, page) in kept.pages {
                let original = try #require(component.pages[language])
                #expect(page.title == original.title && page.hasTimeline == original.hasTimeline)
                #expect(page.descriptionHTML == original.descriptionHTML && !page.descriptionHTML.isEmpty)
                #expect(page.timeline?.timeline == original.timeline?.timeline)
                #expect(page.api.parameters.map(\.name) == original.api.parameters.map(\.name))
            }
        }

        // A byte of the last body changed: the head still reads when the bodies are left in the
        // file (they were not read), and the whole record does not.
        let path = folder + "/fade-list"
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        bytes[bytes.count - 1] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(KeptComponents.read("fade-list", key: 9, program: 5, in: folder) == nil)
        #expect(KeptComponents.read("fade-list", key: 9, program: 5, in: folder, leavingBodies: true) != nil)
        // A byte of the head changed: neither reads.
        bytes[bytes.count - 1] ^= 0xFF
        bytes[KeptComponents.headerSize + 10] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(KeptComponents.read("fade-list", key: 9, program: 5, in: folder, leavingBodies: true) == nil)
        // Bytes past the last body, or a body cut short: the head does not match the file.
        bytes[KeptComponents.headerSize + 10] ^= 0xFF
        for changed in [bytes + [0], Array(bytes.dropLast())] {
            try Data(changed).write(to: URL(fileURLWithPath: path))
            #expect(KeptComponents.read("fade-list", key: 9, program: 5, in: folder, leavingBodies: true) == nil)
        }
    }

    @Test func aHeadLongerThanTheFirstReadIsReadWhole() throws {
        var loaded = try loadFadeList()
        loaded.component = nil
        let long = String(repeating: "let value = 1 // a long source\n", count: 3 * KeptComponents.firstRead / 32)
        loaded.sourcePaths = [SwiftSource(diskPath: "/x/Long.swift", displayPath: "Long.swift", textHash: 3, text: long)]
        KeptComponents.write(loaded, slug: "long", key: 1, program: 1, in: folder)
        let back = try #require(KeptComponents.read("long", key: 1, program: 1, in: folder, leavingBodies: true))
        #expect(back.sourcePaths == loaded.sourcePaths && back.component == nil)
    }

    @Test func aPartIsReadOnlyWhileTheFileHoldsItsBytes() throws {
        let path = folder + "/part"
        let bytes = Array("0123456789abcdef".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let digest = Array(bytes[4..<10]).withUnsafeBytes { ByteDigest.of($0) }
        let part = KeptPart(path: path, offset: 4, count: 6, digest: digest)
        #expect(KeptFile.read(part) == Array(bytes[4..<10]))
        #expect(KeptFile.read(KeptPart(path: path, offset: 4, count: 6, digest: digest ^ 1)) == nil)
        #expect(KeptFile.read(KeptPart(path: path, offset: 12, count: 6, digest: digest)) == nil)
        #expect(KeptFile.read(KeptPart(path: path, offset: -1, count: 6, digest: digest)) == nil)
        // Through a symbolic link, from a FIFO (without waiting for a writer), or gone: nil.
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: path)
        #expect(KeptFile.read(KeptPart(path: folder + "/link", offset: 4, count: 6, digest: digest)) == nil)
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)
        #expect(KeptFile.read(KeptPart(path: folder + "/fifo", offset: 4, count: 6, digest: digest)) == nil)
        try FileManager.default.removeItem(atPath: path)
        #expect(KeptFile.read(part) == nil)
    }

    /// A body read from the cache is let go of once 512 others were decoded after it, and read
    /// from its file again when it is read again: the same value while the file is there, the
    /// fallback (recorded, so that the build fails) once it is gone.
    @Test func aBodyLetGoOfIsReadFromItsFileAgain() throws {
        let loaded = try loadFadeList()
        KeptComponents.write(loaded, slug: "fade-list", key: 9, program: 5, in: folder)
        func lazyPage() throws -> ComponentPage {
            let lazy = try #require(
                KeptComponents.read("fade-list", key: 9, program: 5, in: folder, leavingBodies: true))
            return try #require(lazy.component?.pages["en"])
        }
        let first = try lazyPage()
        let html = first.descriptionHTML
        #expect(!html.isEmpty)
        // More bodies decoded than the ring holds: the first is let go of.
        for _ in 0..<600 { _ = try lazyPage().descriptionHTML }
        #expect(first.descriptionHTML == html, "read again from its file")
        for _ in 0..<600 { _ = try lazyPage().descriptionHTML }
        try FileManager.default.removeItem(atPath: folder + "/fade-list")
        #expect(LostKeptParts.first(under: folder) == nil)
        #expect(first.descriptionHTML.isEmpty, "kept decoded past 600 others")
        #expect(LostKeptParts.first(under: folder) == folder + "/fade-list")
    }

    @Test func aLostBodyReadsAsItsFallbackAndIsRecordedUnderItsFolder() throws {
        let loaded = try loadFadeList()
        KeptComponents.write(loaded, slug: "fade-list", key: 9, program: 5, in: folder)
        let lazy = try #require(KeptComponents.read("fade-list", key: 9, program: 5, in: folder, leavingBodies: true))
        let page = try #require(lazy.component?.pages["en"])
        #expect(LostKeptParts.first(under: folder) == nil)
        try FileManager.default.removeItem(atPath: folder + "/fade-list")
        #expect(page.descriptionHTML.isEmpty && page.timeline == nil && page.api.parameters.isEmpty)
        #expect(page.hasTimeline)  // Kept beside the body: the build fails before it is used.
        #expect(LostKeptParts.first(under: folder) == folder + "/fade-list")
        #expect(LostKeptParts.first(under: folder + "-other") == nil)
    }
}

func loadFadeList() throws -> CatalogLoader.LoadedComponent {
    let root = NSTemporaryDirectory() + "catalog-kept-" + UUID().uuidString
    SmallCatalog.write(into: root)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let store = DiskContentStore(root: root)
    let settings = try #require(SiteSettingsLoader.load(from: store, displayRoot: "Content").0)
    return CatalogLoader(store: store, displayRoot: "Content").loadComponent("fade-list", settings: settings)
}
