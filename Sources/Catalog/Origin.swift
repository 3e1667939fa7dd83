/// Where a component's design comes from.
package enum Origin: Sendable, Hashable, Codable {
    /// Our own design.
    case original
    /// Inspired by something else (described in the page's language), written from scratch.
    case inspired(by: String)
}

extension Origin {
    // A list of no text (our own design) or of the one it was inspired by: the synthesized
    // form of an enum is decoded through its keys' names, which is slow for a value read back
    // from the store for every component.
    package init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        guard let count = container.count, count <= 1 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "an origin is one text or none")
        }
        self = count == 0 ? .original : .inspired(by: try container.decode(String.self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        if case let .inspired(by: text) = self { try container.encode(text) }
    }
}
