import Diagnostics
import Dispatch

/// What a build collects as it goes: its diagnostics, its report, and the time of each step,
/// measured here and nowhere else.
struct BuildRun {
    let options: SiteBuild.Options
    let policy: DiagnosticPolicy
    var diagnostics: [Diagnostic] = []
    var report = SiteBuild.Report()

    init(options: SiteBuild.Options) {
        self.options = options
        policy = DiagnosticPolicy(strict: options.strict)
    }

    /// Runs one named step and records its wall time.
    mutating func step<T>(_ name: String, _ work: (inout BuildRun) -> T) -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        options.progress?(BuildProgress(step: name))
        let result = work(&self)
        report.steps.append((name, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
        if options.measuresMemory, let memory = ProcessMemory.now() { report.stepMemory.append(memory) }
        return result
    }

    /// The report of a build that found nothing changed: the last build's counts and diagnostics.
    mutating func finish(upToDate memo: BuildMemo) -> SiteBuild.Report {
        report.upToDate = true
        report.pages = memo.pages
        report.files = memo.files
        report.bytes = memo.bytes
        report.languages = memo.languages
        report.components = memo.components
        report.guides = memo.guides
        report.swiftCompiler = memo.swiftCompiler
        report.diagnostics = memo.diagnostics
        return report
    }

    /// The report with every diagnostic as the policy reports it.
    mutating func finish() -> SiteBuild.Report {
        report.diagnostics = policy.apply(diagnostics)
        return report
    }
}
