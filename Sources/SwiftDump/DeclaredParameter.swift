/// A parameter of a type's initializer as the source declares it.
package struct DeclaredParameter: Sendable, Hashable, Codable {
    /// The argument label callers write (the property's name for a memberwise parameter).
    package let name: String
    /// The type as written, such as `Binding<Bool>` for `@Binding var isOn: Bool`; nil when
    /// the source leaves it to inference and it is not a plain literal's.
    package let type: String?
    /// The default value's text, or nil when callers must pass it.
    package let defaultValue: String?
    package let line: Int
    package let column: Int

    package init(name: String, type: String?, defaultValue: String?, line: Int, column: Int) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.line = line
        self.column = column
    }
}
