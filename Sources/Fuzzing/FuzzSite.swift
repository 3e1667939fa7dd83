import Catalog
import TimelineFormat

/// The smallest valid content folder, held in memory, with one component in two languages and
/// one guide; each target replaces one of its files (or a part of one) with the fuzz input and
/// loads it as `catalog build` would.
enum FuzzSite {
    static let componentFolder = "components/fuzzed"
    static let guideFolder = "guides/fuzzed-guide"

    static let site = """
        title: { en: Fuzz Catalog, es: Catálogo de fuzz }
        description: { en: A catalog for fuzzing., es: Un catálogo para fuzz. }
        base-url: https://example.org/catalog/
        languages:
          - { code: en, name: English }
          - { code: es, name: Español }
        categories:
          - slug: transitions
            name: { en: Transitions, es: Transiciones }
            summary: { en: Views that enter., es: Vistas que entran. }
        levels:
          - { slug: beginner, name: { en: Beginner, es: Principiante } }

        """

    static let frontMatter = """
        title: Fuzzed List
        summary: Rows fade in one after another.
        category: transitions
        level: beginner
        platforms: [iOS 18.0+]
        origin: original
        keywords: [fade, list]
        """

    static let description = """
        Rows fade in, each a little after the one before, with `spacing` between them.

        ```timeline
        stage: list
        items: 3
        animation: .smooth(duration: 0.45)
        stagger: { step: 0.07, cap: 0.6 }
        changes: { opacity: [0, 1], offset-y: [28, 0] }
        reduce-motion: fade
        ```
        """

    static let apiSection = """
        | Parameter | Type | Default | Description |
        |---|---|---|---|
        | `items` | `[Item]` | required | The rows, in order. |
        | `spacing` | `CGFloat` | `12` | Space between rows. |

        Rows keep their identity while they fade.
        """

    static let source = """
        // SPDX-License-Identifier: MIT
        // Copyright (c) 2026 Fuzz contributors

        import SwiftUI

        struct FuzzedList: View {
            var body: some View { Text("Hi") }
        }

        """

    static let guide = """
        ---
        title: Fading rows
        summary: How rows fade in.
        keywords: [fade]
        components: [fuzzed]
        ---

        Some text with **emphasis**.

        """

    static let spanishGuide = """
        ---
        title: Filas que aparecen
        summary: Cómo aparecen las filas.
        keywords: [aparecer]
        ---

        Un texto con *énfasis*.

        """

    /// The default-language page, with `frontMatter` and `apiSection` replaced when given.
    static func page(frontMatter: String = frontMatter, apiSection: String = apiSection) -> String {
        "---\n\(frontMatter)\n---\n\n\(description)\n\n## API\n\n\(apiSection)\n"
    }

    /// The translation, which takes its facts and timeline from the default page.
    static func spanishPage(apiSection: String = apiSection) -> String {
        """
        ---
        title: Lista con fuzz
        summary: Las filas aparecen una tras otra.
        origin: original
        keywords: [aparecer, lista]
        ---

        Las filas aparecen, cada una un poco después de la anterior.

        ## API

        \(apiSection)

        """
    }

    static func files(site: String = site, englishPage: String = page(), spanishPage: String = spanishPage())
        -> [String: [UInt8]]
    {
        [
            "site.yml": Array(site.utf8),
            "\(componentFolder)/index.en.md": Array(englishPage.utf8),
            "\(componentFolder)/index.es.md": Array(spanishPage.utf8),
            "\(componentFolder)/FuzzedList.swift": Array(source.utf8),
            "\(guideFolder)/index.en.md": Array(guide.utf8),
            "\(guideFolder)/index.es.md": Array(spanishGuide.utf8),
        ]
    }

    static func rawFiles(componentPage: [UInt8], guidePage: [UInt8]) -> [String: [UInt8]] {
        var files = files()
        files["\(componentFolder)/index.en.md"] = componentPage
        files["\(guideFolder)/index.en.md"] = guidePage
        return files
    }

    /// Loads the files as `catalog check` does (without `swiftc`); reads every diagnostic and
    /// every page of the catalog, and draws the pages' timelines when asked.
    static func load(_ files: [String: [UInt8]], drawTimelines: Bool = false) -> Int {
        let loaded = CatalogLoader(store: MemoryContentStore(rawFiles: files), displayRoot: "Content").load()
        let (catalog, diagnostics) = (loaded.catalog, loaded.diagnostics)
        var output = diagnostics.reduce(0) { $0 + $1.description.utf8.count }
        guard let catalog else { return output }
        for component in catalog.components {
            output += component.license.utf8.count + component.platforms.map(\.description).joined().utf8.count
            for page in component.pages.values {
                output += page.descriptionHTML.utf8.count + page.descriptionText.utf8.count
                output += page.api.notesHTML.utf8.count
                output += page.api.parameters.reduce(0) { $0 + $1.descriptionHTML.utf8.count + $1.name.utf8.count }
                if drawTimelines, let block = page.timeline { output += TimelineOutput.draw(block.timeline) }
            }
        }
        for guide in catalog.guides {
            for page in guide.pages.values {
                output += page.bodyText.utf8.count
                for part in page.body {
                    switch part {
                    case .html(let html): output += html.utf8.count
                    case .timeline(let block): output += drawTimelines ? TimelineOutput.draw(block.timeline) : 0
                    }
                }
            }
        }
        return output
    }
}
