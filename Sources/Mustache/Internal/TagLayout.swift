/// What the layout pass decides about one tag.
struct TagLayout {
    /// The tag's line is removed from the output.
    var isStandalone = false
    /// For a standalone partial, parent or block: the whitespace before the tag.
    var indentation: Range<Int>?
    /// For a block with a standalone opening tag: the whitespace starting its first content
    /// line, the block's intrinsic indentation.
    var contentIndentation: Range<Int>?
    /// For a block that is not standalone but alone on its line(s): the whitespace before it.
    var pairIndentation: Range<Int>?
    /// For a block directly inside a parent pair: it passes content to the parent.
    var isOverride = false
}
