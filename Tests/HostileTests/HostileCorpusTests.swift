import Foundation
import Testing

/// Every hostile case, run through the real `catalog` executable in a workspace of its own.
@Suite struct HostileCorpusTests {
    @Test(arguments: HostileCorpus.all)
    func hostileInputGetsAClearErrorAndTouchesNothing(_ hostile: HostileCase) throws {
        if let reason = hostile.skipReason {
            print("skipped '\(hostile.name)': \(reason)")
            return
        }
        let recorded = HostileExpectations.all[hostile.name]
        let workspace = Workspace()
        let first = try workspace.catalog(["build", "--no-swift-check"])
        try #require(first.status == 0, "the fixture does not build: \(first.standardError)")
        hostile.setup(workspace)
        // The lock file holds the process number of the last build that took it.
        let excluded: Set<String> =
            recorded?.status == 0
            ? hostile.mayChange.union(["Public", ".Public.catalog"]) : hostile.mayChange.union([".Public.catalog/lock"])
        let before = workspace.snapshot(excluding: excluded)
        let run = try workspace.catalog(
            hostile.arguments.map { $0.replacingOccurrences(of: "$W", with: workspace.path) },
            environment: hostile.environment.mapValues { $0.replacingOccurrences(of: "$W", with: workspace.path) })
        HostileRecorder.record(hostile.name, run, workspace: workspace.path)
        let expectation = try #require(recorded, "no expectation for this case in HostileExpectations.txt")
        let expected = expectation.diagnostics.map { $0.replacingOccurrences(of: "$W", with: workspace.path) }
        #expect(run.status == expectation.status, "\(run.standardError)")
        #expect(run.diagnostics.sorted() == expected.sorted())
        #expect(workspace.snapshot(excluding: excluded) == before, "the command changed files it should not have")
        try hostile.verify(workspace, run)
    }

    @Test func corpusHoldsAtLeastEightyCases() {
        #expect(HostileCorpus.all.count >= 80)
        #expect(Set(HostileCorpus.all.map(\.name)).count == HostileCorpus.all.count, "case names are unique")
        let unused = Set(HostileExpectations.all.keys).subtracting(HostileCorpus.all.map(\.name))
        #expect(unused.isEmpty, "expectations without a case: \(unused.sorted())")
    }
}

/// With `HOSTILE_RECORD=<file>`, each run's status and diagnostics are appended to the file,
/// to review when a case is written. Recording never changes what a test asserts.
enum HostileRecorder {
    static let lock = NSLock()

    static func record(_ name: String, _ run: Workspace.Run, workspace: String) {
        guard let file = ProcessInfo.processInfo.environment["HOSTILE_RECORD"] else { return }
        let lines = run.diagnostics.map { "    \"" + $0.replacingOccurrences(of: workspace, with: "$W") + "\"," }
        let text = "== \(name)\nstatus: \(run.status)\n" + lines.joined(separator: "\n") + "\n"
        lock.lock()
        defer { lock.unlock() }
        if let handle = FileHandle(forWritingAtPath: file) {
            handle.seekToEndOfFile()
            handle.write(Data(text.utf8))
            handle.closeFile()
        } else {
            #expect(FileManager.default.createFile(atPath: file, contents: Data(text.utf8)))
        }
    }
}
