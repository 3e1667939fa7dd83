import TimelineFormat

/// SVG text as it is written: UTF-8 bytes appended in place, with gaps where a language's
/// words go, so one drawing serves every language.
struct SVGBuffer {
    private(set) var bytes: [UInt8] = []
    private(set) var gaps: [PreparedTimeline.Gap] = []

    mutating func reserveCapacity(_ count: Int) { bytes.reserveCapacity(count) }

    mutating func append(_ text: StaticString) { text.withUTF8Buffer { bytes.append(contentsOf: $0) } }

    /// Text already safe in XML.
    mutating func append(safe text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func write(_ markup: Markup) { bytes.append(contentsOf: markup.bytes) }

    mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }

    /// The bytes of `other` from `start` on, with the words that go in them.
    mutating func append(_ other: SVGBuffer, from start: Int = 0) {
        for gap in other.gaps where gap.offset >= start {
            gaps.append(PreparedTimeline.Gap(offset: bytes.count + gap.offset - start, slot: gap.slot))
        }
        bytes.append(contentsOf: other.bytes[start...])
    }

    /// A number as ``formatted(_:decimals:)`` writes it.
    mutating func number(_ value: Double, decimals: Int = 2) { appendNumber(value, decimals: decimals, to: &bytes) }

    /// Marks the place of words the language fills in, escaped.
    mutating func words(_ slot: WordSlot) { gaps.append(PreparedTimeline.Gap(offset: bytes.count, slot: slot)) }

    /// The bytes written since `start`, to write again.
    func written(since start: Int) -> [UInt8] { Array(bytes[start...]) }

    /// What was written since `start`, with its words, to write again.
    func fragment(since start: Int) -> SVGBuffer {
        var fragment = SVGBuffer()
        fragment.append(self, from: start)
        return fragment
    }
}
