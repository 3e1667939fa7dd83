/// A parameter as `api/<slug>.json` and `api/index.json` publish it.
package struct PublishedParameter: Sendable, Hashable, Codable {
    package let name: String
    package let type: String
    /// The default as a Swift expression; null when the parameter is required.
    package let defaultValue: String?
    package let required: Bool
    /// The description per language code.
    package let description: [String: String]

    package init(name: String, type: String, defaultValue: String?, description: [String: String]) {
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
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(type, forKey: .type)
        try container.encode(defaultValue, forKey: .defaultValue)
        try container.encode(required, forKey: .required)
        try container.encode(description, forKey: .description)
    }
}
