import Foundation
import Testing

/// The commands that build start themselves again with glibc's allocator settings
/// (`MallocSettings` in the executable), unless `GLIBC_TUNABLES` is already set; either way
/// the site is the same.
@Suite struct MallocSettingsTests {
    static let tuned = "glibc.malloc.tcache_count=1024:glibc.malloc.hugetlb=1:glibc.malloc.mmap_threshold=131072:glibc.malloc.arena_max=4"

    @Test func buildRestartsWithTheSettingsAndWritesTheSameSiteWithout() throws {
        let workspace = Workspace()
        let tuned = try workspace.catalog(
            ["build", "--no-swift-check", "--timings", "--output", "Tuned"], removing: ["GLIBC_TUNABLES"])
        #expect(tuned.status == 0, "\(tuned.standardError)")
        #expect(tuned.standardOutput.contains("  allocator: GLIBC_TUNABLES=\(Self.tuned)\n"), "\(tuned.standardOutput)")

        let plain = try workspace.catalog(
            ["build", "--no-swift-check", "--timings", "--output", "Plain"], environment: ["GLIBC_TUNABLES": ""])
        #expect(plain.status == 0, "\(plain.standardError)")
        #expect(plain.standardOutput.contains("  allocator: glibc's defaults (GLIBC_TUNABLES set empty)\n"))

        let own = try workspace.catalog(
            ["build", "--no-swift-check", "--timings", "--output", "Own"],
            environment: ["GLIBC_TUNABLES": "glibc.malloc.tcache_count=9"])
        #expect(own.status == 0, "\(own.standardError)")
        #expect(own.standardOutput.contains("  allocator: GLIBC_TUNABLES=glibc.malloc.tcache_count=9, as set before"))

        let snapshot = workspace.snapshot()
        let tunedFiles = snapshot.filter { $0.key.hasPrefix("Tuned/") }
        let plainFiles = snapshot.filter { $0.key.hasPrefix("Plain/") }
        #expect(tunedFiles.count > 10)
        #expect(
            Dictionary(uniqueKeysWithValues: tunedFiles.map { (String($0.key.dropFirst(6)), $0.value) })
                == Dictionary(uniqueKeysWithValues: plainFiles.map { (String($0.key.dropFirst(6)), $0.value) }))
    }
}
