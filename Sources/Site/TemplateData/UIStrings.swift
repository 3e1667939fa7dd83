import Mustache

/// The UI strings of one language, `t.<key>` in templates, converted once per language rather
/// than once per page.
///
/// A key that another language's strings file has and this one lacks is null: the loader
/// already warns about it, so strict lookup must not make it an error, and it renders as
/// nothing. A key in no strings file is absent, and a template naming it fails.
///
/// Two are equal when they are of the same language: within one build there is one per
/// language.
struct UIStrings: TemplateValueConvertible, Hashable, Encodable {
    let templateValue: MustacheValue
    let language: String

    static func == (left: UIStrings, right: UIStrings) -> Bool { left.language == right.language }
    func hash(into hasher: inout Hasher) { hasher.combine(language) }

    /// The strings themselves are part of the templates' key (``TemplateSet/key``).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(language)
    }

    init(_ strings: [String: String], allKeys: Set<String>, language: String = "") {
        self.language = language
        let table = MustacheMemberNames(allKeys.sorted())
        let values = table.names.map { strings[$0].map(MustacheValue.string) ?? .null }
        templateValue = .members(MustacheMembers(table) { values[$0] })
    }

    static var templateType: TemplateType { .uiStrings }
}
