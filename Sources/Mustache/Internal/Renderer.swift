// Renders a compiled template into one byte buffer. A renderer lives for one render call, so
// any number of them can walk the same immutable templates from different threads.

/// The templates a renderer can reach, shared and immutable.
final class TemplateSet: Sendable {
    let templates: [CompiledTemplate]
    let indexByName: [String: Int]
    let missingPartials: MustacheLibrary.MissingPartialPolicy

    init(
        templates: [CompiledTemplate], indexByName: [String: Int],
        missingPartials: MustacheLibrary.MissingPartialPolicy
    ) {
        self.templates = templates
        self.indexByName = indexByName
        self.missingPartials = missingPartials
    }

    func render(_ template: CompiledTemplate, _ context: MustacheValue) throws(MustacheError)
        -> String
    {
        var renderer = Renderer(templates: self, context: context)
        renderer.output.reserveCapacity(max(4096, template.sourceLength * 4))
        try renderer.render(template.nodes)
        return String(decoding: renderer.output, as: UTF8.self)
    }
}

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

struct Renderer {
    /// Deeper nesting of partials, parents and lambdas is taken for endless recursion.
    static let maximumDepth = 200

    let templates: TemplateSet
    var output: [UInt8] = []
    private var contextStack: [MustacheValue]
    private var indentation: [UInt8] = []
    /// Blocks passed by parent tags being rendered, outermost first: the outermost wins.
    private var overrideFrames: [[String: BlockContent]] = []
    private var firstLineStart = FirstLineStart.asParsed
    private var depth = 0

    init(templates: TemplateSet, context: MustacheValue) {
        self.templates = templates
        self.contextStack = [context]
    }

    mutating func render(_ nodes: [Node]) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let text): writeText(text)
            case .variable(let variable): try renderVariable(variable)
            case .section(let section): try renderSection(section)
            case .partial(let partial): try renderPartial(partial)
            case .parent(let parent): try renderParent(parent)
            case .block(let block): try renderBlock(block)
            }
        }
    }

    // MARK: Context

    private func lookUp(_ path: [String]) -> MustacheValue? {
        guard let first = path.first else {
            return contextStack[contextStack.count - 1]
        }
        var index = contextStack.count - 1
        while index >= 0 {
            if case .object(let object) = contextStack[index], var value = object[first] {
                // The first key picks the frame; the rest must resolve inside it.
                for key in path.dropFirst() {
                    guard case .object(let inner) = value, let next = inner[key] else {
                        return nil
                    }
                    value = next
                }
                return value
            }
            index -= 1
        }
        return nil
    }

    // MARK: Tags

    private mutating func renderVariable(_ variable: VariableNode) throws(MustacheError) {
        guard let value = lookUp(variable.path) else { return }
        switch value {
        case .null:
            return
        case .string(let string):
            writePendingIndentation()
            if variable.escapesHTML {
                writeEscaped(string)
            } else {
                write(string)
            }
        case .lambda(let lambda):
            let source = lambda.body("")
            var rendered = Renderer(templates: templates, context: .null)
            rendered.contextStack = contextStack
            rendered.overrideFrames = overrideFrames
            rendered.depth = depth
            try rendered.renderLambdaResult(
                source, delimiters: .standard, location: variable.location)
            writePendingIndentation()
            if variable.escapesHTML {
                rendered.output.withUnsafeBufferPointer { writeEscaped($0) }
            } else {
                output.append(contentsOf: rendered.output)
            }
        default:
            writePendingIndentation()
            if variable.escapesHTML {
                writeEscaped(Self.text(of: value))
            } else {
                write(Self.text(of: value))
            }
        }
    }

    private static func text(of value: MustacheValue) -> String {
        switch value {
        case .null, .object, .lambda: ""
        case .bool(let bool): bool ? "true" : "false"
        case .int(let int): String(int)
        case .double(let double):
            if double.isFinite, double.rounded() == double, abs(double) < 1e15 {
                String(Int64(double))
            } else {
                String(double)
            }
        case .string(let string): string
        case .list(let items): items.map(text(of:)).joined(separator: ",")
        }
    }

    private mutating func renderSection(_ section: SectionNode) throws(MustacheError) {
        let value = lookUp(section.path) ?? .null
        if section.isInverted {
            if !value.isTruthy {
                try render(section.children)
            }
            return
        }
        switch value {
        case .list(let items):
            for item in items {
                contextStack.append(item)
                try render(section.children)
                contextStack.removeLast()
            }
        case .lambda(let lambda):
            let source = lambda.body(section.rawText)
            try renderLambdaResult(
                source, delimiters: section.delimiters, location: section.location)
        default:
            if value.isTruthy {
                contextStack.append(value)
                try render(section.children)
                contextStack.removeLast()
            }
        }
    }

    private mutating func renderLambdaResult(
        _ source: String, delimiters: Delimiters, location: SourceLocation
    ) throws(MustacheError) {
        let name = "\(location.templateName) (lambda at line \(location.line))"
        switch Parser.parse(source, name: name, delimiters: delimiters) {
        case .success(let template):
            try enter(location)
            let saved = indentation
            indentation = []
            try render(template.nodes)
            indentation = saved
            depth -= 1
        case .failure(let errors):
            let first = errors.errors[0]
            throw location.error(
                "the template returned by a lambda is invalid: \(first.message) "
                    + "(its line \(first.line), column \(first.column))")
        }
    }

    private mutating func renderPartial(_ partial: PartialNode) throws(MustacheError) {
        guard
            let template = try resolve(
                partial.reference, target: partial.target, location: partial.location,
                kind: "partial")
        else { return }
        try enter(partial.location)
        try renderIndented(template.nodes, indentation: partial.indentation)
        depth -= 1
    }

    private mutating func renderParent(_ parent: ParentNode) throws(MustacheError) {
        guard
            let template = try resolve(
                parent.reference, target: parent.target, location: parent.location,
                kind: "parent")
        else { return }
        try enter(parent.location)
        overrideFrames.append(parent.overrides)
        try renderIndented(template.nodes, indentation: parent.indentation)
        overrideFrames.removeLast()
        depth -= 1
    }

    /// Renders another template in place of a tag: indented by `indentation` on top of the
    /// current indentation when the tag stands alone, else as is.
    private mutating func renderIndented(_ nodes: [Node], indentation extra: [UInt8]?)
        throws(MustacheError)
    {
        if let extra {
            indentation.append(contentsOf: extra)
            try render(nodes)
            indentation.removeLast(extra.count)
        } else {
            let saved = indentation
            indentation = []
            try render(nodes)
            indentation = saved
        }
    }

    private mutating func renderBlock(_ block: BlockNode) throws(MustacheError) {
        var content = block.defaultContent
        for frame in overrideFrames {
            if let override = frame[block.name] {
                content = override
                break
            }
        }
        let placeStartsLine = block.defaultContent.startsLine
        var adjusted: (previous: FirstLineStart, wanted: FirstLineStart)?
        if content.startsLine != placeStartsLine {
            let wanted: FirstLineStart = placeStartsLine ? .force : .suppress
            adjusted = (firstLineStart, wanted)
            switch firstLineStart {
            case .asParsed: firstLineStart = wanted
            case wanted: break
            default: firstLineStart = .asParsed  // the two adjustments cancel out
            }
        }
        indentation.append(contentsOf: block.indentation)
        try render(content.nodes)
        indentation.removeLast(block.indentation.count)
        if let adjusted, firstLineStart == adjusted.wanted {
            firstLineStart = adjusted.previous
        }
    }

    private mutating func resolve(
        _ reference: TemplateReference, target: Int?, location: SourceLocation, kind: String
    ) throws(MustacheError) -> CompiledTemplate? {
        if let target {
            return templates.templates[target]
        }
        let name: String
        switch reference {
        case .named(let named):
            name = named
        case .dynamic(let path):
            guard case .string(let found) = lookUp(path) else {
                if templates.missingPartials == .renderEmpty {
                    return nil
                }
                let dotted = path.isEmpty ? "." : path.joined(separator: ".")
                throw location.error(
                    "the dynamic \(kind) name '*\(dotted)' does not resolve to a string")
            }
            name = found
        }
        if let index = templates.indexByName[name] {
            return templates.templates[index]
        }
        if templates.missingPartials == .renderEmpty {
            return nil
        }
        throw location.error("unknown \(kind) '\(name)'")
    }

    private mutating func enter(_ location: SourceLocation) throws(MustacheError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw location.error(
                "partials, parents and lambdas nest more than \(Self.maximumDepth) deep; "
                    + "is a template including itself without end?")
        }
    }

    // MARK: Output

    private mutating func writePendingIndentation() {
        if firstLineStart == .force {
            firstLineStart = .asParsed
            output.append(contentsOf: indentation)
        }
    }

    private mutating func writeText(_ text: TextNode) {
        let bytes = text.bytes
        let lineStarts = text.lineStarts
        if firstLineStart == .asParsed, indentation.isEmpty || lineStarts.isEmpty {
            output.append(contentsOf: bytes)
            return
        }
        if firstLineStart == .force, lineStarts.first != 0 {
            if bytes.isEmpty {
                return
            }
            writePendingIndentation()
        }
        var written = 0
        for start in lineStarts {
            output.append(contentsOf: bytes[written..<start])
            written = start
            switch firstLineStart {
            case .suppress:
                firstLineStart = .asParsed
                continue
            case .force:
                firstLineStart = .asParsed
            case .asParsed:
                break
            }
            // Blank lines stay empty rather than carrying trailing whitespace.
            if start < bytes.count,
                bytes[start] == UInt8(ascii: "\n")
                    || (bytes[start] == UInt8(ascii: "\r") && start + 1 < bytes.count
                        && bytes[start + 1] == UInt8(ascii: "\n"))
            {
                continue
            }
            output.append(contentsOf: indentation)
        }
        output.append(contentsOf: bytes[written...])
    }

    private mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { output.append(contentsOf: $0) }
    }

    private mutating func writeEscaped(_ string: String) {
        var string = string
        string.withUTF8 { writeEscaped($0) }
    }

    /// Appends `bytes` with `& < > " '` replaced by entities, copying runs of other bytes whole.
    private mutating func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            // Every escaped character is at most '>' (0x3E); most bytes fail this test.
            if byte <= 0x3E, let entity = HTMLEntity.for(byte) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(contentsOf: entity)
                runStart = index + 1
            }
            index += 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
    }
}

private enum HTMLEntity {
    static let ampersand = Array("&amp;".utf8)
    static let lessThan = Array("&lt;".utf8)
    static let greaterThan = Array("&gt;".utf8)
    static let quote = Array("&quot;".utf8)
    static let apostrophe = Array("&#39;".utf8)

    static func `for`(_ byte: UInt8) -> [UInt8]? {
        switch byte {
        case UInt8(ascii: "&"): ampersand
        case UInt8(ascii: "<"): lessThan
        case UInt8(ascii: ">"): greaterThan
        case UInt8(ascii: "\""): quote
        case UInt8(ascii: "'"): apostrophe
        default: nil
        }
    }
}
