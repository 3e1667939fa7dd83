/// An animation written with literal arguments somewhere in a source, such as
/// `.spring(duration: 0.45, bounce: 0.2)`, printed from the compiler's tree.
public struct DeclaredAnimation: Sendable, Hashable, Codable {
    public let expression: String
    public let line: Int
    public let column: Int

    public init(expression: String, line: Int, column: Int) {
        self.expression = expression
        self.line = line
        self.column = column
    }
}
