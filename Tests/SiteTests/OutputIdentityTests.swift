import Foundation
import Testing

@testable import Site

/// The sum of an output's file identities, taken by folder (each opened once) from a list in
/// any order, is the sum of each file looked at by its full path.
@Suite struct OutputIdentityTests {
    private func makeOutput() throws -> (root: String, files: [String]) {
        let root = NSTemporaryDirectory() + "catalog-output-identity-" + UUID().uuidString
        var files: [String] = []
        for folder in ["", "api", "components", "es/components", "tags/spring"] {
            let path = folder.isEmpty ? root : root + "/" + folder
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            for index in 0..<(folder == "api" ? 70 : 3) {
                let file = (folder.isEmpty ? "" : folder + "/") + "file-\(index).html"
                try Data("page \(index) of \(folder)\n".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
                files.append(file)
            }
        }
        return (root, files)
    }

    private func expectedSum(_ files: [String], in root: String) throws -> UInt64 {
        var sum: UInt64 = 0
        for file in files {
            sum &+= OutputIdentity.part(file, try #require(OutputFolder.FileIdentity(root + "/" + file)))
        }
        return sum
    }

    @Test func theSumIsTheSameInAnyOrder() throws {
        let (root, files) = try makeOutput()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let expected = try expectedSum(files, in: root)
        #expect(OutputIdentity.sum(of: files, in: root) == expected)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5 {
            #expect(OutputIdentity.sum(of: files.shuffled(using: &generator), in: root) == expected)
        }
        // A file written again gets another identity, hence another sum.
        try Data("changed\n".utf8).write(to: URL(fileURLWithPath: root + "/api/file-5.html"))
        #expect(OutputIdentity.sum(of: files.shuffled(using: &generator), in: root) != expected)
        #expect(OutputIdentity.sum(of: files, in: root) == (try expectedSum(files, in: root)))
    }

    @Test func aMissingFileALinkOrAFolderGivesNoSum() throws {
        let (root, files) = try makeOutput()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(OutputIdentity.sum(of: files + ["api/missing.html"], in: root) == nil)
        #expect(OutputIdentity.sum(of: files + ["nowhere/file.html"], in: root) == nil)
        #expect(symlink(root + "/api/file-1.html", root + "/api/link.html") == 0)
        #expect(OutputIdentity.sum(of: files + ["api/link.html"], in: root) == nil)
        #expect(OutputIdentity.sum(of: files + ["tags/spring"], in: root) == nil)
    }

    /// A folder on the way that is a symbolic link is followed, as a look by the full path
    /// follows it.
    @Test func aLinkedFolderOnTheWayIsFollowed() throws {
        let (root, files) = try makeOutput()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(symlink(root + "/tags", root + "/linked") == 0)
        let through = files.filter { $0.hasPrefix("tags/") }.map { "linked/" + $0.dropFirst("tags/".count) }
        #expect(OutputIdentity.sum(of: through, in: root) == (try expectedSum(through, in: root)))
    }

    /// A kept file of a spare is looked at inside the spare's open folder: the same identity as
    /// by its full path, and none for a file missing, a link or a folder in its place.
    @Test func aFileLookedAtInsideItsOpenFolderHasTheIdentityOfItsPath() throws {
        let (root, files) = try makeOutput()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = open(root, OutputIdentity.openPath | O_DIRECTORY | O_CLOEXEC)
        #expect(folder >= 0)
        defer { close(folder) }
        for file in files {
            let inside = OutputFolder.FileIdentity(file, in: folder)
            #expect(inside != nil && inside == OutputFolder.FileIdentity(root + "/" + file))
        }
        #expect(OutputFolder.FileIdentity("api/missing.html", in: folder) == nil)
        #expect(OutputFolder.FileIdentity("es", in: folder) == nil)
        #expect(symlink(root + "/api/file-1.html", root + "/api/link.html") == 0)
        #expect(OutputFolder.FileIdentity("api/link.html", in: folder) == nil)
        // Rewritten in place, the file is no longer the one it was.
        let before = OutputFolder.FileIdentity("components/file-0.html", in: folder)
        try Data("edited by hand, longer\n".utf8).write(to: URL(fileURLWithPath: root + "/components/file-0.html"))
        #expect(OutputFolder.FileIdentity("components/file-0.html", in: folder) != before)
    }
}
