/// A property initialised with a number literal, such as `static let step: Double = 0.04`.
public struct DeclaredConstant: Sendable, Hashable, Codable {
    public let name: String
    public let value: Double
    public let line: Int
    public let column: Int

    public init(name: String, value: Double, line: Int, column: Int) {
        self.name = name
        self.value = value
        self.line = line
        self.column = column
    }
}
