/// An error of a stage that knows its own positions but not the file it came from: a YAML
/// text, a timeline block, an animation expression. The caller says where the text starts.
package protocol DiagnosticConvertible: Error {
    /// The error as diagnostics, for a text whose first line and column stand at `origin`.
    func diagnostics(at origin: SourceLocation) -> [Diagnostic]
}
