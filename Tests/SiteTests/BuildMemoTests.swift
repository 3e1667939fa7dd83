import CatalogFixtures
import Foundation
@testable import Site
import Testing

/// A build with nothing changed since the last one stops at once and leaves the output as it
/// was; any change to what a build reads, to its options or to the output makes it build.
@Suite struct BuildMemoTests {
    /// Every file of a tree with its bytes, inode and modification time.
    private func details(_ folder: String) -> [String: String] {
        var result: [String: String] = [:]
        for (path, data) in snapshot(folder) {
            var info = stat()
            lstat(folder + "/" + path, &info)
            result[path] = "\(data.hashValue) \(info.st_ino) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        }
        return result
    }

    private func smallCatalog() -> TemporaryFolder {
        let folder = TemporaryFolder()
        for (relative, text) in SmallCatalog.files { folder.write("Content/" + relative, text) }
        folder.copy(Repository.templates, to: "Templates")
        return folder
    }

    private func build(_ folder: TemporaryFolder, strict: Bool = false) -> SiteBuild.Report {
        var options = SiteBuild.Options(
            contentFolder: folder.path + "/Content", templatesFolder: folder.path + "/Templates",
            outputFolder: folder.path + "/Public")
        options.strict = strict
        options.checkSwiftSyntax = false
        return SiteBuild(options: options).run()
    }

    @Test func aSecondBuildWithNothingChangedTouchesNothing() {
        let folder = smallCatalog()
        let first = build(folder)
        #expect(first.succeeded && !first.upToDate)
        let before = details(folder.path + "/Public")
        let second = build(folder)
        #expect(second.upToDate)
        #expect(second.pages == first.pages && second.files == first.files && second.components == first.components)
        #expect(second.diagnostics == first.diagnostics)
        #expect(details(folder.path + "/Public") == before)
    }

    /// Files written just before a build have times too close to tell a rewrite: their bytes
    /// are compared. Once older, their times suffice, and the memo still matches.
    @Test func filesWrittenJustBeforeABuildAreComparedByTheirBytes() throws {
        let folder = smallCatalog()
        #expect(build(folder).succeeded)
        let memo = try String(contentsOfFile: folder.path + "/.Public.catalog/build-memo", encoding: .utf8)
        #expect(memo.contains("index.en.md"), "the fresh page is listed as racy")
        usleep(2_600_000)
        #expect(build(folder).upToDate)
    }

    @Test func aPageRewrittenWithTheSameSizeAndTimeIsSeen() throws {
        let folder = smallCatalog()
        #expect(build(folder).succeeded)
        let page = folder.path + "/Content/components/fade-list/index.en.md"
        var info = stat()
        stat(page, &info)
        let text = try String(contentsOfFile: page, encoding: .utf8)
        let title = try #require(text.range(of: "title: "))
        // Same length, other letters; then the old modification time put back.
        let changed = text.replacingCharacters(
            in: title.upperBound..<text.index(title.upperBound, offsetBy: 4), with: "Zzzz")
        #expect(changed.utf8.count == text.utf8.count)
        folder.write("Content/components/fade-list/index.en.md", changed)
        var times = [info.st_atim, info.st_mtim]
        utimensat(AT_FDCWD, page, &times, 0)
        let report = build(folder)
        #expect(!report.upToDate)
        let html = try String(contentsOfFile: folder.path + "/Public/components/fade-list.html", encoding: .utf8)
        #expect(html.contains("Zzzz"))
    }

    @Test func changesToTemplatesOptionsOrTheOutputMakeABuild() throws {
        let folder = smallCatalog()
        #expect(build(folder).succeeded)
        #expect(build(folder).upToDate)

        folder.write("Templates/partials/footer.mustache", "<footer>changed footer</footer>\n")
        #expect(!build(folder).upToDate)
        #expect(
            try String(contentsOfFile: folder.path + "/Public/index.html", encoding: .utf8).contains("changed footer"))
        #expect(build(folder).upToDate)

        #expect(!build(folder, strict: true).upToDate)
        #expect(build(folder, strict: true).upToDate)

        // A file of the output edited by hand is put back.
        let home = folder.path + "/Public/index.html"
        let original = try Data(contentsOf: URL(fileURLWithPath: home))
        try Data("tampered".utf8).write(to: URL(fileURLWithPath: home))
        #expect(!build(folder, strict: true).upToDate)
        #expect(try Data(contentsOf: URL(fileURLWithPath: home)) == original)

        // A new file in the content, and a removed one.
        folder.write("Content/components/fade-list/notes.txt", "notes")
        #expect(!build(folder, strict: true).upToDate)
        try FileManager.default.removeItem(atPath: folder.path + "/Content/components/fade-list/notes.txt")
        #expect(!build(folder, strict: true).upToDate)

        // Deleting the memo is safe: the next build is a whole one.
        try FileManager.default.removeItem(atPath: folder.path + "/.Public.catalog/build-memo")
        #expect(!build(folder, strict: true).upToDate)
        #expect(build(folder, strict: true).upToDate)
    }

    /// An up-to-date output is not listed against its manifest (the memo's fingerprint of it
    /// tells a file added by hand); a file added by hand still makes the build refuse the
    /// output, and the file is left where it is.
    @Test func aFileAddedToAnUpToDateOutputIsRefusedNotHidden() throws {
        let folder = smallCatalog()
        #expect(build(folder).succeeded)
        #expect(build(folder).upToDate)
        folder.write("Public/CNAME", "example.org")
        let refused = build(folder)
        #expect(!refused.succeeded && !refused.upToDate)
        #expect(
            refused.diagnostics.contains {
                $0.id == "output.refused" && $0.location.path.hasSuffix("Public/CNAME")
            }, "\(refused.diagnostics)")
        #expect(try String(contentsOfFile: folder.path + "/Public/CNAME", encoding: .utf8) == "example.org")
        #expect(refused.steps.map(\.name).contains("check output files"))
    }

    @Test func theLastBuildsWarningsAreReportedAgain() {
        let folder = smallCatalog()
        // A hidden folder among the components is skipped with a warning.
        folder.write("Content/components/.drafts/notes.md", "draft")
        let first = build(folder)
        #expect(first.succeeded)
        #expect(first.diagnostics.contains { $0.id.rawValue == "content.hidden-folder" })
        let second = build(folder)
        #expect(second.upToDate)
        #expect(second.diagnostics == first.diagnostics)
    }

    @Test func aFailedBuildLeavesNoMemoThatCouldHideItsInput() {
        let folder = smallCatalog()
        #expect(build(folder).succeeded)
        let page = "Content/components/fade-list/index.en.md"
        let text = (try? String(contentsOfFile: folder.path + "/" + page, encoding: .utf8)) ?? ""
        folder.write(page, "---\ntitle: [\n---\n")
        #expect(!build(folder).succeeded)
        #expect(!build(folder).succeeded)
        folder.write(page, text)
        let fixed = build(folder)
        #expect(fixed.succeeded)
    }

    /// The output the memo records, summed from what the build wrote, kept and linked, is the
    /// output as a look at every file finds it afterwards: after a first build into a new
    /// folder, after an edit that updates the spare, after one into a fresh folder without the
    /// cache, and after a template edit that rewrites every page.
    @Test func theRecordedOutputIsWhatLookingAgainFinds() throws {
        let folder = smallCatalog()
        let output = folder.path + "/Public"
        func recorded() throws -> String {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/.Public.catalog/build-memo"))
            return try JSONDecoder().decode(BuildMemo.self, from: data).output
        }
        #expect(build(folder).succeeded)
        #expect(try recorded() == OutputIdentity.current(live: output))
        let page = "Content/components/fade-list/index.en.md"
        let text = try String(contentsOfFile: folder.path + "/" + page, encoding: .utf8)
        folder.write(page, text + "\nOne more paragraph.\n")
        let edited = build(folder)
        #expect(edited.succeeded && !edited.upToDate)
        #expect(try recorded() == OutputIdentity.current(live: output))
        folder.write(page, text + "\nAnother paragraph.\n")
        var options = SiteBuild.Options(
            contentFolder: folder.path + "/Content", templatesFolder: folder.path + "/Templates",
            outputFolder: output)
        options.checkSwiftSyntax = false
        options.keepsCache = false
        #expect(SiteBuild(options: options).run().succeeded)
        #expect(try recorded() == OutputIdentity.current(live: output))
        folder.write("Templates/partials/footer.mustache", "<footer>another footer</footer>\n")
        #expect(build(folder).succeeded)
        #expect(try recorded() == OutputIdentity.current(live: output))
        #expect(build(folder).upToDate)
    }

    /// What the memo's look at the output tells apart: a file replaced by another with the
    /// same bytes and time (another inode), a file added in a folder of the output, and a
    /// file removed; each makes the next build a real one, which puts the output back.
    @Test func aFileReplacedAddedOrRemovedInTheOutputMakesABuild() throws {
        let folder = smallCatalog()
        let output = folder.path + "/Public"
        #expect(build(folder).succeeded)
        #expect(build(folder).upToDate)

        let page = output + "/components/fade-list.html"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: page))
        var info = stat()
        lstat(page, &info)
        try bytes.write(to: URL(fileURLWithPath: page + ".new"))
        var times = [info.st_atim, info.st_mtim]
        utimensat(AT_FDCWD, page + ".new", &times, 0)
        rename(page + ".new", page)
        #expect(!build(folder).upToDate)
        #expect(try Data(contentsOf: URL(fileURLWithPath: page)) == bytes)
        #expect(build(folder).upToDate)

        unlink(output + "/sitemap.xml")
        let rebuilt = build(folder)
        #expect(rebuilt.succeeded && !rebuilt.upToDate)
        #expect(FileManager.default.fileExists(atPath: output + "/sitemap.xml"))
        #expect(build(folder).upToDate)

        folder.write("Public/components/extra.html", "mine")
        let refused = build(folder)
        #expect(!refused.upToDate)
        #expect(try String(contentsOfFile: output + "/components/extra.html", encoding: .utf8) == "mine")
    }
}
