import Catalog
import Diagnostics
import SwiftDump

/// Parses the Swift sources with `swiftc` (``SwiftSyntaxCheck``) in the background while the
/// pages are made, and reads each one's API surface from the parse tree. A source parsed
/// without an error keeps its surface in the store by the digest of its text and the
/// compiler's stamp: it is not parsed again until one of them changes. So does each call site
/// a component page shows under Usage (declared in the page, or cut from a `#Preview`), which
/// is parsed in the same `swiftc` processes as the sources.
final class SourceSurfaceStage: Sendable {
    private let work: BackgroundWork<SwiftSyntaxCheck.Result>?
    private let kept: [String: SwiftSurface]
    private let store: ArtifactStore
    private let keys: [String: UInt64]
    /// The `swiftc` found on `PATH`, or nil: the check did not run.
    let compiler: String?

    init(_ sources: [SwiftSource], compiler: String?, timeout: Double, store: ArtifactStore) {
        self.compiler = compiler
        self.store = store
        guard let compiler else {
            work = nil
            kept = [:]
            keys = [:]
            return
        }
        let stamp = InputStage.fileStamp(compiler)
        var keys: [String: UInt64] = [:]
        var kept: [String: SwiftSurface] = [:]
        var pending: [SwiftSource] = []
        for source in sources {
            var hash = StableDigest()
            hash.add(stamp)
            hash.add(source.textHash)
            keys[source.identity] = hash.value
            if let surface: SwiftSurface = store.lookUp(.sourceSurface, inputs: hash.value) {
                kept[source.identity] = surface
            } else {
                pending.append(source)
            }
        }
        self.keys = keys
        self.kept = kept
        let pendingSources = pending
        work = BackgroundWork { SwiftSyntaxCheck(compiler: compiler, timeout: timeout).checkAndRead(pendingSources) }
    }

    /// Waits for the check; its errors.
    func finish() -> [Diagnostic] {
        guard let result = work?.wait() else { return [] }
        for (identity, surface) in result.surfaces where !result.failed.contains(identity) {
            if let key = keys[identity] { store.keep(surface, .sourceSurface, inputs: key) }
        }
        return result.diagnostics
    }

    /// The surface of the source shown as `displayPath` (a source's ``SwiftSource/identity``),
    /// nil when it could not be read.
    func surface(_ displayPath: String) -> SwiftSurface? {
        kept[displayPath] ?? work?.wait().surfaces[displayPath]
    }
}
