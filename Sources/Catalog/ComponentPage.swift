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
    public let api: APIReference
    public let timeline: TimelineBlock?
    /// True when this language has no page of its own and shows the default language's.
    public let isFallback: Bool

    public var hasTimeline: Bool { timeline != nil }

    init(
        language: String, path: String, title: String, summary: String, keywords: [String], origin: Origin,
        descriptionHTML: String, descriptionText: String, headings: [String], api: APIReference,
        timeline: TimelineBlock?, isFallback: Bool
    ) {
        self.language = language
        self.path = path
        self.title = title
        self.summary = summary
        self.keywords = keywords
        self.origin = origin
        self.descriptionHTML = descriptionHTML
        self.descriptionText = descriptionText
        self.headings = headings
        self.api = api
        self.timeline = timeline
        self.isFallback = isFallback
    }
}
