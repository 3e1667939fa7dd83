import CCmarkGFM

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Bytes that never occur in UTF-8, printed by marker nodes so that one rendering of the whole
/// document can be cut into blocks and table cells. Neither the Markdown text nor
/// `codeBlockHTML`'s output can contain them: both are Swift strings, so valid UTF-8.
private enum Marker {
    static let blockSeparator: UInt8 = 0xFF
    static let cellStart: UInt8 = 0xFE
    static let cellEnd: UInt8 = 0xFD

    static let blockSeparatorString: [CChar] = [CChar(bitPattern: blockSeparator), 0]
    static let cellStartString: [CChar] = [CChar(bitPattern: cellStart), 0]
    static let cellEndString: [CChar] = [CChar(bitPattern: cellEnd), 0]
}

/// A table read from the tree, waiting for its cells' HTML.
private struct TableDraft {
    struct Row {
        let start: SourcePosition
        let isHeader: Bool
        var cellTexts: [String] = []
        var sourceCellCount = 0
    }
    var rows: [Row] = []

    func table(cellHTML: inout ArraySlice<String>) -> MarkdownTable {
        var header: MarkdownTableRow? = nil
        var bodyRows: [MarkdownTableRow] = []
        bodyRows.reserveCapacity(rows.count)
        for row in rows {
            let cells = row.cellTexts.map { text in
                MarkdownTableCell(text: text, html: cellHTML.popFirst() ?? "")
            }
            let tableRow = MarkdownTableRow(
                cells: cells, sourceCellCount: row.sourceCellCount, start: row.start)
            if row.isHeader {
                header = tableRow
            } else {
                bodyRows.append(tableRow)
            }
        }
        return MarkdownTable(
            header: header
                ?? MarkdownTableRow(
                    cells: [], sourceCellCount: 0, start: rows.first?.start ?? SourcePosition(line: 1, column: 1)),
            rows: bodyRows)
    }
}

/// What a block is, before rendering fills in what needs HTML.
private enum KindDraft {
    case ready(MarkdownBlock.Kind)
    case table(TableDraft)
}

extension CmarkTree {
    /// Copies the top-level blocks out of the tree, after inserting `codeBlockHTML`'s output.
    mutating func copyBlocks(codeBlockHTML: (@Sendable (String, String) -> String?)?) -> [MarkdownBlock] {
        let replacements = codeBlockHTML.map { replaceCodeBlocks(using: $0) } ?? []

        // cmark moves footnote definitions after all other blocks and renders them inside one
        // `<section>`, so they make one block together.
        var blockNodes: [OpaquePointer] = []
        var footnoteDefinitions: [OpaquePointer] = []
        var child = cmark_node_first_child(root)
        while let node = child {
            child = cmark_node_next(node)
            if cmark_node_get_type(node) == CMARK_NODE_FOOTNOTE_DEFINITION {
                footnoteDefinitions.append(node)
            } else {
                blockNodes.append(node)
            }
        }

        // A replaced code block is described by the original node, rendered by its replacement.
        var originals: [OpaquePointer: OpaquePointer] = [:]
        for (original, replacement) in replacements { originals[replacement] = original }
        let describedNodes = blockNodes.map { originals[$0] ?? $0 }
        var rowSource = TableRowSource(source)
        var cellNodes: [OpaquePointer] = []
        let kinds = describedNodes.map { kindDraft(of: $0, rowSource: &rowSource, cells: &cellNodes) }
        // Read before headings lose their children to their replacements.
        let texts = describedNodes.map { searchText(of: $0) }
        if let language = options.codeLanguage { markCodeSpans(language: language) }
        var headingIDs: [OpaquePointer: String] = [:]
        if options.headingIDs {
            let given = giveHeadingsIDs(reserved: options.reservedHeadingIDs)
            headingIDs = given.ids
            blockNodes = blockNodes.map { given.replacements[$0] ?? $0 }
        }

        let rendered = renderCut(blockNodes: blockNodes, footnoteDefinitions: footnoteDefinitions, cells: cellNodes)
        var cellHTML = rendered.cells[...]

        var blocks: [MarkdownBlock] = []
        blocks.reserveCapacity(rendered.blocks.count)
        for (index, node) in describedNodes.enumerated() {
            let kind: MarkdownBlock.Kind
            switch kinds[index] {
            case .ready(let ready): kind = ready
            case .table(let draft): kind = .table(draft.table(cellHTML: &cellHTML))
            }
            blocks.append(
                MarkdownBlock(
                    kind: kind, start: start(of: node), end: end(of: node), html: rendered.blocks[index],
                    text: texts[index], headingID: headingIDs[node]))
        }
        if let html = rendered.blocks.last, !footnoteDefinitions.isEmpty {
            blocks.append(
                MarkdownBlock(
                    kind: .footnotes, start: footnoteDefinitions.map { start(of: $0) }.min()!,
                    end: footnoteDefinitions.map { end(of: $0) }.max()!, html: html))
        }
        return blocks
    }

    private func kindDraft(
        of node: OpaquePointer, rowSource: inout TableRowSource, cells: inout [OpaquePointer]
    ) -> KindDraft {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HEADING:
            return .ready(
                .heading(level: Int(cmark_node_get_heading_level(node)), text: plainText(of: node)))
        case CMARK_NODE_PARAGRAPH: return .ready(.paragraph)
        case CMARK_NODE_LIST: return .ready(.list)
        case CMARK_NODE_BLOCK_QUOTE: return .ready(.blockQuote)
        case CMARK_NODE_CODE_BLOCK:
            return .ready(
                .codeBlock(
                    info: string(cmark_node_get_fence_info(node)),
                    code: string(cmark_node_get_literal(node))))
        case CMARK_NODE_HTML_BLOCK: return .ready(.htmlBlock)
        case CMARK_NODE_THEMATIC_BREAK: return .ready(.thematicBreak)
        default:
            let name = typeName(node)
            guard name == "table" else { return .ready(.other(name)) }
            return .table(readTable(node, rowSource: &rowSource, cells: &cells))
        }
    }

    /// Reads a table's rows and cell text in one walk, and collects its cell nodes in order.
    private func readTable(
        _ table: OpaquePointer, rowSource: inout TableRowSource, cells: inout [OpaquePointer]
    ) -> TableDraft {
        var draft = TableDraft()
        var text: [UInt8] = []
        var writtenCells = 0
        var isPadded = false
        forEachEvent(in: table) { event, node in
            guard node != table, let parent = cmark_node_parent(node) else { return }
            if parent == table {
                if event == CMARK_EVENT_ENTER {
                    draft.rows.append(
                        TableDraft.Row(
                            start: start(of: node),
                            isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0))
                    writtenCells = 0
                    isPadded = false
                } else {
                    let row = draft.rows[draft.rows.count - 1]
                    // A header's cells define the table (it always matches the delimiter row).
                    // cmark pads a short row with cells at column 0, so padding tells the count
                    // exactly; a full row may have had extra cells, which cmark drops, so those
                    // are counted in the source line.
                    draft.rows[draft.rows.count - 1].sourceCellCount =
                        row.isHeader
                        ? row.cellTexts.count
                        : isPadded ? writtenCells : max(row.cellTexts.count, rowSource.cellCount(at: row.start))
                }
            } else if cmark_node_parent(parent) == table {
                if event == CMARK_EVENT_ENTER {
                    cells.append(node)
                    if cmark_node_get_start_column(node) == 0 {
                        isPadded = true
                    } else {
                        writtenCells += 1
                    }
                } else {
                    draft.rows[draft.rows.count - 1].cellTexts.append(String(decoding: text, as: UTF8.self))
                    text.removeAll(keepingCapacity: true)
                }
            } else if event == CMARK_EVENT_ENTER {
                appendPlainText(of: node, to: &text)
            }
        }
        return draft
    }

    /// Renders the document once and cuts the HTML into one piece per block (the footnote
    /// definitions together making the last piece) and the inline HTML of each cell in `cells`.
    ///
    /// Rendering block by block would cost a renderer each; instead marker nodes printing bytes
    /// that UTF-8 never contains go between blocks and around cell contents, and are taken out
    /// of the tree again before returning.
    private func renderCut(
        blockNodes: [OpaquePointer], footnoteDefinitions: [OpaquePointer], cells: [OpaquePointer]
    ) -> (blocks: [String], cells: [String]) {
        var groupStarts = blockNodes
        if let firstDefinition = footnoteDefinitions.first { groupStarts.append(firstDefinition) }
        guard !groupStarts.isEmpty else { return ([], []) }

        var markers: [OpaquePointer] = []
        markers.reserveCapacity(groupStarts.count + 2 * cells.count)
        defer {
            for marker in markers {
                cmark_node_unlink(marker)
                cmark_node_free(marker)
            }
        }
        for node in groupStarts.dropFirst() {
            // A custom block prints its text on a line of its own.
            let separator: OpaquePointer = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_BLOCK, memory)
            cmark_node_set_on_enter(separator, Marker.blockSeparatorString)
            cmark_node_insert_before(node, separator)
            markers.append(separator)
        }
        for cell in cells {
            // Table cells accept only a few inline types; text is one, and it prints the
            // marker bytes unchanged because escaping only touches `& < > "`.
            let cellStart: OpaquePointer = cmark_node_new_with_mem(CMARK_NODE_TEXT, memory)
            cmark_node_set_literal(cellStart, Marker.cellStartString)
            cmark_node_prepend_child(cell, cellStart)
            let cellEnd: OpaquePointer = cmark_node_new_with_mem(CMARK_NODE_TEXT, memory)
            cmark_node_set_literal(cellEnd, Marker.cellEndString)
            cmark_node_append_child(cell, cellEnd)
            markers.append(contentsOf: [cellStart, cellEnd])
        }

        return withRenderedHTML(root) { html in
            var blocks: [String] = []
            blocks.reserveCapacity(groupStarts.count)
            var cellHTML: [String] = []
            cellHTML.reserveCapacity(cells.count)
            var pieceStart = 0
            while pieceStart <= html.count {
                let pieceEnd = firstIndex(of: Marker.blockSeparator, in: html, from: pieceStart) ?? html.count
                blocks.append(cutCells(html, pieceStart..<pieceEnd, into: &cellHTML))
                pieceStart = pieceEnd + 1
                // The custom block ends its line after the separator.
                if pieceStart < html.count, html[pieceStart] == UInt8(ascii: "\n") { pieceStart += 1 }
            }
            precondition(
                blocks.count == groupStarts.count && cellHTML.count == cells.count,
                "cmark-gfm did not print every marker node")
            return (blocks, cellHTML)
        }
    }
}

/// Returns `html[range]` without cell markers, adding the HTML inside each marker pair to
/// `cells`.
private func cutCells(
    _ html: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into cells: inout [String]
) -> String {
    guard var cellStart = firstIndex(of: Marker.cellStart, in: html, from: range.lowerBound, to: range.upperBound)
    else {
        return String(decoding: UnsafeBufferPointer(rebasing: html[range]), as: UTF8.self)
    }
    var block: [UInt8] = []
    block.reserveCapacity(range.count)
    var copiedUpTo = range.lowerBound
    while true {
        let cellEnd =
            firstIndex(of: Marker.cellEnd, in: html, from: cellStart + 1, to: range.upperBound) ?? range.upperBound
        let contents = UnsafeBufferPointer(rebasing: html[cellStart + 1..<cellEnd])
        cells.append(String(decoding: contents, as: UTF8.self))
        block.append(contentsOf: UnsafeBufferPointer(rebasing: html[copiedUpTo..<cellStart]))
        block.append(contentsOf: contents)
        copiedUpTo = min(cellEnd + 1, range.upperBound)
        guard let next = firstIndex(of: Marker.cellStart, in: html, from: copiedUpTo, to: range.upperBound) else {
            break
        }
        cellStart = next
    }
    block.append(contentsOf: UnsafeBufferPointer(rebasing: html[copiedUpTo..<range.upperBound]))
    return String(decoding: block, as: UTF8.self)
}

/// The first index of `byte` in `bytes[start..<end]`, found with `memchr`.
private func firstIndex(
    of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int? = nil
) -> Int? {
    let end = end ?? bytes.count
    guard start < end, let base = bytes.baseAddress else { return nil }
    guard let found = memchr(base + start, Int32(byte), end - start) else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
}
