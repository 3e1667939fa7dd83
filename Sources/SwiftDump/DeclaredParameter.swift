/// A parameter of a type's initializer as the source declares it.
public struct DeclaredParameter: Sendable, Hashable, Codable {
    /// The argument label callers write (the property's name for a memberwise parameter).
    public let name: String
    /// The type as written, such as `Binding<Bool>` for `@Binding var isOn: Bool`; nil when
    /// the source leaves it to inference and it is not a plain literal's.
    public let type: String?
    /// The default value's text, or nil when callers must pass it.
    public let defaultValue: String?
    public let line: Int
    public let column: Int

    public init(name: String, type: String?, defaultValue: String?, line: Int, column: Int) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.line = line
        self.column = column
    }
}
