import Foundation
import Testing

/// The store takes only what the running program made: a new build of `catalog` may make
/// something else from the same inputs, and must not be handed an older program's results.
@Suite struct StoreProgramTests {
    /// The store line of `--timings`: `store: 28 results taken, …`.
    static func taken(_ run: Workspace.Run) -> Int? {
        guard let line = run.standardOutput.split(separator: "\n").first(where: { $0.contains("store: ") }),
            let number = line.split(separator: "store: ").last?.split(separator: " ").first
        else { return nil }
        return Int(number)
    }

    @Test func anotherBuildOfTheProgramTakesNothingFromTheStore() throws {
        let workspace = Workspace()
        let arguments = ["build", "--no-swift-check", "--timings"]
        let cold = try workspace.catalog(arguments)
        #expect(cold.status == 0)
        // The same program at another path, with another modification time: another program.
        workspace.makeFolder("bin")
        let copy = workspace.path + "/bin/catalog"
        try FileManager.default.copyItem(atPath: Workspace.executable, toPath: copy)
        let other = try Workspace.run(copy, arguments, in: workspace.path)
        #expect(other.status == 0, "\(other.standardError)")
        // A cold build takes nothing; the copy takes none of the first program's results.
        #expect(Self.taken(cold) == 0, "\(cold.standardOutput)")
        #expect(Self.taken(other) == 0, "\(other.standardOutput)")
        // Its own results it takes again.
        let page = "Content/components/fade-list/index.es.md"
        workspace.write(page, workspace.read(page) + "\nOtra frase.\n")
        let again = try Workspace.run(copy, arguments, in: workspace.path)
        #expect(again.status == 0, "\(again.standardError)")
        #expect((Self.taken(again) ?? 0) > 10, "\(again.standardOutput)")
    }
}
