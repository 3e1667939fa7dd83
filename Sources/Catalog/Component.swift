import Diagnostics
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
    /// Without a `usage:`, the call from the first source with a `#Preview` that calls one of
    /// its views (``UsageExtraction``), which the build parses at its place in that source.
    package var previewUsage: String? = nil

    /// The call its page shows under Usage, highlighted; nil when it has none.
    package var usageHTML: String? {
        (declaredUsage ?? previewUsage).map { SwiftHighlighter.html($0) }
    }

    /// The call site its pages show under Usage, for `swiftc -parse` like the sources: the
    /// page's `usage:`, at its lines of the page; else the call cut from the first source whose
    /// `#Preview` calls one of its views, at its lines and columns of that source, which the
    /// component keeps as ``previewUsage``.
    mutating func takeUsage(declared: (text: String, location: SourceLocation)?) -> SwiftSource? {
        if let declared { return SwiftSource.callSite(declared.text, at: declared.location) }
        for source in sources {
            guard let call = UsageExtraction.call(in: source.text, preferred: mainType?.name) else { continue }
            previewUsage = call.text
            return SwiftSource.previewCall(
                call.written, at: SourceLocation(path: source.displayPath, line: call.line, column: call.column))
        }
        return nil
    }

    /// The license of the component: the SPDX identifiers of its sources, joined.
    package var license: String {
        var seen: [String] = []
        for source in sources where !seen.contains(source.license) { seen.append(source.license) }
        return seen.joined(separator: " AND ")
    }
}
