/// A component of the catalog: its facts, its pages per language and its Swift sources. The
/// build cache keeps it as a ``KeptComponentRecord``.
public struct Component: Sendable {
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
