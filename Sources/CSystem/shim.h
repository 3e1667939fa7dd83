// Linux system calls that Glibc declares no wrapper for, as small inline functions Swift can
// call (Swift cannot call the variadic `syscall`).
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef SYS_openat2
#define SYS_openat2 437
#endif

// The argument of openat2(2), as <linux/openat2.h> declares it (kept here so that the
// header is not needed to build).
struct catalog_open_how {
    uint64_t flags;
    uint64_t mode;
    uint64_t resolve;
};

// O_PATH, which Glibc declares only under _GNU_SOURCE: a descriptor that names a file
// without opening it for reading.
#define CATALOG_O_PATH 010000000

// RESOLVE_NO_MAGICLINKS, RESOLVE_NO_SYMLINKS and RESOLVE_BENEATH from <linux/openat2.h>.
#define CATALOG_RESOLVE_NO_MAGICLINKS 0x02
#define CATALOG_RESOLVE_NO_SYMLINKS 0x04
#define CATALOG_RESOLVE_BENEATH 0x08

// Opens `path` relative to the folder `folder` with `flags`, following symbolic links only
// while they stay inside that folder: the kernel refuses a path that leaves it (EXDEV), an
// absolute link included. Fails with ENOSYS, EPERM or EINVAL where the kernel has no openat2
// (before Linux 5.6) or a sandbox forbids it.
static inline int catalog_open_beneath(int folder, const char *path, int flags) {
    struct catalog_open_how how = {0};
    how.flags = (uint64_t)(unsigned int)flags;
    how.resolve = CATALOG_RESOLVE_BENEATH | CATALOG_RESOLVE_NO_MAGICLINKS;
    return (int)syscall(SYS_openat2, folder, path, &how, sizeof how);
}

// Like catalog_open_beneath, but fails (ELOOP) when any part of `path` is a symbolic link:
// what opens is then exactly the path written.
static inline int catalog_open_beneath_without_links(int folder, const char *path, int flags) {
    struct catalog_open_how how = {0};
    how.flags = (uint64_t)(unsigned int)flags;
    how.resolve = CATALOG_RESOLVE_BENEATH | CATALOG_RESOLVE_NO_SYMLINKS;
    return (int)syscall(SYS_openat2, folder, path, &how, sizeof how);
}


#ifndef SYS_memfd_create
#define SYS_memfd_create 319
#endif

// A file that lives in memory only (memfd_create(2)), closed on exec, for a child process to
// read as its standard input; -1 with errno where the kernel has none (before Linux 3.17).
static inline int catalog_memory_file(const char *name) {
    return (int)syscall(SYS_memfd_create, name, 1u /* MFD_CLOEXEC */);
}

// ThreadSanitizer's annotations of a happens-before edge at `address`, called when the program
// is built with `-sanitize=thread` and doing nothing otherwise (the runtime's symbols are weak
// here, null without it). ThreadSanitizer sees no synchronization in Swift's `Mutex` on Linux,
// whose lock is a futex, so `Locked` states it.
void __tsan_acquire(void *address) __attribute__((weak));
void __tsan_release(void *address) __attribute__((weak));

static inline void catalog_tsan_acquire(void *address) {
    if (__tsan_acquire) __tsan_acquire(address);
}

static inline void catalog_tsan_release(void *address) {
    if (__tsan_release) __tsan_release(address);
}

// memmem(3), which Glibc declares only under _GNU_SOURCE: the offset of the first occurrence
// of `wanted` in `text`, or -1. Glibc's search is vectorised and linear in the text.
#include <stddef.h>
void *memmem(const void *text, size_t count, const void *wanted, size_t wantedCount);

static inline long catalog_find_bytes(const void *text, size_t count, const void *wanted, size_t wantedCount) {
    const char *found = (const char *)memmem(text, count, wanted, wantedCount);
    return found ? (long)(found - (const char *)text) : -1;
}
