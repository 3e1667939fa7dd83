/// An animation written with literal arguments somewhere in a source, such as
/// `.spring(duration: 0.45, bounce: 0.2)`, printed from the compiler's tree.
package struct DeclaredAnimation: Sendable, Hashable, Codable {
    package let expression: String
    package let line: Int
    package let column: Int

    package init(expression: String, line: Int, column: Int) {
        self.expression = expression
        self.line = line
        self.column = column
    }
}
