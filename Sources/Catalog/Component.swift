import Highlight

/// A component of the catalog: its facts, its pages per language and its Swift sources.
package struct Component: Sendable, Codable {
    package let slug: String
    package let category: String
    package let level: String
    package let platforms: [Platform]
    package let sources: [SourceFile]
    /// One page per language of the catalog, keyed by language code.
    package let pages: [String: ComponentPage]
    /// The main view type named by the default page's `type:` field, with its place; nil when
    /// the page leaves it to the source file's name.
    package var mainType: MainTypeName? = nil
    package var dates = PageDates()
    /// The default page's `usage:`, which replaces the call taken from the `#Preview`.
    package var declaredUsage: String? = nil

    /// The call its page shows under Usage, highlighted: the page's `usage:`, else the call from
    /// the first source with a `#Preview` that calls one of its views; nil when none does.
    package var usageHTML: String? {
        declaredUsage.map { SwiftHighlighter.html($0) }
            ?? sources.lazy.compactMap { UsageExtraction.callSite(in: $0.text, preferred: self.mainType?.name) }.first
            .map { SwiftHighlighter.html($0) }
    }

    /// The license of the component: the SPDX identifiers of its sources, joined.
    package var license: String {
        var seen: [String] = []
        for source in sources where !seen.contains(source.license) { seen.append(source.license) }
        return seen.joined(separator: " AND ")
    }
}
