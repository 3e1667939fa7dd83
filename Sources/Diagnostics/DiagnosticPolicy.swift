/// How strictly a run judges its diagnostics: the one place where `--strict` applies.
public struct DiagnosticPolicy: Sendable {
    /// Warnings count as errors.
    public let strict: Bool

    public init(strict: Bool) {
        self.strict = strict
    }

    /// True when the diagnostics stop the run.
    public func fails(_ diagnostics: [Diagnostic]) -> Bool {
        strict ? !diagnostics.isEmpty : diagnostics.hasErrors
    }

    /// The diagnostics as the run reports them: each once, warnings made errors when strict,
    /// sorted by place.
    public func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let unique = Array(Set(diagnostics))
        return (strict ? unique.map(\.asError) : unique).sorted()
    }
}
