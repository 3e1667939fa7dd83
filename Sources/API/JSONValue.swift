/// Any JSON value, written as Swift literals, for documents with no fixed shape such as the
/// schema; encoded by the same coder as everything else.
package enum JSONValue: Sendable, Hashable, Encodable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral
{
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    package init(stringLiteral value: String) { self = .string(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(integerLiteral value: Int) { self = .number(Double(value)) }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .number(let number):
            if number == number.rounded(), abs(number) < 1e15 {
                try container.encode(Int(number))
            } else {
                try container.encode(number)
            }
        case .bool(let flag): try container.encode(flag)
        case .array(let items): try container.encode(items)
        case .object(let members): try container.encode(members)
        case .null: try container.encodeNil()
        }
    }
}
