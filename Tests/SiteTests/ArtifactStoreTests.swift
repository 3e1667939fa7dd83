import Foundation
import TestSupport
import Testing

@testable import Site

/// The store keeps each stage's results by the hash of its inputs; on disk, anything it cannot
/// trust is a miss, never an error.
@Suite struct ArtifactStoreTests {
    struct Made: Codable, Sendable, Equatable {
        var text: String
        var number: Int
    }

    /// A store saved with `values` in `stage`: a packed one (``ArtifactStore/Stage/page``, one
    /// file) or one of a file per entry (``ArtifactStore/Stage/component``).
    private func saved(
        _ values: [Int: Made], in folder: TemporaryFolder, stage: ArtifactStore.Stage = .component
    ) -> String {
        let path = folder.path + "/store"
        let store = ArtifactStore(folder: path)
        for (inputs, value) in values { store.keep(value, stage, inputs: UInt64(inputs)) }
        #expect(store.save())
        return path
    }

    @Test func aSavedResultIsTakenByTheNextStore() {
        let folder = TemporaryFolder()
        let path = saved([1: Made(text: "one", number: 1), 2: Made(text: "two", number: 2)], in: folder)
        let store = ArtifactStore(folder: path)
        #expect(store.lookUp(.component, inputs: 1) == Made(text: "one", number: 1))
        #expect(store.lookUp(.component, inputs: 2) == Made(text: "two", number: 2))
        let other: Made? = store.lookUp(.drift, inputs: 1)
        #expect(other == nil, "another stage's key is another key")
        #expect(store.counts == (hits: 2, misses: 1))
    }

    /// A large result a build makes is written to the staging folder at once and taken from
    /// there; saving moves it into the store, and a failed build's staging leaves the store as
    /// it was.
    @Test func aStagedResultIsReadBackAndMovedInOnlyBySaving() throws {
        let folder = TemporaryFolder()
        let path = saved([1: Made(text: "kept", number: 1)], in: folder)
        let entries = path + "/" + ArtifactStore.Stage.component.rawValue
        let before = try FileManager.default.contentsOfDirectory(atPath: entries)
        for saves in [false, true] {
            let staging = folder.path + "/staging"
            let store = ArtifactStore(folder: path)
            store.stage(into: staging)
            #expect(store.lookUp(.component, inputs: 1) == Made(text: "kept", number: 1))
            store.keep(Made(text: "new", number: 2), .component, inputs: 2)
            let staged = try FileManager.default.contentsOfDirectory(atPath: staging + "/component")
            #expect(staged.count == 1)
            #expect(try FileManager.default.contentsOfDirectory(atPath: entries) == before)
            #expect(store.lookUp(.component, inputs: 2) == Made(text: "new", number: 2))
            if saves { #expect(store.save()) } else { store.discardStaged() }
            #expect(!FileManager.default.fileExists(atPath: staging))
            let next = ArtifactStore(folder: path)
            let taken: Made? = next.lookUp(.component, inputs: 2)
            #expect(taken == (saves ? Made(text: "new", number: 2) : nil))
            #expect(next.lookUp(.component, inputs: 1) == Made(text: "kept", number: 1))
        }
    }

    @Test(arguments: [ArtifactStore.Stage.page, .component])
    func aChangedByteTruncationOrForeignFileIsAMiss(stage: ArtifactStore.Stage) throws {
        let folder = TemporaryFolder()
        let path = saved([7: Made(text: String(repeating: "x", count: 100), number: 7)], in: folder, stage: stage)
        var file = path + "/" + stage.rawValue
        if !stage.isPacked {
            file += "/" + (try FileManager.default.contentsOfDirectory(atPath: file).first ?? "")
        }
        let bytes = try #require(FileManager.default.contents(atPath: file))
        for damaged in [
            { var copy = bytes; copy[copy.count - 10] ^= 1; return copy }(),
            bytes.prefix(bytes.count - 5),
            Data("not a store at all".utf8),
            Data(),
        ] {
            try damaged.write(to: URL(fileURLWithPath: file))
            let store = ArtifactStore(folder: path)
            var made = false
            let value = store.value(stage, inputs: 7) {
                made = true
                return Made(text: "again", number: 0)
            }
            #expect(made && value == Made(text: "again", number: 0))
        }
    }

    @Test func aResultThatDoesNotDecodeAsTheTypeAskedIsAMiss() {
        let folder = TemporaryFolder()
        let path = saved([3: Made(text: "three", number: 3)], in: folder)
        let store = ArtifactStore(folder: path)
        let wrong: [Double]? = store.lookUp(.component, inputs: 3)
        #expect(wrong == nil)
    }

    @Test(arguments: [ArtifactStore.Stage.page, .component])
    func aFullBuildReadsNothingAndTheSavedStoreHoldsWhatTheLastBuildUsed(stage: ArtifactStore.Stage) {
        let folder = TemporaryFolder()
        let path = saved([1: Made(text: "one", number: 1), 2: Made(text: "two", number: 2)], in: folder, stage: stage)
        let full = ArtifactStore(folder: path, reads: false)
        let none: Made? = full.lookUp(stage, inputs: 1)
        #expect(none == nil)

        let store = ArtifactStore(folder: path)
        store.startBuild()
        let one: Made? = store.lookUp(stage, inputs: 1)
        #expect(one != nil)
        store.keep(Made(text: "three", number: 3), stage, inputs: 3)
        #expect(store.save())
        let next = ArtifactStore(folder: path)
        let two: Made? = next.lookUp(stage, inputs: 2)
        #expect(two == nil, "not used by the last build, so not kept")
        #expect(next.lookUp(stage, inputs: 3) == Made(text: "three", number: 3))
        #expect(next.lookUp(stage, inputs: 1) == Made(text: "one", number: 1))
    }
}
