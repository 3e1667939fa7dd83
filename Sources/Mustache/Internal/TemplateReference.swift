/// The template a partial or parent tag names.
enum TemplateReference: Sendable {
    /// `{{>name}}`: resolved when the library is built.
    case named(String)
    /// `{{>*path}}`: the name is the string found at `path` in the context, when rendering.
    case dynamic([String])
}
