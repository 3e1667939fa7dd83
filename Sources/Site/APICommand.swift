import API
import Catalog
import Diagnostics
import Foundation
import TextUtilities

/// `catalog api`: prints one component's API table, or compares two published indexes.
package enum APICommand {
    /// The formats `catalog api <slug>` prints.
    package enum Format: String, Sendable, CaseIterable {
        case md, json
    }

    /// The largest `index.json` `--diff` reads.
    package static let indexSizeLimit = 64 << 20

    /// One component's table as `api/<slug>.md` (in `language`) or `api/<slug>.json` holds it.
    package static func table(
        slug: String, format: Format, language: String?, contentFolder: String, templatesFolder: String
    ) -> Result<String, DiagnosticsFailure> {
        let loaded = load(contentFolder: contentFolder, templatesFolder: templatesFolder)
        guard case .success(let publications) = loaded else {
            if case .failure(let failure) = loaded { return .failure(failure) }
            return .failure(DiagnosticsFailure([]))
        }
        let catalog = publications.catalog
        let place = SourceLocation(path: contentFolder + "/" + CatalogLoader.componentsFolder)
        guard let component = catalog.components.first(where: { $0.slug == slug }) else {
            let suggestion = closestName(to: slug, among: catalog.components.map(\.slug))
            let error = Diagnostic.error(
                "api.unknown-component", "no component '\(slug)' in the catalog", at: place, suggestion: suggestion)
            return .failure(DiagnosticsFailure([error]))
        }
        let codes = catalog.settings.languages.map(\.code)
        if let language, !codes.contains(language) {
            let message =
                "'\(language)' is not a language of the catalog (site.yml lists \(codes.joined(separator: ", ")))"
            let error = Diagnostic.error(
                "api.unknown-language", message, at: SourceLocation(path: contentFolder + "/site.yml"),
                suggestion: closestName(to: language, among: codes))
            return .failure(DiagnosticsFailure([error]))
        }
        switch format {
        case .md: return .success(publications.apiMarkdown(component, language: language))
        case .json: return .success(publications.apiJSON(component))
        }
    }

    /// What `catalog api --diff` found.
    package struct DiffReport: Sendable {
        package let changes: [APIChange]
        package var breaks: Bool { changes.contains(where: \.isBreaking) }

        /// Every change on a line of its own, then a summary line.
        package var text: String {
            let breaking = changes.filter(\.isBreaking).count
            let summary =
                changes.isEmpty
                ? "no API changes"
                : "\(changes.count) change\(changes.count == 1 ? "" : "s"), \(breaking) breaking"
            return (changes.map(\.description) + [summary]).joined(separator: "\n") + "\n"
        }
    }

    /// Compares the published index at `oldPath` with the one at `newPath`, or with the
    /// catalog in `contentFolder` when `newPath` is nil.
    package static func diff(oldPath: String, newPath: String?, contentFolder: String, templatesFolder: String)
        -> Result<DiffReport, DiagnosticsFailure>
    {
        let old = readIndex(oldPath)
        let new: Result<PublishedIndex, DiagnosticsFailure>
        if let newPath {
            new = readIndex(newPath)
        } else {
            new = load(contentFolder: contentFolder, templatesFolder: templatesFolder).map { $0.publishedIndex() }
        }
        switch (old, new) {
        case (.success(let before), .success(let after)):
            return .success(DiffReport(changes: APIDiff.changes(from: before, to: after)))
        case (.failure(let a), .failure(let b)):
            return .failure(DiagnosticsFailure(a.diagnostics + b.diagnostics))
        case (.failure(let failure), _), (_, .failure(let failure)):
            return .failure(failure)
        }
    }

    static func readIndex(_ path: String) -> Result<PublishedIndex, DiagnosticsFailure> {
        let url = URL(fileURLWithPath: path)
        let store = DiskContentStore(root: url.deletingLastPathComponent().path)
        let place = SourceLocation(path: path)
        let bytes: [UInt8]
        do {
            bytes = try store.bytes(of: url.lastPathComponent, limit: indexSizeLimit)
        } catch {
            return .failure(
                DiagnosticsFailure([.error("api.unreadable-index", "cannot read the file: \(error)", at: place)]))
        }
        return APIJSON.decodeIndex(bytes).mapError {
            let at = SourceLocation(path: path, line: $0.line, column: $0.column)
            return DiagnosticsFailure([
                .error("api.invalid-index", "not a published api/index.json: \($0.message)", at: at)
            ])
        }
    }

    /// The catalog and its UI strings, ready to publish from.
    static func load(contentFolder: String, templatesFolder: String) -> Result<Publications, DiagnosticsFailure> {
        let store = DiskContentStore(root: contentFolder)
        if let problem = store.checkRoot() { return .failure(DiagnosticsFailure([problem])) }
        let loaded = CatalogLoader(store: store, displayRoot: contentFolder).load()
        guard let catalog = loaded.catalog else {
            return .failure(DiagnosticsFailure(loaded.diagnostics.filter { $0.severity == .error }))
        }
        var strings: [String: [String: String]] = [:]
        let templateStore = DiskContentStore(root: templatesFolder)
        if templateStore.checkRoot() == nil {
            strings =
                TemplateLoader(store: templateStore, displayRoot: templatesFolder)
                .load(languages: loaded.languages).0?.strings ?? [:]
        }
        let paths = SitePaths(defaultLanguage: catalog.settings.defaultLanguage.code)
        return .success(Publications(catalog: catalog, paths: paths, strings: strings))
    }
}
