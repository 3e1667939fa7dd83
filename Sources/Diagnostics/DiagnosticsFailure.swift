/// A stage that stops at its first problem throws it as a diagnostic; one that collects them
/// all throws them together.
public struct DiagnosticsFailure: Error, Sendable {
    public let diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }
}
