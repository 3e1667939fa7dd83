/// The tags of a template and the text around them: `texts[i]` precedes `tags[i]`, and the
/// last text follows the last tag, so there is always one more text than tags.
struct LexedTemplate {
    var texts: [Range<Int>] = []
    var tags: [Tag] = []
    var errors: [MustacheError] = []
}
