/// What a template variable holds, as the reference of template variables describes it.
indirect enum TemplateType: Sendable {
    /// Text, escaped by `{{name}}`.
    case text
    /// HTML the generator made, inserted with `{{{name}}}`.
    case html
    case bool
    case number
    /// The value, or null when there is none.
    case optional(TemplateType)
    case list(TemplateType)
    case object(TemplateSchema)
    /// The UI strings of a language, `t.<key>`.
    case uiStrings

    /// The type's words in the reference: `text`, `list of component card`, `HTML or null`.
    var referenceText: String {
        switch self {
        case .text: "text"
        case .html: "HTML"
        case .bool: "bool"
        case .number: "number"
        case .optional(let wrapped): "\(wrapped.referenceText) or null"
        case .list(let element): "list of \(element.referenceText)"
        case .object(let schema): schema.sharedName ?? "object"
        case .uiStrings: "UI strings"
        }
    }
}

/// The members of an object a template sees, with their types and meanings.
struct TemplateSchema: Sendable {
    /// The name of a value used in several places, described once in the reference; nil for an
    /// object described where it appears, member by member with dotted names.
    let sharedName: String?
    let fields: [(name: String, type: TemplateType, meaning: String)]
}
