import Catalog
import Diagnostics
import SwiftDump

extension SiteBuild {
    /// Step 3: `swiftc -frontend -dump-parse` over the sources, in processes of its own while
    /// the site renders; sources the same compiler accepted in an earlier build are not parsed
    /// again, their surfaces coming from the cache.
    func startSourceCheck(_ input: Input, destination: OutputDestination?, _ run: inout BuildRun) -> SourceCheck {
        let compiler = options.checkSwiftSyntax ? SwiftSyntaxCheck.findCompiler() : nil
        run.report.swiftCompiler = compiler
        guard let compiler else { return SourceCheck(work: nil, cache: nil, sources: [], hashes: [:]) }
        let cache = destination.map { SwiftParseCache(stateFolder: $0.statePath, compiler: compiler) }
        let sources = input.content.swiftSources
        let pending = sources.filter { cache?.needsParsing($0) ?? true }
        let timeout = options.swiftTimeout
        let work = BackgroundWork { SwiftSyntaxCheck(compiler: compiler, timeout: timeout).checkAndRead(pending) }
        return SourceCheck(
            work: work, cache: cache, sources: sources,
            hashes: Dictionary(sources.map { ($0.displayPath, $0.textHash) }, uniquingKeysWith: { first, _ in first }))
    }

    /// A source check under way.
    struct SourceCheck {
        let work: BackgroundWork<SwiftSyntaxCheck.Result>?
        let cache: SwiftParseCache?
        let sources: [SwiftSource]
        /// Each source's text hash by display path.
        let hashes: [String: UInt64]

        /// True when a compiler runs (or ran) over the sources.
        var compilerFound: Bool { work != nil }

        /// What names the compiler whose surfaces these are (its path, time and the cache's
        /// format), for keys of what is derived from them.
        var compilerStamp: String? { cache?.compilerStamp }

        /// What the compiler said; waits for it.
        func wait() -> [Diagnostic] { work?.wait().diagnostics ?? [] }

        /// The surface of the source at `displayPath`: read from this run's parse trees, or
        /// kept by the cache. Waits for the compiler.
        func surface(_ displayPath: String) -> SwiftSurface? {
            if let parsed = work?.wait().surfaces[displayPath] { return parsed }
            guard let hash = hashes[displayPath] else { return nil }
            return cache?.surface(hash)
        }

        /// Whether the source at `displayPath` has a surface (``surface(_:)``), without
        /// decoding it.
        func hasSurface(_ displayPath: String) -> Bool {
            if work?.wait().surfaces[displayPath] != nil { return true }
            guard let hash = hashes[displayPath] else { return false }
            return cache?.lines[hash] != nil
        }

        /// Records the sources the compiler accepted when it reported nothing: a compiler that
        /// could not run leaves a warning, and nothing is recorded then. With `creatingCache`
        /// false (`check`), the cache is written only into a state folder a build already made.
        func recordIfClean(creatingCache: Bool) {
            guard let cache, wait().isEmpty else { return }
            let parsedByPath = work?.wait().surfaces ?? [:]
            var parsed: [UInt64: SwiftSurface] = [:]
            for source in sources { if let surface = parsedByPath[source.displayPath] { parsed[source.textHash] = surface } }
            cache.save(hashes: Set(sources.map(\.textHash)), parsed: parsed, creating: creatingCache)
        }
    }
}
