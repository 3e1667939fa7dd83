import Foundation
import TextUtilities

/// What each page said to the index of each language in the last build of a long-running
/// process (`catalog watch`): its stems with their scores and its words with their stems. A
/// page whose search document is equal (every field's text, kind and language, its facets) is
/// not cut into words and stemmed again. Entries the last build did not use are dropped.
public final class SearchAnalysisCache: @unchecked Sendable {
    /// A page in the index of a language. Hashed by its address and language only (one page
    /// each), compared field by field by bytes: hashing whole documents with Swift's
    /// normalizing `String` hash was a tenth of a `catalog watch` rebuild (`perf`).
    struct Key: Hashable {
        let document: SearchDocument
        let language: String

        static func == (a: Key, b: Key) -> Bool {
            a.language == b.language && a.document.isSameBytes(as: b.document)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(language)
            hasher.combine(document.url)
        }
    }

    /// One page's part of an index.
    struct Analysis: Sendable {
        /// Each stem of the page with its score, in the order first met.
        var stems: [(stem: String, score: Double)] = []
        /// Each word of the page with a stem it has (a word in two languages may have two).
        var words: [(word: String, stem: String)] = []
    }

    private let lock = ShortLock()
    private var entries = BuildScopedCache<Key, Analysis>()
    private var counts = (reused: 0, analysed: 0)

    public init() {}

    /// Pages reused and analysed since ``startBuild()``.
    public var lastBuild: (reused: Int, analysed: Int) {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    public func startBuild() {
        lock.lock()
        entries.startBuild()
        counts = (0, 0)
        lock.unlock()
    }

    public func finishBuild() {
        lock.lock()
        entries.finishBuild()
        lock.unlock()
    }

    func analysis(_ document: SearchDocument, language: String, analyse: () -> Analysis) -> Analysis {
        let key = Key(document: document, language: language)
        lock.lock()
        if let known = entries.use(key) {
            counts.reused += 1
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = analyse()
        lock.lock()
        entries.keep(made, for: key)
        counts.analysed += 1
        lock.unlock()
        return made
    }
}
