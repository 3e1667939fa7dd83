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

    /// A number as ``formatted(_:decimals:)`` writes it.
    mutating func number(_ value: Double, decimals: Int = 2) { appendNumber(value, decimals: decimals, to: &bytes) }

    /// Marks the place of words the language fills in, escaped.
    mutating func words(_ slot: WordSlot) { gaps.append(PreparedTimeline.Gap(offset: bytes.count, slot: slot)) }

    /// The bytes written since `start`, to write again.
    func written(since start: Int) -> [UInt8] { Array(bytes[start...]) }
}

/// A piece of SVG written with string interpolation straight into bytes: literals are copied
/// as they are, a `Double` is a coordinate with at most two decimals (or `decimals:`), a
/// `String` must already be safe in XML.
struct Markup: ExpressibleByStringInterpolation {
    typealias StringLiteralType = StaticString
    var bytes: [UInt8]

    init(stringLiteral value: StaticString) {
        bytes = []
        value.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    init(stringInterpolation: Interpolation) { bytes = stringInterpolation.bytes }

    struct Interpolation: StringInterpolationProtocol {
        typealias StringLiteralType = StaticString
        var bytes: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: StaticString) { literal.withUTF8Buffer { bytes.append(contentsOf: $0) } }

        mutating func appendInterpolation(_ value: Double) { appendNumber(value, decimals: 2, to: &bytes) }

        mutating func appendInterpolation(_ value: Double, decimals: Int) {
            appendNumber(value, decimals: decimals, to: &bytes)
        }

        mutating func appendInterpolation(_ value: Int) { appendNumber(Double(value), decimals: 0, to: &bytes) }

        mutating func appendInterpolation(_ text: String) { bytes.append(contentsOf: text.utf8) }
    }
}
