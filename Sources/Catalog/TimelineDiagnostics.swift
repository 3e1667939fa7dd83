import Diagnostics
import Timelines

extension TimelineErrors: DiagnosticConvertible {
    /// Each problem at its place in the page, for a block whose body starts on `origin`'s line.
    public func diagnostics(at origin: SourceLocation) -> [Diagnostic] {
        errors.map { problem in
            .error("timeline.invalid", "timeline: \(problem.message)", at: origin.offset(line: problem.line, column: problem.column))
        }
    }
}
