struct Tag {
    var kind: TagKind
    /// The tag's content without padding: a dotted name, a template name (`*path` when
    /// dynamic) or a block name. Empty for comments and set-delimiters tags.
    var name: String
    /// The offset of the opening delimiter.
    var start: Int
    /// The offset just past the closing delimiter.
    var end: Int
    var line: Int
    var column: Int
    /// The delimiters in effect after the tag.
    var delimiters: Delimiters
}
