import CCmarkGFM

extension CmarkTree {
    /// Gives every heading an `id` made from its text, unique in the document and never one of
    /// `reserved`, with an anchor link to itself; cmark's own heading rendering has no
    /// attributes, so each heading is re-made as a custom block printing its tags.
    ///
    /// - Returns: The IDs by heading node, and the replacement of each heading (the originals
    ///   stay alive, detached, until the tree is freed).
    mutating func giveHeadingsIDs(
        reserved: Set<String>
    ) -> (ids: [OpaquePointer: String], replacements: [OpaquePointer: OpaquePointer]) {
        var headings: [OpaquePointer] = []
        forEachEvent(in: root) { event, node in
            if event == CMARK_EVENT_ENTER, cmark_node_get_type(node) == CMARK_NODE_HEADING { headings.append(node) }
        }
        var taken = reserved
        var next: [String: Int] = [:]
        var ids: [OpaquePointer: String] = [:]
        var replacements: [OpaquePointer: OpaquePointer] = [:]
        for heading in headings {
            let id = HeadingID.unique(HeadingID.make(from: plainText(of: heading)), taken: &taken, next: &next)
            let level = Int(cmark_node_get_heading_level(heading))
            let replacement: OpaquePointer = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_BLOCK, memory)
            cmark_node_set_on_enter(replacement, "<h\(level) id=\"\(id)\">")
            cmark_node_set_on_exit(
                replacement,
                "<a class=\"heading-anchor\" href=\"#\(id)\" aria-hidden=\"true\" tabindex=\"-1\">#</a></h\(level)>")
            cmark_node_insert_before(heading, replacement)
            while let child = cmark_node_first_child(heading) {
                cmark_node_append_child(replacement, child)
            }
            cmark_node_unlink(heading)
            detachedNodes.append(heading)
            ids[heading] = id
            replacements[heading] = replacement
        }
        return (ids, replacements)
    }

    /// Marks every code span with the language of code, `<code lang="en">`, for pages in
    /// another language; a custom inline keeps cmark's escaping of the span's text. A table
    /// cell takes no custom inline (cmark refuses the replacement): a span there stays as it
    /// is, and the unused replacement is freed.
    mutating func markCodeSpans(language: String) {
        var spans: [OpaquePointer] = []
        forEachEvent(in: root) { event, node in
            if event == CMARK_EVENT_ENTER, cmark_node_get_type(node) == CMARK_NODE_CODE { spans.append(node) }
        }
        let attribute = HeadingID.make(from: language)
        for span in spans {
            let replacement: OpaquePointer = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_INLINE, memory)
            cmark_node_set_on_enter(replacement, "<code lang=\"\(attribute)\">")
            cmark_node_set_on_exit(replacement, "</code>")
            let text: OpaquePointer = cmark_node_new_with_mem(CMARK_NODE_TEXT, memory)
            cmark_node_set_literal(text, cmark_node_get_literal(span))
            cmark_node_append_child(replacement, text)
            guard cmark_node_replace(span, replacement) != 0 else {
                cmark_node_free(replacement)
                continue
            }
            detachedNodes.append(span)
        }
    }
}
