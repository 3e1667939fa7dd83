/// A language the catalog is written in.
package struct Language: Sendable, Hashable {
    /// The code used in file names and URLs (`en`, `es`).
    package let code: String
    /// The language's name in itself (`English`, `Español`).
    package let name: String

    package init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}
