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
