import Diagnostics

/// One row of a component's API reference table.
package struct Parameter: Sendable, Hashable, Codable {
    package let name: String
    package let type: String
    /// The default value as a Swift expression, or nil when the parameter is required.
    package let defaultValue: String?
    /// The description as inline HTML (empty when the table has no Description column).
    package let descriptionHTML: String
    /// The description as plain text, for JSON and search.
    package let descriptionText: String
    /// Where the row is written, for the drift check's diagnostics.
    package var location: SourceLocation? = nil
}
