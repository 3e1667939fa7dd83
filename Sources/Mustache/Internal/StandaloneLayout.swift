/// Where each tag stands on its line, for the standalone-tag rules of the spec.
struct StandaloneLayout {
    let source: [UInt8]
    let templateName: String
    var texts: [Range<Int>]
    let tags: [Tag]
    var tagLayouts: [TagLayout]
    var errors: [MustacheError]

    init(source: [UInt8], templateName: String, lexed: LexedTemplate) {
        self.source = source
        self.templateName = templateName
        self.texts = lexed.texts
        self.tags = lexed.tags
        self.tagLayouts = Array(repeating: TagLayout(), count: lexed.tags.count)
        self.errors = lexed.errors
    }

    mutating func run() {
        var open: [Int] = []
        for index in tags.indices {
            let tag = tags[index]
            if open.count == MustacheLimits.templateNesting, tag.kind.opensContent {
                // Deeper nesting would make every later pass recurse as deep; the tags past
                // this one are not read, so neither are their errors.
                report(
                    "\(describe(tag)) is nested more than \(MustacheLimits.templateNesting) deep "
                        + "(sections, inverted sections, blocks and parents count)",
                    at: tag)
                return
            }
            switch tag.kind {
            case .variable, .unescapedVariable:
                break
            case .comment, .setDelimiters, .partial:
                trimIfStandalone(index)
            case .section, .invertedSection:
                trimIfStandalone(index)
                open.append(index)
            case .parent:
                open.append(index)
            case .block:
                if let enclosing = open.last, tags[enclosing].kind == .parent {
                    tagLayouts[index].isOverride = true
                    // What precedes the tag inside a parent pair is ignored, so only its right
                    // side counts.
                    if let lineEnd = clearanceAfter(index) {
                        startText(index + 1, at: lineEnd)
                        tagLayouts[index].isStandalone = true
                        tagLayouts[index].contentIndentation = whitespace(from: lineEnd)
                    }
                } else if trimIfStandalone(index) {
                    tagLayouts[index].contentIndentation =
                        whitespace(from: texts[index + 1].lowerBound)
                }
                open.append(index)
            case .close:
                guard let opening = open.last else {
                    report("closing tag '\(tag.name)' has no opening tag", at: tag)
                    continue
                }
                if tags[opening].name != tag.name {
                    guard let match = open.lastIndex(where: { tags[$0].name == tag.name }) else {
                        let other = tags[opening]
                        report(
                            "closing tag '\(tag.name)' does not match \(describe(other)), "
                                + "opened at line \(other.line), column \(other.column)",
                            at: tag)
                        continue
                    }
                    for unclosed in open[(match + 1)...] {
                        report("\(describe(tags[unclosed])) is not closed", at: tags[unclosed])
                    }
                    open.removeSubrange((match + 1)...)
                }
                close(open.removeLast(), with: index)
            }
        }
        for unclosed in open {
            report("\(describe(tags[unclosed])) is not closed", at: tags[unclosed])
        }
    }

    private mutating func close(_ opening: Int, with closing: Int) {
        switch tags[opening].kind {
        case .parent:
            if let lineStart = clearanceBefore(opening), let lineEnd = clearanceAfter(closing) {
                endText(opening, at: lineStart)
                startText(closing + 1, at: lineEnd)
                tagLayouts[opening].isStandalone = true
                tagLayouts[opening].indentation = lineStart..<tags[opening].start
                tagLayouts[closing].isStandalone = true
            }
        case .block where tagLayouts[opening].isOverride:
            // What follows the tag inside a parent pair is ignored, so only its left side counts.
            if let lineStart = clearanceBefore(closing) {
                endText(closing, at: lineStart)
                tagLayouts[closing].isStandalone = true
            }
        case .block:
            if !trimIfStandalone(closing), !tagLayouts[opening].isStandalone,
                let lineStart = clearanceBefore(opening), clearanceAfter(closing) != nil
            {
                tagLayouts[opening].pairIndentation = lineStart..<tags[opening].start
            }
        default:
            trimIfStandalone(closing)
        }
    }

    /// Removes the line of a tag that stands alone on it, except its indentation, which is
    /// recorded. Returns whether it did.
    @discardableResult
    private mutating func trimIfStandalone(_ index: Int) -> Bool {
        guard let lineStart = clearanceBefore(index), let lineEnd = clearanceAfter(index) else {
            return false
        }
        endText(index, at: lineStart)
        startText(index + 1, at: lineEnd)
        tagLayouts[index].isStandalone = true
        tagLayouts[index].indentation = lineStart..<tags[index].start
        return true
    }

    /// Cuts the end of text `index` back to `position`, which is never before its start.
    private mutating func endText(_ index: Int, at position: Int) {
        texts[index] = texts[index].lowerBound..<max(position, texts[index].lowerBound)
    }

    /// Moves the start of text `index` forward to `position`.
    private mutating func startText(_ index: Int, at position: Int) {
        texts[index] = position..<texts[index].upperBound
    }

    /// The start of the tag's line when only spaces and tabs precede the tag on it.
    private func clearanceBefore(_ index: Int) -> Int? {
        var position = tags[index].start
        while position > 0, source[position - 1] == 0x20 || source[position - 1] == 0x09 {
            position -= 1
        }
        return position == 0 || source[position - 1] == UInt8(ascii: "\n") ? position : nil
    }

    /// The start of the next line (or the end of the source) when only spaces and tabs follow
    /// the tag on its line.
    private func clearanceAfter(_ index: Int) -> Int? {
        var position = tags[index].end
        while position < source.count, source[position] == 0x20 || source[position] == 0x09 {
            position += 1
        }
        if position == source.count {
            return position
        }
        if source[position] == UInt8(ascii: "\n") {
            return position + 1
        }
        if source[position] == UInt8(ascii: "\r"), position + 1 < source.count,
            source[position + 1] == UInt8(ascii: "\n")
        {
            return position + 2
        }
        return nil
    }

    private func whitespace(from start: Int) -> Range<Int> {
        var end = start
        while end < source.count, source[end] == 0x20 || source[end] == 0x09 {
            end += 1
        }
        return start..<end
    }

    private func describe(_ tag: Tag) -> String {
        switch tag.kind {
        case .parent: "parent '\(tag.name)'"
        case .block: "block '\(tag.name)'"
        case .invertedSection: "inverted section '\(tag.name)'"
        default: "section '\(tag.name)'"
        }
    }

    private mutating func report(_ message: String, at tag: Tag) {
        errors.append(
            MustacheError(
                templateName: templateName, line: tag.line, column: tag.column, message: message))
    }
}
