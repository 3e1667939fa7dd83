/// One compiled template, for rendering without partials.
///
/// Parse once, render many times, from any number of threads:
///
/// ```swift
/// let template = try MustacheTemplate("Hello, {{name}}!", name: "greeting")
/// let text = try template.render(["name": "<World>"])  // "Hello, &lt;World&gt;!"
/// ```
///
/// A template alone has no partials to include; use ``MustacheLibrary`` for templates that
/// include each other.
package struct MustacheTemplate: Sendable {
    /// The name given at creation, used in errors.
    package let name: String
    private let templateSet: ProgramLibrary

    /// Parses a template.
    ///
    /// - Parameters:
    ///   - source: The template text.
    ///   - name: A name for errors, typically the file the source came from.
    ///   - missingNames: Lenient lookup by default; strict lookup with
    ///     ``MustacheLibrary/MissingNamePolicy/fail``, as described for ``MustacheLibrary``.
    /// - Throws: The first ``MustacheError`` in the source; a partial or parent tag with a
    ///   static name is one, since a template alone cannot include others.
    package init(
        _ source: String, name: String = "template",
        missingNames: MustacheLibrary.MissingNamePolicy = .renderEmpty
    ) throws(MustacheError) {
        self.name = name
        let template: CompiledTemplate
        switch Parser.parse(source, name: name) {
        case .success(let parsed): template = parsed
        case .failure(let errors): throw errors.errors[0]
        }
        var linker = Linker(indexByName: [:], reportsMissing: true)
        let nodes = linker.link(template.nodes)
        if let first = MustacheErrors(linker.errors).errors.first {
            throw first
        }
        let program = Program(name: name, nodes: nodes, sourceLength: template.sourceLength)
        templateSet = ProgramLibrary(
            programs: [program], indexByName: [:], missingPartials: .fail, missingNames: missingNames)
    }

    /// Renders the template against `context`.
    ///
    /// - Throws: ``MustacheError`` for problems only rendering reveals: a dynamic partial
    ///   (`{{>*name}}`), which has no template to name, a name that resolves to nothing in
    ///   strict lookup, or an invalid template returned by a lambda.
    package func render(_ context: MustacheValue) throws(MustacheError) -> String {
        String(decoding: try templateSet.render(templateSet.programs[0], context), as: UTF8.self)
    }
}
