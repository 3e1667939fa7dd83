import Glibc

/// Reads the text `swiftc -frontend -dump-parse` prints into trees of ``DumpNode``, one per
/// `source_file`.
///
/// The reader keeps its own stack rather than recursing, and keeps nodes only down to
/// ``depthLimit``, so that however deep the text, reading it and freeing the tree cost little
/// stack; a text cut short yields the trees closed so far.
package enum DumpParser {
    /// How deep nodes are kept: far deeper than any declaration or animation a page names.
    package static let depthLimit = 1_000

    /// The trees of the text, in order.
    package static func parse(_ text: String) -> [DumpNode] { parse(Array(text.utf8)) }

    /// A node read up to its children, which are added as they close.
    private struct Open {
        var kind: String
        var label: String?
        var attributes: Range<Int>
        var range: (Int, Int, Int, Int)?
        var children: [DumpNode] = []
    }

    /// The trees of the text's UTF-8 bytes, in order.
    package static func parse(_ bytes: [UInt8]) -> [DumpNode] {
        var roots: [DumpNode] = []
        forEachTree(bytes) { roots.append($0) }
        return roots
    }

    /// Hands each tree of the text's UTF-8 bytes to `body` as soon as it closes, in order, and
    /// keeps none: a caller that reads each tree and lets it go holds one at a time, rather
    /// than a whole batch of files' trees at the top of a cold build's memory.
    package static func forEachTree(_ bytes: [UInt8], _ body: (DumpNode) -> Void) {
        let text = DumpText(bytes)
        var names = NameTable()
        var stack: [Open] = []
        var skipped = 0
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "(") {
                    if stack.count < depthLimit {
                        let (node, next) = head(bytes, from: index + 1, names: &names)
                        stack.append(node)
                        index = next
                    } else {
                        skipped += 1
                        index += 1
                    }
                } else if byte == UInt8(ascii: ")") {
                    if skipped > 0 {
                        skipped -= 1
                    } else if let open = stack.popLast() {
                        let node = DumpNode(
                            kind: open.kind, label: open.label, text: text, attributes: open.attributes,
                            range: open.range, children: open.children)
                        if stack.isEmpty { body(node) } else { stack[stack.count - 1].children.append(node) }
                    }
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    index = skipString(bytes, from: index)
                } else {
                    index += 1
                }
            }
        }
    }

    /// A node's kind and attributes: everything up to the next unquoted `(`, `)` or line end.
    private static func head(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, names: inout NameTable) -> (
        Open, Int
    ) {
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
        var space = start
        var equals: Int?
        while space < end, bytes[space] != UInt8(ascii: " ") {
            if equals == nil, bytes[space] == UInt8(ascii: "=") { equals = space }
            space += 1
        }
        var first = space
        var last = end
        while first < last && bytes[first] == UInt8(ascii: " ") { first += 1 }
        while last > first && bytes[last - 1] == UInt8(ascii: " ") { last -= 1 }
        let kind: String
        var label: String?
        if let equals {
            label = names.name(bytes, start..<equals)
            kind = names.name(bytes, equals + 1..<space)
        } else {
            kind = names.name(bytes, start..<space)
        }
        let range = DumpText.readRange(UnsafeBufferPointer(rebasing: bytes[first..<last]))
        return (Open(kind: kind, label: label, attributes: first..<last, range: range), index)
    }

    /// The index after the string literal that starts at `start`.
    private static func skipString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
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

/// Kinds and labels made into strings once per text: a tree repeats a few dozen of them
/// hundreds of thousands of times, and equal strings that share storage compare at once.
/// A small table by hash, where a name that collides takes the older one's place.
private struct NameTable {
    private var hashes = [UInt64](repeating: 0, count: 256)
    private var names = [String?](repeating: nil, count: 256)

    mutating func name(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in range { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
        let slot = Int(truncatingIfNeeded: (hash ^ (hash >> 29)) & 255)
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        if hashes[slot] == hash, var known = names[slot] {
            let same = known.withUTF8 { stored in
                stored.count == slice.count
                    && (slice.isEmpty || memcmp(stored.baseAddress!, slice.baseAddress!, slice.count) == 0)
            }
            if same { return known }
        }
        let made = String(decoding: slice, as: UTF8.self)
        hashes[slot] = hash
        names[slot] = made
        return made
    }
}
