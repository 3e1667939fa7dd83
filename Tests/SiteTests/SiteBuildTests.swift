import Catalog
import Diagnostics
import Foundation
import Site
import TestSupport
import Testing
import TimelineDrawing

/// The real catalog, built once for the tests that only read it.
let builtCatalog: (report: SiteBuild.Report, folder: TemporaryFolder) = {
    let folder = TemporaryFolder()
    let report = build(content: Repository.content, output: folder.path + "/Public")
    return (report, folder)
}()

@Test func realCatalogBuildsWithoutErrorsOrWarnings() {
    let report = builtCatalog.report
    #expect(report.diagnostics.map(\.description) == [])
    #expect(report.languages == 2)
    #expect(report.components >= 10)
    #expect(report.guides >= 2)
    // Home, search, 404, the guides index, the tags index and the API page per language, plus a
    // page per component, guide, category and tag per language.
    let tagPages = ["", "es/"].map { language in
        snapshot(builtCatalog.folder.path + "/Public/\(language)tags").keys.filter { !$0.contains("/") }.count - 1
    }
    #expect(tagPages.allSatisfy { $0 > 10 })
    #expect(report.pages == 2 * (6 + report.components + report.guides + 4) + tagPages.reduce(0, +))
}

@Test func everyLinkOfEveryPageResolvesToAFile() throws {
    let publicFolder = builtCatalog.folder.path + "/Public"
    let files = snapshot(publicFolder)
    var broken: [String] = []
    var checked = 0
    for (path, data) in files where path.hasSuffix(".html") {
        let html = String(decoding: data, as: UTF8.self)
        let folder = (path as NSString).deletingLastPathComponent
        for target in linkTargets(in: html) {
            if target.hasPrefix("https://") || target.hasPrefix("http://") || target.hasPrefix("mailto:") { continue }
            if target.hasPrefix("#") { continue }
            checked += 1
            // A 404 page is shown at any depth: its links start at base-url's path, `/` here.
            let isNotFound = path.hasSuffix("404.html")
            if target.hasPrefix("/") != isNotFound {
                broken.append("\(path): \(isNotFound ? "relative" : "root-absolute") link \(target)")
                continue
            }
            var file = isNotFound ? String(target.dropFirst()) : target
            if let cut = file.firstIndex(where: { $0 == "#" || $0 == "?" }) { file = String(file[..<cut]) }
            if file.hasSuffix("/") || file.isEmpty || !file.split(separator: "/").last!.contains(".") {
                broken.append("\(path): link does not name a file: \(target)")
                continue
            }
            let resolved = URL(fileURLWithPath: publicFolder + "/" + (isNotFound ? "" : folder + "/") + file)
                .standardizedFileURL.path
            if !FileManager.default.fileExists(atPath: resolved) {
                broken.append("\(path): \(target)")
            }
        }
    }
    #expect(checked > 500)
    #expect(broken == [])
}

@Test func noPageOrScriptNeedsFetch() {
    for (path, data) in snapshot(builtCatalog.folder.path + "/Public")
    where path.hasSuffix(".html") || path.hasSuffix(".js") {
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("fetch("), "\(path) uses fetch, which file:// does not allow")
        #expect(!text.contains("type=\"module\""), "\(path) uses an ES module")
    }
}

@Test func everyComponentPageShowsItsTimelineInBothLanguages() throws {
    let files = snapshot(builtCatalog.folder.path + "/Public")
    let pages = files.keys.filter { $0.hasPrefix("components/") && $0.hasSuffix(".html") }
    #expect(pages.count >= 10)
    for page in pages {
        for prefix in ["", "es/"] {
            let html = String(decoding: try #require(files[prefix + page]), as: UTF8.self)
            #expect(html.contains("<svg") && html.contains("role=\"img\""), "\(prefix + page) has no timeline")
        }
    }
    let spanish = String(decoding: try #require(files["es/components/staggered-appear-list.html"]), as: UTF8.self)
    #expect(spanish.contains("<html lang=\"es\" dir=\"ltr\">"))
    #expect(spanish.contains("Referencia de la API"))
}

@Test func publishedAPIDataMatchesThePage() throws {
    let files = snapshot(builtCatalog.folder.path + "/Public")
    let data = try #require(files["api/staggered-appear-list.json"])
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(json["slug"] as? String == "staggered-appear-list")
    let parameters = try #require(json["parameters"] as? [[String: Any]])
    #expect(parameters.first?["name"] as? String == "elements")
    #expect(parameters.first?["required"] as? Bool == true)
    #expect(parameters[1]["default"] as? String == "12")
    let descriptions = try #require(parameters.first?["description"] as? [String: String])
    #expect(descriptions["en"] == "The rows, top to bottom.")
    #expect(descriptions["es"]?.isEmpty == false)
    let markdown = String(decoding: try #require(files["api/staggered-appear-list.md"]), as: UTF8.self)
    #expect(markdown.contains("| `spacing` | `CGFloat` | `12` | Vertical space between two rows, in points. |"))
    let index = try #require(files["api/index.json"])
    let all = try #require(try JSONSerialization.jsonObject(with: index) as? [String: Any])
    #expect((all["components"] as? [Any])?.count == builtCatalog.report.components)
}

@Test func searchIndexHoldsKeywordsOfEveryLanguage() throws {
    let files = snapshot(builtCatalog.folder.path + "/Public")
    let shards = files.filter { $0.key.hasPrefix("assets/search/en/t-") }
    #expect(files["assets/search/en/index.js"] != nil)
    let english = shards.values.map { String(decoding: $0, as: UTF8.self) }.joined()
    #expect(english.hasPrefix("catalogSearchLoaded(\"en\","))
    // A Spanish keyword of a component is in the English index too.
    let spanishPage = try String(
        contentsOfFile: Repository.content + "/components/staggered-appear-list/index.es.md", encoding: .utf8)
    let keywordsLine = try #require(spanishPage.split(separator: "\n").first { $0.hasPrefix("keywords:") })
    let firstKeyword = try #require(
        keywordsLine.dropFirst("keywords: [".count).split(separator: ",").first.map {
            $0.trimmingCharacters(in: .whitespaces)
        })
    #expect(english.contains("\"\(firstKeyword)\""))
}

@Test func sitemapListsEveryPageUnderTheBaseURL() throws {
    let files = snapshot(builtCatalog.folder.path + "/Public")
    let sitemap = String(decoding: try #require(files["sitemap.xml"]), as: UTF8.self)
    #expect(sitemap.contains("<loc>https://catalog.example.org/components/staggered-appear-list.html</loc>"))
    #expect(sitemap.contains("<loc>https://catalog.example.org/es/guides/index.html</loc>"))
    #expect(sitemap.contains("<loc>https://catalog.example.org/tags/index.html</loc>"))
    #expect(
        sitemap.contains(
            "hreflang=\"es\" href=\"https://catalog.example.org/es/components/staggered-appear-list.html\""))
}

@Test func sourcesAreCopiedForDownload() throws {
    let files = snapshot(builtCatalog.folder.path + "/Public")
    let sources = files.keys.filter { $0.hasSuffix(".swift") }
    #expect(sources.count >= builtCatalog.report.components)
    for source in sources {
        let text = String(decoding: files[source]!, as: UTF8.self)
        #expect(text.hasPrefix("// SPDX-License-Identifier: MIT"))
    }
}

@Test func twoBuildsAreByteIdentical() {
    let folder = TemporaryFolder()
    let first = build(content: Repository.content, output: folder.path + "/one")
    let second = build(content: Repository.content, output: folder.path + "/two")
    #expect(first.succeeded && second.succeeded)
    let one = snapshot(folder.path + "/one")
    let two = snapshot(folder.path + "/two")
    #expect(one.count > 50)
    #expect(one.keys.sorted() == two.keys.sorted())
    // The manifests differ only by the identities of the files (inodes, times).
    let different = one.keys.filter { one[$0] != two[$0] }.sorted()
    #expect(different == [".catalog-output"])
    let listed = siteSnapshot(folder.path + "/one")[".catalog-output"]
    #expect(listed == siteSnapshot(folder.path + "/two")[".catalog-output"])
    #expect(String(decoding: listed ?? Data(), as: UTF8.self).split(separator: "\n").count == one.count)
}

@Test func failedBuildLeavesThePreviousOutputUntouched() {
    let folder = TemporaryFolder()
    SmallCatalog.write(into: folder.path + "/Content")
    let output = folder.path + "/Public"
    #expect(build(content: folder.path + "/Content", output: output).succeeded)
    let before = snapshot(output)
    // Break one page: the category no longer exists.
    let page = folder.path + "/Content/components/fade-list/index.en.md"
    let text = try! String(contentsOfFile: page, encoding: .utf8)
    try! text.replacingOccurrences(of: "category: transitions", with: "category: transitionz")
        .write(toFile: page, atomically: true, encoding: .utf8)
    let failed = build(content: folder.path + "/Content", output: output)
    #expect(!failed.succeeded)
    #expect(failed.diagnostics.contains { $0.message.hasPrefix("unknown category 'transitionz'") })
    #expect(snapshot(output) == before)
    // No temporary folder is left behind.
    let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter {
        $0.contains("building")
    }
    #expect(leftovers == [])
}

@Test func templateErrorNamesTheTemplateFileAndFailsTheBuild() {
    let folder = TemporaryFolder()
    folder.copy(Repository.templates, to: "Templates")
    let home = folder.path + "/Templates/pages/home.mustache"
    let text = try! String(contentsOfFile: home, encoding: .utf8)
    try! text.replacingOccurrences(of: "{{/sections}}", with: "{{/section}}").write(
        toFile: home, atomically: true, encoding: .utf8)
    let report = build(
        content: Repository.content, templates: folder.path + "/Templates", output: folder.path + "/Public")
    #expect(!report.succeeded)
    let errors = report.diagnostics.filter { $0.severity == .error }
    #expect(!errors.isEmpty)
    for error in errors {
        #expect(error.location.path == folder.path + "/Templates/pages/home.mustache")
        #expect(error.location.line > 1)
    }
    #expect(errors.contains { $0.message.contains("sections") })
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/Public"))
}

@Test func missingUIStringIsAWarningAndAnErrorWhenStrict() {
    let folder = TemporaryFolder()
    folder.copy(Repository.templates, to: "Templates")
    let strings = folder.path + "/Templates/strings/es.yml"
    let text = try! String(contentsOfFile: strings, encoding: .utf8)
    try! text.split(separator: "\n").filter { !$0.hasPrefix("download:") }.joined(separator: "\n")
        .write(toFile: strings, atomically: true, encoding: .utf8)
    let report = build(
        content: Repository.content, templates: folder.path + "/Templates", output: folder.path + "/Public")
    #expect(report.succeeded)
    let warning = report.diagnostics.first { $0.message.contains("'download'") }
    #expect(warning?.severity == .warning)
    #expect(warning?.location.path == folder.path + "/Templates/strings/es.yml")
    #expect(warning?.message.hasPrefix("UI string 'download' is missing in 'es'") == true)
    let strict = build(
        content: Repository.content, templates: folder.path + "/Templates", output: folder.path + "/Strict",
        strict: true)
    #expect(!strict.succeeded)
}

@Test func aSearchSoundRuleTheBrowserCouldNotReadIsAnError() throws {
    let folder = TemporaryFolder()
    folder.copy(Repository.templates, to: "Templates")
    let strings = folder.path + "/Templates/strings/es.yml"
    let text = try String(contentsOfFile: strings, encoding: .utf8)
    let line = text.split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.hasPrefix("search-sound-rules:") }.map { $0 + 1 }
    try text.replacingOccurrences(of: "v>b ll>y", with: "v>b c(?=[ei]>s ll-y")
        .write(toFile: strings, atomically: true, encoding: .utf8)
    let report = build(
        content: Repository.content, templates: folder.path + "/Templates", output: folder.path + "/Public")
    let errors = report.diagnostics.filter { $0.id == "strings.sound-rule" }
    #expect(!report.succeeded)
    #expect(errors.map(\.message).allSatisfy { $0.hasPrefix("search sound rule '") })
    #expect(errors.count == 2)
    #expect(errors.allSatisfy { $0.location.path == strings && $0.location.line == line })
}

/// Templates copied from the repository with the lines of `keys` taken out of the strings
/// files of `languages`.
private func templatesWithout(_ keys: [String], in languages: [String], folder: TemporaryFolder) -> String {
    folder.copy(Repository.templates, to: "Templates")
    for language in languages {
        let strings = folder.path + "/Templates/strings/\(language).yml"
        let text = try! String(contentsOfFile: strings, encoding: .utf8)
        try! text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in !keys.contains { line.hasPrefix($0 + ":") } }.joined(separator: "\n")
            .write(toFile: strings, atomically: true, encoding: .utf8)
    }
    return folder.path + "/Templates"
}

@Test func timelineWordMissingInALanguageIsAWarningAndNeverEnglish() throws {
    let folder = TemporaryFolder()
    let templates = templatesWithout(["timeline-play"], in: ["es"], folder: folder)
    let report = build(content: Repository.content, templates: templates, output: folder.path + "/Public")
    #expect(report.succeeded)
    let warning = report.diagnostics.first { $0.message.contains("'timeline-play'") }
    #expect(warning?.severity == .warning)
    #expect(warning?.location.path == templates + "/strings/es.yml")
    #expect(warning?.message.hasPrefix("UI string 'timeline-play' is missing in 'es' (it is in ") == true)
    let spanish = try String(
        contentsOfFile: folder.path + "/Public/es/components/staggered-appear-list.html", encoding: .utf8)
    #expect(spanish.contains("data-label-play=\"\" data-label-pause=\"Pausa\""))
    #expect(!spanish.contains("\"Play\""))
}

@Test func timelineWordMissingInEveryLanguageIsAWarningToo() {
    let folder = TemporaryFolder()
    let templates = templatesWithout(["timeline-legend-moving"], in: ["en", "es"], folder: folder)
    let report = build(content: Repository.content, templates: templates, output: folder.path + "/Public")
    #expect(report.succeeded)
    let warnings = report.diagnostics.filter { $0.message.contains("'timeline-legend-moving'") }
    #expect(
        warnings.map(\.message) == [
            "UI string 'timeline-legend-moving' is missing in 'en' (the timeline drawings use it)",
            "UI string 'timeline-legend-moving' is missing in 'es' (the timeline drawings use it)",
        ])
    #expect(warnings.allSatisfy { $0.severity == .warning })
}

@Test func timelineScriptIsATemplateAssetThatDrivesTheSVGClock() throws {
    let files = snapshot(builtCatalog.folder.path + "/Public")
    let script = try #require(files["assets/timeline.js"])
    #expect(script == FileManager.default.contents(atPath: Repository.templates + "/assets/timeline.js"))
    let text = String(decoding: script, as: UTF8.self)
    for name in [
        "pauseAnimations", "unpauseAnimations", "setCurrentTime", "svg[data-timeline]", "aria-label",
        "prefers-reduced-motion", "timeline-reduced", "timeline-full", "data-label-play", "aria-controls",
    ] {
        #expect(text.contains(name), "\(name)")
    }
}

@Test(.enabled(if: SwiftSyntaxCheck.findCompiler() != nil, "swiftc is not on PATH"))
func rebuildParsesOnlyChangedSourcesAndStillCatchesErrors() throws {
    let folder = TemporaryFolder()
    SmallCatalog.write(into: folder.path + "/Content")
    let output = folder.path + "/Public"
    #expect(build(content: folder.path + "/Content", output: output).succeeded)
    // The store keeps the surface of the one source.
    #expect(FileManager.default.fileExists(atPath: folder.path + "/.Public.catalog/store/source-surfaces"))
    let sourceFolder = folder.path + "/Content/components/fade-list"
    let source = try #require(
        FileManager.default.contentsOfDirectory(atPath: sourceFolder).first { $0.hasSuffix(".swift") })
    let path = sourceFolder + "/" + source
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try (text + "\nstruct Broken { func ( }\n").write(toFile: path, atomically: true, encoding: .utf8)
    let before = snapshot(output)
    let failed = build(content: folder.path + "/Content", output: output)
    #expect(!failed.succeeded)
    #expect(
        failed.diagnostics.contains {
            $0.location.path.hasSuffix("fade-list/" + source) && $0.message.hasPrefix("swiftc -parse:")
        })
    #expect(snapshot(output) == before)
}

@Test func scaffoldedComponentPassesTheChecksAsItIs() throws {
    let folder = TemporaryFolder()
    SmallCatalog.write(into: folder.path + "/Content")
    let content = folder.path + "/Content"
    let created = try Scaffold.newComponent(
        slug: "fade-in-label", contentFolder: content, category: "feedback", level: nil
    ).get()
    #expect(created.map { ($0 as NSString).lastPathComponent } == ["index.en.md", "index.es.md", "FadeInLabel.swift"])
    let loaded = CatalogLoader(store: DiskContentStore(root: content), displayRoot: "Content").load()
    let catalog = loaded.catalog
    let diagnostics =
        loaded.diagnostics
        + (SwiftSyntaxCheck.findCompiler().map { SwiftSyntaxCheck(compiler: $0).check(loaded.swiftSources) } ?? [])
    // Only the placeholders to replace are reported, as warnings: errors under --strict.
    #expect(
        !diagnostics.isEmpty && diagnostics.allSatisfy { $0.id == "content.placeholder" && $0.severity == .warning })
    #expect(
        Set(diagnostics.map { ($0.location.path as NSString).lastPathComponent }) == [
            "index.en.md", "index.es.md", "FadeInLabel.swift",
        ])
    #expect(DiagnosticPolicy(strict: true).fails(diagnostics))
    #expect(!DiagnosticPolicy(strict: false).fails(diagnostics))
    let component = try #require(catalog?.components.first { $0.slug == "fade-in-label" })
    #expect(component.category == "feedback")
    #expect(component.license == "MIT")
    // A second scaffold of the same slug is refused, and nothing is overwritten.
    #expect(throws: DiagnosticsFailure.self) {
        try Scaffold.newComponent(slug: "fade-in-label", contentFolder: content, category: nil, level: nil).get()
    }
}

/// The rules every drawing and card shares are in `assets/drawings.css` once, which every page
/// links; a page's drawings and cards carry only their own rules.
@Test func theDrawingsSharedRulesAreWrittenOnce() throws {
    let files = snapshot(builtCatalog.folder.path + "/Public")
    let sheet = try #require(files["assets/drawings.css"])
    #expect(String(decoding: sheet, as: UTF8.self) == DrawingStyle.sharedSheet)
    var drawings = 0
    for (path, data) in files where path.hasSuffix(".html") {
        let html = String(decoding: data, as: UTF8.self)
        #expect(html.contains("drawings.css\">"), "\(path) does not link the drawings' rules")
        drawings += html.components(separatedBy: "class=\"timeline-drawing\"").count - 1
        #expect(!html.contains(" .stage { fill:"), "\(path) repeats a shared rule")
        #expect(!html.contains(" .item { fill:"), "\(path) repeats a shared rule")
    }
    #expect(drawings > 40)
}
