import CCmarkGFM
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// cmark-gfm's own registration guard is a plain flag, so two threads could register the
/// extensions twice; a Swift global is initialized exactly once, even under concurrent first use.
private let coreExtensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()

/// cmark-gfm 0.29 marks the characters that start extension inlines (`~`, `|`, `:`, `w`) in one
/// process-wide table while a parser runs its inline pass, and unmarks them when that pass ends:
/// one parser finishing in the middle of another's pass makes the other miss strikethroughs and
/// autolinks. So inline passes (`cmark_parser_finish`) take turns; block parsing and rendering
/// still run in parallel.
private let inlinePassLock = NSLock()

/// Printed between top-level blocks to cut the document's HTML into blocks: a byte that valid
/// UTF-8 never contains.
private let groupSeparator: [CChar] = [CChar(bitPattern: 0xFF), 0]

/// What cmark's safe mode prints in place of raw HTML; used when this wrapper has to render
/// with `CMARK_OPT_UNSAFE` itself (to insert highlighted code) but the author's HTML must stay
/// out.
private let omittedRawHTML = "<!-- raw HTML omitted -->"

/// One parsed cmark-gfm tree, alive only inside ``withTree(parsing:options:_:)``.
///
/// Every C pointer stays in this file: callers get Swift values copied out of the tree.
struct CmarkTree {
    private let parser: OpaquePointer
    private let root: OpaquePointer
    /// The UTF-8 source the tree was parsed from, for facts cmark does not keep (the number of
    /// cells written in a table row).
    private let source: UnsafeBufferPointer<UInt8>
    private let allowsRawHTML: Bool
    private var renderOptions: Int32
    /// Nodes taken out of the tree by a rewrite, kept alive until the tree is freed because the
    /// blocks still read their source positions and content.
    private var detachedNodes: [OpaquePointer] = []
    /// Byte offsets where each line starts, computed on first use (only tables need it).
    private var lineStarts: [Int]? = nil

    private init(
        parser: OpaquePointer, root: OpaquePointer, source: UnsafeBufferPointer<UInt8>,
        options: MarkdownOptions
    ) {
        self.parser = parser
        self.root = root
        self.source = source
        self.allowsRawHTML = options.allowsRawHTML
        self.renderOptions = options.allowsRawHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
    }

    /// Parses `text` with a parser of its own (so calls on several threads never share one),
    /// runs `body` on the tree, then frees the tree and the parser.
    static func withTree<Result>(
        parsing text: String, options: MarkdownOptions, _ body: (inout CmarkTree) -> Result
    ) -> Result {
        _ = coreExtensionsRegistered
        var parseOptions = CMARK_OPT_DEFAULT
        if options.footnotes { parseOptions |= CMARK_OPT_FOOTNOTES }
        if options.smartPunctuation { parseOptions |= CMARK_OPT_SMART }

        let parser: OpaquePointer = cmark_parser_new(parseOptions)
        defer { cmark_parser_free(parser) }
        // Attach in a fixed order, the order of the case list, so output never depends on how
        // a Set happens to iterate.
        for name in MarkdownExtension.allCases where options.extensions.contains(name) {
            if let syntaxExtension = cmark_find_syntax_extension(name.rawValue) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }

        var text = text
        return text.withUTF8 { bytes in
            if let base = bytes.baseAddress {
                base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    cmark_parser_feed(parser, $0, bytes.count)
                }
            }
            let root: OpaquePointer = inlinePassLock.withLock { cmark_parser_finish(parser) }
            var tree = CmarkTree(parser: parser, root: root, source: bytes, options: options)
            defer {
                for node in tree.detachedNodes { cmark_node_free(node) }
                cmark_node_free(root)
            }
            return body(&tree)
        }
    }

    // MARK: - Whole document

    /// Renders the whole tree, after inserting `codeBlockHTML`'s output.
    mutating func renderDocument(
        codeBlockHTML: (@Sendable (String, String) -> String?)?
    ) -> String {
        if let codeBlockHTML { _ = replaceCodeBlocks(using: codeBlockHTML) }
        return render(root)
    }

    // MARK: - Top-level blocks

    /// Copies the top-level blocks out of the tree, after inserting `codeBlockHTML`'s output.
    mutating func copyBlocks(
        codeBlockHTML: (@Sendable (String, String) -> String?)?
    ) -> [MarkdownBlock] {
        let replacements = codeBlockHTML.map { replaceCodeBlocks(using: $0) } ?? []

        // Each top-level node renders alone, except footnote definitions: cmark gathers them
        // after the other blocks and wraps them all in one `<section>`.
        var groups: [[OpaquePointer]] = []
        var child = cmark_node_first_child(root)
        while let node = child {
            child = cmark_node_next(node)
            if cmark_node_get_type(node) == CMARK_NODE_FOOTNOTE_DEFINITION,
                let last = groups.last?.last,
                cmark_node_get_type(last) == CMARK_NODE_FOOTNOTE_DEFINITION
            {
                groups[groups.count - 1].append(node)
            } else {
                groups.append([node])
            }
        }
        let htmls = render(groups)

        var blocks: [MarkdownBlock] = []
        blocks.reserveCapacity(groups.count)
        for (group, html) in zip(groups, htmls) {
            let node = group[0]
            if cmark_node_get_type(node) == CMARK_NODE_FOOTNOTE_DEFINITION {
                blocks.append(
                    MarkdownBlock(
                        kind: .footnotes, start: group.map { start(of: $0) }.min()!,
                        end: group.map { end(of: $0) }.max()!, html: html))
                continue
            }
            // A replaced code block is described by the original node, rendered by its
            // replacement.
            let described = replacements.first { $0.replacement == node }?.original ?? node
            blocks.append(
                MarkdownBlock(
                    kind: kind(of: described), start: start(of: described),
                    end: end(of: described), html: html))
        }
        return blocks
    }

    /// Renders each group of top-level nodes to its own HTML, in one pass over the document.
    ///
    /// Rendering node by node costs a renderer per block; instead a custom block printing a
    /// 0xFF byte goes between groups, and the document's HTML is cut there. No 0xFF can come
    /// from the content: it never occurs in UTF-8, and both the text and `codeBlockHTML`'s output
    /// are Swift strings.
    private func render(_ groups: [[OpaquePointer]]) -> [String] {
        guard groups.count > 1 else { return groups.isEmpty ? [] : [render(root)] }
        var separators: [OpaquePointer] = []
        separators.reserveCapacity(groups.count - 1)
        for group in groups.dropFirst() {
            let separator: OpaquePointer = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)
            cmark_node_set_on_enter(separator, groupSeparator)
            cmark_node_insert_before(group[0], separator)
            separators.append(separator)
        }
        defer {
            for separator in separators {
                cmark_node_unlink(separator)
                cmark_node_free(separator)
            }
        }
        guard let html = cmark_render_html(root, renderOptions, cmark_parser_get_syntax_extensions(parser))
        else { return groups.map { _ in "" } }
        defer { free(html) }

        let length = strlen(html)
        return html.withMemoryRebound(to: UInt8.self, capacity: length) { start in
            let bytes = UnsafeBufferPointer(start: start, count: length)
            var pieces: [String] = []
            pieces.reserveCapacity(groups.count)
            var pieceStart = 0
            for index in 0..<length where bytes[index] == 0xFF {
                pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[pieceStart..<index]), as: UTF8.self))
                // The custom block ends its line after the separator.
                pieceStart = index + 1
                if pieceStart < length, bytes[pieceStart] == UInt8(ascii: "\n") { pieceStart += 1 }
            }
            pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[pieceStart..<length]), as: UTF8.self))
            // Only a change in cmark's rendering could break the count; then render node by node.
            guard pieces.count == groups.count else {
                return groups.map { group in group.map { render($0) }.joined() }
            }
            return pieces
        }
    }

    private mutating func kind(of node: OpaquePointer) -> MarkdownBlock.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HEADING:
            return .heading(
                level: Int(cmark_node_get_heading_level(node)), text: plainText(of: node))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_LIST: return .list
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(
                info: string(cmark_node_get_fence_info(node)),
                code: string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        default:
            let name = typeName(node)
            return name == "table" ? .table(table(node)) : .other(name)
        }
    }

    // MARK: - Tables

    private mutating func table(_ table: OpaquePointer) -> MarkdownTable {
        var header: MarkdownTableRow? = nil
        var rows: [MarkdownTableRow] = []
        for row in children(of: table) {
            var cells: [MarkdownTableCell] = []
            var writtenCells = 0
            var isPadded = false
            for cell in children(of: row) {
                // cmark gives the empty cells it adds to a short row column 0.
                if cmark_node_get_start_column(cell) == 0 {
                    isPadded = true
                } else {
                    writtenCells += 1
                }
                var html = ""
                for inline in children(of: cell) { html += render(inline) }
                cells.append(MarkdownTableCell(text: plainText(of: cell), html: html))
            }
            let rowStart = start(of: row)
            if typeName(row) == "table_header" {
                // A header's cell count defines the table: it always matches the delimiter row.
                header = MarkdownTableRow(
                    cells: cells, sourceCellCount: cells.count, start: rowStart)
            } else {
                // Padding tells the written count exactly; a full row may still have had extra
                // cells, which cmark drops, so those are counted in the source line.
                let sourceCellCount =
                    isPadded ? writtenCells : max(cells.count, sourceCells(at: rowStart))
                rows.append(
                    MarkdownTableRow(cells: cells, sourceCellCount: sourceCellCount, start: rowStart))
            }
        }
        return MarkdownTable(
            header: header ?? MarkdownTableRow(cells: [], sourceCellCount: 0, start: start(of: table)),
            rows: rows)
    }

    /// Counts the cells of the table row written at `position`, splitting the line the way
    /// cmark-gfm's row scanner does: an optional leading pipe, then cells ended by a pipe that is
    /// not preceded by a backslash (also inside code spans, as GFM specifies), and a trailing pipe
    /// that opens no cell.
    private mutating func sourceCells(at position: SourcePosition) -> Int {
        guard let line = lineRange(position.line) else { return 0 }
        var index = min(line.lowerBound + max(position.column - 1, 0), line.upperBound)
        let end = line.upperBound
        func skipSpaces() {
            while index < end, source[index] == UInt8(ascii: " ") || source[index] == UInt8(ascii: "\t")
                || source[index] == 0x0B || source[index] == 0x0C
            {
                index += 1
            }
        }
        skipSpaces()
        if index < end, source[index] == UInt8(ascii: "|") {
            index += 1
            skipSpaces()
        }
        var count = 0
        while index < end {
            let cellStart = index
            while index < end, source[index] != UInt8(ascii: "|") {
                let escapesPipe =
                    source[index] == UInt8(ascii: "\\") && index + 1 < end
                    && source[index + 1] == UInt8(ascii: "|")
                index += escapesPipe ? 2 : 1
            }
            if index < end {
                count += 1
                index += 1
                skipSpaces()
            } else {
                if index > cellStart { count += 1 }
                break
            }
        }
        return count
    }

    /// The byte range of 1-based line `number`, without its line ending (`\n`, `\r` or `\r\n`,
    /// as cmark counts lines).
    private mutating func lineRange(_ number: Int) -> Range<Int>? {
        if lineStarts == nil {
            var starts = [0]
            var index = 0
            while index < source.count {
                let byte = source[index]
                index += 1
                if byte == UInt8(ascii: "\r"), index < source.count, source[index] == UInt8(ascii: "\n") {
                    index += 1
                }
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
            }
            lineStarts = starts
        }
        guard let starts = lineStarts, number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        var end = number < starts.count ? starts[number] : source.count
        while end > start, source[end - 1] == UInt8(ascii: "\n") || source[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return start..<end
    }

    // MARK: - Code block replacement

    /// Puts `codeBlockHTML`'s output in place of fenced code blocks, as raw HTML nodes.
    ///
    /// Raw HTML nodes only render with `CMARK_OPT_UNSAFE`, which would also let the author's own
    /// HTML and `javascript:` links through; so unless raw HTML is allowed, those are first
    /// rewritten to what safe mode would have printed.
    ///
    /// - Returns: The replaced nodes with their replacements; the originals stay alive, detached,
    ///   until the tree is freed.
    private mutating func replaceCodeBlocks(
        using codeBlockHTML: (String, String) -> String?
    ) -> [(original: OpaquePointer, replacement: OpaquePointer)] {
        var highlighted: [(node: OpaquePointer, html: String)] = []
        var rawHTML: [OpaquePointer] = []
        var links: [OpaquePointer] = []
        // Inside an image, cmark prints inline HTML escaped as alt text in either mode.
        var imageDepth = 0

        let iterator: OpaquePointer = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            let node: OpaquePointer = cmark_iter_get_node(iterator)
            let entering = event == CMARK_EVENT_ENTER
            switch cmark_node_get_type(node) {
            case CMARK_NODE_CODE_BLOCK:
                var fenceLength: Int32 = 0
                var fenceOffset: Int32 = 0
                var fenceCharacter: CChar = 0
                guard cmark_node_get_fenced(node, &fenceLength, &fenceOffset, &fenceCharacter) != 0
                else { break }
                let info = cmark_node_get_fence_info(node)
                let language = info.map { firstWord($0) } ?? ""
                if let html = codeBlockHTML(language, string(cmark_node_get_literal(node))) {
                    highlighted.append((node, html))
                }
            case CMARK_NODE_HTML_BLOCK:
                rawHTML.append(node)
            case CMARK_NODE_HTML_INLINE:
                if imageDepth == 0 { rawHTML.append(node) }
            case CMARK_NODE_LINK:
                if entering { links.append(node) }
            case CMARK_NODE_IMAGE:
                if entering {
                    links.append(node)
                    imageDepth += 1
                } else {
                    imageDepth -= 1
                }
            default:
                break
            }
        }
        guard !highlighted.isEmpty else { return [] }

        if !allowsRawHTML {
            for node in rawHTML { cmark_node_set_literal(node, omittedRawHTML) }
            for node in links where isDangerousURL(cmark_node_get_url(node)) {
                cmark_node_set_url(node, "")
            }
        }
        renderOptions |= CMARK_OPT_UNSAFE

        var replacements: [(original: OpaquePointer, replacement: OpaquePointer)] = []
        for (node, html) in highlighted {
            let replacement: OpaquePointer = cmark_node_new(CMARK_NODE_HTML_BLOCK)
            cmark_node_set_literal(replacement, html)
            cmark_node_replace(node, replacement)
            detachedNodes.append(node)
            replacements.append((node, replacement))
        }
        return replacements
    }

    // MARK: - Reading nodes

    private func render(_ node: OpaquePointer) -> String {
        guard let html = cmark_render_html(node, renderOptions, cmark_parser_get_syntax_extensions(parser))
        else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    /// The text a reader sees: text and code span content, breaks as spaces, markup and raw
    /// HTML left out.
    private func plainText(of node: OpaquePointer) -> String {
        var bytes: [UInt8] = []
        let iterator: OpaquePointer = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER else { continue }
            let child: OpaquePointer = cmark_iter_get_node(iterator)
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let literal = cmark_node_get_literal(child) {
                    literal.withMemoryRebound(to: UInt8.self, capacity: 1) {
                        bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: strlen(literal)))
                    }
                }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                bytes.append(UInt8(ascii: " "))
            default:
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func children(of node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    private func typeName(_ node: OpaquePointer) -> String {
        string(cmark_node_get_type_string(node))
    }

    private func start(of node: OpaquePointer) -> SourcePosition {
        SourcePosition(
            line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
    }

    private func end(of node: OpaquePointer) -> SourcePosition {
        SourcePosition(
            line: Int(cmark_node_get_end_line(node)), column: Int(cmark_node_get_end_column(node)))
    }
}

private func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
}

/// The info string up to its first whitespace, as cmark takes the language for the
/// `language-` class.
private func firstWord(_ info: UnsafePointer<CChar>) -> String {
    let length = strlen(info)
    return info.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
        var end = 0
        while end < length, !isSpace(bytes[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(start: bytes, count: end), as: UTF8.self)
    }
}

private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
}

/// cmark's safe-mode link check: `javascript:`, `vbscript:`, `file:` and `data:` (except
/// `data:image/png|gif|jpeg|webp`) at the start of the address, in any letter case.
func isDangerousURL(_ url: UnsafePointer<CChar>?) -> Bool {
    guard let url else { return false }
    let length = strlen(url)
    return url.withMemoryRebound(to: UInt8.self, capacity: length) { pointer in
        let bytes = UnsafeBufferPointer(start: pointer, count: length)
        func hasPrefix(_ prefix: StaticString, at offset: Int = 0) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard offset + count <= bytes.count else { return false }
            let expected = prefix.utf8Start
            for index in 0..<count {
                var byte = bytes[offset + index]
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
                if byte != expected[index] { return false }
            }
            return true
        }
        if hasPrefix("data:image/") {
            for format: StaticString in ["png", "gif", "jpeg", "webp"] where hasPrefix(format, at: 11) {
                return false
            }
        }
        return hasPrefix("javascript:") || hasPrefix("vbscript:") || hasPrefix("file:")
            || hasPrefix("data:")
    }
}
