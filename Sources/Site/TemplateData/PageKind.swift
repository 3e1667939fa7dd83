import Mustache

/// The kinds of page the site has, each rendered by its template, `pages/<kind>`.
enum PageKind: String, CaseIterable, Sendable, TemplateValueConvertible, Encodable {
    case home, component, category, guide, search, guides, tags, tag, api
    case notFound = "404"

    /// The template that renders this kind of page.
    var templateName: String { "pages/\(rawValue)" }

    var templateValue: MustacheValue { .string(rawValue) }
    static var templateType: TemplateType { .text }
}
