import Catalog
import Foundation
import Testing

/// The one reader of content files: bounded, regular files only, never out of its folder.
@Suite struct DiskContentStoreTests {
    let root: String
    let store: DiskContentStore

    init() throws {
        let base = NSTemporaryDirectory() + "store-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: base + "/content/inner", withIntermediateDirectories: true)
        root = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
        store = DiskContentStore(root: root + "/content")
    }

    private func write(_ relative: String, _ text: String) throws {
        try text.write(toFile: root + "/" + relative, atomically: false, encoding: .utf8)
    }

    @Test func readsAFileUpToItsLimitAndRefusesOneByteMore() throws {
        try write("content/page.md", String(repeating: "a", count: 100))
        #expect(try store.bytes(of: "page.md", limit: 100).count == 100)
        #expect(throws: ContentReadError.tooLarge(size: 100, limit: 99)) { try store.bytes(of: "page.md", limit: 99) }
    }

    @Test func followsALinkThatStaysInsideTheFolder() throws {
        try write("content/inner/real.md", "inside")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/content/link.md", withDestinationPath: "inner/real.md")
        #expect(try store.bytes(of: "link.md", limit: 100) == Array("inside".utf8))
    }

    @Test func refusesALinkOutOfTheFolderNamingItsTarget() throws {
        try write("secret.txt", "secret")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/content/leak.md", withDestinationPath: "../secret.txt")
        #expect(throws: ContentReadError.outsideFolder(target: root + "/secret.txt")) {
            try store.bytes(of: "leak.md", limit: 100)
        }
        #expect(store.diskPath(of: "leak.md") == nil)
        #expect(!store.isFolder("leak.md"))
    }

    @Test func refusesAFIFOWithoutWaitingForAWriter() throws {
        #expect(mkfifo(root + "/content/pipe.md", 0o644) == 0)
        #expect(throws: ContentReadError.notARegularFile(kind: "a FIFO")) { try store.bytes(of: "pipe.md", limit: 100) }
    }

    @Test func refusesADeviceAndAFolder() throws {
        let devices = DiskContentStore(root: "/dev")
        #expect(throws: ContentReadError.notARegularFile(kind: "a character device")) {
            try devices.bytes(of: "zero", limit: 100)
        }
        #expect(throws: ContentReadError.notARegularFile(kind: "a folder")) { try store.bytes(of: "inner", limit: 100) }
    }

    @Test func tellsAPermissionErrorFromAMissingFile() {
        #expect(ContentReadError(errno: EACCES) == .permissionDenied)
        #expect(ContentReadError(errno: ENOENT) == .missing)
        #expect(throws: ContentReadError.missing) { try store.bytes(of: "nothing.md", limit: 100) }
    }

    @Test func listsHiddenEntriesForTheLoaderToWarnAbout() throws {
        try FileManager.default.createDirectory(atPath: root + "/content/.draft", withIntermediateDirectories: true)
        #expect(try store.entries(in: "").contains(".draft"))
    }

    /// Names of every length up to the longest a file system takes, read in place from each
    /// `dirent` (copying the whole 256-byte name field read past the folder's buffer; the
    /// `make sanitize` build reports that).
    @Test func listsNamesOfEveryLengthWhole() throws {
        let folder = root + "/content/lengths"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var expected: [String] = []
        for length in [1, 2, 7, 8, 15, 16, 100, 254, 255] {
            let name = String(repeating: "n", count: length - 1) + String(length % 10)
            FileManager.default.createFile(atPath: folder + "/" + name, contents: nil)
            expected.append(name)
        }
        // Two-byte characters: 127 of them and a letter make the longest name, 255 bytes.
        let wide = String(repeating: "é", count: 127) + "x"
        FileManager.default.createFile(atPath: folder + "/" + wide, contents: nil)
        expected.append(wide)
        #expect(try store.entries(in: "lengths") == expected.sorted())
    }

    @Test func followsAnAbsoluteLinkThatStaysInsideAndRefusesOneThatLeaves() throws {
        // The kernel refuses every absolute link beneath the root; the store then tells the
        // ones that come back inside from the ones that leave.
        try write("content/inner/real.md", "inside")
        try write("secret.txt", "secret")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/content/absolute.md", withDestinationPath: root + "/content/inner/real.md")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/content/escape.md", withDestinationPath: root + "/secret.txt")
        #expect(try store.bytes(of: "absolute.md", limit: 100) == Array("inside".utf8))
        #expect(store.diskPath(of: "absolute.md") == root + "/content/inner/real.md")
        #expect(throws: ContentReadError.outsideFolder(target: root + "/secret.txt")) {
            try store.bytes(of: "escape.md", limit: 100)
        }
    }

    @Test func refusesAPathThatClimbsOutAndAFolderLinkThatLeaves() throws {
        try write("secret.txt", "secret")
        try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
        try write("outside/page.md", "outside")
        try FileManager.default.createSymbolicLink(atPath: root + "/content/away", withDestinationPath: "../outside")
        #expect(throws: ContentReadError.outsideFolder(target: root + "/secret.txt")) {
            try store.bytes(of: "inner/../../secret.txt", limit: 100)
        }
        #expect(throws: ContentReadError.outsideFolder(target: root + "/outside")) { try store.entries(in: "away") }
        #expect(!store.isFolder("away"))
        #expect(throws: ContentReadError.outsideFolder(target: root + "/outside/page.md")) {
            try store.bytes(of: "away/page.md", limit: 100)
        }
    }

    @Test func namesAFileOnDiskByItsResolvedPath() throws {
        try write("content/inner/real.md", "inside")
        try FileManager.default.createSymbolicLink(atPath: root + "/content/through", withDestinationPath: "inner")
        #expect(store.diskPath(of: "through/real.md") == root + "/content/inner/real.md")
        #expect(store.diskPath(of: "inner/real.md") == root + "/content/inner/real.md")
        #expect(store.diskPath(of: "inner/./real.md") == root + "/content/inner/real.md")
        #expect(store.diskPath(of: "through/../inner/real.md") == root + "/content/inner/real.md")
        #expect(store.diskPath(of: "inner/missing.md") == nil)
        #expect(store.isFolder("through"))
        #expect(try store.entries(in: "through") == ["real.md"])
    }

    @Test func readsBeneathTheOpenRootWhereTheKernelCan() throws {
        // openat2 came with Linux 5.6; elsewhere the store resolves each path itself.
        var name = utsname()
        uname(&name)
        let release = withUnsafeBytes(of: name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let parts = release.split(separator: ".").prefix(2).compactMap { Int($0.prefix { $0.isNumber }) }
        guard parts.count == 2, (parts[0], parts[1]) >= (5, 6) else {
            print("DiskContentStoreTests: kernel \(release) has no openat2; the realpath way is tested instead")
            return
        }
        #expect(store.opensBeneathRoot)
    }
}
