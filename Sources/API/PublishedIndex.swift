/// `api/index.json`: every component's API in one file.
package struct PublishedIndex: Sendable, Hashable, Codable {
    package let schema: String
    package let schemaVersion: Int
    package let components: [PublishedComponent]

    package init(schema: String, schemaVersion: Int = APISchema.version, components: [PublishedComponent]) {
        self.schema = schema
        self.schemaVersion = schemaVersion
        self.components = components
    }

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case schemaVersion, components
    }
}
