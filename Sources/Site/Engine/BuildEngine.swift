import Diagnostics
import Dispatch

/// Runs a build's stages in order and is the one place that times them: each stage is a named
/// piece of work whose wall time (and, for `--timings`, the memory after it) goes into the
/// report, and whose diagnostics join the build's.
struct BuildEngine {
    let options: SiteBuild.Options
    let policy: DiagnosticPolicy
    var diagnostics: [Diagnostic] = []
    var report = SiteBuild.Report()

    init(options: SiteBuild.Options) {
        self.options = options
        policy = DiagnosticPolicy(strict: options.strict)
    }

    /// Runs one named stage and records its wall time.
    mutating func stage<T>(_ name: String, _ work: (inout BuildEngine) -> T) -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        options.progress?(BuildProgress(step: name))
        let result = work(&self)
        report.steps.append((name, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
        if options.measuresMemory, let memory = ProcessMemory.now() { report.stepMemory.append(memory) }
        return result
    }

    /// Whether the diagnostics so far stop the build.
    var fails: Bool { policy.fails(diagnostics) }

    /// The report of a build that found nothing changed: the last build's counts and diagnostics.
    mutating func finish(upToDate summary: SiteBuild.Summary) -> SiteBuild.Report {
        report.upToDate = true
        report.pages = summary.pages
        report.files = summary.files
        report.bytes = summary.bytes
        report.languages = summary.languages
        report.components = summary.components
        report.guides = summary.guides
        report.swiftCompiler = summary.swiftCompiler
        report.diagnostics = summary.diagnostics
        return report
    }

    /// The report with every diagnostic as the policy reports it.
    mutating func finish() -> SiteBuild.Report {
        report.diagnostics = policy.apply(diagnostics)
        return report
    }
}
