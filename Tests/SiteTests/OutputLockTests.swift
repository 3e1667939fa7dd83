import Dispatch
import Foundation
import TestSupport
import Testing

@testable import Site

/// The build lock closes its descriptor once, however it ends: a lock that could not be taken
/// used to close its descriptor a second time when it was freed, and by then that number could
/// be a file another thread had just opened (a build's manifest, in `catalog watch` tests, where
/// the background step holds the lock while the next build looks for changes).
@Suite struct OutputLockTests {
    @Test func aLockNotTakenNeverClosesAnotherThreadsFile() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/lock"
        let held = try OutputLock(path: path, output: "Public")
        let failures = Failures()
        let done = DispatchGroup()
        // One thread is refused the lock again and again; the other opens, writes and closes a
        // file as fast as it can, and must never find its descriptor closed under it.
        DispatchQueue.global().async(group: done) {
            for _ in 0..<200_000 { _ = try? OutputLock(path: path, output: "Public") }
        }
        DispatchQueue.global().async(group: done) {
            let byte: [UInt8] = [1]
            for round in 0..<200_000 {
                let file = open(folder.path + "/other", O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
                guard file >= 0 else { continue }
                for _ in 0..<4 where write(file, byte, 1) != 1 {
                    failures.add("round \(round): \(String(cString: strerror(errno)))")
                }
                close(file)
            }
        }
        done.wait()
        held.release()
        #expect(failures.all.isEmpty, "\(failures.all.prefix(3)) of \(failures.all.count)")
    }

    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ text: String) {
            lock.lock()
            list.append(text)
            lock.unlock()
        }
        var all: [String] {
            lock.lock()
            defer { lock.unlock() }
            return list
        }
    }
}
