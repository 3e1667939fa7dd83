import Foundation
import Testing

/// `catalog watch` run as a user runs it: an edit leads to a rebuilt page and a new stamp, a
/// broken page keeps the last good output, a new folder is watched, Ctrl+C stops cleanly.
@Suite(.serialized) struct WatchTests {
    /// A running `catalog watch` whose output is collected as it comes.
    final class Watcher: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var output = ""
        private var errors = ""

        init(in workspace: Workspace) throws {
            process.executableURL = URL(fileURLWithPath: Workspace.executable)
            process.arguments = ["watch", "--no-swift-check", "--debounce", "50"]
            process.currentDirectoryURL = URL(fileURLWithPath: workspace.path)
            process.standardInput = FileHandle.nullDevice
            let out = Pipe()
            let err = Pipe()
            process.standardOutput = out
            process.standardError = err
            out.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                self?.append(data, error: false)
            }
            err.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                self?.append(data, error: true)
            }
            try process.run()
        }

        private func append(_ data: Data, error: Bool) {
            lock.lock()
            if error {
                errors += String(decoding: data, as: UTF8.self)
            } else {
                output += String(decoding: data, as: UTF8.self)
            }
            lock.unlock()
        }

        var standardOutput: String {
            lock.lock()
            defer { lock.unlock() }
            return output
        }
        var standardError: String {
            lock.lock()
            defer { lock.unlock() }
            return errors
        }

        /// Waits until standard output has `count` lines containing `text`; false after 60 s.
        func wait(for text: String, count: Int = 1) -> Bool {
            for _ in 0..<600 {
                if standardOutput.components(separatedBy: "\n").filter({ $0.contains(text) }).count >= count {
                    return true
                }
                usleep(100_000)
            }
            return false
        }

        func stop() -> Int32 {
            if process.isRunning { kill(process.processIdentifier, SIGINT) }
            for _ in 0..<600 where process.isRunning { usleep(100_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            return process.terminationStatus
        }

        deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    }

    private func stamp(_ workspace: Workspace) -> String {
        workspace.read("Public/assets/build-stamp.js")
    }

    @Test func anEditRebuildsThePageAndChangesTheStamp() throws {
        let workspace = Workspace()
        let watcher = try Watcher(in: workspace)
        #expect(watcher.wait(for: "] built: "), "no first build: \(watcher.standardOutput) \(watcher.standardError)")
        let firstStamp = stamp(workspace)
        #expect(firstStamp.contains("catalogBuildStamp"))
        #expect(workspace.read("Public/components/fade-list.html").contains("live-reload.js"))

        let page = "Content/components/fade-list/index.en.md"
        let original = workspace.read(page)
        workspace.write(page, original + "\nA sentence added while watching.\n")
        #expect(watcher.wait(for: "rebuilt after"), "\(watcher.standardOutput) \(watcher.standardError)")
        #expect(workspace.read("Public/components/fade-list.html").contains("A sentence added while watching."))
        let secondStamp = stamp(workspace)
        #expect(secondStamp.contains("catalogBuildStamp") && secondStamp != firstStamp)

        // A broken page: the error names the file, the output stays as it was.
        workspace.write(page, "---\ntitle: [unclosed\n---\n")
        #expect(watcher.wait(for: "failed with"), "\(watcher.standardOutput) \(watcher.standardError)")
        #expect(watcher.standardError.contains("index.en.md:"), "\(watcher.standardError)")
        #expect(workspace.read("Public/components/fade-list.html").contains("A sentence added while watching."))
        #expect(stamp(workspace) == secondStamp)

        // Fixed again: the next build lands.
        workspace.write(page, original)
        #expect(watcher.wait(for: "rebuilt after", count: 3))
        #expect(!workspace.read("Public/components/fade-list.html").contains("A sentence added while watching."))

        #expect(watcher.stop() == 0)
        #expect(watcher.standardOutput.contains("Stopped watching."))
        let state = try FileManager.default.contentsOfDirectory(atPath: workspace.path + "/.Public.catalog")
        #expect(!state.contains { $0.hasPrefix("building-") }, "\(state)")
    }

    @Test func aFolderMadeWhileWatchingIsWatchedToo() throws {
        let workspace = Workspace()
        let watcher = try Watcher(in: workspace)
        #expect(watcher.wait(for: "] built: "))
        workspace.makeFolder("Content/guides/made-later")
        #expect(watcher.wait(for: "rebuilt after"))
        let builds = watcher.standardOutput.components(separatedBy: "\n").filter { $0.contains("rebuilt after") }.count
        let guide = """
            ---
            title: Made later
            summary: A guide written while the catalog was watched.
            ---

            Its body.

            """
        workspace.write("Content/guides/made-later/index.en.md", guide)
        #expect(watcher.wait(for: "rebuilt after", count: builds + 1), "\(watcher.standardOutput)")
        // Editors' swap files change nothing a build reads.
        let before = watcher.standardOutput
        workspace.write("Content/guides/made-later/.index.en.md.swp", "swap")
        usleep(600_000)
        #expect(watcher.standardOutput == before)
        #expect(watcher.stop() == 0)
    }

    /// A content folder named through a symbolic link is watched like any other.
    @Test func aContentFolderReachedThroughALinkIsWatched() throws {
        let workspace = Workspace()
        try FileManager.default.moveItem(atPath: workspace.path + "/Content", toPath: workspace.path + "/RealContent")
        workspace.link("Content", to: workspace.path + "/RealContent")
        let watcher = try Watcher(in: workspace)
        #expect(watcher.wait(for: "] built: "), "\(watcher.standardOutput) \(watcher.standardError)")
        let page = "RealContent/components/fade-list/index.en.md"
        workspace.write(page, workspace.read(page) + "\nEdited behind a link.\n")
        #expect(watcher.wait(for: "rebuilt after"), "\(watcher.standardOutput) \(watcher.standardError)")
        #expect(workspace.read("Public/components/fade-list.html").contains("Edited behind a link."))
        #expect(watcher.stop() == 0)
    }

    /// The content folder replaced by another (a rename, as a checkout or a sync tool does):
    /// the new folder is built, and its later edits are seen.
    @Test func aReplacedContentFolderIsFollowed() throws {
        let workspace = Workspace()
        let watcher = try Watcher(in: workspace)
        #expect(watcher.wait(for: "] built: "), "\(watcher.standardOutput) \(watcher.standardError)")
        let manager = FileManager.default
        try manager.copyItem(atPath: workspace.path + "/Content", toPath: workspace.path + "/Replacement")
        let page = "components/fade-list/index.en.md"
        workspace.write("Replacement/" + page, workspace.read("Content/" + page) + "\nFrom the replacement.\n")
        try manager.moveItem(atPath: workspace.path + "/Content", toPath: workspace.path + "/Old")
        try manager.moveItem(atPath: workspace.path + "/Replacement", toPath: workspace.path + "/Content")
        #expect(watcher.wait(for: "rebuilt after"), "\(watcher.standardOutput) \(watcher.standardError)")
        #expect(workspace.read("Public/components/fade-list.html").contains("From the replacement."))
        let builds = watcher.standardOutput.components(separatedBy: "\n").filter { $0.contains("rebuilt after") }.count
        workspace.write("Content/" + page, workspace.read("Content/" + page) + "\nEdited after.\n")
        workspace.write("Old/" + page, workspace.read("Old/" + page) + "\nIn the old folder.\n")
        #expect(watcher.wait(for: "rebuilt after", count: builds + 1), "\(watcher.standardOutput)")
        usleep(800_000)
        let html = workspace.read("Public/components/fade-list.html")
        #expect(html.contains("Edited after.") && !html.contains("In the old folder."))
        #expect(watcher.stop() == 0)
    }

    /// `Content` a symbolic link, pointed at another folder while watching: the new target is
    /// built and watched.
    @Test func aRetargetedContentLinkIsFollowed() throws {
        let workspace = Workspace()
        let manager = FileManager.default
        try manager.moveItem(atPath: workspace.path + "/Content", toPath: workspace.path + "/A")
        try manager.copyItem(atPath: workspace.path + "/A", toPath: workspace.path + "/B")
        let page = "components/fade-list/index.en.md"
        workspace.write("B/" + page, workspace.read("A/" + page) + "\nFolder B.\n")
        workspace.link("Content", to: "A")
        let watcher = try Watcher(in: workspace)
        #expect(watcher.wait(for: "] built: "), "\(watcher.standardOutput) \(watcher.standardError)")
        try manager.createSymbolicLink(atPath: workspace.path + "/Content.new", withDestinationPath: "B")
        rename(workspace.path + "/Content.new", workspace.path + "/Content")
        #expect(watcher.wait(for: "rebuilt after"), "\(watcher.standardOutput) \(watcher.standardError)")
        #expect(workspace.read("Public/components/fade-list.html").contains("Folder B."))
        workspace.write("B/" + page, workspace.read("B/" + page) + "\nEdited in B.\n")
        #expect(watcher.wait(for: "rebuilt after", count: 2), "\(watcher.standardOutput)")
        #expect(workspace.read("Public/components/fade-list.html").contains("Edited in B."))
        #expect(watcher.stop() == 0)
    }

    /// A build that meets another build's lock runs again once that build is done: the edit
    /// lands.
    @Test func aBuildThatMetAnotherBuildsLockRunsAgain() throws {
        let workspace = Workspace()
        let watcher = try Watcher(in: workspace)
        #expect(watcher.wait(for: "] built: "), "\(watcher.standardOutput) \(watcher.standardError)")
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [workspace.path + "/.Public.catalog/lock", "sleep", "2"]
        try holder.run()
        usleep(300_000)
        let page = "Content/components/fade-list/index.en.md"
        workspace.write(page, workspace.read(page) + "\nWritten while locked.\n")
        holder.waitUntilExit()
        #expect(watcher.wait(for: "rebuilt after"), "\(watcher.standardOutput) \(watcher.standardError)")
        #expect(workspace.read("Public/components/fade-list.html").contains("Written while locked."))
        #expect(!watcher.standardError.contains("another build"), "\(watcher.standardError)")
        #expect(watcher.stop() == 0)
    }

    @Test func watchRejectsABadDebounce() throws {
        let run = try Workspace().catalog(["watch", "--debounce", "-5"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("--debounce takes a whole number"))
    }
}
