/// `pages/component`: one component, its API and its sources.
struct ComponentContext: PageContext, Hashable {
    static let kind = PageKind.component
    let common: CommonContext
    let component: Component
    /// The components before and after it in its category.
    let previous: ComponentCard?
    let next: ComponentCard?

    var hasPager: Bool { previous != nil || next != nil }

    static let fields = commonFields(and: [
        .init("component", \.component, "the component"),
        .init("previous", \.previous, "the component before it in its category; null for the first"),
        .init("next", \.next, "the component after it in its category; null for the last"),
        .init("hasPager", \.hasPager, "its category has another component"),
    ])

    /// `component`.
    struct Component: TemplateObject, Hashable {
        let slug: String
        let title: String
        let summary: String
        let category: CategoryCard
        let level: LevelBadge
        let platforms: [String]
        let origin: Origin
        let license: String
        let copyright: String
        let keywords: [String]
        let tags: [TagLink]
        let descriptionHTML: HTML
        let timelineSVG: HTML?
        let usageHTML: HTML?
        let api: API
        let sources: [Source]
        let isFallback: Bool
        let guides: [GuideCard]
        /// `YYYY-MM-DD`, or nil when neither the page nor the repository's history tells.
        let updated: String?
        let editURL: String?
        let structuredData: HTML

        var platformsText: String { platforms.joined(separator: ", ") }
        var hasGuides: Bool { !guides.isEmpty }

        static let fields: TemplateFields<Self> = [
            .init("slug", \.slug, "the component's slug, its folder under `components/`"),
            .init("title", \.title, "its title"),
            .init("summary", \.summary, "its one-sentence summary"),
            .init("category", \.category, "its category"),
            .init("level", \.level, "its level"),
            .init("platforms", \.platforms, "its minimum platforms, such as `iOS 18.0+`"),
            .init("platformsText", \.platformsText, "the same, joined with commas"),
            .init("origin", \.origin, "where its design comes from"),
            .init("license", \.license, "the SPDX identifiers of its sources' licenses"),
            .init("copyright", \.copyright, "the copyright line of its first source"),
            .init("keywords", \.keywords, "its keywords in the page's language"),
            .init("tags", \.tags, "its keywords as tags, each once, with links to their pages"),
            .init("descriptionHTML", \.descriptionHTML, "its description"),
            .init("timelineSVG", \.timelineSVG, "its timeline drawn as inline SVG; null without a timeline"),
            .init(
                "usageHTML", \.usageHTML,
                "its page's `usage:`, or else a call of it from its source's `#Preview`, highlighted; null without one"),
            .init("api", \.api, "its API reference"),
            .init("sources", \.sources, "its Swift sources"),
            .init("isFallback", \.isFallback, "the page is the default language's, shown untranslated"),
            .init("guides", \.guides, "the guides about it"),
            .init("hasGuides", \.hasGuides, "at least one guide is about it"),
            .init(
                "updated", \.updated,
                "when it last changed, `YYYY-MM-DD`, from the page's `updated:` or `date:` or the repository's history; null when unknown"
            ),
            .init(
                "editURL", \.editURL,
                "where its page in this language is edited, from `site.yml`'s `edit-url`; null without one"),
            .init("structuredData", \.structuredData, "its schema.org `SoftwareSourceCode` as JSON-LD"),
        ]
    }

    /// `component.origin`.
    struct Origin: TemplateObject, Hashable {
        /// Nil for an original design.
        let inspiredBy: String?

        var isOriginal: Bool { inspiredBy == nil }

        static let fields: TemplateFields<Self> = [
            .init("isOriginal", \.isOriginal, "the design is the author's own"),
            .init("inspiredBy", \.inspiredBy, "what inspired the design; null for an original one"),
        ]
    }

    /// `component.api`.
    struct API: TemplateObject, Hashable {
        let parameters: [Parameter]
        let notesHTML: HTML
        let jsonURL: String
        let pageURL: String
        let markdownURL: String

        var hasParameters: Bool { !parameters.isEmpty }
        var hasDescriptions: Bool { parameters.contains { !$0.descriptionHTML.text.isEmpty } }

        static let fields: TemplateFields<Self> = [
            .init("parameters", \.parameters, "the rows of the API table"),
            .init("hasParameters", \.hasParameters, "the component takes parameters"),
            .init("hasDescriptions", \.hasDescriptions, "the table has a Description column"),
            .init("notesHTML", \.notesHTML, "the notes under the table"),
            .init("jsonURL", \.jsonURL, "link to the API as JSON, `api/<slug>.json`"),
            .init("markdownURL", \.markdownURL, "link to the API table in Markdown, `api/<slug>.md`"),
            .init("pageURL", \.pageURL, "link to this component's table on the API page"),
        ]
    }

    /// An element of `component.api.parameters`.
    struct Parameter: TemplateObject, Hashable {
        let name: String
        let type: String
        /// Nil for a required parameter.
        let defaultValue: String?
        let descriptionHTML: HTML

        var isRequired: Bool { defaultValue == nil }

        static let sharedName: String? = "API parameter"
        static let fields: TemplateFields<Self> = [
            .init("name", \.name, "the parameter's name"),
            .init("type", \.type, "its Swift type"),
            .init("default", \.defaultValue, "its default value as a Swift expression; null when it is required"),
            .init("isRequired", \.isRequired, "it has no default value"),
            .init("descriptionHTML", \.descriptionHTML, "its description; empty without a Description column"),
        ]
    }

    /// An element of `component.sources`.
    struct Source: TemplateObject, Hashable {
        let fileName: String
        let highlightedHTML: HTML
        let downloadURL: String
        let license: String
        let copyright: String
        let lineCount: Int

        static let sharedName: String? = "source"
        static let fields: TemplateFields<Self> = [
            .init("fileName", \.fileName, "the file's name, such as `FadeIn.swift`"),
            .init("highlightedHTML", \.highlightedHTML, "the code, highlighted"),
            .init("downloadURL", \.downloadURL, "link to the file, `sources/<slug>.<File>.swift`"),
            .init("license", \.license, "the SPDX identifier of its license"),
            .init("copyright", \.copyright, "its copyright line"),
            .init("lineCount", \.lineCount, "how many lines it has"),
        ]
    }
}

/// What a component's page shows of the rest of the catalog (``PageContexts/surroundings(_:language:)``).
struct ComponentSurroundings: Encodable {
    let previous: ComponentCard?
    let next: ComponentCard?
    let tags: [TagLink]
    let guides: [GuideCard]
    let apiPageURL: String
    /// Some component has a date: the page links the language's feed.
    let hasFeed: Bool
}
