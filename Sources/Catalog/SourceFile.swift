import Highlight

/// A Swift source file of a component, with its licence header read out.
package struct SourceFile: Sendable, Hashable, Codable {
    package let fileName: String
    package let text: String
    /// The SPDX identifier of its licence, such as `MIT`.
    package let license: String
    /// The copyright line without the comment marker, such as `Copyright (c) 2026 …`.
    package let copyright: String
    /// The text as highlighted HTML (spans inside no `<pre>`), made on each call: a page that
    /// shows the source highlights it when it is rendered, so that a loaded catalog (and the
    /// store) does not hold the highlighted copy of every source, several times the text.
    package var highlightedHTML: String { SwiftHighlighter.html(text) }
    /// The path diagnostics name the file by, such as `Content/components/fade/Fade.swift`.
    package var displayPath: String = ""
}
