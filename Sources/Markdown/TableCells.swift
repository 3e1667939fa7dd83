/// The cells of a table row written in `source[range]`, split the way cmark-gfm's row scanner
/// splits a line: leading spaces and an optional leading pipe, then cells ended by a pipe that
/// is not preceded by a backslash (also inside code spans, as GFM specifies), and a trailing
/// pipe that opens no cell.
///
/// - Returns: How many cells the row has, and where the cell after the first `limit` starts,
///   when the row has more.
func tableCells(
    in source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, limit: Int = .max
) -> (count: Int, firstPastLimit: Int?) {
    let end = range.upperBound
    var index = range.lowerBound
    func skipSpaces() {
        while index < end, isTableSpace(source[index]) { index += 1 }
    }
    skipSpaces()
    if index < end, source[index] == UInt8(ascii: "|") {
        index += 1
        skipSpaces()
    }
    var count = 0
    var firstPastLimit: Int?
    while index < end {
        let cellStart = index
        while index < end, source[index] != UInt8(ascii: "|") {
            let escapesPipe =
                source[index] == UInt8(ascii: "\\") && index + 1 < end
                && source[index + 1] == UInt8(ascii: "|")
            index += escapesPipe ? 2 : 1
        }
        if index == end, index == cellStart { break }
        count += 1
        if count > limit, firstPastLimit == nil { firstPastLimit = cellStart }
        guard index < end else { break }
        index += 1
        skipSpaces()
    }
    return (count, firstPastLimit)
}

/// cmark's `spacechar`: space, tab, vertical tab and form feed.
func isTableSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C
}
