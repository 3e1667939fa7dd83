import TimelineFormat

/// An element drawn as the iOS part its block's `appearance` names, in the box of its shape.
struct PartLook: Equatable {
    /// Where an element's words are: the appearance's owner (-1 for the block's, else the
    /// step's index) and the element's place in its lists.
    struct WordsPlace: Equatable {
        let owner: Int
        let item: Int
    }

    let part: Appearance.Part
    let width: Double
    let height: Double
    let radius: Double
    /// Drawn in a circle of diameter `width` (a badge, a key) rather than a rounded box.
    let round: Bool
    /// Standing on its anchor (a pile's card) rather than centred on it.
    let standing: Bool
    private(set) var tint: PaletteColor
    private(set) var glyph: Glyph?
    /// Where its words come from; nil draws lines where words would be (the rows behind a
    /// screen's toast, which have none).
    private(set) var words: WordsPlace?
    /// Where its words are read, which sets their sizes.
    let reading: WordReading
    /// On a card's small stage: its main words only, without the detail, the body lines and
    /// the chevron its size would not show.
    var compact: Bool { reading != .page }
    /// The element's main words when every language shares them (a key's digit), written
    /// as they are, on a card too.
    private(set) var literal: String?
    /// Whether the appearance gives main words, and detail words.
    let hasText: Bool
    let hasDetail: Bool
    /// The most characters its main words, and its detail, have in any language.
    private(set) var longestText = 0
    private(set) var longestDetail = 0
    /// A step's half lines to its neighbours: from `joint.lowerBound` to `joint.upperBound`,
    /// across its centre; empty for any other part.
    var joint = 0.0...0.0
    /// The most characters of a part's words that are drawn.
    static let characters = 28

    /// The look of element `item` of an appearance, in the box of `figure`.
    init?(
        _ figure: Figure, appearance: Appearance?, owner: Int, item: Int, wordless: Bool = false,
        reading: WordReading
    ) {
        guard let appearance else { return nil }
        switch figure {
        case .rect(let width, let height, let radius, _, let standing):
            (self.width, self.height, self.radius, round, self.standing) = (width, height, radius, false, standing)
        case .circle(let radius, _):
            (width, height, self.radius, round, standing) = (2 * radius, 2 * radius, radius, true, false)
        case .screen(let width, let height):
            (self.width, self.height, radius, round, standing) = (width, height, 12, false, false)
        case .part(let look):
            self = look
            return
        }
        part = appearance.part
        self.reading = reading
        tint = appearance.tint(item)
        glyph = appearance.glyph(item)
        let shared = appearance.text.contains { $0.language.isEmpty }
        literal = shared && !wordless ? Appearance.words(appearance.text, item, language: "") : nil
        hasText = !appearance.text.isEmpty
        hasDetail = !appearance.detail.isEmpty
        func longest(_ list: [Appearance.Words]) -> Int {
            list.compactMap { $0.items.isEmpty ? nil : min($0.items[item % $0.items.count].count, Self.characters) }
                .max() ?? 0
        }
        longestText = longest(appearance.text)
        longestDetail = longest(appearance.detail)
        // Parts without words are equal whatever their place, and so share one drawing.
        words = wordless || !(hasText || hasDetail) ? nil : WordsPlace(owner: owner, item: item)
    }

    /// The same look in another colour.
    func tinted(_ color: PaletteColor) -> PartLook {
        var look = self
        look.tint = color
        return look
    }

    /// The look without its words, and its glyph when `glyphs`, which its drawing without them
    /// (``PartDrawing/marks``) is the same for: whether it has a glyph still places its words,
    /// and a key's empty word still draws no key.
    func unmarked(glyphs: Bool) -> PartLook {
        var look = self
        look.words = words.map { _ in WordsPlace(owner: 0, item: 0) }
        look.literal = literal.map { $0.isEmpty ? "" : "-" }
        (look.longestText, look.longestDetail) = (0, 0)
        if glyphs { look.glyph = glyph.map { _ in .star } }
        return look
    }

    /// The top of its box, from its anchor.
    var top: Double { standing ? -height : -height / 2 }
}
