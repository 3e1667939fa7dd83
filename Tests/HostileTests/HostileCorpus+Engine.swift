import Foundation
import TestSupport

/// What the build's store and publisher meet: damaged state, outputs nested in other outputs,
/// folders made by hand where the build keeps its own.
extension HostileCorpus {
    static let engine: [HostileCase] = [
        HostileCase(
            name: "a changed byte in a stored component is a miss",
            setup: { workspace in
                let folder = workspace.path + "/.Public.catalog/store/component/"
                for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                    var bytes = [UInt8](FileManager.default.contents(atPath: folder + name) ?? Data())
                    if bytes.count > 40 { bytes[bytes.count - 20] ^= 0x55 }
                    _ = FileManager.default.createFile(atPath: folder + name, contents: Data(bytes))
                }
                workspace.write(componentPage, workspace.read(componentPage) + "\nAn edit.\n")
            },
            verify: { workspace, _ in
                try check(workspace.read("Public/components/fade-list.html").contains("An edit."), "rebuilt")
                let full = try workspace.catalog(["build", "--no-swift-check", "--full"])
                try check(full.status == 0, "--full fails: \(full.standardError)")
            }),
        HostileCase(
            name: "a truncated store and a store file that is a folder are misses",
            setup: { workspace in
                let folder = workspace.path + "/.Public.catalog/store/"
                let bytes = FileManager.default.contents(atPath: folder + "pages") ?? Data()
                _ = FileManager.default.createFile(atPath: folder + "pages", contents: bytes.prefix(bytes.count / 2))
                for name in (try? FileManager.default.contentsOfDirectory(atPath: folder + "component")) ?? [] {
                    try? FileManager.default.removeItem(atPath: folder + "component/" + name)
                    workspace.makeFolder(".Public.catalog/store/component/" + name)
                }
                workspace.write(componentPage, workspace.read(componentPage) + "\nAn edit.\n")
            }),
        HostileCase(
            name: "a file dropped into the state folder is never published",
            setup: { $0.write(".Public.catalog/spare/evil.html", "<script>evil</script>") },
            verify: { workspace, _ in
                try check(!FileManager.default.fileExists(atPath: workspace.path + "/Public/evil.html"), "published")
                try check(workspace.read(".Public.catalog/spare/evil.html").contains("evil"), "the file is gone")
            }),
        HostileCase(
            name: "a file dropped into the former site is kept aside, never published",
            setup: { workspace in
                buildAfterAnEdit(workspace)
                workspace.write(".Public.catalog/former/evil.html", "<script>evil</script>")
                workspace.write(componentPage, workspace.read(componentPage) + "\nAnother edit.\n")
            },
            verify: { workspace, run in
                try check(!FileManager.default.fileExists(atPath: workspace.path + "/Public/evil.html"), "published")
                let state = (try? FileManager.default.contentsOfDirectory(atPath: workspace.path + "/.Public.catalog"))
                let kept = (state ?? []).filter { $0.hasPrefix("kept-") }
                try check(kept.count == 1, "not kept aside: \(state ?? [])")
                try check(workspace.read(".Public.catalog/\(kept[0])/evil.html").contains("evil"), "the file is gone")
                try check(run.standardError.contains("note: files that 'catalog build' did not write"), "no note")
                try checkSameAsACleanBuild(workspace)
            }),
        HostileCase(
            name: "a file of the former site changed in place is written again",
            setup: { workspace in
                buildAfterAnEdit(workspace)
                workspace.write(".Public.catalog/former/assets/style.css", "body { display: none }")
                workspace.write(componentPage, workspace.read(componentPage) + "\nAnother edit.\n")
            },
            verify: { workspace, _ in try checkSameAsACleanBuild(workspace) }),
        HostileCase(
            name: "a symbolic link in the former site is never followed",
            setup: { workspace in
                buildAfterAnEdit(workspace)
                workspace.write("outside/style.css", "mine")
                try? FileManager.default.removeItem(atPath: workspace.path + "/.Public.catalog/former/assets")
                try? FileManager.default.createSymbolicLink(
                    atPath: workspace.path + "/.Public.catalog/former/assets", withDestinationPath: "../../outside")
                workspace.write(componentPage, workspace.read(componentPage) + "\nAnother edit.\n")
            },
            verify: { workspace, _ in
                try check(workspace.read("outside/style.css") == "mine", "the linked folder changed")
                try checkSameAsACleanBuild(workspace)
            }),
        HostileCase(
            name: "a former folder made by hand is left as it is",
            setup: { workspace in
                workspace.write(".Public.catalog/former/mine.txt", "mine")
                workspace.write(componentPage, workspace.read(componentPage) + "\nAn edit.\n")
            },
            verify: { workspace, _ in
                try check(workspace.read(".Public.catalog/former/mine.txt") == "mine", "the user's folder changed")
                try checkSameAsACleanBuild(workspace)
            }),
        HostileCase(
            name: "a user folder inside the state folder is left as it is",
            setup: { $0.write(".Public.catalog/notes/mine.txt", "mine") },
            verify: { workspace, _ in
                try check(workspace.read(".Public.catalog/notes/mine.txt") == "mine", "the user's folder is gone")
            }),
        HostileCase(
            name: "output inside another build's output",
            arguments: ["build", "--no-swift-check", "--output", "Public/inner"]),
        HostileCase(
            name: "output inside its own state folder",
            arguments: ["build", "--no-swift-check", "--output", ".Public.catalog/site"]),
        HostileCase(
            name: "an empty folder made in the output",
            setup: { $0.makeFolder("Public/drafts") }),
        HostileCase(
            name: "a lock replaced by a symbolic link",
            setup: { workspace in
                try? FileManager.default.removeItem(atPath: workspace.path + "/.Public.catalog/lock")
                try? FileManager.default.createSymbolicLink(
                    atPath: workspace.path + "/.Public.catalog/lock", withDestinationPath: "/etc/passwd")
            }),
        HostileCase(name: "a repeated flag is a usage error", arguments: ["build", "--strict", "--strict"]),
        HostileCase(
            name: "editor backup files beside a page are ignored", arguments: ["check", "--strict", "--no-swift-check"],
            setup: { workspace in
                let page = workspace.read(componentPage)
                workspace.write(componentPage + "~", page)
                workspace.write("Content/components/fade-list/#index.en.md#", page)
                workspace.write("Content/components/fade-list/index.en.md.swp", "swap")
            }),
        HostileCase(
            name: "a Swift source with CRLF line endings has its licence read",
            setup: { workspace in
                let path = "Content/components/fade-list/FadeList.swift"
                workspace.write(path, workspace.read(path).replacingOccurrences(of: "\n", with: "\r\n"))
            }),
    ]
}

extension HostileCorpus {
    /// An edit and a build, so that the state folder holds the site before the last as its
    /// former site.
    fileprivate static func buildAfterAnEdit(_ workspace: Workspace) {
        workspace.write(componentPage, workspace.read(componentPage) + "\nAn edit.\n")
        _ = try? workspace.catalog(["build", "--no-swift-check"])
    }

    /// `Public/` holds exactly what a clean build of the same inputs writes.
    fileprivate static func checkSameAsACleanBuild(_ workspace: Workspace) throws {
        let clean = try workspace.catalog(["build", "--no-swift-check", "--no-cache", "--output", "Clean"])
        try check(clean.status == 0, "the clean build failed: \(clean.standardError)")
        let site = snapshot(workspace.path + "/Public").filter { $0.key != ".catalog-output" }
        let expected = snapshot(workspace.path + "/Clean").filter { $0.key != ".catalog-output" }
        try check(site == expected, "differs from a clean build: \(Set(site.keys).symmetricDifference(expected.keys).sorted())")
    }
}
