import CCmarkGFM

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

/// One parsed cmark-gfm tree, alive only inside ``withTree(parsing:options:_:)``.
///
/// Every C pointer stays in this module's internals: callers get Swift values copied out of the
/// tree, which is freed before `withTree` returns.
struct CmarkTree {
    let parser: OpaquePointer
    let root: OpaquePointer
    /// The allocator the parser, the tree, every node this wrapper adds and every rendered
    /// string come from (cmark's own unless a test counts what is handed out).
    let memory: UnsafeMutablePointer<cmark_mem>
    /// The UTF-8 source the tree was parsed from, for facts cmark does not keep.
    let source: UnsafeBufferPointer<UInt8>
    let allowsRawHTML: Bool
    let options: MarkdownOptions
    /// `CMARK_OPT_UNSAFE` when raw HTML is allowed or when this wrapper inserted HTML itself.
    var renderOptions: Int32
    /// Nodes taken out of the tree, kept alive until the tree is freed because blocks still
    /// read their source positions and content.
    var detachedNodes: [OpaquePointer] = []

    private init(
        parser: OpaquePointer, root: OpaquePointer, memory: UnsafeMutablePointer<cmark_mem>,
        source: UnsafeBufferPointer<UInt8>, options: MarkdownOptions
    ) {
        self.parser = parser
        self.root = root
        self.memory = memory
        self.source = source
        self.allowsRawHTML = options.allowsRawHTML
        self.options = options
        self.renderOptions = options.allowsRawHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
    }

    /// Parses `text` with a parser of its own (calls on several threads never share one), runs
    /// `body` on the tree, then frees the tree and the parser. Everything cmark allocates for it
    /// comes from `memory`.
    static func withTree<Result>(
        parsing text: String, options: MarkdownOptions,
        memory: UnsafeMutablePointer<cmark_mem> = cmark_get_default_mem_allocator(),
        _ body: (inout CmarkTree) -> Result
    ) -> Result {
        _ = coreExtensionsRegistered
        var parseOptions = CMARK_OPT_DEFAULT
        if options.footnotes { parseOptions |= CMARK_OPT_FOOTNOTES }
        if options.smartPunctuation { parseOptions |= CMARK_OPT_SMART }

        let parser: OpaquePointer = cmark_parser_new_with_mem(parseOptions, memory)
        defer { cmark_parser_free(parser) }
        // Attach in a fixed order, the order of the case list, so the output never depends on
        // how a Set happens to iterate.
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
            let root: OpaquePointer = InlinePassLock.shared.withLock { cmark_parser_finish(parser) }
            var tree = CmarkTree(parser: parser, root: root, memory: memory, source: bytes, options: options)
            defer {
                for node in tree.detachedNodes { cmark_node_free(node) }
                cmark_node_free(root)
            }
            return body(&tree)
        }
    }

    /// Renders the whole tree, after inserting `codeBlockHTML`'s output.
    mutating func renderDocument(codeBlockHTML: (@Sendable (String, String) -> String?)?) -> String {
        if let codeBlockHTML { _ = replaceCodeBlocks(using: codeBlockHTML) }
        if let language = options.codeLanguage { markCodeSpans(language: language) }
        if options.headingIDs { _ = giveHeadingsIDs(reserved: options.reservedHeadingIDs) }
        return render(root)
    }

    // MARK: - Reading nodes

    /// `node` and its descendants as HTML.
    func render(_ node: OpaquePointer) -> String {
        withRenderedHTML(node) { String(decoding: $0, as: UTF8.self) }
    }

    /// Renders `node` and lends the HTML bytes to `body`, which must not keep them.
    func withRenderedHTML<Result>(
        _ node: OpaquePointer, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        let extensions = cmark_parser_get_syntax_extensions(parser)
        guard let html = cmark_render_html_with_mem(node, renderOptions, extensions, memory) else {
            return body(UnsafeBufferPointer(start: nil, count: 0))
        }
        defer { memory.pointee.free(html) }
        let length = strlen(html)
        return html.withMemoryRebound(to: UInt8.self, capacity: length) {
            body(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    /// The text a reader sees: text and code span content, breaks as spaces, markup and raw
    /// HTML left out.
    func plainText(of node: OpaquePointer) -> String {
        var bytes: [UInt8] = []
        forEachEvent(in: node) { event, child in
            guard event == CMARK_EVENT_ENTER else { return }
            appendPlainText(of: child, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The words of a block for search: its plain text, code blocks included, with a space
    /// where a paragraph, heading, item, cell or code block ends.
    func searchText(of node: OpaquePointer) -> String {
        var bytes: [UInt8] = []
        forEachEvent(in: node) { event, child in
            let type = cmark_node_get_type(child)
            if event == CMARK_EVENT_ENTER {
                appendPlainText(of: child, to: &bytes)
                if type == CMARK_NODE_CODE_BLOCK, let literal = cmark_node_get_literal(child) {
                    let length = strlen(literal)
                    literal.withMemoryRebound(to: UInt8.self, capacity: length) {
                        bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
                    }
                    while bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
                    bytes.append(UInt8(ascii: " "))
                }
            } else if type.rawValue & 0xC000 != 0xC000, bytes.last != UInt8(ascii: " "), !bytes.isEmpty {
                // Leaving a block (not an inline such as emphasis): what follows is another word.
                bytes.append(UInt8(ascii: " "))
            }
        }
        while bytes.last == UInt8(ascii: " ") || bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Adds what `node` itself contributes to plain text (not its children).
    func appendPlainText(of node: OpaquePointer, to bytes: inout [UInt8]) {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE:
            guard let literal = cmark_node_get_literal(node) else { return }
            let length = strlen(literal)
            literal.withMemoryRebound(to: UInt8.self, capacity: length) {
                bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
            }
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            bytes.append(UInt8(ascii: " "))
        default:
            break
        }
    }

    /// Walks `node`'s subtree with cmark's iterator: containers get an enter and an exit event,
    /// leaves an enter event only.
    func forEachEvent(
        in node: OpaquePointer, _ body: (cmark_event_type, OpaquePointer) -> Void
    ) {
        let iterator: OpaquePointer = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            body(event, cmark_iter_get_node(iterator))
        }
    }

    func typeName(_ node: OpaquePointer) -> String {
        string(cmark_node_get_type_string(node))
    }

    func start(of node: OpaquePointer) -> SourcePosition {
        SourcePosition(
            line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
    }

    func end(of node: OpaquePointer) -> SourcePosition {
        SourcePosition(
            line: Int(cmark_node_get_end_line(node)), column: Int(cmark_node_get_end_column(node)))
    }
}

func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
}
