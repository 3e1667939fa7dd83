import Catalog
import Diagnostics

extension SiteBuild {
    /// Step 3: `swiftc -parse` over the sources, in processes of its own while the site
    /// renders; sources the same compiler accepted in an earlier build are not parsed again.
    func startSourceCheck(_ input: Input, destination: OutputDestination?, _ run: inout BuildRun) -> SourceCheck {
        let compiler = options.checkSwiftSyntax ? SwiftSyntaxCheck.findCompiler() : nil
        run.report.swiftCompiler = compiler
        guard let compiler else { return SourceCheck(work: nil, cache: nil, sources: []) }
        let cache = destination.map { SwiftParseCache(stateFolder: $0.statePath, compiler: compiler) }
        let sources = input.content.swiftSources
        let pending = sources.filter { cache?.needsParsing($0) ?? true }
        let timeout = options.swiftTimeout
        let work = BackgroundWork { SwiftSyntaxCheck(compiler: compiler, timeout: timeout).check(pending) }
        return SourceCheck(work: work, cache: cache, sources: sources)
    }

    /// A source check under way.
    struct SourceCheck {
        let work: BackgroundWork<[Diagnostic]>?
        let cache: SwiftParseCache?
        let sources: [SwiftSource]

        /// What the compiler said; waits for it.
        func wait() -> [Diagnostic] { work?.wait() ?? [] }

        /// Records the sources as parsed when the whole run is clean: a compiler that could not
        /// run leaves a warning, and nothing is recorded then. With `creatingCache` false
        /// (`check`), the cache is written only into a state folder a build already made.
        func recordIfClean(_ diagnostics: [Diagnostic], creatingCache: Bool) {
            guard !diagnostics.hasErrors, wait().isEmpty else { return }
            cache?.save(sources, creating: creatingCache)
        }
    }
}
