import TextUtilities
import TimelineFormat

/// A component's page in one language.
public struct ComponentPage: Sendable, Codable {
    public let language: String
    /// The content file, relative to the content folder.
    public let path: String
    public let title: String
    public let summary: String
    public let keywords: [String]
    public let origin: Origin
    public let descriptionHTML: String
    /// The text of the description, for search.
    public let descriptionText: String
    /// The description's headings as plain text, which search weighs above the body.
    public let headings: [String]
    /// Both kept undecoded in the build cache until read (``Deferred``): a build that keeps
    /// the component's pages reads neither.
    @Deferred public var api: APIReference
    @Deferred public var timeline: TimelineBlock?
    /// True when this language has no page of its own and shows the default language's.
    public let isFallback: Bool
}
