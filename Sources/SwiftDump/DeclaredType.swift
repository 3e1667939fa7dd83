/// A struct declared at the top level of a source, with the parameters its initializer takes.
public struct DeclaredType: Sendable, Hashable, Codable {
    public let name: String
    public let line: Int
    public let column: Int
    /// The types named after `:` in its declaration, such as `View`.
    public let conformances: [String]
    /// The explicit `init`'s parameters when there is one, else the memberwise ones.
    public let parameters: [DeclaredParameter]
    /// True when ``parameters`` come from an explicit `init`.
    public let hasExplicitInit: Bool

    public init(
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

    public var isView: Bool { conformances.contains { $0 == "View" || $0 == "SwiftUI.View" } }
}
