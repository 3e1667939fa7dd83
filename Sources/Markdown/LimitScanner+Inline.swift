/// The inline constructs the scan counts in a paragraph, table row or heading.
extension LimitScanner {
    // MARK: Inline text

    /// Counts the constructs that make cmark's inline pass slow in one line of the current
    /// paragraph, table row or heading.
    mutating func countInline(_ text: Range<Int>) {
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

    mutating func openRawHTML(_ kind: RawHTMLKind, at index: Int) {
        unclosedOpeners[kind.rawValue] += 1
        if unclosedOpeners[kind.rawValue] == MarkdownLimits.unclosedHTML + 1 {
            unclosedPastLimit[kind.rawValue] = index
            unclosedPastLimitLine[kind.rawValue] = (lineNumber, lineStart)
        }
    }

    mutating func closeRawHTML(_ kind: RawHTMLKind) {
        unclosedOpeners[kind.rawValue] = 0
        unclosedPastLimit[kind.rawValue] = nil
    }

    /// Ends an inline text: what was left unclosed in it is now known.
    mutating func endInlineText() {
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

    mutating func report(
        _ limit: MarkdownLimitError.Limit, at index: Int, line: (number: Int, start: Int)? = nil,
        _ message: String
    ) {
        let line = line ?? (lineNumber, lineStart)
        let position = SourcePosition(line: line.number, column: index - line.start + 1)
        if let firstError, firstError.position <= position { return }
        firstError = MarkdownLimitError(limit: limit, position: position, message: message)
    }
}
