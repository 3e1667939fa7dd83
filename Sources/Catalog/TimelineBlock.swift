import TimelineFormat

/// A `timeline` block of a page, decoded.
package struct TimelineBlock: Sendable, Codable {
    package let timeline: Timeline
    /// Where the block's fence starts, for diagnostics and stable ids.
    package let line: Int
    /// What the block says its component's source should say too.
    package var sourceFacts = TimelineSourceFacts()
    /// The digest of the block's text, of which ``timeline`` is a function: equal digests,
    /// equal timelines.
    package let digest: UInt64
}
