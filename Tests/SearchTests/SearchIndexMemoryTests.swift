import CatalogFixtures
import Foundation
import Search
import TextUtilities
import Testing

/// `catalog watch` updates each language's index page by page (``SearchIndexMemory``): after
/// any sequence of edits, the files are those of an index made anew, byte for byte.
@Suite struct SearchIndexMemoryTests {
    /// Words with shared first letters, so that edits move words between the same shards.
    static let vocabulary = [
        "spring", "springs", "sprung", "stagger", "staggered", "stack", "stacks", "card", "cards", "carousel",
        "fade", "fades", "faded", "list", "lists", "listing", "row", "rows", "rowing", "toast", "toasts",
        "pile", "piles", "scroll", "scrolls", "swipe", "swiped", "offset", "opacity", "scale", "scaled",
        "tarjeta", "tarjetas", "animación", "rápida", "東京", "塔", "ScrollView", "swipeActions",
    ]

    private func text(_ random: inout SplitMix, words: Int) -> String {
        (0..<words).map { _ in Self.vocabulary.randomElement(using: &random)! }.joined(separator: " ")
    }

    private func document(_ number: Int, _ random: inout SplitMix) -> SearchDocument {
        let title = text(&random, words: 2)
        let body = text(&random, words: Int.random(in: 0...12, using: &random))
        return SearchDocument(
            kind: number % 5 == 0 ? "guide" : "component", url: "components/page-\(number).html", title: title,
            summary: text(&random, words: 3), text: body,
            facets: ["category": [number % 2 == 0 ? "lists" : "cards"]],
            fields: [
                SearchField(.title, language: "en", text: title), SearchField(.body, language: "en", text: body),
                SearchField(.summary, language: "es", text: text(&random, words: 2)),
            ])
    }

    private func index(_ documents: [SearchDocument], cache: SearchAnalysisCache? = nil) -> SearchIndex {
        SearchIndex(
            language: "en", documents: documents,
            facets: [SearchFacet(name: "category", label: "category", values: [.init(slug: "lists", label: "Lists")])],
            stopWords: ["the"], analysisCache: cache)
    }

    private func named(_ files: [SearchIndexFile]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) })
    }

    /// The files after `update`: those it made, and those of `files` it keeps; the update names
    /// each file it keeps with the digest of the text it had.
    private func applying(_ update: SearchIndexUpdate, to files: [String: String]) -> [String: String] {
        var result = named(update.files)
        for (name, digest) in update.unchanged {
            #expect(files[name].map { ByteDigest.of($0) } == digest, "\(name) kept, but not as it was")
            result[name] = files[name]
        }
        return result
    }

    /// Memory kept in the build cache's way: written, then read by a new memory (another process).
    private func reread(_ memory: SearchIndexMemory, in folder: String) -> SearchIndexMemory {
        memory.saveKept()
        let next = SearchIndexMemory()
        next.keep(in: folder, program: 7, reading: true)
        return next
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func editsPageByPageGiveTheFilesOfANewIndex(seed: UInt64) throws {
        var random = SplitMix(state: seed)
        var documents = (0..<24).map { document($0, &random) }
        var keys: [Int?] = documents.indices.map { $0 }
        var nextKey = 1000
        // Odd seeds keep the index on disk between builds, as a plain build does; even ones in
        // memory, as `catalog watch` does (with its analysis cache).
        let onDisk = seed % 2 == 1
        let folder = NSTemporaryDirectory() + "search-memory-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var memory = SearchIndexMemory()
        if onDisk { memory.keep(in: folder, program: 7, reading: true) }
        let cache = onDisk ? nil : SearchAnalysisCache()
        cache?.startBuild()
        var files = applying(index(documents, cache: cache).files(keys: keys, memory: memory), to: [:])
        #expect(files == named(index(documents).files()))
        cache?.finishBuild()
        for round in 0..<30 {
            // Edit one to four pages; now and then a page without a key, or a page emptied.
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<documents.count, using: &random)
                documents[at] =
                    Int.random(in: 0..<6, using: &random) == 0
                    ? SearchDocument(
                        kind: "component", url: "components/page-\(at).html", title: "", summary: "", text: "",
                        facets: [:], fields: [])
                    : document(at, &random)
                nextKey += 1
                keys[at] = Int.random(in: 0..<8, using: &random) == 0 ? nil : nextKey
            }
            if onDisk { memory = reread(memory, in: folder) }
            cache?.startBuild()
            let update = index(documents, cache: cache).files(keys: keys, memory: memory)
            cache?.finishBuild()
            // Only what the edited pages touch is made again.
            #expect(!update.unchanged.isEmpty, "seed \(seed), round \(round): made whole")
            files = applying(update, to: files)
            let fresh = named(index(documents).files())
            let differing = Set(files.keys).union(fresh.keys).filter { files[$0] != fresh[$0] }.sorted()
            #expect(differing.isEmpty, "seed \(seed), round \(round): \(differing)")
        }
        // A page added: the index is made whole again, and is still the same.
        documents.append(document(99, &random))
        keys.append(99)
        if onDisk { memory = reread(memory, in: folder) }
        let whole = index(documents, cache: cache).files(keys: keys, memory: memory)
        #expect(whole.unchanged.isEmpty)
        #expect(applying(whole, to: files) == named(index(documents).files()))
    }

    @Test(arguments: ["truncated", "garbled", "another program", "another language"])
    func aDamagedKeptIndexIsMadeWhole(damage: String) throws {
        var random = SplitMix(state: 11)
        let documents = (0..<24).map { document($0, &random) }
        let keys: [Int?] = documents.indices.map { $0 }
        let folder = NSTemporaryDirectory() + "search-memory-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let memory = SearchIndexMemory()
        memory.keep(in: folder, program: 7, reading: true)
        _ = index(documents).files(keys: keys, memory: memory)
        memory.saveKept()
        let file = folder + "/search-en"
        var bytes = [UInt8](try #require(FileManager.default.contents(atPath: file)))
        var program: UInt64 = 7
        var language = "en"
        switch damage {
        case "truncated": bytes.removeLast(bytes.count / 3)
        case "garbled":
            // Every byte of the numbers' part flipped in turn would take long: a spread of them.
            for at in stride(from: bytes.count / 4, to: bytes.count, by: 97) { bytes[at] ^= 0x5A }
        case "another program": program = 8
        default: language = "es"
        }
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        if language == "es" { try FileManager.default.moveItem(atPath: file, toPath: folder + "/search-es") }
        let next = SearchIndexMemory()
        next.keep(in: folder, program: program, reading: true)
        let update = index(documents).files(keys: keys, memory: next)
        // Never a crash, never a kept file: the index is made whole, and is right.
        #expect(update.unchanged.isEmpty, "\(damage)")
        #expect(named(update.files) == named(index(documents).files()), "\(damage)")
    }

    @Test func aKeptIndexReadsBackAsItWasWritten() throws {
        var random = SplitMix(state: 5)
        var documents = (0..<40).map { document($0, &random) }
        let keys: [Int?] = documents.indices.map { $0 % 7 == 0 ? nil : $0 }
        let folder = NSTemporaryDirectory() + "search-memory-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let memory = SearchIndexMemory()
        memory.keep(in: folder, program: 7, reading: true)
        let files = applying(index(documents).files(keys: keys, memory: memory), to: [:])
        let next = reread(memory, in: folder)
        // The same keys: nothing made but the pages without a key (taken as changed).
        documents[3] = document(3, &random)
        var edited = keys
        edited[3] = 500
        let update = index(documents).files(keys: edited, memory: next)
        #expect(update.files.contains { $0.name == "d-1.js" })
        #expect(!update.files.contains { $0.name == "d-2.js" })
        #expect(applying(update, to: files) == named(index(documents).files()))
    }

    /// A plain build writes an index made whole at once, into a file without a name, and lets
    /// go of it; the file gets its name only when the build keeps its cache, so a build that
    /// fails or is killed leaves nothing. Read back, it gives the files of an index made anew.
    @Test(arguments: [false, true])
    func aStagedIndexIsNamedOnlyWhenKept(cacheFolderExists: Bool) throws {
        var random = SplitMix(state: 11)
        var documents = (0..<40).map { document($0, &random) }
        let keys: [Int?] = documents.indices.map { $0 }
        let state = NSTemporaryDirectory() + "search-staged-\(UUID().uuidString)"
        let cache = state + "/cache"
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: state) }
        func makeCacheFolder() throws {
            try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        }
        if cacheFolderExists { try makeCacheFolder() }
        func entries() -> [String] {
            ((try? FileManager.default.subpathsOfDirectory(atPath: state)) ?? []).sorted()
        }
        let before = entries()

        // A build that fails after making its index: nothing is left.
        do {
            let failed = SearchIndexMemory()
            failed.keep(in: cache, program: 7, reading: true, staging: true)
            _ = index(documents).files(keys: keys, memory: failed)
        }
        #expect(entries() == before)

        let memory = SearchIndexMemory()
        memory.keep(in: cache, program: 7, reading: true, staging: true)
        let files = applying(index(documents).files(keys: keys, memory: memory), to: [:])
        #expect(entries() == before, "written with a name before the build kept its cache")
        // Not held: asked again, the memory has no state to update and makes the index whole.
        #expect(index(documents).files(keys: keys, memory: memory).unchanged.isEmpty, "the state was held")
        if !cacheFolderExists { try makeCacheFolder() }
        let next = reread(memory, in: cache)
        #expect(entries().contains("cache/search-en"))
        #expect(!entries().contains { $0.hasPrefix("cache/search-en.") }, "a temporary name left behind")
        documents[3] = document(3, &random)
        var edited = keys
        edited[3] = 500
        let update = index(documents).files(keys: edited, memory: next)
        #expect(!update.files.contains { $0.name == "d-2.js" }, "the staged index was not read back")
        #expect(applying(update, to: files) == named(index(documents).files()))
    }

    /// Where no file without a name can be made (here: neither the kept folder nor the one
    /// holding it is there; a file system without `O_TMPFILE` is the same), the state is held
    /// in memory as before staging, for ``SearchIndexMemory/saveKept()`` to write.
    @Test func withoutAnUnnamedFileTheStateIsHeld() throws {
        var random = SplitMix(state: 12)
        let documents = (0..<20).map { document($0, &random) }
        let keys: [Int?] = documents.indices.map { $0 }
        let memory = SearchIndexMemory()
        memory.keep(
            in: NSTemporaryDirectory() + "missing-\(UUID().uuidString)/state/cache", program: 7, reading: true,
            staging: true)
        _ = index(documents).files(keys: keys, memory: memory)
        let again = index(documents).files(keys: keys, memory: memory)
        #expect(again.files.isEmpty && !again.unchanged.isEmpty, "the state was not held")
    }

    /// A plain build keeps the index as it was first written and, after that, only the log of
    /// the pages changed since; past ``SearchIndexMemory/largestLog`` pages the whole index is
    /// written again and the log removed. Read back either way, the files are those of an index
    /// made anew.
    @Test func aLogOfChangesIsKeptUntilItGrowsTooLong() throws {
        var random = SplitMix(state: 21)
        var documents = (0..<300).map { document($0, &random) }
        var keys: [Int?] = documents.indices.map { $0 }
        let folder = NSTemporaryDirectory() + "search-memory-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var memory = SearchIndexMemory()
        memory.keep(in: folder, program: 7, reading: true)
        var files = applying(index(documents).files(keys: keys, memory: memory), to: [:])
        let base = folder + "/search-en"
        let log = base + ".log"
        memory = reread(memory, in: folder)
        let first = try #require(FileManager.default.contents(atPath: base))
        #expect(!FileManager.default.fileExists(atPath: log))
        var nextKey = 1000
        var rewritten = false
        for round in 0..<12 {
            // 8 pages a round: the log passes 64 pages in the ninth.
            for at in (0..<8).map({ ($0 * 37 + round) % documents.count }) {
                documents[at] = document(at, &random)
                nextKey += 1
                keys[at] = nextKey
            }
            let update = index(documents).files(keys: keys, memory: memory)
            #expect(!update.unchanged.isEmpty, "round \(round): made whole")
            files = applying(update, to: files)
            #expect(files == named(index(documents).files()), "round \(round)")
            memory = reread(memory, in: folder)
            // Written whole in the ninth round (its log would pass 256 pages), logged after.
            #expect(FileManager.default.fileExists(atPath: log) == (round != 8), "round \(round)")
            if round < 8 { #expect(FileManager.default.contents(atPath: base) == first, "round \(round)") }
            if round == 8 { rewritten = FileManager.default.contents(atPath: base) != first }
        }
        #expect(rewritten)
        // A log that is there but does not read: no state, the index is made whole.
        documents[5] = document(5, &random)
        keys[5] = 5000
        _ = index(documents).files(keys: keys, memory: memory)
        memory = reread(memory, in: folder)
        var bytes = [UInt8](try #require(FileManager.default.contents(atPath: log)))
        bytes[bytes.count / 2] ^= 0x5A
        try Data(bytes).write(to: URL(fileURLWithPath: log))
        documents[6] = document(6, &random)
        keys[6] = 6000
        let whole = index(documents).files(keys: keys, memory: memory)
        #expect(whole.unchanged.isEmpty)
        #expect(named(whole.files) == named(index(documents).files()))
    }
}
