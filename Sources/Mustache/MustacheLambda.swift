/// A Swift closure placed in a context, called when a tag names it.
///
/// - In a variable tag, `{{name}}`, the closure receives the empty string. What it returns is
///   rendered as a template with the default delimiters against the current context, then
///   escaped like any variable.
/// - In a section, `{{#name}}…{{/name}}`, the closure receives the raw, unrendered text of the
///   section. What it returns is rendered as a template with the delimiters in effect at the
///   section, against the current context.
/// - A lambda is truthy: an inverted section over it renders nothing.
///
/// The closure may be called from several threads at once, and again for every use.
package struct MustacheLambda: Sendable {
    let body: @Sendable (String) -> String

    /// Creates a lambda from a closure that receives a section's raw text.
    package init(_ body: @escaping @Sendable (_ sectionText: String) -> String) {
        self.body = body
    }

    /// Creates a lambda from a closure that ignores the section text, as a variable does.
    package init(_ body: @escaping @Sendable () -> String) {
        self.body = { _ in body() }
    }
}
