import Catalog
import Diagnostics
import Foundation
import Site
import TestSupport
import Testing

/// The social card of each component page: a 1200 × 630 PNG under `social/` made by
/// `rsvg-convert`, named by the page's Open Graph and X tags; none, with one note and no
/// error, when the program is not there.
@Suite struct SocialCardSiteTests {
    static let converterIsInstalled = (try? PNGConverter.find().get()) != nil

    /// The small catalog with `social-cards: true`, its `site.yml` changed by `site` and its
    /// English page by `page`.
    func catalog(site: (String) -> String = { $0 }, page: (String) -> String = { $0 }) -> TemporaryFolder {
        let folder = TemporaryFolder()
        for (path, text) in SmallCatalog.files {
            var text = text
            if path == "site.yml" { text = site("social-cards: true\n" + text) }
            if path.hasPrefix("components/") && path.hasSuffix("index.en.md") { text = page(text) }
            folder.write("Content/" + path, text)
        }
        return folder
    }

    func build(_ folder: TemporaryFolder, converter: String? = nil, timeout: Double? = nil) -> SiteBuild.Report {
        var options = SiteBuild.Options(
            contentFolder: folder.path + "/Content", templatesFolder: Repository.templates,
            outputFolder: folder.path + "/Public")
        options.checkSwiftSyntax = false
        options.pngConverter = converter
        if let timeout { options.pngTimeout = timeout }
        return SiteBuild(options: options).run()
    }

    func size(_ folder: TemporaryFolder, _ path: String) -> (width: Int, height: Int)? {
        guard let data = FileManager.default.contents(atPath: folder.path + "/Public/" + path) else { return nil }
        return PNGConverter.size(ofPNG: Array(data))
    }

    @Test(.enabled(if: converterIsInstalled, "rsvg-convert is not installed"))
    func eachComponentPageHasACardNamedByItsOpenGraphTags() throws {
        let folder = catalog()
        let report = build(folder)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.notes.isEmpty, "\(report.notes)")
        #expect(report.socialCardsConverted == 2)
        for (language, prefix) in [("en", ""), ("es", "es/")] {
            let card = "social/fade-list.\(language).png"
            let size = try #require(self.size(folder, card))
            #expect(size == (1200, 630))
            let page = folder.read("Public/\(prefix)components/fade-list.html")
            #expect(page.contains("<meta property=\"og:image\" content=\"https://example.org/catalog/\(card)\">"))
            #expect(page.contains("<meta property=\"og:image:width\" content=\"1200\">"))
            #expect(page.contains("<meta property=\"og:image:height\" content=\"630\">"))
            #expect(page.contains("<meta property=\"og:image:type\" content=\"image/png\">"))
            #expect(page.contains("<meta property=\"og:image:alt\" content=\""))
            #expect(page.contains("<meta name=\"twitter:card\" content=\"summary_large_image\">"))
            #expect(!folder.read("Public/\(prefix)index.html").contains("og:image"))
        }
    }

    @Test func withoutTheConverterThereIsNoCardNoTagAndOneNote() throws {
        let folder = catalog()
        let report = build(folder, converter: folder.path + "/missing/rsvg-convert")
        #expect(report.succeeded)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.notes.count == 1)
        #expect(report.notes.first?.contains("missing/rsvg-convert is not an executable file") == true)
        #expect(report.notes.first?.contains("librsvg2-bin") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Public/social"))
        let page = folder.read("Public/components/fade-list.html")
        #expect(!page.contains("og:image") && !page.contains("twitter:card"))
        #expect(page.contains("<meta property=\"og:title\""))
    }

    @Test func withoutSocialCardsTrueThereAreNoneAndNoNote() throws {
        for site in [
            { $0.replacingOccurrences(of: "social-cards: true\n", with: "") },
            {
                $0.replacingOccurrences(of: "social-cards: true", with: "social-cards: false")
            },
        ] as [(String) -> String] {
            let folder = catalog(site: site)
            let report = build(folder)
            #expect(report.diagnostics.isEmpty && report.notes.isEmpty, "\(report.diagnostics) \(report.notes)")
            #expect(report.socialCardsConverted == 0)
            #expect(!folder.read("Public/components/fade-list.html").contains("og:image"))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/Public/social"))
        }
    }

    @Test func socialCardsMustBeTrueOrFalse() throws {
        let folder = catalog(site: {
            $0.replacingOccurrences(of: "social-cards: true", with: "social-cards: sometimes")
        })
        let report = build(folder)
        #expect(report.diagnostics.contains { $0.id == "field.not-boolean" && $0.location.line == 1 })
    }

    @Test(.enabled(if: converterIsInstalled, "rsvg-convert is not installed"))
    func anUnchangedCardIsNotConvertedAgain() throws {
        let folder = catalog()
        #expect(build(folder).socialCardsConverted == 2)
        let page = "Content/components/fade-list/index.en.md"
        folder.write(page, folder.read(page).replacingOccurrences(of: "each a little", with: "each one a little"))
        let bodyEdit = build(folder)
        #expect(bodyEdit.succeeded && bodyEdit.socialCardsConverted == 0)
        #expect(size(folder, "social/fade-list.en.png") != nil)
        folder.write(page, folder.read(page).replacingOccurrences(of: "one after another", with: "one by one"))
        let summaryEdit = build(folder)
        #expect(summaryEdit.succeeded && summaryEdit.socialCardsConverted == 1)
    }

    @Test func aConverterThatFailsGivesOneWarningAndNoTag() throws {
        for script in ["echo 'rsvg: out of cheese' >&2; exit 3", "echo 'not a png'", "kill -SEGV $$"] {
            let folder = catalog()
            folder.write("fake/rsvg-convert", "#!/bin/sh\n\(script)\n")
            chmod(folder.path + "/fake/rsvg-convert", 0o755)
            let report = build(folder, converter: folder.path + "/fake/rsvg-convert")
            #expect(report.succeeded)
            #expect(report.diagnostics.map(\.id) == ["rsvg.failed"], "\(report.diagnostics)")
            #expect(report.diagnostics.first?.notes.first?.message.contains("1 other page") == true)
            #expect(report.diagnostics.first?.location.path == folder.path + "/Content/components/fade-list/index.en.md")
            #expect(!folder.read("Public/components/fade-list.html").contains("og:image"))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/Public/social"))
        }
    }

    @Test func aConverterThatHangsIsStoppedAndNotRunForTheOtherCards() throws {
        let folder = catalog()
        for copy in ["fade-list-two", "fade-list-three"] {
            for (path, text) in SmallCatalog.files where path.hasPrefix("components/fade-list/") {
                folder.write("Content/" + path.replacingOccurrences(of: "/fade-list/", with: "/\(copy)/"), text)
            }
        }
        folder.write("fake/rsvg-convert", "#!/bin/sh\necho started >> \"$0.log\"\nsleep 600\n")
        chmod(folder.path + "/fake/rsvg-convert", 0o755)
        let report = build(folder, converter: folder.path + "/fake/rsvg-convert", timeout: 1)
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.message) == ["no social card (og:image) for this page: \(folder.path)/fake/rsvg-convert did not finish within 1 s and was stopped"])
        // Six cards: the first conversions may start together, one per core; none starts after
        // one hung.
        let started = folder.read("fake/rsvg-convert.log").split(separator: "\n").count
        #expect(started >= 1 && started <= min(5, ProcessInfo.processInfo.activeProcessorCount), "\(started) started")
        #expect(!folder.read("Public/components/fade-list.html").contains("og:image"))
    }

    @Test(.enabled(if: converterIsInstalled, "rsvg-convert is not installed"))
    func hostileTitlesStillMakeACard() throws {
        let title = "\"<svg onload=alert(1)>&amp; 🎉🚀 \\u202E\(String(repeating: "Extraordinarily ", count: 30))\""
        let folder = catalog(page: { $0.replacingOccurrences(of: "title: Fade List", with: "title: \(title)") })
        let report = build(folder)
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(size(folder, "social/fade-list.en.png").map { $0 == (1200, 630) } == true)
        let page = folder.read("Public/components/fade-list.html")
        #expect(page.contains("og:image:alt\" content=\"&lt;svg onload=alert(1)&gt;&amp;amp; 🎉🚀"))
    }
}
