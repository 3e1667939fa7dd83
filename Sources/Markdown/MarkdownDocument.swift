import CCmarkGFM

/// A parsed Markdown text: its top-level blocks, each with its source range and its HTML.
///
/// The C tree is parsed, copied into these values and freed inside the initializer, so a
/// document is a plain value that can be sent across threads.
///
/// A text that goes past one of ``MarkdownLimits`` is not parsed: its ``limitError`` says
/// where, and it has no blocks.
package struct MarkdownDocument: Sendable {
    /// The top-level blocks, in source order, followed by one ``MarkdownBlock/Kind/footnotes``
    /// block when footnotes are enabled and referenced. Empty when ``limitError`` is set.
    package let blocks: [MarkdownBlock]
    /// The first construct of the text that goes past one of ``MarkdownLimits``, which kept
    /// the text from being parsed; nil when it was parsed.
    package let limitError: MarkdownLimitError?

    /// Parses `text` and copies out its top-level blocks.
    ///
    /// - Parameters:
    ///   - text: The Markdown source.
    ///   - options: Extensions, footnotes, raw HTML and punctuation settings.
    ///   - codeBlockHTML: Called for every fenced code block, at any depth, with the first word
    ///     of its info string (empty when there is none) and its code. When it returns HTML, that
    ///     HTML is inserted verbatim in place of cmark's `<pre><code>…</code></pre>`, so it must
    ///     be complete and escaped. Returning `nil` keeps cmark's rendering. Raw HTML written by
    ///     the author stays omitted unless ``MarkdownOptions/allowsRawHTML`` is set. With the
    ///     `tagfilter` extension and raw HTML allowed, tags such as `<style>` in the returned HTML
    ///     are escaped like the author's.
    ///
    /// Safe to call from several threads at once: each call has its own parser and tree.
    package init(
        parsing text: String,
        options: MarkdownOptions = .init(),
        codeBlockHTML: (@Sendable (_ language: String, _ code: String) -> String?)? = nil
    ) {
        self.init(
            parsing: text, options: options, memory: cmark_get_default_mem_allocator(),
            codeBlockHTML: codeBlockHTML)
    }

    /// Parses with cmark's allocations taken from `memory`: tests pass an allocator that counts
    /// what is handed out and given back, so a node this wrapper forgets to free shows exactly.
    init(
        parsing text: String, options: MarkdownOptions, memory: UnsafeMutablePointer<cmark_mem>,
        codeBlockHTML: (@Sendable (_ language: String, _ code: String) -> String?)? = nil
    ) {
        limitError = MarkdownLimits.check(text, options: options)
        guard limitError == nil else {
            blocks = []
            return
        }
        blocks = CmarkTree.withTree(parsing: text, options: options, memory: memory) { tree in
            tree.copyBlocks(codeBlockHTML: codeBlockHTML)
        }
    }

    /// The whole document's HTML: the blocks' HTML, concatenated.
    package var html: String {
        var result = ""
        result.reserveCapacity(blocks.reduce(0) { $0 + $1.html.utf8.count })
        for block in blocks { result += block.html }
        return result
    }
}
