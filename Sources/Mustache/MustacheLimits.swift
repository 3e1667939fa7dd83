/// Bounds that keep a broken or hostile template from exhausting the stack or running for
/// minutes; going past one is a ``MustacheError`` at the tag that goes too far.
///
/// Parsing is linear in the size of a template. Rendering is linear in the size of its output
/// plus ``idleSteps``, so what remains to bound is depth, the expansions and the output of one
/// render.
package enum MustacheLimits {
    /// How deep sections, inverted sections, blocks and parent tags may nest in one template,
    /// checked when the template is parsed.
    package static let templateNesting = 100

    /// How deep partials, parents and lambdas may render inside one another. A template that
    /// includes itself, directly or through others, with data that never ends the recursion,
    /// stops here.
    package static let partialDepth = 100

    /// How deep rendering may nest in all: sections, inverted sections, blocks, partials,
    /// parents and lambdas, across every template rendered inside another. This also bounds the
    /// context stack, which grows by one value per section.
    ///
    /// It leaves room for ``partialDepth`` inclusions of a template that nests one section
    /// around its own partial tag, the usual way to render a tree. Each level costs the renderer
    /// under 1 KiB of stack in a release build (about 3 KiB in a debug build), so the limit
    /// stays well within the 512 KiB secondary threads of some platforms.
    package static let renderNesting = 256

    /// How many unknown names (strict lookup) ``MustacheLibrary/errors(rendering:_:)`` reports
    /// for one render, each place once; one more error says the limit was passed, and the rest
    /// render as nothing. A template of thousands of misspelt tags then costs a screenful of
    /// errors, not thousands.
    package static let reportedUnknownNames = 20

    /// How many partials and parents one render may expand: templates that include one another
    /// several times over grow exponentially with depth, even when they write nothing.
    package static let partialExpansions = 10_000

    /// How large one render's output may grow, checked at each partial or parent expansion:
    /// far above any page (a page of 1 MiB of Markdown renders to at most about 30 MiB).
    package static let renderedSize = 64 << 20

    /// How many more steps one render may run than the bytes it writes, besides four for each
    /// operation of its templates (a template of many tags runs whole). A step is an
    /// operation (text, tag, section, partial…), one pass of a section over a list, or one
    /// frame of the context searched for a name. Sections over lists nested in one another, or
    /// partials full of tags that write nothing, can multiply the work without writing
    /// anything (`{{#categories}}{{#categories}}…`), which ``renderedSize`` never stops; this
    /// keeps every render linear in its output. Real pages run fewer steps than they write
    /// bytes (the API page of 10,000 components: about 10,000 steps for 137 KB).
    package static let idleSteps = 100_000
}
