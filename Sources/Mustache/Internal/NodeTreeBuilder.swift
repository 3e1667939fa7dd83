/// Builds the node tree from the tags and texts of a template.
struct NodeTreeBuilder {
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

    init(source: [UInt8], text: String, templateName: String, layout: StandaloneLayout) {
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
