// Splits template source into literal text and tags. Works on UTF-8 bytes: every delimiter and
// sigil is ASCII, so a byte search never splits a multi-byte character.

struct Lexer {
    private let source: [UInt8]
    private let templateName: String
    private var delimiters: Delimiters
    private var result = LexedTemplate()

    // Line and column tracking, advanced monotonically as tags are found, so that finding the
    // place of every tag costs one pass over the source in all, however long its lines.
    private var line = 1
    /// Unicode scalars between the start of the current line and `countedUpTo`.
    private var scalarsIntoLine = 0
    private var countedUpTo = 0

    init(source: [UInt8], templateName: String, delimiters: Delimiters) {
        self.source = source
        self.templateName = templateName
        self.delimiters = delimiters
    }

    static func lex(_ source: [UInt8], templateName: String, delimiters: Delimiters)
        -> LexedTemplate
    {
        var lexer = Lexer(source: source, templateName: templateName, delimiters: delimiters)
        lexer.run()
        return lexer.result
    }

    private mutating func run() {
        var position = 0
        while let open = find(delimiters.open, from: position) {
            result.texts.append(position..<open)
            guard let tag = readTag(at: open) else {
                // Without its end the rest of the template cannot be split reliably.
                result.tags.removeAll()
                result.texts = [0..<source.count]
                return
            }
            result.tags.append(tag)
            position = tag.end
        }
        result.texts.append(position..<source.count)
    }

    /// Reads the tag whose opening delimiter is at `open`; `nil` when it is not closed.
    private mutating func readTag(at open: Int) -> Tag? {
        advance(to: open)
        let line = self.line
        let column = scalarsIntoLine + 1
        let afterOpen = open + delimiters.open.count
        let sigil: UInt8? = afterOpen < source.count ? source[afterOpen] : nil

        var kind = TagKind.variable
        var terminator = delimiters.close
        var contentStart = afterOpen + 1
        switch sigil {
        case UInt8(ascii: "{"):
            kind = .unescapedVariable
            terminator = [UInt8(ascii: "}")] + delimiters.close
        case UInt8(ascii: "&"): kind = .unescapedVariable
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .invertedSection
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        case UInt8(ascii: "="):
            kind = .setDelimiters
            terminator = [UInt8(ascii: "=")] + delimiters.close
        default:
            contentStart = afterOpen
        }

        guard let contentEnd = find(terminator, from: min(contentStart, source.count)) else {
            report(
                "tag is not closed: expected '\(String(decoding: terminator, as: UTF8.self))'",
                line: line, column: column)
            return nil
        }
        var tag = Tag(
            kind: kind, name: "", start: open, end: contentEnd + terminator.count,
            line: line, column: column, delimiters: delimiters)
        let content = trimmed(contentStart..<contentEnd)

        switch kind {
        case .comment:
            break
        case .setDelimiters:
            if let newDelimiters = readDelimiters(content, line: line, column: column) {
                delimiters = newDelimiters
                tag.delimiters = newDelimiters
            } else {
                tag.kind = .comment
            }
        case .partial, .parent, .close:
            // A close tag may end a parent with a dynamic name, so it is read the same way.
            if let name = readTemplateName(content, kind: kind, line: line, column: column) {
                tag.name = name
            } else {
                tag.kind = .comment
            }
        case .block:
            if let name = readPlainName(content, what: "block tag", line: line, column: column) {
                tag.name = name
            } else {
                tag.kind = .comment
            }
        case .variable, .unescapedVariable, .section, .invertedSection:
            let name = String(decoding: source[content], as: UTF8.self)
            if Self.path(of: name) == nil || name.isEmpty {
                report(Self.invalidNameMessage(name), line: line, column: column)
                tag.kind = .comment
            } else {
                tag.name = name
            }
        }
        return tag
    }

    /// Splits a dotted name into keys: `[]` for `.`, `nil` when a key is empty or the name
    /// holds whitespace.
    static func path(of name: String) -> [String]? {
        if name == "." {
            return []
        }
        if name.utf8.contains(where: isWhitespace) {
            return nil
        }
        let keys = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return keys.contains(where: \.isEmpty) ? nil : keys
    }

    private static func invalidNameMessage(_ name: String) -> String {
        if name.isEmpty {
            return "tag has no name"
        }
        if name.utf8.contains(where: isWhitespace) {
            return "'\(name)' is not a valid name: a name contains no whitespace"
        }
        return "'\(name)' is not a valid name: a dotted name has no empty part"
    }

    /// Reads the name of a partial or parent: a plain name, or `*` and a dotted name.
    private mutating func readTemplateName(
        _ content: Range<Int>, kind: TagKind, line: Int, column: Int
    ) -> String? {
        let what =
            switch kind {
            case .partial: "partial tag"
            case .parent: "parent tag"
            default: "closing tag"
            }
        guard content.first.map({ source[$0] == UInt8(ascii: "*") }) == true else {
            return readPlainName(content, what: what, line: line, column: column)
        }
        let dotted = String(decoding: source[trimmed(content.dropFirst())], as: UTF8.self)
        guard !dotted.isEmpty, Self.path(of: dotted) != nil else {
            report(
                "'*\(dotted)' is not a valid dynamic name: expected '*' and a dotted name",
                line: line, column: column)
            return nil
        }
        return "*" + dotted
    }

    private mutating func readPlainName(
        _ content: Range<Int>, what: String, line: Int, column: Int
    ) -> String? {
        let name = String(decoding: source[content], as: UTF8.self)
        if name.isEmpty {
            report("\(what) has no name", line: line, column: column)
            return nil
        }
        if name.utf8.contains(where: Self.isWhitespace) {
            report(
                "'\(name)' is not a valid name: a name contains no whitespace",
                line: line, column: column)
            return nil
        }
        return name
    }

    private mutating func readDelimiters(_ content: Range<Int>, line: Int, column: Int)
        -> Delimiters?
    {
        let parts = source[content].split(whereSeparator: Self.isWhitespace).map(Array.init)
        guard parts.count == 2 else {
            report(
                "set-delimiters tag must hold two delimiters separated by whitespace, "
                    + "like {{=<% %>=}}", line: line, column: column)
            return nil
        }
        guard !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
            report("a delimiter cannot contain '='", line: line, column: column)
            return nil
        }
        return Delimiters(open: parts[0], close: parts[1])
    }

    private mutating func report(_ message: String, line: Int, column: Int) {
        result.errors.append(
            MustacheError(templateName: templateName, line: line, column: column, message: message)
        )
    }

    // MARK: Bytes

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, Self.isWhitespace(source[lower]) { lower += 1 }
        while upper > lower, Self.isWhitespace(source[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= source.count else { return nil }
        var position = start
        let last = source.count - needle.count
        while position <= last {
            if source[position] == first {
                var matched = 1
                while matched < needle.count, source[position + matched] == needle[matched] {
                    matched += 1
                }
                if matched == needle.count {
                    return position
                }
            }
            position += 1
        }
        return nil
    }

    /// Moves the line and column count forward to `position`, which is never before the
    /// previous one.
    private mutating func advance(to position: Int) {
        var index = countedUpTo
        while index < position {
            let byte = source[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                scalarsIntoLine = 0
            } else if byte & 0xC0 != 0x80 {
                // Every byte but a UTF-8 continuation byte starts a scalar.
                scalarsIntoLine += 1
            }
            index += 1
        }
        countedUpTo = max(countedUpTo, position)
    }
}
