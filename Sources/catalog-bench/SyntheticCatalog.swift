import Foundation

// The synthetic catalogs the bench builds, and the same pages as a Hugo site.

let categories = ["transitions", "feedback", "lists", "navigation"]
let levels = ["beginner", "intermediate", "advanced"]
let animations = [
    ".smooth(duration: 0.45)", ".spring(duration: 0.5, bounce: 0.3)", ".snappy", ".easeOut(duration: 0.3)",
    ".bouncy(duration: 0.6, extraBounce: 0.1)", ".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)",
]
let words = """
    row list card stack spring delay offset opacity scale view state binding gesture drag tap
    appear insert remove navigation push sheet toast badge pulse shake field grid tile radial
    column section header footer motion timing curve settle bounce response damping progress
    """.split(whereSeparator: \.isWhitespace).map(String.init)

func sentence(_ seed: Int, length: Int) -> String {
    var parts: [String] = []
    for index in 0..<length { parts.append(words[(seed &* 31 &+ index &* 17) % words.count]) }
    return parts.joined(separator: " ").prefix(1).uppercased() + parts.joined(separator: " ").dropFirst() + "."
}

func page(_ number: Int, language: String) -> String {
    let title = "Synthetic Component \(number)"
    let facts =
        language == "en"
        ? "category: \(categories[number % categories.count])\nlevel: \(levels[number % levels.count])\nplatforms: [iOS 18.0+, macOS 15.0+]\n"
        : ""
    var text = """
        ---
        title: \(title) \(language == "es" ? "(es)" : "")
        summary: \(sentence(number, length: 12))
        \(facts)origin: original
        keywords: [\(words[number % words.count]), \(words[(number + 3) % words.count]), synthetic, component \(number)]
        ---

        """
    for paragraph in 0..<4 {
        text +=
            "\(sentence(number + paragraph, length: 18)) Use `value(\(paragraph))` with **care** and _intent_. \(sentence(number * 7 + paragraph, length: 22)) See [the guide](https://example.org/\(number)).\n\n"
    }
    if language == "en" {
        text += """
            ```timeline
            stage: list
            items: \(3 + number % 6)
            animation: \(animations[number % animations.count])
            stagger: { step: 0.05, cap: 0.4 }
            changes: { opacity: [0, 1], offset-y: [20, 0] }
            reduce-motion: fade
            ```


            """
    }
    text += """
        ## API

        | Parameter | Type | Default | Description |
        |---|---|---|---|
        | `items` | `[Item]` | required | \(sentence(number, length: 8)) |
        | `spacing` | `CGFloat` | `12` | \(sentence(number + 1, length: 9)) |
        | `travel` | `CGFloat` | `28` | \(sentence(number + 2, length: 7)) |
        | `animation` | `Animation` | `\(animations[number % animations.count])` | \(sentence(number + 3, length: 10)) |
        | `row` | `(Item) -> Row` | required | \(sentence(number + 4, length: 6)) |

        """
    return text
}

func source(_ number: Int) -> String {
    var text = """
        // SPDX-License-Identifier: MIT
        // Copyright (c) 2026 SwiftUI Motion Catalog contributors

        import SwiftUI

        /// A synthetic component for benchmarks.
        struct SyntheticComponent\(number)<Item: Identifiable, Row: View>: View {
            let items: [Item]
            var spacing: CGFloat = 12
            var travel: CGFloat = 28
            var animation: Animation = \(animations[number % animations.count])
            @ViewBuilder var row: (Item) -> Row
            @State private var isVisible = false
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion

            var body: some View {
                VStack(spacing: spacing) {
                    ForEach(Array(items.enumerated()), id: \\.element.id) { index, item in
                        row(item)
                            .opacity(isVisible ? 1 : 0)
                            .offset(y: isVisible || reduceMotion ? 0 : travel)
                            .animation(animation.delay(min(Double(index) * 0.05, 0.4)), value: isVisible)
                    }
                }
                .onAppear { isVisible = true }
            }
        }

        """
    for helper in 0..<6 {
        text += """
            // A helper that keeps the file about the size of a real component.
            private func helper\(helper)(_ value: Double) -> Double {
                let scaled = value * \(helper + 1).5 + Double("\(number)".count)
                return scaled > 100 ? scaled / 2 : scaled
            }

            """
    }
    return text
}

/// - Parameter socialCards: `site.yml` asks for the social cards (`rsvg-convert`).
func generate(size: Int, into folder: String, socialCards: Bool = false) throws {
    let content = folder + "/Content"
    let site = """
        title: { en: Synthetic Catalog, es: Catálogo sintético }
        description: { en: A generated catalog for benchmarks., es: Un catálogo generado para medir. }
        base-url: https://bench.example.org/
        social-cards: \(socialCards)
        languages:
          - { code: en, name: English }
          - { code: es, name: Español }
        categories:
        \(categories.map { "  - { slug: \($0), name: { en: \($0.capitalized), es: \($0.capitalized) }, summary: { en: About \($0)., es: Sobre \($0). } }" }.joined(separator: "\n"))
        levels:
        \(levels.map { "  - { slug: \($0), name: { en: \($0.capitalized), es: \($0.capitalized) } }" }.joined(separator: "\n"))

        """
    try FileManager.default.createDirectory(atPath: content + "/components", withIntermediateDirectories: true)
    try Data(site.utf8).write(to: URL(fileURLWithPath: content + "/site.yml"))
    for number in 0..<size {
        let slug = "synthetic-\(number)"
        let dir = content + "/components/" + slug
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data(page(number, language: "en").utf8).write(to: URL(fileURLWithPath: dir + "/index.en.md"))
        try Data(page(number, language: "es").utf8).write(to: URL(fileURLWithPath: dir + "/index.es.md"))
        try Data(source(number).utf8).write(to: URL(fileURLWithPath: dir + "/SyntheticComponent\(number).swift"))
    }
}

/// The same pages as a Hugo site: the page bundles copied as they are, a two-language config
/// and the smallest layouts that render every page.
func generateHugoSite(into folder: String) throws {
    let hugo = folder + "/hugo"
    let files: [String: String] = [
        "hugo.toml": """
        baseURL = "https://bench.example.org/"
        title = "Synthetic Catalog"
        defaultContentLanguage = "en"
        disableKinds = ["taxonomy", "term", "RSS"]
        [languages.en]
        weight = 1
        [languages.es]
        weight = 2
        [markup.goldmark.renderer]
        unsafe = false

        """,
        "layouts/_default/baseof.html": """
        <!DOCTYPE html><html lang="{{ .Language.Lang }}"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
        <body><header><a href="{{ "" | relLangURL }}">{{ .Site.Title }}</a></header><main>{{ block "main" . }}{{ end }}</main></body></html>

        """,
        "layouts/_default/single.html": """
        {{ define "main" }}<h1>{{ .Title }}</h1><p>{{ .Params.summary }}</p>{{ .Content }}
        {{ range .Resources }}<a href="{{ .RelPermalink }}" download>{{ .Name }}</a>{{ end }}{{ end }}

        """,
        "layouts/_default/list.html": """
        {{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> {{ .Params.summary }}</li>{{ end }}</ul>{{ end }}

        """,
    ]
    for (path, text) in files {
        let url = URL(fileURLWithPath: hugo + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(atPath: hugo + "/content", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: folder + "/Content/components", toPath: hugo + "/content/components")
}
