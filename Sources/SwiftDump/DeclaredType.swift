/// A struct declared at the top level of a source, with the parameters its initializer takes.
package struct DeclaredType: Sendable, Hashable, Codable {
    package let name: String
    package let line: Int
    package let column: Int
    /// The types named after `:` in its declaration, such as `View`.
    package let conformances: [String]
    /// The explicit `init`'s parameters when there is one, else the memberwise ones.
    package let parameters: [DeclaredParameter]
    /// True when ``parameters`` come from an explicit `init`.
    package let hasExplicitInit: Bool

    package init(
        name: String, line: Int, column: Int, conformances: [String], parameters: [DeclaredParameter],
        hasExplicitInit: Bool
    ) {
        self.name = name
        self.line = line
        self.column = column
        self.conformances = conformances
        self.parameters = parameters
        self.hasExplicitInit = hasExplicitInit
    }

    package var isView: Bool { conformances.contains { $0 == "View" || $0 == "SwiftUI.View" } }
}
