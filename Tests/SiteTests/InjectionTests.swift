import Foundation
import TestSupport
import Markdown
import Testing

/// Text written by content authors never becomes live markup in the output.
@Test func injectionPayloadsInContentStayText() throws {
    let folder = TemporaryFolder()
    folder.copy(Repository.content + "/site.yml", to: "site.yml")
    try FileManager.default.createDirectory(atPath: folder.path + "/Content", withIntermediateDirectories: true)
    try FileManager.default.moveItem(atPath: folder.path + "/site.yml", toPath: folder.path + "/Content/site.yml")
    let script = "<script>alert(1)</script>"
    let attribute = "\\\" onmouseover=\\\"x"
    folder.write(
        "Content/components/payload/index.en.md",
        """
        ---
        title: "Evil \(script) title \(attribute)"
        summary: "Summary \(script) and \(attribute)"
        category: transitions
        level: beginner
        platforms: [iOS 18.0+]
        origin: { inspired-by: "\(script)" }
        keywords: ["\(script)", "\(attribute)", "javascript:alert(1)"]
        ---

        Text with \(script) inline and a [link](javascript:alert(1)) and <img src=x onerror=alert(1)>.

        <script>alert(2)</script>

        ```timeline
        stage: single
        items: 1
        animation: .smooth
        changes: { opacity: [0, 1] }
        reduce-motion: fade
        ```

        ## API

        | Parameter | Type | Default | Description |
        |---|---|---|---|
        | `items` | `" onmouseover="x` | `<b>` | <script>alert(3)</script> [x](javascript:alert(1)) |

        """)
    folder.write(
        "Content/components/payload/Payload.swift",
        """
        // SPDX-License-Identifier: MIT
        // Copyright (c) 2026 <script>alert(1)</script>

        let text = "<script>alert(1)</script>"

        """)
    // The payload's table describes no Swift type: the drift check is not what is tested here. A
    // parameter's name must be an ASCII identifier (`api.invalid-name`), so it holds no payload.
    let report = build(content: folder.path + "/Content", output: folder.path + "/Public", checkSwift: false)
    #expect(report.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
    var pagesChecked = 0
    for (path, data) in snapshot(folder.path + "/Public") where !path.hasSuffix(".swift") {
        var text = String(decoding: data, as: UTF8.self)
        if path.hasSuffix(".md") {
            // Published Markdown is pasted into READMEs: check what a renderer that allows raw HTML makes of it.
            text = MarkdownRenderer.html(text, options: MarkdownOptions(allowsRawHTML: true))
        }
        #expect(!text.contains("<script>alert"), "\(path) holds a live script")
        #expect(!text.contains("\" onmouseover=\"x"), "\(path) holds an injected attribute")
        #expect(!text.contains("href=\"javascript:"), "\(path) holds a javascript: link")
        #expect(!text.contains("<img src=x"), "\(path) holds raw HTML from Markdown")
        #expect(!text.contains("<b>"), "\(path) holds markup from a table cell")
        if path.hasSuffix(".html") { pagesChecked += 1 }
    }
    #expect(pagesChecked >= 10)
    let page = String(
        decoding: FileManager.default.contents(atPath: folder.path + "/Public/components/payload.html") ?? Data(),
        as: UTF8.self)
    #expect(page.contains("Evil &lt;script&gt;alert(1)&lt;/script&gt; title"))
}

@Test func jsonStringsSurviveARoundTrip() throws {
    let tricky = "quote \" backslash \\ newline \n tab \t bell \u{07} </script> línea\u{2028}fin ñ 🎉"
    let json = "[" + JSONTextProbe.encode(tricky) + "]"
    #expect(!json.contains("</script>"))
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
    #expect(decoded == [tricky])
}
