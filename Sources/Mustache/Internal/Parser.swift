// Turns lexed tags into a node tree in two passes.
//
// 1. Layout: match opening and closing tags and decide which tags are standalone, trimming the
//    whitespace and line ending of their lines from the neighbouring text. Parent tags need
//    their closing tag to decide, which is why this is a pass of its own.
// 2. Build: create the nodes, recording where lines start (where a standalone partial's
//    indentation goes) and removing the intrinsic indentation of standalone blocks.
//
// Whitespace rules beyond the core spec, from the inheritance module:
// - A parent pair is standalone when its opening tag starts its line and its closing tag ends
//   its line; it is then indented like a standalone partial.
// - Inside a parent pair only blocks count. A block opening tag there is standalone when it
//   ends its line; its closing tag is standalone when it starts its line.
// - A standalone block opening tag takes the indentation of the first line of its content as
//   the block's intrinsic indentation: removed from every content line here, added back to
//   every line of whatever content is rendered in the block's place.
// - A block that is not standalone but whose opening tag has only whitespace before it on its
//   line, and whose closing tag ends its line, indents every content line after the first by
//   that whitespace.

enum Parser {
    static func parse(
        _ source: String, name: String, delimiters: Delimiters = .standard
    ) -> Result<CompiledTemplate, MustacheErrors> {
        // Native UTF-8 storage makes a UTF-8 offset an index in constant time, so that every
        // section's raw text can share the template's storage.
        var source = source
        source.makeContiguousUTF8()
        let bytes = Array(source.utf8)
        let lexed = Lexer.lex(bytes, templateName: name, delimiters: delimiters)
        var layout = Layout(source: bytes, templateName: name, lexed: lexed)
        layout.run()
        guard layout.errors.isEmpty else {
            return .failure(MustacheErrors(layout.errors))
        }
        var builder = Builder(source: bytes, text: source, templateName: name, layout: layout)
        let nodes = builder.run()
        guard builder.errors.isEmpty else {
            return .failure(MustacheErrors(builder.errors))
        }
        return .success(CompiledTemplate(name: name, nodes: nodes, sourceLength: bytes.count))
    }

    /// The partial and parent tags with static names in a template that may not parse, so
    /// that a library can report unknown names alongside the syntax errors.
    static func staticReferences(in source: String, name: String) -> [(
        name: String, kind: String, location: TagLocation
    )] {
        let lexed = Lexer.lex(Array(source.utf8), templateName: name, delimiters: .standard)
        return lexed.tags.compactMap { tag in
            guard tag.kind == .partial || tag.kind == .parent, !tag.name.hasPrefix("*") else {
                return nil
            }
            let location = TagLocation(templateName: name, line: tag.line, column: tag.column)
            return (tag.name, tag.kind == .partial ? "partial" : "parent", location)
        }
    }
}

/// What the layout pass decides about one tag.
struct TagLayout {
    /// The tag's line is removed from the output.
    var isStandalone = false
    /// For a standalone partial, parent or block: the whitespace before the tag.
    var indentation: Range<Int>?
    /// For a block with a standalone opening tag: the whitespace starting its first content
    /// line, the block's intrinsic indentation.
    var contentIndentation: Range<Int>?
    /// For a block that is not standalone but alone on its line(s): the whitespace before it.
    var pairIndentation: Range<Int>?
    /// For a block directly inside a parent pair: it passes content to the parent.
    var isOverride = false
}

private struct Layout {
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

private struct Builder {
    let source: [UInt8]
    /// The same source as a string, for the raw text of sections.
    let text: String
    let templateName: String
    let texts: [Range<Int>]
    let tags: [Tag]
    let tagLayouts: [TagLayout]
    var errors: [MustacheError] = []

    private struct Frame {
        var opening: Int
        var nodes: [Node] = []
        var overrides: [String: BlockContent] = [:]
        /// The intrinsic indentation removed from lines inside this frame.
        var dedent: [UInt8]
    }

    private var frames: [Frame] = []

    init(source: [UInt8], text: String, templateName: String, layout: Layout) {
        self.source = source
        self.text = text
        self.templateName = templateName
        self.texts = layout.texts
        self.tags = layout.tags
        self.tagLayouts = layout.tagLayouts
    }

    mutating func run() -> [Node] {
        frames = [Frame(opening: -1, dedent: [])]
        for index in tags.indices {
            appendText(index)
            handle(index)
        }
        appendText(tags.count)
        return frames[0].nodes
    }

    private mutating func handle(_ index: Int) {
        let tag = tags[index]
        let layout = tagLayouts[index]
        let location = TagLocation(
            templateName: templateName, line: tag.line, column: tag.column)
        let dedent = frames[frames.count - 1].dedent
        switch tag.kind {
        case .comment, .setDelimiters:
            break
        case .variable, .unescapedVariable:
            let node = VariableNode(
                path: Lexer.path(of: tag.name) ?? [], escapesHTML: tag.kind == .variable,
                location: location)
            append(.variable(node))
        case .partial:
            let node = PartialNode(
                reference: reference(tag.name),
                indentation: layout.indentation.map { relative($0, to: dedent) },
                location: location)
            append(.partial(node))
        case .section, .invertedSection, .parent:
            frames.append(Frame(opening: index, dedent: dedent))
        case .block:
            let ownDedent = layout.contentIndentation.map { Array(source[$0]) } ?? dedent
            frames.append(Frame(opening: index, dedent: ownDedent))
        case .close:
            close(frames.removeLast(), at: index)
        }
    }

    private mutating func close(_ frame: Frame, at closing: Int) {
        let tag = tags[frame.opening]
        let layout = tagLayouts[frame.opening]
        let location = TagLocation(
            templateName: templateName, line: tag.line, column: tag.column)
        let dedent = frames[frames.count - 1].dedent
        switch tag.kind {
        case .section, .invertedSection:
            let node = SectionNode(
                path: Lexer.path(of: tag.name) ?? [], isInverted: tag.kind == .invertedSection,
                children: frame.nodes,
                rawText: substring(tag.end..<tags[closing].start),
                delimiters: tag.delimiters, location: location)
            append(.section(node))
        case .parent:
            let node = ParentNode(
                reference: reference(tag.name),
                indentation: layout.indentation.map { relative($0, to: dedent) },
                overrides: frame.overrides, location: location)
            append(.parent(node))
        case .block:
            let content = BlockContent(nodes: frame.nodes, startsLine: layout.isStandalone)
            if layout.isOverride {
                if frames[frames.count - 1].overrides[tag.name] != nil {
                    errors.append(location.error("block '\(tag.name)' is passed twice"))
                }
                frames[frames.count - 1].overrides[tag.name] = content
            } else {
                let indentation =
                    (layout.contentIndentation ?? layout.pairIndentation).map {
                        relative($0, to: dedent)
                    } ?? []
                let node = BlockNode(
                    name: tag.name, defaultContent: content, indentation: indentation,
                    location: location)
                append(.block(node))
            }
        default:
            break
        }
    }

    /// The source between two UTF-8 offsets that fall between characters, sharing its storage:
    /// copying it would cost the size of each section times its depth.
    private func substring(_ range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        return text[lower..<upper]
    }

    private mutating func append(_ node: Node) {
        frames[frames.count - 1].nodes.append(node)
    }

    private func reference(_ name: String) -> TemplateReference {
        if name.hasPrefix("*") {
            return .dynamic(Lexer.path(of: String(name.dropFirst())) ?? [])
        }
        return .named(name)
    }

    /// The whitespace in `range` without the part it shares with the enclosing intrinsic
    /// indentation, which is removed from lines there.
    private func relative(_ range: Range<Int>, to dedent: [UInt8]) -> [UInt8] {
        var start = range.lowerBound
        var matched = 0
        while start < range.upperBound, matched < dedent.count,
            source[start] == dedent[matched]
        {
            start += 1
            matched += 1
        }
        return Array(source[start..<range.upperBound])
    }

    private func isLineStart(_ position: Int) -> Bool {
        position == 0 || source[position - 1] == UInt8(ascii: "\n")
    }

    /// Adds the text before tag `index` (or the final text), recording where template lines
    /// start and removing the intrinsic indentation of an enclosing standalone block.
    private mutating func appendText(_ index: Int) {
        let range = texts[index]
        let dedent = frames[frames.count - 1].dedent
        var bytes: [UInt8] = []
        bytes.reserveCapacity(range.count)
        var lineStarts: [Int] = []
        var position = range.lowerBound
        var segmentStart = position
        while position < range.upperBound {
            if isLineStart(position) {
                bytes.append(contentsOf: source[segmentStart..<position])
                var matched = 0
                while matched < dedent.count, position < range.upperBound,
                    source[position] == dedent[matched]
                {
                    position += 1
                    matched += 1
                }
                segmentStart = position
                lineStarts.append(bytes.count)
            }
            // Jump to the next line start.
            while position < range.upperBound, source[position] != UInt8(ascii: "\n") {
                position += 1
            }
            if position < range.upperBound {
                position += 1
            }
        }
        bytes.append(contentsOf: source[segmentStart..<range.upperBound])
        // A tag that starts a line and keeps it gets the line's indentation before it.
        if index < tags.count, !tagLayouts[index].isStandalone, isLineStart(range.upperBound),
            lineStarts.last != bytes.count
        {
            lineStarts.append(bytes.count)
        }
        if !bytes.isEmpty || !lineStarts.isEmpty {
            append(.text(TextNode(bytes: bytes, lineStarts: lineStarts)))
        }
    }
}
