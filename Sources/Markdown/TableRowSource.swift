#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Facts about table rows that cmark does not keep, read from the UTF-8 source.
struct TableRowSource {
    private let source: UnsafeBufferPointer<UInt8>
    /// Byte offsets where lines start, extended as far as a lookup needs.
    private var lineStarts: [Int] = [0]
    private var scannedUpTo = 0

    init(_ source: UnsafeBufferPointer<UInt8>) {
        self.source = source
    }

    /// Counts the cells written on the table row at `position`, as ``tableCells(in:_:limit:)``
    /// splits them.
    ///
    /// The scan starts at the row's column, so container markers such as `> ` before it are
    /// not read as cell text.
    mutating func cellCount(at position: SourcePosition) -> Int {
        guard let line = lineRange(position.line) else { return 0 }
        let start = min(line.lowerBound + max(position.column - 1, 0), line.upperBound)
        return tableCells(in: source, start..<line.upperBound).count
    }

    /// The byte range of 1-based line `number` without its line ending (`\n`, `\r` or `\r\n`,
    /// as cmark counts lines), or nil past the end.
    mutating func lineRange(_ number: Int) -> Range<Int>? {
        guard number >= 1, let base = source.baseAddress else { return nil }
        while lineStarts.count <= number, scannedUpTo < source.count {
            // memchr finds the next `\n`; a lone `\r` before it ends a line too.
            let remaining = source.count - scannedUpTo
            var lineEnd =
                memchr(base + scannedUpTo, Int32(UInt8(ascii: "\n")), remaining)
                .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? source.count
            if let carriageReturn = memchr(base + scannedUpTo, Int32(UInt8(ascii: "\r")), lineEnd - scannedUpTo) {
                lineEnd = base.distance(to: carriageReturn.assumingMemoryBound(to: UInt8.self))
            }
            guard lineEnd < source.count else {
                scannedUpTo = source.count
                break
            }
            scannedUpTo = lineEnd + 1
            if source[lineEnd] == UInt8(ascii: "\r"), scannedUpTo < source.count,
                source[scannedUpTo] == UInt8(ascii: "\n")
            {
                scannedUpTo += 1
            }
            lineStarts.append(scannedUpTo)
        }
        guard number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : source.count
        while end > start, source[end - 1] == UInt8(ascii: "\n") || source[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return start..<end
    }
}
