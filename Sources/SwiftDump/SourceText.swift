/// A Swift source as bytes, addressed by the 1-based lines and byte columns the compiler
/// prints, with the few lexical steps needed to cut a declaration's text at the places the
/// compiler's tree points to.
struct SourceText {
    let bytes: [UInt8]
    private let lineStarts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
    }

    /// The byte offset of a line and column, or nil outside the text.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        let offset = lineStarts[line - 1] + column - 1
        return offset <= bytes.count ? offset : nil
    }

    /// The line and column of a byte offset.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    func text(_ range: Range<Int>) -> String {
        let clamped = max(range.lowerBound, 0)..<min(max(range.upperBound, range.lowerBound), bytes.count)
        return String(decoding: bytes[clamped], as: UTF8.self)
    }

    /// The offset just after the token that starts at `offset`: a string literal, a number,
    /// an identifier, or one punctuation character.
    func tokenEnd(from offset: Int) -> Int {
        guard offset < bytes.count else { return bytes.count }
        let first = bytes[offset]
        if first == UInt8(ascii: "\"") { return stringEnd(from: offset) }
        if isWordByte(first) {
            var index = offset
            let isNumber = first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")
            while index < bytes.count, isWordByte(bytes[index]) || (isNumber && bytes[index] == UInt8(ascii: ".")) {
                index += 1
            }
            return index
        }
        return offset + 1
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// The offset after the string literal starting at `offset` (single line or `"""`).
    func stringEnd(from offset: Int) -> Int {
        let triple =
            offset + 2 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\"")
            && bytes[offset + 2] == UInt8(ascii: "\"")
        var index = offset + (triple ? 3 : 1)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") {
                if !triple { return index + 1 }
                if index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"")
                    && bytes[index + 2] == UInt8(ascii: "\"")
                {
                    return index + 3
                }
            }
            if byte == UInt8(ascii: "\n") && !triple { return index }
            index += 1
        }
        return bytes.count
    }

    /// The first offset in `range` holding `target` outside brackets and string literals.
    func firstTopLevel(_ target: UInt8, in range: Range<Int>, stopAt stops: Set<UInt8> = []) -> Int? {
        var depth = 0
        var index = max(range.lowerBound, 0)
        let end = min(range.upperBound, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index = stringEnd(from: index)
                continue
            }
            if depth == 0 && byte == target {
                // `->`, `==` and friends are not the `:`, `=` or `,` looked for.
                let previous = index > 0 ? bytes[index - 1] : 0
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                let isOperator =
                    target == UInt8(ascii: "=") && (next == UInt8(ascii: "=") || "<>!=".utf8.contains(previous))
                if !isOperator { return index }
            }
            if depth == 0 && stops.contains(byte) { return nil }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(depth - 1, 0)
            case UInt8(ascii: "<") where target == UInt8(ascii: ",") || target == UInt8(ascii: ":"): depth += 1
            case UInt8(ascii: ">")
            where (target == UInt8(ascii: ",") || target == UInt8(ascii: ":")) && previous(index) != UInt8(ascii: "-"):
                depth = max(depth - 1, 0)
            default: break
            }
            index += 1
        }
        return nil
    }

    private func previous(_ index: Int) -> UInt8 { index > 0 ? bytes[index - 1] : 0 }

    /// Splits `range` at commas outside brackets, generic angle brackets and strings.
    func splitTopLevel(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        while let comma = firstTopLevel(UInt8(ascii: ","), in: start..<range.upperBound) {
            parts.append(start..<comma)
            start = comma + 1
        }
        parts.append(start..<range.upperBound)
        return parts
    }
}
