/// One node of the tree `swiftc -frontend -dump-parse` prints: `(kind attributes… children…)`.
///
/// A node printed as `(original_init=call_expr …)` has the label `original_init` and the kind
/// `call_expr`.
public struct DumpNode: Sendable {
    public let kind: String
    public let label: String?
    /// The rest of the node's first line: quoted names, `key=value` pairs and flags.
    public let attributes: String
    public var children: [DumpNode]
    /// The start line and column and the end line and column of `range=[…]`, read once.
    let range: (Int, Int, Int, Int)?

    public init(kind: String, label: String?, attributes: String, children: [DumpNode] = []) {
        self.kind = kind
        self.label = label
        self.attributes = attributes
        self.children = children
        self.range = Self.readRange(Array(attributes.utf8))
    }

    init(kind: String, label: String?, attributes: String, range: (Int, Int, Int, Int)?) {
        self.kind = kind
        self.label = label
        self.attributes = attributes
        self.children = []
        self.range = range
    }

    /// `range=[path:12:5 - line:14:1]` read from the end, so that a path holding `:` or ` - `
    /// is skipped whole.
    static func readRange(_ bytes: [UInt8]) -> (Int, Int, Int, Int)? {
        let marker = Array("range=[".utf8)
        guard bytes.count > marker.count,
            let open = (0...(bytes.count - marker.count)).first(where: {
                bytes[$0..<$0 + marker.count].elementsEqual(marker)
            }),
            let close = bytes[(open + marker.count)...].firstIndex(of: UInt8(ascii: "]"))
        else { return nil }
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
        func expect(_ text: String) -> Bool {
            let pattern = Array(text.utf8)
            guard index - pattern.count > open, bytes[(index - pattern.count)..<index].elementsEqual(pattern) else {
                return false
            }
            index -= pattern.count
            return true
        }
        guard let endColumn = number(), expect(":"), let endLine = number(), expect(" - line:"),
            let startColumn = number(), expect(":"), let startLine = number()
        else { return nil }
        return (startLine, startColumn, endLine, endColumn)
    }

    /// The quoted strings of the attributes, in order, unescaped: a declaration's name first.
    public var quoted: [String] {
        var result: [String] = []
        var current: String?
        var escaped = false
        for character in attributes {
            guard var text = current else {
                if character == "\"" { current = "" }
                continue
            }
            if escaped {
                text.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                result.append(text)
                current = nil
                continue
            } else {
                text.append(character)
            }
            current = text
        }
        return result
    }

    /// The value of `key=value` or `key="value"` among the attributes, quotes removed.
    /// Read from the bytes: a parse tree has hundreds of thousands of nodes.
    public func value(_ key: String) -> String? {
        let bytes = Array(attributes.utf8)
        let pattern = Array(key.utf8) + [UInt8(ascii: "=")]
        guard bytes.count > pattern.count else { return nil }
        var index = 0
        var inQuote = false
        while index + pattern.count <= bytes.count {
            let byte = bytes[index]
            if inQuote {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inQuote = false }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inQuote = true
                index += 1
                continue
            }
            if (index == 0 || bytes[index - 1] == UInt8(ascii: " "))
                && bytes[index..<index + pattern.count].elementsEqual(pattern)
            {
                let rest = bytes[(index + pattern.count)...]
                if rest.first == UInt8(ascii: "\"") {
                    return DumpNode(kind: "", label: nil, attributes: String(decoding: rest, as: UTF8.self)).quoted
                        .first
                }
                if rest.first == UInt8(ascii: "["), let close = rest.firstIndex(of: UInt8(ascii: "]")) {
                    return String(decoding: rest[(rest.startIndex + 1)..<close], as: UTF8.self)
                }
                return String(decoding: rest.prefix { $0 != UInt8(ascii: " ") }, as: UTF8.self)
            }
            index += 1
        }
        return nil
    }

    /// True when a bare word such as `let`, `static` or `negative` stands among the attributes.
    public func hasFlag(_ word: String) -> Bool {
        var inQuote = false
        var escaped = false
        var current = ""
        for character in attributes + " " {
            if inQuote {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inQuote = false
                }
                continue
            }
            if character == "\"" {
                inQuote = true
                current = ""
            } else if character == " " {
                if current == word { return true }
                current = ""
            } else {
                current.append(character)
            }
        }
        return false
    }

    /// Where the node starts in its file, from `range=[file:line:col - line:l:c]`; nil
    /// without a range, which most expression nodes have.
    public var start: (line: Int, column: Int)? { range.map { ($0.0, $0.1) } }

    /// Where the node's last token starts, from the end of its `range`.
    public var end: (line: Int, column: Int)? { range.map { ($0.2, $0.3) } }

    /// The first child of a kind.
    public func child(_ kind: String) -> DumpNode? { children.first { $0.kind == kind } }
}
