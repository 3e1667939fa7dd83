import API
import Catalog
import Diagnostics
import SwiftDump

/// Hands each component's table, timeline block and source surfaces to the `API` target's
/// drift checks.
struct DriftStage {
    let catalog: Catalog
    /// Each source's surface by display path; nil for a source that was not parsed.
    let surface: (String) -> SwiftSurface?

    func diagnostics() -> [Diagnostic] {
        let language = catalog.settings.defaultLanguage.code
        return catalog.components.flatMap { check($0, language: language) }
    }

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
