/// The reference of every template variable per kind of page, generated from the fields of the
/// typed contexts: the text between the markers of README.md's "Template variables" section.
enum TemplateVariablesReference {
    static let beginMarker = "<!-- template-variables:begin -->"
    static let endMarker = "<!-- template-variables:end -->"
    /// The environment variable that makes the README test write the reference instead of
    /// comparing it.
    static let writeVariable = "CATALOG_WRITE_README"
    /// The test that compares, or writes, the reference.
    static let testName = "readmeListsEveryTemplateVariable"

    /// The reference in Markdown, from its first line to its last, without the markers.
    static var markdown: String {
        var writer = Writer()
        let common = schema(of: CommonContext.self)
        let commonNames = Set(common.fields.map(\.name))
        writer.section("Every page", fields: common.fields)
        for kind in PageKind.allCases {
            let own = schema(of: kind.contextType).fields.filter { !commonNames.contains($0.name) }
            writer.section("`\(kind.templateName)`", fields: own)
        }
        writer.lines += ["", "#### Values used in several places"]
        var index = 0
        while index < writer.shared.count {
            let shared = writer.shared[index]
            writer.section(shared.sharedName!, fields: shared.fields, level: "#####")
            index += 1
        }
        return (writer.lines + [""]).joined(separator: "\n")
    }

    /// `readme` with the text between the markers replaced by ``markdown``, or nil when the
    /// markers are missing or out of order.
    static func replacingReference(in readme: String) -> String? {
        guard let begin = readme.range(of: beginMarker),
            let end = readme.range(of: endMarker, range: begin.upperBound..<readme.endIndex)
        else { return nil }
        return readme[..<begin.upperBound] + "\n" + markdown + "\n" + readme[end.lowerBound...]
    }

    private static func schema(of type: any TemplateValueConvertible.Type) -> TemplateSchema {
        guard case .object(let schema) = type.templateType else {
            preconditionFailure("\(type) is not a template object")
        }
        return schema
    }

    /// Writes tables; objects without a shared name expand into dotted names, shared ones
    /// are collected to be described once, in order of first use.
    private struct Writer {
        var lines: [String] = []
        var shared: [TemplateSchema] = []

        mutating func section(
            _ title: String, fields: [(name: String, type: TemplateType, meaning: String)], level: String = "####"
        ) {
            lines += ["", "\(level) \(title)", ""]
            guard !fields.isEmpty else {
                lines.append("The variables of every page only.")
                return
            }
            lines += ["| variable | type | meaning |", "|---|---|---|"]
            rows(prefix: "", fields: fields)
        }

        private mutating func rows(prefix: String, fields: [(name: String, type: TemplateType, meaning: String)]) {
            for field in fields {
                let name = prefix + field.name
                lines.append("| `\(name)` | \(field.type.referenceText) | \(field.meaning) |")
                describe(field.type, at: name)
            }
        }

        private mutating func describe(_ type: TemplateType, at name: String) {
            switch type {
            case .optional(let wrapped):
                describe(wrapped, at: name)
            case .list(let element):
                describe(element, at: name + "[]")
            case .object(let schema):
                if let sharedName = schema.sharedName {
                    if !shared.contains(where: { $0.sharedName == sharedName }) {
                        shared.append(schema)
                    }
                } else {
                    rows(prefix: name + ".", fields: schema.fields)
                }
            case .uiStrings:
                lines.append(
                    "| `\(name).<key>` | text | the UI string `<key>`; a key in no strings file is an error, "
                        + "a key missing in this language only is empty (and a warning) |")
            case .text, .html, .bool, .number:
                break
            }
        }
    }
}

extension PageKind {
    /// The context a page of this kind is rendered with.
    var contextType: any PageContext.Type {
        switch self {
        case .home: HomeContext.self
        case .component: ComponentContext.self
        case .category: CategoryContext.self
        case .guide: GuideContext.self
        case .search: SearchContext.self
        case .api: APIPageContext.self
        case .notFound: NotFoundContext.self
        case .guides: GuidesContext.self
        case .tags: TagsContext.self
        case .tag: TagContext.self
        }
    }
}
