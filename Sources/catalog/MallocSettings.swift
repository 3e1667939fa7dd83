import Foundation

/// glibc's allocator settings for the commands that build: its per-thread cache holds up to
/// 1,024 freed blocks of each size instead of 7, and its heap is backed by transparent huge
/// pages where the kernel allows them (`madvise` mode, Debian's default). A build allocates
/// and frees millions of small blocks from several threads, so a larger cache of freed blocks
/// saves CPU time without raising the peak memory.
///
/// Blocks of 128 KiB and more are mapped on their own and given back when freed
/// (`mmap_threshold`): glibc's default starts there but raises itself up to 32 MiB after the
/// first large block freed, after which large buffers, such as a listing page's, stay in the
/// heap and raise the peak of every later stage.
///
/// At most four arenas (`arena_max`; glibc's default is eight per core): the threads of a
/// build share them rather than each leaving freed memory in an arena of its own. Fewer
/// arenas would make the threads wait for them.
///
/// The settings change no byte of the site; `make bench` measures their effect
/// (docs/performance.md).
///
/// glibc reads its settings (`GLIBC_TUNABLES`) only when a program starts, so the command
/// starts itself again with them, once, before doing anything else. A `GLIBC_TUNABLES` already
/// set, even empty, is left alone: that is how to build with glibc's defaults (or under a tool
/// such as valgrind, which would not follow the restart).
enum MallocSettings {
    static let tunables =
        "glibc.malloc.tcache_count=1024:glibc.malloc.hugetlb=1:glibc.malloc.mmap_threshold=131072:glibc.malloc.arena_max=4"

    /// Restarts the program with ``tunables`` unless `GLIBC_TUNABLES` is set; returns when it
    /// is, or when the restart cannot be made (the command then runs with the defaults).
    static func restartWithTunables() {
        guard getenv("GLIBC_TUNABLES") == nil else { return }
        setenv("GLIBC_TUNABLES", tunables, 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        unsetenv("GLIBC_TUNABLES")
    }

    /// The settings in force, for `--timings`.
    static func describe() -> String {
        guard let set = getenv("GLIBC_TUNABLES").map({ String(cString: $0) }) else { return "glibc's defaults" }
        if set == tunables { return "GLIBC_TUNABLES=\(set)" }
        return set.isEmpty ? "glibc's defaults (GLIBC_TUNABLES set empty)" : "GLIBC_TUNABLES=\(set), as set before the start"
    }
}
