/// A property initialised with a number literal, such as `static let step: Double = 0.04`.
package struct DeclaredConstant: Sendable, Hashable, Codable {
    package let name: String
    package let value: Double
    package let line: Int
    package let column: Int

    package init(name: String, value: Double, line: Int, column: Int) {
        self.name = name
        self.value = value
        self.line = line
        self.column = column
    }
}
