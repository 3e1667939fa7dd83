import Diagnostics

/// One row of a component's API reference table.
public struct Parameter: Sendable, Hashable, Codable {
    public let name: String
    public let type: String
    /// The default value as a Swift expression, or nil when the parameter is required.
    public let defaultValue: String?
    /// The description as inline HTML (empty when the table has no Description column).
    public let descriptionHTML: String
    /// The description as plain text, for JSON and search.
    public let descriptionText: String
    /// Where the row is written, for the drift check's diagnostics.
    public var location: SourceLocation? = nil
}
