import Catalog
import Diagnostics
import Dispatch
import Foundation
import TextUtilities

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
        /// Pages link a script that reloads them when a newer build lands (`catalog watch`):
        /// see ``LiveReload``. Never in a plain build.
        public var liveReload = false
        /// Build everything even when nothing changed since the last build (see ``BuildMemo``),
        /// without reading the build cache (``BuildCache``), which is written anew.
        public var full = false
        /// A plain build reads and writes the build cache (``BuildCache``) beside the output.
        public var keepsCache = true
        /// Every page the build cache keeps by its key is checked against its whole context
        /// (``ReuseCache/checksPageKeys``), for tests.
        public var checksCacheKeys = false
        /// The process ends right after this build (`catalog build`): what the build loaded
        /// and kept is left to the exit instead of being freed object by object, which took
        /// 0.2 s after a one-page edit at 10,000 components. Never in a long-running process.
        public var leavesMemoryToExit = false
        /// The report gives the process's memory after each step (``Report/stepMemory``).
        public var measuresMemory = false
        /// Told when each step starts and of each page rendered.
        public var progress: BuildProgress.Reporter?
        /// What earlier builds of this process loaded and drew, reused where their inputs did
        /// not change (`catalog watch` keeps one for all its builds).
        public var reuse: ReuseCache?

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
        /// Files written with the same bytes as in the replaced output, linked from it (their
        /// mtime kept).
        public var unchangedFiles = 0
        public var languages = 0
        public var components = 0
        public var guides = 0
        /// Each step's name and wall time in seconds, in order.
        public var steps: [(name: String, seconds: Double)] = []
        /// The process's memory at the end of each step, in the order of ``steps``: resident
        /// and the peak so far, in bytes (`--timings`); empty where the system does not say.
        public var stepMemory: [ProcessMemory] = []
        /// Time inside the template engine, summed over threads.
        public var templateSeconds = 0.0
        /// The render step's parts: making the data all pages share, then each kind of job
        /// summed over threads (`--timings`).
        public var renderParts: [(name: String, seconds: Double)] = []
        public var swiftCompiler: String?
        /// What the build did to the output's state folder that the user may want to know,
        /// such as leftovers it could not remove. Never a reason to fail.
        public var notes: [String] = []

        /// Nothing changed since the last build of this output, which was left as it was; the
        /// counts and diagnostics are that build's.
        public var upToDate = false

        /// What the build cache (or `catalog watch`'s memory) gave: components reused and
        /// loaded, pages kept by their keys and rendered. Nil without a cache.
        public struct CacheUse: Sendable, Equatable {
            public init(componentsReused: Int = 0, componentsLoaded: Int = 0, pagesKept: Int = 0, pagesRendered: Int = 0) {
                self.componentsReused = componentsReused
                self.componentsLoaded = componentsLoaded
                self.pagesKept = pagesKept
                self.pagesRendered = pagesRendered
            }
            public var componentsReused = 0
            public var componentsLoaded = 0
            public var pagesKept = 0
            public var pagesRendered = 0
            /// Languages whose search index was the last build's, linked without being made.
            public var searchIndexesKept = 0
            /// The build updated the spare the last one kept (``SpareOutput``) in place, writing
            /// only the files that differ, instead of filling a fresh folder.
            public var updatedSpare = false
        }
        public var cache: CacheUse?

        public var succeeded: Bool { !diagnostics.hasErrors }
        public var totalSeconds: Double { steps.reduce(0) { $0 + $1.seconds } }
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    /// Runs the steps in order; each reports into the same list of diagnostics, and a step
    /// that cannot go on ends the build with everything found so far.
    public func run() -> Report {
        var run = BuildRun(options: options)
        var destination = run.step("check output") { checkOutput(&$0) }
        // Handed on, not copied: it holds the walk's listing, which the load alone reads (at
        // 10,000 components 18 MB, which a copy here kept to the end of the build).
        var memoKey: BuildMemo.Key?
        if options.writesOutput, !options.liveReload, let found = destination {
            let now = Int(Date().timeIntervalSince1970)
            memoKey = run.step("look for changes") { _ in BuildMemo.key(options, now: now) }
            if !options.full, let key = memoKey, let (memo, notes) = BuildMemo.lookUp(key: key, in: found) {
                run.report.notes += notes
                return run.finish(upToDate: memo)
            }
        }
        if let found = destination, found.checksFilesLater {
            destination = run.step("check output files") { checkOutputFiles(found, &$0) }
        }
        if options.writesOutput, !options.liveReload, options.reuse == nil, options.keepsCache, let found = destination,
            let cache = run.step("read the build cache", { _ in BuildCache.open(for: found, full: options.full) })
        {
            cache.checksPageKeys = options.checksCacheKeys
            var options = self.options
            options.reuse = cache
            return SiteBuild(options: options).build(&run, destination: found.keeping(cache.spare), memoKey: &memoKey)
        }
        if options.writesOutput, options.keepsCache, let reuse = options.reuse, reuse.keepsOnDisk,
            reuse.keptFolder == nil, let found = destination
        {
            // `catalog watch`'s first build starts from the build cache.
            _ = run.step("read the build cache") { _ in BuildCache.attach(reuse, for: found, full: options.full) }
        }
        return build(&run, destination: destination, memoKey: &memoKey)
    }

    /// The steps after the output was checked: load, render, publish.
    private func build(_ run: inout BuildRun, destination: OutputDestination?, memoKey: inout BuildMemo.Key?)
        -> Report
    {
        // The walk's listing serves the load only: taken out of the key and handed to it, so
        // that nothing holds it for the rest of the build.
        var listing = memoKey?.listing
        memoKey?.listing = nil
        guard
            let input = run.step(
                "load",
                { run in
                    let handed = listing
                    listing = nil
                    return load(&run, listing: handed)
                })
        else { return run.finish() }
        let sources = run.step("start source check") { startSourceCheck(input, destination: destination, &$0) }
        guard let (catalog, templates) = input.ready(policy: run.policy, diagnostics: run.diagnostics) else {
            run.diagnostics += sources.wait()
            return run.finish()
        }
        run.report.languages = catalog.settings.languages.count
        run.report.components = catalog.components.count
        run.report.guides = catalog.guides.count
        guard options.writesOutput, let destination else {
            // Template names only rendering reveals (strict lookup), found without writing.
            run.diagnostics += run.step("check templates") { _ in
                SiteRenderer(catalog: catalog, templates: templates).checkTemplates()
            }
            run.diagnostics += sources.wait()
            run.step("check API drift") { checkAPI(catalog, sources, &$0) }
            sources.recordIfClean(creatingCache: false)
            return run.finish()
        }
        guard var output = run.step("open output", { open(destination, &$0) }) else {
            run.diagnostics += sources.wait()
            return run.finish()
        }
        let diagnosticsBefore = run.diagnostics
        run.step("render") { render(catalog, templates, into: output, &$0) }
        if output.metSpareConflict {
            // `catalog watch`'s spare had a folder where a file now goes, or the reverse.
            run.diagnostics = diagnosticsBefore
            do throws(OutputError) {
                output = try destination.reopenFresh(after: output)
            } catch {
                run.diagnostics.append(error.diagnostic)
                output.buildLock.release()
                run.diagnostics += sources.wait()
                return run.finish()
            }
            run.step("render again in a fresh folder") { render(catalog, templates, into: output, &$0) }
        }
        run.diagnostics += run.step("finish source check") { _ in sources.wait() }
        run.step("check API drift") { checkAPI(catalog, sources, &$0) }
        if let folder = options.reuse?.keptFolderPath, let lost = LostKeptParts.first(under: folder) {
            // A page's body left in the build cache could not be read back: a page was made
            // without it.
            run.diagnostics.append(
                .error(
                    "cache.changed",
                    "this build cache file was changed or removed while the build was reading it; nothing was published: run the build again",
                    at: SourceLocation(path: lost)))
        }
        guard !run.policy.fails(run.diagnostics) else {
            destination.discardKeepingSpare(output)
            options.reuse?.buildEnded(published: false)
            sources.recordIfClean(creatingCache: true)
            return run.finish()
        }
        let published = run.step("publish", { publish(output, to: destination, memoKey: memoKey, &$0) })
        options.reuse?.buildEnded(published: published)
        if published {
            sources.recordIfClean(creatingCache: true)
        }
        if options.leavesMemoryToExit { LeftToExit.keep((input, output, options.reuse)) }
        return run.finish()
    }
}

/// What a build that ends its process leaves to the exit (``SiteBuild/Options/leavesMemoryToExit``):
/// held here, never freed, so that the process does not walk hundreds of megabytes of objects
/// to free them a moment before the system takes the whole address space back.
enum LeftToExit {
    nonisolated(unsafe) private static var kept: [Any] = []
    private static let lock = NSLock()

    static func keep(_ value: Any) {
        lock.lock()
        kept.append(value)
        lock.unlock()
    }
}
