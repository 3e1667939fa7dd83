import Foundation
import Fuzzing
import Testing

/// Replays every input kept in `Tests/FuzzRegressions/<target>/`: crashes the fuzzer found, and
/// tricky inputs written by hand. Each must return. Inputs named `pending-…` crash until a fix
/// lands; they are skipped, and the output says so.
@Suite struct FuzzRegressions {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzRegressions")

    static func inputs(of target: String) -> [URL] {
        let folder = folder.appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    static func isPending(_ input: URL) -> Bool { input.lastPathComponent.hasPrefix("pending-") }

    @Test(arguments: FuzzTarget.all.map(\.name))
    func everyKeptInputReturns(target name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let inputs = Self.inputs(of: name)
        for input in inputs where Self.isPending(input) {
            print("FuzzRegressions: skipped \(name)/\(input.lastPathComponent) (pending a fix)")
        }
        for input in inputs where !Self.isPending(input) {
            let bytes = try [UInt8](Data(contentsOf: input))
            _ = target.run(bytes)
        }
    }

    @Test(arguments: FuzzTarget.all.map(\.name))
    func everyTargetKeepsAnInputThatRuns(target name: String) {
        #expect(Self.inputs(of: name).contains { !Self.isPending($0) }, "no input in FuzzRegressions/\(name)/")
    }

    @Test func everyFolderNamesATarget() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            !$0.hasPrefix(".")
        }
        for folder in folders {
            #expect(FuzzTarget.named(folder) != nil, "FuzzRegressions/\(folder) names no fuzz target")
        }
    }
}
