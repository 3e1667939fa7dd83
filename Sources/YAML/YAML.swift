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
    /// Parses the first document of `text`.
    ///
    /// Anchors and aliases are resolved; tags are ignored. A key that appears twice in one
    /// mapping is an error, since the second would silently hide the first.
    /// - Returns: the document's root node, or nil for an empty document.
    public static func parse(_ text: String) throws(YAMLError) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(message: "the YAML parser could not start", line: 1, column: 1)
        }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        if bytes.isEmpty { return nil }
        return try bytes.withUnsafeMutableBufferPointer { (buffer) throws(YAMLError) -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var reader = EventReader(parser: &parser)
            return try reader.document()
        }
    }
}

private struct EventReader {
    let parser: UnsafeMutablePointer<yaml_parser_t>
    var anchors: [String: YAMLNode] = [:]

    init(parser: UnsafeMutablePointer<yaml_parser_t>) {
        self.parser = parser
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

    mutating func document() throws(YAMLError) -> YAMLNode? {
        while true {
            let (event, line, column) = try next()
            switch event {
            case .streamStart, .documentStart: continue
            case .streamEnd, .documentEnd: return nil
            default: return try node(startingWith: event, line: line, column: column)
            }
        }
    }

    mutating func node(startingWith event: Event, line: Int, column: Int) throws(YAMLError) -> YAMLNode {
        switch event {
        case .scalar(let text, let isPlain, let anchor):
            let node = YAMLNode(value: .scalar(text, isPlain: isPlain), line: line, column: column)
            if let anchor { anchors[anchor] = node }
            return node
        case .alias(let name):
            guard let target = anchors[name] else {
                throw YAMLError(message: "unknown alias '*\(name)'", line: line, column: column)
            }
            return YAMLNode(value: target.value, line: line, column: column)
        case .sequenceStart(let anchor):
            var items: [YAMLNode] = []
            while true {
                let (next, itemLine, itemColumn) = try self.next()
                if case .sequenceEnd = next { break }
                items.append(try node(startingWith: next, line: itemLine, column: itemColumn))
            }
            let node = YAMLNode(value: .sequence(items), line: line, column: column)
            if let anchor { anchors[anchor] = node }
            return node
        case .mappingStart(let anchor):
            var pairs: [YAMLPair] = []
            var seen: Set<String> = []
            while true {
                let (next, keyLine, keyColumn) = try self.next()
                if case .mappingEnd = next { break }
                let key = try node(startingWith: next, line: keyLine, column: keyColumn)
                if let name = key.string, !seen.insert(name).inserted {
                    throw YAMLError(
                        message: "duplicate key '\(name)'", line: key.line, column: key.column)
                }
                let (valueEvent, valueLine, valueColumn) = try self.next()
                let value = try node(startingWith: valueEvent, line: valueLine, column: valueColumn)
                pairs.append(YAMLPair(key: key, value: value))
            }
            let node = YAMLNode(value: .mapping(pairs), line: line, column: column)
            if let anchor { anchors[anchor] = node }
            return node
        default:
            throw YAMLError(message: "unexpected end of YAML", line: line, column: column)
        }
    }
}
