/// `pages/api`: every component's parameters in one page, filtered in the browser.
struct APIPageContext: PageContext, Hashable {
    static let kind = PageKind.api
    let common: CommonContext
    let pagination: Pagination
    let components: [Entry]
    let indexURL: String
    let schemaURL: String

    static let fields = commonFields(and: [
        .init("pagination", \.pagination, "where this page stands among the listing's pages"),
        .init("components", \.components, "the components on this page, with their parameters, in catalog order"),
        .init("indexURL", \.indexURL, "link to `api/index.json`"),
        .init("schemaURL", \.schemaURL, "link to `api/schema.json`"),
    ])

    /// An element of `components`.
    struct Entry: TemplateObject, Hashable {
        let slug: String
        let title: String
        let url: String
        let jsonURL: String
        let parameters: [ComponentContext.Parameter]

        var hasParameters: Bool { !parameters.isEmpty }

        static let fields: TemplateFields<Self> = [
            .init("slug", \.slug, "the component's slug, also the id of its table on the page"),
            .init("title", \.title, "its title in the page's language"),
            .init("url", \.url, "link to its page"),
            .init("jsonURL", \.jsonURL, "link to `api/<slug>.json`"),
            .init("parameters", \.parameters, "its parameters"),
            .init("hasParameters", \.hasParameters, "it takes parameters"),
        ]
    }
}
