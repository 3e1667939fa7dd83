import Mustache

/// A Swift value a template can show: the one conversion from the typed page contexts to the
/// ``MustacheValue`` the template engine renders.
///
/// Structs conform through ``TemplateObject``, which converts every struct the same way from
/// its list of fields; the leaves (text, HTML, Booleans, numbers), lists and optionals conform
/// here.
protocol TemplateValueConvertible: Sendable {
    /// The value as the template engine sees it.
    var templateValue: MustacheValue { get }
    /// What a template sees, for the reference of template variables.
    static var templateType: TemplateType { get }
}

extension String: TemplateValueConvertible {
    var templateValue: MustacheValue { .string(self) }
    static var templateType: TemplateType { .text }
}

extension Bool: TemplateValueConvertible {
    var templateValue: MustacheValue { .bool(self) }
    static var templateType: TemplateType { .bool }
}

extension Int: TemplateValueConvertible {
    var templateValue: MustacheValue { .int(self) }
    static var templateType: TemplateType { .number }
}

extension Array: TemplateValueConvertible where Element: TemplateValueConvertible {
    var templateValue: MustacheValue { .list(map(\.templateValue)) }
    static var templateType: TemplateType { .list(Element.templateType) }
}

/// A missing optional value is null: present for strict lookup, falsey for sections.
extension Optional: TemplateValueConvertible where Wrapped: TemplateValueConvertible {
    var templateValue: MustacheValue { self?.templateValue ?? .null }
    static var templateType: TemplateType { .optional(Wrapped.templateType) }
}
