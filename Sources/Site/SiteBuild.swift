import Catalog
import Dispatch
import Foundation

/// A whole build as a list of named steps: load the content, load the templates, render into
/// a temporary folder, put it in place of `Public/`.
public struct SiteBuild: Sendable {
    /// What to build, from where, and how strictly.
    public struct Options: Sendable {
        public var contentFolder: String
        public var templatesFolder: String
        public var outputFolder: String
        /// Warnings count as errors.
        public var strict = false
        /// Check Swift sources with `swiftc -parse` when the compiler is on `PATH`.
        public var checkSwiftSyntax = true
        /// Seconds one `swiftc -parse` process may run before it is stopped and the build fails.
        public var swiftTimeout = SwiftSyntaxCheck.defaultTimeout
        /// Load and check only; write nothing.
        public var writesOutput = true

        public init(
            contentFolder: String = "Content", templatesFolder: String = "Templates", outputFolder: String = "Public"
        ) {
            self.contentFolder = contentFolder
            self.templatesFolder = templatesFolder
            self.outputFolder = outputFolder
        }
    }

    /// What a build did: counts, the time of each step, and every diagnostic.
    public struct Report: Sendable {
        public var diagnostics: [Diagnostic] = []
        public var pages = 0
        public var files = 0
        public var bytes = 0
        public var languages = 0
        public var components = 0
        public var guides = 0
        /// Each step's name and wall time in seconds, in order.
        public var steps: [(name: String, seconds: Double)] = []
        /// Time inside the template engine, summed over threads.
        public var templateSeconds = 0.0
        public var swiftCompiler: String?
        /// What the build did to the output's state folder that the user may want to know,
        /// such as leftovers it could not remove. Never a reason to fail.
        public var notes: [String] = []

        public var succeeded: Bool { !diagnostics.hasErrors }
        public var totalSeconds: Double { steps.reduce(0) { $0 + $1.seconds } }
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    public func run() -> Report {
        var report = Report()
        func step<T>(_ name: String, _ work: () -> T) -> T {
            let start = DispatchTime.now().uptimeNanoseconds
            let result = work()
            report.steps.append((name, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
            return result
        }
        func finish(_ diagnostics: [Diagnostic]) -> Report {
            report.diagnostics = options.strict ? diagnostics.treatingWarningsAsErrors() : diagnostics
            // A template error meets every page that uses the template: report it once.
            report.diagnostics = Array(Set(report.diagnostics)).sorted()
            return report
        }
        func outputError(_ error: OutputError) -> Diagnostic {
            .error(error.reason, at: SourceLocation(path: error.path))
        }

        var diagnostics: [Diagnostic] = []
        // The output is checked before anything is read, so that a refused output folder is
        // reported together with the content's own problems and nothing is ever written.
        var destination: OutputDestination?
        do throws(OutputError) {
            destination = try OutputDestination(
                options.outputFolder, protecting: [options.contentFolder, options.templatesFolder])
        } catch {
            if options.writesOutput { diagnostics.append(outputError(error)) }
        }

        let contentStore = DiskContentStore(root: options.contentFolder)
        let templateStore = DiskContentStore(root: options.templatesFolder)
        if let problem = contentStore.checkRoot() { return finish(diagnostics + [problem]) }
        let compiler = options.checkSwiftSyntax ? SwiftSyntaxCheck.findCompiler() : nil
        report.swiftCompiler = compiler
        let loaded = step("load content") {
            CatalogLoader(store: contentStore, displayRoot: options.contentFolder).loadWithoutSwiftCheck()
        }
        // `swiftc -parse` runs in its own processes while the site renders; sources it
        // accepted in an earlier build with the same compiler are not parsed again.
        let cache = compiler.flatMap { compiler in
            destination.map { SwiftParseCache(stateFolder: $0.statePath, compiler: compiler) }
        }
        let swiftCheck = compiler.map { compiler in
            let pending = loaded.swiftSources.filter { cache?.needsParsing($0) ?? true }
            return BackgroundWork { [timeout = options.swiftTimeout] in
                SwiftSyntaxCheck(compiler: compiler, timeout: timeout).check(pending)
            }
        }
        func swiftDiagnostics() -> [Diagnostic] { swiftCheck?.wait() ?? [] }
        let (templates, templateDiagnostics): (TemplateSet?, [Diagnostic]) = step("load templates") {
            if let problem = templateStore.checkRoot() { return (nil, [problem]) }
            return TemplateLoader(store: templateStore, displayRoot: options.templatesFolder)
                .load(languages: loaded.languages)
        }
        diagnostics += loaded.diagnostics + templateDiagnostics
        let failed = options.strict ? !diagnostics.isEmpty : diagnostics.hasErrors
        guard let catalog = loaded.catalog, let templates, !failed else { return finish(diagnostics + swiftDiagnostics()) }
        report.languages = catalog.settings.languages.count
        report.components = catalog.components.count
        report.guides = catalog.guides.count
        guard options.writesOutput, let destination else {
            // Template names only rendering reveals (strict lookup), found without writing.
            diagnostics += step("check templates") {
                SiteRenderer(catalog: catalog, templates: templates).checkTemplates()
            }
            diagnostics += swiftDiagnostics()
            // Only a clean run is recorded, and only in a state folder a build already made.
            if !diagnostics.hasErrors && swiftDiagnostics().isEmpty { cache?.save(loaded.swiftSources, creating: false) }
            return finish(diagnostics)
        }

        let output: OutputFolder
        do throws(OutputError) {
            let opened = try destination.open()
            output = opened.0
            report.notes += opened.1
        } catch {
            return finish(diagnostics + [outputError(error)] + swiftDiagnostics())
        }
        let summary = step("render") { SiteRenderer(catalog: catalog, templates: templates).render(into: output) }
        diagnostics += summary.diagnostics
        report.pages = summary.pages
        report.templateSeconds = summary.templateSeconds
        (report.files, report.bytes) = output.totals
        diagnostics += step("parse Swift sources (after render)") { swiftDiagnostics() }
        if diagnostics.hasErrors || (options.strict && !diagnostics.isEmpty) {
            destination.discard(output)
            return finish(diagnostics)
        }
        let published: Diagnostic? = step("replace output") { () -> Diagnostic? in
            do throws(OutputError) {
                report.notes += try destination.publish(output)
                return nil
            } catch {
                destination.discard(output)
                return outputError(error)
            }
        }
        if let published {
            diagnostics.append(published)
        } else if swiftDiagnostics().isEmpty {
            cache?.save(loaded.swiftSources, creating: true)
        }
        return finish(diagnostics)
    }
}
