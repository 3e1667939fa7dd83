extension String {
    /// The text with control, format and line-separator characters written as escapes (`\n`,
    /// `\r`, `\t`, `\u{1B}`), so that text read from an input cannot forge or restyle lines of
    /// a report.
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where Self.needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}

extension Character {
    /// The character as one column of a line quoted from the input: a space for whitespace,
    /// U+FFFD for a control or format character.
    package var shownInOneLine: Character {
        isWhitespace ? " " : unicodeScalars.contains(where: String.needsEscape) ? "\u{FFFD}" : self
    }
}
