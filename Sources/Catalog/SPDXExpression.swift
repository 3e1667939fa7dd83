import TextUtilities

/// An SPDX licence expression (SPDX 2.3, annex D): licence identifiers, `+`, `LicenseRef-`,
/// `WITH` an exception, `AND`, `OR` and parentheses, checked against an ``SPDXLicenseList``.
/// Operators are matched as written (upper case); identifiers and exceptions whatever their
/// case, as the annex asks, and written back in the list's spelling. `WITH` follows a licence,
/// never a parenthesized expression.
struct SPDXExpression {
    /// What is wrong, at a column of the expression (from 1).
    struct Problem: Error, Equatable {
        let message: String
        let column: Int
        var suggestion: String? = nil
    }

    /// How deep parentheses may nest: the parser recurses once per level.
    static let maximumNesting = 32
    static let operators: Set<Substring> = ["AND", "OR", "WITH"]

    let tokens: [(text: Substring, column: Int)]
    let end: Int
    let list: SPDXLicenseList
    var position = 0
    /// Identifiers written in another case than the list's, with the list's spelling.
    var respelled: [(range: Range<String.Index>, spelling: String)] = []

    /// The problem with `text`, or nil when it is a valid expression.
    static func problem(in text: String, list: SPDXLicenseList) -> Problem? {
        if case .failure(let problem) = check(text, list: list) { return problem }
        return nil
    }

    /// `text` with every identifier in the list's spelling, or the problem with it.
    static func check(_ text: String, list: SPDXLicenseList) -> Result<String, Problem> {
        var tokens: [(text: Substring, column: Int)] = []
        var index = text.startIndex
        var column = 1
        while index < text.endIndex {
            let character = text[index]
            var next = text.index(after: index)
            if character == "(" || character == ")" {
                tokens.append((text[index..<next], column))
            } else if !character.isWhitespace {
                while next < text.endIndex, !text[next].isWhitespace, text[next] != "(", text[next] != ")" {
                    next = text.index(after: next)
                }
                let word = text[index..<next]
                if let bad = word.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || "-.+:".contains($0))) })
                {
                    return .failure(Problem(message: "a licence expression cannot hold '\(bad)'", column: column))
                }
                tokens.append((word, column))
            }
            column += text[index..<next].count
            index = next
        }
        var parser = SPDXExpression(tokens: tokens, end: column, list: list)
        do throws(Problem) {
            try parser.anyOf(depth: 0)
            if let extra = parser.peek {
                throw Problem(message: "expected AND, OR or WITH, found '\(extra.text)'", column: extra.column)
            }
        } catch {
            return .failure(error)
        }
        var spelled = text
        for (range, spelling) in parser.respelled.reversed() { spelled.replaceSubrange(range, with: spelling) }
        return .success(spelled)
    }

    var peek: (text: Substring, column: Int)? { position < tokens.count ? tokens[position] : nil }

    mutating func take(_ word: Substring) -> Bool {
        guard peek?.text == word else { return false }
        position += 1
        return true
    }

    mutating func anyOf(depth: Int) throws(Problem) {
        repeat { try allOf(depth: depth) } while take("OR")
    }

    mutating func allOf(depth: Int) throws(Problem) {
        repeat { try term(depth: depth) } while take("AND")
    }

    mutating func term(depth: Int) throws(Problem) {
        guard let token = peek else {
            throw Problem(message: "the licence expression ends where a licence is expected", column: end)
        }
        position += 1
        if token.text == "(" {
            guard depth < Self.maximumNesting else {
                throw Problem(message: "parentheses nest more than \(Self.maximumNesting) deep", column: token.column)
            }
            try anyOf(depth: depth + 1)
            guard take(")") else { throw Problem(message: "'(' is not closed", column: token.column) }
            if let with = peek, with.text == "WITH" {
                throw Problem(
                    message: "WITH follows a licence, not a parenthesized expression; write the exception inside",
                    column: with.column)
            }
            return
        }
        try licence(token)
        guard take("WITH") else { return }
        guard let exception = peek, !Self.operators.contains(exception.text), exception.text != "(",
            exception.text != ")"
        else {
            throw Problem(message: "WITH must be followed by an SPDX exception", column: peek?.column ?? end)
        }
        position += 1
        guard let spelling = list.exceptionByLowercase[exception.text.lowercased()] else {
            throw Problem(
                message: "'\(exception.text)' is not an SPDX licence exception", column: exception.column,
                suggestion: closestName(to: String(exception.text), among: Array(list.exceptions)))
        }
        respell(exception.text, as: spelling)
    }

    mutating func respell(_ written: Substring, as spelling: String) {
        if written != spelling { respelled.append((written.startIndex..<written.endIndex, spelling)) }
    }

    mutating func licence(_ token: (text: Substring, column: Int)) throws(Problem) {
        let text = token.text
        if Self.operators.contains(text) || text == ")" {
            throw Problem(message: "expected a licence, found '\(text)'", column: token.column)
        }
        let reference = text.split(separator: ":", omittingEmptySubsequences: false)
        if let last = reference.last, last.hasPrefix("LicenseRef-"), last.count > 11, !last.contains("+"),
            reference.count == 1
                || (reference.count == 2 && reference[0].hasPrefix("DocumentRef-") && reference[0].count > 12)
        {
            return
        }
        let identifier = text.hasSuffix("+") ? text.dropLast() : text
        if let spelling = list.licenseByLowercase[identifier.lowercased()] {
            respell(identifier, as: spelling)
            return
        }
        throw Problem(
            message: "'\(text)' is not an SPDX licence identifier", column: token.column,
            suggestion: closestName(to: String(identifier), among: Array(list.licenses)))
    }
}
