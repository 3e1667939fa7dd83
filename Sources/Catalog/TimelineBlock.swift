import TimelineFormat

/// A `timeline` block of a page, decoded.
public struct TimelineBlock: Sendable, Codable {
    public let timeline: Timeline
    /// Where the block's fence starts, for diagnostics and stable ids.
    public let line: Int
    /// What the block says its component's source should say too.
    public var sourceFacts = TimelineSourceFacts()
}
