/// The data one kind of page is rendered with: the variables of every page
/// (``CommonContext``) and those of its kind.
protocol PageContext: TemplateObject, Hashable {
    static var kind: PageKind { get }
    var common: CommonContext { get }
}

extension PageContext {
    /// About how many bytes the page will be, when it is a listing of many cards (nil
    /// otherwise): its output is given that room from the start. Grown by doubling, a listing
    /// of 10,000 cards (29 MB) held its last two sizes at once, 16 and 32 MB, at the top of a
    /// cold build's memory (`heaptrack`); room reserved and not written to is never resident.
    var expectedBytes: Int? { nil }

    /// Room a listing of `cards` cards is given: a card with its stage is about 3 KB.
    static func listingBytes(cards: Int) -> Int { min(cards, 1 << 18) * 4096 + (64 << 10) }

    /// Where the page is written, relative to the site root.
    var path: String { common.page.path }

    /// The variables of every page followed by `own`, the variables of this kind of page.
    static func commonFields(and own: [TemplateField<Self>]) -> TemplateFields<Self> {
        TemplateFields(CommonContext.fields.map { $0.lifted(\Self.common) } + own)
    }
}
