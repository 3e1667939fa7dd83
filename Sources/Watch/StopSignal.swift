import Foundation

/// Ctrl+C and SIGTERM, turned into a byte on a pipe the watch loop polls: the first asks the
/// loop to stop after the build that runs (so no build is cut short), a second one ends the
/// process at once (the next build removes what a cut-short build left, as after a kill).
enum StopSignal {
    nonisolated(unsafe) private static var pipeEnds: (read: Int32, write: Int32) = (-1, -1)
    nonisolated(unsafe) private static var received = 0

    /// Installs the handlers and returns the end of the pipe to poll.
    static func install() -> Int32 {
        if pipeEnds.read >= 0 { return pipeEnds.read }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        pipeEnds = (ends[0], ends[1])
        // A parent may start us with these signals blocked (Foundation's Process does).
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for number in [SIGINT, SIGTERM] {
            sigaddset(&unblock, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for number in [SIGINT, SIGTERM] {
            signal(number) { _ in
                StopSignal.received += 1
                if StopSignal.received > 1 { _exit(130) }
                var byte: UInt8 = 1
                _ = write(StopSignal.pipeEnds.write, &byte, 1)
            }
        }
        return pipeEnds.read
    }
}
