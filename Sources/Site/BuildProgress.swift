import TextUtilities

/// Where a build is: the step it runs and, while it renders, how many pages of how many are
/// written. The executable draws it as one updating line on a terminal.
package struct BuildProgress: Sendable {
    /// Called from any thread, often: a reporter keeps its own pace.
    package typealias Reporter = @Sendable (BuildProgress) -> Void

    package let step: String
    package let done: Int
    package let total: Int

    package init(step: String, done: Int = 0, total: Int = 0) {
        self.step = step
        self.done = done
        self.total = total
    }

    /// Counts pages written by the rendering threads.
    final class Counter: Sendable {
        private let done = Locked(0)
        let total: Int
        let reporter: Reporter

        init(total: Int, reporter: @escaping Reporter) {
            self.total = total
            self.reporter = reporter
        }

        func pageDone() {
            let count = done.withLock {
                $0 += 1
                return $0
            }
            reporter(BuildProgress(step: "render", done: count, total: total))
        }
    }
}
