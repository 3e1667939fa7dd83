import CYAML

/// Reads YAML with libyaml.
public enum YAML {
    /// The deepest nesting of lists and mappings a document may have.
    ///
    /// Deeper nesting is refused with an error at the list or mapping that goes too deep, so
    /// that no reader of the tree, however it walks it, can exhaust its stack.
    public static let maximumNesting = 64

    /// The most nodes that aliases may add to a document, counting every node of an aliased
    /// list or mapping each time an alias repeats it.
    ///
    /// The tree shares an aliased node rather than copying it, but a reader walking the tree
    /// visits it once per alias: without a bound, a few lines of nested aliases ("billion
    /// laughs") would stand for billions of nodes.
    public static let maximumAliasExpansion = 100_000

    /// Parses the first document of `text`.
    ///
    /// Anchors and aliases are resolved; tags are ignored. A key that appears twice in one
    /// mapping is an error, since the second would silently hide the first. So are lists and
    /// mappings nested more than ``maximumNesting`` deep, aliases included, and aliases that
    /// repeat more than ``maximumAliasExpansion`` nodes in all.
    /// - Returns: the document's root node, or nil for an empty document.
    public static func parse(_ text: String) throws(YAMLError) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(message: "the YAML parser could not start", line: 1, column: 1)
        }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        if bytes.isEmpty { return nil }
        return try bytes.withUnsafeMutableBufferPointer { (buffer) throws(YAMLError) -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var reader = EventReader(parser: &parser)
            return try reader.document()
        }
    }
}
