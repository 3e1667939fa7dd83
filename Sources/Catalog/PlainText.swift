
/// Plain text out of HTML this program rendered, for the search index.
enum PlainText {
    static func fromHTML(_ html: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(html.utf8.count)
        var inTag = false
        var entity: [UInt8] = []
        var inEntity = false
        for byte in html.utf8 {
            if inTag {
                if byte == UInt8(ascii: ">") {
                    inTag = false
                    if output.last != UInt8(ascii: " ") { output.append(UInt8(ascii: " ")) }
                }
                continue
            }
            if inEntity {
                if byte == UInt8(ascii: ";") {
                    inEntity = false
                    output += decode(entity)
                } else if entity.count < 10 {
                    entity.append(byte)
                } else {
                    inEntity = false
                    output += [UInt8(ascii: "&")] + entity
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "<"): inTag = true
            case UInt8(ascii: "&"):
                inEntity = true
                entity.removeAll(keepingCapacity: true)
            case UInt8(ascii: "\n"), UInt8(ascii: "\t"):
                if output.last != UInt8(ascii: " ") { output.append(UInt8(ascii: " ")) }
            default: output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self).trimmingSpaces
    }

    private static func decode(_ entity: [UInt8]) -> [UInt8] {
        switch String(decoding: entity, as: UTF8.self) {
        case "amp": return Array("&".utf8)
        case "lt": return Array("<".utf8)
        case "gt": return Array(">".utf8)
        case "quot": return Array("\"".utf8)
        case "#39", "apos": return Array("'".utf8)
        case let numeric where numeric.hasPrefix("#"):
            let digits = numeric.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            if let value, let scalar = Unicode.Scalar(value) { return Array(String(scalar).utf8) }
            return []
        default: return Array("&".utf8) + entity + Array(";".utf8)
        }
    }
}
