import TextUtilities

/// How the first line start of block content is treated when the block's place and its content
/// disagree on whether the content starts a line.
private enum FirstLineStart {
    /// As the content was parsed.
    case asParsed
    /// The place starts a line but the content does not: indent before the first output.
    case force
    /// The content starts a line but the place is mid-line: skip the first line start.
    case suppress
}
