/// A component of the catalog: its facts, its pages per language and its Swift sources.
public struct Component: Sendable, Codable {
    public let slug: String
    public let category: String
    public let level: String
    public let platforms: [Platform]
    public let sources: [SourceFile]
    /// One page per language of the catalog, keyed by language code.
    public let pages: [String: ComponentPage]
    /// The main view type named by the default page's `type:` field, with its place; nil when
    /// the page leaves it to the source file's name.
    public var mainType: MainTypeName? = nil

    /// The licence of the component: the SPDX identifiers of its sources, joined.
    public var license: String {
        var seen: [String] = []
        for source in sources where !seen.contains(source.license) { seen.append(source.license) }
        return seen.joined(separator: " AND ")
    }
}
