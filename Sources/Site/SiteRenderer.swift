import Catalog
import Diagnostics
import Dispatch
import Foundation
import Mustache
import TextUtilities
import TimelineDrawing
import TimelineFormat

/// Makes every file of the site from a checked catalog and the templates: each page as its
/// typed context (rendered by whoever takes it, see ``PageStage``), every other file as bytes.
///
/// A class: its jobs run on every core and each would otherwise capture a copy of all its
/// fields.
final class SiteRenderer: Sendable {
    let catalog: Catalog
    let templates: TemplateSet
    let contexts: PageContexts
    let publications: Publications
    let searchFeed: SearchFeed
    let drawings: TimelineDrawings
    /// The stamp of a `catalog watch` build (see ``LiveReload``); nil in other builds.
    let liveReloadStamp: String?

    /// The hash of each component's load inputs, by slug (``ComponentStage/keys(_:inputs:)``);
    /// a component without one has its files made every build.
    let componentKeys: [String: UInt64]

    /// - Parameter socialCards: the social cards in the output, by path; their pages name them.
    init(
        catalog: Catalog, templates: TemplateSet, liveReloadStamp: String? = nil, drawings: TimelineDrawings? = nil,
        socialCards: Set<String> = [], componentKeys: [String: UInt64] = [:]
    ) {
        self.catalog = catalog
        self.componentKeys = componentKeys
        self.templates = templates
        self.liveReloadStamp = liveReloadStamp
        let drawings = drawings ?? .direct(strings: templates.strings)
        self.drawings = drawings
        self.contexts = PageContexts(
            catalog: catalog, strings: templates.strings, liveReload: liveReloadStamp != nil,
            socialCards: socialCards, drawCard: drawings.cardHTML)
        self.publications = Publications(catalog: catalog, paths: contexts.paths, strings: templates.strings)
        self.searchFeed = SearchFeed(
            catalog: catalog, paths: contexts.paths, strings: templates.strings, componentKeys: componentKeys)
    }

    /// One file of the site, as the renderer makes it.
    enum SiteFile {
        /// A page, still to be rendered from its context.
        case page(any PageContext)
        case text(path: String, String)
        case bytes(path: String, [UInt8])
        /// A language's search index, made from its documents.
        case searchIndex(language: String)

        /// Where the file goes in the output; empty for the search index, whose files the
        /// search index stage names.
        var path: String {
            switch self {
            case .page(let page): page.path
            case .text(let path, _), .bytes(let path, _): path
            case .searchIndex: ""
            }
        }
    }

    /// One unit of parallel work.
    enum Job: Sendable {
        /// A component, with its index in the catalog's components.
        case component(Int)
        case guide(Guide)
        case category(Category)
        case languagePages(String)
        case searchIndex(String)
        case shared

        /// What `--timings` calls the jobs of this kind.
        var kind: String {
            switch self {
            case .component: "component pages and files"
            case .guide: "guide pages"
            case .category: "category pages"
            case .languagePages: "each language's listings and tag pages"
            case .searchIndex: "the search indexes"
            case .shared: "sitemap, API index, assets"
            }
        }
    }

    /// Every job, the long ones first (pages that list every component, the indexes), so that
    /// they do not end up running alone on one core after the many short ones.
    var jobs: [Job] {
        var jobs: [Job] = languages.map { .searchIndex($0) }
        jobs += languages.map { .languagePages($0) }
        jobs.append(.shared)
        jobs += catalog.settings.categories.map { .category($0) }
        jobs += catalog.guides.map { .guide($0) }
        jobs += catalog.components.indices.map { .component($0) }
        return jobs
    }

    var languages: [String] { catalog.settings.languages.map(\.code) }

    /// The number of pages: those of every component, guide and category in each language,
    /// each language's home, search, not-found, guides index, tags index and API pages, and
    /// its tag pages.
    var pageCount: Int {
        var listings = SitePaths.pageCount(catalog.components.count)
        for category in catalog.settings.categories {
            listings += SitePaths.pageCount(contexts.membersByCategory[category.slug]?.count ?? 0)
        }
        var tagPages = 0
        for language in contexts.tags.values {
            for tag in language.tags where tag.hasPage { tagPages += SitePaths.pageCount(tag.count) }
        }
        return languages.count * (catalog.components.count + catalog.guides.count + listings + 5) + tagPages
    }

    /// Hands every file of `job` to `take`, in a fixed order.
    func files(of job: Job, _ take: (SiteFile) -> Void) {
        switch job {
        case .component(let index):
            let component = catalog.components[index]
            // The drawings and the highlighted sources are made only when a page is rendered.
            let sourcesHTML = component.sources.map { source in
                HTML.Deferred(key: ByteDigest.of(source.text)) { source.highlightedHTML }
            }
            for language in languages {
                let svg = component.pages[language]?.timeline.map { block in
                    drawings.html(block, id: "timeline-\(component.slug)", language: language)
                }
                let around = contexts.surroundings(component, language: language)
                take(
                    .page(
                        contexts.componentPage(
                            component, language: language, around: around, sourcesHTML: sourcesHTML,
                            timelineSVG: svg)))
            }
            for source in component.sources {
                take(.text(path: contexts.paths.sourceDownload(component.slug, source.fileName), source.text))
            }
            take(.text(path: contexts.paths.apiJSON(component.slug), publications.apiJSON(component)))
            take(.text(path: contexts.paths.apiMarkdown(component.slug), publications.apiMarkdown(component)))
        case .guide(let guide):
            var drawn: [String: [String: String]] = [:]
            for language in languages {
                take(
                    .page(
                        contexts.guidePage(guide, language: language) { block, id in
                            if drawn[id] == nil { drawn[id] = drawings.timeline(block, id) }
                            return drawn[id]?[language] ?? ""
                        }))
            }
        case .category(let category):
            let pages = SitePaths.pageCount(contexts.membersByCategory[category.slug]?.count ?? 0)
            for language in languages {
                for page in 1...pages { take(.page(contexts.categoryPage(category, language: language, page: page))) }
            }
        case .languagePages(let language):
            take(.page(contexts.home(language: language)))
            take(.page(contexts.searchPage(language: language)))
            for page in 1...SitePaths.pageCount(catalog.components.count) {
                take(.page(contexts.apiPage(language: language, page: page)))
            }
            take(.page(contexts.notFoundPage(language: language)))
            take(.page(contexts.guidesIndex(language: language)))
            take(.page(contexts.tagsIndex(language: language)))
            for tag in contexts.tags[language]?.tags ?? [] where tag.hasPage {
                for page in 1...SitePaths.pageCount(tag.count) {
                    take(.page(contexts.tagPage(tag, language: language, page: page)))
                }
            }
        case .searchIndex(let language):
            take(.searchIndex(language: language))
        case .shared:
            take(.text(path: contexts.paths.sitemap, publications.sitemap()))
            for language in languages {
                if let feed = publications.feed(language: language) {
                    take(.text(path: contexts.paths.feed(language), feed))
                }
            }
            take(.bytes(path: contexts.paths.apiIndex, publications.apiIndex()))
            take(.text(path: contexts.paths.apiSchema, publications.apiSchema()))
            if let stamp = liveReloadStamp {
                take(.text(path: contexts.paths.liveReloadScript, LiveReload.script(stamp: stamp)))
                take(.text(path: contexts.paths.buildStamp, LiveReload.stampFile(stamp: stamp)))
            }
            for asset in templates.assets { take(.bytes(path: "assets/" + asset.path, asset.bytes)) }
            take(.text(path: contexts.paths.drawingStyle, DrawingStyle.sharedSheet))
        }
    }

    /// A hash of everything `job` makes its files from, when the job is one whose files are
    /// kept whole by it: a component's, made from the component (`componentKeys`, the hash of
    /// its load's inputs, and its dates, which come from the repository's history), its
    /// ``PageContexts/surroundings(_:language:)``, the templates and strings, and the build's
    /// options. Nil: the job runs every build.
    func jobKey(_ job: Job, templatesKey: UInt64) -> UInt64? {
        guard case .component(let index) = job else { return nil }
        let component = catalog.components[index]
        guard let loaded = componentKeys[component.slug] else { return nil }
        var hash = StableDigest()
        hash.add(loaded)
        hash.add(templatesKey)
        hash.add(liveReloadStamp != nil ? 1 : 0)
        hash.add(encoded: component.dates)
        for language in languages {
            hash.add(language)
            hash.add(encoded: contexts.surroundings(component, language: language))
            hash.add(contexts.socialCard(component.slug, language) ?? "")
        }
        return hash.value
    }

    /// The HTML of `page`, or the template errors met rendering it (every one, not only the
    /// first, unless the render went past its budget: it is not run again to find the others).
    func render(_ page: any PageContext) -> Result<[UInt8], TemplateErrors> {
        let name = type(of: page).kind.templateName
        let context = page.templateValue
        do {
            return .success(try templates.library.renderUTF8(name, context))
        } catch {
            if error.isOverBudget { return .failure(TemplateErrors(errors: [error])) }
            let errors = templates.library.errors(rendering: name, context)
            return .failure(TemplateErrors(errors: errors.isEmpty ? [error] : errors))
        }
    }

    struct TemplateErrors: Error {
        let errors: [MustacheError]
    }

    /// The pages of a component in every language.
    func componentPages(_ component: Component) -> [any PageContext] {
        guard let index = catalog.components.firstIndex(where: { $0.slug == component.slug }) else { return [] }
        return pages(of: .component(index))
    }

    /// The pages of a guide in every language.
    func guidePages(_ guide: Guide) -> [any PageContext] { pages(of: .guide(guide)) }

    private func pages(of job: Job) -> [any PageContext] {
        var pages: [any PageContext] = []
        files(of: job) { if case .page(let page) = $0 { pages.append(page) } }
        return pages
    }

    /// One diagnostic per place in a template: a mistake there meets every page that uses the
    /// template, and the pages of different kinds may word it differently (an unknown name
    /// lists the names of each page's context).
    func diagnostics(for errors: [MustacheError]) -> [Diagnostic] {
        var firstByPlace: [String: MustacheError] = [:]
        for error in errors {
            let place = "\(error.templateName):\(error.line):\(error.column)"
            if let kept = firstByPlace[place], kept.message <= error.message { continue }
            firstByPlace[place] = error
        }
        return firstByPlace.values.map { $0.diagnostic(templatesFolder: templates.displayRoot) }.sorted()
    }
}
