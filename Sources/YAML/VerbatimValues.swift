/// Values written unquoted in the syntax of another language, which YAML alone would misread:
/// in `animation: .spring(duration: 0.45)`, the `: ` inside the Swift expression would start a
/// mapping.
///
/// A value is read verbatim when it stands on the line of its key in a block mapping
/// (`key: value`, or `- key: value` in a list), after at least one space, and starts with one of
/// ``starts``. It runs to the end of the line, or to a ` #` comment, without its trailing
/// spaces. Its node is a plain scalar holding the text as written, at the line and column of its
/// first character. Any other value (quoted, a list, one of another start or of one character)
/// is YAML as usual, and so is a line that turns out to be inside a multi-line scalar.
package struct VerbatimValues: Sendable, Hashable {
    /// The keys whose values may be written verbatim.
    package let keys: [String]
    /// How a verbatim value starts, such as `.` for `.smooth`.
    package let starts: [String]

    /// Values of `keys` that start with one of `starts`.
    package init(keys: [String], starts: [String]) {
        self.keys = keys
        self.starts = starts
    }

    /// No value is verbatim: the text is YAML as it is.
    package static let none = VerbatimValues(keys: [], starts: [])

    /// The verbatim values of `text`, in the order of the text.
    func values(in text: String) -> [VerbatimValue] {
        guard !keys.isEmpty else { return [] }
        var found: [VerbatimValue] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let value = value(in: line, number: index + 1) { found.append(value) }
        }
        return found
    }

    /// The verbatim value of one line, if it has one.
    private func value(in line: Substring, number: Int) -> VerbatimValue? {
        var rest = line
        // Indentation, and the dashes of list items.
        while let first = rest.first, first == " " || first == "-" {
            if first == "-" {
                guard rest.dropFirst().first == " " else { break }
                rest = rest.dropFirst(2)
            } else {
                rest = rest.dropFirst()
            }
        }
        guard let key = keys.first(where: { rest.hasPrefix($0 + ":") }) else { return nil }
        rest = rest.dropFirst(key.count + 1)
        let afterColon = rest
        rest = rest.drop { $0 == " " }
        guard rest.startIndex != afterColon.startIndex, starts.contains(where: { rest.hasPrefix($0) }) else {
            return nil
        }
        // A comment starts at the first ` #`.
        if let space = zip(rest.indices, rest.dropFirst()).first(where: { rest[$0.0] == " " && $0.1 == "#" })?.0 {
            rest = rest[..<space]
        }
        while let last = rest.last, last == " " || last == "\r" { rest = rest.dropLast() }
        let width = rest.unicodeScalars.count
        guard width >= 2 else { return nil }
        let column = line.unicodeScalars[..<rest.startIndex].count + 1
        return VerbatimValue(line: number, column: column, text: String(rest), range: rest.startIndex..<rest.endIndex)
    }
}
