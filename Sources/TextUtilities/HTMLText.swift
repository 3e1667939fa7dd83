/// The one HTML escaper: text and attribute values alike, with `'` as `&#39;` (understood by
/// HTML, XML and SVG).
package enum HTMLText {
    package static let ampersand: [UInt8] = Array("&amp;".utf8)
    package static let lessThan: [UInt8] = Array("&lt;".utf8)
    package static let greaterThan: [UInt8] = Array("&gt;".utf8)
    package static let quote: [UInt8] = Array("&quot;".utf8)
    package static let apostrophe: [UInt8] = Array("&#39;".utf8)

    /// The entity that stands for `byte`, or nil when the byte is written as it is.
    @inline(__always)
    package static func entity(for byte: UInt8) -> [UInt8]? {
        switch byte {
        case UInt8(ascii: "&"): ampersand
        case UInt8(ascii: "<"): lessThan
        case UInt8(ascii: ">"): greaterThan
        case UInt8(ascii: "\""): quote
        case UInt8(ascii: "'"): apostrophe
        default: nil
        }
    }

    /// Appends the bytes to `output`, escaped, copying runs that need no escaping at once.
    package static func append(escaping bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var runStart = 0
        for index in 0..<bytes.count {
            guard let entity = entity(for: bytes[index]) else { continue }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            output.append(contentsOf: entity)
            runStart = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }

    /// The text escaped; the same text when nothing in it needs escaping.
    package static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { entity(for: $0) != nil }) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        var text = text
        text.withUTF8 { append(escaping: $0, to: &output) }
        return String(decoding: output, as: UTF8.self)
    }
}
