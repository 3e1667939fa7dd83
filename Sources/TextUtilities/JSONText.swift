/// The one JSON writer: deterministic key order and no Foundation round trip on the hot path.
/// Strings are safe inside a `<script>` element.
package enum JSONText {
    package static func string(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 2)
        output.append(UInt8(ascii: "\""))
        // Bytes are copied as they are except the few JSON and <script> need escaped; the
        // line separators U+2028 and U+2029 (E2 80 A8/A9) are escaped for old JavaScript.
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""): output += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): output += Array(#"\\"#.utf8)
            case UInt8(ascii: "\n"): output += Array(#"\n"#.utf8)
            case UInt8(ascii: "\r"): output += Array(#"\r"#.utf8)
            case UInt8(ascii: "\t"): output += Array(#"\t"#.utf8)
            // `<` is escaped so that JSON inside a <script> can never close the element.
            case UInt8(ascii: "<"): output += Array(#"\u003c"#.utf8)
            case 0xE2
            where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                output += Array((bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8)
                index += 2
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output += Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            default: output.append(byte)
            }
            index += 1
        }
        output.append(UInt8(ascii: "\""))
        return String(decoding: output, as: UTF8.self)
    }

    /// An object with its keys in the given order.
    package static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    package static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
}
