/// One node of the tree `swiftc -frontend -dump-parse` prints: `(kind attributes… children…)`.
///
/// A node printed as `(original_init=call_expr …)` has the label `original_init` and the kind
/// `call_expr`.
///
/// A class, and its attributes a range of the text the tree was read from rather than a string
/// of their own: a source's tree has some 500 nodes and a walk over it passes each one along,
/// so a node costs one allocation and a copy one reference.
package final class DumpNode: Sendable {
    package let kind: String
    package let label: String?
    package let children: [DumpNode]
    /// The text the node was read from, shared by every node of a tree.
    let text: DumpText
    /// Where the node's attributes stand in ``text``.
    let attributeRange: Range<Int>
    /// The start line and column and the end line and column of `range=[…]`, read once.
    let range: (Int, Int, Int, Int)?

    /// The rest of the node's first line: quoted names, `key=value` pairs and flags.
    package var attributes: String { text.string(attributeRange) }

    package convenience init(kind: String, label: String?, attributes: String, children: [DumpNode] = []) {
        let text = DumpText(Array(attributes.utf8))
        let all = 0..<text.bytes.count
        self.init(
            kind: kind, label: label, text: text, attributes: all, range: text.readRange(all), children: children)
    }

    init(
        kind: String, label: String?, text: DumpText, attributes: Range<Int>, range: (Int, Int, Int, Int)?,
        children: [DumpNode]
    ) {
        self.kind = kind
        self.label = label
        self.text = text
        self.attributeRange = attributes
        self.range = range
        self.children = children
    }

    /// The quoted strings of the attributes, in order, unescaped: a declaration's name first.
    package var quoted: [String] { text.quoted(in: attributeRange, limit: Int.max) }

    /// The value of `key=value` or `key="value"` among the attributes, quotes removed.
    package func value(_ key: String) -> String? { text.value(key, in: attributeRange) }

    /// True when a bare word such as `let`, `static` or `negative` stands among the attributes.
    package func hasFlag(_ word: String) -> Bool { text.hasFlag(word, in: attributeRange) }

    /// True when the attributes hold `fragment` anywhere, quoted or not.
    func attributesContain(_ fragment: String) -> Bool { text.contains(fragment, in: attributeRange) }

    /// Where the node starts in its file, from `range=[file:line:col - line:l:c]`; nil
    /// without a range, which most expression nodes have.
    package var start: (line: Int, column: Int)? { range.map { ($0.0, $0.1) } }

    /// Where the node's last token starts, from the end of its `range`.
    package var end: (line: Int, column: Int)? { range.map { ($0.2, $0.3) } }

    /// The first child of a kind.
    package func child(_ kind: String) -> DumpNode? { children.first { $0.kind == kind } }
}

/// The bytes of a printed tree, with the few ways of reading a node's attributes from them
/// without making a string of all of them.
final class DumpText: Sendable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The quoted strings in `range`, unescaped, at most `limit` of them.
    func quoted(in range: Range<Int>, limit: Int) -> [String] {
        bytes.withUnsafeBufferPointer { all in
            var result: [String] = []
            var index = range.lowerBound
            while index < range.upperBound, result.count < limit {
                guard all[index] == UInt8(ascii: "\"") else {
                    index += 1
                    continue
                }
                index += 1
                var unescaped: [UInt8] = []
                var closed = false
                var runStart = index
                while index < range.upperBound {
                    let byte = all[index]
                    if byte == UInt8(ascii: "\\") {
                        unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: all[runStart..<index]))
                        // The byte after a backslash stands for itself.
                        runStart = index + 1
                        index += 2
                        continue
                    }
                    if byte == UInt8(ascii: "\"") {
                        closed = true
                        break
                    }
                    index += 1
                }
                let end = min(index, range.upperBound)
                if closed {
                    if runStart < end { unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: all[runStart..<end])) }
                    result.append(String(decoding: unescaped, as: UTF8.self))
                }
                index = end + 1
            }
            return result
        }
    }

    /// The value of `key=value`, `key="value"` or `key=[value]` in `range`, outside quotes
    /// and at the start of a word.
    func value(_ key: String, in range: Range<Int>) -> String? {
        let pattern = Array(key.utf8) + [UInt8(ascii: "=")]
        // Attributes that are no more than `key=` have no value.
        guard range.count > pattern.count else { return nil }
        return bytes.withUnsafeBufferPointer { all -> String? in
            var index = range.lowerBound
            var inQuote = false
            while index + pattern.count <= range.upperBound {
                let byte = all[index]
                if inQuote {
                    if byte == UInt8(ascii: "\\") {
                        index += 1
                    } else if byte == UInt8(ascii: "\"") {
                        inQuote = false
                    }
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    inQuote = true
                    index += 1
                    continue
                }
                if byte == pattern[0], index == range.lowerBound || all[index - 1] == UInt8(ascii: " "),
                    matches(all, pattern, at: index)
                {
                    let rest = index + pattern.count
                    if rest < range.upperBound, all[rest] == UInt8(ascii: "\"") {
                        return quoted(in: rest..<range.upperBound, limit: 1).first
                    }
                    if rest < range.upperBound, all[rest] == UInt8(ascii: "[") {
                        var close = rest + 1
                        while close < range.upperBound, all[close] != UInt8(ascii: "]") { close += 1 }
                        if close < range.upperBound {
                            return String(decoding: UnsafeBufferPointer(rebasing: all[rest + 1..<close]), as: UTF8.self)
                        }
                    }
                    var end = rest
                    while end < range.upperBound, all[end] != UInt8(ascii: " ") { end += 1 }
                    return String(decoding: UnsafeBufferPointer(rebasing: all[rest..<end]), as: UTF8.self)
                }
                index += 1
            }
            return nil
        }
    }

    /// True when `word` stands in `range` as a word of its own outside quotes; the part of a
    /// word before a quote does not count, the part after it does.
    func hasFlag(_ word: String, in range: Range<Int>) -> Bool {
        let pattern = Array(word.utf8)
        return bytes.withUnsafeBufferPointer { all in
            var wordStart = range.lowerBound
            var index = range.lowerBound
            var inQuote = false
            while index <= range.upperBound {
                let byte = index < range.upperBound ? all[index] : UInt8(ascii: " ")
                if inQuote {
                    if byte == UInt8(ascii: "\\") {
                        index += 2
                        continue
                    }
                    if byte == UInt8(ascii: "\"") {
                        inQuote = false
                        wordStart = index + 1
                    }
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    inQuote = true
                } else if byte == UInt8(ascii: " ") {
                    if index - wordStart == pattern.count, matches(all, pattern, at: wordStart) { return true }
                    wordStart = index + 1
                }
                index += 1
            }
            return false
        }
    }

    func contains(_ fragment: String, in range: Range<Int>) -> Bool {
        let pattern = Array(fragment.utf8)
        guard !pattern.isEmpty else { return true }
        return bytes.withUnsafeBufferPointer { all in
            var index = range.lowerBound
            while index + pattern.count <= range.upperBound {
                if all[index] == pattern[0], matches(all, pattern, at: index) { return true }
                index += 1
            }
            return false
        }
    }

    /// `range=[path:12:5 - line:14:1]` read from the end, so that a path holding `:` or ` - `
    /// is skipped whole.
    func readRange(_ range: Range<Int>) -> (Int, Int, Int, Int)? {
        bytes.withUnsafeBufferPointer { Self.readRange(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    private static let rangeMarker = Array("range=[".utf8)
    private static let lineMarker = Array(" - line:".utf8)

    static func readRange(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int, Int, Int)? {
        let marker = rangeMarker
        guard bytes.count > marker.count else { return nil }
        var open = 0
        while open <= bytes.count - marker.count {
            if bytes[open] == UInt8(ascii: "r"), matches(bytes, marker, at: open) { break }
            open += 1
        }
        guard open <= bytes.count - marker.count else { return nil }
        var close = open + marker.count
        while close < bytes.count, bytes[close] != UInt8(ascii: "]") { close += 1 }
        guard close < bytes.count else { return nil }
        var index = close
        func number() -> Int? {
            var value = 0
            var scale = 1
            var digits = 0
            while index > open, bytes[index - 1] >= UInt8(ascii: "0"), bytes[index - 1] <= UInt8(ascii: "9"), digits < 9
            {
                value += Int(bytes[index - 1] - UInt8(ascii: "0")) * scale
                scale *= 10
                digits += 1
                index -= 1
            }
            return digits > 0 ? value : nil
        }
        func expect(_ pattern: [UInt8]) -> Bool {
            guard index - pattern.count > open, matches(bytes, pattern, at: index - pattern.count) else { return false }
            index -= pattern.count
            return true
        }
        let colon = [UInt8(ascii: ":")]
        guard let endColumn = number(), expect(colon), let endLine = number(), expect(lineMarker),
            let startColumn = number(), expect(colon), let startLine = number()
        else { return nil }
        return (startLine, startColumn, endLine, endColumn)
    }
}

@inline(__always)
private func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ pattern: [UInt8], at index: Int) -> Bool {
    guard index >= 0, index + pattern.count <= bytes.count else { return false }
    for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
    return true
}
