import Testing
import TextUtilities

/// The byte checks of `NamePattern.matches` give the answers of the patterns the JSON Schema
/// publishes, read as regular expressions.
@Suite struct NamePatternTests {
    static let samples: [String] = {
        var samples = [
            "", "a", "fade-list", "-", "--", "a1", "1a", "A", "Fade", "fade_list", "fade list", "fade-list\n", "\nfade",
            "é", "ﬁ", "_", "_a", "a_", "isVisible", "x9", "9x", "a-b", "café", "ａ", "\u{0}", "a\u{0}",
            String(repeating: "a", count: 64), String(repeating: "a", count: 65), String(repeating: "z", count: 200),
        ]
        // Every two-byte text over a small alphabet with each class's edges.
        let alphabet = ["a", "z", "A", "Z", "0", "9", "-", "_", "`", "{", "@", "[", "/", ":", " ", "\n", "é"]
        for one in alphabet {
            for two in alphabet { samples.append(one + two) }
        }
        return samples
    }()

    @Test(arguments: [NamePattern.slug, NamePattern.argumentLabel])
    func byteChecksAgreeWithTheRegularExpression(_ pattern: String) throws {
        let regex = try Regex(pattern)
        for text in Self.samples {
            #expect(NamePattern.matches(text, pattern) == (text.wholeMatch(of: regex) != nil), "\(pattern) \(text.debugDescription)")
        }
    }
}
