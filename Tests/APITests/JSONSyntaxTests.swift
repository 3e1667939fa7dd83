import API
import Testing

/// The JSON scanner that tells text that is not JSON from JSON Foundation's reader cannot read.
@Suite struct JSONSyntaxTests {
    static func outcome(_ text: String) -> JSONSyntax.Outcome { JSONSyntax.check(Array(text.utf8)) }

    @Test(arguments: [
        "{}", "[]", " [ 1 , -0.5e+3, true, false, null, \"a\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\" ] ",
        "{\"a\": {\"b\": []}}",
        "0", "\"x\"", "1e999", "\u{FEFF}{}", "\"\\ud83d\\ude00\"",
        String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
    ])
    func validJSONIsValid(_ text: String) {
        #expect(Self.outcome(text) == .valid)
    }

    @Test func textThatIsNotJSONStopsAtItsFirstWrongByte() {
        let cases: [(String, Int, String)] = [
            ("", 0, "the file ends before the JSON does"),
            (String(repeating: "[", count: 100_000), 100_000, "the file ends before the JSON does"),
            (String(repeating: "[", count: 1_000) + "garbage", 1_000, "a value was expected"),
            ("{\"v\": 1e400, x", 13, "a key (a string) was expected"),
            ("{\"v\" 1}", 5, "':' was expected"),
            ("[1 2]", 3, "',' or ']' was expected"),
            ("[01]", 2, "',' or ']' was expected"),
            ("[1.]", 3, "a digit was expected after '.'"),
            ("[-]", 2, "a digit was expected"),
            ("[1e]", 3, "a digit was expected in the exponent"),
            ("{} {}", 3, "text follows the JSON value"),
            ("[\"a\nb\"]", 3, "a control character stands unescaped in a string"),
            ("[\"\\x\"]", 2, "an unknown escape in a string"),
            ("[\"\\u12g4\"]", 2, "'\\u' is not followed by four hexadecimal digits"),
            ("[\"\\u+123\"]", 2, "'\\u' is not followed by four hexadecimal digits"),
            ("[\"abc", 5, "the file ends inside a string"),
            ("[tru]", 1, "a value was expected"),
            ("[1,]", 3, "a value was expected"),
            ("{\"a\": 1,}", 8, "a key (a string) was expected"),
        ]
        for (text, offset, problem) in cases {
            #expect(Self.outcome(text) == .invalid(offset: offset, problem: problem), "\(text.prefix(30))")
        }
    }

    @Test func aLoneSurrogateIsValidJSONButNoCharacter() {
        #expect(Self.outcome("[\"a\\ud800b\"]") == .loneSurrogate(offset: 3, escape: "\\ud800"))
        #expect(Self.outcome("[\"\\udc00\"]") == .loneSurrogate(offset: 2, escape: "\\udc00"))
        #expect(Self.outcome("[\"\\ud800\\ud800\\udc00\"]") == .loneSurrogate(offset: 2, escape: "\\ud800"))
        // Not JSON wins over a lone surrogate seen before.
        #expect(Self.outcome("[\"\\ud800\" x") == .invalid(offset: 10, problem: "',' or ']' was expected"))
    }

    @Test func positionsCountLinesAndUnicodeScalars() {
        let bytes = Array("{\n  \"é\": x".utf8)
        #expect(JSONSyntax.position(of: bytes.count - 1, in: bytes) == (line: 2, column: 8))
    }
}
