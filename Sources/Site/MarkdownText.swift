/// Text made safe for a cell of a GitHub Markdown table.
enum MarkdownText {
    /// `|` escaped and line breaks made spaces, so that the text stays in its cell.
    static func cell(_ text: String) -> String {
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
        let fence = text.contains("`") ? "``" : "`"
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + padding + cell(text) + padding + fence
    }

    /// Text outside code spans: `<` and `&` escaped so that a README renderer shows them.
    static func text(_ value: String) -> String {
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
