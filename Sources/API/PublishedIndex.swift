/// `api/index.json`: every component's API in one file.
public struct PublishedIndex: Sendable, Hashable, Codable {
    public let schema: String
    public let schemaVersion: Int
    public let components: [PublishedComponent]

    public init(schema: String, schemaVersion: Int = APISchema.version, components: [PublishedComponent]) {
        self.schema = schema
        self.schemaVersion = schemaVersion
        self.components = components
    }

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case schemaVersion, components
    }
}
