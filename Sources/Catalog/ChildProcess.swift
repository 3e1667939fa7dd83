import CSystem
import Foundation

/// Runs an outside program with a deadline, collecting what it prints on each stream.
///
/// The child gets a process group of its own, so that stopping it also stops whatever it
/// started; a child that exits while something it started still holds the output pipe is not
/// waited for beyond a short grace.
enum ChildProcess {
    enum Ending: Equatable {
        case exited(Int32)
        case signaled(Int32)
        case timedOut
        case couldNotStart(Int32)
    }

    struct Outcome {
        var ending: Ending
        /// What the program printed on standard output.
        var output: [UInt8]
        /// What it printed on standard error.
        var errors: [UInt8] = []
    }

    /// - Parameters:
    ///   - outputLimit: how many bytes of standard output are kept; past it the rest is read
    ///     and dropped (standard error keeps 16 MiB).
    ///   - input: what the program reads on standard input; nil for `/dev/null`.
    static func run(
        _ executable: String, _ arguments: [String], timeout: Double, outputLimit: Int = 16 << 20,
        input: [UInt8]? = nil
    ) -> Outcome {
        var inputFile: Int32 = -1
        if let input {
            inputFile = Self.file(holding: input)
            guard inputFile >= 0 else { return Outcome(ending: .couldNotStart(errno), output: []) }
        }
        defer { if inputFile >= 0 { close(inputFile) } }
        var pipe: [Int32] = [0, 0]
        var errorPipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { return Outcome(ending: .couldNotStart(errno), output: []) }
        guard Glibc.pipe(&errorPipe) == 0 else {
            close(pipe[0])
            close(pipe[1])
            return Outcome(ending: .couldNotStart(errno), output: [])
        }
        defer {
            close(pipe[0])
            close(errorPipe[0])
        }
        switch spawn(executable, arguments, input: inputFile, output: pipe, errors: errorPipe) {
        case .failure(let error): return Outcome(ending: .couldNotStart(error.code), output: [])
        case .success(let pid): return collect(pid, from: [pipe[0], errorPipe[0]], timeout: timeout, outputLimit: outputLimit)
        }
    }

    private struct SpawnError: Error {
        let code: Int32
    }

    /// A descriptor of a file in memory that holds `bytes`, read from its start; a file in
    /// memory, not a pipe, so that a program that stops reading early cannot stop this one with
    /// SIGPIPE. An unlinked temporary file where the kernel has no files in memory.
    private static func file(holding bytes: [UInt8]) -> Int32 {
        var descriptor = catalog_memory_file("catalog-input")
        if descriptor < 0 {
            var template = Array((NSTemporaryDirectory() + "/catalog-input-XXXXXX").utf8CString)
            descriptor = mkstemp(&template)
            guard descriptor >= 0 else { return -1 }
            unlink(template)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                close(descriptor)
                return -1
            }
            written += count
        }
        lseek(descriptor, 0, SEEK_SET)
        return descriptor
    }

    /// Starts `executable` in a process group of its own, standard input from `input` (or
    /// `/dev/null` when it is -1) and its output and errors into the write ends of the pipes,
    /// which are closed here.
    private static func spawn(
        _ executable: String, _ arguments: [String], input: Int32, output: [Int32], errors: [Int32]
    ) -> Result<pid_t, SpawnError> {
        // Other threads may spawn at the same moment: the ends must not leak into their children.
        for end in output + errors { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if input >= 0 {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        close(output[1])
        close(errors[1])
        return spawned == 0 ? .success(pid) : .failure(SpawnError(code: spawned))
    }

    /// Reads the child's output and errors until it ends and both are closed (or a second after
    /// it ended), and stops its whole group at the deadline.
    private static func collect(_ pid: pid_t, from streams: [Int32], timeout: Double, outputLimit: Int) -> Outcome {
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        var kept: [[UInt8]] = [[], []]
        let limits = [outputLimit, 16 << 20]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var ending: Ending?
        var exitedAt: Double?
        var open = [true, true]
        var endOfOutput: Bool { !open[0] && !open[1] }
        while true {
            if ending == nil {
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid {
                    ending = Self.ending(status)
                    exitedAt = elapsed()
                }
            }
            if ending != nil && (endOfOutput || elapsed() - (exitedAt ?? 0) > 1) { break }
            if ending == nil && elapsed() > timeout {
                kill(-pid, SIGKILL)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
                return Outcome(ending: .timedOut, output: kept[0], errors: kept[1])
            }
            if endOfOutput {
                usleep(5_000)
                continue
            }
            var pollers = (0..<2).map { pollfd(fd: open[$0] ? streams[$0] : -1, events: Int16(POLLIN), revents: 0) }
            guard poll(&pollers, 2, 20) > 0 else { continue }
            for stream in 0..<2 where open[stream] && pollers[stream].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(streams[stream], $0.baseAddress!, $0.count) }
                if count > 0 {
                    // A compiler that prints without end is stopped by the deadline, not by memory.
                    kept[stream] += buffer.prefix(max(0, min(count, limits[stream] - kept[stream].count)))
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    open[stream] = false
                }
            }
        }
        // Whatever the child left running in its group goes with it.
        kill(-pid, SIGKILL)
        return Outcome(ending: ending ?? .timedOut, output: kept[0], errors: kept[1])
    }

    private static func ending(_ status: Int32) -> Ending {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }
}
