import CatalogFixtures
import Foundation
import Site
import Testing

/// `catalog watch` keeps the output each build replaces as a spare in the state folder and
/// brings it in step with the live output, so the next build changes only what differs (see
/// ``SpareOutput``). These tests check what that must never break: the live output is always a
/// whole build, equal to a clean one; files put there by hand are kept; another build into the
/// same output, a kill, or a folder where a file now goes make the next build start afresh.
@Suite struct SpareOutputTests {
    private func catalog() -> TemporaryFolder {
        let folder = TemporaryFolder()
        for (relative, text) in SmallCatalog.files { folder.write("Content/" + relative, text) }
        folder.copy(Repository.templates, to: "Templates")
        return folder
    }

    private func build(_ folder: TemporaryFolder, into output: String = "Public", reuse: ReuseCache? = nil)
        -> SiteBuild.Report
    {
        var options = SiteBuild.Options(
            contentFolder: folder.path + "/Content", templatesFolder: folder.path + "/Templates",
            outputFolder: folder.path + "/" + output)
        options.checkSwiftSyntax = false
        options.reuse = reuse
        options.liveReload = reuse != nil
        let report = SiteBuild(options: options).run()
        reuse?.spare.waitForSync()
        return report
    }

    private func state(_ folder: TemporaryFolder) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/.Public.catalog")) ?? []).sorted()
    }

    private func inode(_ path: String) -> UInt64? {
        var info = stat()
        return lstat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    private func edit(_ folder: TemporaryFolder, _ sentence: String) throws {
        let page = folder.path + "/Content/components/fade-list/index.en.md"
        let text = try String(contentsOfFile: page, encoding: .utf8)
        folder.write("Content/components/fade-list/index.en.md", text + "\n\(sentence)\n")
    }

    /// The live output, without the build stamp and live-reload script a watch build adds,
    /// against a clean watch-style build of the same content.
    private func expectEqualToClean(_ folder: TemporaryFolder, _ note: String) {
        let reuse = ReuseCache()
        #expect(build(folder, into: "Clean", reuse: reuse).succeeded)
        reuse.spare.close()
        var ours = snapshot(folder.path + "/Public")
        var theirs = snapshot(folder.path + "/Clean")
        for stamp in ["assets/build-stamp.js", "assets/live-reload.js"] {
            ours[stamp] = nil
            theirs[stamp] = nil
        }
        let differing = Set(ours.keys).union(theirs.keys).filter { ours[$0] != theirs[$0] }.sorted()
        #expect(differing.isEmpty, "\(note): \(differing.prefix(10))")
        try? FileManager.default.removeItem(atPath: folder.path + "/Clean")
        try? FileManager.default.removeItem(atPath: folder.path + "/.Clean.catalog")
    }

    @Test func theSpareHoldsTheLiveFilesAndABuildChangesOnlyWhatDiffers() throws {
        let folder = catalog()
        let reuse = ReuseCache()
        #expect(build(folder, reuse: reuse).succeeded)
        // After the first build, nothing was replaced: the spare is a folder of links to the
        // new output.
        let first = state(folder).filter { $0.hasPrefix("building-") }
        #expect(first.count == 1, "\(state(folder))")
        if let spare = first.first {
            let live = snapshot(folder.path + "/Public")
            #expect(snapshot(folder.path + "/.Public.catalog/" + spare) == live)
            // Every file linked straight into the empty folder, none left under a temporary name.
            for path in live.keys {
                #expect(
                    inode(folder.path + "/.Public.catalog/" + spare + "/" + path)
                        == inode(folder.path + "/Public/" + path), "\(path)")
            }
            let names =
                FileManager.default.enumerator(atPath: folder.path + "/.Public.catalog/" + spare)?.allObjects
                as? [String] ?? []
            #expect(!names.contains { $0.contains(".catalog-link-") }, "\(names)")
        }
        #expect(build(folder, reuse: reuse).succeeded)
        let spares = state(folder).filter { $0.hasPrefix("building-") }
        #expect(spares.count == 1, "\(state(folder))")
        let spare = folder.path + "/.Public.catalog/" + spares[0]
        // In step: the same files, each the live output's own file (a second link to it).
        let live = snapshot(folder.path + "/Public")
        #expect(snapshot(spare) == live)
        for path in live.keys.sorted().prefix(50) {
            #expect(inode(spare + "/" + path) == inode(folder.path + "/Public/" + path), "\(path)")
        }
        let untouched =
            inode(folder.path + "/Public/components/guide-less.html")
            ?? inode(folder.path + "/Public/api/fade-list.json")
        let pageBefore = inode(folder.path + "/Public/components/fade-list.html")
        try edit(folder, "A sentence for the spare.")
        #expect(build(folder, reuse: reuse).succeeded)
        // The edited page is a new file; a file the edit did not change is the same file.
        #expect(inode(folder.path + "/Public/components/fade-list.html") != pageBefore)
        #expect(inode(folder.path + "/Public/api/fade-list.json") == untouched)
        #expect(
            try String(contentsOfFile: folder.path + "/Public/components/fade-list.html", encoding: .utf8)
                .contains("A sentence for the spare."))
        #expect(snapshot(spare) == snapshot(folder.path + "/Public"))
        expectEqualToClean(folder, "after an edit")
        reuse.spare.close()
        #expect(!state(folder).contains { $0.hasPrefix("building-") }, "\(state(folder))")
    }

    @Test func aFilePutIntoTheLiveOutputIsKeptNotLost() throws {
        let folder = catalog()
        let reuse = ReuseCache()
        #expect(build(folder, reuse: reuse).succeeded)
        #expect(build(folder, reuse: reuse).succeeded)
        folder.write("Public/notes-of-mine.txt", "mine")
        try edit(folder, "After the user's file.")
        let report = build(folder, reuse: reuse)
        #expect(report.succeeded)
        // The build after the one that replaced it says where the file went.
        try edit(folder, "Once more.")
        let next = build(folder, reuse: reuse)
        #expect(next.succeeded)
        let note = next.notes.first { $0.contains("kept in") }
        #expect(note != nil, "\(report.notes) \(next.notes)")
        let kept = state(folder).filter { $0.hasPrefix("kept-") }
        #expect(kept.count == 1, "\(state(folder))")
        #expect(
            (try? String(contentsOfFile: folder.path + "/.Public.catalog/\(kept[0])/notes-of-mine.txt", encoding: .utf8))
                == "mine")
        expectEqualToClean(folder, "after a file was kept")
        reuse.spare.close()
    }

    @Test func aPageChangedByHandInTheOutputIsRenderedAgain() throws {
        let folder = catalog()
        let reuse = ReuseCache()
        #expect(build(folder, reuse: reuse).succeeded)
        #expect(build(folder, reuse: reuse).succeeded)
        // Written through the file (the spare links the same file), and one replaced.
        let page = folder.path + "/Public/components/fade-list.html"
        let handle = open(page, O_WRONLY | O_TRUNC)
        #expect(handle >= 0)
        _ = "changed by hand".withCString { write(handle, $0, 15) }
        close(handle)
        try "replaced by hand".write(
            toFile: folder.path + "/Public/es/components/fade-list.html", atomically: true, encoding: .utf8)
        // The check after the next exchange finds both; the build after it renders them again.
        let guide = folder.path + "/Content/guides/fading-rows/index.en.md"
        let text = try String(contentsOfFile: guide, encoding: .utf8)
        folder.write("Content/guides/fading-rows/index.en.md", text + "\nA guide sentence.\n")
        #expect(build(folder, reuse: reuse).succeeded)
        folder.write("Content/guides/fading-rows/index.en.md", text + "\nAnother guide sentence.\n")
        #expect(build(folder, reuse: reuse).succeeded)
        expectEqualToClean(folder, "after pages were changed by hand")
        reuse.spare.close()
    }

    @Test func anotherBuildIntoTheOutputMakesTheNextOneStartAfresh() throws {
        let folder = catalog()
        let reuse = ReuseCache()
        #expect(build(folder, reuse: reuse).succeeded)
        #expect(build(folder, reuse: reuse).succeeded)
        // A plain `catalog build` between two watch builds: the spare is a leftover to it.
        try edit(folder, "Written by another build.")
        #expect(build(folder).succeeded)
        #expect(!state(folder).contains { $0.hasPrefix("building-") }, "\(state(folder))")
        try edit(folder, "Then the watch again.")
        #expect(build(folder, reuse: reuse).succeeded)
        expectEqualToClean(folder, "after another build")
        reuse.spare.close()
    }

    /// A watch build that fails after it began updating the spare (an edited page written into
    /// it, then a template error met by other pages) brings the spare back in step and keeps
    /// it: the build after the fix updates it again, and the live output is a clean build's.
    @Test func aFailedWatchBuildKeepsItsSpareInStep() throws {
        let folder = catalog()
        let reuse = ReuseCache()
        #expect(build(folder, reuse: reuse).succeeded)
        #expect(build(folder, reuse: reuse).succeeded)
        let spareName = try #require(state(folder).first { $0.hasPrefix("building-") })
        let spare = folder.path + "/.Public.catalog/" + spareName
        let live = snapshot(folder.path + "/Public")
        try edit(folder, "A sentence the failed build writes into the spare.")
        let tags = folder.path + "/Templates/pages/tags.mustache"
        let template = try String(contentsOfFile: tags, encoding: .utf8)
        folder.write("Templates/pages/tags.mustache", template + "{{noSuchName}}\n")
        let failed = build(folder, reuse: reuse)
        #expect(!failed.succeeded)
        #expect(snapshot(folder.path + "/Public") == live)
        // Every file of the spare is the live output's own file again.
        #expect(snapshot(spare) == live)
        for path in live.keys where !path.hasSuffix(".catalog-output") {
            #expect(inode(spare + "/" + path) == inode(folder.path + "/Public/" + path), "\(path)")
        }
        folder.write("Templates/pages/tags.mustache", template)
        let fixed = build(folder, reuse: reuse)
        #expect(fixed.succeeded, "\(fixed.diagnostics)")
        #expect(fixed.cache?.updatedSpare == true, "\(String(describing: fixed.cache))")
        // The search indexes are updated from the ones the output holds, as the failed build
        // found them: only the edited page is looked up again, not every page.
        #expect(reuse.search.lastBuild.reused + reuse.search.lastBuild.analysed <= 2, "\(reuse.search.lastBuild)")
        expectEqualToClean(folder, "after a failed watch build")
        reuse.spare.close()
        #expect(state(folder).filter { $0.hasPrefix("building-") || $0.hasPrefix("kept-") }.isEmpty, "\(state(folder))")
    }

    @Test func aSpareLeftHalfUpdatedIsRemovedWholeByTheNextBuild() throws {
        let folder = catalog()
        let reuse = ReuseCache()
        #expect(build(folder, reuse: reuse).succeeded)
        #expect(build(folder, reuse: reuse).succeeded)
        let spare = folder.path + "/.Public.catalog/" + state(folder).first { $0.hasPrefix("building-") }!
        // What a kill during an update leaves: no manifest, a half-written file.
        unlink(spare + "/.catalog-output")
        folder.write(".Public.catalog/\((spare as NSString).lastPathComponent)/index.html", "half")
        let live = snapshot(folder.path + "/Public")
        try edit(folder, "After the kill.")
        #expect(build(folder, reuse: reuse).succeeded)
        #expect(snapshot(folder.path + "/Public") != live)
        expectEqualToClean(folder, "after a half-updated spare")
        reuse.spare.close()
        #expect(state(folder).filter { $0.hasPrefix("building-") || $0.hasPrefix("kept-") }.isEmpty, "\(state(folder))")
    }

    @Test func anAssetThatBecomesAFolderIsBuiltInAFreshFolder() throws {
        let folder = catalog()
        folder.write("Templates/assets/extra", "a file")
        let reuse = ReuseCache()
        #expect(build(folder, reuse: reuse).succeeded)
        #expect(build(folder, reuse: reuse).succeeded)
        try FileManager.default.removeItem(atPath: folder.path + "/Templates/assets/extra")
        folder.write("Templates/assets/extra/inner.css", "body {}")
        let report = build(folder, reuse: reuse)
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(
            (try? String(contentsOfFile: folder.path + "/Public/assets/extra/inner.css", encoding: .utf8)) == "body {}")
        expectEqualToClean(folder, "after an asset became a folder")
        // And back again.
        try FileManager.default.removeItem(atPath: folder.path + "/Templates/assets/extra")
        folder.write("Templates/assets/extra", "a file again")
        #expect(build(folder, reuse: reuse).succeeded)
        expectEqualToClean(folder, "after the folder became a file")
        reuse.spare.close()
    }
}
