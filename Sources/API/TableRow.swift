import Diagnostics

/// A row of a page's API table, as the drift check compares it.
public struct TableRow: Sendable, Hashable {
    public let name: String
    public let type: String
    /// The default as written, or nil for `required`.
    public let defaultValue: String?
    public let location: SourceLocation

    public init(name: String, type: String, defaultValue: String?, location: SourceLocation) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.location = location
    }
}
