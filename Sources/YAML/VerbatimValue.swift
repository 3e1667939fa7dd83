/// A value written verbatim, and what the YAML parser reads in its place: a single-quoted
/// scalar of the same width (`'xxxx'`), so that every line and column of the text stays the
/// author's and the value cannot run on into the next line.
struct VerbatimValue: Sendable {
    /// Where the value starts, 1-based, in characters as the parser counts them.
    let line: Int
    let column: Int
    /// The value as written.
    let text: String
    /// Where the value is in its line.
    let range: Range<String.Index>

    /// The text the parser reads inside the quotes that stand for the value.
    var placeholder: String { String(repeating: "x", count: text.unicodeScalars.count - 2) }

    /// The place of a value, as a dictionary key.
    var position: Position { Position(line: line, column: column) }

    struct Position: Hashable {
        let line: Int
        let column: Int
    }

    /// `text` with each value in `values` (found in `text`, in order) replaced by its stand-in.
    static func standIns(for values: [VerbatimValue], in text: String) -> String {
        guard !values.isEmpty else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var from = text.startIndex
        for value in values {
            result += text[from..<value.range.lowerBound]
            result += "'" + value.placeholder + "'"
            from = value.range.upperBound
        }
        result += text[from...]
        return result
    }
}
