/// A named set of templates that include each other as partials (`{{>name}}`) and parents
/// (`{{<name}}…{{/name}}`).
///
/// Every template is parsed and every static partial and parent name is resolved once, when
/// the library is created; rendering then only walks the compiled trees. A library is
/// immutable and may render from any number of threads at once.
///
/// ```swift
/// let library = try MustacheLibrary(templates: [
///     "layout": "<title>{{$title}}Catalog{{/title}}</title>{{$body}}{{/body}}",
///     "component": "{{<layout}}{{$title}}{{name}}{{/title}}{{/layout}}",
/// ])
/// let html = try library.render("component", ["name": "Button"])
/// ```
///
/// ## Strict lookup
///
/// By default a name that resolves to nothing renders as nothing, as the Mustache
/// specification asks. A library created with `missingNames: .fail` renders in *strict
/// lookup* instead: a variable or section tag (`{{name}}`, `{{{name}}}`, `{{&name}}`,
/// `{{#name}}`, `{{^name}}`) whose name resolves to nothing fails the render with a
/// ``MustacheError`` at the tag's `template:line:column`, naming the closest known names:
///
/// ```
/// page:3:5: error: unknown name 'component.titel'; did you mean 'component.title'? (component has: title, slug, summary, …)
/// ```
///
/// Strict lookup tells a name that is *absent* from one that holds no value:
///
/// - A name whose first part is in no frame of the context stack is an error.
/// - In a dotted name `a.b`, `b` missing from the object `a` is an error, and so is asking a
///   member of a value that has none (text, a number, a Boolean, a list or a lambda).
/// - A name present with ``MustacheValue/null`` or `false` is not an error: it renders as
///   nothing, and a section over it is skipped. Members of a ``MustacheValue/null`` value are
///   null too, so `a.b` with `a` null renders as nothing: null is how a context says an
///   optional value is missing.
/// - The implicit iterator `{{.}}` always resolves.
///
/// Lambdas work as in lenient lookup; the template a lambda returns is rendered in strict
/// lookup too. Only tags that render reveal a misspelt name: a name inside a section that is
/// skipped is not looked up.
package struct MustacheLibrary: Sendable {
    /// What rendering does with a partial or parent name that names no template.
    package enum MissingPartialPolicy: Sendable {
        /// Report an error: at library creation for a static name, when rendering for a
        /// dynamic one (`{{>*name}}`), including a dynamic name that resolves to no string.
        case fail
        /// Render nothing in its place, as the Mustache specification asks.
        case renderEmpty
    }

    /// What rendering does with a variable or section name that resolves to nothing; see
    /// "Strict lookup" above.
    package enum MissingNamePolicy: Sendable {
        /// Render nothing in its place, as the Mustache specification asks: lenient lookup.
        case renderEmpty
        /// Fail the render at the tag, naming the closest known names: strict lookup.
        case fail
    }

    private let templateSet: ProgramLibrary

    /// Parses and links a set of templates.
    ///
    /// - Parameters:
    ///   - templates: Template sources by name, the name used by partial and parent tags.
    ///   - missingPartials: What to do with names that match no template.
    ///   - missingNames: What rendering does with variable and section names that resolve to
    ///     nothing: lenient lookup by default, strict lookup with ``MissingNamePolicy/fail``.
    /// - Throws: ``MustacheErrors`` holding every error of every template: syntax errors, and
    ///   with ``MissingPartialPolicy/fail``, partial and parent names that match no template.
    package init(
        templates: [String: String], missingPartials: MissingPartialPolicy = .fail,
        missingNames: MissingNamePolicy = .renderEmpty
    ) throws(MustacheErrors) {
        let names = templates.keys.sorted()
        var indexByName: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            indexByName[name] = index
        }
        var errors: [MustacheError] = []
        var compiled: [CompiledTemplate] = []
        for name in names {
            switch Parser.parse(templates[name]!, name: name) {
            case .success(let template):
                compiled.append(template)
            case .failure(let failure):
                errors.append(contentsOf: failure.errors)
                compiled.append(CompiledTemplate(name: name, nodes: [], sourceLength: 0))
                guard missingPartials == .fail else { continue }
                for reference in Parser.staticReferences(in: templates[name]!, name: name)
                where indexByName[reference.name] == nil {
                    errors.append(
                        reference.location.error("unknown \(reference.kind) '\(reference.name)'"))
                }
            }
        }
        var linker = Linker(indexByName: indexByName, reportsMissing: missingPartials == .fail)
        let linked = compiled.map { template in
            Program(
                name: template.name, nodes: linker.link(template.nodes),
                sourceLength: template.sourceLength)
        }
        errors.append(contentsOf: linker.errors)
        guard errors.isEmpty else {
            throw MustacheErrors(errors)
        }
        templateSet = ProgramLibrary(
            programs: linked, indexByName: indexByName, missingPartials: missingPartials,
            missingNames: missingNames)
    }

    /// The names of the templates, sorted.
    package var templateNames: [String] {
        templateSet.programs.map(\.name)
    }

    /// Renders the template called `name` against `context`.
    ///
    /// - Throws: ``MustacheError`` when the library holds no such template, and for problems
    ///   only rendering reveals: a dynamic partial or parent name that matches no template
    ///   (with ``MissingPartialPolicy/fail``), a name that resolves to nothing (with
    ///   ``MissingNamePolicy/fail``), an invalid template returned by a lambda, or partials
    ///   nesting without end.
    package func render(_ name: String, _ context: MustacheValue) throws(MustacheError) -> String {
        String(decoding: try renderUTF8(name, context), as: UTF8.self)
    }

    /// Renders the template called `name` against `context` as UTF-8 bytes, ready to write to a
    /// file without the check and copy that making a `String` costs.
    ///
    /// - Throws: As ``render(_:_:)``.
    package func renderUTF8(_ name: String, _ context: MustacheValue) throws(MustacheError)
        -> [UInt8]
    {
        guard let index = templateSet.indexByName[name] else {
            throw MustacheError(
                templateName: name, line: 0, column: 0, message: "no template named '\(name)'")
        }
        return try templateSet.render(templateSet.programs[index], context)
    }

    /// Every error rendering the template called `name` against `context` meets, for a report
    /// that lists them all: in strict lookup, every unknown name, rendering on past each as
    /// lenient lookup would, then the error that stops rendering, if any. Empty when
    /// ``renderUTF8(_:_:)`` succeeds.
    ///
    /// Rendering stops at the first error, so a caller that wants every error renders again
    /// with this only when a render failed.
    package func errors(rendering name: String, _ context: MustacheValue) -> [MustacheError] {
        guard let index = templateSet.indexByName[name] else {
            return [MustacheError(templateName: name, line: 0, column: 0, message: "no template named '\(name)'")]
        }
        return templateSet.errors(templateSet.programs[index], context)
    }
}

/// Resolves static partial and parent names to template indexes.
struct Linker {
    let indexByName: [String: Int]
    let reportsMissing: Bool
    var errors: [MustacheError] = []

    mutating func link(_ nodes: [Node]) -> [Node] {
        nodes.map { node in
            switch node {
            case .text, .variable:
                return node
            case .section(let section):
                return .section(section.replacingChildren(link(section.children)))
            case .block(let block):
                return .block(block.replacingDefault(link(block.defaultContent)))
            case .partial(let partial):
                guard let target = target(of: partial.reference, partial.location, "partial")
                else { return node }
                return .partial(partial.linked(to: target))
            case .parent(let parent):
                let overrides = parent.overrides.mapValues { link($0) }
                let target = target(of: parent.reference, parent.location, "parent")
                return .parent(parent.linked(overrides: overrides, target: target))
            }
        }
    }

    private mutating func link(_ content: BlockContent) -> BlockContent {
        BlockContent(nodes: link(content.nodes), startsLine: content.startsLine)
    }

    private mutating func target(
        of reference: TemplateReference, _ location: TagLocation, _ kind: String
    ) -> Int? {
        guard case .named(let name) = reference else { return nil }
        if let index = indexByName[name] {
            return index
        }
        if reportsMissing {
            errors.append(location.error("unknown \(kind) '\(name)'"))
        }
        return nil
    }
}
