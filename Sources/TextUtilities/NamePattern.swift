/// The patterns names are checked against, as the published JSON Schema states them.
package enum NamePattern {
    /// A component's slug.
    package static let slug = "^[a-z0-9-]{1,64}$"
    /// A parameter's argument label: a Swift identifier in ASCII.
    package static let argumentLabel = "^[A-Za-z_][A-Za-z0-9_]*$"

    /// Whether the whole of `text` matches `pattern`, one of the above. Checked byte by byte:
    /// a `Regex` is parsed each time it is made, which cost a build more than all its parsing
    /// of Markdown. `NamePatternTests` holds the two to the same answers.
    package static func matches(_ text: String, _ pattern: String) -> Bool {
        let bytes = text.utf8
        switch pattern {
        case slug:
            return (1...64).contains(bytes.count) && bytes.allSatisfy { isLower($0) || isDigit($0) || $0 == 0x2D }
        case argumentLabel:
            guard let first = bytes.first, isLetter(first) || first == 0x5F else { return false }
            return bytes.allSatisfy { isLetter($0) || isDigit($0) || $0 == 0x5F }
        default:
            return (try? Regex(pattern)).map { text.wholeMatch(of: $0) != nil } ?? false
        }
    }

    private static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { isLower(byte) || (0x41...0x5A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
