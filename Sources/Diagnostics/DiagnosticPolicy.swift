/// How strictly a run judges its diagnostics: the one place where `--strict` applies.
package struct DiagnosticPolicy: Sendable {
    /// Warnings count as errors.
    package let strict: Bool

    package init(strict: Bool) {
        self.strict = strict
    }

    /// True when the diagnostics stop the run.
    package func fails(_ diagnostics: [Diagnostic]) -> Bool {
        strict ? !diagnostics.isEmpty : diagnostics.hasErrors
    }

    /// The diagnostics as the run reports them: each once, warnings made errors when strict,
    /// sorted by place.
    package func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let unique = Array(Set(diagnostics))
        return (strict ? unique.map(\.asError) : unique).sorted()
    }
}
