import TextUtilities
import TimelineFormat

/// A component's page in one language.
package struct ComponentPage: Sendable, Codable {
    package let language: String
    /// The content file, relative to the content folder.
    package let path: String
    package let title: String
    package let summary: String
    package let keywords: [String]
    package let origin: Origin
    package let descriptionHTML: String
    /// The text of the description, for search.
    package let descriptionText: String
    /// The description's headings as plain text, which search weighs above the body.
    package let headings: [String]
    package let api: APIReference
    package let timeline: TimelineBlock?
    /// True when this language has no page of its own and shows the default language's.
    package let isFallback: Bool

    package var hasTimeline: Bool { timeline != nil }

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
