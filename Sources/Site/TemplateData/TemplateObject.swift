import Mustache

/// A struct a template sees as an object: its members are its ``fields``, each converted by
/// ``TemplateValueConvertible``.
///
/// The fields are the one place where a member's template name, its type and its meaning are
/// written: the conversion, the reference of template variables in README.md and strict lookup
/// all follow from them.
protocol TemplateObject: TemplateValueConvertible, Encodable {
    /// The members, in the order the reference lists them.
    static var fields: TemplateFields<Self> { get }
    /// See ``TemplateSchema/sharedName``.
    static var sharedName: String? { get }
}

extension TemplateObject {
    static var sharedName: String? { nil }

    /// The struct as an object whose members are computed when a template names them: a page
    /// computes only what its templates show, and its context costs one closure up front
    /// instead of every member of every object it holds.
    var templateValue: MustacheValue {
        let fields = Self.fields
        let values = fields.values
        return .members(MustacheMembers(fields.names) { [self] index in values[index](self) })
    }

    static var templateType: TemplateType {
        .object(TemplateSchema(sharedName: sharedName, fields: fields.map { ($0.name, $0.type, $0.meaning) }))
    }
}

/// The fields of a ``TemplateObject`` type and the table of their names that templates find
/// members by, made once per type with the type's `fields`.
struct TemplateFields<Owner>: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    /// The fields, in order.
    let all: [TemplateField<Owner>]
    /// Their names, a field's index in ``all`` being its member's index.
    let names: MustacheMemberNames
    /// Their values' conversions, by the same index: what a lookup calls, without copying the
    /// rest of the field.
    let values: [@Sendable (Owner) -> MustacheValue]

    init(_ fields: [TemplateField<Owner>]) {
        all = fields
        names = MustacheMemberNames(fields.map(\.name))
        values = fields.map(\.value)
    }

    init(arrayLiteral fields: TemplateField<Owner>...) {
        self.init(fields)
    }

    var startIndex: Int { all.startIndex }
    var endIndex: Int { all.endIndex }
    subscript(index: Int) -> TemplateField<Owner> { all[index] }
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
