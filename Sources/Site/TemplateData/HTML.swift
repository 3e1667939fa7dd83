import Mustache
import TextUtilities

/// HTML the generator made (rendered Markdown, highlighted code, SVG), which templates insert
/// as is with `{{{name}}}`; its own type so that the reference of template variables says so.
struct HTML: TemplateValueConvertible, Hashable, Encodable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    var templateValue: MustacheValue { .string(text) }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    // By bytes: these are the page's largest strings (drawings, highlighted code).
    static func == (a: HTML, b: HTML) -> Bool { ByteText.equal(a.text, b.text) }
    func hash(into hasher: inout Hasher) { ByteText.hash(text, into: &hasher) }
    static var templateType: TemplateType { .html }
}
