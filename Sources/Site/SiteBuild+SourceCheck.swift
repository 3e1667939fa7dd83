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
        guard let compiler else { return SourceCheck(work: nil, cache: nil, sources: []) }
        let cache = destination.map { SwiftParseCache(stateFolder: $0.statePath, compiler: compiler) }
        let sources = input.content.swiftSources
        let pending = sources.filter { cache?.needsParsing($0) ?? true }
        let timeout = options.swiftTimeout
        let work = BackgroundWork { SwiftSyntaxCheck(compiler: compiler, timeout: timeout).checkAndRead(pending) }
        return SourceCheck(work: work, cache: cache, sources: sources)
    }

    /// A source check under way.
    struct SourceCheck {
        let work: BackgroundWork<SwiftSyntaxCheck.Result>?
        let cache: SwiftParseCache?
        let sources: [SwiftSource]

        /// True when a compiler runs (or ran) over the sources.
        var compilerFound: Bool { work != nil }

        /// What the compiler said; waits for it.
        func wait() -> [Diagnostic] { work?.wait().diagnostics ?? [] }

        /// Every source's surface by display path: from the cache, or read from this run's
        /// parse trees. Waits for the compiler.
        func surfaces() -> [String: SwiftSurface] {
            var result = work?.wait().surfaces ?? [:]
            for source in sources where result[source.displayPath] == nil {
                if let cached = cache?.known[source.textHash] { result[source.displayPath] = cached }
            }
            return result
        }

        /// Records the sources the compiler accepted when it reported nothing: a compiler that
        /// could not run leaves a warning, and nothing is recorded then. With `creatingCache`
        /// false (`check`), the cache is written only into a state folder a build already made.
        func recordIfClean(creatingCache: Bool) {
            guard let cache, wait().isEmpty else { return }
            let byPath = surfaces()
            var byHash: [UInt64: SwiftSurface] = [:]
            for source in sources { if let surface = byPath[source.displayPath] { byHash[source.textHash] = surface } }
            cache.save(byHash, creating: creatingCache)
        }
    }
}
