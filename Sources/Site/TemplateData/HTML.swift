import Mustache

/// HTML the generator made (rendered Markdown, highlighted code, SVG), which templates insert
/// as is with `{{{name}}}`; its own type so that the reference of template variables says so.
struct HTML: TemplateValueConvertible, Hashable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    var templateValue: MustacheValue { .string(text) }
    static var templateType: TemplateType { .html }
}
