/// Text made safe for a cell of a GitHub Markdown table.
enum MarkdownText {
    /// `|` escaped and line breaks made spaces, so that the text stays in its cell.
    static func cell(_ text: String) -> String {
        // Most text has nothing to escape: it is its own cell.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "|") || $0 == 0x0A || $0 == 0x0D }) else { return text }
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "|": result += "\\|"
            case "\n", "\r": result += " "
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// A code span long enough to hold the backticks inside it.
    static func code(_ text: String) -> String {
        let fence = text.utf8.contains(UInt8(ascii: "`")) ? "``" : "`"
        let padding = text.utf8.first == UInt8(ascii: "`") || text.utf8.last == UInt8(ascii: "`") ? " " : ""
        return fence + padding + cell(text) + padding + fence
    }

    /// Text outside code spans: `<` and `&` escaped so that a README renderer shows them.
    static func text(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") }) else { return cell(value) }
        var escaped = ""
        for character in value.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return cell(escaped)
    }
}
