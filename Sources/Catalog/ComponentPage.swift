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
    /// The description, its text and headings and the API table (its *body*), kept undecoded
    /// in the build cache until one of them is read (``Deferred``): a build that keeps the
    /// component's pages reads none of them. Decoding them was most of reading the 9,999
    /// unchanged components of an edit build at 10,000 (`perf`).
    @Deferred private var body: Body
    /// The timeline, a part of its own: the body is read by the page, its search document
    /// and the API index; the timeline by the page and its card.
    /// (Optional inside: a part that could not be read back reads as none.)
    private let keptTimeline: Deferred<TimelineBlock?>?

    public var descriptionHTML: String { body.descriptionHTML }
    /// The text of the description, for search.
    public var descriptionText: String { body.descriptionText }
    /// The description's headings as plain text, which search weighs above the body.
    public var headings: [String] { body.headings }
    public var api: APIReference { body.api }
    public var timeline: TimelineBlock? { keptTimeline?.wrappedValue ?? nil }
    /// Whether ``timeline`` is there, known without decoding it: a listing asks it of every
    /// card it shows, and an edit build finds most cards' stages kept.
    public var hasTimeline: Bool { keptTimeline != nil }
    /// True when this language has no page of its own and shows the default language's.
    public let isFallback: Bool

    /// A page's body, kept as a positional record (``PositionalKept``).
    struct Body: Sendable, Codable, PositionalKept {
        let descriptionHTML: String
        let descriptionText: String
        let headings: [String]
        let api: APIReference

        init(descriptionHTML: String, descriptionText: String, headings: [String], api: APIReference) {
            self.descriptionHTML = descriptionHTML
            self.descriptionText = descriptionText
            self.headings = headings
            self.api = api
        }

        /// What a body left in the build cache reads as when its file was changed or removed
        /// during the build (which then fails: ``LostKeptParts``).
        static let lost = Body(
            descriptionHTML: "", descriptionText: "", headings: [], api: APIReference(parameters: [], notesHTML: ""))

        init(record: inout RecordReader) throws {
            descriptionHTML = try record.string()
            descriptionText = try record.string()
            headings = try record.strings()
            api = try APIReference(record: &record)
        }

        func write(into record: inout RecordWriter) {
            record.write(descriptionHTML)
            record.write(descriptionText)
            record.write(headings)
            api.write(into: &record)
        }
    }

    init(
        language: String, path: String, title: String, summary: String, keywords: [String], origin: Origin,
        descriptionHTML: String, descriptionText: String, headings: [String], api: APIReference,
        timeline: TimelineBlock?, isFallback: Bool
    ) {
        self.init(
            language: language, path: path, title: title, summary: summary, keywords: keywords, origin: origin,
            keptBody: Deferred(
                wrappedValue: Body(
                    descriptionHTML: descriptionHTML, descriptionText: descriptionText, headings: headings, api: api)),
            keptTimeline: timeline.map { Deferred(wrappedValue: $0) }, isFallback: isFallback)
    }

    /// A page read back from the build cache (``KeptComponentRecord``), its body and timeline
    /// still bytes.
    init(
        language: String, path: String, title: String, summary: String, keywords: [String], origin: Origin,
        keptBody: Deferred<Body>, keptTimeline: Deferred<TimelineBlock?>?, isFallback: Bool
    ) {
        self.language = language
        self.path = path
        self.title = title
        self.summary = summary
        self.keywords = keywords
        self.origin = origin
        _body = keptBody
        self.keptTimeline = keptTimeline
        self.isFallback = isFallback
    }

    /// The deferred parts as the build cache keeps them.
    var keptBody: Deferred<Body> { _body }
    var keptTimelinePart: Deferred<TimelineBlock?>? { keptTimeline }
}
