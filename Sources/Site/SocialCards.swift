import Catalog
import SocialCard
import TimelineDrawing
import TimelineFormat

/// The social card of every component page in every language (``SocialCard``), from what the
/// page shows: its title and summary, its category, the catalog's name and address, and the
/// colours and glyph of its timeline's appearance.
struct SocialCards: Sendable {
    let catalog: Catalog
    var paths: SitePaths { SitePaths(defaultLanguage: catalog.settings.defaultLanguage.code) }

    /// One card to make: where it goes, what it shows, and the page it is made from.
    struct Card: Sendable {
        let path: String
        let card: SocialCard
        /// The content file of the page, relative to the content folder, for diagnostics.
        let source: String
    }

    /// Every component's card in every language, in catalog order.
    var all: [Card] {
        let paths = paths
        return catalog.components.flatMap { component in
            catalog.settings.languages.map { language in
                let page = component.pages[language.code] ?? component.pages[paths.defaultLanguage]!
                return Card(
                    path: paths.socialCard(component.slug, language.code),
                    card: card(component, page: page, language: language.code), source: page.path)
            }
        }
    }

    /// The card of `component`'s page in `language`.
    func card(_ component: Component, page: ComponentPage, language: String) -> SocialCard {
        let settings = catalog.settings
        var card = SocialCard(
            title: page.title, summary: page.summary,
            category: settings.category(component.category)?.name[language] ?? component.category,
            siteName: settings.title[language], address: Self.address(settings.baseURL), language: language,
            emblem: Self.emblem(page.timeline?.timeline))
        card.rightToLeft = CommonContext.Lang(code: language, name: "").dir == "rtl"
        return card
    }

    /// The address of the site as people write it: no scheme, no `/` at the end.
    static func address(_ baseURL: String) -> String {
        var address = Substring(baseURL)
        if let scheme = address.range(of: "://") { address = address[scheme.upperBound...] }
        while address.hasSuffix("/") { address = address.dropLast() }
        return String(address)
    }

    /// The colours of the timeline's appearance (a sequence's: its first step's that has one)
    /// and its first glyph; the site's accent and no glyph for plain shapes.
    static func emblem(_ timeline: Timeline?) -> SocialCard.Emblem {
        guard let appearance = timeline?.appearance ?? timeline?.steps.lazy.compactMap(\.appearance).first else {
            return SocialCard.Emblem(colors: [])
        }
        var colors: [String] = []
        for tint in appearance.tints where tint != .clear && !colors.contains(tint.light) { colors.append(tint.light) }
        return SocialCard.Emblem(colors: colors, glyphPath: appearance.glyphs.first.map(GlyphPaths.path))
    }
}
