import Foundation

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
    public func value(_ key: String) -> String? {
        var searchStart = attributes.startIndex
        while let range = attributes.range(of: key + "=", range: searchStart..<attributes.endIndex) {
            searchStart = range.upperBound
            if range.lowerBound != attributes.startIndex {
                let before = attributes[attributes.index(before: range.lowerBound)]
                guard before == " " else { continue }
            }
            let rest = attributes[range.upperBound...]
            if rest.first == "\"" {
                return DumpNode(kind: "", label: nil, attributes: String(rest)).quoted.first
            }
            if rest.first == "[", let close = rest.firstIndex(of: "]") {
                return String(rest[rest.index(after: rest.startIndex)..<close])
            }
            return String(rest.prefix { $0 != " " })
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
        guard let range = value("range"), let dash = range.range(of: " - line:") else { return nil }
        let parts = range[..<dash.lowerBound].split(separator: ":")
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1])
        else { return nil }
        return (line, column)
    }

    /// Where the node's last token starts, from the end of its `range`.
    public var end: (line: Int, column: Int)? {
        guard let range = value("range"), let dash = range.range(of: " - line:") else { return nil }
        let parts = range[dash.upperBound...].split(separator: ":")
        guard parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]) else { return nil }
        return (line, column)
    }

    /// The first child of a kind.
    public func child(_ kind: String) -> DumpNode? { children.first { $0.kind == kind } }
}
