import Foundation
import Testing

@testable import Catalog

/// `FolderFingerprint.ofFlatFolder`, what `catalog watch` tells a component's change by.
@Suite struct FlatFolderFingerprintTests {
    let folder = NSTemporaryDirectory() + "flat-fingerprint-\(UUID().uuidString)"

    func write(_ name: String, _ text: String) throws {
        try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
    }

    func withFolder(_ body: () throws -> Void) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body()
    }

    @Test func theSameFilesGiveTheSameFingerprintAndAnEditAnother() throws {
        try withFolder {
            try write("index.en.md", "one")
            try write("View.swift", "struct View {}")
            let later = Int(time(nil)) + 60
            let first = FolderFingerprint.ofFlatFolder(folder, now: later)
            #expect(first != nil)
            #expect(FolderFingerprint.ofFlatFolder(folder, now: later) == first)
            // Another size: a same-size rewrite within one tick of the clock keeps the times,
            // which is what the racy window is for (below).
            try write("index.en.md", "three")
            #expect(FolderFingerprint.ofFlatFolder(folder, now: later) != first)
        }
    }

    @Test func recentFilesCountWithTheirBytes() throws {
        try withFolder {
            try write("index.en.md", "text")
            let now = Int(time(nil))
            // Within the racy window the bytes are hashed in; long after, only what stat says.
            #expect(
                FolderFingerprint.ofFlatFolder(folder, now: now)
                    != FolderFingerprint.ofFlatFolder(folder, now: now + 60))
        }
    }

    @Test func aFolderInsideOrALinkToOneHasNoFingerprint() throws {
        try withFolder {
            try write("index.en.md", "text")
            try FileManager.default.createSymbolicLink(
                atPath: folder + "/linked", withDestinationPath: NSTemporaryDirectory())
            #expect(FolderFingerprint.ofFlatFolder(folder, now: 0) == nil)
            try FileManager.default.removeItem(atPath: folder + "/linked")
            #expect(FolderFingerprint.ofFlatFolder(folder, now: 0) != nil)
            try FileManager.default.createDirectory(atPath: folder + "/inner", withIntermediateDirectories: false)
            #expect(FolderFingerprint.ofFlatFolder(folder, now: 0) == nil)
            #expect(FolderFingerprint.ofFlatFolder(folder + "/missing", now: 0) == nil)
        }
    }
}
