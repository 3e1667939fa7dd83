import CCmarkGFM

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What cmark's safe mode prints in place of raw HTML.
private let omittedRawHTML = "<!-- raw HTML omitted -->"

extension CmarkTree {
    /// Puts `codeBlockHTML`'s output in place of fenced code blocks, as raw HTML nodes.
    ///
    /// Raw HTML nodes only render with `CMARK_OPT_UNSAFE`, which would also let the author's own
    /// HTML and `javascript:` links through. So unless raw HTML is allowed, those are first
    /// rewritten to exactly what safe mode prints for them: the placeholder comment and an empty
    /// address.
    ///
    /// - Returns: The replaced nodes with their replacements. The originals stay alive,
    ///   detached, until the tree is freed.
    mutating func replaceCodeBlocks(
        using codeBlockHTML: (String, String) -> String?
    ) -> [(original: OpaquePointer, replacement: OpaquePointer)] {
        var highlighted: [(node: OpaquePointer, html: String)] = []
        var rawHTML: [OpaquePointer] = []
        var links: [OpaquePointer] = []
        // Inside an image, cmark prints inline HTML escaped, as alt text, in either mode.
        var imageDepth = 0
        let collectsUnsafeNodes = !allowsRawHTML

        forEachEvent(in: root) { event, node in
            switch cmark_node_get_type(node) {
            case CMARK_NODE_CODE_BLOCK:
                var fenceLength: Int32 = 0
                var fenceOffset: Int32 = 0
                var fenceCharacter: CChar = 0
                guard cmark_node_get_fenced(node, &fenceLength, &fenceOffset, &fenceCharacter) != 0
                else { return }
                let language = cmark_node_get_fence_info(node).map(firstWord) ?? ""
                if let html = codeBlockHTML(language, string(cmark_node_get_literal(node))) {
                    highlighted.append((node, html))
                }
            case CMARK_NODE_HTML_BLOCK where collectsUnsafeNodes:
                rawHTML.append(node)
            case CMARK_NODE_HTML_INLINE where collectsUnsafeNodes && imageDepth == 0:
                rawHTML.append(node)
            case CMARK_NODE_LINK where collectsUnsafeNodes && event == CMARK_EVENT_ENTER:
                links.append(node)
            case CMARK_NODE_IMAGE:
                if event == CMARK_EVENT_ENTER {
                    if collectsUnsafeNodes { links.append(node) }
                    imageDepth += 1
                } else {
                    imageDepth -= 1
                }
            default:
                break
            }
        }
        guard !highlighted.isEmpty else { return [] }

        for node in rawHTML { cmark_node_set_literal(node, omittedRawHTML) }
        for node in links where isDangerousURL(cmark_node_get_url(node)) {
            cmark_node_set_url(node, "")
        }
        renderOptions |= CMARK_OPT_UNSAFE

        var replacements: [(original: OpaquePointer, replacement: OpaquePointer)] = []
        for (node, html) in highlighted {
            let replacement: OpaquePointer = cmark_node_new_with_mem(CMARK_NODE_HTML_BLOCK, memory)
            cmark_node_set_literal(replacement, html)
            cmark_node_replace(node, replacement)
            detachedNodes.append(node)
            replacements.append((node, replacement))
        }
        return replacements
    }
}

/// The info string up to its first whitespace: the language, as cmark takes it for the
/// `language-` class.
private func firstWord(_ info: UnsafePointer<CChar>) -> String {
    let length = strlen(info)
    return info.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
        var end = 0
        while end < length, !isCmarkSpace(bytes[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(start: bytes, count: end), as: UTF8.self)
    }
}

/// cmark's `cmark_isspace`: space, and tab through carriage return.
private func isCmarkSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
}

/// cmark's safe-mode link check: `javascript:`, `vbscript:`, `file:` and `data:` (except
/// `data:image/png`, `gif`, `jpeg` and `webp`) at the start of the address, in any letter case.
func isDangerousURL(_ url: UnsafePointer<CChar>?) -> Bool {
    guard let url else { return false }
    let length = strlen(url)
    return url.withMemoryRebound(to: UInt8.self, capacity: length) { pointer in
        let bytes = UnsafeBufferPointer(start: pointer, count: length)
        func hasPrefix(_ prefix: StaticString, at offset: Int = 0) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard offset + count <= bytes.count else { return false }
            for index in 0..<count {
                var byte = bytes[offset + index]
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
                if byte != prefix.utf8Start[index] { return false }
            }
            return true
        }
        if hasPrefix("data:image/") {
            let allowedImage =
                hasPrefix("png", at: 11) || hasPrefix("gif", at: 11) || hasPrefix("jpeg", at: 11)
                || hasPrefix("webp", at: 11)
            if allowedImage { return false }
        }
        return hasPrefix("javascript:") || hasPrefix("vbscript:") || hasPrefix("file:")
            || hasPrefix("data:")
    }
}
