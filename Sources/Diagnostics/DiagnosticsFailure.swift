/// A stage that stops at its first problem throws it as a diagnostic; one that collects them
/// all throws them together.
package struct DiagnosticsFailure: Error, Sendable {
    package let diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }
}
