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
        var layout = StandaloneLayout(source: bytes, templateName: name, lexed: lexed)
        layout.run()
        guard layout.errors.isEmpty else {
            return .failure(MustacheErrors(layout.errors))
        }
        var builder = NodeTreeBuilder(source: bytes, text: source, templateName: name, layout: layout)
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
