import Catalog
import Foundation

/// The URL scheme of the published site, in one place.
///
/// The default language lives at the root, every other language under its code:
///
///     index.html                         home (default language)
///     components/<slug>.html             a component page
///     categories/<slug>.html             a category page
///     guides/<slug>.html                 a guide
///     search.html                        search
///     api.html                           every component's API table, filterable
///     guides/index.html                  every guide
///     tags/index.html, tags/<tag>.html   every tag; the components of one tag
///     404.html                           not found
///     es/…                               the same pages in Spanish
///     sources/<slug>.<File>.swift        the source download (shared by all languages)
///     social/<slug>.<language>.png       a component page's social card (`og:image`), when
///                                        `rsvg-convert` is installed
///     api/<slug>.json, api/<slug>.md     the published API table
///     api/index.json                     every component's API, one file
///     api/schema.json                    the JSON Schema of the two above
///     assets/…                           styles, scripts, search indexes
///     assets/live-reload.js, build-stamp.js   in `catalog watch` builds only
///     sitemap.xml
///     feed.xml, es/feed.xml              Atom feeds of new and updated components
///
/// Every link in a page is relative and names a file, so the site works from `file://`.
/// Pages are files rather than `<slug>/index.html` folders: the links are as plain, and a
/// catalog of thousands of components does not pay for thousands of folders.
package struct SitePaths: Sendable {
    package let defaultLanguage: String

    package init(defaultLanguage: String) {
        self.defaultLanguage = defaultLanguage
    }

    /// The folder of a language's pages, relative to the site root: `""` or `"es/"`.
    package func languagePrefix(_ language: String) -> String {
        language == defaultLanguage ? "" : language + "/"
    }

    package func home(_ language: String) -> String { languagePrefix(language) + "index.html" }
    package func component(_ slug: String, _ language: String) -> String {
        languagePrefix(language) + "components/\(slug).html"
    }
    package func category(_ slug: String, _ language: String, page: Int = 1) -> String {
        Self.paged(languagePrefix(language) + "categories/\(slug).html", page)
    }
    package func guide(_ slug: String, _ language: String) -> String {
        languagePrefix(language) + "guides/\(slug).html"
    }
    package func search(_ language: String) -> String { languagePrefix(language) + "search.html" }
    package func apiPage(_ language: String, page: Int = 1) -> String {
        Self.paged(languagePrefix(language) + "api.html", page)
    }
    /// Every guide of a language; `index` is not a guide slug, so no guide takes this file.
    package func guidesIndex(_ language: String) -> String { languagePrefix(language) + "guides/index.html" }
    /// Every tag of a language with its count.
    package func tagsIndex(_ language: String) -> String { languagePrefix(language) + "tags/index.html" }
    /// The components that carry a tag, by the tag's slug (``tagSlug(_:)``).
    package func tag(_ slug: String, _ language: String, page: Int = 1) -> String {
        Self.paged(languagePrefix(language) + "tags/\(slug).html", page)
    }

    /// The cards or rows of one page of a listing (a category, a tag, the API tables).
    package static let listingPageSize = 50
    /// The cards the home page shows of each category, before its link to all of them.
    package static let homeCardsPerCategory = 6

    /// Page `page` of the listing whose first page is `path`: `categories/lists.html`, then
    /// `categories/lists/page-2.html`, and so on (no slug ends in `.html`, so no page of a
    /// listing takes another file's name).
    package static func paged(_ path: String, _ page: Int) -> String {
        page <= 1 ? path : String(path.dropLast(".html".count)) + "/page-\(page).html"
    }

    /// How many pages a listing of `count` items takes.
    package static func pageCount(_ count: Int) -> Int { max(1, (count + listingPageSize - 1) / listingPageSize) }

    /// The file name of a tag: its keyword with accents folded, lowercased, letters and digits
    /// of any script kept and every other run of characters a hyphen (`Race condition` and
    /// `race-condition` are one tag); `index` becomes `index-tag`, whose file the tags index
    /// takes, and a keyword with no letter or digit `tag`.
    package static func tagSlug(_ keyword: String) -> String {
        keyword.utf8.allSatisfy({ $0 < 0x80 }) ? asciiTagSlug(keyword) : foldedTagSlug(keyword)
    }

    /// ``tagSlug(_:)`` of any keyword: diacritics and case folded away.
    static func foldedTagSlug(_ keyword: String) -> String {
        let folded = keyword.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
        var slug = ""
        var pendingHyphen = false
        for character in folded {
            if character.isLetter || character.isNumber {
                if pendingHyphen && !slug.isEmpty { slug.append("-") }
                pendingHyphen = false
                slug.append(character)
            } else {
                pendingHyphen = true
            }
            if slug.utf8.count >= 120 { break }
        }
        if slug.isEmpty { return "tag" }
        return slug == "index" ? "index-tag" : slug
    }
    /// ``tagSlug(_:)`` of an ASCII keyword, byte by byte: folding changes no ASCII letter but
    /// its case, and the letters and digits are ASCII's own.
    static func asciiTagSlug(_ keyword: String) -> String {
        var slug: [UInt8] = []
        var pendingHyphen = false
        for byte in keyword.utf8 {
            let lower = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
            if (0x61...0x7A).contains(lower) || (0x30...0x39).contains(lower) {
                if pendingHyphen && !slug.isEmpty { slug.append(0x2D) }
                pendingHyphen = false
                slug.append(lower)
            } else {
                pendingHyphen = true
            }
            if slug.count >= 120 { break }
        }
        if slug.isEmpty { return "tag" }
        let text = String(decoding: slug, as: UTF8.self)
        return text == "index" ? "index-tag" : text
    }

    package func notFound(_ language: String) -> String { languagePrefix(language) + "404.html" }
    package func feed(_ language: String) -> String { languagePrefix(language) + "feed.xml" }
    /// The download of a source; the page's link saves it under its own file name.
    package func sourceDownload(_ slug: String, _ fileName: String) -> String { "sources/\(slug).\(fileName)" }

    /// A path of the site as a link: percent-encoded where a file name holds a character a URL
    /// gives a meaning to (`#`, `?`, `%`, `\`, a space), so that the link reaches the file.
    package static func link(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }
    /// A component page's social card, the image its `og:image` names.
    package func socialCard(_ slug: String, _ language: String) -> String { "social/\(slug).\(language).png" }
    package func apiJSON(_ slug: String) -> String { "api/\(slug).json" }
    package func apiMarkdown(_ slug: String) -> String { "api/\(slug).md" }
    package let apiIndex = "api/index.json"
    package let apiSchema = "api/schema.json"
    /// The folder of a language's search index scripts, ending in `/`.
    package func searchIndex(_ language: String) -> String { "\(Self.searchFolder)/\(language)/" }
    static let searchFolder = "assets/search"
    /// `catalog watch` builds only: the script that reloads an open page when a rebuild lands,
    /// and the stamp it polls.
    package let liveReloadScript = "assets/live-reload.js"
    package let buildStamp = "assets/build-stamp.js"
    /// The rules every drawing and card shares (``DrawingStyle/sharedSheet``).
    package let drawingStyle = "assets/drawings.css"

    /// The files under `assets/` that the build writes itself: a template asset of the same
    /// name would replace one of them. The whole `assets/search/` folder is the build's too
    /// (``isGeneratedAsset(_:)``).
    package static func generatedAssets(languages: [String]) -> Set<String> { ["live-reload.js", "build-stamp.js", "drawings.css"] }

    /// True for an asset name inside a folder the build writes itself.
    package static func isGeneratedAsset(_ name: String) -> Bool { name.hasPrefix("search/") || name == "search" }
    package let sitemap = "sitemap.xml"

    /// The relative path from a page at `path` to the site root: `""`, `"../"`, `"../../"`.
    package static func rootPrefix(from path: String) -> String {
        String(repeating: "../", count: path.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) })
    }
}
