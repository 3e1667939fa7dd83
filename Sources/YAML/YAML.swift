import CYAML

/// Reads YAML with libyaml.
package enum YAML {
    /// The deepest nesting of lists and mappings a document may have.
    ///
    /// Deeper nesting is refused with an error at the list or mapping that goes too deep, so
    /// that no reader of the tree, however it walks it, can exhaust its stack.
    package static let maximumNesting = 64

    /// The most nodes that aliases may add to a document, counting every node of an aliased
    /// list or mapping each time an alias repeats it.
    ///
    /// The tree shares an aliased node rather than copying it, but a reader walking the tree
    /// visits it once per alias: without a bound, a few lines of nested aliases ("billion
    /// laughs") would stand for billions of nodes.
    package static let maximumAliasExpansion = 100_000

    /// Parses the first document of `text`.
    ///
    /// Anchors and aliases are resolved; tags are ignored. A key that appears twice in one
    /// mapping is an error, since the second would silently hide the first. So are lists and
    /// mappings nested more than ``maximumNesting`` deep, aliases included, and aliases that
    /// repeat more than ``maximumAliasExpansion`` nodes in all.
    ///
    /// Values that `verbatim` names are read as they are written, even where YAML would read
    /// them otherwise (see ``VerbatimValues``).
    /// - Returns: the document's root node, or nil for an empty document.
    package static func parse(_ text: String, verbatim: VerbatimValues = .none) throws(YAMLError) -> YAMLNode? {
        var values = verbatim.values(in: text)
        while true {
            let (root, misplaced) = try parse(text, standingIn: values)
            // A line that looked like a verbatim value but was inside a multi-line scalar is
            // the author's text there: read again without its stand-in.
            guard !misplaced.isEmpty else { return root }
            values.removeAll { misplaced.contains($0.position) }
        }
    }

    /// Parses `text` with a stand-in for each verbatim value, and puts the value back in the
    /// node that stands for it. Also returns the values whose stand-in was not a node.
    private static func parse(_ text: String, standingIn values: [VerbatimValue]) throws(YAMLError)
        -> (YAMLNode?, Set<VerbatimValue.Position>)
    {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(message: "the YAML parser could not start", line: 1, column: 1)
        }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(VerbatimValue.standIns(for: values, in: text).utf8)
        if bytes.isEmpty { return (nil, []) }
        return try bytes.withUnsafeMutableBufferPointer {
            (buffer) throws(YAMLError) -> (YAMLNode?, Set<VerbatimValue.Position>) in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var reader = EventReader(parser: &parser, verbatim: values)
            let root = try reader.document()
            return (root, Set(reader.verbatim.keys))
        }
    }
}
