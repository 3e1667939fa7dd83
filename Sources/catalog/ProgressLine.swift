import Foundation
import Site

/// The one updating line a long build shows on a terminal: the step, and the pages written of
/// all. Drawn on standard error only when it is a terminal, only once the build has run for a
/// second, and at most ten times a second.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let enabled: Bool
    private let start = DispatchTime.now().uptimeNanoseconds
    private var lastDrawn: UInt64 = 0
    private var shown = false

    init(enabled: Bool) {
        self.enabled = enabled && isatty(STDERR_FILENO) == 1
    }

    var reporter: BuildProgress.Reporter? {
        guard enabled else { return nil }
        return { [self] progress in draw(progress) }
    }

    private func draw(_ progress: BuildProgress) {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.lock()
        defer { lock.unlock() }
        guard now - start >= 1_000_000_000, now - lastDrawn >= 100_000_000 || progress.done == progress.total
        else { return }
        lastDrawn = now
        shown = true
        let counts = progress.total > 0 ? " \(progress.done)/\(progress.total) pages" : ""
        FileHandle.standardError.write(Data("\r\u{1B}[K\(progress.step)…\(counts)".utf8))
    }

    /// Removes the line, so that what is printed next starts on a clean line.
    func clear() {
        lock.lock()
        defer { lock.unlock() }
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        shown = false
    }
}
