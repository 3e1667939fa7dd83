import Diagnostics
import Foundation
import TextUtilities

/// Loads `Content/` into a checked ``Catalog``: reads every file (in parallel, in a fixed
/// order), then checks what the files say about each other.
package struct CatalogLoader: Sendable {
    package static let componentsFolder = "components"
    package static let guidesFolder = "guides"

    let store: any ContentStore
    /// How the content folder is named in diagnostics, such as `Content`.
    let displayRoot: String
    /// Gives component `slug`'s load, calling `load` when it has none that was made from the
    /// same files: the build's store of stage results.
    let memo: Memo?

    package typealias Memo = @Sendable (_ slug: String, _ load: () -> LoadedComponent) -> LoadedComponent

    package init(store: any ContentStore, displayRoot: String, memo: Memo? = nil) {
        self.store = store
        self.displayRoot = displayRoot
        self.memo = memo
    }

    /// What loading found, with the Swift sources still to be parsed, so that a build can run
    /// `swiftc -parse` while it renders.
    package struct LoadResult: Sendable {
        package let catalog: Catalog?
        package let diagnostics: [Diagnostic]
        /// Every Swift source read, with the path to show in diagnostics and a hash of its text.
        package let swiftSources: [SwiftSource]
        /// The language codes of `site.yml`, known even when other files have errors, so that
        /// the templates can be checked in the same run.
        package var languages: [String] = []
    }

    /// Loads and checks everything but the Swift syntax of the sources, which
    /// ``SwiftSyntaxCheck`` parses from ``LoadResult/swiftSources`` (a build does that while
    /// it renders).
    package func load() -> LoadResult {
        let (settings, settingsDiagnostics) = SiteSettingsLoader.load(from: store, displayRoot: displayRoot)
        var diagnostics = settingsDiagnostics
        guard let settings else {
            return LoadResult(catalog: nil, diagnostics: diagnostics.sorted(), swiftSources: [])
        }
        let languages = settings.languages.map(\.code)

        let componentSlugs = folders(in: Self.componentsFolder, diagnostics: &diagnostics)
        let guideSlugs = folders(in: Self.guidesFolder, diagnostics: &diagnostics)

        let loader = self
        let components = ParallelMap.map(componentSlugs) { slug in
            guard let memo = loader.memo else { return loader.loadComponent(slug, settings: settings) }
            return memo(slug) { loader.loadComponent(slug, settings: settings) }
        }
        let guides = ParallelMap.map(guideSlugs) { slug in
            loader.loadGuide(slug, settings: settings)
        }
        let swiftSources = components.flatMap(\.sourcePaths)
        diagnostics += components.flatMap(\.diagnostics) + guides.flatMap(\.diagnostics)

        let known = Set(componentSlugs)
        for guide in guides {
            for (slug, location) in zip(guide.relatedSlugs, guide.relatedLocations) where !known.contains(slug) {
                diagnostics.append(
                    .error(
                        "guide.unknown-component", "unknown component '\(slug)' in 'components'", at: location,
                        suggestion: closestName(to: slug, among: componentSlugs)))
            }
        }
        for slug in Set(componentSlugs).intersection(guideSlugs).sorted() {
            diagnostics.append(
                .error(
                    "content.slug-collision",
                    "slug '\(slug)' names both a component and a guide; search results and links need one page per slug",
                    at: SourceLocation(path: "\(displayRoot)/\(Self.guidesFolder)/\(slug)")))
        }
        diagnostics.sort()
        guard !diagnostics.hasErrors else {
            return LoadResult(
                catalog: nil, diagnostics: diagnostics, swiftSources: swiftSources, languages: languages)
        }
        // Dates a page does not give come from the repository's history, read after the memo:
        // a commit changes no file of the content.
        let history = (store as? DiskContentStore).map { ContentHistory.read(root: $0.root) } ?? [:]
        let catalog = Catalog(
            settings: settings,
            components: components.compactMap(\.component).map { component in
                var dated = component
                dated.dates = component.dates.filled(from: history[Self.componentsFolder + "/" + component.slug])
                return dated
            },
            guides: guides.compactMap(\.guide))
        return LoadResult(catalog: catalog, diagnostics: diagnostics, swiftSources: swiftSources, languages: languages)
    }

    /// The sub-folders of `folder`, each checked as a slug.
    private func folders(in folder: String, diagnostics: inout [Diagnostic]) -> [String] {
        guard store.isFolder(folder) else { return [] }
        let names: [String]
        do {
            names = try store.entries(in: folder)
        } catch {
            diagnostics.append(
                .error(
                    "file.cannot-list",
                    "cannot list the folder: \(error)",
                    at: SourceLocation(path: "\(displayRoot)/\(folder)")))
            return []
        }
        // What each entry is, found on every core, then reported in order; a symbolic link is
        // looked at through the store, which tells where it leads.
        enum Entry: Sendable {
            case hidden(isFolder: Bool)
            case linkOutside(String)
            case folder
            case other
        }
        let loader = self
        let entries = ParallelMap.map(names) { name -> Entry in
            let path = "\(folder)/\(name)"
            if name.hasPrefix(".") { return .hidden(isFolder: loader.store.isFolder(path)) }
            if case .outsideFolder(let target)? = loader.outsideLink(path) { return .linkOutside(target) }
            return loader.store.isFolder(path) ? .folder : .other
        }
        var slugs: [String] = []
        for (name, entry) in zip(names, entries) {
            let path = "\(folder)/\(name)"
            if name.hasPrefix(".") {
                if case .hidden(true) = entry {
                    diagnostics.append(
                        .warning(
                            "content.hidden-folder",
                            "hidden folder '\(name)' is skipped; a \(folder.dropLast()) folder is named by its slug",
                            at: SourceLocation(path: "\(displayRoot)/\(path)")))
                }
                continue
            }
            if case .linkOutside(let target) = entry {
                diagnostics.append(
                    .error(
                        "file.link-outside",
                        "a symbolic link out of the content folder (to \(target)); links must stay inside it",
                        at: SourceLocation(path: "\(displayRoot)/\(path)")))
                continue
            }
            guard case .folder = entry else {
                if name != "README.md" && !Self.isEditorBackup(name) {
                    diagnostics.append(
                        .warning(
                            "content.not-a-folder",
                            "'\(name)' is not a folder and is ignored; each \(folder.dropLast()) is a folder named by its slug",
                            at: SourceLocation(path: "\(displayRoot)/\(path)")))
                }
                continue
            }
            if let problem = Slug.problem(name) {
                diagnostics.append(
                    .error(
                        "content.invalid-slug", problem,
                        at: SourceLocation(path: "\(displayRoot)/\(String(path.prefix(200)))")))
                continue
            }
            slugs.append(name)
        }
        return slugs
    }

    /// The read error of a folder entry that is a link out of the content folder, if it is one.
    private func outsideLink(_ path: String) -> ContentReadError? {
        do {
            _ = try store.entries(in: path)
            return nil
        } catch {
            return error
        }
    }

    /// The page files of a folder by language, with warnings for files that are not pages.
    private func pageFiles(in folder: String, settings: SiteSettings, allowSwift: Bool)
        -> (pages: [String: String], swift: [String], diagnostics: [Diagnostic])
    {
        var pages: [String: String] = [:]
        var swift: [String] = []
        var diagnostics: [Diagnostic] = []
        let codes = settings.languages.map(\.code)
        let names: [String]
        do {
            names = try store.entries(in: folder)
        } catch {
            return (
                [:], [],
                [
                    .error(
                        "file.cannot-list", "cannot list the folder: \(error)",
                        at: SourceLocation(path: "\(displayRoot)/\(folder)"))
                ]
            )
        }
        for name in names where !name.hasPrefix(".") && !Self.isEditorBackup(name) {
            let location = SourceLocation(path: "\(displayRoot)/\(folder)/\(name)")
            if allowSwift && name.hasSuffix(".swift") {
                swift.append(name)
            } else if name.hasPrefix("index."), name.hasSuffix(".md") {
                let code = String(name.dropFirst("index.".count).dropLast(".md".count))
                if codes.contains(code) {
                    pages[code] = "\(folder)/\(name)"
                } else {
                    diagnostics.append(
                        .error(
                            "content.unknown-language",
                            "'\(code)' is not a language of the catalog (site.yml lists \(codes.joined(separator: ", ")))",
                            at: location))
                }
            } else {
                diagnostics.append(
                    .warning(
                        "content.unexpected-file",
                        "unexpected file '\(name)' is ignored; pages are named index.<language>.md", at: location))
            }
        }
        return (pages, swift, diagnostics)
    }

    /// A component as loaded, with what loading it reported and its Swift sources for
    /// `swiftc -parse`.
    package struct LoadedComponent: Sendable, Codable {
        package var component: Component?
        package var diagnostics: [Diagnostic]
        package var sourcePaths: [SwiftSource]

        init(component: Component?, diagnostics: [Diagnostic], sourcePaths: [SwiftSource]) {
            self.component = component
            self.diagnostics = diagnostics
            self.sourcePaths = sourcePaths
        }
    }

    func loadComponent(_ slug: String, settings: SiteSettings) -> LoadedComponent {
        let folder = "\(Self.componentsFolder)/\(slug)"
        let folderLocation = SourceLocation(path: "\(displayRoot)/\(folder)")
        var (pageFiles, swiftFiles, diagnostics) = pageFiles(in: folder, settings: settings, allowSwift: true)
        let defaultCode = settings.defaultLanguage.code

        var drafts: [String: ComponentPageDraft] = [:]
        for (code, path) in pageFiles.sorted(by: { $0.key < $1.key }) {
            switch TextFileReader.read(path, from: store, displayPath: "\(displayRoot)/\(path)") {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            case .success(let file):
                let (draft, found) = PageReader.readComponentPage(file, language: code, isDefault: code == defaultCode)
                diagnostics += found
                drafts[code] = draft
            }
        }
        if pageFiles[defaultCode] == nil {
            diagnostics.append(
                .error(
                    "content.no-default-page",
                    "component has no page in the default language (index.\(defaultCode).md)", at: folderLocation))
        }

        let (sources, sourcePaths) = readSources(swiftFiles, in: folder, diagnostics: &diagnostics)

        guard let main = drafts[defaultCode], let category = main.category, let level = main.level,
            let platforms = main.platforms, let origin = main.origin, let api = main.api
        else {
            return LoadedComponent(component: nil, diagnostics: diagnostics, sourcePaths: sourcePaths)
        }
        if settings.category(category.slug) == nil {
            diagnostics.append(
                .error(
                    "content.unknown-category",
                    "unknown category '\(category.slug)'; site.yml lists \(settings.categories.map(\.slug).joined(separator: ", "))",
                    at: category.location))
        }
        if settings.level(level.slug) == nil {
            diagnostics.append(
                .error(
                    "content.unknown-level",
                    "unknown level '\(level.slug)'; site.yml lists \(settings.levels.map(\.slug).joined(separator: ", "))",
                    at: level.location))
        }

        var pages: [String: ComponentPage] = [:]
        for language in settings.languages {
            guard let draft = drafts[language.code] else {
                if pageFiles[language.code] == nil {
                    diagnostics.append(
                        .warning(
                            "content.missing-translation",
                            "component has no page in '\(language.code)' (index.\(language.code).md); the \(defaultCode) page is shown there",
                            at: folderLocation))
                    pages[language.code] = page(
                        from: main, language: language.code, origin: origin, api: api.reference,
                        timeline: main.timeline, isFallback: true)
                }
                continue
            }
            if language.code != defaultCode {
                diagnostics += compare(draft, with: main)
            }
            pages[language.code] = page(
                from: draft, language: language.code, origin: draft.origin ?? origin,
                api: draft.api?.reference ?? api.reference, timeline: draft.timeline ?? main.timeline,
                isFallback: false)
        }
        guard !diagnostics.hasErrors else {
            return LoadedComponent(component: nil, diagnostics: diagnostics, sourcePaths: sourcePaths)
        }
        var component = Component(
            slug: slug, category: category.slug, level: level.slug, platforms: platforms.list, sources: sources,
            pages: pages, mainType: main.mainType.map { MainTypeName(name: $0.name, location: $0.location) },
            dates: main.dates, declaredUsage: main.usage?.text)
        let usage = component.takeUsage(declared: main.usage)
        return LoadedComponent(
            component: component, diagnostics: diagnostics, sourcePaths: sourcePaths + [usage].compactMap { $0 })
    }

    /// Reads a component's Swift sources: their licence header, and what `swiftc -parse` needs.
    private func readSources(_ names: [String], in folder: String, diagnostics: inout [Diagnostic])
        -> ([SourceFile], [SwiftSource])
    {
        if names.isEmpty {
            diagnostics.append(
                .error(
                    "content.no-source", "component has no Swift source (a .swift file beside its pages)",
                    at: SourceLocation(path: "\(displayRoot)/\(folder)")))
        }
        var sources: [SourceFile] = []
        var sourcePaths: [SwiftSource] = []
        for name in names {
            let path = "\(folder)/\(name)"
            let display = "\(displayRoot)/\(path)"
            if let problem = SourceReader.nameProblem(name) {
                diagnostics.append(.error("source.invalid-name", problem, at: SourceLocation(path: display)))
                continue
            }
            switch TextFileReader.read(path, from: store, displayPath: display) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            case .success(let file):
                let (source, found) = SourceReader.read(file, fileName: name)
                diagnostics += found
                if let source { sources.append(source) }
                if let disk = store.diskPath(of: path) {
                    sourcePaths.append(
                        SwiftSource(
                            diskPath: disk, displayPath: display, textHash: SwiftSource.hash(file.text),
                            text: file.text))
                }
            }
        }
        return (sources, sourcePaths)
    }

    private func page(
        from draft: ComponentPageDraft, language: String, origin: Origin, api: APIReference,
        timeline: TimelineBlock?, isFallback: Bool
    ) -> ComponentPage {
        ComponentPage(
            language: language, path: draft.path, title: draft.title, summary: draft.summary,
            keywords: draft.keywords, origin: origin, descriptionHTML: draft.descriptionHTML,
            descriptionText: draft.descriptionText, headings: draft.headings, api: api, timeline: timeline,
            isFallback: isFallback)
    }

    /// A translation states the same facts as the default page.
    private func compare(_ translation: ComponentPageDraft, with main: ComponentPageDraft) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let category = translation.category, category.slug != main.category?.slug {
            diagnostics.append(
                .error(
                    "content.translation-differs",
                    "category '\(category.slug)' differs from the default page's '\(main.category?.slug ?? "")' (\(main.path))",
                    at: category.location))
        }
        if let level = translation.level, level.slug != main.level?.slug {
            diagnostics.append(
                .error(
                    "content.translation-differs",
                    "level '\(level.slug)' differs from the default page's '\(main.level?.slug ?? "")' (\(main.path))",
                    at: level.location))
        }
        if let platforms = translation.platforms, platforms.list != main.platforms?.list {
            diagnostics.append(
                .error(
                    "content.translation-differs", "platforms differ from the default page's (\(main.path))",
                    at: platforms.location))
        }
        if let origin = translation.origin, let mainOrigin = main.origin {
            switch (origin, mainOrigin) {
            case (.original, .original), (.inspired, .inspired): break
            default:
                diagnostics.append(
                    .error(
                        "content.translation-differs",
                        "origin differs from the default page's (\(main.path)): one says original, the other inspired",
                        at: SourceLocation(path: translation.path)))
            }
        }
        if let api = translation.api, let mainAPI = main.api {
            let mine = api.reference.parameters
            let theirs = mainAPI.reference.parameters
            if mine.count != theirs.count {
                diagnostics.append(
                    .error(
                        "content.translation-differs",
                        "API table lists \(mine.count) parameters; the default page (\(main.path)) lists \(theirs.count)",
                        at: api.location))
            } else {
                for (index, (a, b)) in zip(mine, theirs).enumerated()
                where a.name != b.name || a.type != b.type || a.defaultValue != b.defaultValue {
                    diagnostics.append(
                        .error(
                            "content.translation-differs",
                            "API table row \(index + 1) is '\(a.name): \(a.type) = \(a.defaultValue ?? "required")'; the default page (\(main.path)) has '\(b.name): \(b.type) = \(b.defaultValue ?? "required")'",
                            at: api.location))
                }
            }
        }
        return diagnostics
    }

    struct LoadedGuide: Sendable {
        var guide: Guide?
        var diagnostics: [Diagnostic]
        var relatedSlugs: [String]
        var relatedLocations: [SourceLocation]
    }

    func loadGuide(_ slug: String, settings: SiteSettings) -> LoadedGuide {
        let folder = "\(Self.guidesFolder)/\(slug)"
        var (pageFiles, _, diagnostics) = pageFiles(in: folder, settings: settings, allowSwift: false)
        let defaultCode = settings.defaultLanguage.code
        var drafts: [String: GuidePageDraft] = [:]
        for (code, path) in pageFiles.sorted(by: { $0.key < $1.key }) {
            switch TextFileReader.read(path, from: store, displayPath: "\(displayRoot)/\(path)") {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            case .success(let file):
                let (draft, found) = PageReader.readGuidePage(file, language: code)
                diagnostics += found
                drafts[code] = draft
            }
        }
        guard let main = drafts[defaultCode] else {
            if pageFiles[defaultCode] == nil {
                diagnostics.append(
                    .error(
                        "content.no-default-page",
                        "guide has no page in the default language (index.\(defaultCode).md)",
                        at: SourceLocation(path: "\(displayRoot)/\(folder)")))
            }
            return LoadedGuide(guide: nil, diagnostics: diagnostics, relatedSlugs: [], relatedLocations: [])
        }
        var pages: [String: GuidePage] = [:]
        for language in settings.languages {
            if let draft = drafts[language.code] {
                pages[language.code] = draft.page
            } else if pageFiles[language.code] == nil {
                diagnostics.append(
                    .warning(
                        "content.missing-translation",
                        "guide has no page in '\(language.code)' (index.\(language.code).md); the \(defaultCode) page is shown there",
                        at: SourceLocation(path: "\(displayRoot)/\(folder)")))
                let page = main.page
                pages[language.code] = GuidePage(
                    language: language.code, path: page.path, title: page.title, summary: page.summary,
                    keywords: page.keywords, body: page.body, bodyText: page.bodyText, headings: page.headings,
                    isFallback: true)
            }
        }
        // The default page's list of related components is the one used for every language.
        var related = main.components
        if related.locations.count != related.slugs.count {
            related.locations = related.slugs.map { _ in SourceLocation(path: main.page.path) }
        }
        let guide = diagnostics.hasErrors ? nil : Guide(slug: slug, relatedComponents: related.slugs, pages: pages)
        return LoadedGuide(
            guide: guide, diagnostics: diagnostics, relatedSlugs: related.slugs, relatedLocations: related.locations)
    }
}

extension CatalogLoader {
    /// An editor's backup, swap or autosave file (`index.en.md~`, `x.swp`, `#index.en.md#`):
    /// never content, skipped without a word wherever content and templates are read. (Emacs's
    /// lock `.#index.en.md` and Vim's `.index.en.md.swp` are hidden files, skipped as such.)
    package static func isEditorBackup(_ name: String) -> Bool {
        name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swo")
            || (name.count > 1 && name.hasPrefix("#") && name.hasSuffix("#"))
    }
}
