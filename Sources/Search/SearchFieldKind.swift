/// What a piece of a page's text is, from most to least telling.
package enum SearchFieldKind: Sendable, Hashable, CaseIterable {
    case title, keywords, heading, apiName, summary, body

    /// How much a word found here counts, before the word's rarity is taken into account.
    package var weight: Double {
        switch self {
        case .title: 10
        case .keywords: 7
        case .heading, .apiName: 4
        case .summary: 3
        case .body: 1
        }
    }

    /// The share of the weight a field keeps when it is written in another language than the
    /// index's: translations find a page, but never ahead of a page in the visitor's language.
    package static let otherLanguageShare = 0.15
}
