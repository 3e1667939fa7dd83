import Foundation
import TestSupport
import Testing

/// The reader's checks of `Tests/BrowserChecks/reader_checks.py`, run through Selenium (Debian's
/// `python3-selenium`) in headless Chromium and in WebKitGTK (Safari's engine, under
/// `xvfb-run`). Each browser test skips, saying what is missing, where its browser is not
/// installed.
private enum ReaderChecks {
    static let python = "/usr/bin/python3"
    static let script = Repository.root + "/Tests/BrowserChecks/reader_checks.py"
    static let hasSelenium: Bool = {
        guard FileManager.default.isExecutableFile(atPath: python) else { return false }
        return run([python, "-c", "import selenium"]).status == 0
    }()
    static let hasChromium =
        hasSelenium && FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
    static let hasWebKit: Bool = {
        let miniBrowser =
            (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/x86_64-linux-gnu"))?
            .contains { $0.hasPrefix("webkit2gtk-4.") } ?? false
        return hasSelenium && miniBrowser && FileManager.default.isExecutableFile(atPath: "/usr/bin/WebKitWebDriver")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/xvfb-run")
    }()
    /// axe-core's script, which `make test` installs from a pinned PyPI package (see the
    /// Makefile); `CATALOG_AXE` names it, or it is looked for where the Makefile puts it.
    static let axeScript: String? = {
        let path = ProcessInfo.processInfo.environment["CATALOG_AXE"] ?? Repository.root + "/.build/axe-venv/axe.min.js"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    /// Runs a program; its exit status and what it printed, both streams together.
    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The lines of the report that are not passed checks, for the test's failure message.
    static func problems(_ output: String) -> String {
        output.split(separator: "\n").filter { !$0.hasPrefix("ok ") }.joined(separator: "\n")
    }
}

@Suite(.serialized) struct ReaderBrowserTests {
    @Test(
        .enabled(
            if: ReaderChecks.hasChromium,
            "chromium, chromium-driver or python3-selenium is not installed; reader checks in Chromium skipped"))
    func readerChecksPassInChromium() {
        var arguments = [
            ReaderChecks.python, ReaderChecks.script, "--browser", "chromium", "--site",
            builtCatalog.folder.path + "/Public",
        ]
        if let axe = ReaderChecks.axeScript {
            arguments += ["--axe", axe]
        } else {
            // `make test` sets CATALOG_REQUIRE_AXE: there the accessibility checks must run.
            #expect(
                ProcessInfo.processInfo.environment["CATALOG_REQUIRE_AXE"] == nil,
                "axe-core is not installed: run make test")
            print("axe-core not installed (make test installs it under .build/axe-venv); accessibility checks skipped")
        }
        let (status, output) = ReaderChecks.run(arguments)
        #expect(status == 0, "\(ReaderChecks.problems(output))")
        #expect(output.contains("0 failed"))
    }

    @Test(
        .enabled(
            if: ReaderChecks.hasWebKit,
            "webkit2gtk-driver, xvfb or python3-selenium is not installed; reader checks in WebKitGTK (Safari's engine) skipped"
        ))
    func readerChecksPassInWebKit() {
        let (status, output) = ReaderChecks.run([
            "/usr/bin/xvfb-run", "-a", ReaderChecks.python, ReaderChecks.script, "--browser", "webkit",
            "--site", builtCatalog.folder.path + "/Public",
        ])
        #expect(status == 0, "\(ReaderChecks.problems(output))")
        #expect(output.contains("0 failed"))
    }

    /// The small catalog, whose `base-url` ends in `/catalog/`, served by a web server at that
    /// path: its pages and its 404 page, shown for missing addresses at any depth, work there.
    func servedAtASubPath(_ engine: String) throws -> (status: Int32, output: String) {
        let folder = TemporaryFolder()
        for (path, text) in SmallCatalog.files { folder.write("Content/" + path, text) }
        let report = build(content: folder.path + "/Content", output: folder.path + "/catalog")
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty, "\(report.diagnostics)")
        let checks = [
            ReaderChecks.python, ReaderChecks.script, "--browser", engine, "--served-site", folder.path + "/catalog",
            "--base-path", "/catalog/",
        ]
        return ReaderChecks.run(engine == "webkit" ? ["/usr/bin/xvfb-run", "-a"] + checks : checks)
    }

    @Test(.enabled(if: ReaderChecks.hasChromium, "chromium, chromium-driver or python3-selenium is not installed"))
    func siteServedAtASubPathWorksInChromium() throws {
        let (status, output) = try servedAtASubPath("chromium")
        #expect(status == 0, "\(ReaderChecks.problems(output))")
        #expect(output.contains("missing a/b/c/d/deep.html shows the styled 404 page"))
    }

    @Test(.enabled(if: ReaderChecks.hasWebKit, "webkit2gtk-driver, xvfb or python3-selenium is not installed"))
    func siteServedAtASubPathWorksInWebKit() throws {
        let (status, output) = try servedAtASubPath("webkit")
        #expect(status == 0, "\(ReaderChecks.problems(output))")
        #expect(output.contains("missing a/b/c/d/deep.html shows the styled 404 page"))
    }

    /// A catalog in English and Arabic: the Arabic pages are laid out right to left, checked on
    /// the pages and on their screenshots (kept in `.build/screens/` for a person to look at).
    @Test(
        .enabled(
            if: ReaderChecks.hasChromium,
            "chromium, chromium-driver or python3-selenium is not installed; right-to-left check skipped"))
    func rightToLeftCatalogRendersMirrored() throws {
        let folder = TemporaryFolder()
        ArabicCatalog.write(into: folder)
        let report = build(
            content: folder.path + "/Content", templates: folder.path + "/Templates", output: folder.path + "/Public")
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty, "\(report.diagnostics)")
        let home = try String(contentsOfFile: folder.path + "/Public/ar/index.html", encoding: .utf8)
        #expect(home.contains("<html lang=\"ar\" dir=\"rtl\">"))
        let english = try String(contentsOfFile: folder.path + "/Public/index.html", encoding: .utf8)
        #expect(english.contains("<html lang=\"en\" dir=\"ltr\">"))
        let (status, output) = ReaderChecks.run([
            ReaderChecks.python, ReaderChecks.script, "--browser", "chromium", "--rtl-site", folder.path + "/Public",
            "--rtl-prefix", "ar/", "--screens", Repository.root + "/.build/screens",
        ])
        #expect(status == 0, "\(ReaderChecks.problems(output))")
        #expect(output.contains("0 failed"))
    }
}

/// The small test catalog with Arabic in place of Spanish, and an Arabic strings file.
private enum ArabicCatalog {
    static func write(into folder: TemporaryFolder) {
        for (path, text) in SmallCatalog.files where !path.contains(".es.") && path != "site.yml" {
            folder.write("Content/" + path, text)
        }
        folder.write("Content/site.yml", site)
        folder.write("Content/components/fade-list/index.ar.md", component)
        folder.write("Content/guides/fading-rows/index.ar.md", guide)
        folder.copy(Repository.templates, to: "Templates")
        let english = (try? String(contentsOfFile: Repository.templates + "/strings/en.yml", encoding: .utf8)) ?? ""
        folder.write("Templates/strings/ar.yml", arabicStrings(from: english))
        try? FileManager.default.removeItem(atPath: folder.path + "/Templates/strings/es.yml")
    }

    static let site = """
        title: { en: Test Catalog, ar: كتالوج الاختبار }
        description: { en: A catalog for tests., ar: كتالوج للاختبارات. }
        base-url: https://example.org/catalog/
        languages:
          - { code: en, name: English }
          - { code: ar, name: العربية }
        categories:
          - slug: transitions
            name: { en: Transitions, ar: انتقالات }
            summary: { en: Views that enter., ar: عناصر تدخل الشاشة. }
          - slug: feedback
            name: { en: Feedback, ar: استجابة }
            summary: { en: Motion that tells., ar: حركة تخبر بشيء. }
        levels:
          - { slug: beginner, name: { en: Beginner, ar: مبتدئ } }
          - { slug: advanced, name: { en: Advanced, ar: متقدم } }

        """

    static let component = """
        ---
        title: قائمة تظهر تدريجيًا
        summary: تظهر الصفوف واحدًا بعد الآخر.
        origin: original
        keywords: [ظهور, قائمة, صفوف]
        ---

        تظهر الصفوف، كل صف بعد الذي قبله بقليل، مع `withAnimation` في الشيفرة.

        ## API

        | Parameter | Type | Default | Description |
        |---|---|---|---|
        | `items` | `[Item]` | required | الصفوف بالترتيب. |
        | `spacing` | `CGFloat` | `12` | المسافة بين الصفوف. |

        """

    static let guide = """
        ---
        title: صفوف تظهر
        summary: كيف تظهر الصفوف.
        keywords: [ظهور]
        components: [fade-list]
        ---

        ## لماذا

        نص قصير.

        """

    /// The English strings with the header's and the pages' words in Arabic (what the
    /// screenshot shows); the others stay as they are.
    static func arabicStrings(from english: String) -> String {
        let arabic = [
            "skip-to-content": "انتقل إلى المحتوى", "main-navigation": "الفئات", "language": "اللغة",
            "home": "الرئيسية", "breadcrumbs": "مسار التنقل", "search": "بحث",
            "search-label": "ابحث في المكونات والأدلة",
            "search-placeholder": "ابحث", "guides": "الأدلة", "tags": "الوسوم", "theme": "المظهر",
            "description": "الوصف", "on-this-page": "في هذه الصفحة", "copy": "نسخ", "copied": "تم النسخ",
        ]
        return english.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard let colon = line.firstIndex(of: ":"), let word = arabic[String(line[..<colon])] else {
                return String(line)
            }
            return String(line[..<colon]) + ": " + word
        }.joined(separator: "\n")
    }
}
