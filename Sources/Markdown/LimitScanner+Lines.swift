/// How the scan tells what a line is: its container prefix, and the blocks cmark could open or
/// end on it.
extension LimitScanner {

    func readPrefix(_ line: Range<Int>) -> LinePrefix {
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
    func listMarkerLength(at index: Int, in line: Range<Int>) -> Int? {
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
    func listItemInterrupts(at index: Int, length: Int, in line: Range<Int>) -> Bool {
        let byte = source[index]
        let isBullet = byte == Byte.dash || byte == Byte.plus || byte == Byte.star
        guard isBullet || (length == 2 && byte == UInt8(ascii: "1")) else { return false }
        return source[(index + length)..<line.upperBound].contains { $0 != Byte.space && $0 != Byte.tab }
    }

    func interruptsWithListItem(_ prefix: LinePrefix) -> Bool {
        guard let marker = prefix.firstListMarker else { return false }
        return marker == prefix.afterQuotes.lowerBound && prefix.afterQuotesIndent <= 3
            && prefix.listMarkerInterrupts
    }

    // MARK: Blocks

    /// An ATX heading, thematic break, setext underline or fence: each ends a paragraph in
    /// whatever container it stands.
    func endsParagraphInAnyContainer(_ text: Range<Int>) -> Bool {
        isATXHeading(text) || isThematicBreak(text) || isSetextUnderline(text) || looksLikeFence(text)
    }

    func isATXHeading(_ text: Range<Int>) -> Bool {
        var index = text.lowerBound
        while index < text.upperBound, source[index] == Byte.hash, index - text.lowerBound < 7 { index += 1 }
        let level = index - text.lowerBound
        return level >= 1 && level <= 6
            && (index == text.upperBound || source[index] == Byte.space || source[index] == Byte.tab)
    }

    func isThematicBreak(_ text: Range<Int>) -> Bool {
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

    func isSetextUnderline(_ text: Range<Int>) -> Bool {
        guard let first = text.first.map({ source[$0] }), first == Byte.equals || first == Byte.dash else {
            return false
        }
        var index = text.lowerBound
        while index < text.upperBound, source[index] == first { index += 1 }
        return source[index..<text.upperBound].allSatisfy { $0 == Byte.space || $0 == Byte.tab }
    }

    /// Three or more backticks or tildes, and for backticks no backtick after them.
    func looksLikeFence(_ text: Range<Int>) -> Bool {
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
    func certainFence(_ prefix: LinePrefix) -> Fence? {
        guard prefix.isPlain else { return nil }
        let character = source[prefix.content.lowerBound]
        var index = prefix.content.lowerBound
        while index < prefix.content.upperBound, source[index] == character { index += 1 }
        return Fence(character: character, length: index - prefix.content.lowerBound, quoteDepth: prefix.quoteDepth)
    }

    /// A line inside a fence: code, the closing fence, or, with fewer quote markers, the end
    /// of the quote and the fence.
    mutating func scanFencedLine(_ line: Range<Int>, _ open: Fence) {
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
    mutating func updateHTMLBlock(_ prefix: LinePrefix, isBlank: Bool) {
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
    func htmlBlockEndMarkers(_ text: Range<Int>) -> [[UInt8]] {
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

    func contains(anyOf markers: [[UInt8]], in text: Range<Int>) -> Bool {
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
    func isDelimiterRow(_ text: Range<Int>) -> Bool {
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
}
