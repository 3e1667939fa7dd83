import TextUtilities

// Renders a program into one byte buffer. A renderer lives for one render call, so any number
// of them can walk the same immutable programs from different threads.

struct Renderer {
    let templates: ProgramLibrary
    var output: [UInt8] = []
    var contextStack: [MustacheValue]
    var indentation: [UInt8] = []
    /// Blocks passed by parent tags being rendered, outermost first: the outermost wins.
    var overrideFrames: [(program: Program, table: Int)] = []
    var firstLineStart = FirstLineStart.asParsed
    /// Partials, parents and lambdas being rendered inside one another.
    var depth = 0
    /// Sections, blocks, partials, parents and lambdas being rendered inside one another: how
    /// deep `run` recurses, and a bound on the context stack.
    var nesting = 0
    var expansions = Expansions()
    /// Steps run: every operation, every pass of a section over a list and every context
    /// frame searched (``MustacheLimits/idleSteps``).
    var steps = 0
    /// The sections over lists being rendered, outermost first, for errors.
    var loops: [Expansions.Tag] = []
    /// When set, strict lookup collects unknown names here and renders on, instead of failing.
    var unknownNames: [MustacheError]?
    /// When the context is lazy (``MustacheValue/members(_:)``), its members computed so far, by
    /// index; else empty. Layouts, partials and loops name the context's members again and
    /// again, so each is computed once per render; the members of section frames are computed
    /// for every tag, each usually being named once.
    var rootMembers: [MustacheValue?] = []

    init(templates: ProgramLibrary, context: MustacheValue) {
        self.templates = templates
        self.contextStack = [context]
        if case .members(let members) = context {
            rootMembers = Array(repeating: nil, count: members.table.names.count)
        }
    }

    mutating func run(_ program: Program) throws(MustacheError) {
        try run(program, 0..<program.operations.count)
    }

    mutating func run(_ program: Program, _ range: Range<Int>) throws(MustacheError) {
        let operations = program.operations
        var index = range.lowerBound
        while index < range.upperBound {
            let operation = operations[index]
            steps &+= 1
            switch operation.kind {
            case .text:
                writeText(program, operation)
                index += 1
            case .variable:
                try renderVariable(program, operation)
                index += 1
            case .section:
                try renderSection(program, operation, children: index + 1..<Int(operation.end))
                index = Int(operation.end)
            case .partial:
                try renderPartial(program, operation)
                index += 1
            case .parent:
                try renderParent(program, operation)
                index = Int(operation.end)
            case .block:
                try renderBlock(program, operation, defaultContent: index + 1..<Int(operation.end))
                index = Int(operation.end)
            }
        }
    }

    // MARK: Context

    func keys(_ program: Program, _ operation: Operation) -> UnsafeMutableBufferPointer<
        String
    > {
        UnsafeMutableBufferPointer(
            rebasing: program.keys[Int(operation.first)..<Int(operation.first + operation.count)])
    }

    func keyHashes(_ program: Program, _ operation: Operation) -> UnsafeMutableBufferPointer<UInt64> {
        UnsafeMutableBufferPointer(
            rebasing: program.keyHashes[Int(operation.first)..<Int(operation.first + operation.count)])
    }

    /// The value `keys` name; `hashes` are their ``MustacheMemberNames/hash(of:)``.
    mutating func lookUp(
        _ keys: UnsafeMutableBufferPointer<String>, hashes: UnsafeMutableBufferPointer<UInt64>
    ) -> MustacheValue? {
        guard let first = keys.first else {
            return contextStack[contextStack.count - 1]
        }
        let firstHash = hashes[0]
        var index = contextStack.count - 1
        while index >= 0 {
            let found =
                index == 0 && !rootMembers.isEmpty
                ? rootMember(first, hash: firstHash) : contextStack[index].member(first, hash: firstHash)
            if var value = found {
                // Each frame searched is a step: a name looked up under deep sections costs more.
                steps &+= contextStack.count - index
                // The first key picks the frame; the rest must resolve inside it.
                for part in 1..<keys.count {
                    guard let next = value.member(keys[part], hash: hashes[part]) else {
                        return nil
                    }
                    value = next
                }
                return value
            }
            index -= 1
        }
        steps &+= contextStack.count
        return nil
    }

    /// The member `name` of the lazy context, computed once.
    mutating func rootMember(_ name: String, hash: UInt64) -> MustacheValue? {
        guard case .members(let members) = contextStack[0],
            let index = members.table.index(of: name, hash: hash)
        else {
            return nil
        }
        if let known = rootMembers[index] {
            return known
        }
        let value = members.member(index)
        rootMembers[index] = value
        return value
    }

    /// The value a variable or section operation names, or nil to render nothing; in strict
    /// lookup, a name absent from the context stack fails here.
    mutating func value(_ program: Program, _ operation: Operation) throws(MustacheError)
        -> MustacheValue?
    {
        let keys = keys(program, operation)
        if let value = lookUp(keys, hashes: keyHashes(program, operation)) {
            return value
        }
        if templates.missingNames == .fail {
            try checkMissing(keys, program, operation)
        }
        return nil
    }

    /// Throws the strict lookup error for keys that `lookUp` did not resolve, unless a null
    /// value on the way explains it; or, when collecting, records it once per place up to
    /// the limit. Kept out of the hot path and of the recursive frames.
    @inline(never)
    mutating func checkMissing(
        _ keys: UnsafeMutableBufferPointer<String>, _ program: Program, _ operation: Operation
    ) throws(MustacheError) {
        let limit = MustacheLimits.reportedUnknownNames
        if let collected = unknownNames, collected.count > limit {
            return  // the limit is reported; the rest render as nothing
        }
        let location = program.details[Int(operation.detail)].location
        guard let error = UnknownNameSearch.error(for: Array(keys), in: contextStack, at: location) else {
            return
        }
        guard let collected = unknownNames else { throw error }
        // A name in a loop fails once per element: one report per place.
        if collected.contains(where: {
            $0.line == location.line && $0.column == location.column
                && $0.templateName == location.templateName
        }) {
            return
        }
        if collected.count == limit {
            unknownNames?.append(
                location.error("more than \(limit) unknown names in one render; the others are not reported"))
        } else {
            unknownNames?.append(error)
        }
    }

    // MARK: Tags

    mutating func renderVariable(_ program: Program, _ operation: Operation)
        throws(MustacheError)
    {
        guard let value = try value(program, operation) else { return }
        let escapesHTML = operation.flag
        switch value {
        case .null:
            return
        case .string(let string):
            writePendingIndentation()
            if escapesHTML {
                writeEscaped(string)
            } else {
                write(string)
            }
        case .lambda(let lambda):
            let location = program.details[Int(operation.detail)].location
            let source = lambda.body("")
            var rendered = Renderer(templates: templates, context: .null)
            rendered.contextStack = contextStack
            rendered.rootMembers = rootMembers
            rendered.overrideFrames = overrideFrames
            rendered.depth = depth
            rendered.nesting = nesting
            rendered.unknownNames = unknownNames
            rendered.expansions = expansions
            rendered.loops = loops
            // The lambda's render starts with the steps this render has run beyond its output.
            rendered.steps = steps &- output.count
            defer { (unknownNames, expansions) = (rendered.unknownNames, rendered.expansions) }
            try rendered.renderLambdaResult(source, delimiters: .standard, location: location)
            writePendingIndentation()
            if escapesHTML {
                rendered.output.withUnsafeBufferPointer { writeEscaped($0) }
            } else {
                output.append(contentsOf: rendered.output)
            }
            steps = rendered.steps &- rendered.output.count &+ output.count
        default:
            writePendingIndentation()
            if escapesHTML {
                writeEscaped(Self.text(of: value))
            } else {
                write(Self.text(of: value))
            }
        }
    }

    static func text(of value: MustacheValue) -> String {
        switch value {
        case .null, .object, .members, .lambda: ""
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

    mutating func renderSection(
        _ program: Program, _ operation: Operation, children: Range<Int>
    ) throws(MustacheError) {
        let value = try value(program, operation) ?? .null
        if operation.flag {
            if !value.isTruthy {
                try enter(program, operation, includes: false)
                try run(program, children)
                leave(includes: false)
            }
            return
        }
        switch value {
        case .list(let items):
            guard !items.isEmpty else { return }
            try enter(program, operation, includes: false)
            loops.append(Expansions.Tag(program: ObjectIdentifier(program), detail: operation.detail))
            for item in items {
                contextStack.append(item)
                try run(program, children)
                contextStack.removeLast()
                steps &+= 1
                try checkBudget(program, included: false)
            }
            loops.removeLast()
            leave(includes: false)
        case .lambda(let lambda):
            try renderLambdaSection(lambda, program, operation)
        default:
            if value.isTruthy {
                try enter(program, operation, includes: false)
                contextStack.append(value)
                try run(program, children)
                contextStack.removeLast()
                leave(includes: false)
            }
        }
    }

    /// Kept out of `renderSection`, whose frame every level of nesting costs on the stack.
    mutating func renderLambdaSection(
        _ lambda: MustacheLambda, _ program: Program, _ operation: Operation
    ) throws(MustacheError) {
        let detail = program.details[Int(operation.detail)]
        let source = lambda.body(String(detail.rawText))
        try renderLambdaResult(source, delimiters: detail.delimiters, location: detail.location)
    }

    mutating func renderLambdaResult(
        _ source: String, delimiters: Delimiters, location: TagLocation
    ) throws(MustacheError) {
        let name = "\(location.templateName) (lambda at line \(location.line))"
        switch Parser.parse(source, name: name, delimiters: delimiters) {
        case .success(let template):
            let program = Program(
                name: name, nodes: template.nodes, sourceLength: template.sourceLength)
            if let problem = deeper(includes: true) {
                throw location.error(problem)
            }
            let saved = indentation
            indentation = []
            try run(program)
            indentation = saved
            leave(includes: true)
        case .failure(let errors):
            let first = errors.errors[0]
            throw location.error(
                "the template returned by a lambda is invalid: \(first.message) "
                    + "(its line \(first.line), column \(first.column))")
        }
    }

    mutating func renderPartial(_ program: Program, _ operation: Operation)
        throws(MustacheError)
    {
        guard let target = try resolve(program, operation, kind: "partial") else { return }
        try enter(program, operation, includes: true)
        try runIndented(target, program, operation)
        leave(includes: true)
    }

    mutating func renderParent(_ program: Program, _ operation: Operation)
        throws(MustacheError)
    {
        guard let target = try resolve(program, operation, kind: "parent") else { return }
        try enter(program, operation, includes: true)
        overrideFrames.append((program, Int(operation.extraCount)))
        try runIndented(target, program, operation)
        overrideFrames.removeLast()
        leave(includes: true)
    }

    /// Renders another template in place of a tag: indented by the tag's indentation on top of
    /// the current indentation when the tag stands alone, else as is.
    mutating func runIndented(
        _ target: Program, _ program: Program, _ operation: Operation
    ) throws(MustacheError) {
        if operation.flag {
            let extra = bytes(program, operation)
            indentation.append(contentsOf: extra)
            try run(target)
            indentation.removeLast(extra.count)
        } else {
            let saved = indentation
            indentation = []
            try run(target)
            indentation = saved
        }
        try checkBudget(target, included: true)
    }

    mutating func renderBlock(
        _ program: Program, _ operation: Operation, defaultContent: Range<Int>
    ) throws(MustacheError) {
        let placeStartsLine = operation.flag
        var content = (program, defaultContent, placeStartsLine)
        if !overrideFrames.isEmpty {
            let name = program.blockNames[Int(operation.extra)]
            for frame in overrideFrames {
                if let override = frame.program.overrideTables[frame.table][name] {
                    content = (frame.program, override.operations, override.startsLine)
                    break
                }
            }
        }
        var adjusted: (previous: FirstLineStart, wanted: FirstLineStart)?
        if content.2 != placeStartsLine {
            let wanted: FirstLineStart = placeStartsLine ? .force : .suppress
            adjusted = (firstLineStart, wanted)
            switch firstLineStart {
            case .asParsed: firstLineStart = wanted
            case wanted: break
            default: firstLineStart = .asParsed  // the two adjustments cancel out
            }
        }
        try enter(program, operation, includes: false)
        let extra = bytes(program, operation)
        indentation.append(contentsOf: extra)
        try run(content.0, content.1)
        indentation.removeLast(extra.count)
        leave(includes: false)
        if let adjusted, firstLineStart == adjusted.wanted {
            firstLineStart = adjusted.previous
        }
    }

    /// The template a partial or parent operation names, or `nil` to render nothing.
    mutating func resolve(_ program: Program, _ operation: Operation, kind: String)
        throws(MustacheError) -> Program?
    {
        if operation.extra >= 0 {
            return templates.programs[Int(operation.extra)]
        }
        let detail = program.details[Int(operation.detail)]
        let name: String
        switch detail.reference {
        case .named(let named)?:
            name = named
        case .dynamic(let path)?:
            var keys = path
            var hashes = path.map(MustacheMemberNames.hash(of:))
            let found = keys.withUnsafeMutableBufferPointer { keys in
                hashes.withUnsafeMutableBufferPointer { lookUp(keys, hashes: $0) }
            }
            guard case .string(let string) = found else {
                if templates.missingPartials == .renderEmpty {
                    return nil
                }
                let dotted = path.isEmpty ? "." : path.joined(separator: ".")
                throw detail.location.error(
                    "the dynamic \(kind) name '*\(dotted)' does not resolve to a string")
            }
            name = string
        case nil:
            return nil
        }
        if let index = templates.indexByName[name] {
            return templates.programs[index]
        }
        if templates.missingPartials == .renderEmpty {
            return nil
        }
        throw detail.location.error("unknown \(kind) '\(name)'")
    }

    /// Goes one level deeper for `operation`'s tag, or fails there past a limit; `includes` is
    /// true for a partial or parent, which renders another template. The recursion stops at
    /// the limits rather than at the end of the stack.
    mutating func enter(_ program: Program, _ operation: Operation, includes: Bool)
        throws(MustacheError)
    {
        if includes { try expand(program, operation) }
        if let problem = deeper(includes: includes) {
            // Only errors read the details: they cost a reference count per use.
            throw program.details[Int(operation.detail)].location.error(problem)
        }
    }

    /// Counts a partial or parent expansion; fails past the render's budget.
    mutating func expand(_ program: Program, _ operation: Operation) throws(MustacheError) {
        expansions.count(program, operation)
        let size = output.count > MustacheLimits.renderedSize
        guard size || expansions.total > MustacheLimits.partialExpansions else { return }
        let problem =
            size
            ? "the rendered page passes \(MustacheLimits.renderedSize >> 20) MiB"
            : "partials and parents are expanded more than \(MustacheLimits.partialExpansions) times in one render"
        throw expansions.error(problem, in: templates, else: program.details[Int(operation.detail)].location)
    }

    /// Goes one level deeper and returns nil, or what is wrong when a limit is passed.
    mutating func deeper(includes: Bool) -> String? {
        nesting += 1
        if includes {
            depth += 1
            if depth > MustacheLimits.partialDepth {
                return "partials, parents and lambdas nest more than "
                    + "\(MustacheLimits.partialDepth) deep; is a template including itself "
                    + "without end?"
            }
        }
        if nesting > MustacheLimits.renderNesting {
            return "sections, blocks, partials, parents and lambdas nest more than "
                + "\(MustacheLimits.renderNesting) deep while rendering; is a template "
                + "including itself without end?"
        }
        return nil
    }

    mutating func leave(includes: Bool) {
        nesting -= 1
        if includes {
            depth -= 1
        }
    }
}

/// How the first line start of block content is treated when the block's place and its content
/// disagree on whether the content starts a line.
enum FirstLineStart {
    /// As the content was parsed.
    case asParsed
    /// The place starts a line but the content does not: indent before the first output.
    case force
    /// The content starts a line but the place is mid-line: skip the first line start.
    case suppress
}
