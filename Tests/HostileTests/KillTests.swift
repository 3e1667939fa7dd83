import TestSupport
import Foundation
import Testing

/// A build stopped with SIGKILL at any moment leaves the output as the whole old site or the
/// whole new one, and the next build succeeds and clears what the killed one left.
@Suite(.serialized) struct KillTests {
    /// The moments of the swap (see `KillPoint` in the Site module), and whether the new site
    /// is already in place at that moment.
    static let points: [(name: String, newSiteInPlace: Bool)] = [
        ("adopt", false), ("write:1", false), ("write:20", false), ("manifest", false), ("exchange", true),
    ]

    /// The second build replaces the first one's output; with `afterAnEdit`, the build killed
    /// is the third, which writes into the first one's site (kept as the former site) and takes
    /// most of its files from there. Only the third build has a former site to adopt.
    @Test(arguments: points.dropFirst().map { ($0.name, false) } + points.map { ($0.name, true) })
    func killedBuildLeavesTheWholeOldOrNewSite(point: String, afterAnEdit: Bool) throws {
        let newSiteInPlace = Self.points.first { $0.name == point }!.newSiteInPlace
        let workspace = Workspace()
        let options = ["build", "--no-swift-check"]
        #expect(try workspace.catalog(options).status == 0)
        if afterAnEdit {
            editTitle(workspace, "Fade List One")
            #expect(try workspace.catalog(options).status == 0)
        }
        let old = workspace.snapshot(excluding: [])["Public"].map { _ in outputFiles(workspace) }
        editTitle(workspace)

        let killed = try workspace.catalog(options, environment: ["CATALOG_KILL_AT": point])
        #expect(killed.status == 128 + SIGKILL, "the kill point \(point) was not reached")
        let afterKill = outputFiles(workspace)

        let next = try workspace.catalog(["build", "--no-swift-check"])
        #expect(next.status == 0, "\(next.standardError)")
        let new = outputFiles(workspace)
        #expect(old != new)
        #expect(afterKill == (newSiteInPlace ? new : old))
        #expect(leftovers(workspace).isEmpty, "\(leftovers(workspace))")
    }

    @Test func buildsKilledAtRandomMomentsLeaveAWholeSite() throws {
        let workspace = Workspace()
        // Enough components that a build lasts long enough to be stopped part way.
        for index in 0..<120 {
            for (name, text) in SmallCatalog.files where name.hasPrefix("components/fade-list/") {
                workspace.write(
                    "Content/" + name.replacingOccurrences(of: "fade-list", with: "fade-list-\(index)"), text)
            }
        }
        let first = try workspace.catalog(["build", "--no-swift-check"])
        #expect(first.status == 0, "\(first.standardError)")
        var sites = [outputFiles(workspace)]
        for (round, delay) in [0.02, 0.08, 0.15, 0.25, 0.4, 0.6].enumerated() {
            workspace.write(
                "Content/components/fade-list/index.en.md",
                SmallCatalog.englishPage().replacingOccurrences(
                    of: "title: Fade List", with: "title: Round \(round)"))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Workspace.executable)
            process.arguments = ["build", "--no-swift-check", "--quiet"]
            process.currentDirectoryURL = URL(fileURLWithPath: workspace.path)
            try process.run()
            usleep(useconds_t(delay * 1e6))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let afterKill = outputFiles(workspace)
            #expect(try workspace.catalog(["build", "--no-swift-check"]).status == 0)
            let rebuilt = outputFiles(workspace)
            #expect(afterKill == sites.last! || afterKill == rebuilt, "round \(round): a mixed or missing site")
            sites.append(rebuilt)
            #expect(leftovers(workspace).isEmpty, "\(leftovers(workspace))")
        }
    }

    @Test func secondBuildIntoTheSameOutputFailsClearlyWhileTheFirstRuns() throws {
        let workspace = Workspace()
        #expect(try workspace.catalog(["build", "--no-swift-check"]).status == 0)
        // A process holding the build lock, as a build in progress does.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [workspace.path + "/.Public.catalog/lock", "sleep", "30"]
        try holder.run()
        defer { holder.terminate() }
        usleep(300_000)
        let before = workspace.snapshot()
        let second = try workspace.catalog(["build", "--no-swift-check"])
        #expect(second.status == 1)
        let masked = second.diagnostics.map {
            $0.replacingOccurrences(of: #" \(process \d+\)"#, with: "", options: .regularExpression)
        }
        #expect(
            masked == [
                "Public:1:1: error: another build is writing into this output folder; run this one when it has finished"
            ])
        #expect(workspace.snapshot() == before)
    }

    private func editTitle(_ workspace: Workspace, _ title: String = "Fade List Two") {
        workspace.write(
            "Content/components/fade-list/index.en.md",
            SmallCatalog.englishPage().replacingOccurrences(of: "title: Fade List", with: "title: \(title)"))
    }

    private func outputFiles(_ workspace: Workspace) -> [String: String] {
        workspace.snapshot().filter { $0.key.hasPrefix("Public/") || $0.key == "Public" }
    }

    /// What the state folder holds beyond what builds keep there on purpose.
    private func leftovers(_ workspace: Workspace) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: workspace.path + "/.Public.catalog")) ?? []
        let allowed: Set<String> = [".catalog-state", "lock", "store", "former"]
        return Set(names).subtracting(allowed).sorted()
    }
}
