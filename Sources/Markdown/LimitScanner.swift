// Checks a page against `MarkdownLimits` in one pass over its lines, before cmark-gfm sees it.
//
// The scan does not build cmark's block tree, so it models it from the safe side: a paragraph
// here ("a run") ends only at lines that end a paragraph in every container cmark could be in
// (a blank line, a heading, a fence, a thematic break, a new block quote, a list item that can
// interrupt a paragraph), so runs are never shorter than cmark's paragraphs, and counts made
// over a run are never smaller than cmark's. Fenced code is skipped only while the scan is sure
// cmark agrees (fences at the start of a line or right after `>`); once unsure, it checks the
// rest of the page as if no fence were open. Being generous can only refuse more.

private enum Byte {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let quote = UInt8(ascii: ">")
    static let pipe = UInt8(ascii: "|")
    static let colon = UInt8(ascii: ":")
    static let dash = UInt8(ascii: "-")
    static let backslash = UInt8(ascii: "\\")
    static let lessThan = UInt8(ascii: "<")
    static let bang = UInt8(ascii: "!")
    static let question = UInt8(ascii: "?")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let backtick = UInt8(ascii: "`")
    static let tilde = UInt8(ascii: "~")
    static let star = UInt8(ascii: "*")
    static let underscore = UInt8(ascii: "_")
    static let plus = UInt8(ascii: "+")
    static let hash = UInt8(ascii: "#")
    static let equals = UInt8(ascii: "=")
    static let caret = UInt8(ascii: "^")
}

/// What the start of a line holds: block quote markers, list markers and indentation.
private struct LinePrefix {
    /// `>` markers each after at most 3 spaces, before any list marker: quotes cmark sees in
    /// every container.
    var quoteDepth = 0
    /// Every `>` and list marker, whatever its indentation.
    var markers = 0
    var listMarkers = 0
    /// Whether the first list marker starts an item that may interrupt a paragraph: a bullet,
    /// or `1.` or `1)`, with text after it.
    var listMarkerInterrupts = false
    /// Where the first list marker is.
    var firstListMarker: Int?
    var hasTab = false
    /// Quote markers start at column 0 and hold at most one space after each, no tabs and no
    /// list markers: the line is in the same containers in every reading.
    var isPlain = true
    /// The text after the counted quote markers, without its indentation, and that
    /// indentation in columns.
    var afterQuotes: Range<Int>
    var afterQuotesIndent = 0
    /// The text after every marker, without indentation, and the indentation before it.
    var content: Range<Int>
    var contentIndent = 0
    /// The marker where nesting goes past the limit.
    var nestingPastLimit: Int?
}

/// A fence the scan is sure cmark opened.
private struct Fence {
    let character: UInt8
    let length: Int
    let quoteDepth: Int
}

/// Raw HTML that may have started an HTML block, during which a line that looks like a fence
/// may be HTML to cmark.
private enum HTMLBlock {
    case none
    /// Until a blank line.
    case untilBlankLine
    /// Until a line holding one of these (types 1 to 5), then a blank line.
    case untilMarker([[UInt8]])
}

/// The kinds of raw HTML whose openers cmark reads to the end of the paragraph when unclosed.
private enum RawHTMLKind: Int, CaseIterable {
    case processingInstruction, declaration, characterData

    var opener: String {
        switch self {
        case .processingInstruction: "<?"
        case .declaration: "<!"
        case .characterData: "<![CDATA["
        }
    }

    var closer: String {
        switch self {
        case .processingInstruction: "?>"
        case .declaration: ">"
        case .characterData: "]]>"
        }
    }
}

struct LimitScanner {
    private let source: UnsafeBufferPointer<UInt8>
    private let checksTables: Bool
    private let countsTildes: Bool
    private let countsAtSigns: Bool
    private let footnotes: Bool

    /// The earliest construct, in source order, past a limit.
    private(set) var firstError: MarkdownLimitError?

    private var lineNumber = 0
    private var lineStart = 0

    // Fenced code.
    private var fence: Fence?
    private var tracksFences: Bool
    private var htmlBlock = HTMLBlock.none

    // The current run: the lines since the last line that surely ends a paragraph.
    private var inRun = false
    private var runQuoteDepth = 0
    /// Lines that may be paragraph text above the next delimiter row, counted since the run
    /// started or a certain table ended.
    private var paragraphLines = 0
    /// The last lines of paragraph text (at most `linesAboveDelimiterRow`), for their cells.
    private var recentLines: [(text: Range<Int>, line: Int, start: Int)] = []
    /// Every line of the paragraph so far is plain and at `runQuoteDepth`.
    private var paragraphIsPlain = true
    /// A table cmark surely started: its columns and quote depth.
    private var certainTable: (columns: Int, quoteDepth: Int)?
    /// Since a line that may have started a table: the most columns it may have.
    private var tableRegionColumns: Int?
    private var pagePaddingCells = 0

    // Inline counts over the current run.
    private var emphasisRuns = 0
    private var imageOpeners = 0
    /// Per kind of raw HTML: openers since the last closer, and where the first one past the
    /// limit is.
    private var unclosedOpeners = [Int](repeating: 0, count: RawHTMLKind.allCases.count)
    private var unclosedPastLimit = [Int?](repeating: nil, count: RawHTMLKind.allCases.count)
    private var unclosedPastLimitLine = [(number: Int, start: Int)](
        repeating: (0, 0), count: RawHTMLKind.allCases.count)

    init(source: UnsafeBufferPointer<UInt8>, options: MarkdownOptions) {
        self.source = source
        checksTables = options.extensions.contains(.table)
        countsTildes = options.extensions.contains(.strikethrough)
        countsAtSigns = options.extensions.contains(.autolink)
        footnotes = options.footnotes
        // A footnote definition is a container the line model does not read.
        tracksFences = !options.footnotes
    }

    mutating func run() {
        var start = 0
        while start < source.count {
            var end = start
            while end < source.count, source[end] != Byte.newline, source[end] != Byte.carriageReturn {
                end += 1
            }
            lineNumber += 1
            lineStart = start
            scanLine(start..<end)
            // A line ends with `\n`, `\r\n` or `\r`, as cmark counts lines.
            start = end
            if start < source.count, source[start] == Byte.carriageReturn { start += 1 }
            if start < source.count, source[start] == Byte.newline { start += 1 }
        }
        endRun()
    }

    // MARK: Lines

    private mutating func scanLine(_ line: Range<Int>) {
        if let fence {
            scanFencedLine(line, fence)
            return
        }
        let prefix = readPrefix(line)
        if let marker = prefix.nestingPastLimit {
            report(
                .nesting, at: marker,
                "block quotes and list items nest more than \(MarkdownLimits.nesting) deep here "
                    + "(each '>', list marker and two columns of indentation before them count)")
        }
        let isBlank = prefix.afterQuotes.isEmpty
        updateHTMLBlock(prefix, isBlank: isBlank)
        if isBlank {
            endRun()
            return
        }
        if looksLikeFence(prefix.content) {
            if tracksFences, case .none = htmlBlock, let opened = certainFence(prefix) {
                endRun()
                fence = opened
                return
            }
            tracksFences = false
        }
        // A setext underline ends a paragraph, but in a table it is a row.
        if prefix.afterQuotesIndent <= 3, endsParagraphInAnyContainer(prefix.afterQuotes),
            tableRegionColumns == nil || !isSetextUnderline(prefix.afterQuotes)
                || isThematicBreak(prefix.afterQuotes)
        {
            endRun()
            if isATXHeading(prefix.afterQuotes) {
                countInline(prefix.content)
                endRun()
            }
            return
        }
        if inRun, prefix.quoteDepth > runQuoteDepth || interruptsWithListItem(prefix) {
            endRun()
        }
        scanParagraphLine(prefix)
    }

    private mutating func scanParagraphLine(_ prefix: LinePrefix) {
        if !inRun {
            inRun = true
            runQuoteDepth = prefix.quoteDepth
            paragraphLines = 0
            recentLines.removeAll(keepingCapacity: true)
            paragraphIsPlain = true
        }
        let content = prefix.content
        if checksTables {
            if let table = certainTable {
                if continuesCertainTable(prefix, table) {
                    addTableRow(content, columns: table.columns)
                    // Each cell is an inline text of its own; the row holds them all.
                    endInlineText()
                    countInline(content)
                    endInlineText()
                    return
                }
                certainTable = nil
                paragraphLines = 0
                recentLines.removeAll(keepingCapacity: true)
                paragraphIsPlain = false
            }
            if let columns = tableRegionColumns {
                addTableRow(content, columns: columns)
            }
            if isDelimiterRow(content) {
                if scanDelimiterRow(prefix) { return }
            } else {
                addParagraphLine(prefix)
            }
        }
        countInline(content)
    }

    /// Checks a line shaped like a table's delimiter row; returns true when cmark surely
    /// starts a table with it.
    private mutating func scanDelimiterRow(_ prefix: LinePrefix) -> Bool {
        let content = prefix.content
        let cells = checkRowCells(content)
        guard paragraphLines > 0 else {
            // With no paragraph above, it is a paragraph's first line.
            addParagraphLine(prefix)
            return false
        }
        if paragraphLines > MarkdownLimits.linesAboveDelimiterRow {
            report(
                .linesAboveDelimiterRow, at: content.lowerBound,
                "this line looks like a table's delimiter row under \(paragraphLines) lines of "
                    + "paragraph, more than \(MarkdownLimits.linesAboveDelimiterRow): cmark-gfm "
                    + "reads them all again for each such line; put a blank line before the "
                    + "table's header row")
        }
        for line in recentLines {
            checkRowCells(line.text, line: (line.line, line.start))
        }
        let header = recentLines.last.map { tableCells(in: source, $0.text).count } ?? 0
        tableRegionColumns = max(tableRegionColumns ?? 0, cells)
        if paragraphIsPlain, prefix.isPlain, prefix.quoteDepth == runQuoteDepth, header == cells {
            certainTable = (cells, prefix.quoteDepth)
            endInlineText()
            return true
        }
        addParagraphLine(prefix)
        return false
    }

    private mutating func addParagraphLine(_ prefix: LinePrefix) {
        paragraphLines += 1
        if !prefix.isPlain || prefix.quoteDepth != runQuoteDepth {
            paragraphIsPlain = false
        }
        if recentLines.count == MarkdownLimits.linesAboveDelimiterRow {
            recentLines.removeFirst()
        }
        recentLines.append((prefix.content, lineNumber, lineStart))
    }

    /// Whether a line is surely the next row of a table cmark surely started.
    private func continuesCertainTable(
        _ prefix: LinePrefix, _ table: (columns: Int, quoteDepth: Int)
    ) -> Bool {
        let content = prefix.content
        guard prefix.isPlain, prefix.quoteDepth == table.quoteDepth,
            let first = content.first.map({ source[$0] }),
            ![Byte.hash, Byte.backtick, Byte.tilde, Byte.lessThan, Byte.quote].contains(first),
            !isThematicBreak(content),
            !(footnotes && first == Byte.openBracket && content.count > 1
                && source[content.lowerBound + 1] == Byte.caret)
        else { return false }
        return tableCells(in: source, content).count > 0
    }

    /// Checks the cells of a line that may be a table row, on the current line unless `line`
    /// tells another; returns their number.
    @discardableResult
    private mutating func checkRowCells(_ content: Range<Int>, line: (number: Int, start: Int)? = nil) -> Int {
        let cells = tableCells(in: source, content, limit: MarkdownLimits.tableColumns)
        if let cell = cells.firstPastLimit {
            report(
                .tableColumns, at: cell, line: line,
                "this table row has more than \(MarkdownLimits.tableColumns) cells: cmark-gfm's "
                    + "time grows with the square of a row's cells")
        }
        return cells.count
    }

    /// Checks a line that may be a row of a table of `columns` columns, and counts the empty
    /// cells cmark would add to it.
    private mutating func addTableRow(_ content: Range<Int>, columns: Int) {
        let cells = checkRowCells(content)
        let before = pagePaddingCells
        pagePaddingCells += max(columns - cells, 0)
        if before <= MarkdownLimits.paddingCells, pagePaddingCells > MarkdownLimits.paddingCells {
            report(
                .paddingCells, at: lineStart,
                "the short rows of this page's tables need more than "
                    + "\(MarkdownLimits.paddingCells) empty cells to reach their header's width "
                    + "by this row; cmark-gfm would add every one")
        }
    }

    /// Ends the current run: the paragraph, table or heading text it holds.
    private mutating func endRun() {
        endInlineText()
        inRun = false
        paragraphLines = 0
        recentLines.removeAll(keepingCapacity: true)
        certainTable = nil
        tableRegionColumns = nil
    }

    // MARK: Prefixes

    private func readPrefix(_ line: Range<Int>) -> LinePrefix {
        var prefix = LinePrefix(afterQuotes: line, content: line)
        var index = line.lowerBound
        var column = 0
        var indentation = 0
        // Still reading the leading `>` markers that every container reading agrees on.
        var readsQuotes = true
        while true {
            var whitespace = 0
            while index < line.upperBound, source[index] == Byte.space || source[index] == Byte.tab {
                let width = source[index] == Byte.tab ? 4 - column % 4 : 1
                if source[index] == Byte.tab { prefix.hasTab = true }
                column += width
                whitespace += width
                index += 1
            }
            // The space a marker needs after it is the marker's, not indentation.
            indentation += prefix.markers > 0 ? max(whitespace - 1, 0) : whitespace
            let atEnd = index == line.upperBound
            let isQuote = !atEnd && source[index] == Byte.quote
            if readsQuotes, isQuote, whitespace <= 3 {
                prefix.quoteDepth += 1
                if whitespace > (prefix.quoteDepth == 1 ? 0 : 1) { prefix.isPlain = false }
            } else if readsQuotes {
                readsQuotes = false
                prefix.afterQuotes = index..<line.upperBound
                prefix.afterQuotesIndent = whitespace
            } else if isQuote {
                prefix.isPlain = false
            }
            let markerLength: Int
            if atEnd {
                prefix.content = index..<index
                prefix.contentIndent = whitespace
                break
            } else if isQuote {
                markerLength = 1
            } else if let length = listMarkerLength(at: index, in: line) {
                markerLength = length
                prefix.isPlain = false
                readsQuotes = false
                if prefix.listMarkers == 0 {
                    prefix.firstListMarker = index
                    prefix.listMarkerInterrupts = listItemInterrupts(at: index, length: length, in: line)
                }
                prefix.listMarkers += 1
            } else {
                prefix.content = index..<line.upperBound
                prefix.contentIndent = whitespace
                // After `>`, one space belongs to the marker.
                if whitespace > (prefix.quoteDepth > 0 ? 1 : 0) { prefix.isPlain = false }
                break
            }
            prefix.markers += 1
            index += markerLength
            column += markerLength
            if prefix.markers + indentation / 2 > MarkdownLimits.nesting {
                // The page is refused: reading further markers would only cost time.
                prefix.nestingPastLimit = index - markerLength
                prefix.content = index..<line.upperBound
                break
            }
        }
        if readsQuotes {
            prefix.afterQuotes = index..<index
        }
        if prefix.hasTab { prefix.isPlain = false }
        return prefix
    }

    /// The length of a list marker at `index` (`-`, `+`, `*`, or up to 9 digits and `.` or
    /// `)`), when a space or tab follows it and the rest of the line is not a thematic break.
    private func listMarkerLength(at index: Int, in line: Range<Int>) -> Int? {
        let byte = source[index]
        var end = index
        if byte == Byte.dash || byte == Byte.plus || byte == Byte.star {
            if isThematicBreak(index..<line.upperBound) { return nil }
            end = index + 1
        } else {
            while end < line.upperBound, end - index < 9, isDigit(source[end]) { end += 1 }
            guard end > index, end < line.upperBound,
                source[end] == UInt8(ascii: ".") || source[end] == UInt8(ascii: ")")
            else { return nil }
            end += 1
        }
        guard end < line.upperBound, source[end] == Byte.space || source[end] == Byte.tab else { return nil }
        return end - index
    }

    /// Whether the item a marker starts may interrupt a paragraph: a bullet, or an ordered
    /// item numbered 1, with text after the marker.
    private func listItemInterrupts(at index: Int, length: Int, in line: Range<Int>) -> Bool {
        let byte = source[index]
        let isBullet = byte == Byte.dash || byte == Byte.plus || byte == Byte.star
        guard isBullet || (length == 2 && byte == UInt8(ascii: "1")) else { return false }
        return source[(index + length)..<line.upperBound].contains { $0 != Byte.space && $0 != Byte.tab }
    }

    private func interruptsWithListItem(_ prefix: LinePrefix) -> Bool {
        guard let marker = prefix.firstListMarker else { return false }
        return marker == prefix.afterQuotes.lowerBound && prefix.afterQuotesIndent <= 3
            && prefix.listMarkerInterrupts
    }

    // MARK: Blocks

    /// An ATX heading, thematic break, setext underline or fence: each ends a paragraph in
    /// whatever container it stands.
    private func endsParagraphInAnyContainer(_ text: Range<Int>) -> Bool {
        isATXHeading(text) || isThematicBreak(text) || isSetextUnderline(text) || looksLikeFence(text)
    }

    private func isATXHeading(_ text: Range<Int>) -> Bool {
        var index = text.lowerBound
        while index < text.upperBound, source[index] == Byte.hash, index - text.lowerBound < 7 { index += 1 }
        let level = index - text.lowerBound
        return level >= 1 && level <= 6
            && (index == text.upperBound || source[index] == Byte.space || source[index] == Byte.tab)
    }

    private func isThematicBreak(_ text: Range<Int>) -> Bool {
        guard let first = text.first.map({ source[$0] }),
            first == Byte.star || first == Byte.dash || first == Byte.underscore
        else { return false }
        var count = 0
        for byte in source[text] {
            if byte == first {
                count += 1
            } else if byte != Byte.space && byte != Byte.tab {
                return false
            }
        }
        return count >= 3
    }

    private func isSetextUnderline(_ text: Range<Int>) -> Bool {
        guard let first = text.first.map({ source[$0] }), first == Byte.equals || first == Byte.dash else {
            return false
        }
        var index = text.lowerBound
        while index < text.upperBound, source[index] == first { index += 1 }
        return source[index..<text.upperBound].allSatisfy { $0 == Byte.space || $0 == Byte.tab }
    }

    /// Three or more backticks or tildes, and for backticks no backtick after them.
    private func looksLikeFence(_ text: Range<Int>) -> Bool {
        guard let first = text.first.map({ source[$0] }), first == Byte.backtick || first == Byte.tilde else {
            return false
        }
        var index = text.lowerBound
        while index < text.upperBound, source[index] == first { index += 1 }
        guard index - text.lowerBound >= 3 else { return false }
        return first == Byte.tilde || !source[index..<text.upperBound].contains(Byte.backtick)
    }

    /// The fence a line opens when cmark surely reads it as one: at the start of the line or
    /// right after block quote markers that also start it.
    private func certainFence(_ prefix: LinePrefix) -> Fence? {
        guard prefix.isPlain else { return nil }
        let character = source[prefix.content.lowerBound]
        var index = prefix.content.lowerBound
        while index < prefix.content.upperBound, source[index] == character { index += 1 }
        return Fence(character: character, length: index - prefix.content.lowerBound, quoteDepth: prefix.quoteDepth)
    }

    /// A line inside a fence: code, the closing fence, or, with fewer quote markers, the end
    /// of the quote and the fence.
    private mutating func scanFencedLine(_ line: Range<Int>, _ open: Fence) {
        var index = line.lowerBound
        for _ in 0..<open.quoteDepth {
            var spaces = 0
            while index < line.upperBound, source[index] == Byte.space, spaces < 4 {
                spaces += 1
                index += 1
            }
            if index < line.upperBound, source[index] == Byte.tab {
                // Tabs make cmark's columns hard to follow: stop skipping fences.
                fence = nil
                tracksFences = false
                scanLine(line)
                return
            }
            guard spaces <= 3, index < line.upperBound, source[index] == Byte.quote else {
                fence = nil
                scanLine(line)
                return
            }
            index += 1
            if index < line.upperBound, source[index] == Byte.space { index += 1 }
        }
        var spaces = 0
        while index < line.upperBound, source[index] == Byte.space {
            spaces += 1
            index += 1
        }
        if index < line.upperBound, source[index] == Byte.tab, spaces <= 3 {
            fence = nil
            tracksFences = false
            scanLine(line)
            return
        }
        guard spaces <= 3 else { return }
        var length = 0
        while index < line.upperBound, source[index] == open.character {
            length += 1
            index += 1
        }
        if length >= open.length,
            source[index..<line.upperBound].allSatisfy({ $0 == Byte.space || $0 == Byte.tab })
        {
            fence = nil
        }
    }

    /// Follows raw HTML at the start of lines, which may make an HTML block in which a fence
    /// is no fence.
    private mutating func updateHTMLBlock(_ prefix: LinePrefix, isBlank: Bool) {
        switch htmlBlock {
        case .untilBlankLine:
            if isBlank { htmlBlock = .none }
            return
        case .untilMarker(let markers):
            if contains(anyOf: markers, in: prefix.afterQuotes) { htmlBlock = .untilBlankLine }
            return
        case .none:
            break
        }
        let text = prefix.content
        guard let first = text.first, source[first] == Byte.lessThan else { return }
        let markers = htmlBlockEndMarkers(text)
        if markers.isEmpty {
            htmlBlock = .untilBlankLine
        } else {
            let rest = (text.lowerBound + 1)..<text.upperBound
            htmlBlock = contains(anyOf: markers, in: rest) ? .untilBlankLine : .untilMarker(markers)
        }
    }

    /// The markers that end an HTML block of types 1 to 5 starting with `text`, or none.
    private func htmlBlockEndMarkers(_ text: Range<Int>) -> [[UInt8]] {
        func starts(with prefix: String) -> Bool {
            let bytes = Array(prefix.utf8)
            guard text.count >= bytes.count else { return false }
            return zip(source[text.lowerBound..<(text.lowerBound + bytes.count)], bytes).allSatisfy {
                lowercased($0) == $1
            }
        }
        for tag in ["script", "pre", "style", "textarea"] where starts(with: "<" + tag) {
            let after = text.lowerBound + 1 + tag.utf8.count
            if after == text.upperBound || [Byte.space, Byte.tab, UInt8(ascii: ">")].contains(source[after]) {
                return ["</script>", "</pre>", "</style>", "</textarea>"].map { Array($0.utf8) }
            }
        }
        if starts(with: "<!--") { return [Array("-->".utf8)] }
        if starts(with: "<?") { return [Array("?>".utf8)] }
        if starts(with: "<![cdata[") { return [Array("]]>".utf8)] }
        if starts(with: "<!"), text.count > 2, isLetter(source[text.lowerBound + 2]) { return [[Byte.quote]] }
        return []
    }

    private func contains(anyOf markers: [[UInt8]], in text: Range<Int>) -> Bool {
        markers.contains { marker in
            guard text.count >= marker.count else { return false }
            var start = text.lowerBound
            while start + marker.count <= text.upperBound {
                if zip(source[start..<(start + marker.count)], marker).allSatisfy({ lowercased($0) == $1 }) {
                    return true
                }
                start += 1
            }
            return false
        }
    }

    // MARK: Tables

    /// cmark-gfm's delimiter row: an optional pipe, cells of an optional colon, dashes and an
    /// optional colon separated by pipes, an optional pipe. Dashes alone are a setext underline
    /// or thematic break to cmark, never a delimiter row.
    private func isDelimiterRow(_ text: Range<Int>) -> Bool {
        var index = text.lowerBound
        let end = text.upperBound
        var hasPipeOrColon = false
        func skipSpaces() {
            while index < end, isTableSpace(source[index]) { index += 1 }
        }
        if index < end, source[index] == Byte.pipe {
            hasPipeOrColon = true
            index += 1
        }
        while true {
            skipSpaces()
            if index < end, source[index] == Byte.colon {
                hasPipeOrColon = true
                index += 1
            }
            let dashes = index
            while index < end, source[index] == Byte.dash { index += 1 }
            guard index > dashes else { return false }
            if index < end, source[index] == Byte.colon {
                hasPipeOrColon = true
                index += 1
            }
            skipSpaces()
            guard index < end else { return hasPipeOrColon }
            guard source[index] == Byte.pipe else { return false }
            hasPipeOrColon = true
            index += 1
            skipSpaces()
            if index == end { return true }
        }
    }

    // MARK: Inline text

    /// Counts the constructs that make cmark's inline pass slow in one line of the current
    /// paragraph, table row or heading.
    private mutating func countInline(_ text: Range<Int>) {
        var index = text.lowerBound
        let end = text.upperBound
        var atSigns = 0
        while index < end {
            let byte = source[index]
            let next = index + 1 < end ? source[index + 1] : 0
            switch byte {
            case UInt8(ascii: "@") where countsAtSigns:
                // A text node never spans lines, so a line bounds what the autolink extension
                // reads again for each '@'.
                atSigns += 1
                if atSigns == MarkdownLimits.atSignsPerLine + 1 {
                    report(
                        .atSignsPerLine, at: index,
                        "this line has more than \(MarkdownLimits.atSignsPerLine) '@': cmark-gfm's "
                            + "autolink extension reads the rest of the line again for each")
                }
            case Byte.backslash where isASCIIPunctuation(next):
                index += 2
                continue
            case Byte.star, Byte.underscore, Byte.tilde:
                guard byte != Byte.tilde || countsTildes else { break }
                emphasisRuns += 1
                if emphasisRuns == MarkdownLimits.emphasisRuns + 1 {
                    report(
                        .emphasisRuns, at: index,
                        "this paragraph has more than \(MarkdownLimits.emphasisRuns) runs of "
                            + "'*', '_' or '~': cmark-gfm's time grows with the square of their number")
                }
                while index < end, source[index] == byte { index += 1 }
                continue
            case Byte.bang where next == Byte.openBracket:
                imageOpeners += 1
                if imageOpeners == MarkdownLimits.imageOpeners + 1 {
                    report(
                        .imageOpeners, at: index,
                        "this paragraph has more than \(MarkdownLimits.imageOpeners) image openers "
                            + "'![': cmark-gfm reads all of them again at every link after them")
                }
                index += 2
                continue
            case Byte.lessThan where next == Byte.question:
                openRawHTML(.processingInstruction, at: index)
            case Byte.lessThan where next == Byte.bang:
                if index + 2 < end, isLetter(source[index + 2]) {
                    openRawHTML(.declaration, at: index)
                } else if source[index..<end].starts(with: "<![CDATA[".utf8) {
                    openRawHTML(.characterData, at: index)
                }
            case Byte.question where next == UInt8(ascii: ">"):
                closeRawHTML(.processingInstruction)
                closeRawHTML(.declaration)
                index += 2
                continue
            case UInt8(ascii: ">"):
                closeRawHTML(.declaration)
            case Byte.closeBracket where source[index..<end].starts(with: "]]>".utf8):
                closeRawHTML(.characterData)
                closeRawHTML(.declaration)
                index += 3
                continue
            default:
                break
            }
            index += 1
        }
    }

    private mutating func openRawHTML(_ kind: RawHTMLKind, at index: Int) {
        unclosedOpeners[kind.rawValue] += 1
        if unclosedOpeners[kind.rawValue] == MarkdownLimits.unclosedHTML + 1 {
            unclosedPastLimit[kind.rawValue] = index
            unclosedPastLimitLine[kind.rawValue] = (lineNumber, lineStart)
        }
    }

    private mutating func closeRawHTML(_ kind: RawHTMLKind) {
        unclosedOpeners[kind.rawValue] = 0
        unclosedPastLimit[kind.rawValue] = nil
    }

    /// Ends an inline text: what was left unclosed in it is now known.
    private mutating func endInlineText() {
        for kind in RawHTMLKind.allCases {
            if let index = unclosedPastLimit[kind.rawValue] {
                report(
                    .unclosedHTML, at: index, line: unclosedPastLimitLine[kind.rawValue],
                    "this paragraph has more than \(MarkdownLimits.unclosedHTML) '\(kind.opener)' "
                        + "after its last '\(kind.closer)': cmark-gfm reads to the end of the "
                        + "paragraph for each; escape them as '\\\(kind.opener)'")
            }
            closeRawHTML(kind)
        }
        emphasisRuns = 0
        imageOpeners = 0
    }

    // MARK: Reporting

    private mutating func report(
        _ limit: MarkdownLimitError.Limit, at index: Int, line: (number: Int, start: Int)? = nil,
        _ message: String
    ) {
        let line = line ?? (lineNumber, lineStart)
        let position = SourcePosition(line: line.number, column: index - line.start + 1)
        if let firstError, firstError.position <= position { return }
        firstError = MarkdownLimitError(limit: limit, position: position, message: message)
    }
}

private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

private func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
}

private func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
}

private func isASCIIPunctuation(_ byte: UInt8) -> Bool {
    (byte >= 0x21 && byte <= 0x2F) || (byte >= 0x3A && byte <= 0x40) || (byte >= 0x5B && byte <= 0x60)
        || (byte >= 0x7B && byte <= 0x7E)
}
