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

    public init(kind: String, label: String?, attributes: String, children: [DumpNode] = []) {
        self.kind = kind
        self.label = label
        self.attributes = attributes
        self.children = children
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
                    return DumpNode(kind: "", label: nil, attributes: String(decoding: rest, as: UTF8.self)).quoted.first
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
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" {
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

    /// Where the node starts in its file, from `range=[file:line:col - line:l:c]`.
    public var start: (line: Int, column: Int)? {
        guard let (first, _) = rangeParts else { return nil }
        let parts = first.split(separator: ":")
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1])
        else { return nil }
        return (line, column)
    }

    /// The two halves of `range=[file:line:col - line:l:c]`; nil without a range, which most
    /// expression nodes have.
    private var rangeParts: (Substring, Substring)? {
        guard attributes.utf8.count > 8, attributes.contains("range=["), let range = value("range") else { return nil }
        let marker = " - line:"
        var index = range.startIndex
        while index < range.endIndex {
            if range[index...].hasPrefix(marker) {
                return (range[..<index], range[range.index(index, offsetBy: marker.count)...])
            }
            index = range.index(after: index)
        }
        return nil
    }

    /// Where the node's last token starts, from the end of its `range`.
    public var end: (line: Int, column: Int)? {
        guard let (_, last) = rangeParts else { return nil }
        let parts = last.split(separator: ":")
        guard parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]) else { return nil }
        return (line, column)
    }

    /// The first child of a kind.
    public func child(_ kind: String) -> DumpNode? { children.first { $0.kind == kind } }
}
