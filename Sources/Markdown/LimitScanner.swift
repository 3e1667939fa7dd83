// Checks a page against `MarkdownLimits` in one pass over its lines, before cmark-gfm sees it.
//
// The scan does not build cmark's block tree, so it models it from the safe side: a paragraph
// here ("a run") ends only at lines that end a paragraph in every container cmark could be in
// (a blank line, a heading, a fence, a thematic break, a new block quote, a list item that can
// interrupt a paragraph), so runs are never shorter than cmark's paragraphs, and counts made
// over a run are never smaller than cmark's. Fenced code is skipped only while the scan is sure
// cmark agrees (fences at the start of a line or right after `>`); once unsure, it checks the
// rest of the page as if no fence were open. Being generous can only refuse more.

enum Byte {
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
struct LinePrefix {
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
struct Fence {
    let character: UInt8
    let length: Int
    let quoteDepth: Int
}

/// Raw HTML that may have started an HTML block, during which a line that looks like a fence
/// may be HTML to cmark.
enum HTMLBlock {
    case none
    /// Until a blank line.
    case untilBlankLine
    /// Until a line holding one of these (types 1 to 5), then a blank line.
    case untilMarker([[UInt8]])
}

/// The kinds of raw HTML whose openers cmark reads to the end of the paragraph when unclosed.
enum RawHTMLKind: Int, CaseIterable {
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
    let source: UnsafeBufferPointer<UInt8>
    let checksTables: Bool
    let countsTildes: Bool
    let countsAtSigns: Bool
    let footnotes: Bool

    /// The earliest construct, in source order, past a limit.
    var firstError: MarkdownLimitError?

    var lineNumber = 0
    var lineStart = 0

    // Fenced code.
    var fence: Fence?
    var tracksFences: Bool
    var htmlBlock = HTMLBlock.none

    // The current run: the lines since the last line that surely ends a paragraph.
    var inRun = false
    var runQuoteDepth = 0
    /// Lines that may be paragraph text above the next delimiter row, counted since the run
    /// started or a certain table ended.
    var paragraphLines = 0
    /// The last lines of paragraph text (at most `linesAboveDelimiterRow`), for their cells.
    var recentLines: [(text: Range<Int>, line: Int, start: Int)] = []
    /// Every line of the paragraph so far is plain and at `runQuoteDepth`.
    var paragraphIsPlain = true
    /// A table cmark surely started: its columns and quote depth.
    var certainTable: (columns: Int, quoteDepth: Int)?
    /// Since a line that may have started a table: the most columns it may have.
    var tableRegionColumns: Int?
    var pagePaddingCells = 0

    // Inline counts over the current run.
    var emphasisRuns = 0
    var imageOpeners = 0
    /// Per kind of raw HTML: openers since the last closer, and where the first one past the
    /// limit is.
    var unclosedOpeners = [Int](repeating: 0, count: RawHTMLKind.allCases.count)
    var unclosedPastLimit = [Int?](repeating: nil, count: RawHTMLKind.allCases.count)
    var unclosedPastLimitLine = [(number: Int, start: Int)](
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

    mutating func scanLine(_ line: Range<Int>) {
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

    mutating func scanParagraphLine(_ prefix: LinePrefix) {
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
    mutating func scanDelimiterRow(_ prefix: LinePrefix) -> Bool {
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

    mutating func addParagraphLine(_ prefix: LinePrefix) {
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
    func continuesCertainTable(
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
    mutating func checkRowCells(_ content: Range<Int>, line: (number: Int, start: Int)? = nil) -> Int {
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
    mutating func addTableRow(_ content: Range<Int>, columns: Int) {
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
    mutating func endRun() {
        endInlineText()
        inRun = false
        paragraphLines = 0
        recentLines.removeAll(keepingCapacity: true)
        certainTable = nil
        tableRegionColumns = nil
    }
}

func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
}

func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
}

func isASCIIPunctuation(_ byte: UInt8) -> Bool {
    (byte >= 0x21 && byte <= 0x2F) || (byte >= 0x3A && byte <= 0x40) || (byte >= 0x5B && byte <= 0x60)
        || (byte >= 0x7B && byte <= 0x7E)
}
