import Foundation
import Site
import TextUtilities

/// The one updating line a long build shows on a terminal: the step, and the pages written of
/// all. Drawn on standard error only when it is a terminal, only once the build has run for a
/// second, and at most ten times a second.
final class ProgressLine: Sendable {
    private let enabled: Bool
    private let start = DispatchTime.now().uptimeNanoseconds
    /// When the line was last drawn, and whether it is showing.
    private let state = Locked<(lastDrawn: UInt64, shown: Bool)>((0, false))

    init(enabled: Bool) {
        self.enabled = enabled && isatty(STDERR_FILENO) == 1
    }

    var reporter: BuildProgress.Reporter? {
        guard enabled else { return nil }
        return { [self] progress in draw(progress) }
    }

    private func draw(_ progress: BuildProgress) {
        let now = DispatchTime.now().uptimeNanoseconds
        state.withLock { state in
            guard now - start >= 1_000_000_000,
                now - state.lastDrawn >= 100_000_000 || progress.done == progress.total
            else { return }
            state = (now, true)
            let counts = progress.total > 0 ? " \(progress.done)/\(progress.total) pages" : ""
            FileHandle.standardError.write(Data("\r\u{1B}[K\(progress.step)…\(counts)".utf8))
        }
    }

    /// Removes the line, so that what is printed next starts on a clean line.
    func clear() {
        state.withLock { state in
            if state.shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            state.shown = false
        }
    }
}
