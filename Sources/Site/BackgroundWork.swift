import Catalog
import Dispatch
import Foundation

/// Work started on another thread whose result is collected later.
final class BackgroundWork<Result: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result?

    init(_ work: @escaping @Sendable () -> Result) {
        DispatchQueue.global().async {
            self.result = work()
            self.done.signal()
        }
    }

    /// Waits for the work to finish and returns what it made.
    func wait() -> Result {
        done.wait()
        done.signal()
        return result!
    }
}
