import Catalog
import Diagnostics
import Dispatch
import Mustache
import TextUtilities

/// Renders every page the renderer makes and writes every file into the output folder, on
/// every core. A page's key is the digest of its context (everything its template can see) and
/// of the templates and strings: a page whose key the store holds, and whose file in the
/// replaced output is still the one that key made, is taken as it is, neither rendered nor
/// written. Every other file is written, or linked when its bytes are the replaced output's.
struct PageStage {
    let renderer: SiteRenderer
    let output: OutputFolder
    let store: ArtifactStore
    let templatesKey: UInt64
    var progress: BuildProgress.Reporter?
    /// Set once a render goes past its budget (``MustacheError/isOverBudget``): the templates
    /// would cost as much on every other page, so no other page is rendered.
    private let overBudget = Locked(false)

    /// What a render produced.
    struct Summary: Sendable {
        var pages = 0
        /// Pages taken from the replaced output by their key.
        var keptPages = 0
        /// Jobs whose files were all taken by the job's key.
        var keptJobs = 0
        /// Time spent inside the template engine, summed over threads.
        var templateSeconds = 0.0
        /// Seconds of each kind of job, summed over threads (`--timings`).
        var jobSeconds: [String: Double] = [:]
        var diagnostics: [Diagnostic] = []
        var templateErrors: [MustacheError] = []

        mutating func add(_ other: Summary) {
            pages += other.pages
            keptPages += other.keptPages
            keptJobs += other.keptJobs
            templateSeconds += other.templateSeconds
            jobSeconds.merge(other.jobSeconds, uniquingKeysWith: +)
            diagnostics += other.diagnostics
            templateErrors += other.templateErrors
        }
    }

    /// What the store keeps of a page written: the digest and size of its bytes.
    struct PageFile: Codable, Sendable {
        let digest: UInt64
        let size: Int
    }

    /// What the store keeps of a job that has a key (``SiteRenderer/jobKey(_:templatesKey:)``):
    /// every file it made, and the keys of its pages.
    struct JobFiles: Codable, Sendable {
        struct File: Codable, Sendable {
            let path: String
            let digest: UInt64
            let size: Int
        }

        var files: [File] = []
        var pageKeys: [UInt64] = []
    }

    func run() -> Summary {
        let counter = progress.map { BuildProgress.Counter(total: renderer.pageCount, reporter: $0) }
        let results = ParallelMap.map(renderer.jobs) { job in
            var summary = Summary()
            let start = DispatchTime.now().uptimeNanoseconds
            let key = renderer.jobKey(job, templatesKey: templatesKey)
            let earlier: JobFiles? = key.flatMap { store.lookUp(.job, inputs: $0) }
            let kept = earlier.map { keep($0, into: &summary, counter: counter) } ?? []
            if kept.count != earlier?.files.count {
                var made = JobFiles()
                renderer.files(of: job) { file in
                    // A full disk refuses every file after the first: the rest is not made.
                    if kept.contains(file.path) {
                        if case .page = file { summary.pages += 1 }
                    } else if output.stop == nil {
                        take(file, into: &summary, made: &made, counter: counter)
                    }
                }
                if let key, kept.isEmpty, summary.diagnostics.isEmpty, summary.templateErrors.isEmpty,
                    !overBudget.withLock({ $0 })
                {
                    store.keep(made, .job, inputs: key)
                }
            }
            summary.jobSeconds[job.kind] = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            return summary
        }
        var summary = Summary()
        for result in results { summary.add(result) }
        summary.diagnostics += renderer.diagnostics(for: summary.templateErrors)
        if let stop = output.stop { summary.diagnostics = Self.collapsed(summary.diagnostics, stoppedBy: stop) }
        summary.diagnostics.sort()
        return summary
    }

    /// Takes every file of a job's last run that the replaced output still holds as it was;
    /// returns their paths (all of them: the job need not run).
    private func keep(_ earlier: JobFiles, into summary: inout Summary, counter: BuildProgress.Counter?)
        -> Set<String>
    {
        var kept: Set<String> = []
        for file in earlier.files {
            do throws(OutputError) {
                guard try output.keep(file.path, digest: file.digest, size: file.size) else { return kept }
            } catch {
                summary.diagnostics.append(error.diagnostic)
                return kept
            }
            kept.insert(file.path)
        }
        store.retain(.page, inputs: earlier.pageKeys)
        summary.keptJobs += 1
        summary.pages += earlier.pageKeys.count
        summary.keptPages += earlier.pageKeys.count
        for _ in earlier.pageKeys { counter?.pageDone() }
        return kept
    }

    private func take(
        _ file: SiteRenderer.SiteFile, into summary: inout Summary, made: inout JobFiles,
        counter: BuildProgress.Counter?
    ) {
        do throws(OutputError) {
            switch file {
            case .page(let page):
                let (key, kept) = try write(page, into: &summary)
                made.pageKeys.append(key)
                if let kept { made.files.append(.init(path: page.path, digest: kept.digest, size: kept.size)) }
                counter?.pageDone()
            case .text(let path, let text):
                let digest = try output.write(path, text)
                made.files.append(.init(path: path, digest: digest, size: text.utf8.count))
            case .bytes(let path, let bytes):
                let digest = try output.write(path, bytes: bytes)
                made.files.append(.init(path: path, digest: digest, size: bytes.count))
            case .searchIndex(let language):
                try SearchIndexStage(feed: renderer.searchFeed, output: output, store: store).write(language)
            }
        } catch {
            summary.diagnostics.append(error.diagnostic)
        }
    }

    /// Writes a page, or takes it from the replaced output by its key; returns the key, and the
    /// file unless the page failed to render.
    private func write(_ page: any PageContext, into summary: inout Summary) throws(OutputError)
        -> (key: UInt64, file: PageFile?)
    {
        var hash = StableDigest()
        hash.add(templatesKey)
        hash.add(page.path)
        hash.add(type(of: page).kind.rawValue)
        hash.add(encoded: page)
        let key = hash.value
        if let kept: PageFile = store.lookUp(.page, inputs: key),
            try output.keep(page.path, digest: kept.digest, size: kept.size)
        {
            summary.pages += 1
            summary.keptPages += 1
            return (key, kept)
        }
        if overBudget.withLock({ $0 }) { return (key, nil) }
        let start = DispatchTime.now().uptimeNanoseconds
        let rendered = renderer.render(page)
        summary.templateSeconds += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        switch rendered {
        case .success(let html):
            let file = PageFile(digest: try output.write(page.path, bytes: html), size: html.count)
            store.keep(file, .page, inputs: key)
            summary.pages += 1
            return (key, file)
        case .failure(let failure):
            summary.templateErrors += failure.errors
            if failure.errors.contains(where: \.isOverBudget) { overBudget.withLock { $0 = true } }
            return (key, nil)
        }
    }

    /// The diagnostics of a render the output stopped taking files in (``OutputFolder/stop``):
    /// the error that stopped it, once, with a note, in place of one line per file refused.
    static func collapsed(_ diagnostics: [Diagnostic], stoppedBy error: OutputError) -> [Diagnostic] {
        let stop = error.diagnostic
        var kept = diagnostics.filter { $0.id != "output.not-written" && $0 != stop }
        kept.append(
            .error(
                stop.id, stop.message, at: stop.location,
                notes: [.init("the build stopped writing the site at this error; the pages after it were not made")]))
        return kept
    }
}
