import TestSupport
import Foundation
import Site
import Testing

/// A build that writes a file with the same bytes as the output it replaces links the old file
/// instead: the file keeps its inode and modification time. Anything else about the old file
/// that differs (bytes, mode) gets a freshly written file. Either way the output is the bytes a
/// clean build writes.
@Suite struct UnchangedOutputTests {
    private func catalog() -> TemporaryFolder {
        let folder = TemporaryFolder()
        for (relative, text) in SmallCatalog.files { folder.write("Content/" + relative, text) }
        folder.copy(Repository.templates, to: "Templates")
        return folder
    }

    private func build(_ folder: TemporaryFolder, into output: String = "Public", full: Bool = true) -> SiteBuild.Report
    {
        var options = SiteBuild.Options(
            contentFolder: folder.path + "/Content", templatesFolder: folder.path + "/Templates",
            outputFolder: folder.path + "/" + output)
        options.checkSwiftSyntax = false
        options.full = full
        return SiteBuild(options: options).run()
    }

    private func identity(_ path: String) -> String {
        var info = stat()
        lstat(path, &info)
        return
            "\(info.st_ino) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(String(info.st_mode & 0o7777, radix: 8))"
    }

    @Test func filesWithTheSameBytesKeepTheirInodeAndTime() throws {
        let folder = catalog()
        let first = build(folder)
        #expect(first.succeeded && first.unchangedFiles == 0)
        let public_ = folder.path + "/Public"
        let style = identity(public_ + "/assets/style.css")
        let guide = identity(public_ + "/guides/fading-rows.html")
        // The English guide says one more sentence.
        let page = folder.path + "/Content/guides/fading-rows/index.en.md"
        let text = try String(contentsOfFile: page, encoding: .utf8)
        folder.write("Content/guides/fading-rows/index.en.md", text + "\nOne more sentence, for the rebuild.\n")
        let second = build(folder, full: false)
        #expect(second.succeeded && !second.upToDate)
        #expect(second.unchangedFiles > 0 && second.unchangedFiles < second.files)
        #expect(identity(public_ + "/assets/style.css") == style, "an unchanged file is the same file")
        #expect(identity(public_ + "/guides/fading-rows.html") != guide, "the edited guide is written again")
        let html = try String(contentsOfFile: public_ + "/guides/fading-rows.html", encoding: .utf8)
        #expect(html.contains("One more sentence, for the rebuild."))
        #expect(build(folder, into: "Clean").succeeded)
        #expect(siteSnapshot(public_) == siteSnapshot(folder.path + "/Clean"), "the same bytes as a clean build")
    }

    @Test func anOutputFileEditedOrChangedInModeIsWrittenAfresh() throws {
        let folder = catalog()
        #expect(build(folder).succeeded)
        let public_ = folder.path + "/Public"
        let style = public_ + "/assets/style.css"
        let original = try Data(contentsOf: URL(fileURLWithPath: style))
        // Same size, other bytes: a hand edit in place.
        var edited = original
        edited[0] = edited[0] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
        try edited.write(to: URL(fileURLWithPath: style))
        let styleBefore = identity(style)
        let search = public_ + "/search.html"
        chmod(search, 0o600)
        let searchBefore = identity(search)
        let report = build(folder)
        #expect(report.succeeded)
        #expect(try Data(contentsOf: URL(fileURLWithPath: style)) == original)
        #expect(identity(style) != styleBefore)
        #expect(identity(search) != searchBefore)
        #expect(identity(search).hasSuffix(" 644"))
        #expect(build(folder, into: "Clean").succeeded)
        #expect(siteSnapshot(public_) == siteSnapshot(folder.path + "/Clean"))
    }
}
