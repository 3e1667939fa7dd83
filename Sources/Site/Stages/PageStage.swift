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

    /// What a render produced.
    struct Summary: Sendable {
        var pages = 0
        /// Pages taken from the replaced output by their key.
        var keptPages = 0
        /// Time spent inside the template engine, summed over threads.
        var templateSeconds = 0.0
        /// Seconds of each kind of job, summed over threads (`--timings`).
        var jobSeconds: [String: Double] = [:]
        var diagnostics: [Diagnostic] = []
        var templateErrors: [MustacheError] = []

        mutating func add(_ other: Summary) {
            pages += other.pages
            keptPages += other.keptPages
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

    func run() -> Summary {
        let counter = progress.map { BuildProgress.Counter(total: renderer.pageCount, reporter: $0) }
        let results = ParallelMap.map(renderer.jobs) { job in
            var summary = Summary()
            let start = DispatchTime.now().uptimeNanoseconds
            renderer.files(of: job) { file in
                // A full disk refuses every file after the first: the rest is not made.
                if output.stop == nil { take(file, into: &summary, counter: counter) }
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

    private func take(_ file: SiteRenderer.SiteFile, into summary: inout Summary, counter: BuildProgress.Counter?) {
        do throws(OutputError) {
            switch file {
            case .page(let page):
                try write(page, into: &summary)
                counter?.pageDone()
            case .text(let path, let text): try output.write(path, text)
            case .bytes(let path, let bytes): try output.write(path, bytes: bytes)
            case .searchIndex(let language):
                try SearchIndexStage(feed: renderer.searchFeed, output: output, store: store).write(language)
            }
        } catch {
            summary.diagnostics.append(error.diagnostic)
        }
    }

    private func write(_ page: any PageContext, into summary: inout Summary) throws(OutputError) {
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
            return
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let rendered = renderer.render(page)
        summary.templateSeconds += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        switch rendered {
        case .success(let html):
            let digest = try output.write(page.path, bytes: html)
            store.keep(PageFile(digest: digest, size: html.count), .page, inputs: key)
            summary.pages += 1
        case .failure(let failure):
            summary.templateErrors += failure.errors
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
