import CYAML

/// Builds the node tree from libyaml's events with a stack of open lists and mappings instead
/// of recursion, so that nesting is checked as each list or mapping starts.
struct EventReader {
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
