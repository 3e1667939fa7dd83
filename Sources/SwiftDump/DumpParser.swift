/// Reads the text `swiftc -frontend -dump-parse` prints into trees of ``DumpNode``, one per
/// `source_file`.
///
/// The reader keeps its own stack rather than recursing, and keeps nodes only down to
/// ``depthLimit``, so that however deep the text, reading it and freeing the tree cost little
/// stack; a text cut short yields the trees closed so far.
public enum DumpParser {
    /// How deep nodes are kept: far deeper than any declaration or animation a page names.
    public static let depthLimit = 1_000

    /// The trees of the text, in order.
    public static func parse(_ text: String) -> [DumpNode] {
        let bytes = Array(text.utf8)
        var stack: [DumpNode] = []
        var roots: [DumpNode] = []
        var skipped = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") {
                let (node, next) = head(bytes, from: index + 1)
                if stack.count < depthLimit { stack.append(node) } else { skipped += 1 }
                index = next
            } else if byte == UInt8(ascii: ")") {
                if skipped > 0 {
                    skipped -= 1
                } else if let node = stack.popLast() {
                    if stack.isEmpty { roots.append(node) } else { stack[stack.count - 1].children.append(node) }
                }
                index += 1
            } else if byte == UInt8(ascii: "\"") {
                index = skipString(bytes, from: index)
            } else {
                index += 1
            }
        }
        return roots
    }

    /// A node's kind and attributes: everything up to the next unquoted `(`, `)` or line end.
    private static func head(_ bytes: [UInt8], from start: Int) -> (DumpNode, Int) {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "\n") { break }
            if byte == UInt8(ascii: "\"") {
                index = skipString(bytes, from: index)
                continue
            }
            index += 1
        }
        let end = min(index, bytes.count)
        let space = bytes[start..<end].firstIndex(of: UInt8(ascii: " ")) ?? end
        var first = space
        var last = end
        while first < last && bytes[first] == UInt8(ascii: " ") { first += 1 }
        while last > first && bytes[last - 1] == UInt8(ascii: " ") { last -= 1 }
        let attributes = bytes[first..<last]
        let word = bytes[start..<space]
        var kind = String(decoding: word, as: UTF8.self)
        var label: String?
        if let equals = word.firstIndex(of: UInt8(ascii: "=")) {
            label = String(decoding: word[..<equals], as: UTF8.self)
            kind = String(decoding: word[(equals + 1)...], as: UTF8.self)
        }
        let node = DumpNode(
            kind: kind, label: label, attributes: String(decoding: attributes, as: UTF8.self),
            range: DumpNode.readRange(Array(attributes)))
        return (node, index)
    }

    /// The index after the string literal that starts at `start`.
    private static func skipString(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "\n") { return index + 1 }
            index += 1
        }
        return index
    }
}
