import API
import Catalog
import Diagnostics
import SwiftDump

/// Hands each component's table, timeline block and source surfaces to the `API` target's
/// drift checks.
struct DriftCheck {
    let catalog: Catalog
    /// Each source's surface by display path; nil for a source that was not parsed.
    let surface: (String) -> SwiftSurface?
    /// Whether a source has a surface, told without reading it.
    var hasSurface: (String) -> Bool = { _ in true }
    /// The last builds' findings, by component (see ``ReuseCache/driftDiagnostics(slug:key:check:)``).
    var reuse: ReuseCache? = nil
    /// What names the compiler the surfaces come from.
    var compilerStamp: String? = nil

    func diagnostics() -> [Diagnostic] {
        let language = catalog.settings.defaultLanguage.code
        var diagnostics: [Diagnostic] = []
        for component in catalog.components {
            // A component is compared with its sources again only when its files (its pages and
            // sources, in its load key), the compiler or the default language changed.
            guard let reuse, let loadKey = component.loadKey, let compilerStamp else {
                diagnostics += check(component, language: language)
                continue
            }
            var hash = StableHash()
            hash.combine(loadKey)
            hash.combine(compilerStamp)
            hash.combine(language)
            // A source the compiler could not read this time (it timed out, say) is compared
            // as unparsed; once it is read, the component is compared again.
            for source in component.sources { hash.combine(hasSurface(source.displayPath) ? 1 : 0) }
            diagnostics += reuse.driftDiagnostics(slug: component.slug, key: hash.value) {
                check(component, language: language)
            }
        }
        return diagnostics
    }

    /// What comparing one component's table and timeline with its sources finds.
    func check(_ component: Component, language: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        do {
            guard let page = component.pages[language] else { return [] }
            let sources = component.sources.map {
                SourceSurface(displayPath: $0.displayPath, fileName: $0.fileName, surface: surface($0.displayPath))
            }
            let rows = page.api.parameters.map {
                TableRow(
                    name: $0.name, type: $0.type, defaultValue: $0.defaultValue,
                    location: $0.location ?? SourceLocation(path: page.path))
            }
            diagnostics += TableDrift(
                pagePath: page.path, tableLocation: page.api.location ?? SourceLocation(path: page.path), rows: rows,
                typeName: component.mainType.map { ($0.name, $0.location) }, sources: sources
            ).check()
            if let block = page.timeline, block.sourceFacts.notInSource == nil {
                let facts = block.sourceFacts
                diagnostics += TimelineDrift(
                    animations: facts.animations.map {
                        .init(
                            text: $0.text, location: SourceLocation(path: page.path, line: $0.line, column: $0.column))
                    },
                    stagger: facts.stagger.map {
                        .init(
                            step: $0.step, cap: $0.cap,
                            location: SourceLocation(path: page.path, line: $0.line, column: $0.column))
                    },
                    sources: sources
                ).check()
            }
        }
        return diagnostics
    }
}
