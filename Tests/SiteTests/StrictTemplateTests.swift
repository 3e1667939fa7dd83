import Catalog
import Diagnostics
import Foundation
import Mustache
import TestSupport
import Testing

@testable import Site

/// A copy of the real templates with `replacements` made in `template` (a path under
/// `Templates/`).
private func misspelt(_ template: String, _ replacements: [(String, String)]) -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.copy(Repository.templates, to: "Templates")
    let path = folder.path + "/Templates/" + template
    var text = try! String(contentsOfFile: path, encoding: .utf8)
    for (old, new) in replacements {
        #expect(text.contains(old), "\(template) has no \(old)")
        text = text.replacingOccurrences(of: old, with: new)
    }
    try! text.write(toFile: path, atomically: true, encoding: .utf8)
    return folder
}

private let componentTypos = [
    ("{{component.title}}", "{{component.titel}}"), ("{{t.api-reference}}", "{{t.api-referense}}"),
]

/// What both misspellings of `componentTypos` must produce, in a build or a check.
private func expectComponentTypos(_ report: SiteBuild.Report, templates: String) {
    #expect(!report.succeeded)
    let errors = report.diagnostics.filter { $0.severity == .error }
    let path = templates + "/pages/component.mustache"
    #expect(
        errors.map(\.location) == [
            // The title in the breadcrumbs and the heading; the API reference in the table of
            // contents and its section's heading.
            Diagnostics.SourceLocation(path: path, line: 6, column: 243),
            Diagnostics.SourceLocation(path: path, line: 7, column: 9),
            Diagnostics.SourceLocation(path: path, line: 22, column: 34),
            Diagnostics.SourceLocation(path: path, line: 38, column: 26),
        ])
    #expect(
        errors.first?.message.hasPrefix(
            "unknown name 'component.titel'; did you mean 'component.title'? (component has: title, ") == true)
    #expect(
        errors.last?.message.hasPrefix(
            "unknown name 't.api-referense'; did you mean 't.api-reference'? (t has: api-reference, ") == true)
}

@Test func misspeltVariablesFailTheBuildAtTheirTemplateLineAndColumn() {
    let folder = misspelt("pages/component.mustache", componentTypos)
    let templates = folder.path + "/Templates"
    let report = build(content: Repository.content, templates: templates, output: folder.path + "/Public")
    expectComponentTypos(report, templates: templates)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/Public"))
}

@Test func checkRendersPagesInMemoryAndReportsMisspeltVariables() {
    let folder = misspelt("pages/component.mustache", componentTypos)
    let templates = folder.path + "/Templates"
    var options = SiteBuild.Options(
        contentFolder: Repository.content, templatesFolder: templates, outputFolder: folder.path + "/Public")
    options.writesOutput = false
    let report = SiteBuild(options: options).run()
    expectComponentTypos(report, templates: templates)
    #expect(report.steps.contains { $0.name == "check templates" })
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/Public"))
}

@Test func misspeltNameInTheLayoutIsReportedOnceThoughEveryKindOfPageMeetsIt() {
    let folder = misspelt("layouts/base.mustache", [("{{assets}}style.css", "{{asets}}style.css")])
    let report = build(
        content: Repository.content, templates: folder.path + "/Templates", output: folder.path + "/Public")
    let errors = report.diagnostics.filter { $0.severity == .error }
    #expect(
        errors.map(\.location) == [
            Diagnostics.SourceLocation(path: folder.path + "/Templates/layouts/base.mustache", line: 15, column: 30)
        ])
    #expect(errors.first?.message.hasPrefix("unknown name 'asets'; did you mean 'assets'?") == true)
}

@Test func sectionOnANameNoContextHasFailsTheBuild() {
    let folder = misspelt(
        "pages/guide.mustache",
        [
            ("{{#guide.hasComponents}}", "{{#guide.hasComponent}}"),
            ("{{/guide.hasComponents}}", "{{/guide.hasComponent}}"),
        ])
    let report = build(
        content: Repository.content, templates: folder.path + "/Templates", output: folder.path + "/Public")
    #expect(!report.succeeded)
    #expect(
        report.diagnostics.contains {
            $0.message.hasPrefix("unknown name 'guide.hasComponent'; did you mean 'guide.hasComponents'?")
        })
}

/// The real catalog and templates, loaded once.
private let realSite: SiteRenderer = {
    let loaded = CatalogLoader(store: DiskContentStore(root: Repository.content), displayRoot: "Content")
        .load()
    let (templates, _) = TemplateLoader(store: DiskContentStore(root: Repository.templates), displayRoot: "Templates")
        .load(languages: loaded.languages)
    return SiteRenderer(catalog: loaded.catalog!, templates: templates!)
}()

/// Whether `value` is what `type` says, member by member: the conversion and the reference
/// describe the same data.
private func mismatches(_ value: MustacheValue, _ type: TemplateType, at name: String) -> [String] {
    if case .members(let lazy) = value {
        // Every member, computed now, as the eager object a template sees it as.
        let members = lazy.table.names.map { ($0, lazy[$0]!) }
        return mismatches(.object(Dictionary(members, uniquingKeysWith: { _, last in last })), type, at: name)
    }
    switch (type, value) {
    case (.text, .string), (.html, .string), (.bool, .bool), (.number, .int), (.optional, .null):
        return []
    case (.optional(let wrapped), _):
        return mismatches(value, wrapped, at: name)
    case (.list(let element), .list(let items)):
        return items.flatMap { mismatches($0, element, at: name + "[]") }
    case (.uiStrings, .object(let strings)):
        return strings.values.allSatisfy { if case .string = $0 { true } else { false } }
            ? [] : ["\(name): not all text"]
    case (.object(let schema), .object(let members)):
        let names = schema.fields.map(\.name)
        guard Set(names) == Set(members.keys), names.count == members.count else {
            return ["\(name): members \(members.keys.sorted()) but fields \(names.sorted())"]
        }
        return schema.fields.flatMap { mismatches(members[$0.name]!, $0.type, at: name + "." + $0.name) }
    default:
        return ["\(name): \(value) is not \(type.referenceText)"]
    }
}

@Test func everyPageContextMatchesItsReference() {
    let site = realSite
    let contexts = site.contexts
    var problems: [String] = []
    func check<Page: PageContext>(_ page: Page) {
        problems += mismatches(page.templateValue, Page.templateType, at: Page.kind.rawValue)
    }
    for language in site.languages {
        check(contexts.home(language: language))
        check(contexts.searchPage(language: language))
        check(contexts.notFoundPage(language: language))
        for category in site.catalog.settings.categories { check(contexts.categoryPage(category, language: language)) }
    }
    for guide in site.catalog.guides {
        for page in site.guidePages(guide) { check(page) }
    }
    for component in site.catalog.components {
        for page in site.componentPages(component) { check(page) }
    }
    #expect(problems == [])
}

@Test func pageKindsHaveTheirOwnTemplatesAndContexts() {
    #expect(PageKind.allCases.map(\.templateName).sorted() == TemplateSet.requiredTemplates.sorted())
    for kind in PageKind.allCases {
        #expect(kind.contextType.kind == kind)
    }
}

@Test func checkChoosesFewPagesThatTakeEveryBranch() {
    typealias Branch = SiteRenderer.TemplateBranch
    let items: [Set<Branch>] = [
        [.timeline(true), .parameters(true)], [.timeline(true), .parameters(true)],
        [.timeline(false), .parameters(true), .original(false)], [.timeline(true), .parameters(false)],
    ]
    let chosen = SiteRenderer.covering(Array(items.indices)) { items[$0] }
    #expect(chosen == [2, 3])
    #expect(SiteRenderer.covering([Int]()) { _ in [] } == [])
    #expect(SiteRenderer.covering([7, 8]) { _ in [] } == [7])
}

@Test func realTemplatesPassTheCheck() {
    #expect(realSite.checkTemplates().map(\.description) == [])
}
