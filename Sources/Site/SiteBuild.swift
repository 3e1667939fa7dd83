import Catalog
import Diagnostics
import Foundation

/// A whole build as a list of stages, each in its own file under `Stages/`, run and timed by
/// ``BuildEngine``; each stage keeps what it makes in the ``ArtifactStore`` by the hash of its
/// inputs, so that a build makes again only what its changed inputs reach.
package struct SiteBuild: Sendable {
    /// What to build, from where, and how strictly.
    package struct Options: Sendable {
        package var contentFolder: String
        package var templatesFolder: String
        package var outputFolder: String
        /// Warnings count as errors.
        package var strict = false
        /// Check Swift sources with `swiftc -parse` when the compiler is on `PATH`.
        package var checkSwiftSyntax = true
        /// Seconds one `swiftc -parse` process may run before it is stopped and the build fails.
        package var swiftTimeout = SwiftSyntaxCheck.defaultTimeout
        /// The `rsvg-convert` that makes the social cards; nil looks for it
        /// (``PNGConverter/find(_:)``: `CATALOG_RSVG_CONVERT`, then `PATH`).
        package var pngConverter: String?
        /// Seconds one `rsvg-convert` process may run before it is stopped and its card is not made.
        package var pngTimeout = PNGConverter.defaultTimeout
        /// Load and check only; write nothing.
        package var writesOutput = true
        /// Pages link a script that reloads them when a newer build lands (`catalog watch`):
        /// see ``LiveReload``. Never in a plain build.
        package var liveReload = false
        /// Build everything, reading nothing from the store (which is written anew).
        package var full = false
        /// Neither read nor write the store on disk (`--no-cache`).
        package var keepsStore = true
        /// The store of a long-running process (`catalog watch`), kept in memory between its
        /// builds; nil: a plain build's, in the output's state folder.
        package var store: ArtifactStore?
        /// The report gives the process's memory after each step (``Report/stepMemory``).
        package var measuresMemory = false
        /// Told when each step starts and of each page rendered.
        package var progress: BuildProgress.Reporter?

        package init(
            contentFolder: String = "Content", templatesFolder: String = "Templates", outputFolder: String = "Public"
        ) {
            self.contentFolder = contentFolder
            self.templatesFolder = templatesFolder
            self.outputFolder = outputFolder
        }
    }

    /// What a build did: counts, the time of each step, and every diagnostic.
    package struct Report: Sendable {
        package var diagnostics: [Diagnostic] = []
        package var pages = 0
        package var files = 0
        package var bytes = 0
        /// Files the replaced output had with the same bytes, linked from it.
        package var unchangedFiles = 0
        /// Pages whose context was the same as in the last build, taken without rendering.
        package var keptPages = 0
        /// Components whose files were all taken from the last build by their job's key,
        /// without making their pages' contexts.
        package var keptComponents = 0
        package var languages = 0
        package var components = 0
        package var guides = 0
        /// Each step's name and wall time in seconds, in order.
        package var steps: [(name: String, seconds: Double)] = []
        /// The process's memory at the end of each step, in the order of ``steps``.
        package var stepMemory: [ProcessMemory] = []
        /// Time inside the template engine, summed over threads.
        package var templateSeconds = 0.0
        /// The page stage's kinds of job, each summed over threads (`--timings`).
        package var renderParts: [(name: String, seconds: Double)] = []
        /// Results the store gave and those made anew.
        package var storeHits = 0
        package var storeMisses = 0
        package var swiftCompiler: String?
        /// Social cards `rsvg-convert` made in this build (the others were taken from the last).
        package var socialCardsConverted = 0
        /// What the build did to the output's state folder that the user may want to know,
        /// such as leftovers it could not remove. Never a reason to fail.
        package var notes: [String] = []
        /// Nothing changed since the last build of this output, which was left as it was; the
        /// counts and diagnostics are that build's.
        package var upToDate = false

        package var succeeded: Bool { !diagnostics.hasErrors }
        package var totalSeconds: Double { steps.reduce(0) { $0 + $1.seconds } }
    }

    /// What the store keeps of a successful build, reported again by a build that finds
    /// nothing changed.
    struct Summary: Codable, Sendable {
        var pages = 0
        var files = 0
        var bytes = 0
        var languages = 0
        var components = 0
        var guides = 0
        var swiftCompiler: String?
        var diagnostics: [Diagnostic] = []
    }

    package let options: Options

    package init(options: Options) {
        self.options = options
    }

    /// Runs the stages in order; each reports into the same list of diagnostics, and a stage
    /// that cannot go on ends the build with everything found so far.
    package func run() -> Report {
        var engine = BuildEngine(options: options)
        let store = options.store ?? OutputStage.store(options)
        store.startBuild()
        defer { if options.store != nil { store.dropUnused() } }
        let compiler = options.checkSwiftSyntax ? SwiftSyntaxCheck.findCompiler() : nil
        engine.report.swiftCompiler = compiler
        let converter = options.writesOutput
            ? PNGConverter.find(options.pngConverter).map { found in
                var converter = found
                converter.timeout = options.pngTimeout
                return converter
            } : nil
        // The inputs are read on other threads while the output is checked: reading them
        // writes nothing, and nothing is made from them before the check has passed.
        let reading = BackgroundWork { [options] in
            InputStage(store: store).inputs(options, compiler: compiler, converter: try? converter?.get())
        }
        var checked: OutputStage.Checked?
        if options.writesOutput {
            checked = engine.stage("check output") { OutputStage.check(options, &$0) }
            guard checked != nil else {
                _ = reading.wait()
                return engine.finish()
            }
        }
        defer { checked?.lock.release() }
        let inputs = engine.stage("read inputs") { _ in reading.wait() }
        if let checked, let previous = checked.previous, !options.full, previous.buildKey == inputs.key,
            let summary: Summary = store.lookUp(.build, inputs: inputs.key),
            checked.destination.holdsAsPublished(previous)
        {
            return engine.finish(upToDate: summary)
        }
        return build(&engine, inputs: inputs, store: store, checked: checked, converter: converter)
    }

    /// The stages after the inputs were read: load, then check or write.
    private func build(
        _ engine: inout BuildEngine, inputs: InputStage.Inputs, store: ArtifactStore, checked: OutputStage.Checked?,
        converter: Result<PNGConverter, PNGConverter.Missing>?
    ) -> Report {
        let former = checked.map(OutputStage.inspectFormer)
        if let problem = ComponentStage.rootProblem(options) {
            engine.diagnostics.append(problem)
            return engine.finish()
        }
        guard
            let content = engine.stage(
                "load components", { _ in ComponentStage.load(options, inputs: inputs, store: store) })
        else { return engine.finish() }
        engine.diagnostics += content.diagnostics
        let (templates, found) = engine.stage("load templates") { _ in
            TemplatesStage.load(options, languages: content.languages)
        }
        engine.diagnostics += found
        let sources = engine.stage("start source check") { engine in
            SourceSurfaceStage(
                content.swiftSources, compiler: engine.report.swiftCompiler, timeout: options.swiftTimeout,
                store: store)
        }
        guard let catalog = content.catalog, let templates, !engine.fails else {
            engine.diagnostics += sources.finish()
            return engine.finish()
        }
        engine.report.languages = catalog.settings.languages.count
        engine.report.components = catalog.components.count
        engine.report.guides = catalog.guides.count
        guard let checked, let former else {
            // Every social card as if made, so that the templates' use of them is checked too.
            let cards = Set(SocialCards(catalog: catalog).all.map(\.path))
            let renderer = engine.stage("prepare pages") { _ in
                SiteRenderer(catalog: catalog, templates: templates, socialCards: cards)
            }
            engine.diagnostics += engine.stage("check templates") { _ in renderer.checkTemplates() }
            finishChecks(&engine, catalog, sources)
            return engine.finish()
        }
        let written = Written(
            catalog: catalog, templates: templates, sources: sources, inputs: inputs, store: store, checked: checked,
            former: former)
        return write(written, &engine, converter: converter)
    }

    /// What a build writes the site from.
    private struct Written {
        let catalog: Catalog
        let templates: TemplateSet
        let sources: SourceSurfaceStage
        let inputs: InputStage.Inputs
        let store: ArtifactStore
        let checked: OutputStage.Checked
        let former: BackgroundWork<FormerSite.Found>
    }

    /// The stages that write: the output opened, the social cards, the pages, the checks that
    /// ran meanwhile, and the exchange with the old output.
    private func write(
        _ site: Written, _ engine: inout BuildEngine, converter: Result<PNGConverter, PNGConverter.Missing>?
    ) -> Report {
        let destination = site.checked.destination
        guard let output = engine.stage("open output", { OutputStage.open(site.checked, former: site.former, &$0) })
        else {
            engine.diagnostics += site.sources.finish()
            return engine.finish()
        }
        output.limit(forInput: site.inputs.bytes, shownAs: destination.displayPath)
        site.store.stage(into: output.path + "-store")
        let cards = socialCards(site, output: output, converter: converter, &engine)
        let renderer = engine.stage("prepare pages") { _ in
            SiteRenderer(
                catalog: site.catalog, templates: site.templates,
                liveReloadStamp: options.liveReload ? LiveReload.newStamp() : nil,
                drawings: DrawingStage.drawings(templates: site.templates, store: site.store), socialCards: cards,
                componentKeys: ComponentStage.keys(options, inputs: site.inputs))
        }
        engine.stage("pages") { engine in
            let summary = PageStage(
                renderer: renderer, output: output, store: site.store,
                templatesKey: TemplatesStage.key(site.templates), progress: options.progress
            ).run()
            engine.diagnostics += summary.diagnostics
            engine.report.pages = summary.pages
            engine.report.keptPages = summary.keptPages
            engine.report.keptComponents = summary.keptJobs
            engine.report.templateSeconds = summary.templateSeconds
            engine.report.renderParts = summary.jobSeconds.sorted { $0.key < $1.key }.map {
                ("\($0.key) (summed over threads)", $0.value)
            }
            (engine.report.files, engine.report.bytes) = output.totals
            engine.report.unchangedFiles = output.unchangedFiles
        }
        finishChecks(&engine, site.catalog, site.sources)
        (engine.report.storeHits, engine.report.storeMisses) = site.store.counts
        guard !engine.fails else {
            destination.discard(output)
            site.store.discardStaged()
            return engine.finish()
        }
        engine.stage("publish") { engine in
            OutputStage.publish(output, to: destination, inputs: site.inputs, store: site.store, &engine)
        }
        return engine.finish()
    }

    /// The social cards of the component pages, when `site.yml` wants them and `rsvg-convert`
    /// is there (a note says so when it is not): the paths of those in the output.
    private func socialCards(
        _ site: Written, output: OutputFolder, converter: Result<PNGConverter, PNGConverter.Missing>?,
        _ engine: inout BuildEngine
    ) -> Set<String> {
        guard site.catalog.settings.socialCards, let converter else { return [] }
        switch converter {
        case .failure(let missing):
            engine.report.notes.append(
                "\(missing.reason): component pages have no social card image (og:image); install Debian's librsvg2-bin, or remove 'social-cards: true' from site.yml"
            )
            return []
        case .success(let converter):
            return engine.stage("social cards") { engine in
                let made = SocialCardStage(
                    cards: SocialCards(catalog: site.catalog).all,
                    converter: converter, output: output, store: site.store
                ).run()
                engine.diagnostics += made.diagnostics
                engine.report.socialCardsConverted = made.converted
                return made.paths
            }
        }
    }

    /// The end of the `swiftc` check, and the comparison of the API tables with the sources.
    private func finishChecks(_ engine: inout BuildEngine, _ catalog: Catalog, _ sources: SourceSurfaceStage) {
        engine.diagnostics += engine.stage("finish source check") { _ in sources.finish() }
        guard options.checkSwiftSyntax else { return }
        guard sources.compiler != nil else {
            engine.diagnostics.append(
                .warning(
                    "api.drift-skipped",
                    "swiftc is not on PATH: the API tables and timelines were not compared with the Swift sources",
                    at: SourceLocation(path: options.contentFolder)))
            return
        }
        engine.diagnostics += engine.stage("check API drift") { _ in
            DriftStage(catalog: catalog, surface: sources.surface).diagnostics()
        }
    }
}
