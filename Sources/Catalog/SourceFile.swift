/// A Swift source file of a component, with its licence header read out and its text
/// highlighted once, at load time, like the fenced code of the pages.
public struct SourceFile: Sendable, Hashable, Codable {
    public let fileName: String
    public let text: String
    /// The SPDX identifier of its licence, such as `MIT`.
    public let license: String
    /// The copyright line without the comment marker, such as `Copyright (c) 2026 …`.
    public let copyright: String
    /// The text as highlighted HTML (spans inside no `<pre>`).
    public let highlightedHTML: String
    /// The path diagnostics name the file by, such as `Content/components/fade/Fade.swift`.
    public var displayPath: String = ""
}
