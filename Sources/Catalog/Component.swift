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
    /// What the component was read from, hashed, when a long-running process keeps what it
    /// loaded (``LoadCache``, `catalog watch`): within that process, two components with the
    /// same key are the same value, so a page made from one needs no look at its data. Nil when
    /// no cache was used or the folder could not be told by its files.
    public var loadKey: UInt64? = nil

    /// The licence of the component: the SPDX identifiers of its sources, joined.
    public var license: String {
        var seen: [String] = []
        for source in sources where !seen.contains(source.license) { seen.append(source.license) }
        return seen.joined(separator: " AND ")
    }
}

extension Component {
    private enum CodingKeys: String, CodingKey {
        case slug, category, level, platforms, sources, pages, mainType, loadKey
    }

    // The pages are kept as a list (each page names its language), not as a dictionary: a
    // dictionary is decoded through its keys' names, which was a tenth of reading a kept
    // component back in an edit build at 10,000 components (`perf`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        slug = try container.decode(String.self, forKey: .slug)
        category = try container.decode(String.self, forKey: .category)
        level = try container.decode(String.self, forKey: .level)
        platforms = try container.decode([Platform].self, forKey: .platforms)
        sources = try container.decode([SourceFile].self, forKey: .sources)
        let list = try container.decode([ComponentPage].self, forKey: .pages)
        var pages: [String: ComponentPage] = [:]
        pages.reserveCapacity(list.count)
        for page in list {
            guard pages.updateValue(page, forKey: page.language) == nil else {
                throw DecodingError.dataCorruptedError(
                    forKey: .pages, in: container, debugDescription: "two pages in '\(page.language)'")
            }
        }
        self.pages = pages
        mainType = try container.decodeIfPresent(MainTypeName.self, forKey: .mainType)
        loadKey = try container.decodeIfPresent(UInt64.self, forKey: .loadKey)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(slug, forKey: .slug)
        try container.encode(category, forKey: .category)
        try container.encode(level, forKey: .level)
        try container.encode(platforms, forKey: .platforms)
        try container.encode(sources, forKey: .sources)
        try container.encode(pages.keys.sorted().map { pages[$0]! }, forKey: .pages)
        try container.encodeIfPresent(mainType, forKey: .mainType)
        try container.encodeIfPresent(loadKey, forKey: .loadKey)
    }
}
