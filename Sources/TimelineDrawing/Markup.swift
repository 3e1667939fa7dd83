import TimelineFormat

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
