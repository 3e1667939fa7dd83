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
    /// The description, its text and headings, the API table and the timeline, kept
    /// undecoded in the build cache until one of them is read (``Deferred``): a build that
    /// keeps the component's pages reads none of them. Decoding them was most of reading the
    /// 9,999 unchanged components of an edit build at 10,000 (`perf`).
    @Deferred private var body: Body

    public var descriptionHTML: String { body.descriptionHTML }
    /// The text of the description, for search.
    public var descriptionText: String { body.descriptionText }
    /// The description's headings as plain text, which search weighs above the body.
    public var headings: [String] { body.headings }
    public var api: APIReference { body.api }
    public var timeline: TimelineBlock? { body.timeline }
    /// Whether ``timeline`` is there, known without decoding the deferred part: a listing asks
    /// it of every card it shows, and an edit build finds most cards' stages kept.
    public let hasTimeline: Bool
    /// True when this language has no page of its own and shows the default language's.
    public let isFallback: Bool

    /// A page's body, kept as a positional record (``PositionalKept``); its timeline stays
    /// ``CompactCoding`` bytes inside it until read (a search document and the API index
    /// read the body, not the timeline).
    struct Body: Sendable, Codable, PositionalKept {
        let descriptionHTML: String
        let descriptionText: String
        let headings: [String]
        let api: APIReference
        private let keptTimeline: Deferred<TimelineBlock>?

        var timeline: TimelineBlock? { keptTimeline?.wrappedValue }

        init(
            descriptionHTML: String, descriptionText: String, headings: [String], api: APIReference,
            timeline: TimelineBlock?
        ) {
            self.descriptionHTML = descriptionHTML
            self.descriptionText = descriptionText
            self.headings = headings
            self.api = api
            keptTimeline = timeline.map { Deferred(wrappedValue: $0) }
        }

        /// What a body left in the build cache reads as when its file was changed or removed
        /// during the build (which then fails: ``LostKeptParts``).
        static let lost = Body(
            descriptionHTML: "", descriptionText: "", headings: [], api: APIReference(parameters: [], notesHTML: ""),
            timeline: nil)

        private enum CodingKeys: String, CodingKey {
            case descriptionHTML, descriptionText, headings, api, timeline
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                descriptionHTML: try container.decode(String.self, forKey: .descriptionHTML),
                descriptionText: try container.decode(String.self, forKey: .descriptionText),
                headings: try container.decode([String].self, forKey: .headings),
                api: try container.decode(APIReference.self, forKey: .api),
                timeline: try container.decodeIfPresent(TimelineBlock.self, forKey: .timeline))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(descriptionHTML, forKey: .descriptionHTML)
            try container.encode(descriptionText, forKey: .descriptionText)
            try container.encode(headings, forKey: .headings)
            try container.encode(api, forKey: .api)
            try container.encodeIfPresent(timeline, forKey: .timeline)
        }

        init(record: inout RecordReader) throws {
            descriptionHTML = try record.string()
            descriptionText = try record.string()
            headings = try record.strings()
            api = try APIReference(record: &record)
            keptTimeline = try record.bool() ? Deferred(encodedBytes: try record.bytes()) : nil
        }

        func write(into record: inout RecordWriter) throws {
            record.write(descriptionHTML)
            record.write(descriptionText)
            record.write(headings)
            api.write(into: &record)
            record.write(keptTimeline != nil)
            if let keptTimeline { record.write(bytes: try keptTimeline.encodedBytes()) }
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
                    descriptionHTML: descriptionHTML, descriptionText: descriptionText, headings: headings, api: api,
                    timeline: timeline)),
            hasTimeline: timeline != nil, isFallback: isFallback)
    }

    /// A page read back from the build cache (``KeptComponentRecord``), its body still bytes.
    init(
        language: String, path: String, title: String, summary: String, keywords: [String], origin: Origin,
        keptBody: Deferred<Body>, hasTimeline: Bool, isFallback: Bool
    ) {
        self.language = language
        self.path = path
        self.title = title
        self.summary = summary
        self.keywords = keywords
        self.origin = origin
        _body = keptBody
        self.hasTimeline = hasTimeline
        self.isFallback = isFallback
    }

    /// The deferred part as the build cache keeps it.
    var keptBody: Deferred<Body> { _body }
}
