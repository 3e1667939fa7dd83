import Foundation
import Testing

@testable import Catalog

/// `FolderFingerprint.of`, what a build with nothing changed is told by: a large folder's
/// entries are walked in parallel, and the fingerprint must not depend on the threads.
@Suite struct FolderFingerprintTests {
    let root = NSTemporaryDirectory() + "folder-fingerprint-\(UUID().uuidString)"

    /// 100 component folders (over the parallel threshold) of two files each.
    func makeTree() throws {
        for index in 0..<100 {
            let folder = root + "/components/c\(index)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try "page \(index)".write(toFile: folder + "/index.en.md", atomically: false, encoding: .utf8)
            try "struct C\(index) {}".write(toFile: folder + "/C\(index).swift", atomically: false, encoding: .utf8)
        }
        #expect(100 >= FolderFingerprint.parallelFolderSize)
    }

    @Test func aLargeFolderHasOneFingerprintWhateverTheThreadsDo() throws {
        try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let later = Int(time(nil)) + 60
        let first = FolderFingerprint.of([root], now: later)
        for _ in 0..<20 { #expect(FolderFingerprint.of([root], now: later).hash == first.hash) }
        #expect(first.racy.isEmpty)
        // An edit deep in one of the parallel parts changes it (another size: see the racy window).
        try "page 57, edited".write(toFile: root + "/components/c57/index.en.md", atomically: false, encoding: .utf8)
        #expect(FolderFingerprint.of([root], now: later).hash != first.hash)
        // A file moved from one part to another changes it too.
        let moved = FolderFingerprint.of([root], now: later).hash
        try FileManager.default.moveItem(
            atPath: root + "/components/c3/C3.swift", toPath: root + "/components/c4/C3.swift")
        #expect(FolderFingerprint.of([root], now: later).hash != moved)
    }

    @Test func recentFilesOfEveryPartAreListedInNameOrder() throws {
        try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let racy = FolderFingerprint.of([root], now: Int(time(nil))).racy
        // In the order of a walk by sorted names, as without threads.
        let expected = (0..<100).map { "c\($0)" }.sorted().flatMap { folder in
            ["C\(folder.dropFirst()).swift", "index.en.md"].sorted().map { root + "/components/\(folder)/" + $0 }
        }
        #expect(racy == expected)
    }

    /// A tree deeper than the folders a walk keeps open: files at the bottom are still looked
    /// at (an edit there changes the fingerprint, a recent one is listed by its full path),
    /// and walking it leaves no file handle open.
    @Test func aDeepTreeIsWalkedToTheBottomWithNoHandleLeftOpen() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let depth = 3 * FolderFingerprint.openFolderDepth
        let bottom = root + "/guides" + String(repeating: "/d", count: depth)
        try FileManager.default.createDirectory(atPath: bottom, withIntermediateDirectories: true)
        try "deep".write(toFile: bottom + "/page.md", atomically: false, encoding: .utf8)
        // Handles into this test's tree only: other tests open and close their own meanwhile.
        let tree = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        func handlesIntoTheTree() -> [String] {
            let numbers = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            return numbers.compactMap { number in
                guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + number),
                    target == tree || target.hasPrefix(tree + "/")
                else { return nil }
                return target
            }
        }
        #expect(handlesIntoTheTree().isEmpty)
        let later = Int(time(nil)) + 60
        let first = FolderFingerprint.of([root], now: later)
        #expect(handlesIntoTheTree() == [])
        #expect(FolderFingerprint.of([root], now: later).hash == first.hash)
        #expect(FolderFingerprint.of([root], now: Int(time(nil))).racy == [bottom + "/page.md"])
        try "deep, edited".write(toFile: bottom + "/page.md", atomically: false, encoding: .utf8)
        #expect(FolderFingerprint.of([root], now: later).hash != first.hash)
        let listing = try #require(FolderFingerprint.of([root], now: later, listing: root).listing)
        #expect(listing.entry(String(bottom.dropFirst(root.count + 1)) + "/page.md")?.info?.size == 12)
    }
}
