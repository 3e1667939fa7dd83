import TextUtilities

/// Build-time syntax highlighting for Swift source, as HTML.
///
/// The output is the source, HTML-escaped, with tokens wrapped in `<span class="…">`:
///
/// | Class  | Tokens                                                                  |
/// |--------|-------------------------------------------------------------------------|
/// | `kw`   | keywords, including contextual ones such as `some` and `await`          |
/// | `str`  | string literals, multi-line and raw ones included                       |
/// | `num`  | number literals                                                         |
/// | `com`  | line, block (nested) and documentation comments                         |
/// | `type` | identifiers that start with an uppercase letter                         |
/// | `attr` | attributes such as `@State`                                             |
/// | `dir`  | `#` directives and macros such as `#Preview` and `#if`                  |
/// | `mem`  | members named after a dot, such as `.padding`                           |
///
/// In an interpolation, `\(` and `)` stay in the string's spans and the code between them is
/// highlighted as code.
///
/// Every character of the source appears once, in order: removing the tags and unescaping
/// `&amp; &lt; &gt; &quot;` gives the source back. The scan is one pass over the UTF-8 bytes,
/// so a few hundred lines take some tens of microseconds.
package enum SwiftHighlighter {
    /// Highlights `source` and returns HTML for the inside of a `<pre><code>` element.
    package static func html(_ source: String) -> String {
        var source = source
        return source.withUTF8 { bytes in
            var scanner = Scanner(bytes)
            scanner.run()
            return scanner.output.string()
        }
    }
}

/// A token class, named by its CSS class.
enum TokenClass {
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

/// Swift's keywords, and the contextual keywords that read as keywords in SwiftUI code.
let keywords = WordList([
    // Declarations
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "package", "macro",
    // Statements
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
    "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    // Expressions and types
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    // Contextual
    "actor", "any", "async", "convenience", "didSet", "dynamic", "final", "get", "indirect",
    "lazy", "mutating", "nonisolated", "nonmutating", "optional", "override", "required", "set",
    "some", "unowned", "weak", "willSet", "consuming", "borrowing", "sending", "each",
])

/// After a dot these are still keywords (`x.self`, `.init(…)`, `T.Type`); any other word there
/// is a member, even a keyword such as `.default`.
let keywordsAfterDot = WordList(["self", "init", "Type", "Protocol"])

/// How a string literal is delimited: `"` or `"""`, after `#` repeated `hashes` times.
struct StringDelimiter {
    let isMultiline: Bool
    let hashes: Int
}

struct Scanner: ~Copyable {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var output: ByteWriter
    // Copies of the global lists, so the scanning loop does not check their lazy
    // initialization on every word.
    let keywordList = keywords
    let keywordAfterDotList = keywordsAfterDot
    var index = 0
    /// Strings whose `\(…)` is being scanned, innermost last, with the parentheses opened
    /// inside the interpolation so far.
    var interpolations: [(string: StringDelimiter, parentheses: Int)] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        output = ByteWriter(capacity: bytes.count + bytes.count / 2 + 64)
    }

    mutating func run() {
        while index < bytes.count {
            scanCodeToken()
        }
    }

    // MARK: Code

    mutating func scanCodeToken() {
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
            emitWord(start..<index, as: .attribute)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            scanNumber()
        case UInt8(ascii: "`"):
            scanEscapedIdentifier()
        case UInt8(ascii: "("):
            if !interpolations.isEmpty { interpolations[interpolations.count - 1].parentheses += 1 }
            emitEscaped(index..<index + 1)
            index += 1
        case UInt8(ascii: ")"):
            scanClosingParenthesis()
        case _ where isIdentifierStart(byte):
            scanIdentifier()
        default:
            // Spaces and operators: copy the whole run up to the next byte that may start a
            // token.
            let start = index
            index += 1
            while index < bytes.count, !mayStartToken(bytes[index]) { index += 1 }
            emitEscaped(start..<index)
        }
    }

    mutating func scanClosingParenthesis() {
        let start = index
        index += 1
        guard let interpolation = interpolations.last else {
            emitEscaped(start..<index)
            return
        }
        if interpolation.parentheses > 0 {
            interpolations[interpolations.count - 1].parentheses -= 1
            emitEscaped(start..<index)
            return
        }
        // The `)` that closes `\(`: back inside the string.
        interpolations.removeLast()
        output.append(TokenClass.string.openingTag)
        emitEscaped(start..<index)
        scanStringBody(interpolation.string)
    }

    mutating func scanIdentifier() {
        let start = index
        let afterDot =
            start > 0 && bytes[start - 1] == UInt8(ascii: ".")
            && !(start > 1 && bytes[start - 2] == UInt8(ascii: "."))
        skipIdentifier()
        let startsUppercase = isUppercase(bytes[start])
        let tokenClass: TokenClass?
        if afterDot {
            tokenClass =
                keywordAfterDotList.contains(bytes, start..<index)
                ? .keyword : startsUppercase ? .type : .member
        } else if keywordList.contains(bytes, start..<index) {
            tokenClass = .keyword
        } else if startsUppercase {
            tokenClass = .type
        } else {
            tokenClass = nil
        }
        emitWord(start..<index, as: tokenClass)
    }

    /// `` `default` `` is an identifier, never a keyword.
    mutating func scanEscapedIdentifier() {
        let start = index
        index += 1
        skipIdentifier()
        if peek(0) == UInt8(ascii: "`") { index += 1 }
        emit(start..<index, as: nil)
    }

    /// `#` starts a raw string (`#"…"#`), a directive or macro (`#if`, `#Preview`), or is plain.
    mutating func scanHash() {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if peek(hashes) == UInt8(ascii: "\"") {
            scanString(hashes: hashes)
        } else if hashes == 1, isIdentifierStart(peek(1)) {
            let start = index
            index += 1
            skipIdentifier()
            emitWord(start..<index, as: .directive)
        } else {
            emitEscaped(index..<index + hashes)
            index += hashes
        }
    }

    mutating func scanNumber() {
        let start = index
        let isHex =
            bytes[index] == UInt8(ascii: "0")
            && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        skipNumberCharacters(isHex: isHex)
        // A fraction needs a digit after the dot: `0...1` and `1.description` are not fractions.
        if peek(0) == UInt8(ascii: "."), isDigit(peek(1)) || (isHex && isHexDigit(peek(1))) {
            index += 1
            skipNumberCharacters(isHex: isHex)
        }
        emitWord(start..<index, as: .number)
    }

    /// Digits, letters and `_` (`0x1F`, `1_000`, `1e9`), and a signed exponent (`1e-9`,
    /// `0x1p-3`).
    mutating func skipNumberCharacters(isHex: Bool) {
        while index < bytes.count {
            let byte = bytes[index]
            let isExponent =
                isHex
                ? (byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P"))
                : (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"))
            if isExponent, peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-"), isDigit(peek(2)) {
                index += 3
            } else if isIdentifierContinuation(byte) {
                index += 1
            } else {
                break
            }
        }
    }

    // MARK: Comments

    mutating func scanLineComment() {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
            index += 1
        }
        emit(start..<index, as: .comment)
    }

    /// Block comments nest in Swift: `/* a /* b */ c */` is one comment.
    mutating func scanBlockComment() {
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
    mutating func scanString(hashes: Int) {
        let isMultiline =
            peek(hashes + 1) == UInt8(ascii: "\"") && peek(hashes + 2) == UInt8(ascii: "\"")
        let openingLength = hashes + (isMultiline ? 3 : 1)
        output.append(TokenClass.string.openingTag)
        emitEscaped(index..<index + openingLength)
        index += openingLength
        scanStringBody(StringDelimiter(isMultiline: isMultiline, hashes: hashes))
    }

    /// Scans string content after an opening delimiter or an interpolation's `)`, with the
    /// string's span open. Stops after the closing delimiter, at the end of the line of an
    /// unterminated single-line string, or after an interpolation's `\(`.
    mutating func scanStringBody(_ delimiter: StringDelimiter) {
        let quotes = delimiter.isMultiline ? 3 : 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), repeats(UInt8(ascii: "#"), delimiter.hashes, at: index + 1) {
                let afterHashes = index + 1 + delimiter.hashes
                if afterHashes < bytes.count, bytes[afterHashes] == UInt8(ascii: "(") {
                    emitEscaped(start..<afterHashes + 1)
                    output.append("</span>")
                    index = afterHashes + 1
                    interpolations.append((delimiter, 0))
                    return
                }
                // An escape: the next character cannot end the string.
                index = min(afterHashes + 1, bytes.count)
                continue
            }
            if byte == UInt8(ascii: "\""), repeats(UInt8(ascii: "\""), quotes, at: index),
                repeats(UInt8(ascii: "#"), delimiter.hashes, at: index + quotes)
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
        output.append("</span>")
    }

    func repeats(_ byte: UInt8, _ count: Int, at position: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != byte { return false }
        return true
    }

    // MARK: Output

    func peek(_ offset: Int) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    mutating func skipIdentifier() {
        while index < bytes.count, isIdentifierContinuation(bytes[index]) { index += 1 }
    }

    mutating func emit(_ range: Range<Int>, as tokenClass: TokenClass?) {
        guard let tokenClass else {
            emitEscaped(range)
            return
        }
        output.append(tokenClass.openingTag)
        emitEscaped(range)
        output.append("</span>")
    }

    /// Emits a word (identifier, number, attribute, directive), which has no byte to escape.
    mutating func emitWord(_ range: Range<Int>, as tokenClass: TokenClass?) {
        guard let tokenClass else {
            output.append(UnsafeBufferPointer(rebasing: bytes[range]))
            return
        }
        output.append(tokenClass.openingTag)
        output.append(UnsafeBufferPointer(rebasing: bytes[range]))
        output.append("</span>")
    }

    /// Copies source bytes, escaping `& < > " '`; runs without those are copied at once.
    mutating func emitEscaped(_ range: Range<Int>) {
        var runStart = range.lowerBound
        for position in range {
            let byte = bytes[position]
            // All five escaped characters are below 0x3F; most bytes fail this first test.
            guard byte <= UInt8(ascii: ">"), let escape = HTMLText.entity(for: byte) else { continue }
            output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
            escape.withUnsafeBufferPointer { output.append($0) }
            runStart = position + 1
        }
        output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<range.upperBound]))
    }
}

/// A growable byte buffer that appends without the checks an `Array` makes for sharing.
struct ByteWriter: ~Copyable {
    var start: UnsafeMutablePointer<UInt8>
    var count = 0
    var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    func string() -> String {
        String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    mutating func grow(toHold needed: Int) {
        let newCapacity = max(capacity * 2, needed)
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.update(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }
}
