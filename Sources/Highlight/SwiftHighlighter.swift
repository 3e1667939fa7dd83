/// Build-time syntax highlighting for Swift source, as HTML.
///
/// The output is the source, HTML-escaped, with tokens wrapped in `<span class="…">`:
///
/// | Class  | Tokens                                                            |
/// |--------|-------------------------------------------------------------------|
/// | `kw`   | keywords, including contextual ones such as `some` and `await`    |
/// | `str`  | string literals, multi-line and raw ones included; the code inside `\(…)` is highlighted as code |
/// | `num`  | number literals                                                   |
/// | `com`  | line, block (nested) and documentation comments                   |
/// | `type` | identifiers that start with an uppercase letter                   |
/// | `attr` | attributes such as `@State`                                       |
/// | `dir`  | `#` directives and macros such as `#Preview` and `#if`            |
/// | `mem`  | members named after a dot, such as `.padding`                     |
///
/// Every character of the source appears once, in order: removing the tags and unescaping
/// `&amp; &lt; &gt; &quot;` gives the source back. The scan is one pass over the UTF-8 bytes,
/// so a few hundred lines take microseconds.
public enum SwiftHighlighter {
    /// Highlights `source` and returns HTML for the inside of a `<pre><code>` element.
    public static func html(_ source: String) -> String {
        var source = source
        return source.withUTF8 { bytes in
            var scanner = Scanner(bytes)
            scanner.run()
            return String(decoding: scanner.output, as: UTF8.self)
        }
    }
}

/// A token class, named by its CSS class.
private enum TokenClass {
    case keyword, string, number, comment, type, attribute, directive, member

    var openingTag: StaticString {
        switch self {
        case .keyword: return "<span class=\"kw\">"
        case .string: return "<span class=\"str\">"
        case .number: return "<span class=\"num\">"
        case .comment: return "<span class=\"com\">"
        case .type: return "<span class=\"type\">"
        case .attribute: return "<span class=\"attr\">"
        case .directive: return "<span class=\"dir\">"
        case .member: return "<span class=\"mem\">"
        }
    }
}

/// A word of up to 16 bytes packed into two integers, so comparing words allocates nothing.
private struct Word: Equatable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for (offset, byte) in bytes.prefix(16).enumerated() {
            if offset < 8 {
                low |= UInt64(byte) << (8 * UInt64(offset))
            } else {
                high |= UInt64(byte) << (8 * UInt64(offset - 8))
            }
        }
    }
}

/// Words grouped by length: a lookup packs the candidate once and compares it with the few
/// words of its length.
private struct WordList {
    private let byLength: [[Word]]

    init(_ words: [String]) {
        var byLength = [[Word]](repeating: [], count: 17)
        for word in words { byLength[word.utf8.count].append(Word(word.utf8)) }
        self.byLength = byLength
    }

    func contains(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard bytes.count < byLength.count else { return false }
        let candidates = byLength[bytes.count]
        return !candidates.isEmpty && candidates.contains(Word(bytes))
    }
}

/// Swift's keywords, and the contextual keywords that read as keywords in SwiftUI code.
private let keywords = WordList(
    [
        // Declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "package", "macro",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try",
        // Contextual
        "actor", "any", "async", "convenience", "didSet", "dynamic", "final", "get", "indirect",
        "lazy", "mutating", "nonisolated", "nonmutating", "optional", "override", "required",
        "set", "some", "unowned", "weak", "willSet", "consuming", "borrowing", "sending", "each",
    ])

/// After a dot these are still keywords (`x.self`, `.init(…)`, `T.Type`); any other word there
/// is a member, even a keyword such as `.default`.
private let keywordsAfterDot = WordList(["self", "init", "Type", "Protocol"])

/// How a string literal is delimited: `"` or `"""`, after `#` repeated `hashes` times.
private struct StringDelimiter {
    let isMultiline: Bool
    let hashes: Int
}

private struct Scanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var output: [UInt8] = []
    // Copies of the global lists, so the scanning loop does not check their lazy
    // initialization on every word.
    private let keywordList = keywords
    private let keywordAfterDotList = keywordsAfterDot
    private var index = 0
    /// Strings whose `\(…)` is being scanned, innermost last, with the parentheses opened
    /// inside the interpolation so far.
    private var interpolations: [(string: StringDelimiter, parentheses: Int)] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        output.reserveCapacity(bytes.count + bytes.count / 2 + 64)
    }

    mutating func run() {
        while index < bytes.count {
            scanCodeToken()
        }
    }

    // MARK: Code

    private mutating func scanCodeToken() {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            scanLineComment()
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            scanBlockComment()
        case UInt8(ascii: "\""):
            scanString(hashes: 0)
        case UInt8(ascii: "#"):
            scanHash()
        case UInt8(ascii: "@") where isIdentifierStart(peek(1)):
            let start = index
            index += 1
            skipIdentifier()
            emit(start..<index, as: .attribute)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            scanNumber()
        case UInt8(ascii: "`"):
            scanEscapedIdentifier()
        case _ where isIdentifierStart(byte):
            scanIdentifier()
        case UInt8(ascii: "("):
            if !interpolations.isEmpty { interpolations[interpolations.count - 1].parentheses += 1 }
            emitPlain(byte)
            index += 1
        case UInt8(ascii: ")"):
            if let interpolation = interpolations.last {
                if interpolation.parentheses == 0 {
                    // The `)` that closes `\(`: back inside the string.
                    interpolations.removeLast()
                    append(TokenClass.string.openingTag)
                    emitPlain(byte)
                    index += 1
                    scanStringBody(interpolation.string)
                    return
                }
                interpolations[interpolations.count - 1].parentheses -= 1
            }
            emitPlain(byte)
            index += 1
        default:
            emitPlain(byte)
            index += 1
        }
    }

    private mutating func scanIdentifier() {
        let start = index
        let afterDot =
            start > 0 && bytes[start - 1] == UInt8(ascii: ".")
            && !(start > 1 && bytes[start - 2] == UInt8(ascii: "."))
        skipIdentifier()
        let word = bytes[start..<index]
        let startsUppercase = isUppercase(bytes[start])
        let tokenClass: TokenClass?
        if afterDot {
            tokenClass =
                keywordAfterDotList.contains(word) ? .keyword : startsUppercase ? .type : .member
        } else if keywordList.contains(word) {
            tokenClass = .keyword
        } else if startsUppercase {
            tokenClass = .type
        } else {
            tokenClass = nil
        }
        emit(start..<index, as: tokenClass)
    }

    /// `` `default` `` is an identifier, never a keyword.
    private mutating func scanEscapedIdentifier() {
        let start = index
        index += 1
        skipIdentifier()
        if peek(0) == UInt8(ascii: "`") { index += 1 }
        emit(start..<index, as: nil)
    }

    /// `#` starts a raw string (`#"…"#`), a directive or macro (`#if`, `#Preview`), or is plain.
    private mutating func scanHash() {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if peek(hashes) == UInt8(ascii: "\"") {
            scanString(hashes: hashes)
        } else if hashes == 1, isIdentifierStart(peek(1)) {
            let start = index
            index += 1
            skipIdentifier()
            emit(start..<index, as: .directive)
        } else {
            for _ in 0..<hashes { emitPlain(UInt8(ascii: "#")) }
            index += hashes
        }
    }

    private mutating func scanNumber() {
        let start = index
        let isHex = bytes[index] == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        func skipDigits(_ scanner: inout Scanner) {
            while scanner.index < scanner.bytes.count {
                let byte = scanner.bytes[scanner.index]
                let isExponent =
                    isHex ? (byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P"))
                    : (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"))
                if isExponent, scanner.peek(1) == UInt8(ascii: "+") || scanner.peek(1) == UInt8(ascii: "-"),
                    isDigit(scanner.peek(2))
                {
                    scanner.index += 3
                } else if isIdentifierContinuation(byte) {
                    scanner.index += 1
                } else {
                    break
                }
            }
        }
        skipDigits(&self)
        // A fraction needs a digit after the dot: `0...1` and `1.description` are not fractions.
        if peek(0) == UInt8(ascii: "."), isDigit(peek(1)) || (isHex && isHexDigit(peek(1))) {
            index += 1
            skipDigits(&self)
        }
        emit(start..<index, as: .number)
    }

    // MARK: Comments

    private mutating func scanLineComment() {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
            index += 1
        }
        emit(start..<index, as: .comment)
    }

    /// Block comments nest in Swift: `/* a /* b */ c */` is one comment.
    private mutating func scanBlockComment() {
        let start = index
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else {
                index += 1
            }
        }
        emit(start..<index, as: .comment)
    }

    // MARK: Strings

    /// Starts a string literal at `index`, which is at its first `#` or at its `"`.
    private mutating func scanString(hashes: Int) {
        let isMultiline = peek(hashes + 1) == UInt8(ascii: "\"") && peek(hashes + 2) == UInt8(ascii: "\"")
        let openingLength = hashes + (isMultiline ? 3 : 1)
        append(TokenClass.string.openingTag)
        emitEscaped(index..<index + openingLength)
        index += openingLength
        scanStringBody(StringDelimiter(isMultiline: isMultiline, hashes: hashes))
    }

    /// Scans string content after an opening delimiter or an interpolation's `)`, with the
    /// string's span open; stops after the closing delimiter, at the end of a line of an
    /// unterminated single-line string, or after an interpolation's `\(`.
    private mutating func scanStringBody(_ delimiter: StringDelimiter) {
        let quotes = delimiter.isMultiline ? 3 : 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hashesFollow(delimiter.hashes, at: index + 1) {
                let afterHashes = index + 1 + delimiter.hashes
                if afterHashes < bytes.count, bytes[afterHashes] == UInt8(ascii: "(") {
                    emitEscaped(start..<afterHashes + 1)
                    append("</span>")
                    index = afterHashes + 1
                    interpolations.append((delimiter, 0))
                    return
                }
                // An escape: the next character cannot end the string.
                index = min(afterHashes + 1, bytes.count)
                continue
            }
            if byte == UInt8(ascii: "\""), quotesFollow(quotes, at: index),
                hashesFollow(delimiter.hashes, at: index + quotes)
            {
                index += quotes + delimiter.hashes
                break
            }
            if !delimiter.isMultiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                break
            }
            index += 1
        }
        emitEscaped(start..<index)
        append("</span>")
    }

    private func quotesFollow(_ count: Int, at position: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != UInt8(ascii: "\"") { return false }
        return true
    }

    private func hashesFollow(_ count: Int, at position: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    // MARK: Output

    private func peek(_ offset: Int) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    private mutating func skipIdentifier() {
        while index < bytes.count, isIdentifierContinuation(bytes[index]) { index += 1 }
    }

    private mutating func emit(_ range: Range<Int>, as tokenClass: TokenClass?) {
        guard let tokenClass else {
            emitEscaped(range)
            return
        }
        append(tokenClass.openingTag)
        emitEscaped(range)
        append("</span>")
    }

    /// Copies source bytes, escaping `& < > "`; runs without those are copied at once.
    private mutating func emitEscaped(_ range: Range<Int>) {
        var runStart = range.lowerBound
        for position in range {
            let byte = bytes[position]
            // All four escaped characters are below 0x3F; most bytes fail this first test.
            guard byte <= UInt8(ascii: ">"), let escape = escape(byte) else { continue }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
            append(escape)
            runStart = position + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<range.upperBound]))
    }

    private mutating func emitPlain(_ byte: UInt8) {
        if byte <= UInt8(ascii: ">"), let escape = escape(byte) {
            append(escape)
        } else {
            output.append(byte)
        }
    }

    private func escape(_ byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"): return "&gt;"
        case UInt8(ascii: "\""): return "&quot;"
        default: return nil
        }
    }

    private mutating func append(_ text: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}

// MARK: - Character classes

/// Letters, `_`, `$` (for `$0` and projected values) and any non-ASCII byte, so a multi-byte
/// character is never split.
private func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
}

private func isIdentifierContinuation(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
}

private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

private func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
}

private func isUppercase(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
}
