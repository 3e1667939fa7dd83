/// A content file read as UTF-8 text.
package struct TextFile: Sendable {
    /// The path shown in diagnostics.
    package let displayPath: String
    package let text: String
}
