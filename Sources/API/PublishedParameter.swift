/// A parameter as `api/<slug>.json` and `api/index.json` publish it.
public struct PublishedParameter: Sendable, Hashable, Codable {
    public let name: String
    public let type: String
    /// The default as a Swift expression; null when the parameter is required.
    public let defaultValue: String?
    public let required: Bool
    /// The description per language code.
    public let description: [String: String]

    public init(name: String, type: String, defaultValue: String?, description: [String: String]) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.required = defaultValue == nil
        self.description = description
    }

    enum CodingKeys: String, CodingKey {
        case name, type, required, description
        case defaultValue = "default"
    }

    // `default` is written as null rather than left out, so that every parameter has the same keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(type, forKey: .type)
        try container.encode(defaultValue, forKey: .defaultValue)
        try container.encode(required, forKey: .required)
        try container.encode(description, forKey: .description)
    }
}
