/// A content file read as UTF-8 text.
public struct TextFile: Sendable {
    /// The path shown in diagnostics.
    public let displayPath: String
    public let text: String
}
