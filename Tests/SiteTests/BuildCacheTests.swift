import Catalog
import CatalogFixtures
import Diagnostics
import Foundation
import Site
import Testing

/// The build cache of a plain `catalog build` (`.Public.catalog/cache/`): each build is a new
/// ``SiteBuild`` reading what the last one kept, as a new process would. What it keeps is used
/// only when what it was made from is the same, and a cache that is damaged, of another program
/// or gone is ignored: the output is always a clean build's.
@Suite struct BuildCacheTests {
    private func catalog(components: [String] = ["second-list", "third-list"]) -> TemporaryFolder {
        let folder = TemporaryFolder()
        for (relative, text) in SmallCatalog.files { folder.write("Content/" + relative, text) }
        folder.copy(Repository.templates, to: "Templates")
        for slug in components {
            let title = slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
            folder.write(
                "Content/components/\(slug)/index.en.md",
                SmallCatalog.englishPage().replacingOccurrences(
                    of: "title: Fade List", with: "title: \(title.joined(separator: " "))"))
            folder.write(
                "Content/components/\(slug)/\(title.joined()).swift",
                SmallCatalog.source.replacingOccurrences(of: "FadeList", with: title.joined()))
        }
        return folder
    }

    /// A plain build; with `swiftCheck`, with `swiftc` as `catalog build` runs by default.
    private func build(
        _ folder: TemporaryFolder, into output: String = "Public", cache: Bool = true, swiftCheck: Bool = false
    ) -> SiteBuild.Report {
        var options = SiteBuild.Options(
            contentFolder: folder.path + "/Content", templatesFolder: folder.path + "/Templates",
            outputFolder: folder.path + "/" + output)
        options.checkSwiftSyntax = swiftCheck
        options.keepsCache = cache
        options.checksCacheKeys = true
        return SiteBuild(options: options).run()
    }

    private func append(_ text: String, to relative: String, in folder: TemporaryFolder) throws {
        let old = try String(contentsOfFile: folder.path + "/" + relative, encoding: .utf8)
        folder.write(relative, old + text)
    }

    /// The output equals a build without any cache into a fresh folder.
    private func expectClean(_ folder: TemporaryFolder, _ comment: Comment? = nil) throws {
        let report = build(folder, into: "Clean", cache: false)
        #expect(report.succeeded && report.cache == nil)
        #expect(snapshot(folder.path + "/Public") == snapshot(folder.path + "/Clean"), comment)
        try FileManager.default.removeItem(atPath: folder.path + "/Clean")
    }

    private var cacheFolder: String { "/.Public.catalog/cache" }

    @Test func aSecondBuildReadsWhatDidNotChangeFromTheCache() throws {
        let folder = catalog()
        let first = build(folder)
        #expect(first.succeeded)
        #expect(
            first.cache == .init(componentsReused: 0, componentsLoaded: 3, pagesKept: 0, pagesRendered: first.pages))
        try append("\nOne more sentence.\n", to: "Content/components/second-list/index.en.md", in: folder)
        let second = build(folder)
        #expect(second.succeeded, "\(second.diagnostics)")
        // One component read again; its two pages (English, and Spanish falling back to English)
        // rendered; every other page kept by its key, or (a few without a key that lasts from
        // one process to the next: search, guides, the not-found page) rendered to the same bytes.
        let use = try #require(second.cache)
        #expect(use.componentsReused == 2 && use.componentsLoaded == 1, "\(use)")
        #expect(use.pagesKept >= 20 && use.pagesRendered <= 16, "\(use)")
        #expect(use.searchIndexesKept == 0, "\(use)")
        try expectClean(folder)
    }

    /// A file's inode and modification time.
    private func stamp(_ path: String) -> [Int] {
        var info = stat()
        guard lstat(path, &info) == 0 else { return [] }
        return [Int(info.st_ino), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
    }

    private func replace(_ old: String, with new: String, in relative: String, _ folder: TemporaryFolder) throws {
        let text = try String(contentsOfFile: folder.path + "/" + relative, encoding: .utf8)
        #expect(text.contains(old))
        folder.write(relative, text.replacingOccurrences(of: old, with: new))
    }

    /// `api/index.json` is kept by what its entries are made from, not by the components' load
    /// keys; the entries and the card stages are written to the cache only when one changed.
    @Test func anEditBesideTheAPIAndTheTimelineLeavesTheirFiles() throws {
        let folder = catalog()
        #expect(build(folder).succeeded)
        let index = folder.path + "/Public/api/index.json"
        let entries = folder.path + cacheFolder + "/api-entries"
        let stages = folder.path + cacheFolder + "/stages"
        let first = [stamp(index), stamp(entries), stamp(stages)]
        #expect(first.allSatisfy { !$0.isEmpty })
        let page = "Content/components/second-list/index.en.md"

        try append("\nOne more sentence.\n", to: page, in: folder)
        #expect(build(folder).succeeded)
        #expect([stamp(index), stamp(entries), stamp(stages)] == first)
        try expectClean(folder)

        // A parameter's description: the index and its entries change, the stages do not.
        try replace("Space between rows.", with: "Room between two rows.", in: page, folder)
        #expect(build(folder).succeeded)
        let described = [stamp(index), stamp(entries), stamp(stages)]
        #expect(described[0] != first[0] && described[1] != first[1] && described[2] == first[2])
        #expect(try String(contentsOfFile: index, encoding: .utf8).contains("Room between two rows."))
        try expectClean(folder)

        // A title is in the index too.
        try replace("title: Second List", with: "title: Second Row List", in: page, folder)
        #expect(build(folder).succeeded)
        #expect(try String(contentsOfFile: index, encoding: .utf8).contains("Second Row List"))
        try expectClean(folder)

        // The timeline: a new card stage, kept for the next build.
        try replace("items: 3", with: "items: 4", in: page, folder)
        #expect(build(folder).succeeded)
        let redrawn = stamp(stages)
        #expect(redrawn != first[2])
        try expectClean(folder)
        try append("\nAnd another.\n", to: page, in: folder)
        #expect(build(folder).succeeded)
        #expect(stamp(stages) == redrawn)
        try expectClean(folder)
    }

    /// The card stages are read one at a time from the kept file, each checked against its
    /// digest: a damaged text, index or file is drawn again, never shown.
    @Test(arguments: ["text", "index", "truncated"])
    func aDamagedCardStageIsDrawnAgain(damage: String) throws {
        let folder = catalog()
        #expect(build(folder).succeeded)
        let stages = folder.path + cacheFolder + "/stages"
        var bytes = [UInt8](FileManager.default.contents(atPath: stages) ?? Data())
        #expect(bytes.count > 1000)
        switch damage {
        case "text": bytes[bytes.count - 2] ^= 0x20  // In the last stage's text.
        case "index": bytes[40] ^= 0x01  // The first stage's load key.
        default: bytes.removeLast(10)
        }
        try Data(bytes).write(to: URL(fileURLWithPath: stages))
        let damaged = stamp(stages)
        // Every page again, the cards of every listing with them: each stage is asked for.
        try append("<p>A new footer line.</p>\n", to: "Templates/partials/footer.mustache", in: folder)
        let report = build(folder)
        #expect(report.succeeded, "\(report.diagnostics)")
        try expectClean(folder, "\(damage)")
        // The stages drawn again were kept: the file is whole again for the next build.
        #expect(stamp(stages) != damaged)
        try append("<p>Another footer line.</p>\n", to: "Templates/partials/footer.mustache", in: folder)
        #expect(build(folder).succeeded)
        try expectClean(folder, "\(damage), next build")
    }

    @Test func aTemplateChangeRendersAgainWithoutReadingTheContent() throws {
        let folder = catalog()
        #expect(build(folder).succeeded)
        try append("<p>A new footer line.</p>\n", to: "Templates/partials/footer.mustache", in: folder)
        let report = build(folder)
        let use = try #require(report.cache)
        #expect(use.componentsReused == 3 && use.componentsLoaded == 0, "\(use)")
        #expect(use.pagesKept == 0 && use.pagesRendered == report.pages, "\(use)")
        // Nothing the search indexes are made from changed: both are the last build's.
        #expect(use.searchIndexesKept == 2, "\(use)")
        try expectClean(folder)
        // A changed UI string of the index (its stop words) makes that language's anew.
        let strings = folder.path + "/Templates/strings/es.yml"
        let text = try String(contentsOfFile: strings, encoding: .utf8)
        let edited = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("search-stop-words:") ? line + " fila" : String(line)
        }
        #expect(edited.joined(separator: "\n") != text)
        folder.write("Templates/strings/es.yml", edited.joined(separator: "\n"))
        let again = build(folder)
        #expect(again.cache?.searchIndexesKept == 1, "\(String(describing: again.cache))")
        try expectClean(folder)
    }

    @Test func deletingTheCacheIsSafe() throws {
        let folder = catalog()
        #expect(build(folder).succeeded)
        try FileManager.default.removeItem(atPath: folder.path + cacheFolder)
        try append("\nOne more sentence.\n", to: "Content/components/fade-list/index.en.md", in: folder)
        let report = build(folder)
        #expect(report.succeeded)
        #expect(report.cache?.componentsLoaded == 3)
        try expectClean(folder)
    }

    @Test(arguments: ["truncated", "garbled", "empty", "folder", "fifo"])
    func aDamagedCacheIsIgnored(damage: String) throws {
        let folder = catalog()
        #expect(build(folder).succeeded)
        // The untouched components' files must be past the racy window in both builds below:
        // a component whose files stop being recent between two builds is read again (its key
        // loses their bytes), and the last expectation would then depend on the machine's speed.
        Thread.sleep(forTimeInterval: Double(FolderFingerprint.racyWindow) + 1.1)
        let files =
            [folder.path + cacheFolder + "/render"]
            + (try FileManager.default.contentsOfDirectory(atPath: folder.path + cacheFolder + "/components"))
            .map { folder.path + cacheFolder + "/components/" + $0 }
        #expect(files.count == 4)
        for file in files {
            let bytes = [UInt8](FileManager.default.contents(atPath: file) ?? Data())
            #expect(bytes.count > 100)
            switch damage {
            case "truncated": try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: file))
            case "garbled":
                // Every byte after the header flipped: the keys still match, the body does not decode.
                let flipped = bytes.enumerated().map { $0.offset < 24 ? $0.element : ~$0.element }
                try Data(flipped).write(to: URL(fileURLWithPath: file))
            case "empty": try Data().write(to: URL(fileURLWithPath: file))
            case "fifo":
                // Read as a file, it would block the build for ever.
                try FileManager.default.removeItem(atPath: file)
                #expect(mkfifo(file, 0o644) == 0)
            default:
                try FileManager.default.removeItem(atPath: file)
                try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
            }
        }
        try append("\nOne more sentence.\n", to: "Content/components/fade-list/index.en.md", in: folder)
        let report = build(folder)
        #expect(report.succeeded, "\(report.diagnostics)")
        // Nothing damaged was used.
        #expect(
            report.cache?.componentsReused == 0 && report.cache?.pagesKept == 0, "\(String(describing: report.cache))")
        try expectClean(folder, "\(damage)")
        // And the next build has a whole cache again (a folder in the way stays: it is not ours
        // to remove, and that component is simply read each time).
        try append("\nAnother sentence.\n", to: "Content/components/fade-list/index.en.md", in: folder)
        let next = build(folder)
        #expect(next.cache?.componentsReused == (damage == "folder" ? 0 : 2), "\(String(describing: next.cache))")
        try expectClean(folder, "\(damage), next")
    }

    @Test func aComponentKeptByAnotherProgramIsReadAgain() throws {
        let folder = catalog()
        #expect(build(folder).succeeded)
        // The program's hash is the header's third field (bytes 8 to 15).
        let file = folder.path + cacheFolder + "/components/second-list"
        var bytes = [UInt8](try #require(FileManager.default.contents(atPath: file)))
        bytes[8] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        try append("\nOne more sentence.\n", to: "Content/components/fade-list/index.en.md", in: folder)
        let report = build(folder)
        #expect(report.cache?.componentsReused == 1 && report.cache?.componentsLoaded == 2)
        try expectClean(folder)
    }

    @Test func aRemovedComponentLeavesTheCache() throws {
        let folder = catalog()
        #expect(build(folder).succeeded)
        try FileManager.default.removeItem(atPath: folder.path + "/Content/components/third-list")
        #expect(build(folder).succeeded)
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path + cacheFolder + "/components")
        #expect(kept.sorted() == ["fade-list", "second-list"])
        try expectClean(folder)
    }

    /// `catalog watch`'s first build, as ``WatchSession`` makes it: its own in-memory cache,
    /// attached to the build cache.
    private func watchBuild(_ folder: TemporaryFolder, _ reuse: ReuseCache) -> SiteBuild.Report {
        var options = SiteBuild.Options(
            contentFolder: folder.path + "/Content", templatesFolder: folder.path + "/Templates",
            outputFolder: folder.path + "/Public")
        options.checkSwiftSyntax = false
        options.liveReload = true
        options.reuse = reuse
        reuse.keepsOnDisk = true
        reuse.checksPageKeys = true
        return SiteBuild(options: options).run()
    }

    @Test func aWatchStartsFromTheBuildCacheAndKeepsItWhenItStops() throws {
        let folder = catalog()
        // Every file past the racy window before the builds that count (see
        // ``aDamagedCacheIsIgnored(damage:)``), the edited one too, below.
        Thread.sleep(forTimeInterval: Double(FolderFingerprint.racyWindow) + 1.1)
        #expect(build(folder).succeeded)
        // After a plain build: the components come from the cache; every page is rendered again
        // (a watch's pages link the live-reload script).
        let first = ReuseCache()
        let started = watchBuild(folder, first)
        #expect(started.succeeded, "\(started.diagnostics)")
        #expect(
            started.cache?.componentsReused == 3 && started.cache?.pagesKept == 0,
            "\(String(describing: started.cache))")
        let pages = snapshot(folder.path + "/Public").filter { $0.key.hasSuffix(".html") }
        // A rebuild of that watch, then its stop: the cache is written again.
        first.savesAfterEveryBuild = false
        try append("\nOne more sentence.\n", to: "Content/components/second-list/index.en.md", in: folder)
        Thread.sleep(forTimeInterval: Double(FolderFingerprint.racyWindow) + 1.1)
        #expect(watchBuild(folder, first).succeeded)
        first.saveKept()
        first.spare.close()
        // The next watch reads the edited component and keeps the pages the last one wrote.
        let second = ReuseCache()
        let restarted = watchBuild(folder, second)
        #expect(restarted.succeeded, "\(restarted.diagnostics)")
        let use = try #require(restarted.cache)
        #expect(use.componentsReused == 3 && use.componentsLoaded == 0, "\(use)")
        #expect(use.pagesKept >= 20, "\(use)")
        second.spare.close()
        // Only the edited component's pages differ from the first watch build's.
        let now = snapshot(folder.path + "/Public").filter { $0.key.hasSuffix(".html") }
        let differing = Set(now.keys).union(pages.keys).filter { now[$0] != pages[$0] }
        #expect(differing.allSatisfy { $0.contains("second-list") || $0.contains("search") }, "\(differing.sorted())")
        // And a plain build after it is a clean build's bytes.
        #expect(build(folder).succeeded)
        try expectClean(folder)
    }

    /// A watch that writes the stages file reads its cards from that file from then on, held
    /// open: gone from the folder, it still gives the cards a clean build draws.
    @Test func aWatchReadsItsCardStagesFromTheFileItWrote() throws {
        let folder = catalog()
        #expect(build(folder).succeeded)
        let stages = folder.path + cacheFolder + "/stages"
        let reuse = ReuseCache()
        #expect(watchBuild(folder, reuse).succeeded)
        // A new stage for second-list: drawn, written with the others, then read from there.
        try replace("items: 3", with: "items: 4", in: "Content/components/second-list/index.en.md", folder)
        let before = stamp(stages)
        #expect(watchBuild(folder, reuse).succeeded)
        #expect(stamp(stages) != before)
        try FileManager.default.removeItem(atPath: stages)
        // Every page again: each card asked for, read from the file the watch holds.
        try append("<p>A new footer line.</p>\n", to: "Templates/partials/footer.mustache", in: folder)
        let rebuilt = watchBuild(folder, reuse)
        #expect(rebuilt.succeeded, "\(rebuilt.diagnostics)")
        #expect(rebuilt.cache?.pagesKept == 0, "\(String(describing: rebuilt.cache))")
        reuse.spare.close()
        #expect(build(folder, into: "Clean", cache: false).succeeded)
        func cards(_ output: String) throws -> [Substring] {
            let home = try String(contentsOfFile: folder.path + "/" + output + "/index.html", encoding: .utf8)
            return home.split(separator: "<div class=\"card-stage-frame\">").dropFirst().map {
                $0.prefix { $0 != "\n" }
            }
        }
        let clean = try cards("Clean")
        #expect(clean.count == 3)
        #expect(try cards("Public") == clean)
    }

    @Test(arguments: ["cache", "cache/components"])
    func aLinkInPlaceOfTheCacheIsNeverFollowed(linked: String) throws {
        let folder = catalog()
        #expect(build(folder).succeeded)
        // The folder replaced by a link to a folder of the user's, with a file of the name a
        // removed component's entry would have.
        let elsewhere = folder.path + "/Elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        folder.write("Elsewhere/precious", "mine")
        folder.write("Elsewhere/render", "mine too")
        try FileManager.default.removeItem(atPath: folder.path + "/.Public.catalog/" + linked)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/.Public.catalog/" + linked, withDestinationPath: elsewhere)
        try append("\nOne more sentence.\n", to: "Content/components/fade-list/index.en.md", in: folder)
        let report = build(folder)
        #expect(report.succeeded, "\(report.diagnostics)")
        // Without its folder the cache is not used (`cache` a link: none at all).
        #expect((report.cache?.componentsReused ?? 0) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).sorted() == ["precious", "render"])
        #expect(try String(contentsOfFile: elsewhere + "/precious", encoding: .utf8) == "mine")
        try expectClean(folder)
    }

    private var spareFolder: String { "/.Public.catalog/spare" }

    /// The output's files by path with their inodes.
    private func inodes(_ root: String) -> [String: UInt64] {
        var found: [String: UInt64] = [:]
        for path in snapshot(root).keys {
            var info = stat()
            if lstat(root + "/" + path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
                found[path] = UInt64(info.st_ino)
            }
        }
        return found
    }

    @Test func aBuildAfterAnEditUpdatesTheSpareTheLastOneKept() throws {
        let folder = catalog()
        let first = build(folder)
        #expect(first.succeeded && first.cache?.updatedSpare == false)
        // No output was replaced: the spare is a new folder of links to every file of the new
        // output, so that the first edit updates it instead of linking every file itself.
        let built = inodes(folder.path + "/Public")
        #expect(!built.isEmpty && inodes(folder.path + spareFolder) == built)
        try append("\nOne more sentence.\n", to: "Content/components/second-list/index.en.md", in: folder)
        let second = build(folder)
        #expect(second.succeeded && second.cache?.updatedSpare == true, "\(String(describing: second.cache))")
        try expectClean(folder, "the first edit")
        // The replaced output, in step with the new one: the same files, every one shared.
        let live = inodes(folder.path + "/Public")
        #expect(inodes(folder.path + spareFolder) == live)
        try append("\nAnd another.\n", to: "Content/components/second-list/index.en.md", in: folder)
        let third = build(folder)
        #expect(third.succeeded, "\(third.diagnostics)")
        #expect(third.cache?.updatedSpare == true, "\(String(describing: third.cache))")
        try expectClean(folder)
        // Only the files that differ are new; the others are the same files as before.
        let now = inodes(folder.path + "/Public")
        let new = now.filter { live[$0.key] != $0.value }.keys
        #expect(!new.isEmpty && new.count < now.count / 4, "\(new.sorted())")
        #expect(new.contains { $0.contains("second-list") })
        #expect(!new.contains { $0.contains("fade-list") })
        #expect(inodes(folder.path + spareFolder) == now)
        // Nothing changed: up to date, and the spare is left as it is.
        let again = build(folder)
        #expect(again.upToDate)
        #expect(inodes(folder.path + spareFolder) == now)
    }

    /// A build that changed most files (every page's address, and a component listed first,
    /// which numbers every search document anew) does not bring the replaced output in step
    /// file by file: it removes it and links a new spare to the new output.
    @Test func aBuildThatChangedMostFilesLeavesANewSpare() throws {
        let folder = try catalogWithSpare()
        let settings = folder.path + "/Content/site.yml"
        let text = try String(contentsOfFile: settings, encoding: .utf8)
        folder.write(
            "Content/site.yml",
            text.replacingOccurrences(of: "https://example.org/catalog/", with: "https://example.net/other/"))
        try FileManager.default.copyItem(
            atPath: folder.path + "/Content/components/fade-list",
            toPath: folder.path + "/Content/components/aaa-first")
        let before = inodes(folder.path + "/Public")
        let changed = build(folder)
        let after = inodes(folder.path + "/Public")
        // More than half of the files are new: the replaced output was not kept.
        #expect(after.filter { before[$0.key] != $0.value }.count > after.count / 2)
        #expect(changed.cache?.updatedSpare == true)
        #expect(changed.succeeded, "\(changed.diagnostics)")
        try expectClean(folder, "the new address")
        let live = inodes(folder.path + "/Public")
        #expect(inodes(folder.path + spareFolder) == live)
        try append("\nOne sentence after the move.\n", to: "Content/components/third-list/index.en.md", in: folder)
        let edited = build(folder)
        #expect(edited.succeeded && edited.cache?.updatedSpare == true, "\(String(describing: edited.cache))")
        try expectClean(folder, "an edit after the new address")
        let state = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/.Public.catalog")
        #expect(!state.contains { $0.hasPrefix("building-") || $0.hasPrefix("kept-") }, "\(state)")
    }

    /// A build that fails after it began updating the spare (an edited page written into it,
    /// then a template error met by another kind of page) brings the spare back in step with
    /// the live output and keeps it: the build after the fix updates it again.
    @Test func aFailedBuildLeavesTheSpareInStepForTheNextOne() throws {
        let folder = try catalogWithSpare()
        let live = inodes(folder.path + "/Public")
        let record = try #require(FileManager.default.contents(atPath: folder.path + cacheFolder + "/spare"))
        try append("\nA sentence that reaches the spare.\n", to: "Content/components/fade-list/index.en.md", in: folder)
        let tags = folder.path + "/Templates/pages/tags.mustache"
        let template = try String(contentsOfFile: tags, encoding: .utf8)
        folder.write("Templates/pages/tags.mustache", template + "{{noSuchName}}\n")
        let failed = build(folder)
        #expect(!failed.succeeded)
        #expect(failed.diagnostics.contains { $0.id == "template.unknown-name" }, "\(failed.diagnostics)")
        // The live output is untouched; the spare holds its files again, and its record is the same.
        #expect(inodes(folder.path + "/Public") == live)
        #expect(inodes(folder.path + spareFolder) == live)
        #expect(FileManager.default.contents(atPath: folder.path + cacheFolder + "/spare") == record)
        let state = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/.Public.catalog")
        #expect(!state.contains { $0.hasPrefix("building-") || $0.hasPrefix("kept-") }, "\(state)")
        folder.write("Templates/pages/tags.mustache", template)
        let fixed = build(folder)
        #expect(fixed.succeeded, "\(fixed.diagnostics)")
        #expect(fixed.cache?.updatedSpare == true, "\(String(describing: fixed.cache))")
        try expectClean(folder, "after the failed build")
        #expect(
            try String(contentsOfFile: folder.path + "/Public/components/fade-list.html", encoding: .utf8)
                .contains("A sentence that reaches the spare."))
    }

    /// A build that kept a spare, then another edit, so that the next build would update it.
    private func catalogWithSpare() throws -> TemporaryFolder {
        let folder = catalog()
        #expect(build(folder).succeeded)
        try append("\nOne more sentence.\n", to: "Content/components/second-list/index.en.md", in: folder)
        #expect(build(folder).succeeded)
        #expect(FileManager.default.fileExists(atPath: folder.path + spareFolder))
        return folder
    }

    @Test func aPageEditedInPlaceInTheOutputIsWrittenAgain() throws {
        let folder = try catalogWithSpare()
        // The page's file is shared with the spare: an edit in place changes both.
        let page = folder.path + "/Public/components/fade-list.html"
        let handle = try #require(FileHandle(forWritingAtPath: page))
        handle.seekToEndOfFile()
        handle.write(Data("<!-- edited by hand -->".utf8))
        try handle.close()
        let report = build(folder)
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.cache?.updatedSpare == true)
        try expectClean(folder)
    }

    @Test(arguments: ["record removed", "record garbled", "spare replaced", "spare manifest removed", "no cache"])
    func aSpareThatIsNotTheOneLeftIsNotUsed(change: String) throws {
        let folder = try catalogWithSpare()
        let record = folder.path + cacheFolder + "/spare"
        switch change {
        case "record removed": try FileManager.default.removeItem(atPath: record)
        case "record garbled": folder.write(".Public.catalog/cache/spare", "not a record")
        case "spare replaced":
            try FileManager.default.moveItem(atPath: folder.path + spareFolder, toPath: folder.path + "/moved")
            try FileManager.default.copyItem(atPath: folder.path + "/moved", toPath: folder.path + spareFolder)
        case "spare manifest removed":
            try FileManager.default.removeItem(atPath: folder.path + spareFolder + "/.catalog-output")
        default:
            try append("\nA build without the cache.\n", to: "Content/components/fade-list/index.en.md", in: folder)
            #expect(build(folder, cache: false).succeeded)
        }
        try append("\nOne more.\n", to: "Content/components/third-list/index.en.md", in: folder)
        let report = build(folder)
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.cache?.updatedSpare == false, "\(change)")
        try expectClean(folder, "\(change)")
        // It was removed with the leftovers, and the replaced output is the new spare.
        #expect(inodes(folder.path + spareFolder) == inodes(folder.path + "/Public"), "\(change)")
        let state = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/.Public.catalog")
        #expect(!state.contains { $0.hasPrefix("building-") || $0.hasPrefix("kept-") }, "\(state)")
    }

    @Test(arguments: ["CNAME", "components/notes.txt", "assets/search/en/extra.js"])
    func aFileAddedToTheOutputIsFoundWithoutListingIt(added: String) throws {
        let folder = try catalogWithSpare()
        // The last build recorded every folder of the output; the next one compares them
        // instead of listing every file.
        #expect(FileManager.default.fileExists(atPath: folder.path + cacheFolder + "/output-folders"))
        try append("\nOne more.\n", to: "Content/components/third-list/index.en.md", in: folder)
        folder.write("Public/" + added, "mine")
        let report = build(folder)
        #expect(!report.succeeded)
        #expect(
            report.diagnostics.map(\.message).contains { $0.hasPrefix("this file was not written by 'catalog build'") },
            "\(report.diagnostics)")
        #expect(try String(contentsOfFile: folder.path + "/Public/" + added, encoding: .utf8) == "mine")
        // Moved out, and the build goes on.
        try FileManager.default.removeItem(atPath: folder.path + "/Public/" + added)
        #expect(build(folder).succeeded)
        try expectClean(folder)
    }

    private func driftFindings(_ report: SiteBuild.Report) -> [Diagnostic] {
        report.diagnostics.filter { $0.id.rawValue.hasPrefix("api.") }
    }

    @Test(.enabled(if: SwiftSyntaxCheck.findCompiler() != nil, "swiftc is not on PATH"))
    func aComponentIsComparedWithItsSourcesAgainWhenItChanges() throws {
        let folder = catalog()
        // Every component agrees with its sources; the findings (none) are kept per component.
        let first = build(folder, swiftCheck: true)
        #expect(first.succeeded && driftFindings(first).isEmpty, "\(first.diagnostics)")
        // second-list's source gains a parameter its table does not have: found, though the
        // cache holds that component's last findings, and the same as without a cache.
        let source = SmallCatalog.source.replacingOccurrences(of: "FadeList", with: "SecondList")
        let drifting = source.replacingOccurrences(
            of: "    var spacing: CGFloat = 12\n", with: "    var spacing: CGFloat = 12\n    var extra: Int = 0\n")
        #expect(drifting != source)
        folder.write("Content/components/second-list/SecondList.swift", drifting)
        let drifted = build(folder, swiftCheck: true)
        #expect(!drifted.succeeded)
        let found = driftFindings(drifted)
        #expect(found.contains { $0.location.path.contains("second-list") }, "\(drifted.diagnostics)")
        #expect(driftFindings(build(folder, into: "Clean", cache: false, swiftCheck: true)) == found)
        // Mended, and another component edited: nothing found, and the output is a clean build's.
        folder.write("Content/components/second-list/SecondList.swift", source)
        try append("\nOne more.\n", to: "Content/components/third-list/index.en.md", in: folder)
        let mended = build(folder, swiftCheck: true)
        #expect(mended.succeeded && driftFindings(mended).isEmpty, "\(mended.diagnostics)")
        // A build that changed nothing of second-list keeps its findings, and still finds
        // nothing.
        try append("\nAnd one more.\n", to: "Content/components/fade-list/index.en.md", in: folder)
        let again = build(folder, swiftCheck: true)
        #expect(again.succeeded && driftFindings(again).isEmpty, "\(again.diagnostics)")
    }

    /// A plain build writes its search indexes and API entries into files without a name as
    /// soon as they are made, and names them only after it published: a build that fails
    /// after making them (here at the drift check, after every page was rendered) leaves no
    /// cache file at all, and the next build that succeeds keeps them for the one after.
    @Test(.enabled(if: SwiftSyntaxCheck.findCompiler() != nil, "swiftc is not on PATH"))
    func aBuildThatFailsAfterMakingItsIndexesKeepsNoneOfThem() throws {
        let folder = catalog()
        let source = SmallCatalog.source.replacingOccurrences(of: "FadeList", with: "SecondList")
        let drifting = source.replacingOccurrences(
            of: "    var spacing: CGFloat = 12\n", with: "    var spacing: CGFloat = 12\n    var extra: Int = 0\n")
        folder.write("Content/components/second-list/SecondList.swift", drifting)
        let failed = build(folder, swiftCheck: true)
        #expect(!failed.succeeded && !driftFindings(failed).isEmpty, "\(failed.diagnostics)")
        let state = folder.path + "/.Public.catalog"
        // Only the state folder's mark, the lock, and the sources `swiftc` accepted (kept
        // whatever the build's outcome, see README, "The output folder").
        let left = Set((try? FileManager.default.subpathsOfDirectory(atPath: state)) ?? []).filter {
            !$0.hasPrefix("swift-parse-cache")
        }
        #expect(left.subtracting([".catalog-state", "lock"]).isEmpty, "a failed build left \(left.sorted())")

        folder.write("Content/components/second-list/SecondList.swift", source)
        #expect(build(folder, swiftCheck: true).succeeded)
        for name in ["search-en", "search-es", "api-entries"] {
            #expect(FileManager.default.fileExists(atPath: folder.path + cacheFolder + "/" + name), "\(name)")
        }
        let named = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path + cacheFolder)) ?? [])
        #expect(!named.contains { $0.contains(".\(getpid())") }, "a temporary name left: \(named)")
        // Read back by the next build: after an edit, the output is a clean build's.
        try append("\nOne more sentence.\n", to: "Content/components/third-list/index.en.md", in: folder)
        let edited = build(folder)
        #expect(edited.succeeded, "\(edited.diagnostics)")
        #expect(edited.cache?.componentsReused == 2, "\(String(describing: edited.cache))")
        try expectClean(folder)
    }

    @Test func noCacheWritesNone() throws {
        let folder = catalog()
        let report = build(folder, cache: false)
        #expect(report.succeeded && report.cache == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.path + cacheFolder))
    }
}
