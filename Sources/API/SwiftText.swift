import Foundation

/// The two ways a table and a source may spell the same thing differently without meaning
/// anything different.
package enum SwiftText {
    /// A type without white space and without `@escaping`, which only says how a parameter
    /// is passed: `(Card) -> CardContent` equals `(Card)->CardContent`.
    package static func normalizedType(_ type: String) -> String {
        var text = type.replacingEvery("@escaping", with: "")
        text.removeAll { $0.isWhitespace }
        return text
    }

    /// An expression without white space outside string literals and with each number
    /// literal in one spelling: `72.0`, `72` and `7_2` are one value, `0.50` and `.5`-free
    /// `0.5` another.
    package static func normalizedValue(_ value: String) -> String {
        var output = ""
        let characters = Array(value)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\"" {
                var end = index + 1
                while end < characters.count && characters[end] != "\"" {
                    end += characters[end] == "\\" ? 2 : 1
                }
                output += String(characters[index..<min(end + 1, characters.count)])
                index = end + 1
                continue
            }
            if character.isWhitespace {
                index += 1
                continue
            }
            let previous = output.last
            let startsNumber =
                character.isASCII && character.isNumber
                && !(previous.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ?? false)
            if startsNumber {
                var end = index
                while end < characters.count,
                    characters[end].isASCII
                        && (characters[end].isNumber || characters[end] == "_"
                            || (characters[end] == "." && end + 1 < characters.count && characters[end + 1].isNumber))
                {
                    end += 1
                }
                let literal = String(characters[index..<end]).filter { $0 != "_" }
                output += Double(literal).map(canonical) ?? literal
                index = end
                continue
            }
            output.append(character)
            index += 1
        }
        return output
    }

    static func canonical(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}

extension String {
    func replacingEvery(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
