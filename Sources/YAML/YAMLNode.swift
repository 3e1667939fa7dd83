import CYAML

/// A node of a parsed YAML document: a scalar, a sequence or a mapping, with the position
/// where it starts in the text, for diagnostics.
package struct YAMLNode: Sendable {
    /// What a node holds.
    package enum Value: Sendable {
        /// A scalar's text; `isPlain` is false for quoted and block scalars.
        case scalar(String, isPlain: Bool)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    package let value: Value
    /// 1-based line of the node's first character.
    package let line: Int
    /// 1-based column of the node's first character.
    package let column: Int

    package init(value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// The text of a scalar that is not null, or nil.
    package var string: String? {
        guard case .scalar(let text, _) = value, !isNull else { return nil }
        return text
    }

    /// A scalar read as a number (`0.45`, `12`, `-3e2`), or nil.
    package var double: Double? {
        guard case .scalar(let text, let isPlain) = value, isPlain else { return nil }
        return Double(text)
    }

    /// A scalar read as a whole number, or nil.
    package var int: Int? {
        guard case .scalar(let text, let isPlain) = value, isPlain else { return nil }
        return Int(text)
    }

    /// A plain scalar `true` or `false`, or nil.
    package var bool: Bool? {
        guard case .scalar(let text, let isPlain) = value, isPlain else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// The items of a sequence, or nil.
    package var sequence: [YAMLNode]? {
        guard case .sequence(let items) = value else { return nil }
        return items
    }

    /// The pairs of a mapping in document order, or nil.
    package var mapping: [YAMLPair]? {
        guard case .mapping(let pairs) = value else { return nil }
        return pairs
    }

    /// The value for a key of a mapping whose key is a scalar, or nil.
    package subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = value else { return nil }
        return pairs.first { $0.key.string == key }?.value
    }

    /// True for an empty plain scalar, `~` and `null`.
    package var isNull: Bool {
        guard case .scalar(let text, let isPlain) = value, isPlain else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// A short name of the node's kind, for messages ("a list", "a mapping", "text").
    package var kindDescription: String {
        switch value {
        case .scalar: return isNull ? "nothing" : "a single value"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
