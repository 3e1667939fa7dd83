import Catalog
import TestSupport
import Diagnostics
import Foundation

/// Small, valid content to start each test from.
enum Fixtures {
    static let site = SmallCatalog.site

    static let timeline = """
        ```timeline
        stage: list
        items: 3
        animation: .smooth(duration: 0.45)
        stagger: { step: 0.07, cap: 0.6 }
        changes: { opacity: [0, 1], offset-y: [28, 0] }
        reduce-motion: fade
        ```
        """

    static func englishPage(title: String = "Fade List", category: String = "transitions", level: String = "beginner")
        -> String
    {
        """
        ---
        title: \(title)
        summary: Rows fade in one after another.
        category: \(category)
        level: \(level)
        platforms: [iOS 18.0+]
        origin: original
        keywords: [fade, list, rows]
        ---

        Rows fade in, each a little after the one before, with `spacing` between them.

        \(timeline)

        ## API

        | Parameter | Type | Default | Description |
        |---|---|---|---|
        | `items` | `[Item]` | required | The rows, in order. |
        | `spacing` | `CGFloat` | `12` | Space between rows. |

        Rows keep their identity while they fade.

        """
    }

    static let spanishPage = SmallCatalog.spanishPage

    static let source = """
        // SPDX-License-Identifier: MIT
        // Copyright (c) 2026 Test contributors

        import SwiftUI

        struct FadeList: View {
            var body: some View { Text("Hi") }
        }

        """

    static let guide = """
        ---
        title: Fading rows
        summary: How rows fade in.
        keywords: [fade]
        components: [fade-list]
        ---

        ## Why

        Some text with **emphasis**.

        ```swift
        let delay = 0.07
        ```

        """

    /// A complete valid catalog: one component in two languages and one guide.
    static func validFiles() -> [String: String] {
        [
            "site.yml": site,
            "components/fade-list/index.en.md": englishPage(),
            "components/fade-list/index.es.md": spanishPage,
            "components/fade-list/FadeList.swift": source,
            "guides/fading-rows/index.en.md": guide,
        ]
    }

    static func load(_ files: [String: String]) -> (Catalog?, [Diagnostic]) {
        let result = CatalogLoader(store: MemoryContentStore(files: files), displayRoot: "Content").load()
        return (result.catalog, result.diagnostics)
    }
}
