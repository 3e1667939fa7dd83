/// Text safe inside XML content and attribute values.
func escaped(_ text: String) -> String {
    let special: (UInt8) -> Bool = { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }
    guard text.utf8.contains(where: special) else { return text }
    var result = ""
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        default: result.append(character)
        }
    }
    return result
}

/// Text cut to `limit` characters with an ellipsis.
func truncated(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
}
