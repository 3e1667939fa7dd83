/// The variables of every page: the site, the language, links home and to the other
/// languages, the UI strings and the category navigation.
struct CommonContext: TemplateObject, Hashable {
    let site: Site
    let lang: Lang
    let languages: [LanguageLink]
    let t: UIStrings
    let root: String
    let home: String
    let searchURL: String
    let apiURL: String
    let guidesURL: String
    let tagsURL: String
    let assets: String
    let categories: [CategoryCard]
    let page: Page
    let liveReload: String
    /// Empty when no component has a date to list it by.
    let feedURL: String

    var hasLanguages: Bool { languages.count > 1 }

    static let fields: TemplateFields<Self> = [
        .init("site", \.site, "the site, from `site.yml`, in the page's language"),
        .init("lang", \.lang, "the page's language"),
        .init("languages", \.languages, "this page in every language of the site"),
        .init("hasLanguages", \.hasLanguages, "the site has more than one language"),
        .init("t", \.t, "the UI strings of the page's language, from `strings/<language>.yml`"),
        .init("root", \.root, "relative path from the page to the site root (`\"\"`, `\"../../\"`)"),
        .init("home", \.home, "link to the home page in the page's language"),
        .init("searchURL", \.searchURL, "link to the search page in the page's language"),
        .init("apiURL", \.apiURL, "link to the API page in the page's language"),
        .init("guidesURL", \.guidesURL, "link to the guides index in the page's language"),
        .init("tagsURL", \.tagsURL, "link to the tags index in the page's language"),
        .init("assets", \.assets, "relative path to `assets/`, ending in `/`"),
        .init("categories", \.categories, "every category, in `site.yml` order, for the navigation"),
        .init("page", \.page, "the page itself"),
        .init("feedURL", \.feedURL, "link to the Atom feed of the page's language; empty when the site has none"),
        .init(
            "liveReload", \.liveReload,
            "in `catalog watch` builds, relative link to the script that reloads the page when a rebuild lands; empty in other builds"
        ),
    ]

    /// `site`.
    struct Site: TemplateObject, Hashable {
        let title: String
        let description: String
        let baseURL: String

        static let fields: TemplateFields<Self> = [
            .init("title", \.title, "the site's title"),
            .init("description", \.description, "the site's description"),
            .init("baseURL", \.baseURL, "the address the site is published at, ending in `/`"),
        ]
    }

    /// `lang`.
    struct Lang: TemplateObject, Hashable {
        let code: String
        let name: String

        /// Written right to left: Arabic, Hebrew, Persian, Urdu and the other scripts of
        /// ``rightToLeftLanguages``, by the code's first part (`ar-eg` is Arabic).
        var dir: String {
            let base = code.split(separator: "-").first.map(String.init) ?? code
            return Self.rightToLeftLanguages.contains(base) ? "rtl" : "ltr"
        }

        static let rightToLeftLanguages: Set<String> = [
            "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "syr", "ug", "ur", "yi",
        ]

        static let fields: TemplateFields<Self> = [
            .init("code", \.code, "the language's code, such as `en`"),
            .init("name", \.name, "the language's name in itself, such as `Español`"),
            .init("dir", \.dir, "its direction, `ltr` or `rtl` (from the code: `ar`, `he`, `fa`, `ur`…)"),
        ]
    }

    /// An element of `languages`.
    struct LanguageLink: TemplateObject, Hashable {
        let code: String
        let name: String
        let url: String
        let absoluteURL: String
        let current: Bool
        /// On a guide page, the ids of its sections in that language, in order: heading ids
        /// differ between languages, so the switcher takes the reader to the same position.
        let sections: String

        static let sharedName: String? = "language link"
        static let fields: TemplateFields<Self> = [
            .init("code", \.code, "the language's code"),
            .init("name", \.name, "the language's name in itself"),
            .init("url", \.url, "link to this page in that language"),
            .init("absoluteURL", \.absoluteURL, "the same under `base-url`, for `hreflang` alternates"),
            .init("current", \.current, "the language is the page's own"),
            .init(
                "sections", \.sections,
                "on a guide page, the ids of its sections in that language, in order, separated by spaces; empty elsewhere"
            ),
        ]
    }

    /// `page`.
    struct Page: TemplateObject, Hashable {
        let title: String
        let description: String
        let kind: PageKind
        let path: String
        let canonicalURL: String
        /// The page in the default language, under `base-url`.
        let defaultLanguageURL: String
        /// The header's section the page belongs to: a category's slug, `guides`, `tags`, or
        /// empty.
        let section: String
        /// The page's social card; nil for pages that have none.
        var socialCard: SocialImage? = nil

        var isHome: Bool { kind == .home }
        /// The page's own file name: a relative link to itself.
        var selfURL: String { String(path.split(separator: "/").last ?? "") }
        var isArticle: Bool { kind == .component || kind == .guide }
        /// `aria-current` of the header's Guides link: `page` on the index, `true` in a guide.
        var guidesCurrent: String? { section == "guides" ? (kind == .guides ? "page" : "true") : nil }
        /// `aria-current` of the header's Tags link.
        var tagsCurrent: String? { section == "tags" ? (kind == .tags ? "page" : "true") : nil }
        var isSearch: Bool { kind == .search }

        static let fields: TemplateFields<Self> = [
            .init("title", \.title, "the page's title"),
            .init("description", \.description, "the page's description, for `<meta name=\"description\">`"),
            .init(
                "kind", \.kind,
                "the kind of page: " + PageKind.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")),
            .init("path", \.path, "the page's path under the site root, such as `es/components/fade-in.html`"),
            .init("canonicalURL", \.canonicalURL, "the page's absolute address under `base-url`"),
            .init("isHome", \.isHome, "the page is a home page"),
            .init(
                "selfURL", \.selfURL,
                "a relative link to the page itself (its file name), for the breadcrumbs' last item"),
            .init("isArticle", \.isArticle, "the page is a component or a guide (Open Graph type `article`)"),
            .init(
                "defaultLanguageURL", \.defaultLanguageURL,
                "the page in the default language under `base-url`, for `hreflang=\"x-default\"`"),
            .init(
                "section", \.section, "the header's section of the page: a category's slug, `guides`, `tags` or empty"),
            .init("guidesCurrent", \.guidesCurrent, "`aria-current` of the Guides link: `page`, `true` or null"),
            .init("tagsCurrent", \.tagsCurrent, "`aria-current` of the Tags link: `page`, `true` or null"),
            .init("isSearch", \.isSearch, "the page is a search page (which has its own search box)"),
            .init(
                "socialCard", \.socialCard,
                "the image shown when the page is shared (`og:image`): a component page's, when `rsvg-convert` made it; null otherwise"
            ),
        ]
    }

    /// `page.socialCard`: a PNG of ``SocialCard`` under `social/`.
    struct SocialImage: TemplateObject, Hashable {
        let url: String
        let width: Int
        let height: Int
        let alt: String

        static let fields: TemplateFields<Self> = [
            .init("url", \.url, "its absolute address under `base-url`, such as `https://…/social/fade-in.en.png`"),
            .init("width", \.width, "its width in pixels, 1200"),
            .init("height", \.height, "its height in pixels, 630"),
            .init("alt", \.alt, "what it shows, in words: the page's title and summary"),
        ]
    }
}
