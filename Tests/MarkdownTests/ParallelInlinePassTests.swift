import Foundation
import Testing

@testable import Markdown

/// Inline passes on many threads at once give what one thread gives: strikethroughs, tables
/// and autolinks included, with and without the extensions, which mark characters in one
/// process-wide table (see `InlinePassLock`).
@Suite struct ParallelInlinePassTests {
    static let documents: [(String, MarkdownOptions)] = (0..<64).map { index in
        let text = """
            Row \(index): ~~gone~~ and ~kept~, see www.example.org/\(index) or https://example.org.

            | a | b |
            |---|---|
            | \(index) | x~y~z |

            Plain: a|b, w: colon, `~code~`.
            """
        var options = MarkdownOptions()
        if index.isMultiple(of: 3) { options.extensions = [] }
        return (text, options)
    }

    @Test func passesOnManyThreadsGiveWhatOneThreadGives() {
        #expect(InlinePassLock.shared.interposed, "the program's function does not take the library's place")
        let alone = Self.documents.map { MarkdownRenderer.html($0.0, options: $0.1) }
        #expect(alone[1].contains("<del>gone</del>") && alone[1].contains("<table>") && alone[1].contains("<a href"))
        #expect(!alone[0].contains("<del>") && !alone[0].contains("<table>"))
        for _ in 0..<20 {
            let together = Locked(Array(repeating: "", count: Self.documents.count))
            DispatchQueue.concurrentPerform(iterations: Self.documents.count) { index in
                let html = MarkdownRenderer.html(Self.documents[index].0, options: Self.documents[index].1)
                together.withLock { $0[index] = html }
            }
            #expect(together.withLock { $0 } == alone)
        }
    }
}

/// A value behind a lock, for the threads above.
private final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
