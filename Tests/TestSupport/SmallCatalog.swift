import Foundation

/// A small valid catalog for tests that need one on disk: two languages, two categories, one
/// component (`fade-list`) with a timeline, one guide. It builds with no warning.
public enum SmallCatalog {
    public static let site = """
        title: { en: Test Catalog, es: Catálogo de prueba }
        description: { en: A catalog for tests., es: Un catálogo para pruebas. }
        base-url: https://example.org/catalog/
        languages:
          - { code: en, name: English }
          - { code: es, name: Español }
        categories:
          - slug: transitions
            name: { en: Transitions, es: Transiciones }
            summary: { en: Views that enter., es: Vistas que entran. }
          - slug: feedback
            name: { en: Feedback, es: Respuesta }
            summary: { en: Motion that tells., es: Movimiento que avisa. }
        levels:
          - { slug: beginner, name: { en: Beginner, es: Principiante } }
          - { slug: advanced, name: { en: Advanced, es: Avanzado } }

        """

    /// The English page; `timeline` replaces the body of its timeline block.
    public static func englishPage(timeline: String = defaultTimeline, table: String = defaultTable) -> String {
        """
        ---
        title: Fade List
        summary: Rows fade in one after another.
        category: transitions
        level: beginner
        platforms: [iOS 18.0+]
        origin: original
        keywords: [fade, list, rows]
        ---

        Rows fade in, each a little after the one before.

        ```timeline
        \(timeline)
        ```

        ## API

        \(table)

        """
    }

    public static let defaultTimeline = """
        stage: list
        items: 3
        animation: .smooth(duration: 0.45)
        stagger: { step: 0.07, cap: 0.6 }
        changes: { opacity: [0, 1], offset-y: [28, 0] }
        reduce-motion: fade
        """

    public static let defaultTable = """
        | Parameter | Type | Default | Description |
        |---|---|---|---|
        | `items` | `[Item]` | required | The rows, in order. |
        | `spacing` | `CGFloat` | `12` | Space between rows. |
        """

    public static let spanishPage = """
        ---
        title: Lista que aparece
        summary: Las filas aparecen una tras otra.
        origin: original
        keywords: [aparecer, lista, filas]
        ---

        Las filas aparecen, cada una un poco después de la anterior.

        ## API

        | Parameter | Type | Default | Description |
        |---|---|---|---|
        | `items` | `[Item]` | required | Las filas, en orden. |
        | `spacing` | `CGFloat` | `12` | Espacio entre filas. |

        """

    public static let source = """
        // SPDX-License-Identifier: MIT
        // Copyright (c) 2026 Test contributors

        import SwiftUI

        struct FadeList<Item>: View {
            let items: [Item]
            var spacing: CGFloat = 12
            var body: some View { Text("Hi").animation(.smooth(duration: 0.45), value: items.count) }
        }

        """

    public static func guide(language: String) -> String {
        """
        ---
        title: \(language == "en" ? "Fading rows" : "Filas que aparecen")
        summary: \(language == "en" ? "How rows fade in." : "Cómo aparecen las filas.")
        keywords: [fade]
        components: [fade-list]
        ---

        ## \(language == "en" ? "Why" : "Por qué")

        Text.

        """
    }

    public static let files: [String: String] = [
        "site.yml": site,
        "components/fade-list/index.en.md": englishPage(),
        "components/fade-list/index.es.md": spanishPage,
        "components/fade-list/FadeList.swift": source,
        "guides/fading-rows/index.en.md": guide(language: "en"),
        "guides/fading-rows/index.es.md": guide(language: "es"),
    ]

    /// Writes the catalog's files under `folder` (which becomes a content folder).
    public static func write(into folder: String) {
        for (relative, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + relative)
            try! FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try! Data(text.utf8).write(to: url)
        }
    }
}
