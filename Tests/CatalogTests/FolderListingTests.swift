import CatalogFixtures
import Foundation
import Testing

@testable import Catalog

/// A build takes the content folder's entries from the walk that looked for changes
/// (`FolderListing`) instead of listing them again. What it takes must be what looking again
/// gives: the same component keys, the same folders, the same diagnostics; and where the walk
/// cannot tell (a symbolic link on the way), the listing must say so rather than guess.
@Suite struct FolderListingTests {
    /// A small catalog with the awkward entries a components folder can hold.
    private func folder() throws -> (root: String, first: String) {
        let root = NSTemporaryDirectory() + "catalog-listing-" + UUID().uuidString
        SmallCatalog.write(into: root)
        let components = root + "/components"
        let first = try #require(try FileManager.default.contentsOfDirectory(atPath: components).sorted().first)
        let files = FileManager.default
        try files.createDirectory(atPath: components + "/.hidden", withIntermediateDirectories: true)
        try "not a component".write(toFile: components + "/notes.txt", atomically: false, encoding: .utf8)
        try files.createDirectory(atPath: components + "/nested/inner", withIntermediateDirectories: true)
        try files.createDirectory(atPath: components + "/empty", withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: components + "/alias", withDestinationPath: first)
        // Outside the catalog, in a folder of the test's own: the walk records what a link
        // points to, and the temporary folder itself changes whenever another test makes a
        // folder in it (two walks of the same catalog then differed).
        try files.createDirectory(atPath: root + "-elsewhere", withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: components + "/outside", withDestinationPath: root + "-elsewhere")
        // A link to a file inside the component's own folder, and a recent file (racy).
        try files.createSymbolicLink(
            atPath: components + "/" + first + "/linked.txt", withDestinationPath: "index.en.md")
        return (root, first)
    }

    private func remove(_ root: String) {
        try? FileManager.default.removeItem(atPath: root)
        try? FileManager.default.removeItem(atPath: root + "-elsewhere")
    }

    @Test func aFolderSeenByTheWalkHasTheStampLookingAgainGives() throws {
        let (root, first) = try folder()
        defer { remove(root) }
        let now = Int(time(nil))
        let walked = FolderFingerprint.of([root], now: now, listing: root)
        let listing = try #require(walked.listing)
        // Keeping the listing does not change the fingerprint.
        #expect(walked.hash == FolderFingerprint.of([root], now: now).hash)
        let disk = try #require(realpath(root, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        })
        let names = try FileManager.default.contentsOfDirectory(atPath: root + "/components").sorted()
        #expect(listing.names(in: "components") == names)
        for name in names {
            let path = "components/" + name
            var linksOnDisk = false
            var linksSeen = false
            let again = FolderFingerprint.ofFlatFolder(disk + "/" + path, now: now, hasLinks: &linksOnDisk)
            let seen = FolderFingerprint.ofFlatFolder(path, in: listing, disk: disk + "/" + path, now: now, hasLinks: &linksSeen)
            switch name {
            case "alias", "outside":
                // Reached through a link: the walk did not look inside, so it cannot tell.
                #expect(seen == nil, "\(name)")
            case "notes.txt":
                // Not a folder: the loader looks on disk, which has no stamp for it either.
                #expect(seen == nil, "\(name)")
                #expect(again == nil)
            default:
                #expect(seen == .some(again), "\(name)")
                #expect(linksSeen == linksOnDisk, "\(name)")
            }
        }
        var hasLinks = false
        _ = FolderFingerprint.ofFlatFolder("components/" + first, in: listing, disk: disk, now: now, hasLinks: &hasLinks)
        #expect(hasLinks)
        #expect(listing.isPlainFolder("components") == true)
        #expect(listing.isPlainFolder("components/" + first) == true)
        #expect(listing.isPlainFolder("components/notes.txt") == false)
        #expect(listing.isPlainFolder("components/alias") == nil)
        #expect(listing.isPlainFolder("components/alias/index.en.md") == nil)
        #expect(listing.isPlainFolder("components/missing") == nil)
        #expect(listing.names(in: "components/alias") == nil)
        #expect(listing.names(in: "components/empty") == [])
        #expect(listing.names(in: "components/nested") == ["inner"])
    }

    @Test func aRootThatIsALinkIsNotTakenFromTheWalk() throws {
        let (root, _) = try folder()
        let link = root + "-link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: root)
        defer {
            remove(root)
            try? FileManager.default.removeItem(atPath: link)
        }
        let listing = try #require(FolderFingerprint.of([link], now: 0, listing: link).listing)
        #expect(listing.names(in: "") == nil)
        #expect(listing.isPlainFolder("components") == nil)
    }

    @Test func theLoaderLoadsTheSameWithTheWalksListing() throws {
        let (root, _) = try folder()
        defer { remove(root) }
        let store = DiskContentStore(root: root)
        func load(listed: Bool) -> CatalogLoader.LoadResult {
            let listing = listed ? FolderFingerprint.of([root], now: Int(time(nil)), listing: root).listing : nil
            return CatalogLoader(store: store, displayRoot: "Content", cache: LoadCache(), listing: listing).load()
        }
        // A link out of the folder and folders that are no components are errors either way,
        // named the same.
        let refused = load(listed: false)
        #expect(load(listed: true).diagnostics == refused.diagnostics)
        #expect(refused.diagnostics.contains { $0.id == "file.link-outside" })
        for name in ["outside", "empty", "nested"] {
            try FileManager.default.removeItem(atPath: root + "/components/" + name)
        }

        let plain = load(listed: false)
        let listed = load(listed: true)
        #expect(listed.diagnostics == plain.diagnostics)
        #expect(plain.diagnostics.contains { $0.id == "content.hidden-folder" })
        #expect(plain.diagnostics.contains { $0.id == "content.not-a-folder" })
        let plainComponents = try #require(plain.catalog?.components, "\(plain.diagnostics)")
        let listedComponents = try #require(listed.catalog?.components)
        #expect(listedComponents.map(\.slug) == plainComponents.map(\.slug))
        // The keys a build cache keeps components by are the same either way.
        #expect(listedComponents.map(\.loadKey) == plainComponents.map(\.loadKey))
        #expect(listedComponents.contains { $0.loadKey != nil })
    }
}

