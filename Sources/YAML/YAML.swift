import CYAML

/// A node of a parsed YAML document: a scalar, a sequence or a mapping, with the position
/// where it starts in the text, for diagnostics.
public struct YAMLNode: Sendable {
    /// What a node holds.
    public enum Value: Sendable {
        /// A scalar's text; `isPlain` is false for quoted and block scalars.
        case scalar(String, isPlain: Bool)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public let value: Value
    /// 1-based line of the node's first character.
    public let line: Int
    /// 1-based column of the node's first character.
    public let column: Int

    public init(value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// The text of a scalar that is not null, or nil.
    public var string: String? {
        guard case .scalar(let text, _) = value, !isNull else { return nil }
        return text
    }

    /// A scalar read as a number (`0.45`, `12`, `-3e2`), or nil.
    public var double: Double? {
        guard case .scalar(let text, let isPlain) = value, isPlain else { return nil }
        return Double(text)
    }

    /// A scalar read as a whole number, or nil.
    public var int: Int? {
        guard case .scalar(let text, let isPlain) = value, isPlain else { return nil }
        return Int(text)
    }

    /// A plain scalar `true` or `false`, or nil.
    public var bool: Bool? {
        guard case .scalar(let text, let isPlain) = value, isPlain else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// The items of a sequence, or nil.
    public var sequence: [YAMLNode]? {
        guard case .sequence(let items) = value else { return nil }
        return items
    }

    /// The pairs of a mapping in document order, or nil.
    public var mapping: [YAMLPair]? {
        guard case .mapping(let pairs) = value else { return nil }
        return pairs
    }

    /// The value for a key of a mapping whose key is a scalar, or nil.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = value else { return nil }
        return pairs.first { $0.key.string == key }?.value
    }

    /// True for an empty plain scalar, `~` and `null`.
    public var isNull: Bool {
        guard case .scalar(let text, let isPlain) = value, isPlain else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// A short name of the node's kind, for messages ("a list", "a mapping", "text").
    public var kindDescription: String {
        switch value {
        case .scalar: return isNull ? "nothing" : "a single value"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

/// One key and its value in a mapping.
public struct YAMLPair: Sendable {
    public let key: YAMLNode
    public let value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A YAML text that could not be read, with the 1-based position of the problem.
public struct YAMLError: Error, Sendable, Equatable {
    public let message: String
    public let line: Int
    public let column: Int

    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}

/// Reads YAML with libyaml.
public enum YAML {
    /// The deepest nesting of lists and mappings a document may have.
    ///
    /// Deeper nesting is refused with an error at the list or mapping that goes too deep, so
    /// that no reader of the tree, however it walks it, can exhaust its stack.
    public static let maximumNesting = 64

    /// The most nodes that aliases may add to a document, counting every node of an aliased
    /// list or mapping each time an alias repeats it.
    ///
    /// The tree shares an aliased node rather than copying it, but a reader walking the tree
    /// visits it once per alias: without a bound, a few lines of nested aliases ("billion
    /// laughs") would stand for billions of nodes.
    public static let maximumAliasExpansion = 100_000

    /// Parses the first document of `text`.
    ///
    /// Anchors and aliases are resolved; tags are ignored. A key that appears twice in one
    /// mapping is an error, since the second would silently hide the first. So are lists and
    /// mappings nested more than ``maximumNesting`` deep, aliases included, and aliases that
    /// repeat more than ``maximumAliasExpansion`` nodes in all.
    ///
    /// Values that `verbatim` names are read as they are written, even where YAML would read
    /// them otherwise (see ``VerbatimValues``).
    /// - Returns: the document's root node, or nil for an empty document.
    public static func parse(_ text: String, verbatim: VerbatimValues = .none) throws(YAMLError) -> YAMLNode? {
        var values = verbatim.values(in: text)
        while true {
            let (root, misplaced) = try parse(text, standingIn: values)
            // A line that looked like a verbatim value but was inside a multi-line scalar is
            // the author's text there: read again without its stand-in.
            guard !misplaced.isEmpty else { return root }
            values.removeAll { misplaced.contains($0.position) }
        }
    }

    /// Parses `text` with a stand-in for each verbatim value, and puts the value back in the
    /// node that stands for it. Also returns the values whose stand-in was not a node.
    private static func parse(_ text: String, standingIn values: [VerbatimValue]) throws(YAMLError)
        -> (YAMLNode?, Set<VerbatimValue.Position>)
    {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(message: "the YAML parser could not start", line: 1, column: 1)
        }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(VerbatimValue.standIns(for: values, in: text).utf8)
        if bytes.isEmpty { return (nil, []) }
        return try bytes.withUnsafeMutableBufferPointer {
            (buffer) throws(YAMLError) -> (YAMLNode?, Set<VerbatimValue.Position>) in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var reader = EventReader(parser: &parser, verbatim: values)
            let root = try reader.document()
            return (root, Set(reader.verbatim.keys))
        }
    }
}

/// Builds the node tree from libyaml's events with a stack of open lists and mappings instead
/// of recursion, so that nesting is checked as each list or mapping starts.
private struct EventReader {
    let parser: UnsafeMutablePointer<yaml_parser_t>
    var anchors: [String: Anchored] = [:]
    /// The lists and mappings started and not yet ended, outermost first.
    var open: [OpenCollection] = []
    /// The nodes aliases have added so far.
    var aliasExpansion = 0
    /// The verbatim values whose stand-ins have not been read yet, by their place.
    var verbatim: [VerbatimValue.Position: VerbatimValue]

    init(parser: UnsafeMutablePointer<yaml_parser_t>, verbatim: [VerbatimValue] = []) {
        self.parser = parser
        self.verbatim = Dictionary(verbatim.map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The scalar read at a place, or the verbatim value it stands for.
    mutating func scalar(_ text: String, isPlain: Bool, line: Int, column: Int) -> YAMLNode {
        let position = VerbatimValue.Position(line: line, column: column)
        if !isPlain, let value = verbatim[position], text == value.placeholder {
            verbatim[position] = nil
            return YAMLNode(value: .scalar(value.text, isPlain: true), line: line, column: column)
        }
        return YAMLNode(value: .scalar(text, isPlain: isPlain), line: line, column: column)
    }

    /// An event copied out of libyaml, so that the C event can be freed at once.
    enum Event {
        case streamStart, streamEnd, documentStart, documentEnd
        case scalar(String, isPlain: Bool, anchor: String?)
        case sequenceStart(anchor: String?)
        case sequenceEnd
        case mappingStart(anchor: String?)
        case mappingEnd
        case alias(String)
    }

    /// A finished node with what an alias to it needs to be checked.
    struct Anchored {
        var node: YAMLNode
        /// The node and all its descendants.
        var size: Int
        /// The lists and mappings on the longest path down from the node, itself included.
        var nesting: Int
    }

    /// A list or mapping whose end event has not come yet.
    struct OpenCollection {
        var isMapping: Bool
        var anchor: String?
        var line: Int
        var column: Int
        var items: [YAMLNode] = []
        /// For a mapping, its keys and values alternate in `items`.
        var seenKeys: Set<String> = []
        var size = 1
        var nesting = 1
    }

    mutating func next() throws(YAMLError) -> (Event, line: Int, column: Int) {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else {
            let problem = parser.pointee.problem.map { String(cString: $0) } ?? "invalid YAML"
            var mark = parser.pointee.problem_mark
            var message = problem
            if let context = parser.pointee.context {
                message += " " + String(cString: context)
                // At the end of the text the problem's own place says little: point at the
                // construct that was left open, such as the '[' of an unclosed list.
                let contextMark = parser.pointee.context_mark
                if mark.index >= parser.pointee.input.string.end - parser.pointee.input.string.start,
                    contextMark.line < mark.line
                {
                    message += " that starts here"
                    mark = contextMark
                }
            }
            throw YAMLError(message: message, line: mark.line + 1, column: mark.column + 1)
        }
        defer { yaml_event_delete(&event) }
        let line = event.start_mark.line + 1
        let column = event.start_mark.column + 1
        func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
        }
        let copied: Event
        switch event.type {
        case YAML_STREAM_START_EVENT: copied = .streamStart
        case YAML_STREAM_END_EVENT: copied = .streamEnd
        case YAML_DOCUMENT_START_EVENT: copied = .documentStart
        case YAML_DOCUMENT_END_EVENT: copied = .documentEnd
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let value = String(
                decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            copied = .scalar(
                value, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE, anchor: text(scalar.anchor))
        case YAML_SEQUENCE_START_EVENT:
            copied = .sequenceStart(anchor: text(event.data.sequence_start.anchor))
        case YAML_SEQUENCE_END_EVENT: copied = .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            copied = .mappingStart(anchor: text(event.data.mapping_start.anchor))
        case YAML_MAPPING_END_EVENT: copied = .mappingEnd
        case YAML_ALIAS_EVENT: copied = .alias(text(event.data.alias.anchor) ?? "")
        default: copied = .documentEnd
        }
        return (copied, Int(line), Int(column))
    }

    /// Reads events up to the end of the first document's root node.
    mutating func document() throws(YAMLError) -> YAMLNode? {
        while true {
            let (event, line, column) = try next()
            switch event {
            case .streamStart, .documentStart:
                continue
            case .streamEnd, .documentEnd:
                guard open.isEmpty else {
                    throw YAMLError(message: "unexpected end of YAML", line: line, column: column)
                }
                return nil
            case .scalar(let text, let isPlain, let anchor):
                let node = scalar(text, isPlain: isPlain, line: line, column: column)
                if let anchor { anchors[anchor] = Anchored(node: node, size: 1, nesting: 0) }
                if let root = try add(node, size: 1, nesting: 0) { return root }
            case .alias(let name):
                guard let target = anchors[name] else {
                    throw YAMLError(message: "unknown alias '*\(name)'", line: line, column: column)
                }
                try checkAlias(target, line: line, column: column)
                let node = YAMLNode(value: target.node.value, line: line, column: column)
                if let root = try add(node, size: target.size, nesting: target.nesting) { return root }
            case .sequenceStart(let anchor), .mappingStart(let anchor):
                guard open.count < YAML.maximumNesting else {
                    throw YAMLError(
                        message:
                            "lists and mappings nest more than \(YAML.maximumNesting) levels deep",
                        line: line, column: column)
                }
                var isMapping = false
                if case .mappingStart = event { isMapping = true }
                open.append(
                    OpenCollection(isMapping: isMapping, anchor: anchor, line: line, column: column))
            case .sequenceEnd, .mappingEnd:
                let finished = open.removeLast()
                let node: YAMLNode
                if finished.isMapping {
                    let pairs = stride(from: 0, to: finished.items.count - 1, by: 2).map {
                        YAMLPair(key: finished.items[$0], value: finished.items[$0 + 1])
                    }
                    node = YAMLNode(value: .mapping(pairs), line: finished.line, column: finished.column)
                } else {
                    node = YAMLNode(
                        value: .sequence(finished.items), line: finished.line, column: finished.column)
                }
                if let anchor = finished.anchor {
                    anchors[anchor] = Anchored(
                        node: node, size: finished.size, nesting: finished.nesting)
                }
                if let root = try add(node, size: finished.size, nesting: finished.nesting) {
                    return root
                }
            }
        }
    }

    /// Refuses an alias that would nest too deep where it stands, or repeat too many nodes.
    private mutating func checkAlias(_ target: Anchored, line: Int, column: Int) throws(YAMLError) {
        if open.count + target.nesting > YAML.maximumNesting {
            throw YAMLError(
                message:
                    "lists and mappings nest more than \(YAML.maximumNesting) levels deep "
                    + "with this alias",
                line: line, column: column)
        }
        aliasExpansion += target.size
        if aliasExpansion > YAML.maximumAliasExpansion {
            throw YAMLError(
                message: "aliases repeat more than \(YAML.maximumAliasExpansion) nodes in all",
                line: line, column: column)
        }
    }

    /// Adds a finished node to the innermost open list or mapping, or returns it when it is
    /// the root.
    private mutating func add(_ node: YAMLNode, size: Int, nesting: Int) throws(YAMLError)
        -> YAMLNode?
    {
        guard !open.isEmpty else { return node }
        let index = open.count - 1
        if open[index].isMapping, open[index].items.count % 2 == 0, let name = node.string,
            !open[index].seenKeys.insert(name).inserted
        {
            throw YAMLError(message: "duplicate key '\(name)'", line: node.line, column: node.column)
        }
        open[index].items.append(node)
        open[index].size += size
        open[index].nesting = max(open[index].nesting, nesting + 1)
        return nil
    }
}
