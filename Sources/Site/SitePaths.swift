import Catalog

/// The URL scheme of the published site, in one place.
///
/// The default language lives at the root, every other language under its code:
///
///     index.html                         home (default language)
///     components/<slug>.html             a component page
///     categories/<slug>.html             a category page
///     guides/<slug>.html                 a guide
///     search.html                        search
///     404.html                           not found
///     es/…                               the same pages in Spanish
///     sources/<slug>.<File>.swift        the source download (shared by all languages)
///     api/<slug>.json, api/<slug>.md     the published API table
///     api/index.json                     every component's API, one file
///     assets/…                           styles, scripts, search indexes
///     assets/live-reload.js, build-stamp.js   in `catalog watch` builds only
///     sitemap.xml
///
/// Every link in a page is relative and names a file, so the site works from `file://`.
/// Pages are files rather than `<slug>/index.html` folders: the links are as plain, and a
/// catalog of thousands of components does not pay for thousands of folders.
public struct SitePaths: Sendable {
    public let defaultLanguage: String

    public init(defaultLanguage: String) {
        self.defaultLanguage = defaultLanguage
    }

    /// The folder of a language's pages, relative to the site root: `""` or `"es/"`.
    public func languagePrefix(_ language: String) -> String {
        language == defaultLanguage ? "" : language + "/"
    }

    public func home(_ language: String) -> String { languagePrefix(language) + "index.html" }
    public func component(_ slug: String, _ language: String) -> String {
        languagePrefix(language) + "components/\(slug).html"
    }
    public func category(_ slug: String, _ language: String) -> String {
        languagePrefix(language) + "categories/\(slug).html"
    }
    public func guide(_ slug: String, _ language: String) -> String {
        languagePrefix(language) + "guides/\(slug).html"
    }
    public func search(_ language: String) -> String { languagePrefix(language) + "search.html" }
    public func notFound(_ language: String) -> String { languagePrefix(language) + "404.html" }
    /// The download of a source; the page's link saves it under its own file name.
    public func sourceDownload(_ slug: String, _ fileName: String) -> String { "sources/\(slug).\(fileName)" }
    public func apiJSON(_ slug: String) -> String { "api/\(slug).json" }
    public func apiMarkdown(_ slug: String) -> String { "api/\(slug).md" }
    public let apiIndex = "api/index.json"
    /// The folder of a language's search index scripts, ending in `/`.
    public func searchIndex(_ language: String) -> String { "\(Self.searchFolder)/\(language)/" }
    static let searchFolder = "assets/search"
    /// `catalog watch` builds only: the script that reloads an open page when a rebuild lands,
    /// and the stamp it polls.
    public let liveReloadScript = "assets/live-reload.js"
    public let buildStamp = "assets/build-stamp.js"

    /// The files under `assets/` that the build writes itself: a template asset of the same
    /// name would replace one of them. The whole `assets/search/` folder is the build's too
    /// (``isGeneratedAsset(_:)``).
    public static func generatedAssets(languages: [String]) -> Set<String> { ["live-reload.js", "build-stamp.js"] }

    /// True for an asset name inside a folder the build writes itself.
    public static func isGeneratedAsset(_ name: String) -> Bool { name.hasPrefix("search/") || name == "search" }
    public let sitemap = "sitemap.xml"

    /// The relative path from a page at `path` to the site root: `""`, `"../"`, `"../../"`.
    public static func rootPrefix(from path: String) -> String {
        String(repeating: "../", count: path.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) })
    }
}
