import Diagnostics

/// A row of a page's API table, as the drift check compares it.
package struct TableRow: Sendable, Hashable {
    package let name: String
    package let type: String
    /// The default as written, or nil for `required`.
    package let defaultValue: String?
    package let location: SourceLocation

    package init(name: String, type: String, defaultValue: String?, location: SourceLocation) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.location = location
    }
}
