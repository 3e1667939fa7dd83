import Foundation

/// What each page said to the index of each language in the last build of a long-running
/// process (`catalog watch`): its stems with their scores and its words with their stems. A
/// page whose search document is equal (every field's text, kind and language, its facets) is
/// not cut into words and stemmed again. Entries the last build did not use are dropped.
public final class SearchAnalysisCache: @unchecked Sendable {
    struct Key: Hashable {
        let document: SearchDocument
        let language: String
    }

    /// One page's part of an index.
    struct Analysis {
        /// Each stem of the page with its score, in the order first met.
        var stems: [(stem: String, score: Double)] = []
        /// Each word of the page with a stem it has (a word in two languages may have two).
        var words: [(word: String, stem: String)] = []
    }

    private let lock = NSLock()
    private var entries: [Key: Analysis] = [:]
    private var used: Set<Key> = []
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
        used = []
        counts = (0, 0)
        lock.unlock()
    }

    public func finishBuild() {
        lock.lock()
        entries = entries.filter { used.contains($0.key) }
        lock.unlock()
    }

    func analysis(_ document: SearchDocument, language: String, analyse: () -> Analysis) -> Analysis {
        let key = Key(document: document, language: language)
        lock.lock()
        used.insert(key)
        if let known = entries[key] {
            counts.reused += 1
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = analyse()
        lock.lock()
        entries[key] = made
        counts.analysed += 1
        lock.unlock()
        return made
    }
}
