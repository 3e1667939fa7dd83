import Foundation
import TestSupport
import Testing

/// A small tmpfs stands for a full disk. Mounting needs root; elsewhere the tests are skipped
/// and say so.
@Suite(.serialized) struct FullDiskTests {
    static let canMount: Bool = {
        guard getuid() == 0 else { return false }
        let probe = Workspace(catalog: false)
        defer { _ = try? Workspace.run("/bin/umount", [probe.path], in: "/") }
        return (try? Workspace.run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.path], in: "/"))?
            .status == 0
    }()

    @Test(.enabled(if: canMount, "mounting a small tmpfs needs root"))
    func buildOnAFullDiskFailsAndLeavesTheOldSiteWhole() throws {
        let workspace = Workspace()
        // Room for two sites and the build's store (`.Public.catalog/store/`) when the filler is gone.
        let disk = try smallDisk(in: workspace)
        defer { _ = try? Workspace.run("/bin/umount", [disk], in: "/") }
        let first = try workspace.catalog(["build", "--no-swift-check", "--output", "disk/Public"])
        try #require(first.status == 0, "\(first.standardError)")
        let old = workspace.snapshot().filter { $0.key.hasPrefix("disk/Public") }
        try fillButAFewKilobytes(disk)
        // A footer that every page shows: every page must be written anew, which needs room
        // (files with the old bytes would be linked from the old site and need none).
        workspace.write(
            "Templates/partials/footer.mustache",
            workspace.read("Templates/partials/footer.mustache") + "<p>A line every page has now.</p>\n")
        let failed = try workspace.catalog(["build", "--no-swift-check", "--output", "disk/Public"])
        #expect(failed.status == 1)
        // One error for the full disk, not one per file the build could not write.
        #expect(failed.diagnostics.count == 1, "\(failed.standardError)")
        #expect(failed.diagnostics.first?.contains("error: cannot ") == true, "\(failed.standardError)")
        #expect(failed.diagnostics.first?.hasSuffix(": No space left on device") == true, "\(failed.standardError)")
        #expect(
            failed.standardError.contains("note: the build stopped writing the site at this error"),
            "\(failed.standardError)")
        #expect(workspace.snapshot().filter { $0.key.hasPrefix("disk/Public") } == old)
        _ = try Workspace.run("/bin/rm", ["-f", "\(disk)/filler"], in: "/")
        let again = try workspace.catalog(["build", "--no-swift-check", "--output", "disk/Public"])
        #expect(again.status == 0, "\(again.standardError) \(again.standardOutput)")
        let state = try FileManager.default.contentsOfDirectory(atPath: disk + "/.Public.catalog")
        #expect(Set(state).isSubset(of: [".catalog-state", "lock", "store", "former"]))
    }

    /// A mount point cannot take part in a rename: the build says so before it reads anything,
    /// and names a folder inside it to use instead.
    @Test(.enabled(if: canMount, "mounting a small tmpfs needs root"))
    func aMountPointAsTheOutputIsRefusedWithAWayOut() throws {
        let workspace = Workspace()
        let disk = try smallDisk(in: workspace)
        defer { _ = try? Workspace.run("/bin/umount", [disk], in: "/") }
        let refused = try workspace.catalog(["build", "--no-swift-check", "--output", "disk"])
        #expect(refused.status == 1)
        #expect(
            refused.diagnostics == [
                "disk:1:1: error: the output folder is a mount point (a volume or a tmpfs), which cannot be swapped with the new site in one step; give a folder inside it, such as 'disk/site'"
            ], "\(refused.standardError)")
        let inside = try workspace.catalog(["build", "--no-swift-check", "--output", "disk/site"])
        #expect(inside.status == 0, "\(inside.standardError)")
    }

    /// The new site is made in the state folder and renamed into the output: a state folder on
    /// another file system is refused before anything is built, not at the swap with a bare
    /// EXDEV, and the output is left as it was.
    @Test(.enabled(if: canMount, "mounting a small tmpfs needs root"))
    func aStateFolderThatIsAMountPointIsRefusedBeforeTheBuild() throws {
        let workspace = Workspace()
        #expect(try workspace.catalog(["build", "--no-swift-check"]).status == 0)
        let state = workspace.path + "/.Public.catalog"
        #expect(try Workspace.run("/bin/mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", state], in: "/").status == 0)
        defer { _ = try? Workspace.run("/bin/umount", [state], in: "/") }
        let before = workspace.snapshot(excluding: [".Public.catalog"])
        workspace.write(HostileCorpus.componentPage, workspace.read(HostileCorpus.componentPage) + "\nAn edit.\n")
        let refused = try workspace.catalog(["build", "--no-swift-check"])
        #expect(refused.status == 1)
        #expect(
            refused.diagnostics == [
                ".Public.catalog:1:1: error: the build's state folder is a mount point (a volume or a tmpfs): the new site is made in it and moved into the output in one step, which cannot cross file systems; unmount it, and the build makes it again beside the output"
            ], "\(refused.standardError)")
        #expect(
            workspace.snapshot(excluding: [".Public.catalog", "Content"])
                == before.filter { !$0.key.hasPrefix("Content") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: state).allSatisfy { !$0.hasPrefix("building") })
    }

    @Test(.enabled(if: canMount, "mounting a small tmpfs needs root"))
    func newComponentOnAFullDiskLeavesNoHalfMadeFolder() throws {
        let workspace = Workspace(catalog: false)
        let disk = workspace.path + "/disk"
        workspace.makeFolder("disk")
        #expect(try Workspace.run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", disk], in: "/").status == 0)
        defer { _ = try? Workspace.run("/bin/umount", [disk], in: "/") }
        workspace.write("disk/Content/site.yml", SmallCatalog.site)
        workspace.makeFolder("disk/Content/components")
        _ = try Workspace.run("/bin/dd", ["if=/dev/zero", "of=\(disk)/filler", "bs=1k"], in: "/")
        let failed = try workspace.catalog(["new", "component", "my-thing", "--content", "disk/Content"])
        #expect(failed.status == 1)
        #expect(
            failed.diagnostics.first?.hasPrefix("disk/Content/components/my-thing:1:1: error: cannot write:") == true,
            "\(failed.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk + "/Content/components") == [])
        _ = try Workspace.run("/bin/rm", ["-f", "\(disk)/filler"], in: "/")
        #expect(try workspace.catalog(["new", "component", "my-thing", "--content", "disk/Content"]).status == 0)
    }

    /// A 2 MiB tmpfs mounted at `disk/` in `workspace`; its path.
    private func smallDisk(in workspace: Workspace) throws -> String {
        let disk = workspace.path + "/disk"
        workspace.makeFolder("disk")
        #expect(try Workspace.run("/bin/mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", disk], in: "/").status == 0)
        return disk
    }

    /// Fills `disk` but for a few kilobytes.
    private func fillButAFewKilobytes(_ disk: String) throws {
        _ = try Workspace.run("/bin/dd", ["if=/dev/zero", "of=\(disk)/filler", "bs=4k"], in: "/")
        _ = try Workspace.run("/bin/rm", ["-f", "\(disk)/filler"], in: "/")
        _ = try Workspace.run(
            "/bin/dd", ["if=/dev/zero", "of=\(disk)/filler", "bs=1k", "count=\(freeKilobytes(disk) - 24)"], in: "/")
    }

    private func freeKilobytes(_ path: String) -> Int {
        var info = statvfs()
        statvfs(path, &info)
        return Int(info.f_bavail) * Int(info.f_frsize) / 1024
    }
}
