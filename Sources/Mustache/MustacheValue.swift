/// A value a template is rendered against: the Mustache context.
///
/// Build contexts from Swift values, or with literals:
///
/// ```swift
/// let context: MustacheValue = [
///     "title": "Buttons",
///     "components": [["name": "Button"], ["name": "Toggle"]],
///     "isDraft": false,
/// ]
/// ```
///
/// Sections treat ``MustacheValue/null``, `false`, the empty string and the empty list as
/// falsey; every other value, numbers included, is truthy.
package enum MustacheValue: Sendable {
    /// No value: renders as nothing and is falsey.
    case null
    /// A Boolean: renders as `true` or `false`.
    case bool(Bool)
    /// An integer: renders in decimal, like `85`.
    case int(Int)
    /// A floating-point number: renders in its shortest form, like `1.21`, and without a
    /// fraction when it is whole, like `3`.
    case double(Double)
    /// Text: HTML-escaped by `{{name}}`, inserted as is by `{{{name}}}` and `{{&name}}`.
    case string(String)
    /// A list: a section renders once per element, with the element on top of the context stack.
    case list([MustacheValue])
    /// Named values: a section pushes the object on the context stack so its keys resolve.
    case object([String: MustacheValue])
    /// Named values computed when a tag names them; a template sees them exactly as the
    /// ``object(_:)`` of every member. See ``MustacheMembers``.
    case members(MustacheMembers)
    /// A closure called while rendering; see ``MustacheLambda``.
    case lambda(MustacheLambda)
}

extension MustacheValue {
    /// Whether a section renders its content for this value.
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .string(let value): !value.isEmpty
        case .list(let items): !items.isEmpty
        case .int, .double, .object, .members, .lambda: true
        }
    }

    /// The member `name` of an object, eager or lazy; nil when the object has no such member or
    /// the value is not an object.
    func member(_ name: String) -> MustacheValue? {
        member(name, hash: MustacheMemberNames.hash(of: name))
    }

    /// The same, given the ``MustacheMemberNames/hash(of:)`` of `name`.
    @inline(__always)
    func member(_ name: String, hash: UInt64) -> MustacheValue? {
        switch self {
        case .object(let object): object[name]
        case .members(let members): members[name, hash]
        default: nil
        }
    }
}

extension MustacheValue: ExpressibleByStringLiteral {
    package init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    package init(integerLiteral value: Int) {
        self = .int(value)
    }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    package init(floatLiteral value: Double) {
        self = .double(value)
    }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
    package init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    package init(arrayLiteral elements: MustacheValue...) {
        self = .list(elements)
    }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    /// Creates an object; when a key repeats, the last value wins.
    package init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
