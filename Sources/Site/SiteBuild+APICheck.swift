import API
import Catalog
import Diagnostics

extension SiteBuild {
    /// Step: compares every component's API table and timeline block with its Swift sources,
    /// once the compiler has read them. Skipped with a warning when there is no compiler.
    func checkAPI(_ catalog: Catalog, _ sources: SourceCheck, _ run: inout BuildRun) {
        guard options.checkSwiftSyntax else { return }
        guard sources.compilerFound else {
            run.diagnostics.append(
                .warning(
                    "api.drift-skipped",
                    "swiftc is not on PATH: the API tables and timelines were not compared with the Swift sources",
                    at: SourceLocation(path: options.contentFolder)))
            return
        }
        options.reuse?.startDriftCheck()
        defer { options.reuse?.finishDriftCheck() }
        run.diagnostics += DriftCheck(
            catalog: catalog, surface: { sources.surface($0) }, hasSurface: { sources.hasSurface($0) },
            reuse: options.reuse, compilerStamp: sources.compilerStamp
        ).diagnostics()
    }
}
