/// The data one kind of page is rendered with: the variables of every page
/// (``CommonContext``) and those of its kind.
protocol PageContext: TemplateObject, Hashable {
    static var kind: PageKind { get }
    var common: CommonContext { get }
}

extension PageContext {
    /// Where the page is written, relative to the site root.
    var path: String { common.page.path }

    /// The variables of every page followed by `own`, the variables of this kind of page.
    static func commonFields(and own: [TemplateField<Self>]) -> TemplateFields<Self> {
        TemplateFields(CommonContext.fields.map { $0.lifted(\Self.common) } + own)
    }
}
