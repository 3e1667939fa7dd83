// The compiled form of a template: a tree of nodes, built once and read by any number of
// renderers at the same time. Payloads are immutable final classes so that walking the tree
// costs one reference count per node.

enum Node: Sendable {
    case text(TextNode)
    case variable(VariableNode)
    case section(SectionNode)
    case partial(PartialNode)
    case parent(ParentNode)
    case block(BlockNode)
}

/// Where a tag sits in its template, for errors raised while rendering.
struct TagLocation: Sendable {
    let templateName: String
    let line: Int
    let column: Int

    func error(_ message: String, unknownName: MustacheError.UnknownName? = nil) -> MustacheError {
        MustacheError(
            templateName: templateName, line: line, column: column, message: message,
            unknownName: unknownName)
    }
}

/// Literal template text, as UTF-8.
final class TextNode: Sendable {
    let bytes: [UInt8]
    /// Offsets in `bytes` where a line of the template starts, in increasing order. An offset
    /// equal to `bytes.count` marks a line that starts with the tag after this text. Indentation
    /// of a standalone partial, parent or block is written at these offsets.
    let lineStarts: [Int]

    init(bytes: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
    }
}

/// `{{name}}`, `{{{name}}}` or `{{&name}}`.
final class VariableNode: Sendable {
    /// The dotted name split at the dots; empty for the implicit iterator `{{.}}`.
    let path: [String]
    let escapesHTML: Bool
    let location: TagLocation

    init(path: [String], escapesHTML: Bool, location: TagLocation) {
        self.path = path
        self.escapesHTML = escapesHTML
        self.location = location
    }
}

/// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
final class SectionNode: Sendable {
    let path: [String]
    let isInverted: Bool
    let children: [Node]
    /// The unrendered text between the tags, handed to a lambda.
    let rawText: Substring
    /// The delimiters in effect inside the section, used to parse what a lambda returns.
    let delimiters: Delimiters
    let location: TagLocation

    init(
        path: [String], isInverted: Bool, children: [Node], rawText: Substring,
        delimiters: Delimiters, location: TagLocation
    ) {
        self.path = path
        self.isInverted = isInverted
        self.children = children
        self.rawText = rawText
        self.delimiters = delimiters
        self.location = location
    }

    func replacingChildren(_ children: [Node]) -> SectionNode {
        SectionNode(
            path: path, isInverted: isInverted, children: children, rawText: rawText,
            delimiters: delimiters, location: location)
    }
}

/// The template a partial or parent tag names.
enum TemplateReference: Sendable {
    /// `{{>name}}`: resolved when the library is built.
    case named(String)
    /// `{{>*path}}`: the name is the string found at `path` in the context, when rendering.
    case dynamic([String])
}

/// `{{>name}}`.
final class PartialNode: Sendable {
    let reference: TemplateReference
    /// The whitespace before a standalone tag, prepended to every line of the partial; `nil`
    /// when the tag shares its line with other content.
    let indentation: [UInt8]?
    let location: TagLocation
    /// The index of the named template in the library, once linked.
    let target: Int?

    init(
        reference: TemplateReference, indentation: [UInt8]?, location: TagLocation,
        target: Int? = nil
    ) {
        self.reference = reference
        self.indentation = indentation
        self.location = location
        self.target = target
    }

    func linked(to target: Int) -> PartialNode {
        PartialNode(
            reference: reference, indentation: indentation, location: location, target: target)
    }
}

/// The content of a block: its default in a template, or what a child passes to a parent.
final class BlockContent: Sendable {
    let nodes: [Node]
    /// Whether the content starts on a line of its own, its opening tag being standalone.
    let startsLine: Bool

    init(nodes: [Node], startsLine: Bool) {
        self.nodes = nodes
        self.startsLine = startsLine
    }
}

/// `{{<name}}{{$block}}…{{/block}}{{/name}}`: renders a parent template with block overrides.
final class ParentNode: Sendable {
    let reference: TemplateReference
    /// As for ``PartialNode/indentation``.
    let indentation: [UInt8]?
    /// The blocks passed to the parent, by name.
    let overrides: [String: BlockContent]
    let location: TagLocation
    let target: Int?

    init(
        reference: TemplateReference, indentation: [UInt8]?, overrides: [String: BlockContent],
        location: TagLocation, target: Int? = nil
    ) {
        self.reference = reference
        self.indentation = indentation
        self.overrides = overrides
        self.location = location
        self.target = target
    }

    func linked(overrides: [String: BlockContent], target: Int?) -> ParentNode {
        ParentNode(
            reference: reference, indentation: indentation, overrides: overrides,
            location: location, target: target)
    }
}

/// `{{$name}}…{{/name}}` outside a parent tag: a place a child template may fill.
final class BlockNode: Sendable {
    let name: String
    let defaultContent: BlockContent
    /// Added to the indentation of every line of the content rendered here, whether the
    /// default or an override.
    let indentation: [UInt8]
    let location: TagLocation

    init(
        name: String, defaultContent: BlockContent, indentation: [UInt8], location: TagLocation
    ) {
        self.name = name
        self.defaultContent = defaultContent
        self.indentation = indentation
        self.location = location
    }

    func replacingDefault(_ content: BlockContent) -> BlockNode {
        BlockNode(
            name: name, defaultContent: content, indentation: indentation, location: location)
    }
}

/// A parsed template.
final class CompiledTemplate: Sendable {
    let name: String
    let nodes: [Node]
    /// The length of the source in bytes, a hint for the size of the output.
    let sourceLength: Int

    init(name: String, nodes: [Node], sourceLength: Int) {
        self.name = name
        self.nodes = nodes
        self.sourceLength = sourceLength
    }
}

/// The pair of strings that open and close a tag, `{{` and `}}` unless a template sets others.
struct Delimiters: Sendable, Equatable {
    var open: [UInt8]
    var close: [UInt8]

    static let standard = Delimiters(open: Array("{{".utf8), close: Array("}}".utf8))
}
