import Catalog
import Diagnostics
import Dispatch
import Foundation
import Mustache
import TextUtilities
import TimelineDrawing

/// Renders a checked catalog through the templates into an output folder.
///
/// A class: its jobs run on every core and each captured a copy of all its fields, whose
/// copying and destroying were 5 % of a `catalog watch` rebuild at 10,000 components (`perf`).
public final class SiteRenderer: Sendable {
    let catalog: Catalog
    let templates: TemplateSet
    let contexts: PageContexts
    let publications: Publications
    let searchFeed: SearchFeed
    /// The words of the timeline drawings by language, from the UI strings.
    let timelineWords: [String: TimelineWords]
    /// What the keys of component and tag pages share (`catalog watch` builds).
    let pageKeys: PageKeys
    /// `catalog watch`: every component's card key, by language (in the settings' order) and
    /// index into the catalog's components.
    let cardsByLanguage: [[Int?]]

    /// The stamp of a `catalog watch` build (see ``LiveReload``); nil in other builds.
    let liveReloadStamp: String?
    /// Told of every page written, from the rendering threads.
    let progress: BuildProgress.Reporter?
    /// Drawings of earlier builds of this process (`catalog watch`), if any.
    let reuse: ReuseCache?

    public init(
        catalog: Catalog, templates: TemplateSet, liveReloadStamp: String? = nil,
        progress: BuildProgress.Reporter? = nil, reuse: ReuseCache? = nil
    ) {
        self.catalog = catalog
        self.templates = templates
        self.liveReloadStamp = liveReloadStamp
        self.progress = progress
        self.reuse = reuse
        reuse?.startRender(
            templateSources: templates.sources, strings: templates.strings, slugs: Set(catalog.components.map(\.slug)))
        self.contexts = PageContexts(
            catalog: catalog, strings: templates.strings, liveReload: liveReloadStamp != nil, reuse: reuse)
        self.publications = Publications(catalog: catalog, paths: contexts.paths, strings: templates.strings)
        self.searchFeed = SearchFeed(
            catalog: catalog, paths: contexts.paths, strings: templates.strings,
            analysisCache: reuse?.inProcess == true ? reuse?.search : nil,
            memory: reuse?.searchIndexes)
        self.timelineWords = templates.strings.mapValues { TimelineWords(strings: $0) }
        self.pageKeys = PageKeys(catalog: catalog, liveReload: liveReloadStamp != nil)
        let contexts = self.contexts
        self.cardsByLanguage =
            reuse == nil
            ? catalog.settings.languages.map { _ in [] }
            : catalog.settings.languages.map {
                contexts.cardKeys(language: $0.code)
            }
    }

    /// What a render produced.
    public struct Summary: Sendable {
        public var pages = 0
        /// Time spent inside the template engine, summed over threads.
        public var templateSeconds = 0.0
        /// Seconds of each kind of job, summed over threads (`--timings`).
        public var jobSeconds: [String: Double] = [:]
        public var diagnostics: [Diagnostic] = []
        /// Pages kept from the last build unrendered.
        var linkedPages = 0
        /// Template errors, kept apart until ``SiteRenderer/render(into:)`` reports each
        /// place once.
        var templateErrors: [MustacheError] = []
    }

    /// One unit of parallel work.
    enum Job: Sendable {
        /// A component, with its index in the catalog's components.
        case component(Component, Int)
        case guide(Guide)
        case category(Category)
        case languagePages(String)
        case searchIndexes
        case shared

        /// What `--timings` calls the jobs of this kind.
        var kind: String {
            switch self {
            case .component: "component pages and files"
            case .guide: "guide pages"
            case .category: "category pages"
            case .languagePages: "each language's listings and tag pages"
            case .searchIndexes: "the search indexes"
            case .shared: "sitemap, API index, assets"
            }
        }
    }

    public func render(into output: OutputFolder) -> Summary {
        // The long jobs (pages that list every component, the indexes) go first, so that they
        // do not end up running alone on one core after the many short ones.
        var jobs: [Job] = [.searchIndexes]
        jobs += catalog.settings.languages.map { .languagePages($0.code) }
        jobs.append(.shared)
        jobs += catalog.settings.categories.map { .category($0) }
        jobs += catalog.guides.map { .guide($0) }
        jobs += catalog.components.indices.map { .component(catalog.components[$0], $0) }
        let renderer = self
        let counter = progress.map { BuildProgress.Counter(total: pageCount, reporter: $0) }
        let results = ParallelMap.map(jobs) { job in
            // A full disk refuses every file after the first: the rest is not rendered.
            if output.stop != nil { return Summary() }
            let start = DispatchTime.now().uptimeNanoseconds
            var result = renderer.run(job, output: output, counter: counter)
            result.jobSeconds[job.kind] = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            return result
        }
        var summary = Summary()
        var templateErrors: [MustacheError] = []
        for result in results {
            summary.pages += result.pages
            summary.templateSeconds += result.templateSeconds
            summary.jobSeconds.merge(result.jobSeconds, uniquingKeysWith: +)
            summary.diagnostics += result.diagnostics
            summary.linkedPages += result.linkedPages
            templateErrors += result.templateErrors
        }
        reuse?.countLinked(summary.linkedPages)
        summary.diagnostics += diagnostics(for: templateErrors)
        if let stop = output.stop {
            summary.diagnostics = Self.collapsed(summary.diagnostics, stoppedBy: stop)
        }
        summary.diagnostics.sort()
        return summary
    }

    /// The diagnostics of a render the output stopped taking files in (``OutputFolder/stop``):
    /// the error that stopped it, once, with a note, in place of one line per file refused.
    static func collapsed(_ diagnostics: [Diagnostic], stoppedBy error: OutputError) -> [Diagnostic] {
        let stop = error.diagnostic
        var kept = diagnostics.filter { $0.id != "output.not-written" && $0 != stop }
        kept.append(
            .error(
                stop.id, stop.message, at: stop.location,
                notes: [.init("the build stopped writing the site at this error; the pages after it were not made")]))
        return kept
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
        return firstByPlace.values.map { $0.diagnostic(templatesFolder: templates.displayRoot) }
    }

    /// The pages of a component in every language, with its timeline drawn once and worded in
    /// each language, and its sources highlighted once.
    func componentPages(_ component: Component) -> [ComponentContext] {
        var drawings = TimelineDrawings(words: timelineWords, reuse: reuse)
        let sourcesHTML = component.sources.map(\.highlightedHTML)
        return languages.map {
            componentPage(component, language: $0, drawings: &drawings, sourcesHTML: sourcesHTML)
        }
    }

    /// A component's page in `language`; `sourcesHTML` is its sources highlighted, which the
    /// pages of every language share.
    func componentPage(
        _ component: Component, language: String, drawings: inout TimelineDrawings, sourcesHTML: [String]
    ) -> ComponentContext {
        let svg = component.pages[language]?.timeline.map { block in
            drawings.svg(block.timeline, id: "timeline-\(component.slug)", language: language)
        }
        return contexts.componentPage(component, language: language, sourcesHTML: sourcesHTML, timelineSVG: svg)
    }

    /// The pages of a guide in every language, each of its timelines drawn once.
    func guidePages(_ guide: Guide) -> [GuideContext] {
        var drawings = TimelineDrawings(words: timelineWords, reuse: reuse)
        return languages.map { language in
            contexts.guidePage(guide, language: language) { block, id in
                drawings.svg(block.timeline, id: id, language: language)
            }
        }
    }

    var languages: [String] { catalog.settings.languages.map(\.code) }

    /// The number of pages a render writes: those of every component, guide and category in
    /// each language, each language's home, search, not-found, guides index, tags index and API
    /// pages, and its tag pages.
    var pageCount: Int {
        languages.count * (catalog.components.count + catalog.guides.count + catalog.settings.categories.count + 6)
            + contexts.tags.values.reduce(0) { $0 + $1.count }
    }

    private func run(_ job: Job, output: OutputFolder, counter: BuildProgress.Counter?) -> Summary {
        var summary = Summary()
        func page<Page: PageContext>(_ page: Page) { keyedPage(at: page.path, key: nil, { page }) }
        /// A page, made only when it must be rendered: in `catalog watch`, a page whose key
        /// (``PageKeys``) or, without one, whose data did not change since the last build is
        /// kept from it, neither converted nor rendered (see ``ReuseCache``).
        func keyedPage<Page: PageContext>(at path: String, key: Int?, _ make: () -> Page) {
            var made: Page?
            func context() -> Page {
                if let made { return made }
                let page = make()
                made = page
                return page
            }
            let fingerprint = reuse == nil ? nil : (key ?? ReuseCache.fingerprint(context()))
            let checksKey = key != nil && reuse?.checksPageKeys == true
            if let reuse, let fingerprint {
                do {
                    if try reuse.linkPage(path, fingerprint: fingerprint, into: output) {
                        summary.linkedPages += 1
                        if checksKey, let problem = reuse.checkKeptPage(path, ReuseCache.fingerprint(context())) {
                            summary.diagnostics.append(
                                .error("build.page-key", problem, at: SourceLocation(path: path)))
                        }
                        summary.pages += 1
                        counter?.pageDone()
                        return
                    }
                } catch {
                    summary.diagnostics.append(error.diagnostic)
                    return
                }
            }
            let page = context()
            let templateContext = page.templateValue
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                let html = try templates.library.renderUTF8(
                    Page.kind.templateName, templateContext, capacity: page.expectedBytes ?? 0)
                summary.templateSeconds += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                try output.write(path, bytes: html)
                reuse?.rendered(
                    path, fingerprint: fingerprint, in: output,
                    contextFingerprint: checksKey ? ReuseCache.fingerprint(page) : nil, stable: key != nil)
                summary.pages += 1
                counter?.pageDone()
            } catch let error as MustacheError {
                // Rendering stopped at the first error; render again to find all of them.
                let errors = templates.library.errors(rendering: Page.kind.templateName, templateContext)
                summary.templateErrors += errors.isEmpty ? [error] : errors
            } catch let error as OutputError {
                summary.diagnostics.append(error.diagnostic)
            } catch {
                summary.diagnostics.append(.error("output.write", "\(error)", at: SourceLocation(path: path)))
            }
        }
        func file(_ path: String, _ text: String) {
            do { try output.write(path, text) } catch {
                summary.diagnostics.append(error.diagnostic)
            }
        }
        func file(_ path: String, bytes: [UInt8]) {
            do { try output.write(path, bytes: bytes) } catch {
                summary.diagnostics.append(error.diagnostic)
            }
        }
        /// A file made from what `fingerprint` hashes, linked from the last build of a
        /// `catalog watch` when that did not change (see ``ReuseCache``).
        @discardableResult
        func file(_ path: String, fingerprint: (inout StableHash) -> Void, _ make: () -> String) -> Int? {
            keptFile(path, fingerprint: fingerprint) { () throws(OutputError) in try output.write(path, make()) }
        }
        /// ``file(_:fingerprint:_:)`` of a file made as bytes (`api/index.json`, 23 MB at 10,000
        /// components: as a `String` too, it was held twice).
        @discardableResult
        func file(_ path: String, fingerprint: (inout StableHash) -> Void, bytes make: () -> [UInt8]) -> Int? {
            keptFile(path, fingerprint: fingerprint) { () throws(OutputError) in
                try output.write(path, bytes: make())
            }
        }
        func keptFile(
            _ path: String, fingerprint: (inout StableHash) -> Void, write: () throws(OutputError) -> Void
        ) -> Int? {
            guard let reuse else {
                do { try write() } catch { summary.diagnostics.append(error.diagnostic) }
                return nil
            }
            var hasher = StableHash()
            hasher.combine(path)
            fingerprint(&hasher)
            let print = hasher.finalize()
            do {
                if try reuse.linkPage(path, fingerprint: print, into: output) { return print }
                try write()
                reuse.rendered(path, fingerprint: print, in: output, countsAsPage: false, stable: true)
            } catch {
                summary.diagnostics.append(error.diagnostic)
            }
            return print
        }
        switch job {
        case .component(let component, let index):
            var drawings: TimelineDrawings?
            // Highlighted when a page is rendered, once for every language.
            var sourcesHTML: [String]?
            for (position, language) in languages.enumerated() {
                keyedPage(
                    at: contexts.paths.component(component.slug, language),
                    key: reuse == nil
                        ? nil
                        : contexts.componentPageKey(
                            component, index: index, language: language, position: position, keys: pageKeys,
                            cards: cardsByLanguage[position])
                ) {
                    var made = drawings ?? TimelineDrawings(words: timelineWords, reuse: reuse)
                    defer { drawings = made }
                    let highlighted = sourcesHTML ?? component.sources.map(\.highlightedHTML)
                    sourcesHTML = highlighted
                    return componentPage(component, language: language, drawings: &made, sourcesHTML: highlighted)
                }
            }
            // With a load key, the component's files are told unchanged by it and the settings
            // (``PageKeys/shared``), without hashing what they are made from.
            let loadKey = component.loadKey
            for source in component.sources {
                file(
                    contexts.paths.sourceDownload(component.slug, source.fileName),
                    fingerprint: { hasher in
                        if let loadKey { hasher.combine(loadKey) } else { hasher.combine(source.text) }
                    }
                ) {
                    source.text
                }
            }
            file(
                contexts.paths.apiJSON(component.slug),
                fingerprint: { hasher in
                    if let loadKey {
                        hasher.combine(loadKey)
                        hasher.combine(pageKeys.shared)
                    } else {
                        hasher.combine(ByteDigest.of(publications.apiJSON(component)))
                    }
                }
            ) {
                publications.apiJSON(component)
            }
            file(
                contexts.paths.apiMarkdown(component.slug),
                fingerprint: { hasher in
                    if let loadKey {
                        hasher.combine(loadKey)
                        hasher.combine(pageKeys.shared)
                        return
                    }
                    // Everything `apiMarkdown` reads: the default language's page (title,
                    // summary, rows), the licence, the page's address; its words are the UI
                    // strings, which the cache compares on its own.
                    let page = component.pages[contexts.paths.defaultLanguage]
                    hasher.combine(catalog.settings.baseURL)
                    hasher.combine(component.slug)
                    hasher.combine(component.license)
                    hasher.combine(page?.title)
                    hasher.combine(page?.summary)
                    for parameter in page?.api.parameters ?? [] {
                        hasher.combine(parameter.name)
                        hasher.combine(parameter.type)
                        hasher.combine(parameter.defaultValue)
                        hasher.combine(parameter.descriptionText)
                    }
                }
            ) { publications.apiMarkdown(component) }
        case .guide(let guide):
            for context in guidePages(guide) { page(context) }
        case .category(let category):
            for language in languages {
                keyedPage(
                    at: contexts.paths.category(category.slug, language),
                    key: reuse == nil ? nil : contexts.categoryPageKey(category, language: language, keys: pageKeys)
                ) {
                    contexts.categoryPage(category, language: language)
                }
            }
        case .languagePages(let language):
            keyedPage(
                at: contexts.paths.home(language),
                key: reuse == nil ? nil : contexts.homeKey(language: language, keys: pageKeys)
            ) {
                contexts.home(language: language)
            }
            page(contexts.searchPage(language: language))
            keyedPage(
                at: contexts.paths.apiPage(language),
                key: reuse == nil ? nil : contexts.apiPageKey(language: language, keys: pageKeys)
            ) {
                contexts.apiPage(language: language)
            }
            page(contexts.notFoundPage(language: language))
            page(contexts.guidesIndex(language: language))
            keyedPage(
                at: contexts.paths.tagsIndex(language),
                key: reuse == nil ? nil : contexts.tagsIndexKey(language: language, keys: pageKeys)
            ) {
                contexts.tagsIndex(language: language)
            }
            let cards = languages.firstIndex(of: language).map { cardsByLanguage[$0] } ?? []
            for tag in contexts.tags[language] ?? [] {
                keyedPage(
                    at: contexts.paths.tag(tag.slug, language),
                    key: reuse == nil ? nil : contexts.tagPageKey(tag, language: language, keys: pageKeys, cards: cards)
                ) {
                    contexts.tagPage(tag, language: language)
                }
            }
        case .searchIndexes:
            // One language after another: each index holds every page's text and terms while
            // it is made (about 100 MiB at 10,000 components), and two made at once were the
            // largest part of a cold build's peak (`heaptrack`).
            for language in languages {
                // Made from the same inputs as the last build's, the index is that build's: its
                // files are linked without making it (a template edit, say).
                let searchKey = reuse == nil ? nil : searchFeed.indexKey(language: language)
                var linked = Set<String>()
                if let reuse, let searchKey {
                    do {
                        linked = try reuse.linkSearchIndex(language, key: searchKey, into: output) ?? []
                    } catch {
                        summary.diagnostics.append(error.diagnostic)
                    }
                }
                if linked.isEmpty || linked.count < (reuse?.searchIndexFileCount(language) ?? 0) {
                    var made: [(path: String, fingerprint: Int)] = []
                    let update = searchFeed.files(language: language)
                    var files = update.files
                    // The files the update left as they were are the last build's: linked by the
                    // fingerprint of their text. One that is not what was written (changed by hand
                    // in the output) and the index is made whole.
                    for (name, digest) in update.unchanged.sorted(by: { $0.key < $1.key }) {
                        let path = contexts.paths.searchIndex(language) + name
                        let print = Self.fileKey(path, digest)
                        if !linked.contains(path) {
                            guard let reuse,
                                (try? reuse.linkPage(path, fingerprint: print, into: output)) == true
                            else {
                                searchFeed.memory?.forget(language)
                                files = searchFeed.files(language: language).files
                                made = []
                                break
                            }
                            linked.insert(path)
                        }
                        made.append((path, print))
                    }
                    for index in files {
                        let path = contexts.paths.searchIndex(language) + index.name
                        let digest = ByteDigest.of(index.text)
                        // In `catalog watch` most of them are the last build's texts: told by a
                        // digest of their bytes, kept without being compared with the file.
                        let print =
                            linked.contains(path)
                            ? Self.fileKey(path, digest)
                            : file(path, fingerprint: { $0.combine(digest) }) { index.text }
                        if let print { made.append((path, print)) }
                    }
                    if let reuse, let searchKey { reuse.madeSearchIndex(language, key: searchKey, files: made) }
                }
            }
        case .shared:
            file(
                contexts.paths.sitemap,
                fingerprint: { hasher in
                    // What the sitemap lists: the settings (address, languages, categories) and
                    // every component's and guide's slug.
                    hasher.combine(catalog.settings.stableKey)
                    for component in catalog.components { hasher.combine(component.slug) }
                    hasher.combine(-1)
                    for guide in catalog.guides { hasher.combine(guide.slug) }
                }
            ) { publications.sitemap() }
            if let keys = contexts.publishedKeys() {
                // With a build cache: what each component's entry is made from. An edit that
                // leaves every entry as it was leaves the index as it is, without making it.
                file(
                    contexts.paths.apiIndex,
                    fingerprint: { hasher in
                        hasher.combine(pageKeys.shared)
                        for component in catalog.components {
                            hasher.combine(component.slug)
                            hasher.combine(keys[component.slug])
                        }
                    },
                    bytes: { publications.apiIndex(reuse: reuse, shared: pageKeys.shared, keys: keys) })
                // The entries stay for the next build that makes the index, kept or not.
                reuse?.useAPIIndexEntries(catalog.components.map(\.slug))
            } else {
                file(contexts.paths.apiIndex, bytes: publications.apiIndex(reuse: reuse, shared: pageKeys.shared))
            }
            file(contexts.paths.apiSchema, publications.apiSchema())
            if let stamp = liveReloadStamp {
                file(contexts.paths.liveReloadScript, LiveReload.script(stamp: stamp))
                file(contexts.paths.buildStamp, LiveReload.stampFile(stamp: stamp))
            }
            for asset in templates.assets {
                do { try output.write("assets/" + asset.path, bytes: asset.bytes) } catch {
                    summary.diagnostics.append(error.diagnostic)
                }
            }
        }
        return summary
    }
}

extension SiteRenderer {
    /// The fingerprint `file(_:fingerprint:_:)` gives a file at `path` told by the digest of its bytes.
    static func fileKey(_ path: String, _ digest: UInt64) -> Int {
        var hasher = StableHash()
        hasher.combine(path)
        hasher.combine(digest)
        return hasher.finalize()
    }
}
