import Mustache

/// A struct a template sees as an object: its members are its ``fields``, each converted by
/// ``TemplateValueConvertible``.
///
/// The fields are the one place where a member's template name, its type and its meaning are
/// written: the conversion, the reference of template variables in README.md and strict lookup
/// all follow from them.
protocol TemplateObject: TemplateValueConvertible {
    /// The members, in the order the reference lists them.
    static var fields: [TemplateField<Self>] { get }
    /// See ``TemplateSchema/sharedName``.
    static var sharedName: String? { get }
}

extension TemplateObject {
    static var sharedName: String? { nil }

    var templateValue: MustacheValue { .object(members) }

    /// The members as the template engine sees them.
    var members: [String: MustacheValue] {
        let fields = Self.fields
        var members: [String: MustacheValue] = [:]
        members.reserveCapacity(fields.count)
        for field in fields {
            members[field.name] = field.value(self)
        }
        return members
    }

    static var templateType: TemplateType {
        .object(TemplateSchema(sharedName: sharedName, fields: fields.map { ($0.name, $0.type, $0.meaning) }))
    }
}

/// One member of a ``TemplateObject``: its name in templates, where its value comes from, and
/// a one-line meaning for the reference.
struct TemplateField<Owner>: Sendable {
    let name: String
    let type: TemplateType
    let meaning: String
    let value: @Sendable (Owner) -> MustacheValue

    init<Value: TemplateValueConvertible>(
        _ name: String, _ keyPath: KeyPath<Owner, Value> & Sendable, _ meaning: String
    ) {
        self.name = name
        self.type = Value.templateType
        self.meaning = meaning
        self.value = { $0[keyPath: keyPath].templateValue }
    }

    private init(name: String, type: TemplateType, meaning: String, value: @escaping @Sendable (Owner) -> MustacheValue)
    {
        self.name = name
        self.type = type
        self.meaning = meaning
        self.value = value
    }

    /// This field as a member of a value that holds an `Owner` at `keyPath`: how the common
    /// page variables become members of every page.
    func lifted<Outer>(_ keyPath: KeyPath<Outer, Owner> & Sendable) -> TemplateField<Outer> {
        let value = self.value
        return TemplateField<Outer>(name: name, type: type, meaning: meaning) { value($0[keyPath: keyPath]) }
    }
}
