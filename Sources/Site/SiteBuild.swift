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
            report.diagnostics.sort()
            return report
        }

        let contentStore = DiskContentStore(root: options.contentFolder)
        guard contentStore.isFolder("") else {
            return finish([.error("no content folder here", at: SourceLocation(path: options.contentFolder))])
        }
        let compiler = options.checkSwiftSyntax ? SwiftSyntaxCheck.findCompiler() : nil
        report.swiftCompiler = compiler
        let loaded = step("load content") {
            CatalogLoader(store: contentStore, displayRoot: options.contentFolder).loadWithoutSwiftCheck()
        }
        let (catalog, contentDiagnostics) = (loaded.catalog, loaded.diagnostics)
        // `swiftc -parse` runs in its own processes while the site renders; sources it
        // accepted in an earlier build with the same compiler are not parsed again.
        let cache = compiler.map { SwiftParseCache(besides: options.outputFolder, compiler: $0) }
        let swiftCheck = compiler.map { compiler in
            let pending = loaded.swiftSources.filter { cache?.needsParsing($0) ?? true }
            return BackgroundWork { SwiftSyntaxCheck(compiler: compiler).check(pending) }
        }
        func swiftDiagnostics() -> [Diagnostic] { swiftCheck?.wait() ?? [] }
        let languages = catalog?.settings.languages.map(\.code) ?? []
        let templateStore = DiskContentStore(root: options.templatesFolder)
        let (templates, templateDiagnostics): (TemplateSet?, [Diagnostic]) = step("load templates") {
            guard templateStore.isFolder("") else {
                return (nil, [.error("no templates folder here", at: SourceLocation(path: options.templatesFolder))])
            }
            guard catalog != nil else { return (nil, []) }
            return TemplateLoader(store: templateStore, displayRoot: options.templatesFolder).load(languages: languages)
        }
        var diagnostics = contentDiagnostics + templateDiagnostics
        let failed = options.strict ? !diagnostics.isEmpty : diagnostics.hasErrors
        guard let catalog, let templates, !failed else { return finish(diagnostics + swiftDiagnostics()) }
        report.languages = languages.count
        report.components = catalog.components.count
        report.guides = catalog.guides.count
        guard options.writesOutput else {
            diagnostics += swiftDiagnostics()
            // A compiler that could not run leaves a warning, and nothing is recorded as parsed.
            if !diagnostics.hasErrors && swiftDiagnostics().isEmpty { cache?.save(loaded.swiftSources) }
            return finish(diagnostics)
        }

        let output: OutputFolder
        do {
            output = try OutputFolder(besides: options.outputFolder)
        } catch {
            return finish(
                diagnostics + [
                    .error(
                        "cannot create the build folder: \(error.localizedDescription)",
                        at: SourceLocation(path: options.outputFolder))
                ])
        }
        let summary = step("render") { SiteRenderer(catalog: catalog, templates: templates).render(into: output) }
        diagnostics += summary.diagnostics
        report.pages = summary.pages
        report.templateSeconds = summary.templateSeconds
        (report.files, report.bytes) = output.totals
        diagnostics += step("parse Swift sources (after render)") { swiftDiagnostics() }
        if diagnostics.hasErrors || (options.strict && !diagnostics.isEmpty) {
            output.discard()
            return finish(diagnostics)
        }
        let replaced: Diagnostic? = step("replace output") {
            do {
                try output.replace(options.outputFolder)
                return nil
            } catch {
                output.discard()
                return .error("\(error)", at: SourceLocation(path: options.outputFolder))
            }
        }
        if let replaced {
            diagnostics.append(replaced)
        } else if swiftDiagnostics().isEmpty {
            cache?.save(loaded.swiftSources)
        }
        return finish(diagnostics)
    }
}
