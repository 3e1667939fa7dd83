/// A language the catalog is written in.
public struct Language: Sendable, Hashable {
    /// The code used in file names and URLs (`en`, `es`).
    public let code: String
    /// The language's name in itself (`English`, `Español`).
    public let name: String

    public init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}
